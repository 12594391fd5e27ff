package hex

import (
	"iter"
	"math"
	"slices"
)

// This file holds the shapes made of whole hexes around a centre: rings,
// spirals, ranges (filled hexagons) and the intersection of two ranges.
// Each comes as an iterator, which allocates nothing, and as an AppendX form
// that grows dst once (by at most growCap hexes; a larger shape grows as it
// is appended). A negative radius yields nothing everywhere: "no hexes" is
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
	for side := range 6 {
		step := directionVectors[(side+2)%6]
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
// order, and returns the extended slice.
func AppendRing(dst []Hex, c Hex, radius int) []Hex {
	if !shapeInRange(c, radius) {
		return dst
	}
	if radius <= 0 {
		if radius == 0 {
			dst = append(dst, c)
		}
		return dst
	}
	dst = grow(dst, min(RingLen(radius), growCap))
	return appendRing(dst, c, radius)
}

// appendRing is walkRing appending to dst, for radius k >= 1: the same
// walk, in a plain loop that the compiler keeps in registers, where
// walkRing calls yield for every hex.
func appendRing(dst []Hex, c Hex, k int) []Hex {
	h := Hex{c.Q + k, c.R} // c + k·Direction(0)
	for side := range 6 {
		step := directionVectors[(side+2)%6]
		for range k {
			dst = append(dst, h)
			h.Q += step.Q
			h.R += step.R
		}
	}
	return dst
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
// order, and returns the extended slice.
func AppendSpiral(dst []Hex, c Hex, radius int) []Hex {
	if radius < 0 || !shapeInRange(c, radius) {
		return dst
	}
	dst = grow(dst, min(RangeLen(radius), growCap))
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
// and returns the extended slice.
func AppendRange(dst []Hex, c Hex, n int) []Hex {
	if !shapeInRange(c, n) {
		return dst
	}
	// slices.Grow, not grow: with grow's branch the call took 43 more
	// instructions (bench HexRange20: 17377 -> 17420), and the range
	// needs no help against its peers.
	dst = slices.Grow(dst, min(RangeLen(n), growCap))
	for h := range Range(c, n) {
		dst = append(dst, h)
	}
	return dst
}

// grow returns dst with room for n more hexes. An empty dst (nil, as a
// caller who wants a fresh slice passes it) gets exactly n by make,
// which costs less than slices.Grow's path through append; any other
// grows as append grows it, so that repeated appends into one buffer
// stay linear.
func grow(dst []Hex, n int) []Hex {
	if cap(dst) == 0 {
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
		// The bounds first: disjoint ranges, the common case of a
		// rejection test, yield nothing whether or not they are in the
		// valid range, so they skip its two tests. Bounds that wrapped
		// round for out-of-range input can only lead to those tests.
		qlo, qhi := max(a.Q-ra, b.Q-rb), min(a.Q+ra, b.Q+rb)
		rlo, rhi := max(a.R-ra, b.R-rb), min(a.R+ra, b.R+rb)
		as, bs := a.S(), b.S()
		slo, shi := max(as-ra, bs-rb), min(as+ra, bs+rb)
		if qlo > qhi || rlo > rhi || slo > shi {
			return
		}
		if ra < 0 || rb < 0 || !shapeInRange(a, ra) || !shapeInRange(b, rb) {
			return
		}
		for q := qlo; q <= qhi; q++ {
			// S = -Q-R, so slo <= S <= shi bounds R to -q-shi .. -q-slo.
			lo, hi := max(rlo, -q-shi), min(rhi, -q-slo)
			for r := lo; r <= hi; r++ {
				if !yield(Hex{q, r}) {
					return
				}
			}
		}
	}
}

// AppendRangeIntersection appends the hexes of [RangeIntersection](a, ra,
// b, rb) to dst, in the same order, and returns the extended slice.
func AppendRangeIntersection(dst []Hex, a Hex, ra int, b Hex, rb int) []Hex {
	for h := range RangeIntersection(a, ra, b, rb) {
		dst = append(dst, h)
	}
	return dst
}
