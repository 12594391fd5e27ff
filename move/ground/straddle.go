package ground

import (
	"cmp"
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
// centre's own pieces inside. Which edges the base comes closer than r
// to is decided exactly (geom's Segment.CmpDistance); their intervals
// are measured in floating point (capsuleInterval, capsule.go).

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
