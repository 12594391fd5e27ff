package move

import "github.com/warkit/warkit/geom/hex"

// reachSearch is Reach's search from index s under rules r: it settles
// hexes in the order of their best arrival (label.less), pricing each
// step with cost and applying r's occupancy, zones of control and turns;
// ties keep the smallest last direction. Errors: a negative or NaN step
// cost.
//
// It is the hot loop of Reach. The helpers it calls per step
// (worthReaching, passable, effect, mayNotEnd, tieArrival) inline; the
// relaxation of a step in a function of its own measured 6 % more
// instructions on BenchmarkReach60x40Rules.
func (w *Workspace) reachSearch(s int32, cost StepCost, r *rules) (Tree, error) {
	w.labelArrays()
	w.begin(s, r.allow, false)
	seen, done := 2*w.gen, 2*w.gen+1
	hs, phase := w.state, w.phase
	hs[s] = hexState{used: 0, mark: seen, parent: -1}
	phase[s], w.cost[s], w.step[s], w.dir[s] = 2, 0, 0, 0
	w.labels.push(mkLabel(1, false, 0), s)
	for w.labels.len() > 0 {
		ui := w.labels.pop()
		if hs[ui].mark == done {
			continue
		}
		hs[ui].mark = done
		w.count++
		uk, ucost := label{phase: phase[ui], used: hs[ui].used}, w.cost[ui]
		from := w.hexes[ui]
		canEnd := ui == s || r.occ.CanEnd(from)
		base := 6 * int(ui)
		for d, v := range w.nbr[base : base+6] {
			if !worthReaching(hs, phase, v, seen, done, uk) {
				continue
			}
			to := w.hexes[v]
			if r.occ.Blocked(to) {
				continue
			}
			c, ok := cost(from, to, hex.SideOf(from, hex.Direction(d)))
			if !passable(c, ok) {
				continue
			}
			if !(c >= 0) {
				return Tree{}, w.fail(from, to, c, false)
			}
			e := r.effect(from, to)
			if e == ZOCForbid {
				continue
			}
			nk, charge, ok := r.next(uk, c, e, canEnd)
			if !ok || r.mayNotEnd(nk, v, s, to) {
				continue
			}
			if hs[v].mark == seen {
				vk := label{phase: phase[v], used: hs[v].used}
				if nk == vk {
					w.tieArrival(v, ui, int8(d), ucost+charge, charge)
					continue
				}
				if !nk.less(vk) {
					continue
				}
			}
			hs[v] = hexState{used: nk.used, mark: seen, parent: ui}
			phase[v] = nk.phase
			w.cost[v], w.step[v], w.dir[v] = ucost+charge, charge, int8(d)
			w.labels.push(nk, v)
		}
	}
	return Tree{w: w, gen: w.gen, occ: r.occ}, nil
}

// labelArrays makes the arrays only Reach's search uses, at its first
// search on w.
func (w *Workspace) labelArrays() {
	if w.phase == nil {
		w.phase = make([]int32, len(w.hexes))
		w.cost = make([]float64, len(w.hexes))
	}
}

// worthReaching reports whether a step into index v of states hs and
// phases phase may better v's arrival: v is on the region (not -1), and
// a search whose marks are seen (reached) and done (settled) has neither
// settled it nor reached it with a label below uk, the label the step
// extends, which no extension goes below.
func worthReaching(hs []hexState, phase []int32, v int32, seen, done uint32, uk label) bool {
	if v < 0 {
		return false
	}
	h := &hs[v]
	return h.mark != done && !(h.mark == seen && (label{phase: phase[v], used: h.used}).less(uk))
}

// tieArrival makes the step from index u in direction d, charging
// charge, the last step of index v, at cost cost from the start, if the
// arrival it gives equals v's and d is smaller than the direction of v's
// last step: among equal arrivals the smallest direction wins.
func (w *Workspace) tieArrival(v, u int32, d int8, cost, charge float64) {
	if d < w.dir[v] {
		w.cost[v], w.step[v], w.state[v].parent, w.dir[v] = cost, charge, u, d
	}
}
