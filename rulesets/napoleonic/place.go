package napoleonic

import (
	"cmp"
	"slices"

	"github.com/warkit/warkit/geom/hex"
)

// Placed returns u standing on hexes with the given facing: hexes[0] is
// the hex of its counter (a column's head), the others are the rest of the
// hexes it occupies, in any order. It finds the width and the extent of a
// line, and checks that a column's length follows from its increments
// (NAP-F5, L2, L4), so a tool that knows where a unit's hexes are (a
// scenario file, a click on a map) need not work out its extent. Any
// coordinates are accepted, negative ones included.
//
// Errors: no hexes, a hex listed twice, an invalid unit or facing, or
// hexes that no placement of u with that counter and facing occupies.
// When two extents give the same hexes (a line of one hex), the first of
// centred, left, right is taken.
func (u Unit) Placed(hexes []hex.Hex, facing hex.Facing) (Unit, error) {
	if len(hexes) == 0 {
		return Unit{}, u.errorf("placed on no hexes")
	}
	want := slices.Clone(hexes)
	slices.SortFunc(want, hexOrder)
	if len(slices.Compact(want)) != len(hexes) {
		return Unit{}, u.errorf("placed on hexes %v: a hex is listed twice", hexes)
	}
	u.Head, u.Facing, u.Width = hexes[0], facing, 0
	extents := []hex.LineExtent{u.Extent}
	if u.Formation == Line {
		u.Width = len(hexes)
		extents = []hex.LineExtent{hex.ExtendCentered, hex.ExtendLeft, hex.ExtendRight}
	}
	if err := u.Validate(); err != nil {
		return Unit{}, err
	}
	var got []hex.Hex
	for _, e := range extents {
		u.Extent = e
		var err error
		if got, err = u.AppendHexes(got[:0]); err != nil {
			return Unit{}, err
		}
		slices.SortFunc(got, hexOrder)
		if slices.Equal(got, want) {
			return u, nil
		}
	}
	return Unit{}, u.errorf("no %v of %d increments with its counter in %v facing %v occupies %v", u.Formation, u.Increments, hexes[0], facing, hexes)
}

// hexOrder orders hexes by Q, then R.
func hexOrder(a, b hex.Hex) int {
	if c := cmp.Compare(a.Q, b.Q); c != 0 {
		return c
	}
	return cmp.Compare(a.R, b.R)
}
