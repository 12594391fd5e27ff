package tactical

import (
	"testing"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/combat/combattest"
)

// TAC-F1: factors rounded up to pick the column, 2D6 with DRMs, the cell
// divided by the terrain divisor and rounded down. The seed's cell: column
// 3, final roll 5 → 3 hits.
func TestTAC_F1_Fire(t *testing.T) {
	ft := sampleFire(t)
	if cell, _, err := ft.Row(2, 5); err != nil || cell != 3 {
		t.Errorf("column 3, final roll 5 = %d, %v; want 3 (the seed's cell)", cell, err)
	}
	for _, c := range []struct {
		name    string
		factors combat.Frac
		column  string
	}{
		{"2.5 rounds up to 3", combat.Half(5), "3"},
		{"3 stays 3", combat.Int(3), "3"},
		{"3.5 rounds up into 4..5", combat.Half(7), "4..5"},
		{"0.5 rounds up to 1", combat.Half(1), "1"},
		{"beyond the table clamps", combat.Int(500), "31..99"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := ft.Column(combat.Factors(c.factors))
			if err != nil || p.Label != c.column {
				t.Errorf("column %q, %v; want %q", p.Label, err, c.column)
			}
		})
	}
	for _, c := range []struct {
		name          string
		cell, divisor int
		hits          int
	}{{"the seed: 3 / 2 = 1.5 → 1", 3, 2, 1}, {"exact", 4, 2, 2}, {"below one", 1, 2, 0}, {"divisor 1", 5, 1, 5}, {"wood 3", 5, 3, 1}, {"zero", 0, 3, 0}} {
		t.Run(c.name, func(t *testing.T) {
			if h, err := (Fire{Divisor: c.divisor}).Hits(c.cell); err != nil || h != c.hits {
				t.Errorf("hits = %d, %v; want %d", h, err, c.hits)
			}
		})
	}
	// The seed's fire, forced: DR 5, −1 moving, +1 crest: final 5 → 3 → 1 hit.
	f := Fire{Factors: combat.Half(5), Moving: true, Crest: true, Divisor: 2}
	res, err := f.Resolve(forced(2, 3), ft, "defensive fire at 303")
	if err != nil || res.Table.Final != 5 || res.Table.Cell != 3 || res.Hits != 1 {
		t.Fatalf("seed fire = %v, %v", res, err)
	}
	if res.RawHits.String() != "3/2" {
		t.Errorf("raw hits %v, want 3/2 (1.5 before rounding down)", res.RawHits)
	}
	if b, _ := f.Mods().Sum(); b.Total != 0 || len(b.Mods) != 2 || b.Mods[0].Value != -1 || b.Mods[1].Value != 1 {
		t.Errorf("DRMs = %v", b)
	}
	// Moving makes it worse for the target, a crest line better.
	p := func(f Fire) combat.Frac {
		o, err := f.Odds(ft)
		if err != nil {
			t.Fatal(err)
		}
		return o.Chance(func(h int) bool { return h > 0 })
	}
	base := Fire{Factors: combat.Int(3), Divisor: 2}
	moving, crest := base, base
	moving.Moving, crest.Crest = true, true
	if p(moving).Cmp(p(base)) <= 0 || p(crest).Cmp(p(base)) >= 0 {
		t.Errorf("P(hit): base %v, moving %v, crest %v", p(base), p(moving), p(crest))
	}
	// Bad input is an error.
	for _, bad := range []Fire{{Factors: combat.Int(0), Divisor: 2}, {Factors: combat.Int(1), Divisor: 0}} {
		if _, err := bad.Odds(ft); err == nil {
			t.Errorf("%+v: no error", bad)
		}
		if _, err := bad.Resolve(forced(1, 1), ft, "x"); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
	if _, err := f.Odds(nil); err == nil {
		t.Errorf("nil table: no error")
	}
	if _, err := f.Resolve(nil, ft, "x"); err == nil {
		t.Errorf("nil roller: no error")
	}
}

// TAC-F1 and TAC-R1 through combat/combattest: every column of the sample
// Fire Table and CRT sums to exactly 1, and a better column (more factors,
// better odds) never gives a worse distribution, with no DRM and with the
// seed's DRMs (+1 crest, -2 for the assault's first round).
func TestTAC_F1_R1_SampleTablesKitLaws(t *testing.T) {
	crest := combat.NewMods(combat.Mod("crest line", +1))
	for _, mods := range []combat.Mods{{}, crest} {
		if err := combattest.CheckTable(sampleFire(t), mods, func(a, b int) int { return a - b }); err != nil {
			t.Error(err)
		}
	}
	score := func(c CRTCell) int {
		s := c.Losses.Defender*2 - c.Losses.Attacker*2
		if c.DefenderRetreats {
			s++
		}
		if c.AttackerRetreats {
			s--
		}
		return s
	}
	first := combat.NewMods(combat.Mod("attacker morale 10", -1), combat.Mod("defender out of command", -1))
	for _, mods := range []combat.Mods{{}, first} {
		if err := combattest.CheckTable(sampleCRT(t), mods, func(a, b CRTCell) int { return score(a) - score(b) }); err != nil {
			t.Error(err)
		}
	}
}

// TAC-F2: each hit removes one step, shared in turns among the units.
func TestTAC_F2_HitsRemoveSteps(t *testing.T) {
	u := func(steps int) Unit { return Unit{Steps: steps, FullSteps: max(steps, 1)} }
	for _, c := range []struct {
		name   string
		units  []Unit
		hits   int
		lost   []int
		excess int
	}{
		{"no hits", []Unit{u(2)}, 0, []int{0}, 0},
		{"one hit one step", []Unit{u(2)}, 1, []int{1}, 0},
		{"in turns", []Unit{u(2), u(2)}, 3, []int{2, 1}, 0},
		{"skips the eliminated", []Unit{u(0), u(2)}, 1, []int{0, 1}, 0},
		{"runs out of steps", []Unit{u(1), u(2)}, 5, []int{1, 2}, 2},
		{"no units", nil, 2, []int{}, 2},
		{"negative hits", []Unit{u(2)}, -1, []int{0}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			lost, excess := SpreadHits(c.units, c.hits)
			if len(lost) != len(c.lost) || excess != c.excess {
				t.Fatalf("lost %v excess %d, want %v %d", lost, excess, c.lost, c.excess)
			}
			for i := range lost {
				if lost[i] != c.lost[i] {
					t.Errorf("lost %v, want %v", lost, c.lost)
				}
			}
		})
	}
	// In the sequence, the seed's 1 hit takes one step of the section.
	a := declare(t, nil)
	choose(t, a, FireBefore, labelled(t, "303"))
	evs := roll(t, a, forced(2, 3))
	if l := evs[0].Losses; len(l) != 1 || l[0] != (Loss{Unit: "GE 1/B", Side: Attacker, Steps: 1}) {
		t.Errorf("losses %v", l)
	}
}
