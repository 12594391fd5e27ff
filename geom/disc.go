package geom

import (
	"errors"
	"fmt"
	"math"
	"math/big"

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
//     proven error bound, and in exact rational arithmetic (math/big) when
//     the filter cannot decide. They never disagree with the exact
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
	if !dstFinite(d.Center) {
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

// Bound returns the smallest axis-aligned box that holds d.
func (d Disc) Bound() orb.Bound {
	return orb.Bound{
		Min: orb.Point{d.Center[0] - d.R, d.Center[1] - d.R},
		Max: orb.Point{d.Center[0] + d.R, d.Center[1] + d.R},
	}
}

// Contains reports, exactly, whether p is at distance <= R from Center (the
// rim is inside). It is false for an invalid disc or a non-finite p.
func (d Disc) Contains(p orb.Point) bool {
	if !d.valid() || !dstFinite(p) {
		return false
	}
	return discCmp(p[0], p[1], d.Center[0], d.Center[1], d.R, d.R, 0, 0) <= 0
}

// DistanceToPoint returns the distance from p to the nearest point of d:
// 0 exactly when d contains p.
func (d Disc) DistanceToPoint(p orb.Point) float64 {
	if !d.valid() || !dstFinite(p) {
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
// most x: some point of o is within x of some point of d. It is decided
// exactly by comparing |Δcentre|² with (d.R + o.R + x)², so "within 2 in"
// holds for bases exactly 2 in apart whatever rounding a Distance would
// suffer. A negative or NaN x, or an invalid disc, gives false; x = +Inf
// gives true. It allocates nothing and, outside near-ties, costs about
// ten nanoseconds.
func (d Disc) Within(o Disc, x float64) bool {
	if !d.valid() || !o.valid() || !(x >= 0) {
		return false
	}
	if math.IsInf(x, 1) {
		return true
	}
	return discCmp(d.Center[0], d.Center[1], o.Center[0], o.Center[1], d.R+o.R+x, d.R, o.R, x) <= 0
}

// DistanceToSegment returns the distance from d to the closed segment s:
// 0 exactly when they share a point.
func (d Disc) DistanceToSegment(s Segment) float64 {
	if !d.valid() || !dstFinite(s.A) || !dstFinite(s.B) {
		return math.NaN()
	}
	m := discMaxAbs(d.Center, s.A, s.B)
	if discSegCmp(d.Center, s.A, s.B, m, [3]float64{d.R}) <= 0 {
		return 0
	}
	return dstPositive(math.Sqrt(dstPointSeg2(d.Center, s.A, s.B)) - d.R)
}

// WithinSegment reports, exactly, whether the distance from d to the
// closed segment s is at most x. A negative or NaN x, an invalid disc or a
// non-finite s gives false.
func (d Disc) WithinSegment(s Segment, x float64) bool {
	if !d.valid() || !dstFinite(s.A) || !dstFinite(s.B) || !(x >= 0) {
		return false
	}
	if math.IsInf(x, 1) {
		return true
	}
	m := discMaxAbs(d.Center, s.A, s.B)
	return discSegCmp(d.Center, s.A, s.B, m, [3]float64{d.R, x}) <= 0
}

// MeetsInterior reports, exactly, whether the closed segment s meets the
// interior of d: whether the distance from d.Center to s is strictly less
// than d.R. A segment that only grazes the rim does not, which is the
// boundary model of a blocker that a sight line may skim. It is false for
// an invalid disc, a disc of radius 0 or a non-finite s, and allocates
// nothing outside near-ties.
func (d Disc) MeetsInterior(s Segment) bool {
	if !d.valid() || !(d.R > 0) || !dstFinite(s.A) || !dstFinite(s.B) {
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
	if !d.valid() || !dstFinitePolygon(p) {
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
// closed region p is at most x. It is false for an empty p, a negative or
// NaN x, an invalid disc or a non-finite p. It allocates nothing.
func (d Disc) WithinPolygon(p Polygon, x float64) bool {
	if !d.valid() || !dstFinitePolygon(p) || dstEmptyPolygon(p) || !(x >= 0) {
		return false
	}
	if math.IsInf(x, 1) {
		return true
	}
	sign, _ := discPolyCmp(d.Center, p, [3]float64{d.R, x})
	return sign <= 0
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
// square root of the rounding error.
func (d Disc) OuterTangents(o Disc) (left, right Segment, ok bool) {
	if !d.valid() || !o.valid() {
		return Segment{}, Segment{}, false
	}
	hi, lo := max(d.R, o.R), min(d.R, o.R)
	if discCmp(d.Center[0], d.Center[1], o.Center[0], o.Center[1], hi-lo, hi, -lo, 0) <= 0 {
		return Segment{}, Segment{}, false
	}
	left, right = discTangents(d, o, false)
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
	left, right = discTangents(d, o, true)
	return left, right, true
}

// TangentPoints returns the points of d where the two tangents from p
// touch it: left is on the left of the directed line from p to d.Center,
// right on the right. The segments p-left and p-right are the sight lines
// from p that graze d.
//
// ok is false unless p is strictly outside d (decided exactly): from a
// point on the rim the only tangent touches at p itself. It is also false
// for an invalid disc or a non-finite p.
func (d Disc) TangentPoints(p orb.Point) (left, right orb.Point, ok bool) {
	if !d.valid() || !dstFinite(p) {
		return orb.Point{}, orb.Point{}, false
	}
	if discCmp(p[0], p[1], d.Center[0], d.Center[1], d.R, d.R, 0, 0) <= 0 {
		return orb.Point{}, orb.Point{}, false
	}
	l, r := discTangents(Disc{Center: p}, d, false)
	return l.B, r.B, true
}

// discHypot is math.Hypot, faster where the squares neither overflow nor
// underflow (and then as accurate, within an ulp).
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
func discTangents(a, b Disc, inner bool) (left, right Segment) {
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

// discCmpExact is discCmp's exact path: in expansion arithmetic (no
// allocation) when every input is 0 or of magnitude within 2^±200, else in
// math/big.
func discCmpExact(p, q orb.Point, t [3]float64) int {
	if discExpSafe(p[0]) && discExpSafe(p[1]) && discExpSafe(q[0]) && discExpSafe(q[1]) &&
		discExpSafe(t[0]) && discExpSafe(t[1]) && discExpSafe(t[2]) {
		return discCmpExpansion(p, q, t)
	}
	var d2, s, u, v big.Rat
	u.SetFloat64(p[0])
	v.SetFloat64(q[0])
	u.Sub(&u, &v)
	d2.Mul(&u, &u)
	u.SetFloat64(p[1])
	v.SetFloat64(q[1])
	u.Sub(&u, &v)
	u.Mul(&u, &u)
	d2.Add(&d2, &u)
	discRatSum(&s, t)
	s.Mul(&s, &s)
	return d2.Cmp(&s)
}

// discExpSafe reports whether v is 0 or of magnitude within [2⁻²⁰⁰, 2²⁰⁰]:
// then the two-term differences, their products and the products' rounding
// errors in discCmpExpansion neither overflow nor underflow.
func discExpSafe(v float64) bool {
	v = math.Abs(v)
	return v == 0 || (v >= 0x1p-200 && v <= 0x1p200)
}

// discExpansion is a nonoverlapping expansion: its value is the exact sum
// of e[:n], ordered by increasing magnitude (Shewchuk 1997).
type discExpansion struct {
	e [40]float64
	n int
}

// add adds b exactly (Grow-Expansion, with Two-Sum).
func (x *discExpansion) add(b float64) {
	q := b
	for i := 0; i < x.n; i++ {
		s := q + x.e[i]
		bv := s - q
		av := s - bv
		x.e[i] = (q - av) + (x.e[i] - bv)
		q = s
	}
	x.e[x.n] = q
	x.n++
}

// addProduct adds a·b exactly: the rounded product and its error, which a
// fused multiply-add gives exactly when nothing underflows.
func (x *discExpansion) addProduct(a, b float64) {
	p := a * b
	x.add(math.FMA(a, b, -p))
	x.add(p)
}

func (x *discExpansion) sign() int {
	for i := x.n - 1; i >= 0; i-- {
		switch {
		case x.e[i] > 0:
			return 1
		case x.e[i] < 0:
			return -1
		}
	}
	return 0
}

// discTwoDiff returns hi + lo == a - b exactly.
func discTwoDiff(a, b float64) (hi, lo float64) {
	hi = a - b
	bv := a - hi
	av := hi + bv
	lo = (a - av) + (bv - b)
	return hi, lo
}

// discCmpExpansion returns the sign of |p-q|² - (t0+t1+t2)² exactly, for
// inputs that pass discExpSafe: each difference is split into hi + lo, the
// sum of the t into a three-term expansion, and the sign is that of
// hx² + 2·hx·lx + lx² + (the same for y) - Σᵢⱼ sᵢ·sⱼ.
func discCmpExpansion(p, q orb.Point, t [3]float64) int {
	var x discExpansion
	for i := range 2 {
		h, l := discTwoDiff(p[i], q[i])
		x.addProduct(h, h)
		x.addProduct(2*h, l)
		x.addProduct(l, l)
	}
	var s discExpansion
	s.add(t[0])
	s.add(t[1])
	s.add(t[2])
	for i := range s.n {
		for j := range s.n {
			x.addProduct(-s.e[i], s.e[j])
		}
	}
	return x.sign()
}

// discRatSum sets z to t[0]+t[1]+t[2] exactly.
func discRatSum(z *big.Rat, t [3]float64) {
	var u big.Rat
	z.SetFloat64(t[0])
	z.Add(z, u.SetFloat64(t[1]))
	z.Add(z, u.SetFloat64(t[2]))
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

// discSegCmpExact is discSegCmp in rational arithmetic: the nearest point
// of ab to p is a (when (p-a)·(b-a) <= 0), b (when (p-a)·(b-a) >= |b-a|²)
// or the projection, at squared distance ((p-a)×(b-a))²/|b-a|².
func discSegCmpExact(p, a, b orb.Point, t [3]float64) int {
	if sign, ok := discSegCmpRounded(p, a, b, t); ok {
		return sign
	}
	var wx, wy, dx, dy, u, v, dot, l2, s big.Rat
	wx.SetFloat64(p[0])
	wx.Sub(&wx, u.SetFloat64(a[0]))
	wy.SetFloat64(p[1])
	wy.Sub(&wy, u.SetFloat64(a[1]))
	dx.SetFloat64(b[0])
	dx.Sub(&dx, u.SetFloat64(a[0]))
	dy.SetFloat64(b[1])
	dy.Sub(&dy, u.SetFloat64(a[1]))
	discRatSum(&s, t)
	s.Mul(&s, &s)
	dot.Mul(&wx, &dx)
	dot.Add(&dot, u.Mul(&wy, &dy))
	l2.Mul(&dx, &dx)
	l2.Add(&l2, u.Mul(&dy, &dy))
	switch {
	case dot.Sign() <= 0:
		u.Mul(&wx, &wx)
		u.Add(&u, v.Mul(&wy, &wy))
		return u.Cmp(&s)
	case dot.Cmp(&l2) >= 0:
		var qx, qy big.Rat
		qx.SetFloat64(p[0])
		qx.Sub(&qx, u.SetFloat64(b[0]))
		qy.SetFloat64(p[1])
		qy.Sub(&qy, u.SetFloat64(b[1]))
		u.Mul(&qx, &qx)
		u.Add(&u, v.Mul(&qy, &qy))
		return u.Cmp(&s)
	}
	// cross² vs S²·|b-a|²
	u.Mul(&wx, &dy)
	u.Sub(&u, v.Mul(&wy, &dx))
	u.Mul(&u, &u)
	v.Mul(&s, &l2)
	return u.Cmp(&v)
}

// discExactOps does float64 arithmetic and remembers whether any
// operation rounded (or overflowed, or came near underflow).
type discExactOps struct{ rounded bool }

func (x *discExactOps) add(a, b float64) float64 {
	s := a + b
	bv := s - a
	av := s - bv
	if (a-av)+(b-bv) != 0 || s-s != 0 {
		x.rounded = true
	}
	return s
}

func (x *discExactOps) sub(a, b float64) float64 { return x.add(a, -b) }

func (x *discExactOps) mul(a, b float64) float64 {
	p := a * b
	// A product that underflows to zero has FMA residue zero too, so it is
	// caught by its operands instead.
	if math.FMA(a, b, -p) != 0 || p-p != 0 || (p != 0 && math.Abs(p) < 0x1p-900) || (p == 0 && a != 0 && b != 0) {
		x.rounded = true
	}
	return p
}

// discSegCmpRounded computes discSegCmpExact's comparison in float64 and
// returns ok when no operation rounded, so that the answer is exact. That
// is the common case of ties on a table: integer or binary-fraction
// coordinates and radii (quarter inches, millimetres).
func discSegCmpRounded(p, a, b orb.Point, t [3]float64) (int, bool) {
	var x discExactOps
	s := x.add(x.add(t[0], t[1]), t[2])
	s2 := x.mul(s, s)
	wx, wy := x.sub(p[0], a[0]), x.sub(p[1], a[1])
	dx, dy := x.sub(b[0], a[0]), x.sub(b[1], a[1])
	dot := x.add(x.mul(wx, dx), x.mul(wy, dy))
	l2 := x.add(x.mul(dx, dx), x.mul(dy, dy))
	var lhs, rhs float64
	switch {
	case dot <= 0:
		lhs, rhs = x.add(x.mul(wx, wx), x.mul(wy, wy)), s2
	case dot >= l2:
		qx, qy := x.sub(p[0], b[0]), x.sub(p[1], b[1])
		lhs, rhs = x.add(x.mul(qx, qx), x.mul(qy, qy)), s2
	default:
		cross := x.sub(x.mul(wx, dy), x.mul(wy, dx))
		lhs, rhs = x.mul(cross, cross), x.mul(s2, l2)
	}
	if x.rounded {
		return 0, false
	}
	switch {
	case lhs < rhs:
		return -1, true
	case lhs > rhs:
		return 1, true
	}
	return 0, true
}

// discPolyCmp returns the sign of dist(c, poly)² - S², exactly, with S =
// t[0]+t[1] >= 0, for a finite non-empty poly; and, when the sign is
// positive, best2, the rounded squared distance from c to the boundary.
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
	best2 = math.Inf(1)
	for _, r := range poly {
		n := dstEdgeCount(r)
		for i := range n {
			a, b := dstEdgeAt(r, i)
			d2 := dstPointSeg2(c, a, b)
			best2 = min(best2, d2)
			if filter && d2 < lo2 {
				return -1, best2
			}
			if (!filter || d2 <= hi2) && discSegCmpExact(c, a, b, t) <= 0 {
				return -1, best2
			}
		}
	}
	return 1, best2
}
