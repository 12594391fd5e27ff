package geom_test

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

func TestDiscCmpDistance(t *testing.T) {
	a := disc(0, 0, 1)
	tests := []struct {
		name string
		o    geom.Disc
		x    float64
		want int
	}{
		{"exactly x on a 3-4-5 diagonal", disc(3, 4, 1), 3, 0},
		{"closer than x", disc(3, 4, 1), 3.5, -1},
		{"farther than x", disc(3, 4, 1), 2.5, 1},
		{"overlapping at x 0", disc(1, 0, 1), 0, 0},
		{"touching at x 0", disc(2, 0, 1), 0, 0},
		{"apart at x 0", disc(3, 0, 1), 0, 1},
		{"overlapping, x positive", disc(1, 0, 1), 1, -1},
		{"x +Inf", disc(1e300, 0, 1), math.Inf(1), -1},
		{"x NaN", disc(3, 4, 1), math.NaN(), 1},
		{"x negative", disc(1, 0, 1), -1, 1},
		{"invalid disc", disc(math.NaN(), 0, 1), 10, 1},
		{"0.1+0.2 tie", disc(0.4, 0, 0.1), 0.2, 0}, // 0.1+0.1+0.2 rounded is not 0.4
	}
	for _, c := range tests {
		got := a.CmpDistance(c.o, c.x)
		if c.name == "0.1+0.2 tie" {
			a2 := disc(0, 0, 0.1)
			got = a2.CmpDistance(c.o, c.x)
			c.want = ratSign(a2.Center, c.o.Center, a2.R, c.o.R, c.x)
		}
		if got != c.want {
			t.Errorf("%s: CmpDistance = %d, want %d", c.name, got, c.want)
		}
		if w := a.Within(c.o, c.x); c.name != "0.1+0.2 tie" && w != (c.want <= 0) {
			t.Errorf("%s: Within = %v, disagrees with CmpDistance %d", c.name, w, c.want)
		}
	}
}

func TestDiscCmpSegmentPolygonPoint(t *testing.T) {
	d := disc(0, 0, 1)
	seg := geom.Segment{A: pt(-5, 4), B: pt(5, 4)}
	square := geom.Polygon{orb.Ring{pt(3, -1), pt(5, -1), pt(5, 1), pt(3, 1), pt(3, -1)}}
	tests := []struct {
		name      string
		got, want int
	}{
		{"segment at exactly x", d.CmpDistanceToSegment(seg, 3), 0},
		{"segment strictly closer", d.CmpDistanceToSegment(seg, 3.25), -1},
		{"segment farther", d.CmpDistanceToSegment(seg, 2.75), 1},
		{"segment through disc at 0", d.CmpDistanceToSegment(geom.Segment{A: pt(-2, 0), B: pt(2, 0)}, 0), 0},
		{"degenerate segment", d.CmpDistanceToSegment(geom.Segment{A: pt(4, 0), B: pt(4, 0)}, 3), 0},
		{"non-finite segment", d.CmpDistanceToSegment(geom.Segment{A: pt(math.Inf(1), 0)}, 3), 1},
		{"polygon at exactly x", d.CmpDistanceToPolygon(square, 2), 0},
		{"polygon closer", d.CmpDistanceToPolygon(square, 2.5), -1},
		{"polygon farther", d.CmpDistanceToPolygon(square, 1.5), 1},
		{"disc inside polygon at 0", disc(4, 0, 0.5).CmpDistanceToPolygon(square, 0), 0},
		{"empty polygon", d.CmpDistanceToPolygon(nil, 100), 1},
		{"point at exactly x", d.CmpDistanceToPoint(pt(3, 4), 4), 0},
		{"point strictly closer", d.CmpDistanceToPoint(pt(3, 4), 4.5), -1},
		{"point inside at 0", d.CmpDistanceToPoint(pt(0.5, 0), 0), 0},
		{"point NaN", d.CmpDistanceToPoint(pt(math.NaN(), 0), 4), 1},
	}
	for _, c := range tests {
		if c.got != c.want {
			t.Errorf("%s: got %d, want %d", c.name, c.got, c.want)
		}
	}
}

// TestDiscCmpOracle: the three-way comparisons against exact rationals,
// on grids where ties are common.
func TestDiscCmpOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		q := func(l string) float64 { return float64(rapid.IntRange(-40, 40).Draw(t, l)) / 8 }
		r := func(l string) float64 { return float64(rapid.IntRange(0, 16).Draw(t, l)) / 8 }
		a, b := disc(q("ax"), q("ay"), r("ar")), disc(q("bx"), q("by"), r("br"))
		x := r("x")
		want := ratSign(a.Center, b.Center, a.R, b.R, x)
		if want < 0 && x == 0 {
			want = 0
		}
		if got := a.CmpDistance(b, x); got != want {
			t.Fatalf("CmpDistance(%v, %v, %g) = %d, want %d", a, b, x, got, want)
		}
		s := geom.Segment{A: pt(q("sx"), q("sy")), B: pt(q("tx"), q("ty"))}
		want = ratSegSign(a.Center, s, a.R, x)
		if want < 0 && x == 0 {
			want = 0
		}
		if got := a.CmpDistanceToSegment(s, x); got != want {
			t.Fatalf("CmpDistanceToSegment(%v, %v, %g) = %d, want %d", a, s, x, got, want)
		}
	})
}

func TestCmpAlong(t *testing.T) {
	tests := []struct {
		name    string
		p, q, d orb.Point
		want    int
	}{
		{"further", pt(2, 0), pt(1, 0), pt(1, 0), 1},
		{"behind", pt(0, 0), pt(1, 0), pt(1, 0), -1},
		{"abreast", pt(1, 5), pt(1, -5), pt(1, 0), 0},
		{"one ulp further", pt(math.Nextafter(0.3, 1), 0), pt(0.3, 0), pt(1, 0), 1},
		{"diagonal tie", pt(1, 0), pt(0, 1), pt(1, 1), 0},
		{"zero direction", pt(1, 2), pt(3, 4), pt(0, 0), 0},
		{"NaN", pt(math.NaN(), 0), pt(0, 0), pt(1, 0), 0},
		{"huge", pt(1e300, 1e-300), pt(1e300, 0), pt(0, 1), 1},
	}
	for _, c := range tests {
		if got := geom.CmpAlong(c.p, c.q, c.d); got != c.want {
			t.Errorf("%s: CmpAlong = %d, want %d", c.name, got, c.want)
		}
	}
}

// FuzzDiscCmpSegment: the three-way comparison of a disc's distance to a
// segment never panics and agrees with exact rationals on finite input.
func FuzzDiscCmpSegment(f *testing.F) {
	f.Add(0.0, 0.0, 1.0, -5.0, 4.0, 5.0, 4.0, 3.0)
	f.Add(0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.0)
	f.Add(1e300, -1e-300, 1e10, 3.0, 4.0, 5.0, 6.0, 1e-10)
	f.Fuzz(func(t *testing.T, cx, cy, r, ax, ay, bx, by, x float64) {
		d := geom.Disc{Center: orb.Point{cx, cy}, R: r}
		s := geom.Segment{A: orb.Point{ax, ay}, B: orb.Point{bx, by}}
		got := d.CmpDistanceToSegment(s, x)
		if d.Validate() != nil || !(x >= 0) || math.IsInf(x, 1) {
			return
		}
		for _, v := range []float64{ax, ay, bx, by} {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return
			}
		}
		want := ratSegSign(d.Center, s, d.R, x)
		if want < 0 && x == 0 {
			want = 0
		}
		if got != want {
			t.Fatalf("CmpDistanceToSegment(%v, %v, %g) = %d, want %d", d, s, x, got, want)
		}
	})
}
