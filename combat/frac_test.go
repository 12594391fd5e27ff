package combat

import (
	"math"
	"math/big"
	"testing"

	"pgregory.net/rapid"
)

func TestNewFrac(t *testing.T) {
	tests := []struct {
		name     string
		num, den int64
		want     string
		wantErr  bool
	}{
		{"reduces", 33, 36, "11/12", false},
		{"negative denominator", 1, -2, "-1/2", false},
		{"integer", 6, 3, "2", false},
		{"zero", 0, 5, "0", false},
		{"zero denominator", 1, 0, "", true},
		{"min int64", math.MinInt64, 1, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := NewFrac(tt.num, tt.den)
			if (err != nil) != tt.wantErr {
				t.Fatalf("NewFrac(%d, %d) error = %v, want error %v", tt.num, tt.den, err, tt.wantErr)
			}
			if err == nil && f.String() != tt.want {
				t.Errorf("NewFrac(%d, %d) = %v, want %s", tt.num, tt.den, f, tt.want)
			}
		})
	}
	if (Frac{}).String() != "0" || (Frac{}).Den() != 1 {
		t.Errorf("zero Frac = %v/%d, want 0/1", Frac{}.Num(), Frac{}.Den())
	}
}

// Property: Cmp, Sub, Add and Mul agree with math/big on any fractions.
func TestFracAgreesWithBigRat(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		gen := rapid.Int64Range(-1<<40, 1<<40)
		den := rapid.Int64Range(1, 1<<20)
		a, _ := NewFrac(gen.Draw(t, "an"), den.Draw(t, "ad"))
		b, _ := NewFrac(gen.Draw(t, "bn"), den.Draw(t, "bd"))
		if got, want := a.Cmp(b), a.Rat().Cmp(b.Rat()); got != want {
			t.Fatalf("%v.Cmp(%v) = %d, want %d", a, b, got, want)
		}
		d, err := a.Sub(b)
		if err != nil {
			t.Fatal(err)
		}
		if want := new(big.Rat).Sub(a.Rat(), b.Rat()); d.Rat().Cmp(want) != 0 {
			t.Fatalf("%v - %v = %v, want %v", a, b, d, want)
		}
		sum, err := a.Add(b)
		if err != nil {
			t.Fatal(err)
		}
		if want := new(big.Rat).Add(a.Rat(), b.Rat()); sum.Rat().Cmp(want) != 0 {
			t.Fatalf("%v + %v = %v, want %v", a, b, sum, want)
		}
		// Products of numerators up to 2^40 can overflow: then an error, else exact.
		want := new(big.Rat).Mul(a.Rat(), b.Rat())
		p, err := a.Mul(b)
		fits := want.Num().IsInt64() && want.Denom().IsInt64()
		switch {
		case err != nil && fits:
			t.Fatalf("%v * %v: %v, but %v fits", a, b, err, want)
		case err == nil && p.Rat().Cmp(want) != 0:
			t.Fatalf("%v * %v = %v, want %v", a, b, p, want)
		}
	})
}

func TestFracAddMulOverflow(t *testing.T) {
	big1, _ := NewFrac(math.MaxInt64, 1)
	if _, err := big1.Add(Int(1)); err == nil {
		t.Error("Add past MaxInt64: want overflow error")
	}
	if _, err := big1.Mul(Int(2)); err == nil {
		t.Error("Mul past MaxInt64: want overflow error")
	}
	third, _ := NewFrac(1, 3)
	if p, err := third.Mul(Int(3)); err != nil || p != Int(1) {
		t.Errorf("1/3 * 3 = %v, %v; want 1", p, err)
	}
}

func TestFracSubOverflow(t *testing.T) {
	a, _ := NewFrac(math.MaxInt64, 3)
	b, _ := NewFrac(-math.MaxInt64, 7)
	if _, err := a.Sub(b); err == nil {
		t.Error("Sub of huge fractions: want overflow error")
	}
}
