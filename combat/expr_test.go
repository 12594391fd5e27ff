package combat

import (
	"errors"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

func TestParseDice(t *testing.T) {
	tests := []struct {
		in, want string
		min, max int
	}{
		{"2d6+1", "2d6+1", 3, 13},
		{"3d6kh2", "3d6kh2", 2, 12},
		{"1d6-1", "1d6-1", 0, 5},
		{"2d6-1d6", "2d6-1d6", -4, 11},
		{"d6", "1d6", 1, 6},
		{" 2D6 + 1 ", "2d6+1", 3, 13},
		{"4d6k3", "4d6kh3", 3, 18},
		{"4d6KL3", "4d6kl3", 3, 18},
		{"-1d6+7", "-1d6+7", 1, 6},
		{"5", "5", 5, 5},
		{"1d1", "1d1", 1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			d, err := ParseDice(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if d.String() != tt.want {
				t.Errorf("String = %q, want %q", d, tt.want)
			}
			dist := mustDist(t, d)
			if dist.Min() != tt.min || dist.Max() != tt.max {
				t.Errorf("range %d..%d, want %d..%d", dist.Min(), dist.Max(), tt.min, tt.max)
			}
		})
	}
}

func TestParseDiceErrors(t *testing.T) {
	tests := []struct {
		in  string
		pos int
		msg string
	}{
		{"", 1, "found end"},
		{"2d6+", 5, "found end"},
		{"2d", 3, "number of sides"},
		{"2x6", 2, "expected + or -"},
		{"0d6", 1, "0 dice"},
		{"101d6", 1, "101 dice"},
		{"1d1001", 3, "exceeds the limit"},
		{"99999999999999999999d6", 1, "exceeds the limit"},
		{"2d0", 3, "at least 1 side"},
		{"3d6kh4", 6, "keep 4 of 3"},
		{"3d6kh", 6, "how many dice"},
		{"2d6++1", 5, "expected a number"},
		{"2d6 1", 5, "expected + or -"},
		{strings.Repeat("1+", 20) + "1", 33, "more than 16 terms"},
		{strings.Repeat(" ", 300), 257, "longer than"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			_, err := ParseDice(tt.in)
			var e *ExprError
			if !errors.As(err, &e) {
				t.Fatalf("ParseDice(%q) error = %v, want *ExprError", tt.in, err)
			}
			if e.Pos != tt.pos || !strings.Contains(e.Msg, tt.msg) || e.Expr != tt.in {
				t.Errorf("error = %v (pos %d), want position %d and %q", err, e.Pos, tt.pos, tt.msg)
			}
			if !strings.HasPrefix(err.Error(), "combat: dice ") {
				t.Errorf("error %q lacks the combat: prefix", err)
			}
		})
	}
}

// Property: a generated expression prints and parses back to itself.
func TestParseDiceRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := genDice().Draw(t, "dice")
		back, err := ParseDice(d.String())
		if err != nil {
			t.Fatalf("ParseDice(%q): %v", d, err)
		}
		if back.String() != d.String() {
			t.Fatalf("round trip %q -> %q", d, back)
		}
	})
}

func genDice() *rapid.Generator[Dice] {
	return rapid.Custom(func(t *rapid.T) Dice {
		n := rapid.IntRange(1, 4).Draw(t, "terms")
		var terms []Term
		for i := range n {
			neg := rapid.Bool().Draw(t, "neg")
			if rapid.IntRange(0, 3).Draw(t, "const?") == 0 {
				terms = append(terms, Term{Neg: neg, Const: rapid.IntRange(0, 20).Draw(t, "const")})
				continue
			}
			tm := Term{Neg: neg, N: rapid.IntRange(1, 4).Draw(t, "n"), Sides: rapid.SampledFrom([]int{2, 3, 4, 6, 8, 10, 12, 20}).Draw(t, "s")}
			if i%2 == 1 {
				tm.Keep = Keep(rapid.IntRange(1, 2).Draw(t, "keep"))
				tm.K = rapid.IntRange(1, tm.N).Draw(t, "k")
			}
			terms = append(terms, tm)
		}
		return Dice{terms: terms}
	})
}

func FuzzParseDice(f *testing.F) {
	for _, s := range []string{"2d6+1", "3d6kh2", "1d6-1", "2d6-1d6", "d6", "4d6kl3", "-d20+5", "100d1000", "2d", "kh"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDice(s)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "combat: dice ") {
				t.Fatalf("error without prefix: %v", err)
			}
			return
		}
		if err := d.Validate(); err != nil {
			t.Fatalf("ParseDice(%q) accepted an invalid expression: %v", s, err)
		}
		back, err := ParseDice(d.String())
		if err != nil || back.String() != d.String() {
			t.Fatalf("round trip %q -> %q: %v", d, back, err)
		}
		if dist, err := d.Dist(); err == nil && dist.Total() < 1 {
			t.Fatalf("%q: empty distribution", d)
		}
		if _, _, err := SeededRoller(1).Roll("fuzz", d); err != nil {
			t.Fatalf("rolling %q: %v", d, err)
		}
	})
}
