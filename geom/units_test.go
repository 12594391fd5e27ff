package geom_test

import (
	"math"
	"math/big"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

func TestUnits(t *testing.T) {
	tests := []struct {
		name     string
		l, u     float64
		up, down int
	}{
		{"exact multiple", 10, 5, 2, 2},
		{"a fraction", 11, 5, 3, 2},
		{"0.3 in units of 0.1", 0.3, 0.1, 3, 2}, // 3·0.1 exceeds 0.3 by an ulp: 3 covers, 2 whole
		{"0.2 in units of 0.1", 0.2, 0.1, 2, 2}, // 2·0.1 is exactly 0.2
		{"below one unit", 0.5, 5, 1, 0},
		{"zero length", 0, 5, 0, 0},
		{"negative length", -3, 5, 0, 0},
		{"NaN length", math.NaN(), 5, 0, 0},
		{"zero unit", 3, 0, 0, 0},
		{"infinite unit", 3, math.Inf(1), 0, 0},
		{"infinite length", math.Inf(1), 1, math.MaxInt, math.MaxInt},
	}
	for _, c := range tests {
		if got := geom.Units(c.l, c.u, true); got != c.up {
			t.Errorf("%s: Units(%v, %v, up) = %d, want %d", c.name, c.l, c.u, got, c.up)
		}
		if got := geom.Units(c.l, c.u, false); got != c.down {
			t.Errorf("%s: Units(%v, %v, down) = %d, want %d", c.name, c.l, c.u, got, c.down)
		}
	}
}

// TestUnitsProperty: the count is the least k with k·u >= l (up), or the
// greatest with k·u <= l (down), in exact rationals.
func TestUnitsProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		u := float64(rapid.IntRange(1, 40).Draw(t, "u")) / 10
		l := float64(rapid.IntRange(0, 400).Draw(t, "l")) / 10
		for _, up := range []bool{true, false} {
			k := geom.Units(l, u, up)
			if l == 0 {
				if k != 0 {
					t.Fatalf("Units(0) = %d", k)
				}
				continue
			}
			kl := ratCmpProduct(l, float64(k), u)    // sign of l - k·u
			kl1 := ratCmpProduct(l, float64(k+1), u) // sign of l - (k+1)·u
			klm := ratCmpProduct(l, float64(k-1), u) // sign of l - (k-1)·u
			if up && !(kl <= 0 && (k == 0 || klm > 0)) {
				t.Fatalf("Units(%v, %v, up) = %d is not the least cover", l, u, k)
			}
			if !up && !(kl >= 0 && kl1 < 0) {
				t.Fatalf("Units(%v, %v, down) = %d is not the greatest whole count", l, u, k)
			}
		}
	})
}

func TestStretchUnitsDiagonal(t *testing.T) {
	// A 3-4-5 diagonal across a square field: the part inside is exactly
	// 5 long although its rounded ends are not exact.
	s := geom.Segment{A: pt(-3, -4), B: pt(9, 12)}
	field := geom.Polygon{orb.Ring{pt(0, -10), pt(10, -10), pt(10, 20), pt(0, 20), pt(0, -10)}}
	field2 := geom.Polygon{orb.Ring{pt(-10, 4), pt(20, 4), pt(20, 30), pt(-10, 30), pt(-10, 4)}}
	// The stretch from x = 0 (t = 1/4) to y = 4 (t = 1/2) is 5 long.
	ivs := field.AppendIntervals(nil, s)
	if len(ivs) != 1 {
		t.Fatalf("intervals %v", ivs)
	}
	t0 := ivs[0].T0
	ivs2 := field2.AppendIntervals(nil, s)
	t1 := ivs2[0].T0
	if got := s.StretchUnits(t0, t1, 5, true, field, field2); got != 1 {
		t.Errorf("StretchUnits up = %d, want 1", got)
	}
	if got := s.StretchUnits(t0, t1, 5, false, field, field2); got != 1 {
		t.Errorf("StretchUnits down = %d, want 1", got)
	}
	if got := s.StretchUnits(t0, t1, 2, true, field, field2); got != 3 {
		t.Errorf("StretchUnits of 2 = %d, want 3", got)
	}
	if got := s.StretchUnits(0, 1, 5, true, nil, nil); got != 4 {
		t.Errorf("whole segment = %d, want 4", got)
	}
	if got := s.StretchUnits(0, 1, 0, true, nil, nil); got != 0 {
		t.Errorf("zero unit = %d, want 0", got)
	}
	if got := (geom.Segment{A: pt(1, 1), B: pt(1, 1)}).StretchUnits(0, 1, 1, true, nil, nil); got != 0 {
		t.Errorf("point segment = %d, want 0", got)
	}
	if n := testing.AllocsPerRun(50, func() { s.StretchUnits(t0, t1, 5, true, field, field2) }); n != 0 {
		t.Errorf("StretchUnits at a tie allocates %v times", n)
	}
}

// ratCmpProduct returns the sign of l - k·u in exact rationals.
func ratCmpProduct(l, k, u float64) int {
	p := new(big.Rat).Mul(new(big.Rat).SetFloat64(k), new(big.Rat).SetFloat64(u))
	return new(big.Rat).SetFloat64(l).Cmp(p)
}
