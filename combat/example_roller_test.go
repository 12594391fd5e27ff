package combat_test

import (
	"fmt"

	"github.com/warkit/warkit/combat"
)

// A seeded roller is reproducible and logs every roll; Replay turns the log
// into a source that rolls the same game again, face for face.
func ExampleReplay() {
	r := combat.SeededRoller(42)
	var totals []int
	for _, purpose := range []string{"fire at 0304", "morale 0305", "fire at 0405"} {
		t, _, err := r.Roll(purpose, combat.TwoD6)
		if err != nil {
			fmt.Println(err)
			return
		}
		totals = append(totals, t)
	}
	again := combat.NewRoller(combat.Replay(r.Log()))
	same := true
	for i := range totals {
		t, _, _ := again.Roll(r.Entry(i).Purpose, combat.TwoD6)
		same = same && t == totals[i]
	}
	fmt.Println("seed 42 rolls", totals)
	fmt.Println(r.Len(), "rolls logged; replay gives the same totals:", same)
	fmt.Println("the same seed gives the same first roll:", rollOnce(42) == totals[0])
	// Output:
	// seed 42 rolls [9 8 12]
	// 3 rolls logged; replay gives the same totals: true
	// the same seed gives the same first roll: true
}

func rollOnce(seed uint64) int {
	t, _, _ := combat.SeededRoller(seed).Roll("", combat.TwoD6)
	return t
}

// A forced source scripts the faces of a worked example, and the log shows
// what was rolled for what. A keep rule's dropped die (the 1) stays in
// the log.
func ExampleRoller_Log() {
	r := combat.NewRoller(combat.NewForced(6, 2, 5, 1, 4))
	r.SetLogging(true)
	r.Roll("assault on 0304", combat.TwoD6)
	r.Roll("veteran to hit", combat.KeepHighestOf(3, 6, 2))
	for _, e := range r.Log() {
		fmt.Printf("%s: %v rolled %v = %d\n", e.Purpose, e.Dice, e.Faces, e.Total)
	}
	// Output:
	// assault on 0304: 2d6 rolled [6 2] = 8
	// veteran to hit: 3d6kh2 rolled [5 1 4] = 9
}

// Modifiers are named, and a clamp limits their sum ("total DRM never
// beyond −2 or +2"); the breakdown says whether the clamp bit.
func ExampleMods_Clamp() {
	mods := combat.NewMods(
		combat.Mod("elite", +2),
		combat.Mod("flank attack", +1),
		combat.Mod("in cover", -1),
		combat.Mod("night", +1),
	).Clamp(-2, 2)
	b, err := mods.Sum()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(b)
	fmt.Println("raw", b.Raw, "applied", b.Total, "clamp bit:", b.Bit())
	// Output:
	// +2 elite, +1 flank attack, -1 in cover, +1 night = +3, clamped to -2..+2: +2
	// raw 3 applied 2 clamp bit: true
}

// A target-number check with its working: to hit on 2D6 >= 8 with −1 for
// a moving target, a roll of 5 and 4 is a final 8, a hit.
func ExampleRollCheck() {
	r := combat.NewRoller(combat.NewForced(5, 4))
	res, err := combat.RollCheck(r, "gun 2 at tank 7", combat.TwoD6, combat.NewMods(combat.Mod("moving target", -1)), combat.Check{Op: combat.AtLeast, Target: 8})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res)
	fmt.Println("pass:", res.Pass)
	// Output:
	// gun 2 at tank 7: 2d6 rolled 9 [5 4]; -1 moving target = -1; final 8 >= 8: pass
	// pass: true
}

// CheckChance is the exact probability of passing, the number a player
// wants before rolling.
func ExampleCheckChance() {
	for _, target := range []int{6, 8, 10} {
		p, err := combat.CheckChance(combat.TwoD6, combat.Mods{}, combat.Check{Op: combat.AtLeast, Target: target})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("2D6 >= %d: %v (%s)\n", target, p, p.Percent())
	}
	// Output:
	// 2D6 >= 6: 13/18 (72.2%)
	// 2D6 >= 8: 5/12 (41.7%)
	// 2D6 >= 10: 1/6 (16.7%)
}
