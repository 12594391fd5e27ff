package move_test

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
)

// A StepModel prices a step from its parts: the entry cost of the hex
// entered (a wood 2, open ground 1), plus a river hexside (+3), unless a
// road crosses the side (a bridge, 0.5 MP), which replaces both.
func ExampleStepModel() {
	wood := hex.Hex{Q: 1, R: 0}
	river := hex.SideOf(hex.Hex{}, 2)  // between (0,0) and its neighbour in direction 2
	bridge := hex.SideOf(hex.Hex{}, 1) // a road crosses here
	cost, _ := move.StepModel{
		Entry: func(h hex.Hex) (float64, bool) {
			if h == wood {
				return 2, true
			}
			return 1, true
		},
		Side: func(s hex.Side) (float64, bool) {
			if s == river || s == bridge {
				return 3, true
			}
			return 0, true
		},
		Road:   func(s hex.Side) bool { return s == bridge },
		RoadMP: 0.5,
	}.StepCost()
	from := hex.Hex{}
	for d := hex.Direction(0); d < 3; d++ {
		to := from.Neighbor(d)
		mp, ok := cost(from, to, hex.SideOf(from, d))
		fmt.Printf("into %v: %v MP (ok %v)\n", to, mp, ok)
	}
	// Output:
	// into (1,0): 2 MP (ok true)
	// into (1,-1): 0.5 MP (ok true)
	// into (0,-1): 4 MP (ok true)
}

// NewHexModel reads the step model from a hex map's terrain traits: clear
// costs 1, forest 2, a river hexside +2 (walls, none here, would block). A
// terrain type without an "mp" trait is impassable (the lake).
func ExampleNewHexModel() {
	mp, riverMP, wall := terrain.Number("mp"), terrain.Number("riverMP"), terrain.Flag("wall")
	// The hexes of the map's first row, left to right.
	var row [4]hex.Hex
	for c := range row {
		row[c] = hex.StandardLabels.Offset.ToHex(hex.Offset{Col: c, Row: 0})
	}
	river, _ := hex.SideBetween(row[1], row[2])
	m, err := terrain.NewHexMap(terrain.HexMapData{
		Cols: 4, Rows: 2, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{
			terrain.NewType("clear", mp.Is(1)), terrain.NewType("forest", mp.Is(2)), terrain.NewType("lake"),
			terrain.NewType("river", riverMP.Is(2)), terrain.NewType("wall", wall.Is(true)),
		},
		Hexes: []terrain.HexData{{Hex: row[1], Type: "forest"}, {Hex: row[3], Type: "lake"}},
		Sides: []terrain.SideData{{Side: river, SideFeature: terrain.SideFeature{Type: "river"}}},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	// The lake carries no MP: listing mp as optional says that a type
	// without it cannot be entered (otherwise its absence is an error).
	model, err := move.NewHexModel(m, move.HexTraits{Entry: mp, Side: riverMP, Blocks: wall, Optional: []terrain.TraitKey{mp}})
	if err != nil {
		fmt.Println(err)
		return
	}
	cost, err := model.StepCost()
	if err != nil {
		fmt.Println(err)
		return
	}
	for c := 0; c < 3; c++ {
		side, _ := hex.SideBetween(row[c], row[c+1])
		mp, ok := cost(row[c], row[c+1], side)
		a, _ := m.Label(row[c])
		b, _ := m.Label(row[c+1])
		fmt.Printf("%s -> %s: %v MP, passable %v\n", a, b, mp, ok)
	}
	// Output:
	// 0101 -> 0201: 2 MP, passable true
	// 0201 -> 0301: 3 MP, passable true
	// 0301 -> 0401: 0 MP, passable false
}

// Climb prices a change of elevation: +1 MP per level up, nothing down,
// and a rise of 2 levels or more is a cliff.
func ExampleClimb() {
	c := terrain.Climb{PerRise: 1, MaxRise: 2}
	for _, step := range [][2]float64{{0, 1}, {1, 0}, {0, 1.5}, {0, 2}} {
		mp, ok := c.Cost(step[0], step[1])
		fmt.Printf("%v -> %v: %v MP, passable %v\n", step[0], step[1], mp, ok)
	}
	// Output:
	// 0 -> 1: 1 MP, passable true
	// 1 -> 0: 0 MP, passable true
	// 0 -> 1.5: 1.5 MP, passable true
	// 0 -> 2: 0 MP, passable false
}

// Sum adds step costs, such as terrain and a unit's own surcharge; Uniform
// is the cost of open ground everywhere.
func ExampleSum() {
	wet := func(from, to hex.Hex, s hex.Side) (float64, bool) { return 0.5, true }
	cost, err := move.Sum(move.Uniform(1), wet)
	if err != nil {
		fmt.Println(err)
		return
	}
	mp, ok := cost(hex.Hex{}, hex.Hex{Q: 1}, hex.SideOf(hex.Hex{}, 0))
	fmt.Println(mp, ok)
	_, err = move.Sum(move.Uniform(1), nil)
	fmt.Println(err)
	// Output:
	// 1.5 true
	// move: Sum part 2 of 2 is nil
}
