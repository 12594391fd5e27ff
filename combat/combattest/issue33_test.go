package combattest_test

import (
	"math"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/combat/combattest"
)

// Issue 33: CheckMonteCarlo rolled whatever count it was given, so 2^40
// rolls never returned. Work above MaxMonteCarloWork is an error naming
// it, at once.
func TestIssue33MonteCarloBounded(t *testing.T) {
	for _, n := range []int{math.MaxInt / 2, math.MaxInt, combattest.MaxMonteCarloWork/3 + 1} {
		start := time.Now()
		_, err := combattest.CheckMonteCarlo(combat.TwoD6, 1, n)
		if err == nil || !strings.Contains(err.Error(), "MaxMonteCarloWork") || time.Since(start) > time.Second {
			t.Errorf("%d rolls of 2d6: %v after %v", n, err, time.Since(start))
		}
	}
}

// Issue 33: a constant passed the chi-square test, which compared one bin
// with itself: a law that tests nothing fails instead of passing.
func TestIssue33MonteCarloOfAConstant(t *testing.T) {
	for _, d := range []combat.Dice{{}, combat.NdS(3, 1), combat.MustParseDice("5")} {
		if _, err := combattest.CheckMonteCarlo(d, 1, 1000); err == nil || !strings.Contains(err.Error(), "tests nothing") {
			t.Errorf("%v: %v", d, err)
		}
	}
}

// Issue 33: CheckOddsRounding compared max² pairs through fresh math/big
// values, so a max of 100,000 allocated gigabytes. max is bounded by
// MaxOddsStrength, and a pair allocates nothing.
func TestIssue33OddsRoundingBounded(t *testing.T) {
	for _, max := range []int{0, -1, combattest.MaxOddsStrength + 1, 100000, math.MaxInt} {
		if err := combattest.CheckOddsRounding(combat.DefenderFavour, max); err == nil || !strings.Contains(err.Error(), "MaxOddsStrength") {
			t.Errorf("max %d: %v", max, err)
		}
	}
	small := testing.AllocsPerRun(2, func() { _ = combattest.CheckOddsRounding(combat.AttackerFavour, 10) })
	large := testing.AllocsPerRun(2, func() { _ = combattest.CheckOddsRounding(combat.AttackerFavour, 60) })
	if large > small+4*50 { // each attacker's odds:0 error allocates; a pair must not
		t.Errorf("10² pairs allocate %v times, 60² pairs %v", small, large)
	}
	if err := combattest.CheckOddsRounding(combat.OddsRounding(7), 3); err == nil {
		t.Error("an unknown rounding passed")
	}
}

// Issue 33: MonotoneViolations called a nil comparison.
func TestIssue33MonotoneViolationsNil(t *testing.T) {
	tbl, err := combat.NewTable(combat.TableSpec[int]{Name: "t", Dice: combat.D6, Rows: combat.Spans(1, 6),
		Columns: combat.FactorColumns(combat.At(1), combat.At(2)), Cells: [][]int{{0, 1}, {0, 1}, {0, 1}, {0, 1}, {0, 1}, {0, 1}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := combattest.MonotoneViolations(tbl, combat.Mods{}, nil); err == nil {
		t.Error("nil comparison: no error")
	}
	if _, err := combattest.MonotoneViolations[int](nil, combat.Mods{}, func(a, b int) int { return a - b }); err == nil {
		t.Error("nil table: no error")
	}
	if _, err := combattest.MonotoneViolations(&combat.Table[int]{}, combat.Mods{}, func(a, b int) int { return a - b }); err == nil {
		t.Error("zero table: no error")
	}
}

// Issue 33: CheckWeights counted up to d.Max() with an int that wrapped
// at math.MaxInt, so a distribution ending there never returned; and
// weights whose sum overflowed int64 read as "sum to 0".
func TestIssue33CheckWeightsAtTheEnds(t *testing.T) {
	top, err := combat.NewDist(math.MaxInt-1, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- combattest.CheckWeights(top, math.MaxInt-1, 1, 1) }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("a distribution ending at MaxInt: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("CheckWeights of a distribution ending at MaxInt does not return")
	}
	bottom, _ := combat.NewDist(math.MinInt, 1, 1)
	if err := combattest.CheckWeights(bottom, math.MinInt, 1, 1); err != nil {
		t.Errorf("a distribution from MinInt: %v", err)
	}
	if err := combattest.CheckWeights(bottom, 0, 1, 1); err == nil {
		t.Error("values far from the weights' passed")
	}
	for name, ws := range map[string][]int64{
		"overflow": {math.MaxInt64, math.MaxInt64},
		"negative": {2, -1},
	} {
		if err := combattest.CheckWeights(combat.Const(0), 0, ws...); err == nil || strings.Contains(err.Error(), "sum to 0") {
			t.Errorf("%s: %v", name, err)
		}
	}
	if err := combattest.CheckWeights(combat.Const(0), math.MaxInt, 1, 1); err == nil {
		t.Error("weights past MaxInt passed")
	}
}

// Issue 33: CheckSumsToOne built math/big values per result, so a wide
// distribution allocated about 160 bytes per result. Its memory grows with
// the distinct denominators only.
func TestIssue33SumsToOneMemory(t *testing.T) {
	ones := make([]int64, 1<<16)
	for i := range ones {
		ones[i] = 1
	}
	d, err := combat.NewDist(0, ones...)
	if err != nil {
		t.Fatal(err)
	}
	o := d.Outcomes()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	err = combattest.CheckSumsToOne(o)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("%d results allocate %d bytes", o.Len(), n)
	}
}

// Issue 33: CheckRoll bounded the product of its ranges' sizes, which
// wrapped: 2^32 modifiers by 2^32 targets made 2^64, that is 0 pairs, and
// it then asked for a 64 GB row.
func TestIssue33CheckRollRangesWrap(t *testing.T) {
	roll := combattest.ChanceOf(combat.TwoD6, combat.AtLeast)
	wide := max(math.MaxInt>>31, 1<<20) // 2^32 - 1 where int has 64 bits
	for _, r := range [][2][2]int{
		{{0, wide}, {0, wide}},
		{{math.MinInt, math.MaxInt}, {math.MinInt, math.MaxInt}},
		{{math.MinInt, math.MaxInt}, {0, 0}},
		{{0, math.MaxInt / 2}, {0, 0}},
	} {
		if err := combattest.CheckRoll(roll, combat.AtLeast, r[0], r[1]); err == nil || !strings.Contains(err.Error(), "want 1 to 10000 pairs") {
			t.Errorf("modifiers %v, targets %v: %v", r[0], r[1], err)
		}
	}
}
