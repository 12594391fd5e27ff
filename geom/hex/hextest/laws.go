package hextest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/warkit/warkit/internal/lawcase"

	"github.com/warkit/warkit/geom/hex"
)

// Config says how many cases a law draws, and from which seed. Its zero
// value is the default of each field; a negative field, or one above its
// cap, makes every Check function return an error.
type Config struct {
	// Seed is the first case's seed (0: 1); case k uses Seed+k. A failure
	// names its seed: set Seed to it and Cases to 1 to replay it.
	Seed uint64
	// Cases is the number of cases (0: 200; at most [MaxCases]).
	Cases int
	// Radius bounds the hexes drawn (0: 20; at most [MaxRadius]).
	Radius int
}

// MaxCases is the most cases one Check call draws: 2^20. A law's time is
// linear in its cases; to run more, call it again with the next Seed.
const MaxCases = 1 << 20

// MaxRadius is the largest radius of the hexes a law or [RandomHex]
// draws: 2^26, so that every hex a law builds from them (a sum of two, a
// rotation of one about another) is still [hex.Hex.Valid].
const MaxRadius = 1 << 26

// norm returns c with its defaults filled in, or an error naming a field
// that is negative or above its cap.
func (c Config) norm() (Config, error) {
	switch {
	case c.Cases < 0 || c.Cases > MaxCases:
		return c, fmt.Errorf("hextest: Config.Cases %d is outside 0..MaxCases (%d)", c.Cases, MaxCases)
	case c.Radius < 0 || c.Radius > MaxRadius:
		return c, fmt.Errorf("hextest: Config.Radius %d is outside 0..MaxRadius (%d)", c.Radius, MaxRadius)
	}
	c.Seed = max(c.Seed, 1)
	if c.Cases == 0 {
		c.Cases = 200
	}
	if c.Radius == 0 {
		c.Radius = 20
	}
	return c, nil
}

// run calls law for each case with its own random source, and wraps a
// failure with its seed.
func (c Config) run(law func(r *rand.Rand) error) error {
	return lawcase.Run(c.Seed, c.Cases, 0x67656f6d, law)
}

// RandomHex draws a hex within distance radius of the origin, uniformly
// over the rows of Q and then over R. It returns an error, and the zero
// Hex, for a nil or zero *rand.Rand (one not made by rand.New) or a
// radius outside 0..[MaxRadius].
func RandomHex(r *rand.Rand, radius int) (hex.Hex, error) {
	if r == nil || *r == (rand.Rand{}) {
		return hex.Hex{}, errors.New("hextest: RandomHex: nil or zero *rand.Rand (make one with rand.New)")
	}
	if radius < 0 || radius > MaxRadius {
		return hex.Hex{}, fmt.Errorf("hextest: RandomHex: radius %d is outside 0..MaxRadius (%d)", radius, MaxRadius)
	}
	return randomHex(r, radius), nil
}

// randomHex is RandomHex for a valid source and radius, as the laws draw.
func randomHex(r *rand.Rand, radius int) hex.Hex {
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
	cfg, err := cfg.norm()
	if err != nil {
		return err
	}
	var first T
	n, varied := 0, false
	err = cfg.run(func(r *rand.Rand) error {
		a, b, v := randomHex(r, cfg.Radius), randomHex(r, cfg.Radius), randomHex(r, cfg.Radius)
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
	cfg, err := cfg.norm()
	if err != nil {
		return err
	}
	return cfg.run(func(r *rand.Rand) error {
		a, b := randomHex(r, cfg.Radius), randomHex(r, cfg.Radius)
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
	cfg, err := cfg.norm()
	if err != nil {
		return err
	}
	nonEmpty := false
	err = cfg.run(func(r *rand.Rand) error {
		c, v := randomHex(r, cfg.Radius), randomHex(r, cfg.Radius)
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
