package napoleonic

import (
	"slices"
	"testing"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
)

func frac(t *testing.T, n, d int64) combat.Frac {
	t.Helper()
	f, err := combat.NewFrac(n, d)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// NAP-F3: the melee values of units in column in a hex are totalled.
func TestNAP_F3_ColumnMeleeTotalled(t *testing.T) {
	a, b := infantryColumn("a", 4, 3), infantryColumn("b", 5, 3)
	got, err := testMap(t, nil).HexMelee(a.Head, []Unit{a, b})
	if err != nil || got != combat.Int(9) {
		t.Errorf("HexMelee = %v, %v; want 9", got, err)
	}
}

// NAP-L8: the melee values of all units in a hex are totalled; a
// multi-hex unit counts its portion there.
func TestNAP_L8_HexMeleeTotalled(t *testing.T) {
	line := kgl() // melee 6 over (6,3) and (7,3): 3 each
	col := infantryColumn("col", 4, 3)
	col.Head = hex.Hex{Q: 7, R: 3}
	elsewhere := infantryColumn("elsewhere", 4, 3)
	got, err := testMap(t, nil).HexMelee(col.Head, []Unit{line, col, elsewhere})
	if err != nil || got != combat.Int(7) {
		t.Errorf("HexMelee = %v, %v; want 3 + 4 = 7", got, err)
	}
}

// NAP-F9: a column of companies defends by facing: from the front with
// its whole value; from a flank with the portion struck and those behind
// it; from the rear with the rear portion only.
func TestNAP_F9_ColumnDefenceByFacing(t *testing.T) {
	u := dragons() // melee 9, portions 3, 3, 3
	cases := []struct {
		name     string
		attack   Attack
		portions []int
		value    int64
	}{
		{"front: whole value", Attack{hex.Front, 0}, []int{0, 1, 2}, 9},
		{"flank of the centre: centre and rear", Attack{hex.Flank, 1}, []int{1, 2}, 6},
		{"flank of the rear hex: rear only", Attack{hex.Flank, 2}, []int{2}, 3},
		{"flank of the head: all", Attack{hex.Flank, 0}, []int{0, 1, 2}, 9},
		{"rear: rear portion only", Attack{hex.Rear, 2}, []int{2}, 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := testMap(t, nil).Defend(u, []Attack{c.attack})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(d[0].Portions, c.portions) || d[0].Value != combat.Int(c.value) {
				t.Errorf("portions %v value %v, want %v %v", d[0].Portions, d[0].Value, c.portions, c.value)
			}
		})
	}
	// The hexes that strike those portions, read from the map.
	m := testMap(t, nil)
	a, _ := m.ArcOf(u, nil, hex.Hex{Q: 3, R: 1})
	if a.Arc != hex.Flank || a.Portion != 1 {
		t.Errorf("attack from (3,1): %+v, want the centre's flank", a)
	}
	// A line defends whole.
	d, _ := testMap(t, nil).Defend(kgl(), []Attack{{hex.Flank, 1}})
	if d[0].Value != combat.Int(6) {
		t.Errorf("line on a flank: %v, want 6", d[0].Value)
	}
}

// NAP-F10: attacked from several directions, no value counts twice: front
// and rear on a 3-hex column get 2/3 and 1/3.
func TestNAP_F10_SeveralAttackersShareTheValue(t *testing.T) {
	u := dragons()
	u.Values.Melee = 10 // portions of 10/3 each
	cases := []struct {
		name    string
		attacks []Attack
		want    []combat.Frac
	}{
		{"front and rear: 2/3 and 1/3", []Attack{{hex.Front, 0}, {hex.Rear, 2}}, []combat.Frac{frac(t, 20, 3), frac(t, 10, 3)}},
		{"flank of centre and front: rear part to the flank", []Attack{{hex.Front, 0}, {hex.Flank, 1}}, []combat.Frac{frac(t, 10, 3), frac(t, 20, 3)}},
		{"both flanks: the rearmost first", []Attack{{hex.Flank, 0}, {hex.Flank, 2}}, []combat.Frac{frac(t, 20, 3), frac(t, 10, 3)}},
		{"rear, flank and front: one portion each", []Attack{{hex.Front, 0}, {hex.Flank, 1}, {hex.Rear, 2}}, []combat.Frac{frac(t, 10, 3), frac(t, 10, 3), frac(t, 10, 3)}},
		{"flank of the head takes all; the front finds none", []Attack{{hex.Front, 0}, {hex.Flank, 0}}, []combat.Frac{combat.Int(0), combat.Int(10)}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ds, err := testMap(t, nil).Defend(u, c.attacks)
			if err != nil {
				t.Fatal(err)
			}
			total := combat.Int(0)
			for i, d := range ds {
				if d.Value != c.want[i] {
					t.Errorf("attack %d (%v): %v, want %v", i, d.Attack, d.Value, c.want[i])
				}
				total, _ = total.Add(d.Value)
			}
			if total.Cmp(combat.Int(10)) > 0 {
				t.Errorf("total %v counts a value twice", total)
			}
		})
	}
	if _, err := testMap(t, nil).Defend(u, []Attack{{hex.Flank, 3}}); err == nil {
		t.Error("attack on portion 3 of 3 accepted")
	}
}

// NAP-F8: each portion's melee is resolved separately and the results are
// applied to the unit as a whole.
func TestNAP_F8_PortionResultsAppliedToTheWhole(t *testing.T) {
	u := dragons()
	ds, _ := testMap(t, nil).Defend(u, []Attack{{hex.Front, 0}, {hex.Rear, 2}})
	if len(ds) != 2 {
		t.Fatal("two attacks, two defences")
	}
	// Say the melee table gives 1 loss to the front fight and 2 losses and
	// a retreat of 1 to the rear fight.
	after, all, err := testMap(t, nil).Combine(u, []Outcome{{Losses: 1}, {Losses: 2, Retreat: 1, Disordered: true}})
	if err != nil {
		t.Fatal(err)
	}
	if all != (Outcome{Losses: 3, Retreat: 1, Disordered: true}) || after.Increments != 9 {
		t.Errorf("combined %+v, %d increments left", all, after.Increments)
	}
	if got := portionShares(t, Rules{}, after); !slices.Equal(got, []int{3, 3, 3}) {
		t.Errorf("the whole column re-forms: %v", got)
	}
	line := kgl()
	after, _, _ = testMap(t, nil).Combine(line, []Outcome{{Losses: 2}})
	if err := after.Validate(); err != nil || after.Width != 1 {
		t.Errorf("a 2-hex line down to 4 increments: width %d, %v", after.Width, err)
	}
}
