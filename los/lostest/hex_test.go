package lostest_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/los/lostest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// A sight that reads keys the generated maps do not carry is refused
// when it is compiled: the laws fail instead of passing vacuously.
func TestCheckHexLawsFailsWhenNothingBlocks(t *testing.T) {
	other := hexsight.Rules{Blocking: terrain.Flag("blocksLoS")}
	err := lostest.CheckHexLaws(lostest.HexLaws{Sight: lostest.HexRulesJudge(other), Maps: lostest.SceneMaps(3), Cases: 3})
	wantErr(t, err, "no terrain type has this trait")
	// Everything blocked: nothing seen.
	all := func(*terrain.HexMap) (lostest.HexJudge, error) {
		return func(a, b hex.Hex) (bool, float64, error) { return a == b, 0, nil }, nil
	}
	noMore := func(r *rand.Rand) (lostest.HexCase, error) {
		hc, err := lostest.SceneMaps(2)(r)
		hc.More = nil
		hc.Hexes = hc.Hexes[:1]
		return hc, err
	}
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: all, Maps: noMore, Cases: 2}), "no line was unseen")
	none := func(*terrain.HexMap) (lostest.HexJudge, error) {
		return func(a, b hex.Hex) (bool, float64, error) { return false, 0, nil }, nil
	}
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: none, Maps: noMore, Cases: 2}), "no line was seen")
	// The added obstacle is read by nothing: monotonicity tested nothing.
	hind := lostest.HexRules(hexsight.SpineBoth, false, 0)
	hind.Blocking = terrain.Key[bool]{}
	hind.SideBlocking = lostest.Blocks
	hind.Rules = append(hind.Rules, hexsight.RuleFunc(func(e *hexsight.Element) (float64, bool) { return 0, !e.IsSide && !e.End && e.Hex.Q%7 == 0 }))
	err = lostest.CheckHexLaws(lostest.HexLaws{Sight: lostest.HexRulesJudge(hind), Maps: lostest.SceneMaps(3), Cases: 4})
	wantErr(t, err, "monotonicity tested nothing")
}

// The laws catch a broken sight, and the failure names a seed that
// replays it.
func TestCheckHexLawsCatchesBrokenSights(t *testing.T) {
	rules := lostest.HexRules(hexsight.SpineBoth, false, 0)
	good := lostest.HexRulesJudge(rules)
	// Asymmetric: only lines going east are judged.
	asym := func(m *terrain.HexMap) (lostest.HexJudge, error) {
		j, err := good(m)
		return func(a, b hex.Hex) (bool, float64, error) {
			if b.Q < a.Q {
				return true, 0, nil
			}
			return j(a, b)
		}, err
	}
	err := lostest.CheckHexLaws(lostest.HexLaws{Sight: asym, Maps: lostest.SceneMaps(3)})
	wantErr(t, err, "Cases: 1")
	var seed uint64
	if i := strings.Index(err.Error(), "seed "); i >= 0 {
		for _, c := range err.Error()[i+5:] {
			if c < '0' || c > '9' {
				break
			}
			seed = seed*10 + uint64(c-'0')
		}
	}
	if seed == 0 {
		t.Fatalf("no seed in %v", err)
	}
	if err2 := lostest.CheckHexLaws(lostest.HexLaws{Sight: asym, Maps: lostest.SceneMaps(3), Seed: seed, Cases: 1}); err2 == nil || err2.Error() != err.Error() {
		t.Fatalf("replay of seed %d: %v, want %v", seed, err2, err)
	}
	// Not monotone: obstacles make lines seen.
	inverted := func(m *terrain.HexMap) (lostest.HexJudge, error) {
		j, err := good(m)
		return func(a, b hex.Hex) (bool, float64, error) {
			s, x, err := j(a, b)
			return !s || a == b, x, err
		}, err
	}
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: inverted, Maps: lostest.SceneMaps(3)}), "seen once obstacles are added")
	// Misconfiguration and generator errors.
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{}), "needs Sight and Maps")
	bad := func(*rand.Rand) (lostest.HexCase, error) { return lostest.HexCase{}, errors.New("boom") }
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: good, Maps: bad}), "boom")
	nilMap := func(*rand.Rand) (lostest.HexCase, error) { return lostest.HexCase{}, nil }
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: good, Maps: nilMap}), "nil map")
	failing := func(*terrain.HexMap) (lostest.HexJudge, error) { return nil, errors.New("no sight") }
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: failing, Maps: lostest.SceneMaps(2)}), "no sight")
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: good, Back: failing, Maps: lostest.SceneMaps(2)}), "no sight")
	empty := func(*rand.Rand) (lostest.HexCase, error) {
		m, err := terrain.NewHexMap(terrain.HexMapData{Cols: 1, Rows: 1, Labels: hex.StandardLabels, Types: lostest.HexTypes(), Fill: "clear"})
		return lostest.HexCase{Map: m, Hexes: []hex.Hex{}}, err
	}
	wantErr(t, lostest.CheckHexLaws(lostest.HexLaws{Sight: good, Maps: empty}), "no hexes")
	if _, _, err := lostest.HexSightJudge(nil)(hex.Hex{}, hex.Hex{}); err == nil {
		t.Fatal("nil hex sight judged")
	}
	if _, err := lostest.HexRulesJudge(hexsight.Rules{Rules: []hexsight.Rule{hexsight.Blind{Hexes: -1}}})(mustMap(t)); err == nil {
		t.Fatal("bad rules compiled")
	}
}

func mustMap(t *testing.T) *terrain.HexMap {
	m, err := lostest.RandomScene(rand.New(rand.NewPCG(1, 1)), 2).Map()
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// The single-case hex laws report their counterexamples.
func TestSingleHexLaws(t *testing.T) {
	a, b := hex.Hex{Q: 1}, hex.Hex{Q: 4}
	yes := lostest.HexJudge(func(hex.Hex, hex.Hex) (bool, float64, error) { return true, 1, nil })
	no := lostest.HexJudge(func(hex.Hex, hex.Hex) (bool, float64, error) { return false, 1, nil })
	boom := lostest.HexJudge(func(hex.Hex, hex.Hex) (bool, float64, error) { return false, 0, errors.New("boom") })
	id := func(h hex.Hex) hex.Hex { return h }
	if lostest.CheckHexSymmetry(yes, yes, a, b) != nil || lostest.CheckHexMonotone(no, no, a, b) != nil || lostest.CheckHexInvariance(yes, yes, id, a, b) != nil {
		t.Fatal("a law failed on a lawful sight")
	}
	wantErr(t, lostest.CheckHexSymmetry(yes, no, a, b), "seen true")
	wantErr(t, lostest.CheckHexMonotone(no, yes, a, b), "seen once obstacles")
	wantErr(t, lostest.CheckHexInvariance(yes, no, id, a, b), "moved")
	for _, err := range []error{
		lostest.CheckHexSymmetry(boom, yes, a, b), lostest.CheckHexSymmetry(yes, boom, a, b),
		lostest.CheckHexMonotone(boom, yes, a, b), lostest.CheckHexMonotone(yes, boom, a, b),
		lostest.CheckHexInvariance(boom, yes, id, a, b), lostest.CheckHexInvariance(yes, boom, id, a, b),
	} {
		wantErr(t, err, "boom")
	}
}

// The FOV law holds for a compiled sight, driven by the kit's scenes.
func TestFOV(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := lostest.HexSceneOf(3).Draw(t, "scene")
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		hs, err := hexsight.New(m, lostest.HexRules(hexsight.SpineTargetChoice, true, 2))
		if err != nil {
			t.Fatal(err)
		}
		if err := lostest.CheckHexFOV(hs, sc.Pick().Draw(t, "from"), 3); err != nil {
			t.Fatal(err)
		}
	})
}

// Scenes transform and take blockers as documented.
func TestScenes(t *testing.T) {
	sc := lostest.RandomScene(rand.New(rand.NewPCG(3, 3)), 0)
	if sc.Radius != 1 {
		t.Fatalf("radius %d", sc.Radius)
	}
	sc = lostest.RandomScene(rand.New(rand.NewPCG(3, 3)), 3)
	sc.Hexes = append(sc.Hexes, terrain.HexData{Hex: sc.Center, Type: "brush"})
	w := sc.WithBlocker(sc.Center)
	found := false
	for _, h := range w.Hexes {
		found = found || h.Hex == sc.Center && h.Type == "thicket"
	}
	if !found {
		t.Fatal("a blocker on brush is not a thicket")
	}
	moved, f := sc.Transformed(2, hex.Hex{Q: 1})
	if len(moved.Hexes) != len(sc.Hexes) || f(sc.Center) != sc.Center.Add(hex.Hex{Q: 1}) {
		t.Fatal("transformed scene differs")
	}
}
