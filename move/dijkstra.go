package move

import (
	"errors"

	"github.com/warkit/warkit/geom/hex"
)

// The whole-region question: the cheapest path from a start to every hex
// it can reach, with no allowance. Dijkstra asks it with a StepCost,
// DijkstraTable with a StepTable; below them are two kernels:
//
//   - dijkstraCost (dijkstra_cost.go) calls the cost for each step;
//   - dijkstraCompact (dijkstra_compact.go) reads a table in the compact
//     form, one word per hex settled.
//
// Both give the same tree for the same costs, and Landmarks build their
// tables with them.

// Dijkstra returns the cheapest path from start to every hex of the region
// it can reach, with no allowance: Reach with an allowance of +Inf. It
// runs dijkstraCost, which calls cost for each step it prices.
//
// Errors: a nil cost, a start off the region, or a step cost that is
// negative or NaN.
func (w *Workspace) Dijkstra(start hex.Hex, cost StepCost) (Tree, error) {
	if cost == nil {
		return Tree{}, errors.New("move: nil step cost")
	}
	s, err := w.index("start", start)
	if err != nil {
		return Tree{}, err
	}
	return w.dijkstraCost(s, cost, false)
}

// DijkstraTable is [Workspace.Dijkstra] with the step costs read from t,
// which must have been built on a region numbered as w's: the same tree,
// without a call per step. On a table in the compact form (see
// [StepTable]) it runs dijkstraCompact, a search of its own that reads
// one word per hex settled; on the rare other table (more than 255
// costs, or a region of irregular numbering) it runs Dijkstra's search
// on [StepTable.StepCost].
//
// Errors: a nil or mismatched table, or a start off the region.
func (w *Workspace) DijkstraTable(start hex.Hex, t *StepTable) (Tree, error) {
	if err := w.table(t); err != nil {
		return Tree{}, err
	}
	s, err := w.index("start", start)
	if err != nil {
		return Tree{}, err
	}
	if t.c != nil {
		return w.dijkstraCost(s, t.StepCost(), false)
	}
	return w.dijkstraCompact(s, &t.compact), nil
}
