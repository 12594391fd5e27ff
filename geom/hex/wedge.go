package hex

import (
	"iter"
	"math"
)

// This file holds wedges: the 60° sectors of hexes around a centre hex.
//
// A spine is the ray from a hex centre through one of its corners. Spine c
// runs through corner c (between directions c and c+1), along the hexside
// between h.Neighbor(c) and h.Neighbor(c+1), and through the centres of the
// hexes h + k*(c.Vector() + (c+1).Vector()), k >= 1: those are the hexes
// "exactly on" spine c. Every other hex lies strictly between two spines.
//
// The wedge around direction d is the sector between spines d-1 and d: the
// hexes whose centre bears within ±30° of direction d from the centre hex.
// In cube coordinates relative to the centre, the wedge around direction 0
// is q >= r >= s, and the other five are its rotations; the test is exact
// integer comparison.
//
// In a pointy layout, with directions as in [Direction]'s doc (0 east, 1
// north-east, counting counter-clockwise on screen):
//
//	                  spine 1
//	     wedge 2         |         wedge 1
//	                     |            _.- spine 0
//	                     |       _.-´
//	                     c  ---------->  wedge 0 (around direction 0)
//	                             `-._
//	                                 `-. spine 5
//
// The centre itself is the apex of every wedge and belongs to none.

// WedgeBoundary says which of its two bounding spines a wedge includes.
type WedgeBoundary int

const (
	// WedgeClosed includes the hexes on both bounding spines, so adjacent
	// wedges share their spine hexes. It answers "is this hex within ±30° of
	// direction d", boundary included.
	WedgeClosed WedgeBoundary = iota
	// WedgeHalfOpen includes the spine before the direction (spine d-1) and
	// leaves the spine after it (spine d) to the next wedge, so the six
	// half-open wedges around a centre hold every other hex exactly once.
	WedgeHalfOpen
)

// String returns "closed" or "half-open".
func (b WedgeBoundary) String() string {
	if b == WedgeHalfOpen {
		return "half-open"
	}
	return "closed"
}

// WedgeLen returns the number of hexes of a wedge of the given radius:
// radius*(radius+1)/2 for a half-open wedge, plus radius/2 spine hexes for a
// closed one, and 0 for radius < 1. A count that does not fit in an int is
// returned as math.MaxInt.
func WedgeLen(radius int, b WedgeBoundary) int {
	if radius < 1 {
		return 0
	}
	if radius == math.MaxInt {
		return math.MaxInt
	}
	// One of radius and radius+1 is even: halve it first.
	x, y := radius, radius+1
	if x%2 == 0 {
		x /= 2
	} else {
		y /= 2
	}
	extra := 0
	if b != WedgeHalfOpen {
		extra = radius / 2
	}
	return checkedMulAdd(x, y, extra)
}

// Wedge yields the hexes of the wedge around direction d (between spines d-1
// and d) from centre c out to distance radius, centre excluded. Order: ring
// by ring outwards, each ring in direction order, from the spine d-1 side to
// the spine d side. Any boundary other than WedgeHalfOpen is taken as
// WedgeClosed. Radius < 1, or a radius reaching outside the valid range
// (see [ValidateRadius]), yields nothing.
func Wedge(c Hex, d Direction, radius int, b WedgeBoundary) iter.Seq[Hex] {
	return func(yield func(Hex) bool) {
		if !shapeInRange(c, radius) {
			return
		}
		for k := 1; k <= radius; k++ {
			if !wedgeRing(c, d, k, b, yield) {
				return
			}
		}
	}
}

// AppendWedge appends the hexes of [Wedge] to dst, in the same order. A
// wedge of more than [MaxAppendLen] hexes ([WedgeLen]: a radius above
// 1447) appends nothing: see [CheckAppendLen].
func AppendWedge(dst []Hex, c Hex, d Direction, radius int, b WedgeBoundary) []Hex {
	n := WedgeLen(radius, b)
	if !shapeInRange(c, radius) || n > MaxAppendLen {
		return dst
	}
	dst = grow(dst, n)
	for k := 1; k <= radius; k++ {
		wedgeRing(c, d, k, b, func(h Hex) bool {
			dst = append(dst, h)
			return true
		})
	}
	return dst
}

// wedgeRing yields the hexes of the wedge around d at distance k >= 1 from c,
// in direction order, and reports whether yield asked for more. On ring k the
// wedge runs from c + k*V(d) + m*V(d-2) back to the corner c + k*V(d), then
// on by m steps of V(d+2), where m = k/2; for even k the two ends lie on the
// spines.
func wedgeRing(c Hex, d Direction, k int, b WedgeBoundary, yield func(Hex) bool) bool {
	m := k / 2
	h := c.Add(d.Vector().Scale(k)).Add(d.Rotate(-2).Vector().Scale(m))
	back := d.Rotate(1).Vector()
	for range m {
		if !yield(h) {
			return false
		}
		h = h.Add(back)
	}
	if !yield(h) {
		return false
	}
	n := m
	if b == WedgeHalfOpen && k%2 == 0 {
		n--
	}
	on := d.Rotate(2).Vector()
	for range n {
		h = h.Add(on)
		if !yield(h) {
			return false
		}
	}
	return true
}

// InWedge reports whether h lies in the wedge around direction d from centre
// c, at any distance. The centre is in no wedge, and a hex that is not
// [Hex.Valid] (or a centre that is not) in none either.
func InWedge(c Hex, d Direction, b WedgeBoundary, h Hex) bool {
	x := h.Sub(c)
	if x == (Hex{}) || !bothValid(c, h) {
		return false
	}
	y := x.Rotate(-int(d.Norm()))
	q, r := y.Q, y.R
	s := -q - r
	if b == WedgeHalfOpen {
		return q >= r && r > s
	}
	return q >= r && r >= s
}

// WedgeOf returns the direction of the half-open wedge around c that holds h,
// and false if h == c or either is not [Hex.Valid]. A hex on spine k is in
// the wedge around k+1.
func WedgeOf(c, h Hex) (Direction, bool) {
	x := h.Sub(c)
	if x.Q|x.R == 0 || !bothValid(c, h) {
		return 0, false
	}
	return wedgeDir(x), true
}

// SpineOf returns the spine through h from centre c, named by its corner
// (spine k runs between directions k and k+1), and false if h lies on no
// spine of c (or h == c, or either is not [Hex.Valid], as for [WedgeOf]).
func SpineOf(c, h Hex) (Direction, bool) {
	x := h.Sub(c)
	if x.Q|x.R == 0 || !bothValid(c, h) || !onSpine(x) {
		return 0, false
	}
	return wedgeDir(x).Rotate(-1), true
}

// wedgeSector returns the half-open wedge d holding the non-zero offset x,
// and whether x lies on its included spine d-1.
func wedgeSector(x Hex) (Direction, bool) { return wedgeDir(x), onSpine(x) }

// wedgeDir returns the half-open wedge holding the non-zero offset x. The
// half-open wedge around direction 0 is q >= r > s, with included spine
// q == r; the other five are its rotations, one step (q,r,s) -> (-s,-q,-r)
// at a time:
//
//	0: q >= r > s   1: q > s >= r   2: s >= q > r
//	3: s > r >= q   4: r >= s > q   5: r > q >= s
//
// It decides with at most four comparisons, a tree over that table, and
// stays small enough for the compiler to inline (the spine test is apart,
// in onSpine), so WedgeOf makes no call.
func wedgeDir(x Hex) Direction {
	q, r := x.Q, x.R
	s := -q - r
	if q >= r { // wedges 0, 1, 2, or 3 with q == r
		switch {
		case r > s:
			return 0
		case q > s: // s >= r
			return 1
		case q > r: // s >= q
			return 2
		}
		return 3 // s >= q == r, so s > r as x != 0
	}
	switch { // r > q: wedges 3, 4 or 5
	case q >= s:
		return 5
	case s > r:
		return 3
	}
	return 4 // r >= s > q
}

// onSpine reports whether the offset x lies on a spine: two of its cube
// coordinates are equal. Each spine is included in exactly one half-open
// wedge, so x lies on the included spine of wedgeSector(x).
func onSpine(x Hex) bool {
	q, r := x.Q, x.R
	s := -q - r
	return q == r || r == s || s == q
}
