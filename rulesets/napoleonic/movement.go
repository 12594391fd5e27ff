package napoleonic

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// Step is one hex of a move: where the counter (the head) went, what the
// step cost and the running total.
type Step struct {
	Head  hex.Hex
	MP    float64 // this step: the dearest entry of any portion, plus any surcharge
	Total float64 // MP spent from the start of the move
}

// Movement is a priced move, step by step, its total, and the unit where
// it ended.
type Movement struct {
	Steps []Step
	// Total is the MP of the whole move: the last step's running total.
	Total float64
	Unit  Unit
}

// Surcharge returns the extra MP a unit pays for the hexes it enters
// (charged by [move.Surcharge.At]):
//
//	infantry line                      +1 per hex (NAP-L3)
//	cavalry line of 2 or more hexes    +1 per two hexes, on the 2nd, 4th ... (NAP-L4)
//	cavalry line of 1 hex              none (NAP-L4)
//	Old Guard infantry line            as cavalry (NAP-L5; see OldGuardPolicy)
//	columns                            none
func (m *Map) Surcharge(u Unit) (move.Surcharge, error) {
	if err := m.ready(); err != nil {
		return move.Surcharge{}, err
	}
	n, err := u.Len()
	if err != nil {
		return move.Surcharge{}, err
	}
	if u.Formation != Line {
		return move.Surcharge{}, nil
	}
	perTwo := move.Surcharge{MP: 1, Every: 2}
	switch {
	case u.Arm == Infantry && u.Flags.Has(OldGuard):
		if n > 1 || m.rules.OldGuard == OldGuardPerTwoHexes {
			return perTwo, nil
		}
		return move.Surcharge{}, nil
	case u.Arm == Infantry:
		return move.Surcharge{MP: 1, Every: 1}, nil
	case u.Arm == Cavalry && n > 1:
		return perTwo, nil
	}
	return move.Surcharge{}, nil
}

// Move moves u along path, the successive hexes of its counter, and prices
// every step on m:
//
//   - a column of companies moves like a snake, every portion entering the
//     hex the one ahead left, and its facing follows its head (NAP-F6);
//   - a line and a column keep their shape and facing, every portion
//     stepping as the counter does (a line advancing or sidestepping);
//
// and each step costs the dearest entry paid by any portion (NAP-F6, L6)
// plus [Map.Surcharge]. No hex of the unit may enter terrain that does
// not allow its formation (NAP-L1).
//
// NAP-F6, the 7e Dragons: a 3-hex column whose head enters a cultivated
// hex (2 MP) and then open ground pays 2, 2, 2, 1: 2, 4, 6, 7 MP in all.
//
// If the unit cannot take a step, Move returns the steps before it, the
// unit where it stopped, and an error wrapping a [*move.BlockedError].
func (m *Map) Move(u Unit, path []hex.Hex) (Movement, error) {
	if err := m.ready(); err != nil {
		return Movement{Unit: u}, err
	}
	hexes, err := u.AppendHexes(nil)
	if err != nil {
		return Movement{Unit: u}, err
	}
	s, err := m.Surcharge(u)
	if err != nil {
		return Movement{Unit: u}, err
	}
	cost := m.FormationStepCost(u.Formation)
	var mps []float64
	end := u
	if u.Formation.Rules().Motion == Snake {
		mps, err = move.Snake(nil, hexes, path, cost)
		if n := len(mps); n > 0 {
			from := u.Head
			if n > 1 {
				from = path[n-2]
			}
			if d, ok := from.DirectionTo(path[n-1]); ok {
				end.Facing = hex.SideFacing(d)
			}
			end.Head = path[n-1]
		}
	} else {
		f := move.Formation{Shape: hex.Footprint{}, Head: u.Head, Facing: u.Facing}
		if f.Shape, err = u.Footprint(); err != nil {
			return Movement{Unit: u}, err
		}
		var g move.Formation
		mps, g, err = f.Move(nil, path, cost, s)
		end.Head = g.Head
	}
	mv := Movement{Unit: end, Steps: make([]Step, len(mps))}
	total := 0.0
	for i, c := range mps {
		total += c
		mv.Steps[i] = Step{Head: path[i], MP: c, Total: total}
	}
	mv.Total = total
	if err != nil {
		return mv, fmt.Errorf("napoleonic: %q: %w", u.Name, err)
	}
	return mv, nil
}
