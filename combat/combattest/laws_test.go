package combattest_test

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/combat/combattest"
	"pgregory.net/rapid"
)

// Property: every generated expression's distribution sums to exactly 1,
// also after modifiers, clamping and re-rolls.
func TestDistributionsSumToOne(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := combattest.Dice().Draw(t, "dice")
		dist, err := d.Dist()
		if err != nil {
			t.Fatal(err)
		}
		if err := combattest.CheckSumsToOne(dist.Outcomes()); err != nil {
			t.Fatalf("%v: %v", d, err)
		}
		m := combattest.Mods().Draw(t, "mods")
		b, err := m.Sum()
		if err != nil {
			t.Fatal(err)
		}
		shifted, err := dist.Shift(b.Total)
		if err != nil {
			t.Fatal(err)
		}
		c, err := shifted.Clamp(2, 12)
		if err != nil {
			t.Fatal(err)
		}
		if err := combattest.CheckSumsToOne(c.Outcomes()); err != nil {
			t.Fatalf("clamped %v: %v", d, err)
		}
		rr, err := dist.RerollOnce(func(v int) bool { return v < 3 })
		if err == nil {
			if err := combattest.CheckSumsToOne(rr.Outcomes()); err != nil {
				t.Fatalf("re-rolled %v: %v", d, err)
			}
		}
	})
}

func TestTwoD6Weights(t *testing.T) {
	d, err := combat.TwoD6.Dist()
	if err != nil {
		t.Fatal(err)
	}
	if err := combattest.CheckWeights(d, 2, combattest.TwoD6()...); err != nil {
		t.Error(err)
	}
	if err := combattest.CheckWeights(d, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1); err == nil {
		t.Error("2D6 against a flat 2..12: want a failure")
	}
}

// The seed and roll count are fixed, so these pass or fail the same way on
// every run (see CheckMonteCarlo for the threshold).
func TestMonteCarloAgreesWithExact(t *testing.T) {
	for _, expr := range []string{"2d6", "3d6kh2", "2d6-1d6", "4d6kl3+1", "1d20"} {
		rep, err := combattest.CheckMonteCarlo(combat.MustParseDice(expr), 20240601, 20000)
		if err != nil {
			t.Errorf("%s: %v", expr, err)
		}
		t.Logf("%s: %v", expr, rep)
	}
}

// A deliberately wrong claim (rolling 3d6kh2 but comparing with 2d6 would
// be the typical bug) fails; here a loaded source is simulated by checking a
// distribution against the wrong dice.
func TestCheckWeightsCatchesWrongDistribution(t *testing.T) {
	d, _ := combat.KeepHighestOf(3, 6, 2).Dist()
	if err := combattest.CheckWeights(d, 2, combattest.TwoD6()...); err == nil {
		t.Error("3d6kh2 passed as 2d6")
	}
}

func crt(t *testing.T, cells string) *combat.Table[combat.Losses] {
	t.Helper()
	g, err := combat.ParseCells(cells, combat.ParseLosses)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := combat.NewTable(combat.TableSpec[combat.Losses]{
		Name: "crt", Dice: combat.D6, Rows: combat.Spans(1, 6),
		Columns: combat.OddsColumns(combat.Odds{A: 1, D: 2}, combat.Odds{A: 1, D: 1}, combat.Odds{A: 2, D: 1}),
		Cells:   g,
	})
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// compareLosses orders results for the attacker: defender losses minus
// attacker losses, higher is better.
func compareLosses(a, b combat.Losses) int {
	return (a.Defender - a.Attacker) - (b.Defender - b.Attacker)
}

func TestCheckMonotone(t *testing.T) {
	good := crt(t, `
		1/0 1/0 0/0
		1/0 0/0 0/1
		0/0 0/1 0/1
		0/0 0/1 0/2
		0/1 0/1 0/2
		0/1 0/2 0/2`)
	if err := combattest.CheckMonotone(good, combat.Mods{}, compareLosses); err != nil {
		t.Error(err)
	}
	bad := crt(t, `
		1/0 1/0 0/0
		1/0 1/0 0/1
		0/0 1/0 0/1
		0/0 0/1 0/2
		0/1 0/1 0/2
		0/1 0/2 0/2`) // 1:1 is worse than 1:2
	v, err := combattest.MonotoneViolations(bad, combat.Mods{}, compareLosses)
	if err != nil {
		t.Fatal(err)
	}
	if len(v) == 0 || v[0].Worse != "1:2" || v[0].Better != "1:1" {
		t.Fatalf("violations = %v, want 1:2 -> 1:1", v)
	}
	err = combattest.CheckMonotone(bad, combat.Mods{}, compareLosses)
	if err == nil || !strings.Contains(err.Error(), "column 1:1") {
		t.Errorf("CheckMonotone = %v", err)
	}
}

func TestCheckOddsRounding(t *testing.T) {
	for _, p := range []combat.OddsRounding{combat.DefenderFavour, combat.AttackerFavour} {
		if err := combattest.CheckOddsRounding(p, 30); err != nil {
			t.Error(err)
		}
	}
}

func TestCheckMonteCarloRejectsFewRolls(t *testing.T) {
	if _, err := combattest.CheckMonteCarlo(combat.TwoD6, 1, 10); err == nil {
		t.Error("10 rolls: want error")
	}
}

func TestCheckTable(t *testing.T) {
	good := crt(t, `
		1/0 1/0 0/0
		1/0 0/0 0/1
		0/0 0/1 0/1
		0/0 0/1 0/2
		0/1 0/1 0/2
		0/1 0/2 0/2`)
	if err := combattest.CheckTable(good, combat.Mods{}, compareLosses); err != nil {
		t.Error(err)
	}
	if err := combattest.CheckTable[combat.Losses](nil, combat.Mods{}, compareLosses); err == nil {
		t.Error("nil table passed")
	}
	if err := combattest.CheckMonotone(good, combat.Mods{}, nil); err == nil {
		t.Error("nil comparison passed")
	}
	g, _ := combat.ParseCells("1/0\n0/1\n0/1\n0/1\n0/1\n0/1", combat.ParseLosses)
	one, err := combat.NewTable(combat.TableSpec[combat.Losses]{Name: "one", Dice: combat.D6, Rows: combat.Spans(1, 6),
		Columns: combat.OddsColumns(combat.Odds{A: 1, D: 1}), Cells: g})
	if err != nil {
		t.Fatal(err)
	}
	if err := combattest.CheckTable(one, combat.Mods{}, compareLosses); err == nil || !strings.Contains(err.Error(), "tests nothing") {
		t.Errorf("one-column table: %v", err)
	}
}
