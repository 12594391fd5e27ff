package skirmish

import (
	"math"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
)

// pairQuery is the base-to-base question for one pair of models, in the
// table's canonical order (the lower model index observes), with what
// each blocker stands for and what the height rules set aside.
type pairQuery struct {
	q        los.BaseQuery
	refs     []Obstacle // per blocker of q
	ignored  []Obstacle // set aside and met by the centre line
	diagonal bool
}

// query builds the question for models a and b (a != b). Which objects
// count:
//
//   - top-down (SKR-L2, L3, H1, V3): every other model and every opaque
//     piece except the pieces a and b stand on, unless lower than a's or
//     b's top (SKR-H1, or lower than both with Rules.LowerThanBoth);
//   - diagonal (SKR-V1, V2): other models unless lower than the top of a
//     model of the pair that stands on a vantage point; opaque pieces
//     unless their Ht is no higher than the lower top of the pair; the
//     piece a model of the pair stands on unless the model is within its
//     own Ht of the piece's edge. A counting piece blocks where the 3D
//     line from top to top passes over its footprint no higher than its
//     Ht; a model where the line is below its top.
func (t *Table) query(a, b int) pairQuery {
	ma, mb := &t.models[a], &t.models[b]
	pq := pairQuery{diagonal: diagonal(t, a, b)}
	pq.q = los.BaseQuery{From: ma.Base, To: mb.Base, FromHeight: t.endHt(a), ToHeight: t.endHt(b), Diagonal: pq.diagonal}
	centre := geom.Segment{A: ma.Base.Center, B: mb.Base.Center}
	for i := range t.models {
		if i == a || i == b {
			continue
		}
		m := &t.models[i]
		o := Obstacle{ID: m.ID, Ht: t.cmpHt(i), Reason: t.modelReason(a, b, i, pq.diagonal)}
		if o.Reason != Counts {
			if geom.PointSegmentDistance(m.Base.Center, centre) < m.Base.R {
				pq.ignored = append(pq.ignored, o)
			}
			continue
		}
		// A model blocks up to its top, whichever Ht the rules compare.
		pq.q.Blockers = append(pq.q.Blockers, los.Blocker{Disc: m.Base, Height: t.top(i)})
		pq.refs = append(pq.refs, o)
	}
	for j := range t.pieces {
		if !t.traits[j].opaque {
			continue
		}
		p := &t.pieces[j]
		o := Obstacle{Piece: true, ID: p.ID, Ht: p.Ht, Reason: t.pieceReason(a, b, j, pq.diagonal)}
		if o.Reason != Counts {
			if geom.IntersectionLength(centre, p.Footprint) > 0 {
				pq.ignored = append(pq.ignored, o)
			}
			continue
		}
		h := p.Ht
		if pq.diagonal {
			// los blocks strictly below Height; SKR-V2 blocks at a point
			// no higher than Ht.
			h = math.Nextafter(h, math.Inf(1))
		}
		pq.q.Blockers = append(pq.q.Blockers, los.Blocker{Poly: p.Footprint, Height: h})
		pq.refs = append(pq.refs, o)
	}
	return pq
}

// lower reports whether an object of Ht h is lower than the pair a, b
// under SKR-H1: than at least one of them, or than both with
// Rules.LowerThanBoth (Ht as Rules.Compare reads it). The comparison is
// los.LowerThanEither's, fed the Hts the rule compares: for a model
// those are not the height it blocks up to (Blocker.Height is always its
// top), so the filter cannot be given to los.BaseQuery.Blocks directly,
// and this package must also say why each object was set aside.
func (t *Table) lower(a, b int, h float64) bool {
	counts := los.LowerThanEither(t.cmpHt(a), t.cmpHt(b), t.rules.LowerThanBoth)
	return !counts(-1, &los.Blocker{Height: h})
}

// modelReason says whether model i counts between a and b, or why not:
// top-down, SKR-H1; diagonally, SKR-V2's models lower than a model of
// the pair on a vantage point.
func (t *Table) modelReason(a, b, i int, diagonal bool) Reason {
	h := t.cmpHt(i)
	switch {
	case diagonal && ((t.onVantage(a) && h < t.cmpHt(a)) || (t.onVantage(b) && h < t.cmpHt(b))):
		return BelowVantage
	case !diagonal && t.lower(a, b, h):
		return LowerThanEnd
	}
	return Counts
}

// pieceReason says whether opaque piece j counts between a and b, or why
// not: underfoot and SKR-H1 top-down; SKR-V2's low terrain and SKR-V1's
// edge diagonally.
func (t *Table) pieceReason(a, b, j int, diagonal bool) Reason {
	ht := t.pieces[j].Ht
	under := j == t.stand[a] || j == t.stand[b]
	switch {
	case !diagonal && under:
		return Underfoot
	case !diagonal && t.lower(a, b, ht):
		return LowerThanEnd
	case diagonal && ht <= min(t.cmpHt(a), t.cmpHt(b)):
		return LowTerrain
	case diagonal && under && nearOwnEdge(t, a, j, b):
		return NearEdge
	}
	return Counts
}
