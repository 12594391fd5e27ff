package move

import (
	"errors"
	"fmt"
	"math"

	"github.com/warkit/warkit/geom"
)

// Cheapest finds a cheapest path from start to goal with A*, guided by the
// heuristic minStep × distance to the goal. minStep must be a lower bound
// on every step cost (0 turns A* into Dijkstra); the heuristic is then
// admissible and consistent, so the path found costs exactly what
// [Workspace.Dijkstra] reports for goal (exactly when costs and minStep add
// without rounding, as integers and dyadic fractions do; otherwise up to
// the rounding of the estimates).
//
// The search stops when it settles goal. The returned [Tree] holds the
// hexes settled so far, goal and its path included; read the cost with
// t.At(goal) and the path with t.AppendPath(dst, goal). If goal cannot be
// reached, the tree does not contain it and the error is nil. Among
// several cheapest paths the one found is deterministic, but not
// necessarily the one Dijkstra's tie rule picks.
//
// Errors: a nil cost, a start or goal off the region, a negative, NaN or
// infinite minStep, or a step cost that is negative or NaN.
func (w *Workspace) Cheapest(start, goal geom.Hex, cost StepCost, minStep float64) (Tree, error) {
	if !(minStep >= 0) || math.IsInf(minStep, 1) {
		return Tree{}, fmt.Errorf("move: minimum step cost %v: want a finite non-negative number", minStep)
	}
	return w.astar(start, goal, true, cost, minStep)
}

// astar runs A* towards goal if toGoal, else Dijkstra over the region
// (minStep must then be 0).
func (w *Workspace) astar(start, goal geom.Hex, toGoal bool, cost StepCost, minStep float64) (Tree, error) {
	if cost == nil {
		return Tree{}, errors.New("move: nil step cost")
	}
	s, err := w.index("start", start)
	if err != nil {
		return Tree{}, err
	}
	gi := int32(-1)
	if toGoal {
		if gi, err = w.index("goal", goal); err != nil {
			return Tree{}, err
		}
	}
	w.begin()
	w.start, w.allowance, w.single = s, math.Inf(1), true
	seen, done := 2*w.gen, 2*w.gen+1
	w.hot[s].mark, w.hot[s].used, w.step[s], w.parent[s], w.dir[s] = seen, 0, 0, -1, 0
	rq := &w.rq
	rq.reset()
	rq.push(minStep*float64(start.Distance(goal)), s)
	for rq.n > 0 {
		ui := rq.pop()
		if w.hot[ui].mark == done {
			continue
		}
		w.hot[ui].mark = done
		w.count++
		if ui == gi {
			break
		}
		ug := w.hot[ui].used
		from := w.hexes[ui]
		base := 6 * int(ui)
		for d, v := range w.nbr[base : base+6] {
			if v < 0 || w.hot[v].mark == done || w.hot[v].mark == seen && w.hot[v].used < ug {
				// Settled, or already reached more cheaply than any
				// step from here can (steps cost >= 0): not worth pricing.
				continue
			}
			to := w.hexes[v]
			c, ok := cost(from, to, geom.SideOf(from, geom.Direction(d)))
			pass, bad := checkStep(c, ok)
			if bad {
				w.gen++
				return Tree{}, badStep(from, to, c)
			}
			if !pass {
				continue
			}
			ng := ug + c
			if w.hot[v].mark == seen {
				if ng == w.hot[v].used {
					if int8(d) < w.dir[v] {
						w.step[v], w.parent[v], w.dir[v] = c, ui, int8(d)
					}
					continue
				}
				if ng > w.hot[v].used {
					continue
				}
			}
			w.hot[v].mark, w.hot[v].used, w.step[v], w.parent[v], w.dir[v] = seen, ng, c, ui, int8(d)
			if minStep == 0 {
				rq.push(ng, v)
			} else {
				rq.push(ng+minStep*float64(to.Distance(goal)), v)
			}
		}
	}
	return Tree{w: w, gen: w.gen}, nil
}
