package combat

import (
	"errors"
	"fmt"
	"iter"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Dist is the exact probability distribution of an integer roll: every value
// v in [Min, Max] has an integer weight, and P(v) = Weight(v) / Total. The
// weights are counts of equally likely outcomes (2D6 gives 7 a weight of 6 out
// of 36), so every probability is exact.
//
// The zero Dist is the constant 0 (weight 1 out of 1). Dist values are
// immutable and safe for concurrent use. Operations that would overflow int64
// weights or int values return an error instead; 24D6 (6^24 outcomes) still
// fits. A Dist holds at most [MaxValues] values, and a sum of two costs at
// most [MaxConvolution] multiplications, so no operation runs away.
type Dist struct {
	min   int
	w     []int64 // w[i] is the weight of min+i; never modified after construction
	total int64
}

// Bounds on the size of distributions and the work of combining them.
const (
	MaxValues      = 1 << 20 // values from Min to Max of one Dist
	MaxConvolution = 1 << 26 // len(d)·len(e) in one Dist.Add (about 0.1 s)
)

// unitWeights backs the zero Dist.
var unitWeights = []int64{1}

// view returns the representation, mapping the zero value to the constant 0.
func (d Dist) view() (int, []int64, int64) {
	if d.total == 0 {
		return 0, unitWeights, 1
	}
	return d.min, d.w, d.total
}

// Const returns the distribution that is always k.
func Const(k int) Dist { return Dist{min: k, w: unitWeights, total: 1} }

// Uniform returns the distribution uniform on lo..hi inclusive, such as one
// die (Uniform(1, 6)). lo > hi is an error.
func Uniform(lo, hi int) (Dist, error) {
	if lo > hi {
		return Dist{}, fmt.Errorf("combat: uniform %d..%d: empty range", lo, hi)
	}
	if uint64(hi)-uint64(lo) >= MaxSides*MaxDice { // two's complement: hi-lo without overflow
		return Dist{}, fmt.Errorf("combat: uniform %d..%d: more than %d values", lo, hi, MaxSides*MaxDice)
	}
	n := hi - lo + 1
	w := make([]int64, n)
	for i := range w {
		w[i] = 1
	}
	return Dist{min: lo, w: w, total: int64(n)}, nil
}

// NewDist returns the distribution with the given weights for the values
// min, min+1, ... Weights must be non-negative with a positive sum that fits
// in int64. Leading and trailing zero weights are trimmed.
func NewDist(min int, weights ...int64) (Dist, error) {
	var total int64
	for i, x := range weights {
		if x < 0 {
			return Dist{}, fmt.Errorf("combat: weight of %d is negative (%d)", min+i, x)
		}
		var ok bool
		if total, ok = add64(total, x); !ok {
			return Dist{}, errOverflow
		}
	}
	if total == 0 {
		return Dist{}, errors.New("combat: distribution has no outcome (weights sum to 0)")
	}
	if len(weights) > MaxValues {
		return Dist{}, fmt.Errorf("combat: distribution of %d values, at most %d", len(weights), MaxValues)
	}
	if _, ok := addInt(min, len(weights)-1); !ok {
		return Dist{}, fmt.Errorf("combat: distribution from %d with %d values: %w", min, len(weights), errIntOverflow)
	}
	w := append([]int64(nil), weights...)
	return trim(min, w, total), nil
}

// trim removes zero weights at both ends.
func trim(min int, w []int64, total int64) Dist {
	lo, hi := 0, len(w)
	for lo < hi && w[lo] == 0 {
		lo++
	}
	for hi > lo && w[hi-1] == 0 {
		hi--
	}
	return Dist{min: min + lo, w: w[lo:hi:hi], total: total}
}

// Min returns the smallest possible value.
func (d Dist) Min() int { m, _, _ := d.view(); return m }

// Max returns the largest possible value.
func (d Dist) Max() int { m, w, _ := d.view(); return m + len(w) - 1 }

// Total returns the common denominator of the weights.
func (d Dist) Total() int64 { _, _, t := d.view(); return t }

// Weight returns the weight of v, 0 outside [Min, Max].
func (d Dist) Weight(v int) int64 {
	m, w, _ := d.view()
	if v < m || v > m+len(w)-1 { // both sides stay in range: m+len(w)-1 is Max
		return 0
	}
	return w[v-m]
}

// P returns the exact probability of v.
func (d Dist) P(v int) Frac { return mustFrac(d.Weight(v), d.Total()) }

// All yields every possible value (non-zero weight) in ascending order with
// its weight.
func (d Dist) All() iter.Seq2[int, int64] {
	return func(yield func(int, int64) bool) {
		m, w, _ := d.view()
		for i, x := range w {
			if x != 0 && !yield(m+i, x) {
				return
			}
		}
	}
}

// Chance returns the exact probability that a value satisfies pred; a nil
// pred is satisfied by no value.
func (d Dist) Chance(pred func(v int) bool) Frac {
	if pred == nil {
		return Frac{}
	}
	var n int64
	for v, x := range d.All() {
		if pred(v) {
			n += x
		}
	}
	return mustFrac(n, d.Total())
}

// AtMost returns P(value <= k), the chance to pass a roll-under check such
// as morale.
func (d Dist) AtMost(k int) Frac { return d.Chance(func(v int) bool { return v <= k }) }

// AtLeast returns P(value >= k), the chance to reach a to-hit number.
func (d Dist) AtLeast(k int) Frac { return d.Chance(func(v int) bool { return v >= k }) }

// Mean returns the exact expected value.
func (d Dist) Mean() *big.Rat {
	m, w, t := d.view()
	sum := new(big.Int)
	var tmp big.Int
	for i, x := range w {
		tmp.SetInt64(int64(m + i))
		tmp.Mul(&tmp, big.NewInt(x))
		sum.Add(sum, &tmp)
	}
	return new(big.Rat).SetFrac(sum, big.NewInt(t))
}

// Shift returns the distribution of value + k: a constant modifier. It is
// an error if a value would leave the range of int.
func (d Dist) Shift(k int) (Dist, error) {
	m, w, t := d.view()
	lo, ok1 := addInt(m, k)
	_, ok2 := addInt(m+len(w)-1, k)
	if !ok1 || !ok2 {
		return Dist{}, fmt.Errorf("combat: distribution %d..%d shifted by %d: %w", m, m+len(w)-1, k, errIntOverflow)
	}
	return Dist{min: lo, w: w, total: t}, nil
}

// Neg returns the distribution of −value. It is an error only if the
// distribution holds math.MinInt, which has no negation.
func (d Dist) Neg() (Dist, error) {
	m, w, t := d.view()
	if m == math.MinInt {
		return Dist{}, fmt.Errorf("combat: negating a distribution from %d: %w", m, errIntOverflow)
	}
	r := make([]int64, len(w))
	for i, x := range w {
		r[len(w)-1-i] = x
	}
	return Dist{min: -(m + len(w) - 1), w: r, total: t}, nil
}

// Add returns the distribution of the sum of two independent values: the
// convolution. The new total is the product of the totals.
func (d Dist) Add(e Dist) (Dist, error) {
	m1, w1, t1 := d.view()
	m2, w2, t2 := e.view()
	t, ok := mul64(t1, t2)
	if !ok {
		return Dist{}, fmt.Errorf("combat: sum of distributions: %w", errOverflow)
	}
	if int64(len(w1))*int64(len(w2)) > MaxConvolution {
		return Dist{}, fmt.Errorf("combat: sum of distributions of %d and %d values: more than %d products", len(w1), len(w2), MaxConvolution)
	}
	lo, ok1 := addInt(m1, m2)
	_, ok2 := addInt(m1+len(w1)-1, m2+len(w2)-1)
	if !ok1 || !ok2 {
		return Dist{}, fmt.Errorf("combat: sum of distributions: %w", errIntOverflow)
	}
	// Every partial sum below is at most t, so no further overflow checks.
	r := make([]int64, len(w1)+len(w2)-1)
	for i, x := range w1 {
		if x == 0 {
			continue
		}
		for j, y := range w2 {
			r[i+j] += x * y
		}
	}
	return Dist{min: lo, w: r, total: t}, nil
}

// Sub returns the distribution of d − e for independent values.
func (d Dist) Sub(e Dist) (Dist, error) {
	n, err := e.Neg()
	if err != nil {
		return Dist{}, err
	}
	return d.Add(n)
}

// Repeat returns the distribution of the sum of n independent copies
// (n >= 1): Die(6).Repeat(2) is 2D6.
func (d Dist) Repeat(n int) (Dist, error) {
	if n < 1 || n > MaxDice {
		return Dist{}, fmt.Errorf("combat: repeat %d times: want 1..%d", n, MaxDice)
	}
	r := d
	for i := 1; i < n; i++ {
		var err error
		if r, err = r.Add(d); err != nil {
			return Dist{}, err
		}
	}
	return r, nil
}

// Clamp returns the distribution with values below lo counted as lo and
// values above hi counted as hi, as a table does with rolls beyond its rows.
// lo > hi is an error.
func (d Dist) Clamp(lo, hi int) (Dist, error) {
	if lo > hi {
		return Dist{}, fmt.Errorf("combat: clamp to %d..%d: empty range", lo, hi)
	}
	m, w, t := d.view()
	nlo, nhi := max(m, lo), min(m+len(w)-1, hi)
	if nlo > nhi { // entirely outside: a single value
		if m+len(w)-1 < lo {
			return Dist{min: lo, w: []int64{t}, total: t}, nil
		}
		return Dist{min: hi, w: []int64{t}, total: t}, nil
	}
	r := make([]int64, nhi-nlo+1)
	for i, x := range w {
		v := min(max(m+i, nlo), nhi)
		r[v-nlo] += x
	}
	return Dist{min: nlo, w: r, total: t}, nil
}

// RerollOnce returns the distribution when a result for which reroll reports
// true is rolled again once and the second result stands, whatever it is
// ("re-roll 1s once"). Apply it to one die and then [Dist.Repeat] to re-roll
// each die separately, or to a whole sum to re-roll the sum. A nil reroll
// is an error.
func (d Dist) RerollOnce(reroll func(v int) bool) (Dist, error) {
	if reroll == nil {
		return Dist{}, errors.New("combat: re-roll with a nil rule")
	}
	m, w, t := d.view()
	var bad int64
	for i, x := range w {
		if reroll(m + i) {
			bad += x
		}
	}
	tt, ok := mul64(t, t)
	if !ok {
		return Dist{}, fmt.Errorf("combat: re-roll: %w", errOverflow)
	}
	// P'(v) = P(v)·[v kept] + P(rerolled)·P(v), over the denominator t².
	r := make([]int64, len(w))
	for i, x := range w {
		r[i] = bad * x
		if !reroll(m + i) {
			r[i] += x * t
		}
	}
	return trim(m, r, tt), nil
}

// Outcomes returns d as an [Outcomes] over int, in ascending order, so the
// generic law checks and maps apply to it.
func (d Dist) Outcomes() Outcomes[int] {
	var o Outcomes[int]
	m, w, t := d.view()
	o.total = t
	for i, x := range w {
		if x != 0 {
			o.items = append(o.items, Outcome[int]{Result: m + i, Weight: x})
		}
	}
	return o
}

// Equal reports whether d and e give every value the same probability.
func (d Dist) Equal(e Dist) bool {
	m1, w1, t1 := d.view()
	m2, w2, t2 := e.view()
	if m1 != m2 || len(w1) != len(w2) {
		return false
	}
	for i := range w1 { // w1/t1 == w2/t2, cross-multiplied in 128 bits
		if cmpProducts(w1[i], t2, w2[i], t1) != 0 {
			return false
		}
	}
	return true
}

// String lists the weights as "2:1 3:2 ... 12:1 /36".
func (d Dist) String() string {
	var b strings.Builder
	for v, x := range d.All() {
		b.WriteString(strconv.Itoa(v))
		b.WriteByte(':')
		b.WriteString(strconv.FormatInt(x, 10))
		b.WriteByte(' ')
	}
	b.WriteByte('/')
	b.WriteString(strconv.FormatInt(d.Total(), 10))
	return b.String()
}
