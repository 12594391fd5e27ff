package los_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
)

// Sight.Heights gives the height of a 3D sight line where it enters and
// leaves a feature, the same both ways to the last bit: from 10 m up to
// the ground 50 m away, the line is 8 m up entering the wood at 10 m and
// 6 m up leaving it at 20 m.
func ExampleSight_Heights() {
	b := sampleBoard()
	sg, err := los.NewTracer(b).Trace(geom.Segment{A: orb.Point{0, 0}, B: orb.Point{50, 0}}, 10, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	c := &sg.Crossings[0]
	enter, leave := sg.Heights(c)
	fmt.Printf("%s: %.4g m entering, %.4g m leaving; halfway %.4g m\n", b.Feature(c.Feature).ID, enter, leave, sg.HeightAt(0.5))
	// Output:
	// wood-1: 8 m entering, 6 m leaving; halfway 5 m
}
