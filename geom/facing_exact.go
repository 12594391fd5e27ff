package geom

import (
	"math"

	"github.com/paulmach/orb"
)

// This file holds the exact predicates of the facing tests. A sector edge
// is the facing f turned by an angle, written e = a·f + b·f⊥ with
// f⊥ = (-f.Y, f.X) and (a, b) the turn's (cos, sin), unnormalised (for
// multiples of 45° it is (1, 1), (0, 1), ...). For a point p seen from
// the apex at, with v = p - at, C = f × v and D = f · v:
//
//	e × v = a·C - b·D    (which side of the edge's line p is on)
//	e · v = a·D + b·C    (whether p is ahead of the apex along the edge)
//	|e|² = (a² + b²)(f.X² + f.Y²)
//
// Each is a polynomial in the float64 inputs (degree 3, or 6 for the
// squared comparisons with a base's radius), decided by a float filter
// and, near zero, by the exact kernel of exact.go.

// turn is a direction relative to a facing: (cos, sin) of the angle,
// unnormalised.
type turn struct{ a, b float64 }

// turnOf returns the turn of deg degrees: exact at multiples of 45°, and
// of deg reduced modulo 360 (exactly) otherwise.
func turnOf(deg float64) turn {
	if x, y, ok := eighthTurn(deg); ok {
		return turn{x, y}
	}
	s, c := math.Sincos(math.Mod(deg, 360) * (math.Pi / 180))
	return turn{c, s}
}

// neg is the turn by 180° more: the same line, the other way.
func (t turn) neg() turn { return turn{-t.a, -t.b} }

// filterTiny bounds the magnitudes the float filters trust: below it,
// products may underflow and the relative bounds fail, so the exact
// kernel decides.
const filterTiny = 0x1p-900

// view is one point p seen from a model at at facing f: C = f × v and
// D = f · v (v = p - at) in floats, with the magnitudes that bound their
// rounding, computed once and read by every edge test of a query.
type view struct {
	at, p  orb.Point
	f      Facing
	vx, vy float64 // p - at, rounded
	c, d   float64 // C and D, rounded
	mc, md float64 // |f.X·vy| + |f.Y·vx| and |f.X·vx| + |f.Y·vy|
	fn     float64 // |f|, rounded (+Inf if f.X² + f.Y² overflows)
}

func newView(at orb.Point, f Facing, p orb.Point) view {
	var v view
	v.init(at, f, p)
	return v
}

// init sets v in place (a view is 13 words: the hot paths fill one on
// their stack rather than copy a returned one).
func (v *view) init(at orb.Point, f Facing, p orb.Point) {
	vx, vy := p[0]-at[0], p[1]-at[1]
	c1, c2 := f.X*vy, f.Y*vx
	d1, d2 := f.X*vx, f.Y*vy
	v.at, v.p, v.f, v.vx, v.vy = at, p, f, vx, vy
	v.c, v.d = c1-c2, d1+d2
	v.mc, v.md = math.Abs(c1)+math.Abs(c2), math.Abs(d1)+math.Abs(d2)
	v.fn = math.Sqrt(f.X*f.X + f.Y*f.Y)
}

// edge returns e × v for the edge of turn t, rounded, and a bound on its
// error, valid when the bound is above filterTiny: each of C and D is off
// by at most 3ε times its magnitude, and the turn's products and the
// subtraction add at most 2ε more of the total.
func (v *view) edge(t turn) (x, bound float64) {
	x = t.a*v.c - t.b*v.d
	return x, 8 * epsilon * (math.Abs(t.a)*v.mc + math.Abs(t.b)*v.md)
}

// cross returns the sign of e × v: +1 when p is counter-clockwise of the
// edge, 0 on its line.
func (v *view) cross(t turn) int {
	if x, b := v.edge(t); b > filterTiny && math.Abs(x) > b {
		return 1 - 2*int(math.Float64bits(x)>>63)
	}
	return edgeExact(t, v.f, v.at, v.p)
}

// dot returns the sign of e · v: +1 when p is ahead of the apex along
// the edge. e · v = a·D + b·C is minus e' × v for the turn
// e' = (-b, a), 90° further.
func (v *view) dot(t turn) int { return -v.cross(turn{-t.b, t.a}) }

// distCmp returns the sign of X - r·|e|, where X = e × v is |e| times the
// signed distance of p from the edge's line (positive counter-clockwise)
// and r >= 0 a base's radius: +1 when a base of radius r at p lies
// strictly on the counter-clockwise side, 0 when it touches the line from
// that side. tn is |t|, rounded.
func (v *view) distCmp(t turn, tn, r float64) int {
	if r == 0 {
		return v.cross(t)
	}
	x, b := v.edge(t)
	if b > filterTiny {
		if x < -b || x == 0 && b == 0 {
			return -1
		}
		// r·|e| rounded has a relative error below 4ε.
		if re := r * tn * v.fn; re > filterTiny && re <= math.MaxFloat64 {
			switch {
			case x-b > re*(1+8*epsilon):
				return 1
			case x+b < re*(1-8*epsilon):
				return -1
			}
		}
	}
	if v.cross(t) <= 0 {
		return -1
	}
	return edgeDistExact(t, v.f, v.at, v.p, r)
}

// nearRay reports whether the point of the ray from the apex along edge t
// nearest to p is strictly closer than r: a base of radius r at p meets
// the ray in more than a touch.
func (v *view) nearRay(t turn, tn, r float64) bool {
	if v.dot(t) > 0 {
		// The foot of p on the edge's line is on the ray: |X| < r|e|.
		return v.distCmp(t, tn, r) < 0 && v.distCmp(t.neg(), tn, r) < 0
	}
	// The apex is the ray's nearest point: |p - at| < r.
	return discCmp(v.at[0], v.at[1], v.p[0], v.p[1], r, r, 0, 0) < 0
}

// edgeExact returns the sign of e × (p - at) in exact arithmetic.
func edgeExact(t turn, f Facing, at, p orb.Point) int {
	if !finitePoint(at) || !finitePoint(p) {
		return 0
	}
	safe := kernelSafe(3, t.a, t.b, f.X, f.Y, at[0], at[1], p[0], p[1])
	return run(safe, func(big bool) (int, bool) {
		k := kernel{big: big}
		var x num
		edgeNum(&k, &x, t, f, at, p)
		return k.sign(&x), k.ovf
	})
}

// edgeNum sets z to e × (p - at) = a·C - b·D exactly, with C and D
// expanded into products of inputs (no rounded difference).
func edgeNum(k *kernel, z *num, t turn, f Facing, at, p orb.Point) {
	var c, d, a, b, ac, bd num
	k.set(&c, 0)
	k.addProd(&c, f.X, p[1])
	k.addProd(&c, -f.X, at[1])
	k.addProd(&c, -f.Y, p[0])
	k.addProd(&c, f.Y, at[0])
	k.set(&d, 0)
	k.addProd(&d, f.X, p[0])
	k.addProd(&d, -f.X, at[0])
	k.addProd(&d, f.Y, p[1])
	k.addProd(&d, -f.Y, at[1])
	k.set(&a, t.a)
	k.set(&b, t.b)
	k.mul(&ac, &a, &c)
	k.mul(&bd, &b, &d)
	k.add(z, &ac, &bd, -1)
}

// edgeDistExact is the exact stage of distCmp when X > 0: the sign of
// X² - r²(a² + b²)(f.X² + f.Y²), a polynomial of degree 6.
func edgeDistExact(t turn, f Facing, at, c orb.Point, r float64) int {
	safe := kernelSafe(6, t.a, t.b, f.X, f.Y, at[0], at[1], c[0], c[1], r)
	return run(safe, func(big bool) (int, bool) {
		k := kernel{big: big}
		var x, x2, ab, ff, rr, t1, rhs num
		edgeNum(&k, &x, t, f, at, c)
		k.mul(&x2, &x, &x)
		k.set(&ab, 0)
		k.addProd(&ab, t.a, t.a)
		k.addProd(&ab, t.b, t.b)
		k.set(&ff, 0)
		k.addProd(&ff, f.X, f.X)
		k.addProd(&ff, f.Y, f.Y)
		k.set(&rr, 0)
		k.addProd(&rr, r, r)
		k.mul(&t1, &rr, &ab)
		k.mul(&rhs, &t1, &ff)
		return k.cmp(&x2, &rhs), k.ovf
	})
}
