package move

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
)

// Occupancy is who stands where, as a search needs it: a mover may not
// enter a hex an enemy unit holds, may pass through hexes friendly units
// hold, and may end its move (or a turn) only in a hex where the units
// already there, the mover added, are at most Stack. Put it in
// [ReachOptions].Occupancy; the [Arrival] of a hex the mover may pass
// through but not end in has PassOnly set. The start hex is always a
// place to end: the mover is there already.
//
// A search over several turns ([ReachOptions].Turns > 1) refuses an
// Occupancy with a full hex (one the mover may pass but not end in): the
// best way into such a hex need not be the best way on, since a turn may
// not end there, and the search keeps one arrival per hex. Enemies alone,
// or room in every hex, are fine over any number of turns.
//
// Build it from the same unit positions as the zones of control
// ([NewUnitZones] takes the enemies). An Occupancy is immutable and safe
// for concurrent use; a step reads one map entry.
type Occupancy struct {
	at    map[hex.Hex]int32 // friends in a hex, or -1 for an enemy hex
	stack int
	full  bool // some hex is passable but full
}

// NewOccupancy returns the occupancy of a map with friendly units at
// friends and enemy units at enemies (one entry per unit; the mover
// itself is not among them) and a stacking limit of stack units per hex
// at the end of a move, the mover included (0: no limit).
// Errors: a negative stack, a unit out of geom's hex range, a hex held by
// friends and enemies at once.
func NewOccupancy(friends, enemies []hex.Hex, stack int) (*Occupancy, error) {
	if stack < 0 {
		return nil, fmt.Errorf("move: stacking limit %d: want 0 (none) or more", stack)
	}
	o := &Occupancy{at: make(map[hex.Hex]int32, len(friends)+len(enemies)), stack: stack}
	for k, h := range enemies {
		if outOfRange(h) {
			return nil, fmt.Errorf("move: enemy %d at %v: out of range", k, h)
		}
		o.at[h] = -1
	}
	for k, h := range friends {
		switch {
		case outOfRange(h):
			return nil, fmt.Errorf("move: friend %d at %v: out of range", k, h)
		case o.at[h] < 0:
			return nil, fmt.Errorf("move: friend %d at %v: an enemy holds the hex", k, h)
		}
		o.at[h]++
		o.full = o.full || stack > 0 && int(o.at[h]) >= stack
	}
	return o, nil
}

// Blocked reports whether an enemy holds h, so that the mover cannot
// enter it.
func (o *Occupancy) Blocked(h hex.Hex) bool { return o != nil && o.at[h] < 0 }

// CanEnd reports whether the mover may end its move in h: no enemy there,
// and the friends there leave room under the stacking limit.
func (o *Occupancy) CanEnd(h hex.Hex) bool {
	if o == nil {
		return true
	}
	n := o.at[h]
	return n >= 0 && (o.stack == 0 || int(n)+1 <= o.stack)
}

// outOfRange reports whether h lies beyond 2^30 hexes from the origin,
// computed in int64 so that it holds on 32-bit platforms too.
func outOfRange(h hex.Hex) bool {
	q, r := int64(h.Q), int64(h.R)
	const lim = 1 << 30
	return q > lim || q < -lim || r > lim || r < -lim || q+r > lim || q+r < -lim
}
