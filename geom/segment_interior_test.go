package geom_test

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

func TestPolygonMeetsInterior(t *testing.T) {
	square := geom.Polygon{{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}}}
	up := math.Nextafter(50, 60)
	// A sliver one ulp wide at its far end, which tapers to nothing.
	sliver := geom.Polygon{{{40, 10}, {60, 50}, {60, up}, {40, 10}}}
	// A courtyard whose hole touches the shell at (2, 0), the middle of
	// its bottom edge (valid: rings may touch at a point).
	court := geom.Polygon{
		{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}},
		{{2, 0}, {3, 2}, {1, 2}, {2, 0}},
	}
	seg := func(ax, ay, bx, by float64) geom.Segment {
		return geom.Segment{A: orb.Point{ax, ay}, B: orb.Point{bx, by}}
	}
	for _, tc := range []struct {
		name string
		p    geom.Polygon
		s    geom.Segment
		want bool
		t    float64 // where it first meets the interior, if it does
	}{
		{"through", square, seg(-1, 2, 5, 2), true, 1.0 / 6},
		{"starting inside", square, seg(2, 2, 9, 2), true, 0},
		{"ending inside", square, seg(-2, 2, 2, 2), true, 0.5},
		{"a point inside", square, seg(1, 1, 1, 1), true, 0},
		{"a point on the edge", square, seg(0, 1, 0, 1), false, 0},
		{"along an edge", square, seg(-1, 0, 5, 0), false, 0},
		{"along an edge, then in at a corner", square, seg(-1, 0, 4, 0), false, 0},
		{"touching a corner", square, seg(-1, 1, 1, -1), false, 0},
		{"through a corner into it", square, seg(-1, -1, 2, 2), true, 1.0 / 3},
		{"from an edge outwards", square, seg(0, 2, -3, 2), false, 0},
		{"from an edge inwards", square, seg(0, 2, 3, 2), true, 0},
		{"ending on an edge", square, seg(-3, 2, 0, 2), false, 0},
		{"along an edge, then in", square, seg(0, 4, 0, 2), false, 0},
		{"missing", square, seg(5, 5, 6, 7), false, 0},
		{"across the sliver where rounding merges its edges", sliver, seg(0, 6.618183867528893, 100, 19.730458867031), true, 0.4099690542400512},
		{"past the sliver's tip", sliver, seg(0, 10, 39, 10), false, 0},
		{"into the courtyard's hole at the touching point", court, seg(2, -1, 2, 1), false, 0},
		{"into the courtyard beside the hole", court, seg(2, -1, 0.5, 2), true, 1.0 / 3},
		{"across the hole", court, seg(0.5, 1, 3.5, 1), true, 0},
	} {
		got, ok := tc.p.MeetsInterior(tc.s)
		if ok != tc.want || ok && math.Abs(got-tc.t) > 1e-15 {
			t.Errorf("%s: %v %v, want %v %v", tc.name, got, ok, tc.t, tc.want)
		}
	}
	// AppendStretches merges the sliver's two crossings into one contact.
	s := seg(0, 6.618183867528893, 100, 19.730458867031)
	for _, st := range sliver.AppendStretches(nil, s) {
		if st.Loc == geom.Inside {
			t.Logf("AppendStretches now reports the sliver (%v): the case above no longer shows the difference", st)
		}
	}
	for _, bad := range []geom.Segment{seg(math.NaN(), 0, 1, 1), seg(0, 0, math.Inf(1), 1)} {
		if _, ok := square.MeetsInterior(bad); ok {
			t.Errorf("%v meets the interior", bad)
		}
	}
	through := seg(-1, -1, 2, 2) // through a vertex: the slow path
	if n := testing.AllocsPerRun(100, func() { square.MeetsInterior(through) }); n != 0 {
		t.Errorf("%v allocations", n)
	}
	if _, ok := (geom.Polygon{}).MeetsInterior(seg(0, 0, 1, 1)); ok {
		t.Error("the empty polygon has an interior")
	}
	if _, ok := (geom.Polygon{{{0, 0}, {math.NaN(), 1}, {1, 0}, {0, 0}}}).MeetsInterior(seg(0, 0, 1, 1)); ok {
		t.Error("a NaN polygon has an interior")
	}
}

// MeetsInterior agrees with AppendStretches wherever their rounding
// does not merge crossings: an Inside stretch of positive length means
// it meets, and it meets no polygon that has none unless some of its
// crossings lie within an ulp of each other. On thin triangles crossed
// anywhere, it agrees with an exact oracle: a proper crossing of an edge,
// or an end strictly inside.
func TestPolygonMeetsInteriorProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := func(name string) float64 { return float64(rapid.IntRange(0, 8).Draw(t, name)) }
		// A triangle of grid points, or one ulp from them: thin ones too.
		a := orb.Point{c("ax"), c("ay")}
		b := orb.Point{c("bx"), c("by")}
		d := orb.Point{b[0], b[1]}
		for range rapid.IntRange(0, 3).Draw(t, "ulps") {
			d[1] = math.Nextafter(d[1], 100)
		}
		if rapid.Bool().Draw(t, "wide") {
			d = orb.Point{c("dx"), c("dy")}
		}
		poly := geom.Polygon{{a, b, d, a}}
		if poly.Validate() != nil {
			t.Skip("not a triangle")
		}
		f := func(name string) float64 { return rapid.Float64Range(-1, 9).Draw(t, name) }
		s := geom.Segment{A: orb.Point{f("sax"), f("say")}, B: orb.Point{f("sbx"), f("sby")}}
		if rapid.Bool().Draw(t, "grid") {
			s = geom.Segment{A: orb.Point{c("sax"), c("say")}, B: orb.Point{c("sbx"), c("sby")}}
		}
		tm, ok := poly.MeetsInterior(s)
		inside := false
		for _, st := range poly.AppendStretches(nil, s) {
			if st.Loc == geom.Inside && st.T1 > st.T0 {
				inside = true
				if !ok || tm > st.T0 {
					t.Fatalf("%v: Inside stretch %v, MeetsInterior %v %v", s, st, tm, ok)
				}
			}
		}
		if !ok && inside {
			t.Fatalf("%v: an Inside stretch, MeetsInterior false", s)
		}
		// The oracle, for a segment that meets no vertex and does not end
		// on the boundary: meeting the interior is crossing an edge
		// properly or an end strictly inside.
		onLine := false
		for _, v := range poly[0][:3] {
			onLine = onLine || geom.Orient2D(s.A, s.B, v) == 0
		}
		if onLine || poly.Locate(s.A) == geom.OnBoundary || poly.Locate(s.B) == geom.OnBoundary {
			return
		}
		want := poly.Locate(s.A) == geom.Inside || poly.Locate(s.B) == geom.Inside
		for i := range 3 {
			e := geom.Segment{A: poly[0][i], B: poly[0][i+1]}
			if geom.Orient2D(s.A, s.B, e.A)*geom.Orient2D(s.A, s.B, e.B) < 0 &&
				geom.Orient2D(e.A, e.B, s.A)*geom.Orient2D(e.A, e.B, s.B) < 0 {
				want = true
			}
		}
		if ok != want {
			t.Fatalf("%v through %v: MeetsInterior %v, want %v", s, poly, ok, want)
		}
	})
}

// FuzzPolygonMeetsInterior: no panic on any input, t within [0, 1], for a
// valid polygon an Inside stretch of positive length always met, and in
// general position
// (no vertex on the segment's line, no end on the boundary) the exact
// oracle: a proper crossing of an edge, or an end inside.
func FuzzPolygonMeetsInterior(f *testing.F) {
	f.Add(0.0, 6.618183867528893, 100.0, 19.730458867031, 40.0, 10.0, 60.0, 50.0, 60.00000000000001, 50.00000000000001)
	f.Add(-1.0, 2.0, 5.0, 2.0, 0.0, 0.0, 4.0, 0.0, 4.0, 4.0)
	f.Add(1e300, -1e300, math.NaN(), 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 1.0)
	f.Fuzz(func(t *testing.T, ax, ay, bx, by, x0, y0, x1, y1, x2, y2 float64) {
		s := geom.Segment{A: orb.Point{ax, ay}, B: orb.Point{bx, by}}
		p := geom.Polygon{{{x0, y0}, {x1, y1}, {x2, y2}, {x0, y0}}}
		tm, ok := p.MeetsInterior(s)
		if !ok {
			tm = 0
		}
		if !(tm >= 0 && tm <= 1) {
			t.Fatalf("t = %v", tm)
		}
		// Both answers hold for a valid polygon only: a degenerate
		// triangle (three collinear corners) has no interior, yet its
		// rounded crossings may bound an Inside stretch an ulp long.
		if p.Validate() == nil {
			for _, st := range p.AppendStretches(nil, s) {
				if st.Loc == geom.Inside && st.T1 > st.T0 && !ok {
					t.Fatalf("Inside stretch %v, not met", st)
				}
			}
		}
		if !finite(ax, ay, bx, by, x0, y0, x1, y1, x2, y2) || s.A == s.B || p.Validate() != nil ||
			p.Locate(s.A) == geom.OnBoundary || p.Locate(s.B) == geom.OnBoundary {
			return
		}
		want := p.Locate(s.A) == geom.Inside || p.Locate(s.B) == geom.Inside
		for i := range 3 {
			e := geom.Segment{A: p[0][i], B: p[0][i+1]}
			if geom.Orient2D(s.A, s.B, e.A) == 0 {
				return // a vertex on the line
			}
			want = want || geom.Orient2D(s.A, s.B, e.A)*geom.Orient2D(s.A, s.B, e.B) < 0 &&
				geom.Orient2D(e.A, e.B, s.A)*geom.Orient2D(e.A, e.B, s.B) < 0
		}
		if ok != want {
			t.Fatalf("%v through %v: MeetsInterior %v, want %v", s, p, ok, want)
		}
	})
}
