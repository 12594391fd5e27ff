// Command ownrules is a user's own small ruleset written only on warkit's
// extension points: a hex sight rule on los's hook, the same rule as a
// continuous accumulator, a step cost and a zone of control for move, and
// a results table for combat. Its tests run the kits' laws on each.
//
// The sight rule: a line is blocked after crossing 3 hexes of woods, or 1
// hexside of hedge, and a unit on a hill sees over one woods hex.
package main

import (
	"fmt"
	"log"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
)

// Types are the terrain types of the sample map.
func Types() []terrain.Type {
	return []terrain.Type{terrain.NewType("clear"), terrain.NewType("woods", Woods.Is(true)), terrain.NewType("hedge", Hedge.Is(true))}
}

// east walks k hexes east-south-east (axial direction 0) from a label.
func east(label string, k int) hex.Hex {
	h, _ := hex.StandardLabels.Parse(label)
	return h.Add(hex.Hex{Q: k})
}

func label(h hex.Hex) string { l, _ := hex.StandardLabels.Format(h); return l }

// sampleMap is a 10 x 8 map: from 0102 east, a hill, then three woods
// hexes; from 0105 east, a hedge on the third hexside.
func sampleMap() (*terrain.HexMap, error) {
	return terrain.NewHexMap(terrain.HexMapData{
		Cols: 10, Rows: 8, Labels: hex.StandardLabels, Types: Types(), Fill: "clear",
		Hexes: []terrain.HexData{
			{Hex: east("0102", 1), Type: "clear", Elevation: 1},
			{Hex: east("0102", 2), Type: "woods"}, {Hex: east("0102", 3), Type: "woods"}, {Hex: east("0102", 4), Type: "woods"},
		},
		Sides: []terrain.SideData{{Side: hex.SideOf(east("0105", 2), hex.Direction(0)), SideFeature: terrain.SideFeature{Type: "hedge"}}},
	})
}

func main() {
	m, err := sampleMap()
	if err != nil {
		log.Fatal(err)
	}
	hs, err := NewHexSight(m)
	if err != nil {
		log.Fatal(err)
	}
	var tr hexsight.Tracer
	for _, pair := range [][2]hex.Hex{
		{east("0102", 0), east("0102", 5)}, // three woods
		{east("0102", 0), east("0102", 4)}, // two woods
		{east("0102", 1), east("0102", 5)}, // from the hill, over the first
		{east("0105", 0), east("0105", 4)}, // across the hedge
	} {
		v, err := hs.LoS(&tr, pair[0], pair[1])
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%s -> %s: seen %v, score %v (%v)\n", label(pair[0]), label(pair[1]), v.Seen, v.Score, v.Reason)
	}
	cost := StepCost(func(h hex.Hex) (float64, bool) {
		t, ok := m.HexType(h)
		return float64(1 + t%2), ok
	}, func(h hex.Hex) float64 { e, _ := m.Elevation(h); return e }, func(s hex.Side) bool { return len(must(m.SideTypes(s))) > 0 })
	start, _ := hex.StandardLabels.Parse("0101")
	enemy, _ := hex.StandardLabels.Parse("0104")
	region := move.Rect{Offset: hex.StandardLabels.Offset, Cols: 10, Rows: 8}
	tree, err := move.Reach(region, start, cost, move.ReachOptions{Allowance: 3, ZOC: ZOC{Enemies: []hex.Hex{enemy}, Hedge: func(hex.Side) bool { return false }}})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("hexes reached with 3 MP:", tree.Len())
	crt, err := CRT()
	if err != nil {
		log.Fatal(err)
	}
	o, err := crt.Outcomes(combat.Versus(combat.Int(4), combat.Int(2)).Shift(-1), combat.Mods{})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("4 against 2 in woods:", o)
}

func must[T any](v T, _ bool) T { return v }
