package los_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// Scored base-to-base sight under the woods rule: woods give -1 to hit
// per inch crossed (each started inch, all woods along the line in
// total) and block from 3 inches on; houses are opaque; other models
// block. The observer picks the best line from any point of its base to
// any point of the target's; some rulebooks draw the centre line only.
//
//	y 13 |      WWW          HHHHHHH
//	     |      WWW          HHHHHHH       farm: a house
//	10.6 |      WWW          HHHHHHH
//	10.3 |  A   WWW    WWW                B
//	     |      WWW    WWW       m         A, B: 1 in bases
//	   8 |      WWW    WWW                 m: another model
//	   7 |      WWW
//	     +--------------------------------- x
//	        3   7-9   13-15  18-22  27     copse, orchard: woods
func Example_baseJudge() {
	woods := terrain.Number("woods")
	opaque := terrain.Flag("opaque")
	d := terrain.BoardData{Extent: orb.Bound{Max: orb.Point{30, 20}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("woods", woods.Is(1)), terrain.NewType("house", opaque.Is(true))},
		Features: []terrain.Feature{
			terrain.NewArea("copse", "woods", rect(7, 7, 9, 13)),
			terrain.NewArea("orchard", "woods", rect(13, 8, 15, 10.3)),
			terrain.NewArea("farm", "house", rect(18, 10.6, 22, 13)),
		}}
	b, err := terrain.NewBoard(d)
	if err != nil {
		fmt.Println(err)
		return
	}
	w, _ := terrain.FeatureColumn(b, woods)
	o, _ := terrain.FeatureColumn(b, opaque)
	q := los.BaseSight{
		From: disc(3, 10, 0.5), To: disc(27, 10, 0.5), FromHeight: 1, ToHeight: 1,
		Board:    b,
		Rule:     &los.ChunkSum{Weight: w.Lookup, Chunk: 1, Limit: 4, PoolBy: los.PoolBy(b.FeatureType)},
		Opaque:   o.At,
		Blockers: []los.Blocker{{Disc: disc(20, 9.4, 0.5)}}, // a model
	}
	// The pooled inches are credited to the first stretch of woods.
	var solver los.BaseSolver
	for _, lines := range []los.Lines{los.BestLine, los.CentreLine} {
		q.Lines = lines
		v, err := solver.Judge(&q)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("%s: %s, %g in of woods (to hit %+g), %s line %v-%v\n", lines, v.Reason, v.Score, -v.Score, v.Source, v.Witness.A, v.Witness.B)
		for _, c := range v.Contributions {
			x := v.Crossings[c.Crossing]
			fmt.Printf("  %s %.3g..%.3g in: %+g\n", b.Feature(x.Feature).ID, x.Enter, x.Leave, c.Amount)
		}
	}
	// Output:
	// best line: seen, 2 in of woods (to hit -2), tangent line [3 10.5]-[27 10.5]
	//   copse 4..6 in: +2
	// centre line: rule refuses, 4 in of woods (to hit -4), centre line [3 10]-[27 10]
	//   copse 4..6 in: +4
	//   orchard 10..12 in: +0
}

// The level form of scored sight, decided exactly: a target behind a
// hedge (light cover, level 1) that half a stone wall (heavy, level 2)
// stands in front of. Some clear line passes above the wall but none
// misses the hedge, so the best the observer can do is light cover.
//
//	     hedge (1)
//	A    |  ##  B      ## wall (2), up to y = 0.2
//	     |  ##
func ExampleBaseSolver_Least() {
	q := los.BaseQuery{From: disc(0, 0, 1), To: disc(20, 0, 1)}
	cover := []los.Blocker{
		{Poly: rect(12, -5, 13, 5)},   // the hedge, right across
		{Poly: rect(14, -5, 15, 0.2)}, // the wall, half across
	}
	level := func(i int) int { return []int{1, 2}[i] }
	var w los.BaseSolver
	res, err := w.Least(&q, cover, level)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("seen:", res.Seen, "cover level:", res.Level)
	// Output:
	// seen: true cover level: 1
}
