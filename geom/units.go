package geom

import (
	"math"

	"github.com/paulmach/orb"
)

// Whole units of length, counted exactly.
//
// A rule that charges "per started unit" or counts "whole units" asks how
// many units of length u a length takes. l/u rounded and then ceiled can
// be off by one at a tie (a stretch exactly 5 long on a diagonal computes
// as 5.000000000000004), so these functions compare the exact length
// with k·u in the kernel instead; no tolerance is involved.

// Units returns how many whole units of length u a length l takes,
// exactly: with up, the least k >= 0 with k·u >= l (a started unit
// counts); without, the greatest k >= 0 with k·u <= l (only whole units
// count). k·u is the exact product, not its rounding. It is 0 for l <= 0,
// NaN l, or u not positive and finite; +Inf l, or a count that does not
// fit an int (beyond 2^31 - 1 on 32-bit platforms), gives math.MaxInt.
func Units(l, u float64, up bool) int {
	if !(u > 0) || math.IsInf(u, 1) || !(l > 0) {
		return 0
	}
	return unitsSearch(l/u, up, func(k float64) int {
		if c, ok := unitsFilter(l, k, u); ok {
			return c
		}
		return run(kernelSafe(2, l, k, u), func(big bool) (int, bool) {
			kr := kernel{big: big}
			var z num
			kr.set(&z, l)
			kr.addProd(&z, -k, u)
			return kr.sign(&z), kr.ovf
		})
	})
}

// unitsFilter decides the sign of l - k·u when the rounded product is
// clear of l by more than its rounding error.
func unitsFilter(l, k, u float64) (int, bool) {
	p := k * u
	d := l - p
	if math.Abs(d) > 4*epsilon*math.Abs(p)+underflowGuard {
		return 1 - 2*int(math.Float64bits(d)>>63), true
	}
	return 0, false
}

// unitsSearch returns the count of Units given q, the rounded quotient
// length/u, and cmp(k), the exact sign of length - k·u. q is within a
// few ulps of the exact quotient, so the search moves at most a step or
// two from its rounding.
func unitsSearch(q float64, up bool, cmp func(k float64) int) int {
	if !(q < 1<<52) {
		if up {
			return countOf(math.Ceil(q))
		}
		return countOf(math.Floor(q))
	}
	// fl is the greatest k with k·u <= length.
	fl := math.Floor(q)
	for fl > 0 && cmp(fl) < 0 {
		fl--
	}
	for cmp(fl+1) >= 0 {
		fl++
	}
	if !up || cmp(fl) == 0 {
		return countOf(fl)
	}
	return countOf(fl + 1)
}

// countOf converts a whole count k >= 0 to an int, saturating: a count
// that does not fit an int (beyond 2^31 - 1 on 32-bit platforms) is
// math.MaxInt, the documented answer of every unit count here.
func countOf(k float64) int {
	if k >= maxIntFloat {
		return math.MaxInt
	}
	return int(k)
}

// maxIntFloat is math.MaxInt as a float64: 2^63 on 64-bit platforms
// (rounded up, so every k below it converts), 2^31 - 1 exactly on 32-bit.
const maxIntFloat = float64(math.MaxInt)

// stop is a point of a segment s known exactly, as the parameter T of
// s.A + T·(s.B - s.A) with T an exact quotient: an end of s, an input
// point lying on s, or the crossing of s with another segment. Param is
// T rounded. The zero stop is the start of s.
type stop struct {
	Param float64
	kind  stopKind
	e     Segment   // stopCrossing: the crossed segment
	p     orb.Point // stopPoint: the point on s
}

type stopKind uint8

const (
	stopParam    stopKind = iota // T = Param, exactly
	stopPoint                    // T = (p-A)[k] / (B-A)[k]
	stopCrossing                 // T = (e.A-A)×e.d / d×e.d
)

// pointStop returns the stop at p, a point taken to lie on s (an input
// point, such as a polygon vertex that s passes through).
func (s Segment) pointStop(p orb.Point) stop {
	return stop{Param: s.AxisParam(p), kind: stopPoint, p: p}
}

// crossingStop returns the stop where the line of s crosses the line of
// e (not parallel to it).
func (s Segment) crossingStop(e Segment) stop {
	d, ed := ptSub(s.B, s.A), ptSub(e.B, e.A)
	return stop{Param: orientDet(e.A, e.B, s.A) / ptCross(d, ed), kind: stopCrossing, e: e}
}

// StopAt returns the exact stop that the rounded parameter t stands for
// when s is cut by the boundary of poly: an end of s (t 0 or 1), else the
// crossing of s with an edge of poly, or a vertex of poly on s, whose
// rounded parameter is nearest t; t itself if poly gives none. Its cost
// is linear in the number of edges of poly.
func (s Segment) stopAt(t float64, poly Polygon) stop {
	if t == 0 || t == 1 {
		return stop{Param: t}
	}
	best, bestD := stop{Param: t}, math.Inf(1)
	consider := func(c stop) {
		if d := math.Abs(c.Param - t); d < bestD {
			best, bestD = c, d
		}
	}
	for _, r := range poly {
		for i := 0; i+1 < len(r); i++ {
			e := Segment{A: r[i], B: r[i+1]}
			switch x := s.Intersect(e); x.Kind {
			case Crossing:
				c := s.crossingStop(e)
				c.Param = x.TP
				consider(c)
			case Touching, Overlapping:
				consider(s.pointStop(x.P))
				consider(s.pointStop(x.Q))
			}
		}
	}
	return best
}

// StretchUnits returns how many whole units of length u the stretch of s
// between the rounded parameters t0 and t1 takes, exactly, rounding as
// [Units] does. Each end is taken as the exact point it stands for (see
// [Segment.stopAt]): an end of s (t 0 or 1), else the crossing of s with
// an edge of the polygon that cut s there (cut0 at t0, cut1 at t1), or a
// vertex of it on s, whose rounded parameter is nearest; the rounded t
// itself when the polygon is nil or gives none. The exact length
// |T1 - T0|·|s| is then compared with k·u. It is 0 for a degenerate s, u
// not positive and finite, or non-finite input; a count that does not fit
// an int (beyond 2^31 - 1 on 32-bit platforms) is math.MaxInt.
//
// Away from a tie (the rounded quotient farther than a relative 1e-9 from
// an integer, far above the parameters' rounding) the count is that of
// the rounded length and the polygons are not read; at a tie the cost is
// linear in the number of their edges.
func (s Segment) StretchUnits(t0, t1, u float64, up bool, cut0, cut1 Polygon) int {
	if !(u > 0) || math.IsInf(u, 1) || !finitePoint(s.A) || !finitePoint(s.B) || s.A == s.B {
		return 0
	}
	l := math.Abs(t1-t0) * s.Length()
	if !(l >= 0) || math.IsInf(l, 1) {
		return 0
	}
	q := l / u
	if n := math.Round(q); math.Abs(q-n) > 1e-9*(1+q) && q < 1<<52 {
		if up {
			return countOf(math.Ceil(q))
		}
		return countOf(math.Floor(q))
	}
	a, b := s.stopAt(t0, cut0), s.stopAt(t1, cut1)
	return unitsSearch(q, up, func(k float64) int {
		return s.cmpStretch(a, b, k, u)
	})
}

// cmpStretch returns the sign of |T_b - T_a|·|s| - k·u, exactly: with
// T = N/D, of (N_b·D_a - N_a·D_b)²·|d|² - (k·u)²·(D_a·D_b)², a polynomial
// of degree 12 in the inputs.
func (s Segment) cmpStretch(a, b stop, k, u float64) int {
	safe := kernelSafe(12, s.A[0], s.A[1], s.B[0], s.B[1], k, u) && a.safe(12) && b.safe(12)
	return run(safe, func(big bool) (int, bool) {
		kr := kernel{big: big}
		var na, da, nb, db, x, y, l2 num
		s.stopND(&kr, a, &na, &da)
		s.stopND(&kr, b, &nb, &db)
		kr.mul(&x, &nb, &da)
		kr.mul(&y, &na, &db)
		kr.add(&x, &x, &y, -1) // N_b·D_a - N_a·D_b
		kr.mul(&y, &x, &x)
		var dx, dy num
		kr.diff(&dx, s.B[0], s.A[0])
		kr.diff(&dy, s.B[1], s.A[1])
		discNorm2(&kr, &l2, &dx, &dy)
		var lhs, rhs, dd, dd2, ku num
		kr.mul(&lhs, &y, &l2)
		kr.mul(&dd, &da, &db)
		kr.mul(&dd2, &dd, &dd)
		kr.set(&ku, 0)
		kr.addProd(&ku, k, u)
		kr.mul(&x, &ku, &ku)
		kr.mul(&rhs, &x, &dd2)
		return kr.cmp(&lhs, &rhs), kr.ovf
	})
}

// safe reports whether the stop's own inputs are in the kernel's safe
// range for degree deg.
func (st stop) safe(deg int) bool {
	switch st.kind {
	case stopPoint:
		return kernelSafe(deg, st.p[0], st.p[1])
	case stopCrossing:
		return kernelSafe(deg, st.e.A[0], st.e.A[1], st.e.B[0], st.e.B[1])
	}
	return kernelSafe(deg, st.Param)
}

// stopND sets n/d to the stop's exact parameter on s.
func (s Segment) stopND(k *kernel, st stop, n, d *num) {
	switch st.kind {
	case stopPoint:
		i := segmentAxis(s)
		k.diff(n, st.p[i], s.A[i])
		k.diff(d, s.B[i], s.A[i])
	case stopCrossing:
		// N = (e.A - A)×e.d, D = d×e.d, each as a sum of exact products
		// of coordinate differences.
		var wx, wy, ex, ey, dx, dy, t num
		k.diff(&wx, st.e.A[0], s.A[0])
		k.diff(&wy, st.e.A[1], s.A[1])
		k.diff(&ex, st.e.B[0], st.e.A[0])
		k.diff(&ey, st.e.B[1], st.e.A[1])
		k.diff(&dx, s.B[0], s.A[0])
		k.diff(&dy, s.B[1], s.A[1])
		k.mul(n, &wx, &ey)
		k.mul(&t, &wy, &ex)
		k.add(n, n, &t, -1)
		k.mul(d, &dx, &ey)
		k.mul(&t, &dy, &ex)
		k.add(d, d, &t, -1)
	default:
		k.set(n, st.Param)
		k.set(d, 1)
	}
}

// Span is a part of a segment between the rounded parameters T0 and T1
// (0 <= T0 <= T1 <= 1), cut at T0 by the boundary of Cut0 and at T1 by
// that of Cut1, as [Segment.StretchUnits] reads its ends (nil: the
// rounded parameter itself, or an end of the segment at 0 or 1).
type Span struct {
	T0, T1     float64
	Cut0, Cut1 Polygon
}

// SpansUnits returns how many whole units of length u the spans of s take
// together, exactly, rounding as [Units] does: the total length
// Σ |T1 - T0|·|s|, each end taken as the exact point it stands for (see
// [Segment.StretchUnits]), compared with k·u. So stretches of woods that
// add up to exactly 5 along a diagonal make one chunk of 5, not two. It
// is 0 for no spans, a degenerate s, u not positive and finite, a
// parameter outside [0, 1] (NaN included), or non-finite input; a count
// that does not fit an int is math.MaxInt.
//
// Away from a tie (the rounded quotient farther than a relative 1e-9 from
// an integer) the count is that of the rounded total and allocates
// nothing; at a tie the ends are found (linear in the edges of the
// polygons) and the exact comparison, a polynomial whose degree grows
// with the number of spans, runs in math/big.
func (s Segment) SpansUnits(spans []Span, u float64, up bool) int {
	if !(u > 0) || math.IsInf(u, 1) || !finitePoint(s.A) || !finitePoint(s.B) || s.A == s.B || len(spans) == 0 {
		return 0
	}
	for _, sp := range spans {
		if !(sp.T0 >= 0 && sp.T0 <= 1 && sp.T1 >= 0 && sp.T1 <= 1) {
			return 0
		}
	}
	if len(spans) == 1 {
		sp := spans[0]
		return s.StretchUnits(sp.T0, sp.T1, u, up, sp.Cut0, sp.Cut1)
	}
	L := s.Length()
	l := 0.0
	for _, sp := range spans {
		l += math.Abs(sp.T1-sp.T0) * L
	}
	if !(l >= 0) || math.IsInf(l, 1) {
		return 0
	}
	q := l / u
	if n := math.Round(q); math.Abs(q-n) > 1e-9*(1+q) && q < 1<<52 {
		if up {
			return countOf(math.Ceil(q))
		}
		return countOf(math.Floor(q))
	}
	return unitsSearch(q, up, func(k float64) int {
		return s.cmpSpans(spans, k, u)
	})
}

// cmpSpans returns the sign of Σ |T1 - T0|·|s| - k·u, exactly: with the
// sum written N/D over a common denominator, of N²·|d|² - (k·u)²·D².
func (s Segment) cmpSpans(spans []Span, k, u float64) int {
	if sign, ok := s.cmpSpansAxis(spans, k, u); ok {
		return sign
	}
	// The degree (4 per span, doubled) is beyond the expansions' safe
	// range for any useful input: straight to math/big.
	return run(false, func(bg bool) (int, bool) {
		kr := kernel{big: bg}
		var n, d, na, da, nb, db, tn, td, x, y num
		kr.set(&n, 0)
		kr.set(&d, 1)
		for _, sp := range spans {
			a, b := s.stopAt(sp.T0, sp.Cut0), s.stopAt(sp.T1, sp.Cut1)
			s.stopND(&kr, a, &na, &da)
			s.stopND(&kr, b, &nb, &db)
			kr.mul(&x, &nb, &da)
			kr.mul(&y, &na, &db)
			kr.add(&tn, &x, &y, -1) // T_b - T_a = tn/td
			kr.mul(&td, &da, &db)
			if kr.sign(&tn)*kr.sign(&td) < 0 {
				kr.set(&x, 0)
				kr.add(&y, &x, &tn, -1)
				tn = y
			}
			kr.mul(&x, &n, &td)
			kr.mul(&y, &tn, &d)
			kr.add(&n, &x, &y, 1)
			kr.mul(&x, &d, &td)
			d = x
		}
		var dx, dy, l2, lhs, rhs, ku num
		kr.diff(&dx, s.B[0], s.A[0])
		kr.diff(&dy, s.B[1], s.A[1])
		discNorm2(&kr, &l2, &dx, &dy)
		kr.mul(&x, &n, &n)
		kr.mul(&lhs, &x, &l2)
		kr.set(&ku, 0)
		kr.addProd(&ku, k, u)
		kr.mul(&x, &ku, &ku)
		kr.mul(&y, &d, &d)
		kr.mul(&rhs, &x, &y)
		return kr.cmp(&lhs, &rhs), kr.ovf
	})
}

// cmpSpansAxis is cmpSpans for the common tie on a grid: s parallel to an
// axis, and every end of a span a float along it (an end of s, a vertex
// on s, a crossing with an edge across the axis). The total is then a sum
// of float differences, compared in expansions without allocating; ok is
// false otherwise.
func (s Segment) cmpSpansAxis(spans []Span, k, u float64) (sign int, ok bool) {
	i := 0
	switch {
	case s.A[1] == s.B[1] && s.A[0] != s.B[0]:
	case s.A[0] == s.B[0] && s.A[1] != s.B[1]:
		i = 1
	default:
		return 0, false
	}
	at := func(st stop) (float64, bool) {
		switch st.kind {
		case stopPoint:
			return st.p[i], true
		case stopCrossing:
			return st.e.A[i], st.e.A[i] == st.e.B[i]
		}
		switch st.Param {
		case 0:
			return s.A[i], true
		case 1:
			return s.B[i], true
		}
		return 0, false
	}
	kr := kernel{}
	var z, ku num
	for _, sp := range spans {
		a, okA := at(s.stopAt(sp.T0, sp.Cut0))
		b, okB := at(s.stopAt(sp.T1, sp.Cut1))
		if !okA || !okB || !kernelSafe(2, a, b) {
			return 0, false
		}
		lo, hi := min(a, b), max(a, b)
		kr.grow(&z, hi)
		kr.grow(&z, -lo)
	}
	if !kernelSafe(2, k, u) {
		return 0, false
	}
	kr.addProd(&ku, k, u)
	sign = kr.cmp(&z, &ku)
	return sign, !kr.ovf
}
