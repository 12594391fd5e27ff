package hexsight_test

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/los/hexsight/hexsighttest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// Misconfigured built-ins are errors, not panics or silent drops.
func TestHexBuiltinErrors(t *testing.T) {
	m := smallHexMap(t, nil, nil)
	for _, c := range []struct {
		name  string
		rules hexsight.Rules
		want  string
	}{
		{"unknown spine policy", hexsight.Rules{Spine: 9}, "unknown spine policy"},
		{"negative blind", hexsight.Rules{Elevation: &hexsight.Elevation{Blind: -1}}, "negative Blind"},
		{"NaN limit", hexsight.Rules{Threshold: hexsight.Threshold{Limit: math.NaN()}}, "NaN"},
		{"NaN eye", hexsight.Rules{Elevation: &hexsight.Elevation{Eye: math.NaN()}}, "NaN"},
		{"NaN target", hexsight.Rules{Elevation: &hexsight.Elevation{Target: math.NaN()}}, "NaN"},
	} {
		_, err := hexsight.New(m, c.rules)
		if err == nil || !strings.HasPrefix(err.Error(), "hexsight: ") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
}

// New keeps a copy of the rules: changing the caller's elevation model or
// rule list afterwards changes nothing, and neither does changing what
// Rules returns.
func TestHexRulesAreCopied(t *testing.T) {
	m := smallHexMap(t, nil, nil)
	el := &hexsight.Elevation{Eye: 1}
	own := []hexsight.Rule{hexsight.BlindHexes(1)}
	hs, err := hexsight.New(m, hexsight.Rules{Elevation: el, Rules: own})
	if err != nil {
		t.Fatal(err)
	}
	el.Eye, own[0] = 7, nil
	got := hs.Rules()
	if got.Elevation == el || got.Elevation.Eye != 1 || got.Rules[0] == nil {
		t.Fatalf("rules not copied: %+v", got)
	}
	got.Elevation.Eye = 9
	if hs.Rules().Elevation.Eye != 1 {
		t.Fatal("Rules returned the Sight's own model")
	}
}

// Join reads a nested Join as its rules.
func TestHexJoin(t *testing.T) {
	one := hexsight.RuleFunc(func(*hexsight.Element) (float64, bool) { return 1, false })
	block := hexsight.RuleFunc(func(*hexsight.Element) (float64, bool) { return 0, true })
	j := hexsight.Join(one, hexsight.Join(one, hexsight.Join(block)))
	if s, b := j.ReadHex(&hexsight.Element{}); s != 2 || !b {
		t.Fatalf("joined: %v %v", s, b)
	}
	if s, b := hexsight.Join(one, one).ReadHex(&hexsight.Element{}); s != 2 || b {
		t.Fatalf("joined: %v %v", s, b)
	}
	if s, b := hexsight.Join().ReadHex(&hexsight.Element{}); s != 0 || b {
		t.Fatalf("empty join: %v %v", s, b)
	}
}

// A nil part of a combinator is an error where it is validated, never
// skipped: a nil rule in Join, nested or not, or in Rules.Rules is an
// error of New naming it; read directly, a Join with a nil rule blocks
// every element, as los.All with a nil rule sees nothing.
func TestJoinNilRuleIsError(t *testing.T) {
	m := smallHexMap(t, nil, nil)
	one := hexsight.RuleFunc(func(*hexsight.Element) (float64, bool) { return 1, false })
	for name, rules := range map[string][]hexsight.Rule{
		"nil in Rules":       {one, nil},
		"nil in Join":        {hexsight.Join(one, nil)},
		"nil in nested Join": {hexsight.Join(one, hexsight.Join(nil))},
	} {
		_, err := hexsight.New(m, hexsight.Rules{Rules: rules})
		if err == nil || !strings.HasPrefix(err.Error(), "hexsight: ") || !strings.Contains(err.Error(), "nil") {
			t.Errorf("%s: error %v, want one naming the nil rule", name, err)
		}
	}
	if s, b := hexsight.Join(one, nil).ReadHex(&hexsight.Element{}); s != 1 || !b {
		t.Errorf("Join(one, nil) read directly: %v %v, want it to block", s, b)
	}
}

// The blind-hex rule read through the hook (BlindHexes) decides as the
// compiled one (Elevation.Blind); ground read through the hook
// (ObstacleAbove of the ground) adds nothing to the compiled heights.
func TestHexBuiltinsAsHooks(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := hexsighttest.SceneOf(4).Draw(t, "scene")
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		eye := float64(rapid.IntRange(0, 4).Draw(t, "eye")) / 2
		n := rapid.IntRange(0, 2).Draw(t, "blind")
		compiled, err := hexsight.New(m, hexsight.Rules{Elevation: &hexsight.Elevation{Eye: eye, Target: eye, Blind: n}})
		if err != nil {
			t.Fatal(err)
		}
		ground := hexsight.ObstacleAbove(func(e *hexsight.Element) (float64, bool) { return e.Ground, !e.IsSide })
		hooked, err := hexsight.New(m, hexsight.Rules{Elevation: &hexsight.Elevation{Eye: eye, Target: eye}, Rules: []hexsight.Rule{ground, hexsight.BlindHexes(n)}})
		if err != nil {
			t.Fatal(err)
		}
		var tr hexsight.Tracer
		a, b := sc.Pick().Draw(t, "a"), sc.Pick().Draw(t, "b")
		v1, _ := compiled.LoS(&tr, a, b)
		s1 := v1.Seen
		v2, _ := hooked.LoS(&tr, a, b)
		if s1 != v2.Seen || v1.Reason != v2.Reason || v1.BlockedStep != v2.BlockedStep {
			t.Fatalf("%v->%v: compiled %v (%v at %d), hook %v (%v at %d)", a, b, s1, v1.Reason, v1.BlockedStep, v2.Seen, v2.Reason, v2.BlockedStep)
		}
	})
}

// A blind hex has one reason, BlockedByBlind, at one element, the crest,
// whether the rule is compiled (Elevation.Blind) or read through the
// hook (BlindHexes): an observer on a hill of 3 looks over a crest of 1
// at (3,3); (4,3) just behind it is blind.
func TestBlindHexOneReason(t *testing.T) {
	m := smallHexMap(t, []terrain.HexData{{Hex: hex.Hex{Q: 1, R: 3}, Type: "clear", Elevation: 3}, {Hex: hex.Hex{Q: 3, R: 3}, Type: "clear", Elevation: 1}}, nil)
	compiled, err1 := hexsight.New(m, hexsight.Rules{Elevation: &hexsight.Elevation{Blind: 1}})
	hooked, err2 := hexsight.New(m, hexsight.Rules{Elevation: &hexsight.Elevation{}, Rules: []hexsight.Rule{hexsight.BlindHexes(1)}})
	joined, err3 := hexsight.New(m, hexsight.Rules{Elevation: &hexsight.Elevation{}, Rules: []hexsight.Rule{hexsight.Join(hexsight.RuleFunc(func(*hexsight.Element) (float64, bool) { return 0, false }), hexsight.BlindHexes(1))}})
	if err := errors.Join(err1, err2, err3); err != nil {
		t.Fatal(err)
	}
	obs, blind, crest := hex.Hex{Q: 1, R: 3}, hex.Hex{Q: 4, R: 3}, hex.Hex{Q: 3, R: 3}
	var tr hexsight.Tracer
	for name, hs := range map[string]*hexsight.Sight{"compiled": compiled, "BlindHexes": hooked, "joined": joined} {
		for _, ends := range [][2]hex.Hex{{obs, blind}, {blind, obs}} {
			v, err := hs.LoS(&tr, ends[0], ends[1])
			if err != nil {
				t.Fatal(err)
			}
			if v.Seen || v.Reason != hexsight.BlockedByBlind || !v.Blocked || v.BlockedStep < 0 || v.Steps[v.BlockedStep].Hex != crest {
				t.Errorf("%s %v->%v: %+v, want blocked at the crest %v as a blind hex", name, ends[0], ends[1], v, crest)
			}
		}
	}
}

// The elevation model reads the map's height of a hex as terrain
// documents it: what stands on the hex, its top the sum of the hex's
// elevation and height, whatever its terrain; and it overrides the
// Obstacle trait of blocking terrain. A row of five hexes, the line
// through 0301 at the eyes' height (1, 2 or 3.5) above flat ground:
//
//	0101 ---- 0301 ---- 0501
func TestElevationReadsMapHeight(t *testing.T) {
	for _, c := range []struct {
		name      string
		mid       string // the JSON of hex 0301
		blocking  bool   // Rules.Blocking and Obstacle set
		eye       float64
		seen      bool
		reason    hexsight.Reason
		noElevMod bool
	}{
		{"the reviewer's forest of height 5, eyes at 1", `{"hex": "0301", "type": "forest", "height": 5}`, false, 1, false, hexsight.BlockedByTerrain, false},
		{"a forest of height 5, eyes at 5: level, not above", `{"hex": "0301", "type": "forest", "height": 5}`, false, 5, true, hexsight.Clear, false},
		{"a forest of height 1 on a hill of 2, eyes at 2.5", `{"hex": "0301", "type": "forest", "elevation": 2, "height": 1}`, false, 2.5, false, hexsight.BlockedByTerrain, false},
		{"a forest of height 1 on a hill of 2, eyes at 3.5", `{"hex": "0301", "type": "forest", "elevation": 2, "height": 1}`, false, 3.5, true, hexsight.Clear, false},
		{"a hill of 2, eyes at 1: the ground", `{"hex": "0301", "type": "clear", "elevation": 2}`, false, 1, false, hexsight.BlockedByGround, false},
		{"a wood of Obstacle 3, eyes at 2", `{"hex": "0301", "type": "wood"}`, true, 2, false, hexsight.BlockedByTerrain, false},
		{"a wood of Obstacle 3 whose map height is 1, eyes at 2", `{"hex": "0301", "type": "wood", "height": 1}`, true, 2, true, hexsight.Clear, false},
		{"without an elevation model the map is flat", `{"hex": "0301", "type": "forest", "height": 5}`, false, 1, true, hexsight.Clear, true},
	} {
		m, err := terrain.LoadHexMap([]byte(`{"cols": 5, "rows": 1, "fill": "clear",
		  "types": [{"name": "clear", "traits": {"blocks": false, "height": 0}}, {"name": "forest", "traits": {"blocks": false, "height": 0}},
		            {"name": "wood", "traits": {"blocks": true, "height": 3}}],
		  "hexes": [` + c.mid + `]}`))
		if err != nil {
			t.Fatal(err)
		}
		r := hexsight.Rules{Elevation: &hexsight.Elevation{Eye: c.eye, Target: c.eye}}
		if c.blocking {
			r.Blocking, r.Elevation.Obstacle = tBlocks, tHeight
		}
		if c.noElevMod {
			r.Elevation = nil
		}
		hs, err := hexsight.New(m, r)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := m.Parse("0101")
		b, _ := m.Parse("0501")
		var tr hexsight.Tracer
		for _, ends := range [][2]hex.Hex{{a, b}, {b, a}} {
			v, err := hs.LoS(&tr, ends[0], ends[1])
			if err != nil {
				t.Fatal(err)
			}
			if v.Seen != c.seen || v.Reason != c.reason {
				t.Errorf("%s: seen %v (%v), want %v (%v)", c.name, v.Seen, v.Reason, c.seen, c.reason)
			}
		}
		fov, _ := hs.AppendFOV(nil, &tr, a, 4)
		if slices.Contains(fov, b) != c.seen {
			t.Errorf("%s: field of view %v", c.name, fov)
		}
	}
}
