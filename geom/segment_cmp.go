package geom

import (
	"math"

	"github.com/paulmach/orb"
)

// Three-way comparisons of a segment's distances with a threshold,
// decided exactly by the kernel, with the conventions of the disc
// comparisons (disc_cmp.go): -1, 0 or +1 as the exact distance is less
// than, equal to or greater than x; input that has no distance (a
// non-finite point, an empty polygon, a NaN or negative x) compares as
// far (+1); x = +Inf gives -1. A segment whose ends coincide is a point.

// CmpDistanceToPoint compares the distance from p to the closed segment s
// with x.
func (s Segment) CmpDistanceToPoint(p orb.Point, x float64) int {
	if !finitePoint(p) || !finitePoint(s.A) || !finitePoint(s.B) || !(x >= 0) {
		return 1
	}
	if math.IsInf(x, 1) {
		return -1
	}
	return discSegCmp(p, s.A, s.B, maxAbs(maxAbs(maxAbs(0, p), s.A), s.B), [3]float64{x})
}

// CmpDistance compares the distance between the closed segments s and o
// with x: 0 when they meet.
func (s Segment) CmpDistance(o Segment, x float64) int {
	if !finitePoint(s.A) || !finitePoint(s.B) || !finitePoint(o.A) || !finitePoint(o.B) || !(x >= 0) {
		return 1
	}
	if math.IsInf(x, 1) {
		return -1
	}
	m := maxAbs(maxAbs(maxAbs(maxAbs(0, s.A), s.B), o.A), o.B)
	return segCmp(s, o, dstBoxOf(s.A, s.B), m, x)
}

// segCmp is CmpDistance for finite segments and a finite x >= 0, given
// s's box sb and a bound m on the absolute coordinates of both: boxes
// farther apart than x decide at once, segments that meet are at
// distance 0, and otherwise the rounded distance decides unless it lies
// in discSegBand's band around x, where segCmpApart decides exactly.
func segCmp(s, o Segment, sb dstBox, m, x float64) int {
	ob := dstBoxOf(o.A, o.B)
	if sb.apartBeyond(ob, x) {
		return 1
	}
	if sb.overlaps(ob) && s.Intersects(o) {
		return cmpClampZero(-1, x)
	}
	if c, ok := segCmpFilter(dstSegSeg2(s.A, s.B, o.A, o.B), m, x); ok {
		return c
	}
	return segCmpApart(s, o, m, x)
}

// segCmpFilter decides the sign of d - x from d2, a squared distance
// from a point to a segment (or the least of several) rounded as
// dstPointSeg2 rounds it, where m bounds the absolute coordinates, when
// d2 lies outside discSegBand's band around x.
func segCmpFilter(d2, m, x float64) (int, bool) {
	if !(m+x > discTiny && x <= math.MaxFloat64/4 && m <= math.MaxFloat64/4) {
		return 0, false
	}
	lo2, hi2 := discSegBand(m, x)
	switch {
	case d2 > hi2:
		return 1, true
	case d2 < lo2:
		return -1, true
	}
	return 0, false
}

// CmpDistanceToPolygon compares the distance from the closed segment s to
// the closed region p with x: 0 when s meets p (its boundary or its
// interior).
func (s Segment) CmpDistanceToPolygon(p Polygon, x float64) int {
	if !finitePoint(s.A) || !finitePoint(s.B) || !finitePolygon(p) || dstEmptyPolygon(p) || !(x >= 0) {
		return 1
	}
	if math.IsInf(x, 1) {
		return -1
	}
	if p.Locate(s.A) != Outside {
		return cmpClampZero(-1, x)
	}
	// Outside at s.A, so s meets p only if it meets an edge.
	return segCmpEdges(s, p, x)
}

// segCmpEdges compares the distance from s to the edges of p with x (0
// when s meets one): the least over the edges, each decided by segCmp.
func segCmpEdges(s Segment, p Polygon, x float64) int {
	m := maxAbs(maxAbs(0, s.A), s.B)
	for _, r := range p {
		for _, v := range r {
			m = maxAbs(m, v)
		}
	}
	sb := dstBoxOf(s.A, s.B)
	c := 1
	for _, r := range p {
		for i := range ringEdgeCount(r) {
			if c = min(c, segCmp(s, ringEdge(r, i), sb, m, x)); c < 0 {
				return -1 // closer than x; no edge further can make it 0
			}
		}
	}
	return c
}

// segCmpApart compares the distance between segments s and o that do not
// meet with x, where m bounds their absolute coordinates: the distance is
// the least of the four from an end of one to the other segment.
func segCmpApart(s, o Segment, m, x float64) int {
	t := [3]float64{x}
	ends := [4][3]orb.Point{{s.A, o.A, o.B}, {s.B, o.A, o.B}, {o.A, s.A, s.B}, {o.B, s.A, s.B}}
	c := 1
	for _, e := range ends {
		if c = min(c, discSegCmp(e[0], e[1], e[2], m, t)); c < 0 {
			return c
		}
	}
	return c
}

// maxAbs returns the largest of m and the absolute coordinates of p, for
// finite input (plain comparisons: the NaN-aware max builtin costs more).
func maxAbs(m float64, p orb.Point) float64 {
	x, y := math.Abs(p[0]), math.Abs(p[1])
	if x > m {
		m = x
	}
	if y > m {
		m = y
	}
	return m
}

// apartBeyond reports that boxes b and o are more than x apart along an
// axis, so that everything in them is more than x apart, exactly: a bound
// plus x rounds monotonically, so a rounded sum below the other box's
// bound means the exact sum is below it too.
func (b dstBox) apartBeyond(o dstBox, x float64) bool {
	return o.minX > b.maxX+x || b.minX > o.maxX+x || o.minY > b.maxY+x || b.minY > o.maxY+x
}
