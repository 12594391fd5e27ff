package geom_test

import (
	"math"
	"math/big"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"pgregory.net/rapid"
)

func TestSegmentIntersectTable(t *testing.T) {
	seg := func(ax, ay, bx, by float64) geom.Segment {
		return geom.Segment{A: orb.Point{ax, ay}, B: orb.Point{bx, by}}
	}
	nan := math.NaN()
	cases := []struct {
		name string
		s, o geom.Segment
		kind geom.IntersectionKind
		p, q orb.Point
	}{
		// X
		{"proper crossing", seg(0, 0, 2, 2), seg(0, 2, 2, 0), geom.Crossing, orb.Point{1, 1}, orb.Point{1, 1}},
		// ─┬─
		//  │
		{"T-junction", seg(0, 0, 4, 0), seg(2, 0, 2, -3), geom.Touching, orb.Point{2, 0}, orb.Point{2, 0}},
		{"T-junction reversed", seg(2, -3, 2, 0), seg(0, 0, 4, 0), geom.Touching, orb.Point{2, 0}, orb.Point{2, 0}},
		{"shared endpoint", seg(0, 0, 1, 1), seg(1, 1, 2, 0), geom.Touching, orb.Point{1, 1}, orb.Point{1, 1}},
		{"collinear overlap", seg(0, 0, 4, 0), seg(6, 0, 2, 0), geom.Overlapping, orb.Point{2, 0}, orb.Point{4, 0}},
		{"collinear overlap reversed receiver", seg(4, 0, 0, 0), seg(2, 0, 6, 0), geom.Overlapping, orb.Point{4, 0}, orb.Point{2, 0}},
		{"collinear containment", seg(0, 0, 0, 10), seg(0, 3, 0, 4), geom.Overlapping, orb.Point{0, 3}, orb.Point{0, 4}},
		{"identical", seg(1, 1, 3, 5), seg(1, 1, 3, 5), geom.Overlapping, orb.Point{1, 1}, orb.Point{3, 5}},
		{"collinear touching ends", seg(0, 0, 1, 1), seg(1, 1, 3, 3), geom.Touching, orb.Point{1, 1}, orb.Point{1, 1}},
		{"collinear disjoint", seg(0, 0, 1, 1), seg(2, 2, 3, 3), geom.NoIntersection, orb.Point{}, orb.Point{}},
		{"parallel", seg(0, 0, 4, 0), seg(0, 1, 4, 1), geom.NoIntersection, orb.Point{}, orb.Point{}},
		{"lines cross outside", seg(0, 0, 1, 1), seg(3, 0, 2, 1), geom.NoIntersection, orb.Point{}, orb.Point{}},
		{"zero length on segment", seg(1, 0, 1, 0), seg(0, 0, 4, 0), geom.Touching, orb.Point{1, 0}, orb.Point{1, 0}},
		{"segment through zero length", seg(0, 0, 4, 4), seg(2, 2, 2, 2), geom.Touching, orb.Point{2, 2}, orb.Point{2, 2}},
		{"zero length off", seg(1, 1, 1, 1), seg(0, 0, 4, 0), geom.NoIntersection, orb.Point{}, orb.Point{}},
		{"both zero length equal", seg(1, 1, 1, 1), seg(1, 1, 1, 1), geom.Touching, orb.Point{1, 1}, orb.Point{1, 1}},
		{"both zero length apart", seg(1, 1, 1, 1), seg(1, 2, 1, 2), geom.NoIntersection, orb.Point{}, orb.Point{}},
		{"NaN", seg(nan, 0, 1, 1), seg(0, 1, 1, 0), geom.NoIntersection, orb.Point{}, orb.Point{}},
		{"near miss by one ulp", seg(0, 0, 1, 1), seg(0.5, math.Nextafter(0.5, 1), 0, 1), geom.NoIntersection, orb.Point{}, orb.Point{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.s.Intersect(tc.o)
			if got.Kind != tc.kind || got.P != tc.p || got.Q != tc.q {
				t.Errorf("%v.Intersect(%v) = %+v, want kind %v P %v Q %v", tc.s, tc.o, got, tc.kind, tc.p, tc.q)
			}
			if tc.s.Intersects(tc.o) != (tc.kind != geom.NoIntersection) {
				t.Errorf("Intersects disagrees with Intersect")
			}
			if got.Kind != geom.NoIntersection {
				if d := dist(tc.s.At(got.TP), got.P); d > 1e-12 {
					t.Errorf("At(TP) = %v, P = %v", tc.s.At(got.TP), got.P)
				}
				if d := dist(tc.o.At(got.UP), got.P); d > 1e-12 {
					t.Errorf("o.At(UP) = %v, P = %v", tc.o.At(got.UP), got.P)
				}
			}
		})
	}
}

func dist(a, b orb.Point) float64 { return math.Hypot(a[0]-b[0], a[1]-b[1]) }

// planeRatIntersects is an oracle for Intersects in exact rationals.
func planeRatIntersects(s, o geom.Segment) bool {
	onSeg := func(s geom.Segment, p orb.Point) bool {
		return planeRatOrient(s.A, s.B, p) == 0 &&
			min(s.A[0], s.B[0]) <= p[0] && p[0] <= max(s.A[0], s.B[0]) &&
			min(s.A[1], s.B[1]) <= p[1] && p[1] <= max(s.A[1], s.B[1])
	}
	d1, d2 := planeRatOrient(o.A, o.B, s.A), planeRatOrient(o.A, o.B, s.B)
	d3, d4 := planeRatOrient(s.A, s.B, o.A), planeRatOrient(s.A, s.B, o.B)
	if d1*d2 < 0 && d3*d4 < 0 {
		return true
	}
	return onSeg(o, s.A) || onSeg(o, s.B) || onSeg(s, o.A) || onSeg(s, o.B)
}

func planeSegments() *rapid.Generator[[2]geom.Segment] {
	return rapid.OneOf(
		rapid.Custom(func(t *rapid.T) [2]geom.Segment {
			return [2]geom.Segment{geomtest.Segment(8).Draw(t, "s"), geomtest.Segment(8).Draw(t, "o")}
		}),
		rapid.Custom(func(t *rapid.T) [2]geom.Segment {
			// o passes near an endpoint of s, or through a point of s.
			tri := geomtest.NearCollinear(100).Draw(t, "tri")
			return [2]geom.Segment{{A: tri[0], B: tri[1]}, {A: tri[2], B: geomtest.Point(100).Draw(t, "b")}}
		}),
	)
}

func TestSegmentIntersectProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := planeSegments().Draw(t, "segs")
		s, o := p[0], p[1]
		in := s.Intersect(o)
		if want := planeRatIntersects(s, o); s.Intersects(o) != want {
			t.Fatalf("Intersects = %v, oracle %v (%+v)", !want, want, in)
		}
		if back := o.Intersect(s); back.Kind != in.Kind {
			t.Fatalf("not symmetric: %v vs %v", in.Kind, back.Kind)
		}
		rev := geom.Segment{A: s.B, B: s.A}
		if r := rev.Intersect(o); r.Kind != in.Kind {
			t.Fatalf("reversing changes kind: %v vs %v", in.Kind, r.Kind)
		}
		switch in.Kind {
		case geom.Crossing:
			// The rounded point lies in both bounding boxes, up to rounding.
			for _, g := range []geom.Segment{s, o} {
				if !inBox(g, in.P, 1e-9) {
					t.Fatalf("crossing point %v outside %v", in.P, g)
				}
			}
		case geom.Touching, geom.Overlapping:
			// Touching and overlap ends are input points, exactly on both.
			for _, q := range []orb.Point{in.P, in.Q} {
				if !planeRatIntersects(geom.Segment{A: q, B: q}, s) || !planeRatIntersects(geom.Segment{A: q, B: q}, o) {
					t.Fatalf("%v is not on both segments", q)
				}
			}
		}
		// The doc promises TP <= TQ: the parameters are rounded, so an
		// overlap shorter than their spacing may have TP == TQ, but its
		// ends are distinct input points.
		if in.Kind == geom.Overlapping && (!(in.TP <= in.TQ) || in.P == in.Q) {
			t.Fatalf("overlap not ordered along s: %+v", in)
		}
	})
}

func inBox(s geom.Segment, p orb.Point, tol float64) bool {
	return p[0] >= min(s.A[0], s.B[0])-tol && p[0] <= max(s.A[0], s.B[0])+tol &&
		p[1] >= min(s.A[1], s.B[1])-tol && p[1] <= max(s.A[1], s.B[1])+tol
}

func TestSegmentAtAndLength(t *testing.T) {
	s := geom.Segment{A: orb.Point{1, 2}, B: orb.Point{4, 6}}
	if s.Length() != 5 || s.At(0) != s.A || s.At(1) != s.B || s.At(0.5) != (orb.Point{2.5, 4}) {
		t.Errorf("Length %v At(0.5) %v", s.Length(), s.At(0.5))
	}
	_ = big.NewInt
}

var planeSinkIntersection geom.Intersection

func BenchmarkSegmentIntersect(b *testing.B) {
	segs := []geom.Segment{
		{A: orb.Point{0, 0}, B: orb.Point{10, 10}}, {A: orb.Point{0, 10}, B: orb.Point{10, 0}},
		{A: orb.Point{0.1, 3}, B: orb.Point{7, 0.2}}, {A: orb.Point{20, 20}, B: orb.Point{30, 25}},
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		planeSinkIntersection = segs[i&3].Intersect(segs[(i+1)&3])
		i++
	}
}

func TestSegmentVectorContainsAxisParam(t *testing.T) {
	s := seg(1, 2, 9, 6)
	if v := s.Vector(); v != pt(8, 4) {
		t.Errorf("Vector = %v, want (8, 4)", v)
	}
	nan := math.NaN()
	for _, c := range []struct {
		name  string
		s     geom.Segment
		p     orb.Point
		on    bool
		param float64
	}{
		{"start", s, pt(1, 2), true, 0},
		{"end", s, pt(9, 6), true, 1},
		{"middle", s, pt(5, 4), true, 0.5},
		{"on the line beyond B", s, pt(11, 7), false, 1.25},
		{"on the line before A", s, pt(-1, 1), false, -0.25},
		{"off the line", s, pt(5, 4.5), false, 0.5},
		{"steep: measured along y", seg(0, 0, 1, 4), pt(0.25, 1), true, 0.25},
		{"zero-length, its point", seg(3, 3, 3, 3), pt(3, 3), true, 0},
		{"zero-length, another", seg(3, 3, 3, 3), pt(4, 3), false, math.Inf(1)},
		{"NaN point", s, pt(nan, 4), false, nan},
	} {
		if got := c.s.Contains(c.p); got != c.on {
			t.Errorf("%s: Contains = %v, want %v", c.name, got, c.on)
		}
		got := c.s.AxisParam(c.p)
		if got != c.param && !(math.IsNaN(got) && math.IsNaN(c.param)) {
			t.Errorf("%s: AxisParam = %v, want %v", c.name, got, c.param)
		}
	}
}
