package combattest

import (
	"errors"
	"fmt"

	"github.com/warkit/warkit/combat"
)

// Roll is a ruleset's target-number roll as a function of the total
// modifier and the target: the exact chance of passing. [ChanceOf] makes
// one from dice and a check's Op; a ruleset's own may apply rerolls,
// automatic hits or caps on top.
type Roll func(mod, target int) (combat.Frac, error)

// ChanceOf returns the Roll of dice d against a check of the given Op,
// with a single modifier of mod: combat.CheckChance.
func ChanceOf(d combat.Dice, op combat.Op) Roll {
	return func(mod, target int) (combat.Frac, error) {
		return combat.CheckChance(d, combat.NewMods(combat.Mod("modifier", mod)), combat.Check{Op: op, Target: target})
	}
}

// CheckRoll checks the laws of a target-number roll over every modifier
// in [mods[0], mods[1]] and target in [targets[0], targets[1]] (at most
// 10^4 pairs):
//
//  1. Every chance is a probability, in [0, 1].
//  2. The chance is monotone in the modifier: it never falls as the
//     modifier rises for a roll that must reach its target (AtLeast,
//     Above), never rises for a roll-under (AtMost, Below).
//  3. The chance is monotone in the target the other way: a harder target
//     never helps.
//
// It fails on an unset or unknown Op, an error from roll, and when every
// chance was the same (the laws tested nothing).
func CheckRoll(roll Roll, op combat.Op, mods, targets [2]int) error {
	nm, nt, err := rollGrid(roll, op, mods, targets)
	if err != nil {
		return err
	}
	g := rollLaws{up: op == combat.AtLeast || op == combat.Above, prevRow: make([]combat.Frac, nt)}
	for i := int64(0); i < nm; i++ {
		m := mods[0] + int(i)
		for j := int64(0); j < nt; j++ {
			t := targets[0] + int(j)
			p, err := roll(m, t)
			if err != nil {
				return fmt.Errorf("combattest: roll with modifier %d against %d: %w", m, t, err)
			}
			if err := g.next(i, j, m, t, p); err != nil {
				return err
			}
		}
	}
	if !g.varied {
		return fmt.Errorf("combattest: roll: the chance was %v for every modifier and target: the laws tested nothing", g.first)
	}
	return nil
}

// rollGrid checks CheckRoll's arguments and returns the number of
// modifiers and of targets.
func rollGrid(roll Roll, op combat.Op, mods, targets [2]int) (nm, nt int64, err error) {
	if roll == nil {
		return 0, 0, errors.New("combattest: nil roll")
	}
	if err := (combat.Check{Op: op}).Validate(); err != nil {
		return 0, 0, fmt.Errorf("combattest: %w", err)
	}
	nm, nt = int64(mods[1])-int64(mods[0])+1, int64(targets[1])-int64(targets[0])+1
	if nm < 1 || nt < 1 || nm > 10000 || nt > 10000 || nm*nt > 10000 { // each at most 10^4 first: the product cannot wrap
		return 0, 0, fmt.Errorf("combattest: roll: %d modifiers by %d targets: want 1 to 10000 pairs", nm, nt)
	}
	return nm, nt, nil
}

// rollLaws checks the chances of CheckRoll's grid as they come, row by
// row of modifiers.
type rollLaws struct {
	up      bool // higher rolls pass (AtLeast, Above)
	first   combat.Frac
	varied  bool
	prev    combat.Frac   // the chance at the previous target of this row
	prevRow []combat.Frac // the chances of the previous modifier's row
}

// next checks chance p of modifier m (row i) against target t (column j).
func (g *rollLaws) next(i, j int64, m, t int, p combat.Frac) error {
	if p.Cmp(combat.Int(0)) < 0 || p.Cmp(combat.Int(1)) > 0 {
		return fmt.Errorf("combattest: roll with modifier %d against %d: chance %v is not a probability", m, t, p)
	}
	if i == 0 && j == 0 {
		g.first = p
	} else if p.Cmp(g.first) != 0 {
		g.varied = true
	}
	// A harder target: higher for a roll that must reach it, lower for a
	// roll-under.
	if j > 0 && against(p, g.prev, g.up) {
		return fmt.Errorf("combattest: roll with modifier %d: chance %v against %d but %v against %d: the target is not monotone", m, g.prev, t-1, p, t)
	}
	if i > 0 && against(p, g.prevRow[j], !g.up) {
		return fmt.Errorf("combattest: roll against %d: chance %v with modifier %d but %v with %d: the modifier is not monotone", t, g.prevRow[j], m-1, p, m)
	}
	g.prev, g.prevRow[j] = p, p
	return nil
}

// against reports whether chance p moved from q the way it must not:
// upwards when mustNotRise, else downwards.
func against(p, q combat.Frac, mustNotRise bool) bool {
	if mustNotRise {
		return p.Cmp(q) > 0
	}
	return p.Cmp(q) < 0
}
