package geomtest

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/warkit/warkit/internal/lawcase"

	"github.com/paulmach/orb"
)

// Config says how many cases a law draws, and from which seed. Its zero
// value is the default of each field; a negative, NaN or infinite field,
// or one above its cap, makes every Check function return an error.
type Config struct {
	// Seed is the first case's seed (0: 1); case k uses Seed+k. A failure
	// names its seed: set Seed to it and Cases to 1 to replay it.
	Seed uint64
	// Cases is the number of cases (0: 200; at most [MaxCases]).
	Cases int
	// Box bounds the points, which are drawn on a grid of step 1/8 in
	// [-Box, Box]² (0: 100; at most [MaxBox]).
	Box float64
}

// MaxCases is the most cases one Check call draws: 2^20. A law's time is
// linear in its cases; to run more, call it again with the next Seed.
const MaxCases = 1 << 20

// MaxBox is the largest half-width of the square the laws and
// [RandomPoint] draw points from: 2^40, so that the grid of step 1/8 and
// the sums and quarter turns of its points are exact in float64.
const MaxBox = 1 << 40

// norm returns c with its defaults filled in, or an error naming a field
// that is negative, not finite or above its cap.
func (c Config) norm() (Config, error) {
	switch {
	case c.Cases < 0 || c.Cases > MaxCases:
		return c, fmt.Errorf("geomtest: Config.Cases %d is outside 0..MaxCases (%d)", c.Cases, MaxCases)
	case !(c.Box >= 0 && c.Box <= MaxBox):
		return c, fmt.Errorf("geomtest: Config.Box %v is outside 0..MaxBox (2^40)", c.Box)
	}
	c.Seed = max(c.Seed, 1)
	if c.Cases == 0 {
		c.Cases = 200
	}
	if c.Box == 0 {
		c.Box = 100
	}
	return c, nil
}

// run calls law for each case with its own random source, and wraps a
// failure with its seed.
func (c Config) run(law func(r *rand.Rand) error) error {
	return lawcase.Run(c.Seed, c.Cases, 0x67656f6d, law)
}

// RandomPoint draws a point of the grid of step 1/8 in [-box, box]²,
// uniformly, so that translations by grid vectors are exact (a box below
// 1/8 draws the origin). It returns an error, and the origin, for a nil
// or zero *rand.Rand (one not made by rand.New) or a box that is NaN or
// outside 0..[MaxBox].
func RandomPoint(r *rand.Rand, box float64) (orb.Point, error) {
	if r == nil || *r == (rand.Rand{}) {
		return orb.Point{}, errors.New("geomtest: RandomPoint: nil or zero *rand.Rand (make one with rand.New)")
	}
	if !(box >= 0 && box <= MaxBox) {
		return orb.Point{}, fmt.Errorf("geomtest: RandomPoint: box %v is outside 0..MaxBox (2^40)", box)
	}
	return randomPoint(r, box), nil
}

// randomPoint is RandomPoint for a valid source and box, as the laws
// draw. The grid has 2n+1 <= 2^44+1 points a side, drawn as int64 so that
// 32-bit platforms draw the same.
func randomPoint(r *rand.Rand, box float64) orb.Point {
	n := int64(box * 8)
	return orb.Point{float64(r.Int64N(2*n+1)-n) / 8, float64(r.Int64N(2*n+1)-n) / 8}
}

// CheckMetric checks that a user's distance between points is a metric
// up to tol (relative to the distances compared): d(p, p) = 0,
// d(p, q) = d(q, p) >= 0 and finite, and d(p, r) <= d(p, q) + d(q, r).
// It fails when every distance was 0, and returns an error for a nil d,
// a tol that is negative, NaN or infinite (which would make the triangle
// inequality fail or hold whatever d), or a bad cfg.
func CheckMetric(d func(p, q orb.Point) float64, tol float64, cfg Config) error {
	if d == nil {
		return errors.New("geomtest: nil distance")
	}
	if !(tol >= 0 && tol <= math.MaxFloat64) {
		return fmt.Errorf("geomtest: tolerance %v is not a finite number >= 0", tol)
	}
	cfg, err := cfg.norm()
	if err != nil {
		return err
	}
	positive := false
	err = cfg.run(func(r *rand.Rand) error {
		p, q, s := randomPoint(r, cfg.Box), randomPoint(r, cfg.Box), randomPoint(r, cfg.Box)
		if z := d(p, p); z != 0 {
			return fmt.Errorf("geomtest: d(%v, %v) = %v, want 0", p, p, z)
		}
		pq, qp, qs, ps := d(p, q), d(q, p), d(q, s), d(p, s)
		for _, x := range []float64{pq, qs, ps} {
			if !(x >= 0) || math.IsInf(x, 1) {
				return fmt.Errorf("geomtest: distance %v among %v, %v, %v: want finite and >= 0", x, p, q, s)
			}
		}
		positive = positive || pq > 0
		if pq != qp {
			return fmt.Errorf("geomtest: d(%v, %v) = %v, but d(%v, %v) = %v", p, q, pq, q, p, qp)
		}
		if ps > (pq+qs)*(1+tol) {
			return fmt.Errorf("geomtest: d(%v, %v) = %v exceeds d(%v, %v) + d(%v, %v) = %v", p, s, ps, p, q, q, s, pq+qs)
		}
		return nil
	})
	if err == nil && !positive {
		return errors.New("geomtest: every distance was 0: the law tested nothing")
	}
	return err
}
