package scenes

import (
	"fmt"
	"io"
	"strings"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/draw"
)

// combatTour shows exact odds before a roll, then a resolution with its
// working, on an illustrative odds CRT (only the 1:1 row 3 cell, "0/1", comes
// from a rule text; the rest is made up for the tour).
func combatTour(w io.Writer, pics Pictures) error {
	for _, morale := range []int{10, 9} {
		p, err := combat.CheckChance(combat.TwoD6, combat.Mods{}, combat.Check{Op: combat.AtMost, Target: morale})
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "Morale check 2D6 <= %d passes with probability %v (%s).\n", morale, p, p.Percent())
	}

	cells, err := combat.ParseCells(`
		# 1:2  1:1  2:1  3:1
		  2/0  1/0  1/0  1/1  # 1
		  1/0  1/1  1/1  0/1  # 2
		  1/1  0/1  0/1  0/2  # 3
		  1/1  0/1  0/2  0/2  # 4
		  0/1  0/2  0/2  0/3  # 5
		  0/1  0/2  0/3  0/3  # 6`, combat.ParseLosses)
	if err != nil {
		return err
	}
	crt, err := combat.NewTable(combat.TableSpec[combat.Losses]{
		Name:    "assault",
		Dice:    combat.D6,
		Rows:    combat.Spans(1, 6),
		Columns: combat.OddsColumns(combat.Odds{A: 1, D: 2}, combat.Odds{A: 1, D: 1}, combat.Odds{A: 2, D: 1}, combat.Odds{A: 3, D: 1}),
		Cells:   cells,
	})
	if err != nil {
		return err
	}
	mods := combat.NewMods(combat.Mod("attacker morale 10", -1), combat.Mod("defender out of command", -1))
	col := combat.Versus(combat.Int(4), combat.Int(4))
	odds, err := crt.Outcomes(col, mods)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nAssault 4 against 4, before the roll (attacker/defender step losses): %v\n", odds)
	res, err := crt.Resolve(combat.NewRoller(combat.NewForced(5)), "assault", col, mods)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "The roll: %v\n", res)

	shifted := combat.Versus(combat.Int(3), combat.Int(5)).Shift(+1)
	pick, err := crt.Column(shifted)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "A column shift crosses 1:1 correctly: %v\n", pick)

	// The picture: the exact odds of the assault before the roll.
	// Results are named "A1 D0" (step losses of each side), so that they
	// do not read like the probabilities ("1/2") above the bars.
	c := draw.NewOutcomes(odds, func(r combat.Losses) string { return lossesName(fmt.Sprint(r)) })
	c.SetTitle("Assault 4 against 4 at 1:1: step losses")
	c.Caption("Assault 4 against 4 at 1:1, 1d6 -2: each result (A, D: the attacker's and the defender's step losses) with its exact probability.")
	return pics.Save(w, "combat-odds.svg", c)
}

// lossesName writes a result of step losses "a/d" as "Aa Dd", so that it
// does not read like a probability, and a side's retreat ("0/1r") in
// words: "A0 D1, D retreats".
func lossesName(s string) string {
	a, d, ok := strings.Cut(s, "/")
	if !ok {
		return s
	}
	retreat := ""
	if x, ok := strings.CutSuffix(a, "r"); ok {
		a, retreat = x, ", A retreats"
	}
	if x, ok := strings.CutSuffix(d, "r"); ok {
		d, retreat = x, ", D retreats"
	}
	return "A" + a + " D" + d + retreat
}
