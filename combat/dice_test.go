package combat

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

func TestKeepHighest3d6kh2(t *testing.T) {
	d := mustDist(t, KeepHighestOf(3, 6, 2))
	// 2..12 out of 216; known counts for the best two of three d6.
	want := "2:1 3:3 4:7 5:12 6:19 7:27 8:34 9:36 10:34 11:27 12:16 /216"
	if got := d.String(); got != want {
		t.Errorf("3d6kh2 = %s, want %s", got, want)
	}
}

// Property: keep-highest and keep-lowest distributions agree with brute-force
// enumeration of every roll.
func TestKeepMatchesEnumeration(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 5).Draw(t, "n")
		s := rapid.IntRange(1, 6).Draw(t, "s")
		k := rapid.IntRange(1, n).Draw(t, "k")
		high := rapid.Bool().Draw(t, "highest")
		dice := KeepLowestOf(n, s, k)
		if high {
			dice = KeepHighestOf(n, s, k)
		}
		got, err := dice.Dist()
		if err != nil {
			t.Fatal(err)
		}
		want := map[int]int64{}
		var total int64
		faces := make([]int, n)
		var walk func(i int)
		walk = func(i int) {
			if i == n {
				sorted := slices.Clone(faces)
				slices.Sort(sorted)
				if high {
					sorted = sorted[n-k:]
				} else {
					sorted = sorted[:k]
				}
				sum := 0
				for _, f := range sorted {
					sum += f
				}
				want[sum]++
				total++
				return
			}
			for f := 1; f <= s; f++ {
				faces[i] = f
				walk(i + 1)
			}
		}
		walk(0)
		if got.Total() != total {
			t.Fatalf("%v total %d, want %d", dice, got.Total(), total)
		}
		for v, w := range want {
			if got.Weight(v) != w {
				t.Fatalf("%v weight of %d = %d, want %d", dice, v, got.Weight(v), w)
			}
		}
	})
}

func TestDiceValidate(t *testing.T) {
	tests := []struct {
		name string
		dice Dice
	}{
		{"no dice", NdS(-1, 6)},
		{"zero dice", NdS(0, 6)},
		{"too many dice", NdS(MaxDice+1, 6)},
		{"no sides", NdS(2, 0)},
		{"too many sides", NdS(1, MaxSides+1)},
		{"keep zero", KeepHighestOf(3, 6, 0)},
		{"keep more than rolled", KeepLowestOf(3, 6, 4)},
		{"negative constant", Dice{terms: []Term{{Const: -1}}}},
		{"unknown keep", Dice{terms: []Term{{N: 2, Sides: 6, Keep: 7, K: 1}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.dice.Validate(); err == nil {
				t.Errorf("%v: want error", tt.dice)
			}
			if _, err := tt.dice.Dist(); err == nil {
				t.Errorf("%v.Dist: want error", tt.dice)
			}
			if _, _, err := SeededRoller(1).Roll("x", tt.dice); err == nil {
				t.Errorf("rolling %v: want error", tt.dice)
			}
		})
	}
}

func TestDiceBuilders(t *testing.T) {
	d := TwoD6.Minus(D6).PlusConst(-1).Plus(KeepHighestOf(3, 6, 2)).PlusConst(2)
	if got, want := d.String(), "2d6-1d6-1+3d6kh2+2"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	if (Dice{}).String() != "0" {
		t.Errorf("zero Dice = %q, want 0", Dice{}.String())
	}
	if _, err := NewDice(Term{N: 2, Sides: 6}, Term{Const: 1}); err != nil {
		t.Error(err)
	}
}
