package combat

import (
	"fmt"
	"strconv"
	"strings"
)

// Odds is a ratio attacker:defender as a CRT column shows it, such as 3:1,
// 1:2 or 3:2. Both parts are positive in a valid Odds.
type Odds struct {
	A, D int
}

// String formats the odds as "3:1".
func (o Odds) String() string { return strconv.Itoa(o.A) + ":" + strconv.Itoa(o.D) }

// Ratio returns A/D exactly.
func (o Odds) Ratio() (Frac, error) {
	if o.A < 1 || o.D < 1 {
		return Frac{}, fmt.Errorf("combat: odds %v: both sides must be positive", o)
	}
	return NewFrac(int64(o.A), int64(o.D))
}

// maxOddsLen bounds the text ParseOdds reads: "1000000 : 1000000" fits.
const maxOddsLen = 32

// ParseOdds reads "3:1" or "1:2" (spaces around the parts allowed), each
// part at most 1000000.
func ParseOdds(s string) (Odds, error) {
	if len(s) > maxOddsLen {
		return Odds{}, fmt.Errorf("combat: odds %s: longer than %d bytes", quote(s), maxOddsLen)
	}
	a, d, ok := strings.Cut(s, ":")
	if !ok {
		return Odds{}, fmt.Errorf("combat: odds %s: want A:D", quote(s))
	}
	x, err1 := strconv.Atoi(strings.TrimSpace(a))
	y, err2 := strconv.Atoi(strings.TrimSpace(d))
	if err1 != nil || err2 != nil || x < 1 || y < 1 || x > 1e6 || y > 1e6 {
		return Odds{}, fmt.Errorf("combat: odds %s: want two positive integers A:D", quote(s))
	}
	return Odds{A: x, D: y}, nil
}

// OddsRounding decides which odds an exact strength ratio counts as.
type OddsRounding int

const (
	// DefenderFavour, the default, rounds in the defender's favour: the best
	// column for the attacker that does not exceed the true ratio. With
	// columns ... 1:2, 1:1, 2:1 ... it is floor(A/D):1 when A >= D and
	// 1:ceil(D/A) otherwise (8:3 → 2:1, 3:4 → 1:2).
	DefenderFavour OddsRounding = iota
	// AttackerFavour rounds the other way: the worst column for the
	// attacker that is at least the true ratio (ceil(A/D):1, 1:floor(D/A)).
	AttackerFavour
)

// String names the policy.
func (p OddsRounding) String() string {
	switch p {
	case DefenderFavour:
		return "in the defender's favour"
	case AttackerFavour:
		return "in the attacker's favour"
	}
	return fmt.Sprintf("OddsRounding(%d)", int(p))
}

// RoundOdds reduces attacker:defender strengths to k:1 or 1:k odds by p.
// Strengths are exact fractions (a halved unit is 3/2). A defender of 0, a
// negative strength or an attacker of 0 is an error: those cases are rules
// of their own (automatic victory, no attack), never a division by zero.
func RoundOdds(attacker, defender Frac, p OddsRounding) (Odds, error) {
	r, err := strengthRatio(attacker, defender)
	if err != nil {
		return Odds{}, err
	}
	if r.Cmp(Int(1)) >= 0 {
		mode := Down
		if p == AttackerFavour {
			mode = Up
		} else if p != DefenderFavour {
			return Odds{}, fmt.Errorf("combat: unknown odds rounding %v", p)
		}
		k, err := mode.Round(r)
		if err != nil || k > 1e9 {
			return Odds{}, fmt.Errorf("combat: odds %v:%v: too large", attacker, defender)
		}
		return Odds{A: int(k), D: 1}, nil
	}
	inv := mustFrac(r.Den(), r.num) // D/A > 1
	mode := Up
	if p == AttackerFavour {
		mode = Down
	} else if p != DefenderFavour {
		return Odds{}, fmt.Errorf("combat: unknown odds rounding %v", p)
	}
	k, err := mode.Round(inv)
	if err != nil || k > 1e9 {
		return Odds{}, fmt.Errorf("combat: odds %v:%v: too small", attacker, defender)
	}
	return Odds{A: 1, D: int(k)}, nil
}

// strengthRatio returns attacker/defender, checking for the degenerate
// cases every odds computation must refuse.
func strengthRatio(attacker, defender Frac) (Frac, error) {
	switch {
	case defender.Sign() == 0:
		return Frac{}, fmt.Errorf("combat: odds %v:0: defender strength is zero", attacker)
	case defender.Sign() < 0 || attacker.Sign() < 0:
		return Frac{}, fmt.Errorf("combat: odds %v:%v: negative strength", attacker, defender)
	case attacker.Sign() == 0:
		return Frac{}, fmt.Errorf("combat: odds 0:%v: attacker strength is zero", defender)
	}
	// (an/ad) / (dn/dd) = an·dd / (ad·dn)
	n, ok1 := mul64(attacker.num, defender.Den())
	d, ok2 := mul64(attacker.Den(), defender.num)
	if !ok1 || !ok2 {
		return Frac{}, fmt.Errorf("combat: odds %v:%v: %w", attacker, defender, errOverflow)
	}
	return NewFrac(n, d)
}
