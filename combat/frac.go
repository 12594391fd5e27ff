package combat

import (
	"errors"
	"math"
	"math/big"
	"math/bits"
	"strconv"
)

// Frac is an exact rational number with int64 numerator and denominator,
// always reduced and with a positive denominator. It carries probabilities
// and fractional strengths (2.5 fire factors, a halved unit) without the
// allocations of math/big, so the hot paths stay allocation-free; [Frac.Rat]
// converts to math/big when a caller wants it.
//
// The zero value is 0. Frac values are comparable with ==, because they are
// always reduced.
type Frac struct {
	num int64
	dm1 int64 // denominator minus one, so that the zero value is 0/1
}

// errOverflow reports an int64 overflow in exact arithmetic.
var errOverflow = errors.New("combat: integer overflow in exact arithmetic")

// NewFrac returns num/den reduced. A zero denominator is an error, and so is
// math.MinInt64 in either place (it has no positive counterpart).
func NewFrac(num, den int64) (Frac, error) {
	if den == 0 {
		return Frac{}, errors.New("combat: fraction " + strconv.FormatInt(num, 10) + "/0: zero denominator")
	}
	if num == math.MinInt64 || den == math.MinInt64 {
		return Frac{}, errOverflow
	}
	if den < 0 {
		num, den = -num, -den
	}
	g := gcd(abs64(num), den)
	if g > 1 {
		num /= g
		den /= g
	}
	return Frac{num: num, dm1: den - 1}, nil
}

// Int returns the integer n as a Frac.
func Int(n int64) Frac { return Frac{num: n} }

// Half returns n/2, the commonest fraction in rules (halved factors). It is
// exact for every int64, MinInt64 included.
func Half(n int64) Frac {
	if n%2 == 0 {
		return Int(n / 2)
	}
	return Frac{num: n, dm1: 1} // odd n: n/2 is already reduced
}

// mustFrac builds a fraction from a positive denominator known to be valid.
func mustFrac(num, den int64) Frac {
	f, err := NewFrac(num, den)
	if err != nil {
		return Frac{}
	}
	return f
}

// Num returns the numerator.
func (f Frac) Num() int64 { return f.num }

// Den returns the denominator, always positive.
func (f Frac) Den() int64 { return f.dm1 + 1 }

// Float64 returns the nearest float64, for display only.
func (f Frac) Float64() float64 {
	v, _ := f.Rat().Float64()
	return v
}

// Rat returns f as a new *big.Rat.
func (f Frac) Rat() *big.Rat { return big.NewRat(f.num, f.Den()) }

// IsInt reports whether f is an integer.
func (f Frac) IsInt() bool { return f.dm1 == 0 }

// Sign returns -1, 0 or +1.
func (f Frac) Sign() int {
	switch {
	case f.num < 0:
		return -1
	case f.num > 0:
		return 1
	}
	return 0
}

// Cmp compares f and g exactly and returns -1, 0 or +1.
func (f Frac) Cmp(g Frac) int {
	// f.num*g.den vs g.num*f.den, in 128 bits.
	return cmpProducts(f.num, g.Den(), g.num, f.Den())
}

// Sub returns f − g, or an error on overflow.
func (f Frac) Sub(g Frac) (Frac, error) {
	a, ok1 := mul64(f.num, g.Den())
	b, ok2 := mul64(g.num, f.Den())
	d, ok3 := mul64(f.Den(), g.Den())
	if !ok1 || !ok2 || !ok3 {
		return Frac{}, errOverflow
	}
	n := a - b
	if (a >= 0) != (b >= 0) && (n >= 0) != (a >= 0) {
		return Frac{}, errOverflow
	}
	return NewFrac(n, d)
}

// Add returns f+g, or an error if the exact result overflows int64.
func (f Frac) Add(g Frac) (Frac, error) {
	a, ok1 := mul64(f.num, g.Den())
	b, ok2 := mul64(g.num, f.Den())
	d, ok3 := mul64(f.Den(), g.Den())
	if !ok1 || !ok2 || !ok3 {
		return Frac{}, errOverflow
	}
	n, ok := add64(a, b)
	if !ok {
		return Frac{}, errOverflow
	}
	return NewFrac(n, d)
}

// Mul returns f·g, or an error if the exact result overflows int64. The
// factors are reduced crosswise first, so a product that fits is found.
func (f Frac) Mul(g Frac) (Frac, error) {
	g1 := max(gcd(abs64(f.num), g.Den()), 1)
	g2 := max(gcd(abs64(g.num), f.Den()), 1)
	n, ok1 := mul64(f.num/g1, g.num/g2)
	d, ok2 := mul64(f.Den()/g2, g.Den()/g1)
	if !ok1 || !ok2 {
		return Frac{}, errOverflow
	}
	return NewFrac(n, d)
}

// String formats f as "n" or "n/d".
func (f Frac) String() string {
	if f.dm1 == 0 {
		return strconv.FormatInt(f.num, 10)
	}
	return strconv.FormatInt(f.num, 10) + "/" + strconv.FormatInt(f.Den(), 10)
}

// Percent formats f as a percentage with one decimal, for display.
func (f Frac) Percent() string {
	return strconv.FormatFloat(100*f.Float64(), 'f', 1, 64) + "%"
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// mul64 multiplies with an overflow check.
func mul64(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	p := a * b
	if p/b != a || (a == -1 && b == math.MinInt64) || (b == -1 && a == math.MinInt64) {
		return 0, false
	}
	return p, true
}

// errIntOverflow reports a value leaving the range of int.
var errIntOverflow = errors.New("combat: value overflows int")

// addInt adds with an overflow check in the platform's int.
func addInt(a, b int) (int, bool) {
	s := a + b
	if (a >= 0) == (b >= 0) && (s >= 0) != (a >= 0) {
		return 0, false
	}
	return s, true
}

// add64 adds with an overflow check.
func add64(a, b int64) (int64, bool) {
	s := a + b
	if (a >= 0) == (b >= 0) && (s >= 0) != (a >= 0) {
		return 0, false
	}
	return s, true
}

// cmpProducts compares a*b with c*d exactly, for b, d > 0.
func cmpProducts(a, b, c, d int64) int {
	sa, sc := sign(a), sign(c)
	if sa != sc {
		if sa < sc {
			return -1
		}
		return 1
	}
	if sa == 0 {
		return 0
	}
	h1, l1 := bits.Mul64(uint64(abs64(a)), uint64(b))
	h2, l2 := bits.Mul64(uint64(abs64(c)), uint64(d))
	r := 0
	switch {
	case h1 < h2 || (h1 == h2 && l1 < l2):
		r = -1
	case h1 > h2 || l1 > l2:
		r = 1
	}
	if sa < 0 {
		r = -r
	}
	return r
}

func sign(x int64) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// mulHiLo returns the 128-bit product of a and b as high and low words.
func mulHiLo(a, b uint64) (hi, lo uint64) { return bits.Mul64(a, b) }
