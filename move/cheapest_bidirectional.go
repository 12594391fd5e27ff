package move

import (
	"math"
	"math/bits"

	"github.com/warkit/warkit/geom/hex"
)

// bidirState is the state of the bidirectional search (Cheapest,
// CheapestTable), kept between searches like the workspace's own arrays:
// the state of each hex in both halves, side by side so that a half
// reads the other's entry in the same cache line, and one queue per
// half.
type bidirState struct {
	gen    uint32
	st     [][2]hexState // [0] forward: cost from the start; [1] backward: cost to the goal
	qf, qb radixHeap
	f, b   half // kept here so that they do not escape to the heap per search
}

// half is one direction of the bidirectional search (the NBA* of Pijls and
// Post): an A* search from its end towards the other, keyed by its cost
// from its end plus minStep × the hex distance to the other end. Its
// parent pointers run towards its end; the step costs and directions of
// the path are found again when it is joined.
type half struct {
	st         [][2]hexState
	entry      int // this half's entry of st; 1-entry is the other's
	seen, done uint32
	q          *radixHeap
	reverse    bool // the backward half: it prices steps into the hex it expands
	from       hex.Hex
	toward     hex.Hex
	minStep    float64
	last       float64 // the key popped last: no key in the queue is smaller
}

func (x *half) key(g float64, h hex.Hex) float64 {
	return g + x.minStep*float64(hexDist(h, x.toward))
}

// cheapestBidirectional is Cheapest's search from index s to index t,
// the NBA* of Pijls and Post, pricing steps with cost, or reading them
// from tab if it is not nil (CheapestTable on a table that is not
// compact): two A* halves, forward from s and backward from t, each
// guided by minStep × hex distance to the other end. The halves take
// turns (on maps of varied costs, that settled fewer hexes than turns by
// queue length or by smallest key); a hex expanded by either half is
// closed to both. mu is the cost of the cheapest path found through a hex both
// halves reached. A half does not expand a hex x whose key is at least mu,
// nor one whose cost from its end plus the other half's smallest key less
// minStep × dist(x, other end) is (no path through x can be cheaper than
// mu then); the search ends when a queue is empty.
//
// The tree it returns holds the path, if there is one.
func (w *Workspace) cheapestBidirectional(s, t int32, cost StepCost, tab *StepTable, minStep float64) (Tree, error) {
	w.begin(s, math.Inf(1), true)
	f, b := w.halves(s, t, minStep)
	f.st[s][0] = hexState{used: 0, mark: f.seen, parent: -1}
	b.st[t][1] = hexState{used: 0, mark: b.seen, parent: -1}
	f.q.push(f.key(0, w.hexes[s]), s)
	b.q.push(b.key(0, w.hexes[t]), t)
	mu, meet := math.Inf(1), int32(-1)
	if s == t {
		mu, meet = 0, s
	}
	for turn := 0; f.q.n > 0 && b.q.n > 0; turn ^= 1 {
		x, y := f, b
		if turn == 1 {
			x, y = b, f
		}
		ui := x.q.pop()
		x.last = math.Float64frombits(x.q.last)
		p := &x.st[ui]
		if p[0].mark == x.done || p[1].mark == x.done {
			continue // closed
		}
		p[x.entry].mark = x.done
		ug := p[x.entry].used
		if x.last >= mu || ug+y.last-minStep*float64(hexDist(w.hexes[ui], x.from)) >= mu {
			continue // no path through ui is cheaper than mu
		}
		if err := w.expand(x, y, ui, cost, tab, &mu, &meet); err != nil {
			w.gen++
			return Tree{}, err
		}
	}
	if meet >= 0 {
		w.join(meet, cost, tab)
	}
	return Tree{w: w, gen: w.gen}, nil
}

// halves starts the two halves of a search from s to t; the kernel
// reaches and queues their ends (here, that measured 0.3 % more
// instructions in cheapestBidirectionalCompact's loop).
func (w *Workspace) halves(s, t int32, minStep float64) (f, b *half) {
	n := len(w.hexes)
	bd := w.bidir
	if bd == nil || len(bd.st) != n {
		// With a sentinel past the end for neighbours off the region,
		// a mark no search reaches or closes (2*gen+1 < 1<<32-1).
		st := make([][2]hexState, n+1)
		st[n][0].mark, st[n][1].mark = math.MaxUint32, math.MaxUint32
		bd = &bidirState{st: st[:n]}
		w.bidir = bd
	}
	bd.gen++
	if bd.gen >= 1<<31 {
		clear(bd.st)
		bd.gen = 1
	}
	bd.qf.reset()
	bd.qb.reset()
	seen, done := 2*bd.gen, 2*bd.gen+1
	sh, th := w.hexes[s], w.hexes[t]
	bd.f = half{st: bd.st, entry: 0, seen: seen, done: done, q: &bd.qf, from: sh, toward: th, minStep: minStep}
	bd.b = half{st: bd.st, entry: 1, seen: seen, done: done, q: &bd.qb, reverse: true, from: th, toward: sh, minStep: minStep}
	return &bd.f, &bd.b
}

// expand relaxes the steps out of index ui, just closed by x (into ui if x
// is the backward half), to hexes neither half has closed, and lowers mu
// to the cost of a path through a hex whose cost x lowers and the other
// half has reached. It is the search's kernel, kept in one piece (with
// the cost call inline) because splitting it measured 12 % more
// instructions.
func (w *Workspace) expand(x, y *half, ui int32, cost StepCost, tab *StepTable, mu *float64, meet *int32) error {
	st, xs, ys := x.st, x.entry, 1-x.entry
	seen := x.seen
	ug := st[ui][xs].used
	from := w.hexes[ui]
	nb := w.nbr[6*int(ui):][:6]
	// Not closed, and not already reached more cheaply than any step from
	// here can: worth pricing (see toPrice).
	for todo := toPrice(x.st[:len(x.st)+1], nb, xs, seen, ug+x.minStep); todo != 0; todo &= todo - 1 {
		d := bits.TrailingZeros8(todo)
		v := nb[d]
		p := &st[v]
		hv := &p[xs]
		to := from.Neighbor(hex.Direction(d))
		var c float64
		ok := true
		if tab != nil {
			c = tab.at(ui, v, d, x.reverse)
		} else {
			// SideOf(from, d), asked of the hex whose side it is.
			sh, sd := from, d
			if d >= 3 {
				sh, sd = to, d-3
			}
			side := hex.SideOf(sh, hex.Direction(sd))
			if x.reverse {
				c, ok = cost(to, from, side)
			} else {
				c, ok = cost(from, to, side)
			}
		}
		if !ok || c > math.MaxFloat64 {
			continue // impassable, +Inf included
		}
		if !(c >= 0) {
			return badStepFound(from, to, c, x.reverse)
		}
		ng := ug + c
		if hv.mark == seen && ng >= hv.used {
			continue
		}
		*hv = hexState{used: ng, mark: seen, parent: ui}
		if p[ys].mark == seen && ng+p[ys].used < *mu {
			*mu, *meet = ng+p[ys].used, v
		}
		k := ng + x.minStep*float64(hexDist(to, x.toward)) // x.key, which does not inline
		if k >= *mu || ng+y.last-x.minStep*float64(hexDist(to, x.from)) >= *mu {
			// cheapest would reject v when popped: no path through v
			// is cheaper than mu. Its cost still offers paths to the
			// other half.
			continue
		}
		x.q.push(k, v)
	}
	return nil
}

// join writes the path through index m into the workspace's tree: the
// forward half's path from the start to m, then the backward half's from
// m to the goal, each hex with its cost from the start, the cost of its
// last step (priced again) and its direction. The two never share a hex
// but m, since a hex closed by one half is closed to the other.
func (w *Workspace) join(m int32, cost StepCost, tab *StepTable) {
	st := w.bidir.st
	hs, done := w.state, 2*w.gen+1
	for v := m; v >= 0; v = st[v][0].parent {
		hs[v] = hexState{used: st[v][0].used, mark: done, parent: st[v][0].parent}
		w.count++
	}
	prev := m
	for v := st[m][1].parent; v >= 0; v = st[v][1].parent {
		hs[v] = hexState{mark: done, parent: prev}
		w.count++
		prev = v
	}
	// Steps and directions, and the backward part's costs, start to goal.
	for v := m; v >= 0; v = st[v][0].parent {
		w.fillStep(v, cost, tab)
	}
	for v := st[m][1].parent; v >= 0; v = st[v][1].parent {
		c := w.fillStep(v, cost, tab)
		hs[v].used = hs[hs[v].parent].used + c
	}
}

// fillStep sets the step cost and direction of index v of the tree from
// its parent, and returns the cost: read from tab if it is not nil, else
// priced again with cost.
func (w *Workspace) fillStep(v int32, cost StepCost, tab *StepTable) float64 {
	p := w.state[v].parent
	if p < 0 {
		w.step[v], w.dir[v] = 0, 0
		return 0
	}
	from, to := w.hexes[p], w.hexes[v]
	d, _ := from.DirectionTo(to)
	var c float64
	if tab != nil {
		c = tab.at(p, v, int(d), false)
	} else {
		c, _ = cost(from, to, hex.SideOf(from, d))
	}
	w.step[v], w.dir[v] = c, int8(d)
	return c
}

// toPrice returns the set of directions (bit d for direction d) of the
// neighbours nb that a half of the bidirectional search, whose entries are
// st[v][xs], should price: those this half has not reached (mark < seen)
// or reached at bar or more (its cost plus the least step), and the other
// half has not closed. It decides without a branch per neighbour: with
// the inlined distance, BenchmarkCheapest100x100 measured 520 -> 460 µs
// of CPU (the two were not measured apart). Both halves share seen and
// done, so the other half's closed mark is seen+1. st ends with the
// sentinel of off-region neighbours.
func toPrice(st [][2]hexState, nb []int32, xs int, seen uint32, bar float64) uint8 {
	last := int32(len(st) - 1)
	var set uint8
	for d, v := range nb[:6] {
		if v < 0 {
			v = last
		}
		p := &st[v]
		h := &p[xs]
		set |= (oneIf(h.mark < seen) | oneIf(h.mark == seen)&oneIf(h.used >= bar)) & oneIf(p[1-xs].mark != seen+1) << d
	}
	return set
}

// oneIf is 1 for true, 0 for false; the compiler makes it a SETcc.
func oneIf(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}
