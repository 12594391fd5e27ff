package terrain_test

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// A window of a bigger map: columns 21 to 24 and rows 11 to 13 of a map
// printed with the standard labels. The window keeps the big map's
// coordinates and labels; only its rectangle starts elsewhere.
func ExampleHexMapData_origin() {
	m, err := terrain.NewHexMap(terrain.HexMapData{
		Origin: hex.Offset{Col: 20, Row: 10}, Cols: 4, Rows: 3,
		Labels: hex.StandardLabels,
		Types:  []terrain.Type{terrain.NewType("clear"), terrain.NewType("wood")},
		Fill:   "clear",
		Hexes:  []terrain.HexData{{Hex: hex.StandardLabels.Offset.ToHex(hex.Offset{Col: 21, Row: 11}), Type: "wood"}},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	first := hex.StandardLabels.Offset.ToHex(m.Origin())
	l, _ := m.Label(first)
	i, _ := m.Index(first)
	fmt.Println("top left:", l, "index", i)
	wood, _ := m.Parse("2212")
	i, _ = m.Index(wood)
	t, _ := m.Terrain(wood)
	fmt.Println("2212:", t.Name, "index", i)
	_, err = m.Parse("0101")
	fmt.Println(err)
	// Output:
	// top left: 2111 index 0
	// 2212: wood index 5
	// terrain: hex "0101": off the 4 x 3 from (col 20, row 10) map
}
