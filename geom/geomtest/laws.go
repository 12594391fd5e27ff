package geomtest

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/warkit/warkit/internal/lawcase"

	"github.com/paulmach/orb"
)

// Config says how many cases a law draws, and from which seed.
type Config struct {
	// Seed is the first case's seed (0: 1); case k uses Seed+k. A failure
	// names its seed: set Seed to it and Cases to 1 to replay it.
	Seed uint64
	// Cases is the number of cases (0: 200).
	Cases int
	// Box bounds the points, which are drawn on a grid of step 1/8 in
	// [-Box, Box]² (0: 100).
	Box float64
}

func (c Config) norm() Config {
	c.Seed = max(c.Seed, 1)
	if c.Cases <= 0 {
		c.Cases = 200
	}
	if !(c.Box > 0) || math.IsInf(c.Box, 1) {
		c.Box = 100
	}
	return c
}

// run calls law for each case with its own random source, and wraps a
// failure with its seed.
func (c Config) run(law func(r *rand.Rand) error) error {
	return lawcase.Run(c.Seed, c.Cases, 0x67656f6d, law)
}

// RandomPoint draws a point of [-box, box]² on a grid of step 1/8, so
// that translations by grid vectors are exact.
func RandomPoint(r *rand.Rand, box float64) orb.Point {
	n := int(box * 8)
	return orb.Point{float64(r.IntN(2*n+1)-n) / 8, float64(r.IntN(2*n+1)-n) / 8}
}

// CheckMetric checks that a user's distance between points is a metric
// up to tol (relative to the distances compared): d(p, p) = 0,
// d(p, q) = d(q, p) >= 0 and finite, and d(p, r) <= d(p, q) + d(q, r).
// It fails when every distance was 0.
func CheckMetric(d func(p, q orb.Point) float64, tol float64, cfg Config) error {
	if d == nil {
		return errors.New("geomtest: nil distance")
	}
	cfg = cfg.norm()
	positive := false
	err := cfg.run(func(r *rand.Rand) error {
		p, q, s := RandomPoint(r, cfg.Box), RandomPoint(r, cfg.Box), RandomPoint(r, cfg.Box)
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
