package ground

import (
	"math"

	"github.com/paulmach/orb"
)

// The search over the graph of Steiner points, which CheapestPath and
// Reach share: Dijkstra over the complete graph of the points, from the
// first, each leg priced by legCost. Pricing a leg (and testing its
// base's clearance) is the costly part, so a leg is priced lazily: when
// a point is settled, each leg from it only lowers the least lower bound
// (the cost so far plus the cheapest rate times the leg's length) of the
// legs waiting at its end; a point comes out of the queue to have its
// waiting legs priced, cheapest bound first, once that bound is the
// least key left, and to be settled once its cost is, with nothing
// waiting below it. A leg whose bound cannot improve its end is never
// priced.
//
// The answers are those of the eager Dijkstra this replaces, to the
// last bit: the points settle in the same order (by cost, then the
// lower index), because no leg waits below the cost of the point
// settled; and the tie policy is the same: of the legs that reach a
// point at the same least cost (to the last bit), the one from the point
// settled first keeps it, whatever order the legs were priced in.
//
// A goal can bound the search: a point whose cost so far plus a lower
// bound of the cost on to the target exceeds the bound cannot be on a
// path within it, nor tie with one, so it is never queued. An A* order
// (by cost plus that bound) finds such a bound quickly, but does not
// settle points in the eager order.

// search is the state of a search over the points pts, pts[0] the
// start.
type search struct {
	pts        []orb.Point
	dist       []float64    // the least cost found to each point, final once settled
	prev       []int32      // the point the leg of that cost starts from, -1 for none
	rank       []int32      // each point's place in settled, -1 until settled
	low        []float64    // the least lower bound of the legs waiting at each point, +Inf for none
	seen       []int32      // each point's legs from settled[:seen] are priced or hopeless
	mark       []int32      // the points settled when it was last opened
	cut        []waitingLeg // the last leg priced there, in the order of open
	rest       []float64    // a lower bound of the cost from each point on to the target
	settled    []int32      // the points settled, in order
	queue      pointQueue
	waiting    []waitingLeg // the legs priced when a point is opened
	memo       *legMemo     // what the legs priced cost, if not nil
	floors     []floorArea  // the areas of legFloor
	floorEdges []floorEdge
	floorAt    []int32 // each feature's index in floors, -1 for none
	cands      []int
	spans      []floorSpan
	cuts       []float64
	overflow   bool      // a leg's cost, or a sum of them, overflowed (never reset)
	legs       int       // the legs priced, for the tests
	wall       int       // the feature that blocked the last leg, -1 for none
	wallBox    orb.Bound // its box
	leg        orb.LineString
}

// goal says where a search stops and in which order it goes.
type goal struct {
	target int32   // settling this point ends the search; -1 for none
	ahead  bool    // order by cost plus rest (A*), not by cost
	bound  float64 // no point whose cost plus rest may exceed it is settled
}

// legBound returns the lower bound of what the leg from settled point
// u to point v brings v: u's cost plus the cheapest rate times the
// leg's length, less the slack of a leg's rounding.
func (g *Ground) legBound(s *search, u, v int32) float64 {
	return (s.dist[u] + g.minPer*dist(s.pts[u], s.pts[v])) * (1 - slack)
}

// search runs the search over s.pts from s.pts[0] towards gl, each
// point's lower bound of the cost on to the target being rest(point)
// (nil: 0). It leaves in s the costs, predecessors and order of the
// points settled.
//
// Work: O(n) lower bounds and O(n log n) queue moves per point settled,
// for n points, and at most one pricing per leg (O(n²) in all): a leg
// is priced only if its lower bound is at most the cost of its end.
func (g *Ground) search(t *Tape, s *search, gl goal, rest func(orb.Point) float64) bool {
	s.reset(rest)
	g.setFloors(s)
	s.dist[0] = 0
	s.requeue(0, gl)
	for {
		if gl.ahead && (s.memo.full() || 4*len(s.settled) > len(s.pts)) {
			return false // the A* order no longer pays
		}
		v, ok := s.queue.pop()
		if !ok {
			return true
		}
		if s.low[v] <= s.dist[v] {
			g.open(t, s, v, gl, s.queue.first())
			s.requeue(v, gl)
			continue
		}
		s.rank[v] = int32(len(s.settled))
		s.settled = append(s.settled, v)
		if v == gl.target {
			return true
		}
		g.settle(s, v, gl)
	}
}

// reset makes s ready for a search over s.pts.
func (s *search) reset(rest func(orb.Point) float64) {
	n := len(s.pts)
	s.dist, s.prev, s.rank = grown(s.dist, n), grown(s.prev, n), grown(s.rank, n)
	s.low, s.seen, s.rest = grown(s.low, n), grown(s.seen, n), grown(s.rest, n)
	s.mark, s.cut = grown(s.mark, n), grown(s.cut, n)
	for i, p := range s.pts {
		s.dist[i], s.prev[i], s.rank[i], s.low[i], s.seen[i], s.rest[i] = math.Inf(1), -1, -1, math.Inf(1), 0, 0
		s.mark[i], s.cut[i] = 0, waitingLeg{math.Inf(-1), -1}
		if rest != nil {
			s.rest[i] = rest(p)
		}
	}
	s.settled = s.settled[:0]
	s.queue.reset(n)
	s.wall = -1
}

// requeue queues point v by its least lower bound, or takes it out if
// it has none or the goal's bound rules it out.
func (s *search) requeue(v int32, gl goal) {
	lo := min(s.dist[v], s.low[v])
	if math.IsInf(lo, 1) || lo+s.rest[v] > gl.bound {
		s.queue.remove(v)
		return
	}
	key := lo
	if gl.ahead {
		key += s.rest[v]
	}
	s.queue.set(v, key, s.low[v] <= s.dist[v])
}

// settle lowers, for each point not settled, the least lower bound of
// its waiting legs by that of the leg from u, just settled, unless that
// leg cannot improve it or the goal's bound rules it out.
func (g *Ground) settle(s *search, u int32, gl goal) {
	pu := s.pts[u]
	for i, p := range s.pts {
		v := int32(i)
		if s.rank[v] >= 0 || p == pu {
			continue
		}
		lb := g.legBound(s, u, v)
		if lb >= s.low[v] || lb > s.dist[v] || lb+s.rest[v] > gl.bound {
			continue
		}
		s.low[v] = lb
		s.requeue(v, gl)
	}
}

// open prices legs waiting at point v in the order of their lower
// bounds (then of the points they come from, as settled), as long as
// that bound could improve v and is due: at most key, the key of the
// next point queued. It keeps the least cost, and on a tie (to the last
// bit) the leg from the point settled first, whatever order the legs
// are priced in. While v has no cost at all, every leg found is due:
// most lead nowhere (blocked), and would wait only to be found again.
//
// The legs priced at v are, of those from settled[seen[v]:mark[v]],
// those up to cut[v] in that order; those from settled[mark[v]:] are
// new. An opening prices at least one leg per openScan points it scans
// (or all it finds), so that scanning costs little next to pricing.
func (g *Ground) open(t *Tape, s *search, v int32, gl goal, key float64) {
	w := legHeap(g.waitingAt(s, v, gl))
	w.init()
	cut := s.cut[v]
	least := (len(s.settled) - int(s.seen[v]) + openScan - 1) / openScan
	for priced := 0; len(w) > 0; priced++ {
		l := w[0]
		if l.bound > s.dist[v] {
			w = w[:0] // the rest are hopeless
			break
		}
		due := l.bound
		if gl.ahead {
			due += s.rest[v]
		}
		if due > key && priced >= least && cut.before(l) && !math.IsInf(s.dist[v], 1) {
			break // not due yet
		}
		w.pop()
		u := s.settled[l.rank]
		d := s.sum(s.dist[u], g.graphLeg(t, s, u, v, gl.ahead))
		if d < s.dist[v] || d == s.dist[v] && !math.IsInf(d, 1) && l.rank < s.rank[s.prev[v]] {
			s.dist[v], s.prev[v] = d, u
		}
		if cut.before(l) {
			cut = l
		}
	}
	// What is left waits: from which point on, and its least bound.
	n := int32(len(s.settled))
	s.seen[v], s.mark[v], s.cut[v], s.low[v] = n, n, cut, math.Inf(1)
	for _, l := range w {
		s.seen[v] = min(s.seen[v], l.rank)
		s.low[v] = min(s.low[v], l.bound)
	}
}

// sum returns a + c, the cost of a leg c after a settled cost a, and
// notes an overflow: a sum of finite costs that rounds to +Inf.
func (s *search) sum(a, c float64) float64 {
	d := a + c
	if math.IsInf(d, 1) && !math.IsInf(c, 1) {
		s.overflow = true
	}
	return d
}

// waitingAt returns, in s.waiting, the legs waiting at point v: from
// the points settled since seen[v], those not priced at an earlier
// opening nor hopeless (unable to improve v, or ruled out by the goal's
// bound).
func (g *Ground) waitingAt(s *search, v int32, gl goal) []waitingLeg {
	pv := s.pts[v]
	mark, cut := s.mark[v], s.cut[v]
	s.waiting = s.waiting[:0]
	for j := s.seen[v]; j < int32(len(s.settled)); j++ {
		u := s.settled[j]
		if s.pts[u] == pv {
			continue
		}
		l := waitingLeg{g.legBound(s, u, v), j}
		if l.bound > s.dist[v] || l.bound+s.rest[v] > gl.bound || j < mark && !cut.before(l) {
			continue
		}
		s.waiting = append(s.waiting, l)
	}
	return s.waiting
}

// openScan is how many points an opening may scan per leg it prices.
const openScan = 16

// waitingLeg is a leg from the point settled rank-th, with its lower
// bound.
type waitingLeg struct {
	bound float64
	rank  int32
}

// before reports whether leg a comes before leg l in the order legs are
// priced at their end: by lower bound, then the point settled first.
func (a waitingLeg) before(l waitingLeg) bool {
	if a.bound != l.bound {
		return a.bound < l.bound
	}
	return a.rank < l.rank
}

// legHeap is a binary heap of legs, the first (by before) on top.
type legHeap []waitingLeg

func (h legHeap) init() {
	for i := len(h)/2 - 1; i >= 0; i-- {
		h.down(i)
	}
}

// pop removes the top leg.
func (h *legHeap) pop() {
	n := len(*h) - 1
	(*h)[0] = (*h)[n]
	*h = (*h)[:n]
	h.down(0)
}

func (h legHeap) down(i int) {
	for {
		c := 2*i + 1
		if c >= len(h) {
			return
		}
		if c+1 < len(h) && h[c+1].before(h[c]) {
			c++
		}
		if !h[c].before(h[i]) {
			return
		}
		h[i], h[c] = h[c], h[i]
		i = c
	}
}
