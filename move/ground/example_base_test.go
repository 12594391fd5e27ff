package ground_test

import (
	"fmt"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
)

// A point skirts the lake along its shore; a 1-inch base (radius 0.5 in)
// on the same line would have half of itself in the water, and is
// stopped where its rim first meets the shore. Half an inch out, its rim
// runs along the shore, which is allowed.
func ExampleOptions_clearance() {
	point, _ := ground.New(table(), rates.Rate, ground.Options{Open: 1})
	base, _ := ground.New(table(), rates.Rate, ground.Options{Open: 1, Clearance: 0.5})
	along := orb.LineString{{10, 4}, {18, 4}}
	c, _ := point.Cost(nil, along)
	fmt.Println("a point along the shore:", c.Total)
	c, _ = base.Cost(nil, along)
	fmt.Print(base.Explain(c))
	c, _ = base.Cost(nil, orb.LineString{{10, 3.5}, {18, 3.5}})
	fmt.Println("a base half an inch out:", c.Total)
	// Output:
	// a point along the shore: 8
	// total +Inf
	// leg 0 (10 4)-(18 4) length 8: +Inf
	//   stretch open at (10 4) length 1.5 x 1 = 1.5
	//   contact lake "lake-1" at (11.5 4): blocked
	// blocked at (11.5 4) on leg 0: base overlaps impassable area (lake "lake-1")
	// a base half an inch out: 8
}

// Every place a 1-inch base can reach with 8 MP on a 1-inch lattice: it
// goes round the lake at half an inch and pays double in the wood (by
// the terrain under its centre); no place is within its radius of the
// water or the table's edge. The path to each place is CheapestPath's,
// and costs what Cost says of it: to (17, 5) it rounds the lake's corner
// on the points of a polygon circumscribed about the base's offset.
// Below, @ is the start, o a place reached, ~ the lake, . out of reach
// (the top row is y = 12).
func ExampleGround_Reach() {
	g, _ := ground.New(table(), rates.Rate, ground.Options{Open: 1, Clearance: 0.5})
	from := orb.Point{10, 3}
	var tape ground.Tape // reusable: a warm Reach allocates nothing
	r, err := g.Reach(&tape, from, 8, ground.ReachOptions{Lattice: ground.Lattice{Spacing: 1}})
	if err != nil {
		fmt.Println(err)
		return
	}
	lake := table().Feature(1).Polygon
	for j := 12; j >= 0; j-- {
		var row strings.Builder
		for i := 0; i <= 24; i++ {
			q := r.Lattice.Point(i, j)
			_, reached := r.Find(i, j)
			switch {
			case q == from:
				row.WriteByte('@')
			case lake.Locate(q) != geom.Outside:
				row.WriteByte('~')
			case reached:
				row.WriteByte('o')
			default:
				row.WriteByte('.')
			}
		}
		fmt.Println(row.String())
	}
	if k, ok := r.Find(17, 5); ok {
		fmt.Printf("to (17 5): %.2f MP by %.2f\n", r.Places[k].Cost, r.Path(k))
	}
	// Output:
	// .........................
	// ..........o..............
	// .......ooooooo...........
	// .....ooooooooo...........
	// .....ooooooo~~~~~........
	// ....oooooooo~~~~~........
	// ....oooooooo~~~~~........
	// ......oooooo~~~~~o.......
	// ......oooooo~~~~~o.......
	// ...ooooooo@oooooooo......
	// ...ooooooooooooooo.......
	// ...ooooooooooooooo.......
	// .........................
	// to (17 5): 7.92 MP by [[10.00 3.00] [16.10 3.50] [16.28 3.58] [16.42 3.72] [17.00 5.00]]
}

// The two readings of a base that straddles a wood's edge: by the
// terrain under its centre (the default), or by any part of it.
func ExampleStraddle() {
	along := orb.LineString{{3.75, 3}, {3.75, 5}} // the rim a quarter inch into the wood
	for _, s := range []ground.Straddle{ground.StraddleCentre, ground.StraddleAnyPart} {
		g, _ := ground.New(table(), rates.Rate, ground.Options{Open: 1, Clearance: 0.5, Straddle: s})
		c, _ := g.Cost(nil, along)
		fmt.Printf("%s: %v MP\n", s, c.Total)
	}
	// Output:
	// centre: 2 MP
	// any-part: 4 MP
}

// The place nearest a point a player aims at: the lattice point nearest
// it, if the mover reaches it.
func ExampleReach_Near() {
	g, _ := ground.New(table(), rates.Rate, ground.Options{Open: 1, Clearance: 0.5})
	r, err := g.Reach(nil, orb.Point{10, 3}, 8, ground.ReachOptions{Lattice: ground.Lattice{Spacing: 1}})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, aim := range []orb.Point{{17.2, 4.9}, {14, 6}} {
		if k, ok := r.Near(aim); ok {
			fmt.Printf("aiming at %v: %v for %.2f MP\n", aim, r.Places[k].At, r.Places[k].Cost)
		} else {
			fmt.Printf("aiming at %v: out of reach\n", aim)
		}
	}
	// Output:
	// aiming at [17.2 4.9]: [17 5] for 7.92 MP
	// aiming at [14 6]: out of reach
}
