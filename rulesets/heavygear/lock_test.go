package heavygear

import (
	"errors"
	"strings"
	"testing"

	"github.com/warkit/warkit/combat"
)

// HG-K1: the passive lock in the seed's order.
func TestHG_K1_PassiveLock(t *testing.T) {
	cases := []struct {
		name      string
		rules     Rules
		detection int
		dist      float64
		c         Concealment
		locked    bool
		by        LockCheck
		next      Next
	}{
		{"no concealment: locked", Rules{}, 0, 30, Concealment{}, true, CheckNoConcealment, NoNeed},
		{"completely hidden, even at 1 in: no lock", Rules{}, 9, 1, Concealment{Score: 2, Hidden: true}, false, CheckHidden, OtherTargetOnly},
		{"detection 3 exceeds 2: locked", Rules{}, 3, 30, Concealment{Score: 2}, true, CheckDetection, NoNeed},
		{"detection 2 equals 2: on to range, too far", Rules{}, 2, 30, Concealment{Score: 2}, false, CheckRange, OtherTargetOrActive},
		{"distance 5 < size 6: locked", Rules{}, 0, 5, Concealment{Score: 2}, true, CheckRange, NoNeed},
		{"distance 6 = size 6: locked by default (<=)", Rules{}, 0, 6, Concealment{Score: 2}, true, CheckRange, NoNeed},
		{"distance 6 = size 6, option <: no lock", Rules{RangeStrict: true}, 0, 6, Concealment{Score: 2}, false, CheckRange, OtherTargetOrActive},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := gear
			m.Detection = c.detection
			p := c.rules.PassiveLock(m, 6, c.dist, c.c)
			if p.Locked != c.locked || p.By != c.by || p.Next != c.next {
				t.Errorf("got %+v\n%v", p, p)
			}
		})
	}
	// The order: detection is checked before range, and both steps show.
	p := Rules{}.PassiveLock(gear, 6, 5, Concealment{Score: 2})
	if len(p.Steps) != 2 || !strings.Contains(p.Steps[0], "detection") || !strings.Contains(p.Steps[1], "distance") {
		t.Errorf("steps out of order: %q", p.Steps)
	}
}

// HG-K2: the active lock's exact odds, its roll and its duration.
func TestHG_K2_ActiveLock(t *testing.T) {
	cases := []struct {
		name    string
		rules   Rules
		ew, sen int
		c       Concealment
		want    string
	}{
		// Best of 2d6 >= 4: 1 - (3/6)^2.
		{"EW 2, sensors 0, concealment 4", Rules{}, 2, 0, Concealment{Score: 4}, "3/4"},
		{"strictly beats 4", Rules{Success: StrictlyBeat}, 2, 0, Concealment{Score: 4}, "5/9"},
		// 1d6 + 1 >= 4: faces 3 to 6.
		{"EW 1, sensors +1", Rules{}, 1, 1, Concealment{Score: 4}, "2/3"},
		{"sensors -1", Rules{}, 1, -1, Concealment{Score: 4}, "1/3"},
		{"concealment 7 out of reach of 1d6", Rules{}, 1, 0, Concealment{Score: 7}, "0"},
		{"hidden: 0", Rules{}, 3, 2, Concealment{Score: 2, Hidden: true}, "0"},
		{"custom skill roll: 2d6", Rules{Skill: func(int) (combat.Dice, error) { return combat.TwoD6, nil }}, 1, 0, Concealment{Score: 7}, "7/12"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := gear
			m.EW, m.Sensors = c.ew, c.sen
			p, err := c.rules.ActiveChance(m, c.c)
			if err != nil || p.String() != c.want {
				t.Errorf("got %v %v, want %s", p, err, c.want)
			}
		})
	}
	if _, _, _, err := (Rules{}).ActiveCheck(gear, Concealment{Hidden: true}); !errors.Is(err, ErrHidden) {
		t.Errorf("hidden target: %v", err)
	}
	// Faces 1 and 4: best 4, +0 sensors, vs 4: success on equal.
	l, ok, err := Rules{}.RollActive(combat.NewRoller(combat.NewForced(1, 4)), 3, gear, Concealment{Score: 4})
	if err != nil || !ok || l.Roll.Final != 4 {
		t.Fatalf("got %v %v %v", l, ok, err)
	}
	_, ok, _ = Rules{Success: StrictlyBeat}.RollActive(combat.NewRoller(combat.NewForced(1, 4)), 3, gear, Concealment{Score: 4})
	if ok {
		t.Error("4 strictly beats 4")
	}
	for _, d := range []struct {
		turn  int
		moved bool
		holds bool
	}{{3, false, true}, {3, true, false}, {4, false, false}} {
		if l.Holds(d.turn, d.moved) != d.holds {
			t.Errorf("turn %d moved %v: holds %v", d.turn, d.moved, !d.holds)
		}
	}
	if len(FreeActions()) != 3 {
		t.Errorf("free actions %v", FreeActions())
	}
}
