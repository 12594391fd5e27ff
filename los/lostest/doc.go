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
//			Rule:   myRule,   // func(*terrain.Board, lostest.Line) (los.Rule, error)
//			Boards: myBoards, // func(*rand.Rand) (lostest.BoardCase, error)
//		})
//		if err != nil {
//			t.Fatal(err)
//		}
//	}
//
// Scored base-to-base sight (los.BaseSolver.Judge: a rule, a board, other
// bases) has its own suite, [CheckSightLaws], fed by the ruleset's query
// ([SightFor]) and scenes ([SightScenes] over a [BoardSpec] of its own
// types):
//
//	err := lostest.CheckSightLaws(lostest.SightLaws{
//		Query:  myQuery, // func(*terrain.Board, *los.BaseSight) error: sets Rule, Opaque, Lines...
//		Scenes: lostest.SightScenes(lostest.SightSpec{Board: mySpec, Bases: 4, Opaque: "ruin"}),
//	})
//
// The single-case laws ([CheckSymmetry], [CheckTranslation],
// [CheckMonotone], [CheckVisible], [CheckBaseSymmetry],
// [CheckBaseMonotone], [CheckSightSymmetry], [CheckSightTranslation],
// [CheckSightMonotone]) work from a plain test, a table test or a rapid
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
//     bases) never creates LoS; for scored base-to-base sight, adding a
//     base or an opaque area never gives a better answer (see
//     [CheckSightMonotone] for the form the law takes under each
//     los.Lines policy).
//   - Consistency: los.AppendVisible holds exactly the targets that
//     pairwise judging sees.
//
// The laws take any accumulator ([RuleFor]): a ruleset's own los.Rule, a
// built-in one or a bare los.AccumulatorFunc. The generators come in two
// kinds: over a ruleset's own terrain types and traits ([BoardSpec],
// [SpecScenes], [SightScenes], [RandomBase], [BaseOf]), and over the trait
// keys of this package ([Visibility], [Opaque]) and the types of
// [BoardTypes] ([RandomBoard], [BoardOf], [SceneBoards], [KitSpec]).
package lostest
