package hex

import "strconv"

// Side is a hexside: the edge shared by two adjacent hexes. It is a canonical
// key, the same value whichever of the two hexes it is reached from, so that a
// river, hedge or wall stored in a map[Side]... is found from both banks:
//
//	SideOf(h, d) == SideOf(h.Neighbor(d), d.Opposite())
//
// A Side is stored as a base hex and a direction in 0..2: the side of h in a
// direction d >= 3 is stored as the side of h.Neighbor(d) in direction d-3.
// Its fields are unexported so that no non-canonical value can be built; the
// zero Side is the side of the origin in direction 0. Side is a small
// comparable value: compare it with ==, use it as a map key.
type Side struct {
	h Hex
	d Direction // always 0, 1 or 2
}

// SideOf returns the side of h in direction d (taken modulo 6).
func SideOf(h Hex, d Direction) Side {
	// One return, so that it inlines (the searches ask it per step).
	if d = d.Norm(); d >= 3 {
		h, d = h.Add(directionVectors[d]), d-3
	}
	return Side{h, d}
}

// SideBetween returns the side crossed when stepping from a to b, and false
// if a and b are not adjacent (including a == b). It is symmetric:
// SideBetween(a, b) == SideBetween(b, a).
func SideBetween(a, b Hex) (Side, bool) {
	// The side of a in direction d >= 3 is that of b in d-3: no need to
	// normalise d or to step from a again.
	switch d := Direction(stepDirection(a, b)); {
	case d < 0:
		return Side{}, false
	case d < 3:
		return Side{a, d}, true
	default:
		return Side{b, d - 3}, true
	}
}

// SidesOf returns the six sides of h, indexed by direction:
// SidesOf(h)[d] == SideOf(h, d). The six are distinct.
func SidesOf(h Hex) [6]Side {
	return [6]Side{
		{h, 0}, {h, 1}, {h, 2},
		{h.Neighbor(3), 0}, {h.Neighbor(4), 1}, {h.Neighbor(5), 2},
	}
}

// AppendSides appends the six sides of h to dst in direction order, as
// [SidesOf] lists them.
func AppendSides(dst []Side, h Hex) []Side {
	s := SidesOf(h)
	return append(dst, s[:]...)
}

// Hex returns the base hex of s, the one of its two hexes from which s lies
// in direction 0, 1 or 2.
func (s Side) Hex() Hex { return s.h }

// Dir returns the direction, 0, 1 or 2, in which s lies from its base hex.
func (s Side) Dir() Direction { return s.d }

// Hexes returns the two hexes that s separates: the base hex first, then its
// neighbour across s (in direction s.Dir()).
func (s Side) Hexes() (Hex, Hex) { return s.h, s.h.Neighbor(s.d) }

// DirFrom returns the direction in which s lies from h, and false if s is not
// one of h's sides. For either hex of s, SideOf(h, d) == s.
func (s Side) DirFrom(h Hex) (Direction, bool) {
	switch h {
	case s.h:
		return s.d, true
	case s.h.Neighbor(s.d):
		return s.d + 3, true
	}
	return 0, false
}

// Other returns the hex across s from h, and false if s is not one of h's
// sides. It is how a step across a river or a wall finds its far bank.
func (s Side) Other(h Hex) (Hex, bool) {
	a, b := s.Hexes()
	switch h {
	case a:
		return b, true
	case b:
		return a, true
	}
	return Hex{}, false
}

// String formats s as "side(q,r)/d", its base hex and direction.
func (s Side) String() string {
	return "side" + s.h.String() + "/" + strconv.Itoa(int(s.d))
}
