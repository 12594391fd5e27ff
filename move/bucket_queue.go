package move

import "math"

// maxRing is the widest span of pending keys the bucket queue holds, so
// that a search whose keys are integers far apart cannot ask for a huge
// ring; wider spans go to the radix heap.
const maxRing = 1 << 12

// bucketQueue is the monotone priority queue of the searches keyed by
// one number (dijkstraCost, dijkstraCompact, cheapestAStar). While every
// key is an integer within maxRing of the last key popped, it is a
// bucket queue (Dial's): a ring of stacks of indexes, one per key, so that a push is an append of 4 bytes and a pop
// takes the top of the current bucket. This is the common case of step
// costs that are small whole numbers of MP. At the first other key it
// moves its items, in order, to a [radixHeap] and stays there for the
// rest of the search.
//
// The buckets pop equal keys last in, first out (which makes A* prefer
// the deeper of two equal estimates), the heap in an order fixed by the
// pushes; both clamp a key below the last popped to it. The buckets and
// the heap keep their storage between searches.
type bucketQueue struct {
	bucketMode bool      // a ring of buckets, not yet the radix heap
	cur        int64     // bucket mode: the key of the bucket popped from
	n          int       // bucket mode: items held
	ring       [][]int32 // the buckets, by key modulo the ring size
	heap       radixHeap
}

func (q *bucketQueue) reset() {
	// Only the buckets from cur on can hold items (pop empties those
	// below), so emptying stops once the n items left are found, rather
	// than walking the whole ring after a search that stopped early.
	mask := int64(len(q.ring) - 1)
	for k := q.cur; q.n > 0 && k-q.cur <= mask; k++ {
		s := q.ring[k&mask]
		q.n -= len(s)
		q.ring[k&mask] = s[:0]
	}
	q.heap.reset()
	q.bucketMode, q.cur, q.n = true, 0, 0
	if q.ring == nil {
		q.ring = make([][]int32, 8)
	}
}

func (q *bucketQueue) len() int {
	if q.bucketMode {
		return q.n
	}
	return q.heap.n
}

func (q *bucketQueue) push(f float64, idx int32) {
	if !q.pushBucket(f, idx) {
		q.pushSlow(f, idx)
	}
}

// pushSlow is push for every key pushBucket leaves: a key behind the
// last popped (clamped to it), one beyond the ring (which grows), and any
// key once the queue is, or must become, a radix heap.
func (q *bucketQueue) pushSlow(f float64, idx int32) {
	if q.bucketMode {
		k := int64(f)
		if float64(k) == f && k-q.cur < maxRing {
			k = max(k, q.cur)
			if k-q.cur >= int64(len(q.ring)) {
				q.grow(k - q.cur)
			}
			i := k & int64(len(q.ring)-1)
			q.ring[i] = append(q.ring[i], idx)
			q.n++
			return
		}
		q.toRadix()
	}
	q.heap.push(f, idx)
}

// pushBucket is push's common case, small enough to inline into a search
// loop (push itself is not): a key that is a whole number in the ring's
// current span, in bucket mode. It reports false, having done nothing,
// for any other key; the loop then calls pushSlow.
func (q *bucketQueue) pushBucket(f float64, idx int32) bool {
	k := int64(f)
	span := uint64(k - q.cur)
	if !q.bucketMode || float64(k) != f || span >= uint64(len(q.ring)) {
		return false
	}
	i := k & int64(len(q.ring)-1)
	q.ring[i] = append(q.ring[i], idx)
	q.n++
	return true
}

// popBucket is pop's common case, small enough to inline into a search
// loop: the top of the current bucket, in bucket mode. It reports false,
// having done nothing, when that bucket is empty or the queue is a radix
// heap; the loop then calls pop.
func (q *bucketQueue) popBucket() (int32, bool) {
	i := q.cur & int64(len(q.ring)-1)
	s := q.ring[i]
	if !q.bucketMode || len(s) == 0 {
		return 0, false
	}
	q.ring[i] = s[:len(s)-1]
	q.n--
	return s[len(s)-1], true
}

func (q *bucketQueue) pop() int32 {
	if !q.bucketMode {
		return q.heap.pop()
	}
	mask := int64(len(q.ring) - 1)
	for {
		i := q.cur & mask
		if s := q.ring[i]; len(s) > 0 {
			q.ring[i] = s[:len(s)-1]
			q.n--
			return s[len(s)-1]
		}
		q.cur++
	}
}

// grow doubles the ring until it holds a key span of more than span,
// keeping each pending key's stack.
func (q *bucketQueue) grow(span int64) {
	n := len(q.ring)
	for int64(n) <= span {
		n *= 2
	}
	b := make([][]int32, n)
	old := int64(len(q.ring))
	for j := range old {
		k := q.cur + j
		b[k&int64(n-1)] = q.ring[k&(old-1)]
	}
	q.ring = b
}

// toRadix moves the pending items to the radix heap, key by key and
// oldest first within a key, so that the heap pops them in the order the
// buckets would have.
func (q *bucketQueue) toRadix() {
	q.heap.reset()
	q.heap.last = math.Float64bits(float64(q.cur))
	mask := int64(len(q.ring) - 1)
	for j := range int64(len(q.ring)) {
		k := q.cur + j
		s := q.ring[k&mask]
		for _, idx := range s {
			q.heap.push(float64(k), idx)
		}
		q.ring[k&mask] = s[:0]
	}
	q.bucketMode, q.n = false, 0
}
