package move_test

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// A river whose crossing takes all remaining MP, on a strip of clear hexes
// at 1 MP each: the mover may cross at any point, and stops on the far
// bank. Reach searches the model itself, so it applies the river's effect;
// the model refuses to become a bare StepCost, which would drop it.
func ExampleSteps() {
	r := move.Rect{Offset: hex.OddQ, Cols: 6, Rows: 1}
	river, _ := hex.SideBetween(r.Hex(1), r.Hex(2))
	model := move.StepModel{
		Entry: func(hex.Hex) (float64, bool) { return 1, true },
		SideEffect: func(s hex.Side) move.ZOCEffect {
			if s == river {
				return move.ZOCAllRemaining
			}
			return move.ZOCNone
		},
	}
	t, _ := move.Reach(r, r.Hex(0), model, move.ReachOptions{Allowance: 4})
	for col := range 4 {
		a, ok := t.At(r.Hex(col))
		fmt.Printf("col %d: reached %v, %g MP spent, ended %v\n", col, ok, a.Cost, a.Ended)
	}
	_, err := model.StepCost()
	fmt.Println(err != nil)
	// Output:
	// col 0: reached true, 0 MP spent, ended false
	// col 1: reached true, 1 MP spent, ended false
	// col 2: reached true, 4 MP spent, ended true
	// col 3: reached false, 0 MP spent, ended false
	// true
}

// An enemy blocks its hex, a friend's hex may be passed through but, with
// one unit a hex, not ended in.
func ExampleNewOccupancy() {
	r := move.Rect{Offset: hex.OddQ, Cols: 6, Rows: 1}
	occ, _ := move.NewOccupancy([]hex.Hex{r.Hex(1)}, []hex.Hex{r.Hex(3)}, 1)
	t, _ := move.Reach(r, r.Hex(0), move.Uniform(1), move.ReachOptions{Allowance: 5, Occupancy: occ})
	for col := range 5 {
		a, ok := t.At(r.Hex(col))
		fmt.Printf("col %d: reached %v, pass only %v\n", col, ok, a.PassOnly)
	}
	// Output:
	// col 0: reached true, pass only false
	// col 1: reached true, pass only true
	// col 2: reached true, pass only false
	// col 3: reached false, pass only false
	// col 4: reached false, pass only false
}
