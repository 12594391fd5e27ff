package move

import (
	"math"
	"math/bits"
)

// radixHeap is a monotone priority queue for the searches keyed by one
// number (each half of the bidirectional search, and bucketQueue past
// its ring): a radix heap over the bits of non-negative float64 keys, whose
// order as unsigned integers is their order as numbers. A key may not be
// smaller than the last key popped (the searches clamp it, which only
// absorbs rounding in an A* estimate). Equal keys pop in an order fixed by
// the pushes: last in, first out among those pushed since the last key
// changed.
//
// Pushes cost O(1); each item moves down the 65 buckets at most a few
// times before it is popped. The buckets keep their storage between
// searches.
type radixHeap struct {
	last    uint64
	n       int
	buckets [65][]radixItem // by the highest bit in which a key differs from last
}

type radixItem struct {
	key uint64
	idx int32
}

func (r *radixHeap) reset() {
	for i := range r.buckets {
		r.buckets[i] = r.buckets[i][:0]
	}
	r.last, r.n = 0, 0
}

func (r *radixHeap) push(f float64, idx int32) {
	k := math.Float64bits(f + 0) // +0 turns -0 into +0
	k = max(k, r.last)
	i := bits.Len64(k ^ r.last)
	r.buckets[i] = append(r.buckets[i], radixItem{k, idx})
	r.n++
}

func (r *radixHeap) pop() int32 {
	if len(r.buckets[0]) == 0 {
		i := 1
		for len(r.buckets[i]) == 0 {
			i++
		}
		bi := r.buckets[i]
		m := bi[0].key
		for _, it := range bi[1:] {
			m = min(m, it.key)
		}
		r.last = m
		// Redistribute in reverse (an order fixed by the pushes).
		for k := len(bi) - 1; k >= 0; k-- {
			it := bi[k]
			j := bits.Len64(it.key ^ m)
			r.buckets[j] = append(r.buckets[j], it)
		}
		r.buckets[i] = bi[:0]
	}
	b0 := r.buckets[0]
	it := b0[len(b0)-1]
	r.buckets[0] = b0[:len(b0)-1]
	r.n--
	return it.idx
}
