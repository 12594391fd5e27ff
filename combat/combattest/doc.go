// Package combattest holds law checks and rapid generators for code built
// on package combat, in the manner of testing/fstest: a ruleset calls them
// from its own tests to prove its tables and dice behave.
//
// Every check returns an error describing the first failure (or all of
// them, for table lints) rather than taking a *testing.T, so it works in
// table tests, rapid properties and command-line linters alike:
//
//	if err := combattest.CheckMonotone(myCRT, combat.Mods{}, compareLosses); err != nil {
//		t.Error(err)
//	}
//
// The laws:
//   - [CheckSumsToOne]: a distribution's probabilities sum to exactly 1.
//   - [CheckWeights]: a distribution is exactly the expected weights (2D6 is
//     1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 out of 36).
//   - [CheckMonteCarlo]: a seeded roller agrees with the exact distribution
//     by a chi-square test at a fixed seed and a documented threshold.
//   - [CheckMonotone]: a better column never gives a worse distribution of
//     results (first-order stochastic dominance, column by column).
//   - [CheckTable]: every column of any table sums to 1, and the table is
//     monotone.
//   - [CheckOddsRounding]: odds rounding agrees with an independent
//     math/big oracle for every pair of strengths up to a bound.
//   - [CheckRoll]: a target-number roll with no table (2D6 + modifiers,
//     7 or more) gives a probability that is monotone in the modifier and
//     in the target; [ChanceOf] builds the library's own.
//
// Every check is bounded: the counts it is given are capped
// ([MaxMonteCarloWork] rolls times dice, [MaxOddsStrength], 10^4 pairs of
// CheckRoll) with an error naming the cap, and a nil or zero table, a nil
// comparison or roll, and a law that would test nothing (a constant under
// CheckMonteCarlo) are errors, never a panic or a pass.
package combattest
