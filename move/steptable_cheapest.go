package move

import (
	"math"
	"math/bits"

	"github.com/warkit/warkit/geom"
)

// cheapestCompact is cheapest specialised to a compact step table: the
// same bidirectional search, step for step, reading a hex's costs and
// neighbour offsets from its one word of the table rather than calling a
// cost or loading the workspace's neighbour indexes. It pops, closes,
// prunes, relaxes and pushes exactly what cheapest does, in the same
// order and with the same keys, so its tree is cheapest's (the tests
// compare them).
func (w *Workspace) cheapestCompact(s, t int32, tab *StepTable) Tree {
	minStep := tab.minStep
	w.begin()
	w.start, w.allowance, w.single = s, math.Inf(1), true
	f, b := w.halves(s, t, minStep)
	f.st[s][0] = hot{used: 0, mark: f.seen, parent: -1}
	b.st[t][1] = hot{used: 0, mark: b.seen, parent: -1}
	hexes := w.hexes
	f.q.push(f.key(0, hexes[s]), s)
	b.q.push(b.key(0, hexes[t]), t)
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
		p[x.side].mark = x.done
		ug := p[x.side].used
		from := hexes[ui]
		if x.last >= mu || ug+y.last-minStep*float64(hexDist(from, x.from)) >= mu {
			continue // no path through ui is cheaper than mu
		}
		mu, meet = x.relaxCompact(y, ui, from, &tab.compact, mu, meet)
	}
	if meet >= 0 {
		w.join(meet, nil, tab)
	}
	return Tree{w: w, gen: w.gen}
}

// relaxCompact is expand on a compact table: it relaxes the steps out of
// index ui, at hex from, just closed by x (into ui if x is the backward
// half), in direction order, and returns mu and meet lowered as expand
// lowers them.
//
// It first finds, without a branch per neighbour, the steps that lower
// their neighbour's cost for x (see better), then relaxes those in
// direction order. That skips the pre-test of toPriceBi (a cost already
// below ug + minStep), which the comparison makes redundant, since no
// passable step of the table costs less than its MinStep.
func (x *half) relaxCompact(y *half, ui int32, from geom.Hex, tab *compact, mu float64, meet int32) (float64, int32) {
	st := x.st
	xs, ys := x.side&1, (1-x.side)&1
	palette := tab.palette
	e := tab.small[ui]
	off := &tab.near[uint8(e>>48)]
	costs := e
	if x.reverse {
		costs = into(tab.small, ui, off)
	}
	ug := st[ui][xs].used
	for set := better(st, ui, off, costs, palette, ug, xs, x.seen); set != 0; set &= set - 1 {
		d := bits.TrailingZeros8(set)
		v := ui + off[d]
		p := &st[v]
		ng := ug + palette[uint8(costs>>(8*d))]
		p[xs] = hot{used: ng, mark: x.seen, parent: ui}
		if p[ys].mark == x.seen && ng+p[ys].used < mu {
			mu, meet = ng+p[ys].used, v
		}
		to := from.Neighbor(geom.Direction(d))
		key := x.key(ng, to)
		if key >= mu || ng+y.last-x.minStep*float64(hexDist(to, x.from)) >= mu {
			continue // see expand
		}
		x.q.push(key, v)
	}
	return mu, meet
}

// better returns the set of directions (bit d for direction d) in which
// the step of palette number byte d of costs, out of (or into) index ui,
// lowers the cost for side xs of the neighbour at offset off[d]: the cost
// ug + the step is below the neighbour's (+Inf if this search has not
// reached it, -1 if either half has closed it). A neighbour off the
// region is ui itself, which x has just closed; an impassable step costs
// +Inf, which lowers nothing. Without a branch per neighbour: the costs
// to beat are compared as bits (see dijkstraCompact) after integer
// selects.
func better(st [][2]hot, ui int32, off *[6]int32, costs uint64, palette *[256]float64, ug float64, xs int, seen uint32) uint8 {
	done := seen + 1
	inf := math.Float64bits(math.Inf(1))
	var set uint8
	for d := range 6 {
		p := &st[ui+off[d]]
		h := &p[xs&1]
		ng := ug + palette[uint8(costs>>(8*d))]
		cur := math.Float64bits(h.used)
		if h.mark != seen {
			cur = inf
		}
		if h.mark == done {
			cur = 0
		}
		if p[(1-xs)&1].mark == done {
			cur = 0
		}
		set |= b2u(math.Float64bits(ng) < cur) << d
	}
	return set
}

// into returns the palette numbers of the steps into index ui from its
// six neighbours, whose offsets are off, as a compact word holds those
// out of a hex: byte d for the step from the neighbour in direction d,
// impassable off the region.
func into(small []uint64, ui int32, off *[6]int32) uint64 {
	var w uint64
	for d, o := range off {
		k := uint64(impassable)
		if o != 0 {
			k = small[ui+o] >> (8 * rev[d]) & 0xff
		}
		w |= k << (8 * d)
	}
	return w
}

// rev is the direction opposite each direction.
var rev = [6]uint8{3, 4, 5, 0, 1, 2}
