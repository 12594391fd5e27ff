package cem

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/warkit/warkit/combat"
)

// FigureFire is one figure's part in its unit's fire (CEM-L7).
type FigureFire struct {
	// Figure is the figure's index in its unit, ID its name.
	Figure int
	ID     string
	// Sees reports that the figure itself sees some figure of the enemy
	// unit (CEM-L4, C2).
	Sees bool
	// Fires reports that the figure may fire with its unit; Reason says
	// why not.
	Fires  bool
	Reason string
	// Line is the sight line that decided: a clear one when the figure
	// fires, otherwise the first one that fails.
	Line Sight
}

// UnitFire is whether a unit may fire at an enemy unit, which of its
// figures fire, and the unit's fire after the reduction for those that
// cannot (CEM-L2, L7).
type UnitFire struct {
	// Seen reports that some figure of the shooter sees some figure of
	// the target: the units see each other (CEM-L2), so the unit may fire.
	Seen    bool
	Figures []FigureFire
	// Total is the fire of all the shooter's figures, Lost that of the
	// figures that cannot fire.
	Total, Lost int
	// Fire is Total minus the rule's fraction (1/3 by default) of Lost;
	// 0 when the units do not see each other.
	Fire combat.Frac
}

// String explains f, one line per figure.
func (f UnitFire) String() string {
	var w strings.Builder
	if !f.Seen {
		w.WriteString("no figure sees the enemy unit: no fire\n")
	} else {
		fmt.Fprintf(&w, "fire %v (total %d, %d from figures that cannot fire)\n", f.Fire, f.Total, f.Lost)
	}
	for _, x := range f.Figures {
		if x.Fires {
			fmt.Fprintf(&w, "  %s fires\n", x.ID)
		} else {
			fmt.Fprintf(&w, "  %s does not fire: %s\n", x.ID, x.Reason)
		}
	}
	return w.String()
}

// UnitSees reports whether some figure of a sees some figure of b, with
// the first such line (CEM-L2): the golden rule makes it the same as
// UnitSees(b, a) (CEM-L1). Errors: a nil or zero Board, an invalid unit
// (no figures, a position that is not finite). Cost: at most one sight
// line per pair of figures.
func (bd *Board) UnitSees(a, b Unit) (bool, Sight, error) {
	if err := bd.ready(); err != nil {
		return false, Sight{}, err
	}
	if err := errors.Join(a.Validate(), b.Validate()); err != nil {
		return false, Sight{}, err
	}
	var last Sight
	for _, fa := range a.Figures {
		for _, fb := range b.Figures {
			s, err := bd.LoS(End{At: fa.At, Edge: a.Edge}, End{At: fb.At, Edge: b.Edge})
			if err != nil {
				return false, Sight{}, err
			}
			if s.Seen {
				return true, s, nil
			}
			last = s
		}
	}
	return false, last, nil
}

// UnitFire decides which figures of shooter may fire at target and the
// shooter's fire (CEM-L2, L7). If any figure of the shooter sees any
// figure of the target, the whole unit may fire, except figures whose own
// sight lines cross an obstacle of visibility 2 or more that they are
// not in, or are interrupted by crest lines: under [AnyLineClear] a
// figure fires if at least one of its lines to the target's figures is
// clear; under [EveryLineClear] none of its lines may cross such an
// obstacle. An obstacle exempted by an edge declaration (CEM-L5) is not
// crossed. The fire is Total − FireCut × Lost ("resta del total un
// tercio del fuego de las figuras que no disparan", the seed's literal
// words, by default).
//
// Errors: a nil or zero Board, an invalid unit, a total fire that does
// not fit an int. Cost: one sight line per pair of figures.
func (bd *Board) UnitFire(shooter, target Unit) (UnitFire, error) {
	if err := bd.ready(); err != nil {
		return UnitFire{}, err
	}
	if err := shooter.Validate(); err != nil {
		return UnitFire{}, err
	}
	if err := target.Validate(); err != nil {
		return UnitFire{}, err
	}
	var out UnitFire
	for i := range shooter.Figures {
		ff, err := bd.figureFire(shooter, i, target)
		if err != nil {
			return UnitFire{}, err
		}
		out.Seen = out.Seen || ff.Sees
		out.Figures = append(out.Figures, ff)
	}
	for _, ff := range out.Figures {
		fire := shooter.Figures[ff.Figure].Fire
		if fire > math.MaxInt-out.Total {
			return UnitFire{}, fmt.Errorf("cem: unit %q: the fire of its figures does not fit an int", shooter.Name)
		}
		out.Total += fire
		if !out.Seen || !ff.Fires {
			out.Lost += fire // Lost <= Total: no overflow
		}
	}
	if !out.Seen {
		for k := range out.Figures {
			if out.Figures[k].Fires {
				out.Figures[k].Fires = false
				out.Figures[k].Reason = "the units do not see each other"
			}
		}
		return out, nil
	}
	fr, err := unitFire(out.Total, out.Lost, bd.rules.fireCut())
	if err != nil {
		return UnitFire{}, fmt.Errorf("cem: unit fire: %w", err)
	}
	out.Fire = fr
	return out, nil
}

// figureFire decides whether figure i of shooter may fire at target
// (CEM-L7): it sees if one of its lines is seen; it fires if one of them
// (under EveryLineClear, each) is clear of crest lines and of foreign
// obstacles of visibility 2 or more. Line is the first clear line, or
// the line that explains why not (a heavy obstacle before a crest line).
func (bd *Board) figureFire(shooter Unit, i int, target Unit) (FigureFire, error) {
	f := shooter.Figures[i]
	own := bd.AppendOwn(nil, f.At)
	ff := FigureFire{Figure: i, ID: shooter.figureName(i)}
	clear, obstacle := false, false
	var firstClear, bad Sight
	var why string
	for _, g := range target.Figures {
		s, err := bd.LoS(End{At: f.At, Edge: shooter.Edge}, End{At: g.At, Edge: target.Edge})
		if err != nil {
			return FigureFire{}, err
		}
		ff.Sees = ff.Sees || s.Seen
		reason, heavy := bd.barred(s, own)
		if reason == "" {
			if !clear {
				firstClear = s
			}
			clear = true
			continue
		}
		if why == "" || heavy && !obstacle {
			bad, why = s, reason
		}
		obstacle = obstacle || heavy
	}
	ff.Fires = clear && (bd.rules.FigureLines != EveryLineClear || !obstacle)
	switch {
	case ff.Fires:
		ff.Line = firstClear
	case why == "":
		ff.Line, ff.Reason = bad, "no sight line to the enemy unit"
	default:
		ff.Line, ff.Reason = bad, why
	}
	return ff, nil
}

// barred returns why line s bars its observer, standing in the features
// own, from firing along it: a heavy obstacle (heavy true), else a crest
// line that interrupts it; "" if the line is clear.
func (bd *Board) barred(s Sight, own []int) (reason string, heavy bool) {
	if reason := bd.heavyObstacle(s, own); reason != "" {
		return reason, true
	}
	if s.Blocked {
		return fmt.Sprintf("crest %q interrupts its line at %s", s.Second, pt(s.BlockedPoint)), false
	}
	return "", false
}

// heavyObstacle returns why line s bars its observer, standing in the
// features own, from firing: a counted obstacle of visibility 2 or more
// that the observer is not in; "" if there is none.
func (bd *Board) heavyObstacle(s Sight, own []int) string {
	for _, t := range s.Terms {
		if t.Exempt || t.Amount == 0 || t.Visibility < SeenBelow || containsInt(own, t.Feature) {
			continue
		}
		return fmt.Sprintf("its line crosses %s %q (visibility %s), which it is not in", t.Type, t.ID, num(t.Visibility))
	}
	return ""
}

// unitFire returns total - cut·lost in combat's exact fractions.
func unitFire(total, lost int, cut combat.Frac) (combat.Frac, error) {
	t, err := combat.NewFrac(int64(total), 1)
	if err != nil {
		return combat.Frac{}, err
	}
	l, err := combat.NewFrac(int64(lost), 1)
	if err != nil {
		return combat.Frac{}, err
	}
	cl, err := cut.Mul(l)
	if err != nil {
		return combat.Frac{}, err
	}
	return t.Sub(cl)
}
