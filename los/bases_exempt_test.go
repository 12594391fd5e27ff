package los_test

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// ExemptObserver in base-to-base sight reads where each candidate line
// starts, on the observer's rim, not the model's centre (as the docs of
// Exempt, Crossing.AtObserver and BaseSight say): a base centred at x 9.6
// (radius 0.5) beside a hill of woods from x 10 is in the hill for the
// lines that leave its rim beyond x 10, and the best line is one of
// them. Deciding from the centre (Board.AppendAt) finds it in nothing.
//
//	     |##### hill [10,20] #####|
//	 (o  |                        |         o)
//	9.6  10                       20        25
func TestBaseJudgeExemptReadsTheRim(t *testing.T) {
	d := terrain.BoardData{Extent: orb.Bound{Max: orb.Point{30, 20}}, Unit: "in",
		Types:    []terrain.Type{terrain.NewType("woods", tableWoods.Is(1))},
		Features: []terrain.Feature{terrain.NewArea("hill", "woods", geom.Polygon{orb.Ring{{10, 0}, {20, 0}, {20, 20}, {10, 20}, {10, 0}}})}}
	b, err := terrain.NewBoard(d)
	if err != nil {
		t.Fatal(err)
	}
	col, _ := terrain.FeatureColumn(b, tableWoods)
	from, to := geom.Disc{Center: orb.Point{9.6, 10}, R: 0.5}, geom.Disc{Center: orb.Point{25, 10}, R: 0.5}
	var w los.BaseSolver
	q := los.BaseSight{From: from, To: to, Board: b,
		Rule: &los.ChunkSum{Weight: col.Lookup, Chunk: 1, Limit: 1, Exempt: los.ExemptObserver}}
	v, err := w.Judge(&q)
	if err != nil {
		t.Fatal(err)
	}
	if !v.Seen || !(v.Witness.A[0] >= 10) {
		t.Fatalf("seen %v along %v: want seen along a line that starts on the rim inside the hill", v.Seen, v.Witness)
	}
	// From the centre: the observer stands in nothing, so nothing is
	// exempt, and 10 in of woods are refused.
	if at := b.AppendAt(nil, from.Center); len(at) != 0 {
		t.Fatalf("the centre stands in %v", at)
	}
	q.Rule = &los.ChunkSum{Weight: col.Lookup, Chunk: 1, Limit: 1}
	if v, _ := w.Judge(&q); v.Seen {
		t.Fatalf("without the exemption: seen along %v", v.Witness)
	}
}
