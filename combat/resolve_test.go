package combat

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// fireTable10x12 is an illustrative 2D6 fire table, 10 factor columns by 12
// rows (final rolls 1..12); only column 3, row 5 = 3 hits comes from a
// worked example of a fire table, the rest is made up.
func fireTable10x12(t testing.TB) *Table[int] {
	t.Helper()
	cells := make([][]int, 12)
	for r := range cells {
		for c := range 10 {
			cells[r] = append(cells[r], max(0, c+8-r))
		}
	}
	cells[4][2] = 3 // roll 5, column 3
	tb, err := NewTable(TableSpec[int]{
		Name: "fire", Dice: TwoD6, Rows: Spans(1, 12),
		Columns: FactorColumns(At(1), At(2), At(3), Between(4, 5), Between(6, 8), Between(9, 11),
			Between(12, 15), Between(16, 20), Between(21, 30), Between(31, 40)).WithRounding(Up),
		Cells: cells,
	})
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func lossesCRT(t testing.TB) *Table[Losses] {
	t.Helper()
	cells, err := ParseCells(`
		2/0 2/0 1/0 1/0 1/1 0/1
		2/0 1/0 1/1 1/1 0/1 0/2
		1/0 1/1 0/1 0/1 0/2 0/2
		1/0 1/1 0/1 0/2 0/2 0/3
		1/1 0/1 0/2 0/2 0/3 0/3
		0/1 0/1 0/2 0/3 0/3 0/4`, ParseLosses)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := NewTable(TableSpec[Losses]{Name: "assault", Dice: D6, Rows: Spans(1, 6), Columns: standardOdds, Cells: cells})
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// Factor column by rounding up, DRMs that cancel, and hits divided by a
// terrain divisor rounding down (a worked example of a fire table).
func TestResolveFactorColumnWithDivisor(t *testing.T) {
	fire := fireTable10x12(t)
	mods := NewMods(Mod("moving target", -1), Mod("crest line", +1))
	res, err := fire.Resolve(NewRoller(NewForced(1, 4)), "defensive fire", Factors(Half(5)), mods)
	if err != nil {
		t.Fatal(err)
	}
	if res.Raw != 5 || res.Final != 5 || res.Column.Label != "3" || res.Row.Span != At(5) || res.Cell != 3 {
		t.Fatalf("result %v", res)
	}
	if hits, _ := Down.Div(int64(res.Cell), 2); hits != 1 {
		t.Errorf("3 hits / 2 rounded down = %d, want 1", hits)
	}
	for _, want := range []string{"rolled 5 [1 4]", "-1 moving target, +1 crest line = 0", "factors 5/2 rounded up to 3: column 3", "row 5: 3"} {
		if !strings.Contains(res.String(), want) {
			t.Errorf("explanation %q lacks %q", res, want)
		}
	}
}

// Odds column 4:4 → 1:1, 1D6 with two −1 DRMs, "0/1" loss cell.
func TestResolveOddsColumnLossCell(t *testing.T) {
	crt := lossesCRT(t)
	mods := NewMods(Mod("attacker morale 10", -1), Mod("defender out of command", -1))
	res, err := crt.Resolve(NewRoller(NewForced(5)), "assault", Versus(Int(4), Int(4)), mods)
	if err != nil {
		t.Fatal(err)
	}
	if res.Column.Label != "1:1" || res.Final != 3 || res.Cell != (Losses{0, 1}) || res.Cell.String() != "0/1" {
		t.Errorf("result %v", res)
	}
}

// Roll-under checks on 2D6 (morale): morale 10 passes 33/36, morale 9
// 30/36; the worked rolls 9 vs 10 pass and 10 vs 9 fail.
func TestCheckRollUnder2D6(t *testing.T) {
	for _, tt := range []struct {
		morale int
		want   Frac
	}{{10, mustFrac(33, 36)}, {9, mustFrac(30, 36)}} {
		p, err := CheckChance(TwoD6, Mods{}, Check{AtMost, tt.morale})
		if err != nil || p != tt.want {
			t.Errorf("P(2D6 <= %d) = %v (%v), want %v", tt.morale, p, err, tt.want)
		}
	}
	r := NewRoller(NewForced(4, 5, 6, 4))
	if res, _ := RollCheck(r, "hex 204", TwoD6, Mods{}, Check{AtMost, 10}); !res.Pass {
		t.Errorf("9 vs 10: %v, want pass", res)
	}
	if res, _ := RollCheck(r, "hex 303", TwoD6, Mods{}, Check{AtMost, 9}); res.Pass {
		t.Errorf("10 vs 9: %v, want fail", res)
	}
}

// A roll-under-or-equal threshold with a DRM (a leader-loss check: 2D6 −1,
// lost on 2 or less; the example's 5 − 1 = 4 keeps the leader), and the
// two readings of "beats".
func TestCheckWithModifierAndStrictness(t *testing.T) {
	mods := NewMods(Mod("loss from defensive fire", -1))
	res, err := RollCheck(NewRoller(NewForced(2, 3)), "leader loss", TwoD6, mods, Check{AtMost, 2})
	if err != nil || res.Final != 4 || res.Pass {
		t.Errorf("leader check = %v, %v", res, err)
	}
	if p, _ := CheckChance(TwoD6, mods, Check{AtMost, 2}); p != mustFrac(3, 36) {
		t.Errorf("P(2D6-1 <= 2) = %v, want 3/36", p)
	}
	ge, _ := CheckChance(TwoD6, Mods{}, Check{AtLeast, 7})
	gt, _ := CheckChance(TwoD6, Mods{}, Check{Above, 7})
	if ge != mustFrac(21, 36) || gt != mustFrac(15, 36) {
		t.Errorf("2D6 >= 7: %v, > 7: %v", ge, gt)
	}
}

// Property: Outcomes agrees with resolving every possible roll through a
// forced source: the distribution is the resolution's, not a separate model.
func TestOutcomesMatchResolveForEveryRoll(t *testing.T) {
	crt := lossesCRT(t)
	rapid.Check(t, func(t *rapid.T) {
		a := rapid.Int64Range(1, 30).Draw(t, "attacker")
		d := rapid.Int64Range(1, 30).Draw(t, "defender")
		shift := rapid.IntRange(-3, 3).Draw(t, "shift")
		m1 := rapid.IntRange(-3, 3).Draw(t, "drm1")
		m2 := rapid.IntRange(-3, 3).Draw(t, "drm2")
		mods := NewMods(Mod("one", m1), Mod("two", m2)).Clamp(-2, 1)
		sel := Versus(Int(a), Int(d)).Shift(shift)
		o, err := crt.Outcomes(sel, mods)
		if err != nil {
			t.Fatal(err)
		}
		counts := map[Losses]int64{}
		for face := 1; face <= 6; face++ {
			res, err := crt.Resolve(NewRoller(NewForced(face)), "", sel, mods)
			if err != nil {
				t.Fatal(err)
			}
			counts[res.Cell]++
		}
		var sum int64
		for i := range o.Len() {
			it := o.At(i)
			sum += it.Weight
			if counts[it.Result] != it.Weight {
				t.Fatalf("%v: weight %d, resolving gives %d", it.Result, it.Weight, counts[it.Result])
			}
		}
		if sum != o.Total() || o.Total() != 6 {
			t.Fatalf("weights sum %d of %d", sum, o.Total())
		}
	})
}

func TestResolveDoesNotAllocate(t *testing.T) {
	fire := fireTable10x12(t)
	crt := lossesCRT(t)
	r := SeededRoller(1)
	r.SetLogging(false)
	mods := NewMods(Mod("a", -1), Mod("b", 1)).Clamp(-2, 1)
	fsel, osel := Factors(Half(5)), Versus(Int(7), Int(3)).Shift(-1)
	if n := testing.AllocsPerRun(200, func() {
		fire.Resolve(r, "fire", fsel, mods)
		crt.Resolve(r, "assault", osel, mods)
	}); n != 0 {
		t.Errorf("Resolve: %v allocs, want 0", n)
	}
}

func TestResolveErrors(t *testing.T) {
	crt := lossesCRT(t)
	if _, err := crt.Resolve(NewRoller(NewForced()), "", ColumnLabel("1:1"), Mods{}); err == nil {
		t.Error("exhausted source: want error")
	}
	if _, err := crt.Resolve(SeededRoller(1), "", ColumnLabel("1:1"), NewMods(Mod("", 1))); err == nil {
		t.Error("unnamed modifier: want error")
	}
}
