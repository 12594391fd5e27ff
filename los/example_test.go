package los_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// Two 1-inch bases 10 inches apart, a model's base between them and a
// wall: a sight line still slips past the model (any clear segment
// from base to base will do).
//
//	 (  )          [wall]
//	( A )   ( m )            ( B )
//	 (  )
func Example_baseToBase() {
	q := los.BaseQuery{
		From: geom.Disc{Center: orb.Point{0, 0}, R: 1},
		To:   geom.Disc{Center: orb.Point{10, 0}, R: 1},
		Blockers: []los.Blocker{
			{Disc: geom.Disc{Center: orb.Point{5, 0.3}, R: 1.2}},
			{Poly: geom.Polygon{orb.Ring{{4, 1.5}, {6, 1.5}, {6, 4}, {4, 4}, {4, 1.5}}}},
		},
	}
	var w los.BaseSolver
	r, _ := w.LoS(&q)
	fmt.Println("seen:", r.Seen)
	q.Blockers = append(q.Blockers, los.Blocker{Poly: geom.Polygon{orb.Ring{{4, -4}, {6, -4}, {6, -0.5}, {4, -0.5}, {4, -4}}}})
	r, _ = w.LoS(&q)
	fmt.Println("seen with a second wall:", r.Seen, "blocked by", r.BlockedBy)
	// Output:
	// seen: true
	// seen with a second wall: false blocked by [0]
}

// A visibility sum read as a ChunkSum: 20 m open, 15 m of field
// (visibility 1 per started 5 m), a hedge (1) and 5 m of wood (2 per
// 5 m): 3 + 1 + 2 = 6, and a total of 2 or more hides the target.
func Example_visibilitySum() {
	vis := terrain.Number("visibility")
	sq := func(x0, x1 float64) geom.Polygon {
		return geom.Polygon{orb.Ring{{x0, -5}, {x1, -5}, {x1, 5}, {x0, 5}, {x0, -5}}}
	}
	b, _ := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Min: orb.Point{0, -10}, Max: orb.Point{60, 10}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("field", vis.Is(1)), terrain.NewType("hedge", vis.Is(1)), terrain.NewType("wood", vis.Is(2))},
		Features: []terrain.Feature{
			terrain.NewArea("field-1", "field", sq(20, 35)),
			terrain.NewLine("hedge-1", "hedge", orb.LineString{{37, -5}, {37, 5}}),
			terrain.NewArea("wood-1", "wood", sq(40, 45)),
		},
	})
	col, _ := terrain.FeatureColumn(b, vis)
	rule := &los.ChunkSum{Weight: col.Lookup, Chunk: 5, Limit: 2}
	v, _ := los.Judge(los.NewTracer(b), geom.Segment{A: orb.Point{0, 0}, B: orb.Point{50, 0}}, 0, 0, rule)
	for _, c := range v.Contributions {
		fmt.Printf("%s adds %v\n", b.Feature(c.Feature).ID, c.Amount)
	}
	fmt.Println("score", v.Score, "seen", v.Seen)
	// Output:
	// field-1 adds 3
	// hedge-1 adds 1
	// wood-1 adds 2
	// score 6 seen false
}

// wallRule is a ruleset's own accumulator: one Add method on a Tally.
// Each started 10 m of woods scores 1, and a wall blocks.
type wallRule struct {
	woods, wall int
	board       *terrain.Board
	los.Tally
}

func (r *wallRule) Add(c los.Crossing) bool {
	switch r.board.FeatureType(c.Feature) {
	case r.woods:
		r.Record(&c, float64(c.Chunks(10, false)), false, 0)
	case r.wall:
		r.Record(&c, 0, true, c.Enter)
		return true // blocked: nothing further changes the verdict
	default:
		r.Record(&c, 0, false, 0)
	}
	return false
}

// A ruleset's own rule embeds a Tally for the bookkeeping and writes one
// Add method; Judge stops reading where it stops.
func ExampleTally() {
	b, _ := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{60, 10}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("woods"), terrain.NewType("wall")},
		Features: []terrain.Feature{
			terrain.NewArea("woods-1", "woods", geom.Polygon{orb.Ring{{5, 0}, {20, 0}, {20, 10}, {5, 10}, {5, 0}}}),
			terrain.NewLine("wall-1", "wall", orb.LineString{{30, 0}, {30, 10}}),
		},
	})
	woods, _ := b.TypeByName("woods")
	wall, _ := b.TypeByName("wall")
	r := &wallRule{woods: woods, wall: wall, board: b}
	tr := los.NewTracer(b)
	for _, x := range []float64{25, 50} {
		v, _ := los.Judge(tr, geom.Segment{A: orb.Point{0, 5}, B: orb.Point{x, 5}}, 0, 0, r)
		fmt.Printf("to %v m: seen %v, score %v, blocked %v at %v\n", x, v.Seen, v.Score, v.Blocked, v.BlockedAt)
	}
	// Output:
	// to 25 m: seen true, score 2, blocked false at 0
	// to 50 m: seen false, score 2, blocked true at 30
}
