package move

import (
	"math"

	"github.com/warkit/warkit/geom"
)

// bidir is the state of the backward half of [Workspace.Cheapest]'s
// bidirectional search, kept between searches like the workspace's own
// arrays, and its two queues.
type bidir struct {
	gen  uint32
	hot  []hot     // used: cost from the hex to the goal; parent: the next hex towards it
	step []float64 // cost of the step from the hex to its parent
	dir  []int8    // direction from the parent to the hex
	qf   radix
	qb   radix
	f, b half // kept here so that they do not escape to the heap per search
}

// half is one direction of the bidirectional search. Its keys are the
// cost from its end plus the averaged potential
//
//	minStep × (dist(v, toward) - dist(v, from) + dist(start, goal)) / 2,
//
// where toward is the other end: the average of the two plain estimates,
// shifted to be non-negative. It is consistent in both directions, so
// each half is a Dijkstra search on costs reduced by it, and the key of a
// hex in one half plus its key in the other is its path cost plus the
// constant minStep × dist(start, goal).
type half struct {
	hot        []hot
	step       []float64
	dir        []int8
	q          *radix
	seen, done uint32
	reverse    bool // the backward half: it prices steps into the hex it expands
	from       geom.Hex
	toward     geom.Hex
	minStep    float64
	hh         float64 // minStep / 2
	dst        int     // dist(start, goal)
	last       float64 // the key popped last: no key in q is smaller
}

func (x *half) key(g float64, h geom.Hex) float64 {
	return g + x.hh*float64(h.Distance(x.toward)-h.Distance(x.from)+x.dst)
}

// labelled reports whether x reached index v.
func (x *half) labelled(v int32) bool { return x.hot[v].mark|1 == x.done }

// meet is the cheapest path found so far through both halves: the
// forward half's path to a, the step a → b (cost c, direction d), and the
// backward half's path from b to the goal.
type meet struct {
	mu   float64
	a, b int32
	c    float64
	d    int8
}

// cheapest is Cheapest's search from index s to index t: a bidirectional
// Dijkstra search on costs reduced by the averaged potential of minStep ×
// hex distance (see half). Each half expands a hex at a time, the one with
// the shorter queue first; a step into a hex the other half has reached
// offers a path, and the search stops when the two smallest keys show
// that no path through an unsettled hex can be cheaper than the best
// offered (their sum is at least its cost plus minStep × dist(s, t)).
//
// The tree it returns holds the hexes the forward half settled and the
// path joined from the backward half's tree.
func (w *Workspace) cheapest(s, t int32, cost StepCost, minStep float64) (Tree, error) {
	w.begin()
	w.start, w.allowance, w.single = s, math.Inf(1), true
	f, b := w.halves(s, t, minStep)
	f.hot[s] = hot{used: 0, mark: f.seen, parent: -1}
	f.step[s], f.dir[s] = 0, 0
	if s == t {
		f.hot[s].mark = f.done
		w.count = 1
		return Tree{w: w, gen: w.gen}, nil
	}
	b.hot[t] = hot{used: 0, mark: b.seen, parent: -1}
	f.q.push(f.key(0, w.hexes[s]), s)
	b.q.push(b.key(0, w.hexes[t]), t)
	m := meet{mu: math.Inf(1), a: -1, b: -1}
	stop := minStep * float64(f.dst)
	count := 0
	for f.q.n > 0 && b.q.n > 0 {
		x, y := f, b
		if b.q.n < f.q.n {
			x, y = b, f
		}
		ui := x.q.pop()
		x.last = math.Float64frombits(x.q.last)
		if x.last+y.last >= m.mu+stop {
			break
		}
		if x.hot[ui].mark == x.done {
			continue
		}
		x.hot[ui].mark = x.done
		if x == f {
			count++
		}
		if err := w.expand(x, y, ui, cost, &m); err != nil {
			w.gen++
			return Tree{}, err
		}
	}
	w.count = count
	if m.a >= 0 {
		w.join(m)
	}
	return Tree{w: w, gen: w.gen}, nil
}

// halves starts the two halves of a search from s to t: the forward one
// on the workspace's arrays, the backward one on w.bd's.
func (w *Workspace) halves(s, t int32, minStep float64) (f, b *half) {
	n := len(w.hexes)
	bd := w.bd
	if bd == nil || len(bd.hot) != n {
		bd = &bidir{hot: make([]hot, n), step: make([]float64, n), dir: make([]int8, n)}
		w.bd = bd
	}
	bd.gen++
	if bd.gen >= 1<<31 {
		clear(bd.hot)
		bd.gen = 1
	}
	bd.qf.reset()
	bd.qb.reset()
	sh, th := w.hexes[s], w.hexes[t]
	dst := sh.Distance(th)
	bd.f = half{hot: w.hot, step: w.step, dir: w.dir, q: &bd.qf, seen: 2 * w.gen, done: 2*w.gen + 1,
		from: sh, toward: th, minStep: minStep, hh: minStep / 2, dst: dst}
	bd.b = half{hot: bd.hot, step: bd.step, dir: bd.dir, q: &bd.qb, seen: 2 * bd.gen, done: 2*bd.gen + 1,
		reverse: true, from: th, toward: sh, minStep: minStep, hh: minStep / 2, dst: dst}
	return &bd.f, &bd.b
}

// expand relaxes the steps out of index ui, just settled by x (into ui if
// x is the backward half), and offers m the paths through the hexes y has
// reached.
func (w *Workspace) expand(x, y *half, ui int32, cost StepCost, m *meet) error {
	hs, ohs := x.hot, y.hot
	ug := hs[ui].used
	from := w.hexes[ui]
	for d, v := range w.nbr[6*int(ui):][:6] {
		if v < 0 {
			continue
		}
		hv := &hs[v]
		other := ohs[v].mark|1 == y.done
		if !other && (hv.mark == x.done || hv.mark == x.seen && hv.used < ug+x.minStep) {
			// Settled, or already reached more cheaply than any step
			// from here can, and no path to offer: not worth pricing.
			continue
		}
		to := w.hexes[v]
		side := geom.SideOf(from, geom.Direction(d))
		var c float64
		var ok bool
		if x.reverse {
			c, ok = cost(to, from, side)
		} else {
			c, ok = cost(from, to, side)
		}
		if !ok || c > math.MaxFloat64 {
			continue // impassable, +Inf included
		}
		if !(c >= 0) {
			if x.reverse {
				return badStep(to, from, c)
			}
			return badStep(from, to, c)
		}
		ng := ug + c
		if other && ng+ohs[v].used < m.mu {
			m.offer(x.reverse, ui, v, c, d, ng+ohs[v].used)
		}
		if hv.mark == x.done || hv.mark == x.seen && ng >= hv.used {
			continue
		}
		*hv = hot{used: ng, mark: x.seen, parent: ui}
		x.step[v], x.dir[v] = c, int8(d)
		x.q.push(x.key(ng, to), v)
	}
	return nil
}

// offer records the path through the step between ui, settled by the half
// searching backward if reverse, and its neighbour v in direction d.
func (m *meet) offer(reverse bool, ui, v int32, c float64, d int, mu float64) {
	if reverse {
		*m = meet{mu: mu, a: v, b: ui, c: c, d: int8(geom.Direction(d).Opposite())}
		return
	}
	*m = meet{mu: mu, a: ui, b: v, c: c, d: int8(d)}
}

// join writes the path m into the forward tree: a is marked settled (its
// cost is exact, being on a cheapest path), then each hex of the backward
// path from b to the goal gets its cost from the start and its parent.
// A hex the forward half settled keeps its own (exact) arrival, so the
// parent pointers cannot form a cycle even through zero-cost steps.
func (w *Workspace) join(m meet) {
	hs, bd := w.hot, w.bd
	done := 2*w.gen + 1
	if hs[m.a].mark != done {
		hs[m.a].mark = done
		w.count++
	}
	prev, c, d := m.a, m.c, m.d
	for v := m.b; v >= 0; v = bd.hot[v].parent {
		if hs[v].mark != done {
			hs[v] = hot{used: hs[prev].used + c, mark: done, parent: prev}
			w.step[v], w.dir[v] = c, d
			w.count++
		}
		prev, c, d = v, bd.step[v], int8(geom.Direction(bd.dir[v]).Opposite())
	}
}
