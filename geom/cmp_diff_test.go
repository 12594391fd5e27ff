package geom_test

import (
	"math"
	"math/big"
	"testing"

	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

func TestCmpDiff(t *testing.T) {
	for _, c := range []struct {
		name    string
		b, a, c float64
		want    int
	}{
		{"a rise of exactly 2 that rounds above", 2.1, 0.1, 2, 1},
		{"equal", 3, 1, 2, 0},
		{"below", 3, 1.5, 2, -1},
		{"tiny residue", 1, 1e-30, 1, -1},
		{"huge", 1e308, -1e308, 1e308, 1},
		{"NaN", math.NaN(), 0, 1, 0},
		{"Inf", math.Inf(1), 0, 1, 0},
		{"subnormals", 5e-324, 0, 5e-324, 0},
	} {
		if got := geom.CmpDiff(c.b, c.a, c.c); got != c.want {
			t.Errorf("%s: CmpDiff(%v, %v, %v) = %d, want %d", c.name, c.b, c.a, c.c, got, c.want)
		}
	}
}

// CmpDiff agrees with exact rational arithmetic.
func TestCmpDiffExact(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		f := func(name string) float64 {
			m := rapid.Float64Range(-4, 4).Draw(t, name)
			return math.Ldexp(m, rapid.IntRange(-60, 60).Draw(t, name+"e"))
		}
		b, a := f("b"), f("a")
		c := f("c")
		if rapid.Bool().Draw(t, "from the difference") {
			c = b - a // its rounding: the ties the filter cannot decide
		}
		r := new(big.Rat).SetFloat64(b)
		r.Sub(r, new(big.Rat).SetFloat64(a))
		r.Sub(r, new(big.Rat).SetFloat64(c))
		if got, want := geom.CmpDiff(b, a, c), r.Sign(); got != want {
			t.Fatalf("CmpDiff(%v, %v, %v) = %d, exact %d", b, a, c, got, want)
		}
	})
}
