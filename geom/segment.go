package geom

import (
	"math"

	"github.com/paulmach/orb"
)

// Segment is the closed straight segment from A to B: it contains A, B and
// every point between them. A Segment with A == B is degenerate: it is the
// single point A. Its direction (A to B) matters only where a doc says so.
type Segment struct{ A, B orb.Point }

// Length returns the Euclidean length of s, |B-A|, rounded: NaN if a
// coordinate is NaN or infinite, +Inf only if the length itself is beyond
// the float range.
func (s Segment) Length() float64 {
	if !finiteSegment(s) {
		return math.NaN()
	}
	v := ptSub(s.B, s.A)
	return math.Hypot(v[0], v[1])
}

// Bound returns the smallest axis-aligned box that holds s.
// A NaN end gives NaN corners.
func (s Segment) Bound() orb.Bound {
	return orb.Bound{
		Min: orb.Point{min(s.A[0], s.B[0]), min(s.A[1], s.B[1])},
		Max: orb.Point{max(s.A[0], s.B[0]), max(s.A[1], s.B[1])},
	}
}

// Vector returns B - A, the direction of s with its length, rounded.
// A NaN or infinite end gives a NaN or infinite vector; so does a
// difference beyond the float range.
func (s Segment) Vector() orb.Point { return ptSub(s.B, s.A) }

// Contains reports, exactly, whether p lies on the closed segment s (for
// a zero-length s, whether p is its point). It is false for non-finite
// input.
func (s Segment) Contains(p orb.Point) bool {
	// Orient2D is 0 for non-finite input too; the finiteness checks come
	// after it, off the common path (p off the line).
	return Orient2D(s.A, s.B, p) == 0 && finitePoint(p) && finitePoint(s.A) && finitePoint(s.B) &&
		inClosedRange(s.A[0], s.B[0], p[0]) && inClosedRange(s.A[1], s.B[1], p[1])
}

// AxisParam returns the parameter t of a point p of s's line, measured
// along the axis on which s is longer (so it keeps the order of points
// along s), rounded, and exactly 0 at A and 1 at B. It does not clamp: a
// point of the line beyond an end gives t outside [0, 1]. A zero-length s
// gives 0 for its point, and ±Inf or NaN for any other.
func (s Segment) AxisParam(p orb.Point) float64 {
	switch p {
	case s.A:
		return 0
	case s.B:
		return 1
	}
	k := segmentAxis(s)
	return (p[k] - s.A[k]) / (s.B[k] - s.A[k])
}

// At returns the point A + t(B-A), rounded. At(0) is exactly A and At(1) is
// exactly B.
// A NaN or infinite t or end gives a NaN or infinite point.
func (s Segment) At(t float64) orb.Point {
	switch t {
	case 0:
		return s.A
	case 1:
		return s.B
	}
	return ptAdd(s.A, ptScale(t, ptSub(s.B, s.A)))
}

// IntersectionKind classifies how two segments meet.
type IntersectionKind int

const (
	// NoIntersection: the segments have no common point.
	NoIntersection IntersectionKind = iota
	// Crossing: a proper crossing; the interiors cross at a single point
	// that is an endpoint of neither segment.
	Crossing
	// Touching: a single common point that is an endpoint of one or both
	// segments (including a T-junction and a degenerate segment lying on
	// the other).
	Touching
	// Overlapping: the segments are collinear and share a sub-segment of
	// positive length.
	Overlapping
)

// Intersection is the result of [Segment.Intersect].
//
// For Crossing and Touching, P == Q is the common point; for Overlapping, P
// and Q are the ends of the common sub-segment, ordered along the receiver
// (TP <= TQ). TP and TQ are the parameters of P and Q along the receiver s
// (P ≈ s.At(TP)), UP and UQ their parameters along the argument o. For
// NoIntersection every other field is zero.
type Intersection struct {
	Kind   IntersectionKind
	P, Q   orb.Point
	TP, TQ float64
	UP, UQ float64
}

// Intersect returns how s and o meet. Its classification is exact (it uses
// only [Orient2D] and exact coordinate comparisons). A Touching or
// Overlapping point that is an endpoint of either segment is returned
// exactly; a Crossing point, and every parameter that is not 0 or 1, is
// computed in floating point and rounded (a crossing's parameters come from
// orientation determinants accurate to 2⁻⁴⁰ relative, so they stay accurate
// for nearly parallel segments). Intersect allocates nothing.
// NaN or infinite input is NoIntersection.
func (s Segment) Intersect(o Segment) Intersection {
	return intersect(s, o)
}

// Intersects reports whether s and o have any common point, exactly.
// It is false for NaN or infinite input.
func (s Segment) Intersects(o Segment) bool {
	return intersect(s, o).Kind != NoIntersection
}

// Intersect's doc also covers bad input: if any coordinate of s or o is
// NaN or infinite the result is NoIntersection.
//
// Kernel: the classification of two segments from the four orientations
// (cross, touch, overlap, none) is one decision table; it stays whole so
// that the table can be read at once.
func intersect(s, o Segment) Intersection {
	if !finitePoint(s.A) || !finitePoint(s.B) || !finitePoint(o.A) || !finitePoint(o.B) {
		return Intersection{}
	}
	sDeg, oDeg := s.A == s.B, o.A == o.B
	switch {
	case sDeg && oDeg:
		if s.A == o.A {
			return Intersection{Kind: Touching, P: s.A, Q: s.A}
		}
		return Intersection{}
	case sDeg:
		if onClosedSegment(o, s.A) {
			u := segmentParam(o, s.A)
			return Intersection{Kind: Touching, P: s.A, Q: s.A, UP: u, UQ: u}
		}
		return Intersection{}
	case oDeg:
		if onClosedSegment(s, o.A) {
			t := segmentParam(s, o.A)
			return Intersection{Kind: Touching, P: o.A, Q: o.A, TP: t, TQ: t}
		}
		return Intersection{}
	}
	d1 := Orient2D(o.A, o.B, s.A)
	d2 := Orient2D(o.A, o.B, s.B)
	if d1 == 0 && d2 == 0 {
		return collinearIntersect(s, o)
	}
	if d1*d2 > 0 {
		return Intersection{}
	}
	d3 := Orient2D(s.A, s.B, o.A)
	d4 := Orient2D(s.A, s.B, o.B)
	if d3*d4 > 0 {
		return Intersection{}
	}
	var p orb.Point
	switch {
	case d1 == 0:
		p = s.A
	case d2 == 0:
		p = s.B
	case d3 == 0:
		p = o.A
	case d4 == 0:
		p = o.B
	default:
		// Proper crossing: the point is rounded.
		t, u := crossParam(s, o), crossParam(o, s)
		p = s.At(t)
		return Intersection{Kind: Crossing, P: p, Q: p, TP: t, TQ: t, UP: u, UQ: u}
	}
	t, u := segmentParam(s, p), segmentParam(o, p)
	return Intersection{Kind: Touching, P: p, Q: p, TP: t, TQ: t, UP: u, UQ: u}
}

// collinearIntersect handles two non-degenerate segments on one line.
func collinearIntersect(s, o Segment) Intersection {
	k := segmentAxis(s)
	sign := 1.0
	if s.A[k] > s.B[k] {
		sign = -1
	}
	key := func(p orb.Point) float64 { return sign * p[k] }
	olo, ohi := o.A, o.B
	if key(olo) > key(ohi) {
		olo, ohi = ohi, olo
	}
	start, end := s.A, s.B
	if key(olo) > key(start) {
		start = olo
	}
	if key(ohi) < key(end) {
		end = ohi
	}
	switch {
	case key(start) > key(end):
		return Intersection{}
	case key(start) == key(end):
		t, u := segmentParam(s, start), segmentParam(o, start)
		return Intersection{Kind: Touching, P: start, Q: start, TP: t, TQ: t, UP: u, UQ: u}
	}
	return Intersection{Kind: Overlapping, P: start, Q: end,
		TP: segmentParam(s, start), TQ: segmentParam(s, end),
		UP: segmentParam(o, start), UQ: segmentParam(o, end)}
}

// segmentAxis returns the coordinate (0 for x, 1 for y) along which s extends
// further; along it, points of s's line are ordered exactly as along s.
func segmentAxis(s Segment) int {
	if v := ptSub(s.B, s.A); math.Abs(v[0]) >= math.Abs(v[1]) {
		return 0
	}
	return 1
}

// onClosedSegment reports exactly whether p lies on the closed segment s.
func onClosedSegment(s Segment, p orb.Point) bool {
	return Orient2D(s.A, s.B, p) == 0 && inClosedRange(s.A[0], s.B[0], p[0]) && inClosedRange(s.A[1], s.B[1], p[1])
}

// inClosedRange reports whether v lies in the closed range spanned by a and b.
func inClosedRange(a, b, v float64) bool {
	if a > b {
		a, b = b, a
	}
	return a <= v && v <= b
}

// segmentParam returns the parameter of p along s by projection: exactly 0 at A
// and 1 at B, rounded elsewhere, clamped to [0,1]. A degenerate s gives 0.
func segmentParam(s Segment, p orb.Point) float64 {
	switch p {
	case s.A:
		return 0
	case s.B:
		return 1
	}
	v := ptSub(s.B, s.A)
	d := ptNorm2(v)
	if d == 0 || math.IsInf(d, 0) {
		// Project along the dominant axis instead, which cannot overflow
		// the squared length.
		k := segmentAxis(s)
		if s.B[k] == s.A[k] {
			return 0
		}
		return clampUnit((p[k] - s.A[k]) / (s.B[k] - s.A[k]))
	}
	return clampUnit(ptDot(ptSub(p, s.A), v) / d)
}

func clampUnit(t float64) float64 {
	if t < 0 {
		return 0
	}
	if t > 1 {
		return 1
	}
	if t != t {
		return 0
	}
	return t
}
