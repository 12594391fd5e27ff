package geom

import (
	"math"
	"math/big"
)

// This file is warkit's one exact kernel. Every exact decision of the
// plane (Orient2D, the disc comparisons, exact lengths) is a polynomial
// sign in float64 inputs, decided in three stages:
//
//  1. a floating-point filter with a proven error bound, written beside
//     each predicate because its bound is the predicate's own;
//  2. expansion arithmetic (Shewchuk 1997): a number is a nonoverlapping
//     sum of float64 components, sums and products are error-free, no
//     allocation; used when every input lies in the safe range of the
//     polynomial's degree (see [kernelSafe]), so that no component can
//     overflow or underflow;
//  3. math/big, for inputs outside that range or a result too long for
//     an expansion's fixed capacity.
//
// Stages 2 and 3 run the same code: a predicate's exact stage is written
// once against [kernel] and [num], and the kernel picks the
// representation. No other file of warkit imports math/big for geometry.

// numCap is the capacity of an expansion. A product of two k-component
// expansions has at most 2k² components before zero elimination; the
// predicates here stay far below it, and overflowing it reruns the
// predicate in math/big.
const numCap = 64

// num is an exact number: the expansion e[:n] (nonoverlapping, ordered by
// increasing magnitude, zeros eliminated) or, in big mode, r.
type num struct {
	e [numCap]float64
	n int
	r *big.Rat
}

// kernel is the arithmetic context of one exact evaluation: in big mode
// every num is a big.Rat; ovf records that an expansion outgrew numCap.
type kernel struct {
	big bool
	ovf bool
}

// kernelSafe reports whether every value is 0 or of magnitude within
// [2^-L, 2^L] with L = 1000/deg - 53: then every term of a polynomial of
// degree at most deg in them, and every rounding error the expansion
// arithmetic splits off, is a normal float64. (All such values are
// integer multiples of 2^-(L+52); a product of deg of them is a multiple
// of 2^-deg(L+52) >= 2^-1000, and is below 2^deg(L+1) < 2^1000.)
func kernelSafe(deg int, vs ...float64) bool {
	l := 1000/deg - 53
	lo, hi := math.Ldexp(1, -l), math.Ldexp(1, l)
	for _, v := range vs {
		v = math.Abs(v)
		if v != 0 && !(v >= lo && v <= hi) {
			return false
		}
	}
	return true
}

// set sets z to v.
func (k *kernel) set(z *num, v float64) {
	if k.big {
		z.r = new(big.Rat).SetFloat64(v)
		return
	}
	z.n = 0
	if v != 0 {
		z.e[0], z.n = v, 1
	}
}

// diff sets z to a - b exactly.
func (k *kernel) diff(z *num, a, b float64) {
	if k.big {
		z.r = new(big.Rat).SetFloat64(a)
		z.r.Sub(z.r, new(big.Rat).SetFloat64(b))
		return
	}
	z.n = 0
	k.grow(z, a)
	k.grow(z, -b)
}

// addProd adds a·b to z exactly.
func (k *kernel) addProd(z *num, a, b float64) {
	if k.big {
		if z.r == nil {
			z.r = new(big.Rat)
		}
		p := new(big.Rat).SetFloat64(a)
		z.r.Add(z.r, p.Mul(p, new(big.Rat).SetFloat64(b)))
		return
	}
	p := a * b
	k.grow(z, math.FMA(a, b, -p)) // exact: p + error == a·b
	k.grow(z, p)
}

// grow adds b to the expansion z exactly (Shewchuk's Grow-Expansion with
// zero elimination).
func (k *kernel) grow(z *num, b float64) {
	q, m := b, 0
	for i := 0; i < z.n; i++ {
		s := q + z.e[i]
		bv := s - q
		av := s - bv
		if err := (q - av) + (z.e[i] - bv); err != 0 {
			z.e[m] = err
			m++
		}
		q = s
	}
	if q != 0 {
		if m == numCap {
			k.ovf = true
			return
		}
		z.e[m] = q
		m++
	}
	z.n = m
}

// add sets z to x + y·sign (sign ±1). z may alias x but not y.
func (k *kernel) add(z, x, y *num, sign float64) {
	if k.big {
		r := new(big.Rat)
		if sign > 0 {
			r.Add(x.r, y.r)
		} else {
			r.Sub(x.r, y.r)
		}
		z.r = r
		return
	}
	if z != x {
		z.n = x.n
		copy(z.e[:x.n], x.e[:x.n])
	}
	for _, v := range y.e[:y.n] {
		k.grow(z, sign*v)
	}
}

// mul sets z to x·y. z must alias neither.
func (k *kernel) mul(z, x, y *num) {
	if k.big {
		z.r = new(big.Rat).Mul(x.r, y.r)
		return
	}
	z.n = 0
	for _, a := range x.e[:x.n] {
		for _, b := range y.e[:y.n] {
			k.addProd(z, a, b)
		}
	}
}

// sign returns the sign of z.
func (k *kernel) sign(z *num) int {
	if k.big {
		if z.r == nil {
			return 0
		}
		return z.r.Sign()
	}
	// The largest component has the sign of the whole.
	for i := z.n - 1; i >= 0; i-- {
		if z.e[i] > 0 {
			return 1
		}
		if z.e[i] < 0 {
			return -1
		}
	}
	return 0
}

// cmp returns the sign of x - y.
func (k *kernel) cmp(x, y *num) int {
	var d num
	k.add(&d, x, y, -1)
	return k.sign(&d)
}

// value returns z rounded to float64, nearly exactly (the components are
// summed from the smallest).
func (k *kernel) value(z *num) float64 {
	if k.big {
		if z.r == nil {
			return 0
		}
		f, _ := z.r.Float64()
		return f
	}
	s := 0.0
	for _, v := range z.e[:z.n] {
		s += v
	}
	return s
}

// run evaluates the exact stage f of a predicate: in expansions if safe,
// again in math/big if not or if an expansion overflowed. f gets the mode
// and builds its own kernel, so that the kernel and its nums stay on f's
// stack (a pointer passed to a func value would escape).
func run(safe bool, f func(big bool) (sign int, ovf bool)) int {
	if safe {
		if s, ovf := f(false); !ovf {
			return s
		}
	}
	s, _ := f(true)
	return s
}
