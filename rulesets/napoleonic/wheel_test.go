package napoleonic

import (
	"slices"
	"testing"

	"github.com/warkit/warkit/geom/hex"
)

func sortedHexes(t *testing.T, u Unit) []hex.Hex {
	t.Helper()
	hs, err := u.AppendHexes(nil)
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(hs, func(a, b hex.Hex) int {
		if a.Q != b.Q {
			return a.Q - b.Q
		}
		return a.R - b.R
	})
	return hs
}

// NAP-F7: a column of companies wheels 90° left or right to form line, in
// its own movement or during a reaction or opportunity charge.
func TestNAP_F7_ColumnOfCompaniesWheelsIntoLine(t *testing.T) {
	m := testMap(t, nil)
	u := dragons()
	for _, left := range []bool{true, false} {
		for _, ph := range []Phase{PhaseMovement, PhaseReactionCharge, PhaseOpportunityCharge} {
			line, err := m.WheelToLine(u, left, ph)
			if err != nil {
				t.Fatalf("left %v, %v: %v", left, ph, err)
			}
			turn := -3
			if left {
				turn = 3
			}
			if line.Formation != Line || line.Width != 3 || line.Facing != u.Facing.Turn(turn) || line.Head != u.Head {
				t.Errorf("left %v: %+v", left, line)
			}
			if !slices.Equal(sortedHexes(t, line), sortedHexes(t, u)) {
				t.Errorf("left %v: the line holds %v, the column held %v", left, sortedHexes(t, line), sortedHexes(t, u))
			}
			if got := portionShares(t, Rules{}, line); !slices.Equal(got, []int{4, 4, 4}) {
				t.Errorf("line shares %v", got)
			}
		}
	}
	if _, err := dragonsMap(t).WheelToLine(dragons(), true, PhaseMovement); err != nil {
		t.Errorf("in the open: %v", err)
	}
	blocked := testMap(t, map[hex.Hex]string{{Q: 3, R: 2}: "cultivated"})
	if _, err := blocked.WheelToLine(u, true, PhaseMovement); err == nil {
		t.Error("wheeled into line over cultivated ground (NAP-L1)")
	}
	if _, err := m.WheelToLine(kgl(), true, PhaseMovement); err == nil {
		t.Error("a line wheeled into line")
	}
}

// NAP-L11: a 2-hex line whose right hex has reached the enemy wheels its
// other hex left or right about it, paying MP, inside enemy zones of
// influence, triggering opportunity reactions.
func TestNAP_L11_WheelThePartNotInContact(t *testing.T) {
	u := kgl() // (6,3) counter, (7,3) right end
	pivot := hex.Hex{Q: 7, R: 3}
	zoi := func(h hex.Hex) bool { return h.Distance(hex.Hex{Q: 8, R: 2}) <= 1 } // the enemy at (8,2)
	cases := []struct {
		name  string
		types map[hex.Hex]string
		left  bool
		head  hex.Hex
		mp    float64
		ok    bool
	}{
		{"left through open ground", nil, true, hex.Hex{Q: 6, R: 4}, 1, true},
		{"right into a farm", map[hex.Hex]string{{Q: 7, R: 2}: "farm"}, false, hex.Hex{Q: 7, R: 2}, 2, true},
		{"right into cultivated: no line there", map[hex.Hex]string{{Q: 7, R: 2}: "cultivated"}, false, hex.Hex{}, 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w, err := testMap(t, c.types).WheelLine(u, pivot, c.left, zoi)
			if (err == nil) != c.ok {
				t.Fatalf("err %v, want ok %v", err, c.ok)
			}
			if !c.ok {
				return
			}
			if w.Unit.Head != c.head || w.MP != c.mp || !w.Opportunity {
				t.Errorf("head %v MP %v opportunity %v; want %v %v true", w.Unit.Head, w.MP, w.Opportunity, c.head, c.mp)
			}
			hs, _ := w.Unit.AppendHexes(nil)
			if !slices.Contains(hs, pivot) {
				t.Errorf("the pivot left the line: %v", hs)
			}
		})
	}
	w, err := testMap(t, nil).WheelLine(u, pivot, true, nil)
	if err != nil || w.Opportunity {
		t.Errorf("away from the enemy: %v, opportunity %v", err, w.Opportunity)
	}
	one := kgl()
	one.Width = 1
	if _, err := testMap(t, nil).WheelLine(one, one.Head, true, nil); err == nil {
		t.Error("a one-hex line wheeled part of itself")
	}
	if _, err := testMap(t, nil).WheelLine(u, hex.Hex{Q: 1, R: 1}, true, nil); err == nil {
		t.Error("wheeled about a hex not its own")
	}
}

// The wheel is priced where the line stands, far from the origin: the
// outer end of a line pivoting on (13,4) walks into the woods at its new
// place and is stopped there.
func TestWheelLineFarFromOrigin(t *testing.T) {
	u := kgl()
	u.Head = hex.Hex{Q: 12, R: 4}
	pivot := hex.Hex{Q: 13, R: 4}
	m := testMap(t, map[hex.Hex]string{{Q: 12, R: 5}: "woods"})
	if _, err := m.WheelLine(u, pivot, true, nil); err == nil {
		t.Error("wheeled into woods")
	}
	w, err := m.WheelLine(u, pivot, false, nil)
	if err != nil || w.Unit.Head != (hex.Hex{Q: 13, R: 3}) || w.MP != 1 {
		t.Errorf("right: %+v, %v", w, err)
	}
}
