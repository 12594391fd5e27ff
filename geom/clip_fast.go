package geom

import (
	"github.com/paulmach/orb"
)

// The common case of clipping a segment by a polygon: no vertex of the
// polygon lies on the line through the segment and neither end of the
// segment lies on an edge, so the segment meets the boundary only at
// proper crossings of edges. Then the parts inside follow from the
// crossings alone, and so does the location of the ends: the start is
// inside exactly when an odd number of edges cross the line before it
// (the parity of a ray along the line, as exact as Locate's horizontal
// one), and each crossing toggles. The orientations are the exact ones of
// the general walk, most of them decided by the float filter inline, and
// each crossing's parameter is the walk's (crossT of the same
// determinants), so the results are the walk's to the last bit; a rapid
// test holds them to it. Anything else (a vertex on the line, an end on
// an edge, a zero-length or non-finite segment, a non-finite vertex)
// falls back to the walk.

// AppendIntervalsLocated is [Polygon.AppendIntervals] that also returns
// the locations of the ends of s, p.Locate(s.A) and p.Locate(s.B): the
// same intervals, appended to dst, and the same locations, to the last
// bit. In the common case (s meets the boundary only by proper crossings
// of edges) the locations cost nothing beyond the intervals, where two
// calls to Locate would each take a further pass over the vertices. It
// suits a trace that must know whether an observer or a target stands in
// an area as well as how much of the sight line the area covers.
// Bad input is as for each: no intervals, and Outside.
func (p Polygon) AppendIntervalsLocated(dst []Interval, s Segment) ([]Interval, Location, Location) {
	var buf [32]float64
	if cuts, inA, ok := p.properCuts(buf[:0], s); ok {
		dst, inB := appendProperIntervals(dst, cuts, inA)
		return dst, inOut(inA), inOut(inB)
	}
	return p.appendIntervalsWalk(dst, s), p.Locate(s.A), p.Locate(s.B)
}

func inOut(inside bool) Location {
	if inside {
		return Inside
	}
	return Outside
}

// properCuts appends to cuts (empty), in increasing order, the
// parameters along s of its crossings with p's boundary, and returns them
// with whether s.A is inside p and true, when s is finite, not a point, and meets the
// boundary only by proper crossings of edges (p's vertices finite); else
// it returns false. The parameters are those of the general walk.
//
// Kernel: the hot loop of clipping, one pass over the edges with the
// float filter inline; a call per edge would cost a third of its time.
func (p Polygon) properCuts(cuts []float64, s Segment) ([]float64, bool, bool) {
	a, b := s.A, s.B
	if a == b || !finitePoint(a) || !finitePoint(b) {
		return cuts, false, false
	}
	dx, dy := b[0]-a[0], b[1]-a[1]
	// The axis along which s extends more, its range over s, and whether
	// s runs up it: an edge wholly below or above that range crosses the
	// line, if at all, before a or after b, as the direction says.
	k := segmentAxis(s)
	lo, hi := sortedPair(a[k], b[k])
	up := b[k] > a[k]
	behind := false // the parity of the crossings of the line before a
	for _, r := range p {
		// The vertices r[:m] (the closing vertex dropped) and the edges
		// r[i]->r[i+1 mod m], as ringEdge has them.
		m := ringEdgeCount(r)
		if m == 0 {
			continue
		}
		var prev orb.Point
		sp, s0 := 0, 0
		for i := 0; i <= m; i++ {
			var q orb.Point
			sq := s0
			if i == m {
				q = r[0] // back to the start, whose side is known
			} else {
				q = r[i]
				// The side of q: Orient2D(a, b, q), from the float filter
				// of dx·(q.y-a.y) - dy·(q.x-a.x), Orient2D's determinant
				// for (b, q, a), a cyclic turn with the same sign, when
				// it is certain; else exactly.
				if sq = filterSign(dx*(q[1]-a[1]), dy*(q[0]-a[0])); sq == 0 {
					if sq = Orient2D(a, b, q); sq == 0 {
						return cuts, false, false // q on the line through s
					}
				}
				if i == 0 {
					prev, sp, s0 = q, sq, sq
					continue
				}
			}
			if sq != sp {
				// The edge prev->q crosses the line through s; where?
				if prev[k] < lo && q[k] < lo {
					behind = behind != up
				} else if prev[k] > hi && q[k] > hi {
					behind = behind == up
				} else if dA, okA := detAccurate((prev[0]-a[0])*(q[1]-a[1]), (prev[1]-a[1])*(q[0]-a[0])); !okA {
					var ok bool
					if cuts, behind, ok = crossing(cuts, behind, s, prev, q, sp); !ok {
						return cuts, false, false
					}
				} else if dB, okB := detAccurate((prev[0]-b[0])*(q[1]-b[1]), (prev[1]-b[1])*(q[0]-b[0])); !okB {
					var ok bool
					if cuts, behind, ok = crossing(cuts, behind, s, prev, q, sp); !ok {
						return cuts, false, false
					}
				} else if (dA > 0) != (dB > 0) {
					// A proper crossing (the signs are exact), at the
					// walk's parameter: crossParam's, from the same
					// determinants.
					cuts = insertSorted(cuts, crossT(dA, dB))
				} else if (dA > 0) == (sp > 0) {
					behind = !behind // before a (see crossing)
				}
			}
			prev, sp = q, sq
		}
	}
	return cuts, behind, true
}

// crossing handles an edge e = (p, q) that crosses the line through s,
// with p on side sp of it, exactly, where the float determinants leave
// some doubt: it appends the parameter of a proper crossing of s and e to
// cuts, or toggles behind if e crosses the line before s.A, or does
// neither if after s.B; it returns false if an end of s lies on e.
func crossing(cuts []float64, behind bool, s Segment, p, q orb.Point, sp int) ([]float64, bool, bool) {
	o3, o4 := Orient2D(p, q, s.A), Orient2D(p, q, s.B)
	switch {
	case o3 == 0 || o4 == 0:
		return cuts, behind, false
	case o3 != o4:
		cuts = insertSorted(cuts, crossParam(s, Segment{p, q}))
	case o3 == sp:
		// The crossing lies on the line before s.A: with
		// f(Y) = Orient2D(p, q, Y), linear along the line and zero at the
		// crossing s.A + t(s.B-s.A), t = -f(s.A) / (f(s.B)-f(s.A)), and
		// f(s.B)-f(s.A) has the sign of Orient2D(s.A, s.B, p) -
		// Orient2D(s.A, s.B, q), that is of sp; so t < 0 exactly when
		// f(s.A) has the sign of sp. (Otherwise t > 1: after s.B.)
		behind = !behind
	}
	return cuts, behind, true
}

// insertSorted appends t to the sorted x, keeping it sorted (the lists
// are short).
func insertSorted(x []float64, t float64) []float64 {
	x = append(x, t)
	j := len(x) - 1
	for ; j > 0 && x[j-1] > t; j-- {
		x[j] = x[j-1]
	}
	x[j] = t
	return x
}

// appendProperIntervals appends to dst the intervals inside of a segment
// that crosses the boundary at the parameters cuts (ascending) and
// nowhere else, with its start inside if inA; it returns them, merged as
// AppendIntervals merges them, and whether the end is inside.
func appendProperIntervals(dst []Interval, cuts []float64, inA bool) ([]Interval, bool) {
	state := inA
	start := len(dst)
	prev := 0.0
	emit := func(t0, t1 float64) {
		if n := len(dst); n > start && dst[n-1].T1 == t0 {
			dst[n-1].T1 = t1
		} else {
			dst = append(dst, Interval{t0, t1})
		}
	}
	for _, t := range cuts {
		if t > prev {
			if state {
				emit(prev, t)
			}
			prev = t
		}
		state = !state
	}
	if 1 > prev && state {
		emit(prev, 1)
	}
	return dst, state
}

// appendProperStretches is appendProperIntervals for AppendStretches: the parts
// between crossings, Inside or Outside, and each crossing as a
// zero-length OnBoundary piece, as the walk reports them (a crossing at
// t = 1 merges into the end, where the walk reports no contact).
func appendProperStretches(dst []Stretch, cuts []float64, inA bool) []Stretch {
	state := inA
	start := len(dst)
	prev := 0.0
	visit := func(t0, t1 float64, loc Location) {
		if n := len(dst); n > start && dst[n-1].Loc == loc {
			dst[n-1].T1 = t1
			return
		}
		dst = append(dst, Stretch{t0, t1, loc})
	}
	for i := 0; i < len(cuts); {
		t := cuts[i]
		if t > prev {
			visit(prev, t, inOut(state))
			prev = t
		}
		for ; i < len(cuts) && cuts[i] == t; i++ {
			state = !state
		}
		if t < 1 {
			visit(t, t, OnBoundary)
		}
	}
	if 1 > prev {
		visit(prev, 1, inOut(state))
	}
	return dst
}
