package combat_test

import (
	"fmt"

	"github.com/warkit/warkit/combat"
)

// ParseDice reads the usual notations; Dist gives the exact distribution
// with weights that count the equally likely outcomes.
func ExampleParseDice() {
	for _, s := range []string{"2d6", "d6+1", "3d6kh2", "2D6 - 1d6", "7d0"} {
		d, err := combat.ParseDice(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		dist, err := d.Dist()
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s: %v..%v, mean %v\n", d, dist.Min(), dist.Max(), dist.Mean().RatString())
	}
	// Output:
	// 2d6: 2..12, mean 7
	// 1d6+1: 2..7, mean 9/2
	// 3d6kh2: 2..12, mean 203/24
	// 2d6-1d6: -4..11, mean 7/2
	// combat: dice "7d0": position 3: a die needs at least 1 side
}

// The distribution of 2D6: 7 comes up 6 times in 36, and "8 or more" 15
// times.
func ExampleDice_Dist() {
	d, err := combat.TwoD6.Dist()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(d)
	fmt.Println("P(7) =", d.P(7), " P(>= 8) =", d.AtLeast(8), " P(<= 4) =", d.AtMost(4))
	// Output:
	// 2:1 3:2 4:3 5:4 6:5 7:6 8:5 9:4 10:3 11:2 12:1 /36
	// P(7) = 1/6  P(>= 8) = 5/12  P(<= 4) = 1/6
}

// Keeping the highest two of three dice shifts the odds up: 3D6 keep 2
// reaches 10 or more in 77 of the 216 outcomes, 2D6 in 6 of 36.
func ExampleKeepHighestOf() {
	for _, d := range []combat.Dice{combat.KeepHighestOf(3, 6, 2), combat.NdS(2, 6)} {
		dist, _ := d.Dist()
		p := dist.AtLeast(10)
		fmt.Printf("%s: P(>= 10) = %v (%s)\n", d, p, p.Percent())
	}
	// Output:
	// 3d6kh2: P(>= 10) = 77/216 (35.6%)
	// 2d6: P(>= 10) = 1/6 (16.7%)
}

// Opposed rolls: the chance the attacker's 2D6 beats the defender's 1D6+2
// is the chance that their difference is positive.
func ExampleDist_Sub() {
	a, _ := combat.TwoD6.Dist()
	b, _ := combat.D6.PlusConst(2).Dist()
	diff, err := a.Sub(b)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("attacker wins:", diff.AtLeast(1), " tie:", diff.P(0), " defender wins:", diff.AtMost(-1))
	// Output:
	// attacker wins: 5/8  tie: 25/216  defender wins: 7/27
}

// Re-rolling 1s once on each die: apply the re-roll to one die, then sum
// the dice. A 1 on one die falls from 6 in 36 to 1 in 36.
func ExampleDist_RerollOnce() {
	die, _ := combat.Uniform(1, 6)
	better, err := die.RerollOnce(func(v int) bool { return v == 1 })
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("one die:", better)
	two, _ := better.Repeat(2)
	fmt.Println("P(2D6 >= 8) re-rolling 1s:", two.AtLeast(8))
	// Output:
	// one die: 1:1 2:7 3:7 4:7 5:7 6:7 /36
	// P(2D6 >= 8) re-rolling 1s: 245/432
}

// A table with rows 2..12 reads a modified roll of 14 as 12 and of 0 as 2:
// Clamp gives the distribution of the row read. For 2D6+3, row 12 takes
// the rolls 9 to 12 of the dice, 4+3+2+1 = 10 of 36.
func ExampleDist_Clamp() {
	d, _ := combat.TwoD6.PlusConst(3).Dist()
	rows, err := d.Clamp(2, 12)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rows)
	// Output:
	// 5:1 6:2 7:3 8:4 9:5 10:6 11:5 12:10 /36
}

// Hits of independent shots add: NewDist gives one shot's hits (0 with
// weight 2, 1 with 3, 2 with 1, of 6), Add the total of two shots.
func ExampleNewDist() {
	shot, err := combat.NewDist(0, 2, 3, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	two, _ := shot.Add(shot)
	fmt.Println("one shot:", shot)
	fmt.Println("two shots:", two, "mean", two.Mean().RatString())
	// Output:
	// one shot: 0:2 1:3 2:1 /6
	// two shots: 0:4 1:12 2:13 3:6 4:1 /36 mean 5/3
}
