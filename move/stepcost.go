package move

import (
	"errors"
	"fmt"
	"math"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// StepCost prices one step of one mover on a hex map: from a hex to an
// adjacent one, across side. It returns the movement points the step costs
// and ok == false if the step cannot be taken at all (impassable terrain,
// a wall, off the map). It is the seam where a ruleset plugs its movement
// rules into every search of this package.
//
// A StepCost must be deterministic and side-effect free, and its costs
// non-negative: a search that meets a negative or NaN cost stops with an
// error naming the step. A cost of +Inf is read as ok == false.
type StepCost func(from, to hex.Hex, side hex.Side) (mp float64, ok bool)

// Steps is what [Workspace.Reach] and [Workspace.Route], the searches that
// apply rules beyond costs, take to price and judge each step: a
// [StepCost], which prices them, or a [StepModel] (or a pointer to one),
// whose parts price them and whose SideEffect and EntryEffect apply to
// them beside the search's own zone-of-control rule, each step getting
// the more restrictive effect. Only those types are Steps: a func literal
// of StepCost's signature converts with move.StepCost(f). Nil steps (a
// nil StepCost or *StepModel) and a model without Entry are errors.
type Steps interface {
	steps() // marks the types above
}

func (StepCost) steps()  {}
func (StepModel) steps() {}

// StepModel assembles a [StepCost] from the usual parts of hex movement
// rules. Each part is optional except Entry; parts are evaluated in the
// order of the fields, and any part that reports ok == false makes the step
// impassable. The cost of a step is
//
//	road step:  Road MP (+ Climb, + Direction)
//	otherwise:  Entry(to) + Side(side) (+ Climb, + Direction)
//
// where a road step is one across a side for which Road reports true: the
// road runs from one hex into the other across that side, so it replaces
// the terrain and hexside costs (a bridge carries it over a river). A road
// in both hexes that does not cross their common side does not count.
//
// The effects of hexsides and hexes (SideEffect, EntryEffect) are not
// costs, and a StepCost cannot carry them: [Workspace.Reach] and
// [Workspace.Route] take the model itself ([Steps]) and apply them, beside
// the zones of control of their options, and [StepModel.StepCost] refuses
// a model that has them, so that no search drops them unseen. To price
// such a model's costs alone (for Dijkstra or Cheapest, say), clear
// SideEffect and EntryEffect on a copy.
//
// A StepModel is a plain value. Modes are data: build one StepModel per
// movement mode ([ground.Mode]) a ruleset distinguishes.
type StepModel struct {
	// Entry is the cost of entering hex to, by its terrain. ok == false
	// makes the hex impassable. Required.
	Entry func(to hex.Hex) (mp float64, ok bool)
	// Side is the extra cost of crossing hexside s (a river, a hedge);
	// ok == false makes the side impassable (a wall, a cliff). Nil: none.
	Side func(s hex.Side) (mp float64, ok bool)
	// Road reports whether a road crosses hexside s, connecting both its
	// hexes. Nil: no roads.
	Road func(s hex.Side) bool
	// RoadMP is the cost of a road step.
	RoadMP float64
	// Elevation returns the elevation of a hex; ok == false makes the hex
	// impassable. Nil: a flat map (Climb is not charged).
	Elevation func(h hex.Hex) (elev float64, ok bool)
	// Climb prices a change of elevation.
	Climb terrain.Climb
	// Direction adds a cost that depends on the direction of the step (a
	// slope that is climbed one way, a unit's facing); ok == false forbids
	// the step. Nil: none.
	Direction func(from hex.Hex, d hex.Direction) (mp float64, ok bool)

	// SideEffect is what crossing hexside s does to the move beyond its
	// cost: [ZOCAllRemaining] for "crossing takes all remaining MP" (at
	// any point, and the mover stops), [ZOCWholeMove] for "crossing is the
	// unit's whole move" (only as a turn's first step), [ZOCStop] for
	// "must stop after crossing", [ZOCForbid] to forbid it. A road step
	// ignores it, as it ignores Side. Nil: none.
	SideEffect func(s hex.Side) ZOCEffect
	// EntryEffect is what entering hex h does to the move beyond its cost:
	// [ZOCStop] for "must stop after entering" (a marsh), or any other
	// effect as for SideEffect. Nil: none.
	EntryEffect func(h hex.Hex) ZOCEffect
}

// StepCost returns the StepCost that m's costs describe, built once for
// many searches. Errors: a model without Entry, and a model with a
// SideEffect or EntryEffect, whose effects a StepCost would drop (pass
// the model itself to Reach or Route, which apply them).
func (m StepModel) StepCost() (StepCost, error) {
	if err := m.check(); err != nil {
		return nil, err
	}
	if m.SideEffect != nil || m.EntryEffect != nil {
		return nil, errors.New("move: step model with SideEffect or EntryEffect: a StepCost would drop them; search the model itself with Reach or Route, or clear them to price its costs alone")
	}
	return m.cost(), nil // m is this call's copy: the StepCost keeps it
}

// check reports a model that prices nothing: one without Entry.
func (m *StepModel) check() error {
	if m.Entry == nil {
		return errors.New("move: step model without Entry (the cost of entering a hex is required)")
	}
	return nil
}

// cost returns the StepCost of m's costs, whose Entry is set: a closure
// of the parts m has, the common ones without the checks of the general
// form. It is small enough to inline, so that a search that builds it
// for one call (Reach on a model) keeps the closure on its stack.
func (m *StepModel) cost() StepCost {
	entry, sideCost := m.Entry, m.Side
	if m.Road != nil || m.Elevation != nil || m.Direction != nil {
		return m.general
	}
	if sideCost == nil {
		return func(from, to hex.Hex, side hex.Side) (float64, bool) { return entry(to) }
	}
	return func(from, to hex.Hex, side hex.Side) (float64, bool) {
		e, ok := entry(to)
		if !ok {
			return 0, false
		}
		s, ok := sideCost(side)
		return e + s, ok
	}
}

// general is the StepCost of a model with any of Road, Elevation or
// Direction: the terrain part (RoadMP for a road step, else Entry(to) +
// Side(side)), then the climb, then the facing. It is one function
// because it runs for every step a search prices: a call into named
// helpers for its parts measured 7-16 % more instructions per step.
func (m *StepModel) general(from, to hex.Hex, side hex.Side) (float64, bool) {
	var mp float64
	if m.Road != nil && m.Road(side) {
		mp = m.RoadMP
	} else {
		e, ok := m.Entry(to)
		if !ok {
			return 0, false
		}
		mp = e
		if m.Side != nil {
			s, ok := m.Side(side)
			if !ok {
				return 0, false
			}
			mp += s
		}
	}
	if m.Elevation != nil {
		a, ok := m.Elevation(from)
		if !ok {
			return 0, false
		}
		b, ok := m.Elevation(to)
		if !ok {
			return 0, false
		}
		c, ok := m.Climb.Cost(a, b)
		if !ok {
			return 0, false
		}
		mp += c
	}
	if m.Direction != nil {
		d, ok := side.DirFrom(from)
		if !ok {
			return 0, false
		}
		x, ok := m.Direction(from, d)
		if !ok {
			return 0, false
		}
		mp += x
	}
	return mp, true
}

// Impassable is a StepCost that refuses every step.
func Impassable(from, to hex.Hex, side hex.Side) (float64, bool) { return 0, false }

// Uniform returns a StepCost that charges mp for every step.
func Uniform(mp float64) StepCost {
	return func(from, to hex.Hex, side hex.Side) (float64, bool) { return mp, true }
}

// Sum returns a StepCost that charges the sum of parts, and refuses a
// step that any part refuses. Errors: no parts (a sum of nothing would
// make every step free), and a nil part, named by its position.
func Sum(parts ...StepCost) (StepCost, error) {
	if len(parts) == 0 {
		return nil, errors.New("move: Sum of no parts")
	}
	for i, p := range parts {
		if p == nil {
			return nil, fmt.Errorf("move: Sum part %d of %d is nil", i+1, len(parts))
		}
	}
	ps := append([]StepCost(nil), parts...)
	return func(from, to hex.Hex, side hex.Side) (float64, bool) {
		total := 0.0
		for _, p := range ps {
			c, ok := p(from, to, side)
			if !ok {
				return 0, false
			}
			total += c
		}
		return total, true
	}, nil
}

// passable reports whether a step a StepCost priced at c, ok may be
// taken: ok, and c is not +Inf. Its cost may still be bad (negative or
// NaN, which passes here), which the searches test next.
func passable(c float64, ok bool) bool { return ok && !(c > math.MaxFloat64) }

// checkStep validates a cost returned by a StepCost: ok is false for an
// impassable step (including +Inf), bad is set for a negative or NaN cost.
func checkStep(c float64, ok bool) (pass, bad bool) {
	if !passable(c, ok) {
		return false, false
	}
	return c >= 0, !(c >= 0)
}
