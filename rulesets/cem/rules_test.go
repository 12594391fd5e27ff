package cem

import (
	"math"
	"testing"

	"github.com/warkit/warkit/combat"
)

// No zero value hides a setting: an explicit 0 differs from the default
// for every Setting field, and bad readings are refused.
func TestRulesSettings(t *testing.T) {
	var r Rules
	if r.fireCut() != DefaultFireCut() || r.edgeReach() != DefaultEdgeReach {
		t.Errorf("defaults: cut %v reach %v", r.fireCut(), r.edgeReach())
	}
	r = Rules{FireCut: Set(combat.Int(0)), EdgeReach: Set(0.0)}
	if r.fireCut().Sign() != 0 || r.edgeReach() != 0 {
		t.Errorf("explicit zeros: cut %v reach %v", r.fireCut(), r.edgeReach())
	}
	for _, bad := range []Rules{
		{Chunk: -1}, {Chunk: math.NaN()}, {Chunk: math.Inf(1)}, {PathStep: -0.5}, {PathStep: math.NaN()},
		{EdgeReach: Set(-1.0)}, {EdgeReach: Set(math.Inf(1))},
		{FigureLines: 7}, {FireCut: Set(combat.Int(-1))},
	} {
		if err := bad.Validate(); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}
