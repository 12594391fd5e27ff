package tactical

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/move/movetest"
	"github.com/warkit/warkit/terrain"
)

// kitGround reads a movetest map as a tactical ground with the hex types
// of the seed's map: hex code c is clear, hillside, wood or farm.
func kitGround(km *movetest.Map) (*Ground, error) {
	steiner, err := SteinerMap()
	if err != nil {
		return nil, err
	}
	types := steiner.Types()
	hexTypes := []string{"clear", "hillside", "wood", "farm"}
	labels := hex.StandardLabels
	labels.Offset = km.Region.Offset
	d := terrain.HexMapData{Cols: km.Region.Cols, Rows: km.Region.Rows, Labels: labels, Types: types}
	for i, c := range km.Hex {
		d.Hexes = append(d.Hexes, terrain.HexData{Hex: km.Region.Hex(i), Type: hexTypes[c%len(hexTypes)]})
	}
	hm, err := terrain.NewHexMap(d)
	if err != nil {
		return nil, err
	}
	return NewGround(hm, Rules{})
}

// TAC-A2 through move/movetest: the MP to enter a hex, as Ground.StepCost
// prices it, obey the reach laws over generated maps (reach against brute
// force, costs as sums, reach monotone in the allowance, A* against
// Dijkstra, ZOC only removing moves).
func TestTAC_A2_StepCostKitLaws(t *testing.T) {
	rule := func(km *movetest.Map) move.Steps {
		g, err := kitGround(km)
		if err != nil {
			t.Error(err)
			return move.StepCost(move.Impassable)
		}
		return g.StepCost()
	}
	if err := movetest.CheckRule(rule, movetest.Config{HexCodes: 4, MinStep: 1}); err != nil {
		t.Fatal(err)
	}
}
