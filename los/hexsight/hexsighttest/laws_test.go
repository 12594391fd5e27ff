package hexsighttest_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/los/hexsight/hexsighttest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

func wantErr(t *testing.T, err error, sub string) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), sub) {
		t.Fatalf("error %v, want one with %q", err, sub)
	}
}

// A sight that reads keys the generated maps do not carry is refused
// when it is compiled: the laws fail instead of passing vacuously.
func TestCheckLawsFailsWhenNothingBlocks(t *testing.T) {
	other := hexsight.Rules{Blocking: terrain.Flag("blocksLoS")}
	err := hexsighttest.CheckLaws(hexsighttest.Laws{Sight: hexsighttest.RulesJudge(other), Maps: hexsighttest.SceneMaps(3), Cases: 3})
	wantErr(t, err, "no terrain type has this trait")
	// Everything blocked: nothing seen.
	all := func(*terrain.HexMap) (hexsighttest.Judge, error) {
		return func(a, b hex.Hex) (bool, float64, error) { return a == b, 0, nil }, nil
	}
	noMore := func(r *rand.Rand) (hexsighttest.Case, error) {
		hc, err := hexsighttest.SceneMaps(2)(r)
		hc.More = nil
		hc.Hexes = hc.Hexes[:1]
		return hc, err
	}
	wantErr(t, hexsighttest.CheckLaws(hexsighttest.Laws{Sight: all, Maps: noMore, Cases: 2}), "no line was unseen")
	none := func(*terrain.HexMap) (hexsighttest.Judge, error) {
		return func(a, b hex.Hex) (bool, float64, error) { return false, 0, nil }, nil
	}
	wantErr(t, hexsighttest.CheckLaws(hexsighttest.Laws{Sight: none, Maps: noMore, Cases: 2}), "no line was seen")
	// The added obstacle is read by nothing: monotonicity tested nothing.
	hind := hexsighttest.Rules(hexsight.SpineBoth, false, 0)
	hind.Blocking = terrain.Key[bool]{}
	hind.SideBlocking = hexsighttest.Blocks
	hind.Rules = append(hind.Rules, hexsight.RuleFunc(func(e *hexsight.Element) (float64, bool) { return 0, !e.IsSide && !e.End && e.Hex.Q%7 == 0 }))
	err = hexsighttest.CheckLaws(hexsighttest.Laws{Sight: hexsighttest.RulesJudge(hind), Maps: hexsighttest.SceneMaps(3), Cases: 4})
	wantErr(t, err, "monotonicity tested nothing")
}

// The laws catch a broken sight, and the failure names a seed that
// replays it.
func TestCheckLawsCatchesBrokenSights(t *testing.T) {
	rules := hexsighttest.Rules(hexsight.SpineBoth, false, 0)
	good := hexsighttest.RulesJudge(rules)
	// Asymmetric: only lines going east are judged.
	asym := func(m *terrain.HexMap) (hexsighttest.Judge, error) {
		j, err := good(m)
		return func(a, b hex.Hex) (bool, float64, error) {
			if b.Q < a.Q {
				return true, 0, nil
			}
			return j(a, b)
		}, err
	}
	err := hexsighttest.CheckLaws(hexsighttest.Laws{Sight: asym, Maps: hexsighttest.SceneMaps(3)})
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
	if err2 := hexsighttest.CheckLaws(hexsighttest.Laws{Sight: asym, Maps: hexsighttest.SceneMaps(3), Seed: seed, Cases: 1}); err2 == nil || err2.Error() != err.Error() {
		t.Fatalf("replay of seed %d: %v, want %v", seed, err2, err)
	}
	// Not monotone: obstacles make lines seen.
	inverted := func(m *terrain.HexMap) (hexsighttest.Judge, error) {
		j, err := good(m)
		return func(a, b hex.Hex) (bool, float64, error) {
			// (A blocked line's score is its observer's side's: turned
			// seen, it would break symmetry first.)
			s, _, err := j(a, b)
			return !s || a == b, 0, err
		}, err
	}
	wantErr(t, hexsighttest.CheckLaws(hexsighttest.Laws{Sight: inverted, Maps: hexsighttest.SceneMaps(3)}), "seen once obstacles are added")
	// Misconfiguration and generator errors.
	wantErr(t, hexsighttest.CheckLaws(hexsighttest.Laws{}), "needs Sight and Maps")
	bad := func(*rand.Rand) (hexsighttest.Case, error) { return hexsighttest.Case{}, errors.New("boom") }
	wantErr(t, hexsighttest.CheckLaws(hexsighttest.Laws{Sight: good, Maps: bad}), "boom")
	nilMap := func(*rand.Rand) (hexsighttest.Case, error) { return hexsighttest.Case{}, nil }
	wantErr(t, hexsighttest.CheckLaws(hexsighttest.Laws{Sight: good, Maps: nilMap}), "nil map")
	failing := func(*terrain.HexMap) (hexsighttest.Judge, error) { return nil, errors.New("no sight") }
	wantErr(t, hexsighttest.CheckLaws(hexsighttest.Laws{Sight: failing, Maps: hexsighttest.SceneMaps(2)}), "no sight")
	wantErr(t, hexsighttest.CheckLaws(hexsighttest.Laws{Sight: good, Back: failing, Maps: hexsighttest.SceneMaps(2)}), "no sight")
	empty := func(*rand.Rand) (hexsighttest.Case, error) {
		m, err := terrain.NewHexMap(terrain.HexMapData{Cols: 1, Rows: 1, Labels: hex.StandardLabels, Types: hexsighttest.Types(), Fill: "clear"})
		return hexsighttest.Case{Map: m, Hexes: []hex.Hex{}}, err
	}
	wantErr(t, hexsighttest.CheckLaws(hexsighttest.Laws{Sight: good, Maps: empty}), "no hexes")
	if _, _, err := hexsighttest.SightJudge(nil)(hex.Hex{}, hex.Hex{}); err == nil {
		t.Fatal("nil hex sight judged")
	}
	if _, err := hexsighttest.RulesJudge(hexsight.Rules{Elevation: &hexsight.Elevation{Blind: -1}})(mustMap(t)); err == nil {
		t.Fatal("bad rules compiled")
	}
}

func mustMap(t *testing.T) *terrain.HexMap {
	sc, err := hexsighttest.RandomScene(rand.New(rand.NewPCG(1, 1)), 2)
	if err != nil {
		t.Fatal(err)
	}
	m, err := sc.Map()
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// The single-case laws report their counterexamples.
func TestSingleLaws(t *testing.T) {
	a, b := hex.Hex{Q: 1}, hex.Hex{Q: 4}
	yes := hexsighttest.Judge(func(hex.Hex, hex.Hex) (bool, float64, error) { return true, 1, nil })
	no := hexsighttest.Judge(func(hex.Hex, hex.Hex) (bool, float64, error) { return false, 1, nil })
	boom := hexsighttest.Judge(func(hex.Hex, hex.Hex) (bool, float64, error) { return false, 0, errors.New("boom") })
	id := func(h hex.Hex) hex.Hex { return h }
	if hexsighttest.CheckSymmetry(yes, yes, a, b) != nil || hexsighttest.CheckMonotone(no, no, a, b) != nil || hexsighttest.CheckInvariance(yes, yes, id, a, b) != nil {
		t.Fatal("a law failed on a lawful sight")
	}
	wantErr(t, hexsighttest.CheckSymmetry(yes, no, a, b), "seen true")
	wantErr(t, hexsighttest.CheckMonotone(no, yes, a, b), "seen once obstacles")
	wantErr(t, hexsighttest.CheckInvariance(yes, no, id, a, b), "moved")
	for _, err := range []error{
		hexsighttest.CheckSymmetry(boom, yes, a, b), hexsighttest.CheckSymmetry(yes, boom, a, b),
		hexsighttest.CheckMonotone(boom, yes, a, b), hexsighttest.CheckMonotone(yes, boom, a, b),
		hexsighttest.CheckInvariance(boom, yes, id, a, b), hexsighttest.CheckInvariance(yes, boom, id, a, b),
	} {
		wantErr(t, err, "boom")
	}
}

// The FOV law holds for a compiled sight, driven by the kit's scenes.
func TestFOV(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sc := hexsighttest.SceneOf(3).Draw(t, "scene")
		m, err := sc.Map()
		if err != nil {
			t.Fatal(err)
		}
		hs, err := hexsight.New(m, hexsighttest.Rules(hexsight.SpineTargetChoice, true, 2))
		if err != nil {
			t.Fatal(err)
		}
		if err := hexsighttest.CheckFOV(hs, sc.Pick().Draw(t, "from"), 3); err != nil {
			t.Fatal(err)
		}
	})
}

// Scenes transform and take blockers as documented.
func TestScenes(t *testing.T) {
	if _, err := hexsighttest.RandomScene(rand.New(rand.NewPCG(3, 3)), 0); err == nil {
		t.Fatal("a scene of radius 0")
	}
	sc, err := hexsighttest.RandomScene(rand.New(rand.NewPCG(3, 3)), 3)
	if err != nil {
		t.Fatal(err)
	}
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
