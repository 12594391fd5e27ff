package geom_test

import (
	"fmt"
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// Two bases of radius 0.8 in (about 40 mm across) whose centres are 3.6 in
// apart are exactly 2 in apart edge to edge: "within 2 in" holds, decided
// exactly (in float64, 0.8 + 0.8 + 2 is exactly 3.6).
//
//	 .--.          .--.
//	( A  )<-2 in->( B  )
//	 '--'          '--'
func ExampleDisc_Within() {
	a := geom.Disc{Center: orb.Point{0, 0}, R: 0.8}
	b := geom.Disc{Center: orb.Point{3.6, 0}, R: 0.8}
	fmt.Printf("edge to edge: %.2f in\n", a.Distance(b))
	fmt.Println("within 2 in:", a.Within(b, 2))
	fmt.Println("within 1.5 in:", a.Within(b, 1.5))
	// Output:
	// edge to edge: 2.00 in
	// within 2 in: true
	// within 1.5 in: false
}

// The distance between two terrain footprints: 0 when they touch or one
// holds the other, otherwise the gap between their nearest edges.
func ExamplePolygonDistance() {
	wood := geom.Polygon{{{0, 0}, {4, 0}, {4, 3}, {0, 3}, {0, 0}}}
	house := geom.Polygon{{{7, 7}, {9, 7}, {9, 9}, {7, 9}, {7, 7}}}
	shed := geom.Polygon{{{1, 1}, {2, 1}, {2, 2}, {1, 2}, {1, 1}}} // inside the wood
	fmt.Println(geom.PolygonDistance(wood, house))
	fmt.Println(geom.PolygonDistance(wood, shed))
	// Output:
	// 5
	// 0
}

// The outer tangents of two bases bound the band that every sight line from
// one to the other sweeps: the critical lines of base-to-base LoS.
//
//	(0,1) ______________ (10,1)
//	    (A)            (B)
//	(0,-1) ‾‾‾‾‾‾‾‾‾‾‾‾‾‾ (10,-1)
func ExampleDisc_OuterTangents() {
	a := geom.Disc{Center: orb.Point{0, 0}, R: 1}
	b := geom.Disc{Center: orb.Point{10, 0}, R: 1}
	left, right, ok := a.OuterTangents(b)
	fmt.Println(ok)
	fmt.Println("left: ", left.A, "->", left.B)
	fmt.Println("right:", right.A, "->", right.B)
	// Output:
	// true
	// left:  [0 1] -> [10 1]
	// right: [0 -1] -> [10 -1]
}

// A piece is drawn once, about its own anchor and facing +x, then placed on
// the table: turned a quarter counter-clockwise and put down with its anchor
// at (20, 10).
func ExamplePlacement() {
	tank := geom.Polygon{{{-1, -0.5}, {1, -0.5}, {1, 0.5}, {-1, 0.5}, {-1, -0.5}}}
	place := geom.Placement(orb.Point{0, 0}, math.Pi/2, orb.Point{20, 10})
	fmt.Println(place.ApplyPolygon(tank))
	fmt.Println(place.ApplyPoint(orb.Point{1, 0})) // the front
	// Output:
	// [[[20.5 9] [20.5 11] [19.5 11] [19.5 9] [20.5 9]]]
	// [20 11]
}
