package move

// labelItem is an entry of the priority queue: a label and a node index.
type labelItem struct {
	used  float64
	phase int32
	idx   int32
}

func (a *labelItem) less(b *labelItem) bool {
	return a.phase < b.phase || a.phase == b.phase && a.used < b.used
}

// labelHeap is a 4-ary min-heap of items, with lazy deletion: a node may be
// pushed several times, and the searches skip entries of settled nodes.
// Its backing array is kept between searches, so a warmed-up queue
// allocates nothing.
type labelHeap struct{ items []labelItem }

func (q *labelHeap) reset()   { q.items = q.items[:0] }
func (q *labelHeap) len() int { return len(q.items) }

func (q *labelHeap) push(k label, idx int32) {
	it := labelItem{used: k.used, phase: k.phase, idx: idx}
	q.items = append(q.items, it)
	h := q.items
	i := len(h) - 1
	for i > 0 {
		p := (i - 1) >> 2
		if !it.less(&h[p]) {
			break
		}
		h[i] = h[p]
		i = p
	}
	h[i] = it
}

func (q *labelHeap) pop() int32 {
	h := q.items
	top := h[0].idx
	n := len(h) - 1
	last := h[n]
	h = h[:n]
	q.items = h
	if n == 0 {
		return top
	}
	i := 0
	for {
		c := 4*i + 1
		if c >= n {
			break
		}
		m := c
		for j := c + 1; j < min(c+4, n); j++ {
			if h[j].less(&h[m]) {
				m = j
			}
		}
		if !h[m].less(&last) {
			break
		}
		h[i] = h[m]
		i = m
	}
	h[i] = last
	return top
}
