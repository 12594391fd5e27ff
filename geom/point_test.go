package geom

import (
	"math"
	"slices"
	"testing"

	"github.com/paulmach/orb"
)

// TestRingEdgeCount pins the one edge model every walk over a ring uses:
// a ring of one point is that point (one zero-length edge), whether it is
// written [p] or [p, p], and a ring's closing edge counts once whether it
// is written or implicit.
func TestRingEdgeCount(t *testing.T) {
	p, q, r := orb.Point{1, 2}, orb.Point{4, 2}, orb.Point{4, 6}
	cases := []struct {
		name  string
		ring  orb.Ring
		edges []Segment
	}{
		{"empty", orb.Ring{}, nil},
		{"nil", nil, nil},
		{"[p]", orb.Ring{p}, []Segment{{p, p}}},
		{"[p p]", orb.Ring{p, p}, []Segment{{p, p}}},
		{"[p p p]", orb.Ring{p, p, p}, []Segment{{p, p}, {p, p}}},
		{"[p q]", orb.Ring{p, q}, []Segment{{p, q}, {q, p}}},
		{"[p q p]", orb.Ring{p, q, p}, []Segment{{p, q}, {q, p}}},
		{"[p q r]", orb.Ring{p, q, r}, []Segment{{p, q}, {q, r}, {r, p}}},
		{"[p q r p]", orb.Ring{p, q, r, p}, []Segment{{p, q}, {q, r}, {r, p}}},
		{"[p q q r p]", orb.Ring{p, q, q, r, p}, []Segment{{p, q}, {q, q}, {q, r}, {r, p}}},
	}
	for _, c := range cases {
		n := ringEdgeCount(c.ring)
		if n != len(c.edges) {
			t.Errorf("%s: ringEdgeCount = %d, want %d", c.name, n, len(c.edges))
			continue
		}
		for i := range n {
			if e := ringEdge(c.ring, i); e != c.edges[i] {
				t.Errorf("%s: ringEdge(%d) = %v, want %v", c.name, i, e, c.edges[i])
			}
		}
		// eachEdge (Prepare's walk, written out to inline) gives the same
		// edges, the closing one first.
		var walked []Segment
		eachEdge(Polygon{c.ring}, func(a, b orb.Point) { walked = append(walked, Segment{a, b}) })
		if len(walked) != n || n > 0 && (walked[0] != c.edges[n-1] || !slices.Equal(walked[1:], c.edges[:n-1])) {
			t.Errorf("%s: eachEdge walks %v, want %v closing edge first", c.name, walked, c.edges)
		}
	}
}

// TestFinitePoints checks the finiteness helpers on every kind of
// non-finite coordinate, in either place.
func TestFinitePoints(t *testing.T) {
	for _, v := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		for _, bad := range []orb.Point{{v, 0}, {0, v}} {
			if finitePoint(bad) || finitePoints([]orb.Point{{0, 0}, bad}) ||
				finitePolygon(Polygon{{{0, 0}}, {{1, 1}, bad}}) {
				t.Errorf("%v reported finite", bad)
			}
		}
	}
	big := orb.Point{1.7e308, -1.7e308}
	if !finitePoint(big) || !finitePoints(nil) || !finitePolygon(nil) || !finitePolygon(Polygon{{big}}) {
		t.Error("finite input reported non-finite")
	}
}
