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

// fastSegments is the number of segments each rapid check clips: with
// rapid's 100 checks, 10000 comparisons a test.
const fastSegments = 100

// checkFastPath compares the public entry points, which take the fast
// path when it applies, with the general walk, bit for bit: intervals,
// stretches, and the ends' locations against Locate. It reports whether the
// fast path applied.
func checkFastPath(t *rapid.T, p geom.Polygon, s geom.Segment) bool {
	wantIv := geom.AppendIntervalsWalk(p, nil, s)
	if d := cmp.Diff(wantIv, p.AppendIntervals(nil, s)); d != "" {
		t.Fatalf("%v through %v: AppendIntervals differs from the walk (-walk +got):\n%s", s, p, d)
	}
	ivs, la, lb := p.AppendIntervalsLocated(nil, s)
	if d := cmp.Diff(wantIv, ivs); d != "" {
		t.Fatalf("%v through %v: AppendIntervalsLocated differs from the walk (-walk +got):\n%s", s, p, d)
	}
	if wa, wb := p.Locate(s.A), p.Locate(s.B); la != wa || lb != wb {
		t.Fatalf("%v through %v: ends located %v, %v; Locate says %v, %v", s, p, la, lb, wa, wb)
	}
	if d := cmp.Diff(geom.AppendStretchesWalk(p, nil, s), p.AppendStretches(nil, s)); d != "" {
		t.Fatalf("%v through %v: AppendStretches differs from the walk (-walk +got):\n%s", s, p, d)
	}
	var sum float64
	for _, iv := range wantIv {
		sum += iv.T1 - iv.T0
	}
	if got, want := geom.IntersectionLength(s, p), sum*s.Length(); got != want && s.A != s.B {
		t.Fatalf("%v through %v: IntersectionLength %v, want %v", s, p, got, want)
	}
	return geom.FastPathApplies(p, s)
}

// unclose drops the closing vertex of each ring of p (they close
// implicitly) when open is set.
func unclose(p geom.Polygon, open bool) geom.Polygon {
	if !open {
		return p
	}
	q := make(geom.Polygon, len(p))
	for i, r := range p {
		q[i] = r[:len(r)-1]
	}
	return q
}

// checkFastPathMany draws a polygon with poly, then fastSegments
// segments with seg (given the polygon and the segment's index), and
// checks each with checkFastPath; it fails unless both the fast path and
// the walk answered some.
func checkFastPathMany(t *testing.T, poly func(*rapid.T) geom.Polygon, seg func(*rapid.T, geom.Polygon, int) geom.Segment) {
	fast, all := 0, 0
	rapid.Check(t, func(t *rapid.T) {
		p := unclose(poly(t), rapid.Bool().Draw(t, "open"))
		for i := range fastSegments {
			all++
			if checkFastPath(t, p, seg(t, p, i)) {
				fast++
			}
		}
	})
	t.Logf("the fast path answered %d of %d", fast, all)
	if fast == 0 || fast == all {
		t.Errorf("the fast path answered %d of %d: both paths must be exercised", fast, all)
	}
}

// TestClipFastPathGeneral: random star polygons with holes, closed or not,
// and segments in general position, some ending on a vertex, on an edge or
// a rounding error off it.
func TestClipFastPathGeneral(t *testing.T) {
	star := func(t *rapid.T) geom.Polygon { return geomtest.StarPolygon(20, 16, true).Draw(t, "poly") }
	checkFastPathMany(t, star, func(t *rapid.T, p geom.Polygon, i int) geom.Segment {
		s := geomtest.Segment(25).Draw(t, "seg")
		switch i % 8 {
		case 0: // through a vertex
			s.B = p[0][rapid.IntRange(0, len(p[0])-1).Draw(t, "vertex")]
		case 1: // ending on an edge, or a rounding error off it
			r := p[rapid.IntRange(0, len(p)-1).Draw(t, "ring")]
			j := rapid.IntRange(0, len(r)-2).Draw(t, "edge")
			u := rapid.Float64Range(0, 1).Draw(t, "u")
			s.B = orb.Point{r[j][0] + u*(r[j+1][0]-r[j][0]), r[j][1] + u*(r[j+1][1]-r[j][1])}
		}
		return s
	})
}

// TestClipFastPathGrid: integer grids, where vertices on the line, ends on
// edges and runs along edges are common; the fast path must decline them
// or agree with the walk.
func TestClipFastPathGrid(t *testing.T) {
	grid := func(t *rapid.T) geom.Polygon {
		x0, y0 := rapid.IntRange(0, 4).Draw(t, "x0"), rapid.IntRange(0, 4).Draw(t, "y0")
		x1, y1 := rapid.IntRange(x0+1, 6).Draw(t, "x1"), rapid.IntRange(y0+1, 6).Draw(t, "y1")
		sk := float64(rapid.IntRange(0, 1).Draw(t, "skew"))
		r := orb.Ring{{float64(x0), float64(y0)}, {float64(x1), float64(y0)}, {float64(x1), float64(y1)},
			{float64(x0) + sk*float64(x1-x0)/2, float64(y1)}, {float64(x0), float64(y0)}}
		p := geom.Polygon{r}
		if rapid.Bool().Draw(t, "hole") && x1-x0 >= 3 && y1-y0 >= 3 && sk == 0 {
			p = append(p, orb.Ring{{float64(x0 + 1), float64(y0 + 1)}, {float64(x0 + 1), float64(y0 + 2)},
				{float64(x0 + 2), float64(y0 + 2)}, {float64(x0 + 2), float64(y0 + 1)}, {float64(x0 + 1), float64(y0 + 1)}})
		}
		return p
	}
	c := rapid.IntRange(-1, 7)
	checkFastPathMany(t, grid, func(t *rapid.T, _ geom.Polygon, _ int) geom.Segment {
		return geom.Segment{A: orb.Point{float64(c.Draw(t, "ax")), float64(c.Draw(t, "ay"))},
			B: orb.Point{float64(c.Draw(t, "bx")) + 0.5*float64(rapid.IntRange(0, 1).Draw(t, "half")), float64(c.Draw(t, "by"))}}
	})
}

// TestClipFastPathCases names the cases the fast path takes and those it
// leaves to the walk.
func TestClipFastPathCases(t *testing.T) {
	sq := geom.Polygon{orb.Ring{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}}}
	holed := geom.Polygon{sq[0], orb.Ring{{1, 1}, {1, 3}, {3, 3}, {3, 1}, {1, 1}}}
	seg := func(ax, ay, bx, by float64) geom.Segment {
		return geom.Segment{A: orb.Point{ax, ay}, B: orb.Point{bx, by}}
	}
	cases := []struct {
		name   string
		p      geom.Polygon
		s      geom.Segment
		fast   bool
		la, lb geom.Location
	}{
		{"through", sq, seg(-1, 1, 5, 2), true, geom.Outside, geom.Outside},
		{"from inside", sq, seg(1, 1, 5, 2), true, geom.Inside, geom.Outside},
		{"inside", sq, seg(1, 1, 3, 2), true, geom.Inside, geom.Inside},
		{"miss", sq, seg(-1, 5, 5, 6), true, geom.Outside, geom.Outside},
		{"line beyond", sq, seg(-3, 1, -1, 1.5), true, geom.Outside, geom.Outside},
		{"through the hole", holed, seg(-1, 1.5, 5, 2.5), true, geom.Outside, geom.Outside},
		{"from the hole", holed, seg(2, 2, 5, 2.5), true, geom.Outside, geom.Outside},
		{"open ring", geom.Polygon{sq[0][:4]}, seg(1, 1, 5, 2), true, geom.Inside, geom.Outside},
		{"through a vertex", sq, seg(-1, -1, 5, 5), false, geom.Outside, geom.Outside},
		{"along an edge", sq, seg(-1, 0, 5, 0), false, geom.Outside, geom.Outside},
		{"ends on an edge", sq, seg(-1, 1, 0, 2), false, geom.Outside, geom.OnBoundary},
		{"a point", sq, seg(1, 1, 1, 1), false, geom.Inside, geom.Inside},
		{"empty polygon", geom.Polygon{}, seg(1, 1, 2, 2), true, geom.Outside, geom.Outside},
		// Ends a hair off an edge: determinants too small to trust in
		// floating point.
		{"a hair short of an edge", sq, seg(1, 1, math.Nextafter(4, 0), 1.5), true, geom.Inside, geom.Inside},
		{"a hair beyond an edge", sq, seg(1, 1, math.Nextafter(4, 5), 1.5), true, geom.Inside, geom.Outside},
		{"from a hair beyond an edge", sq, seg(math.Nextafter(4, 5), 1.5, 1, 1), true, geom.Outside, geom.Inside},
		// Crossings whose parameters round to the ends.
		{"crossing at t = 1", sq, seg(-1000, 1, math.Nextafter(4, 5), 1), true, geom.Outside, geom.Outside},
		{"crossing at t = 0", sq, seg(math.Nextafter(0, -1), 1, 1000, 1), true, geom.Outside, geom.Outside},
	}
	for _, c := range cases {
		if got := geom.FastPathApplies(c.p, c.s); got != c.fast {
			t.Errorf("%s: fast path %v, want %v", c.name, got, c.fast)
		}
		ivs, la, lb := c.p.AppendIntervalsLocated(nil, c.s)
		if d := cmp.Diff(geom.AppendIntervalsWalk(c.p, nil, c.s), ivs); d != "" {
			t.Errorf("%s: (-walk +got):\n%s", c.name, d)
		}
		if d := cmp.Diff(geom.AppendStretchesWalk(c.p, nil, c.s), c.p.AppendStretches(nil, c.s)); d != "" {
			t.Errorf("%s: stretches (-walk +got):\n%s", c.name, d)
		}
		if la != c.la || lb != c.lb {
			t.Errorf("%s: ends %v, %v, want %v, %v", c.name, la, lb, c.la, c.lb)
		}
	}
}

func TestAppendIntervalsLocatedNoAllocs(t *testing.T) {
	p := planeStar64()
	s := planeSeg(0, 40, 100, 60)
	dst := make([]geom.Interval, 0, 64)
	if !geom.FastPathApplies(p, s) {
		t.Fatal("the benchmark segment does not take the fast path")
	}
	if n := testing.AllocsPerRun(100, func() { dst, _, _ = p.AppendIntervalsLocated(dst[:0], s) }); n != 0 {
		t.Errorf("AppendIntervalsLocated allocates %v times", n)
	}
}

// TestSideOfBound: the side of a box is that of all four of its corners,
// exactly, on integer grids (where corners on the line are common) and in
// general position.
func TestSideOfBound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var s geom.Segment
		var b orb.Bound
		if rapid.Bool().Draw(t, "grid") {
			c := rapid.IntRange(-3, 3)
			s = geom.Segment{A: orb.Point{float64(c.Draw(t, "ax")), float64(c.Draw(t, "ay"))}, B: orb.Point{float64(c.Draw(t, "bx")), float64(c.Draw(t, "by"))}}
			b = orb.Bound{Min: orb.Point{float64(c.Draw(t, "x0")), float64(c.Draw(t, "y0"))}}
			b.Max = orb.Point{b.Min[0] + float64(rapid.IntRange(0, 3).Draw(t, "w")), b.Min[1] + float64(rapid.IntRange(0, 3).Draw(t, "h"))}
		} else {
			s = geomtest.Segment(10).Draw(t, "s")
			p := geomtest.Point(10).Draw(t, "p")
			b = orb.Bound{Min: p, Max: orb.Point{p[0] + rapid.Float64Range(0, 3).Draw(t, "w"), p[1] + rapid.Float64Range(0, 3).Draw(t, "h")}}
		}
		want := 0
		if s.A != s.B {
			pos, neg := 0, 0
			for _, q := range []orb.Point{b.Min, b.Max, {b.Min[0], b.Max[1]}, {b.Max[0], b.Min[1]}} {
				switch geom.Orient2D(s.A, s.B, q) {
				case 1:
					pos++
				case -1:
					neg++
				}
			}
			if pos == 4 {
				want = 1
			} else if neg == 4 {
				want = -1
			}
		}
		if got := geom.SideOfBound(s, b); got != want {
			t.Fatalf("SideOfBound(%v, %v) = %d, want %d", s, b, got, want)
		}
	})
}
