package geom

import (
	"math"

	"github.com/paulmach/orb"
)

// MeetsInterior reports, exactly, whether some point of the closed
// segment s lies in the interior of p, and t, the parameter along s of
// the first point where s meets it (where s enters the interior, or 0 if
// the points just after s.A are inside), rounded.
//
// It is the decision behind [Polygon.AppendStretches]'s Inside stretches,
// without their rounding: a part of s inside p thinner than the rounding
// of its parameters (a sliver, or the tip of a spike, crossed within an
// ulp) merges there into a single contact, while MeetsInterior still
// reports it. Running along an edge, touching a vertex or an edge, or
// ending on the boundary is no meeting.
//
// Exactness. The decision uses only [Orient2D], exact comparisons and
// the exact side of the boundary that s leaves a point on (as
// AppendStretches decides it): s meets the interior if the points just
// after s.A are in it, or it crosses an edge properly at a point that is
// no vertex of p, or the points just after a vertex of p lying inside s
// are in it (not on an edge that s runs along). The answer holds for a valid polygon (see
// [Polygon.Validate]); for an invalid one, whose edges may overlap or
// cross, it is that of the same rules, which may not be the geometry.
//
// Bad input: NaN or infinite coordinates in s or p give false, as does an
// empty p. A zero-length s meets the interior if its point is Inside.
//
// Cost. O(n) for the n vertices of p, plus O(n) for each vertex that lies
// inside s; it allocates nothing.
func (p Polygon) MeetsInterior(s Segment) (t float64, ok bool) {
	if !finitePoint(s.A) || !finitePoint(s.B) || !p.boxMeets(s) {
		return 0, false
	}
	if s.A == s.B {
		return 0, p.Locate(s.A) == Inside
	}
	if p.interiorAfter(s, s.A) {
		return 0, true
	}
	var onBuf [8]orb.Point
	on, many, tv, okv := p.vertexEntry(s, onBuf[:0])
	tc, okc := p.crossingEntry(s, on, many)
	switch {
	case okv && okc:
		return min(tv, tc), true
	case okv:
		return tv, true
	}
	return tc, okc
}

// boxMeets reports whether s meets the bounding box of p's vertices,
// which are finite.
func (p Polygon) boxMeets(s Segment) bool {
	b, ok := polygonBound(p)
	return ok && b.Min[0] <= max(s.A[0], s.B[0]) && b.Max[0] >= min(s.A[0], s.B[0]) &&
		b.Min[1] <= max(s.A[1], s.B[1]) && b.Max[1] >= min(s.A[1], s.B[1])
}

// vertexEntry appends to on the vertices of p inside s (many reports
// that on had no room for some), and returns the least parameter t of
// one after which s runs in the interior, and whether there is one.
func (p Polygon) vertexEntry(s Segment, on []orb.Point) (_ []orb.Point, many bool, t float64, ok bool) {
	t = math.Inf(1)
	for _, r := range p {
		for _, v := range r[:ringEdgeCount(r)] {
			if v == s.A || v == s.B || !onClosedSegment(s, v) {
				continue
			}
			if len(on) < cap(on) {
				on = append(on, v)
			} else {
				many = true
			}
			if tv := segmentParam(s, v); tv < t && p.interiorAfter(s, v) {
				t, ok = tv, true
			}
		}
	}
	return on, many, t, ok
}

// crossingEntry returns the least parameter t of a proper crossing of an
// edge of p by s at a point that is no vertex of p (judged there by
// vertexEntry, since other rings may meet it), and whether there is one.
func (p Polygon) crossingEntry(s Segment, on []orb.Point, many bool) (t float64, ok bool) {
	t = math.Inf(1)
	for _, r := range p {
		for i := range ringEdgeCount(r) {
			e := ringEdge(r, i)
			if !crossesProperly(s, e) || p.crossingAtVertex(e, on, many, s) {
				continue
			}
			if tc := crossParam(s, e); tc < t {
				t, ok = tc, true
			}
		}
	}
	return t, ok
}

// interiorAfter reports whether the points of s just after from (s.A or
// a point of p's boundary on s that is an input point) lie in p's
// interior: inside by insideAfter's exact perturbation, and not along
// an edge that s runs on from there, which insideAfter counts as inside
// when the interior lies above it.
func (p Polygon) interiorAfter(s Segment, from orb.Point) bool {
	if !p.insideAfter(s, from) {
		return false
	}
	k := segmentAxis(s)
	up := s.B[k] > s.A[k]
	for _, r := range p {
		for i := range ringEdgeCount(r) {
			e := ringEdge(r, i)
			if e.A == e.B || Orient2D(s.A, s.B, e.A) != 0 || Orient2D(s.A, s.B, e.B) != 0 || !onClosedSegment(e, from) {
				continue
			}
			// Collinear with s, through from: does it go on ahead?
			if (e.A[k] > from[k]) == up && e.A[k] != from[k] || (e.B[k] > from[k]) == up && e.B[k] != from[k] {
				return false
			}
		}
	}
	return true
}

// crossesProperly reports, exactly, whether s and e cross at one point
// inside both.
func crossesProperly(s, e Segment) bool {
	o1 := Orient2D(s.A, s.B, e.A)
	if o1 == 0 || Orient2D(s.A, s.B, e.B) != -o1 {
		return false
	}
	o3 := Orient2D(e.A, e.B, s.A)
	return o3 != 0 && Orient2D(e.A, e.B, s.B) == -o3
}

// crossingAtVertex reports whether the proper crossing of s and e lies
// at a vertex of p: one of on, the vertices inside s (or any vertex of p
// on s, if many left some out). Such a vertex lies on the line of s, so
// it is the crossing exactly when it lies on the line of e.
func (p Polygon) crossingAtVertex(e Segment, on []orb.Point, many bool, s Segment) bool {
	for _, v := range on {
		if Orient2D(e.A, e.B, v) == 0 {
			return true
		}
	}
	if !many {
		return false
	}
	for _, r := range p {
		for _, v := range r[:ringEdgeCount(r)] {
			if v != e.A && v != e.B && onClosedSegment(s, v) && Orient2D(e.A, e.B, v) == 0 {
				return true
			}
		}
	}
	return false
}
