package move

import "github.com/warkit/warkit/geom/hex"

// Dijkstra returns the cheapest path from start to every hex of the region
// it can reach, with no allowance: Reach with an allowance of +Inf.
func (w *Workspace) Dijkstra(start hex.Hex, cost StepCost) (Tree, error) {
	return w.astar(start, hex.Hex{}, false, cost, 0)
}

// DijkstraTable is [Workspace.Dijkstra] with the step costs read from t,
// which must have been built on a region numbered as w's: the same tree,
// without a call per step. On a table in the compact form (see
// [StepTable]) it runs a search of its own that reads one word per hex
// settled.
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
		// The rare table of more than 255 costs, or on a region of
		// irregular numbering: the general search, reading the table.
		return w.astar(start, hex.Hex{}, false, t.StepCost(), 0)
	}
	return w.dijkstraCompact(s, &t.compact), nil
}
