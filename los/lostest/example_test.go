package lostest_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/lostest"
)

// A ruleset checks its base-to-base sight against the laws: the verdict is
// the same both ways, and adding a blocker never creates a line of sight.
// In a test, feed the checks rapid-generated scenes; a nil error means the
// law holds.
func Example() {
	q := los.BaseQuery{
		From: geom.Disc{Center: orb.Point{0, 0}, R: 1},
		To:   geom.Disc{Center: orb.Point{10, 0}, R: 1},
		Blockers: []los.Blocker{
			{Disc: geom.Disc{Center: orb.Point{5, 0.3}, R: 1.2}},
		},
	}
	wall := los.Blocker{Poly: geom.Polygon{orb.Ring{{4, -4}, {6, -4}, {6, -0.5}, {4, -0.5}, {4, -4}}}}
	fmt.Println("symmetry:", lostest.CheckBaseSymmetry(q))
	fmt.Println("monotone:", lostest.CheckBaseMonotone(q, wall))
	// Output:
	// symmetry: <nil>
	// monotone: <nil>
}
