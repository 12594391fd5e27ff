package combattest_test

import (
	"fmt"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/combat/combattest"
)

// A ruleset checks its dice against the exact distribution with a seeded
// Monte Carlo run.
func ExampleCheckMonteCarlo() {
	rep, err := combattest.CheckMonteCarlo(combat.TwoD6, 7, 36000)
	fmt.Println(err == nil, rep.Bins, rep.Rolls)
	// Output: true 11 36000
}
