package hex

import (
	"iter"
	"math"
	"slices"
)

// This file holds the shapes made of whole hexes around a centre: rings,
// spirals, ranges (filled hexagons) and the intersection of two ranges.
// Each comes as an iterator, which allocates nothing and streams a shape of
// any size, and as an AppendX form that grows dst once, by the shape's
// count, and refuses a shape of more than MaxAppendLen hexes. A negative
// radius yields nothing everywhere: "no hexes" is
// the natural answer for an empty range, and it lets callers pass a
// computed radius without a guard. A shape that would reach outside the
// valid range (see [ValidateRadius]) also yields nothing, so that no
// coordinate overflows and no loop runs away; the cost of every shape is
// then linear in the hexes it yields.

// RingLen returns the number of hexes in a ring of the given radius: 6r for
// r > 0, 1 for r == 0 (the centre alone) and 0 for r < 0. A count that does
// not fit in an int is returned as math.MaxInt.
func RingLen(radius int) int {
	switch {
	case radius < 0:
		return 0
	case radius == 0:
		return 1
	}
	return checkedMulAdd(6, radius, 0)
}

// RangeLen returns the number of hexes within distance n of a hex,
// 1+3n(n+1), or 0 for n < 0. Spirals of radius n have the same length. A
// count that does not fit in an int is returned as math.MaxInt.
func RangeLen(n int) int {
	if n < 0 {
		return 0
	}
	if n == math.MaxInt {
		return math.MaxInt
	}
	return checkedMulAdd(checkedMulAdd(3, n, 0), n+1, 1)
}

// Ring yields the hexes at distance exactly radius from c.
//
// Order: the ring starts at c + radius·Direction(0) and goes round in the
// direction order of [Direction] (counter-clockwise on a pointy y-down
// screen), so that its element i·radius is c + radius·Direction(i) for i in
// 0..5; between those corners it walks in direction i+2. Because of this,
// rotating a ring about c by k steps (see [Hex.RotateAround]) shifts it by
// k·radius places. Radius 0 yields c alone; a negative radius, or one
// reaching outside the valid range, yields nothing.
//
// Guarantees, each a property test:
//
//  1. Ring(c, r) is Range(c, r) minus Range(c, r-1) as a set, and holds
//     [RingLen](r) distinct hexes.
//  2. For r > 0, each hex is adjacent to the next, and the last to the first.
//  3. Element i·r is c + r·Direction(i), for i in 0..5.
//  4. h.RotateAround(c, k) for element i is element i + k·r (mod 6r).
func Ring(c Hex, radius int) iter.Seq[Hex] {
	return func(yield func(Hex) bool) {
		if !shapeInRange(c, radius) {
			return
		}
		if radius <= 0 {
			if radius == 0 {
				yield(c)
			}
			return
		}
		walkRing(c, radius, yield)
	}
}

// walkRing yields the ring of radius k >= 1 around c in the order of [Ring],
// and reports whether yield asked for more.
func walkRing(c Hex, k int, yield func(Hex) bool) bool {
	h := Hex{c.Q + k, c.R} // c + k·Direction(0)
	for side := range len(ringSteps) {
		step := ringSteps[side]
		for range k {
			if !yield(h) {
				return false
			}
			h.Q += step.Q
			h.R += step.R
		}
	}
	return true
}

// AppendRing appends the hexes of [Ring](c, radius) to dst, in the same
// order, and returns the extended slice. A ring of more than
// [MaxAppendLen] hexes (a radius above MaxAppendLen/6) appends nothing:
// see [CheckAppendLen].
func AppendRing(dst []Hex, c Hex, radius int) []Hex {
	n := RingLen(radius)
	if !shapeInRange(c, radius) || n > MaxAppendLen {
		return dst
	}
	if radius <= 0 {
		if radius == 0 {
			dst = append(dst, c)
		}
		return dst
	}
	dst = grow(dst, n)
	return appendRing(dst, c, radius)
}

// appendRing is walkRing appending to dst, for radius k >= 1 and a dst
// with room for the 6k hexes (its callers grow it first): the same walk,
// with no call per hex, where walkRing calls yield for every hex.
func appendRing(dst []Hex, c Hex, k int) []Hex {
	n := len(dst)
	dst = dst[:n+6*k]
	h := Hex{c.Q + k, c.R} // c + k·Direction(0)
	for side := range len(ringSteps) {
		h = fillSide(dst[n:n+k], h, ringSteps[side])
		n += k
	}
	return dst
}

// ringSteps are the steps along the six sides of a ring, in the order of
// [Ring]: side i walks in direction i+2.
var ringSteps = [6]Hex{directionVectors[2], directionVectors[3], directionVectors[4], directionVectors[5], directionVectors[0], directionVectors[1]}

// fillSide stores h, h+step, h+2·step, ... in s and returns the hex
// after the last: a side of a ring. Out of line, its loop keeps its seven
// values in registers (inlined, it spilled its index) and stores through
// a slice whose bounds are checked once, where append checks the
// capacity at every hex: 9 instructions a hex where appendRing took 12
// (bench HexRing20: 1721 -> 1450 instructions a ring, 94 -> 86 ns).
//
//go:noinline
func fillSide(s []Hex, h, step Hex) Hex {
	for i := range s {
		s[i] = h
		h.Q += step.Q
		h.R += step.R
	}
	return h
}

// Spiral yields c and then the rings of radius 1, 2, ... radius around it,
// each ring in the order of [Ring]: a search outwards that meets nearer hexes
// first. It yields [RangeLen](radius) hexes, the same set as [Range] in a
// different order. A negative radius, or one reaching outside the valid
// range, yields nothing.
func Spiral(c Hex, radius int) iter.Seq[Hex] {
	return func(yield func(Hex) bool) {
		if radius < 0 || !shapeInRange(c, radius) || !yield(c) {
			return
		}
		for k := 1; k <= radius; k++ {
			if !walkRing(c, k, yield) {
				return
			}
		}
	}
}

// AppendSpiral appends the hexes of [Spiral](c, radius) to dst, in the same
// order, and returns the extended slice. A spiral of more than
// [MaxAppendLen] hexes (a radius above 590) appends nothing: see
// [CheckAppendLen].
func AppendSpiral(dst []Hex, c Hex, radius int) []Hex {
	n := RangeLen(radius)
	if radius < 0 || !shapeInRange(c, radius) || n > MaxAppendLen {
		return dst
	}
	dst = grow(dst, n)
	dst = append(dst, c)
	for k := 1; k <= radius; k++ {
		dst = appendRing(dst, c, k)
	}
	return dst
}

// Range yields the hexes within distance n of c (c itself included), the
// filled hexagon of [RangeLen](n) hexes that a move or a shot of n reaches
// on an open board.
//
// Order: by Q ascending, then by R ascending, so that the output is sorted
// the same way whatever the centre (a stable order for diffs and golden
// files). A negative n, or one reaching outside the valid range, yields
// nothing.
//
// Guarantees, each a property test: Range(c, n) holds [RangeLen](n)
// distinct hexes, exactly those at distance <= n from c, sorted by (Q, R).
func Range(c Hex, n int) iter.Seq[Hex] {
	return func(yield func(Hex) bool) {
		if !shapeInRange(c, n) {
			return
		}
		for dq := -n; dq <= n; dq++ {
			lo, hi := max(-n, -dq-n), min(n, -dq+n)
			for dr := lo; dr <= hi; dr++ {
				if !yield(Hex{c.Q + dq, c.R + dr}) {
					return
				}
			}
		}
	}
}

// AppendRange appends the hexes of [Range](c, n) to dst, in the same order,
// and returns the extended slice. A range of more than [MaxAppendLen]
// hexes (n above 590) appends nothing: see [CheckAppendLen].
func AppendRange(dst []Hex, c Hex, n int) []Hex {
	count := RangeLen(n)
	if !shapeInRange(c, n) || count > MaxAppendLen {
		return dst
	}
	// slices.Grow, not grow: with grow's branch the call took 43 more
	// instructions (bench HexRange20: 17377 -> 17420), and the range
	// needs no help against its peers.
	dst = slices.Grow(dst, count)
	for h := range Range(c, n) {
		dst = append(dst, h)
	}
	return dst
}

// grow returns dst with room for n more hexes. An empty dst (nil, as a
// caller who wants a fresh slice passes it) gets exactly n by make,
// which costs less than slices.Grow's path through append; any other
// grows as append grows it, so that repeated appends into one buffer
// stay linear. A nil dst stays nil for n == 0.
func grow(dst []Hex, n int) []Hex {
	if cap(dst) == 0 && n > 0 {
		return make([]Hex, 0, n)
	}
	return slices.Grow(dst, n)
}

// RangeIntersection yields the hexes within distance ra of a and within
// distance rb of b: where two ranges overlap (two threat zones, a command
// radius and a move). It walks only the overlap, clipping Q, R and S to both
// ranges at once, so its cost is the size of the answer, never that of a
// bounding box.
//
// Order: by Q ascending, then by R ascending, as in [Range]. It yields
// nothing when the ranges are disjoint, either radius is negative, or
// either range reaches outside the valid range.
func RangeIntersection(a Hex, ra int, b Hex, rb int) iter.Seq[Hex] {
	return func(yield func(Hex) bool) {
		o, ok := overlapOf(a, ra, b, rb)
		if !ok {
			return
		}
		for q := o.qlo; q <= o.qhi; q++ {
			lo, hi := o.row(q)
			for r := lo; r <= hi; r++ {
				if !yield(Hex{q, r}) {
					return
				}
			}
		}
	}
}

// AppendRangeIntersection appends the hexes of [RangeIntersection](a, ra,
// b, rb) to dst, in the same order, and returns the extended slice. An
// overlap of more than [MaxAppendLen] hexes appends nothing (it holds at
// most min([RangeLen](ra), RangeLen(rb)) hexes; see [CheckAppendLen]).
func AppendRangeIntersection(dst []Hex, a Hex, ra int, b Hex, rb int) []Hex {
	o, ok := overlapOf(a, ra, b, rb)
	if !ok {
		return dst
	}
	n := o.count(MaxAppendLen)
	if n > MaxAppendLen {
		return dst
	}
	dst = grow(dst, n)
	for q := o.qlo; q <= o.qhi; q++ {
		lo, hi := o.row(q)
		for r := lo; r <= hi; r++ {
			dst = append(dst, Hex{q, r})
		}
	}
	return dst
}

// overlap is the overlap of two ranges as bounds on the cube coordinates:
// qlo <= Q <= qhi, rlo <= R <= rhi and slo <= S <= shi, with the Q bounds
// tightened so that every row (every Q between them) holds a hex.
type overlap struct{ qlo, qhi, rlo, rhi, slo, shi int }

// overlapOf returns the overlap of the ranges of radius ra around a and rb
// around b, and false if it is empty, a radius is negative or a range
// reaches outside the valid range.
func overlapOf(a Hex, ra int, b Hex, rb int) (overlap, bool) {
	// The bounds first: disjoint ranges, the common case of a rejection
	// test, yield nothing whether or not they are in the valid range, so
	// they skip its two tests. Bounds that wrapped round for out-of-range
	// input can only lead to those tests.
	as, bs := a.S(), b.S()
	o := overlap{
		qlo: max(a.Q-ra, b.Q-rb), qhi: min(a.Q+ra, b.Q+rb),
		rlo: max(a.R-ra, b.R-rb), rhi: min(a.R+ra, b.R+rb),
		slo: max(as-ra, bs-rb), shi: min(as+ra, bs+rb),
	}
	if o.qlo > o.qhi || o.rlo > o.rhi || o.slo > o.shi {
		return o, false
	}
	if ra < 0 || rb < 0 || !shapeInRange(a, ra) || !shapeInRange(b, rb) {
		return o, false
	}
	// Row Q = q holds R from max(rlo, -q-shi) to min(rhi, -q-slo) (as
	// S = -Q-R), and is empty unless -rhi-shi <= q <= -rlo-slo: clipping
	// Q to that leaves no empty row to walk.
	o.qlo, o.qhi = max(o.qlo, -o.rhi-o.shi), min(o.qhi, -o.rlo-o.slo)
	return o, o.qlo <= o.qhi
}

// row returns the bounds of R in the row Q = q.
func (o *overlap) row(q int) (lo, hi int) {
	return max(o.rlo, -q-o.shi), min(o.rhi, -q-o.slo)
}

// count returns the number of hexes of the overlap, or a number above
// limit once the count passes it: every row holds a hex, so it reads at
// most limit+1 rows.
func (o *overlap) count(limit int) int {
	n := 0
	for q := o.qlo; q <= o.qhi && n <= limit; q++ {
		lo, hi := o.row(q)
		n += hi - lo + 1
	}
	return n
}
