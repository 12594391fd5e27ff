package combat

import "fmt"

// DistOf maps every result of o to an integer and returns the exact
// distribution of those integers: the hits of a table's cells, 1 for a
// passed check, the steps a CRT result costs. Weights and total are kept
// as they are (a 1D6 table gives a total of 6), so every probability of o
// is preserved. It is how a table's [Outcomes] becomes the [Dist] that
// damage sums and decision support take.
//
// A nil f or an empty o (the zero Outcomes) is an error, and so is a
// spread of integers wider than [MaxValues], so the cost stays linear in
// the results of o plus the spread.
func DistOf[R comparable](o Outcomes[R], f func(R) int) (Dist, error) {
	if f == nil {
		return Dist{}, fmt.Errorf("combat: distribution of outcomes: nil mapping")
	}
	if o.total <= 0 || len(o.items) == 0 {
		return Dist{}, fmt.Errorf("combat: distribution of outcomes: no outcomes")
	}
	vals := make([]int, len(o.items))
	lo, hi := 0, 0
	for i, it := range o.items {
		v := f(it.Result)
		vals[i] = v
		if i == 0 || v < lo {
			lo = v
		}
		if i == 0 || v > hi {
			hi = v
		}
	}
	// hi-lo computed in uint64 cannot overflow (two's complement).
	if uint64(hi)-uint64(lo) >= MaxValues {
		return Dist{}, fmt.Errorf("combat: distribution of outcomes: values %d..%d span more than %d", lo, hi, MaxValues)
	}
	w := make([]int64, hi-lo+1)
	for i, it := range o.items {
		var ok bool
		if w[vals[i]-lo], ok = add64(w[vals[i]-lo], it.Weight); !ok {
			return Dist{}, errOverflow
		}
	}
	d, err := NewDist(lo, w...)
	if err != nil {
		return Dist{}, fmt.Errorf("combat: distribution of outcomes: %w", err)
	}
	return d, nil
}
