package combat

import (
	"fmt"
	"iter"
	"strconv"
	"strings"
)

// Outcome is one possible result with its weight out of the total of the
// [Outcomes] it belongs to.
type Outcome[R comparable] struct {
	Result R
	Weight int64
}

// Outcomes is the exact distribution of results of any comparable type: the
// hits of a fire table, the "0/1" losses of a CRT, pass or fail. Each
// distinct result appears once, in the order it is first reached by
// ascending roll, so the order is deterministic.
//
// The zero Outcomes is empty (no result, total 0). Outcomes values are
// immutable and safe for concurrent use.
type Outcomes[R comparable] struct {
	items []Outcome[R]
	total int64
}

// MapDist maps every value of d to a result and merges equal results: the
// distribution of f(roll).
func MapDist[R comparable](d Dist, f func(v int) R) Outcomes[R] {
	var o Outcomes[R]
	o.total = d.Total()
	for v, x := range d.All() {
		o.add(f(v), x)
	}
	return o
}

// MapOutcomes maps every result of o and merges equal results, such as hits
// divided by a terrain divisor.
func MapOutcomes[R, S comparable](o Outcomes[R], f func(R) S) Outcomes[S] {
	var r Outcomes[S]
	r.total = o.total
	for _, it := range o.items {
		r.add(f(it.Result), it.Weight)
	}
	return r
}

// add merges weight into result, keeping first-reached order.
func (o *Outcomes[R]) add(r R, w int64) {
	for i := range o.items {
		if o.items[i].Result == r {
			o.items[i].Weight += w
			return
		}
	}
	o.items = append(o.items, Outcome[R]{Result: r, Weight: w})
}

// Len returns the number of distinct results.
func (o Outcomes[R]) Len() int { return len(o.items) }

// Total returns the common denominator of the weights.
func (o Outcomes[R]) Total() int64 { return o.total }

// At returns the i-th distinct result and its weight, 0 <= i < Len.
func (o Outcomes[R]) At(i int) Outcome[R] { return o.items[i] }

// All yields each distinct result with its exact probability, in order.
func (o Outcomes[R]) All() iter.Seq2[R, Frac] {
	return func(yield func(R, Frac) bool) {
		for _, it := range o.items {
			if !yield(it.Result, mustFrac(it.Weight, o.total)) {
				return
			}
		}
	}
}

// Weight returns the weight of r, 0 if r cannot happen.
func (o Outcomes[R]) Weight(r R) int64 {
	for _, it := range o.items {
		if it.Result == r {
			return it.Weight
		}
	}
	return 0
}

// P returns the exact probability of r.
func (o Outcomes[R]) P(r R) Frac {
	if o.total == 0 {
		return Frac{}
	}
	return mustFrac(o.Weight(r), o.total)
}

// Chance returns the exact probability that the result satisfies pred.
func (o Outcomes[R]) Chance(pred func(R) bool) Frac {
	if o.total == 0 {
		return Frac{}
	}
	var n int64
	for _, it := range o.items {
		if pred(it.Result) {
			n += it.Weight
		}
	}
	return mustFrac(n, o.total)
}

// String lists "result: weight/total" for each result, for display. The
// fraction is left unreduced (2/36, not 1/18) because players count dice
// outcomes; use P or All for reduced probabilities.
func (o Outcomes[R]) String() string {
	var b strings.Builder
	for i, it := range o.items {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(formatAny(it.Result))
		b.WriteString(": ")
		b.WriteString(strconv.FormatInt(it.Weight, 10) + "/" + strconv.FormatInt(o.total, 10))
	}
	return b.String()
}

// formatAny formats a result with its String method if it has one.
func formatAny(v any) string { return fmt.Sprint(v) }
