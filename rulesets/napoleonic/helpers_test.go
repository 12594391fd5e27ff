package napoleonic

import (
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// tb is what testMap needs of a *testing.T or a *rapid.T.
type tb interface {
	Helper()
	Fatal(args ...any)
}

// testMap returns a 16 x 12 map of open ground with the given hexes of
// other types, read under the default rules.
func testMap(t tb, types map[hex.Hex]string) *Map {
	t.Helper()
	return testMapRules(t, types, Rules{})
}

// testMapRules is testMap read under rules r.
func testMapRules(t tb, types map[hex.Hex]string, r Rules) *Map {
	t.Helper()
	d := terrain.HexMapData{Cols: 16, Rows: 12, Labels: hex.StandardLabels, Types: Types(), Fill: "open"}
	for h, ty := range types {
		d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Type: ty})
	}
	hm, err := terrain.NewHexMap(d)
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewMap(hm, r)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// dragons is the 7e Dragons of NAP-F6: a 3-hex column of companies facing
// side 0, head at (4,2), body (3,2), (2,2).
func dragons() Unit {
	return Unit{
		Name: "7e Dragons", Arm: Cavalry, Increments: 12, Nationality: "French",
		Values: Values{Melee: 9}, Formation: ColumnOfCompanies,
		Head: hex.Hex{Q: 4, R: 2}, Facing: hex.SideFacing(0),
	}
}

// dragonsMap is open ground with one cultivated hex, the first the
// Dragons' head enters.
func dragonsMap(t tb) *Map {
	return testMap(t, map[hex.Hex]string{{Q: 5, R: 2}: "cultivated"})
}

// straight returns n hexes from h onwards in direction d, h excluded.
func straight(h hex.Hex, d hex.Direction, n int) []hex.Hex {
	out := make([]hex.Hex, n)
	for i := range out {
		h = h.Neighbor(d)
		out[i] = h
	}
	return out
}

// kgl is the 8th KGL of NAP-L7: 6 increments in a 2-hex line.
func kgl() Unit {
	return Unit{
		Name: "8th KGL", Arm: Infantry, Increments: 6, Nationality: "KGL",
		Values: Values{Melee: 6}, Formation: Line, Width: 2, Extent: hex.ExtendRight,
		Head: hex.Hex{Q: 6, R: 3}, Facing: hex.VertexFacing(1),
	}
}
