package geomtest

import (
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

// Hex generates hexes within distance radius of the origin (radius < 0 is
// taken as 0), shrinking towards the origin.
func Hex(radius int) *rapid.Generator[geom.Hex] {
	radius = max(radius, 0)
	return rapid.Custom(func(t *rapid.T) geom.Hex {
		q := rapid.IntRange(-radius, radius).Draw(t, "q")
		r := rapid.IntRange(max(-radius, -q-radius), min(radius, -q+radius)).Draw(t, "r")
		return geom.Hex{Q: q, R: r}
	})
}

// Direction generates one of the six hex directions.
func Direction() *rapid.Generator[geom.Direction] {
	return rapid.Custom(func(t *rapid.T) geom.Direction {
		return geom.Direction(rapid.IntRange(0, 5).Draw(t, "dir"))
	})
}
