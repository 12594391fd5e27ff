package terrain_test

import (
	"fmt"
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// Limits apply to boards built in code too: a coordinate beyond
// MaxCoordinate, or not finite, is refused before anything is indexed.
func ExampleLimits_NewBoard() {
	d := terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{5000, 5000}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("rock")},
		Features: []terrain.Feature{
			terrain.NewPoint("rock-1", "rock", orb.Point{4000, 10}),
			terrain.NewPoint("rock-2", "rock", orb.Point{math.NaN(), 10}),
		},
	}
	_, err := terrain.Limits{MaxCoordinate: 1000}.NewBoard(d)
	fmt.Println(err)
	// Output:
	// terrain: board (extent): extent {[0 0] [5000 5000]} exceeds ±1000 (Limits.MaxCoordinate)
	// terrain: feature "rock-2" (features[1]): point (NaN 10) is not finite
}

// A key a ruleset reads only if the map has it is Optional: CheckKeys
// does not report it when no type carries it, as it does a required key.
func ExampleOptional() {
	types := []terrain.Type{terrain.NewType("clear", terrain.Number("mp").Is(1)), terrain.NewType("track", terrain.Flag("roads").Is(true))}
	road := terrain.Flag("road")
	fmt.Println(terrain.CheckKeys(types, terrain.Optional(road)))
	fmt.Println(terrain.CheckKeys(types, road))
	// Output:
	// <nil>
	// terrain: key "road" (flag): no terrain type has this trait; did you mean "roads"?
}

// On a hex map, elevation is the ground (a hill two levels up) and height
// an obstacle standing on it (a wood one level tall): sight reads both,
// movement climbs only the elevation.
func ExampleHexMap_Elevation() {
	hill := hex.Hex{Q: 1, R: 1}
	m, err := terrain.NewHexMap(terrain.HexMapData{
		Cols: 3, Rows: 3, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("wooded hill")},
		Hexes: []terrain.HexData{{Hex: hill, Type: "wooded hill", Elevation: 2, Height: 1}},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	e, _ := m.Elevation(hill)
	h, _ := m.Height(hill)
	fmt.Printf("ground %v, obstacle %v, top of the trees %v\n", e, h, e+h)
	// Output:
	// ground 2, obstacle 1, top of the trees 3
}
