package tactical

import (
	"math"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom"
)

// TAC-A2: assaulters stand adjacent to the enemy, have the MP to enter its
// hex and declare; each then takes a pre-assault check.
func TestTAC_A2_Declaration(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(*Setup)
		want string // "" for a valid declaration
	}{
		{"the seed's declaration", nil, ""},
		{"just enough MP: the farm costs 2", func(s *Setup) { s.Assaulters[0].MPLeft = 2 }, ""},
		{"not enough MP", func(s *Setup) { s.Assaulters[0].MPLeft = 1.5 }, `unit "GE 1/A" has 1.5 MP left, entering hex 304 costs 2`},
		{"negative MP", func(s *Setup) { s.Assaulters[0].MPLeft = -1 }, "MP left"},
		{"NaN MP", func(s *Setup) { s.Assaulters[0].MPLeft = math.NaN() }, "MP left"},
		{"not adjacent", func(s *Setup) { s.Assaulters[0].From = hex(t, "202") }, "hex 202 is not adjacent to the assaulted hex 304"},
		{"from the target itself", func(s *Setup) { s.Assaulters[0].From = s.Target }, "not adjacent"},
		{"a Finished unit", func(s *Setup) { s.Assaulters[1].Finished = true }, `"GE 1/B" is marked Finished`},
		{"unknown formation", func(s *Setup) { s.Formations = nil }, `unknown formation "Steiner"`},
		{"same ID twice", func(s *Setup) { s.Assaulters[1].ID = "GE 1/A" }, "given twice"},
		{"an ID shared across sides", func(s *Setup) { s.Defenders[0].ID = "GE 1/A" }, "given twice"},
		{"eliminated assaulter", func(s *Setup) { s.Assaulters[0].Steps = 0 }, "eliminated"},
		{"no assaulters", func(s *Setup) { s.Assaulters = nil }, "needs defenders and assaulters"},
		{"no defenders", func(s *Setup) { s.Defenders = nil }, "needs defenders and assaulters"},
		{"target off the map", func(s *Setup) { s.Target = geom.Hex{Q: 40, R: 40} }, "off the map"},
		{"no ground", func(s *Setup) { s.Ground = nil }, "no ground"},
		{"no CRT", func(s *Setup) { s.Rules.CRT = nil }, "no assault CRT"},
		{"bad unit", func(s *Setup) { s.Defenders[0].Morale = 13 }, "morale 13"},
		{"bad formation", func(s *Setup) { s.Formations[0].Sections = 0 }, "0 sections"},
		{"impassable entry", func(s *Setup) {
			s.StepCost = func(_, _ geom.Hex, _ geom.Side) (float64, bool) { return 0, false }
		}, "cannot enter hex 304"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Declare(steinerSetup(t, c.edit))
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
