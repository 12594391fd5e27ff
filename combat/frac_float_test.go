package combat_test

import (
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/warkit/warkit/combat"
	"pgregory.net/rapid"
)

// A float strength becomes its exact fraction: before, the only routes
// were Int(int64(x)), which drops a half point silently, or a big.Rat.
func TestFracFromFloat(t *testing.T) {
	for _, c := range []struct {
		x    float64
		want string // the Frac's String, or the error's part
		err  bool
	}{
		{x: 2.5, want: "5/2"},
		{x: -0.75, want: "-3/4"},
		{x: 3, want: "3"},
		{x: 0, want: "0"},
		{x: math.Copysign(0, -1), want: "0"},
		{x: 1e18, want: "1000000000000000000"},
		{x: 0.1, want: "3602879701896397/36028797018963968"},
		{x: 0x1p62, want: "4611686018427387904"},
		{x: -0x1p62, want: "-4611686018427387904"},
		{x: 0x1p-62, want: "1/4611686018427387904"},
		{x: 0x1p63, want: "numerator does not fit", err: true},
		{x: -0x1p63, want: "numerator does not fit", err: true},
		{x: 0x1p-63, want: "denominator does not fit", err: true},
		{x: math.MaxFloat64, want: "numerator does not fit", err: true},
		{x: math.SmallestNonzeroFloat64, want: "denominator does not fit", err: true},
		{x: math.NaN(), want: "not finite: NaN", err: true},
		{x: math.Inf(-1), want: "not finite: -Inf", err: true},
	} {
		f, err := combat.FracFromFloat(c.x)
		switch {
		case c.err && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("FracFromFloat(%g) = %v, %v; want an error saying %q", c.x, f, err, c.want)
		case !c.err && (err != nil || f.String() != c.want):
			t.Errorf("FracFromFloat(%g) = %v, %v; want %s", c.x, f, err, c.want)
		}
	}
}

// FracFromFloat agrees with the exact big.Rat of the float, value and
// error alike, and a result converts back to the same float.
func TestFracFromFloatMatchesBigRat(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var x float64
		switch rapid.IntRange(0, 2).Draw(t, "kind") {
		case 0: // any float's bits
			x = math.Float64frombits(rapid.Uint64().Draw(t, "bits"))
		case 1: // a small multiple of a small power of two
			x = math.Ldexp(float64(rapid.Int64Range(-1<<40, 1<<40).Draw(t, "m")), rapid.IntRange(-80, 80).Draw(t, "e"))
		default: // game-sized strengths in halves and quarters
			x = float64(rapid.IntRange(-400, 400).Draw(t, "q")) / 4
		}
		f, err := combat.FracFromFloat(x)
		if math.IsNaN(x) || math.IsInf(x, 0) {
			if err == nil {
				t.Fatalf("FracFromFloat(%g) = %v without error", x, f)
			}
			return
		}
		want, werr := combat.FracFromRat(new(big.Rat).SetFloat64(x))
		if (err == nil) != (werr == nil) || err == nil && f != want {
			t.Fatalf("FracFromFloat(%g) = %v, %v; big.Rat gives %v, %v", x, f, err, want, werr)
		}
		if err == nil && f.Float64() != x && x != 0 {
			t.Fatalf("FracFromFloat(%g) = %v, which converts back to %g", x, f, f.Float64())
		}
	})
}
