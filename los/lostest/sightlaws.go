package lostest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// SightCase is one scene for the laws of scored base-to-base sight
// ([los.BaseSolver.Judge]): a board, two bases with their sight heights,
// the other bases, and what the monotonicity and invariance laws change.
type SightCase struct {
	Board                terrain.BoardData
	From, To             geom.Disc
	FromHeight, ToHeight float64
	Blockers             []los.Blocker
	// AddBase and AddArea, when not nil, are the obstacles the
	// monotonicity law adds, one at a time: another base, and an opaque
	// area (which the query under test must read as Opaque).
	AddBase *los.Blocker
	AddArea *terrain.Feature
	// Move is a translation that keeps coordinates exact (integers on
	// integer boards), for the invariance law; zero skips it.
	Move orb.Point
}

// SightFor completes the query under test for one board and pair: the
// law has set From, To, the heights, Board and Blockers (from the
// observer: the reverse query for the reverse direction, the moved one
// on the moved board); SightFor sets the rest, such as Rule (built for
// this observer, with exemptions that follow the roles), Opaque, Blocks,
// Lines and Prefer. It is called for every query a law judges.
type SightFor func(b *terrain.Board, q *los.BaseSight) error

// judgeSight builds the query of c (swapped when back) on board b and
// judges it.
func judgeSight(b *terrain.Board, sf SightFor, c *SightCase, back bool, also []geom.Segment) (los.BaseVerdict, los.BaseSight, error) {
	q := los.BaseSight{From: c.From, To: c.To, FromHeight: c.FromHeight, ToHeight: c.ToHeight, Board: b,
		Blockers: slices.Clone(c.Blockers)}
	if back {
		q.From, q.To, q.FromHeight, q.ToHeight = c.To, c.From, c.ToHeight, c.FromHeight
	}
	if err := sf(b, &q); err != nil {
		return los.BaseVerdict{}, q, err
	}
	q.Also = append(q.Also, also...)
	var w los.BaseSolver
	v, err := w.Judge(&q)
	// The verdict's slices belong to the solver: keep only what the laws
	// compare, and the witness.
	v.Contributions, v.Crossings, v.BlockedBy = nil, nil, nil
	return v, q, err
}

// CheckSightSymmetry checks that the two bases of c get the same answer
// whichever observes: the same Seen and reason, and when seen the same
// score (sf builds each direction's query).
func CheckSightSymmetry(c SightCase, sf SightFor) error {
	b, err := terrain.NewBoard(c.Board)
	if err != nil {
		return err
	}
	v1, _, err := judgeSight(b, sf, &c, false, nil)
	if err != nil {
		return err
	}
	v2, _, err := judgeSight(b, sf, &c, true, nil)
	if err != nil {
		return err
	}
	if v1.Seen != v2.Seen || v1.Reason != v2.Reason || v1.Seen && v1.Score != v2.Score {
		return fmt.Errorf("lostest: bases %v and %v: %v, score %v; reversed: %v, score %v", c.From, c.To, v1.Reason, v1.Score, v2.Reason, v2.Score)
	}
	return nil
}

// CheckSightTranslation checks that moving the whole table (board,
// bases, blockers) by v changes neither the reason nor Seen, nor the
// score of a seen pair. Use a v that keeps coordinates exact.
func CheckSightTranslation(c SightCase, sf SightFor, v orb.Point) error {
	b1, err := terrain.NewBoard(c.Board)
	if err != nil {
		return err
	}
	m := moveCase(c, v)
	b2, err := terrain.NewBoard(m.Board)
	if err != nil {
		return err
	}
	v1, _, err := judgeSight(b1, sf, &c, false, nil)
	if err != nil {
		return err
	}
	v2, _, err := judgeSight(b2, sf, &m, false, nil)
	if err != nil {
		return err
	}
	if v1.Seen != v2.Seen || v1.Reason != v2.Reason || v1.Seen && v1.Score != v2.Score {
		return fmt.Errorf("lostest: bases %v and %v: %v, score %v; moved by %v: %v, score %v", c.From, c.To, v1.Reason, v1.Score, v, v2.Reason, v2.Score)
	}
	return nil
}

// moveCase returns c moved by v.
func moveCase(c SightCase, v orb.Point) SightCase {
	r := geom.Translation(v)
	m := c
	m.Board = Translate(c.Board, v)
	m.From.Center, m.To.Center = r.ApplyPoint(c.From.Center), r.ApplyPoint(c.To.Center)
	m.Blockers = make([]los.Blocker, len(c.Blockers))
	for i, bl := range c.Blockers {
		m.Blockers[i] = bl
		m.Blockers[i].Disc.Center = r.ApplyPoint(bl.Disc.Center)
		if len(bl.Poly) > 0 {
			m.Blockers[i].Poly = r.ApplyPolygon(bl.Poly)
		}
	}
	return m
}

// CheckSightMonotone checks that an obstacle never helps sight: adding
// c.AddBase to the blockers, or c.AddArea to the board, never gives a
// better answer (seen where it was not, or seen at a better score, as the
// query's Prefer reads scores).
//
// Under los.FixedLines and los.CentreLine an obstacle never adds a
// candidate line, so the answer without it is compared as it is. Under
// los.BestLine an obstacle brings the lines that touch it, which may let
// the search find a better line that was there all along; so the answer
// without the obstacle is taken with the best line found with it added to
// its candidates (BaseSight.Also): what the law then checks is that no
// line is better with the obstacle than without it, and that the search
// keeps the best line it is shown.
//
// The law holds for a rule that is monotone along a line (CheckMonotone);
// the added area must be one the query reads as Opaque, or one the rule
// reads as an obstacle.
func CheckSightMonotone(c SightCase, sf SightFor) error {
	_, err := sightMonotone(c, sf)
	return err
}

// sightMonotone is CheckSightMonotone, reporting how many added
// obstacles made the answer worse.
func sightMonotone(c SightCase, sf SightFor) (hid int, err error) {
	b, err := terrain.NewBoard(c.Board)
	if err != nil {
		return 0, err
	}
	type variant struct {
		name  string
		board *terrain.Board
		c     SightCase
	}
	var vs []variant
	if c.AddBase != nil {
		m := c
		m.Blockers = append(slices.Clone(c.Blockers), *c.AddBase)
		vs = append(vs, variant{"a base", b, m})
	}
	if c.AddArea != nil {
		d := c.Board
		d.Features = append(slices.Clone(d.Features), *c.AddArea)
		b2, err := terrain.NewBoard(d)
		if err != nil {
			return 0, err
		}
		vs = append(vs, variant{fmt.Sprintf("area %q", c.AddArea.ID), b2, c})
	}
	for _, x := range vs {
		with, q, err := judgeSight(x.board, sf, &x.c, false, nil)
		if err != nil {
			return hid, err
		}
		var also []geom.Segment
		if q.Lines == los.BestLine && with.Witness != (geom.Segment{}) {
			also = []geom.Segment{with.Witness}
		}
		without, _, err := judgeSight(b, sf, &c, false, also)
		if err != nil {
			return hid, err
		}
		if better(q.Prefer, &with, &without) {
			return hid, fmt.Errorf("lostest: bases %v and %v: %v, score %v; with %s added: %v, score %v (witness %v)", c.From, c.To, without.Reason, without.Score, x.name, with.Reason, with.Score, with.Witness)
		}
		if better(q.Prefer, &without, &with) {
			hid++
		}
	}
	return hid, nil
}

// better reports whether a is a better visibility than b: seen where b
// is not, or both seen and a at a better score.
func better(p los.Prefer, a, b *los.BaseVerdict) bool {
	if a.Seen != b.Seen {
		return a.Seen
	}
	if !a.Seen {
		return false
	}
	if p == los.HigherScore {
		return a.Score > b.Score
	}
	return a.Score < b.Score
}

// SightLaws configures [CheckSightLaws]: the ruleset's own query (rule,
// opaque areas, policy) and scene generator.
type SightLaws struct {
	// Query completes each query under test.
	Query SightFor
	// Scenes generates the cases ([SightScenes] over a ruleset's own
	// BoardSpec, or a generator of its own).
	Scenes func(r *rand.Rand) (SightCase, error)
	// Seed is the first case's seed (0: 1); case k uses Seed+k. A
	// failure names its seed: set Seed to it and Cases to 1 to replay it.
	Seed uint64
	// Cases is the number of scenes (0: 40).
	Cases int
}

// CheckSightLaws checks symmetry, translation invariance and
// monotonicity ([CheckSightSymmetry], [CheckSightTranslation],
// [CheckSightMonotone]) of scored base-to-base sight on generated scenes.
// It fails when the laws tested nothing: no pair was seen, none unseen,
// or (with obstacles to add) no added obstacle ever made an answer worse.
// Its cost is Cases scenes, each about ten judgements.
func CheckSightLaws(l SightLaws) error {
	if l.Query == nil || l.Scenes == nil {
		return errors.New("lostest: SightLaws needs Query and Scenes")
	}
	seed := max(l.Seed, 1)
	n := orDefault(l.Cases, 40)
	var t tally
	for k := range n {
		s := seed + uint64(k)
		c, err := sightCase(l, s)
		if err != nil {
			return fmt.Errorf("%w (seed %d: replay with Seed: %d, Cases: 1)", err, s, s)
		}
		t = tally{t.seen + c.seen, t.unseen + c.unseen, t.hidden + c.hidden, t.more + c.more}
	}
	first, last := seed, seed+uint64(n)-1
	switch {
	case t.unseen == 0:
		return fmt.Errorf("lostest: no pair was unseen in %d (seeds %d-%d): nothing generated hides a base from this query, so the laws tested nothing", t.seen, first, last)
	case t.seen == 0:
		return fmt.Errorf("lostest: no pair was seen in %d (seeds %d-%d): the laws tested nothing", t.unseen, first, last)
	case t.more > 0 && t.hidden == 0:
		return fmt.Errorf("lostest: the added obstacles never made an answer worse in %d scenes (seeds %d-%d): monotonicity tested nothing", t.more, first, last)
	}
	return nil
}

// sightCase checks the laws on the scene of one seed.
func sightCase(l SightLaws, seed uint64) (tally, error) {
	var t tally
	c, err := l.Scenes(rand.New(rand.NewPCG(seed, 0x7369676874)))
	if err != nil {
		return t, fmt.Errorf("lostest: scene generator: %w", err)
	}
	if err := CheckSightSymmetry(c, l.Query); err != nil {
		return t, err
	}
	if c.Move != (orb.Point{}) {
		if err := CheckSightTranslation(c, l.Query, c.Move); err != nil {
			return t, err
		}
	}
	b, err := terrain.NewBoard(c.Board)
	if err != nil {
		return t, err
	}
	v, _, err := judgeSight(b, l.Query, &c, false, nil)
	if err != nil {
		return t, err
	}
	if v.Seen {
		t.seen++
	} else {
		t.unseen++
	}
	if c.AddBase == nil && c.AddArea == nil {
		return t, nil
	}
	hid, err := sightMonotone(c, l.Query)
	if err != nil {
		return t, err
	}
	t.more++
	t.hidden += hid
	return t, nil
}
