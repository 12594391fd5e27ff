package geom_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// May a 1-inch base stand against a house? Touching the wall is allowed,
// overlapping it is not, and the verdict is exact: the base centred 0.5 in
// from the wall touches it, however the radius rounds.
//
//	   +------+
//	( )| house|
//	   +------+
func ExampleDisc_OverlapsInterior() {
	house := geom.Polygon{{{0, 0}, {4, 0}, {4, 3}, {0, 3}, {0, 0}}}
	for _, x := range []float64{-0.5, -0.4, -1} {
		base := geom.Disc{Center: orb.Point{x, 1.5}, R: 0.5}
		fmt.Printf("centre %4.1f: overlaps %-5v compare %+d\n", x, base.OverlapsInterior(house), base.CmpInterior(house))
	}
	// Output:
	// centre -0.5: overlaps false compare +0
	// centre -0.4: overlaps true  compare -1
	// centre -1.0: overlaps false compare +1
}
