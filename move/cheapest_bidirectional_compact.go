package move

import (
	"math"
	"math/bits"

	"github.com/warkit/warkit/geom/hex"
)

// cheapestBidirectionalCompact is cheapestBidirectional specialised to a
// compact step table: the same search, step for step, reading a hex's
// costs and neighbour offsets from its one word of the table rather than
// calling a cost or loading the workspace's neighbour indexes. It pops,
// closes, prunes, relaxes and pushes exactly what cheapestBidirectional
// does, in the same order and with the same keys, so its tree is the
// same (the tests compare them). One difference no one sees: a step
// whose cost from the end overflows to +Inf is not recorded, where
// cheapestBidirectional records it; but such a hex is never pushed (its
// key is not below mu), never meets the other half below mu, and is
// beaten by any finite cost. The halves take turns, forward first, each
// through its own copy of the kernel (see halfKind).
func (w *Workspace) cheapestBidirectionalCompact(s, t int32, tab *StepTable) Tree {
	w.begin(s, math.Inf(1), true)
	f, b := w.halves(s, t, tab.minStep)
	f.st[s][0] = hexState{used: 0, mark: f.seen, parent: -1}
	b.st[t][1] = hexState{used: 0, mark: b.seen, parent: -1}
	f.q.push(f.key(0, w.hexes[s]), s)
	b.q.push(b.key(0, w.hexes[t]), t)
	k := compactSearch{hexes: w.hexes, tab: &tab.compact, mu: math.Inf(1), meet: -1, boundTestMax: tab.boundTestMax}
	if s == t {
		k.mu, k.meet = 0, s
	}
	for f.q.n > 0 && b.q.n > 0 {
		compactTurn[forward](&k, f, b)
		if f.q.n == 0 || b.q.n == 0 {
			break
		}
		compactTurn[backward](&k, b, f)
	}
	if k.meet >= 0 {
		w.join(k.meet, nil, tab)
	}
	return Tree{w: w, gen: w.gen}
}

// compactSearch is what both halves of cheapestBidirectionalCompact
// read: the region's hexes, the table, and the cheapest path found
// through a hex both reached (its cost mu, and that hex).
//
// The test of a hex's bound against mu (cost from one end + the other
// half's smallest key - minStep × distance to the other end >= mu) needs
// a distance; while no path is found, mu is +Inf and the test can only
// pass if the bound has overflowed to +Inf. On a table whose costs are
// small enough that no sum the search forms can overflow, it is skipped
// then: the test runs only while mu <= boundTestMax, which is MaxFloat64
// for such a table (so only once mu is finite), else +Inf (always). On
// the benchmarks' maps 93 % of the pushes come before the halves first
// meet.
type compactSearch struct {
	hexes        []hex.Hex
	tab          *compact
	mu           float64
	meet         int32
	boundTestMax float64
}

// A halfKind names a half of the search as a type, forward or backward, so
// that the compiler makes a copy of the kernel for each (their shapes
// differ) in which the half's entry of a hex's pair of states, and
// whether it prices the steps into a hex rather than out of it, are
// constants.
type halfKind interface{ forward | backward }

type (
	forward  [0]struct{}
	backward [1]struct{}
)

// entryOf is S's entry of a hex's pair of states: 0 forward, 1 backward.
func entryOf[S halfKind]() int {
	var s S
	return len(s)
}

// compactTurn is one turn of half x (of kind S) in
// cheapestBidirectionalCompact: it pops a hex, skips it if either half
// has closed it, closes it, and expands it unless no path through it can
// be cheaper than k.mu. It is the search's kernel, kept in one piece
// (cyclomatic complexity 13) so that a turn is one call: the expansion in
// a function of its own measured 2.6 % more instructions.
func compactTurn[S halfKind](k *compactSearch, x, y *half) {
	xs := entryOf[S]()
	ui := x.q.pop()
	x.last = math.Float64frombits(x.q.last)
	p := &x.st[ui]
	if p[0].mark == x.done || p[1].mark == x.done {
		return // closed
	}
	p[xs].mark = x.done
	ug := p[xs].used
	from := k.hexes[ui]
	if x.last >= k.mu || k.mu <= k.boundTestMax && ug+y.last-x.minStep*float64(hexDist(from, x.from)) >= k.mu {
		return // no path through ui is cheaper than mu
	}
	// Expand ui: this is expand on a compact table. It first finds,
	// without a branch per neighbour, the steps that lower their
	// neighbour's cost for x (see lowers), then relaxes those in direction
	// order. That skips the pre-test of toPrice (a cost already below
	// ug + minStep), which the comparison makes redundant, since no
	// passable step of the table costs less than its MinStep. It is one
	// function with the turn's pop, a call less per hex expanded.
	st, palette, seen := x.st, k.tab.palette, x.seen
	e := k.tab.words[ui]
	off := &k.tab.offsets[uint8(e>>48)]
	costs := e
	if xs == 1 {
		costs = stepsInto(k.tab.words, ui, off)
	}
	set := lowers(&st[ui+off[0]], xs, ug+palette[uint8(costs)], seen) |
		lowers(&st[ui+off[1]], xs, ug+palette[uint8(costs>>8)], seen)<<1 |
		lowers(&st[ui+off[2]], xs, ug+palette[uint8(costs>>16)], seen)<<2 |
		lowers(&st[ui+off[3]], xs, ug+palette[uint8(costs>>24)], seen)<<3 |
		lowers(&st[ui+off[4]], xs, ug+palette[uint8(costs>>32)], seen)<<4 |
		lowers(&st[ui+off[5]], xs, ug+palette[uint8(costs>>40)], seen)<<5
	mu, meet := k.mu, k.meet
	for ; set != 0; set &= set - 1 {
		d := bits.TrailingZeros8(set)
		v := ui + off[d]
		p := &st[v]
		ng := ug + palette[uint8(costs>>(8*d))]
		p[xs] = hexState{used: ng, mark: seen, parent: ui}
		if p[1-xs].mark == seen && ng+p[1-xs].used < mu {
			mu, meet = ng+p[1-xs].used, v
		}
		to := from.Neighbor(hex.Direction(d))
		key := ng + x.minStep*float64(hexDist(to, x.toward)) // x.key, which does not inline
		if key >= mu || mu <= k.boundTestMax && ng+y.last-x.minStep*float64(hexDist(to, x.from)) >= mu {
			continue // see expand
		}
		x.q.push(key, v)
	}
	k.mu, k.meet = mu, meet
}

// lowers is 1 if the cost ng lowers entry xs of the pair of states p of a
// hex, else 0: ng is below its cost if this search has reached it, below
// +Inf if not, and never if either half has closed it. A neighbour off
// the region is the expanded hex itself, which the half has just closed;
// an impassable step costs +Inf, which lowers nothing. It decides without
// a branch: costs are never negative (nor -0, once added to a sum that
// starts at +0), and the bits of non-negative floats order as the floats
// do, so integer selects (CMOVs) pick the cost to beat.
func lowers(p *[2]hexState, xs int, ng float64, seen uint32) uint8 {
	h, done := &p[xs], seen+1
	cur := math.Float64bits(h.used)
	if h.mark != seen {
		cur = 0x7ff0000000000000 // +Inf
	}
	if h.mark == done {
		cur = 0
	}
	if p[1-xs].mark == done {
		cur = 0
	}
	return oneIf(math.Float64bits(ng) < cur)
}

// stepsInto returns the palette numbers of the steps into index ui from its
// six neighbours, whose offsets are off, as a compact word holds those
// out of a hex: byte d for the step from the neighbour in direction d,
// which is byte d+3 mod 6 of its word. Off the region the offset is 0
// and the byte is one of ui's own, which no one reads: lowers never
// picks a neighbour that is ui, just closed.
func stepsInto(words []uint64, ui int32, off *[6]int32) uint64 {
	return words[ui+off[0]]>>24&0xff | words[ui+off[1]]>>24&0xff00 | words[ui+off[2]]>>24&0xff0000 |
		words[ui+off[3]]<<24&0xff000000 | words[ui+off[4]]<<24&0xff00000000 | words[ui+off[5]]<<24&0xff0000000000
}
