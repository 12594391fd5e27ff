package geom

import (
	"errors"
	"fmt"
	"math"

	"github.com/paulmach/orb"
)

// Disc is a round base: the closed disc of radius R about Center.
//
// Boundary model: a Disc contains the points at distance <= R from Center,
// its rim included. Two discs whose rims touch therefore share a point and
// are at distance 0. A Disc with R == 0 is the single point Center.
//
// A Disc is valid when Center is finite and R is finite and not negative
// (see [Disc.Validate]). Predicates (Contains, Within...) report false for
// an invalid disc; measurements (Distance...) return NaN.
//
// Guarantees, each a property test:
//
//  1. Distances are edge to edge, symmetric, never negative, and 0 exactly
//     when the two sets share a point.
//  2. d.Distance(o) is |d.Center-o.Center| - d.R - o.R clamped at 0, rounded.
//  3. The predicates Contains, Within, WithinSegment and WithinPolygon, and
//     the existence of tangents, are decided exactly on the float64 input:
//     squared quantities are compared after a floating-point filter with a
//     proven error bound, and in the exact kernel (expansions, math/big
//     only for extreme magnitudes) when the filter cannot decide. They never disagree with the exact
//     geometry, though they may disagree in the last bit with a Distance
//     compared to x, which is rounded. Rules should use Within.
//  4. Within(o, x) is monotone in x: if it holds for x it holds for every
//     larger x.
type Disc struct {
	Center orb.Point // the centre of the base
	R      float64   // the radius, in the board's unit; 0 is a point
}

// Validate returns nil if d is valid, or an error naming every problem:
// a NaN, infinite or negative radius, a NaN or infinite centre.
func (d Disc) Validate() error {
	var errs []error
	if !finitePoint(d.Center) {
		errs = append(errs, fmt.Errorf("geom: disc centre (%g %g) is not finite", d.Center[0], d.Center[1]))
	}
	switch {
	case math.IsNaN(d.R):
		errs = append(errs, errors.New("geom: disc radius is NaN"))
	case math.IsInf(d.R, 0):
		errs = append(errs, fmt.Errorf("geom: disc radius %g is infinite", d.R))
	case d.R < 0:
		errs = append(errs, fmt.Errorf("geom: disc radius %g is negative", d.R))
	}
	return errors.Join(errs...)
}

// valid reads the fields one by one: copying Center out as an array costs
// a store-forwarding stall on amd64, a third of a Within call.
func (d *Disc) valid() bool {
	return d.R >= 0 && d.R-d.R == 0 && d.Center[0]-d.Center[0] == 0 && d.Center[1]-d.Center[1] == 0
}

// Bound returns the smallest axis-aligned box that holds d, its corners
// rounded. An invalid disc gives a box of NaN corners.
func (d Disc) Bound() orb.Bound {
	if !d.valid() {
		nan := math.NaN()
		return orb.Bound{Min: orb.Point{nan, nan}, Max: orb.Point{nan, nan}}
	}
	return orb.Bound{
		Min: orb.Point{d.Center[0] - d.R, d.Center[1] - d.R},
		Max: orb.Point{d.Center[0] + d.R, d.Center[1] + d.R},
	}
}

// Contains reports, exactly, whether p is at distance <= R from Center (the
// rim is inside). It is false for an invalid disc or a non-finite p.
func (d Disc) Contains(p orb.Point) bool {
	if !d.valid() || !finitePoint(p) {
		return false
	}
	return discCmp(p[0], p[1], d.Center[0], d.Center[1], d.R, d.R, 0, 0) <= 0
}

// DistanceToPoint returns the distance from p to the nearest point of d:
// 0 exactly when d contains p.
// It is NaN for an invalid disc or a non-finite p.
func (d Disc) DistanceToPoint(p orb.Point) float64 {
	if !d.valid() || !finitePoint(p) {
		return math.NaN()
	}
	if discCmp(p[0], p[1], d.Center[0], d.Center[1], d.R, d.R, 0, 0) <= 0 {
		return 0
	}
	return dstPositive(discHypot(p[0]-d.Center[0], p[1]-d.Center[1]) - d.R)
}

// Distance returns the edge-to-edge distance between d and o: the distance
// between their centres minus both radii, or 0 when they overlap or touch
// (decided exactly). It allocates nothing.
// It is NaN for an invalid disc, and +Inf only for centres too far apart
// for a float64.
func (d Disc) Distance(o Disc) float64 {
	if !d.valid() || !o.valid() {
		return math.NaN()
	}
	if discCmp(d.Center[0], d.Center[1], o.Center[0], o.Center[1], d.R+o.R, d.R, o.R, 0) <= 0 {
		return 0
	}
	return dstPositive(discHypot(o.Center[0]-d.Center[0], o.Center[1]-d.Center[1]) - (d.R + o.R))
}

// Within reports whether the edge-to-edge distance between d and o is at
// most x: some point of o is within x of some point of d. It is shorthand
// for CmpDistance(o, x) <= 0; "strictly closer than x" is
// CmpDistance(o, x) < 0. It is decided
// exactly by comparing |Δcentre|² with (d.R + o.R + x)², so "within 2 in"
// holds for bases exactly 2 in apart whatever rounding a Distance would
// suffer. A negative or NaN x, or an invalid disc, gives false; x = +Inf
// gives true. It allocates nothing and, outside near-ties, costs about
// ten nanoseconds.
//
// It repeats CmpDistance's body rather than calling it: a one-line wrapper
// inlines into the caller, which then copies both discs through the stack
// twice (an array-typed Center is never passed in registers), a third
// more time per call.
func (d Disc) Within(o Disc, x float64) bool {
	if !d.valid() || !o.valid() || !(x >= 0) {
		return false
	}
	if math.IsInf(x, 1) {
		return true
	}
	// cmpClampZero only turns -1 into 0, which "<= 0" does not tell apart.
	return discCmp(d.Center[0], d.Center[1], o.Center[0], o.Center[1], d.R+o.R+x, d.R, o.R, x) <= 0
}

// DistanceToSegment returns the distance from d to the closed segment s:
// 0 exactly when they share a point.
// It is NaN for an invalid disc or a non-finite s, and follows the
// distance contract of [PointDistance] on overflow (+Inf).
func (d Disc) DistanceToSegment(s Segment) float64 {
	if !d.valid() || !finitePoint(s.A) || !finitePoint(s.B) {
		return math.NaN()
	}
	m := discMaxAbs(d.Center, s.A, s.B)
	if discSegCmp(d.Center, s.A, s.B, m, [3]float64{d.R}) <= 0 {
		return 0
	}
	return dstPositive(math.Sqrt(dstPointSeg2(d.Center, s.A, s.B)) - d.R)
}

// WithinSegment reports, exactly, whether the distance from d to the
// closed segment s is at most x (CmpDistanceToSegment(s, x) <= 0). A negative or NaN x, an invalid disc or a
// non-finite s gives false.
func (d Disc) WithinSegment(s Segment, x float64) bool {
	return d.CmpDistanceToSegment(s, x) <= 0
}

// MeetsInterior reports, exactly, whether the closed segment s meets the
// interior of d: whether the distance from d.Center to s is strictly less
// than d.R. A segment that only grazes the rim does not, which is the
// boundary model of a blocker that a sight line may skim. It is false for
// an invalid disc, a disc of radius 0 or a non-finite s, and allocates
// nothing outside near-ties.
func (d Disc) MeetsInterior(s Segment) bool {
	if !d.valid() || !(d.R > 0) || !finitePoint(s.A) || !finitePoint(s.B) {
		return false
	}
	m := discMaxAbs(d.Center, s.A, s.B)
	return discSegCmp(d.Center, s.A, s.B, m, [3]float64{d.R}) < 0
}

// Inside reports, exactly, whether d lies within o: every point of d is a
// point of o (|d.Center - o.Center| <= o.R - d.R). A disc is inside a copy
// of itself. It is false for an invalid disc.
func (d Disc) Inside(o Disc) bool {
	if !d.valid() || !o.valid() || o.R < d.R {
		return false
	}
	return discCmp(d.Center[0], d.Center[1], o.Center[0], o.Center[1], o.R-d.R, o.R, -d.R, 0) <= 0
}

// DistanceToPolygon returns the distance from d to the closed region p
// (edge of the base to edge of the area): 0 exactly when they share a
// point, including when d lies inside p or p inside d. It is +Inf for an
// empty p and NaN for an invalid disc or a non-finite p. It allocates
// nothing.
func (d Disc) DistanceToPolygon(p Polygon) float64 {
	if !d.valid() || !finitePolygon(p) {
		return math.NaN()
	}
	if dstEmptyPolygon(p) {
		return math.Inf(1)
	}
	sign, best2 := discPolyCmp(d.Center, p, [3]float64{d.R})
	if sign <= 0 {
		return 0
	}
	return dstPositive(math.Sqrt(best2) - d.R)
}

// WithinPolygon reports, exactly, whether the distance from d to the
// closed region p is at most x (CmpDistanceToPolygon(p, x) <= 0). It is false for an empty p, a negative or
// NaN x, an invalid disc or a non-finite p. It allocates nothing.
func (d Disc) WithinPolygon(p Polygon, x float64) bool {
	return d.CmpDistanceToPolygon(p, x) <= 0
}

// OuterTangents returns the two outer common tangents of d and o, the
// lines that touch both discs with both on the same side, as segments from
// the tangent point on d (A) to the tangent point on o (B). left touches
// both discs on the left of the directed line from d.Center to o.Center,
// right on the right.
//
// ok is false, and the segments zero, when no such pair exists: when one
// disc lies inside the other (|Δcentre| <= |d.R - o.R|, decided exactly,
// which covers coincident and concentric discs and internally touching
// ones, whose single common tangent has one tangent point), or when a disc
// is invalid. Two discs of radius 0 give the segment between the centres
// twice.
//
// The tangent points are rounded. Each lies on its rim up to a few ulps of
// the coordinates' magnitude; the tangent's direction is as accurate,
// except near the degenerate configuration (a disc almost inside the
// other), where it is ill-conditioned and its error grows towards the
// square root of the rounding error. Huge or tiny magnitudes are scaled
// exactly first, so finite input gets its tangents; ok is false if a
// tangent point lies beyond the float range.
func (d Disc) OuterTangents(o Disc) (left, right Segment, ok bool) {
	if !d.valid() || !o.valid() {
		return Segment{}, Segment{}, false
	}
	hi, lo := max(d.R, o.R), min(d.R, o.R)
	if discCmp(d.Center[0], d.Center[1], o.Center[0], o.Center[1], hi-lo, hi, -lo, 0) <= 0 {
		return Segment{}, Segment{}, false
	}
	return tangentsOK(discTangents(d, o, false))
}

// tangentsOK returns the tangents and true, or zeros and false if an end
// of one lies beyond the float range.
func tangentsOK(left, right Segment) (Segment, Segment, bool) {
	if !finiteSegment(left) || !finiteSegment(right) {
		return Segment{}, Segment{}, false
	}
	return left, right, true
}

// InnerTangents returns the two inner (crossing) common tangents of d and
// o, the lines that touch both discs with the discs on opposite sides, as
// segments from the tangent point on d (A) to the tangent point on o (B).
// left touches d on the left of the directed line from d.Center to
// o.Center and o on its right; right the other way round. The two cross
// between the discs.
//
// ok is false, and the segments zero, unless the discs are strictly apart
// (|Δcentre| > d.R + o.R, decided exactly): overlapping discs have no inner
// tangents, and touching discs only one, through the point of contact,
// which is reported as none. It is also false for an invalid disc. The
// tangent points are rounded as for [Disc.OuterTangents], the degenerate
// configuration being discs that almost touch.
func (d Disc) InnerTangents(o Disc) (left, right Segment, ok bool) {
	if !d.valid() || !o.valid() {
		return Segment{}, Segment{}, false
	}
	if discCmp(d.Center[0], d.Center[1], o.Center[0], o.Center[1], d.R+o.R, d.R, o.R, 0) <= 0 {
		return Segment{}, Segment{}, false
	}
	return tangentsOK(discTangents(d, o, true))
}

// TangentPoints returns the points of d where the two tangents from p
// touch it: left is on the left of the directed line from p to d.Center,
// right on the right. The segments p-left and p-right are the sight lines
// from p that graze d.
//
// ok is false unless p is strictly outside d (decided exactly): from a
// point on the rim the only tangent touches at p itself. It is also false
// for an invalid disc or a non-finite p; magnitudes are handled as in
// [Disc.OuterTangents].
func (d Disc) TangentPoints(p orb.Point) (left, right orb.Point, ok bool) {
	if !d.valid() || !finitePoint(p) {
		return orb.Point{}, orb.Point{}, false
	}
	if discCmp(p[0], p[1], d.Center[0], d.Center[1], d.R, d.R, 0, 0) <= 0 {
		return orb.Point{}, orb.Point{}, false
	}
	l, r, ok := tangentsOK(discTangents(Disc{Center: p}, d, false))
	return l.B, r.B, ok
}

// discHypot is math.Hypot, faster where the squares neither overflow nor
// underflow (and then as accurate, within an ulp). It takes coordinates,
// not a point: an orb.Point is an array, kept in memory, which costs the
// distance benchmarks 4 % more instructions.
func discHypot(x, y float64) float64 {
	h := math.Sqrt(x*x + y*y)
	if h > 1e-150 && h < 1e150 {
		return h
	}
	return math.Hypot(x, y)
}

// discTangents computes the common tangents of two valid discs known to
// have them (either may be a point, R == 0). With d = b.Center - a.Center,
// L = |d|² and k = a.R ∓ b.R (minus for outer, plus for inner tangents), a
// unit normal of a tangent is ν = (k·d ± sqrt(L - k²)·d⊥) / L, and the
// tangent points are a.Center + a.R·ν and b.Center ± b.R·ν.
//
// The formula keeps what is exact exact: on a table with integer or
// binary-fraction coordinates and radii, a representable tangent point (a
// tangent along an axis, a 3-4-5 triangle) usually comes out exactly, so a
// sight line that runs exactly along a wall's edge or grazes a base is
// found as such, where unit vectors through a hypot would round it off.
// L - k² is formed with fused multiply-adds, which keeps it accurate when
// the discs are nearly inside (outer) or nearly touching (inner).
//
// Magnitudes beyond 2^±500, whose squares would overflow or underflow,
// are scaled exactly by a power of two first, and the points back.
func discTangents(a, b Disc, inner bool) (left, right Segment) {
	if k := rescale(max(discMaxAbs(a.Center, b.Center), a.R, b.R)); k != 1 {
		left, right = discTangents(scaleDisc(k, a), scaleDisc(k, b), inner)
		return scaleSegment(1/k, left), scaleSegment(1/k, right)
	}
	dx, dy := b.Center[0]-a.Center[0], b.Center[1]-a.Center[1]
	k, sb := a.R-b.R, 1.0
	if inner {
		k, sb = a.R+b.R, -1.0
	}
	l := dx*dx + dy*dy
	h := math.Sqrt(max(discTwoSquares(dx, dy, k), 0))
	// ν = (k·d ± h·d⊥)/L with d⊥ = (-dy, dx): + on the left.
	lx, ly := (k*dx-h*dy)/l, (k*dy+h*dx)/l
	rx, ry := (k*dx+h*dy)/l, (k*dy-h*dx)/l
	left = Segment{
		A: orb.Point{a.Center[0] + a.R*lx, a.Center[1] + a.R*ly},
		B: orb.Point{b.Center[0] + sb*b.R*lx, b.Center[1] + sb*b.R*ly},
	}
	right = Segment{
		A: orb.Point{a.Center[0] + a.R*rx, a.Center[1] + a.R*ry},
		B: orb.Point{b.Center[0] + sb*b.R*rx, b.Center[1] + sb*b.R*ry},
	}
	return left, right
}

// discTwoSquares returns x² + y² - k², the products' rounding errors
// included (each product split by a fused multiply-add into its rounded
// value and its exact error).
func discTwoSquares(x, y, k float64) float64 {
	px, py, pk := x*x, y*y, k*k
	ex, ey, ek := math.FMA(x, x, -px), math.FMA(y, y, -py), math.FMA(k, k, -pk)
	return ((px - pk) + py) + ((ex + ey) - ek)
}

// discFilterRel is the relative error bound of discCmp's filter. The
// computed |Δ|² has relative error below 4.1ε and s² below 5.1ε when s was
// computed with relative error at most 2ε, so the difference of the two
// is off by less than 10ε·(|Δ|² + s²); 1e-14 is about 90ε.
const discFilterRel = 1e-14

// discTiny is the scale below which gradual underflow could break the
// filters' relative error analysis; below it the exact path decides.
const discTiny = 1e-250

// discCmp returns the sign of |p-q|² - S², exactly, where S = t[0] + t[1]
// + t[2] >= 0 and s is S rounded with a relative error of at most 2ε (a
// sum of up to three non-negative floats, or one subtraction). All inputs
// are finite.
//
// It takes scalars so that they travel in registers: this is the hot path
// of Within.
func discCmp(px, py, qx, qy, s, t0, t1, t2 float64) int {
	dx, dy := px-qx, py-qy
	if dx == 0 && dy == 0 {
		// Same centre, exactly; S > 0 exactly when s > 0.
		if s == 0 {
			return 0
		}
		return -1
	}
	a := dx*dx + dy*dy
	b := s * s
	sum := a + b
	if sum > discTiny && sum <= math.MaxFloat64 {
		diff := a - b
		bound := discFilterRel * sum
		if diff > bound {
			return 1
		}
		if diff < -bound {
			return -1
		}
	}
	return discCmpExact(orb.Point{px, py}, orb.Point{qx, qy}, [3]float64{t0, t1, t2})
}

// discCmpExact is discCmp's exact stage, in the kernel: the sign of
// (px-qx)² + (py-qy)² - (t0+t1+t2)², a polynomial of degree 2.
func discCmpExact(p, q orb.Point, t [3]float64) int {
	safe := kernelSafe(2, p[0], p[1], q[0], q[1], t[0], t[1], t[2])
	return run(safe, func(big bool) (int, bool) {
		k := kernel{big: big}
		var d2, s2 num
		discDist2(&k, &d2, p, q)
		discSum2(&k, &s2, t)
		return k.cmp(&d2, &s2), k.ovf
	})
}

// discDist2 sets z to |p-q|² exactly.
func discDist2(k *kernel, z *num, p, q orb.Point) {
	var dx, dy num
	k.diff(&dx, p[0], q[0])
	k.diff(&dy, p[1], q[1])
	discNorm2(k, z, &dx, &dy)
}

// discNorm2 sets z to x² + y² exactly.
func discNorm2(k *kernel, z, x, y *num) {
	var y2 num
	k.mul(z, x, x)
	k.mul(&y2, y, y)
	k.add(z, z, &y2, 1)
}

// discSum2 sets z to (t[0]+t[1]+t[2])² exactly.
func discSum2(k *kernel, z *num, t [3]float64) {
	var s, u num
	k.set(&s, t[0])
	k.set(&u, t[1])
	k.add(&s, &s, &u, 1)
	k.set(&u, t[2])
	k.add(&s, &s, &u, 1)
	k.mul(z, &s, &s)
}

// discMaxAbs returns the largest absolute coordinate of the points.
func discMaxAbs(ps ...orb.Point) float64 {
	m := 0.0
	for _, p := range ps {
		m = max(m, math.Abs(p[0]), math.Abs(p[1]))
	}
	return m
}

// discSegBand returns the squared thresholds lo2 and hi2 of the filter for
// comparing the distance d from a point to a segment with s = t[0]+t[1]
// (both non-negative): d2 < lo2 proves d < S and d2 > hi2 proves d > S.
//
// The rounded distance computed by dstPointSeg2 differs from the exact one
// by less than 40ε·m, where m is the largest absolute coordinate involved
// (the nearest point on the segment is off by a few ε·m, and to first order
// the projection's rounding does not move the distance); s differs from S
// by at most 2ε·S. The band ±1e-12·(m+s), about 9000ε, covers both with a
// wide margin, including the rounding of the squares themselves.
func discSegBand(m, s float64) (lo2, hi2 float64) {
	e := dstMaybeZeroRel * (m + s)
	hi2 = (s + e) * (s + e)
	lo2 = -1
	if s > e {
		lo2 = (s - e) * (s - e)
	}
	return lo2, hi2
}

// discSegCmp returns the sign of dist(p, ab)² - S², exactly, where S =
// t[0]+t[1]+t[2] >= 0 (t[2] == 0 here) and m bounds the absolute
// coordinates of p, a and b.
func discSegCmp(p, a, b orb.Point, m float64, t [3]float64) int {
	s := t[0] + t[1] + t[2]
	d2 := dstPointSeg2(p, a, b)
	if m+s > discTiny && s <= math.MaxFloat64/4 && m <= math.MaxFloat64/4 {
		lo2, hi2 := discSegBand(m, s)
		if d2 < lo2 {
			return -1
		}
		if d2 > hi2 {
			return 1
		}
	}
	return discSegCmpExact(p, a, b, t)
}

// discSegCmpExact is discSegCmp's exact stage, in the kernel: the
// nearest point of ab to p is a (when (p-a)·(b-a) <= 0), b (when
// (p-a)·(b-a) >= |b-a|²) or the projection, at squared distance
// ((p-a)×(b-a))²/|b-a|²; the comparison with S² is a polynomial sign of
// degree 4.
func discSegCmpExact(p, a, b orb.Point, t [3]float64) int {
	safe := kernelSafe(4, p[0], p[1], a[0], a[1], b[0], b[1], t[0], t[1], t[2])
	return run(safe, func(big bool) (int, bool) {
		k := kernel{big: big}
		return discSegSign(&k, p, a, b, t), k.ovf
	})
}

func discSegSign(k *kernel, p, a, b orb.Point, t [3]float64) int {
	var wx, wy, dx, dy, dot, l2, s2, u, v num
	k.diff(&wx, p[0], a[0])
	k.diff(&wy, p[1], a[1])
	k.diff(&dx, b[0], a[0])
	k.diff(&dy, b[1], a[1])
	discSum2(k, &s2, t)
	k.mul(&dot, &wx, &dx)
	k.mul(&u, &wy, &dy)
	k.add(&dot, &dot, &u, 1)
	if k.sign(&dot) <= 0 {
		discNorm2(k, &u, &wx, &wy)
		return k.cmp(&u, &s2)
	}
	discNorm2(k, &l2, &dx, &dy)
	if k.cmp(&dot, &l2) >= 0 {
		discDist2(k, &u, p, b)
		return k.cmp(&u, &s2)
	}
	// cross² vs S²·|b-a|²
	var cr num
	k.mul(&cr, &wx, &dy)
	k.mul(&u, &wy, &dx)
	k.add(&cr, &cr, &u, -1)
	k.mul(&u, &cr, &cr)
	k.mul(&v, &s2, &l2)
	return k.cmp(&u, &v)
}

// discPolyCmp returns the sign of dist(c, poly)² - S², exactly, with S =
// t[0]+t[1] >= 0, for a finite non-empty poly (-1 when c is in poly); and,
// when the sign is positive, best2, the rounded squared distance from c to
// the boundary.
func discPolyCmp(c orb.Point, poly Polygon, t [3]float64) (sign int, best2 float64) {
	if poly.Locate(c) != Outside {
		return -1, 0
	}
	m := math.Max(math.Abs(c[0]), math.Abs(c[1]))
	for _, r := range poly {
		for _, p := range r {
			m = max(m, math.Abs(p[0]), math.Abs(p[1]))
		}
	}
	s := t[0] + t[1] + t[2]
	filter := m+s > discTiny && s <= math.MaxFloat64/4 && m <= math.MaxFloat64/4
	lo2, hi2 := discSegBand(m, s)
	best2, sign = math.Inf(1), 1
	for _, r := range poly {
		for i := range ringEdgeCount(r) {
			a, b := r[i], r[ringNext(r, i)]
			d2 := dstPointSeg2(c, a, b)
			best2 = min(best2, d2)
			if filter && d2 < lo2 {
				return -1, best2
			}
			if filter && d2 > hi2 {
				continue
			}
			switch discSegCmpExact(c, a, b, t) {
			case -1:
				return -1, best2
			case 0:
				sign = 0
			}
		}
	}
	return sign, best2
}

// InsideBound reports, exactly, whether every point of d lies in the
// closed box b: Center ± R within b on both axes, the rim touching an
// edge or not (a base standing wholly on a table of extent b). It is
// false for an invalid disc or a box with a NaN or infinite corner.
func (d Disc) InsideBound(b orb.Bound) bool {
	if !d.valid() || !finitePoint(b.Min) || !finitePoint(b.Max) {
		return false
	}
	// Each side's gap, less the radius, is >= 0: CmpDiff decides (x-y)-r
	// exactly.
	c, r := d.Center, d.R
	return CmpDiff(c[0], b.Min[0], r) >= 0 && CmpDiff(b.Max[0], c[0], r) >= 0 &&
		CmpDiff(c[1], b.Min[1], r) >= 0 && CmpDiff(b.Max[1], c[1], r) >= 0
}
