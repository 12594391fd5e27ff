package los

import (
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// commonTangents returns the two common tangents of discs a and b (either
// may be a point, R == 0), outer ones (both discs on one side) or inner
// ones (on opposite sides), as segments from the tangency point on a to
// the one on b. The caller has checked that they exist.
//
// The formula keeps what is exact exact: with d = b.Center - a.Center,
// L = |d|² and k = a.R ∓ b.R, a unit normal of a tangent is
// ν = (k·d ± sqrt(L - k²)·d⊥) / L and the tangency points are
// a.Center + a.R·ν and b.Center ± b.R·ν. On a table with integer or
// binary-fraction coordinates and radii, a tangency point that is
// representable (a tangent along an axis, a 3-4-5 triangle) usually comes
// out exactly, so a sight line that runs exactly along a wall's edge or
// grazes a base is found as such; unit vectors through a hypot would
// round it off the edge. L - k² is formed with fused multiply-adds, which
// keeps it accurate when the discs are nearly inside (outer) or nearly
// touching (inner) each other.
func commonTangents(a, b geom.Disc, inner bool) (left, right geom.Segment) {
	dx, dy := b.Center[0]-a.Center[0], b.Center[1]-a.Center[1]
	k, sb := a.R-b.R, 1.0
	if inner {
		k, sb = a.R+b.R, -1.0
	}
	l := dx*dx + dy*dy
	h2 := twoSquares(dx, dy, k)
	h := math.Sqrt(max(h2, 0))
	// ν = (k·d ± h·d⊥)/L with d⊥ = (-dy, dx).
	lx, ly := (k*dx-h*dy)/l, (k*dy+h*dx)/l
	rx, ry := (k*dx+h*dy)/l, (k*dy-h*dx)/l
	left = geom.Segment{
		A: orb.Point{a.Center[0] + a.R*lx, a.Center[1] + a.R*ly},
		B: orb.Point{b.Center[0] + sb*b.R*lx, b.Center[1] + sb*b.R*ly},
	}
	right = geom.Segment{
		A: orb.Point{a.Center[0] + a.R*rx, a.Center[1] + a.R*ry},
		B: orb.Point{b.Center[0] + sb*b.R*rx, b.Center[1] + sb*b.R*ry},
	}
	return left, right
}

// twoSquares returns x² + y² - k², the products' rounding errors included
// (each product is split by a fused multiply-add into its rounded value
// and its exact error).
func twoSquares(x, y, k float64) float64 {
	px, py, pk := x*x, y*y, k*k
	ex, ey, ek := math.FMA(x, x, -px), math.FMA(y, y, -py), math.FMA(k, k, -pk)
	return ((px - pk) + py) + ((ex + ey) - ek)
}
