package combat

import (
	"math"
	"math/big"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

func TestParseFrac(t *testing.T) {
	tests := []struct {
		in, want string // want "" for an error
	}{
		{"0.25", "1/4"},
		{"-1.5", "-3/2"},
		{"+.5", "1/2"},
		{"3", "3"},
		{" 2.50 ", "5/2"},
		{"0.1", "1/10"},
		{"0.50000000000000000000000000", "1/2"},
		{"-0", "0"},
		{"1.", "1"},
		{"5/2", "5/2"},
		{"-7/4", "-7/4"},
		{"6/-4", "-3/2"},
		{"9223372036854775807", "9223372036854775807"},
		{"-9223372036854775807", "-9223372036854775807"},
		{"0.0000000000000000001", ""}, // 1/10^19: the denominator overflows
		{"9223372036854775808", ""},
		{"-9223372036854775808", ""}, // MinInt64 has no positive counterpart
		{"92233720368547758.08", ""},
		{"1/0", ""},
		{"", ""},
		{".", ""},
		{"-", ""},
		{"1.2.3", ""},
		{"1e3", ""},
		{"NaN", ""},
		{"Inf", ""},
		{"0x10", ""},
		{"1 000", ""},
		{"½", ""},
		{strings.Repeat("1", MaxFracLen+1), ""},
	}
	for _, tt := range tests {
		got, err := ParseFrac(tt.in)
		switch {
		case tt.want == "" && err == nil:
			t.Errorf("ParseFrac(%q) = %v, want error", tt.in, got)
		case tt.want == "" && !strings.HasPrefix(err.Error(), "combat: fraction "):
			t.Errorf("ParseFrac(%q) error %q lacks its prefix", tt.in, err)
		case tt.want != "" && (err != nil || got.String() != tt.want):
			t.Errorf("ParseFrac(%q) = %v, %v; want %s", tt.in, got, err, tt.want)
		}
	}
}

// Property: a decimal string reads as exactly the rational big.Rat reads.
func TestParseFracAgreesWithBigRat(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		whole := rapid.Int64Range(-1e9, 1e9).Draw(t, "whole")
		digits := rapid.StringMatching(`[0-9]{0,9}`).Draw(t, "digits")
		s := big.NewInt(whole).String()
		if digits != "" {
			s += "." + digits
		}
		want, ok := new(big.Rat).SetString(s)
		if !ok {
			t.Fatalf("big.Rat cannot read %q", s)
		}
		if whole == 0 && strings.HasPrefix(s, "0") && digits != "" && rapid.Bool().Draw(t, "negate") {
			s = "-" + s
			want.Neg(want)
		}
		got, err := ParseFrac(s)
		if err != nil {
			t.Fatalf("ParseFrac(%q): %v", s, err)
		}
		if got.Rat().Cmp(want) != 0 {
			t.Fatalf("ParseFrac(%q) = %v, want %v", s, got, want.RatString())
		}
	})
}

func TestFracFromRat(t *testing.T) {
	huge := new(big.Rat).SetFrac(new(big.Int).Lsh(big.NewInt(1), 70), big.NewInt(3))
	tests := []struct {
		name string
		r    *big.Rat
		want string // "" for an error
	}{
		{"half", big.NewRat(1, 2), "1/2"},
		{"reduced", big.NewRat(6, -4), "-3/2"},
		{"zero", new(big.Rat), "0"},
		{"max", new(big.Rat).SetInt64(math.MaxInt64), "9223372036854775807"},
		{"min int64", new(big.Rat).SetInt64(math.MinInt64), ""},
		{"numerator too big", huge, ""},
		{"denominator too big", new(big.Rat).Inv(huge), ""},
		{"nil", nil, ""},
	}
	for _, tt := range tests {
		got, err := FracFromRat(tt.r)
		if tt.want == "" {
			if err == nil || !strings.HasPrefix(err.Error(), "combat: ") {
				t.Errorf("%s: %v, %v; want a combat error", tt.name, got, err)
			}
			continue
		}
		if err != nil || got.String() != tt.want {
			t.Errorf("%s: %v, %v; want %s", tt.name, got, err, tt.want)
		}
		if back := got.Rat(); back.Cmp(tt.r) != 0 {
			t.Errorf("%s: round trip %v", tt.name, back)
		}
	}
}

func TestHalfOfEveryInt64(t *testing.T) {
	for _, n := range []int64{math.MinInt64, math.MinInt64 + 1, -3, -2, 0, 1, 5, math.MaxInt64} {
		want := new(big.Rat).SetFrac(big.NewInt(n), big.NewInt(2))
		if got := Half(n); got.Rat().Cmp(want) != 0 {
			t.Errorf("Half(%d) = %v, want %v", n, got, want.RatString())
		}
	}
}
