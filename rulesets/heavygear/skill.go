package heavygear

import (
	"fmt"

	"github.com/warkit/warkit/combat"
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

// Check returns the combat check of a threshold under s.
func (s Success) Check(threshold int) combat.Check {
	if s == StrictlyBeat {
		return combat.Check{Op: combat.Above, Target: threshold}
	}
	return combat.Check{Op: combat.AtLeast, Target: threshold}
}

// Rules are the roll rules of locks and obstacles. The zero value is the
// default: [SkillDice], success on equal or beat, passive lock at
// distance <= Size.
type Rules struct {
	// Skill returns the dice of a skill roll (nil: SkillDice).
	Skill func(level int) (combat.Dice, error)
	// Success is the comparison of the active lock and the Defence roll
	// with their thresholds.
	Success Success
	// RangeStrict reads HG-K1's range check as distance < Size (the
	// seed's order of checks) instead of distance <= Size (its rule).
	RangeStrict bool
}

func (r Rules) skill(level int) (combat.Dice, error) {
	if r.Skill != nil {
		return r.Skill(level)
	}
	return SkillDice(level)
}
