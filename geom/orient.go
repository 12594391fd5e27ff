package geom

import (
	"math"

	"github.com/paulmach/orb"
)

// Orient2D reports on which side of the directed line a->b the point c lies:
// +1 if c is to the left of a->b (a, b, c turn counter-clockwise in a y-up
// frame), -1 if it is to the right (clockwise), and 0 if the three points
// are collinear (including when two or all of them coincide).
//
// The answer is the sign of the determinant
//
//	det = (a.x-c.x)(b.y-c.y) - (a.y-c.y)(b.x-c.x)
//
// computed exactly, never with an epsilon. Guarantees, for all finite
// float64 input (each is a property test):
//
//  1. Swapping any two points flips the sign:
//     Orient2D(a, b, c) == -Orient2D(b, a, c).
//  2. A cyclic rotation keeps it: Orient2D(a, b, c) == Orient2D(b, c, a).
//  3. It is 0 if and only if a, b and c are collinear.
//  4. It agrees with the sign of det evaluated in exact rational arithmetic.
//
// If any coordinate is NaN or infinite, Orient2D returns 0; it never panics.
//
// It costs a dozen floating-point operations and no data-dependent
// branch, except near collinear input, where the exact kernel decides.
func Orient2D(a, b, c orb.Point) int {
	// Method.
	// A floating-point filter decides almost every call. With ε = 2⁻⁵³ (the
	// unit roundoff of float64), Shewchuk ("Adaptive Precision Floating-Point
	// Arithmetic and Fast Robust Geometric Predicates", 1997, §4.2) shows that
	// the computed det differs from the exact one by less than
	//
	//	errA = (3 + 16ε)ε · (|detleft| + |detright|)
	//
	// where detleft and detright are the two computed products: each of the
	// four differences and two products and the final subtraction adds one
	// relative rounding error of at most ε, giving 3ε to first order, and the
	// 16ε² term bounds the higher-order terms and the rounding of the bound's
	// own computation. That analysis assumes no overflow and no underflow.
	// Gradual underflow can add an absolute error of at most 2⁻¹⁰⁷⁵ to each
	// product (subtractions whose result is subnormal are exact), so the
	// filter adds 2⁻¹⁰⁷² to the bound. If |det| exceeds the bound, its sign is
	// certain.
	//
	// The filter uses |detleft + detright| in place of |detleft| + |detright|
	// (Shewchuk's detsum, without his branches). The two are equal when the
	// products have the same sign or one is zero. When they have strictly
	// opposite signs the sign of det is certain whatever the bound: a rounded
	// difference or product is zero only if the exact one is, and otherwise
	// has its sign, so the exact det is a positive minus a negative (or the
	// reverse), as is the computed one, even if that overflows. Overflow
	// elsewhere, and NaN or infinite input, make det or the bound NaN or
	// infinite so that the comparison fails and the slow path decides.
	//
	// Otherwise the exact kernel (exact.go) computes the sign of the sum of
	// the six products a.x·b.y - a.y·b.x + ..., each split into an exact
	// two-term expansion with a fused multiply-add and accumulated with
	// error-free additions, or in math/big outside the expansions' range.
	//
	// Cost.
	// The filter is a dozen floating-point operations and no data-dependent
	// branch (the sign comes from det's sign bit), so random input costs no
	// mispredictions. It is not inlined: the gc inliner charges 57 of its
	// budget of 80 for the call to the slow path alone, and the determinant
	// costs more than the remaining 23.
	detleft := (a[0] - c[0]) * (b[1] - c[1])
	detright := (a[1] - c[1]) * (b[0] - c[0])
	det := detleft - detright
	if math.Abs(det) > ccwErrBoundA*math.Abs(detleft+detright)+underflowGuard {
		return 1 - 2*int(math.Float64bits(det)>>63) // det != 0: +1 or -1 by its sign bit
	}
	return orient2DExact(a, b, c)
}

const (
	epsilon = 1.0 / (1 << 53)
	// ccwErrBoundA is Shewchuk's (3+16ε)ε.
	ccwErrBoundA = (3 + 16*epsilon) * epsilon
	// underflowGuard covers the absolute error of two underflowed products.
	underflowGuard = 0x1p-1072
)

// orient2DExact is the slow path of Orient2D: the exact kernel's sign of
// det.
func orient2DExact(a, b, c orb.Point) int {
	if !finitePoint(a) || !finitePoint(b) || !finitePoint(c) {
		return 0
	}
	return run(orientSafe(a, b, c), func(big bool) (int, bool) {
		k := kernel{big: big}
		var det num
		orientNum(&k, &det, a, b, c)
		return k.sign(&det), k.ovf
	})
}

// orientSafe reports whether det, a polynomial of degree 2, is in the
// expansions' safe range.
func orientSafe(a, b, c orb.Point) bool {
	return kernelSafe(2, a[0], a[1], b[0], b[1], c[0], c[1])
}

// orientNum sets z to det exactly, as
// ax·by - ax·cy - ay·bx + ay·cx + bx·cy - by·cx: six exact products, with
// no rounded difference in them.
func orientNum(k *kernel, z *num, a, b, c orb.Point) {
	k.set(z, 0)
	k.addProd(z, a[0], b[1])
	k.addProd(z, -a[0], c[1])
	k.addProd(z, -a[1], b[0])
	k.addProd(z, a[1], c[0])
	k.addProd(z, b[0], c[1])
	k.addProd(z, -b[1], c[0])
}

// orientDet returns the orientation determinant det of Orient2D (twice the
// signed area of a, b, c) with a relative error below 2⁻⁴⁰: the float
// value when the filter bound shows it is that accurate, else the exact
// value rounded to float64. It returns NaN for non-finite input. It serves
// computed (rounded) points, such as a crossing's parameter, that must
// stay accurate for nearly parallel lines.
func orientDet(a, b, c orb.Point) float64 {
	if det, ok := detAccurate((a[0]-c[0])*(b[1]-c[1]), (a[1]-c[1])*(b[0]-c[0])); ok {
		return det
	}
	return orientDetExact(a, b, c)
}

// detAccurate returns the determinant l - r, with l and r the rounded
// products of Orient2D's (detleft and detright), and whether its bound
// shows it accurate to 2⁻⁴⁰ relative, so that orientDet returns it as is;
// then its sign is exact too. Small enough to inline.
func detAccurate(l, r float64) (float64, bool) {
	det := l - r
	return det, math.Abs(det) > (ccwErrBoundA*(math.Abs(l)+math.Abs(r))+underflowGuard)*0x1p40
}

// filterSign is the float filter on a determinant computed as l - r, with
// l and r rounded products of rounded differences of input coordinates,
// as in Orient2D: the sign of the exact determinant, +1 or -1, when
// |l-r| exceeds Shewchuk's bound on |l|+|r|, else 0 (not known). Small
// enough to inline.
func filterSign(l, r float64) int {
	d := l - r
	bound := ccwErrBoundA*(math.Abs(l)+math.Abs(r)) + underflowGuard
	if d > bound {
		return 1
	}
	if d < -bound {
		return -1
	}
	return 0
}

// orientDetExact is the slow path of orientDet.
func orientDetExact(a, b, c orb.Point) float64 {
	if !finitePoint(a) || !finitePoint(b) || !finitePoint(c) {
		return math.NaN()
	}
	var det float64
	run(orientSafe(a, b, c), func(big bool) (int, bool) {
		k := kernel{big: big}
		var z num
		orientNum(&k, &z, a, b, c)
		det = k.value(&z)
		return 0, k.ovf
	})
	return det
}

// SideOfBound reports on which side of the line through s, directed from
// s.A to s.B, the closed box b lies: +1 if every point of b is strictly
// to its left (Orient2D(s.A, s.B, p) > 0 for all p in b), -1 if every
// point is strictly to its right, and 0 if the line meets b, or if s is a
// point or the input is NaN. It is exact: the side is a linear function
// of the point, so it tests the two corners of b that are extreme across
// the line, as Orient2D would, with the float filter inline. It serves
// candidate pruning, where a box off the line needs no closer look.
func SideOfBound(s Segment, b orb.Bound) int {
	a := s.A
	dx, dy := s.B[0]-a[0], s.B[1]-a[1]
	// hi maximises and lo minimises dx·(p.y-a.y) - dy·(p.x-a.x), the
	// determinant of Orient2D(s.B, p, s.A), the same sign as
	// Orient2D(s.A, s.B, p) (a cyclic turn).
	lo, hi := b.Min, b.Max
	if dy > 0 {
		lo[0], hi[0] = hi[0], lo[0]
	}
	if dx < 0 {
		lo[1], hi[1] = hi[1], lo[1]
	}
	o := filterSign(dx*(hi[1]-a[1]), dy*(hi[0]-a[0]))
	if o == 0 {
		o = Orient2D(s.A, s.B, hi)
	}
	if o < 0 {
		return -1 // the maximum is right of the line, so is all of b
	}
	o = filterSign(dx*(lo[1]-a[1]), dy*(lo[0]-a[0]))
	if o == 0 {
		o = Orient2D(s.A, s.B, lo)
	}
	if o > 0 {
		return 1 // the minimum is left of the line, so is all of b
	}
	return 0
}

// SideOfPoints reports on which side of the line through s, directed from
// s.A to s.B, all of pts lie: +1 if every point is strictly to its left,
// -1 if every point is strictly to its right, and 0 otherwise (a point on
// the line, points on both sides, no points, s a point, or NaN input). It
// is exact, Orient2D point by point with its float filter inline, and
// allocates nothing. It serves candidate pruning: a polygon whose
// vertices are all on one side cannot meet the line.
func SideOfPoints(s Segment, pts []orb.Point) int {
	if s.A == s.B || len(pts) == 0 {
		return 0
	}
	d := ptSub(s.B, s.A)
	side := 0
	for _, p := range pts {
		// dx·(p.y-a.y) - dy·(p.x-a.x) has the sign of Orient2D(s.A, s.B, p).
		o := filterSign(d[0]*(p[1]-s.A[1]), d[1]*(p[0]-s.A[0]))
		if o == 0 {
			o = Orient2D(s.A, s.B, p)
		}
		if o == 0 || (side != 0 && o != side) {
			return 0
		}
		side = o
	}
	return side
}
