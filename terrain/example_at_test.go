package terrain_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// What stands at a point, and how high the ground is there: a wood 3 in
// tall on a hill of elevation 2 puts a figure 2 in up, not 5.
func ExampleBoard_AppendAt() {
	square := func(x0, y0, x1, y1 float64) geom.Polygon {
		return geom.Polygon{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
	}
	b, _ := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{48, 48}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("hill"), terrain.NewType("woods")},
		Features: []terrain.Feature{
			terrain.NewArea("hill-1", "hill", square(10, 10, 30, 30)).WithElevation(2),
			terrain.NewArea("woods-1", "woods", square(20, 20, 40, 40)).WithHeight(3),
		},
	})
	for _, p := range []orb.Point{{25, 25}, {35, 35}, {5, 5}} {
		var ids []string
		for _, i := range b.AppendAt(nil, p) {
			ids = append(ids, b.Feature(i).ID)
		}
		e, _ := b.ElevationAt(p)
		fmt.Println(p, ids, "ground", e)
	}
	// Output:
	// [25 25] [hill-1 woods-1] ground 2
	// [35 35] [woods-1] ground 0
	// [5 5] [] ground 0
}
