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
