package move

import (
	"math"

	"github.com/warkit/warkit/geom/hex"
)

// cheapestAStar is CheapestWith's search: A* from index s until it
// settles index gi, keyed by the cost from s plus lm's bound on the cost
// to gi (the larger of minStep × hex distance and the landmark bounds),
// reading each step's cost from lm's compact table if it keeps one, else
// calling lm's cost. A hex from which gi cannot be reached (a bound of
// +Inf) is never queued. Among equal arrivals a hex keeps the one whose
// last step has the smallest direction, as in dijkstraCost.
//
// It is the hot loop of CheapestWith, with dijkstraCost's inlined
// helpers; the relaxation of a step in a function of its own measured
// 21 % more instructions on BenchmarkCheapestLandmarks100x100.
func (w *Workspace) cheapestAStar(s, gi int32, lm *Landmarks) (Tree, error) {
	w.begin(s, math.Inf(1), true)
	seen, done := 2*w.gen, 2*w.gen+1
	// Locals, so that the loop does not reload them after each call of
	// cost, which the compiler must assume writes memory (the neighbour
	// tables: see dijkstraCost).
	hs, hexes, step, dir := w.state, w.hexes, w.step, w.dir
	cost, tab, minStep := lm.cost, lm.tab, lm.minStep
	goal, goalCosts := hexes[gi], lm.costs(gi)
	var nbuf [6]int32
	hs[s] = hexState{used: 0, mark: seen, parent: -1}
	step[s], dir[s] = 0, 0
	q := &w.keys
	q.reset()
	q.push(lm.bound(minStep*float64(hexDist(hexes[s], goal)), s, goalCosts), s)
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
		bar := ug + minStep // no step from ui costs less; once per hex, not per step
		// nb is an array pointer, not a slice: its length is a constant,
		// one value fewer to keep live round the call of cost.
		from, nb := w.around(ui, &nbuf)
		for d, v := range nb {
			if !worthPricing(hs, v, seen, done, bar) {
				continue // steps cost >= minStep
			}
			hv := &hs[v]
			to := from.Neighbor(hex.Direction(d))
			var c float64
			ok := true
			if tab != nil {
				c = tab.step(ui, d)
			} else {
				c, ok = cost(from, to, hex.SideOf(from, hex.Direction(d)))
			}
			if !passable(c, ok) {
				continue
			}
			if !(c >= 0) {
				w.gen++ // inline, not w.fail: 0.5 % fewer instructions here
				return Tree{}, badStep(from, to, c)
			}
			ng := ug + c
			if hv.mark == seen {
				if ng == hv.used {
					hv.tie(step, dir, v, ui, int8(d), c)
					continue
				}
				if ng > hv.used {
					continue
				}
			}
			h := lm.bound(minStep*float64(hexDist(to, goal)), v, goalCosts)
			if h > math.MaxFloat64 {
				continue // the goal cannot be reached from v
			}
			*hv = hexState{used: ng, mark: seen, parent: ui}
			step[v], dir[v] = c, int8(d)
			key := ng + h
			if !q.pushBucket(key, v) {
				q.pushSlow(key, v)
			}
		}
	}
	w.count = count
	return Tree{w: w, gen: w.gen}, nil
}
