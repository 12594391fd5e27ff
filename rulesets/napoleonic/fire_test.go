package napoleonic

import (
	"testing"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
)

func infantryColumn(name string, inc, reverse int) Unit {
	return Unit{Name: name, Arm: Infantry, Increments: inc, Values: Values{Fire: 2 * reverse, ReverseFire: reverse, Melee: inc},
		Formation: Column, Head: hex.Hex{Q: 3, R: 3}}
}

// NAP-F2: infantry in column fires with its reverse value; only the top
// unit of a stack fires; reduced to one increment it fires at half.
func TestNAP_F2_ColumnFire(t *testing.T) {
	cases := []struct {
		name  string
		stack []Unit
		want  combat.Frac
		ok    bool
	}{
		{"reverse value", []Unit{infantryColumn("a", 4, 5)}, combat.Int(5), true},
		{"only the top unit fires", []Unit{infantryColumn("top", 4, 3), infantryColumn("under", 6, 7)}, combat.Int(3), true},
		{"one increment: half", []Unit{infantryColumn("a", 1, 5)}, combat.Half(5), true},
		{"empty stack", nil, combat.Frac{}, false},
		{"a line on top does not fire as a column", []Unit{kgl()}, combat.Frac{}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, err := testMap(t, nil).ColumnFire(c.stack)
			if (err == nil) != c.ok {
				t.Fatalf("err %v, want ok %v", err, c.ok)
			}
			if c.ok && v.Value != c.want {
				t.Errorf("fire %v, want %v", v.Value, c.want)
			}
		})
	}
	// It forms in open terrain, or where a scenario allows.
	m := testMap(t, map[hex.Hex]string{{Q: 3, R: 3}: "woods"})
	if err := m.CanStand(infantryColumn("a", 4, 5)); err == nil {
		t.Error("column stands in woods")
	}
}

// NAP-L7: line fire by increments, at most 4 a hex, 4 less unlimbered
// artillery, × the Fire Effects multiplier: the 8th KGL, 3 × 4 = 12.
func TestNAP_L7_LineFire(t *testing.T) {
	table := SampleFireEffects()
	guns := func(inc int, limbered bool) Unit {
		return Unit{Name: "battery", Arm: Artillery, Increments: inc, Limbered: limbered}
	}
	big := kgl()
	big.Increments = 10
	cases := []struct {
		name   string
		u      Unit
		stack  []Unit
		want   int
		capped int
	}{
		{"the 8th KGL: 3 x 4", kgl(), nil, 12, 0},
		{"with 2 unlimbered artillery increments: 2 x 4", kgl(), []Unit{guns(2, false)}, 8, 1},
		{"limbered artillery does not count", kgl(), []Unit{guns(2, true)}, 12, 0},
		{"10 increments, 5 a hex, only 4 fire", big, nil, 16, 1},
		{"artillery of 4 silences the hex", kgl(), []Unit{guns(4, false)}, 0, 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, err := testMap(t, nil).LineFire(c.u, 0, c.stack, table)
			if err != nil {
				t.Fatal(err)
			}
			if v.Value != combat.Int(int64(c.want)) || v.Capped != c.capped {
				t.Errorf("%v (capped %d), want %d (capped %d)", v, v.Capped, c.want, c.capped)
			}
		})
	}
	v, _ := testMap(t, nil).LineFire(kgl(), 1, nil, table)
	if v.String() != "3 increments × 4 = 12" || v.Cell.Illustrative {
		t.Errorf("second hex: %v, cell %+v", v, v.Cell)
	}
	for _, c := range table.Cells() {
		if (c.Nationality == "KGL") == c.Illustrative {
			t.Errorf("cell %+v: only the KGL cell is the seed's", c)
		}
	}
	u := kgl()
	u.Nationality = "Ruritanian"
	if _, err := testMap(t, nil).LineFire(u, 0, nil, table); err == nil {
		t.Error("no cell, no error")
	}
	if _, err := NewFireEffects(FireEffect{Formation: Line, Nationality: "X", Multiplier: 2}, FireEffect{Formation: Line, Nationality: "X", Multiplier: 3}); err == nil {
		t.Error("duplicate cell accepted")
	}
}
