package ground

import "math"

// pointQueue is a priority queue of the points of a search graph, by
// index: a binary heap whose entries can be moved when their key
// changes. A point comes out by increasing key; on equal keys a point
// with legs due (open) before one ready to settle, then the lower index,
// so the order never depends on the order of insertion.
type pointQueue struct {
	heap []int32   // the points queued, a heap by before
	pos  []int32   // each point's place in heap, -1 if not queued
	key  []float64 // each queued point's key
	open []bool    // whether it comes out to have its legs measured
}

// reset empties q for n points.
func (q *pointQueue) reset(n int) {
	q.heap = q.heap[:0]
	q.pos = grown(q.pos, n)
	q.key = grown(q.key, n)
	q.open = grown(q.open, n)
	for i := range q.pos {
		q.pos[i] = -1
	}
}

// set queues point v with key and open, or moves it if it is queued.
func (q *pointQueue) set(v int32, key float64, open bool) {
	q.key[v], q.open[v] = key, open
	i := q.pos[v]
	if i < 0 {
		i = int32(len(q.heap))
		q.heap = append(q.heap, v)
		q.pos[v] = i
	}
	q.up(q.down(i))
}

// remove takes point v out of q if it is queued.
func (q *pointQueue) remove(v int32) {
	i := q.pos[v]
	if i < 0 {
		return
	}
	last := int32(len(q.heap) - 1)
	q.swap(i, last)
	q.heap = q.heap[:last]
	q.pos[v] = -1
	if i < last {
		q.up(q.down(i))
	}
}

// pop takes out and returns the first point, and false if q is empty.
func (q *pointQueue) pop() (int32, bool) {
	if len(q.heap) == 0 {
		return -1, false
	}
	v := q.heap[0]
	q.remove(v)
	return v, true
}

// first returns the key of the first point, +Inf if q is empty.
func (q *pointQueue) first() float64 {
	if len(q.heap) == 0 {
		return math.Inf(1)
	}
	return q.key[q.heap[0]]
}

// before reports whether point a comes out before point b.
func (q *pointQueue) before(a, b int32) bool {
	if ka, kb := q.key[a], q.key[b]; ka != kb {
		return ka < kb
	}
	if q.open[a] != q.open[b] {
		return q.open[a]
	}
	return a < b
}

func (q *pointQueue) swap(i, j int32) {
	q.heap[i], q.heap[j] = q.heap[j], q.heap[i]
	q.pos[q.heap[i]], q.pos[q.heap[j]] = i, j
}

// up moves the entry at i towards the root while it comes out first,
// and returns where it stops.
func (q *pointQueue) up(i int32) int32 {
	for i > 0 {
		p := (i - 1) / 2
		if !q.before(q.heap[i], q.heap[p]) {
			break
		}
		q.swap(i, p)
		i = p
	}
	return i
}

// down moves the entry at i towards the leaves while a child comes out
// first, and returns where it stops.
func (q *pointQueue) down(i int32) int32 {
	n := int32(len(q.heap))
	for {
		c := 2*i + 1
		if c >= n {
			return i
		}
		if c+1 < n && q.before(q.heap[c+1], q.heap[c]) {
			c++
		}
		if !q.before(q.heap[c], q.heap[i]) {
			return i
		}
		q.swap(i, c)
		i = c
	}
}

// grown returns s with length n, reusing its storage when it can; the
// contents are left for the caller to set.
func grown[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}
