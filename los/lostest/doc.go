// Package lostest is a kit for testing line-of-sight rules across an open
// table (package los), in the manner of testing/fstest: laws that a
// ruleset runs from its own tests on its own accumulators, boards and
// generators, and generators of boards and sight lines for those who have
// none. Sight on a hex map has its own kit, los/hexsight/hexsighttest.
//
// Every Check function returns nil when the law holds and an error
// describing the counterexample otherwise; the caller owns the test. The
// suite [CheckBoardLaws] draws its own cases from a seed: a failure names
// the seed that replays it, and a run that tested nothing (no line
// blocked, none seen, added obstacles that never hid a line) fails too.
//
//	func TestMySight(t *testing.T) {
//		err := lostest.CheckBoardLaws(lostest.BoardLaws{
//			Rule:   myRule,   // func(*terrain.Board, lostest.Line) (los.Accumulator, error)
//			Boards: myBoards, // func(*rand.Rand) (lostest.BoardCase, error)
//		})
//		if err != nil {
//			t.Fatal(err)
//		}
//	}
//
// The single-case laws ([CheckSymmetry], [CheckTranslation],
// [CheckMonotone], [CheckVisible], [CheckBaseSymmetry],
// [CheckBaseMonotone]) work from a plain test, a table test or a rapid
// property.
//
// The laws:
//
//   - Symmetry: the verdict (seen or not) and, unless blocked, the score
//     are the same whichever end observes, with observer-bound options
//     (exemptions, eye heights) swapped with the roles; two bases see
//     each other both ways or neither.
//   - Invariance: translating a board and its sight line changes no
//     verdict and no score.
//   - Monotonicity: adding an obstacle (a feature, a blocker between
//     bases) never creates LoS.
//   - Consistency: los.AppendVisible holds exactly the targets that
//     pairwise judging sees.
//
// The laws take any accumulator ([RuleFor]): a ruleset's own los.Rule, a
// built-in one or a bare los.AccumulatorFunc. The generated boards use
// the trait keys of this package ([Visibility], [Opaque]) and the types
// of [BoardTypes].
package lostest
