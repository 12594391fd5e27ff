package move

import (
	"slices"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"pgregory.net/rapid"
)

// TestFastIntervalsMatchGeom checks the fast path against
// geom.Polygon.AppendIntervals, bit for bit, on random polygons and
// segments, grid-snapped ones included (which make contacts, runs along
// edges and vertices on the segment common): whenever the fast path
// answers, it answers as geom does.
func TestFastIntervalsMatchGeom(t *testing.T) {
	answered := 0
	rapid.Check(t, func(rt *rapid.T) {
		poly := geomtest.StarPolygon(20, 12, rapid.Bool().Draw(rt, "holes")).Draw(rt, "poly")
		s := geomtest.Segment(25).Draw(rt, "s")
		if rapid.Bool().Draw(rt, "through a vertex") && len(poly[0]) > 0 {
			s.B = poly[0][rapid.IntRange(0, len(poly[0])-1).Draw(rt, "v")]
		}
		if s.A == s.B {
			return
		}
		edges, pc := appendPolygonCache(nil, poly)
		got, ok := fastIntervals(nil, &pc, edges, poly, s)
		if !ok {
			return
		}
		answered++
		want := poly.AppendIntervals(nil, s)
		if !slices.Equal(got, want) {
			rt.Fatalf("fast %v, geom %v", got, want)
		}
	})
	if answered == 0 {
		t.Error("the fast path never answered")
	}
}

func TestFastIntervalsCases(t *testing.T) {
	sq := geom.Polygon{{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}}}
	holed := geom.Polygon{sq[0], {{1, 1}, {1, 3}, {3, 3}, {3, 1}, {1, 1}}}
	for _, tc := range []struct {
		name string
		p    geom.Polygon
		s    geom.Segment
		fast bool
	}{
		{"across", sq, geom.Segment{A: orb.Point{-1, 1.5}, B: orb.Point{5, 2.5}}, true},
		{"from inside", sq, geom.Segment{A: orb.Point{2, 1.5}, B: orb.Point{5, 2.5}}, true},
		{"miss", sq, geom.Segment{A: orb.Point{5, 5}, B: orb.Point{6, 7}}, true},
		{"through the hole", holed, geom.Segment{A: orb.Point{-1, 1.5}, B: orb.Point{5, 2.5}}, true},
		{"along an edge", sq, geom.Segment{A: orb.Point{-1, 0}, B: orb.Point{5, 0}}, false},
		{"through a vertex", sq, geom.Segment{A: orb.Point{-1, -1}, B: orb.Point{5, 5}}, false},
		{"ends on an edge", sq, geom.Segment{A: orb.Point{-1, 1}, B: orb.Point{0, 1.5}}, false},
	} {
		edges, pc := appendPolygonCache(nil, tc.p)
		got, ok := fastIntervals(nil, &pc, edges, tc.p, tc.s)
		if ok != tc.fast {
			t.Errorf("%s: fast path %v, want %v", tc.name, ok, tc.fast)
		}
		if want := tc.p.AppendIntervals(nil, tc.s); ok && !slices.Equal(got, want) {
			t.Errorf("%s: fast %v, geom %v", tc.name, got, want)
		}
	}
}
