package los_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/terrain"
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

// Hexside hindrance: a hedge on a hexside adds 1 each time the line
// crosses it, and a threshold of 2 hides the target behind two hedges.
func ExampleHexRules_sideHindrance() {
	hind := terrain.Number("hindrance")
	a, b, c := hex.Hex{Q: 1, R: 3}, hex.Hex{Q: 2, R: 3}, hex.Hex{Q: 3, R: 3}
	s1, _ := hex.SideBetween(a, b)
	s2, _ := hex.SideBetween(b, c)
	m, err := terrain.NewHexMap(terrain.HexMapData{
		Cols: 10, Rows: 10, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("hedge", hind.Is(1))},
		Sides: []terrain.SideData{
			{Side: s1, SideFeature: terrain.SideFeature{Type: "hedge"}},
			{Side: s2, SideFeature: terrain.SideFeature{Type: "hedge"}},
		},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	hs, _ := hexsight.New(m, hexsight.Rules{SideHindrance: hind, Threshold: hexsight.Threshold{Limit: 2}})
	var tr hexsight.Tracer
	for _, to := range []hex.Hex{b, c, {Q: 4, R: 3}} {
		v, _ := hs.LoS(&tr, a, to)
		fmt.Printf("to %v: seen %v, hindrance %v\n", to, v.Seen, v.Score)
	}
	// Output:
	// to (2,3): seen true, hindrance 1
	// to (3,3): seen false, hindrance 2
	// to (4,3): seen false, hindrance 2
}
