package geom_test

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"pgregory.net/rapid"
)

func planeSeg(ax, ay, bx, by float64) geom.Segment {
	return geom.Segment{A: orb.Point{ax, ay}, B: orb.Point{bx, by}}
}

func TestAppendIntervalsTable(t *testing.T) {
	p := planeSquareWithHole // [0,10]² with the hole [3,7]²
	r2 := math.Sqrt2
	cases := []struct {
		name string
		p    geom.Polygon
		s    geom.Segment
		want []geom.Interval
		len  float64
	}{
		{"across", p, planeSeg(-5, 1, 15, 1), []geom.Interval{{0.25, 0.75}}, 10},
		{"across the hole", p, planeSeg(-5, 5, 15, 5), []geom.Interval{{0.25, 0.4}, {0.6, 0.75}}, 6},
		{"fully inside", p, planeSeg(1, 1, 2, 1), []geom.Interval{{0, 1}}, 1},
		{"fully outside", p, planeSeg(20, 20, 30, 30), nil, 0},
		{"outside the box but level", p, planeSeg(11, 0, 15, 0), nil, 0},
		{"inside the hole", p, planeSeg(4, 4, 6, 5), nil, 0},
		// Along edges: counted only with the interior above (or west).
		{"along bottom edge (interior above)", p, planeSeg(-5, 0, 15, 0), []geom.Interval{{0.25, 0.75}}, 10},
		{"along top edge (interior below)", p, planeSeg(-5, 10, 15, 10), nil, 0},
		{"along left edge (interior east)", p, planeSeg(0, -5, 0, 15), nil, 0},
		{"along right edge (interior west)", p, planeSeg(10, 15, 10, -5), []geom.Interval{{0.25, 0.75}}, 10},
		{"along hole's bottom (interior below)", p, planeSeg(-5, 3, 15, 3), []geom.Interval{{0.25, 0.4}, {0.6, 0.75}}, 6},
		{"along hole's top (interior above)", p, planeSeg(-5, 7, 15, 7), []geom.Interval{{0.25, 0.75}}, 10},
		{"part along an edge", p, planeSeg(5, 0, 15, 0), []geom.Interval{{0, 0.5}}, 5},
		// Vertices.
		{"through four vertices", p, planeSeg(-5, -5, 15, 15), []geom.Interval{{0.25, 0.4}, {0.6, 0.75}}, 6 * r2},
		{"touching a hole's vertex", p, planeSeg(0, 6, 6, 0), []geom.Interval{{0, 1}}, 6 * r2},
		{"touching a shell vertex from outside", p, planeSeg(-1, 11, 1, 9), []geom.Interval{{0.5, 1}}, r2},
		{"grazing a vertex from outside", p, planeSeg(-1, 1, 1, -1), nil, 0},
		// T-junctions.
		{"ending on an edge from inside", p, planeSeg(5, 1.5, 5, 0), []geom.Interval{{0, 1}}, 1.5},
		{"starting on an edge going out", p, planeSeg(5, 0, 5, -3), nil, 0},
		{"starting on a hole's edge going in", p, planeSeg(3, 5, 1, 5), []geom.Interval{{0, 1}}, 2},
		// Bad input.
		{"zero length inside", p, planeSeg(1, 1, 1, 1), nil, 0},
		{"NaN", p, planeSeg(math.NaN(), 1, 2, 2), nil, 0},
		{"Inf vertex", geom.Polygon{{{0, 0}, {math.Inf(1), 0}, {0, 5}, {0, 0}}}, planeSeg(1, 1, 2, 2), nil, 0},
		{"empty polygon", geom.Polygon{}, planeSeg(1, 1, 2, 2), nil, 0},
		{"unclosed ring", geom.Polygon{{{0, 0}, {4, 0}, {4, 4}, {0, 4}}}, planeSeg(-1, 2, 5, 2), []geom.Interval{{1.0 / 6, 5.0 / 6}}, 4},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.p.AppendIntervals(nil, tc.s)
			if diff := cmp.Diff(tc.want, got, cmp.Comparer(func(a, b float64) bool { return math.Abs(a-b) < 1e-12 })); diff != "" {
				t.Errorf("AppendIntervals(%v) mismatch (-want +got):\n%s", tc.s, diff)
			}
			if l := geom.IntersectionLength(tc.s, tc.p); math.Abs(l-tc.len) > 1e-12 {
				t.Errorf("IntersectionLength = %v, want %v", l, tc.len)
			}
		})
	}
}

func TestAppendPiecesTable(t *testing.T) {
	I, B, O := geom.Inside, geom.OnBoundary, geom.Outside
	cases := []struct {
		name string
		s    geom.Segment
		want []geom.Stretch
	}{
		{"across the hole", planeSeg(-5, 5, 15, 5), []geom.Stretch{{0, .25, O}, {.25, .25, B}, {.25, .4, I}, {.4, .4, B}, {.4, .6, O}, {.6, .6, B}, {.6, .75, I}, {.75, .75, B}, {.75, 1, O}}},
		{"along an edge", planeSeg(-5, 0, 15, 0), []geom.Stretch{{0, .25, O}, {.25, .75, B}, {.75, 1, O}}},
		{"touching a vertex", planeSeg(-1, 1, 1, -1), []geom.Stretch{{0, .5, O}, {.5, .5, B}, {.5, 1, O}}},
		{"inside", planeSeg(1, 1, 2, 2), []geom.Stretch{{0, 1, I}}},
		{"far away", planeSeg(20, 1, 30, 2), []geom.Stretch{{0, 1, O}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := planeSquareWithHole.AppendStretches(nil, tc.s)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("AppendStretches(%v) mismatch (-want +got):\n%s", tc.s, diff)
			}
		})
	}
}

// Two rectangles sharing the edge x = 5: a segment along it counts once.
func TestIntersectionLengthSharedEdge(t *testing.T) {
	left := geom.Polygon{{{0, 0}, {5, 0}, {5, 10}, {0, 10}, {0, 0}}}
	right := geom.Polygon{{{5, 0}, {10, 0}, {10, 10}, {5, 10}, {5, 0}}}
	for _, s := range []geom.Segment{planeSeg(5, -1, 5, 11), planeSeg(5, 11, 5, -1), planeSeg(5, 2, 5, 3), planeSeg(-1, 10, 11, 10), planeSeg(-1, 0, 11, 0)} {
		l, r := geom.IntersectionLength(s, left), geom.IntersectionLength(s, right)
		want := planeClipSquare(s, 10)
		if l+r != want {
			t.Errorf("%v: %v + %v != %v", s, l, r, want)
		}
	}
}

// planeClipSquare is an independent clip (Liang–Barsky) of s against the
// closed square [0,n]², with the square's own top and left edges excluded
// as AppendIntervals excludes them, returning the length inside.
func planeClipSquare(s geom.Segment, n float64) float64 {
	dx, dy := s.B[0]-s.A[0], s.B[1]-s.A[1]
	if dx == 0 && dy == 0 {
		return 0
	}
	if (dy == 0 && s.A[1] == n) || (dx == 0 && s.A[0] == 0) {
		return 0 // along the top edge or the left edge
	}
	t0, t1 := 0.0, 1.0
	for _, c := range [][2]float64{{-dx, s.A[0]}, {dx, n - s.A[0]}, {-dy, s.A[1]}, {dy, n - s.A[1]}} {
		p, q := c[0], c[1]
		if p == 0 {
			if q < 0 {
				return 0
			}
			continue
		}
		r := q / p
		if p < 0 {
			t0 = max(t0, r)
		} else {
			t1 = min(t1, r)
		}
	}
	if t1 <= t0 {
		return 0
	}
	return (t1 - t0) * s.Length()
}

func planeClose(a, b, scale float64) bool { return math.Abs(a-b) <= 1e-9*max(1, scale) }

// planeClipCase draws a polygon and a segment: star polygons with holes
// and float segments, or square tiles and integer segments (with their
// many vertex and edge coincidences).
func planeClipCase(t *rapid.T) (geom.Polygon, geom.Segment) {
	if rapid.Bool().Draw(t, "grid") {
		tiles := geomtest.SplitSquare(8).Draw(t, "tiles")
		c := rapid.IntRange(-2, 10)
		s := planeSeg(float64(c.Draw(t, "ax")), float64(c.Draw(t, "ay")), float64(c.Draw(t, "bx")), float64(c.Draw(t, "by")))
		return tiles[rapid.IntRange(0, 1).Draw(t, "which")], s
	}
	p := geomtest.StarPolygon(100, 24, true).Draw(t, "p")
	var s geom.Segment
	s.A = planeProbe(t, p, 60)
	s.B = planeProbe(t, p, 60)
	return p, s
}

func TestIntersectionLengthProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p, s := planeClipCase(t)
		L := geom.IntersectionLength(s, p)
		n := s.Length()
		if L < 0 || L > n*(1+1e-12) {
			t.Fatalf("length %v outside [0, %v]", L, n)
		}
		// Additive under a split. A rounded split point off the line of s
		// changes the question (the halves no longer run along an edge that
		// s runs along), so the split must lie exactly on s: dyadic
		// fractions of integer segments always do, others when they happen
		// to.
		f := float64(rapid.IntRange(0, 16).Draw(t, "split")) / 16
		m := s.At(f)
		l1 := geom.IntersectionLength(geom.Segment{A: s.A, B: m}, p)
		l2 := geom.IntersectionLength(geom.Segment{A: m, B: s.B}, p)
		if geom.Orient2D(s.A, s.B, m) == 0 && !planeClose(l1+l2, L, n) {
			t.Fatalf("split at %v: %v + %v != %v", m, l1, l2, L)
		}
		// Reversal.
		if r := geom.IntersectionLength(geom.Segment{A: s.B, B: s.A}, p); !planeClose(r, L, n) {
			t.Fatalf("reversed: %v != %v", r, L)
		}
		// Intervals are ordered, disjoint, merged, in [0,1], and not outside.
		ivs := p.AppendIntervals(nil, s)
		for i, iv := range ivs {
			if !(0 <= iv.T0 && iv.T0 < iv.T1 && iv.T1 <= 1) || (i > 0 && !(ivs[i-1].T1 < iv.T0)) {
				t.Fatalf("bad intervals %v", ivs)
			}
		}
		// Intervals agree with the stretches: Inside stretches are covered,
		// Outside ones are not, OnBoundary ones may be.
		for _, pc := range p.AppendStretches(nil, s) {
			if pc.T0 == pc.T1 || pc.Loc == geom.OnBoundary {
				continue
			}
			covered := false
			for _, iv := range ivs {
				if iv.T0 <= pc.T0 && pc.T1 <= iv.T1 {
					covered = true
				}
			}
			if covered != (pc.Loc == geom.Inside) {
				t.Fatalf("piece %v vs intervals %v", pc, ivs)
			}
		}
	})
}

func TestIntersectionLengthTranslation(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tiles := geomtest.SplitSquare(8).Draw(t, "tiles")
		p := tiles[0]
		c := rapid.IntRange(-2, 10)
		s := planeSeg(float64(c.Draw(t, "ax")), float64(c.Draw(t, "ay")), float64(c.Draw(t, "bx")), float64(c.Draw(t, "by")))
		dx, dy := float64(rapid.IntRange(-1000, 1000).Draw(t, "dx")), float64(rapid.IntRange(-1000, 1000).Draw(t, "dy"))
		mv := func(q orb.Point) orb.Point { return orb.Point{q[0] + dx, q[1] + dy} }
		var q geom.Polygon
		for _, r := range p {
			var rr orb.Ring
			for _, v := range r {
				rr = append(rr, mv(v))
			}
			q = append(q, rr)
		}
		a, b := geom.IntersectionLength(s, p), geom.IntersectionLength(geom.Segment{A: mv(s.A), B: mv(s.B)}, q)
		if a != b {
			t.Fatalf("translated by (%v,%v): %v != %v", dx, dy, a, b)
		}
	})
}

// No part of a segment falls outside both of two tiles or inside both:
// their lengths sum to an independent clip against the square.
func TestIntersectionLengthTiling(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tiles := geomtest.SplitSquare(8).Draw(t, "tiles")
		var s geom.Segment
		if rapid.Bool().Draw(t, "grid") {
			c := rapid.IntRange(-2, 10)
			s = planeSeg(float64(c.Draw(t, "ax")), float64(c.Draw(t, "ay")), float64(c.Draw(t, "bx")), float64(c.Draw(t, "by")))
		} else {
			c := rapid.Float64Range(-2, 10)
			s = planeSeg(c.Draw(t, "ax"), c.Draw(t, "ay"), c.Draw(t, "bx"), c.Draw(t, "by"))
		}
		a, b := geom.IntersectionLength(s, tiles[0]), geom.IntersectionLength(s, tiles[1])
		if want := planeClipSquare(s, 8); !planeClose(a+b, want, s.Length()) {
			t.Fatalf("%v: %v + %v != %v", s, a, b, want)
		}
	})
}

func TestIntersectionLengthNoAllocs(t *testing.T) {
	p := planeStar64()
	s := planeSeg(0, 40, 100, 60)
	dst := make([]geom.Interval, 0, 64)
	if n := testing.AllocsPerRun(100, func() { dst = p.AppendIntervals(dst[:0], s) }); n != 0 {
		t.Errorf("AppendIntervals allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { geom.IntersectionLength(s, p) }); n != 0 {
		t.Errorf("IntersectionLength allocates %v times", n)
	}
}

var planeSinkFloat float64

func BenchmarkIntersectionLength64(b *testing.B) {
	p := planeStar64()
	segs := []geom.Segment{planeSeg(0, 40, 100, 60), planeSeg(50, 50, 90, 95), planeSeg(10, 10, 30, 30), planeSeg(-10, -10, -5, 0)}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		planeSinkFloat += geom.IntersectionLength(segs[i&3], p)
		i++
	}
}

func BenchmarkIntersectionLength64Across(b *testing.B) {
	p := planeStar64()
	s := planeSeg(0, 40, 100, 60)
	b.ReportAllocs()
	for b.Loop() {
		planeSinkFloat += geom.IntersectionLength(s, p)
	}
}

func BenchmarkAppendIntervals64(b *testing.B) {
	p := planeStar64()
	s := planeSeg(0, 40, 100, 60)
	dst := make([]geom.Interval, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		dst = p.AppendIntervals(dst[:0], s)
	}
}
