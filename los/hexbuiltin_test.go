package los_test

import (
	"math"
	"strings"
	"testing"

	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/lostest"
	"pgregory.net/rapid"
)

// Misconfigured rule lists are errors, not panics or silent drops.
func TestHexBuiltinErrors(t *testing.T) {
	m := smallHexMap(t, nil, nil)
	var nilThr *los.Threshold
	deep := los.JoinHexRules(los.Threshold{})
	for range 70 {
		deep = los.JoinHexRules(deep)
	}
	for _, c := range []struct {
		name  string
		rules []los.HexRule
		want  string
	}{
		{"threshold twice", []los.HexRule{los.Threshold{Limit: 1}, los.JoinHexRules(los.Threshold{Limit: 2})}, "given twice"},
		{"elevation twice", []los.HexRule{los.Elevation{}, &los.Elevation{}}, "given twice"},
		{"nil pointer", []los.HexRule{nilThr}, "nil *los.Threshold"},
		{"blind without elevation", []los.HexRule{los.Blind{Hexes: 1}}, "needs an Elevation"},
		{"negative blind", []los.HexRule{los.Elevation{}, los.Blind{Hexes: -1}}, "negative Blind"},
		{"NaN limit", []los.HexRule{los.Threshold{Limit: math.NaN()}}, "NaN"},
		{"NaN eye", []los.HexRule{los.Elevation{Eye: math.NaN()}}, "NaN"},
		{"deep join", []los.HexRule{deep}, "nested too deep"},
	} {
		_, err := los.NewHexSight(m, los.HexRules{Rules: c.rules})
		if err == nil || !strings.HasPrefix(err.Error(), "los: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
}

// A pointer to a built-in, or a built-in inside JoinHexRules, is compiled
// like the value: the same verdicts, and the blind hex reported as such
// (the hook would report BlockedByRule).
func TestHexBuiltinForms(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := lostest.HexSceneOf(4).Draw(t, "scene")
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		base := lostest.HexRules(los.SpineBoth, true, 2)
		alt := base
		alt.Rules = []los.HexRule{&los.Threshold{Limit: 2}, los.JoinHexRules(los.Elevation{Eye: 0.5, Target: 0.5, Obstacle: lostest.Height}, &los.Blind{Hexes: 1})}
		h1, err := los.NewHexSight(m, base)
		if err != nil {
			t.Fatal(err)
		}
		h2, err := los.NewHexSight(m, alt)
		if err != nil {
			t.Fatal(err)
		}
		var tr los.HexTracer
		a, b := sc.Pick().Draw(t, "a"), sc.Pick().Draw(t, "b")
		v1, _ := h1.LoS(&tr, a, b)
		s1, r1 := v1.Seen, v1.Reason
		v2, _ := h2.LoS(&tr, a, b)
		if s1 != v2.Seen || r1 != v2.Reason || v2.Reason == los.BlockedByRule {
			t.Fatalf("%v->%v: value %v %v, pointer/joined %v %v", a, b, s1, r1, v2.Seen, v2.Reason)
		}
	})
}

// Elevation read through the hook (ground only) decides as the compiled
// model on a map without obstacles; Blind read through the hook
// (BlindHexes) as the compiled Blind.
func TestHexBuiltinsAsHooks(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := lostest.HexSceneOf(4).Draw(t, "scene")
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		eye := float64(rapid.IntRange(0, 4).Draw(t, "eye")) / 2
		n := rapid.IntRange(0, 2).Draw(t, "blind")
		el := los.Elevation{Eye: eye, Target: eye}
		compiled, err := los.NewHexSight(m, los.HexRules{Rules: []los.HexRule{el, los.Blind{Hexes: n}}})
		if err != nil {
			t.Fatal(err)
		}
		// Elevation stays compiled for the line's heights; its reading
		// goes through the hook too (adding nothing new), and so does
		// the blind rule.
		hooked, err := los.NewHexSight(m, los.HexRules{Rules: []los.HexRule{el, los.HexRuleFunc(el.ReadHex), los.BlindHexes(n)}})
		if err != nil {
			t.Fatal(err)
		}
		var tr los.HexTracer
		a, b := sc.Pick().Draw(t, "a"), sc.Pick().Draw(t, "b")
		v1, _ := compiled.LoS(&tr, a, b)
		s1 := v1.Seen
		v2, _ := hooked.LoS(&tr, a, b)
		if s1 != v2.Seen {
			t.Fatalf("%v->%v: compiled %v, hook %v (%v)", a, b, s1, v2.Seen, v2.Reason)
		}
	})
}
