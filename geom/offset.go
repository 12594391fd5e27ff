package geom

import "strconv"

// OffsetKind names one of the four offset-coordinate layouts of Red Blob
// Games. Offset coordinates are how rectangular maps are stored and printed:
// every second column (or row) is pushed half a hex along, so plain
// (column, row) pairs fill a rectangle. They are awkward for arithmetic,
// which is why [Hex] is axial; an OffsetKind converts between the two.
//
// For each valid kind k, every hex h and every offset o:
//
//  1. k.ToHex(k.FromHex(h)) == h.
//  2. k.FromHex(k.ToHex(o)) == o.
//  3. Neighbours step in offset coordinates as in the neighbour tables of
//     Red Blob Games, which depend on the parity of the staggered column
//     (OddQ, EvenQ) or row (OddR, EvenR).
//
// The zero value is [OddQ]. A value other than the four constants is
// invalid: [OffsetKind.Valid] reports it, [LabelFormat.Validate] rejects it,
// and the conversions treat it as OddQ so that they never panic.
type OffsetKind int

const (
	// OddQ is for flat-topped hexes in columns, with the odd columns pushed
	// half a hex down (towards larger rows).
	OddQ OffsetKind = iota
	// EvenQ is for flat-topped hexes in columns, with the even columns pushed
	// half a hex down.
	EvenQ
	// OddR is for pointy-topped hexes in rows, with the odd rows pushed half
	// a hex right (towards larger columns).
	OddR
	// EvenR is for pointy-topped hexes in rows, with the even rows pushed
	// half a hex right.
	EvenR
)

// Offset is a position in offset coordinates: a column and a row of a
// rectangular map, under some [OffsetKind]. Columns grow to the right and
// rows grow down the screen. Offset is a small comparable value.
type Offset struct {
	Col, Row int
}

// Valid reports whether k is one of the four layouts.
func (k OffsetKind) Valid() bool { return k >= OddQ && k <= EvenR }

// Columns reports whether k staggers columns (OddQ, EvenQ: flat-topped
// hexes) rather than rows (OddR, EvenR: pointy-topped hexes).
func (k OffsetKind) Columns() bool { return k.norm() <= EvenQ }

// String returns the Red Blob Games name of k: "odd-q", "even-q", "odd-r" or
// "even-r"; an invalid kind is written as "OffsetKind(n)".
func (k OffsetKind) String() string {
	switch k {
	case OddQ:
		return "odd-q"
	case EvenQ:
		return "even-q"
	case OddR:
		return "odd-r"
	case EvenR:
		return "even-r"
	}
	return "OffsetKind(" + strconv.Itoa(int(k)) + ")"
}

// norm maps an invalid kind to OddQ, as documented on OffsetKind.
func (k OffsetKind) norm() OffsetKind {
	if !k.Valid() {
		return OddQ
	}
	return k
}

// offsetShift is how far the staggered axis moves, counted in whole hexes,
// for the position x along the other axis. For the odd kinds it is x>>1
// (floor(x/2)), for the even kinds (x+1)>>1. Arithmetic shifts floor, so
// negative x needs no special case (unlike x%2 and x/2, which truncate).
func offsetShift(x int, even bool) int {
	if even {
		return (x + 1) >> 1
	}
	return x >> 1
}

// FromHex returns the offset coordinates of h. It is exact while the result
// fits in an int.
func (k OffsetKind) FromHex(h Hex) Offset {
	switch k.norm() {
	case EvenQ:
		return Offset{h.Q, h.R + offsetShift(h.Q, true)}
	case OddR:
		return Offset{h.Q + offsetShift(h.R, false), h.R}
	case EvenR:
		return Offset{h.Q + offsetShift(h.R, true), h.R}
	}
	return Offset{h.Q, h.R + offsetShift(h.Q, false)}
}

// ToHex returns the hex at offset coordinates o. Every Offset names a hex,
// so there is no error; ToHex inverts FromHex exactly.
func (k OffsetKind) ToHex(o Offset) Hex {
	switch k.norm() {
	case EvenQ:
		return Hex{o.Col, o.Row - offsetShift(o.Col, true)}
	case OddR:
		return Hex{o.Col - offsetShift(o.Row, false), o.Row}
	case EvenR:
		return Hex{o.Col - offsetShift(o.Row, true), o.Row}
	}
	return Hex{o.Col, o.Row - offsetShift(o.Col, false)}
}
