package hexsighttest_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/los/hexsight/hexsighttest"
)

// Issue 33: RandomScene panicked on a nil or zero *rand.Rand, clamped a
// radius of 0 or less to 1 and built a map of side 4·radius + 9 for any
// radius (2^40: a crash); a scene of a huge radius panicked in Pick.
// Each is an error now, naming the bound.
func TestIssue33SceneRefusesNonsense(t *testing.T) {
	var zero rand.Rand
	r := rand.New(rand.NewPCG(1, 2))
	for name, c := range map[string]struct {
		r      *rand.Rand
		radius int
	}{
		"nil rand": {nil, 3}, "zero rand": {&zero, 3}, "radius 0": {r, 0}, "radius -1": {r, -1},
		"radius 2^30": {r, 1 << 30}, "radius MaxInt": {r, math.MaxInt},
	} {
		if _, err := hexsighttest.RandomScene(c.r, c.radius); err == nil || !strings.HasPrefix(err.Error(), "hexsighttest: ") {
			t.Errorf("%s: error %v", name, err)
		}
	}
	if _, err := hexsighttest.SceneMaps(0)(r); err == nil {
		t.Error("SceneMaps(0) drew a case")
	}
	if _, err := (hexsighttest.Scene{Radius: math.MaxInt}).Map(); err == nil {
		t.Error("a scene of radius MaxInt built a map")
	}
	// Pick of a scene no generator made returns a generator (that fails
	// the property drawing from it) instead of panicking.
	for _, rad := range []int{math.MinInt, 0, math.MaxInt} {
		if (hexsighttest.Scene{Radius: rad}).Pick() == nil {
			t.Errorf("Pick of radius %d: nil generator", rad)
		}
	}
}

// Issue 33: the laws panicked on nil judges and a nil Sight, and CheckFOV
// walked every hex of hex.Range(a, r) (3r² of them: radius 2^24 never
// returned). It judges the map's hexes now, whatever the radius.
func TestIssue33LawsRefuseNil(t *testing.T) {
	sc, err := hexsighttest.RandomScene(rand.New(rand.NewPCG(1, 2)), 3)
	if err != nil {
		t.Fatal(err)
	}
	m, err := sc.Map()
	if err != nil {
		t.Fatal(err)
	}
	hs, err := hexsight.New(m, hexsighttest.Rules(hexsight.SpineBoth, true, 2))
	if err != nil {
		t.Fatal(err)
	}
	j := hexsighttest.SightJudge(hs)
	a, b := sc.Center, sc.Center.Add(hex.Hex{Q: 2})
	id := func(h hex.Hex) hex.Hex { return h }
	for name, err := range map[string]error{
		"CheckSymmetry":         hexsighttest.CheckSymmetry(j, nil, a, b),
		"CheckMonotone":         hexsighttest.CheckMonotone(nil, j, a, b),
		"CheckInvariance":       hexsighttest.CheckInvariance(j, j, nil, a, b),
		"CheckInvariance judge": hexsighttest.CheckInvariance(nil, j, id, a, b),
		"CheckFOV nil":          hexsighttest.CheckFOV(nil, a, 3),
		"CheckFOV zero":         hexsighttest.CheckFOV(&hexsight.Sight{}, a, 3),
		"CheckFOV radius":       hexsighttest.CheckFOV(hs, a, -1),
	} {
		if err == nil || !strings.HasPrefix(err.Error(), "hexsight") {
			t.Errorf("%s: error %v", name, err)
		}
	}
	start := time.Now()
	if err := hexsighttest.CheckFOV(hs, a, 1<<24); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("CheckFOV of radius 2^24 took %v", d)
	}
}
