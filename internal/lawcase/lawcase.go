// Package lawcase is what the law kits (geomtest, hextest and the
// others) share: running a law over numbered, seeded cases so that a
// failure names the seed that replays it.
package lawcase

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Run calls law for the cases first, first+1, ... first+n-1, each with its
// own random source (PCG seeded with the case number and stream), and
// wraps the first failure with its seed and how to replay it.
func Run(first uint64, n int, stream uint64, law func(r *rand.Rand) error) error {
	if law == nil {
		return errors.New("lawcase: nil law")
	}
	for k := range n {
		s := first + uint64(k)
		if err := law(rand.New(rand.NewPCG(s, stream))); err != nil {
			return fmt.Errorf("%w (seed %d: replay with Seed: %d, Cases: 1)", err, s, s)
		}
	}
	return nil
}
