package heavygear

import (
	"fmt"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// Cover is a level of cover (HG-C1), from the open to full.
type Cover int

const (
	Open    Cover = iota // in the open: +1
	Some                 // some cover: 0
	Partial              // partial cover: −1
	Full                 // full cover: −2
)

// String names the level.
func (c Cover) String() string {
	switch c {
	case Open:
		return "in the open"
	case Some:
		return "some cover"
	case Partial:
		return "partial cover"
	case Full:
		return "full cover"
	}
	return fmt.Sprintf("Cover(%d)", int(c))
}

// Modifier returns the attack-roll modifier of the level: +1, 0, −1, −2.
// A Cover that is not one of the four levels is read as Open, as
// [Covered] reads it.
func (c Cover) Modifier() int {
	if c < Open || c > Full {
		c = Open
	}
	return 1 - int(c)
}

// SolidModifier is the further modifier of solid cover (HG-C1).
const SolidModifier = -1

// CoverBySize returns the cover that terrain of Cover Size coverSize gives
// a target of Size size (HG-C2): full if coverSize > size, partial if
// coverSize > size/2, some otherwise. Cover Size 15 hides every model;
// lichen of Cover Size 7 gives full cover to Size 6 or less. A Cover Size
// that is NaN or negative is no Cover Size, and a size below 1 no
// target's: either gives Open (no cover from that terrain).
func CoverBySize(coverSize float64, size int) Cover {
	switch {
	case !(coverSize >= 0) || size < 1:
		return Open
	case coverSize > float64(size):
		return Full
	case 2*coverSize > float64(size):
		return Partial
	}
	return Some
}

// CoverByHidden returns the cover of representative terrain judged by eye
// (HG-C3), fed with the fraction of the target hidden: 0 in the open; up
// to half, some; more than half, partial; all of it, full. The seed also
// gives full cover when only a weapon or part of a limb shows: a player
// who judges so passes 1.
func CoverByHidden(hidden float64) (Cover, error) {
	switch {
	case !(hidden >= 0 && hidden <= 1):
		return Open, fmt.Errorf("heavygear: fraction hidden %v: want 0 to 1", hidden)
	case hidden == 1:
		return Full, nil
	case hidden > 0.5:
		return Partial, nil
	case hidden > 0:
		return Some, nil
	}
	return Open, nil
}

// CoverResult is the cover of a target against one attack, with its
// working (HG-C1).
type CoverResult struct {
	Cover Cover
	// Solid reports solid cover (a further −1).
	Solid bool
	// Modifier is the attack-roll modifier: the level's, plus −1 if solid.
	Modifier int
	// NoDirectFire reports full and solid cover: the target cannot be
	// chosen for direct fire.
	NoDirectFire bool
	// Feature is the board index of the piece that gives the cover (-1:
	// none, or judged by eye).
	Feature int
	// Why explains the result.
	Why string
}

// String returns the explanation.
func (r CoverResult) String() string { return r.Why }

// Covered returns the result of cover level c, solid or not (HG-C1). A
// Cover that is not one of the four levels is read as Open.
func Covered(c Cover, solid bool) CoverResult {
	if c < Open || c > Full {
		c = Open
	}
	r := CoverResult{Cover: c, Solid: solid, Modifier: c.Modifier(), Feature: -1}
	var b strings.Builder
	fmt.Fprintf(&b, "%s %+d", c, c.Modifier())
	if solid && c != Open {
		r.Modifier += SolidModifier
		fmt.Fprintf(&b, ", solid %+d", SolidModifier)
	} else {
		r.Solid = false
	}
	r.NoDirectFire = c == Full && r.Solid
	fmt.Fprintf(&b, ": %+d", r.Modifier)
	if r.NoDirectFire {
		b.WriteString("; full and solid: no direct fire")
	}
	r.Why = b.String()
	return r
}

// AbstractCover returns the cover abstract terrain gives a target of Size
// size at to against an attack from from (HG-C2): each piece with a
// [CoverSize] that the line of the attack passes through (a stretch of
// positive length) gives [CoverBySize]; the target takes the best, and
// among equal levels a solid piece. No such piece: in the open.
//
// Errors: a board not in inches, non-finite points, a size below 1, a
// trait of the wrong kind.
func AbstractCover(b *terrain.Board, from, to orb.Point, size int) (CoverResult, error) {
	if b == nil || b.Unit() != Unit {
		return CoverResult{}, fmt.Errorf("heavygear: want a board in %q", Unit)
	}
	if size < 1 {
		return CoverResult{}, fmt.Errorf("heavygear: target size %d: want at least 1", size)
	}
	cs, err := terrain.FeatureColumn(b, CoverSize)
	if err != nil {
		return CoverResult{}, fmt.Errorf("heavygear: %w", err)
	}
	solid, err := terrain.FeatureColumn(b, Solid)
	if err != nil {
		return CoverResult{}, fmt.Errorf("heavygear: %w", err)
	}
	sg, err := los.NewTracer(b).Trace(geom.Segment{A: from, B: to}, 0, 0)
	if err != nil {
		return CoverResult{}, fmt.Errorf("heavygear: %w", err)
	}
	best, bestSolid, feat := bestCover(sg.Crossings, cs, solid, size)
	r := Covered(best, bestSolid)
	r.Feature = feat
	if feat >= 0 {
		f := b.Feature(feat)
		r.Why = fmt.Sprintf("%q, cover size %s, against size %d: %s", f.ID, num(cs.At(feat)), size, r.Why)
	}
	return r, nil
}

// bestCover returns the best cover the areas crossed (stretches of
// positive length) give a target of Size size, by their Cover Size, and
// among equal levels a solid one, with the feature that gives it (-1:
// none, in the open).
func bestCover(xs []los.Crossing, cs terrain.Column[float64], solid terrain.Column[bool], size int) (Cover, bool, int) {
	best, bestSolid, feat := Open, false, -1
	for _, x := range xs {
		s, ok := cs.Lookup(x.Feature)
		if !ok || x.Shape != terrain.Area || !(x.Length > 0) {
			continue
		}
		c, sol := CoverBySize(s, size), solid.At(x.Feature)
		if c > best || c == best && sol && !bestSolid {
			best, bestSolid, feat = c, sol, x.Feature
		}
	}
	return best, bestSolid, feat
}
