package tactical

import (
	"math"
	"testing"

	"github.com/warkit/warkit/combat"
)

// Hostile input: zero values, nil tables, nil assaults, absurd counts get
// errors, never a panic; results stay bounded by the input.
func TestHostileInput(t *testing.T) {
	t.Run("zero setup and zero rules", func(t *testing.T) {
		if _, err := sampleGround(t).Declare(Setup{}); err == nil {
			t.Error("Declare(Setup{})")
		}
		if err := (Rules{}).Validate(); err != nil {
			t.Errorf("the zero Rules, every default, refused: %v", err)
		}
		if _, err := NewGround(nil, Rules{}); err == nil {
			t.Error("NewGround(nil)")
		}
		var none *Ground
		if _, err := none.Declare(steinerSetup(t, nil).Setup); err == nil {
			t.Error("Declare on a nil Ground")
		}
		if _, err := none.Value(nil); err == nil {
			t.Error("Value on a nil Ground")
		}
		if _, err := none.AssaultMods(nil, nil, false); err == nil {
			t.Error("AssaultMods on a nil Ground")
		}
	})
	t.Run("nil assault", func(t *testing.T) {
		var a *Assault
		if !a.Next().Done {
			t.Error("a nil assault has something due")
		}
		if _, err := a.Choose(Choice{Kind: NoFire}); err == nil {
			t.Error("Choose on nil")
		}
		if _, err := a.Roll(forced(1)); err == nil {
			t.Error("Roll on nil")
		}
		if _, err := a.FireInto(1); err == nil {
			t.Error("FireInto on nil")
		}
		if _, err := a.Continue(); err == nil {
			t.Error("Continue on nil")
		}
	})
	t.Run("fire on a nil table, with a nil roller, absurd factors", func(t *testing.T) {
		ft := sampleFire(t)
		f := Fire{Factors: combat.Int(3), Divisor: 2}
		if _, err := f.Odds(nil); err == nil {
			t.Error("Odds(nil)")
		}
		if _, err := f.Resolve(nil, ft, "x"); err == nil {
			t.Error("Resolve(nil roller)")
		}
		for _, bad := range []Fire{{Factors: combat.Int(0), Divisor: 2}, {Factors: combat.Int(3)}, {Factors: combat.Int(-3), Divisor: 1}} {
			if _, err := bad.Odds(ft); err == nil {
				t.Errorf("%+v accepted", bad)
			}
		}
		huge := Fire{Factors: combat.Int(math.MaxInt32), Divisor: math.MaxInt32}
		if o, err := huge.Odds(ft); err == nil && o.Len() > 64 {
			t.Errorf("huge fire: %d outcomes", o.Len())
		}
	})
	t.Run("units of absurd strength", func(t *testing.T) {
		s := steinerSetup(t, func(s *steiner) { s.Defenders[0].Steps, s.Defenders[0].FullSteps = math.MaxInt32, math.MaxInt32 })
		if _, err := s.declare(); err == nil {
			t.Error("a defender of MaxInt32 steps accepted")
		}
		if _, err := sampleGround(t).Value([]Unit{{Steps: math.MaxInt32, FullSteps: math.MaxInt32 - 1}, {Steps: 1, FullSteps: math.MaxInt32 - 2}}); err == nil {
			t.Error("an overflowing combat value accepted")
		}
	})
	t.Run("SpreadHits is bounded by the units", func(t *testing.T) {
		lost, excess := SpreadHits([]Unit{{Steps: 2, FullSteps: 2}}, math.MaxInt32)
		if len(lost) != 1 || lost[0] != 2 || excess != math.MaxInt32-2 {
			t.Errorf("lost %v excess %d", lost, excess)
		}
		if n := testing.AllocsPerRun(10, func() { SpreadHits([]Unit{{Steps: 2, FullSteps: 2}}, math.MaxInt32) }); n > 4 {
			t.Errorf("SpreadHits allocates %v times", n)
		}
	})
}

// The rules keep their own copy of the modifier lists: a caller that
// changes its slice afterwards changes nothing in the ground or the
// assault.
func TestHostileSharedRules(t *testing.T) {
	mine := []AssaultModifier{AttackerMorale10, DefenderOutOfCommand}
	s := steinerSetup(t, func(s *steiner) { s.Rules.FirstRound = SetModifiers(mine...) })
	g, err := NewGround(s.Map, s.Rules)
	if err != nil {
		t.Fatal(err)
	}
	a, err := g.Declare(s.Setup)
	if err != nil {
		t.Fatal(err)
	}
	mine[0] = AssaultModifier{Name: "changed", Value: -6, Applies: func(_, _ []Unit) bool { return true }}
	got, _ := g.Rules().FirstRound.Get()
	got[1] = mine[0]
	if a.rules.FirstRound.list[0].Name == "changed" || g.rules.FirstRound.list[1].Name == "changed" {
		t.Error("a change to the caller's slice reached the assault")
	}
}
