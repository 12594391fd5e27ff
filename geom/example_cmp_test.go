package geom_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// A rule that forbids ending "closer than 5" and one that allows "within
// 5" disagree only at exactly 5: the three-way comparison answers both.
func ExampleDisc_CmpDistance() {
	a := geom.Disc{Center: orb.Point{0, 0}, R: 1}
	b := geom.Disc{Center: orb.Point{6, 8}, R: 4} // centres 10 apart: 5 edge to edge
	c := a.CmpDistance(b, 5)
	fmt.Println("closer than 5:", c < 0)
	fmt.Println("within 5:", c <= 0, a.Within(b, 5))
	// Output:
	// closer than 5: false
	// within 5: true true
}

// 0.3 / 0.1 rounds to 2.9999999999999996, yet three units of 0.1 are
// needed to cover 0.3: Units counts with the exact product k·u.
func ExampleUnits() {
	fmt.Println(geom.Units(0.3, 0.1, true), geom.Units(0.3, 0.1, false))
	fmt.Println(geom.Units(10, 5, true), geom.Units(11, 5, true), geom.Units(11, 5, false))
	// Output:
	// 3 2
	// 2 3 2
}

// Is a wood within 2 of a road? A rule that says "within" means <= 0, a
// rule that says "closer than" means < 0; at exactly 2 they differ.
//
//	y
//	5 +  +-----+  wood
//	  |  |     |
//	3 +  +-----+
//	  |
//	1 +----------- road
//	  0  2     6
func ExampleSegment_CmpDistanceToPolygon() {
	road := geom.Segment{A: orb.Point{0, 1}, B: orb.Point{10, 1}}
	wood := geom.Polygon{{{2, 3}, {6, 3}, {6, 5}, {2, 5}, {2, 3}}}
	c := road.CmpDistanceToPolygon(wood, 2)
	fmt.Println("within 2:", c <= 0)
	fmt.Println("closer than 2:", c < 0)
	// Output:
	// within 2: true
	// closer than 2: false
}
