package geom

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"pgregory.net/rapid"
)

// kernelBoth evaluates an exact stage in expansions and in math/big and
// fails if they disagree or the expansions overflowed. Only on safe input
// (kernelSafe for the stage's degree, as its callers test): outside that
// range products may underflow, which is why the kernel never uses
// expansions there (rapid found a coordinate of 1e-162 whose square
// vanished in a degree-4 expansion).
func kernelBoth(t *rapid.T, name string, safe bool, f func(big bool) (int, bool)) int {
	b, _ := f(true)
	if !safe {
		return b
	}
	e, ovf := f(false)
	if ovf {
		t.Fatalf("%s: expansion overflowed", name)
	}
	if e != b {
		t.Fatalf("%s: expansions say %d, math/big %d", name, e, b)
	}
	return e
}

// kernelFloat draws a float that is often a small integer or binary
// fraction (so that ties happen), sometimes a rounded irrational.
func kernelFloat(t *rapid.T, label string) float64 {
	switch rapid.IntRange(0, 2).Draw(t, label+"-kind") {
	case 0:
		return float64(rapid.IntRange(-8, 8).Draw(t, label)) / 4
	case 1:
		return rapid.Float64Range(-100, 100).Draw(t, label)
	}
	return math.Sqrt(float64(rapid.IntRange(0, 50).Draw(t, label))) * float64(rapid.IntRange(-1, 1).Draw(t, label+"-s"))
}

func kernelPoint(t *rapid.T, label string) orb.Point {
	return orb.Point{kernelFloat(t, label+"x"), kernelFloat(t, label+"y")}
}

// TestKernelModesAgree: the kernel's two representations give the same
// sign for every predicate written on it.
func TestKernelModesAgree(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b, c, p := kernelPoint(t, "a"), kernelPoint(t, "b"), kernelPoint(t, "c"), kernelPoint(t, "p")
		r := [3]float64{math.Abs(kernelFloat(t, "r0")), math.Abs(kernelFloat(t, "r1")), 0}
		kernelBoth(t, "orient", kernelSafe(2, a[0], a[1], b[0], b[1], c[0], c[1]), func(big bool) (int, bool) {
			k := kernel{big: big}
			var z num
			orientNum(&k, &z, a, b, c)
			return k.sign(&z), k.ovf
		})
		kernelBoth(t, "disc", kernelSafe(2, p[0], p[1], a[0], a[1], r[0], r[1], r[2]), func(big bool) (int, bool) {
			k := kernel{big: big}
			var d2, s2 num
			discDist2(&k, &d2, p, a)
			discSum2(&k, &s2, r)
			return k.cmp(&d2, &s2), k.ovf
		})
		kernelBoth(t, "segment", kernelSafe(4, p[0], p[1], a[0], a[1], b[0], b[1], r[0], r[1], r[2]), func(big bool) (int, bool) {
			k := kernel{big: big}
			return discSegSign(&k, p, a, b, r), k.ovf
		})
	})
}

// TestKernelSafeRange: the expansions' range shrinks with the degree and
// excludes what could underflow or overflow.
func TestKernelSafeRange(t *testing.T) {
	cases := []struct {
		name string
		deg  int
		v    float64
		want bool
	}{
		{"zero", 4, 0, true},
		{"one", 10, 1, true},
		{"degree 2 large", 2, 0x1p440, true},
		{"degree 4 too large", 4, 0x1p440, false},
		{"degree 4 tiny", 4, 0x1p-300, false},
		{"subnormal", 2, 5e-324, false},
		{"NaN", 2, math.NaN(), false},
		{"Inf", 2, math.Inf(-1), false},
	}
	for _, c := range cases {
		if got := kernelSafe(c.deg, c.v); got != c.want {
			t.Errorf("%s: kernelSafe(%d, %g) = %v, want %v", c.name, c.deg, c.v, got, c.want)
		}
	}
}

// TestKernelTangentNoAlloc: a segment tangent to a disc up to rounding,
// the case every base-to-base candidate hits, is decided without
// allocating.
func TestKernelTangentNoAlloc(t *testing.T) {
	d := Disc{Center: orb.Point{10.3, 24.1}, R: 0.7}
	o := Disc{Center: orb.Point{30.9, 22.6}, R: 0.55}
	l, _, ok := d.OuterTangents(o)
	if !ok {
		t.Fatal("no tangents")
	}
	if n := testing.AllocsPerRun(100, func() { d.MeetsInterior(l) }); n != 0 {
		t.Errorf("MeetsInterior on a tangent allocates %v times", n)
	}
}

// TestKernelTinyInputUsesBig pins the case rapid found: a coordinate of
// 1e-162 is outside the degree-4 safe range, so the segment comparison
// is decided in math/big, where an expansion would lose its square to
// underflow.
func TestKernelTinyInputUsesBig(t *testing.T) {
	p, a, b := orb.Point{1.1113793747425387e-162, -0.5}, orb.Point{0, 0.5}, orb.Point{0, 0.25}
	r := [3]float64{0, 0.75, 0}
	if kernelSafe(4, p[0], p[1], a[0], a[1], b[0], b[1], r[0], r[1], r[2]) {
		t.Fatal("a coordinate of 1e-162 counts as safe for degree 4")
	}
	k := kernel{big: true}
	want := discSegSign(&k, p, a, b, r)
	if got := discSegCmpExact(p, a, b, r); got != want {
		t.Errorf("discSegCmpExact = %d, math/big %d", got, want)
	}
}
