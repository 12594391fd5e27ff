package move_test

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// An AI that plans many moves per turn for one mover prices the map once
// into a StepTable, then searches it as often as it likes. The map is 5
// × 3 hexes in odd-q offset, every hex costing 1 MP to enter but the
// marsh column (col 2), which costs 3:
//
//	col:  0  1  2  3  4
//	MP:   1  1  3  1  1
func ExampleStepTable() {
	r := move.Rect{Offset: hex.OddQ, Cols: 5, Rows: 3}
	cost, _ := move.StepModel{Entry: func(h hex.Hex) (float64, bool) {
		if hex.OddQ.FromHex(h).Col == 2 {
			return 3, true
		}
		return 1, true
	}}.StepCost()
	tab, err := move.NewStepTable(r, cost)
	if err != nil {
		fmt.Println(err)
		return
	}
	w, err := move.NewWorkspace(r)
	if err != nil {
		fmt.Println(err)
		return
	}
	start, goal := hex.OddQ.ToHex(hex.Offset{Col: 0, Row: 1}), hex.OddQ.ToHex(hex.Offset{Col: 4, Row: 1})
	t, err := w.CheapestTable(start, goal, tab)
	if err != nil {
		fmt.Println(err)
		return
	}
	// The same path as w.Cheapest(start, goal, cost, tab.MinStep()).
	a, _ := t.At(goal)
	fmt.Println("cost:", a.Cost, "least step:", tab.MinStep())
	for i, h := range t.AppendPath(nil, goal) {
		if i > 0 {
			fmt.Print(" -> ")
		}
		o := hex.OddQ.FromHex(h)
		fmt.Printf("%d,%d", o.Col, o.Row)
	}
	fmt.Println()
	// The whole-map search on the table gives the callback's tree.
	all, _ := w.DijkstraTable(start, tab)
	fmt.Println("hexes reached:", all.Len())
	// Output:
	// cost: 6 least step: 1
	// 0,1 -> 1,0 -> 2,1 -> 3,1 -> 4,1
	// hexes reached: 15
}
