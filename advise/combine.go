package advise

import (
	"errors"
	"fmt"
	"math"
	"math/bits"

	"github.com/warkit/warkit/combat"
)

// MaxCombinedTotal is the largest common denominator of an exact
// combination of fires, the largest total a [combat.Dist] holds: 2^63 − 1.
// [Independent]'s result has for total the product of the fires' totals,
// each in lowest terms, so it combines up to 12 fires of 2D6 damage
// (36^12), 24 of one die's, or 62 of an even chance; one more is an error
// naming this bound. No exact answer is smaller: the least likely sum
// (every fire at its least) has probability 1 over that product.
const MaxCombinedTotal = math.MaxInt64

// Independent is the default [CombineFunc]: the fires are independent and
// their damage adds. The result is the exact distribution of the sum, its
// total the product of the fires' totals in lowest terms (each is reduced
// first, and a sum of reduced distributions is reduced: Gauss's lemma on
// their weights as polynomials). A product beyond [MaxCombinedTotal] is an
// error naming the fire that passes it, before the sum is formed.
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
		if hi, lo := bits.Mul64(uint64(sum.Total()), uint64(r.Total())); hi != 0 || lo > MaxCombinedTotal {
			return combat.Dist{}, fmt.Errorf("advise: combining %d fires: their exact common denominator passes MaxCombinedTotal (%d × %d in lowest terms, more than 2^63 − 1)", i+2, sum.Total(), r.Total())
		}
		if sum, err = sum.Add(r); err != nil {
			return combat.Dist{}, fmt.Errorf("advise: combining %d fires: %w", i+2, err)
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
