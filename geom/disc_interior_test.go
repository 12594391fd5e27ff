package geom_test

import (
	"math/big"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

func TestDiscMeetsInteriorAndInside(t *testing.T) {
	unit := geom.Disc{Center: orb.Point{0, 0}, R: 1}
	seg := func(ax, ay, bx, by float64) geom.Segment {
		return geom.Segment{A: orb.Point{ax, ay}, B: orb.Point{bx, by}}
	}
	meets := []struct {
		name string
		s    geom.Segment
		want bool
	}{
		{"through the centre", seg(-2, 0, 2, 0), true},
		{"grazing the rim", seg(-2, 1, 2, 1), false},
		{"a hair inside the rim", seg(-2, 0.9999999999999999, 2, 0.9999999999999999), true},
		{"ending on the rim", seg(0, 3, 0, 1), false},
		{"ending inside", seg(0, 3, 0, 0.5), true},
		{"a point inside", seg(0.5, 0, 0.5, 0), true},
		{"missing", seg(2, 2, 3, 3), false},
	}
	for _, tc := range meets {
		if got := unit.MeetsInterior(tc.s); got != tc.want {
			t.Errorf("%s: MeetsInterior = %v, want %v", tc.name, got, tc.want)
		}
	}
	inside := []struct {
		name string
		d, o geom.Disc
		want bool
	}{
		{"a copy", unit, unit, true},
		{"touching from inside", geom.Disc{Center: orb.Point{0.5, 0}, R: 0.5}, unit, true},
		{"poking out", geom.Disc{Center: orb.Point{0.5, 0}, R: 0.5000000000000001}, unit, false},
		{"larger", unit, geom.Disc{R: 0.5}, false},
		{"apart", geom.Disc{Center: orb.Point{3, 0}, R: 0.1}, unit, false},
		{"invalid", geom.Disc{R: -1}, unit, false},
	}
	for _, tc := range inside {
		if got := tc.d.Inside(tc.o); got != tc.want {
			t.Errorf("%s: Inside = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// Both agree with exact rational arithmetic on small dyadic coordinates,
// where ties are common.
func TestDiscMeetsInteriorAndInsideExact(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		v := func(name string) float64 { return float64(rapid.IntRange(-16, 16).Draw(t, name)) / 4 }
		r := func(name string) float64 { return float64(rapid.IntRange(0, 12).Draw(t, name)) / 4 }
		d := geom.Disc{Center: orb.Point{v("cx"), v("cy")}, R: r("r")}
		s := geom.Segment{A: orb.Point{v("ax"), v("ay")}, B: orb.Point{v("bx"), v("by")}}
		if got, want := d.MeetsInterior(s), d.R > 0 && ratSegDist2(d.Center, s).Cmp(ratSq(d.R)) < 0; got != want {
			t.Fatalf("MeetsInterior(%v, %v) = %v, want %v", d, s, got, want)
		}
		o := geom.Disc{Center: orb.Point{v("ox"), v("oy")}, R: r("or")}
		k := new(big.Rat).Sub(rat(o.R), rat(d.R))
		want := k.Sign() >= 0 && ratDist2(d.Center, o.Center).Cmp(new(big.Rat).Mul(k, k)) <= 0
		if got := d.Inside(o); got != want {
			t.Fatalf("%v.Inside(%v) = %v, want %v", d, o, got, want)
		}
	})
}

func rat(x float64) *big.Rat { return new(big.Rat).SetFloat64(x) }

func ratSq(x float64) *big.Rat { r := rat(x); return r.Mul(r, r) }

func ratDist2(p, q orb.Point) *big.Rat {
	dx := new(big.Rat).Sub(rat(p[0]), rat(q[0]))
	dy := new(big.Rat).Sub(rat(p[1]), rat(q[1]))
	return dx.Add(dx.Mul(dx, dx), dy.Mul(dy, dy))
}

// ratSegDist2 is the exact squared distance from p to the segment s.
func ratSegDist2(p orb.Point, s geom.Segment) *big.Rat {
	dx := new(big.Rat).Sub(rat(s.B[0]), rat(s.A[0]))
	dy := new(big.Rat).Sub(rat(s.B[1]), rat(s.A[1]))
	wx := new(big.Rat).Sub(rat(p[0]), rat(s.A[0]))
	wy := new(big.Rat).Sub(rat(p[1]), rat(s.A[1]))
	l2 := new(big.Rat).Add(new(big.Rat).Mul(dx, dx), new(big.Rat).Mul(dy, dy))
	if l2.Sign() == 0 {
		return ratDist2(p, s.A)
	}
	dot := new(big.Rat).Add(new(big.Rat).Mul(wx, dx), new(big.Rat).Mul(wy, dy))
	switch {
	case dot.Sign() <= 0:
		return ratDist2(p, s.A)
	case dot.Cmp(l2) >= 0:
		return ratDist2(p, s.B)
	}
	cr := new(big.Rat).Sub(new(big.Rat).Mul(wx, dy), new(big.Rat).Mul(wy, dx))
	cr.Mul(cr, cr)
	return cr.Quo(cr, l2)
}
