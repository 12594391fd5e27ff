// Package lawcase is what the law kits (geomtest, hextest and the
// others) share: running a law over numbered, seeded cases so that a
// failure names the seed that replays it.
package lawcase

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
)

// MaxCases is the most cases one run of a law draws: a count such as 2^40
// is an error naming the kits' option (Config.Cases), not a run that never
// ends. A million cases is far more than a property test needs; a user who
// wants more runs the law again from the next seed.
const MaxCases = 1 << 20

// Run calls law for the cases first, first+1, ... first+n-1, each with its
// own random source (PCG seeded with the case number and stream), and
// wraps the first failure with its seed and how to replay it. The source
// is valid during the call only: Run reseeds it for the next case, so a
// run allocates nothing of its own per case and costs n calls of law.
//
// A nil law, n outside 1..MaxCases, and seeds that would pass
// math.MaxUint64 are errors.
func Run(first uint64, n int, stream uint64, law func(r *rand.Rand) error) error {
	switch {
	case law == nil:
		return errors.New("lawcase: nil law")
	case n < 1 || n > MaxCases:
		return fmt.Errorf("lawcase: %d cases, want 1..%d (Config.Cases)", n, MaxCases)
	case first > math.MaxUint64-uint64(n-1):
		return fmt.Errorf("lawcase: %d cases from seed %d pass the last seed, %d (Config.Seed)", n, first, uint64(math.MaxUint64))
	}
	src := rand.NewPCG(first, stream)
	r := rand.New(src)
	for k := range n {
		s := first + uint64(k)
		src.Seed(s, stream)
		if err := law(r); err != nil {
			return fmt.Errorf("%w (seed %d: replay with Seed: %d, Cases: 1)", err, s, s)
		}
	}
	return nil
}
