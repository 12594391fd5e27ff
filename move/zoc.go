package move

import (
	"fmt"
	"math/bits"
	"strconv"

	"github.com/warkit/warkit/geom/hex"
)

// ZOCEffect is what a rule beyond the step cost does to one step: a zone
// of control ([ZOCRule]), or a hexside or hex of the map ([StepModel]'s
// SideEffect and EntryEffect: a river that costs all MP, a marsh the
// mover must stop in). The effects are ordered from the least to the
// most restrictive, as [ZOCAnyOf] combines them.
type ZOCEffect uint8

const (
	// ZOCNone leaves the step as the step cost prices it.
	ZOCNone ZOCEffect = iota
	// ZOCStop allows the step, at its ordinary cost, but the mover must
	// stop in the hex it enters: its movement for the turn ends there.
	ZOCStop
	// ZOCAllRemaining allows the step at any point of a turn, but it takes
	// whatever MP the mover has left and the mover stops: "crossing the
	// river takes all remaining MP". The step must still be affordable
	// under the [ShortPolicy] in force (its ordinary cost at most the MP
	// left, unless the policy lets a short mover take it).
	ZOCAllRemaining
	// ZOCWholeMove allows the step only as the mover's whole movement for a
	// turn: it must be the first step of a turn, it costs all the turn's
	// MP, and the mover stops. The step must still be affordable under the
	// [ShortPolicy] in force.
	ZOCWholeMove
	// ZOCForbid forbids the step.
	ZOCForbid
)

// String returns "none", "stop", "all-remaining", "whole-move" or
// "forbid".
func (e ZOCEffect) String() string {
	switch e {
	case ZOCNone:
		return "none"
	case ZOCStop:
		return "stop"
	case ZOCAllRemaining:
		return "all-remaining"
	case ZOCWholeMove:
		return "whole-move"
	case ZOCForbid:
		return "forbid"
	}
	return "ZOCEffect(" + strconv.Itoa(int(e)) + ")"
}

// ZOCRule is a zone-of-control rule: it judges each step a search
// considers, after the step cost has priced it. A nil ZOCRule ignores
// zones of control. Use [ZOC] for the common rules, or [ZOCFunc] for a
// ruleset's own.
//
// Searches settle each hex once, by its best arrival. A rule whose ZOCStop
// depends on the hex left as well as the hex entered may therefore hide a
// continuation through a hex reached more cheaply by a stopping step; the
// rules of [ZOC] stop on every entry into a zone, so they never do.
type ZOCRule interface {
	Step(from, to hex.Hex) ZOCEffect
}

// ZOCFunc adapts a function to a [ZOCRule].
type ZOCFunc func(from, to hex.Hex) ZOCEffect

// Step returns f(from, to); a nil ZOCFunc exerts no zone (ZOCNone), as
// a nil ZOCRule does.
func (f ZOCFunc) Step(from, to hex.Hex) ZOCEffect {
	if f == nil {
		return ZOCNone
	}
	return f(from, to)
}

// Zones is a set of enemy units, one bit each (up to 64), that exert a
// zone of control over a hex. Which bit stands for which unit is the
// caller's choice; a search compares sets only to find a shared enemy.
// For more units, or to build zones from unit positions, use
// [NewUnitZones].
type Zones uint64

// Any reports whether z holds any enemy.
func (z Zones) Any() bool { return z != 0 }

// Len returns the number of enemies in z.
func (z Zones) Len() int { return bits.OnesCount64(uint64(z)) }

// ZOCToZOC is the policy for a step from a hex in an enemy's zone of
// control directly into another hex of the same enemy's zone.
type ZOCToZOC uint8

const (
	// ZOCToZOCStop allows it like any entry into a zone: the mover stops.
	// It is the default.
	ZOCToZOCStop ZOCToZOC = iota
	// ZOCToZOCForbidden forbids it.
	ZOCToZOCForbidden
	// ZOCToZOCWholeMove allows it as the mover's whole movement for the
	// turn (see [ZOCWholeMove]).
	ZOCToZOCWholeMove
)

// ZOC is the common zone-of-control rule, as data: entering a hex in any
// enemy zone of control ends the mover's movement (ZOCStop), leaving a zone
// is free, and a step from one hex of an enemy's zone into another hex of
// the same enemy's zone follows SameEnemy. A ZOC with nil Zones ignores
// zones of control.
type ZOC struct {
	// Zones returns the enemies whose zones of control cover h.
	Zones func(h hex.Hex) Zones
	// SameEnemy is the policy for a step from zone to zone of the same enemy.
	SameEnemy ZOCToZOC
}

// Step applies the rule to the step from -> to.
func (z ZOC) Step(from, to hex.Hex) ZOCEffect {
	if z.Zones == nil {
		return ZOCNone
	}
	zt := z.Zones(to)
	if zt == 0 {
		return ZOCNone
	}
	if z.SameEnemy != ZOCToZOCStop && z.Zones(from)&zt != 0 {
		if z.SameEnemy == ZOCToZOCForbidden {
			return ZOCForbid
		}
		return ZOCWholeMove
	}
	return ZOCStop
}

// ZOCAnyOf combines rules so that each step gets the most restrictive
// effect any of them gives (forbid over whole-move over all-remaining
// over stop over none): an enemy's zone and a river hexside, say, each
// apply. With no rules the result ignores zones of control.
//
// A nil rule among them is an error, which the searches report naming
// its place ("move: ZOCAnyOf part 2 of 3 is nil"), never a part quietly
// skipped; called directly, the result's Step answers ZOCForbid for
// every step then.
func ZOCAnyOf(rules ...ZOCRule) ZOCRule {
	return zocJoin{rules: append([]ZOCRule(nil), rules...), any: true}
}

// ZOCAllOf combines rules so that each step gets the least restrictive
// effect of them all: a restriction applies only where every rule imposes
// it (a zone that counts only where two kinds of units overlap, say).
// With no rules the result ignores zones of control; a nil rule among
// them is an error, as for [ZOCAnyOf].
func ZOCAllOf(rules ...ZOCRule) ZOCRule {
	return zocJoin{rules: append([]ZOCRule(nil), rules...)}
}

// zocJoin is ZOCAnyOf (any) or ZOCAllOf.
type zocJoin struct {
	rules []ZOCRule
	any   bool
}

func (j zocJoin) name() string {
	if j.any {
		return "ZOCAnyOf"
	}
	return "ZOCAllOf"
}

// checkZOC reports the first nil part of the joins in rule r, depth
// first, naming the join and the part's place.
func checkZOC(r ZOCRule) error {
	j, ok := r.(zocJoin)
	if !ok {
		return nil
	}
	for i, p := range j.rules {
		if p == nil {
			return fmt.Errorf("move: %s part %d of %d is nil", j.name(), i+1, len(j.rules))
		}
		if err := checkZOC(p); err != nil {
			return err
		}
	}
	return nil
}

// Step applies every rule to the step and combines their effects.
func (j zocJoin) Step(from, to hex.Hex) ZOCEffect {
	if len(j.rules) == 0 {
		return ZOCNone
	}
	out := ZOCNone
	for i, r := range j.rules {
		if r == nil {
			return ZOCForbid // an error for the searches (checkZOC)
		}
		e := r.Step(from, to)
		if i == 0 || j.any == (e > out) {
			out = e
		}
	}
	return out
}
