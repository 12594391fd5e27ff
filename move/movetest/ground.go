package movetest

import (
	"fmt"
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/move"
	"pgregory.net/rapid"
)

// SplitInvariant checks law 6 on one input: under Proportional rounding,
// splitting leg i of path at parameter s (0 < s < 1) changes its cost by
// at most tol relative to the cost (crossing points and lengths are
// rounded, so the law holds up to rounding). Both paths must be blocked
// alike. Other rounding policies charge per stretch and do not obey it.
func SplitInvariant(g *move.Ground, path orb.LineString, i int, s, tol float64) error {
	if i < 0 || i+1 >= len(path) || !(s > 0 && s < 1) {
		return fmt.Errorf("movetest: cannot split leg %d of a %d-point path at %v", i, len(path), s)
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
		return fmt.Errorf("movetest: path %v blocked %v, split at %v blocked %v", path, whole.Blocked, mid, parts.Blocked)
	}
	if whole.Blocked {
		return nil
	}
	if d := math.Abs(whole.Total - parts.Total); d > tol*max(1, whole.Total) {
		return fmt.Errorf("movetest: path %v costs %v, split at %v costs %v\nwhole:\n%v\nsplit:\n%v",
			path, whole.Total, mid, parts.Total, g.Explain(whole), g.Explain(parts))
	}
	return nil
}

// LegsSum checks that a path's cost is the sum of its legs, each the sum
// of its items, and that no item costs less than nothing.
func LegsSum(g *move.Ground, path orb.LineString) error {
	pc, err := g.Cost(nil, path)
	if err != nil {
		return err
	}
	total := 0.0
	for i, l := range pc.Legs {
		sum := 0.0
		for _, it := range pc.LegItems(i) {
			if !(it.Cost >= 0) {
				return fmt.Errorf("movetest: path %v: item %+v costs %v", path, it, it.Cost)
			}
			sum += it.Cost
		}
		if sum != l.Cost {
			return fmt.Errorf("movetest: path %v: leg %d items sum to %v, leg costs %v", path, i, sum, l.Cost)
		}
		total += l.Cost
	}
	if total != pc.Total {
		return fmt.Errorf("movetest: path %v: legs sum to %v, total %v", path, total, pc.Total)
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

// CheckGround checks the continuous laws on random paths across g's
// board: every cost is the sum of its legs and items, and, when g rounds
// proportionally, splitting a leg changes nothing (up to tol, relative).
func CheckGround(t TB, g *move.Ground, tol float64) {
	t.Helper()
	paths := Paths(g.Board().Extent(), 5)
	proportional := g.Options().Rounding == move.Proportional
	rapid.Check(t, func(rt *rapid.T) {
		path := paths.Draw(rt, "path")
		if err := LegsSum(g, path); err != nil {
			rt.Fatal(err)
		}
		if !proportional {
			return
		}
		i := rapid.IntRange(0, len(path)-2).Draw(rt, "leg")
		s := rapid.Float64Range(0.01, 0.99).Draw(rt, "at")
		if err := SplitInvariant(g, path, i, s, tol); err != nil {
			rt.Fatal(err)
		}
	})
}
