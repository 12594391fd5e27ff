package hex

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

// FromHex returns the offset coordinates of h. It is exact while the result
// fits in an int.
func (k OffsetKind) FromHex(h Hex) Offset {
	// One formula for the four kinds, small enough to inline: the
	// staggered axis moves by x>>1 (floor(x/2)) whole hexes for the odd
	// kinds and (x+1)>>1 for the even ones (odd values of k), where x is
	// the position along the other axis: columns for OddQ and EvenQ, rows
	// for OddR and EvenR. Arithmetic shifts floor, so negative x needs no
	// special case (unlike x%2 and x/2, which truncate).
	k = k.norm()
	e := int(k & 1)
	if k >= OddR {
		return Offset{h.Q + (h.R+e)>>1, h.R}
	}
	return Offset{h.Q, h.R + (h.Q+e)>>1}
}

// ToHex returns the hex at offset coordinates o. Every Offset names a hex,
// so there is no error; ToHex inverts FromHex exactly.
func (k OffsetKind) ToHex(o Offset) Hex {
	k = k.norm()
	e := int(k & 1)
	if k >= OddR {
		return Hex{o.Col - (o.Row+e)>>1, o.Row}
	}
	return Hex{o.Col, o.Row - (o.Col+e)>>1}
}

// What the hot hex paths compile to
//
// Hex distance and offset conversion are a few instructions each, and
// they are meant to stay so: both inline (the inliner's budget is 80;
// Distance costs 78, FromHex and ToHex 61 each), so a caller's loop holds
// their bodies with no call. Counted on amd64 with Go 1.26 (go tool
// objdump):
//
//   - Hex.Distance inlined is 21 instructions on its fast path: 9 for the
//     range test of both hexes (4 LEAs biasing Q and R of each by
//     fastBias, 3 ORs, a CMP and a branch not taken) and 12 for the
//     distance (two subtractions, an LEA for dq+dr, and the sum of the
//     three cube differences' positive parts: 3 TEST/CMOV pairs against
//     a zero register and two additions; see axialLen). Before, it was
//     41: 20 for an exact test (8 LEAs, 5 CMP/CMOV pairs taking the
//     unsigned max of six biased coordinates, a CMP and a branch) and 19
//     for the largest of six signed differences, five CMP/CMOV pairs.
//     The exact test cannot be that cheap: the valid range [-MaxCoord,
//     MaxCoord] holds an odd number of values, so no power-of-two mask
//     tests it, and an unsigned max costs two instructions a value
//     where an OR costs one. So the fast test passes only Q and R in
//     [-2^27, 2^27), a subset of the valid range that any map meets, and hexes
//     beyond it take a call to checkedDistance, the exact test, from a
//     block of their own. Without any test at all, the distance alone is
//     the 12. Inlined into a loop with one hex fixed, the compiler folds
//     that hex's half of the test.
//   - Layout.XYToHex is 108 instructions for a point off the sides
//     (cachegrind, PixelToHex60x40), in two calls with nothing to keep
//     across the second: roundXY (23), the divisions by the size and
//     the inverse matrix without its zero term, then roundFrac (85), a
//     range test on the bit patterns, two floors (ROUNDSD behind
//     math.Floor's SSE4.1 test), five equality tests that send a point
//     on a side to the exact slow path, and five comparisons combined in
//     bytes. PointToHex is the same after a copy of the Layout, which a
//     value receiver needs once its address is taken. Before, PointToHex
//     was 28 and 91 instructions. (One call of 104 was measured too: it
//     made Fractional.Round, which enters the rounding directly, pay 7
//     more for sharing it.)
//     Layout.HexToXY inlines (cost 78) into about 20 instructions and no
//     call: a nil test, two conversions, a branch on the orientation,
//     the forward matrix without its zero term, the size and the origin.
//     HexToPoint inlines (cost 73) into a copy of the Layout, its
//     receiver, and a call of hexToXY, HexToXY out of line (26
//     instructions, cachegrind, PixelRoundTrip60x40), given the copy's
//     address. Given the Layout by value, as before, the call copied it
//     again from the first copy, with loads that store forwarding cannot
//     serve: 19 ns a call, now about 1.
//   - OddQ.FromHex and OddQ.ToHex with the kind a constant fold to a shift
//     and an add (or a subtraction): r + q>>1 and r - q>>1, the minimum
//     for the staggered column. With a kind in a variable, each path is
//     about ten instructions out of line: the kind's normalisation (a
//     CMOV), its parity and one branch between columns and rows.
