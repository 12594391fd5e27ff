package hextest

import (
	"github.com/warkit/warkit/geom/hex"
	"pgregory.net/rapid"
)

// Hex generates hexes within distance radius of the origin (radius < 0 is
// taken as 0), shrinking towards the origin.
func Hex(radius int) *rapid.Generator[hex.Hex] {
	radius = max(radius, 0)
	return rapid.Custom(func(t *rapid.T) hex.Hex {
		q := rapid.IntRange(-radius, radius).Draw(t, "q")
		r := rapid.IntRange(max(-radius, -q-radius), min(radius, -q+radius)).Draw(t, "r")
		return hex.Hex{Q: q, R: r}
	})
}

// Direction generates one of the six hex directions.
func Direction() *rapid.Generator[hex.Direction] {
	return rapid.Custom(func(t *rapid.T) hex.Direction {
		return hex.Direction(rapid.IntRange(0, 5).Draw(t, "dir"))
	})
}
