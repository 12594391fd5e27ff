package geom

import "iter"

// Line policy
//
// Line samples the segment between the two hex centres at distance+1 evenly
// spaced points and takes the hex whose cell holds each point. The arithmetic
// is exact (integers, no floating point), so a sample point that lies exactly
// on a hexside is detected rather than rounded by luck. Such a tie is broken by
// the pinned policy LineTieBreak: as if every sample point were moved by an
// infinitesimal amount along the cube vector (+1, +2, -3), the nudge Red Blob
// Games recommends. The nudge is the same for both ends, so Line(a, b) and
// Line(b, a) yield the same hexes in reverse order.

// LineTieBreak names the tie-break rule of [Line]: among hexes whose cells
// hold a sample point equally, the one with the greatest Q + 2R - 3S wins.
const LineTieBreak = "nudge(+1,+2,-3)"

// lineWalker steps exactly along the segment between two hex centres.
// Each cube coordinate of the current sample point is q + r/n with
// 0 <= r < n; the fields are unrolled so that they stay in registers.
type lineWalker struct {
	n          int
	q0, q1, q2 int
	r0, r1, r2 int
	d0, d1, d2 int
}

func newLineWalker(a, b Hex) lineWalker {
	d := b.Sub(a)
	return lineWalker{
		n:  a.Distance(b),
		q0: a.Q, q1: a.R, q2: a.S(),
		d0: d.Q, d1: d.R, d2: d.S(),
	}
}

// step adds d to the mixed fraction q + r/n, given |d| <= n.
func step(q, r, d, n int) (int, int) {
	r += d
	if r >= n {
		return q + 1, r - n
	}
	if r < 0 {
		return q - 1, r + n
	}
	return q, r
}

// advance moves to the next sample point.
func (w *lineWalker) advance() {
	w.q0, w.r0 = step(w.q0, w.r0, w.d0, w.n)
	w.q1, w.r1 = step(w.q1, w.r1, w.d1, w.n)
	w.q2, w.r2 = step(w.q2, w.r2, w.d2, w.n)
}

// round returns the nearest integer to q + r/n (halves go down) and
// n times the distance to it.
func round(q, r, n int) (c, diff int) {
	if 2*r <= n {
		return q, r
	}
	return q + 1, n - r
}

// hex returns the hex whose cell holds the current sample point, breaking a
// tie by LineTieBreak, and the other hex of a tie (tied false when none).
func (w *lineWalker) hex() (h, alt Hex, tied bool) {
	n := w.n
	if n == 0 {
		return Hex{w.q0, w.q1}, Hex{}, false
	}
	// Cube rounding: round each coordinate, then recompute the one that
	// moved most from the other two. This is Conway and Sloane's nearest
	// point algorithm for the A2 lattice, so it finds the nearest centre
	// unless the point is equally near two: then a coordinate lies exactly
	// half way, or two coordinates moved equally far.
	c0, e0 := round(w.q0, w.r0, n)
	c1, e1 := round(w.q1, w.r1, n)
	c2, e2 := round(w.q2, w.r2, n)
	maybeTie := 2*w.r0 == n || 2*w.r1 == n || 2*w.r2 == n
	switch {
	case e0 >= e1 && e0 >= e2:
		c0 = -c1 - c2
		maybeTie = maybeTie || e0 == e1 || e0 == e2
	case e1 >= e2:
		c1 = -c0 - c2
		maybeTie = maybeTie || e1 == e2
	default:
		c2 = -c0 - c1
	}
	if !maybeTie {
		return Hex{c0, c1}, Hex{}, false
	}
	// Verify exactly: with V = n*(p - c), the neighbour c+d is nearer iff
	// d·V > n and as near iff d·V == n. Every neighbour vector d has one +1
	// and one -1, so the largest d·V is max(V) - min(V).
	for {
		v := [3]int{n*(w.q0-c0) + w.r0, n*(w.q1-c1) + w.r1, n*(w.q2-c2) + w.r2}
		hi, lo := argmax3(v), argmin3(v)
		spread := v[hi] - v[lo]
		if spread < n {
			return Hex{c0, c1}, Hex{}, false
		}
		// The neighbour across the hexside in direction +hi -lo.
		o := [3]int{c0, c1, c2}
		o[hi]++
		o[lo]--
		if spread > n {
			// Rounding landed next door: step and check again.
			c0, c1, c2 = o[0], o[1], o[2]
			continue
		}
		h, alt = Hex{c0, c1}, Hex{o[0], o[1]}
		if nudgeKey(alt) > nudgeKey(h) {
			h, alt = alt, h
		}
		return h, alt, true
	}
}

func argmax3(v [3]int) int {
	switch {
	case v[0] >= v[1] && v[0] >= v[2]:
		return 0
	case v[1] >= v[2]:
		return 1
	}
	return 2
}

func argmin3(v [3]int) int {
	switch {
	case v[0] <= v[1] && v[0] <= v[2]:
		return 0
	case v[1] <= v[2]:
		return 1
	}
	return 2
}

func nudgeKey(h Hex) int { return h.Q + 2*h.R - 3*h.S() }

// Line yields the hexes of the line from a to b: a first, b last,
// a.Distance(b)+1 hexes, each adjacent to the one before. Ties are broken by
// [LineTieBreak], so Line(b, a) yields the same hexes in reverse order.
// It allocates nothing.
func Line(a, b Hex) iter.Seq[Hex] {
	return func(yield func(Hex) bool) {
		w := newLineWalker(a, b)
		for i := 0; i <= w.n; i++ {
			if i > 0 {
				w.advance()
			}
			h, _, _ := w.hex()
			if !yield(h) {
				return
			}
		}
	}
}

// AppendLine appends the hexes of Line(a, b) to dst and returns the result.
func AppendLine(dst []Hex, a, b Hex) []Hex {
	w := newLineWalker(a, b)
	for i := 0; i <= w.n; i++ {
		if i > 0 {
			w.advance()
		}
		h, _, _ := w.hex()
		dst = append(dst, h)
	}
	return dst
}
