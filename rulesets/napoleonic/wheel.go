package napoleonic

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// Phase is when a unit acts: in its own movement or in a charge out of
// turn.
type Phase uint8

const (
	// PhaseMovement is the unit's own movement.
	PhaseMovement Phase = iota
	// PhaseReactionCharge is a reaction charge.
	PhaseReactionCharge
	// PhaseOpportunityCharge is an opportunity charge.
	PhaseOpportunityCharge
)

// String returns "movement", "reaction charge" or "opportunity charge".
func (p Phase) String() string {
	switch p {
	case PhaseMovement:
		return "movement"
	case PhaseReactionCharge:
		return "reaction charge"
	case PhaseOpportunityCharge:
		return "opportunity charge"
	}
	return "Phase(" + strconv.Itoa(int(p)) + ")"
}

// WheelToLine wheels a column of companies 90° to its left or right to
// form line (NAP-F7), in its own movement or during a reaction or
// opportunity charge. Each company wheels where it stands, so the line
// holds the column's hexes: its front turns 90° ([hex.Facing.Turn] by ±3,
// from a hexside to a vertex), the counter stays at its end (the line runs
// back along the old column) and the line is as wide as the column was
// long, within NAP-L4's ceil(increments/4). The hexes must allow line
// (NAP-L1). The MP a formation change costs is not in the seed; it is the
// caller's to charge.
func (m *Map) WheelToLine(u Unit, left bool, ph Phase) (Unit, error) {
	if err := m.ready(); err != nil {
		return u, err
	}
	if ph > PhaseOpportunityCharge {
		return u, u.errorf("unknown phase %v", ph)
	}
	if u.Formation != ColumnOfCompanies {
		return u, u.errorf("only a column of companies wheels into line (NAP-F7), not a %v", u.Formation)
	}
	n, err := u.Len()
	if err != nil {
		return u, err
	}
	line := u
	line.Formation, line.Width = Line, n
	if left {
		line.Facing, line.Extent = u.Facing.Turn(3), hex.ExtendLeft
	} else {
		line.Facing, line.Extent = u.Facing.Turn(-3), hex.ExtendRight
	}
	if err := m.CanStand(line); err != nil {
		return u, err
	}
	return line, nil
}

// LineWheel is a wheel of part of a line (NAP-L11).
type LineWheel struct {
	Unit Unit    // the line after the wheel
	MP   float64 // what the wheel cost
	// Opportunity reports that the wheel was made in an enemy zone of
	// influence (some hex of the line, before or after, is in one), which
	// triggers opportunity reactions.
	Opportunity bool
}

// WheelLine wheels a multi-hex line 60° about pivot, the end hex that has
// reached the enemy (NAP-L11): left turns its front to the left (the
// direction order), right to the right. It pays MP for the walk of the
// line's far end round the pivot, at the terrain cost of each hex entered
// ([move.Formation.Wheel]; the seed says only "paying MP"). Enemy zones of
// influence do not stop it; zoi reports the hexes in one, and a wheel
// touching any sets Opportunity. zoi may be nil. The new hexes must allow
// line (NAP-L1).
func (m *Map) WheelLine(u Unit, pivot hex.Hex, left bool, zoi func(hex.Hex) bool) (LineWheel, error) {
	if err := m.ready(); err != nil {
		return LineWheel{Unit: u}, err
	}
	if u.Formation != Line {
		return LineWheel{Unit: u}, u.errorf("NAP-L11 wheels a line, not a %v", u.Formation)
	}
	fp, err := u.Footprint()
	if err != nil {
		return LineWheel{Unit: u}, err
	}
	if fp.Len() < 2 {
		return LineWheel{Unit: u}, u.errorf("a one-hex line has no other part to wheel (NAP-L11)")
	}
	k := -1
	if left {
		k = 1
	}
	// move.Formation.Wheel finds the line's outer end by its distance from
	// the pivot starting from the zero Hex, so it is only right when the
	// pivot is the origin: wheel a copy translated there, pricing steps
	// back on the map.
	cost := m.FormationStepCost(Line)
	shifted := func(from, to hex.Hex, _ hex.Side) (float64, bool) {
		a, b := from.Add(pivot), to.Add(pivot)
		s, _ := hex.SideBetween(a, b)
		return cost(a, b, s)
	}
	f := move.Formation{Shape: fp, Head: u.Head.Sub(pivot), Facing: u.Facing}
	g, mp, err := f.Wheel(hex.Hex{}, k, shifted)
	if err != nil {
		var blocked *move.BlockedError
		if !errors.As(err, &blocked) { // the only other error for a line
			return LineWheel{Unit: u}, u.errorf("pivot %v is not an end of the line (NAP-L11)", pivot)
		}
		blocked.From, blocked.To = blocked.From.Add(pivot), blocked.To.Add(pivot)
		return LineWheel{Unit: u}, fmt.Errorf("napoleonic: %q: %w", u.Name, err)
	}
	after := u
	after.Head, after.Facing = g.Head.Add(pivot), g.Facing
	if err := m.CanStand(after); err != nil {
		return LineWheel{Unit: u}, err
	}
	w := LineWheel{Unit: after, MP: mp}
	if zoi != nil {
		before, _ := u.AppendHexes(nil)
		now, _ := after.AppendHexes(nil)
		for _, h := range append(before, now...) {
			w.Opportunity = w.Opportunity || zoi(h)
		}
	}
	return w, nil
}
