// Package geomtest provides rapid generators of hexes, directions, points,
// polygons and round bases, and law checks for code built on package geom,
// in the manner of testing/fstest. A user's own tests call them:
//
//	rapid.Check(t, func(t *rapid.T) {
//		a, b := geomtest.Hex(20).Draw(t, "a"), geomtest.Hex(20).Draw(t, "b")
//		...
//	})
package geomtest
