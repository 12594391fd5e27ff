package move

import (
	"math"

	"github.com/warkit/warkit/geom/hex"
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
// costs: a search applies them through [StepModel.Effects], which goes
// into [ReachOptions].ZOC, combined with any zones of control by
// [ZOCAnyOf].
//
// A StepModel is a plain value; build the StepCost once with
// [StepModel.StepCost] and reuse it. Modes are data: build one StepModel
// per movement mode ([ground.Mode]) a ruleset distinguishes.
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
	Climb Climb
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

// Climb prices a change of elevation between two hexes (or two stretches
// of a continuous path): PerRise MP per unit of rise, PerDrop MP per unit
// of descent, and a rise of MaxRise or more is impassable when MaxRise > 0.
// The zero Climb charges nothing and forbids nothing.
//
// "+1 MP per inch of rise; a rise of 2 in or more is impassable" is
// Climb{PerRise: 1, MaxRise: 2}.
type Climb struct {
	PerRise float64 // MP per unit of rise
	PerDrop float64 // MP per unit of descent
	MaxRise float64 // a rise >= MaxRise is impassable; 0: no limit
}

// Cost returns the cost of going from elevation a to elevation b, and false
// if the rise is too steep.
func (c Climb) Cost(a, b float64) (float64, bool) {
	d := b - a
	switch {
	case d > 0:
		if c.MaxRise > 0 && d >= c.MaxRise {
			return 0, false
		}
		return d * c.PerRise, true
	case d < 0:
		return -d * c.PerDrop, true
	}
	return 0, true
}

// StepCost returns the StepCost that m describes. A model without Entry
// gives a StepCost that refuses every step.
func (m StepModel) StepCost() StepCost {
	entry, sideCost := m.Entry, m.Side
	switch {
	case entry == nil:
		return Impassable
	case m.Road == nil && m.Elevation == nil && m.Direction == nil && sideCost == nil:
		// The common cases, without the checks of the general form.
		return func(from, to hex.Hex, side hex.Side) (float64, bool) { return entry(to) }
	case m.Road == nil && m.Elevation == nil && m.Direction == nil:
		return func(from, to hex.Hex, side hex.Side) (float64, bool) {
			e, ok := entry(to)
			if !ok {
				return 0, false
			}
			s, ok := sideCost(side)
			return e + s, ok
		}
	}
	return generalCost(m)
}

// generalCost returns the StepCost of a model with any of Road,
// Elevation or Direction: the terrain part (RoadMP for a road step, else
// Entry(to) + Side(side)), then the climb, then the facing. The step
// function is one closure because it runs for every step a search
// prices: a call into named helpers for its parts measured 7-16 % more
// instructions per step.
func generalCost(m StepModel) StepCost {
	return func(from, to hex.Hex, side hex.Side) (float64, bool) {
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
}

// Impassable is a StepCost that refuses every step.
func Impassable(from, to hex.Hex, side hex.Side) (float64, bool) { return 0, false }

// Uniform returns a StepCost that charges mp for every step.
func Uniform(mp float64) StepCost {
	return func(from, to hex.Hex, side hex.Side) (float64, bool) { return mp, true }
}

// Sum returns a StepCost that charges the sum of parts, and refuses a step
// that any part refuses. With no parts, every step is free; a nil part
// refuses every step, like [Impassable].
func Sum(parts ...StepCost) StepCost {
	ps := append([]StepCost(nil), parts...)
	for i, p := range ps {
		if p == nil {
			ps[i] = Impassable
		}
	}
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
	}
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
