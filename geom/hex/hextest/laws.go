package hextest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/warkit/warkit/internal/lawcase"

	"github.com/warkit/warkit/geom/hex"
)

// Config says how many cases a law draws, and from which seed.
type Config struct {
	// Seed is the first case's seed (0: 1); case k uses Seed+k. A failure
	// names its seed: set Seed to it and Cases to 1 to replay it.
	Seed uint64
	// Cases is the number of cases (0: 200).
	Cases int
	// Radius bounds the hexes drawn (0: 20).
	Radius int
}

func (c Config) norm() Config {
	c.Seed = max(c.Seed, 1)
	if c.Cases <= 0 {
		c.Cases = 200
	}
	if c.Radius <= 0 {
		c.Radius = 20
	}
	return c
}

// run calls law for each case with its own random source, and wraps a
// failure with its seed.
func (c Config) run(law func(r *rand.Rand) error) error {
	return lawcase.Run(c.Seed, c.Cases, 0x67656f6d, law)
}

// RandomHex draws a hex within distance radius of the origin.
func RandomHex(r *rand.Rand, radius int) hex.Hex {
	radius = max(radius, 0)
	q := r.IntN(2*radius+1) - radius
	lo, hi := max(-radius, -q-radius), min(radius, -q+radius)
	return hex.Hex{Q: q, R: lo + r.IntN(hi-lo+1)}
}

// CheckInvariant checks that a user's function of two hexes (a
// distance, a range or arc test, a LoS-free shape rule) gives the same
// answer when both hexes are translated together, or rotated together by
// a multiple of 60° about the first. It fails when f gave the same answer
// in every case (the law then tested nothing).
func CheckInvariant[T comparable](f func(a, b hex.Hex) T, cfg Config) error {
	if f == nil {
		return errors.New("hextest: nil function")
	}
	cfg = cfg.norm()
	var first T
	n, varied := 0, false
	err := cfg.run(func(r *rand.Rand) error {
		a, b, v := RandomHex(r, cfg.Radius), RandomHex(r, cfg.Radius), RandomHex(r, cfg.Radius)
		k := r.IntN(6)
		x := f(a, b)
		if t := f(a.Add(v), b.Add(v)); t != x {
			return fmt.Errorf("hextest: f(%v, %v) = %v, but translated by %v: %v", a, b, x, v, t)
		}
		if t := f(a, b.RotateAround(a, k)); t != x {
			return fmt.Errorf("hextest: f(%v, %v) = %v, but rotated %d×60° about %v: %v", a, b, x, k, a, t)
		}
		if n == 0 {
			first = x
		}
		n++
		varied = varied || x != first
		return nil
	})
	if err == nil && !varied {
		return errors.New("hextest: f gave the same answer in every case: the law tested nothing")
	}
	return err
}

// CheckSymmetric checks that f(a, b) == f(b, a).
func CheckSymmetric[T comparable](f func(a, b hex.Hex) T, cfg Config) error {
	if f == nil {
		return errors.New("hextest: nil function")
	}
	cfg = cfg.norm()
	return cfg.run(func(r *rand.Rand) error {
		a, b := RandomHex(r, cfg.Radius), RandomHex(r, cfg.Radius)
		if x, y := f(a, b), f(b, a); x != y {
			return fmt.Errorf("hextest: f(%v, %v) = %v, but f(%v, %v) = %v", a, b, x, b, a, y)
		}
		return nil
	})
}

// CheckShape checks a user's function that appends the hexes of a
// shape around a centre (a zone, a template, a blast area): the shape
// around c+v is the shape around c moved by v, and, with rotations, the
// shape is the same set after a rotation by 60° about c. The order of
// the hexes does not matter; duplicates are an error. It fails when
// every shape was empty.
func CheckShape(f func(dst []hex.Hex, c hex.Hex) []hex.Hex, rotations bool, cfg Config) error {
	if f == nil {
		return errors.New("hextest: nil function")
	}
	cfg = cfg.norm()
	nonEmpty := false
	err := cfg.run(func(r *rand.Rand) error {
		c, v := RandomHex(r, cfg.Radius), RandomHex(r, cfg.Radius)
		s := sortedHexes(f(nil, c))
		nonEmpty = nonEmpty || len(s) > 0
		for i := 1; i < len(s); i++ {
			if s[i] == s[i-1] {
				return fmt.Errorf("hextest: shape around %v holds %v twice", c, s[i])
			}
		}
		moved := make([]hex.Hex, len(s))
		for i, h := range s {
			moved[i] = h.Add(v)
		}
		if t := sortedHexes(f(nil, c.Add(v))); !slices.Equal(t, sortedHexes(moved)) {
			return fmt.Errorf("hextest: shape around %v is %v, but around %v it is %v, not the same moved by %v", c, s, c.Add(v), t, v)
		}
		if !rotations {
			return nil
		}
		rot := make([]hex.Hex, len(s))
		for i, h := range s {
			rot[i] = h.RotateAround(c, 1)
		}
		if !slices.Equal(sortedHexes(rot), s) {
			return fmt.Errorf("hextest: shape around %v is not the same set after a rotation by 60°", c)
		}
		return nil
	})
	if err == nil && !nonEmpty {
		return errors.New("hextest: every shape was empty: the law tested nothing")
	}
	return err
}

func sortedHexes(hs []hex.Hex) []hex.Hex {
	slices.SortFunc(hs, func(a, b hex.Hex) int {
		if a.Q != b.Q {
			return a.Q - b.Q
		}
		return a.R - b.R
	})
	return hs
}
