package los

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"pgregory.net/rapid"
)

// checkFast compares the trace's fast case with geom: identical intervals
// and exact end locations whenever the fast case applies.
func checkFast(t *rapid.T, s geom.Segment, p geom.Polygon) bool {
	got, _, ok, inA, inB := appendIntervalsFast(nil, nil, s, p)
	if !ok {
		return false
	}
	want := p.AppendIntervals(nil, s)
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("%v through %v: intervals differ (-geom +fast):\n%s", s, p, d)
	}
	if la := p.Locate(s.A); la == geom.OnBoundary || (la == geom.Inside) != inA {
		t.Fatalf("%v through %v: start located %v, fast says inside=%v", s, p, la, inA)
	}
	if lb := p.Locate(s.B); lb == geom.OnBoundary || (lb == geom.Inside) != inB {
		t.Fatalf("%v through %v: end located %v, fast says inside=%v", s, p, lb, inB)
	}
	return true
}

// TestIntervalsFastMatchesGeom: random star polygons (with holes) and
// segments, in general position.
func TestIntervalsFastMatchesGeom(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := geomtest.StarPolygon(20, 16, true).Draw(t, "poly")
		s := geomtest.Segment(20).Draw(t, "seg")
		if s.A == s.B {
			return
		}
		checkFast(t, s, p)
	})
}

// TestIntervalsFastDegenerate: integer grids, where vertices on the line,
// ends on edges and runs along edges are common; the fast case must
// either decline or agree.
func TestIntervalsFastDegenerate(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pt := func(name string) orb.Point {
			return orb.Point{float64(rapid.IntRange(0, 6).Draw(t, name+"x")), float64(rapid.IntRange(0, 6).Draw(t, name+"y"))}
		}
		x0, y0 := rapid.IntRange(0, 4).Draw(t, "x0"), rapid.IntRange(0, 4).Draw(t, "y0")
		x1, y1 := rapid.IntRange(x0+1, 6).Draw(t, "x1"), rapid.IntRange(y0+1, 6).Draw(t, "y1")
		sk := float64(rapid.IntRange(0, 1).Draw(t, "skew"))
		r := orb.Ring{{float64(x0), float64(y0)}, {float64(x1), float64(y0)}, {float64(x1), float64(y1)}, {float64(x0) + sk*float64(x1-x0)/2, float64(y1)}, {float64(x0), float64(y0)}}
		s := geom.Segment{A: pt("a"), B: pt("b")}
		if s.A == s.B {
			return
		}
		checkFast(t, s, geom.Polygon{r})
	})
}

// TestIntervalsFastTable names the cases the fast path must decline.
func TestIntervalsFastTable(t *testing.T) {
	sq := geom.Polygon{orb.Ring{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}}}
	cases := []struct {
		name string
		s    geom.Segment
		ok   bool
	}{
		{"through", geom.Segment{A: orb.Point{-1, 1}, B: orb.Point{5, 2}}, true},
		{"from inside", geom.Segment{A: orb.Point{1, 1}, B: orb.Point{5, 2}}, true},
		{"inside", geom.Segment{A: orb.Point{1, 1}, B: orb.Point{3, 2}}, true},
		{"miss", geom.Segment{A: orb.Point{-1, 5}, B: orb.Point{5, 6}}, true},
		{"line beyond", geom.Segment{A: orb.Point{-3, 1}, B: orb.Point{-1, 1.5}}, true},
		{"through a vertex", geom.Segment{A: orb.Point{-1, -1}, B: orb.Point{5, 5}}, false},
		{"along an edge", geom.Segment{A: orb.Point{-1, 0}, B: orb.Point{5, 0}}, false},
		{"ends on an edge", geom.Segment{A: orb.Point{-1, 1}, B: orb.Point{0, 2}}, false},
	}
	for _, c := range cases {
		got, _, ok, _, _ := appendIntervalsFast(nil, nil, c.s, sq)
		if ok != c.ok {
			t.Errorf("%s: fast %v, want %v", c.name, ok, c.ok)
			continue
		}
		if ok {
			if d := cmp.Diff(sq.AppendIntervals(nil, c.s), got); d != "" {
				t.Errorf("%s: (-geom +fast):\n%s", c.name, d)
			}
		}
	}
}
