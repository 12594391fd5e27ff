package groundtest_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/move/ground/groundtest"
	"github.com/warkit/warkit/terrain"
)

// A ruleset checks its own rates on a board of its own: a 20 × 10 m
// table with a wood that costs 2 MP a metre, open ground 1 MP a metre.
// Every generated path costs the sum of its legs and of its items, a leg
// split in two costs the same, and the table turned, mirrored or moved
// costs the same. A nil error means every law held, and that some path
// was costed.
func Example() {
	mp := terrain.Number("mp")
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{20, 10}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("wood", mp.Is(2))},
		Features: []terrain.Feature{terrain.NewArea("w", "wood",
			geom.Polygon{{{5, 0}, {15, 0}, {15, 10}, {5, 10}, {5, 0}}})},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	rate := func(_ ground.Mode, b *terrain.Board, i int) (ground.Rate, error) {
		v, err := terrain.Get(b.Traits(i), mp)
		return ground.Rate{PerUnit: v}, err
	}
	build := func(b *terrain.Board) (*ground.Ground, error) {
		return ground.New(b, rate, ground.Options{Open: 1})
	}
	g, err := build(b)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("legs and splits:", groundtest.CheckGround(g, groundtest.Config{Tol: 1e-9}))
	fmt.Println("motions:", groundtest.CheckMotions(g, build, groundtest.Config{}))
	// Output:
	// legs and splits: <nil>
	// motions: <nil>
}

// A skirmish game checks its movement for 25 mm bases (radius 0.5 in) on
// its own table: a house and a wall nobody passes, a wood at double
// cost. Every place Reach finds is reached by a path that Cost prices as
// Reach says, no cheaper than CheapestPath, that never takes a base
// over the house or the wall, and a longer move reaches at least as far.
func ExampleCheckReach() {
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{24, 24}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("house"), terrain.NewType("wall"), terrain.NewType("wood")},
		Features: []terrain.Feature{
			terrain.NewArea("house-1", "house", geom.Polygon{{{8, 8}, {12, 8}, {12, 11}, {8, 11}, {8, 8}}}),
			terrain.NewLine("wall-1", "wall", orb.LineString{{14, 4}, {14, 16}}),
			terrain.NewArea("wood-1", "wood", geom.Polygon{{{2, 14}, {7, 13}, {8, 18}, {3, 19}, {2, 14}}}),
		},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	rates := ground.RateTable{
		"house": {"": {Impassable: true}}, "wall": {"": {Impassable: true}}, "wood": {"": {PerUnit: 2}},
	}
	g, err := ground.New(b, rates.Rate, ground.Options{Open: 1, Clearance: 0.5})
	if err != nil {
		fmt.Println(err)
		return
	}
	cfg := groundtest.ReachConfig{Lattice: ground.Lattice{Spacing: 0.5}, Allowance: 6, Cases: 3}
	fmt.Println("reach:", groundtest.CheckReach(g, cfg))
	// Output:
	// reach: <nil>
}
