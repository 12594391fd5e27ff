package move

import (
	"fmt"
	"strconv"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// Effects returns the rule that applies m's SideEffect and EntryEffect to
// each step: each step gets the more restrictive of its hexside's and its
// hex's effect, and a road step (see [StepModel]) skips the hexside's.
// [Workspace.Reach] and [Workspace.Route] apply it themselves when they
// search m; it is for what reads the effects apart from a search (a law
// check, a picture of where a mover must stop). It returns nil, which
// ignores effects, when m has neither part.
func (m StepModel) Effects() ZOCRule {
	if m.SideEffect == nil && m.EntryEffect == nil {
		return nil
	}
	return m.effects()
}

// effects is the rule of m's effects, as a value for the searches.
func (m *StepModel) effects() stepEffects {
	return stepEffects{side: m.SideEffect, entry: m.EntryEffect, road: m.Road}
}

type stepEffects struct {
	side  func(hex.Side) ZOCEffect
	entry func(hex.Hex) ZOCEffect
	road  func(hex.Side) bool
}

// Step returns the effect of the step from -> to.
func (e stepEffects) Step(from, to hex.Hex) ZOCEffect {
	out := ZOCNone
	if e.entry != nil {
		out = e.entry(to)
	}
	if e.side == nil || out == ZOCForbid {
		return out
	}
	s, ok := hex.SideBetween(from, to)
	if !ok {
		return ZOCForbid // not adjacent: no step
	}
	if e.road != nil && e.road(s) {
		return out
	}
	return max(out, e.side(s))
}

// effectNames are the names of the effects, in ZOCEffect order.
var effectNames = [...]string{"none", "stop", "all-remaining", "whole-move", "forbid"}

// ParseZOCEffect reads an effect by its name (see [ZOCEffect.String]).
func ParseZOCEffect(s string) (ZOCEffect, error) {
	for i, n := range effectNames {
		if n == s {
			return ZOCEffect(i), nil
		}
	}
	return 0, fmt.Errorf("move: unknown step effect %s: want none, stop, all-remaining, whole-move or forbid", strconv.Quote(s))
}

// EffectKey returns the enumeration trait key whose members are the
// effect names, for a terrain type that states the effect of entering its
// hexes or crossing its hexsides ([HexTraits].SideEffect, EntryEffect):
// a river type with "crossing": "all-remaining", say.
func EffectKey(name string) terrain.Key[string] {
	return terrain.Enum(name, effectNames[:]...)
}
