package cem

import (
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// secondCrossing is the crest-line rule (CEM-C2), written on los's
// extension point: a sight line is interrupted at the second crossing of
// the same crest line, or of two crest lines of equal height; a single
// crossing does not. Only contacts where the line passes from one side to
// the other count. The verdict is unseen when interrupted, with BlockedAt
// the distance from the observer of the second crossing; since the
// crossings are the same from either end, so is the verdict. The
// interruption decides the verdict, so reading stops there.
type secondCrossing struct {
	crest func(feature int) bool
	los.Tally
	seen []los.Crossing
}

// Begin starts a sight line.
func (r *secondCrossing) Begin(s *los.Sight) { r.Tally.Begin(s); r.seen = r.seen[:0] }

// Add reads one crossing.
func (r *secondCrossing) Add(c los.Crossing) bool {
	if c.Shape != terrain.Line || !c.Through || !r.crest(c.Feature) {
		r.Record(&c, 0, false, 0)
		return false
	}
	second := false
	for _, p := range r.seen {
		if p.Feature == c.Feature || p.HasHeight && c.HasHeight && p.Height == c.Height {
			second = true
			break
		}
	}
	r.seen = append(r.seen, c)
	r.Record(&c, 0, second, c.Enter)
	return second
}
