// Package hexsighttest is a kit for testing line-of-sight rules on a hex
// map (package hexsight), in the manner of testing/fstest: laws that a
// ruleset runs from its own tests on its own sight, maps and generators,
// and generators of scenes for those who have none. Sight across an open
// table has its own kit, los/lostest.
//
// Every Check function returns nil when the law holds and an error
// describing the counterexample otherwise; the caller owns the test. The
// suite [CheckLaws] checks symmetry and monotonicity on cases it draws
// from a seed: a failure names the seed that replays it, and a run that
// tested nothing (no line blocked, none seen, added obstacles that never
// hid a line) fails too. Invariance and consistency need more than a
// sight and a map generator (a moved copy of each map, a compiled
// [hexsight.Sight]), so they are single-case laws only: call
// [CheckInvariance] with a map and its moved copy ([Scene.Transformed]
// makes both for the generated scenes) and [CheckFOV] with a Sight, as in
// the package's own tests.
//
//	func TestMySight(t *testing.T) {
//		err := hexsighttest.CheckLaws(hexsighttest.Laws{
//			Sight: mySight, // func(*terrain.HexMap) (hexsighttest.Judge, error)
//			Maps:  myMaps,  // func(*rand.Rand) (hexsighttest.Case, error)
//		})
//		if err != nil {
//			t.Fatal(err)
//		}
//	}
//
// The single-case laws ([CheckSymmetry], [CheckMonotone],
// [CheckInvariance], [CheckFOV]) work from a plain test, a table test or
// a rapid property.
//
// The laws (the checks that test each in brackets):
//
//   - Symmetry: the verdict (seen or not) and, for a line that is seen,
//     the score are the same whichever end observes, with observer-bound
//     options (eye and target heights) swapped with the roles
//     ([CheckLaws], [CheckSymmetry]).
//   - Invariance: translating or rotating the map changes no verdict
//     and, for a line that is seen, no score ([CheckInvariance]).
//   - Monotonicity: adding an obstacle never creates LoS ([CheckLaws],
//     [CheckMonotone]).
//   - Consistency: a field of view holds exactly the hexes that pairwise
//     LoS sees ([CheckFOV]).
//
// The laws take any sight ([Judge]): a ruleset's own sight method, or a
// compiled hexsight.Sight through [SightJudge] and [RulesJudge]. The
// generated scenes ([Scene], [SceneOf], [RandomScene], [SceneMaps]) use
// the trait keys of this package ([Blocks], [Hindrance], [Height]), the
// types of [Types], and [Rules] reads them.
package hexsighttest
