package ground

import (
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// Where a base swept along a leg comes within its radius r of a segment
// e: the leg's centre line inside the capsule round e, the union of the
// discs of radius r round e's ends and the band along e between the
// perpendiculars at its ends. Both Cost's contacts (where a base first
// overlaps a wall, firstWithin) and StraddleAnyPart's spans (where it
// overlaps an area, capsuleInterval) read it.
//
// These are measurements, in floating point: the parameters are
// rounded. Whether the base comes closer than r at all is decided before,
// exactly, by geom's Segment.CmpDistance, and these functions are called
// only where it does; near a tangency rounding may then lose the
// interval, and the point of closest approach stands in for its entry.

// firstWithin returns the least t in [0, 1] at which the point s.At(t)
// is within r of segment e, for a leg known to come closer than r (0 for
// a leg of length 0), rounded.
func firstWithin(s, e geom.Segment, r float64) float64 {
	if s.A == s.B {
		return 0 // a base standing still, within r of e
	}
	lo, hi, ok := capsuleInterval(s, e, r)
	if !ok || hi < 0 || lo > 1 {
		return closestApproach(s, e) // rounding lost a near-tangent entry
	}
	return min(max(lo, 0), 1)
}

// capsuleInterval returns the parameters lo < hi between which the line
// through leg s lies closer than r to segment e: the union of its
// intervals in the discs round e's ends and in the rectangle along e,
// rounded. ok is false when rounding leaves it empty.
func capsuleInterval(s, e geom.Segment, r float64) (lo, hi float64, ok bool) {
	a, d := s.A, s.Vector()
	lo, hi = math.Inf(1), math.Inf(-1)
	add := func(l, h float64) {
		if l < h {
			lo, hi = min(lo, l), max(hi, h)
		}
	}
	for _, q := range [2]orb.Point{e.A, e.B} {
		add(discInterval(a, d, q, r))
	}
	add(rectInterval(a, d, e, r))
	return lo, hi, lo < hi
}

// discInterval returns the open interval of t in which a + t·d lies
// closer than r to q (empty, lo >= hi, if none).
func discInterval(a, d, q orb.Point, r float64) (lo, hi float64) {
	wx, wy := a[0]-q[0], a[1]-q[1]
	aa := d[0]*d[0] + d[1]*d[1]
	b := wx*d[0] + wy*d[1]
	c := wx*wx + wy*wy - r*r
	disc := b*b - aa*c
	if aa == 0 || disc <= 0 {
		return 0, 0
	}
	// The roots without cancellation: q = -(b + sign(b)·sqrt(disc)).
	sq := math.Sqrt(disc)
	qq := -(b + math.Copysign(sq, b))
	t1, t2 := qq/aa, c/qq
	if qq == 0 {
		t1, t2 = -sq/aa, sq/aa
	}
	return min(t1, t2), max(t1, t2)
}

// rectInterval returns the open interval of t in which a + t·d lies in
// the band closer than r to the line through e and in the slab between
// the perpendiculars at its ends (empty, lo >= hi, if none).
func rectInterval(a, d orb.Point, e geom.Segment, r float64) (lo, hi float64) {
	ex, ey := e.B[0]-e.A[0], e.B[1]-e.A[1]
	l2 := ex*ex + ey*ey
	if l2 == 0 {
		return 0, 0
	}
	// The band: |h0 + t·hd| < r·|e|.
	h0 := ex*(a[1]-e.A[1]) - ey*(a[0]-e.A[0])
	hd := ex*d[1] - ey*d[0]
	lo, hi = slab(h0, hd, -r*math.Sqrt(l2), r*math.Sqrt(l2))
	// The slab: 0 <= u0 + t·ud <= |e|².
	u0 := ex*(a[0]-e.A[0]) + ey*(a[1]-e.A[1])
	ud := ex*d[0] + ey*d[1]
	l, h := slab(u0, ud, 0, l2)
	return max(lo, l), min(hi, h)
}

// slab returns the interval of t in which v0 + t·dv lies between lo and
// hi: everything or nothing when dv is 0.
func slab(v0, dv, lo, hi float64) (float64, float64) {
	if dv == 0 {
		if lo < v0 && v0 < hi {
			return math.Inf(-1), math.Inf(1)
		}
		return 0, 0
	}
	t1, t2 := (lo-v0)/dv, (hi-v0)/dv
	return min(t1, t2), max(t1, t2)
}

// closestApproach returns the t in [0, 1] at which s.At(t) comes nearest
// segment e, by golden-section search on the distance, which is convex in
// t. It stands in for an entry that rounding lost at a near-tangency.
func closestApproach(s, e geom.Segment) float64 {
	f := func(t float64) float64 { return pointSeg2(s.At(t), e) }
	lo, hi := 0.0, 1.0
	const g = 0.6180339887498949
	for range 100 {
		m1, m2 := hi-g*(hi-lo), lo+g*(hi-lo)
		if f(m1) <= f(m2) {
			hi = m2
		} else {
			lo = m1
		}
	}
	return lo
}

// pointSeg2 returns the squared distance from p to segment e, rounded.
func pointSeg2(p orb.Point, e geom.Segment) float64 {
	ex, ey := e.B[0]-e.A[0], e.B[1]-e.A[1]
	px, py := p[0]-e.A[0], p[1]-e.A[1]
	l2 := ex*ex + ey*ey
	u := 0.0
	if l2 > 0 {
		u = min(max((px*ex+py*ey)/l2, 0), 1)
	}
	dx, dy := px-u*ex, py-u*ey
	return dx*dx + dy*dy
}
