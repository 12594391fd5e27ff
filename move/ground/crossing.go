package ground

import (
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// lineContacts adds to t.xs the crossings of Line feature c by leg s, and
// carries the path's side of the line across the joints between legs.
//
// Within the leg, geom.AppendPolylineCrossings decides every crossing
// strictly inside it, exactly: a contact at an end of the leg is a touch
// there, so a crossing is one, however near an end its rounded parameter
// falls. Contacts at the leg's ends (told apart exactly, by their points:
// an end of a contact is an input point) are touches for the leg on its
// own; they are decided with the legs around them: the side of the line
// the path came from when it arrived on the line (at the end of a leg,
// maybe after running along it) is kept in t.side, and compared with the
// side it leaves to (at the start of a later leg, maybe after running
// along the line again).
func (g *Ground) lineContacts(t *Tape, c int, r *Rate, s geom.Segment) {
	ls := g.board.Feature(c).LineString
	t.cross = geom.AppendPolylineCrossings(t.cross[:0], s, ls)
	arrived := t.side[c]
	t.side[c] = 0
	for _, x := range t.cross {
		start, end := x.P == s.A, x.Q == s.B
		switch {
		case x.Crosses():
			t.xs = append(t.xs, crossingItem(c, r, x.T, x.P))
		case start && end:
			// Along the line for the whole leg: still on it.
			t.setSide(c, arrived)
		case start:
			// The leg leaves the line at x.Q (x.P for a touch).
			if arrived != 0 {
				if left := sideOf(ls, x.Q, s.B); left != 0 && left != arrived {
					t.xs = append(t.xs, crossingItem(c, r, x.T1, x.Q))
				}
			}
		case end: // the leg arrives on the line at x.P.
			t.setSide(c, sideOf(ls, x.P, s.A))
		}
	}
}

func (t *Tape) setSide(c int, side int8) {
	if side == 0 {
		return
	}
	if t.side[c] == 0 {
		t.onLine = append(t.onLine, c)
	}
	t.side[c] = side
}

// sideOf returns the side of line l, at its point p, on which the ray from
// p towards x lies: 1 for the sector swept counter-clockwise from the arm
// towards the previous vertex to the arm towards the next one, 2 for the
// other, 0 if x lies along an arm, p is an end of an open line, or p is
// not on l. Because arms follow the line's own order, a side means the
// same all along the line. If p lies on l more than once, the first
// occurrence decides. Exact: it uses only [geom.Orient2D].
func sideOf(l orb.LineString, p, x orb.Point) int8 {
	u, w, ok := arms(l, p)
	if !ok || x == p || onRay(p, u, x) || onRay(p, w, x) {
		return 0
	}
	if inSector(p, u, w, x) {
		return 1
	}
	return 2
}

// arms returns the neighbouring points of l around p, towards the
// previous vertex and towards the next, and false if p is not on l or is
// the end of an open line.
func arms(l orb.LineString, p orb.Point) (orb.Point, orb.Point, bool) {
	n := len(l)
	closed := n >= 3 && l[0] == l[n-1]
	m := n
	if closed {
		m = n - 1 // vertices 0..m-1, cyclic
	}
	for i := 0; i < m; i++ {
		if l[i] == p {
			u, ok1 := distinct(l[:m], closed, p, i, -1)
			w, ok2 := distinct(l[:m], closed, p, i, 1)
			return u, w, ok1 && ok2
		}
		j := i + 1
		if j == m {
			if !closed {
				break
			}
			j = 0
		}
		if e := (geom.Segment{A: l[i], B: l[j]}); e.A != e.B && geom.Orient2D(e.A, e.B, p) == 0 && between(e, p) {
			return e.A, e.B, true
		}
	}
	return orb.Point{}, orb.Point{}, false
}

// distinct returns the first vertex of v after v[i], stepping by dir
// (cyclically if closed), that is not p, and false if there is none
// before the end of an open line.
func distinct(v []orb.Point, closed bool, p orb.Point, i, dir int) (orb.Point, bool) {
	m := len(v)
	for range m {
		i += dir
		if closed {
			i = (i%m + m) % m
		} else if i < 0 || i >= m {
			return orb.Point{}, false
		}
		if v[i] != p {
			return v[i], true
		}
	}
	return orb.Point{}, false
}

// between reports whether p, collinear with e, lies strictly inside it.
func between(e geom.Segment, p orb.Point) bool {
	k := 0
	if e.A[0] == e.B[0] {
		k = 1
	}
	lo, hi := min(e.A[k], e.B[k]), max(e.A[k], e.B[k])
	return lo < p[k] && p[k] < hi
}

// onRay reports whether x lies on the ray from p through u (x != p).
func onRay(p, u, x orb.Point) bool {
	if geom.Orient2D(p, u, x) != 0 {
		return false
	}
	for k := range 2 {
		du, dx := u[k]-p[k], x[k]-p[k]
		if du != 0 || dx != 0 {
			return du > 0 && dx > 0 || du < 0 && dx < 0
		}
	}
	return false
}

// inSector reports whether x lies in the open sector swept
// counter-clockwise from ray p→u to ray p→w (x on neither ray).
func inSector(p, u, w, x orb.Point) bool {
	o1 := geom.Orient2D(p, u, x) // x left of p→u
	o2 := geom.Orient2D(p, w, x) // x left of p→w
	switch geom.Orient2D(p, u, w) {
	case 1: // the sector is less than a half-turn
		return o1 > 0 && o2 < 0
	case -1: // more than a half-turn
		return o1 > 0 || o2 < 0
	}
	// u and w collinear with p: opposite rays make the sector the left of
	// p→u; a spike (both arms the same ray) leaves no second sector.
	if onRay(p, u, w) {
		return true
	}
	return o1 > 0
}
