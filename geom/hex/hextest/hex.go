package hextest

import (
	"github.com/warkit/warkit/geom/hex"
	"pgregory.net/rapid"
)

// Hex generates hexes within distance radius of the origin, shrinking
// towards the origin. A generator cannot return an error, so a radius
// below 0 is taken as 0 and one above [MaxRadius] as MaxRadius.
func Hex(radius int) *rapid.Generator[hex.Hex] {
	radius = min(max(radius, 0), MaxRadius)
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
