package heavygear

import (
	"errors"
	"fmt"

	"github.com/warkit/warkit/combat"
)

// FreeAction is the free action an active lock gives (HG-K2).
type FreeAction int

const (
	// IndirectOrThrown: attack the target with an indirect or thrown
	// weapon (the model is its own forward observer).
	IndirectOrThrown FreeAction = iota
	// DesignatePriority: designate the target as the priority target of
	// a coordinated attack.
	DesignatePriority
	// ForwardObserve: observe for other models' indirect fire.
	ForwardObserve
)

// FreeActions returns the free actions of a successful active lock, a
// new slice on every call.
func FreeActions() []FreeAction {
	return []FreeAction{IndirectOrThrown, DesignatePriority, ForwardObserve}
}

// String names the action.
func (a FreeAction) String() string {
	switch a {
	case IndirectOrThrown:
		return "indirect or thrown attack"
	case DesignatePriority:
		return "designate a priority target"
	case ForwardObserve:
		return "forward observation"
	}
	return fmt.Sprintf("FreeAction(%d)", int(a))
}

// ErrHidden is returned for an active lock on a target that solid objects
// hide completely: no lock is possible.
var ErrHidden = errors.New("heavygear: target completely hidden by solid objects: no lock possible")

var errNilRoller = errors.New("heavygear: nil roller")

// ActiveCheck returns the roll of an active lock by shooter on a target
// of concealment c (HG-K2): the EW skill roll (see [Rules.Skill]) plus
// the shooter's Sensors, against a threshold equal to the total
// concealment, succeeding when it equals or beats it (or strictly beats,
// under StrictlyBeat). The attempt costs an action. Errors: rules that
// [Rules.Validate] refuses, a skill level the skill roll refuses,
// [ErrHidden] for a target completely hidden.
func (r Rules) ActiveCheck(shooter Model, c Concealment) (combat.Dice, combat.Mods, combat.Check, error) {
	if err := r.Validate(); err != nil {
		return combat.Dice{}, combat.Mods{}, combat.Check{}, err
	}
	if c.Hidden {
		return combat.Dice{}, combat.Mods{}, combat.Check{}, ErrHidden
	}
	d, err := r.skill(shooter.EW)
	if err != nil {
		return d, combat.Mods{}, combat.Check{}, err
	}
	return d, combat.NewMods(combat.Mod("sensors", shooter.Sensors)), r.Success.Check(c.Score), nil
}

// ActiveChance returns the exact probability that shooter's active lock
// on a target of concealment c succeeds: 0 for a hidden target.
func (r Rules) ActiveChance(shooter Model, c Concealment) (combat.Frac, error) {
	d, mods, chk, err := r.ActiveCheck(shooter, c)
	if errors.Is(err, ErrHidden) {
		return combat.Int(0), nil
	}
	if err != nil {
		return combat.Frac{}, err
	}
	return combat.CheckChance(d, mods, chk)
}

// Lock is an active lock that succeeded, and how long it lasts: to the
// end of the turn it was made in, or until the target moves (HG-K2).
type Lock struct {
	// Turn is the turn it was made in.
	Turn int
	// Roll is the roll with its working.
	Roll combat.CheckResult
}

// Holds reports whether the lock still holds in turn, given whether the
// target has moved since it was made.
func (l Lock) Holds(turn int, targetMoved bool) bool { return turn == l.Turn && !targetMoved }

// RollActive rolls shooter's active lock on a target of concealment c in
// turn with roller. ok reports success: the lock, and one of
// [FreeActions]. A nil roller is an error.
func (r Rules) RollActive(roller *combat.Roller, turn int, shooter Model, c Concealment) (l Lock, ok bool, err error) {
	if roller == nil {
		return Lock{}, false, errNilRoller
	}
	d, mods, chk, err := r.ActiveCheck(shooter, c)
	if err != nil {
		return Lock{}, false, err
	}
	res, err := combat.RollCheck(roller, "active lock", d, mods, chk)
	if err != nil {
		return Lock{}, false, err
	}
	return Lock{Turn: turn, Roll: res}, res.Pass, nil
}
