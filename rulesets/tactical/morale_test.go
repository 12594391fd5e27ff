package tactical

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/combat"
)

// TAC-F3: a formation checks when its hits exceed its sections; a unit out
// of command checks itself.
func TestTAC_F3_FormationAndUnitChecks(t *testing.T) {
	for _, c := range []struct {
		hits, sections int
		check          bool
	}{{1, 2, false}, {2, 2, false}, {3, 2, true}, {0, 1, false}, {2, 1, true}} {
		if got := FormationMustCheck(c.hits, c.sections); got != c.check {
			t.Errorf("FormationMustCheck(%d, %d) = %v", c.hits, c.sections, got)
		}
	}
	if m, ok := FormationMorale([]Unit{{Steps: 2, FullSteps: 2, Morale: 10}, {Steps: 1, FullSteps: 2, Morale: 10}}); !ok || m != 9 {
		t.Errorf("formation morale = %d %v, want the weakest, 9", m, ok)
	}
	if _, ok := FormationMorale([]Unit{{Steps: 0, FullSteps: 2, Morale: 10}}); ok {
		t.Errorf("formation of eliminated units has a morale")
	}

	// A formation of 1 section hit twice checks, and failing keeps it out.
	a := declare(t, func(s *steiner) {
		s.Formations[0].Sections = 1
		s.Defenders[0].Fire = combat.Int(40)
	})
	choose(t, a, FireBefore, labelled(t, "303"))
	r := forced(1, 1, 6, 6, 6, 6)
	evs := roll(t, a, r) // 2 on the 31..99 column: 12 / 2 = 6 hits, two units' worth
	st := a.Next()
	if st.Roll == nil || st.Roll.Kind != MoraleRoll || !strings.HasPrefix(st.Roll.Purpose, "formation Steiner morale check") {
		t.Fatalf("want the formation check, got %+v\n%s", st, joinEvents(evs))
	}
	if strings.Join(st.Roll.Units, ",") != "GE 1/A" {
		t.Errorf("formation check units %v (GE 1/B is eliminated)", st.Roll.Units)
	}

	// A unit out of command that is hit checks itself.
	a = declare(t, func(s *steiner) { s.Assaulters[1].OutOfCommand = true })
	choose(t, a, FireBefore, labelled(t, "303"))
	roll(t, a, forced(2, 3))
	st = a.Next()
	if st.Roll == nil || st.Roll.Kind != MoraleRoll || st.Roll.Purpose != "morale check of GE 1/B, out of command" || st.Roll.Check.Target != 9 {
		t.Fatalf("want GE 1/B's own check at 9, got %+v", st)
	}
	roll(t, a, forced(6, 6)) // fails
	if u := unitByID(a.Attackers(), "GE 1/B"); !u.FailedMorale {
		t.Errorf("GE 1/B failed its check but is not marked")
	}
	roll(t, a, forced(3, 3)) // leader check: 6 − 1 = 5, unhurt
	roll(t, a, forced(1, 1)) // GE 1/A passes; GE 1/B does not go in
	if a.Phase() != PhaseOfficers || strings.Join(a.Going(), ",") != "GE 1/A" {
		t.Errorf("phase %v, going %v", a.Phase(), a.Going())
	}
}

// TAC-F4: a section with an officer that loses a step checks: 2D6, −1 for
// defensive fire, the leader lost on 2 or less.
func TestTAC_F4_LeaderLoss(t *testing.T) {
	if got, want := LeaderLossChance(false), frac(t, 1, 36); got != want {
		t.Errorf("ordinary loss: %v, want %v", got, want)
	}
	if got, want := LeaderLossChance(true), frac(t, 3, 36); got != want {
		t.Errorf("defensive fire: %v, want %v", got, want)
	}
	for _, c := range []struct {
		name      string
		faces     []int
		defensive bool
		lost      bool
	}{
		{"the seed: 5 − 1 = 4, no loss", []int{1, 4}, true, false},
		{"3 − 1 = 2, lost", []int{1, 2}, true, true},
		{"3 with no DRM, kept", []int{1, 2}, false, false},
		{"2, lost", []int{1, 1}, false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := RollLeaderLoss(forced(c.faces...), "leader", c.defensive)
			if err != nil || res.Pass != c.lost {
				t.Errorf("%v, %v; want lost %v", res, err, c.lost)
			}
		})
	}
	if _, err := RollLeaderLoss(nil, "x", true); err == nil {
		t.Errorf("nil roller: no error")
	}
	// In the sequence: a lost leader leaves his section.
	a := declare(t, nil)
	choose(t, a, FireBefore, labelled(t, "303"))
	roll(t, a, forced(2, 3))
	evs := roll(t, a, forced(1, 2))
	if !strings.Contains(evs[0].Text, "Steiner is lost") || unitByID(a.Attackers(), "GE 1/B").Officer != "" {
		t.Errorf("leader loss: %s", joinEvents(evs))
	}
	// With no officer to join, only staying... and a lost officer chooses nothing.
	roll(t, a, forced(1, 1))
	roll(t, a, forced(1, 1))
	if st := a.Next(); st.Phase == PhaseOfficers {
		t.Errorf("a lost officer still has a choice: %+v", st)
	}
}

// TAC-M1: 2D6 at most the morale passes; 10 under command without losses,
// 9 with a step lost; failing the pre-check marks Finished; the officer
// needs no check and joins or stays.
func TestTAC_M1_Morale(t *testing.T) {
	full := Unit{ID: "x", Steps: 2, FullSteps: 2, Morale: 10}
	hit := full
	hit.Steps = 1
	if full.CurrentMorale() != 10 || hit.CurrentMorale() != 9 {
		t.Errorf("morale %d and %d, want 10 and 9", full.CurrentMorale(), hit.CurrentMorale())
	}
	for _, c := range []struct {
		morale int
		chance combat.Frac
	}{{10, frac(t, 33, 36)}, {9, frac(t, 30, 36)}, {2, frac(t, 1, 36)}, {12, combat.Int(1)}, {1, combat.Int(0)}} {
		if got := MoraleChance(c.morale); got != c.chance {
			t.Errorf("morale %d: %v, want %v", c.morale, got, c.chance)
		}
	}
	for _, c := range []struct {
		name   string
		faces  []int
		morale int
		pass   bool
	}{{"9 vs 10 passes", []int{4, 5}, 10, true}, {"10 vs 9 fails", []int{6, 4}, 9, false}, {"equal passes", []int{4, 5}, 9, true}} {
		t.Run(c.name, func(t *testing.T) {
			res, err := RollMorale(forced(c.faces...), "morale", c.morale)
			if err != nil || res.Pass != c.pass {
				t.Errorf("%v, %v", res, err)
			}
		})
	}
	if _, err := RollMorale(nil, "x", 9); err == nil {
		t.Errorf("nil roller: no error")
	}
	// The officer joins: he goes in with the section that passed.
	a := declare(t, nil)
	choose(t, a, NoFire)
	roll(t, a, forced(1, 1))
	roll(t, a, forced(6, 6))
	if u := unitByID(a.Attackers(), "GE 1/B"); !u.Finished || !u.FailedMorale {
		t.Errorf("failed pre-check: %+v", u)
	}
	if st := a.Next(); st.Phase != PhaseOfficers || st.Roll != nil {
		t.Fatalf("the officer takes no check: %+v", st)
	}
	evs := choose(t, a, OfficerJoins)
	if !strings.Contains(evs[0].Text, "Steiner joins the assault with GE 1/A") || unitByID(a.Attackers(), "GE 1/A").Officer != "Steiner" {
		t.Errorf("join: %s", joinEvents(evs))
	}
}
