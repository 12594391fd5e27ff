package hexsight_test

import (
	"testing"

	"github.com/warkit/warkit/geom/hex/hextest"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/los/hexsight/hexsighttest"
	"pgregory.net/rapid"
)

var policies = []hexsight.SpinePolicy{hexsight.SpineBoth, hexsight.SpineEither, hexsight.SpineObserverChoice, hexsight.SpineTargetChoice}

func hexRules(t *rapid.T) hexsight.Rules {
	p := rapid.SampledFrom(policies).Draw(t, "policy")
	elev := rapid.Bool().Draw(t, "elevation")
	thr := float64(rapid.IntRange(0, 3).Draw(t, "threshold"))
	return hexsighttest.Rules(p, elev, thr)
}

// sceneJudge compiles rules on a scene's map.
func sceneJudge(t *rapid.T, rules hexsight.Rules, sc hexsighttest.Scene) hexsighttest.Judge {
	m, err := sc.Map()
	if err != nil {
		t.Fatal(err)
	}
	j, err := hexsighttest.RulesJudge(rules)(m)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

func TestHexLaws(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := hexsighttest.SceneOf(5).Draw(t, "scene")
		rules := hexRules(t)
		back := swapRoles(rules)
		j := sceneJudge(t, rules, sc)
		a := sc.Pick().Draw(t, "a")
		b := sc.Pick().Draw(t, "b")
		if err := hexsighttest.CheckSymmetry(j, sceneJudge(t, back, sc), a, b); err != nil {
			t.Fatal(err)
		}
		k := rapid.IntRange(0, 5).Draw(t, "rot")
		v := hextest.Hex(2).Draw(t, "move")
		moved, f := sc.Transformed(k, v)
		if err := hexsighttest.CheckInvariance(j, sceneJudge(t, rules, moved), f, a, b); err != nil {
			t.Fatal(err)
		}
		h := sc.Pick().Draw(t, "blocker")
		if err := hexsighttest.CheckMonotone(j, sceneJudge(t, rules, sc.WithBlocker(h)), a, b); err != nil {
			t.Fatal(err)
		}
	})
}

// The whole suite, every policy, through the kit's own driver.
func TestCheckLawsEveryPolicy(t *testing.T) {
	for _, p := range policies {
		for _, elev := range []bool{false, true} {
			rules := hexsighttest.Rules(p, elev, 2)
			back := swapRoles(rules)
			err := hexsighttest.CheckLaws(hexsighttest.Laws{Sight: hexsighttest.RulesJudge(rules), Back: hexsighttest.RulesJudge(back), Maps: hexsighttest.SceneMaps(4), Cases: 10})
			if err != nil {
				t.Errorf("%v, elevation %v: %v", p, elev, err)
			}
		}
	}
}

func TestHexFOVLaw(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := hexsighttest.SceneOf(4).Draw(t, "scene")
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		hs, err := hexsight.New(m, hexRules(t))
		if err != nil {
			t.Fatal(err)
		}
		if err := hexsighttest.CheckFOV(hs, sc.Pick().Draw(t, "from"), 4); err != nil {
			t.Fatal(err)
		}
	})
}
