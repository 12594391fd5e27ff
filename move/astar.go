package move

import (
	"errors"
	"fmt"
	"math"
	"math/bits"

	"github.com/warkit/warkit/geom"
)

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
//
// The estimate is weak when step costs vary: on a map of entry costs 1
// to 3, the search corner to corner expands about 57 % of the map (A*
// from one end settled 79 %). For repeated queries on one map and cost,
// [Workspace.CheapestWith] and [Landmarks] settle far fewer hexes.
//
// Errors: a nil cost, a start or goal off the region, a negative, NaN or
// infinite minStep, or a step cost that is negative or NaN.
func (w *Workspace) Cheapest(start, goal geom.Hex, cost StepCost, minStep float64) (Tree, error) {
	if !(minStep >= 0) || math.IsInf(minStep, 1) {
		return Tree{}, fmt.Errorf("move: minimum step cost %v: want a finite non-negative number", minStep)
	}
	if cost == nil {
		return Tree{}, errors.New("move: nil step cost")
	}
	s, err := w.index("start", start)
	if err != nil {
		return Tree{}, err
	}
	g, err := w.index("goal", goal)
	if err != nil {
		return Tree{}, err
	}
	return w.cheapest(s, g, cost, minStep)
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
	return w.single1(s, gi, cost, nil, guide{minStep: minStep, goal: goal}, false)
}

// guide is the heuristic of an A* search: minStep × the hex distance to
// goal, and, with lm, the landmark bounds towards the goal's index gi.
type guide struct {
	minStep float64
	goal    geom.Hex
	lm      *Landmarks
	gd      []float64 // lm's costs of the goal (see Landmarks.dist)
}

// estimate returns g's lower bound on the cost from index v, at hex to,
// to the goal: +Inf if the goal cannot be reached from v.
func (g *guide) estimate(v int32, to geom.Hex) float64 {
	h := 0.0
	if g.minStep != 0 {
		h = g.minStep * float64(hexDist(to, g.goal))
	}
	if g.lm != nil {
		h = g.lm.bound(h, v, g.gd)
	}
	return h
}

// single1 runs a single-key search from index s: A* towards index gi (or
// Dijkstra over the region if gi < 0 and g estimates nothing), pricing
// steps with tab if it is not nil, else with cost. With
// reverse set it searches backwards: it settles hexes by the cost of the
// cheapest path from them to s, pricing the step from a neighbour into a
// settled hex (the landmarks precomputation uses it; the tree's paths
// then run towards s).
//
// It is the hot loop of Dijkstra, CheapestWith and NewLandmarks, kept whole
// as a kernel: moving the relaxation of a step into a helper measured
// 35 % more instructions on BenchmarkDijkstra100x100 and 21 % on
// BenchmarkCheapestLandmarks100x100. Its cost is mostly mispredicted
// branches, not instructions: toPrice picks the neighbours to price
// without a branch each (valgrind's branch model: 77k -> 40k
// mispredictions per Dijkstra on 100 × 100), and a neighbour's hex is
// its direction from the settled hex, not a load.
func (w *Workspace) single1(s, gi int32, cost StepCost, tab *StepTable, g guide, reverse bool) (Tree, error) {
	w.begin()
	w.start, w.allowance, w.single = s, math.Inf(1), true
	seen, done := 2*w.gen, 2*w.gen+1
	// Locals, so that the loop does not reload them after each call of
	// cost, which the compiler must assume writes memory.
	hs, hexes, nbr, step, dir, isRect := w.hot, w.hexes, w.nbr, w.step, w.dir, w.isRect
	hsx := w.hot[:len(w.hot)+1] // with the sentinel of off-region neighbours
	var nbuf [6]int32
	hs[s] = hot{used: 0, mark: seen, parent: -1}
	step[s], dir[s] = 0, 0
	q := &w.mq
	q.reset()
	if g.lm != nil {
		g.gd = g.lm.costs(gi)
	}
	plain := g.minStep == 0 && g.lm == nil
	hm, goal, lm := g.minStep, g.goal, g.lm
	q.push(g.estimate(s, hexes[s]), s)
	count := 0
	for q.len() > 0 {
		ui := q.pop()
		hu := &hs[ui]
		if hu.mark == done {
			continue
		}
		hu.mark = done
		count++
		if ui == gi {
			break
		}
		ug := hu.used
		var from geom.Hex
		var nb []int32
		if isRect {
			from, nb = w.aroundRect(ui, &nbuf)
		} else {
			from, nb = hexes[ui], nbr[6*int(ui):][:6]
		}
		for todo := toPrice(hsx, nb, seen, ug+hm); todo != 0; todo &= todo - 1 {
			d := bits.TrailingZeros8(todo)
			v := nb[d]
			hv := &hs[v]
			to := from.Neighbor(geom.Direction(d))
			var c float64
			ok := true
			if tab != nil {
				c = tab.at(ui, v, d, reverse)
			} else {
				// SideOf(from, d), asked of the hex whose side it is, so
				// that SideOf's own test of d takes one way every time.
				sh, sd := from, d
				if d >= 3 {
					sh, sd = to, d-3
				}
				side := geom.SideOf(sh, geom.Direction(sd))
				if reverse {
					c, ok = cost(to, from, side)
				} else {
					c, ok = cost(from, to, side)
				}
			}
			if !ok || c > math.MaxFloat64 {
				continue // impassable, +Inf included
			}
			if !(c >= 0) {
				w.gen++
				if reverse {
					from, to = to, from
				}
				return Tree{}, badStep(from, to, c)
			}
			ng := ug + c
			// The cost of v so far: +Inf if not reached in this search
			// (toPrice left out settled hexes). A select on the bits,
			// which the compiler makes a CMOV: fresh or not is a coin toss.
			cb := math.Float64bits(hv.used)
			if hv.mark != seen {
				cb = infBits
			}
			cur := math.Float64frombits(cb)
			if ng >= cur {
				// No better; on a tie the smallest direction wins.
				if ng == cur && int8(d) < dir[v] {
					step[v], hv.parent, dir[v] = c, ui, int8(d)
				}
				continue
			}
			key := ng
			if !plain {
				h := 0.0
				if hm != 0 {
					h = hm * float64(hexDist(to, goal))
				}
				if lm != nil {
					if h = lm.bound(h, v, g.gd); h > math.MaxFloat64 {
						continue // the goal cannot be reached from v
					}
				}
				key += h
			}
			*hv = hot{used: ng, mark: seen, parent: ui}
			step[v], dir[v] = c, int8(d)
			q.push(key, v)
		}
	}
	w.count = count
	return Tree{w: w, gen: w.gen}, nil
}

// toPrice returns the set of directions (bit d for direction d) of the
// neighbours nb whose cost a search at a settled hex should price: those
// not reached in this search (mark < seen) and those reached at bar or
// more (mark == seen), where bar is the settled hex's cost plus the least
// step cost. It leaves out settled hexes and hexes off the region (-1,
// read as the sentinel hs[len(hs)-1], whose mark is neither).
//
// It decides without a branch per neighbour: whether a neighbour is
// settled is a coin toss to the branch predictor, and the loop over the
// set pays one unpredictable branch per hex instead of one per neighbour.
func toPrice(hs []hot, nb []int32, seen uint32, bar float64) uint8 {
	last := int32(len(hs) - 1)
	nb = nb[:6]
	// Unrolled: a loop's exit is one more branch to predict.
	return pick(hs, nb[0], last, seen, bar) | pick(hs, nb[1], last, seen, bar)<<1 |
		pick(hs, nb[2], last, seen, bar)<<2 | pick(hs, nb[3], last, seen, bar)<<3 |
		pick(hs, nb[4], last, seen, bar)<<4 | pick(hs, nb[5], last, seen, bar)<<5
}

// pick is toPrice's test of one neighbour v: 1 to price it, else 0.
func pick(hs []hot, v, last int32, seen uint32, bar float64) uint8 {
	if v < 0 {
		v = last
	}
	h := &hs[v]
	return b2u(h.mark < seen) | b2u(h.mark == seen)&b2u(h.used >= bar)
}

// infBits is the bits of +Inf.
const infBits = 0x7ff0000000000000

// b2u is 1 for true, 0 for false; the compiler makes it a SETcc.
func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}
