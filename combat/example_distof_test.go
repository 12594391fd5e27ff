package combat_test

import (
	"fmt"

	"github.com/warkit/warkit/combat"
)

// A CRT's results become the integer distribution that damage sums and
// decision support take: here the steps the defender loses, with AE and AR
// costing him nothing, DR one step and DE two. The total stays 6, so every
// probability is that of the table.
func ExampleDistOf() {
	crt := classicCRT(combat.SettleFirst)
	res, err := crt.Outcomes(combat.Versus(combat.Int(9), combat.Int(3)), combat.Mods{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("3:1 column:", res)
	steps := map[string]int{"AE": 0, "AR": 0, "EX": 1, "DR": 1, "DE": 2}
	loss, err := combat.DistOf(res, func(r string) int { return steps[r] })
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("steps lost:", loss)
	fmt.Println("mean:", loss.Mean().RatString())
	// Output:
	// 3:1 column: DE: 1/6, DR: 1/3, EX: 1/6, AR: 1/3
	// steps lost: 0:2 1:3 2:1 /6
	// mean: 5/6
}

// A passed check counts as one hit: two independent shots at 2D6 >= 8 give
// 0, 1 or 2 hits with weights 21², 2·21·15 and 15² out of 36².
func ExampleDistOf_check() {
	shot, _ := combat.CheckOutcomes(combat.TwoD6, combat.Mods{}, combat.Check{Op: combat.AtLeast, Target: 8})
	hits, err := combat.DistOf(shot, func(pass bool) int {
		if pass {
			return 1
		}
		return 0
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	two, _ := hits.Add(hits)
	fmt.Println("one shot:", hits)
	fmt.Println("two shots:", two)
	// Output:
	// one shot: 0:21 1:15 /36
	// two shots: 0:441 1:630 2:225 /1296
}
