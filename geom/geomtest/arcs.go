package geomtest

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// ArcRule is a rule for a table model's arcs: the arc a point lies in,
// and how much of a base lies in an arc. [geom.Arcs] is one; a ruleset's
// own (arcs measured from a square base's edges, say) is another.
type ArcRule interface {
	Of(at orb.Point, f geom.Facing, target orb.Point) geom.Arc
	Disc(at orb.Point, f geom.Facing, arc geom.Arc, d geom.Disc) geom.InArc
}

// CheckArcs checks the laws of a facing rule on the table, each case a
// model at a random grid point with a random facing of integer components
// and a target point or base:
//
//  1. A quarter turn of the whole scene about the origin, a translation by
//     a grid vector and a reflection in the x axis (which swaps the two
//     flanks, both Flank) change no arc, of a point or of a base.
//  2. The arcs partition the plane: the arc Of gives a point holds it
//     wholly (Disc of a base of radius 0).
//  3. A base is wholly in at most one arc, and shrinking it keeps it
//     wholly in or not in an arc: "partly" lies between "wholly" and
//     "not", never beyond them. A base reaches into the arc of every
//     point well inside an arc that it holds (a point whose neighbours,
//     a sixteenth of the radius away, are in the same arc), so it is not
//     "not" in that arc, nor "wholly" in another.
//
// It fails when the cases met fewer than two arcs, or no base that was
// partly in one (the law tested nothing).
func CheckArcs(rule ArcRule, cfg Config) error {
	if rule == nil {
		return errors.New("geomtest: nil arc rule")
	}
	cfg, err := cfg.norm()
	if err != nil {
		return err
	}
	seen := map[geom.Arc]bool{}
	partly := false
	err = cfg.run(func(r *rand.Rand) error {
		at, p := randomPoint(r, cfg.Box), randomPoint(r, cfg.Box)
		f := geom.Facing{X: float64(r.IntN(7) - 3), Y: float64(r.IntN(7) - 3)}
		if !f.Valid() {
			f = geom.Facing{X: 1}
		}
		// Radii up to 8 in a box of 100, scaled with larger boxes so that
		// bases still straddle edges.
		rad := float64(1+r.IntN(64)) / 8 * max(1, cfg.Box/100)
		d := geom.Disc{Center: p, R: rad}
		shift := randomPoint(r, cfg.Box)
		moves := []move{
			{"a quarter turn", func(q orb.Point) orb.Point { return orb.Point{-q[1], q[0]} }, f.Left()},
			{"a translation", func(q orb.Point) orb.Point { return orb.Point{q[0] + shift[0], q[1] + shift[1]} }, f},
			{"a reflection", func(q orb.Point) orb.Point { return orb.Point{q[0], -q[1]} }, geom.Facing{X: f.X, Y: -f.Y}},
		}
		arc := rule.Of(at, f, p)
		seen[arc] = true
		if p != at {
			if got := rule.Disc(at, f, arc, geom.Disc{Center: p}); got != geom.WhollyInArc {
				return fmt.Errorf("geomtest: arcs: %v from %v facing %v is in %v, but Disc of the point says %v", p, at, f, arc, got)
			}
		}
		isPartly, err := checkBase(rule, at, f, d, moves)
		if err != nil {
			return err
		}
		partly = partly || isPartly
		if err := checkInnerPoints(rule, at, f, d); err != nil {
			return err
		}
		for _, m := range moves {
			if got := rule.Of(m.pt(at), m.f, m.pt(p)); got != arc {
				return fmt.Errorf("geomtest: arcs: %s moved %v from %v to %v", m.name, p, arc, got)
			}
		}
		return nil
	})
	switch {
	case err != nil:
		return err
	case len(seen) < 2:
		return fmt.Errorf("geomtest: arcs: every point of %d cases was in one arc: the laws tested nothing", cfg.Cases)
	case !partly:
		return fmt.Errorf("geomtest: arcs: no base of %d cases was partly in an arc: the laws tested nothing", cfg.Cases)
	}
	return nil
}

// move is a motion of the whole scene: points and the facing.
type move struct {
	name string
	pt   func(orb.Point) orb.Point
	f    geom.Facing
}

// checkBase checks laws 1 and 3 on the base d: each arc's answer for it
// is unchanged by the moves and by halving its radius when wholly or not,
// and it is wholly in one arc at most. It reports whether it was partly
// in some arc.
func checkBase(rule ArcRule, at orb.Point, f geom.Facing, d geom.Disc, moves []move) (partly bool, err error) {
	wholly := 0
	for x := geom.Front; x <= geom.Rear; x++ {
		c := rule.Disc(at, f, x, d)
		if c == geom.WhollyInArc {
			wholly++
		}
		partly = partly || c == geom.PartlyInArc
		small := rule.Disc(at, f, x, geom.Disc{Center: d.Center, R: d.R / 2})
		if c == geom.WhollyInArc && small != geom.WhollyInArc || c == geom.NotInArc && small != geom.NotInArc {
			return false, fmt.Errorf("geomtest: arcs: base %v is %v in %v, but half its radius is %v", d, c, x, small)
		}
		for _, m := range moves {
			md := geom.Disc{Center: m.pt(d.Center), R: d.R}
			if got := rule.Disc(m.pt(at), m.f, x, md); got != c {
				return false, fmt.Errorf("geomtest: arcs: %s changed base %v in %v from %v to %v", m.name, d, x, c, got)
			}
		}
	}
	if wholly > 1 {
		return false, fmt.Errorf("geomtest: arcs: base %v from %v facing %v is wholly in %d arcs", d, at, f, wholly)
	}
	return partly, nil
}

// checkInnerPoints checks law 3's last part on points inside d: its
// centre and the points half its radius from it along the axes, each
// taken when it and its four neighbours a sixteenth of the radius away
// are in one arc, other than the apex's (on a grid of step 1/8, a radius
// of k/8 puts them all on the grid of step 1/128, exactly).
func checkInnerPoints(rule ArcRule, at orb.Point, f geom.Facing, d geom.Disc) error {
	c, h, e := d.Center, d.R/2, d.R/16
	for _, q := range [5]orb.Point{c, {c[0] + h, c[1]}, {c[0] - h, c[1]}, {c[0], c[1] + h}, {c[0], c[1] - h}} {
		arc := rule.Of(at, f, q)
		stable := q != at
		for _, n := range [4]orb.Point{{q[0] + e, q[1]}, {q[0] - e, q[1]}, {q[0], q[1] + e}, {q[0], q[1] - e}} {
			stable = stable && n != at && rule.Of(at, f, n) == arc
		}
		if !stable {
			continue
		}
		for x := geom.Front; x <= geom.Rear; x++ {
			got := rule.Disc(at, f, x, d)
			if x == arc && got == geom.NotInArc || x != arc && got == geom.WhollyInArc {
				return fmt.Errorf("geomtest: arcs: base %v holds %v, well inside %v from %v facing %v, but is %v in %v", d, q, arc, at, f, got, x)
			}
		}
	}
	return nil
}
