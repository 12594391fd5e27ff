package tactical

import (
	"strings"
	"testing"
)

// TAC-A1: an assault takes place in the defender's hex with at most 9
// steps a side.
func TestTAC_A1_StackLimit(t *testing.T) {
	units := func(steps ...int) []Unit {
		var us []Unit
		for _, s := range steps {
			us = append(us, Unit{Steps: s, FullSteps: s})
		}
		return us
	}
	for _, c := range []struct {
		name  string
		units []Unit
		ok    bool
	}{
		{"empty", nil, true},
		{"one section", units(2), true},
		{"exactly 9", units(3, 3, 3), true},
		{"10 steps", units(4, 4, 2), false},
		{"eliminated units do not count", append(units(3, 3, 3), Unit{Steps: 0, FullSteps: 4}), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := CheckStack("test", c.units)
			if (err == nil) != c.ok {
				t.Errorf("CheckStack = %v, want ok %v", err, c.ok)
			}
		})
	}

	// Declare applies it to both sides, in the defender's hex.
	tooMany := func(s *steiner) {
		for i := range 4 {
			x := s.Assaulters[i%2]
			x.ID += strings.Repeat("'", i+1)
			x.Officer = ""
			s.Assaulters = append(s.Assaulters, x)
		}
	}
	if _, err := steinerSetup(t, tooMany).declare(); err == nil || !strings.Contains(err.Error(), "12 steps") {
		t.Errorf("12 assaulting steps: err = %v", err)
	}
	bigDefence := func(s *steiner) {
		for _, id := range []string{"BE 2", "BE 3", "BE 4", "BE 5"} {
			d := s.Defenders[0]
			d.ID = id
			s.Defenders = append(s.Defenders, d)
		}
	}
	if _, err := steinerSetup(t, bigDefence).declare(); err == nil || !strings.Contains(err.Error(), "defenders in hex 304: 10 steps") {
		t.Errorf("10 defending steps: err = %v", err)
	}
}
