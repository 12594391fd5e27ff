package tactical

import (
	"strings"
	"testing"
)

// TAC-A3: declaration; defensive fire at a hex; pre-assault check; fire at
// those who passed only if not fired before; resolution; loser's morale;
// everyone marked Finished, even units that failed the pre-check.
func TestTAC_A3_Sequence(t *testing.T) {
	t.Run("fire after the pre-check", func(t *testing.T) {
		a := declare(t, nil)
		var phases []Phase
		note := func() {
			if p := a.Phase(); len(phases) == 0 || phases[len(phases)-1] != p {
				phases = append(phases, p)
			}
		}
		note()
		choose(t, a, FireAfter)
		// Pre-checks: 204 passes (2), 303 fails (12).
		r := forced(1, 1, 6, 6, 6, 6, 5)
		note()
		roll(t, a, r)
		roll(t, a, r)
		note()
		choose(t, a, OfficerJoins) // Steiner joins GE 1/A
		note()
		st := a.Next()
		if st.Roll == nil || st.Roll.Kind != FireRoll || strings.Join(st.Roll.Units, ",") != "GE 1/A" {
			t.Fatalf("want the fire at the units that passed, got %+v", st)
		}
		roll(t, a, r) // 12: no hits
		note()
		roll(t, a, r) // assault roll 5 → final 3 → 0/1
		note()
		if !a.Next().Done {
			t.Fatalf("not done: %+v", a.Next())
		}
		want := []Phase{PhaseDeclared, PhasePreCheck, PhaseOfficers, PhaseFireAfter, PhaseResolution, PhaseDone}
		if len(phases) != len(want) {
			t.Fatalf("phases %v, want %v", phases, want)
		}
		for i := range want {
			if phases[i] != want[i] {
				t.Errorf("phase %d = %v, want %v", i, phases[i], want[i])
			}
		}
		for _, u := range append(a.Attackers(), a.Defenders()...) {
			if !u.Finished {
				t.Errorf("%s not Finished", u.ID)
			}
		}
	})

	t.Run("no second fire after firing before", func(t *testing.T) {
		a := declare(t, nil)
		choose(t, a, FireBefore, labelled(t, "204"))
		r := forced(6, 6, 1, 1, 1, 1, 6)
		roll(t, a, r) // 12: no hits at 204
		roll(t, a, r)
		roll(t, a, r)
		choose(t, a, OfficerStays)
		if st := a.Next(); st.Roll == nil || st.Roll.Kind != AssaultRoll {
			t.Fatalf("after the officers, want the assault roll (no second fire), got %+v", st)
		}
	})

	t.Run("nobody passes: no resolution, all Finished", func(t *testing.T) {
		a := declare(t, nil)
		choose(t, a, NoFire)
		r := forced(6, 6, 6, 6)
		evs := append(roll(t, a, r), roll(t, a, r)...)
		if !a.Next().Done || a.Outcome().Resolved || a.Outcome().Continues {
			t.Fatalf("want done unresolved, got %+v %+v", a.Next(), a.Outcome())
		}
		if !strings.Contains(joinEvents(evs), "no assaulter went in") {
			t.Errorf("events:\n%s", joinEvents(evs))
		}
		for _, u := range append(a.Attackers(), a.Defenders()...) {
			if !u.Finished {
				t.Errorf("%s not Finished", u.ID)
			}
		}
	})

	t.Run("a defender marked Finished or Reaction cannot fire", func(t *testing.T) {
		for _, edit := range []func(*steiner){
			func(s *steiner) { s.Defenders[0].Finished = true },
			func(s *steiner) { s.Defenders[0].Reaction = true },
		} {
			a := declare(t, edit)
			if cs := a.Next().Choices; len(cs) != 1 || cs[0].Kind != NoFire {
				t.Errorf("choices %v, want only no fire", cs)
			}
		}
	})
}

// Calls out of order are errors that change nothing.
func TestTAC_A3_OutOfOrder(t *testing.T) {
	a := declare(t, nil)
	before := a.Next()
	if _, err := a.Roll(forced(1, 1)); err == nil || !strings.Contains(err.Error(), "a choice is due") {
		t.Errorf("roll while a choice is due: %v", err)
	}
	if _, err := a.Choose(Choice{Kind: OfficerJoins, Officer: "Steiner"}); err == nil || !strings.Contains(err.Error(), "not a legal choice") {
		t.Errorf("illegal choice: %v", err)
	}
	if _, err := a.Choose(Choice{Kind: FireBefore, Hex: labelled(t, "101")}); err == nil {
		t.Errorf("fire at a hex nobody assaults from: no error")
	}
	if a.Phase() != before.Phase || len(a.Next().Choices) != len(before.Choices) || len(a.Events()) != 0 {
		t.Errorf("state changed by refused calls")
	}
	choose(t, a, FireBefore, labelled(t, "303"))
	if _, err := a.Choose(Choice{Kind: NoFire}); err == nil || !strings.Contains(err.Error(), "a roll is due") {
		t.Errorf("choice while a roll is due: %v", err)
	}
	if _, err := a.Roll(nil); err == nil {
		t.Errorf("nil roller: no error")
	}
	// A forced script that runs out fails the roll and changes nothing.
	if _, err := a.Roll(forced(2)); err == nil {
		t.Errorf("exhausted script: no error")
	}
	if st := a.Next(); st.Roll == nil || st.Roll.Kind != FireRoll || unitByID(a.Attackers(), "GE 1/B").Steps != 2 {
		t.Errorf("a failed roll changed the assault: %+v", st)
	}
	r := forced(SteinerRolls()...)
	for !a.Next().Done {
		if st := a.Next(); st.Roll != nil {
			roll(t, a, r)
		} else {
			if _, err := a.Choose(st.Choices[len(st.Choices)-1]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := a.Roll(r); err == nil || !strings.Contains(err.Error(), "over") {
		t.Errorf("roll after the end: %v", err)
	}
	if _, err := a.Choose(Choice{Kind: NoFire}); err == nil {
		t.Errorf("choice after the end: no error")
	}
	var nilA *Assault
	if _, err := nilA.Roll(r); err == nil {
		t.Errorf("nil assault roll: no error")
	}
	if _, err := nilA.Choose(Choice{}); err == nil {
		t.Errorf("nil assault choice: no error")
	}
	if !nilA.Next().Done {
		t.Errorf("nil assault: want Done")
	}
}

// TAC-A4: fire before the pre-check takes its terrain from the hex the
// assault comes from; after it, from the defender's hex; by default both
// the divisor and the crest DRM from the same hex.
func TestTAC_A4_DivisorByTiming(t *testing.T) {
	// Before: from 303 (open hillside on a crest line) or 204 (wood).
	for _, c := range []struct {
		from    string
		divisor int
		crest   bool
	}{{"303", 2, true}, {"204", 3, false}} {
		a := declare(t, nil)
		choose(t, a, FireBefore, labelled(t, c.from))
		f := a.Next().Roll.Fire
		if f.Divisor != c.divisor || f.Crest != c.crest {
			t.Errorf("fire before at %s: divisor %d crest %v, want %d %v", c.from, f.Divisor, f.Crest, c.divisor, c.crest)
		}
	}
	// After: the farm of 304, divisor 3, no crest line there; under
	// CrestWhereStanding the crest DRM follows the units from 303.
	for _, c := range []struct {
		name   string
		policy CrestPolicy
		crest  bool
	}{{"default: same hex", CrestWithDivisor, false}, {"crest where standing", CrestWhereStanding, true}} {
		t.Run(c.name, func(t *testing.T) {
			a := declare(t, func(s *steiner) { s.Rules.Crest = c.policy })
			choose(t, a, FireAfter)
			r := forced(1, 1, 1, 1)
			roll(t, a, r)
			roll(t, a, r)
			choose(t, a, OfficerJoins)
			st := a.Next()
			if st.Phase != PhaseFireAfter || st.Roll == nil {
				t.Fatalf("want the fire after, got %+v", st)
			}
			if f := st.Roll.Fire; f.Divisor != 3 || f.Crest != c.crest || !f.Moving {
				t.Errorf("fire after = %+v, want divisor 3, crest %v, moving", f, c.crest)
			}
		})
	}
	if err := (Rules{Crest: 7}).Validate(); err == nil {
		t.Errorf("unknown crest policy accepted")
	}
}
