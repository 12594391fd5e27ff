package move

import (
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// This file is a fast path for geom.Polygon.AppendIntervals on the
// polygons of a compiled Ground, whose bounds and edges are cached once.
// It handles the generic case, where the leg meets the boundary only by
// proper crossings of edge interiors: every orientation it needs has a
// sign that the floating-point filter certifies, and every crossing
// parameter is computed by the same arithmetic as geom's, so its answer
// is geom's to the last bit. Anything else (a vertex on the leg's line,
// a leg end on an edge, a run along an edge, an uncertain sign, a
// crossing determinant the filter cannot vouch for) returns false, and
// the caller asks geom. It belongs in geom, as a compiled polygon with
// cached bounds and edges; see the package report.

// polyCache is the cached geometry of one Area feature.
type polyCache struct {
	box    orb.Bound
	e0, e1 int32 // its edges are Ground.edges[e0:e1]
	fast   bool  // finite, with vertices: the fast path may run
}

// cachePolygon appends the edges of p to g.edges and returns its cache.
func (g *Ground) cachePolygon(p geom.Polygon) polyCache {
	var pc polyCache
	g.edges, pc = appendPolygonCache(g.edges, p)
	return pc
}

// appendPolygonCache appends the edges of p to edges and returns them
// with p's cache.
func appendPolygonCache(edges []geom.Segment, p geom.Polygon) ([]geom.Segment, polyCache) {
	pc := polyCache{e0: int32(len(edges))}
	first := true
	finite := true
	for _, r := range p {
		n := len(r)
		for _, v := range r {
			if v[0]-v[0] != 0 || v[1]-v[1] != 0 {
				finite = false
			}
			if first {
				pc.box = orb.Bound{Min: v, Max: v}
				first = false
			}
			pc.box = pc.box.Extend(v)
		}
		if n < 2 {
			continue
		}
		m := n
		if r[0] == r[n-1] {
			m = n - 1
		}
		for i := range m {
			j := i + 1
			if j == n {
				j = 0
			}
			if r[i] != r[j] {
				edges = append(edges, geom.Segment{A: r[i], B: r[j]})
			}
		}
	}
	pc.e1 = int32(len(edges))
	pc.fast = finite && !first
	return edges, pc
}

// Shewchuk's error bound for the filter of orient2d, and the absolute
// slack for underflowed products, as geom uses them.
const (
	ccwErrBound    = (3 + 16*0x1p-53) * 0x1p-53
	underflowSlack = 0x1p-1072
)

// orientDet returns geom's orientation determinant of (a, b, c) (the
// same expression, so the same bits; positive for a left turn), with the
// sign it certifies: +1 or -1 when the filter vouches for the sign, 0 when
// it cannot (the true sign may then be 0); and exact reports that the
// value is also accurate to 2⁻⁴⁰ relative, as geom's crossing parameters
// want it (geom refines it otherwise).
func orientDet(a, b, c orb.Point) (det float64, sign int, accurate bool) {
	detleft := (a[0] - c[0]) * (b[1] - c[1])
	detright := (a[1] - c[1]) * (b[0] - c[0])
	det = detleft - detright
	bound := ccwErrBound*(math.Abs(detleft)+math.Abs(detright)) + underflowSlack
	switch {
	case det > bound:
		sign = 1
	case det < -bound:
		sign = -1
	}
	return det, sign, math.Abs(det) > bound*0x1p40
}

// fastIntervals appends to dst the intervals of s inside Area feature c,
// exactly as geom.Polygon.AppendIntervals would, and reports false (with
// dst unchanged) when the configuration is not generic enough to be sure.
// The leg s has distinct, finite ends.
func (g *Ground) fastIntervals(dst []geom.Interval, c int, s geom.Segment) ([]geom.Interval, bool) {
	return fastIntervals(dst, &g.polys[c], g.edges, g.polygon(c), s)
}

func fastIntervals(dst []geom.Interval, pc *polyCache, edges []geom.Segment, poly geom.Polygon, s geom.Segment) ([]geom.Interval, bool) {
	if !pc.fast {
		return dst, false
	}
	sminx, smaxx := min(s.A[0], s.B[0]), max(s.A[0], s.B[0])
	sminy, smaxy := min(s.A[1], s.B[1]), max(s.A[1], s.B[1])
	bb := pc.box
	if bb.Min[0] > smaxx || bb.Max[0] < sminx || bb.Min[1] > smaxy || bb.Max[1] < sminy {
		return dst, true // no contact: no intervals
	}
	var buf [32]float64
	ts := buf[:0]
	dx, dy := s.B[0]-s.A[0], s.B[1]-s.A[1]
	for _, e := range edges[pc.e0:pc.e1] {
		if (e.A[0] < sminx && e.B[0] < sminx) || (e.A[0] > smaxx && e.B[0] > smaxx) ||
			(e.A[1] < sminy && e.B[1] < sminy) || (e.A[1] > smaxy && e.B[1] > smaxy) {
			continue
		}
		// The side of each end of e: orient(s.B, p, s.A), the same
		// determinant as orient(s.A, s.B, p) up to a cyclic turn.
		l1, r1 := dx*(e.A[1]-s.A[1]), dy*(e.A[0]-s.A[0])
		l2, r2 := dx*(e.B[1]-s.A[1]), dy*(e.B[0]-s.A[0])
		d1, d2 := l1-r1, l2-r2
		b1 := ccwErrBound*(math.Abs(l1)+math.Abs(r1)) + underflowSlack
		b2 := ccwErrBound*(math.Abs(l2)+math.Abs(r2)) + underflowSlack
		if !(math.Abs(d1) > b1 && math.Abs(d2) > b2) {
			return dst, false // an end of e on, or too near, the line of s
		}
		if (d1 > 0) == (d2 > 0) {
			continue
		}
		dA, o3, okA := orientDet(e.A, e.B, s.A)
		dB, o4, okB := orientDet(e.A, e.B, s.B)
		if o3 == 0 || o4 == 0 {
			return dst, false
		}
		if o3 == o4 {
			continue
		}
		// A proper crossing: its parameter as geom's crossParam has it.
		d := dA - dB
		if !okA || !okB || d-d != 0 || len(ts) == cap(ts) {
			return dst, false
		}
		t := dA / d
		switch {
		case t < 0:
			t = 0
		case t > 1:
			t = 1
		case t != t:
			t = 0
		}
		ts = append(ts, t)
	}
	// The leg never touches the boundary, so s.A is strictly inside or
	// outside, and each crossing toggles the state.
	inside := false
	if bb.Min[0] <= s.A[0] && s.A[0] <= bb.Max[0] && bb.Min[1] <= s.A[1] && s.A[1] <= bb.Max[1] {
		switch poly.Locate(s.A) {
		case geom.Inside:
			inside = true
		case geom.OnBoundary:
			return dst, false // cannot happen without a contact; be safe
		}
	}
	sortFloats(ts)
	prev := 0.0
	start := len(dst)
	emit := func(t0, t1 float64) {
		if n := len(dst); n > start && dst[n-1].T1 == t0 {
			dst[n-1].T1 = t1
		} else {
			dst = append(dst, geom.Interval{T0: t0, T1: t1})
		}
	}
	for i := 0; i < len(ts); {
		t := ts[i]
		if t > prev {
			if inside {
				emit(prev, t)
			}
			prev = t
		}
		for ; i < len(ts) && ts[i] == t; i++ {
			inside = !inside
		}
	}
	if 1 > prev && inside {
		emit(prev, 1)
	}
	return dst, true
}
