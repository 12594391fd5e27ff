package combat

import (
	"math/big"
	"testing"

	"pgregory.net/rapid"
)

func TestRounding(t *testing.T) {
	tests := []struct {
		mode     Rounding
		num, den int64
		want     int64
	}{
		{Up, 5, 2, 3},   // 2.5 fire factors use column 3
		{Down, 3, 2, 1}, // 3 hits / divisor 2 = 1.5 -> 1
		{Down, -3, 2, -2},
		{Up, -5, 2, -2},
		{TowardZero, -3, 2, -1},
		{HalfUp, 5, 2, 3},
		{HalfUp, -5, 2, -2},
		{HalfDown, 5, 2, 2},
		{HalfDown, -5, 2, -3},
		{HalfEven, 5, 2, 2},
		{HalfEven, 7, 2, 4},
		{HalfEven, -5, 2, -2},
		{HalfAwayFromZero, 5, 2, 3},
		{HalfAwayFromZero, -5, 2, -3},
		{HalfUp, 7, 3, 2},
		{HalfUp, 8, 3, 3},
		{Down, 6, 3, 2},
		{Up, 7, -2, -3},
	}
	for _, tt := range tests {
		got, err := tt.mode.Div(tt.num, tt.den)
		if err != nil || got != tt.want {
			t.Errorf("%v %d/%d = %d (%v), want %d", tt.mode, tt.num, tt.den, got, err, tt.want)
		}
	}
	if _, err := Down.Div(1, 0); err == nil {
		t.Error("division by zero: want error")
	}
	if _, err := Rounding(99).Div(1, 2); err == nil {
		t.Error("unknown mode: want error")
	}
}

// Property: every mode agrees with an oracle on math/big.
func TestRoundingMatchesBigRat(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		num := rapid.Int64Range(-1000, 1000).Draw(t, "num")
		den := rapid.Int64Range(-50, 50).Filter(func(d int64) bool { return d != 0 }).Draw(t, "den")
		mode := Rounding(rapid.IntRange(0, int(TowardZero)).Draw(t, "mode"))
		got, err := mode.Div(num, den)
		if err != nil {
			t.Fatal(err)
		}
		if want := roundOracle(big.NewRat(num, den), mode); got != want {
			t.Fatalf("%v %d/%d = %d, want %d", mode, num, den, got, want)
		}
	})
}

// roundOracle rounds with big.Int floor division and explicit tie handling.
func roundOracle(x *big.Rat, m Rounding) int64 {
	fl := new(big.Int).Div(x.Num(), x.Denom()) // Euclidean; denominator > 0 so floor
	frac := new(big.Rat).Sub(x, new(big.Rat).SetInt(fl))
	f := fl.Int64()
	if frac.Sign() == 0 {
		return f
	}
	c := frac.Cmp(big.NewRat(1, 2))
	switch m {
	case Down:
		return f
	case Up:
		return f + 1
	case TowardZero:
		if x.Sign() < 0 {
			return f + 1
		}
		return f
	}
	if c < 0 {
		return f
	}
	if c > 0 {
		return f + 1
	}
	switch m {
	case HalfUp:
		return f + 1
	case HalfDown:
		return f
	case HalfEven:
		if f%2 == 0 {
			return f
		}
		return f + 1
	}
	if x.Sign() < 0 { // HalfAwayFromZero
		return f
	}
	return f + 1
}
