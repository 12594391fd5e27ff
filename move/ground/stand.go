package ground

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// Where a mover may stand. A base (Options.Clearance) may stand where it
// overlaps no impassable Area or Line and stays on the board, decided
// exactly as Cost decides a contact; a point mover where some way out is
// not blocked at once: not inside an impassable Area's interior, unless
// under OverlapTop a passable area drawn above holds the point, inside
// or on its edge (a way out into it). A mover that may not stand at its start is an error for
// Reach, Furthest and CheapestPath, which would otherwise answer
// "nowhere" as if every way were shut; at CheapestPath's other end it is
// the reason no path is found.

// The reasons CheapestPath finds no path, in [Block].Reason, besides a
// mover that may not stand at the end.
const (
	reasonEnclosedArea   = "enclosed by impassable area"
	reasonEnclosedLine   = "enclosed by impassable line"
	reasonNoPath         = "no path found"
	reasonImpassableArea = "impassable area"
)

// standBlock returns why a mover may not stand at p, a point of the
// board (Leg -1, At p), and false if it may; it reads features into
// t.cands.
func (g *Ground) standBlock(t *Tape, p orb.Point) (Block, bool) {
	if g.opt.Clearance > 0 {
		c, touched := g.baseContact(geom.Segment{A: p, B: p})
		if !touched {
			return Block{}, false
		}
		it := Item{Kind: ItemContact, Feature: c.feat}
		return Block{Leg: -1, Feature: c.feat, At: p, Reason: g.reason(&it)}, true
	}
	pc := piece{gov: -1, rate: g.opt.Open, hf: -1}
	t.cands = g.appendCandidatesIn(t.cands[:0], orb.Bound{Min: p, Max: p})
	for _, f := range t.cands {
		r := g.rates[f]
		if g.shape[f] != terrain.Area || r.Ignore {
			continue
		}
		switch g.polygon(f).Locate(p) {
		case geom.Inside:
			g.overlap(&pc, f, r.Impassable)
		case geom.OnBoundary:
			if g.opt.Overlap == OverlapTop && !r.Impassable {
				// Drawn above, a passable area whose edge p is on carries
				// the mover off into it.
				pc = piece{gov: -1, rate: g.opt.Open, hf: -1}
			}
		}
	}
	if !pc.imp {
		return Block{}, false
	}
	return Block{Leg: -1, Feature: pc.gov, At: p, Reason: reasonImpassableArea}, true
}

// standError returns the error of op (the function's name) for a start
// from where the mover may not stand, naming the start, the clearance and
// what is in the way; nil if it may stand there.
func (g *Ground) standError(t *Tape, op string, from orb.Point) error {
	blk, blocked := g.standBlock(t, from)
	if !blocked {
		return nil
	}
	what := "a point mover"
	if r := g.opt.Clearance; r > 0 {
		what = fmt.Sprintf("a base of radius %g (Options.Clearance)", r)
	}
	why := "hangs over the board's edge"
	if blk.Feature >= 0 {
		f := g.board.Feature(blk.Feature)
		kind := "area"
		if f.Shape == terrain.Line {
			kind = "line"
		}
		why = fmt.Sprintf("overlaps impassable %s %s %q", kind, f.Type, f.ID)
		if g.opt.Clearance == 0 {
			why = fmt.Sprintf("lies inside impassable area %s %q", f.Type, f.ID)
		}
	}
	return fmt.Errorf("ground: %s: start (%g %g): %s there %s, so it may not stand there", op, from[0], from[1], what, why)
}
