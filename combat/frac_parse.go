package combat

import (
	"errors"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// MaxFracLen is the longest text [ParseFrac] reads. Any exact Frac is
// written in far fewer bytes; the limit bounds the work on hostile input.
const MaxFracLen = 64

// ParseFrac reads an exact fraction from text: an integer ("3", "-2"), a
// decimal ("0.25", "-1.5", "+.5") or a quotient ("5/2", "-7/4"). Decimals
// are exact, never rounded through float64: "0.1" is 1/10. Spaces around
// the text are allowed, exponents, "NaN" and "Inf" are not. A value whose
// reduced numerator or denominator does not fit in int64 is an error.
func ParseFrac(s string) (Frac, error) {
	fail := func(msg string) (Frac, error) {
		return Frac{}, errors.New("combat: fraction " + strconv.Quote(clip(s, MaxFracLen)) + ": " + msg)
	}
	if len(s) > MaxFracLen {
		return fail("longer than " + strconv.Itoa(MaxFracLen) + " bytes")
	}
	t := strings.TrimSpace(s)
	if num, den, ok := strings.Cut(t, "/"); ok {
		n, err1 := strconv.ParseInt(strings.TrimSpace(num), 10, 64)
		d, err2 := strconv.ParseInt(strings.TrimSpace(den), 10, 64)
		if err1 != nil || err2 != nil {
			return fail("want integers n/d that fit in int64")
		}
		f, err := NewFrac(n, d)
		if err != nil {
			return fail(strings.TrimPrefix(err.Error(), "combat: "))
		}
		return f, nil
	}
	f, msg := parseDecimal(t)
	if msg != "" {
		return fail(msg)
	}
	return f, nil
}

// parseDecimal reads [sign] digits [. digits] exactly, or says what is
// wrong with the text.
func parseDecimal(t string) (Frac, string) {
	neg := false
	if t != "" && (t[0] == '-' || t[0] == '+') {
		neg = t[0] == '-'
		t = t[1:]
	}
	whole, frac, _ := strings.Cut(t, ".")
	if whole == "" && frac == "" {
		return Frac{}, "want a number such as 3, 0.25, -1.5 or 5/2"
	}
	frac = strings.TrimRight(frac, "0") // "0.50000" is 1/2 however many zeros follow
	var num, den int64 = 0, 1
	for i, part := range []string{whole, frac} {
		for j := 0; j < len(part); j++ {
			c := part[j]
			if c < '0' || c > '9' {
				return Frac{}, "unexpected character " + quoteChar(part[j:]) + " (want digits, one '.', or n/d)"
			}
			var ok bool
			if num, den, ok = shiftDigit(num, den, c, i == 1); !ok {
				return Frac{}, "does not fit in int64 numerator and denominator"
			}
		}
	}
	if neg {
		num = -num
	}
	f, err := NewFrac(num, den)
	if err != nil {
		return Frac{}, "does not fit in int64 numerator and denominator"
	}
	return f, ""
}

// FracFromRat returns r as a Frac: exact, or an error when r is nil or its
// reduced numerator or denominator does not fit in int64 (MinInt64
// included, as for [NewFrac]).
func FracFromRat(r *big.Rat) (Frac, error) {
	if r == nil {
		return Frac{}, errors.New("combat: fraction from a nil *big.Rat")
	}
	n, d := r.Num(), r.Denom() // reduced, d > 0
	if !n.IsInt64() || !d.IsInt64() || n.Int64() == math.MinInt64 {
		return Frac{}, errors.New("combat: fraction " + clip(r.RatString(), MaxFracLen) + " does not fit in int64 numerator and denominator")
	}
	return NewFrac(n.Int64(), d.Int64())
}

// shiftDigit appends the decimal digit c to num (and, after the point, a
// power of ten to den), reporting false if either overflows int64.
func shiftDigit(num, den int64, c byte, afterPoint bool) (int64, int64, bool) {
	num, ok1 := mul64(num, 10)
	num, ok2 := add64(num, int64(c-'0'))
	ok3 := true
	if afterPoint {
		den, ok3 = mul64(den, 10)
	}
	return num, den, ok1 && ok2 && ok3
}
