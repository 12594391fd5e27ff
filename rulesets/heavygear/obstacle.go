package heavygear

import (
	"strconv"

	"github.com/warkit/warkit/combat"
)

// ObstacleThreshold is the threshold of the Defence roll of a model that
// cannot turn or climb in time (HG-M2).
const ObstacleThreshold = 4

// ObstacleOutcome is the result of the Defence roll against an obstacle.
type ObstacleOutcome int

const (
	// Stops: the roll succeeded, the model stops before the obstacle.
	Stops ObstacleOutcome = iota
	// Impact: the roll failed, an unintentional impact.
	Impact
)

// String returns "stops" or "unintentional impact", and
// "ObstacleOutcome(n)" for an unknown outcome.
func (o ObstacleOutcome) String() string {
	switch o {
	case Stops:
		return "stops"
	case Impact:
		return "unintentional impact"
	}
	return "ObstacleOutcome(" + strconv.Itoa(int(o)) + ")"
}

// ObstacleCheck returns the dice and check of the Defence roll of model m
// against an obstacle (HG-M2): its Defence skill roll vs 4. Errors: rules
// that [Rules.Validate] refuses, a skill level the skill roll refuses.
func (r Rules) ObstacleCheck(m Model) (combat.Dice, combat.Check, error) {
	if err := r.Validate(); err != nil {
		return combat.Dice{}, combat.Check{}, err
	}
	d, err := r.skill(m.Defence)
	return d, r.Success.Check(ObstacleThreshold), err
}

// ObstacleChance returns the exact probability that model m stops
// (succeeds its Defence roll vs 4) rather than suffer an impact.
func (r Rules) ObstacleChance(m Model) (combat.Frac, error) {
	d, c, err := r.ObstacleCheck(m)
	if err != nil {
		return combat.Frac{}, err
	}
	return combat.CheckChance(d, combat.Mods{}, c)
}

// RollObstacle rolls model m's Defence against an obstacle with roller.
// A nil roller is an error.
func (r Rules) RollObstacle(roller *combat.Roller, m Model) (ObstacleOutcome, combat.CheckResult, error) {
	if roller == nil {
		return Impact, combat.CheckResult{}, errNilRoller
	}
	d, c, err := r.ObstacleCheck(m)
	if err != nil {
		return Impact, combat.CheckResult{}, err
	}
	res, err := combat.RollCheck(roller, "defence vs obstacle", d, combat.Mods{}, c)
	if err != nil {
		return Impact, res, err
	}
	if res.Pass {
		return Stops, res, nil
	}
	return Impact, res, nil
}
