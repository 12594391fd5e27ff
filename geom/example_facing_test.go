package geom_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// A model at the origin faces +x with a 90° front arc: a target at
// (10, 10) is exactly on the arc's edge, and the front arc is closed, so
// it may be shot. A 25 mm base (radius 0.5 in) straddling the edge is
// partly in the front, partly in the flank.
func ExampleArcs() {
	arcs := geom.DefaultArcs() // four 90° quarters, edges to the front
	at, east := orb.Point{0, 0}, geom.FacingDegrees(0)
	for _, p := range []orb.Point{{10, 0}, {10, 10}, {0, 10}, {-10, 0}} {
		fmt.Println(p, arcs.Of(at, east, p))
	}
	base := geom.Disc{Center: orb.Point{10, 10}, R: 0.5}
	fmt.Println(arcs.Disc(at, east, geom.Front, base), "/", arcs.Disc(at, east, geom.Flank, base))
	// Output:
	// [10 0] front
	// [10 10] front
	// [0 10] flank
	// [-10 0] rear
	// partly in arc / partly in arc
}
