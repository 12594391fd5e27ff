package combattest

import (
	"strconv"

	"github.com/warkit/warkit/combat"
	"pgregory.net/rapid"
)

// Dice generates valid dice expressions of one to three terms (NdS with up
// to 4 dice of common sizes, keep rules, constants, minus signs), small
// enough that their exact distributions are cheap.
func Dice() *rapid.Generator[combat.Dice] {
	return rapid.Custom(func(t *rapid.T) combat.Dice {
		n := rapid.IntRange(1, 3).Draw(t, "terms")
		terms := make([]combat.Term, 0, n)
		for range n {
			neg := rapid.IntRange(0, 3).Draw(t, "neg") == 0
			if rapid.IntRange(0, 3).Draw(t, "const") == 0 {
				terms = append(terms, combat.Term{Neg: neg, Const: rapid.IntRange(0, 6).Draw(t, "k")})
				continue
			}
			tm := combat.Term{Neg: neg, N: rapid.IntRange(1, 4).Draw(t, "n"), Sides: rapid.SampledFrom([]int{2, 3, 4, 6, 8, 10, 12, 20}).Draw(t, "sides")}
			if keep := rapid.IntRange(0, 4).Draw(t, "keep"); keep <= 2 && tm.N > 1 {
				tm.Keep = combat.Keep(keep)
				if tm.Keep != combat.KeepAll {
					tm.K = rapid.IntRange(1, tm.N).Draw(t, "kept")
				}
			}
			terms = append(terms, tm)
		}
		d, err := combat.NewDice(terms...)
		if err != nil {
			t.Fatalf("generated invalid dice: %v", err)
		}
		return d
	})
}

// Mods generates up to four named modifiers in −3..+3, clamped to a random
// range half of the time.
func Mods() *rapid.Generator[combat.Mods] {
	return rapid.Custom(func(t *rapid.T) combat.Mods {
		vals := rapid.SliceOfN(rapid.IntRange(-3, 3), 0, 4).Draw(t, "values")
		list := make([]combat.Modifier, len(vals))
		for i, v := range vals {
			list[i] = combat.Mod("drm"+strconv.Itoa(i+1), v)
		}
		m := combat.NewMods(list...)
		if rapid.Bool().Draw(t, "clamp") {
			lo := rapid.IntRange(-3, 0).Draw(t, "lo")
			m = m.Clamp(lo, rapid.IntRange(lo, 3).Draw(t, "hi"))
		}
		return m
	})
}
