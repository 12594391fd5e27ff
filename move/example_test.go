package move_test

import (
	"fmt"
	"strings"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// A reach with MP left: a unit with 4 MP on a small map of open ground
// (1 MP) with a wood (2 MP) and a lake (impassable). Each hex shows the
// MP left on arrival; "." is out of reach, "~" the lake.
func Example_reach() {
	region := move.Rect{Offset: hex.OddR, Cols: 7, Rows: 5}
	terrainAt := map[hex.Offset]byte{{Col: 4, Row: 1}: 'W', {Col: 4, Row: 2}: 'W', {Col: 2, Row: 3}: '~', {Col: 3, Row: 3}: '~'}
	cost, _ := move.StepModel{Entry: func(h hex.Hex) (float64, bool) {
		switch terrainAt[region.Offset.FromHex(h)] {
		case 'W':
			return 2, true
		case '~':
			return 0, false
		}
		return 1, true
	}}.StepCost()
	w, err := move.NewWorkspace(region)
	if err != nil {
		fmt.Println(err)
		return
	}
	start := region.Offset.ToHex(hex.Offset{Col: 2, Row: 2})
	tree, err := w.Reach(start, cost, move.ReachOptions{Allowance: 4})
	if err != nil {
		fmt.Println(err)
		return
	}
	for row := range region.Rows {
		var b strings.Builder
		if row%2 == 1 {
			b.WriteString(" ") // odd rows are pushed right
		}
		for col := range region.Cols {
			o := hex.Offset{Col: col, Row: row}
			switch a, ok := tree.At(region.Offset.ToHex(o)); {
			case terrainAt[o] == '~':
				b.WriteString(" ~")
			case ok:
				fmt.Fprintf(&b, " %v", a.MPLeft)
			default:
				b.WriteString(" .")
			}
		}
		fmt.Println(b.String())
	}
	goal := region.Offset.ToHex(hex.Offset{Col: 5, Row: 2})
	a, _ := tree.At(goal)
	fmt.Println("path to (5,2):", tree.AppendPath(nil, goal), "cost", a.Cost)
	// Output:
	//  1 2 2 2 1 0 .
	//   2 3 3 2 0 . .
	//  2 3 4 3 1 0 .
	//   2 3 ~ ~ 0 . .
	//  1 2 2 1 0 . .
	// path to (5,2): [(1,2) (2,2) (3,2) (4,2)] cost 4
}

// A column of 3 hexes (the 7e Dragons) moves like a snake. The
// head enters a cultivated hex (2 MP) and then open ground (1 MP); every
// portion enters the hex its leader left, and each step costs the most
// expensive entry of any portion.
//
//	before:  [tail][mid][head] [cult] [open] [open] [open]
func Example_snakeColumn() {
	head := hex.Hex{}
	body := hex.ColumnFootprint(3).AppendPlaced(nil, head, hex.SideFacing(0))
	var path []hex.Hex
	for h, i := head, 0; i < 4; i++ {
		h = h.Neighbor(0)
		path = append(path, h)
	}
	cultivated := path[0]
	cost, _ := move.StepModel{Entry: func(h hex.Hex) (float64, bool) {
		if h == cultivated {
			return 2, true
		}
		return 1, true
	}}.StepCost()
	steps, err := move.Snake(nil, body, path, cost)
	if err != nil {
		fmt.Println(err)
		return
	}
	total := 0.0
	for i, mp := range steps {
		total += mp
		fmt.Printf("step %d: %v MP, %v cumulative\n", i+1, mp, total)
	}
	// Output:
	// step 1: 2 MP, 2 cumulative
	// step 2: 2 MP, 4 cumulative
	// step 3: 2 MP, 6 cumulative
	// step 4: 1 MP, 7 cumulative
}
