package move

import (
	"math"

	"github.com/warkit/warkit/geom/hex"
)

// dijkstraCost is Dijkstra's search from index s over the whole region,
// pricing each step by calling cost. With reverse set it searches
// backwards: it settles hexes by the cost of the cheapest path from them
// to s, pricing the step from a neighbour into the settled hex, and the
// tree's paths run towards s (the landmarks' costs to a landmark, on
// costs that fit no compact table). Among equal arrivals a hex keeps the
// one whose last step has the smallest direction.
//
// It is the hot loop of Dijkstra. The helpers it calls per hex and per
// step (around, worthPricing, passable, tie) inline; the relaxation of a
// step in a function of its own measured 35 % more instructions on
// BenchmarkDijkstra100x100, and the same tests in another order (a tie
// tested inside ng >= cost) 1.6 % more. A neighbour's hex is its direction
// from the settled hex, not a load. Picking the neighbours to price
// without a branch each (as toPrice does) cut valgrind's mispredictions
// by 60 % but cost 5 % more instructions and measured slower in CPU time,
// so the tests stay branches.
func (w *Workspace) dijkstraCost(s int32, cost StepCost, reverse bool) (Tree, error) {
	w.begin(s, math.Inf(1), true)
	seen, done := 2*w.gen, 2*w.gen+1
	// Locals, so that the loop does not reload them after each call of
	// cost, which the compiler must assume writes memory. The neighbour
	// tables are read through around instead: with them as locals too,
	// the loop measured 6 % more instructions (more values live round
	// the call).
	hs, step, dir := w.state, w.step, w.dir
	var nbuf [6]int32
	hs[s] = hexState{used: 0, mark: seen, parent: -1}
	step[s], dir[s] = 0, 0
	q := &w.keys
	q.reset()
	q.push(0, s)
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
		ug := hu.used
		// nb is an array pointer, not a slice: its length is a constant,
		// one value fewer to keep live round the call of cost.
		from, nb := w.around(ui, &nbuf)
		for d, v := range nb {
			if !worthPricing(hs, v, seen, done, ug) {
				continue // steps cost >= 0
			}
			hv := &hs[v]
			to := from.Neighbor(hex.Direction(d))
			var c float64
			var ok bool
			if reverse {
				c, ok = cost(to, from, hex.SideOf(from, hex.Direction(d)))
			} else {
				c, ok = cost(from, to, hex.SideOf(from, hex.Direction(d)))
			}
			if !passable(c, ok) {
				continue
			}
			if !(c >= 0) {
				return Tree{}, w.fail(from, to, c, reverse)
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
			*hv = hexState{used: ng, mark: seen, parent: ui}
			step[v], dir[v] = c, int8(d)
			if !q.pushBucket(ng, v) {
				q.pushSlow(ng, v)
			}
		}
	}
	w.count = count
	return Tree{w: w, gen: w.gen}, nil
}
