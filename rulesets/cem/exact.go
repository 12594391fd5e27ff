package cem

import (
	"math/big"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// closerThan reports, exactly, whether the edge-to-edge distance of a and
// b is strictly less than x (CEM-M3's "a menos de"). geom decides "at
// most x" exactly (Disc.Within); the tie, exactly x, is decided here in
// rational arithmetic, since geom has no strict form.
func closerThan(a, b geom.Disc, x float64) bool {
	if !a.Within(b, x) {
		return false
	}
	return sq(rat(b.Center[0]), rat(a.Center[0]), rat(b.Center[1]), rat(a.Center[1])).
		Cmp(sqSum(rat(a.R), rat(b.R), rat(x))) < 0
}

func rat(x float64) *big.Rat { return new(big.Rat).SetFloat64(x) }

// sq returns (x1−x0)² + (y1−y0)².
func sq(x1, x0, y1, y0 *big.Rat) *big.Rat {
	dx := new(big.Rat).Sub(x1, x0)
	dy := new(big.Rat).Sub(y1, y0)
	return dx.Add(dx.Mul(dx, dx), dy.Mul(dy, dy))
}

// sqSum returns (a + b + c)².
func sqSum(a, b, c *big.Rat) *big.Rat {
	s := new(big.Rat).Add(a, b)
	s.Add(s, c)
	return s.Mul(s, s)
}

// advance returns the sign of (p − q) · d, exactly: positive when p is
// further than q along the direction d.
func advance(p, q, d orb.Point) int {
	x := new(big.Rat).Mul(new(big.Rat).Sub(rat(p[0]), rat(q[0])), rat(d[0]))
	y := new(big.Rat).Mul(new(big.Rat).Sub(rat(p[1]), rat(q[1])), rat(d[1]))
	return x.Add(x, y).Sign()
}
