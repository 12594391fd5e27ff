package ground_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// A path across a board in metres, priced by a "difficulty" rule: each
// stretch inside a terrain of difficulty D costs D × ceil(d) metres of
// movement, rounded per stretch of each leg (4.5 m of field is 5 chunks,
// 5.5 m is 6). The answer lists its legs and what each stretch costs.
//
//	y
//	10 +-----------+=====+-----------+
//	   |  open     |field|   open    |
//	 5 |  A -------|--B--|-----> C   |
//	   |           | D=2 |           |
//	 0 +-----------+=====+-----------+ x
//	   0          10    20          30
func Example_pathCost() {
	difficulty := terrain.Number("difficulty")
	board, err := terrain.NewBoard(terrain.BoardData{
		Extent:   orb.Bound{Max: orb.Point{30, 10}},
		Unit:     "m",
		Types:    []terrain.Type{terrain.NewType("field", difficulty.Is(2))},
		Features: []terrain.Feature{terrain.NewArea("field-1", "field", geom.Polygon{{{10, 0}, {20, 0}, {20, 10}, {10, 10}, {10, 0}}})},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	rate := func(mode ground.Mode, b *terrain.Board, i int) (ground.Rate, error) {
		d, err := terrain.Get(b.Traits(i), difficulty)
		return ground.Rate{PerUnit: d, Impassable: d == 0}, err
	}
	gr, err := ground.New(board, rate, ground.Options{Open: 1, Rounding: ground.PerUnitOrFraction})
	if err != nil {
		fmt.Println(err)
		return
	}
	cost, err := gr.Cost(nil, orb.LineString{{2, 5}, {14.5, 5}, {27, 5}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(gr.Explain(cost))
	// Output:
	// total 37
	// leg 0 (2 5)-(14.5 5) length 12.5: 18
	//   stretch open at (2 5) length 8 x 1 = 8
	//   stretch field "field-1" at (10 5) length 4.5 x 2 = 10
	// leg 1 (14.5 5)-(27 5) length 12.5: 19
	//   stretch field "field-1" at (14.5 5) length 5.5 x 2 = 12
	//   stretch open at (20 5) length 7 x 1 = 7
}
