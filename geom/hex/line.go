package hex

import (
	"iter"
	"slices"
)

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

// lineWalker steps exactly along the segment between two valid hex
// centres. Their distance n is below 2^30, so r+beta < 2n and every other
// intermediate fit in a 32-bit int.
//
// Write b-a = α·u + β·v with u, v the two neighbour directions whose sector
// holds b-a, α >= 1, β >= 0, so n = α+β is the distance. The hexes at i steps
// from a and n-i from b are a + i·u + j·(v-u) for j in 0..i, and the sample
// point a + (i/n)(b-a) is at squared distance 2(j - iβ/n)² from the j-th of
// them (in cube coordinates). So the nearest is j = round(iβ/n), a
// Bresenham walk on one integer fraction q + r/n, and a tie is exactly
// 2r == n.
type lineWalker struct {
	n, beta int
	q, r    int  // iβ/n = q + r/n, 0 <= r < n
	cur     Hex  // a + i·u + q·w
	u, w    Hex  // the first step direction, and v-u
	tieUp   bool // at a tie, take j = q+1 (LineTieBreak)
}

func newLineWalker(a, b Hex) lineWalker {
	d := b.Sub(a)
	n := d.Len()
	w := lineWalker{n: n, cur: a}
	if n == 0 {
		return w
	}
	for k := range Direction(6) {
		u, v := k.Vector(), k.Rotate(1).Vector()
		// Solve d = α·u + β·v; adjacent directions are unimodular (det ±1).
		det := u.Q*v.R - u.R*v.Q
		alpha := (d.Q*v.R - d.R*v.Q) * det
		beta := (u.Q*d.R - u.R*d.Q) * det
		if alpha >= 1 && beta >= 0 {
			w.beta, w.u, w.w = beta, u, v.Sub(u)
			w.tieUp = nudgeKey(w.w) > 0
			break
		}
	}
	return w
}

// advance moves to the next sample point.
func (w *lineWalker) advance() {
	w.cur = w.cur.Add(w.u)
	w.r += w.beta
	if w.r >= w.n {
		w.r -= w.n
		w.q++
		w.cur = w.cur.Add(w.w)
	}
}

// hex returns the hex whose cell holds the current sample point, breaking a
// tie by LineTieBreak, and the other hex of a tie (tied false when none).
func (w *lineWalker) hex() (h, alt Hex, tied bool) {
	switch twice := 2 * w.r; {
	case w.n == 0:
		return w.cur, Hex{}, false
	case twice < w.n:
		return w.cur, Hex{}, false
	case twice > w.n:
		return w.cur.Add(w.w), Hex{}, false
	}
	h, alt = w.cur, w.cur.Add(w.w)
	if w.tieUp {
		h, alt = alt, h
	}
	return h, alt, true
}

func nudgeKey(h Hex) int { return h.Q + 2*h.R - 3*h.S() }

// Line yields the hexes of the line from a to b: a first, b last,
// a.Distance(b)+1 hexes, each adjacent to the one before. Ties are broken by
// [LineTieBreak], so Line(b, a) yields the same hexes in reverse order.
// It allocates nothing. If a or b is not [Hex.Valid] it yields nothing.
func Line(a, b Hex) iter.Seq[Hex] {
	return func(yield func(Hex) bool) {
		if !bothValid(a, b) {
			return
		}
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

// AppendLine appends the hexes of Line(a, b) to dst and returns the result:
// dst unchanged if a or b is not [Hex.Valid].
func AppendLine(dst []Hex, a, b Hex) []Hex {
	if !bothValid(a, b) {
		return dst
	}
	w := newLineWalker(a, b)
	dst = slices.Grow(dst, min(w.n+1, growCap))
	for i := 0; i <= w.n; i++ {
		if i > 0 {
			w.advance()
		}
		h, _, _ := w.hex()
		dst = append(dst, h)
	}
	return dst
}
