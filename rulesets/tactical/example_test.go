package tactical_test

import (
	"fmt"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/rulesets/tactical"
)

// Captain Steiner's assault, the seed's worked example: the Belgian fires
// at 303 before the pre-assault check, Steiner keeps his head, one section
// passes its check and one fails, the officer stays, and the assault ends
// 0/1 with nobody retreating. The seed's dice are forced; before each roll
// the sequence shows its exact odds.
func Example() {
	gr, setup, err := tactical.SteinerSetup(tactical.Rules{})
	if err != nil {
		fmt.Println(err)
		return
	}
	a, err := gr.Declare(setup)
	if err != nil {
		fmt.Println(err)
		return
	}
	dice := combat.NewRoller(combat.NewForced(tactical.SteinerRolls()...))
	for step := a.Next(); !step.Done; step = a.Next() {
		var events []tactical.Event
		if step.Roll != nil {
			fmt.Println("odds:", step.Roll)
			events, err = a.Roll(dice)
		} else {
			c := step.Choices[len(step.Choices)-1] // the officer stays
			for _, x := range step.Choices {
				if x.Kind == tactical.FireBefore && x.Label == "303" {
					c = x
				}
			}
			events, err = a.Choose(c)
		}
		if err != nil {
			fmt.Println(err)
			return
		}
		for _, e := range events {
			fmt.Println("  ", e)
		}
	}
	// Output:
	//    choice: defensive fire now at 303
	// odds: defensive fire at 303: 2d6 -1 moving target, +1 target on a crest line = 0; factors 5/2 rounded up to 3: column 3; divisor 2; hits 2: 1/6, 1: 5/12, 0: 5/12
	//    fire "defensive fire at 303": 2d6 rolled 5 [2 3]; -1 moving target, +1 target on a crest line = 0; final 5; factors 5/2 rounded up to 3: column 3; row 5: 3; / 2 rounded down = 1 hit; GE 1/B loses 1 step (1 left)
	//    formation Steiner: 1 hit does not exceed its 2 sections: no formation morale check
	//    GE 1/B is under command: no morale check of its own
	// odds: leader loss check of Steiner with GE 1/B: 2d6 -1 loss from defensive fire = -1 <= 2: leader lost 1/12 (8.3%)
	//    leader loss check of Steiner with GE 1/B: 2d6 rolled 5 [1 4]; -1 loss from defensive fire = -1; final 4 <= 2: no loss, Steiner is unhurt
	// odds: pre-assault morale check of GE 1/A in 204: 2d6 <= 10: pass 11/12 (91.7%)
	//    pre-assault morale check of GE 1/A in 204: 2d6 rolled 9 [4 5]; no modifiers; final 9 <= 10: pass
	// odds: pre-assault morale check of GE 1/B in 303: 2d6 <= 9: pass 5/6 (83.3%)
	//    pre-assault morale check of GE 1/B in 303: 2d6 rolled 10 [6 4]; no modifiers; final 10 <= 9: fail; marked Finished: GE 1/B
	//    Steiner stays in 303 with GE 1/B
	//    no defensive fire after the pre-assault check: the defender fired before it
	// odds: assault on 304: 1d6 -1 attacker morale 10, -1 defender out of command, morale 6 or less = -2; odds 4:4 = 1:1 in the defender's favour: column 1:1; 0/1r: 1/2, 0/1: 1/3, 1/1: 1/6
	//    assault "assault on 304": 1d6 rolled 5 [5]; -1 attacker morale 10, -1 defender out of command, morale 6 or less = -2; final 3; odds 4:4 = 1:1 in the defender's favour: column 1:1; row 3: 0/1; attacker: no loss; defender: BE 1 loses 1 step (1 left)
	//    nobody must retreat: no loser, no loser's morale check
	//    marked Finished: GE 1/A, BE 1; nobody must retreat: the assault continues at the assaulter's next activation
}
