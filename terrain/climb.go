package terrain

import "github.com/warkit/warkit/geom"

// Climb prices a change of elevation for a mover, in either space: between
// two hexes of a [HexMap] (package move) or along a path across a [Board]
// (package move/ground). PerRise is the cost per unit of rise, PerDrop per
// unit of descent, and a rise of MaxRise or more is impassable when
// MaxRise > 0. The zero Climb charges nothing and forbids nothing.
//
// "+1 MP per inch of rise; a rise of 2 in or more is impassable" is
// Climb{PerRise: 1, MaxRise: 2}.
type Climb struct {
	PerRise float64 // cost per unit of rise
	PerDrop float64 // cost per unit of descent
	MaxRise float64 // a rise >= MaxRise is impassable; 0: no limit
}

// Cost returns the cost of going from elevation a to elevation b, and false
// if the rise is too steep. Whether the rise reaches MaxRise is decided
// exactly on the difference b - a (a rise from 0.1 to 2.1 is 2, not its
// rounding 2.0000000000000004); the cost itself is the rounded product.
// A NaN or infinite elevation gives false.
func (c Climb) Cost(a, b float64) (float64, bool) {
	d := b - a
	switch {
	case d != d || d-d != 0: // NaN or infinite: no rise can be measured
		return 0, false
	case d > 0:
		if c.MaxRise > 0 && geom.CmpDiff(b, a, c.MaxRise) >= 0 {
			return 0, false
		}
		return d * c.PerRise, true
	case d < 0:
		return -d * c.PerDrop, true
	}
	return 0, true
}
