package groundtest

import (
	"errors"
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
	if err := ready(g); err != nil {
		return err
	}
	if err := checkTol(tol); err != nil {
		return err
	}
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
	if err := ready(g); err != nil {
		return err
	}
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

// MaxPathPoints is the most points a generated path may have ([Paths],
// [RandomPath]), and MaxCases the most cases a suite runs ([Config],
// [ReachConfig]): caps that keep a mistaken count from asking for
// gigabytes or hours.
const (
	MaxPathPoints = 1 << 16
	MaxCases      = 1 << 16
)

// gridSteps is the most grid steps of 1/8 a coordinate range is drawn
// from; a wider range (a table wider than 2^40 units) is drawn uniformly.
const gridSteps = 1 << 43

// Paths generates paths of 2..maxPoints points inside the rectangle b,
// their coordinates on a grid of step 1/8 (so that many points fall on
// feature edges and vertices), and a few fully random. Where [RandomPath]
// returns an error (b not finite or empty, maxPoints outside
// 2..MaxPathPoints), the generator fails the test with it (t.Fatalf).
func Paths(b orb.Bound, maxPoints int) *rapid.Generator[orb.LineString] {
	bad := checkPathArgs(b, maxPoints)
	return rapid.Custom(func(t *rapid.T) orb.LineString {
		if bad != nil {
			t.Fatalf("%v", bad)
		}
		pt := rapid.Custom(func(t *rapid.T) orb.Point {
			var p orb.Point
			for k := range 2 {
				lo, hi := b.Min[k], b.Max[k]
				if steps := (hi - lo) * 8; rapid.IntRange(0, 4).Draw(t, "grid") > 0 && steps < gridSteps {
					p[k] = lo + float64(rapid.IntRange(0, int(steps)).Draw(t, "k"))/8
				} else {
					p[k] = between(lo, hi, rapid.Float64Range(0, 1).Draw(t, "u"))
				}
			}
			return p
		})
		return rapid.SliceOfN(pt, 2, maxPoints).Draw(t, "path")
	})
}

// RandomPath draws a path like [Paths] from a random source r.
//
// Errors: a nil or zero r (rand.Rand{} has no source), b not finite or
// empty (Min above Max), maxPoints below 2 or above MaxPathPoints.
func RandomPath(r *rand.Rand, b orb.Bound, maxPoints int) (orb.LineString, error) {
	if r == nil || *r == (rand.Rand{}) {
		return nil, errors.New("groundtest: nil or zero *rand.Rand (make one with rand.New)")
	}
	if err := checkPathArgs(b, maxPoints); err != nil {
		return nil, err
	}
	coord := func(lo, hi float64) float64 {
		if steps := (hi - lo) * 8; r.IntN(5) > 0 && steps < gridSteps {
			return lo + float64(r.Int64N(int64(steps)+1))/8
		}
		return between(lo, hi, r.Float64())
	}
	n := 2 + r.IntN(maxPoints-1)
	path := make(orb.LineString, n)
	for i := range path {
		path[i] = orb.Point{coord(b.Min[0], b.Max[0]), coord(b.Min[1], b.Max[1])}
	}
	return path, nil
}

// between returns the point u (0..1) of the way from lo to hi, in [lo,
// hi], without overflow on any finite range.
func between(lo, hi, u float64) float64 {
	return min(max(lo*(1-u)+hi*u, lo), hi)
}

// checkPathArgs returns the error of RandomPath and Paths for bounds b
// and a number of points.
func checkPathArgs(b orb.Bound, maxPoints int) error {
	for _, v := range [4]float64{b.Min[0], b.Min[1], b.Max[0], b.Max[1]} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("groundtest: path bounds %v: not finite", b)
		}
	}
	if b.Min[0] > b.Max[0] || b.Min[1] > b.Max[1] {
		return fmt.Errorf("groundtest: path bounds %v: empty", b)
	}
	if maxPoints < 2 || maxPoints > MaxPathPoints {
		return fmt.Errorf("groundtest: paths of up to %d points: want 2..MaxPathPoints %d", maxPoints, MaxPathPoints)
	}
	return nil
}

// ready returns an error for a nil or zero Ground, which the laws cannot
// test.
func ready(gs ...*ground.Ground) error {
	for _, g := range gs {
		if g.Board() == nil {
			return errors.New("groundtest: nil ground, or a zero one (build it with ground.New)")
		}
	}
	return nil
}

// checkTol returns an error for a tolerance that is negative or not
// finite, which would let every comparison pass or fail.
func checkTol(tol float64) error {
	if !(tol >= 0) || math.IsInf(tol, 1) {
		return fmt.Errorf("groundtest: tolerance %v: want a finite non-negative number", tol)
	}
	return nil
}

// checkCases returns the number of cases a suite runs: n, or def for 0
// or less; more than MaxCases is an error.
func checkCases(n, def int) (int, error) {
	if n > MaxCases {
		return 0, fmt.Errorf("groundtest: %d cases: more than MaxCases %d", n, MaxCases)
	}
	if n <= 0 {
		return def, nil
	}
	return n, nil
}

// Config configures [CheckGround] and [CheckMotions].
type Config struct {
	// Tol is the relative tolerance of the split law (crossing points
	// are rounded): finite and non-negative.
	Tol float64
	// Paths, when set, generates the paths instead of [RandomPath] across
	// the board.
	Paths func(r *rand.Rand) orb.LineString
	// Seed is the first case's seed (0: 1); case k uses Seed+k. A failure
	// names its seed: set Seed to it and Cases to 1 to replay it.
	Seed uint64
	// Cases is the number of paths (default 100; at most MaxCases).
	Cases int
}

// CheckGround checks laws 1 and 2 on generated paths across g's board:
// every cost is the sum of its legs and items, and, when g rounds
// proportionally, splitting a leg changes nothing (up to Tol, relative).
// It fails when every path was blocked (nothing was costed).
func CheckGround(g *ground.Ground, cfg Config) error {
	if err := ready(g); err != nil {
		return err
	}
	if err := checkTol(cfg.Tol); err != nil {
		return err
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
		paths = func(r *rand.Rand) orb.LineString {
			p, _ := RandomPath(r, ext, 5) // a board's extent is finite
			return p
		}
	}
	seed := max(cfg.Seed, 1)
	cases, err := checkCases(cfg.Cases, 100)
	if err != nil {
		return err
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
