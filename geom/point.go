package geom

import "github.com/paulmach/orb"

// Point helpers. orb.Point is an array with no methods, so these small
// functions name the arithmetic the plane files do on it; each inlines.

// finitePoint reports whether both coordinates are finite (neither NaN
// nor infinite).
func finitePoint(p orb.Point) bool {
	return p[0]-p[0] == 0 && p[1]-p[1] == 0
}

// ptSub returns p - q.
func ptSub(p, q orb.Point) orb.Point { return orb.Point{p[0] - q[0], p[1] - q[1]} }

// ptAdd returns p + q.
func ptAdd(p, q orb.Point) orb.Point { return orb.Point{p[0] + q[0], p[1] + q[1]} }

// ptScale returns k·p.
func ptScale(k float64, p orb.Point) orb.Point { return orb.Point{k * p[0], k * p[1]} }

// ptDot returns p·q, rounded.
func ptDot(p, q orb.Point) float64 { return p[0]*q[0] + p[1]*q[1] }

// ptCross returns p×q = p.x·q.y - p.y·q.x, rounded.
func ptCross(p, q orb.Point) float64 { return p[0]*q[1] - p[1]*q[0] }

// ptNorm2 returns |p|², rounded.
func ptNorm2(p orb.Point) float64 { return p[0]*p[0] + p[1]*p[1] }
