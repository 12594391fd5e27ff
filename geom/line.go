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
// Each cube coordinate of the current sample point is q + r/n, 0 <= r < n.
type lineWalker struct {
	n      int
	dq, dr int // the cube step per sample is (dq, dr, -dq-dr) / n
	q      [3]int
	r      [3]int
	d      [3]int
}

func newLineWalker(a, b Hex) lineWalker {
	n := a.Distance(b)
	d := b.Sub(a)
	return lineWalker{
		n: n,
		q: [3]int{a.Q, a.R, a.S()},
		d: [3]int{d.Q, d.R, d.S()},
	}
}

// advance moves to the next sample point.
func (w *lineWalker) advance() {
	for j := range 3 {
		w.r[j] += w.d[j]
		if w.r[j] >= w.n {
			w.r[j] -= w.n
			w.q[j]++
		} else if w.r[j] < 0 {
			w.r[j] += w.n
			w.q[j]--
		}
	}
}

// hex returns the hex whose cell holds the current sample point, breaking
// ties by LineTieBreak, and the other hex of a tie (ok false when none).
func (w *lineWalker) hex() (h, alt Hex, tied bool) {
	if w.n == 0 {
		return Hex{w.q[0], w.q[1]}, Hex{}, false
	}
	// Round each coordinate, then recompute the one that moved most.
	var c, diff [3]int
	for j := range 3 {
		if 2*w.r[j] <= w.n {
			c[j], diff[j] = w.q[j], w.r[j]
		} else {
			c[j], diff[j] = w.q[j]+1, w.n-w.r[j]
		}
	}
	switch {
	case diff[0] >= diff[1] && diff[0] >= diff[2]:
		c[0] = -c[1] - c[2]
	case diff[1] >= diff[2]:
		c[1] = -c[0] - c[2]
	default:
		c[2] = -c[0] - c[1]
	}
	// Verify exactly: with V = n*(p - c), the neighbour c+d is nearer iff
	// d·V > n and as near iff d·V == n. Every neighbour vector d has one +1
	// and one -1, so the largest d·V is max(V) - min(V).
	for {
		var v [3]int
		for j := range 3 {
			v[j] = w.n*(w.q[j]-c[j]) + w.r[j]
		}
		hi, lo := argmax3(v), argmin3(v)
		spread := v[hi] - v[lo]
		if spread < w.n {
			return Hex{c[0], c[1]}, Hex{}, false
		}
		// The neighbour across the hexside in direction +hi -lo.
		var o [3]int = c
		o[hi]++
		o[lo]--
		if spread > w.n {
			c = o // rounding landed next door: step and check again
			continue
		}
		h, alt = Hex{c[0], c[1]}, Hex{o[0], o[1]}
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
