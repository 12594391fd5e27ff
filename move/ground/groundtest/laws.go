package groundtest

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/move/ground"
	"pgregory.net/rapid"
)

// CheckSplitInvariant checks law 1 on one input: under Proportional rounding,
// splitting leg i of path at parameter s (0 < s < 1) changes its cost by
// at most tol relative to the cost (crossing points and lengths are
// rounded, so the law holds up to rounding). Both paths must be blocked
// alike. Other rounding policies charge per stretch and do not obey it.
func CheckSplitInvariant(g *ground.Ground, path orb.LineString, i int, s, tol float64) error {
	if i < 0 || i+1 >= len(path) || !(s > 0 && s < 1) {
		return fmt.Errorf("groundtest: cannot split leg %d of a %d-point path at %v", i, len(path), s)
	}
	a, b := path[i], path[i+1]
	mid := orb.Point{a[0] + s*(b[0]-a[0]), a[1] + s*(b[1]-a[1])}
	split := make(orb.LineString, 0, len(path)+1)
	split = append(append(append(split, path[:i+1]...), mid), path[i+1:]...)
	whole, err := g.Cost(nil, path)
	if err != nil {
		return err
	}
	parts, err := g.Cost(nil, split)
	if err != nil {
		return err
	}
	if whole.Blocked != parts.Blocked {
		return fmt.Errorf("groundtest: path %v blocked %v, split at %v blocked %v", path, whole.Blocked, mid, parts.Blocked)
	}
	if whole.Blocked {
		return nil
	}
	if d := math.Abs(whole.Total - parts.Total); d > tol*max(1, whole.Total) {
		return fmt.Errorf("groundtest: path %v costs %v, split at %v costs %v\nwhole:\n%v\nsplit:\n%v",
			path, whole.Total, mid, parts.Total, g.Explain(whole), g.Explain(parts))
	}
	return nil
}

// CheckLegsSum checks law 2 on one input: a path's cost is the sum of its
// legs, each the sum of its items, and no item costs less than nothing.
func CheckLegsSum(g *ground.Ground, path orb.LineString) error {
	pc, err := g.Cost(nil, path)
	if err != nil {
		return err
	}
	total := 0.0
	for i, l := range pc.Legs {
		sum := 0.0
		for _, it := range pc.LegItems(i) {
			if !(it.Cost >= 0) {
				return fmt.Errorf("groundtest: path %v: item %+v costs %v", path, it, it.Cost)
			}
			sum += it.Cost
		}
		if sum != l.Cost {
			return fmt.Errorf("groundtest: path %v: leg %d items sum to %v, leg costs %v", path, i, sum, l.Cost)
		}
		total += l.Cost
	}
	if total != pc.Total {
		return fmt.Errorf("groundtest: path %v: legs sum to %v, total %v", path, total, pc.Total)
	}
	return nil
}

// Paths generates paths of 2..maxPoints points inside the rectangle b,
// their coordinates on a grid of step 1/8 (so that many points fall on
// feature edges and vertices), and a few fully random.
func Paths(b orb.Bound, maxPoints int) *rapid.Generator[orb.LineString] {
	coord := func(lo, hi float64) *rapid.Generator[float64] {
		return rapid.Custom(func(t *rapid.T) float64 {
			if rapid.IntRange(0, 4).Draw(t, "grid") > 0 {
				n := int((hi - lo) * 8)
				return lo + float64(rapid.IntRange(0, n).Draw(t, "k"))/8
			}
			return rapid.Float64Range(lo, hi).Draw(t, "x")
		})
	}
	pt := rapid.Custom(func(t *rapid.T) orb.Point {
		return orb.Point{coord(b.Min[0], b.Max[0]).Draw(t, "x"), coord(b.Min[1], b.Max[1]).Draw(t, "y")}
	})
	return rapid.Custom(func(t *rapid.T) orb.LineString {
		return rapid.SliceOfN(pt, 2, max(maxPoints, 2)).Draw(t, "path")
	})
}

// RandomPath draws a path like [Paths] from a random source.
func RandomPath(r *rand.Rand, b orb.Bound, maxPoints int) orb.LineString {
	coord := func(lo, hi float64) float64 {
		if r.IntN(5) > 0 {
			return lo + float64(r.IntN(int((hi-lo)*8)+1))/8
		}
		return lo + r.Float64()*(hi-lo)
	}
	n := 2 + r.IntN(max(maxPoints, 2)-1)
	path := make(orb.LineString, n)
	for i := range path {
		path[i] = orb.Point{coord(b.Min[0], b.Max[0]), coord(b.Min[1], b.Max[1])}
	}
	return path
}

// Config configures [CheckGround] and [CheckMotions].
type Config struct {
	// Tol is the relative tolerance of the split law (crossing points
	// are rounded).
	Tol float64
	// Paths, when set, generates the paths instead of [RandomPath] across
	// the board.
	Paths func(r *rand.Rand) orb.LineString
	// Seed is the first case's seed (0: 1); case k uses Seed+k. A failure
	// names its seed: set Seed to it and Cases to 1 to replay it.
	Seed uint64
	// Cases is the number of paths (default 100).
	Cases int
}

// CheckGround checks laws 1 and 2 on generated paths across g's board:
// every cost is the sum of its legs and items, and, when g rounds
// proportionally, splitting a leg changes nothing (up to Tol, relative).
// It fails when every path was blocked (nothing was costed).
func CheckGround(g *ground.Ground, cfg Config) error {
	if g == nil {
		return fmt.Errorf("groundtest: nil ground")
	}
	proportional := g.Options().Rounding == ground.Proportional
	return eachPath(g, cfg, func(path orb.LineString, r *rand.Rand) error {
		err := CheckLegsSum(g, path)
		if err == nil && proportional && len(path) >= 2 {
			err = CheckSplitInvariant(g, path, r.IntN(len(path)-1), 0.01+0.98*r.Float64(), cfg.Tol)
		}
		return err
	})
}

// eachPath calls check on cfg's generated paths across g's board, with
// each case's random source, and names the seed of a failure. It fails
// when every path was blocked.
func eachPath(g *ground.Ground, cfg Config, check func(path orb.LineString, r *rand.Rand) error) error {
	paths := cfg.Paths
	if paths == nil {
		ext := g.Board().Extent()
		paths = func(r *rand.Rand) orb.LineString { return RandomPath(r, ext, 5) }
	}
	seed := max(cfg.Seed, 1)
	cases := cfg.Cases
	if cases <= 0 {
		cases = 100
	}
	costed := 0
	for k := range cases {
		s := seed + uint64(k)
		r := rand.New(rand.NewPCG(s, 0x67726f756e64))
		path := paths(r)
		if err := check(path, r); err != nil {
			return fmt.Errorf("%w (seed %d: replay with Seed: %d, Cases: 1)", err, s, s)
		}
		if pc, err := g.Cost(nil, path); err == nil && !pc.Blocked {
			costed++
		}
	}
	if costed == 0 {
		return fmt.Errorf("groundtest: every one of %d paths was blocked (seeds %d-%d): the laws tested nothing", cases, seed, seed+uint64(cases)-1)
	}
	return nil
}
