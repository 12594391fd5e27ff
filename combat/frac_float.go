package combat

import (
	"errors"
	"math"
	"math/bits"
	"strconv"
)

// FracFromFloat returns the exact value of x as a Frac: a float64 is a
// binary fraction m·2^e, so 2.5 is 5/2 and 0.75 is 3/4, with no rounding
// and no allocation. It is an error for NaN and ±Inf, and when the
// reduced numerator or denominator does not fit in int64 (|x| >= 2^63,
// or a denominator above 2^62: x not a multiple of 2^-62).
//
// The value is the float's, not the decimal it was written as: a trait
// read as 0.1 is 3602879701896397/36028797018963968. Where a value stands
// for a decimal (a half point, a tenth), parse its text with [ParseFrac]
// instead, which reads "0.1" as 1/10. Converting a float strength with
// Int(int64(x)) drops its fraction silently; FracFromFloat keeps it.
func FracFromFloat(x float64) (Frac, error) {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return Frac{}, errors.New("combat: fraction from a float that is not finite: " + strconv.FormatFloat(x, 'g', -1, 64))
	}
	if x == 0 {
		return Frac{}, nil
	}
	// x = m·2^e with m an integer of at most 53 bits.
	fr, exp := math.Frexp(math.Abs(x))
	m, e := uint64(fr*(1<<53)), exp-53
	tz := bits.TrailingZeros64(m)
	m >>= tz
	e += tz
	var num, den int64 = 0, 1
	switch {
	case e >= 0:
		if e > 62 || bits.Len64(m)+e > 63 {
			return Frac{}, errors.New("combat: fraction from float " + strconv.FormatFloat(x, 'g', -1, 64) + ": the numerator does not fit in int64")
		}
		num = int64(m << e)
	default:
		if -e > 62 {
			return Frac{}, errors.New("combat: fraction from float " + strconv.FormatFloat(x, 'g', -1, 64) + ": the denominator does not fit in int64")
		}
		num, den = int64(m), 1<<-e
	}
	if x < 0 {
		num = -num
	}
	return NewFrac(num, den)
}
