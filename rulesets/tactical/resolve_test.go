package tactical

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/combat"
)

// playSteiner plays the seed's assault to its end, with fire and
// resolution edited by the caller's script when given.
func playSteiner(t *testing.T, edit func(*steiner), faces ...int) *Assault {
	t.Helper()
	if len(faces) == 0 {
		faces = SteinerRolls()
	}
	a := declare(t, edit)
	r := forced(faces...)
	for !a.Next().Done {
		st := a.Next()
		if st.Roll != nil {
			roll(t, a, r)
			continue
		}
		c := st.Choices[len(st.Choices)-1]
		for _, x := range st.Choices {
			if x.Kind == FireBefore && x.Label == "303" {
				c = x
			}
		}
		if _, err := a.Choose(c); err != nil {
			t.Fatal(err)
		}
	}
	return a
}

// TAC-R1: a full section is worth 4; odds pick the column (4:4 → 1:1);
// 1D6 with the attacker-morale-10 and weak-defender DRMs; "A/D" losses.
func TestTAC_R1_Resolution(t *testing.T) {
	crt := sampleCRT(t)
	cell, _, err := crt.Row(2, 3)
	if err != nil || cell.String() != "0/1" || cell.Loser() != NoSide {
		t.Errorf("1:1, final roll 3 = %v, %v; want 0/1 (the seed's cell)", cell, err)
	}
	rules := sampleGround(t)
	sec := func(steps int) Unit { return Unit{Steps: steps, FullSteps: 2, Morale: 10} }
	for _, c := range []struct {
		name   string
		att    []Unit
		def    []Unit
		column string
	}{
		{"4 against 4", []Unit{sec(2)}, []Unit{sec(2)}, "1:1"},
		{"8 against 4", []Unit{sec(2), sec(2)}, []Unit{sec(2)}, "2:1"},
		{"6 against 4 rounds to 1:1", []Unit{sec(2), sec(1)}, []Unit{sec(2)}, "1:1"},
		{"2 against 4", []Unit{sec(1)}, []Unit{sec(2)}, "1:2"},
		{"4 against 2", []Unit{sec(2)}, []Unit{sec(1)}, "2:1"},
		{"12 against 2 clamps to 4:1", []Unit{sec(2), sec(2), sec(2)}, []Unit{sec(1)}, "4:1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			av, _ := rules.Value(c.att)
			dv, _ := rules.Value(c.def)
			p, err := crt.Column(combat.Versus(av, dv))
			if err != nil || p.Label != c.column {
				t.Errorf("%v:%v → %q, %v; want %q", av, dv, p.Label, err, c.column)
			}
		})
	}
	for _, c := range []struct {
		name     string
		att, def Unit
		total    int
	}{
		{"the seed: both apply", Unit{Steps: 2, FullSteps: 2, Morale: 10}, Unit{Steps: 2, FullSteps: 2, Morale: 6, OutOfCommand: true}, -2},
		{"attacker morale 9", Unit{Steps: 1, FullSteps: 2, Morale: 10}, Unit{Steps: 2, FullSteps: 2, Morale: 6, OutOfCommand: true}, -1},
		{"defender in command", Unit{Steps: 2, FullSteps: 2, Morale: 10}, Unit{Steps: 2, FullSteps: 2, Morale: 6}, -1},
		{"defender morale 7", Unit{Steps: 2, FullSteps: 2, Morale: 8}, Unit{Steps: 2, FullSteps: 2, Morale: 7, OutOfCommand: true}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			mods, _ := rules.AssaultMods([]Unit{c.att}, []Unit{c.def}, false)
			b, _ := mods.Sum()
			if b.Total != c.total {
				t.Errorf("DRM %v, want %d", b, c.total)
			}
		})
	}
	a := playSteiner(t, nil)
	if o := a.Outcome(); !o.Resolved || o.Cell.Losses != (combat.Losses{Attacker: 0, Defender: 1}) {
		t.Errorf("outcome %+v, want 0/1", o)
	}
	for _, s := range []string{"0/1", "0/1r", "1r/0", "-/2r", " 2/1 "} {
		c, err := ParseCRTCell(s)
		if err != nil {
			t.Errorf("%q: %v", s, err)
			continue
		}
		if back, _ := ParseCRTCell(c.String()); back != c {
			t.Errorf("%q round trip: %v", s, back)
		}
	}
	for _, s := range []string{"", "0", "1r/1r", "x/1", "0/1rr", "100/0"} {
		if _, err := ParseCRTCell(s); err == nil {
			t.Errorf("%q: no error", s)
		}
	}
}

// TAC-R2: with no retreat the assault goes on at the assaulter's next
// activation, with the odds recomputed and only the continuation DRMs;
// either side may leave instead.
func TestTAC_R2_Continuation(t *testing.T) {
	a := playSteiner(t, nil)
	c, err := a.Continue()
	if err != nil {
		t.Fatal(err)
	}
	st := c.Next()
	if st.Phase != PhaseContinuation || len(st.Choices) != 3 {
		t.Fatalf("continuation: %+v", st)
	}
	choose(t, c, Proceed)
	st = c.Next()
	if st.Roll == nil || st.Roll.Kind != AssaultRoll || !strings.HasPrefix(st.Roll.Purpose, "continued") {
		t.Fatalf("want the continued assault roll, got %+v", st)
	}
	// GE 1/A (4) against BE 1 reduced to 1 step (2): 2:1; no DRM, as the
	// sample has no continuation modifiers.
	if st.Roll.Attack != combat.Int(4) || st.Roll.Defence != combat.Int(2) || st.Roll.Column.Label != "2:1" {
		t.Errorf("continued odds %v:%v %q", st.Roll.Attack, st.Roll.Defence, st.Roll.Column.Label)
	}
	if b, _ := st.Roll.Mods.Sum(); len(b.Mods) != 0 {
		t.Errorf("continued DRMs %v, want none", b)
	}
	if strings.Join(st.Roll.Units, ",") != "GE 1/A,BE 1" {
		t.Errorf("units in the continued assault: %v", st.Roll.Units)
	}

	// Continuation modifiers are data, and replace the first-round ones.
	cont := func(s *steiner) {
		s.Rules.Continuation = SetModifiers(AssaultModifier{Name: "dug in", Value: +1, Applies: func(_, _ []Unit) bool { return true }})
	}
	a = playSteiner(t, cont)
	c, _ = a.Continue()
	choose(t, c, Proceed)
	if b, _ := c.Next().Roll.Mods.Sum(); b.String() != "+1 dug in = +1" {
		t.Errorf("continued DRMs %v", b)
	}

	// Leaving ends it; the leaver may take fire from Finished units.
	for _, side := range []Side{Attacker, Defender} {
		a = playSteiner(t, nil)
		c, _ = a.Continue()
		evs, err := c.Choose(Choice{Kind: Leave, Side: side})
		if err != nil || !c.Next().Done || c.Outcome().Left != side || c.Outcome().Continues {
			t.Errorf("%v leaves: %v %+v", side, err, c.Outcome())
		}
		if !strings.Contains(joinEvents(evs), "full-strength fire") {
			t.Errorf("events:\n%s", joinEvents(evs))
		}
	}

	// Only a finished assault with nobody retreating continues.
	if _, err := declare(t, nil).Continue(); err == nil {
		t.Errorf("continue before the end: no error")
	}
	if _, err := c.Continue(); err == nil {
		t.Errorf("continue after leaving: no error")
	}
}

// TAC-R3: the side that must retreat loses; one unit checks as a unit, two
// or more as a formation (one roll).
func TestTAC_R3_Loser(t *testing.T) {
	// Roll 1 − 2 = −1 → row 1 of 1:1: 0/1r, the defender retreats.
	faces := append(append([]int(nil), SteinerRolls()[:8]...), 1)
	a := playSteinerUntilLoser(t, nil, faces)
	st := a.Next()
	if st.Phase != PhaseLoserMorale || st.Roll == nil || st.Roll.Purpose != "morale check of the loser BE 1" || st.Roll.Check.Target != 5 {
		t.Fatalf("want BE 1's own check at 5, got %+v", st)
	}
	if a.Outcome().Loser != Defender {
		t.Errorf("loser %v", a.Outcome().Loser)
	}

	// Two defenders check once, as a formation.
	two := func(s *steiner) {
		d := s.Defenders[0]
		d.ID, d.Fire = "BE 2", combat.Int(0)
		s.Defenders = append(s.Defenders, d)
		s.Assaulters = append(s.Assaulters, Assaulter{Unit: Unit{ID: "GE 1/C", Formation: "Steiner", Steps: 2, FullSteps: 2, Morale: 10, Moved: true},
			From: s.Assaulters[0].From, MPLeft: 2})
	}
	// Fire at 303 (5), leader (5), three pre-checks pass, assault 1 → 8:8 = 1:1, −2 → 0/1r.
	a = playSteinerUntilLoser(t, two, []int{2, 3, 1, 4, 1, 1, 1, 1, 1, 1, 1})
	st = a.Next()
	if st.Roll == nil || !strings.Contains(st.Roll.Purpose, "as a formation") || len(st.Roll.Units) != 2 {
		t.Fatalf("want one formation check of both defenders, got %+v", st)
	}
	roll(t, a, forced(6, 6))
	if !a.Next().Done || a.Outcome().Continues {
		t.Errorf("after the loser's check: %+v %+v", a.Next(), a.Outcome())
	}
	for _, u := range a.Defenders() {
		if !u.FailedMorale || !u.Finished {
			t.Errorf("%v should have failed and be Finished", u)
		}
	}
}

// playSteinerUntilLoser plays until the loser's check is due.
func playSteinerUntilLoser(t *testing.T, edit func(*steiner), faces []int) *Assault {
	t.Helper()
	a := declare(t, edit)
	r := forced(faces...)
	for !a.Next().Done && a.Phase() != PhaseLoserMorale {
		st := a.Next()
		if st.Roll != nil {
			roll(t, a, r)
			continue
		}
		c := st.Choices[len(st.Choices)-1]
		for _, x := range st.Choices {
			if x.Kind == FireBefore && x.Label == "303" {
				c = x
			}
		}
		if _, err := a.Choose(c); err != nil {
			t.Fatal(err)
		}
	}
	return a
}

// TAC-R4: fire into an assaulted hex spreads its losses as if all units
// there were one side.
func TestTAC_R4_FireIntoAssaultedHex(t *testing.T) {
	a := playSteiner(t, nil)
	// In the hex: BE 1 (1 step left) and GE 1/A (2 steps), one side.
	losses, err := a.FireInto(2)
	if err != nil {
		t.Fatal(err)
	}
	if len(losses) != 2 || losses[0] != (Loss{Unit: "BE 1", Side: Defender, Steps: 1}) || losses[1] != (Loss{Unit: "GE 1/A", Side: Attacker, Steps: 1}) {
		t.Errorf("losses %v", losses)
	}
	if a.Outcome().Continues {
		t.Errorf("the defender is eliminated: the assault cannot continue")
	}
	if _, err := a.FireInto(1); err == nil {
		t.Errorf("fire into a hex no longer assaulted: no error")
	}
	if _, err := declare(t, nil).FireInto(1); err == nil {
		t.Errorf("fire into the hex before the assault: no error")
	}
	b := playSteiner(t, nil)
	if _, err := b.FireInto(-1); err == nil {
		t.Errorf("negative hits: no error")
	}
	// At the continuation too; a continuation with no defender left ends.
	c, _ := b.Continue()
	if _, err := c.FireInto(1); err != nil {
		t.Fatal(err)
	}
	evs := choose(t, c, Proceed)
	if !c.Next().Done || !strings.Contains(joinEvents(evs), "no defender is left") {
		t.Errorf("proceed with no defender:\n%s", joinEvents(evs))
	}
}

// TAC-R1, the zero Rules and an explicit "none": the zero Rules plays the
// seed's two first-round DRMs, SetModifiers() plays none, and the ground
// reports the defaults it filled in.
func TestTAC_R1_ModifiersDefaultAndNone(t *testing.T) {
	s := steinerSetup(t, nil)
	att := []Unit{s.Assaulters[0].Unit, s.Assaulters[1].Unit}
	for _, c := range []struct {
		name  string
		rules Rules
		want  string
	}{
		{"zero: the seed's DRMs", Rules{}, "-1 attacker morale 10, -1 defender out of command, morale 6 or less = -2"},
		{"set to none", Rules{FirstRound: SetModifiers()}, "no modifiers"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := NewGround(s.Map, c.rules)
			if err != nil {
				t.Fatal(err)
			}
			mods, err := g.AssaultMods(att, s.Defenders, false)
			if err != nil {
				t.Fatal(err)
			}
			if b, _ := mods.Sum(); b.String() != c.want {
				t.Errorf("DRMs %q, want %q", b, c.want)
			}
			r := g.Rules()
			if r.FireTable == nil || r.CRT == nil || r.SectionValue != 4 {
				t.Errorf("defaults not filled in: %+v", r)
			}
		})
	}
}
