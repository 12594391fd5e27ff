package movetest_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/move/movetest"
)

// Issue 33: RandomMap panicked on a nil or zero random source and on
// sizes below 1, and asked for gigabytes on huge ones; each is an error.
func TestRandomMapRefuses(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	cases := []struct {
		name                   string
		r                      *rand.Rand
		cols, rows, hexC, side int
		want                   string
	}{
		{"nil source", nil, 3, 3, 2, 2, "rand.Rand"},
		{"zero source", &rand.Rand{}, 3, 3, 2, 2, "rand.Rand"},
		{"no columns", r, 0, 3, 2, 2, "want sizes"},
		{"negative rows", r, 3, -1, 2, 2, "want sizes"},
		{"no hex codes", r, 3, 3, 0, 2, "want sizes"},
		{"negative side codes", r, 3, 3, 2, -1, "want sizes"},
		{"huge map", r, math.MaxInt, math.MaxInt, 2, 2, "MaxMapHexes"},
		{"just over the cap", r, movetest.MaxMapHexes + 1, 1, 2, 2, "MaxMapHexes"},
		{"huge codes", r, 3, 3, 2, math.MaxInt, "MaxCodes"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := movetest.RandomMap(c.r, c.cols, c.rows, c.hexC, c.side)
			if m != nil {
				t.Errorf("map %v", m.Region)
			}
			wantErr(t, err, c.want)
		})
	}
	m, err := movetest.RandomMap(r, movetest.MaxMapHexes, 1, 2, 0)
	if err != nil || m.Region.Len() > movetest.MaxMapHexes || len(m.Side) != 0 {
		t.Fatalf("at the cap: %v, %v", m, err)
	}
}

// Issue 33: a Config of MaxInt sizes panicked in CheckRule.
func TestCheckRuleRefusesHugeConfig(t *testing.T) {
	for name, c := range map[string]movetest.Config{
		"huge map":       {MaxCols: math.MaxInt, MaxRows: math.MaxInt},
		"huge codes":     {SideCodes: math.MaxInt},
		"huge allowance": {MaxAllowance: math.MaxInt},
		"huge cases":     {Cases: math.MaxInt},
		"NaN min step":   {MinStep: math.NaN()},
	} {
		t.Run(name, func(t *testing.T) {
			wantErr(t, movetest.CheckRule(roughRule, c), "movetest: Config.")
		})
	}
}

// Issue 33: the brute force on a large open map enumerated simple paths
// for ever; it stops at MaxBruteForceSteps with an error naming it.
func TestBruteForceBounded(t *testing.T) {
	r := move.Rect{Offset: hex.OddQ, Cols: 12, Rows: 12}
	err := movetest.CheckReachBruteForce(r, hex.Hex{Q: 5, R: 5}, move.Uniform(1), move.ReachOptions{Allowance: 100})
	wantErr(t, err, "MaxBruteForceSteps")
}

// Issue 33: a smaller "larger" allowance, or a NaN one, was taken as a
// failure of the law instead of a mistake of the caller.
func TestAllowanceMonotoneRefusesLess(t *testing.T) {
	r := move.Rect{Offset: hex.OddQ, Cols: 3, Rows: 3}
	for _, more := range []float64{1, math.NaN()} {
		wantErr(t, movetest.CheckAllowanceMonotone(r, hex.Hex{}, move.Uniform(1), move.ReachOptions{Allowance: 2}, more), "want at least")
	}
}

// Issue 33: the Map accessors panicked on a nil Map or a short Hex.
func TestMapAccessorsNil(t *testing.T) {
	var m *movetest.Map
	if _, ok := m.HexCode(hex.Hex{}); ok || m.SideCode(hex.Side{}) != 0 || m.ZonesAt(hex.Hex{}) != 0 {
		t.Error("a nil map has codes")
	}
	short := &movetest.Map{Region: move.Rect{Offset: hex.OddQ, Cols: 3, Rows: 3}, Hex: []int{1}}
	if _, ok := short.HexCode(hex.Hex{Q: 2, R: 1}); ok {
		t.Error("a hex beyond Hex has a code")
	}
}

// Issue 33: Maps fails the property with RandomMap's error where the
// sizes are out of range, instead of drawing a huge map.
func TestMapsRefuses(t *testing.T) {
	msg := func() (msg string) {
		defer func() { msg = fmt.Sprint(recover()) }()
		movetest.Maps(math.MaxInt, math.MaxInt, 2, 2).Example(1)
		return ""
	}()
	if !strings.Contains(msg, "MaxMapHexes") {
		t.Errorf("failure %q, want MaxMapHexes named", msg)
	}
}
