package napoleonic

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/move/movetest"
	"github.com/warkit/warkit/terrain"
)

// kitMap reads a movetest map as a napoleonic map: hex code c is the c-th
// of Types (open, cultivated, woods, farm, town). Hexside codes are not
// read: the seed has no hexside terrain.
func kitMap(km *movetest.Map) (*Map, error) {
	labels := hex.StandardLabels
	labels.Offset = km.Region.Offset
	types := Types()
	d := terrain.HexMapData{Cols: km.Region.Cols, Rows: km.Region.Rows, Labels: labels, Types: types}
	for i, c := range km.Hex {
		d.Hexes = append(d.Hexes, terrain.HexData{Hex: km.Region.Hex(i), Type: types[c%len(types)].Name})
	}
	hm, err := terrain.NewHexMap(d)
	if err != nil {
		return nil, err
	}
	return NewMap(hm, Rules{})
}

// kitRule is the step cost of one portion of a unit in formation f on a
// movetest map, through NewMap and FormationStepCost.
func kitRule(t *testing.T, f Formation) movetest.Rule {
	return func(km *movetest.Map) move.Steps {
		m, err := kitMap(km)
		if err != nil {
			t.Error(err)
			return move.StepCost(move.Impassable)
		}
		return m.FormationStepCost(f)
	}
}

// NAP-L1 and NAP-L6 through move/movetest: a line's step pays the terrain
// and cannot enter a hex where a line may not stand; over generated maps,
// reach agrees with brute force, costs are sums, reach grows with the
// allowance, A* agrees with Dijkstra, and ZOC only removes moves.
func TestNAP_L1_LineStepKitLaws(t *testing.T) {
	if err := movetest.CheckRule(kitRule(t, Line), movetest.Config{HexCodes: len(Types()), MinStep: 1}); err != nil {
		t.Fatal(err)
	}
}

// NAP-F2 and NAP-F4 through move/movetest: a column's step (infantry or
// cavalry) is barred from terrain that does not allow column (woods,
// farm), and the reach laws hold.
func TestNAP_F2_ColumnStepKitLaws(t *testing.T) {
	if err := movetest.CheckRule(kitRule(t, Column), movetest.Config{HexCodes: len(Types()), MinStep: 1}); err != nil {
		t.Fatal(err)
	}
}
