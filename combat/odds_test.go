package combat

import (
	"math/big"
	"testing"
)

func TestRoundOdds(t *testing.T) {
	tests := []struct {
		name string
		a, d Frac
		p    OddsRounding
		want string
	}{
		{"equal strengths", Int(4), Int(4), DefenderFavour, "1:1"},
		{"8:3 rounds down", Int(8), Int(3), DefenderFavour, "2:1"},
		{"3:4 rounds to 1:2", Int(3), Int(4), DefenderFavour, "1:2"},
		{"2:5 rounds to 1:3", Int(2), Int(5), DefenderFavour, "1:3"},
		{"exact 1:2", Int(2), Int(4), DefenderFavour, "1:2"},
		{"halves", Half(9), Half(3), DefenderFavour, "3:1"},
		{"attacker favour up", Int(8), Int(3), AttackerFavour, "3:1"},
		{"attacker favour 3:4", Int(3), Int(4), AttackerFavour, "1:1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := RoundOdds(tt.a, tt.d, tt.p)
			if err != nil || got.String() != tt.want {
				t.Errorf("RoundOdds(%v, %v) = %v (%v), want %s", tt.a, tt.d, got, err, tt.want)
			}
		})
	}
	for _, bad := range [][2]Frac{{Int(3), Int(0)}, {Int(0), Int(3)}, {Int(-1), Int(3)}} {
		if _, err := RoundOdds(bad[0], bad[1], DefenderFavour); err == nil {
			t.Errorf("RoundOdds(%v, %v): want error", bad[0], bad[1])
		}
	}
}

// Exhaustive for strengths up to 30, against big.Rat floor and ceiling.
func TestRoundOddsExhaustive(t *testing.T) {
	for a := int64(1); a <= 30; a++ {
		for d := int64(1); d <= 30; d++ {
			r := big.NewRat(a, d)
			var want string
			if r.Cmp(big.NewRat(1, 1)) >= 0 {
				want = new(big.Int).Div(r.Num(), r.Denom()).String() + ":1"
			} else {
				inv := new(big.Rat).Inv(r)
				q, m := new(big.Int).DivMod(inv.Num(), inv.Denom(), new(big.Int))
				if m.Sign() != 0 {
					q.Add(q, big.NewInt(1))
				}
				want = "1:" + q.String()
			}
			got, err := RoundOdds(Int(a), Int(d), DefenderFavour)
			if err != nil || got.String() != want {
				t.Fatalf("%d:%d = %v (%v), want %s", a, d, got, err, want)
			}
		}
	}
}

func TestParseOdds(t *testing.T) {
	if o, err := ParseOdds(" 3 : 2"); err != nil || o != (Odds{3, 2}) {
		t.Errorf("ParseOdds = %v, %v", o, err)
	}
	for _, bad := range []string{"3", "0:1", "1:-2", "a:b", "1:2:3"} {
		if _, err := ParseOdds(bad); err == nil {
			t.Errorf("ParseOdds(%q): want error", bad)
		}
	}
}
