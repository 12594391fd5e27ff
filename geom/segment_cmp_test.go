package geom_test

import (
	"math"
	"math/big"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

func TestSegmentCmpDistance(t *testing.T) {
	s := seg(0, 0, 4, 0)
	nan, inf := math.NaN(), math.Inf(1)
	cases := []struct {
		name string
		got  int
		want int
	}{
		{"point exactly x above the middle", s.CmpDistanceToPoint(pt(2, 3), 3), 0},
		{"point exactly x beyond an end (3-4-5)", s.CmpDistanceToPoint(pt(7, 4), 5), 0},
		{"point closer than x", s.CmpDistanceToPoint(pt(2, 3), 3.5), -1},
		{"point farther than x", s.CmpDistanceToPoint(pt(2, 3), 2.5), 1},
		{"point on the segment, x 0", s.CmpDistanceToPoint(pt(1, 0), 0), 0},
		{"point off the segment, x 0", s.CmpDistanceToPoint(pt(5, 0), 0), 1},
		{"zero-length segment is a point", seg(1, 1, 1, 1).CmpDistanceToPoint(pt(4, 5), 5), 0},
		{"a hair farther than x", seg(0, 0, 1, 0).CmpDistanceToPoint(pt(0.5, math.Nextafter(0.3, 1)), 0.3), 1},
		{"a hair closer than x", seg(0, 0, 1, 0).CmpDistanceToPoint(pt(0.5, math.Nextafter(0.3, 0)), 0.3), -1},
		{"point NaN", s.CmpDistanceToPoint(pt(nan, 0), 1), 1},
		{"x NaN", s.CmpDistanceToPoint(pt(0, 1), nan), 1},
		{"x negative", s.CmpDistanceToPoint(pt(0, 0), -1), 1},
		{"x +Inf", s.CmpDistanceToPoint(pt(1e300, 0), inf), -1},

		{"parallel segments exactly x apart", s.CmpDistance(seg(0, 2, 4, 2), 2), 0},
		{"crossing segments, x 0", s.CmpDistance(seg(1, -1, 1, 1), 0), 0},
		{"crossing segments, x positive", s.CmpDistance(seg(1, -1, 1, 1), 1), -1},
		{"collinear overlap", s.CmpDistance(seg(3, 0, 9, 0), 0), 0},
		{"collinear, a gap of x", s.CmpDistance(seg(6, 0, 9, 0), 2), 0},
		{"end near the middle of the other", s.CmpDistance(seg(2, 1, 2, 5), 1), 0},
		{"skew, farther than x", s.CmpDistance(seg(5, 1, 9, 7), 1), 1},
		{"two points", seg(0, 0, 0, 0).CmpDistance(seg(3, 4, 3, 4), 5), 0},
		{"segment Inf", s.CmpDistance(seg(0, inf, 1, 1), 10), 1},
		{"x +Inf, segments", s.CmpDistance(seg(1e300, 0, 1e300, 1), inf), -1},

		{"segment inside the polygon", seg(2, 2, 3, 3).CmpDistanceToPolygon(geom.Polygon{square(0, 0, 10, 10)}, 0), 0},
		{"segment crossing into it", seg(-5, 5, 5, 5).CmpDistanceToPolygon(geom.Polygon{square(0, 0, 10, 10)}, 0), 0},
		{"segment outside, exactly x", seg(-5, -5, -5, 5).CmpDistanceToPolygon(geom.Polygon{square(0, 0, 10, 10)}, 5), 0},
		{"segment outside, farther", seg(-5, -5, -5, 5).CmpDistanceToPolygon(geom.Polygon{square(0, 0, 10, 10)}, 4), 1},
		{"segment in a hole, exactly x", seg(4, 5, 6, 5).CmpDistanceToPolygon(geom.Polygon{square(0, 0, 10, 10), square(3, 3, 7, 7)}, 1), 0},
		{"segment in a hole, x 0", seg(4, 5, 6, 5).CmpDistanceToPolygon(geom.Polygon{square(0, 0, 10, 10), square(3, 3, 7, 7)}, 0), 1},
		{"one-point polygon", seg(0, 0, 4, 0).CmpDistanceToPolygon(geom.Polygon{{pt(2, 3)}}, 3), 0},
		{"empty polygon", s.CmpDistanceToPolygon(geom.Polygon{}, inf), 1},
		{"empty shell", s.CmpDistanceToPolygon(geom.Polygon{{}}, 1), 1},
		{"polygon NaN", s.CmpDistanceToPolygon(geom.Polygon{{pt(nan, 0), pt(1, 1), pt(0, 1)}}, 1), 1},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %d, want %d", c.name, c.got, c.want)
		}
	}
}

// TestSegmentCmpDistanceOracle checks the three comparisons against exact
// rational arithmetic on points of a coarse dyadic grid, where ties are
// common.
func TestSegmentCmpDistanceOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := func(l string) float64 { return float64(rapid.IntRange(-24, 24).Draw(t, l)) / 4 }
		p := func(l string) orb.Point { return orb.Point{c(l + "x"), c(l + "y")} }
		s, o := geom.Segment{A: p("a"), B: p("b")}, geom.Segment{A: p("c"), B: p("d")}
		q := p("q")
		x := float64(rapid.IntRange(0, 40).Draw(t, "x")) / 4
		if got, want := s.CmpDistanceToPoint(q, x), ratCmp(ratPointSeg2(q, s), x); got != want {
			t.Fatalf("%v.CmpDistanceToPoint(%v, %v) = %d, want %d", s, q, x, got, want)
		}
		if got, want := s.CmpDistance(o, x), ratCmp(ratSegSeg2(s, o), x); got != want {
			t.Fatalf("%v.CmpDistance(%v, %v) = %d, want %d", s, o, x, got, want)
		}
		tri := geom.Polygon{{o.A, o.B, q, o.A}}
		d2 := new(big.Rat)
		if tri.Locate(s.A) == geom.Outside {
			d2 = ratSegSeg2(s, o)
			for _, e := range []geom.Segment{{A: o.B, B: q}, {A: q, B: o.A}} {
				if v := ratSegSeg2(s, e); v.Cmp(d2) < 0 {
					d2 = v
				}
			}
		}
		if got, want := s.CmpDistanceToPolygon(tri, x), ratCmp(d2, x); got != want {
			t.Fatalf("%v.CmpDistanceToPolygon(%v, %v) = %d, want %d", s, tri, x, got, want)
		}
	})
}

func ratCmp(d2 *big.Rat, x float64) int {
	xr := new(big.Rat).SetFloat64(x)
	return d2.Cmp(xr.Mul(xr, xr))
}

// ratPointSeg2 is the squared distance from p to s, in rationals.
func ratPointSeg2(p orb.Point, s geom.Segment) *big.Rat {
	r := func(v float64) *big.Rat { return new(big.Rat).SetFloat64(v) }
	sub := func(a, b *big.Rat) *big.Rat { return new(big.Rat).Sub(a, b) }
	mul := func(a, b *big.Rat) *big.Rat { return new(big.Rat).Mul(a, b) }
	add := func(a, b *big.Rat) *big.Rat { return new(big.Rat).Add(a, b) }
	dx, dy := sub(r(s.B[0]), r(s.A[0])), sub(r(s.B[1]), r(s.A[1]))
	wx, wy := sub(r(p[0]), r(s.A[0])), sub(r(p[1]), r(s.A[1]))
	l2, dot := add(mul(dx, dx), mul(dy, dy)), add(mul(wx, dx), mul(wy, dy))
	tt := new(big.Rat)
	if l2.Sign() > 0 && dot.Sign() > 0 {
		tt.Quo(dot, l2)
		if tt.Cmp(big.NewRat(1, 1)) > 0 {
			tt.SetInt64(1)
		}
	}
	ex, ey := sub(wx, mul(tt, dx)), sub(wy, mul(tt, dy))
	return add(mul(ex, ex), mul(ey, ey))
}

// ratSegSeg2 is the squared distance between s and o, in rationals: 0 if
// they meet (decided by Intersects, itself checked against brute force in
// segment_test.go), else the least end-to-segment distance.
func ratSegSeg2(s, o geom.Segment) *big.Rat {
	if s.Intersects(o) {
		return new(big.Rat)
	}
	best := ratPointSeg2(s.A, o)
	for _, v := range []*big.Rat{ratPointSeg2(s.B, o), ratPointSeg2(o.A, s), ratPointSeg2(o.B, s)} {
		if v.Cmp(best) < 0 {
			best = v
		}
	}
	return best
}

// FuzzSegmentCmpDistance: the three-way comparison of the distance
// between two segments never panics and agrees with exact rationals on
// finite input.
func FuzzSegmentCmpDistance(f *testing.F) {
	f.Add(0.0, 0.0, 4.0, 0.0, 0.0, 2.0, 4.0, 2.0, 2.0)
	f.Add(0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.0)
	f.Add(1e300, -1e-300, 1e10, 3.0, 4.0, 5.0, 6.0, 7.0, 1e-10)
	f.Fuzz(func(t *testing.T, ax, ay, bx, by, cx, cy, dx, dy, x float64) {
		s := geom.Segment{A: orb.Point{ax, ay}, B: orb.Point{bx, by}}
		o := geom.Segment{A: orb.Point{cx, cy}, B: orb.Point{dx, dy}}
		got := s.CmpDistance(o, x)
		if !(x >= 0) || math.IsInf(x, 1) {
			return
		}
		for _, v := range []float64{ax, ay, bx, by, cx, cy, dx, dy} {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				if got != 1 {
					t.Fatalf("CmpDistance(%v, %v, %g) = %d on non-finite input, want 1", s, o, x, got)
				}
				return
			}
		}
		if want := ratCmp(ratSegSeg2(s, o), x); got != want {
			t.Fatalf("CmpDistance(%v, %v, %g) = %d, want %d", s, o, x, got, want)
		}
	})
}
