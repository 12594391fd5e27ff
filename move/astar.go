package move

import (
	"errors"
	"math"

	"github.com/warkit/warkit/geom/hex"
)

// astar runs A* towards goal if toGoal, else Dijkstra over the region
// (minStep must then be 0).
func (w *Workspace) astar(start, goal hex.Hex, toGoal bool, cost StepCost, minStep float64) (Tree, error) {
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
	goal    hex.Hex
	lm      *Landmarks
	gd      []float64 // lm's costs of the goal (see Landmarks.dist)
}

// estimate returns g's lower bound on the cost from index v, at hex to,
// to the goal: +Inf if the goal cannot be reached from v.
func (g *guide) estimate(v int32, to hex.Hex) float64 {
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
// steps with cost, or reading them from tab if it is not nil (a table of
// the same cost on w's region, as Landmarks keep). With reverse set it
// searches backwards: it settles hexes by the cost of the
// cheapest path from them to s, pricing the step from a neighbour into a
// settled hex (the landmarks precomputation uses it; the tree's paths
// then run towards s).
//
// It is the hot loop of Dijkstra, CheapestWith and NewLandmarks, kept whole
// as a kernel: moving the relaxation of a step into a helper measured
// 35 % more instructions on BenchmarkDijkstra100x100 and 21 % on
// BenchmarkCheapestLandmarks100x100. A neighbour's hex is its direction
// from the settled hex, not a load. Picking the neighbours to price
// without a branch each (as expand does) cut valgrind's mispredictions
// by 60 % but cost 5 % more instructions, and measured slower here in
// CPU time (CheapestLandmarks100x100 58 -> 70 µs), so the tests stay
// branches.
func (w *Workspace) single1(s, gi int32, cost StepCost, tab *compact, g guide, reverse bool) (Tree, error) {
	w.begin()
	w.start, w.allowance, w.costOnly = s, math.Inf(1), true
	seen, done := 2*w.gen, 2*w.gen+1
	// Locals, so that the loop does not reload them after each call of
	// cost, which the compiler must assume writes memory.
	hs, hexes, nbr, step, dir, isRect := w.state, w.hexes, w.nbr, w.step, w.dir, w.isRect
	var nbuf [6]int32
	hs[s] = hexState{used: 0, mark: seen, parent: -1}
	step[s], dir[s] = 0, 0
	q := &w.keys
	q.reset()
	if g.lm != nil {
		g.gd = g.lm.costs(gi)
	}
	plain := g.minStep == 0 && g.lm == nil
	hm, goal, lm := g.minStep, g.goal, g.lm
	q.push(g.estimate(s, hexes[s]), s)
	count := 0
	for q.len() > 0 {
		ui, ok := q.popBucket()
		if !ok {
			ui = q.pop()
		}
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
		// nb is an array pointer, not a slice: its length is a constant,
		// one value fewer to keep live round the call of cost.
		var from hex.Hex
		var nb *[6]int32
		if isRect {
			from, _ = w.aroundRect(ui, &nbuf)
			nb = &nbuf
		} else {
			from, nb = hexes[ui], (*[6]int32)(nbr[6*int(ui):])
		}
		for d, v := range nb {
			if v < 0 {
				continue
			}
			hv := &hs[v]
			if hv.mark == done || hv.mark == seen && hv.used < ug+hm {
				// Settled, or already reached more cheaply than any
				// step from here can (steps cost >= minStep >= 0): not
				// worth pricing.
				continue
			}
			to := from.Neighbor(hex.Direction(d))
			var c float64
			ok := true
			switch {
			case tab != nil && reverse:
				c = tab.step(v, (d+3)%6)
			case tab != nil:
				c = tab.step(ui, d)
			case reverse:
				c, ok = cost(to, from, hex.SideOf(from, hex.Direction(d)))
			default:
				c, ok = cost(from, to, hex.SideOf(from, hex.Direction(d)))
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
			if hv.mark == seen {
				if ng == hv.used {
					// A tie: the smallest direction wins.
					if int8(d) < dir[v] {
						step[v], hv.parent, dir[v] = c, ui, int8(d)
					}
					continue
				}
				if ng > hv.used {
					continue
				}
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
			*hv = hexState{used: ng, mark: seen, parent: ui}
			step[v], dir[v] = c, int8(d)
			if !q.pushBucket(key, v) {
				q.pushSlow(key, v)
			}
		}
	}
	w.count = count
	return Tree{w: w, gen: w.gen}, nil
}
