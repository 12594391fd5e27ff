package combat

import (
	"math"
	"runtime"
	"slices"
	"strconv"
	"strings"
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

// TestDiceBuildersBoundTheExpression: the builders keep at most MaxTerms
// terms, so doubling an expression 200 times allocates a few kilobytes
// (main doubled it: 30 times took more than 1.3 GB), and the fault
// surfaces at Validate, Dist and every roll. A constant beyond ±100,000
// is refused by PlusConst's own words, MinInt included, and a Term's
// negative Const names the Term's field Neg.
func TestDiceBuildersBoundTheExpression(t *testing.T) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	d := D6
	for k := range 200 {
		d = d.Plus(d)
		runtime.ReadMemStats(&after)
		if n := after.TotalAlloc - before.TotalAlloc; n > 64<<10 {
			t.Fatalf("after %d doublings: %d bytes allocated", k+1, n)
		}
	}
	if n := len(d.Terms()); n != MaxTerms {
		t.Errorf("%d terms kept, want MaxTerms", n)
	}
	want := `combat: dice "` + strings.Repeat("1d6+", MaxTerms) + `…": more than 16 terms (MaxTerms)`
	if err := d.Validate(); err == nil || err.Error() != want {
		t.Errorf("Validate: %v\nwant %s", err, want)
	}
	if _, err := d.Dist(); err == nil {
		t.Error("Dist: no error")
	}
	if _, _, err := SeededRoller(1).Roll("x", d); err == nil {
		t.Error("Roll: no error")
	}
	if err := D6.Minus(d).Validate(); err == nil || !strings.Contains(err.Error(), "MaxTerms") {
		t.Errorf("a fault carried through Minus: %v", err)
	}
	for _, k := range []int{math.MinInt, -100_001, 100_001, math.MaxInt} {
		err := D6.PlusConst(k).Plus(D6).Validate()
		if want := "PlusConst(" + strconv.Itoa(k) + "): want a constant within ±100000"; err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("PlusConst(%d): %v, want %q", k, err, want)
		}
	}
	if got := D6.PlusConst(-100_000).PlusConst(100_000).String(); got != "1d6-100000+100000" {
		t.Errorf("the largest constants: %q", got)
	}
	if _, err := NewDice(Term{Const: -5}); err == nil || !strings.Contains(err.Error(), "set the term's Neg") || strings.Contains(err.Error(), "use Neg") {
		t.Errorf("a negative Const: %v, want a hint naming the Term's Neg", err)
	}
}
