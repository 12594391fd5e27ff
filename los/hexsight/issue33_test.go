package hexsight_test

import (
	"math"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
)

// Issue 33: a nil Sight or Tracer panicked; each is an error, and the
// accessors of a nil Sight or Shared give nil or the zero Rules.
func TestIssue33NilSightAndTracer(t *testing.T) {
	hs := bigHexSight(t, 10, 10, 5)
	var nilSight *hexsight.Sight
	var tr hexsight.Tracer
	h := hex.OddQ.ToHex(hex.Offset{Col: 4, Row: 4})
	for name, err := range map[string]error{
		"LoS of a nil Sight":       second(nilSight.LoS(&tr, h, h)),
		"AppendFOV of a nil Sight": second(nilSight.AppendFOV(nil, &tr, h, 3)),
		"LoS with a nil Tracer":    second(hs.LoS(nil, h, h)),
		"FOV with a nil Tracer":    second(hs.AppendFOV(nil, nil, h, 3)),
	} {
		if err == nil || !strings.HasPrefix(err.Error(), "hexsight: ") {
			t.Errorf("%s: error %v", name, err)
		}
	}
	var nilShared *hexsight.Shared
	if nilSight.Map() != nil || nilSight.Rules().Elevation != nil || nilShared.Sight() != nil {
		t.Error("nil accessors")
	}
	// The zero Sight is a map with no hexes.
	var zero hexsight.Sight
	if v, err := zero.LoS(&tr, h, h); err != nil || v.Seen || v.Reason != hexsight.OffMap {
		t.Errorf("zero Sight: %+v, %v", v, err)
	}
}

func second[T any](_ T, err error) error { return err }

// Issue 33: a line whose score is NaN (a rule's NaN score) was seen.
func TestIssue33NaNScoreUnseen(t *testing.T) {
	m := bigHexSight(t, 8, 8, 0).Map()
	nan := hexsight.RuleFunc(func(e *hexsight.Element) (float64, bool) { return math.NaN(), false })
	for _, limit := range []float64{0, 3} {
		hs, err := hexsight.New(m, hexsight.Rules{Threshold: hexsight.Threshold{Limit: limit}, Rules: []hexsight.Rule{nan}})
		if err != nil {
			t.Fatal(err)
		}
		var tr hexsight.Tracer
		a, b := hex.OddQ.ToHex(hex.Offset{Col: 1, Row: 1}), hex.OddQ.ToHex(hex.Offset{Col: 5, Row: 3})
		if v, err := hs.LoS(&tr, a, b); err != nil || v.Seen || v.Reason != hexsight.BlockedByHindrance {
			t.Errorf("limit %g: %v, %v, reason %v", limit, v.Seen, err, v.Reason)
		}
		// Not even a itself: its score, read by the rule, is NaN too.
		if fov, _ := hs.AppendFOV(nil, &tr, a, 3); len(fov) != 0 {
			t.Errorf("limit %g: a NaN score let the FOV see %v", limit, fov)
		}
	}
}

// Issue 33: rules missing their function, or with an infinite eye
// height, were accepted; New refuses them. A nil RuleFunc read directly
// blocks.
func TestIssue33RulesRefused(t *testing.T) {
	m := bigHexSight(t, 8, 8, 0).Map()
	for name, r := range map[string]hexsight.Rules{
		"nil RuleFunc":        {Rules: []hexsight.Rule{hexsight.RuleFunc(nil)}},
		"joined nil RuleFunc": {Rules: []hexsight.Rule{hexsight.Join(hexsight.BlindHexes(1), hexsight.RuleFunc(nil))}},
		"ObstacleAbove(nil)":  {Elevation: &hexsight.Elevation{}, Rules: []hexsight.Rule{hexsight.ObstacleAbove(nil)}},
		"BlindHexes(-1)":      {Elevation: &hexsight.Elevation{}, Rules: []hexsight.Rule{hexsight.BlindHexes(-1)}},
		"infinite eye height": {Elevation: &hexsight.Elevation{Eye: math.Inf(1)}},
		"infinite target":     {Elevation: &hexsight.Elevation{Target: math.Inf(-1)}},
	} {
		if _, err := hexsight.New(m, r); err == nil || !strings.HasPrefix(err.Error(), "hexsight: ") {
			t.Errorf("%s: error %v", name, err)
		}
	}
	if s, b := hexsight.RuleFunc(nil).ReadHex(&hexsight.Element{}); s != 0 || !b {
		t.Error("a nil RuleFunc scored, or did not block")
	}
}
