package geom_test

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"pgregory.net/rapid"
)

// planeRatOrient is the oracle: the sign of the orientation determinant in
// exact rational arithmetic.
func planeRatOrient(a, b, c orb.Point) int {
	r := func(v float64) *big.Rat { return new(big.Rat).SetFloat64(v) }
	acx := new(big.Rat).Sub(r(a[0]), r(c[0]))
	bcy := new(big.Rat).Sub(r(b[1]), r(c[1]))
	acy := new(big.Rat).Sub(r(a[1]), r(c[1]))
	bcx := new(big.Rat).Sub(r(b[0]), r(c[0]))
	return new(big.Rat).Mul(acx, bcy).Cmp(new(big.Rat).Mul(acy, bcx))
}

func TestOrient2DTable(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	tiny := math.SmallestNonzeroFloat64
	cases := []struct {
		name    string
		a, b, c orb.Point
		want    int
	}{
		{"left", orb.Point{0, 0}, orb.Point{1, 0}, orb.Point{0, 1}, 1},
		{"right", orb.Point{0, 0}, orb.Point{1, 0}, orb.Point{0, -1}, -1},
		{"collinear beyond", orb.Point{0, 0}, orb.Point{1, 1}, orb.Point{3, 3}, 0},
		{"collinear between", orb.Point{0, 0}, orb.Point{2, 2}, orb.Point{1, 1}, 0},
		{"a equals b", orb.Point{1, 2}, orb.Point{1, 2}, orb.Point{5, 7}, 0},
		{"all equal", orb.Point{1, 2}, orb.Point{1, 2}, orb.Point{1, 2}, 0},
		{"near collinear above", orb.Point{0.5, 0.5}, orb.Point{12, 12}, orb.Point{24, math.Nextafter(24, 25)}, 1},
		{"near collinear below", orb.Point{0.5, 0.5}, orb.Point{12, 12}, orb.Point{24, math.Nextafter(24, 23)}, -1},
		{"near collinear exact", orb.Point{0.5, 0.5}, orb.Point{12, 12}, orb.Point{24, 24}, 0},
		{"overflowing differences", orb.Point{-math.MaxFloat64, 0}, orb.Point{math.MaxFloat64, 0}, orb.Point{0, 1}, 1},
		{"overflowing products", orb.Point{1e300, 1e300}, orb.Point{-1e300, -1e300}, orb.Point{1e300, math.Nextafter(1e300, 0)}, planeRatOrient(orb.Point{1e300, 1e300}, orb.Point{-1e300, -1e300}, orb.Point{1e300, math.Nextafter(1e300, 0)})},
		// Products of opposite signs: det's sign is certain even when their
		// difference overflows (the filter's detsum shortcut).
		{"opposite products, det overflows", orb.Point{1e154, -1e154}, orb.Point{1e154, 1e154}, orb.Point{0, 0}, 1},
		{"opposite products, det overflows, right", orb.Point{1e154, 1e154}, orb.Point{1e154, -1e154}, orb.Point{0, 0}, -1},
		{"one product zero", orb.Point{0, 0}, orb.Point{3, 0}, orb.Point{1, 1e-300}, 1},
		{"subnormal left", orb.Point{0, 0}, orb.Point{tiny, 0}, orb.Point{0, tiny}, 1},
		{"subnormal right", orb.Point{0, 0}, orb.Point{tiny, 0}, orb.Point{0, -tiny}, -1},
		{"subnormal collinear", orb.Point{0, 0}, orb.Point{tiny, tiny}, orb.Point{2 * tiny, 2 * tiny}, 0},
		{"NaN", orb.Point{nan, 0}, orb.Point{1, 0}, orb.Point{0, 1}, 0},
		{"Inf", orb.Point{0, 0}, orb.Point{inf, 0}, orb.Point{0, 1}, 0},
		{"-Inf in c", orb.Point{0, 0}, orb.Point{1, 0}, orb.Point{0, -inf}, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := geom.Orient2D(tc.a, tc.b, tc.c); got != tc.want {
				t.Errorf("Orient2D(%v, %v, %v) = %d, want %d", tc.a, tc.b, tc.c, got, tc.want)
			}
		})
	}
}

// planeWideFloat draws finite float64 values from the whole range, subnormals
// included.
func planeWideFloat() *rapid.Generator[float64] {
	return rapid.Custom(func(t *rapid.T) float64 {
		for {
			v := math.Float64frombits(rapid.Uint64().Draw(t, "bits"))
			if !math.IsNaN(v) && !math.IsInf(v, 0) {
				return v
			}
		}
	})
}

func planeOrientInputs() *rapid.Generator[[3]orb.Point] {
	wide := rapid.Custom(func(t *rapid.T) orb.Point {
		return orb.Point{planeWideFloat().Draw(t, "x"), planeWideFloat().Draw(t, "y")}
	})
	return rapid.OneOf(
		rapid.Custom(func(t *rapid.T) [3]orb.Point {
			p := geomtest.Point(1e6)
			return [3]orb.Point{p.Draw(t, "a"), p.Draw(t, "b"), p.Draw(t, "c")}
		}),
		geomtest.NearCollinear(1e6),
		geomtest.NearCollinear(1e-300),
		geomtest.NearCollinear(1e300),
		rapid.Custom(func(t *rapid.T) [3]orb.Point {
			return [3]orb.Point{wide.Draw(t, "a"), wide.Draw(t, "b"), wide.Draw(t, "c")}
		}),
	)
}

// Property 1: swapping two points flips the sign.
func TestOrient2DSwapFlips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := planeOrientInputs().Draw(t, "p")
		a, b, c := p[0], p[1], p[2]
		o := geom.Orient2D(a, b, c)
		if geom.Orient2D(b, a, c) != -o || geom.Orient2D(a, c, b) != -o || geom.Orient2D(c, b, a) != -o {
			t.Fatalf("swap does not flip %d", o)
		}
	})
}

// Property 2: cyclic rotation keeps the sign.
func TestOrient2DCyclic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := planeOrientInputs().Draw(t, "p")
		a, b, c := p[0], p[1], p[2]
		o := geom.Orient2D(a, b, c)
		if geom.Orient2D(b, c, a) != o || geom.Orient2D(c, a, b) != o {
			t.Fatalf("rotation changes %d", o)
		}
	})
}

// Property 3: zero iff collinear (checked on points constructed collinear
// exactly: integer multiples of an integer direction).
func TestOrient2DZeroIffCollinear(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := geomtest.Point(1e6).Draw(t, "a")
		a = orb.Point{math.Round(a[0]), math.Round(a[1])}
		dx := float64(rapid.IntRange(-1000, 1000).Draw(t, "dx"))
		dy := float64(rapid.IntRange(-1000, 1000).Draw(t, "dy"))
		i := float64(rapid.IntRange(-1000, 1000).Draw(t, "i"))
		j := float64(rapid.IntRange(-1000, 1000).Draw(t, "j"))
		b := orb.Point{a[0] + i*dx, a[1] + i*dy}
		c := orb.Point{a[0] + j*dx, a[1] + j*dy}
		if o := geom.Orient2D(a, b, c); o != 0 {
			t.Fatalf("collinear %v %v %v: %d", a, b, c, o)
		}
		off := orb.Point{c[0] + float64(rapid.IntRange(1, 3).Draw(t, "off"))*dy, c[1] - 0*dx}
		if planeRatOrient(a, b, off) != 0 && geom.Orient2D(a, b, off) == 0 {
			t.Fatalf("non-collinear %v %v %v reported collinear", a, b, off)
		}
	})
}

// Property 4: agreement with exact rational arithmetic.
func TestOrient2DAgreesWithRat(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := planeOrientInputs().Draw(t, "p")
		if got, want := geom.Orient2D(p[0], p[1], p[2]), planeRatOrient(p[0], p[1], p[2]); got != want {
			t.Fatalf("Orient2D%v = %d, big.Rat says %d", p, got, want)
		}
	})
}

func TestOrient2DNoAllocs(t *testing.T) {
	a, b, c := orb.Point{0.5, 0.5}, orb.Point{12, 12}, orb.Point{24, math.Nextafter(24, 25)}
	if n := testing.AllocsPerRun(100, func() { geom.Orient2D(a, b, c) }); n != 0 {
		t.Errorf("near-collinear Orient2D allocates %v times", n)
	}
}

var planeSinkInt int

func BenchmarkOrient2D(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	var pts [1024]orb.Point
	for i := range pts {
		pts[i] = orb.Point{rng.Float64() * 100, rng.Float64() * 100}
	}
	b.ReportAllocs()
	s, i := 0, 0
	for b.Loop() {
		s += geom.Orient2D(pts[i&1023], pts[(i+1)&1023], pts[(i+2)&1023])
		i++
	}
	planeSinkInt = s
}

func BenchmarkOrient2DNearCollinear(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	var tri [256][3]orb.Point
	for i := range tri {
		a := orb.Point{rng.Float64() * 100, rng.Float64() * 100}
		c := orb.Point{rng.Float64() * 100, rng.Float64() * 100}
		t := rng.Float64()
		m := orb.Point{a[0] + t*(c[0]-a[0]), a[1] + t*(c[1]-a[1])}
		m[1] = math.Nextafter(m[1], math.Inf(1))
		tri[i] = [3]orb.Point{a, m, c}
	}
	b.ReportAllocs()
	s, i := 0, 0
	for b.Loop() {
		p := &tri[i&255]
		s += geom.Orient2D(p[0], p[1], p[2])
		i++
	}
	planeSinkInt = s
}

func TestSideOfPoints(t *testing.T) {
	s := geom.Segment{A: orb.Point{0, 0}, B: orb.Point{10, 10}}
	tests := []struct {
		name string
		s    geom.Segment
		pts  []orb.Point
		want int
	}{
		{"all left", s, []orb.Point{{0, 1}, {3, 9}}, 1},
		{"all right", s, []orb.Point{{1, 0}, {9, 3}}, -1},
		{"both sides", s, []orb.Point{{0, 1}, {1, 0}}, 0},
		{"one on the line", s, []orb.Point{{0, 1}, {5, 5}}, 0},
		{"one ulp off the line", s, []orb.Point{{0.1, math.Nextafter(0.1, 1)}}, 1},
		{"no points", s, nil, 0},
		{"s a point", geom.Segment{A: orb.Point{1, 1}, B: orb.Point{1, 1}}, []orb.Point{{0, 1}}, 0},
		{"NaN", s, []orb.Point{{math.NaN(), 1}}, 0},
	}
	for _, c := range tests {
		if got := geom.SideOfPoints(c.s, c.pts); got != c.want {
			t.Errorf("%s: SideOfPoints = %d, want %d", c.name, got, c.want)
		}
	}
}
