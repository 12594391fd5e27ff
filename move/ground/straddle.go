package ground

import (
	"cmp"
	"math"
	"slices"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// A base that straddles terrain, read as StraddleAnyPart: along a leg, a
// base of radius r overlaps a passable Area's interior where its centre
// is in the area or closer than r to one of its edges (for a valid
// polygon, geom.Disc.OverlapsInterior's model). Each edge's part is an
// interval of the leg (the capsule round the edge is convex), so the
// base's spans in the area are the union of those intervals and the
// centre's own pieces inside.

// anyPart reports whether a base pays for any part of it in an area.
func (g *Ground) anyPart() bool {
	return g.opt.Straddle == StraddleAnyPart && g.opt.Clearance > 0
}

// baseSpans adds the spans of leg s where the base overlaps the interior
// of passable Area feature c. Whether it does at all, and near which
// edges, is decided exactly; the spans' ends are rounded.
func (g *Ground) baseSpans(t *Tape, s geom.Segment, c int) {
	r := g.opt.Clearance
	poly := g.polygon(c)
	if s.CmpDistanceToPolygon(poly, r) >= 0 {
		return
	}
	t.over = t.over[:0]
	t.pieces = poly.AppendStretches(t.pieces[:0], s)
	for _, p := range t.pieces {
		if p.Loc == geom.Inside && p.T1 > p.T0 {
			t.over = append(t.over, [2]float64{p.T0, p.T1})
		}
	}
	for _, ring := range poly {
		t.over = appendEdgeIntervals(t.over, s, ring, r)
	}
	g.mergeBaseSpans(t, c)
}

// appendEdgeIntervals appends the parts of leg s, clamped to [0, 1],
// closer than r to an edge of ring (those decided exactly to exist).
func appendEdgeIntervals(dst [][2]float64, s geom.Segment, ring orb.Ring, r float64) [][2]float64 {
	n := len(ring)
	for k := range n {
		if k+1 == n && ring[k] == ring[0] {
			break
		}
		e := geom.Segment{A: ring[k], B: ring[(k+1)%n]}
		if s.CmpDistance(e, r) >= 0 {
			continue
		}
		if lo, hi, ok := capsuleInterval(s, e, r); ok {
			dst = append(dst, [2]float64{max(lo, 0), min(hi, 1)})
		}
	}
	return dst
}

// mergeBaseSpans adds the union of the intervals t.over, in order, as
// the base's spans in feature c.
func (g *Ground) mergeBaseSpans(t *Tape, c int) {
	slices.SortFunc(t.over, func(a, b [2]float64) int { return cmp.Compare(a[0], b[0]) })
	var cur [2]float64
	for i, iv := range t.over {
		switch {
		case i == 0:
			cur = iv
		case iv[0] <= cur[1]:
			cur[1] = max(cur[1], iv[1])
		default:
			g.addBaseSpan(t, c, cur)
			cur = iv
		}
	}
	if len(t.over) > 0 {
		g.addBaseSpan(t, c, cur)
	}
}

// addBaseSpan adds the span iv of the leg where the base overlaps
// feature c, unless rounding left it empty.
func (g *Ground) addBaseSpan(t *Tape, c int, iv [2]float64) {
	if iv[1] > iv[0] {
		t.spans = append(t.spans, span{t0: iv[0], t1: iv[1], feat: int32(c), rated: true, base: true})
	}
}

// capsuleInterval returns the parameters lo < hi between which the line
// through leg s lies closer than r to segment e: the union of its
// intervals in the discs round e's ends and in the rectangle along e,
// rounded. ok is false when rounding leaves it empty.
func capsuleInterval(s, e geom.Segment, r float64) (lo, hi float64, ok bool) {
	a, d := s.A, s.Vector()
	lo, hi = math.Inf(1), math.Inf(-1)
	add := func(l, h float64) {
		if l < h {
			lo, hi = min(lo, l), max(hi, h)
		}
	}
	for _, q := range [2]orb.Point{e.A, e.B} {
		add(discInterval(a, d, q, r))
	}
	add(rectInterval(a, d, e, r))
	return lo, hi, lo < hi
}

// discInterval returns the open interval of t in which a + t·d lies
// closer than r to q (empty, lo >= hi, if none).
func discInterval(a, d, q orb.Point, r float64) (lo, hi float64) {
	wx, wy := a[0]-q[0], a[1]-q[1]
	aa := d[0]*d[0] + d[1]*d[1]
	b := wx*d[0] + wy*d[1]
	c := wx*wx + wy*wy - r*r
	disc := b*b - aa*c
	if aa == 0 || disc <= 0 {
		return 0, 0
	}
	// The roots without cancellation: q = -(b + sign(b)·sqrt(disc)).
	sq := math.Sqrt(disc)
	qq := -(b + math.Copysign(sq, b))
	t1, t2 := qq/aa, c/qq
	if qq == 0 {
		t1, t2 = -sq/aa, sq/aa
	}
	return min(t1, t2), max(t1, t2)
}

// rectInterval returns the open interval of t in which a + t·d lies in
// the band closer than r to the line through e and in the slab between
// the perpendiculars at its ends (empty, lo >= hi, if none).
func rectInterval(a, d orb.Point, e geom.Segment, r float64) (lo, hi float64) {
	ex, ey := e.B[0]-e.A[0], e.B[1]-e.A[1]
	l2 := ex*ex + ey*ey
	if l2 == 0 {
		return 0, 0
	}
	// The band: |h0 + t·hd| < r·|e|.
	h0 := ex*(a[1]-e.A[1]) - ey*(a[0]-e.A[0])
	hd := ex*d[1] - ey*d[0]
	lo, hi = slab(h0, hd, -r*math.Sqrt(l2), r*math.Sqrt(l2))
	// The slab: 0 <= u0 + t·ud <= |e|².
	u0 := ex*(a[0]-e.A[0]) + ey*(a[1]-e.A[1])
	ud := ex*d[0] + ey*d[1]
	l, h := slab(u0, ud, 0, l2)
	return max(lo, l), min(hi, h)
}

// slab returns the interval of t in which v0 + t·dv lies between lo and
// hi: everything or nothing when dv is 0.
func slab(v0, dv, lo, hi float64) (float64, float64) {
	if dv == 0 {
		if lo < v0 && v0 < hi {
			return math.Inf(-1), math.Inf(1)
		}
		return 0, 0
	}
	t1, t2 := (lo-v0)/dv, (hi-v0)/dv
	return min(t1, t2), max(t1, t2)
}
