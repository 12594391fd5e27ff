package hextest

import (
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom/hex"
	"pgregory.net/rapid"
)

// Layout generates valid layouts of either orientation, with a size from
// 0.01 to 1000 along each axis (equal on both axes in about half the draws,
// stretched otherwise) and an origin within ±1e6 on each axis. The range
// spans millimetres to metres in the units a ruleset is likely to use, and
// keeps every hex within a few thousand of the origin exact to far better
// than a millionth of a hex. It shrinks towards a pointy layout near the
// origin.
func Layout() *rapid.Generator[hex.Layout] {
	return rapid.Custom(func(t *rapid.T) hex.Layout {
		o := hex.Pointy
		if rapid.Bool().Draw(t, "flat") {
			o = hex.Flat
		}
		sx := rapid.Float64Range(0.01, 1000).Draw(t, "sizeX")
		sy := sx
		if rapid.Bool().Draw(t, "stretched") {
			sy = rapid.Float64Range(0.01, 1000).Draw(t, "sizeY")
		}
		ox := rapid.Float64Range(-1e6, 1e6).Draw(t, "originX")
		oy := rapid.Float64Range(-1e6, 1e6).Draw(t, "originY")
		return hex.Layout{Orientation: o, Size: orb.Point{sx, sy}, Origin: orb.Point{ox, oy}}
	})
}
