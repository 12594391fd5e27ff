// Package lostest is a kit for testing line-of-sight rules, in the manner
// of testing/fstest: rapid generators for hex scenes and boards, and law
// checks that a ruleset calls from its own tests with its own rules.
//
// Every Check function returns nil when the law holds and an error
// describing the counterexample otherwise, so it works from a plain test,
// a table test or a rapid property:
//
//	rapid.Check(t, func(t *rapid.T) {
//		sc := lostest.HexSceneOf(6).Draw(t, "scene")
//		a := sc.Pick().Draw(t, "a")
//		b := sc.Pick().Draw(t, "b")
//		if err := lostest.CheckHexSymmetry(myRules, sc, a, b); err != nil {
//			t.Fatal(err)
//		}
//	})
//
// The laws:
//
//   - Symmetry: the verdict (seen or not) and the score are the same
//     whichever end observes (CEM-L1), with observer-bound options
//     (exemptions, observer's or target's choice) swapped with the roles.
//   - Invariance: translating a board, or translating or rotating a hex
//     scene by 60° steps, changes no verdict and no score.
//   - Monotonicity: adding an opaque feature (a blocking hex, hexside or
//     area) never creates LoS.
//   - Consistency: a field of view holds exactly the targets that pairwise
//     LoS sees.
//
// Generated scenes use the trait keys of this package ([Blocks],
// [Hindrance], [Height], [Visibility], [Opaque]); a ruleset with other
// keys builds its own scenes with [HexScene] and [terrain.BoardData].
package lostest
