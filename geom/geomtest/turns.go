package geomtest

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// CheckTurns checks that a model turned 45° at a time keeps exact arcs
// under rule, each case a model at a random grid point facing a random
// direction of small integer components or a multiple of 45°
// (geom.FacingDegrees), and targets on the eight directions of its
// facing turned by multiples of 45° (where arc edges lie, so that any
// rounding of a turn moves a target across one), besides a random point
// and base:
//
//  1. Turning the facing by 45° eight times (geom.Facing.Turn) gives
//     every target point and base the arcs of the facing before.
//  2. Turning FacingDegrees(d) by 45°, for d a multiple of 45°, gives
//     FacingDegrees(d + 45) itself, and so its arcs.
//
// It fails when every target of every case was in one arc (the law
// tested nothing).
func CheckTurns(rule ArcRule, cfg Config) error {
	if rule == nil {
		return errors.New("geomtest: nil arc rule")
	}
	cfg, err := cfg.norm()
	if err != nil {
		return err
	}
	seen := map[geom.Arc]bool{}
	err = cfg.run(func(r *rand.Rand) error {
		at := randomPoint(r, cfg.Box)
		deg := float64(45 * r.IntN(8))
		f := geom.FacingDegrees(deg)
		byDegrees := r.IntN(2) == 0
		if !byDegrees {
			f = geom.Facing{X: float64(r.IntN(7) - 3), Y: float64(r.IntN(7) - 3)}
			if !f.Valid() {
				f = geom.Facing{X: 1}
			}
		}
		targets := []orb.Point{randomPoint(r, cfg.Box)}
		for k := range 8 {
			e := f.Turn(float64(45 * k))
			for _, t := range [2]float64{1, 3} {
				targets = append(targets, orb.Point{at[0] + t*e.X, at[1] + t*e.Y})
			}
		}
		d := geom.Disc{Center: randomPoint(r, cfg.Box), R: float64(1+r.IntN(64)) / 8}
		g := f
		for k := 1; k <= 8; k++ {
			g = g.Turn(45)
			if want := geom.FacingDegrees(deg + float64(45*k)); byDegrees && g != want {
				return fmt.Errorf("geomtest: turns: FacingDegrees(%v) turned by 45° %d times is %v, not FacingDegrees(%v) = %v", deg, k, g, deg+float64(45*k), want)
			}
		}
		return sameArcs(rule, at, f, g, targets, d, seen)
	})
	switch {
	case err != nil:
		return err
	case len(seen) < 2:
		return fmt.Errorf("geomtest: turns: every target of %d cases was in one arc: the law tested nothing", cfg.Cases)
	}
	return nil
}

// sameArcs checks that facings f and g (f turned round) give each target
// and the base d the same arcs, recording the arcs seen.
func sameArcs(rule ArcRule, at orb.Point, f, g geom.Facing, targets []orb.Point, d geom.Disc, seen map[geom.Arc]bool) error {
	for _, q := range targets {
		a, b := rule.Of(at, f, q), rule.Of(at, g, q)
		seen[a] = true
		if a != b {
			return fmt.Errorf("geomtest: turns: %v from %v is in %v facing %v, but in %v after eight turns of 45° (facing %v)", q, at, a, f, b, g)
		}
	}
	for x := geom.Front; x <= geom.Rear; x++ {
		if a, b := rule.Disc(at, f, x, d), rule.Disc(at, g, x, d); a != b {
			return fmt.Errorf("geomtest: turns: base %v from %v is %v in %v facing %v, but %v after eight turns of 45° (facing %v)", d, at, a, x, f, b, g)
		}
	}
	return nil
}
