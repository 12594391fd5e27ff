package tactical

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/combat"
)

// TAC-A3: every step of the sequence appears in the log, with why nothing
// happened when nothing did, whatever the defender chooses and whatever
// the dice say.
func TestTAC_A3_EveryStepLogged(t *testing.T) {
	first := []struct {
		name string
		pick func(Choice) bool
	}{
		{"fire before at 303", func(c Choice) bool { return c.Kind == FireBefore && c.Label == "303" }},
		{"fire after", func(c Choice) bool { return c.Kind == FireAfter }},
		{"no fire", func(c Choice) bool { return c.Kind == NoFire }},
	}
	want := []Phase{PhaseDeclared, PhasePreCheck, PhaseOfficers, PhaseFireAfter, PhaseResolution, PhaseLoserMorale, PhaseDone}
	for _, f := range first {
		for seed := uint64(1); seed <= 40; seed++ {
			a := declare(t, nil)
			r := combat.NewRoller(combat.NewSeeded(seed))
			for st := a.Next(); !st.Done; st = a.Next() {
				var err error
				if st.Roll != nil {
					_, err = a.Roll(r)
				} else {
					c := st.Choices[len(st.Choices)-1]
					for _, x := range st.Choices {
						if f.pick(x) {
							c = x
						}
					}
					_, err = a.Choose(c)
				}
				if err != nil {
					t.Fatal(err)
				}
			}
			seen := map[Phase]bool{}
			for _, e := range a.Events() {
				seen[e.Phase] = true
				nothing := e.Choice == nil && e.Check == nil && e.Fire == nil && e.Assault == nil && len(e.Losses) == 0 && len(e.Marked) == 0 && e.Phase != PhaseDone
				if nothing != (e.Skip != "") || nothing && !strings.Contains(e.Text, "no ") {
					t.Errorf("%s, seed %d: event %q with skip %q", f.name, seed, e.Text, e.Skip)
				}
			}
			for _, p := range want {
				if !seen[p] {
					t.Errorf("%s, seed %d: no event in phase %q; log:\n%v", f.name, seed, p, a.Events())
				}
			}
			if f.name == "fire before at 303" && !seen[PhaseFireBefore] {
				t.Errorf("%s, seed %d: no event of the fire before", f.name, seed)
			}
		}
	}
}
