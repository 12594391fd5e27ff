package ground

import (
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// Blocking a point mover, exactly. Whether a leg enters an impassable
// Area, runs along a boundary that is no corridor, or crosses an
// impassable Line is a topological decision, taken by geom's exact
// predicates; only where along the leg it happens is rounded. The
// stretches of geom.Polygon.AppendStretches decide inside or not
// exactly, but their rounded parameters merge the two ends of a part
// thinner than their rounding (a sliver, a spike's tip) into one contact:
// such a part is found by geom.Polygon.MeetsInterior and kept as a
// sliver, a point of the leg judged by the Overlap policy like any
// stretch. Runs along impassable boundaries are compared by their exact
// ends, so two that share any length close the gap between them.

// run is a part of a leg that runs along an edge of impassable feature
// feat, from p to q (input points, in the leg's direction) at the rounded
// parameters t0 <= t1.
type run struct {
	t0, t1 float64
	p, q   orb.Point
	feat   int32
}

// impassableSpans adds the spans of leg s inside impassable Area feature
// c, whose polygon is poly: its interior, and if the leg meets its
// boundary, the runs along its edges (t.walls) and a sliver where the leg
// first meets its interior, when the stretches show no inside part there
// (t.slivers).
func (g *Ground) impassableSpans(t *Tape, s geom.Segment, c int, poly geom.Polygon) {
	t.pieces = poly.AppendStretches(t.pieces[:0], s)
	first, contact := 2.0, false // the first inside part, and any contact
	for _, p := range t.pieces {
		switch {
		case p.Loc == geom.Inside && p.T1 > p.T0:
			t.spans = append(t.spans, span{t0: p.T0, t1: p.T1, feat: int32(c), imp: true, rated: true})
			first = min(first, p.T0)
		case p.Loc == geom.OnBoundary:
			contact = true
		}
	}
	touch := -1.0 // the last contact before the first inside part
	for _, p := range t.pieces {
		if p.Loc == geom.OnBoundary && p.T0 < first {
			touch = p.T0
		}
	}
	if !contact {
		if first > 1 {
			// Nothing inside and no contact: a part thinner than the
			// rounding near t = 1 (a sliver 1e-17 wide) can round into
			// the outside stretch with no contact left to show it.
			if at, ok := poly.MeetsInterior(s); ok {
				t.slivers = append(t.slivers, span{t0: at, t1: at, feat: int32(c), imp: true, rated: true})
			}
		}
		return // no run along the boundary, nor a part inside hidden in a contact
	}
	// A part inside may hide in a contact before the first one found.
	if touch >= 0 {
		if at, ok := poly.MeetsInterior(s); ok && (first > 1 || at <= touch) {
			t.slivers = append(t.slivers, span{t0: at, t1: at, feat: int32(c), imp: true, rated: true})
		}
	}
	t.walls = appendRuns(t.walls, s, c, poly)
}

// appendRuns appends the runs of leg s along the edges of poly, feature
// c: where an edge and s overlap over a positive length, decided
// exactly.
func appendRuns(dst []run, s geom.Segment, c int, poly geom.Polygon) []run {
	for _, ring := range poly {
		for k := 0; k+1 < len(ring); k++ {
			e := geom.Segment{A: ring[k], B: ring[k+1]}
			if geom.Orient2D(s.A, s.B, e.A) != 0 || geom.Orient2D(s.A, s.B, e.B) != 0 {
				continue
			}
			if x := s.Intersect(e); x.Kind == geom.Overlapping {
				dst = append(dst, run{t0: x.TP, t1: x.TQ, p: x.P, q: x.Q, feat: int32(c)})
			}
		}
	}
	return dst
}

// closeGaps blocks the runs of a leg along the boundary of an impassable
// area that are no corridor: where two impassable areas share the edge
// (a river drawn as two polygons), or where the edge lies on the board's
// own edge. Runs along the boundary of one impassable area stay open: a
// mover may skirt a building. Whether two runs share a length is decided
// by their exact ends.
func (g *Ground) closeGaps(t *Tape, s geom.Segment) {
	if len(t.walls) == 0 {
		return
	}
	ext := g.board.Extent()
	onEdge := false
	for k := range 2 {
		onEdge = onEdge || s.A[k] == s.B[k] && (s.A[k] == ext.Min[k] || s.A[k] == ext.Max[k])
	}
	ahead := ahead(s)
	for i, a := range t.walls {
		if onEdge {
			t.closeRun(a.t0, a.t1, a.feat)
			continue
		}
		for _, b := range t.walls[i+1:] {
			if b.feat == a.feat {
				continue
			}
			// The later start and the earlier end, along the leg.
			p, t0 := a.p, a.t0
			if ahead(b.p, a.p) {
				p, t0 = b.p, b.t0
			}
			q, t1 := a.q, a.t1
			if ahead(a.q, b.q) {
				q, t1 = b.q, b.t1
			}
			if ahead(q, p) {
				t.closeRun(t0, max(t0, t1), a.feat)
			}
		}
	}
}

// ahead returns the exact order of points of leg s along it: whether p
// lies strictly beyond q, by their coordinate on the axis along which s
// is longer.
func ahead(s geom.Segment) func(p, q orb.Point) bool {
	k := 0
	if math.Abs(s.B[1]-s.A[1]) > math.Abs(s.B[0]-s.A[0]) {
		k = 1
	}
	if s.B[k] > s.A[k] {
		return func(p, q orb.Point) bool { return p[k] > q[k] }
	}
	return func(p, q orb.Point) bool { return p[k] < q[k] }
}

// closeRun blocks the part t0..t1 of the leg along feature f's
// boundary: a span, or a sliver where rounding leaves it no length.
func (t *Tape) closeRun(t0, t1 float64, f int32) {
	sp := span{t0: t0, t1: t1, feat: f, imp: true, rated: true}
	if t1 > t0 {
		t.spans = append(t.spans, sp)
	} else {
		t.slivers = append(t.slivers, sp)
	}
}

// sliverBlocks adds a blocked item for each sliver of leg s where the
// terrain in force, by the Overlap policy, is impassable: always under
// OverlapMax and OverlapMin, unless a passable area drawn above covers
// it under OverlapTop.
func (g *Ground) sliverBlocks(t *Tape, s geom.Segment) {
	n := len(t.spans)
	for _, sl := range t.slivers {
		// In among the areas' spans in feature order, as OverlapTop
		// reads them (closed gaps come after them all).
		i := 0
		for i < n && t.spans[i].feat <= sl.feat {
			i++
		}
		t.spans = append(t.spans[:n], span{})
		copy(t.spans[i+1:], t.spans[i:n])
		t.spans[i] = sl
		var p piece
		g.sideAt(&p, t.spans, sl.t0, sl.t0, 0)
		copy(t.spans[i:n], t.spans[i+1:])
		if p.imp {
			t.xs = append(t.xs, Item{Kind: ItemStretch, Feature: p.gov, T0: sl.t0, T1: sl.t0, At: s.At(sl.t0), Cost: math.Inf(1), Blocked: true})
		}
	}
	t.spans = t.spans[:n]
}
