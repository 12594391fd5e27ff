package move_test

import (
	"testing"

	"github.com/warkit/warkit/move"
	"pgregory.net/rapid"
)

// TestCheapestWithForms checks guided A* both ways Landmarks price its
// steps: from their compact step table (whole costs, or halves) and by
// calling the cost (a cost per step, more than a table's palette holds),
// on regions numbered row by row or at random, forwards and through the
// reverse searches that build the landmarks. The costs are dyadic, so
// that they add without rounding, as the bounds' exactness needs: the
// goal's cost is Dijkstra's, every bound is admissible, and the path's
// steps sum to it.
func TestCheapestWithForms(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		r, cost := drawFormsCase(rt, 20, 0.5)
		lm, err := move.NewLandmarks(r, cost, rapid.IntRange(1, 4).Draw(rt, "k"))
		if err != nil {
			rt.Fatal(err)
		}
		start := r.Hex(rapid.IntRange(0, r.Len()-1).Draw(rt, "start"))
		goal := r.Hex(rapid.IntRange(0, r.Len()-1).Draw(rt, "goal"))
		checkGuided(rt, r, lm, start, goal)
	})
}
