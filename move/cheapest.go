package move

import (
	"errors"
	"fmt"
	"math"

	"github.com/warkit/warkit/geom/hex"
)

// The one-goal question: a cheapest path from a start to a goal. Three
// entries ask it, each with what the caller has precomputed, and each
// runs the kernel below it made for that form:
//
//   - Cheapest, with a StepCost and a lower bound on its steps:
//     cheapestBidirectional (cheapest_bidirectional.go), the NBA* of
//     Pijls and Post, calling the cost;
//   - CheapestTable, with a StepTable: cheapestBidirectionalCompact
//     (cheapest_bidirectional_compact.go), the same search step for step
//     on a compact table, or cheapestBidirectional reading the other form;
//   - CheapestWith, with Landmarks: cheapestAStar (cheapest_astar.go), an
//     A* from the start guided by the landmark bounds.
//
// Route (route.go) answers it under Reach's rules, with Reach's search.

// Cheapest finds a cheapest path from start to goal with a bidirectional
// A*, guided by minStep × hex distance. minStep must be a lower bound on
// every step cost (0 turns the search into a bidirectional Dijkstra); the
// estimates are then admissible and consistent, so the path found costs
// exactly what [Workspace.Dijkstra] reports for goal (exactly when costs
// and minStep add without rounding, as integers and dyadic fractions do;
// otherwise up to the rounding of the estimates).
//
// This is the NBA* of Pijls and Post: one half searches forward from
// start, the other backward from goal, taking turns; a hex either half
// expands is closed to the other, and a half skips a hex whose bounds
// show that no path through it beats the best path found through a hex
// both halves reached. The returned [Tree] holds that path only, each hex
// with its exact cost from start: read the cost with t.At(goal) and the
// path with t.AppendPath(dst, goal). If goal cannot be reached, the tree
// is empty and the error is nil. Among several cheapest paths the one
// found is deterministic, but not necessarily the one Dijkstra's tie rule
// picks. Step costs are read once per step priced, and once more along
// the path found (for its [Arrival.Step]): cost must be a pure function.
// It runs cheapestBidirectional, which calls cost for each step it prices.
//
// The estimate is weak when step costs vary: on a map of entry costs 1
// to 3, the search corner to corner expands about 57 % of the map (A*
// from one end settled 79 %). For repeated queries on one map and cost,
// [Workspace.CheapestWith] and [Landmarks] settle far fewer hexes.
//
// Errors: a nil cost, a start or goal off the region, a negative, NaN or
// infinite minStep, or a step cost that is negative or NaN.
func (w *Workspace) Cheapest(start, goal hex.Hex, cost StepCost, minStep float64) (Tree, error) {
	if !(minStep >= 0) || math.IsInf(minStep, 1) {
		return Tree{}, fmt.Errorf("move: minimum step cost %v: want a finite non-negative number", minStep)
	}
	if cost == nil {
		return Tree{}, errors.New("move: nil step cost")
	}
	s, g, err := w.ends(start, goal)
	if err != nil {
		return Tree{}, err
	}
	return w.cheapestBidirectional(s, g, cost, nil, minStep)
}

// CheapestTable is [Workspace.Cheapest] with the step costs read from t
// and t.MinStep() as the minimum step: the same bidirectional search,
// without a call per step, and the same tree (the same path among equal
// ones). On a table in the compact form (see [StepTable]) it runs
// cheapestBidirectionalCompact, a copy of that search that reads one word
// of the table per hex expanded; on the rare other table (more than 255
// costs, or a region of irregular numbering) it runs Cheapest's
// cheapestBidirectional, reading the table.
// The tree holds the path found only, each hex with its exact cost from
// start (exactly when costs add without rounding, as integers and dyadic
// fractions do); if goal cannot be reached, the tree is empty and the
// error is nil.
//
// Errors: a nil or mismatched table, or a start or goal off the region.
func (w *Workspace) CheapestTable(start, goal hex.Hex, t *StepTable) (Tree, error) {
	if err := w.table(t); err != nil {
		return Tree{}, err
	}
	s, gi, err := w.ends(start, goal)
	if err != nil {
		return Tree{}, err
	}
	if t.c != nil {
		return w.cheapestBidirectional(s, gi, nil, t, t.minStep)
	}
	return w.cheapestBidirectionalCompact(s, gi, t), nil
}

// CheapestWith finds a cheapest path from start to goal with A* guided by
// the landmark heuristic lm, which must have been built on w's region: it
// prices steps as lm.Cost() did when lm was built, and finds a path
// exactly as cheap as Dijkstra's while settling far fewer hexes than
// [Workspace.Cheapest] when step costs vary. It searches from start only,
// and stops when it settles goal: the returned [Tree] holds the hexes
// settled so far, each at its exact cheapest cost, goal and its path
// included (goal is absent if it cannot be reached, and the error is
// nil). It runs cheapestAStar, which reads lm's compact step table when
// lm keeps one (see [Landmarks]) and calls lm.Cost() otherwise.
//
// Errors: a nil lm, an lm built on a region of another size or
// numbering, a start or goal off the region, or a step cost that is
// negative or NaN.
func (w *Workspace) CheapestWith(start, goal hex.Hex, lm *Landmarks) (Tree, error) {
	if err := w.ready(); err != nil {
		return Tree{}, err
	}
	if lm == nil {
		return Tree{}, errors.New("move: nil landmarks")
	}
	if lm.n != len(w.hexes) {
		return Tree{}, fmt.Errorf("move: landmarks for %d hexes, workspace region %v has %d", lm.n, w.region, len(w.hexes))
	}
	for j, i := range lm.idx {
		if k, ok := w.region.Index(lm.at[j]); !ok || int32(k) != i {
			return Tree{}, fmt.Errorf("move: landmark %v is not hex %d of workspace region %v", lm.at[j], i, w.region)
		}
	}
	s, gi, err := w.ends(start, goal)
	if err != nil {
		return Tree{}, err
	}
	return w.cheapestAStar(s, gi, lm)
}
