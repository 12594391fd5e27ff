package napoleonic

import "github.com/warkit/warkit/combat"

// Melee values of portions are exact fractions of the unit's value.

// share returns v·k/n as an exact fraction.
func share(v, k, n int) (combat.Frac, error) {
	return combat.NewFrac(int64(v)*int64(k), int64(n))
}
