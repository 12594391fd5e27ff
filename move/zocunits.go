package move

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
)

// UnitZones are the zones of control of enemy units, built from their
// positions with no cap on their number: each unit exerts a zone over
// the hexes within Radius of its own (1: its neighbours; its own hex
// too), where Exerts allows. Rule turns them into the common
// zone-of-control rule. A UnitZones is immutable and safe for concurrent
// use; building costs O(units × hexes per zone), a step O(units whose
// zones cover the two hexes).
type UnitZones struct {
	at map[hex.Hex][]int32 // the units whose zone covers a hex, ascending
}

// NewUnitZones builds the zones of units (their hexes, one entry per
// unit: unit k is units[k]) of radius radius (1 for the usual zone of
// the six neighbours). exerts, when not nil, says whether unit k exerts
// its zone into hex h (false across a river, say). Errors: a radius
// below 0 or above 64, or a unit out of geom's hex range.
func NewUnitZones(units []hex.Hex, radius int, exerts func(k int, h hex.Hex) bool) (*UnitZones, error) {
	if radius < 0 || radius > 64 {
		return nil, fmt.Errorf("move: zone radius %d: want 0 to 64", radius)
	}
	z := &UnitZones{at: make(map[hex.Hex][]int32)}
	for k, u := range units {
		if outOfRange(u) {
			return nil, fmt.Errorf("move: unit %d at %v: out of range", k, u)
		}
		for h := range hex.Range(u, radius) {
			if exerts == nil || exerts(k, h) {
				z.at[h] = append(z.at[h], int32(k))
			}
		}
	}
	return z, nil
}

// Units appends to dst the units whose zones cover h, in ascending
// order, and returns the extended slice.
func (z *UnitZones) Units(dst []int, h hex.Hex) []int {
	if z == nil {
		return dst
	}
	for _, k := range z.at[h] {
		dst = append(dst, int(k))
	}
	return dst
}

// Covered reports whether any zone covers h.
func (z *UnitZones) Covered(h hex.Hex) bool { return z != nil && len(z.at[h]) > 0 }

// shared reports whether one unit's zone covers both a and b.
func (z *UnitZones) shared(a, b hex.Hex) bool {
	x, y := z.at[a], z.at[b]
	for len(x) > 0 && len(y) > 0 {
		switch {
		case x[0] == y[0]:
			return true
		case x[0] < y[0]:
			x = x[1:]
		default:
			y = y[1:]
		}
	}
	return false
}

// Rule returns the common zone-of-control rule over these zones (see
// [ZOC]): entering a covered hex stops the mover, leaving is free, and a
// step between two hexes of the same unit's zone follows sameEnemy.
func (z *UnitZones) Rule(sameEnemy ZOCToZOC) ZOCRule {
	return unitZOC{z: z, same: sameEnemy}
}

type unitZOC struct {
	z    *UnitZones
	same ZOCToZOC
}

// Step applies the rule to the step from -> to.
func (u unitZOC) Step(from, to hex.Hex) ZOCEffect {
	if !u.z.Covered(to) {
		return ZOCNone
	}
	if u.same != ZOCToZOCStop && u.z.shared(from, to) {
		if u.same == ZOCToZOCForbidden {
			return ZOCForbid
		}
		return ZOCWholeMove
	}
	return ZOCStop
}
