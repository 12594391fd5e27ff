package hex

import (
	"fmt"
	"strconv"
)

// DoubledKind names one of the two doubled-coordinate layouts of Red Blob
// Games. Doubled coordinates are rectangular like offset coordinates, but
// one axis counts in half hexes, so neighbours differ by the same steps on
// every row and column and no parity case is needed. The price is that only
// half of all (column, row) pairs name a hex: those with Col+Row even.
//
// The zero value is [DoubledWidth]. A value other than the two constants is
// invalid: [DoubledKind.Valid] reports it, and the conversions treat it as
// DoubledWidth so that they never panic.
type DoubledKind int

const (
	// DoubledWidth is for pointy-topped hexes: columns count half hexes,
	// Col = 2Q+R and Row = R ("doubled-r" in the test suite of Red Blob Games).
	DoubledWidth DoubledKind = iota
	// DoubledHeight is for flat-topped hexes: rows count half hexes,
	// Col = Q and Row = 2R+Q ("doubled-q" in the test suite of Red Blob Games).
	DoubledHeight
)

// Doubled is a position in doubled coordinates under some [DoubledKind].
// Columns grow to the right and rows grow down the screen. Only positions
// with Col+Row even name a hex; see [Doubled.Validate].
type Doubled struct {
	Col, Row int
}

// Valid reports whether k is one of the two layouts.
func (k DoubledKind) Valid() bool { return k == DoubledWidth || k == DoubledHeight }

// String returns "doubled-width" or "doubled-height"; an invalid kind is
// written as "DoubledKind(n)".
func (k DoubledKind) String() string {
	switch k {
	case DoubledWidth:
		return "doubled-width"
	case DoubledHeight:
		return "doubled-height"
	}
	return "DoubledKind(" + strconv.Itoa(int(k)) + ")"
}

// Validate returns an error if d names no hex, that is if Col+Row is odd.
// The rule is the same for both kinds.
func (d Doubled) Validate() error {
	if (d.Col+d.Row)&1 != 0 {
		return fmt.Errorf("hex: doubled coordinate (%d,%d): column+row is odd, so it names no hex", d.Col, d.Row)
	}
	return nil
}

// FromHex returns the doubled coordinates of h, which always satisfy
// Validate. It is exact while the result fits in an int.
func (k DoubledKind) FromHex(h Hex) Doubled {
	if k == DoubledHeight {
		return Doubled{h.Q, 2*h.R + h.Q}
	}
	return Doubled{2*h.Q + h.R, h.R}
}

// ToHex returns the hex at doubled coordinates d, or the error of
// [Doubled.Validate] if d names no hex (rather than silently rounding to a
// neighbour). ToHex inverts FromHex exactly.
func (k DoubledKind) ToHex(d Doubled) (Hex, error) {
	if err := d.Validate(); err != nil {
		return Hex{}, err
	}
	// Col-Row is even, so the halving below is exact for either sign.
	if k == DoubledHeight {
		return Hex{d.Col, (d.Row - d.Col) / 2}, nil
	}
	return Hex{(d.Col - d.Row) / 2, d.Row}, nil
}
