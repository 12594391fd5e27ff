package hex_test

import (
	"math"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"pgregory.net/rapid"
)

// nearBound draws an int near one of the edges that matter to the range
// tests: 0, ±MaxCoord and the ends of int.
func nearBound(t *rapid.T, label string) int {
	base := rapid.SampledFrom([]int{0, hex.MaxCoord, -hex.MaxCoord, math.MaxInt, math.MinInt}).Draw(t, label+"-base")
	return base + rapid.IntRange(-3, 3).Draw(t, label+"-off")
}

// validateRadiusOracle decides ValidateRadius with the definition: c is
// valid and every cube coordinate keeps |x| + radius <= MaxCoord.
func validateRadiusOracle(c hex.Hex, radius int) bool {
	if c.Validate() != nil {
		return false
	}
	q, r := int64(c.Q), int64(c.R)
	l := max(q, -q, r, -r, q+r, -q-r)
	return int64(max(radius, 0)) <= int64(hex.MaxCoord)-l
}

func TestValidateRadiusMatchesDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := hex.Hex{Q: nearBound(t, "q"), R: nearBound(t, "r")}
		radius := nearBound(t, "radius")
		if rapid.Bool().Draw(t, "small") {
			radius = rapid.IntRange(-2, 8).Draw(t, "radius-small")
		}
		if got, want := hex.ValidateRadius(c, radius) == nil, validateRadiusOracle(c, radius); got != want {
			t.Fatalf("ValidateRadius(%v, %d) ok = %v, want %v", c, radius, got, want)
		}
	})
}
