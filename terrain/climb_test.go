package terrain_test

import (
	"math"
	"testing"

	"github.com/warkit/warkit/terrain"
)

func TestClimbCost(t *testing.T) {
	c := terrain.Climb{PerRise: 1, PerDrop: 0.5, MaxRise: 2}
	for _, tc := range []struct {
		name string
		a, b float64
		cost float64
		ok   bool
	}{
		{"flat", 1, 1, 0, true},
		{"rise", 0, 1.5, 1.5, true},
		{"drop", 2, 0, 1, true},
		{"a rise just above MaxRise", 0.1, 2.1, 0, false},
		{"a rise just below MaxRise", 0, math.Nextafter(2, 0), math.Nextafter(2, 0), true},
		// 2 - 1e-17 rounds to 2, which the rounded test took for MaxRise.
		{"a rise whose rounding is MaxRise but is less", 1e-17, 2, 2, true},
		{"NaN", math.NaN(), 1, 0, false},
		{"Inf", 0, math.Inf(1), 0, false},
	} {
		cost, ok := c.Cost(tc.a, tc.b)
		if ok != tc.ok || cost != tc.cost {
			t.Errorf("%s: Cost(%v, %v) = %v, %v; want %v, %v", tc.name, tc.a, tc.b, cost, ok, tc.cost, tc.ok)
		}
	}
	if cost, ok := (terrain.Climb{}).Cost(0, 100); cost != 0 || !ok {
		t.Errorf("the zero Climb: %v, %v; want 0, true", cost, ok)
	}
}
