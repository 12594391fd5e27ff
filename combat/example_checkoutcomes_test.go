package combat_test

import (
	"fmt"

	"github.com/warkit/warkit/combat"
)

// A to-hit roll of 2D6 needing 8 or more, with +1 for a veteran crew and −2
// for a target in cover: the final roll must be 8+, so the dice must show
// 9+, which 10 of the 36 outcomes do.
func ExampleCheckOutcomes() {
	mods := combat.NewMods(combat.Mod("veteran crew", +1), combat.Mod("target in cover", -2))
	hit := combat.Check{Op: combat.AtLeast, Target: 8}
	o, err := combat.CheckOutcomes(combat.TwoD6, mods, hit)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(o)
	fmt.Println("hit:", o.P(true))
	// Output:
	// false: 13/18, true: 5/18
	// hit: 5/18
}
