package ground_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// A path along a lone wood's edge pays the open ground outside it by
// default, whichever side of the wood it runs along; EdgeDearer pays the
// wood. Between two areas, the cheaper (or dearer) side.
func ExampleEdge() {
	b, _ := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{48, 48}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("wood"), terrain.NewType("marsh")},
		Features: []terrain.Feature{
			terrain.NewArea("wood-1", "wood", rect(10, 10, 20, 20)),
			terrain.NewArea("marsh-1", "marsh", rect(20, 10, 30, 20)),
		},
	})
	rates := ground.RateTable{"wood": {"": {PerUnit: 2}}, "marsh": {"": {PerUnit: 3}}}
	for _, e := range []ground.Edge{ground.EdgeCheaper, ground.EdgeDearer} {
		g, _ := ground.New(b, rates.Rate, ground.Options{Open: 1, Edge: e})
		fmt.Print(e, ":")
		for _, p := range []orb.LineString{{{10, 10}, {20, 10}}, {{10, 20}, {10, 10}}, {{20, 10}, {20, 20}}} {
			pc, _ := g.Cost(nil, p)
			fmt.Print(" ", pc.Total)
		}
		fmt.Println()
	}
	// Output:
	// cheaper: 10 10 20
	// dearer: 20 20 30
}
