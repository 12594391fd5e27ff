package combat

import (
	"fmt"
	"iter"
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
// distribution of f(roll). A nil f gives the zero (empty) Outcomes. Results
// not equal to themselves (a float NaN) each stay apart. Cost is linear in
// the values of d.
func MapDist[R comparable](d Dist, f func(v int) R) Outcomes[R] {
	var o Outcomes[R]
	if f == nil {
		return o
	}
	o.total = d.Total()
	var idx map[R]int
	for v, x := range d.All() {
		o.merge(&idx, f(v), x)
	}
	return o
}

// MapOutcomes maps every result of o and merges equal results, such as hits
// divided by a terrain divisor. A nil f gives the zero (empty) Outcomes.
func MapOutcomes[R, S comparable](o Outcomes[R], f func(R) S) Outcomes[S] {
	var r Outcomes[S]
	if f == nil {
		return r
	}
	r.total = o.total
	var idx map[S]int
	for _, it := range o.items {
		r.merge(&idx, f(it.Result), it.Weight)
	}
	return r
}

// indexAt is the number of distinct results above which merging looks
// results up in a map instead of scanning, so that merging n values into
// k results costs O(n) rather than O(n·k).
const indexAt = 16

// add merges weight into result, keeping first-reached order.
func (o *Outcomes[R]) add(r R, w int64) {
	var idx map[R]int
	o.merge(&idx, r, w)
}

// merge is add with an index built lazily in *idx once there are many
// distinct results; the items slice keeps the first-reached order.
func (o *Outcomes[R]) merge(idx *map[R]int, r R, w int64) {
	if *idx == nil && len(o.items) >= indexAt {
		*idx = make(map[R]int, 2*len(o.items))
		for i, it := range o.items {
			(*idx)[it.Result] = i
		}
	}
	if *idx != nil {
		if i, ok := (*idx)[r]; ok {
			o.items[i].Weight += w
			return
		}
		(*idx)[r] = len(o.items)
	} else {
		for i := range o.items {
			if o.items[i].Result == r {
				o.items[i].Weight += w
				return
			}
		}
	}
	o.items = append(o.items, Outcome[R]{Result: r, Weight: w})
}

// Len returns the number of distinct results.
func (o Outcomes[R]) Len() int { return len(o.items) }

// Total returns the common denominator of the weights.
func (o Outcomes[R]) Total() int64 { return o.total }

// At returns the i-th distinct result and its weight, 0 <= i < Len; any
// other i gives the zero Outcome.
func (o Outcomes[R]) At(i int) Outcome[R] {
	if i < 0 || i >= len(o.items) {
		return Outcome[R]{}
	}
	return o.items[i]
}

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

// Chance returns the exact probability that the result satisfies pred; a
// nil pred is satisfied by no result.
func (o Outcomes[R]) Chance(pred func(R) bool) Frac {
	if o.total == 0 || pred == nil {
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

// String lists each result with its probability in lowest terms, as
// [Outcomes.P] gives it, in the order of [Outcomes.All]: "AE: 1/3, AR:
// 1/2, EX: 1/6", "true: 5/6, false: 1/6" ("1" for a certain result). A
// result prints with its String method if it has one. The zero Outcomes
// prints as "". The counts of dice outcomes behind each probability are
// [Outcomes.Weight] and [Outcomes.Total].
func (o Outcomes[R]) String() string {
	var b strings.Builder
	for i, it := range o.items {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(formatAny(it.Result))
		b.WriteString(": ")
		b.WriteString(mustFrac(it.Weight, o.total).String())
	}
	return b.String()
}

// formatAny formats a result with its String method if it has one.
func formatAny(v any) string { return fmt.Sprint(v) }
