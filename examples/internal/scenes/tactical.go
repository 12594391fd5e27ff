package scenes

import (
	"fmt"
	"io"
	"strings"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/rulesets/tactical"
)

// tacticalTour steps through Captain Steiner's assault, the worked example
// of the TACTICAL rules (seed 004), with the seed's dice forced: before each
// roll it prints the exact odds, after it what happened. The fire table and
// CRT are samples; only the cells the example uses come from the rule text.
func tacticalTour(w io.Writer, pics Pictures) error {
	gr, setup, err := tactical.SteinerSetup(tactical.Rules{})
	if err != nil {
		return err
	}
	a, err := gr.Declare(setup)
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "Two German sections (204, 303) assault a Belgian section in 304; Captain Steiner is in 303.")
	dice := combat.NewRoller(combat.NewForced(tactical.SteinerRolls()...))
	var shown []draw.Step // the picture's steps, one per step taken
	for step := a.Next(); !step.Done; step = a.Next() {
		var events []tactical.Event
		// A roll's purpose titles its step ("leader loss check of Steiner
		// with GE 1/B"): two rolls of one phase read as two steps.
		pic := draw.Step{Title: fmt.Sprint(step.Phase)}
		if step.Roll != nil {
			pic.Title = step.Roll.Purpose
			pic.Odds = rollOdds(step.Roll)
			fmt.Fprintf(w, "\n[%v] odds: %v\n", step.Phase, step.Roll)
			events, err = a.Roll(dice)
		} else {
			// The Belgian fires now at 303; Steiner stays where he is.
			c := step.Choices[len(step.Choices)-1]
			for _, x := range step.Choices {
				if x.Kind == tactical.FireBefore && x.Label == "303" {
					c = x
				}
			}
			fmt.Fprintf(w, "\n[%v] choices:", step.Phase)
			for i, x := range step.Choices {
				if i > 0 {
					fmt.Fprint(w, " |")
				}
				fmt.Fprintf(w, " %v", x)
			}
			fmt.Fprintln(w)
			events, err = a.Choose(c)
		}
		if err != nil {
			return err
		}
		for _, e := range events {
			fmt.Fprintf(w, "  %v\n", e)
			pic.Lines = append(pic.Lines, eventLine(e))
		}
		if step.Roll != nil && len(events) > 0 {
			pic.Chances = rollChances(step.Roll, events[0])
		}
		shown = append(shown, pic)
	}
	o := a.Outcome()
	fmt.Fprintf(w, "\nResult %v; the assault continues next activation: %v\n", o.Cell, o.Continues)

	// The picture: the assault's steps in order, each with the chance of
	// each result before its roll, the one rolled, and what happened.
	c := draw.NewSteps(shown)
	c.SetTitle("Captain Steiner's assault, step by step")
	next := "ends here"
	if o.Continues {
		next = "continues at the assaulter's next activation"
	}
	c.Caption(fmt.Sprintf("The assault on 304 with the seed's dice: result %s (the attacker's and the defender's step losses); the assault %s.", lossesName(o.Cell.String()), next))
	return pics.Save(w, "tactical-steps.svg", c)
}

// rollOdds says what a roll is, briefly: its dice, modifiers and what
// the final total must be (the step's title gives its purpose, the
// picture the chances themselves).
func rollOdds(r *tactical.Roll) string {
	s := "roll " + r.Dice.String()
	if br, err := r.Mods.Sum(); err == nil && len(br.Mods) > 0 {
		s += ", modified " + br.String()
	}
	switch r.Kind {
	case tactical.MoraleRoll:
		s += fmt.Sprintf("; passes on a final %v", r.Check)
	case tactical.LeaderRoll:
		s += fmt.Sprintf("; the leader is lost on a final %v", r.Check)
	}
	return s
}

// rollChances lists what a roll could give, with the result rolled (read
// off the event that resolved it).
func rollChances(r *tactical.Roll, e tactical.Event) []draw.Chance {
	switch r.Kind {
	case tactical.MoraleRoll, tactical.LeaderRoll:
		yes, no := "pass", "fail"
		if r.Kind == tactical.LeaderRoll {
			yes, no = "leader lost", "unhurt"
		}
		happened := e.Check != nil && e.Check.Pass
		p := r.Chance.Float64()
		return []draw.Chance{{Name: yes, P: p, Happened: happened}, {Name: no, P: 1 - p, Happened: e.Check != nil && !happened}}
	case tactical.FireRoll:
		var out []draw.Chance
		for hits, f := range r.Hits.All() {
			name := fmt.Sprintf("%d hits", hits)
			if hits == 1 {
				name = "1 hit"
			}
			out = append(out, draw.Chance{Name: name, P: f.Float64(), Happened: e.Fire != nil && e.Fire.Hits == hits})
		}
		return out
	case tactical.AssaultRoll:
		var out []draw.Chance
		for cell, f := range r.Results.All() {
			out = append(out, draw.Chance{Name: lossesName(fmt.Sprint(cell)), P: f.Float64(), Happened: e.Assault != nil && e.Assault.Cell == cell})
		}
		return out
	}
	return nil
}

// eventLine says what an event did in a line: for a roll, the dice, the
// final total after modifiers and its outcome (the last clause of its
// text), else its text.
func eventLine(e tactical.Event) string {
	var raw, final int
	var faces []int
	switch {
	case e.Check != nil:
		raw, faces, final = e.Check.Raw, e.Check.Faces, e.Check.Final
	case e.Fire != nil:
		raw, faces, final = e.Fire.Table.Raw, e.Fire.Table.Faces, e.Fire.Table.Final
	case e.Assault != nil:
		raw, faces, final = e.Assault.Raw, e.Assault.Faces, e.Assault.Final
	default:
		return e.Text
	}
	parts := strings.Split(e.Text, "; ")
	for i, p := range parts {
		if strings.HasPrefix(p, "final ") && strings.Contains(p, ":") {
			// A check's clause gives its final total and verdict.
			return fmt.Sprintf("rolled %d %v: %s", raw, faces, strings.Join(parts[i:], "; "))
		}
	}
	return fmt.Sprintf("rolled %d %v, final %d: %s", raw, faces, final, parts[len(parts)-1])
}
