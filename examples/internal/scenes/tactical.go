package scenes

import (
	"fmt"
	"io"

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
		pic := draw.Step{Title: fmt.Sprint(step.Phase)}
		if step.Roll != nil {
			pic.Odds = fmt.Sprint(step.Roll)
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
			pic.Lines = append(pic.Lines, fmt.Sprint(e))
		}
		shown = append(shown, pic)
	}
	o := a.Outcome()
	fmt.Fprintf(w, "\nResult %v; the assault continues next activation: %v\n", o.Cell, o.Continues)

	// The picture: the assault's steps in order, each with the odds that
	// stood before its roll and what happened.
	c := draw.NewSteps(shown)
	c.SetTitle("Captain Steiner's assault, step by step")
	c.Caption(fmt.Sprintf("The assault on 304 with the seed's dice: result %v; the assault continues next activation: %v.", o.Cell, o.Continues))
	return pics.Save(w, "tactical-steps.svg", c)
}
