package geom_test

import (
	"math"
	"slices"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"pgregory.net/rapid"
)

var (
	nan = math.NaN()
	inf = math.Inf(1)
)

// sameFloat reports whether got equals want, NaN equal to NaN, within a
// relative tolerance rel (0 asks for equality).
func sameFloat(got, want, rel float64) bool {
	if math.IsNaN(want) || math.IsNaN(got) {
		return math.IsNaN(want) && math.IsNaN(got)
	}
	if got == want {
		return true
	}
	return math.Abs(got-want) <= rel*math.Max(1, math.Abs(want))
}

// square returns the closed counter-clockwise ring of the axis-aligned
// square [x0, x1] x [y0, y1].
func square(x0, y0, x1, y1 float64) orb.Ring {
	return orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}
}

func pt(x, y float64) orb.Point { return orb.Point{x, y} }

func seg(ax, ay, bx, by float64) geom.Segment {
	return geom.Segment{A: pt(ax, ay), B: pt(bx, by)}
}

// regular returns a closed regular n-gon of radius r about c, starting at
// angle phase.
func regular(c orb.Point, r float64, n int, phase float64) orb.Ring {
	ring := make(orb.Ring, 0, n+1)
	for i := range n {
		a := phase + 2*math.Pi*float64(i)/float64(n)
		ring = append(ring, pt(c[0]+r*math.Cos(a), c[1]+r*math.Sin(a)))
	}
	return append(ring, ring[0])
}

func TestPointSegmentDistance(t *testing.T) {
	tests := []struct {
		name string
		p    orb.Point
		s    geom.Segment
		want float64
	}{
		{"on interior", pt(1, 1), seg(0, 0, 2, 2), 0},
		{"at endpoint A", pt(0, 0), seg(0, 0, 2, 2), 0},
		{"at endpoint B", pt(2, 2), seg(0, 0, 2, 2), 0},
		{"perpendicular foot inside", pt(1, 1), seg(0, 0, 2, 0), 1},
		{"beyond B", pt(5, 4), seg(0, 0, 2, 0), 5},
		{"before A", pt(-3, -4), seg(0, 0, 2, 0), 5},
		{"on the line beyond B", pt(3, 0), seg(0, 0, 2, 0), 1},
		{"zero-length segment", pt(3, 4), seg(0, 0, 0, 0), 5},
		{"on zero-length segment", pt(7, 7), seg(7, 7, 7, 7), 0},
		{"NaN point", pt(nan, 0), seg(0, 0, 1, 0), nan},
		{"Inf segment", pt(0, 0), seg(0, 0, inf, 0), nan},
		// 0.1 is not exactly a tenth, so (0.1, 0.2) is not on the line
		// y = 2x through (0,0) and (1,2)... unless rounding says so: the
		// exact predicate decides.
		{"near miss off the diagonal", pt(0.5, math.Nextafter(0.5, 1)), seg(0, 0, 1, 1), math.Nextafter(0.5, 1) - 0.5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := geom.PointSegmentDistance(tt.p, tt.s)
			if !sameFloat(got, tt.want, 1e-6) {
				t.Errorf("PointSegmentDistance(%v, %v) = %v, want %v", tt.p, tt.s, got, tt.want)
			}
			if tt.want > 0 && got == 0 {
				t.Errorf("disjoint input gave exactly 0")
			}
		})
	}
}

func TestSegmentDistance(t *testing.T) {
	tests := []struct {
		name string
		s, o geom.Segment
		want float64
	}{
		{"crossing", seg(0, 0, 2, 2), seg(0, 2, 2, 0), 0},
		{"T junction", seg(0, 0, 2, 0), seg(1, 0, 1, 5), 0},
		{"shared endpoint", seg(0, 0, 1, 0), seg(1, 0, 1, 1), 0},
		{"collinear overlapping", seg(0, 0, 3, 0), seg(2, 0, 5, 0), 0},
		{"collinear disjoint", seg(0, 0, 1, 0), seg(3, 0, 5, 0), 2},
		{"parallel", seg(0, 0, 4, 0), seg(1, 1, 3, 1), 1},
		{"skew apart", seg(0, 0, 1, 0), seg(4, 4, 4, 10), 5},
		{"both degenerate", seg(0, 0, 0, 0), seg(3, 4, 3, 4), 5},
		{"both degenerate, same point", seg(1, 1, 1, 1), seg(1, 1, 1, 1), 0},
		{"degenerate on the other", seg(1, 0, 1, 0), seg(0, 0, 2, 0), 0},
		{"NaN", seg(nan, 0, 1, 0), seg(0, 0, 2, 0), nan},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, sw := range []bool{false, true} {
				s, o := tt.s, tt.o
				if sw {
					s, o = o, s
				}
				if got := geom.SegmentDistance(s, o); !sameFloat(got, tt.want, 1e-12) {
					t.Errorf("SegmentDistance(%v, %v) = %v, want %v", s, o, got, tt.want)
				}
			}
		})
	}
}

func TestPolygonDistances(t *testing.T) {
	unit := geom.Polygon{square(0, 0, 10, 10)}
	holed := geom.Polygon{square(0, 0, 10, 10), square(3, 3, 7, 7)}
	tests := []struct {
		name string
		a, b geom.Polygon
		want float64
	}{
		{"disjoint squares", unit, geom.Polygon{square(12, 0, 14, 10)}, 2},
		{"disjoint diagonally", unit, geom.Polygon{square(13, 14, 20, 20)}, 5},
		{"overlapping", unit, geom.Polygon{square(5, 5, 15, 15)}, 0},
		{"sharing an edge", unit, geom.Polygon{square(10, 0, 20, 10)}, 0},
		{"touching at a vertex", unit, geom.Polygon{square(10, 10, 20, 20)}, 0},
		{"vertex on an edge", unit, geom.Polygon{{{10, 5}, {15, 0}, {15, 10}, {10, 5}}}, 0},
		{"inside", unit, geom.Polygon{square(2, 2, 4, 4)}, 0},
		{"identical", unit, unit, 0},
		{"in the hole", holed, geom.Polygon{square(4, 4, 6, 5)}, 1},
		{"hole containing the other's shell", holed, geom.Polygon{square(3.5, 3.5, 6.5, 6.5)}, 0.5},
		{"in the solid part of a holed polygon", holed, geom.Polygon{square(1, 1, 2, 2)}, 0},
		{"around a holed polygon", geom.Polygon{square(-5, -5, 15, 15)}, holed, 0},
		{"filling the hole exactly", holed, geom.Polygon{square(3, 3, 7, 7)}, 0},
		{"empty", unit, geom.Polygon{}, inf},
		{"nil", unit, nil, inf},
		{"empty shell", unit, geom.Polygon{orb.Ring{}}, inf},
		{"NaN", unit, geom.Polygon{square(nan, 0, 1, 1)}, nan},
		{"NaN and empty", nil, geom.Polygon{square(0, inf, 1, 1)}, nan},
		{"one-point shell", unit, geom.Polygon{{{13, 14}}}, 5},
		{"many edges", geom.Polygon{regular(pt(0, 0), 10, 300, 0)}, geom.Polygon{regular(pt(25, 0), 10, 300, 0)}, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := geom.PolygonDistance(tt.a, tt.b)
			back := geom.PolygonDistance(tt.b, tt.a)
			if !sameFloat(got, tt.want, 1e-12) || !sameFloat(back, got, 0) {
				t.Errorf("PolygonDistance = %v and reversed %v, want %v", got, back, tt.want)
			}
			if tt.want > 0 && got == 0 {
				t.Errorf("disjoint input gave exactly 0")
			}
			if math.IsNaN(tt.want) || math.IsInf(tt.want, 0) {
				return
			}
			// As line strings, the shells meet exactly when the regions'
			// boundaries do.
			if bf := bruteRegionDistance(tt.a, tt.b); !sameFloat(got, bf, 1e-12) {
				t.Errorf("PolygonDistance = %v, brute force %v", got, bf)
			}
		})
	}
}

func TestPointPolygonDistance(t *testing.T) {
	holed := geom.Polygon{square(0, 0, 10, 10), square(3, 3, 7, 7)}
	tests := []struct {
		name string
		p    orb.Point
		poly geom.Polygon
		want float64
	}{
		{"inside", pt(1, 1), holed, 0},
		{"on the shell", pt(0, 5), holed, 0},
		{"on a hole's edge", pt(3, 5), holed, 0},
		{"at a vertex", pt(10, 10), holed, 0},
		{"in the hole", pt(5, 4.5), holed, 1.5},
		{"outside", pt(13, 14), holed, 5},
		{"empty", pt(0, 0), nil, inf},
		{"NaN point", pt(nan, 0), holed, nan},
		{"unclosed ring", pt(-1, 5), geom.Polygon{{{0, 0}, {10, 0}, {10, 10}, {0, 10}}}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := geom.PointPolygonDistance(tt.p, tt.poly); !sameFloat(got, tt.want, 1e-12) {
				t.Errorf("PointPolygonDistance = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestSegmentPolygonDistance(t *testing.T) {
	holed := geom.Polygon{square(0, 0, 10, 10), square(3, 3, 7, 7)}
	tests := []struct {
		name string
		s    geom.Segment
		poly geom.Polygon
		want float64
	}{
		{"crossing the shell", seg(-5, 5, 5, 5), holed, 0},
		{"inside the solid part", seg(1, 1, 2, 1), holed, 0},
		{"in the hole", seg(4, 4, 6, 4), holed, 1},
		{"across the hole", seg(4, 5, 8, 5), holed, 0},
		{"touching a corner", seg(10, 10, 12, 12), holed, 0},
		{"outside", seg(13, 0, 13, 20), holed, 3},
		{"zero length outside", seg(13, 14, 13, 14), holed, 5},
		{"empty", seg(0, 0, 1, 1), geom.Polygon{}, inf},
		{"NaN", seg(0, 0, 1, nan), holed, nan},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := geom.SegmentPolygonDistance(tt.s, tt.poly); !sameFloat(got, tt.want, 1e-12) {
				t.Errorf("SegmentPolygonDistance = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestLineStringDistances(t *testing.T) {
	zig := orb.LineString{{0, 0}, {2, 2}, {4, 0}, {6, 2}}
	holed := geom.Polygon{square(0, 0, 10, 10), square(3, 3, 7, 7)}
	t.Run("point", func(t *testing.T) {
		for _, tt := range []struct {
			name string
			p    orb.Point
			ls   orb.LineString
			want float64
		}{
			{"on a vertex", pt(2, 2), zig, 0},
			{"on an edge", pt(5, 1), zig, 0},
			{"below a valley", pt(4, -3), zig, 3},
			{"single point", pt(3, 4), orb.LineString{{0, 0}}, 5},
			{"empty", pt(3, 4), nil, inf},
			{"NaN", pt(3, 4), orb.LineString{{0, nan}, {1, 1}}, nan},
		} {
			if got := geom.PointLineStringDistance(tt.p, tt.ls); !sameFloat(got, tt.want, 1e-12) {
				t.Errorf("%s: PointLineStringDistance = %v, want %v", tt.name, got, tt.want)
			}
		}
	})
	t.Run("segment", func(t *testing.T) {
		for _, tt := range []struct {
			name string
			s    geom.Segment
			ls   orb.LineString
			want float64
		}{
			{"crossing", seg(0, 1, 6, 1), zig, 0},
			{"above", seg(0, 5, 6, 5), zig, 3},
			{"single point", seg(0, 0, 0, 10), orb.LineString{{3, 4}}, 3},
			{"empty", seg(0, 0, 0, 10), orb.LineString{}, inf},
		} {
			if got := geom.SegmentLineStringDistance(tt.s, tt.ls); !sameFloat(got, tt.want, 1e-12) {
				t.Errorf("%s: SegmentLineStringDistance = %v, want %v", tt.name, got, tt.want)
			}
		}
	})
	t.Run("line", func(t *testing.T) {
		for _, tt := range []struct {
			name string
			a, b orb.LineString
			want float64
		}{
			{"crossing", zig, orb.LineString{{0, 1}, {6, 1}}, 0},
			{"touching at a vertex", zig, orb.LineString{{2, 2}, {2, 9}}, 0},
			{"apart", zig, orb.LineString{{0, 5}, {6, 5}, {6, 9}}, 3},
			{"points", orb.LineString{{0, 0}}, orb.LineString{{3, 4}}, 5},
			{"empty", zig, nil, inf},
		} {
			got, back := geom.LineStringDistance(tt.a, tt.b), geom.LineStringDistance(tt.b, tt.a)
			if !sameFloat(got, tt.want, 1e-12) || !sameFloat(back, got, 0) {
				t.Errorf("%s: LineStringDistance = %v, reversed %v, want %v", tt.name, got, back, tt.want)
			}
		}
	})
	t.Run("polygon", func(t *testing.T) {
		for _, tt := range []struct {
			name string
			ls   orb.LineString
			p    geom.Polygon
			want float64
		}{
			{"inside", orb.LineString{{1, 1}, {2, 1}, {2, 2}}, holed, 0},
			{"in the hole", orb.LineString{{4, 4}, {6, 4}, {6, 6}}, holed, 1},
			{"crossing", orb.LineString{{-1, 1}, {1, 1}}, holed, 0},
			{"outside", orb.LineString{{13, 0}, {13, 20}}, holed, 3},
			{"single point inside", orb.LineString{{1, 1}}, holed, 0},
			{"empty line", nil, holed, inf},
			{"empty polygon", orb.LineString{{1, 1}}, nil, inf},
		} {
			if got := geom.LineStringPolygonDistance(tt.ls, tt.p); !sameFloat(got, tt.want, 1e-12) {
				t.Errorf("%s: LineStringPolygonDistance = %v, want %v", tt.name, got, tt.want)
			}
		}
	})
}

// edges lists the edges of every ring of p.
func edges(p geom.Polygon) []geom.Segment {
	var out []geom.Segment
	for _, r := range p {
		if len(r) == 1 {
			out = append(out, geom.Segment{A: r[0], B: r[0]})
		}
		for i := 0; i+1 < len(r); i++ {
			out = append(out, geom.Segment{A: r[i], B: r[i+1]})
		}
	}
	return out
}

// bruteRegionDistance is the oracle for PolygonDistance: 0 if any vertex
// of one is located in the other or any pair of edges intersects, else the
// least distance over all edge pairs, by SegmentDistance.
func bruteRegionDistance(a, b geom.Polygon) float64 {
	for _, r := range a {
		for _, p := range r {
			if b.Locate(p) != geom.Outside {
				return 0
			}
		}
	}
	for _, r := range b {
		for _, p := range r {
			if a.Locate(p) != geom.Outside {
				return 0
			}
		}
	}
	best := inf
	for _, e := range edges(a) {
		for _, f := range edges(b) {
			best = min(best, geom.SegmentDistance(e, f))
		}
	}
	return best
}

// exactTouch reports, exactly, whether two valid polygons share a point.
func exactTouch(a, b geom.Polygon) bool {
	for _, e := range edges(a) {
		for _, f := range edges(b) {
			if e.Intersects(f) {
				return true
			}
		}
	}
	return b.Locate(a[0][0]) != geom.Outside || a.Locate(b[0][0]) != geom.Outside
}

// shifted returns p translated by an integer vector, so that touching and
// overlapping cases stay exact.
func shifted(p geom.Polygon, dx, dy float64) geom.Polygon {
	return geom.Translation(pt(dx, dy)).ApplyPolygon(p)
}

func TestPolygonDistanceProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := geomtest.StarPolygon(20, 24, true).Draw(t, "a")
		var b geom.Polygon
		switch rapid.IntRange(0, 2).Draw(t, "kind") {
		case 0:
			b = geomtest.StarPolygon(20, 24, true).Draw(t, "b")
		case 1:
			// A copy moved by a grid vector: touching vertices are likely.
			b = shifted(a, float64(rapid.IntRange(-12, 12).Draw(t, "dx")), float64(rapid.IntRange(-12, 12).Draw(t, "dy")))
		default:
			sq := geomtest.SplitSquare(6).Draw(t, "split")
			a, b = sq[0], shifted(sq[1], float64(rapid.IntRange(0, 2).Draw(t, "dx")), 0)
		}
		d := geom.PolygonDistance(a, b)
		// 1. Symmetric and non-negative.
		if back := geom.PolygonDistance(b, a); back != d {
			t.Fatalf("asymmetric: %v vs %v", d, back)
		}
		if !(d >= 0) {
			t.Fatalf("distance %v", d)
		}
		// 2. Zero exactly when they share a point.
		if touch := exactTouch(a, b); touch != (d == 0) {
			t.Fatalf("distance %v but exact touch %v", d, touch)
		}
		// 3. The brute-force oracle agrees.
		if bf := bruteRegionDistance(a, b); !sameFloat(d, bf, 1e-12) {
			t.Fatalf("distance %v, brute force %v", d, bf)
		}
		// 4. Invariant under rigid motions, up to rounding.
		r := geomtest.Rigid(50).Draw(t, "rigid")
		if dr := geom.PolygonDistance(r.ApplyPolygon(a), r.ApplyPolygon(b)); math.Abs(dr-d) > 1e-9*100 {
			t.Fatalf("moved distance %v, was %v", dr, d)
		}
		// 5. A vertex of either is no nearer than the distance.
		p := a[0][rapid.IntRange(0, len(a[0])-1).Draw(t, "vertex")]
		if pd := geom.PointPolygonDistance(p, b); pd < d {
			t.Fatalf("vertex %v at %v from b, nearer than %v", p, pd, d)
		}
	})
}

func TestSegmentDistanceProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := geomtest.Segment(10).Draw(t, "s")
		o := geomtest.Segment(10).Draw(t, "o")
		p := geomtest.Point(10).Draw(t, "p")
		d := geom.SegmentDistance(s, o)
		if back := geom.SegmentDistance(o, s); back != d || !(d >= 0) {
			t.Fatalf("SegmentDistance %v, reversed %v", d, back)
		}
		if s.Intersects(o) != (d == 0) {
			t.Fatalf("distance %v but Intersects %v", d, s.Intersects(o))
		}
		// Reversing a segment changes nothing.
		if r := geom.SegmentDistance(geom.Segment{A: s.B, B: s.A}, o); !sameFloat(r, d, 1e-12) {
			t.Fatalf("reversed segment: %v vs %v", r, d)
		}
		// Point-segment: no farther than either endpoint, 0 exactly on s.
		pd := geom.PointSegmentDistance(p, s)
		if near := min(geom.PointDistance(p, s.A), geom.PointDistance(p, s.B)); pd > near*(1+1e-15) {
			t.Fatalf("point %v: %v exceeds an endpoint distance", p, pd)
		}
		on := geom.Segment{A: p, B: p}.Intersects(s)
		if on != (pd == 0) {
			t.Fatalf("point %v: distance %v, on segment %v", p, pd, on)
		}
		// The segment distance is at most the distance from any of o's
		// endpoints to s.
		if d > geom.PointSegmentDistance(o.A, s) || d > geom.PointSegmentDistance(o.B, s) {
			t.Fatalf("segment distance %v exceeds an endpoint's", d)
		}
		// A point on s (rounded) is within a rounding error of s.
		q := s.At(rapid.Float64Range(0, 1).Draw(t, "t"))
		if qd := geom.PointSegmentDistance(q, s); qd > 1e-12*20 {
			t.Fatalf("point %v of s at distance %v", q, qd)
		}
		// Rigid motions keep distances.
		r := geomtest.Rigid(50).Draw(t, "rigid")
		if dr := geom.SegmentDistance(r.ApplySegment(s), r.ApplySegment(o)); math.Abs(dr-d) > 1e-9*60 {
			t.Fatalf("moved: %v, was %v", dr, d)
		}
	})
}

func TestLineStringDistanceProperties(t *testing.T) {
	line := func(name string) *rapid.Generator[orb.LineString] {
		return rapid.Custom(func(t *rapid.T) orb.LineString {
			pts := rapid.SliceOfN(geomtest.Point(10), 1, 8).Draw(t, name)
			return orb.LineString(pts)
		})
	}
	rapid.Check(t, func(t *rapid.T) {
		a, b := line("a").Draw(t, "a"), line("b").Draw(t, "b")
		d := geom.LineStringDistance(a, b)
		// Oracle: least over segment pairs.
		best := inf
		segs := func(l orb.LineString) []geom.Segment {
			if len(l) == 1 {
				return []geom.Segment{{A: l[0], B: l[0]}}
			}
			var out []geom.Segment
			for i := 0; i+1 < len(l); i++ {
				out = append(out, geom.Segment{A: l[i], B: l[i+1]})
			}
			return out
		}
		for _, s := range segs(a) {
			for _, o := range segs(b) {
				best = min(best, geom.SegmentDistance(s, o))
			}
		}
		if !sameFloat(d, best, 1e-12) || (d == 0) != (best == 0) {
			t.Fatalf("LineStringDistance %v, oracle %v", d, best)
		}
		if back := geom.LineStringDistance(b, a); back != d {
			t.Fatalf("asymmetric: %v vs %v", d, back)
		}
		p := geomtest.Point(10).Draw(t, "p")
		pd := geom.PointLineStringDistance(p, a)
		pbest := inf
		for _, s := range segs(a) {
			pbest = min(pbest, geom.PointSegmentDistance(p, s))
		}
		if pd != pbest {
			t.Fatalf("PointLineStringDistance %v, oracle %v", pd, pbest)
		}
	})
}

// Benchmarks: ordinary and near-degenerate inputs; results are chained
// into a sink so that the work cannot be dropped.

var sink float64

func BenchmarkPointSegmentDistance(b *testing.B) {
	b.ReportAllocs()
	s := seg(0, 0, 10, 3)
	p := pt(4, 7)
	for b.Loop() {
		sink += geom.PointSegmentDistance(p, s)
		p[0] += 1e-9
	}
}

func BenchmarkPointSegmentDistanceOnSegment(b *testing.B) {
	b.ReportAllocs()
	s := seg(0, 0, 0.3, 0.9)
	p := pt(0.1, 0.3)
	for b.Loop() {
		sink += geom.PointSegmentDistance(p, s)
	}
}

func BenchmarkSegmentDistance(b *testing.B) {
	b.ReportAllocs()
	s, o := seg(0, 0, 10, 3), seg(4, 7, 12, 9)
	for b.Loop() {
		sink += geom.SegmentDistance(s, o)
		o.A[0] += 1e-9
	}
}

func BenchmarkSegmentDistanceCollinear(b *testing.B) {
	b.ReportAllocs()
	s, o := seg(0, 0, 0.3, 0.9), seg(0.4, 1.2, 0.5, 1.5)
	for b.Loop() {
		sink += geom.SegmentDistance(s, o)
	}
}

func benchPolygons(b *testing.B, p, q geom.Polygon) {
	b.ReportAllocs()
	for b.Loop() {
		sink += geom.PolygonDistance(p, q)
	}
}

// Two 64-vertex polygons 5 apart, side by side.
func BenchmarkPolygonDistance64(b *testing.B) {
	benchPolygons(b, geom.Polygon{regular(pt(0, 0), 10, 64, 0)}, geom.Polygon{regular(pt(25, 3), 10, 64, 0.05)})
}

// Diagonal neighbours: the bounding boxes of many edges are near.
func BenchmarkPolygonDistance64Diagonal(b *testing.B) {
	benchPolygons(b, geom.Polygon{regular(pt(0, 0), 10, 64, 0)}, geom.Polygon{regular(pt(16, 16), 10, 64, 0.05)})
}

func BenchmarkPolygonDistance64Overlapping(b *testing.B) {
	benchPolygons(b, geom.Polygon{regular(pt(0, 0), 10, 64, 0)}, geom.Polygon{regular(pt(15, 0), 10, 64, 0.05)})
}

// One inside the other without touching: every edge box of the inner
// polygon is inside the outer's box, the hardest case for pruning.
func BenchmarkPolygonDistance64Nested(b *testing.B) {
	benchPolygons(b, geom.Polygon{regular(pt(0, 0), 10, 64, 0)}, geom.Polygon{regular(pt(1, 0), 5, 64, 0.05)})
}

func BenchmarkPointPolygonDistance64(b *testing.B) {
	b.ReportAllocs()
	p := geom.Polygon{regular(pt(0, 0), 10, 64, 0)}
	q := pt(14, 3)
	for b.Loop() {
		sink += geom.PointPolygonDistance(q, p)
	}
}

// TestOnePointRing pins the one model of a degenerate ring that every
// function shares (see ringEdgeCount): a ring of one point, [p], is the
// closed ring [p, p], the single point p (one zero-length edge), and a
// two-point ring [p, q] is [p, q, p], the segment pq walked both ways.
// Both spellings give the same answers, and the ring's points belong to
// the polygon's boundary: Locate says OnBoundary, the distances are 0,
// and a segment through them records a contact.
func TestOnePointRing(t *testing.T) {
	p, q := pt(13, 14), pt(17, 14)
	unit := geom.Polygon{square(0, 0, 10, 10)}
	through := seg(0, 14, 20, 14)
	for _, c := range []struct {
		name     string
		short    geom.Polygon // the ring as written short
		long     geom.Polygon // and closed
		on       orb.Point    // a point of the ring
		polygon  float64      // distance from unit
		point    float64      // from (13, 10)
		segment  float64      // from the segment (0, 15)-(20, 15)
		disc     float64      // from the disc at (13, 10) of radius 1
		contactT float64      // where through first meets the ring
	}{
		{"[p]", geom.Polygon{{p}}, geom.Polygon{{p, p}}, p, 5, 4, 1, 3, 13.0 / 20},
		{"[p q]", geom.Polygon{{p, q}}, geom.Polygon{{p, q, p}}, pt(15, 14), 5, 4, 1, 3, 13.0 / 20},
	} {
		for _, poly := range []geom.Polygon{c.short, c.long} {
			got := []float64{
				geom.PolygonDistance(unit, poly),
				geom.PointPolygonDistance(pt(13, 10), poly),
				geom.SegmentPolygonDistance(seg(0, 15, 20, 15), poly),
				disc(13, 10, 1).DistanceToPolygon(poly),
				geom.PointPolygonDistance(c.on, poly),
			}
			want := []float64{c.polygon, c.point, c.segment, c.disc, 0}
			if !slices.Equal(got, want) {
				t.Errorf("%s as %v: distances %v, want %v", c.name, poly, got, want)
			}
			if loc := poly.Locate(c.on); loc != geom.OnBoundary {
				t.Errorf("%s as %v: Locate(%v) = %v, want OnBoundary", c.name, poly, c.on, loc)
			}
			pieces := poly.AppendStretches(nil, through)
			if len(pieces) < 2 || pieces[1].Loc != geom.OnBoundary || pieces[1].T0 != c.contactT {
				t.Errorf("%s as %v: pieces along %v = %v, want an OnBoundary piece from t = %v", c.name, poly, through, pieces, c.contactT)
			}
		}
	}
}
