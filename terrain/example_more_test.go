package terrain_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// An enumeration trait accepts only its members: a type saying "medium"
// cover is an error when read with a key that knows none, light and heavy.
func ExampleEnum() {
	cover := terrain.Enum("cover", "none", "light", "heavy")
	fmt.Println(cover, cover.Members())
	v, err := terrain.Get(terrain.NewType("orchard", cover.Is("light")), cover)
	fmt.Println(v, err)
	_, err = terrain.Get(terrain.NewType("scrub", terrain.Enum("cover", "medium").Is("medium")), cover)
	fmt.Println(err)
	// Output:
	// cover (enum none|light|heavy) [none light heavy]
	// light <nil>
	// terrain: type "scrub": trait "cover" is "medium", not one of none, light, heavy
}

// A feature overrides its type's traits: one wood is thinner than the
// others. FeatureColumn resolves the trait for every feature at once.
func ExampleFeature_WithTraits() {
	vis := terrain.Number("visibility")
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{100, 100}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("wood", vis.Is(2)), terrain.NewType("road")},
		Features: []terrain.Feature{
			terrain.NewArea("wood-1", "wood", square(10, 10, 20)),
			terrain.NewArea("wood-2", "wood", square(50, 50, 20)).WithTraits(vis.Is(1)),
			terrain.NewLine("road-1", "road", orb.LineString{{0, 40}, {100, 40}}),
		},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	col, _ := terrain.FeatureColumn(b, vis)
	for i, f := range b.All() {
		v, ok := col.Lookup(i)
		fmt.Printf("%s: visibility %v (has it: %v)\n", f.ID, v, ok)
	}
	// Output:
	// wood-1: visibility 2 (has it: true)
	// wood-2: visibility 1 (has it: true)
	// road-1: visibility 0 (has it: false)
}

// AppendCandidates lists the features whose bounding boxes a sight line
// may touch, in index order: a superset of what it crosses, found without
// looking at the rest of the board. wood-2 lies far off the line.
func ExampleBoard_AppendCandidates() {
	b, _ := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{100, 100}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("wood"), terrain.NewType("house")},
		Features: []terrain.Feature{
			terrain.NewArea("wood-1", "wood", square(10, 40, 20)),
			terrain.NewArea("wood-2", "wood", square(10, 80, 10)),
			terrain.NewPoint("house-1", "house", orb.Point{70, 50}),
		},
	})
	s := geom.Segment{A: orb.Point{0, 50}, B: orb.Point{90, 50}}
	for _, i := range b.AppendCandidates(nil, s) {
		fmt.Println(b.Feature(i).ID)
	}
	// Output:
	// wood-1
	// house-1
}

// A hexside may carry several features, each with its own obstacle
// height: a wall 1 level high and a road crossing.
func ExampleHexMap_SideFeatures() {
	a, c := hex.Hex{Q: 1, R: 1}, hex.Hex{Q: 2, R: 1}
	side, _ := hex.SideBetween(a, c)
	m, err := terrain.NewHexMap(terrain.HexMapData{
		Cols: 4, Rows: 4, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("wall"), terrain.NewType("road")},
		Sides: []terrain.SideData{
			{Side: side, SideFeature: terrain.SideFeature{Type: "wall", Height: 1, HasHeight: true}},
			{Side: side, SideFeature: terrain.SideFeature{Type: "road"}},
		},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	// The same side is found from either hex.
	back, _ := hex.SideBetween(c, a)
	fs, ok := m.SideFeatures(back)
	fmt.Println(ok, fs)
	// Output:
	// true [{wall 1 true} {road 0 false}]
}

// NewHexMap reports every problem of the data, naming hexes by label.
func ExampleNewHexMap() {
	_, err := terrain.NewHexMap(terrain.HexMapData{
		Cols: 3, Rows: 3, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear")},
		Hexes: []terrain.HexData{
			{Hex: hex.Hex{Q: 1, R: 0}, Type: "marsh"},
			{Hex: hex.Hex{Q: 9, R: 9}, Type: "clear"},
		},
	})
	fmt.Println(err)
	// Output:
	// terrain: hex "0201" (hexes[0]): unknown type "marsh"
	// terrain: hex "1014" (hexes[1]): outside the map (3 x 3)
}

// Hexes walks a hex map row by row; each hex has its label and type.
func ExampleHexMap_Hexes() {
	m, _ := terrain.NewHexMap(terrain.HexMapData{
		Cols: 3, Rows: 2, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("town")},
		Hexes: []terrain.HexData{{Hex: hex.StandardLabels.Offset.ToHex(hex.Offset{Col: 1, Row: 1}), Type: "town"}},
	})
	for h := range m.Hexes() {
		label, _ := m.Label(h)
		t, _ := m.Terrain(h)
		fmt.Print(label, ":", t.Name, " ")
	}
	fmt.Println()
	// Output:
	// 0101:clear 0201:clear 0301:clear 0102:clear 0202:town 0302:clear
}

// Trait values are typed: a Value knows its kind and converts only to it.
func ExampleValue() {
	for _, v := range []terrain.Value{terrain.NumberValue(2.5), terrain.FlagValue(true), terrain.EnumValue("heavy")} {
		_, isNumber := v.Number()
		_, isFlag := v.Flag()
		fmt.Printf("%v (%v): a number %v, a flag %v\n", v, v.Kind(), isNumber, isFlag)
	}
	// Output:
	// 2.5 (number): a number true, a flag false
	// true (flag): a number false, a flag true
	// "heavy" (enum): a number false, a flag false
}
