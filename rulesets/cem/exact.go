package cem

import (
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// closerThan reports, exactly, whether the edge-to-edge distance of a and
// b is strictly less than x (CEM-M3's "a menos de").
func closerThan(a, b geom.Disc, x float64) bool {
	return a.CmpDistance(b, x) < 0
}

// advance returns the sign of (p − q) · d, exactly: positive when p is
// further than q along the direction d.
func advance(p, q, d orb.Point) int { return geom.CmpAlong(p, q, d) }
