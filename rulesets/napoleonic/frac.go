package napoleonic

import "github.com/warkit/warkit/combat"

// combat.Frac has Sub but no Add or scaling; these helpers fill the gap
// exactly (melee values of portions are fractions of the unit's value).

// addFrac returns a+b.
func addFrac(a, b combat.Frac) (combat.Frac, error) {
	neg, err := combat.Int(0).Sub(b)
	if err != nil {
		return combat.Frac{}, err
	}
	return a.Sub(neg)
}

// share returns v·k/n as an exact fraction.
func share(v, k, n int) (combat.Frac, error) {
	return combat.NewFrac(int64(v)*int64(k), int64(n))
}
