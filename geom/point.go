package geom

import (
	"math"

	"github.com/paulmach/orb"
)

// Point helpers. orb.Point is an array with no methods, so these small
// functions name the arithmetic the plane files do on it; each inlines.
//
// They serve rounded constructions off the hot paths (a tangent line, a
// chord, a contact). Hot loops keep scalar coordinates: the compiler
// keeps a local orb.Point, an array, in memory rather than registers, so
// a helper that builds one costs instructions that scalars do not
// (measured: 23 % more for Disc.OuterTangents, 82 % for the centroid
// sums, 4 % for Disc.Distance). The exact predicates and float filters
// keep their expressions written out, in the order their error bounds
// assume.

// finitePoint reports whether both coordinates are finite (neither NaN
// nor infinite).
func finitePoint(p orb.Point) bool {
	return p[0]-p[0] == 0 && p[1]-p[1] == 0
}

// finitePoints reports whether every point of ps is finite.
func finitePoints(ps []orb.Point) bool {
	for _, p := range ps {
		if !finitePoint(p) {
			return false
		}
	}
	return true
}

// finitePolygon reports whether every point of every ring of p is finite.
func finitePolygon(p Polygon) bool {
	for _, r := range p {
		if !finitePoints(r) {
			return false
		}
	}
	return true
}

// ringEdgeCount returns the number of edges of ring r, the one answer
// every walk over a ring's edges uses. Edge i joins point i to point
// i+1, and the last point back to the first (see [ringEdge]); a ring
// whose last point repeats its first has written that closing edge
// itself. So:
//
//   - the empty ring has no edge;
//   - [p] has one, the zero-length edge p->p: it is [p, p] written short,
//     the point p, which is boundary to Locate and at distance 0 from p;
//   - [p, p] has one, the same zero-length edge;
//   - [p, q] has two, p->q and the implicit q->p;
//   - [p, q, p] has two, p->q and q->p.
//
// Walks that want only proper edges skip the zero-length ones.
func ringEdgeCount(r orb.Ring) int {
	n := len(r)
	if n > 1 && r[0] == r[n-1] {
		n--
	}
	return n
}

// ringEdge returns edge i of ring r, for i < ringEdgeCount(r).
func ringEdge(r orb.Ring, i int) Segment { return Segment{r[i], r[ringNext(r, i)]} }

// ringNext returns the index of the end of edge i of ring r: hot loops
// index the ring with it rather than copy a Segment (orb.Point is an
// array, which the compiler keeps in memory rather than in registers).
func ringNext(r orb.Ring, i int) int {
	if i+1 == len(r) {
		return 0
	}
	return i + 1
}

// ptSub returns p - q.
func ptSub(p, q orb.Point) orb.Point { return orb.Point{p[0] - q[0], p[1] - q[1]} }

// ptAdd returns p + q.
func ptAdd(p, q orb.Point) orb.Point { return orb.Point{p[0] + q[0], p[1] + q[1]} }

// ptScale returns k·p.
func ptScale(k float64, p orb.Point) orb.Point { return orb.Point{k * p[0], k * p[1]} }

// ptDiv returns p/k, each coordinate divided (not scaled by 1/k, which
// would round twice).
func ptDiv(p orb.Point, k float64) orb.Point { return orb.Point{p[0] / k, p[1] / k} }

// ptDot returns p·q, rounded.
func ptDot(p, q orb.Point) float64 { return p[0]*q[0] + p[1]*q[1] }

// ptCross returns p×q = p.x·q.y - p.y·q.x, rounded.
func ptCross(p, q orb.Point) float64 { return p[0]*q[1] - p[1]*q[0] }

// ptNorm2 returns |p|², rounded.
func ptNorm2(p orb.Point) float64 { return p[0]*p[0] + p[1]*p[1] }

// rescale returns a power of two k that brings m, the largest magnitude
// among a rounded construction's inputs, near 1 when m lies beyond
// 2^±500, where the construction's squares and products would overflow
// or underflow, and 1 otherwise (m of 0, NaN or infinite included).
// Multiplying the inputs by k, and the constructed points by 1/k, is
// exact for every input not below about 2^-500 of m, and leaves a ratio
// such as a chord's or a crossing's parameter unchanged: so the
// constructions of this package give finite input a finite answer
// wherever that answer is representable.
func rescale(m float64) float64 {
	if m >= 0x1p-500 && m <= 0x1p500 {
		return 1
	}
	return unitScale(m)
}

// unitScale returns the power of two that brings m into [1/2, 1), or as
// near as a factor of at most 2^±600 does (so that k and 1/k are both
// normal numbers): 2^424 or 2^-473 at the ends of the float range. It
// is 1 for an m of 0, NaN or infinite.
func unitScale(m float64) float64 {
	if m == 0 || m-m != 0 {
		return 1
	}
	_, e := math.Frexp(m)
	return math.Ldexp(1, min(max(-e, -600), 600))
}

// finiteSegment reports whether both ends of s are finite.
func finiteSegment(s Segment) bool { return finitePoint(s.A) && finitePoint(s.B) }

// scaleSegment returns s with both ends multiplied by k.
func scaleSegment(k float64, s Segment) Segment { return Segment{ptScale(k, s.A), ptScale(k, s.B)} }

// scaleDisc returns d with its centre and radius multiplied by k.
func scaleDisc(k float64, d Disc) Disc { return Disc{Center: ptScale(k, d.Center), R: k * d.R} }
