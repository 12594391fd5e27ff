package hexsight_test

import (
	"testing"

	"github.com/warkit/warkit/geom/hex/hextest"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/los/lostest"
	"pgregory.net/rapid"
)

var policies = []hexsight.SpinePolicy{hexsight.SpineBoth, hexsight.SpineEither, hexsight.SpineObserverChoice, hexsight.SpineTargetChoice}

func hexRules(t *rapid.T) hexsight.Rules {
	p := rapid.SampledFrom(policies).Draw(t, "policy")
	elev := rapid.Bool().Draw(t, "elevation")
	thr := float64(rapid.IntRange(0, 3).Draw(t, "threshold"))
	return lostest.HexRules(p, elev, thr)
}

// sceneJudge compiles rules on a scene's map.
func sceneJudge(t *rapid.T, rules hexsight.Rules, sc lostest.HexScene) lostest.HexJudge {
	m, err := sc.Map()
	if err != nil {
		t.Fatal(err)
	}
	j, err := lostest.HexRulesJudge(rules)(m)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

func TestHexLaws(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := lostest.HexSceneOf(5).Draw(t, "scene")
		rules := hexRules(t)
		back := swapRoles(rules)
		j := sceneJudge(t, rules, sc)
		a := sc.Pick().Draw(t, "a")
		b := sc.Pick().Draw(t, "b")
		if err := lostest.CheckHexSymmetry(j, sceneJudge(t, back, sc), a, b); err != nil {
			t.Fatal(err)
		}
		k := rapid.IntRange(0, 5).Draw(t, "rot")
		v := hextest.Hex(2).Draw(t, "move")
		moved, f := sc.Transformed(k, v)
		if err := lostest.CheckHexInvariance(j, sceneJudge(t, rules, moved), f, a, b); err != nil {
			t.Fatal(err)
		}
		h := sc.Pick().Draw(t, "blocker")
		if err := lostest.CheckHexMonotone(j, sceneJudge(t, rules, sc.WithBlocker(h)), a, b); err != nil {
			t.Fatal(err)
		}
	})
}

// The whole suite, every policy, through the kit's own driver.
func TestCheckHexLawsEveryPolicy(t *testing.T) {
	for _, p := range policies {
		for _, elev := range []bool{false, true} {
			rules := lostest.HexRules(p, elev, 2)
			back := swapRoles(rules)
			err := lostest.CheckHexLaws(lostest.HexLaws{Sight: lostest.HexRulesJudge(rules), Back: lostest.HexRulesJudge(back), Maps: lostest.SceneMaps(4), Cases: 10})
			if err != nil {
				t.Errorf("%v, elevation %v: %v", p, elev, err)
			}
		}
	}
}

func TestHexFOVLaw(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := lostest.HexSceneOf(4).Draw(t, "scene")
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		hs, err := hexsight.New(m, hexRules(t))
		if err != nil {
			t.Fatal(err)
		}
		if err := lostest.CheckHexFOV(hs, sc.Pick().Draw(t, "from"), 4); err != nil {
			t.Fatal(err)
		}
	})
}
