package los

import (
	"math"
	"math/big"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// Chunks returns how many chunks of the given size the crossing's length
// makes: ceil(Length/size) (a fraction counts), or with full set
// floor(Length/size) (only whole chunks count). It is 0 for a zero length
// or a size that is not positive and finite.
//
// The count is exact, not rounded: where the length is within rounding of
// a multiple of size, the ends of the stretch are recomputed as exact
// rationals from the polygon edges (or input points) they lie on and the
// squared length is compared with (k·size)² exactly. So a stretch exactly
// 5 long across a field is one chunk of 5, even on a diagonal where
// floating point gives 5.000000000000004. The exact path runs only near
// such ties.
func (c Crossing) Chunks(size float64, full bool) int {
	if !(size > 0) || math.IsInf(size, 1) || !(c.Length > 0) {
		return 0
	}
	q := c.Length / size
	k := math.Floor(q)
	if k > 1<<40 {
		if full {
			return int(k)
		}
		return int(math.Ceil(q))
	}
	// Decide floor exactly: the largest k with k·size <= L.
	near := math.Round(q)
	if math.Abs(q-near) > 1e-9*(1+q) {
		if full {
			return int(k)
		}
		return int(k) + 1
	}
	cmp := c.cmpLength(int64(near), size)
	switch {
	case cmp == 0: // an exact multiple
		return int(near)
	case cmp > 0: // L > near·size
		if full {
			return int(near)
		}
		return int(near) + 1
	}
	if full {
		return int(near) - 1
	}
	return int(near)
}

// cmpLength compares the exact length of the crossing with k·size.
func (c Crossing) cmpLength(k int64, size float64) int {
	t0 := c.exactParam(c.ct0)
	t1 := c.exactParam(c.ct1)
	dt := new(big.Rat).Sub(t1, t0)
	dx := new(big.Rat).Sub(rat(c.seg.B[0]), rat(c.seg.A[0]))
	dy := new(big.Rat).Sub(rat(c.seg.B[1]), rat(c.seg.A[1]))
	l2 := new(big.Rat).Add(new(big.Rat).Mul(dx, dx), new(big.Rat).Mul(dy, dy))
	lhs := new(big.Rat).Mul(new(big.Rat).Mul(dt, dt), l2)
	x := new(big.Rat).Mul(rat(size), new(big.Rat).SetInt64(k))
	rhs := new(big.Rat).Mul(x, x)
	return lhs.Cmp(rhs)
}

func rat(x float64) *big.Rat { return new(big.Rat).SetFloat64(x) }

// exactParam returns the exact parameter along the canonical segment of
// the boundary point nearest the rounded parameter t: an end of the
// segment, a polygon vertex on it, or the crossing of an edge.
func (c Crossing) exactParam(t float64) *big.Rat {
	s := c.seg
	if t == 0 {
		return new(big.Rat)
	}
	if t == 1 {
		return new(big.Rat).SetInt64(1)
	}
	var best *big.Rat
	bestD := math.Inf(1)
	consider := func(tf float64, exact func() *big.Rat) {
		if d := math.Abs(tf - t); d < bestD {
			bestD, best = d, exact()
		}
	}
	for _, r := range c.poly {
		for i := 0; i+1 < len(r); i++ {
			e := geom.Segment{A: r[i], B: r[i+1]}
			x := s.Intersect(e)
			switch x.Kind {
			case geom.Crossing:
				consider(x.TP, func() *big.Rat { return crossParam(s, e) })
			case geom.Touching, geom.Overlapping:
				for _, p := range []orb.Point{x.P, x.Q} {
					tp := pointParam(s, p)
					consider(tp, func() *big.Rat { return pointParamExact(s, p) })
				}
			}
		}
	}
	if best == nil {
		return rat(t)
	}
	return best
}

// crossParam is the exact parameter along s of its proper crossing with e:
// cross(e.A - s.A, e.d) / cross(s.d, e.d).
func crossParam(s, e geom.Segment) *big.Rat {
	sdx := new(big.Rat).Sub(rat(s.B[0]), rat(s.A[0]))
	sdy := new(big.Rat).Sub(rat(s.B[1]), rat(s.A[1]))
	edx := new(big.Rat).Sub(rat(e.B[0]), rat(e.A[0]))
	edy := new(big.Rat).Sub(rat(e.B[1]), rat(e.A[1]))
	wx := new(big.Rat).Sub(rat(e.A[0]), rat(s.A[0]))
	wy := new(big.Rat).Sub(rat(e.A[1]), rat(s.A[1]))
	num := new(big.Rat).Sub(new(big.Rat).Mul(wx, edy), new(big.Rat).Mul(wy, edx))
	den := new(big.Rat).Sub(new(big.Rat).Mul(sdx, edy), new(big.Rat).Mul(sdy, edx))
	if den.Sign() == 0 {
		return new(big.Rat)
	}
	return num.Quo(num, den)
}

// pointParamExact is the exact parameter of an input point p lying on s.
func pointParamExact(s geom.Segment, p orb.Point) *big.Rat {
	k := 0
	if math.Abs(s.B[1]-s.A[1]) > math.Abs(s.B[0]-s.A[0]) {
		k = 1
	}
	num := new(big.Rat).Sub(rat(p[k]), rat(s.A[k]))
	den := new(big.Rat).Sub(rat(s.B[k]), rat(s.A[k]))
	if den.Sign() == 0 {
		return new(big.Rat)
	}
	return num.Quo(num, den)
}
