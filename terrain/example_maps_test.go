package terrain_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// A hex map from JSON: hexes and hexsides are named by their printed
// labels, and a hex may carry a ground elevation and an obstacle height.
func ExampleLoadHexMap() {
	const data = `{
  "cols": 4, "rows": 3,
  "labels": {"offset": "odd-q", "col": {"style": "digits", "width": 2, "first": 1}, "row": {"style": "digits", "width": 2, "first": 1}},
  "types": [{"name": "clear", "traits": {"mp": 1}}, {"name": "forest", "traits": {"mp": 2, "blocksLos": true}},
            {"name": "river", "traits": {"riverMP": 2}}],
  "fill": "clear",
  "hexes": [{"hex": "0202", "type": "forest", "elevation": 1, "height": 2}],
  "hexsides": [{"between": ["0202", "0302"], "type": "river"}]
}`
	m, err := terrain.LoadHexMap([]byte(data))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(m.Cols(), "x", m.Rows(), "hexes:", m.Len())
	for _, label := range []string{"0101", "0202"} {
		h, _ := m.Parse(label)
		t, _ := m.Terrain(h)
		e, _ := m.Elevation(h)
		ht, _ := m.Height(h)
		fmt.Printf("%s: %s, elevation %v, obstacle height %v\n", label, t.Name, e, ht)
	}
	a, _ := m.Parse("0202")
	b, _ := m.Parse("0302")
	s, _ := hex.SideBetween(a, b)
	fs, _ := m.SideFeatures(s)
	fmt.Println("0202/0302:", fs[0].Type)
	// Output:
	// 4 x 3 hexes: 12
	// 0101: clear, elevation 0, obstacle height 0
	// 0202: forest, elevation 1, obstacle height 2
	// 0202/0302: river
}

// A misspelt member of a hex map file is an error naming it, not an
// elevation silently lost.
func ExampleLoadHexMap_error() {
	const data = `{"cols": 2, "rows": 2,
  "labels": {"offset": "odd-q", "col": {"style": "digits", "width": 2, "first": 1}, "row": {"style": "digits", "width": 2, "first": 1}},
  "types": [{"name": "clear", "traits": {}}], "fill": "clear",
  "hexes": [{"hex": "0101", "elevaton": 2}]}`
	_, err := terrain.LoadHexMap([]byte(data))
	fmt.Println(err)
	// Output:
	// terrain: hex "0101" (hexes[0]): unknown member "elevaton"; did you mean "elevation"?
}

// Limits bound what a loader accepts: a file declaring a 10,000 × 10,000
// map is refused before anything is allocated for its hexes.
func ExampleLimits_LoadHexMap() {
	const data = `{"cols": 10000, "rows": 10000,
  "labels": {"offset": "odd-q", "col": {"style": "digits", "width": 5, "first": 1}, "row": {"style": "digits", "width": 5, "first": 1}},
  "types": [{"name": "clear", "traits": {}}], "fill": "clear"}`
	_, err := terrain.Limits{MaxHexes: 1 << 16}.LoadHexMap([]byte(data))
	fmt.Println(err)
	// Output:
	// terrain: hex map (cols): size 10000 x 10000 is outside 1..10000 on a side or 65536 hexes (Limits.MaxHexes)
}

// A GeoJSON board loaded within tighter Limits: a table file with more
// features than a ruleset allows is refused with a clear error.
func ExampleLimits_LoadBoard() {
	const data = `{"type": "FeatureCollection",
 "warkit": {"unit": "in", "extent": [0, 0, 48, 48], "types": [{"name": "rock", "traits": {}}]},
 "features": [
  {"type": "Feature", "properties": {"id": "rock-1", "type": "rock"}, "geometry": {"type": "Point", "coordinates": [10, 10]}},
  {"type": "Feature", "properties": {"id": "rock-2", "type": "rock"}, "geometry": {"type": "Point", "coordinates": [20, 10]}},
  {"type": "Feature", "properties": {"id": "rock-3", "type": "rock"}, "geometry": {"type": "Point", "coordinates": [30, 10]}}]}`
	b, err := terrain.LoadBoard([]byte(data))
	fmt.Println("default limits:", b.Len(), "features,", err)
	_, err = terrain.Limits{MaxFeatures: 2}.LoadBoard([]byte(data))
	fmt.Println(err)
	// Output:
	// default limits: 3 features, <nil>
	// terrain: board (features): 3 features, at most 2 (Limits.MaxFeatures)
}

// Elevation is the ground (a hill's top: movement climbs it, sight stands
// on it); Height is an obstacle on it (a wood's trees: sight reads it,
// movement does not climb it). A wood on a hill has both.
func ExampleFeature_WithElevation() {
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{48, 48}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("hill"), terrain.NewType("wood")},
		Features: []terrain.Feature{
			terrain.NewArea("hill-1", "hill", square(10, 10, 20)).WithElevation(2),
			terrain.NewArea("wood-1", "wood", square(15, 15, 5)).WithElevation(2).WithHeight(3),
		},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, f := range b.All() {
		fmt.Printf("%s: elevation %v (set %v), height %v (set %v)\n", f.ID, f.Elevation, f.HasElevation, f.Height, f.HasHeight)
	}
	// Output:
	// hill-1: elevation 2 (set true), height 0 (set false)
	// wood-1: elevation 2 (set true), height 3 (set true)
}

// Saving and loading a board keeps every feature, elevation and height.
func ExampleSaveBoard() {
	b, _ := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{10, 10}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("wall", terrain.Flag("blocks").Is(true))},
		Features: []terrain.Feature{
			terrain.NewLine("wall-1", "wall", orb.LineString{{1, 1}, {9, 1}}).WithHeight(2),
		},
	})
	data, err := terrain.SaveBoard(b)
	if err != nil {
		fmt.Println(err)
		return
	}
	back, err := terrain.LoadBoard(data)
	if err != nil {
		fmt.Println(err)
		return
	}
	f := back.Feature(0)
	blocks, _ := terrain.Get(back.Traits(0), terrain.Flag("blocks"))
	fmt.Println(f.ID, f.Shape, f.LineString, "height", f.Height, "blocks", blocks)
	// Output:
	// wall-1 line [[1 1] [9 1]] height 2 blocks true
}

// SaveHexMap writes the JSON format LoadHexMap reads.
func ExampleSaveHexMap() {
	m, _ := terrain.NewHexMap(terrain.HexMapData{
		Cols: 2, Rows: 1, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear", terrain.Number("mp").Is(1))},
		Hexes: []terrain.HexData{{Hex: hex.Hex{}, Elevation: 1}},
	})
	data, err := terrain.SaveHexMap(m)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(string(data))
	// Output:
	// {
	//   "cols": 2,
	//   "rows": 1,
	//   "labels": {"offset":"odd-q","rowFirst":false,"separator":"","col":{"style":"digits","width":2,"first":1,"descending":false},"row":{"style":"digits","width":2,"first":1,"descending":false}},
	//   "types": [
	//     {"name": "clear", "traits": {"mp": 1}}
	//   ],
	//   "fill": "clear",
	//   "hexes": [
	//     {"hex": "0101", "type": "clear", "elevation": 1}
	//   ],
	//   "hexsides": [
	//   ]
	// }
}

// A board finds the features near a sight line or inside a rectangle
// without looking at the others, and features by their ID.
func ExampleBoard_AppendCandidatesInBound() {
	b, _ := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{100, 100}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("wood")},
		Features: []terrain.Feature{
			terrain.NewArea("wood-1", "wood", square(10, 10, 10)),
			terrain.NewArea("wood-2", "wood", square(60, 60, 10)),
			terrain.NewArea("wood-3", "wood", square(15, 70, 10)),
		},
	})
	for _, i := range b.AppendCandidatesInBound(nil, orb.Bound{Min: orb.Point{0, 0}, Max: orb.Point{30, 80}}) {
		fmt.Println("in the west half:", b.Feature(i).ID)
	}
	i, ok := b.FeatureByID("wood-2")
	fmt.Println("wood-2 is feature", i, ok)
	// Output:
	// in the west half: wood-1
	// in the west half: wood-3
	// wood-2 is feature 1 true
}

// BoardData.Validate reports every problem, each naming the feature.
func ExampleBoardData_Validate() {
	d := terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{10, 10}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("wood")},
		Features: []terrain.Feature{
			terrain.NewArea("wood-1", "wood", geom.Polygon{orb.Ring{{1, 1}, {5, 1}, {5, 5}, {1, 5}}}),
			terrain.NewArea("wood-2", "forest", square(2, 2, 3)),
			terrain.NewArea("wood-3", "wood", square(8, 8, 5)),
		},
	}
	fmt.Println(d.Validate())
	// Output:
	// terrain: feature "wood-1" (features[0]): ring 0 point 3: not closed (last point differs from point 0)
	// terrain: feature "wood-2" (features[1]): unknown type "forest"
	// terrain: feature "wood-3" (features[2]): point (13 8) lies outside the extent [0 0, 10 10]
}

// square returns the axis-aligned square [x0, x0+s] × [y0, y0+s].
func square(x0, y0, s float64) geom.Polygon {
	return geom.Polygon{orb.Ring{{x0, y0}, {x0 + s, y0}, {x0 + s, y0 + s}, {x0, y0 + s}, {x0, y0}}}
}
