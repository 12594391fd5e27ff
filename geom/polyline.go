package geom

import (
	"fmt"

	"github.com/paulmach/orb"
)

// ContactKind classifies a [PolylineCrossing].
type ContactKind int

const (
	// Cross: the polyline passes from one side of the segment to the other
	// at a single point, through an edge's interior or through a vertex.
	Cross ContactKind = iota
	// Touch: the polyline meets the segment at a single point without
	// passing to the other side: it touches it and turns back, it ends on
	// the segment, or the segment ends on the polyline.
	Touch
	// Along: the polyline runs along the segment (collinear) for a positive
	// length; see [PolylineCrossing.Through].
	Along
)

// String returns "Cross", "Touch" or "Along".
func (k ContactKind) String() string {
	switch k {
	case Cross:
		return "Cross"
	case Touch:
		return "Touch"
	case Along:
		return "Along"
	}
	return fmt.Sprintf("ContactKind(%d)", int(k))
}

// PolylineCrossing is one contact between a segment s and a polyline, as
// reported by [AppendPolylineCrossings].
//
// For Cross and Touch, P == Q is the contact point and T == T1 its
// parameter along s. For Along, P and Q are the ends of the common part,
// ordered along s, at parameters T < T1. Edge is the index of the first
// polyline edge (in the polyline's order; edge i runs from point i to point
// i+1) that takes part: the crossed edge, the edge that ends at a touched
// vertex (edge 0 for the first point of an open polyline), or the first
// ringEdge of a run along s.
//
// Through is set for Along when the polyline arrives from one side of s and
// leaves to the other within s (it crosses s, grazing along it on the way);
// it is always true for Cross and false for Touch.
type PolylineCrossing struct {
	Kind    ContactKind
	T, T1   float64
	P, Q    orb.Point
	Edge    int
	Through bool
}

// Crosses reports whether the polyline passes from one side of s to the
// other at this contact: a Cross, or an Along that is Through.
func (c PolylineCrossing) Crosses() bool { return c.Through }

// AppendPolylineCrossings appends to dst the contacts of the segment s with
// the polyline l (open, or closed if its first point equals its last), in
// order of T along s, and returns the extended slice. It allocates nothing
// when dst has room.
//
// Rules, decided exactly with [Orient2D] (points in the interior of s are
// sorted by their rounded parameters; a crossing point in an edge's
// interior is rounded, all other points are input points):
//
//  1. A proper crossing of an edge's interior counts once, as a Cross.
//  2. Passing through a vertex where the polyline goes on to the other side
//     of s counts once, as a Cross (not once per edge).
//  3. Meeting a vertex or an edge and staying on the same side is a Touch.
//     So is any contact at an end of s (s starts or stops on the polyline)
//     and an end of an open polyline lying on s.
//  4. Running along one or more consecutive collinear edges is reported
//     once, as an Along with its extent, with Through telling whether the
//     polyline passes to the other side across it; the run must lie
//     strictly inside s to be Through.
//
// Closed polylines are cyclic: their first point is an ordinary vertex.
// A zero-length s, fewer than one point, or any NaN or infinite coordinate
// in s or l gives no contacts (dst is returned unchanged).
//
// Kernel: the contacts are classified in one walk along the polyline
// whose state (the side before a run, the run's extent) spans vertices.
func AppendPolylineCrossings(dst []PolylineCrossing, s Segment, l orb.LineString) []PolylineCrossing {
	if s.A == s.B || !finitePoint(s.A) || !finitePoint(s.B) || len(l) == 0 {
		return dst
	}
	for _, v := range l {
		if !finitePoint(v) {
			return dst
		}
	}
	m, closed := len(l), false
	if m >= 3 && l[0] == l[m-1] {
		m, closed = m-1, true
	}
	w := polyWalk{s: s, l: l[:m], k: segmentAxis(s), sign: 1}
	if s.A[w.k] > s.B[w.k] {
		w.sign = -1
	}
	start := len(dst)
	base := 0
	if closed {
		base = -1
		for x := range m {
			if w.sig(x) != 0 {
				base = x
				break
			}
		}
		if base < 0 {
			// Entirely on the line of s: one run with no sides.
			dst = w.run(dst, 0, m-1, 0, 0, true)
			return sortCrossings(dst, start)
		}
	}
	last := base + m - 1 // last vertex offset
	prevSig := 0
	if closed {
		prevSig = w.sig(base + m - 1)
	}
	for x := base; x <= last; {
		sx := w.sig(x)
		if sx == 0 {
			y := x
			for y < last && w.sig(y+1) == 0 {
				y++
			}
			next := 0
			if y < last || closed {
				next = w.sig(y + 1)
			}
			dst = w.run(dst, x, y, prevSig, next, closed)
			x = y + 1
			prevSig = next
			continue
		}
		if x < last || closed {
			if sn := w.sig(x + 1); sn != 0 && sn != sx {
				dst = w.edgeCross(dst, x)
			}
		}
		prevSig = sx
		x++
	}
	return sortCrossings(dst, start)
}

// polyWalk holds the state of AppendPolylineCrossings; vertex offsets are
// taken modulo len(l).
type polyWalk struct {
	s    Segment
	l    orb.LineString
	k    int
	sign float64
}

func (w *polyWalk) v(x int) orb.Point { return w.l[x%len(w.l)] }

func (w *polyWalk) sig(x int) int { return Orient2D(w.s.A, w.s.B, w.v(x)) }

func (w *polyWalk) key(p orb.Point) float64 { return w.sign * p[w.k] }

// edgeCross handles edge x, whose ends lie strictly on opposite sides of
// the line of s.
func (w *polyWalk) edgeCross(dst []PolylineCrossing, x int) []PolylineCrossing {
	e := Segment{w.v(x), w.v(x + 1)}
	o3, o4 := Orient2D(e.A, e.B, w.s.A), Orient2D(e.A, e.B, w.s.B)
	idx := x % len(w.l)
	switch {
	case o3 != 0 && o4 != 0 && o3 != o4:
		t := crossParam(w.s, e)
		p := w.s.At(t)
		return append(dst, PolylineCrossing{Kind: Cross, T: t, T1: t, P: p, Q: p, Edge: idx, Through: true})
	case o3 == 0:
		return append(dst, PolylineCrossing{Kind: Touch, P: w.s.A, Q: w.s.A, Edge: idx})
	case o4 == 0:
		return append(dst, PolylineCrossing{Kind: Touch, T: 1, T1: 1, P: w.s.B, Q: w.s.B, Edge: idx})
	}
	return dst
}

// run handles the vertices at offsets x..y, all on the line of s, with
// the sides prev and next of the vertices around them (0 for none).
func (w *polyWalk) run(dst []PolylineCrossing, x, y, prev, next int, closed bool) []PolylineCrossing {
	lo, hi := w.v(x), w.v(x)
	for z := x + 1; z <= y; z++ {
		p := w.v(z)
		if w.key(p) < w.key(lo) {
			lo = p
		}
		if w.key(p) > w.key(hi) {
			hi = p
		}
	}
	// The run is a connected chain on the line, so it covers [lo, hi].
	from, to := w.s.A, w.s.B
	if w.key(lo) > w.key(from) {
		from = lo
	}
	if w.key(hi) < w.key(to) {
		to = hi
	}
	if w.key(from) > w.key(to) {
		return dst
	}
	through := prev*next < 0 && w.key(lo) > w.key(w.s.A) && w.key(hi) < w.key(w.s.B)
	n := len(w.l)
	if w.key(from) == w.key(to) {
		ei := (x - 1 + n) % n
		if !closed && x == 0 {
			ei = 0
		}
		t := segmentParam(w.s, from)
		kind := Touch
		if through {
			kind = Cross
		}
		return append(dst, PolylineCrossing{Kind: kind, T: t, T1: t, P: from, Q: from, Edge: ei, Through: through})
	}
	return append(dst, PolylineCrossing{Kind: Along, T: segmentParam(w.s, from), T1: segmentParam(w.s, to),
		P: from, Q: to, Edge: x % n, Through: through})
}

// sortCrossings sorts dst[start:] by T, stably (insertion sort: the lists
// are short).
func sortCrossings(dst []PolylineCrossing, start int) []PolylineCrossing {
	c := dst[start:]
	for i := 1; i < len(c); i++ {
		v := c[i]
		j := i
		for ; j > 0 && c[j-1].T > v.T; j-- {
			c[j] = c[j-1]
		}
		c[j] = v
	}
	return dst
}
