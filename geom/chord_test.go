package geom_test

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

func TestDiscLineChord(t *testing.T) {
	d := disc(0, 0, 5)
	tests := []struct {
		name   string
		s      geom.Segment
		closed bool
		t0, t1 float64
		ok     bool
	}{
		{"through the centre", geom.Segment{A: pt(-10, 0), B: pt(10, 0)}, false, 0.25, 0.75, true},
		{"3-4-5 chord", geom.Segment{A: pt(-10, 3), B: pt(10, 3)}, false, 0.3, 0.7, true},
		{"tangent, open", geom.Segment{A: pt(-10, 5), B: pt(10, 5)}, false, 0, 0, false},
		{"tangent, closed", geom.Segment{A: pt(-10, 5), B: pt(10, 5)}, true, 0.5, 0.5, true},
		{"miss", geom.Segment{A: pt(-10, 6), B: pt(10, 6)}, true, 0, 0, false},
		{"beyond the ends", geom.Segment{A: pt(10, 0), B: pt(20, 0)}, false, -1.5, -0.5, true},
		{"point segment", geom.Segment{A: pt(1, 1), B: pt(1, 1)}, true, 0, 0, false},
	}
	for _, c := range tests {
		f := d.LineChord
		if c.closed {
			f = d.LineChordClosed
		}
		t0, t1, ok := f(c.s)
		if ok != c.ok || math.Abs(t0-c.t0) > 1e-15 || math.Abs(t1-c.t1) > 1e-15 {
			t.Errorf("%s: got %v %v %v, want %v %v %v", c.name, t0, t1, ok, c.t0, c.t1, c.ok)
		}
	}
}

func TestDiscRimPoints(t *testing.T) {
	d := disc(0, 0, 5)
	tests := []struct {
		name string
		got  []orb.Point
		want []orb.Point
	}{
		{"segment crossing twice", d.AppendSegmentRim(nil, geom.Segment{A: pt(-10, 3), B: pt(10, 3)}), []orb.Point{{-4, 3}, {4, 3}}},
		{"segment ending inside", d.AppendSegmentRim(nil, geom.Segment{A: pt(0, 3), B: pt(10, 3)}), []orb.Point{{4, 3}}},
		{"segment touching", d.AppendSegmentRim(nil, geom.Segment{A: pt(-10, 5), B: pt(10, 5)}), []orb.Point{{0, 5}}},
		{"segment missing", d.AppendSegmentRim(nil, geom.Segment{A: pt(-10, 6), B: pt(10, 6)}), nil},
		{"rims crossing (3-4-5)", d.AppendRimCrossings(nil, disc(8, 0, 5)), []orb.Point{{4, 3}, {4, -3}}},
		{"rims touching outside", d.AppendRimCrossings(nil, disc(8, 0, 3)), []orb.Point{{5, 0}}},
		{"held, touching inside", d.AppendRimCrossings(nil, disc(2, 0, 7)), []orb.Point{{-5, 0}}},
		{"apart", d.AppendRimCrossings(nil, disc(20, 0, 3)), nil},
		{"concentric", d.AppendRimCrossings(nil, disc(0, 0, 3)), nil},
	}
	for _, c := range tests {
		if len(c.got) != len(c.want) {
			t.Errorf("%s: got %v, want %v", c.name, c.got, c.want)
			continue
		}
		for i := range c.got {
			if geom.PointDistance(c.got[i], c.want[i]) > 1e-12 {
				t.Errorf("%s: got %v, want %v", c.name, c.got, c.want)
			}
		}
	}
}

func TestDiscPull(t *testing.T) {
	d := disc(0.1, 0.2, 0.3)
	for k := range 64 {
		a := 2 * math.Pi * float64(k) / 64
		p := pt(0.1+0.3*math.Cos(a), 0.2+0.3*math.Sin(a)) // a rounded rim point
		if q := d.PullInto(p); !d.Contains(q) || geom.PointDistance(p, q) > 1e-9 {
			t.Fatalf("PullInto(%v) = %v: not in the disc or moved far", p, q)
		}
		o := pt(0.1+3*math.Cos(a), 0.2+3*math.Sin(a)) // outside, on the line through p and the centre
		q, ok := d.PullAlong(p, o)
		if ok && !d.Contains(q) {
			t.Fatalf("PullAlong(%v) = %v reports ok outside the disc", p, q)
		}
		if !d.NearRim(p) || d.NearRim(d.Center) {
			t.Fatalf("NearRim wrong at %v", p)
		}
	}
	if q := d.PullInto(d.Center); q != d.Center {
		t.Errorf("PullInto moved a point inside")
	}
}

func TestRimPoint(t *testing.T) {
	d := disc(1, 2, 2)
	for _, c := range []struct {
		a    float64
		want orb.Point
	}{{0, pt(3, 2)}, {math.Pi, pt(-1, 2)}} {
		if got := d.RimPoint(c.a); math.Abs(got[0]-c.want[0]) > 1e-15 || math.Abs(got[1]-c.want[1]) > 1e-15 {
			t.Errorf("RimPoint(%v) = %v, want %v", c.a, got, c.want)
		}
	}
	if got := d.RimPoint(math.Pi / 2); got[0] > 1+1e-15 || got[0] < 1-1e-15 || got[1] != 4 {
		t.Errorf("RimPoint(π/2) = %v, want (1, 4)", got)
	}
}

func TestContact(t *testing.T) {
	cases := []struct {
		name    string
		a, b    geom.Disc
		ok      bool
		zeroLen bool
	}{
		{"apart", disc(0, 0, 1), disc(3, 0, 1), false, false},
		{"touching at (1, 0)", disc(0, 0, 1), disc(2, 0, 1), true, true},
		{"overlapping", disc(0, 0, 1), disc(1.5, 0, 1), true, true},
		{"one holds the other's centre", disc(0, 0, 3), disc(2, 0, 1), true, true},
		{"same disc", disc(5, 5, 1), disc(5, 5, 1), true, true},
		{"points at one place", disc(5, 5, 0), disc(5, 5, 0), true, true},
		{"overlapping off the axes", disc(0, 0, 1), disc(1, 1, 0.5), true, false},
		{"invalid", disc(math.NaN(), 0, 1), disc(0, 0, 1), false, false},
	}
	for _, c := range cases {
		for _, swap := range []bool{false, true} {
			a, b := c.a, c.b
			if swap {
				a, b = b, a
			}
			s, ok := a.Contact(b)
			if ok != c.ok {
				t.Errorf("%s: ok %v, want %v", c.name, ok, c.ok)
				continue
			}
			if !ok {
				continue
			}
			if !a.Contains(s.A) || !b.Contains(s.B) {
				t.Errorf("%s: %v does not run from %v to %v", c.name, s, a, b)
			}
			if c.zeroLen && s.A != s.B {
				t.Errorf("%s: %v, want a point", c.name, s)
			}
			if l := s.Length(); l > 1e-15 {
				t.Errorf("%s: %v has length %g", c.name, s, l)
			}
		}
	}
}

func TestLineBetween(t *testing.T) {
	a, b := disc(0, 0, 1), disc(10, 0, 2)
	cases := []struct {
		name   string
		p, dir orb.Point
		want   geom.Segment
		ok     bool
	}{
		{"centre line", pt(0, 0), pt(10, 0), seg(1, 0, 8, 0), true},
		{"centre line backwards", pt(10, 0), pt(-10, 0), seg(1, 0, 8, 0), true},
		{"tangent to a along an axis", pt(-5, 1), pt(1, 0), seg(0, 1, 10-math.Sqrt(3), 1), true},
		{"misses b", pt(0, 3), pt(1, 0), geom.Segment{}, false},
		{"zero direction", pt(0, 0), pt(0, 0), geom.Segment{}, false},
		{"vertical, tangent to both", pt(1, -5), pt(0, 1), geom.Segment{}, false},
	}
	for _, c := range cases {
		s, ok := geom.LineBetween(c.p, c.dir, a, b)
		if ok != c.ok {
			t.Errorf("%s: ok %v, want %v", c.name, ok, c.ok)
			continue
		}
		if ok && (geom.PointDistance(s.A, c.want.A) > 1e-15 || geom.PointDistance(s.B, c.want.B) > 1e-14) {
			t.Errorf("%s: %v, want %v", c.name, s, c.want)
		}
	}
	// An axis-parallel tangent end is the exact foot of the centre.
	if s, _ := geom.LineBetween(pt(-5, 1), pt(1, 0), a, b); s.A != pt(0, 1) {
		t.Errorf("tangent end %v, want exactly (0, 1)", s.A)
	}
}

// TestLineBetweenProperty: for random lines through points of both discs,
// LineBetween finds a part whose ends, pulled along the line, lie in their
// discs, and it is no longer than the gap between the discs' far rims.
func TestLineBetweenProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := func(l string) float64 { return rapid.Float64Range(-50, 50).Draw(t, l) }
		a := geom.Disc{Center: pt(c("ax"), c("ay")), R: rapid.Float64Range(0.1, 5).Draw(t, "ar")}
		b := geom.Disc{Center: pt(c("bx"), c("by")), R: rapid.Float64Range(0.1, 5).Draw(t, "br")}
		if a.Within(b, 0) {
			t.Skip("discs meet")
		}
		pa, pb := a.RimPoint(c("ta")), b.RimPoint(c("tb"))
		pa, pb = a.PullInto(pa), b.PullInto(pb)
		dir := orb.Point{pb[0] - pa[0], pb[1] - pa[1]}
		s, ok := geom.LineBetween(pa, dir, a, b)
		if !ok {
			t.Fatalf("LineBetween(%v, %v) missed the discs it joins", pa, dir)
		}
		if a.DistanceToPoint(s.A) > 1e-9 || b.DistanceToPoint(s.B) > 1e-9 {
			t.Fatalf("ends %v are not on the discs %v, %v", s, a, b)
		}
		// Near a tangent line a chord's ends come from the square root of
		// a small discriminant, which amplifies rounding towards √ε of
		// the scene: allow that, not an ulp.
		scale := 1 + max(math.Abs(pa[0]), math.Abs(pa[1]), math.Abs(pb[0]), math.Abs(pb[1]))
		if s.Length() > geom.PointDistance(pa, pb)+1e-7*scale {
			t.Fatalf("%v is longer than the segment %v-%v it lies in", s, pa, pb)
		}
	})
}

// TestLineChordClosedPointDisc checks that a disc of radius 0 on a line
// touches it at any scale, and one a float off it does not: the touch
// margin is the foot's rounding relative to the coordinates, not an
// absolute length in the board's unit.
func TestLineChordClosedPointDisc(t *testing.T) {
	for _, k := range []float64{1e-9, 1, 1e6, 1e12} {
		s := geom.Segment{A: pt(-3*k, k), B: pt(5*k, k)}
		on := disc(k/3, k, 0)
		// A rounded construction: the open chord may already see a
		// sliver of the point disc, so the two parameters agree only to
		// rounding.
		if t0, t1, ok := on.LineChordClosed(s); !ok || math.Abs(t1-t0) > 1e-7 || math.Abs(t0-5.0/12) > 1e-7 {
			t.Errorf("scale %g: point on the line: got %v %v %v, want a touch at 5/12", k, t0, t1, ok)
		}
		off := disc(k/3, k+k*1e-6, 0)
		if _, _, ok := off.LineChordClosed(s); ok {
			t.Errorf("scale %g: point a millionth off the line touches it", k)
		}
	}
}
