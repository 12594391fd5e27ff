package ground

import (
	"fmt"
	"math"

	"github.com/paulmach/orb"
)

// Furthest returns the furthest point a mover starting at from can reach
// moving straight in direction dir (a vector; only its direction
// matters: a tiny or huge one, such as (5e-324, 0), is scaled by a power
// of two first, which keeps its direction) with allowance MP, and the cost of getting there (a lead figure moving
// its full allowance in a straight line). The move stops at the board's edge, before anything
// impassable, or where the next bit of movement would cost more than the
// allowance, whichever comes first.
//
// With a clearance (Options.Clearance), the mover is a base: it stops
// where the base would first overlap an impassable feature or hang over
// the board's edge (touching is allowed), since Cost blocks the path
// there.
//
// The answer is found by bisection on the cost of the straight path (which
// never decreases along it, under every rounding policy), to the
// resolution of float64: the returned point's measured cost is at most
// allowance, and any point measurably further along costs more or is
// blocked. Under PerUnitOrFraction and PerStartedUnit rounding, a move
// therefore stops at a whole unit of the terrain it is in.
//
// Errors: from off the board or not finite, a start where the mover may
// not stand (as for [Ground.Reach]), dir zero or not finite, allowance
// negative or NaN.
func (g *Ground) Furthest(t *Tape, from orb.Point, dir orb.Point, allowance float64) (orb.Point, PathCost, error) {
	if t == nil {
		t = new(Tape)
	}
	if err := g.checkFurthest(t, from, dir, allowance); err != nil {
		return from, PathCost{}, err
	}
	end := g.edge(from, scaled(dir))
	path := orb.LineString{from, end}
	cost := func(s float64) float64 {
		path[1] = orb.Point{from[0] + s*(end[0]-from[0]), from[1] + s*(end[1]-from[1])}
		if s == 1 {
			path[1] = end
		}
		pc, _ := g.Cost(t, path)
		return pc.Total
	}
	lo := 1.0
	if cost(1) > allowance {
		lo = lastWithin(cost, allowance)
	}
	cost(lo)
	pc, err := g.Cost(t, path)
	return path[1], pc, err
}

// checkFurthest returns Furthest's error for an allowance negative or
// NaN, a start off the board, not finite or where the mover may not
// stand, a direction zero or not finite.
func (g *Ground) checkFurthest(t *Tape, from, dir orb.Point, allowance float64) error {
	if math.IsNaN(allowance) || allowance < 0 {
		return fmt.Errorf("ground: allowance %v: want a non-negative number", allowance)
	}
	if err := g.checkPath(orb.LineString{from}); err != nil {
		return err
	}
	if err := g.standError(t, "furthest", from); err != nil {
		return err
	}
	if !(dir[0] != 0 || dir[1] != 0) || math.IsNaN(dir[0]+dir[1]) || math.IsInf(dir[0], 0) || math.IsInf(dir[1], 0) {
		return fmt.Errorf("ground: direction (%v %v): want a non-zero finite vector", dir[0], dir[1])
	}
	return nil
}

// lastWithin bisects [0, 1] for the largest s with cost(s) <= allowance,
// given cost non-decreasing, cost(0) <= allowance < cost(1): it returns
// the lower bound once the interval stops shrinking in float64, or after
// 80 halvings.
func lastWithin(cost func(float64) float64, allowance float64) float64 {
	lo, hi := 0.0, 1.0
	for range 80 {
		mid := lo + (hi-lo)/2
		if mid <= lo || mid >= hi {
			break
		}
		if cost(mid) <= allowance {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// scaled returns d, finite and not zero, times the power of two that
// brings its larger component's magnitude into [1/2, 1): the same
// direction, exactly, unless its smaller component falls below the
// smallest float (a turn of less than 2^-1073 radians). The ray from a
// point of the board along it then leaves the board at a finite
// distance, where a subnormal d would reach it only at +Inf.
func scaled(d orb.Point) orb.Point {
	_, e := math.Frexp(max(math.Abs(d[0]), math.Abs(d[1])))
	return orb.Point{math.Ldexp(d[0], -e), math.Ldexp(d[1], -e)}
}

// edge returns where the ray from p in direction d leaves the board.
func (g *Ground) edge(p, d orb.Point) orb.Point {
	ext := g.board.Extent()
	s := math.Inf(1)
	for k := range 2 {
		switch {
		case d[k] > 0:
			s = min(s, (ext.Max[k]-p[k])/d[k])
		case d[k] < 0:
			s = min(s, (ext.Min[k]-p[k])/d[k])
		}
	}
	q := orb.Point{p[0] + s*d[0], p[1] + s*d[1]}
	// Clamp rounding onto the extent.
	for k := range 2 {
		q[k] = min(max(q[k], ext.Min[k]), ext.Max[k])
	}
	return q
}
