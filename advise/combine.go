package advise

import (
	"errors"
	"fmt"
	"math"
	"math/bits"

	"github.com/warkit/warkit/combat"
)

// Independent is the default [CombineFunc]: the fires are independent and
// their damage adds. The result is the exact distribution of the sum. Each
// distribution is reduced to lowest terms before and after each sum, so the
// common denominator stays as small as the probabilities allow; if it still
// exceeds int64, Independent returns an error.
func Independent(damage []combat.Dist) (combat.Dist, error) {
	if len(damage) == 0 {
		return combat.Const(0), nil
	}
	sum, err := Reduce(damage[0])
	if err != nil {
		return combat.Dist{}, err
	}
	for i, d := range damage[1:] {
		r, err := Reduce(d)
		if err != nil {
			return combat.Dist{}, err
		}
		if sum, err = sum.Add(r); err != nil {
			return combat.Dist{}, fmt.Errorf("advise: combining %d fires: %w", i+2, err)
		}
		if sum, err = Reduce(sum); err != nil {
			return combat.Dist{}, err
		}
	}
	return sum, nil
}

// Reduce returns d with its weights divided by their greatest common
// divisor: the same probabilities over the smallest total.
func Reduce(d combat.Dist) (combat.Dist, error) {
	g := d.Total()
	for _, w := range d.All() {
		g = gcd(g, w)
		if g == 1 {
			return d, nil
		}
	}
	if g <= 1 {
		return d, nil
	}
	lo := d.Min()
	ws := make([]int64, d.Max()-lo+1) // at most combat.MaxValues
	for i := range ws {
		ws[i] = d.Weight(lo+i) / g // lo+i <= Max: no overflow, where v++ past MaxInt wrapped
	}
	return combat.NewDist(lo, ws...)
}

// Expected returns the exact expected value of d: the sum of value times
// weight over the total, an error if that sum overflows int64.
func Expected(d combat.Dist) (combat.Frac, error) {
	var sum int64
	for v, w := range d.All() {
		hi, lo := bits.Mul64(uint64(abs(int64(v))), uint64(w))
		if hi != 0 || lo > math.MaxInt64 {
			return combat.Frac{}, errExpectedOverflow
		}
		term := int64(lo)
		if v < 0 {
			term = -term
		}
		if (term > 0 && sum > math.MaxInt64-term) || (term < 0 && sum < math.MinInt64+1-term) {
			return combat.Frac{}, errExpectedOverflow
		}
		sum += term
	}
	return combat.NewFrac(sum, d.Total())
}

var errExpectedOverflow = errors.New("advise: expected value overflows int64")

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 {
		return -a
	}
	return a
}
