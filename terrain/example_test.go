package terrain_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// A ruleset declares the traits it reads, once.
var (
	Visibility = terrain.Number("visibility")
	Cover      = terrain.Number("cover")
	Opaque     = terrain.Flag("opaque")
	MP         = terrain.Number("mp")
)

// Build a small board in code, ask which features a sight line may touch,
// and read their traits.
//
//	 y
//	40 +--------------------------------------+
//	   |        wood-1            |hedge-1     |
//	   |      +--------+          |            |
//	   |  A---|--------|----------|-------B    |
//	   |      +--------+          |            |
//	 0 +--------------------------------------+ x
//	   0     10       20         30           60
func Example_board() {
	wood := terrain.NewType("wood", Visibility.Is(2), Cover.Is(10))
	hedge := terrain.NewType("hedge", Visibility.Is(1), Opaque.Is(false))
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Min: orb.Point{0, 0}, Max: orb.Point{60, 40}},
		Unit:   "m",
		Types:  []terrain.Type{wood, hedge},
		Features: []terrain.Feature{
			terrain.NewArea("wood-1", "wood", geom.Polygon{{{10, 10}, {20, 10}, {20, 30}, {10, 30}, {10, 10}}}),
			terrain.NewLine("hedge-1", "hedge", orb.LineString{{30, 0}, {30, 40}}).WithHeight(1.5),
			terrain.NewArea("wood-2", "wood", geom.Polygon{{{40, 30}, {50, 30}, {50, 38}, {40, 30}}}).
				WithTraits(Visibility.Is(1)),
		},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	sight := geom.Segment{A: orb.Point{5, 20}, B: orb.Point{45, 20}}
	vis, _ := terrain.FeatureColumn(b, Visibility) // precompiled, for hot loops
	for _, i := range b.AppendCandidates(nil, sight) {
		f := b.Feature(i)
		fmt.Printf("%s (%s): visibility %g\n", f.ID, f.Type, vis.At(i))
	}
	cover, err := terrain.Get(b.Traits(1), Cover)
	fmt.Println(cover, err)
	// Output:
	// wood-1 (wood): visibility 2
	// hedge-1 (hedge): visibility 1
	// 0 terrain: feature "hedge-1" (type "hedge"): trait "cover" is missing
}

// Load a board from GeoJSON and print its features.
func Example_loadBoard() {
	const data = `{"type": "FeatureCollection",
 "warkit": {"unit": "in", "extent": [0, 0, 72, 48],
            "types": [{"name": "wood", "traits": {"visibility": 2, "cover": 10}},
                      {"name": "crest", "traits": {}}]},
 "features": [
  {"type": "Feature", "properties": {"id": "wood-1", "type": "wood", "visibility": 3},
   "geometry": {"type": "Polygon", "coordinates": [[[10, 10], [30, 10], [30, 25], [10, 10]]]}},
  {"type": "Feature", "properties": {"id": "crest-1", "type": "crest", "height": 2},
   "geometry": {"type": "LineString", "coordinates": [[40, 0], [50, 20], [40, 40]]}}]}`
	b, err := terrain.LoadBoard([]byte(data))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("unit:", b.Unit(), "extent:", b.Extent().Max)
	for i, f := range b.All() {
		v, _, _ := terrain.Lookup(b.Traits(i), Visibility)
		fmt.Printf("%d %s: %v %s, height %v (set %v), visibility %g\n", i, f.ID, f.Shape, f.Type, f.Height, f.HasHeight, v)
	}
	// Output:
	// unit: in extent: [72 48]
	// 0 wood-1: area wood, height 0 (set false), visibility 3
	// 1 crest-1: line crest, height 2 (set true), visibility 0
}

// Look up the terrain of a hex and the features on one of its hexsides.
func Example_hexMap() {
	m, err := terrain.NewHexMap(terrain.HexMapData{
		Cols: 10, Rows: 8, Labels: hex.StandardLabels,
		Types: []terrain.Type{
			terrain.NewType("clear", MP.Is(1)),
			terrain.NewType("wood", MP.Is(2)),
			terrain.NewType("river", MP.Is(3)),
		},
		Fill:  "clear",
		Hexes: []terrain.HexData{{Hex: mustParse("0204"), Type: "wood", Elevation: 1}},
		Sides: []terrain.SideData{{
			Side:        hex.SideOf(mustParse("0204"), 5),
			SideFeature: terrain.SideFeature{Type: "river"},
		}},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	mp, _ := terrain.TypeColumn(m.Types(), MP)
	for _, label := range []string{"0204", "0205", "1109"} {
		h, err := m.Parse(label)
		if err != nil {
			fmt.Println(err)
			continue
		}
		t, _ := m.HexType(h)
		e, _ := m.Elevation(h)
		fmt.Printf("%s: %s, elevation %g, %g MP\n", label, m.Type(t).Name, e, mp.At(t))
	}
	a, b := mustParse("0204"), mustParse("0205")
	s, _ := hex.SideBetween(a, b)
	fs, ok := m.SideFeatures(s)
	fmt.Println("0204/0205:", fs, ok)
	// Output:
	// 0204: wood, elevation 1, 2 MP
	// 0205: clear, elevation 0, 1 MP
	// terrain: hex "1109": off the 10 x 8 map
	// 0204/0205: [{river 0 false}] true
}

func mustParse(label string) hex.Hex {
	h, err := hex.StandardLabels.Parse(label)
	if err != nil {
		panic(err)
	}
	return h
}
