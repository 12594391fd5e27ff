package ground_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// square returns the axis-aligned square [x0, x0+s] × [y0, y0+s].
func square(x0, y0, s float64) geom.Polygon {
	return geom.Polygon{orb.Ring{{x0, y0}, {x0 + s, y0}, {x0 + s, y0 + s}, {x0, y0 + s}, {x0, y0}}}
}

// table is a 24 × 12 inch table: a wood (2 MP per inch), a lake
// (impassable), a hedge (+1 MP to cross) and a 2-inch hill.
func table() *terrain.Board {
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{24, 12}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("wood"), terrain.NewType("lake"), terrain.NewType("hedge"), terrain.NewType("hill")},
		Features: []terrain.Feature{
			terrain.NewArea("wood-1", "wood", square(4, 2, 4)),
			terrain.NewArea("lake-1", "lake", square(12, 4, 4)),
			terrain.NewLine("hedge-1", "hedge", orb.LineString{{20, 0}, {20, 12}}),
			{ID: "hill-1", Type: "hill", Shape: terrain.Area, Polygon: square(4, 8, 4), Elevation: 2, HasElevation: true},
		},
	})
	if err != nil {
		panic(err)
	}
	return b
}

// rates is the table's movement chart as data: infantry pays 2 per inch in
// woods, vehicles cannot enter them; nobody crosses the lake.
var rates = ground.RateTable{
	"wood":  {"": {PerUnit: 2}, "vehicle": {Impassable: true}},
	"lake":  {"": {Impassable: true}},
	"hedge": {"": {Crossing: 1}},
	"hill":  {"": {PerUnit: 1}},
}

// A RateTable is the movement chart of a rulebook; each mode reads its
// own column. Infantry crosses 4 inches of wood at 2 MP per inch and 4
// of open ground at 1; a vehicle is blocked at the wood's edge.
func ExampleRateTable() {
	for _, mode := range []ground.Mode{"infantry", "vehicle"} {
		g, err := ground.New(table(), rates.Rate, ground.Options{Mode: mode, Open: 1})
		if err != nil {
			fmt.Println(err)
			return
		}
		c, _ := g.Cost(nil, orb.LineString{{2, 4}, {10, 4}})
		fmt.Printf("%s: %v (blocked %v)\n", mode, c.Total, c.Blocked)
	}
	// Output:
	// infantry: 12 (blocked false)
	// vehicle: +Inf (blocked true)
}

// Ground.Cost prices a path leg by leg and Explain shows the working: open
// ground, the wood, the hedge crossing.
func ExampleGround_Explain() {
	g, _ := ground.New(table(), rates.Rate, ground.Options{Open: 1})
	var tape ground.Tape // reusable scratch: measuring allocates nothing once warm
	c, err := g.Cost(&tape, orb.LineString{{2, 3}, {10, 3}, {22, 3}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(g.Explain(c))
	// Output:
	// total 25
	// leg 0 (2 3)-(10 3) length 8: 12
	//   stretch open at (2 3) length 2 x 1 = 2
	//   stretch wood "wood-1" at (4 3) length 4 x 2 = 8
	//   stretch open at (8 3) length 2 x 1 = 2
	// leg 1 (10 3)-(22 3) length 12: 13
	//   stretch open at (10 3) length 12 x 1 = 12
	//   crossing hedge "hedge-1" at (20 3) = 1
}

// Ground elevation is climbed: onto the 2-inch hill at +1 MP per inch of
// rise, and down again for nothing; the hill's own rate is 1 per inch.
// Height says where the ground height comes from: here each feature's
// Elevation (the ground), never its obstacle Height.
func ExampleOptions_climb() {
	elevation := func(b *terrain.Board, i int) (float64, bool) {
		f := b.Feature(i)
		return f.Elevation, f.HasElevation
	}
	g, _ := ground.New(table(), rates.Rate, ground.Options{Open: 1, Height: elevation, Climb: terrain.Climb{PerRise: 1}})
	c, _ := g.Cost(nil, orb.LineString{{2, 10}, {10, 10}})
	fmt.Print(g.Explain(c))
	// Output:
	// total 10
	// leg 0 (2 10)-(10 10) length 8: 10
	//   stretch open at (2 10) length 2 x 1 = 2
	//   climb 2 at (4 10) = 2
	//   stretch hill "hill-1" at (4 10) length 4 x 1 = 4
	//   climb -2 at (8 10) = 0
	//   stretch open at (8 10) length 2 x 1 = 2
}

// CheapestPath goes round the lake rather than through it, along its
// shore (moving along an impassable area's edge is allowed): 2√2 to a
// corner, 4 along the edge, 2√2 to the goal. Its cost is exactly
// Ground.Cost of the path it returns.
func ExampleGround_CheapestPath() {
	g, _ := ground.New(table(), rates.Rate, ground.Options{Open: 1})
	path, c, err := g.CheapestPath(orb.Point{10, 6}, orb.Point{18, 6}, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("path:", path)
	fmt.Printf("cost %.3f, straight line 8 is blocked\n", c.Total)
	// Output:
	// path: [[10 6] [12 4] [16 4] [18 6]]
	// cost 9.657, straight line 8 is blocked
}

// Furthest is the lead figure's move: straight on until the allowance runs
// out. With 6 MP from x = 1 the figure walks 3 inches of open ground and
// then 1.5 inches into the wood at 2 MP per inch.
func ExampleGround_Furthest() {
	g, _ := ground.New(table(), rates.Rate, ground.Options{Open: 1})
	p, c, err := g.Furthest(nil, orb.Point{1, 4}, orb.Point{1, 0}, 6)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("stops at", p, "for", c.Total, "MP")
	// Output:
	// stops at [5.5 4] for 6 MP
}
