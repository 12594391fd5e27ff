package tactical

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/combat"
)

// The seed's whole example, step by step with its rolls forced: each step's
// exact odds before the roll, then the seed's result.
func TestTAC_Example_Steiner(t *testing.T) {
	a := declare(t, nil)
	r := forced(SteinerRolls()...)

	// Declaration: the Belgian may fire at either hex now, or after the
	// pre-assault check, or not at all.
	st := a.Next()
	if st.Phase != PhaseDeclared || len(st.Choices) != 4 {
		t.Fatalf("declared: %+v", st)
	}
	choose(t, a, FireBefore, labelled(t, "303"))

	// Defensive fire at 303: 2.5 factors → column 3; −1 moving, +1 crest;
	// divisor 2 from 303's open ground (TAC-A4).
	st = a.Next()
	if st.Roll == nil || st.Roll.Kind != FireRoll {
		t.Fatalf("want the fire roll, got %+v", st)
	}
	f := st.Roll.Fire
	if f.Factors != combat.Half(5) || !f.Moving || !f.Crest || f.Divisor != 2 || st.Roll.Column.Label != "3" {
		t.Errorf("fire = %+v, column %q", f, st.Roll.Column.Label)
	}
	if got, want := st.Roll.Hits.String(), "2: 1/6, 1: 5/12, 0: 5/12"; got != want {
		t.Errorf("hit odds = %s, want %s", got, want)
	}
	evs := roll(t, a, r)
	fire := evs[0].Fire
	if fire == nil || fire.Table.Raw != 5 || fire.Table.Final != 5 || fire.Table.Cell != 3 || fire.Hits != 1 {
		t.Fatalf("fire result = %+v", evs[0])
	}
	if u := unitByID(a.Attackers(), "GE 1/B"); u.Steps != 1 || u.CurrentMorale() != 9 {
		t.Errorf("GE 1/B after the fire: %v", u)
	}
	text := joinEvents(evs)
	for _, want := range []string{"1 hit does not exceed its 2 sections: no formation morale check", "GE 1/B is under command: no morale check of its own"} {
		if !strings.Contains(text, want) {
			t.Errorf("events lack %q:\n%s", want, text)
		}
	}

	// Leader check for Steiner: 2D6 −1, lost on 2 or less: 3/36.
	st = a.Next()
	if st.Roll == nil || st.Roll.Kind != LeaderRoll || st.Roll.Chance != frac(t, 1, 12) {
		t.Fatalf("want the leader check at 1/12, got %+v", st)
	}
	evs = roll(t, a, r)
	if c := evs[0].Check; c == nil || c.Raw != 5 || c.Final != 4 || c.Pass {
		t.Errorf("leader check = %+v", evs[0])
	}

	// Pre-assault checks: 204 at morale 10 (33/36) rolls 9 and passes; 303
	// at morale 9 (30/36) rolls 10 and fails, marked Finished.
	for _, c := range []struct {
		id     string
		morale int
		chance combat.Frac
		raw    int
		pass   bool
	}{{"GE 1/A", 10, frac(t, 33, 36), 9, true}, {"GE 1/B", 9, frac(t, 30, 36), 10, false}} {
		st = a.Next()
		if st.Phase != PhasePreCheck || st.Roll == nil || st.Roll.Check.Target != c.morale || st.Roll.Chance != c.chance {
			t.Fatalf("%s pre-check: %+v", c.id, st)
		}
		evs = roll(t, a, r)
		if got := evs[0].Check; got.Raw != c.raw || got.Pass != c.pass {
			t.Errorf("%s pre-check = %v", c.id, got)
		}
	}
	if u := unitByID(a.Attackers(), "GE 1/B"); !u.Finished {
		t.Errorf("GE 1/B failed its pre-check but is not Finished")
	}

	// The officer needs no check: he may join or stay, and stays.
	st = a.Next()
	if st.Phase != PhaseOfficers || len(st.Choices) != 2 {
		t.Fatalf("officers: %+v", st)
	}
	choose(t, a, OfficerStays)

	// Resolution: 4 against 4 → 1:1; −1 attacker morale 10, −1 defender
	// out of command with morale 6 → 0/1r 3/6, 0/1 2/6, 1/1 1/6.
	st = a.Next()
	if st.Roll == nil || st.Roll.Kind != AssaultRoll {
		t.Fatalf("want the assault roll, got %+v", st)
	}
	if st.Roll.Attack != combat.Int(4) || st.Roll.Defence != combat.Int(4) || st.Roll.Column.Label != "1:1" {
		t.Errorf("assault odds %v:%v column %q", st.Roll.Attack, st.Roll.Defence, st.Roll.Column.Label)
	}
	if b, _ := st.Roll.Mods.Sum(); b.Total != -2 || len(b.Mods) != 2 {
		t.Errorf("assault DRMs = %v", b)
	}
	if got, want := st.Roll.Results.String(), "0/1r: 1/2, 0/1: 1/3, 1/1: 1/6"; got != want {
		t.Errorf("assault odds = %s, want %s", got, want)
	}
	evs = roll(t, a, r)
	res := evs[0].Assault
	if res == nil || res.Raw != 5 || res.Final != 3 || res.Cell.String() != "0/1" {
		t.Fatalf("assault = %+v", evs[0])
	}

	// No retreat: the assault continues next activation; everyone Finished.
	if !a.Next().Done {
		t.Fatalf("not done: %+v", a.Next())
	}
	o := a.Outcome()
	if !o.Resolved || o.Loser != NoSide || !o.Continues {
		t.Errorf("outcome = %+v", o)
	}
	for _, u := range append(a.Attackers(), a.Defenders()...) {
		if !u.Finished {
			t.Errorf("%s not marked Finished", u.ID)
		}
	}
	if u := unitByID(a.Defenders(), "BE 1"); u.Steps != 1 {
		t.Errorf("BE 1 = %v, want 1 step left", u)
	}
	if u := unitByID(a.Attackers(), "GE 1/B"); u.Officer != "Steiner" {
		t.Errorf("Steiner should stay with GE 1/B in 303: %v", u)
	}
	if rem := r.Len(); rem != 5 {
		t.Errorf("%d rolls made, want 5", rem)
	}
}

func joinEvents(evs []Event) string {
	var b strings.Builder
	for _, e := range evs {
		b.WriteString(e.Text + "\n")
	}
	return b.String()
}
