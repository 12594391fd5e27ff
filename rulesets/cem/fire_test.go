package cem

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/terrain"
)

// CEM-L7: if any figure sees, the whole unit fires, except figures whose
// lines cross obstacles of visibility 2 or more they are not in; their
// fire is cut from the total (1/3 of it by default).
func TestCEM_L7_UnitFire(t *testing.T) {
	fs := []terrain.Feature{
		terrain.NewArea("wood-1", "wood", rect(30, 0, 40, 50)),    // in front of s2 and s3 only
		terrain.NewArea("wood-2", "wood", rect(5, 25, 15, 35)),    // s3 stands in it
		terrain.NewArea("field-1", "field", rect(30, -50, 35, 0)), // in front of s1: visibility 1
	}
	shooter := Unit{Name: "S", Figures: []Figure{
		{ID: "s1", At: orb.Point{10, -5}, Fire: 3},
		{ID: "s2", At: orb.Point{10, 10}, Fire: 3},
		{ID: "s3", At: orb.Point{10, 30}, Fire: 3},
	}}
	target := Unit{Name: "T", Figures: []Figure{{ID: "t1", At: orb.Point{60, -5}}, {ID: "t2", At: orb.Point{60, 12}}}}
	third, _ := combat.NewFrac(1, 3)
	cases := []struct {
		name  string
		r     Rules
		fires []bool
		fire  string
	}{
		// s1 sees t1 across nothing; s2's lines both cross wood-1; s3 is in
		// wood-2 but its lines cross wood-1 too.
		{"literal: 9 - 1/3 x 6 = 7", Rules{}, []bool{true, false, false}, "7"},
		{"they do not count at all: 9 - 6 = 3", Rules{FireCut: Set(combat.Int(1))}, []bool{true, false, false}, "3"},
		{"explicit third", Rules{FireCut: Set(third)}, []bool{true, false, false}, "7"},
		{"explicit zero: they subtract nothing, 9 - 0 = 9", Rules{FireCut: Set(combat.Int(0))}, []bool{true, false, false}, "9"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := newBoard(t, c.r, fs...)
			f, err := b.UnitFire(shooter, target)
			if err != nil {
				t.Fatal(err)
			}
			if !f.Seen || f.Fire.String() != c.fire {
				t.Fatalf("seen %v fire %v, want %s\n%s", f.Seen, f.Fire, c.fire, f)
			}
			for i, want := range c.fires {
				if f.Figures[i].Fires != want {
					t.Errorf("%s fires %v, want %v (%s)", f.Figures[i].ID, f.Figures[i].Fires, want, f.Figures[i].Reason)
				}
			}
		})
	}

	// A figure that does not see but whose line crosses only visibility-1
	// terrain still fires with its unit.
	b := newBoard(t, Rules{}, terrain.NewArea("field-1", "field", rect(30, 5, 40, 50)))
	f, err := b.UnitFire(shooter, Unit{Name: "T", Figures: []Figure{{ID: "t1", At: orb.Point{60, -5}}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range f.Figures {
		if !x.Fires {
			t.Errorf("%s does not fire: %s", x.ID, x.Reason)
		}
	}
	if f.Fire.String() != "9" {
		t.Errorf("fire %v, want 9", f.Fire)
	}

	// The obstacle a figure stands in does not stop it; every-line policy.
	b = newBoard(t, Rules{FigureLines: EveryLineClear}, terrain.NewArea("wood-2", "wood", rect(5, 25, 15, 35)),
		terrain.NewArea("wood-3", "wood", rect(30, -15, 40, -8)))
	me := Unit{Name: "S", Edge: true, Figures: []Figure{{ID: "s1", At: orb.Point{15, 30}, Fire: 2}, {ID: "s2", At: orb.Point{10, -40}, Fire: 2}}}
	tg := Unit{Name: "T", Figures: []Figure{{ID: "t1", At: orb.Point{60, 30}}, {ID: "t2", At: orb.Point{60, 45}}}}
	f, _ = b.UnitFire(me, tg)
	if !f.Figures[0].Fires {
		t.Errorf("s1 in its own wood: %s", f.Figures[0].Reason)
	}
	if f.Figures[1].Fires {
		t.Errorf("s2's line to t1 crosses wood-3: under every-line it does not fire")
	}
	// No figure sees: no fire at all.
	b = newBoard(t, Rules{}, terrain.NewArea("wood-1", "wood", rect(30, -50, 40, 50)))
	f, _ = b.UnitFire(shooter, target)
	if f.Seen || f.Fire != (combat.Frac{}) || f.Lost != f.Total {
		t.Errorf("unseen target fired at:\n%s", f)
	}
}

// CEM-L8: a target that moved may be sighted at any point of its path.
func TestCEM_L8_MovingTarget(t *testing.T) {
	b := newBoard(t, Rules{}, terrain.NewArea("wood-1", "wood", rect(40, -50, 60, 10)))
	from := End{At: orb.Point{10, 0}}
	cases := []struct {
		name string
		path orb.LineString
		seen bool
		at   orb.Point
	}{
		{"hidden all along", orb.LineString{{90, -40}, {90, -10}}, false, orb.Point{90, -10}},
		{"seen once the line clears the wood's corner (y > 26.67)",
			orb.LineString{{90, 0}, {90, 30}, {90, -40}}, true, orb.Point{90, 27}},
		{"seen from the first point in the open", orb.LineString{{90, -30}, {30, -30}}, true, orb.Point{40, -30}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ps, err := b.LoSAlong(from, c.path, false)
			if err != nil {
				t.Fatal(err)
			}
			if ps.Seen != c.seen || ps.At != c.at {
				t.Fatalf("seen %v at %v, want %v at %v\n%s", ps.Seen, ps.At, c.seen, c.at, ps.Line)
			}
		})
	}
}
