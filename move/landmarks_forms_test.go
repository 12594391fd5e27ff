package move_test

import (
	"testing"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move"
	"pgregory.net/rapid"
)

// TestCheapestWithForms checks guided A* both ways Landmarks price its
// steps: from their compact step table (whole costs, or halves) and by
// calling the cost (a cost per step, more than a table's palette holds),
// on regions numbered row by row or at random, forwards and through the
// reverse searches that build the landmarks. The costs are dyadic, so
// that they add without rounding, as the bounds' exactness needs: the
// goal's cost is
// Dijkstra's, every bound is admissible, and the path's steps sum to it.
func TestCheapestWithForms(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		rect := move.Rect{
			Offset: geom.OffsetKind(rapid.IntRange(0, 3).Draw(rt, "offset")),
			Cols:   rapid.IntRange(1, 20).Draw(rt, "cols"), Rows: rapid.IntRange(1, 20).Draw(rt, "rows"),
		}
		var r move.Region = rect
		if rapid.Bool().Draw(rt, "shuffled") {
			r = shuffle(rt, rect)
		}
		base := randomCost(rt, rect, rapid.IntRange(0, 1).Draw(rt, "lo"))
		kind := rapid.SampledFrom([]string{"whole", "halves", "distinct"}).Draw(rt, "costs")
		cost := func(from, to geom.Hex, s geom.Side) (float64, bool) {
			c, ok := base(from, to, s)
			switch {
			case !ok:
			case kind == "halves":
				c *= 0.5
			case kind == "distinct":
				i, _ := rect.Index(from)
				d, _ := from.DirectionTo(to)
				c += float64(6*i+int(d)) / 8192
			}
			return c, ok
		}
		lm, err := move.NewLandmarks(r, cost, rapid.IntRange(1, 4).Draw(rt, "k"))
		if err != nil {
			rt.Fatal(err)
		}
		start := r.Hex(rapid.IntRange(0, r.Len()-1).Draw(rt, "start"))
		goal := r.Hex(rapid.IntRange(0, r.Len()-1).Draw(rt, "goal"))
		checkGuided(rt, r, lm, start, goal)
	})
}
