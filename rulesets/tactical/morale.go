package tactical

import (
	"fmt"

	"github.com/warkit/warkit/combat"
)

// MoraleCheck is the check of a morale value (TAC-M1): 2D6, pass when the
// roll is at most the morale.
func MoraleCheck(morale int) combat.Check {
	return combat.Check{Op: combat.AtMost, Target: morale}
}

// MoraleChance returns the exact probability that a morale check passes:
// 33/36 for morale 10, 30/36 for 9.
func MoraleChance(morale int) combat.Frac {
	p, _ := combat.CheckChance(combat.TwoD6, combat.Mods{}, MoraleCheck(morale))
	return p
}

// RollMorale rolls a morale check against morale with r.
func RollMorale(r *combat.Roller, purpose string, morale int) (combat.CheckResult, error) {
	if r == nil {
		return combat.CheckResult{}, fmt.Errorf("tactical: morale check %q: nil roller", purpose)
	}
	res, err := combat.RollCheck(r, purpose, combat.TwoD6, combat.Mods{}, MoraleCheck(morale))
	if err != nil {
		return res, fmt.Errorf("tactical: %w", err)
	}
	res.Faces = append([]int(nil), res.Faces...)
	return res, nil
}

// FormationMustCheck reports whether a formation checks morale after a fire
// (TAC-F3): when the hits it took exceed its number of sections (1 hit on
// a formation of 2 sections: no check).
func FormationMustCheck(hits, sections int) bool { return hits > sections }

// FormationMorale returns the morale a formation checks against: the
// lowest current morale of its units concerned. The seed does not say
// which value a formation uses; the weakest unit is this package's
// reading. It returns false if no unit is left.
func FormationMorale(units []Unit) (int, bool) {
	m, ok := 0, false
	for _, u := range units {
		if u.Eliminated() {
			continue
		}
		if !ok || u.CurrentMorale() < m {
			m, ok = u.CurrentMorale(), true
		}
	}
	return m, ok
}

// ModDefensiveFireLoss names the leader-loss DRM for a loss from defensive
// fire (TAC-F4).
const ModDefensiveFireLoss = "loss from defensive fire"

// LeaderLossMods returns the DRMs of a leader-loss check: −1 when the step
// was lost to defensive fire (TAC-F4).
func LeaderLossMods(defensiveFire bool) combat.Mods {
	if defensiveFire {
		return combat.NewMods(combat.Mod(ModDefensiveFireLoss, -1))
	}
	return combat.Mods{}
}

// LeaderLost is the leader-loss check (TAC-F4): the leader is lost on a
// final 2D6 roll of 2 or less. The check "holds" when the leader is lost.
// It is a copy for reading: the package rolls its own, so a caller that
// changes it changes nothing (and races with nothing).
var LeaderLost = leaderLost

// leaderLost is the check the package rolls, out of a caller's reach.
var leaderLost = combat.Check{Op: combat.AtMost, Target: 2}

// LeaderLossChance returns the exact probability that the leader is lost:
// 1/36 after an ordinary loss, 3/36 after a loss from defensive fire.
func LeaderLossChance(defensiveFire bool) combat.Frac {
	p, _ := combat.CheckChance(combat.TwoD6, LeaderLossMods(defensiveFire), leaderLost)
	return p
}

// RollLeaderLoss rolls the leader-loss check with r; Pass in the result
// means the leader is lost.
func RollLeaderLoss(r *combat.Roller, purpose string, defensiveFire bool) (combat.CheckResult, error) {
	if r == nil {
		return combat.CheckResult{}, fmt.Errorf("tactical: leader check %q: nil roller", purpose)
	}
	res, err := combat.RollCheck(r, purpose, combat.TwoD6, LeaderLossMods(defensiveFire), leaderLost)
	if err != nil {
		return res, fmt.Errorf("tactical: %w", err)
	}
	res.Faces = append([]int(nil), res.Faces...)
	return res, nil
}
