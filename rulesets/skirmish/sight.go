package skirmish

import (
	"slices"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
)

// Sight is the answer to "does the actor see the target": yes with a
// witness sight line, or no with what blocked.
type Sight struct {
	// Seen reports that at least one sight line is clear (SKR-L3).
	Seen bool
	// Blocked reports that every sight line is crossed by an obstacle
	// that counts: it is !Seen, named as in every ruleset's sight result.
	// (No single line is blocked at one place, so there is no BlockedAt;
	// BlockedBy names what the centre-to-centre line meets.)
	Blocked bool
	// Self reports that actor and target are the same model (SKR-L1).
	Self bool
	// Diagonal reports that sight lines were drawn in 3D (SKR-V1), from
	// the actor's top to the target's top (or the surfaces they stand on,
	// with Rules.Ends = EndsAtSurface).
	Diagonal bool
	// Witness is, when Seen, a clear sight line seen from above: from a
	// point of the actor's base to a point of the target's base (SKR-L2).
	// Touching or overlapping bases give a witness of length 0.
	Witness geom.Segment
	// FromHeight and ToHeight are the heights of the witness's ends, as
	// Rules.Ends places them (they matter only when Diagonal).
	FromHeight, ToHeight float64
	// BlockedBy lists, when not Seen, the counting obstacles that the
	// centre-to-centre sight line meets, in order from the actor: the
	// usual answer to "what blocked".
	BlockedBy []Obstacle
	// Ignored lists the obstacles that the centre-to-centre line meets but
	// the rules set aside for this pair, each with its Reason, models
	// first, then pieces, in table order.
	Ignored []Obstacle
}

// LoS decides whether the model called actor sees the model called target
// (SKR-L1..L3, H1, V1..V3).
//
// A model always sees itself. Otherwise sight lines run from any point of
// the actor's base to any point of the target's base, top-down or, when a
// vantage point is involved, diagonally in 3D, and LoS exists when one of
// them is clear of every obstacle that counts for the pair (see
// [Reason]). Top-down the search is exact up to the rounding of the
// candidate lines (los.BaseSolver); diagonally it is los's documented
// approximation, whose witnesses are always verified.
//
// The verdict is the same whichever model observes: the pair is always
// solved in one canonical direction (table order) and the witness then
// presented from the actor. The rules are symmetric too under this
// package's readings: being on a vantage point is a property of a model,
// not of its role, so V1 and V2 treat "actor on a vantage" and "target on
// a vantage" alike.
func (t *Table) LoS(actor, target string) (Sight, error) {
	a, b, err := t.pair(actor, target)
	if err != nil {
		return Sight{}, err
	}
	if a == b {
		c := t.models[a].Base.Center
		h := t.top(a)
		return Sight{Seen: true, Self: true, Witness: geom.Segment{A: c, B: c}, FromHeight: h, ToHeight: h}, nil
	}
	flip := a > b
	if flip {
		a, b = b, a
	}
	pq := t.query(a, b)
	res, err := t.solve(&pq.q)
	if err != nil {
		return Sight{}, err
	}
	s := Sight{
		Seen: res.Seen, Diagonal: pq.diagonal, Witness: res.Witness,
		FromHeight: pq.q.FromHeight, ToHeight: pq.q.ToHeight, Ignored: pq.ignored,
	}
	if !res.Seen {
		s.Blocked = true
		s.Witness = geom.Segment{}
		for _, i := range res.BlockedBy {
			s.BlockedBy = append(s.BlockedBy, pq.refs[i])
		}
	}
	if flip {
		s.Witness.A, s.Witness.B = s.Witness.B, s.Witness.A
		s.FromHeight, s.ToHeight = s.ToHeight, s.FromHeight
		slices.Reverse(s.BlockedBy)
	}
	return s, nil
}

// solve runs one base-to-base query with a pooled workspace.
func (t *Table) solve(q *los.BaseQuery) (los.BaseResult, error) {
	w := t.pool.Get().(*los.BaseSolver)
	defer t.pool.Put(w)
	res, err := w.LoS(q)
	// BlockedBy is copied by the caller before the workspace is reused.
	res.BlockedBy = slices.Clone(res.BlockedBy)
	return res, err
}
