package geom

import (
	"math"

	"github.com/paulmach/orb"
)

// Three-way comparisons of a disc's distances with a threshold, decided
// exactly by the kernel. A rule that needs "at most x" uses Cmp... <= 0
// (or the boolean shorthand Within...), one that needs "strictly less
// than x" uses Cmp... < 0, and "exactly x" is Cmp... == 0.
//
// Every comparison returns -1, 0 or +1 as the exact distance is less
// than, equal to or greater than x. Input that has no distance compares
// as far: an invalid disc, a non-finite point, segment or polygon, an
// empty polygon, or a NaN x give +1, as does a negative x (a distance is
// never negative); x = +Inf gives -1.

// CmpDistance compares the edge-to-edge distance between d and o with x.
// Within(o, x) is CmpDistance(o, x) <= 0.
// Bad input compares as far (+1): an invalid disc or a NaN x; an x of
// +Inf gives -1 for valid discs.
func (d Disc) CmpDistance(o Disc, x float64) int {
	if !d.valid() || !o.valid() || !(x >= 0) {
		return 1
	}
	if math.IsInf(x, 1) {
		return -1
	}
	c := discCmp(d.Center[0], d.Center[1], o.Center[0], o.Center[1], d.R+o.R+x, d.R, o.R, x)
	return cmpClampZero(c, x)
}

// CmpDistanceToPoint compares the distance from p to d (0 inside d) with
// x.
// Bad input compares as far (+1): an invalid disc, a non-finite p or a
// NaN x; an x of +Inf gives -1 for valid input.
func (d Disc) CmpDistanceToPoint(p orb.Point, x float64) int {
	if !d.valid() || !finitePoint(p) || !(x >= 0) {
		return 1
	}
	if math.IsInf(x, 1) {
		return -1
	}
	c := discCmp(p[0], p[1], d.Center[0], d.Center[1], d.R+x, d.R, x, 0)
	return cmpClampZero(c, x)
}

// CmpDistanceToSegment compares the distance from d to the closed segment
// s with x. WithinSegment(s, x) is CmpDistanceToSegment(s, x) <= 0.
// Bad input compares as far (+1): an invalid disc, a non-finite s or a
// NaN x; an x of +Inf gives -1 for valid input.
func (d Disc) CmpDistanceToSegment(s Segment, x float64) int {
	if !d.valid() || !finitePoint(s.A) || !finitePoint(s.B) || !(x >= 0) {
		return 1
	}
	if math.IsInf(x, 1) {
		return -1
	}
	m := discMaxAbs(d.Center, s.A, s.B)
	return cmpClampZero(discSegCmp(d.Center, s.A, s.B, m, [3]float64{d.R, x}), x)
}

// CmpDistanceToPolygon compares the distance from d to the closed region
// p with x. WithinPolygon(p, x) is CmpDistanceToPolygon(p, x) <= 0.
// Bad input compares as far (+1): an invalid disc, a non-finite or empty
// p, or a NaN x; an x of +Inf gives -1 for valid input.
func (d Disc) CmpDistanceToPolygon(p Polygon, x float64) int {
	if !d.valid() || !finitePolygon(p) || dstEmptyPolygon(p) || !(x >= 0) {
		return 1
	}
	if math.IsInf(x, 1) {
		return -1
	}
	// The distance to the region is the distance to its boundary unless
	// the centre is in it, when it is 0.
	sign, _ := discPolyCmp(d.Center, p, [3]float64{d.R, x})
	return cmpClampZero(sign, x)
}

// cmpClampZero turns the sign of dist' - x, where dist' is the signed
// distance (negative when the sets overlap), into that of dist - x with
// dist = max(dist', 0): for x == 0 an overlap is a distance equal to x.
func cmpClampZero(c int, x float64) int {
	if c < 0 && x == 0 {
		return 0
	}
	return c
}

// CmpAlong compares p and q along the direction d, exactly: the sign of
// (p-q)·d, +1 when p lies further along d than q, 0 when both lie on one
// line perpendicular to d (or d is zero). It is 0 for non-finite input.
func CmpAlong(p, q, d orb.Point) int {
	if !finitePoint(p) || !finitePoint(q) || !finitePoint(d) {
		return 0
	}
	// Filter: each difference and product rounds once, the sum once more.
	l, r := (p[0]-q[0])*d[0], -(p[1]-q[1])*d[1]
	if s := filterSign(l, r); s != 0 {
		return s
	}
	safe := kernelSafe(2, p[0], p[1], q[0], q[1], d[0], d[1])
	return run(safe, func(big bool) (int, bool) {
		k := kernel{big: big}
		var z, u, dd num
		k.set(&z, 0)
		for i := range 2 {
			k.diff(&u, p[i], q[i])
			k.set(&dd, d[i])
			var t num
			k.mul(&t, &u, &dd)
			k.add(&z, &z, &t, 1)
		}
		return k.sign(&z), k.ovf
	})
}
