package hexsight_test

import (
	"math"
	"strings"
	"testing"

	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/los/hexsight/hexsighttest"
	"pgregory.net/rapid"
)

// Misconfigured rule lists are errors, not panics or silent drops.
func TestHexBuiltinErrors(t *testing.T) {
	m := smallHexMap(t, nil, nil)
	var nilThr *hexsight.Threshold
	deep := hexsight.Join(hexsight.Threshold{})
	for range 70 {
		deep = hexsight.Join(deep)
	}
	for _, c := range []struct {
		name  string
		rules []hexsight.Rule
		want  string
	}{
		{"threshold twice", []hexsight.Rule{hexsight.Threshold{Limit: 1}, hexsight.Join(hexsight.Threshold{Limit: 2})}, "given twice"},
		{"elevation twice", []hexsight.Rule{hexsight.Elevation{}, &hexsight.Elevation{}}, "given twice"},
		{"nil pointer", []hexsight.Rule{nilThr}, "nil *hexsight.Threshold"},
		{"blind without elevation", []hexsight.Rule{hexsight.Blind{Hexes: 1}}, "needs an Elevation"},
		{"negative blind", []hexsight.Rule{hexsight.Elevation{}, hexsight.Blind{Hexes: -1}}, "negative Blind"},
		{"NaN limit", []hexsight.Rule{hexsight.Threshold{Limit: math.NaN()}}, "NaN"},
		{"NaN eye", []hexsight.Rule{hexsight.Elevation{Eye: math.NaN()}}, "NaN"},
		{"deep join", []hexsight.Rule{deep}, "nested too deep"},
	} {
		_, err := hexsight.New(m, hexsight.Rules{Rules: c.rules})
		if err == nil || !strings.HasPrefix(err.Error(), "hexsight: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
}

// A pointer to a built-in, or a built-in inside Join, is compiled
// like the value: the same verdicts, and the blind hex reported as such
// (the hook would report BlockedByRule).
func TestHexBuiltinForms(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := hexsighttest.SceneOf(4).Draw(t, "scene")
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		base := hexsighttest.Rules(hexsight.SpineBoth, true, 2)
		alt := base
		alt.Rules = []hexsight.Rule{&hexsight.Threshold{Limit: 2}, hexsight.Join(hexsight.Elevation{Eye: 0.5, Target: 0.5, Obstacle: hexsighttest.Height}, &hexsight.Blind{Hexes: 1})}
		h1, err := hexsight.New(m, base)
		if err != nil {
			t.Fatal(err)
		}
		h2, err := hexsight.New(m, alt)
		if err != nil {
			t.Fatal(err)
		}
		var tr hexsight.Tracer
		a, b := sc.Pick().Draw(t, "a"), sc.Pick().Draw(t, "b")
		v1, _ := h1.LoS(&tr, a, b)
		s1, r1 := v1.Seen, v1.Reason
		v2, _ := h2.LoS(&tr, a, b)
		if s1 != v2.Seen || r1 != v2.Reason || v2.Reason == hexsight.BlockedByRule {
			t.Fatalf("%v->%v: value %v %v, pointer/joined %v %v", a, b, s1, r1, v2.Seen, v2.Reason)
		}
	})
}

// Elevation read through the hook (ground only) decides as the compiled
// model on a map without obstacles; Blind read through the hook
// (BlindHexes) as the compiled Blind.
func TestHexBuiltinsAsHooks(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := hexsighttest.SceneOf(4).Draw(t, "scene")
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		eye := float64(rapid.IntRange(0, 4).Draw(t, "eye")) / 2
		n := rapid.IntRange(0, 2).Draw(t, "blind")
		el := hexsight.Elevation{Eye: eye, Target: eye}
		compiled, err := hexsight.New(m, hexsight.Rules{Rules: []hexsight.Rule{el, hexsight.Blind{Hexes: n}}})
		if err != nil {
			t.Fatal(err)
		}
		// Elevation stays compiled for the line's heights; its reading
		// goes through the hook too (adding nothing new), and so does
		// the blind rule.
		hooked, err := hexsight.New(m, hexsight.Rules{Rules: []hexsight.Rule{el, hexsight.RuleFunc(el.ReadHex), hexsight.BlindHexes(n)}})
		if err != nil {
			t.Fatal(err)
		}
		var tr hexsight.Tracer
		a, b := sc.Pick().Draw(t, "a"), sc.Pick().Draw(t, "b")
		v1, _ := compiled.LoS(&tr, a, b)
		s1 := v1.Seen
		v2, _ := hooked.LoS(&tr, a, b)
		if s1 != v2.Seen {
			t.Fatalf("%v->%v: compiled %v, hook %v (%v)", a, b, s1, v2.Seen, v2.Reason)
		}
	})
}
