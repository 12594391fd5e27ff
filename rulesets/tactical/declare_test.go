package tactical

import (
	"math"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
)

// TAC-A2: assaulters stand adjacent to the enemy, have the MP to enter its
// hex and declare; each then takes a pre-assault check.
func TestTAC_A2_Declaration(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(*steiner)
		want string // "" for a valid declaration
	}{
		{"the seed's declaration", nil, ""},
		{"just enough MP: the farm costs 2", func(s *steiner) { s.Assaulters[0].MPLeft = 2 }, ""},
		{"not enough MP", func(s *steiner) { s.Assaulters[0].MPLeft = 1.5 }, `unit "GE 1/A" has 1.5 MP left, entering hex 304 costs 2`},
		{"negative MP", func(s *steiner) { s.Assaulters[0].MPLeft = -1 }, "MP left"},
		{"NaN MP", func(s *steiner) { s.Assaulters[0].MPLeft = math.NaN() }, "MP left"},
		{"not adjacent", func(s *steiner) { s.Assaulters[0].From = labelled(t, "202") }, "hex 202 is not adjacent to the assaulted hex 304"},
		{"from the target itself", func(s *steiner) { s.Assaulters[0].From = s.Target }, "not adjacent"},
		{"a Finished unit", func(s *steiner) { s.Assaulters[1].Finished = true }, `"GE 1/B" is marked Finished`},
		{"unknown formation", func(s *steiner) { s.Formations = nil }, `unknown formation "Steiner"`},
		{"same ID twice", func(s *steiner) { s.Assaulters[1].ID = "GE 1/A" }, "given twice"},
		{"an ID shared across sides", func(s *steiner) { s.Defenders[0].ID = "GE 1/A" }, "given twice"},
		{"eliminated assaulter", func(s *steiner) { s.Assaulters[0].Steps = 0 }, "eliminated"},
		{"no assaulters", func(s *steiner) { s.Assaulters = nil }, "needs defenders and assaulters"},
		{"no defenders", func(s *steiner) { s.Defenders = nil }, "needs defenders and assaulters"},
		{"target off the map", func(s *steiner) { s.Target = hex.Hex{Q: 40, R: 40} }, "off the map"},
		{"no map", func(s *steiner) { s.Map = nil }, "nil hex map"},
		{"a CRT without odds columns", func(s *steiner) { s.Rules.CRT = factorCRT(t) }, "odds columns"},
		{"a negative section value", func(s *steiner) { s.Rules.SectionValue = -1 }, "section value -1"},
		{"bad unit", func(s *steiner) { s.Defenders[0].Morale = 13 }, "morale 13"},
		{"bad formation", func(s *steiner) { s.Formations[0].Sections = 0 }, "0 sections"},
		{"impassable entry", func(s *steiner) {
			s.StepCost = func(_, _ hex.Hex, _ hex.Side) (float64, bool) { return 0, false }
		}, "cannot enter hex 304"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := steinerSetup(t, c.edit).declare()
			switch {
			case c.want == "" && err != nil:
				t.Errorf("unexpected error %v", err)
			case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
				t.Errorf("err = %v, want one containing %q", err, c.want)
			case err != nil && !strings.HasPrefix(err.Error(), "tactical: "):
				t.Errorf("err %q lacks the package prefix", err)
			}
		})
	}

	// Every declared assaulter, and only those, takes the pre-assault check.
	a := declare(t, nil)
	choose(t, a, NoFire)
	var checked []string
	for a.Phase() == PhasePreCheck {
		st := a.Next()
		checked = append(checked, st.Roll.Units...)
		roll(t, a, forced(1, 1))
	}
	if strings.Join(checked, ",") != "GE 1/A,GE 1/B" {
		t.Errorf("pre-checked %v", checked)
	}
	if got := a.Going(); len(got) != 2 {
		t.Errorf("going %v, want both", got)
	}
}
