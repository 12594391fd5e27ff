package heavygear

import (
	"fmt"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// SkillDice returns the dice of a skill roll at the given level. This
// package assumes the Heavy Gear skill roll "roll as many d6 as the skill
// level, keep the highest" (combat's keep-highest): 1d6 at level 1,
// 2d6kh1 at level 2. The seed does not give the roll; editions that add
// +1 for each extra 6 are not modelled, and a user with another roll
// plugs it in as [Rules.Skill]. A level below 1 is an error.
func SkillDice(level int) (combat.Dice, error) {
	if level < 1 {
		return combat.Dice{}, fmt.Errorf("heavygear: skill level %d: want at least 1", level)
	}
	return combat.KeepHighestOf(level, 6, 1), nil
}

// Success is how a roll compares with a threshold.
type Success int

const (
	// EqualOrBeat, the default, succeeds when the roll equals or beats
	// the threshold.
	EqualOrBeat Success = iota
	// StrictlyBeat succeeds only when the roll beats the threshold.
	StrictlyBeat
)

// Check returns the combat check of a threshold under s; an unknown s
// (which [Rules.Validate] refuses) is read as EqualOrBeat.
func (s Success) Check(threshold int) combat.Check {
	if s == StrictlyBeat {
		return combat.Check{Op: combat.Above, Target: threshold}
	}
	return combat.Check{Op: combat.AtLeast, Target: threshold}
}

// Rules are the readings of the seed this package offers, for every
// question it answers: movement ([NewMover]), concealment
// ([NewConcealer]), locks and obstacle rolls (the methods of Rules). The
// zero value is every default: [SkillDice], success on equal or beat,
// passive lock at distance <= Size, a touched piece gives 1 point, a
// completely hidden target also collects "more than half", costs in
// proportion to distance, layered terrain; no zero value hides a setting.
type Rules struct {
	// Skill returns the dice of a skill roll (nil: SkillDice).
	Skill func(level int) (combat.Dice, error)
	// Success is the comparison of the active lock and the Defence roll
	// with their thresholds.
	Success Success
	// RangeStrict reads HG-K1's range check as distance < Size (the
	// seed's order of checks) instead of distance <= Size (its rule).
	RangeStrict bool

	// TouchNothing gives nothing for a piece the target's base touches
	// but the line of fire does not cross (HG-K3's option). By default
	// such a piece gives [TouchPoints].
	TouchNothing bool
	// Hidden says what a target that solid objects hide completely
	// collects besides its Hidden flag (HG-K4).
	Hidden HiddenPolicy
	// PerStartedInch charges terrain per started inch of the path
	// (ground.PerStartedUnit: a started inch pays the dearest terrain it
	// meets) instead of in proportion to the distance (HG-M1's option).
	PerStartedInch bool
	// Overlap is the policy where areas overlap. The default,
	// ground.OverlapTop, treats features as layers: a road or a bridge
	// listed after the terrain it crosses carries the mover across, a
	// patch of rough drawn on soft ground governs where it lies. Use
	// ground.OverlapMax to pay the dearest terrain instead.
	Overlap *ground.Overlap
	// Admits says whether a structure admits the model (it is then clear
	// terrain for it). Nil: a structure admits infantry when it carries
	// [AdmitsInfantry] set.
	Admits func(m Model, traits terrain.FeatureTraits) bool
}

// Validate reports an unknown success rule or hidden policy.
func (r Rules) Validate() error {
	if r.Success != EqualOrBeat && r.Success != StrictlyBeat {
		return fmt.Errorf("heavygear: rules: unknown success rule %d", r.Success)
	}
	if r.Hidden > HiddenOwnCase {
		return fmt.Errorf("heavygear: rules: unknown hidden policy %d", r.Hidden)
	}
	return nil
}

func (r Rules) skill(level int) (combat.Dice, error) {
	if r.Skill != nil {
		return r.Skill(level)
	}
	return SkillDice(level)
}
