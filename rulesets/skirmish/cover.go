package skirmish

import (
	"errors"
	"math"
	"strconv"

	"github.com/warkit/warkit/los"
)

// DefaultCoverNear is the usual distance, in inches, within which cover
// terrain must be of the target's base to give it cover: 1 in.
const DefaultCoverNear = 1.0

// CoverLevel is the cover a target has against an actor.
type CoverLevel uint8

const (
	// NoCover: some clear sight line crosses no cover terrain near the
	// target.
	NoCover CoverLevel = iota
	// Light: every clear sight line crosses light or heavy cover terrain
	// near the target, but not every one crosses heavy cover.
	Light
	// Heavy: every clear sight line crosses heavy cover terrain near the
	// target.
	Heavy
)

// String returns "none", "light" or "heavy", and "CoverLevel(n)" for an
// unknown level.
func (c CoverLevel) String() string {
	switch c {
	case NoCover:
		return "none"
	case Light:
		return "light"
	case Heavy:
		return "heavy"
	}
	return "CoverLevel(" + strconv.Itoa(int(c)) + ")"
}

// Cover is the answer of [Table.Cover].
type Cover struct {
	// Sight is the LoS answer; without LoS there is no cover to speak of
	// and Level is NoCover.
	Sight Sight
	// Level is the cover the target has.
	Level CoverLevel
	// Near lists the IDs of the cover pieces within near of the target,
	// in table order: the terrain that could give it cover.
	Near []string
}

// Cover decides the cover the target has against the actor under a
// common reading that is NOT from the seed (the seed leaves cover to a
// later page): the target has cover when every clear sight line crosses
// a piece with a cover trait ([LightCover], [HeavyCover]) within near
// inches of the target's base ([DefaultCoverNear] is the usual 1 in);
// heavy cover when every clear line crosses heavy cover.
//
// Lines are those of [Table.LoS] (top-down or diagonal, with the same
// obstacles). Cover terrain counts whatever its height (SKR-H1 and SKR-V2
// ignore low objects for LoS, not for cover), except the pieces the two
// models stand on; "crosses" follows los: a line that meets the piece's
// interior, not one that grazes its edge. A target standing in cover
// terrain therefore has it. The answer is exact top-down, like LoS: it is
// los.BaseSolver.Least's, the least cover level that some clear line
// crosses no more than.
func (t *Table) Cover(actor, target string, near float64) (Cover, error) {
	if !(near >= 0) || math.IsInf(near, 1) {
		return Cover{}, errors.New("skirmish: cover distance must be finite and >= 0")
	}
	s, err := t.LoS(actor, target)
	if err != nil || !s.Seen || s.Self {
		return Cover{Sight: s}, err
	}
	a, b, _ := t.pair(actor, target)
	c := Cover{Sight: s}
	cover, heavy, ids := t.coverNear(a, b, near)
	c.Near = ids
	if len(cover) == 0 {
		return c, nil
	}
	// The least level of cover some clear line gets away with, decided
	// exactly by los (the pair in table order, as LoS solves it).
	lo, hi := a, b
	if lo > hi {
		lo, hi = hi, lo
	}
	pq := t.query(lo, hi)
	w := t.pool.Get().(*los.BaseSolver)
	defer t.pool.Put(w)
	res, err := w.Least(&pq.q, cover, func(i int) int {
		if heavy[i] {
			return int(Heavy)
		}
		return int(Light)
	})
	if err != nil {
		return Cover{}, err
	}
	c.Level = CoverLevel(res.Level)
	return c, nil
}

// coverNear returns the pieces with a cover trait within near of model b's
// base, except those a or b stand on: as blockers of any height, whether
// each is heavy cover, and their IDs.
func (t *Table) coverNear(a, b int, near float64) (cover []los.Blocker, heavy []bool, ids []string) {
	for j := range t.pieces {
		p, tr := &t.pieces[j], t.traits[j]
		if (!tr.light && !tr.heavy) || j == t.stand[a] || j == t.stand[b] || !t.models[b].Base.WithinPolygon(p.Footprint, near) {
			continue
		}
		ids = append(ids, p.ID)
		cover = append(cover, los.Blocker{Poly: p.Footprint, Height: math.MaxFloat64})
		heavy = append(heavy, tr.heavy)
	}
	return cover, heavy, ids
}
