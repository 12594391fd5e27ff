// Package lostest is a kit for testing line-of-sight rules, in the manner
// of testing/fstest: laws that a ruleset runs from its own tests on its
// own rules, maps and generators, and generators of hex scenes and boards
// for those who have none.
//
// Every Check function returns nil when the law holds and an error
// describing the counterexample otherwise; the caller owns the test. The
// suites [CheckHexLaws] and [CheckBoardLaws] draw their own cases from a
// seed: a failure names
// the seed that replays it, and a run that tested nothing (no line
// blocked, none seen, added obstacles that never hid a line) fails too.
//
//	func TestMySight(t *testing.T) {
//		err := lostest.CheckHexLaws(lostest.HexLaws{
//			Sight: mySight,  // func(*terrain.HexMap) (lostest.HexJudge, error)
//			Maps:  myMaps,   // func(*rand.Rand) (lostest.HexCase, error)
//		})
//		if err != nil {
//			t.Fatal(err)
//		}
//	}
//
// The single-case laws ([CheckHexSymmetry], [CheckSymmetry] ...) work
// from a plain test, a table test or a rapid property.
//
// The laws:
//
//   - Symmetry: the verdict (seen or not) and the score are the same
//     whichever end observes, with observer-bound options (exemptions,
//     eye heights) swapped with the roles.
//   - Invariance: translating a board, or translating or rotating a hex
//     map, changes no verdict and no score.
//   - Monotonicity: adding an obstacle never creates LoS.
//   - Consistency: a field of view holds exactly the targets that pairwise
//     LoS sees.
//
// Continuous laws take any rule ([RuleFor]); hex laws take any
// sight ([HexJudge], [HexSightJudge] for a hexsight.Sight). The generated
// scenes and boards use the trait keys of this package ([Blocks],
// [Hindrance], [Height], [Visibility], [Opaque]).
package lostest
