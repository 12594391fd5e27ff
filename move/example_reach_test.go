package move_test

import (
	"fmt"
	"math"
	"strings"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// grid is a 7 × 5 odd-r map for the examples.
var grid = move.Rect{Offset: hex.OddR, Cols: 7, Rows: 5}

// at returns the hex at column c, row r of grid.
func at(c, r int) hex.Hex { return grid.Offset.ToHex(hex.Offset{Col: c, Row: r}) }

// picture prints, row by row, what cell returns for each hex of grid
// (odd rows pushed right, as an odd-r map is drawn).
func picture(cell func(h hex.Hex) string) {
	for row := range grid.Rows {
		var b strings.Builder
		if row%2 == 1 {
			b.WriteString(" ")
		}
		for col := range grid.Cols {
			b.WriteString(" " + cell(at(col, row)))
		}
		fmt.Println(strings.TrimRight(b.String(), " "))
	}
}

// cr writes hexes as the column,row offsets of grid, as the pictures
// show them.
func cr(hs []hex.Hex) string {
	var b strings.Builder
	for i, h := range hs {
		if i > 0 {
			b.WriteString(" ")
		}
		o := grid.Offset.FromHex(h)
		fmt.Fprintf(&b, "%d,%d", o.Col, o.Row)
	}
	return b.String()
}

// mpLeft draws the MP left on arrival in each reached hex, "." elsewhere.
func mpLeft(t move.Tree) func(h hex.Hex) string {
	return func(h hex.Hex) string {
		if a, ok := t.At(h); ok {
			return fmt.Sprint(a.MPLeft)
		}
		return "."
	}
}

// Reach finds every hex a unit with 3 MP at column 3, row 2 reaches on
// open ground (1 MP a hex), with the MP left on arrival (3 at the start)
// and a cheapest path to each: the 1 + 6 + 12 + 18 hexes within 3 steps
// that lie on the map.
func ExampleReach() {
	start := at(3, 2)
	tree, err := move.Reach(grid, start, move.Uniform(1), move.ReachOptions{Allowance: 3})
	if err != nil {
		fmt.Println(err)
		return
	}
	picture(mpLeft(tree))
	fmt.Println(tree.Len(), "hexes; path to 6,2:", cr(tree.AppendPath(nil, at(6, 2))))
	// Output:
	//  . 0 1 1 1 0 .
	//   0 1 2 2 1 0 .
	//  0 1 2 3 2 1 0
	//   0 1 2 2 1 0 .
	//  . 0 1 1 1 0 .
	// 29 hexes; path to 6,2: 3,2 4,2 5,2 6,2
}

// Over several turns each hex reports the turn the unit gets there: with
// 2 MP a turn from column 0, row 2 (turn 0), hexes 1 and 2 steps away are
// reached in turn 1, those 3 and 4 steps away in turn 2.
func ExampleReachOptions_turns() {
	tree, _ := move.Reach(grid, at(0, 2), move.Uniform(1), move.ReachOptions{Allowance: 2, Turns: 2})
	picture(func(h hex.Hex) string {
		if a, ok := tree.At(h); ok {
			return fmt.Sprint(a.Turns)
		}
		return "."
	})
	// Output:
	// 1 1 2 2 . . .
	//   1 1 2 2 . . .
	//  0 1 1 2 2 . .
	//   1 1 2 2 . . .
	//  1 1 2 2 . . .
}

// A swamp costs 3 MP. With 2 MP a unit cannot enter it under the default
// policy; ShortAllRemaining lets it in for all its remaining MP, and it
// stops there.
func ExampleShortPolicy() {
	swamp := at(4, 2)
	cost, _ := move.StepModel{Entry: func(h hex.Hex) (float64, bool) {
		if h == swamp {
			return 3, true
		}
		return 1, true
	}}.StepCost()
	for _, p := range []move.ShortPolicy{move.ShortForbidden, move.ShortAllRemaining} {
		tree, _ := move.Reach(grid, at(3, 2), cost, move.ReachOptions{Allowance: 2, Short: p})
		a, ok := tree.At(swamp)
		fmt.Printf("%v: swamp reached %v, cost %v, ended %v\n", p, ok, a.Cost, a.Ended)
	}
	// Output:
	// forbidden: swamp reached false, cost 0, ended false
	// all-remaining: swamp reached true, cost 2, ended true
}

// Tree.All lists the reached hexes with their arrivals in a stable order;
// Dijkstra is Reach without an allowance.
func ExampleTree_All() {
	w, _ := move.NewWorkspace(move.Rect{Offset: hex.OddR, Cols: 3, Rows: 1})
	tree, err := w.Dijkstra(hex.Hex{}, move.Uniform(2))
	if err != nil {
		fmt.Println(err)
		return
	}
	for h, a := range tree.All() {
		fmt.Printf("%v: cost %v from %v, MP left %v\n", h, a.Cost, a.From, a.MPLeft)
	}
	// Output:
	// (0,0): cost 0 from (0,0), MP left +Inf
	// (1,0): cost 2 from (0,0), MP left +Inf
	// (2,0): cost 4 from (1,0), MP left +Inf
}

// A* with a lower bound on the step cost (searching from both ends) finds
// the same cost as Dijkstra; its tree holds just the path. A wall of
// impassable hexes in column 3, rows 1 to 3, makes the path go round it,
// 6 steps instead of 4.
func ExampleWorkspace_Cheapest() {
	wall := map[hex.Hex]bool{at(3, 1): true, at(3, 2): true, at(3, 3): true}
	cost, _ := move.StepModel{Entry: func(h hex.Hex) (float64, bool) { return 1, !wall[h] }}.StepCost()
	w, _ := move.NewWorkspace(grid)
	from, to := at(1, 2), at(5, 2)
	astar, err := w.Cheapest(from, to, cost, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	a, _ := astar.At(to)
	fmt.Println("cost", a.Cost, "path", cr(astar.AppendPath(nil, to)))
	onPath := astar.Len() // read before the next search: trees share the workspace
	full, _ := w.Dijkstra(from, cost)
	d, _ := full.At(to)
	fmt.Printf("Dijkstra agrees: %v; the tree holds the %d hexes of the path\n", d.Cost == a.Cost, onPath)
	// Output:
	// cost 6 path 1,2 2,2 2,1 3,0 4,0 4,1 5,2
	// Dijkstra agrees: true; the tree holds the 7 hexes of the path
}

// Landmarks precompute an A* heuristic for many queries on one 30 × 30
// map: a query finds Dijkstra's cost while settling a sixth of the map.
func ExampleNewLandmarks() {
	big := move.Rect{Offset: hex.OddR, Cols: 30, Rows: 30}
	cost, _ := move.StepModel{Entry: func(h hex.Hex) (float64, bool) {
		return float64(1 + ((h.Q*7+h.R*3)%3+3)%3), true // a patchwork of 1, 2 and 3 MP
	}}.StepCost()
	lm, err := move.NewLandmarks(big, cost, 4)
	if err != nil {
		fmt.Println(err)
		return
	}
	w, _ := move.NewWorkspace(big)
	from := big.Offset.ToHex(hex.Offset{Col: 2, Row: 3})
	to := big.Offset.ToHex(hex.Offset{Col: 25, Row: 20})
	fast, _ := w.CheapestWith(from, to, lm)
	a, _ := fast.At(to)
	settled := fast.Len() // read before the next search: trees share the workspace
	full, _ := w.Dijkstra(from, cost)
	d, _ := full.At(to)
	fmt.Println("cost", a.Cost, "Dijkstra", d.Cost, "lower bound", lm.Bound(from, to))
	fmt.Println("settled", settled, "of", full.Len(), "hexes")
	// Output:
	// cost 45 Dijkstra 45 lower bound 38
	// settled 134 of 900 hexes
}

// Without an allowance every arrival has MP left +Inf.
func ExampleArrival() {
	tree, _ := move.Reach(grid, at(0, 0), move.Uniform(1), move.ReachOptions{Allowance: math.Inf(1)})
	a, _ := tree.At(at(2, 0))
	fmt.Printf("cost %v, last step %v, MP left %v, turn %v, from %v\n", a.Cost, a.Step, a.MPLeft, a.Turns, a.From)
	// Output:
	// cost 2, last step 1, MP left +Inf, turn 1, from (1,0)
}
