package geom

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/paulmach/orb"
)

// This file holds the plane sweep behind [Polygon.Validate]: a
// Shamos–Hoey sweep over the edges of every ring, ordered by exact
// predicates, that stops at the first pair of edges meeting where they
// must not, and reads each ring's nesting off the sweep.
//
// The sweep line moves in lexicographic (x, then y) order, as if turned by
// an infinitesimal angle, so vertical edges need no special case. Edges
// are stored left end first. The status holds the edges the sweep line
// crosses, ordered from below to above; it is consistent as long as no
// two of them cross to the left of the sweep, which holds up to the first
// bad pair, where the sweep stops.
//
// Why no bad pair is missed: let p be the leftmost point where two edges
// meet badly. If p is no vertex, the two edges are neighbours in the
// status just before p and were tested when they became neighbours. If p
// is a vertex, every status edge through p is found at p's event: two
// edges through p's interior are a bad pair, and one such edge is tested
// against every edge that ends or starts at p. Two edges of one ring that
// share an end are adjacent or the ring visits that vertex twice, which
// visitedTwice reports; collinear edges leaving p compare equal and are
// tested as neighbours.

// sweepEdge is one edge of positive length, stored left end first.
type sweepEdge struct {
	lo, hi orb.Point
	ring   int32
	k      int32 // place among its ring's edges of positive length
	from   int32 // index of the ring point the edge starts from
	up     bool  // the ring's interior lies above the edge
	fwd    bool  // the ring runs along the edge from lo to hi
}

// sweepVertex is a vertex of a ring, where edge out leaves and edge in
// arrives (global edge numbers); the events of the sweep.
type sweepVertex struct {
	p       orb.Point
	out, in int32
}

// sweepNode is a treap node; node i holds edge i.
type sweepNode struct {
	l, r int32
	prio uint32
}

type sweep struct {
	p         Polygon
	edges     []sweepEdge
	ringEdges []int32     // number of edges of positive length per ring
	lowest    []orb.Point // each ring's lexicographically lowest vertex
	lowestAt  []int       // its index in the ring
	ccw       []bool      // whether each ring runs counter-clockwise
	container []int32     // innermost ring around each ring, -1 for none
	nodes     []sweepNode
	root      int32
	err       error
	// scratch, reused per event
	mid, starts, ends []int32
}

// validateTopology runs the sweep over the good rings of p and returns the
// intersection or nesting problems it finds.
func validateTopology(p Polygon, good []bool) []error {
	var s sweep // on the stack: a small polygon costs only its slices
	s.init(p, good)
	if s.run(); s.err != nil {
		return []error{s.err}
	}
	return s.nesting(good)
}

func (s *sweep) init(p Polygon, good []bool) {
	*s = sweep{
		p:         p,
		ringEdges: make([]int32, len(p)),
		lowest:    make([]orb.Point, len(p)),
		lowestAt:  make([]int, len(p)),
		container: make([]int32, len(p)),
		ccw:       make([]bool, len(p)),
		root:      -1,
	}
	n := 0
	for ri, r := range p {
		if good[ri] {
			n += ringEdgeCount(r)
		}
	}
	s.edges = make([]sweepEdge, 0, n)
	for ri, r := range p {
		s.container[ri] = -1
		if good[ri] {
			s.addRing(ri, r)
		}
	}
	s.nodes = make([]sweepNode, len(s.edges))
	x := uint32(2463534242)
	for i := range s.nodes {
		x ^= x << 13 // xorshift: deterministic priorities
		x ^= x >> 17
		x ^= x << 5
		s.nodes[i] = sweepNode{l: -1, r: -1, prio: x}
	}
}

func pointLess(a, b orb.Point) bool {
	return a[0] < b[0] || (a[0] == b[0] && a[1] < b[1])
}

// comparePoints orders finite points lexicographically.
func comparePoints(a, b orb.Point) int {
	switch {
	case a[0] < b[0]:
		return -1
	case a[0] > b[0]:
		return 1
	case a[1] < b[1]:
		return -1
	case a[1] > b[1]:
		return 1
	}
	return 0
}

func (s *sweep) addRing(ri int, r orb.Ring) {
	ccw := ringOrientation(r) > 0
	s.ccw[ri] = ccw
	lo := -1
	var k int32
	for i := range ringEdgeCount(r) {
		e := ringEdge(r, i)
		if e.A == e.B {
			continue
		}
		if lo < 0 || pointLess(e.A, r[lo]) {
			lo = i
		}
		se := sweepEdge{lo: e.A, hi: e.B, ring: int32(ri), k: k, from: int32(i), up: ccw, fwd: true}
		if pointLess(e.B, e.A) {
			se.lo, se.hi, se.up, se.fwd = e.B, e.A, !ccw, false
		}
		s.edges = append(s.edges, se)
		k++
	}
	s.ringEdges[ri] = k
	s.lowest[ri], s.lowestAt[ri] = r[lo], lo
}

// side returns the side of status edge e that point q lies on: +1 above,
// -1 below, 0 on it.
func (s *sweep) side(e int32, q orb.Point) int {
	a := &s.edges[e]
	if q == a.lo || q == a.hi {
		return 0 // the common case at an event, and the costly one to decide
	}
	return Orient2D(a.lo, a.hi, q)
}

// compare orders two edges that the sweep line crosses together and that
// do not cross each other: -1 if a is below b. It depends on the edges
// alone, not on where the sweep is.
func (s *sweep) compare(ia, ib int32) int {
	a, b := &s.edges[ia], &s.edges[ib]
	var o int
	switch c := comparePoints(a.lo, b.lo); {
	case c == 0:
		o = Orient2D(a.lo, a.hi, b.hi)
	case c < 0:
		if o = Orient2D(a.lo, a.hi, b.lo); o == 0 {
			o = Orient2D(a.lo, a.hi, b.hi)
		}
	default:
		if o = -Orient2D(b.lo, b.hi, a.lo); o == 0 {
			o = -Orient2D(b.lo, b.hi, a.hi)
		}
	}
	if o != 0 {
		return -o // b to the left of a is b above a
	}
	return cmp.Compare(ia, ib)
}

func (s *sweep) run() {
	events := make([]sweepVertex, 0, len(s.edges))
	for i := 0; i < len(s.edges); {
		// The edges of one ring are consecutive, edge k leaving vertex k.
		m := int(s.ringEdges[s.edges[i].ring])
		for k := range m {
			e := &s.edges[i+k]
			p := e.hi
			if e.fwd {
				p = e.lo
			}
			events = append(events, sweepVertex{p, int32(i + k), int32(i + (k+m-1)%m)})
		}
		i += m
	}
	slices.SortFunc(events, func(a, b sweepVertex) int {
		if c := comparePoints(a.p, b.p); c != 0 {
			return c
		}
		return cmp.Compare(a.out, b.out)
	})
	for i := 0; i < len(events) && s.err == nil; {
		j := i + 1
		for j < len(events) && events[j].p == events[i].p {
			j++
		}
		s.event(events[i].p, events[i:j])
		i = j
	}
}

// event processes the vertices at point q: the edges that end there leave
// the status and those that start there enter it.
func (s *sweep) event(q orb.Point, evs []sweepVertex) {
	if s.visitedTwice(q, evs) {
		return
	}
	below, rest := s.split(s.root, func(e int32) bool { return s.side(e, q) > 0 })
	at, above := s.split(rest, func(e int32) bool { return s.side(e, q) == 0 })
	s.mid = s.collect(s.mid[:0], at)
	// Edges through q that go on past it; those ending at q leave.
	through := s.mid[:0]
	for _, e := range s.mid {
		if s.edges[e].hi != q {
			through = append(through, e)
		}
	}
	s.starts, s.ends = s.starts[:0], s.ends[:0]
	for _, ev := range evs {
		for _, e := range [2]int32{ev.out, ev.in} {
			if s.edges[e].lo == q {
				s.starts = append(s.starts, e)
			} else {
				s.ends = append(s.ends, e)
			}
		}
	}
	if !s.checkThrough(through) {
		return
	}
	next := append(s.starts, through...)
	slices.SortFunc(next, s.compare)
	s.starts = next
	if !s.checkNeighbours(s.last(below), next, s.first(above)) {
		return
	}
	if !s.checkTouch(q, evs, through) {
		return
	}
	s.nestRings(q, next, s.first(above))
	for _, e := range next {
		s.nodes[e].l, s.nodes[e].r = -1, -1
		below = s.merge(below, e)
	}
	s.root = s.merge(below, above)
}

// visitedTwice reports a ring that visits q twice (apart from repeating
// it in place): the edges leaving both visits meet there, which the
// neighbour tests alone would not always see.
func (s *sweep) visitedTwice(q orb.Point, evs []sweepVertex) bool {
	if len(evs) < 2 {
		return false
	}
	first := make(map[int32]int32, 0)
	for _, ev := range evs {
		e := &s.edges[ev.out]
		if j, dup := first[e.ring]; dup {
			a, b := min(j, e.from), max(j, e.from)
			s.err = fmt.Errorf("geom: ring %d point %d: self-intersection: edge from point %d meets edge from point %d at (%g %g)",
				e.ring, a, a, b, q[0], q[1])
			return true
		}
		first[e.ring] = e.from
	}
	return false
}

// checkThrough tests the edges passing through q: two of them meet badly,
// and one of them against every edge that ends or starts at q.
func (s *sweep) checkThrough(through []int32) bool {
	switch len(through) {
	case 0:
		return true
	case 1:
		for _, es := range [2][]int32{s.starts, s.ends} {
			for _, e := range es {
				if !s.check(through[0], e) {
					return false
				}
			}
		}
		return true
	}
	return s.check(through[0], through[1]) && s.report(through[0], through[1])
}

// checkNeighbours tests the pairs that become neighbours at an event.
func (s *sweep) checkNeighbours(lo int32, next []int32, hi int32) bool {
	if len(next) == 0 {
		return s.check(lo, hi)
	}
	if !s.check(lo, next[0]) || !s.check(next[len(next)-1], hi) {
		return false
	}
	for i := 1; i < len(next); i++ {
		if !s.check(next[i-1], next[i]) {
			return false
		}
	}
	return true
}

// report records that a and b meet badly even if check found them fine
// (two edges through one point cannot be fine); it returns false.
func (s *sweep) report(a, b int32) bool {
	if s.err == nil {
		s.err = s.problem(a, b, s.segment(a).Intersect(s.segment(b)))
	}
	return false
}

func (s *sweep) segment(e int32) Segment { return Segment{s.edges[e].lo, s.edges[e].hi} }

// check tests two edges (either may be -1, none) and records the first
// bad meeting; it reports whether they are fine.
func (s *sweep) check(a, b int32) bool {
	if a < 0 || b < 0 || a == b || !s.boxesMeet(a, b) {
		return true
	}
	in := s.segment(a).Intersect(s.segment(b))
	if in.Kind == NoIntersection {
		return true
	}
	ea, eb := &s.edges[a], &s.edges[b]
	if ea.ring != eb.ring {
		if in.Kind == Touching {
			return true
		}
	} else if in.Kind == Touching {
		m := s.ringEdges[ea.ring]
		d := ea.k - eb.k
		if d == 1 || d == -1 || d == m-1 || d == 1-m {
			return true // neighbours in the ring meet at their common vertex
		}
	}
	s.err = s.problem(a, b, in)
	return false
}

// boxesMeet reports whether the bounding boxes of edges a and b meet (a
// quick, exact rejection before the intersection test).
func (s *sweep) boxesMeet(a, b int32) bool {
	ea, eb := &s.edges[a], &s.edges[b]
	// x is ordered within an edge (lo <= hi); y is not.
	if ea.hi[0] < eb.lo[0] || eb.hi[0] < ea.lo[0] {
		return false
	}
	return max(ea.lo[1], ea.hi[1]) >= min(eb.lo[1], eb.hi[1]) && max(eb.lo[1], eb.hi[1]) >= min(ea.lo[1], ea.hi[1])
}

// problem words a bad meeting the way Validate documents it.
func (s *sweep) problem(a, b int32, in Intersection) error {
	ea, eb := s.edges[a], s.edges[b]
	if ea.ring > eb.ring || (ea.ring == eb.ring && ea.from > eb.from) {
		ea, eb = eb, ea
	}
	if ea.ring == eb.ring {
		return fmt.Errorf("geom: ring %d point %d: self-intersection: edge from point %d meets edge from point %d at (%g %g)",
			ea.ring, ea.from, ea.from, eb.from, in.P[0], in.P[1])
	}
	if in.Kind == Overlapping {
		return fmt.Errorf("geom: ring %d point %d: edge overlaps ring %d (edge from point %d) from (%g %g) to (%g %g)",
			eb.ring, eb.from, ea.ring, ea.from, in.P[0], in.P[1], in.Q[0], in.Q[1])
	}
	return fmt.Errorf("geom: ring %d point %d: edge crosses ring %d (edge from point %d) at (%g %g)",
		eb.ring, eb.from, ea.ring, ea.from, in.P[0], in.P[1])
}

// nestRings finds, for each ring whose lowest vertex is q, the innermost
// ring around it. The region just above the ring's upper edge at q lies
// where the ring lies with respect to every other ring, and is bounded
// above by the next edge: inside that edge's ring if its interior is
// below, else wherever that ring itself lies. Rings are taken from the top
// down, so a ring whose lowest vertex is also q is known before any ring
// below it.
func (s *sweep) nestRings(q orb.Point, next []int32, top int32) {
	for i := len(next) - 1; i >= 0; i-- {
		e := &s.edges[next[i]]
		if e.lo != q || s.lowest[e.ring] != q || s.isLowerOfPair(next, i) {
			continue
		}
		up := top
		if i+1 < len(next) {
			up = next[i+1]
		}
		switch {
		case up < 0:
			s.container[e.ring] = -1
		case !s.edges[up].up:
			s.container[e.ring] = s.edges[up].ring
		default:
			s.container[e.ring] = s.container[s.edges[up].ring]
		}
	}
}

// isLowerOfPair reports whether next[i] is the lower of its ring's two
// edges leaving the ring's lowest vertex (the upper one comes later).
func (s *sweep) isLowerOfPair(next []int32, i int) bool {
	e := &s.edges[next[i]]
	for _, o := range next[i+1:] {
		if f := &s.edges[o]; f.ring == e.ring && f.lo == e.lo {
			return true
		}
	}
	return false
}

// nesting returns the errors of holes outside the shell or inside other
// holes, once the sweep found no crossing.
func (s *sweep) nesting(good []bool) []error {
	var errs []error
	for j := 1; j < len(s.p); j++ {
		if !good[j] {
			continue
		}
		switch c := s.container[j]; {
		case c == 0:
		case c < 0:
			if !good[0] {
				break // no shell to lie in
			}
			errs = append(errs, fmt.Errorf("geom: ring %d point %d: hole outside the shell", j, s.lowestAt[j]))
		default:
			errs = append(errs, fmt.Errorf("geom: ring %d point %d: hole inside hole %d", j, s.lowestAt[j], c))
		}
	}
	if c := s.container[0]; good[0] && c > 0 {
		// The shell inside a hole: that hole lies outside the shell, which
		// the loop above reported unless the hole is itself nested.
		if s.container[c] > 0 {
			errs = append(errs, fmt.Errorf("geom: ring %d point %d: hole outside the shell", c, s.lowestAt[c]))
		}
	}
	return errs
}

// split cuts treap t into the edges for which left holds (a prefix of the
// order) and the rest.
func (s *sweep) split(t int32, left func(int32) bool) (int32, int32) {
	if t < 0 {
		return -1, -1
	}
	n := &s.nodes[t]
	if left(t) {
		a, b := s.split(n.r, left)
		n.r = a
		return t, b
	}
	a, b := s.split(n.l, left)
	n.l = b
	return a, t
}

// merge joins treaps a and b, every edge of a below every edge of b.
func (s *sweep) merge(a, b int32) int32 {
	if a < 0 {
		return b
	}
	if b < 0 {
		return a
	}
	if s.nodes[a].prio > s.nodes[b].prio {
		s.nodes[a].r = s.merge(s.nodes[a].r, b)
		return a
	}
	s.nodes[b].l = s.merge(a, s.nodes[b].l)
	return b
}

// collect appends the edges of treap t in order.
func (s *sweep) collect(dst []int32, t int32) []int32 {
	for t >= 0 {
		dst = s.collect(dst, s.nodes[t].l)
		dst = append(dst, t)
		t = s.nodes[t].r
	}
	return dst
}

func (s *sweep) first(t int32) int32 {
	for t >= 0 && s.nodes[t].l >= 0 {
		t = s.nodes[t].l
	}
	return t
}

func (s *sweep) last(t int32) int32 {
	for t >= 0 && s.nodes[t].r >= 0 {
		t = s.nodes[t].r
	}
	return t
}
