package move

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/warkit/warkit/geom/hex"
)

// MaxZoneRadius is the largest radius of the zones of [NewUnitZones].
const MaxZoneRadius = 64

// UnitZones are the zones of control of enemy units, built from their
// positions with no cap on their number: each unit exerts a zone over
// the hexes within a radius of its own (1: its neighbours; its own hex
// too), where exerts allows. Rule turns them into the common
// zone-of-control rule.
//
// Cost: UnitZones hold the units, sorted by position (24 bytes a unit on
// 64-bit platforms), so building them costs O(n log n) for n units. A
// question about a hex (Covered, Units, a step of Rule) finds the units
// within the radius of it row by row: O((2·radius+1) · log n), plus the
// units it finds, each asked of exerts at most once per hex of the
// question. Zones of radius [SmallZoneRadius] or less (the usual ones)
// also keep the hexes they cover, at most 19 a unit, each found by
// asking exerts when they are built, so that Covered, and a step of Rule
// under ZOCToZOCStop, is one map lookup. A hex outside the valid range
// ([hex.Hex.Valid]) is in no zone.
//
// A UnitZones is immutable, and safe for concurrent use when exerts is.
type UnitZones struct {
	radius int
	exerts func(k int, h hex.Hex) bool
	units  []zoneUnit // by R, then Q, then k
	// covered holds the hexes the zones cover, if radius is at most
	// SmallZoneRadius; nil otherwise.
	covered map[hex.Hex]struct{}
}

// SmallZoneRadius is the largest radius of zones that keep the hexes
// they cover (see [UnitZones]).
const SmallZoneRadius = 2

// zoneUnit is unit k at hex at.
type zoneUnit struct {
	at hex.Hex
	k  int32
}

// NewUnitZones builds the zones of units (their hexes, one entry per
// unit: unit k is units[k]) of radius radius (1 for the usual zone of
// the six neighbours). exerts, when not nil, says whether unit k exerts
// its zone into hex h (false across a river, say); the zones call it
// when they are built (for a radius of [SmallZoneRadius] or less) and
// when they are asked about h, so it must answer the same every time.
// Errors: a radius below 0 or above [MaxZoneRadius], a unit out of
// geom's hex range, or more than math.MaxInt32 units.
func NewUnitZones(units []hex.Hex, radius int, exerts func(k int, h hex.Hex) bool) (*UnitZones, error) {
	if radius < 0 || radius > MaxZoneRadius {
		return nil, fmt.Errorf("move: zone radius %d: want 0 to %d (MaxZoneRadius)", radius, MaxZoneRadius)
	}
	if len(units) > math.MaxInt32 {
		return nil, fmt.Errorf("move: %d units: at most %d", len(units), math.MaxInt32)
	}
	z := &UnitZones{radius: radius, exerts: exerts, units: make([]zoneUnit, len(units))}
	for k, u := range units {
		if !u.Valid() {
			return nil, fmt.Errorf("move: unit %d at %v: out of range", k, u)
		}
		z.units[k] = zoneUnit{at: u, k: int32(k)}
	}
	slices.SortFunc(z.units, func(a, b zoneUnit) int {
		return cmp.Or(cmp.Compare(a.at.R, b.at.R), cmp.Compare(a.at.Q, b.at.Q), cmp.Compare(a.k, b.k))
	})
	if radius <= SmallZoneRadius {
		z.covered = make(map[hex.Hex]struct{})
		for _, u := range z.units {
			for h := range hex.Range(u.at, radius) {
				if h.Valid() && z.exertsOn(u, h) {
					z.covered[h] = struct{}{}
				}
			}
		}
	}
	return z, nil
}

// row returns the units in row h.R+dr within z's radius of h, which must
// be valid, and dr within the radius: those whose column is within the
// radius's span of that row, found by binary search.
func (z *UnitZones) row(h hex.Hex, dr int) []zoneUnit {
	r, us := z.radius, z.units
	row, qhi := h.R+dr, h.Q+min(r, r-dr)
	lo, hi := unitsFrom(us, row, h.Q+max(-r, -r-dr)), 0
	for hi = lo; hi < len(us) && us[hi].at.R == row && us[hi].at.Q <= qhi; hi++ {
	}
	return us[lo:hi]
}

// unitsFrom returns the index of the first of us (sorted by row, then
// column) at row r and column q or after.
func unitsFrom(us []zoneUnit, r, q int) int {
	lo, hi := 0, len(us)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if a := us[m].at; a.R < r || a.R == r && a.Q < q {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// exertsOn reports whether unit u, within the radius of h, exerts its
// zone there.
func (z *UnitZones) exertsOn(u zoneUnit, h hex.Hex) bool {
	return z.exerts == nil || z.exerts(int(u.k), h)
}

// Units appends to dst the units whose zones cover h, in ascending
// order, and returns the extended slice.
func (z *UnitZones) Units(dst []int, h hex.Hex) []int {
	if z == nil || !h.Valid() {
		return dst
	}
	n := len(dst)
	for dr := -z.radius; dr <= z.radius; dr++ {
		for _, u := range z.row(h, dr) {
			if z.exertsOn(u, h) {
				dst = append(dst, int(u.k))
			}
		}
	}
	slices.Sort(dst[n:])
	return dst
}

// Covered reports whether any zone covers h.
func (z *UnitZones) Covered(h hex.Hex) bool {
	if z == nil {
		return false
	}
	if z.covered != nil { // the hexes covered hold only valid ones
		_, ok := z.covered[h]
		return ok
	}
	if !h.Valid() {
		return false
	}
	for dr := -z.radius; dr <= z.radius; dr++ {
		for _, u := range z.row(h, dr) {
			if z.exertsOn(u, h) {
				return true
			}
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

// Step applies the rule to the step from -> to: it looks for a unit
// whose zone covers to, and, unless any such unit stops the mover, for
// one whose zone covers from as well.
func (u unitZOC) Step(from, to hex.Hex) ZOCEffect {
	z := u.z
	if z == nil {
		return ZOCNone
	}
	if z.covered != nil { // the hexes covered hold only valid ones
		if _, ok := z.covered[to]; !ok {
			return ZOCNone
		}
		if u.same == ZOCToZOCStop {
			return ZOCStop
		}
	} else if !to.Valid() {
		return ZOCNone
	}
	out := ZOCNone
	for dr := -z.radius; dr <= z.radius; dr++ {
		for _, x := range z.row(to, dr) {
			if !z.exertsOn(x, to) {
				continue
			}
			if u.same == ZOCToZOCStop {
				return ZOCStop
			}
			out = ZOCStop
			if from.Valid() && hexDist(x.at, from) <= z.radius && z.exertsOn(x, from) {
				return u.sameEffect()
			}
		}
	}
	return out
}

// sameEffect is the effect of a step between two hexes of one unit's
// zone, under a policy other than ZOCToZOCStop.
func (u unitZOC) sameEffect() ZOCEffect {
	if u.same == ZOCToZOCForbidden {
		return ZOCForbid
	}
	return ZOCWholeMove
}
