package geom_test

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"pgregory.net/rapid"
)

func TestAppendPolylineCrossingsTable(t *testing.T) {
	s := planeSeg(0, 0, 10, 0) // along the x axis
	type want struct {
		kind    geom.ContactKind
		t, t1   float64
		edge    int
		through bool
	}
	C, T, A := geom.Cross, geom.Touch, geom.Along
	cases := []struct {
		name string
		s    geom.Segment
		l    orb.LineString
		want []want
	}{
		{"proper crossing", s, orb.LineString{{2, -1}, {2, 1}}, []want{{C, .2, .2, 0, true}}},
		// \/ above the axis touching it: a touch, not a crossing.
		{"touching a vertex", s, orb.LineString{{2, 2}, {3, 0}, {4, 2}}, []want{{T, .3, .3, 0, false}}},
		// A zigzag passing through a vertex on the axis: one crossing.
		{"through a vertex", s, orb.LineString{{2, 2}, {3, 0}, {4, -2}}, []want{{C, .3, .3, 0, true}}},
		{"T-junction: polyline ends on s", s, orb.LineString{{5, 3}, {5, 0}}, []want{{T, .5, .5, 0, false}}},
		{"s ends on the polyline", planeSeg(0, 0, 5, 0), orb.LineString{{5, -1}, {5, 1}}, []want{{T, 1, 1, 0, false}}},
		{"s starts on a vertex", s, orb.LineString{{0, -1}, {0, 0}, {0, 1}}, []want{{T, 0, 0, 0, false}}},
		{"along, through", s, orb.LineString{{2, 1}, {3, 0}, {5, 0}, {6, 0}, {7, -1}}, []want{{A, .3, .6, 1, true}}},
		{"along, back to the same side", s, orb.LineString{{2, 1}, {3, 0}, {6, 0}, {7, 1}}, []want{{A, .3, .6, 1, false}}},
		{"along past the end", s, orb.LineString{{8, 1}, {8, 0}, {12, 0}, {12, -1}}, []want{{A, .8, 1, 1, false}}},
		{"along, doubling back", s, orb.LineString{{2, 1}, {3, 0}, {6, 0}, {4, 0}, {4, -1}}, []want{{A, .3, .6, 1, true}}},
		{"collinear but beyond", s, orb.LineString{{11, 0}, {12, 0}}, nil},
		{"two crossings in order", s, orb.LineString{{7, 1}, {7, -1}, {1, -1}, {1, 1}}, []want{{C, .1, .1, 2, true}, {C, .7, .7, 0, true}}},
		// A closed square around (5,0): s crosses its left side and ends inside.
		{"closed ring", planeSeg(0, 0, 5, 0), orb.LineString{{3, -1}, {7, -1}, {7, 1}, {3, 1}, {3, -1}}, []want{{C, .6, .6, 3, true}}},
		// The first point of a closed ring is an ordinary vertex.
		{"closed ring, first vertex on s", s, orb.LineString{{3, 0}, {5, -1}, {7, 0}, {5, 1}, {3, 0}}, []want{{C, .3, .3, 3, true}, {C, .7, .7, 1, true}}},
		{"miss", s, orb.LineString{{0, 1}, {10, 1}}, nil},
		{"zero-length s", planeSeg(1, 0, 1, 0), orb.LineString{{1, -1}, {1, 1}}, nil},
		{"single point on s", s, orb.LineString{{4, 0}}, []want{{T, .4, .4, 0, false}}},
		{"empty polyline", s, orb.LineString{}, nil},
		{"NaN", s, orb.LineString{{2, -1}, {math.NaN(), 1}}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := geom.AppendPolylineCrossings(nil, tc.s, tc.l)
			if len(got) != len(tc.want) {
				t.Fatalf("got %+v, want %+v", got, tc.want)
			}
			for i, w := range tc.want {
				g := got[i]
				if g.Kind != w.kind || math.Abs(g.T-w.t) > 1e-12 || math.Abs(g.T1-w.t1) > 1e-12 || g.Edge != w.edge || g.Through != w.through || g.Crosses() != w.through {
					t.Errorf("crossing %d = %+v, want %+v", i, g, w)
				}
				if d := dist(tc.s.At(g.T), g.P); d > 1e-12 {
					t.Errorf("crossing %d: At(T) = %v, P = %v", i, tc.s.At(g.T), g.P)
				}
			}
		})
	}
}

// A closed polyline is crossed an odd number of times exactly when one end
// of s is inside it and the other outside; and reversing s keeps the
// crossings.
func TestAppendPolylineCrossingsParity(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p, s := planeClipCase(t)
		ring := orb.LineString(p[0])
		la, lb := geom.Polygon{p[0]}.Locate(s.A), geom.Polygon{p[0]}.Locate(s.B)
		cs := geom.AppendPolylineCrossings(nil, s, ring)
		n := 0
		for i, c := range cs {
			if c.Crosses() {
				n++
			}
			if i > 0 && cs[i-1].T > c.T {
				t.Fatalf("not ordered: %+v", cs)
			}
		}
		if la != geom.OnBoundary && lb != geom.OnBoundary && (n%2 == 1) != (la != lb) {
			t.Fatalf("%d crossings but ends %v and %v: %+v", n, la, lb, cs)
		}
		rs := geom.AppendPolylineCrossings(nil, geom.Segment{A: s.B, B: s.A}, ring)
		if len(rs) != len(cs) {
			t.Fatalf("reversed: %d contacts, forward %d", len(rs), len(cs))
		}
		for i := range cs {
			if r := rs[len(rs)-1-i]; r.Kind != cs[i].Kind || r.Through != cs[i].Through {
				t.Fatalf("reversed contact %+v vs %+v", r, cs[i])
			}
		}
		_ = geomtest.Point
	})
}

var planeSinkCrossings []geom.PolylineCrossing

func BenchmarkAppendPolylineCrossings(b *testing.B) {
	p := planeStar64()
	l := orb.LineString(p[0])
	s := planeSeg(0, 40, 100, 60)
	dst := make([]geom.PolylineCrossing, 0, 16)
	b.ReportAllocs()
	for b.Loop() {
		dst = geom.AppendPolylineCrossings(dst[:0], s, l)
	}
	planeSinkCrossings = dst
}
