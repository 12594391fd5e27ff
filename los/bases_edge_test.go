package los_test

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// woodsBeyond is the user's rule: -1 per full 2 in of woods, pooled over
// all woods, and more than 4 in blocks (woods weigh 1 on table boards).
func woodsBeyond(b *terrain.Board, beyond float64) *los.ChunkSum {
	w, _ := terrain.FeatureColumn(b, tableWoods)
	return &los.ChunkSum{Weight: w.Lookup, Chunk: 2, Full: true, PoolBy: los.PoolBy(b.FeatureType), Beyond: beyond}
}

// rectBoard is a 64 x 64 in board of one rectangular wood.
func rectBoard(t fatalT, x0, y0, x1, y1 float64) *terrain.Board {
	t.Helper()
	d := terrain.BoardData{Extent: orb.Bound{Max: orb.Point{64, 64}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("woods", tableWoods.Is(1))},
		Features: []terrain.Feature{terrain.NewArea("wood", "woods",
			geom.Polygon{orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}})}}
	b, err := terrain.NewBoard(d)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The reported case: a wood 4 in wide whose corners lie far from the
// corridor, and bases whose centre line crosses it on a slant (about
// 4.002 in). The horizontal lines, perpendicular to the wood's sides,
// cross exactly 4 in: the edge family finds one, whichever base observes
// and under FixedLines too.
//
//	To (10 19)          wood [20,24]x[14,22]          From (42.5 20)
//	   o  -  -  -  -  - |####| -  -  -  -  -  -  -  -  -  o
func TestBaseJudgeAcrossRectangularWoods(t *testing.T) {
	b := rectBoard(t, 20, 14, 24, 22)
	from, to := geom.Disc{Center: orb.Point{42.5, 20}, R: 0.492}, geom.Disc{Center: orb.Point{10, 19}, R: 0.787}
	var w los.BaseSolver
	// The line the user found, y = 19.6, is seen: 4 in exactly.
	also := geom.Segment{A: orb.Point{42.5 - 0.25, 19.6}, B: orb.Point{10.5, 19.6}}
	q := los.BaseSight{From: from, To: to, Board: b, Rule: woodsBeyond(b, 4), Lines: los.CentreLine, Also: []geom.Segment{also}}
	v, err := w.Judge(&q)
	if err != nil {
		t.Fatal(err)
	}
	if !v.Seen || v.Source != los.SourceAlso {
		t.Fatalf("the line y = 19.6: %v from %v, want seen from Also", v.Reason, v.Source)
	}
	for _, lines := range []los.Lines{los.BestLine, los.FixedLines} {
		for _, swap := range []bool{false, true} {
			q := los.BaseSight{From: from, To: to, Board: b, Rule: woodsBeyond(b, 4), Lines: lines}
			if swap {
				q.From, q.To = q.To, q.From
			}
			v, err := w.Judge(&q)
			if err != nil {
				t.Fatal(err)
			}
			if v.Reason != los.LineSeen || v.Score != 2 || v.Source != los.SourceEdge || v.Witness.A[1] != v.Witness.B[1] {
				t.Fatalf("%v, observer %v: %v, score %v, from %v (witness %v); want seen, 2, across the wood from an edge", lines, q.From, v.Reason, v.Score, v.Source, v.Witness)
			}
			checkVerdict(t, &w, &q, v)
		}
	}
	// The centre line is refused: it spends more than 4 in in the wood.
	q = los.BaseSight{From: from, To: to, Board: b, Rule: woodsBeyond(b, 4), Lines: los.CentreLine}
	if v, _ := w.Judge(&q); v.Seen || !v.Blocked {
		t.Fatalf("the centre line: seen %v blocked %v, want blocked", v.Seen, v.Blocked)
	}
}

// Judge's best line across an axis-aligned rectangular wood spends no
// more in it than the best axis-parallel line between the bases, found by
// brute force over the offsets where such lines meet both bases. The
// bases stand beyond the wood's two sides, so such a line spends either
// the wood's width (between its other two sides: the edge family's line
// does no worse) or nothing (then an outer common tangent of the bases,
// above or below both, passes beside the wood too). The oracle is exact
// (dyadic coordinates), and so is the test of Judge: it must see through
// a rule that blocks beyond the oracle's length (when that is 0, one that
// refuses any length of wood).
func TestBaseJudgeRectangleNoWorseThanAxisLines(t *testing.T) {
	var w los.BaseSolver
	rapid.Check(t, func(t *rapid.T) {
		q8 := func(name string, lo, hi int) float64 { return float64(rapid.IntRange(lo, hi).Draw(t, name)) / 8 }
		// Drawn for horizontal lines; turned to vertical ones by swapping
		// the axes.
		x0 := q8("x0", 64, 160)
		x1 := x0 + q8("width", 1, 64)
		rf, rt := q8("rf", 0, 8), q8("rt", 1, 8)
		fc := orb.Point{x0 - rf - q8("gapf", 1, 96), q8("fy", 160, 320)}
		k := int((rf + rt) * 8)
		tc := orb.Point{x1 + rt + q8("gapt", 1, 96), fc[1] + q8("dy", 1-k, k-1)}
		lo, hi := max(fc[1]-rf, tc[1]-rt), min(fc[1]+rf, tc[1]+rt)
		y0 := lo - q8("below", -16, 40)
		y1 := max(hi+q8("above", -16, 40), y0+0.125)
		// Brute force: the least length over offsets in the band.
		best := math.Inf(1)
		for j := 0; j <= 64; j++ {
			y := lo + (hi-lo)*float64(j)/64
			switch {
			case y == y0 || y == y1:
				// Along a side: the boundary model decides; left out.
			case y > y0 && y < y1:
				best = min(best, x1-x0)
			default:
				best = 0
			}
		}
		if math.IsInf(best, 1) {
			return
		}
		from, to := geom.Disc{Center: fc, R: rf}, geom.Disc{Center: tc, R: rt}
		b0, b1 := orb.Point{x0, y0}, orb.Point{x1, y1}
		if rapid.Bool().Draw(t, "vertical") {
			sw := func(p orb.Point) orb.Point { return orb.Point{p[1], p[0]} }
			from.Center, to.Center, b0, b1 = sw(from.Center), sw(to.Center), sw(b0), sw(b1)
		}
		if rapid.Bool().Draw(t, "swap") {
			from, to = to, from
		}
		b := rectBoard(t, b0[0], b0[1], b1[0], b1[1])
		q := los.BaseSight{From: from, To: to, Board: b, Rule: woodsBeyond(b, best),
			Lines: rapid.SampledFrom([]los.Lines{los.BestLine, los.FixedLines}).Draw(t, "lines")}
		if best == 0 {
			wt, _ := terrain.FeatureColumn(b, tableWoods)
			q.Rule = &los.ChunkSum{Weight: wt.Lookup, Chunk: 1, Limit: 1}
		}
		v, err := w.Judge(&q)
		if err != nil {
			t.Fatal(err)
		}
		if !v.Seen {
			t.Fatalf("an axis-parallel line spends %v in the wood, Judge's best more: %v from %v, witness %v", best, v.Reason, v.Source, v.Witness)
		}
		checkVerdict(t, &w, &q, v)
	})
}
