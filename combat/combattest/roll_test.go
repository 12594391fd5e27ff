package combattest_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/combat/combattest"
)

// The library's own rolls pass for every Op; a roll whose modifier is
// applied the wrong way round, one that is not a probability and one that
// never varies fail.
func TestCheckRoll(t *testing.T) {
	for _, op := range []combat.Op{combat.AtLeast, combat.AtMost, combat.Above, combat.Below} {
		if err := combattest.CheckRoll(combattest.ChanceOf(combat.TwoD6, op), op, [2]int{-4, 4}, [2]int{0, 14}); err != nil {
			t.Errorf("%v: %v", op, err)
		}
	}
	backwards := func(mod, target int) (combat.Frac, error) {
		return combattest.ChanceOf(combat.TwoD6, combat.AtLeast)(-mod, target)
	}
	for _, c := range []struct {
		name string
		roll combattest.Roll
		op   combat.Op
		want string
	}{
		{"modifier backwards", backwards, combat.AtLeast, "modifier is not monotone"},
		{"roll-under read as roll-high", combattest.ChanceOf(combat.TwoD6, combat.AtMost), combat.AtLeast, "not monotone"},
		{"not a probability", func(int, int) (combat.Frac, error) { return combat.Int(2), nil }, combat.AtLeast, "not a probability"},
		{"constant", func(int, int) (combat.Frac, error) { return combat.Half(1), nil }, combat.AtLeast, "tested nothing"},
		{"unset op", combattest.ChanceOf(combat.TwoD6, combat.AtLeast), 0, "Op is unset"},
		{"nil", nil, combat.AtLeast, "nil roll"},
	} {
		err := combattest.CheckRoll(c.roll, c.op, [2]int{-4, 4}, [2]int{0, 14})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error with %q", c.name, err, c.want)
		}
	}
	if err := combattest.CheckRoll(combattest.ChanceOf(combat.TwoD6, combat.AtLeast), combat.AtLeast, [2]int{0, 1000}, [2]int{0, 1000}); err == nil {
		t.Error("a million pairs: no error")
	}
}

// A skirmish game's to-hit roll: 2D6 plus modifiers, 7 or more.
func ExampleCheckRoll() {
	toHit := combattest.ChanceOf(combat.TwoD6, combat.AtLeast)
	p, _ := toHit(-2, 7)
	fmt.Println("7+ with -2:", p)
	fmt.Println(combattest.CheckRoll(toHit, combat.AtLeast, [2]int{-3, 3}, [2]int{2, 12}))
	// Output:
	// 7+ with -2: 5/18
	// <nil>
}
