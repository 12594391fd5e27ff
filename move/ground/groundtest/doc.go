// Package groundtest checks the laws of package ground, motion across an
// open table, on a ruleset's own rates, in the manner of testing/fstest:
// a ruleset calls [CheckGround] on each [ground.Ground] it builds, and
// [CheckMotions] with a function that builds the same rules on any board;
// or it calls the single laws ([CheckSplitInvariant], [CheckLegsSum],
// [CheckMotionInvariant]) on paths of its own. [Paths] and [RandomPath]
// generate paths whose points often fall on feature edges and vertices.
// Motion on a hex map has its own kit, move/movetest.
//
//	func TestPathCosts(t *testing.T) {
//		g, err := ground.New(myBoard, myRates, ground.Options{Open: 1})
//		if err != nil {
//			t.Fatal(err)
//		}
//		if err := groundtest.CheckGround(g, groundtest.Config{Tol: 1e-9}); err != nil {
//			t.Fatal(err)
//		}
//	}
//
// Each law returns nil or an error that describes the counterexample;
// the caller owns the test. The suites draw their paths from a seed
// ([Config]): a failure names the seed that replays it, and a run that
// tested nothing (every path blocked) fails too.
//
// The laws:
//
//  1. A path's proportional cost does not change when a leg is split in
//     two (up to rounding of crossing points).
//  2. A path's cost is the sum of its legs, each the sum of its items,
//     none negative.
//  3. Rotating the whole board by quarter turns, mirroring it or
//     translating it by an exactly representable amount ([Motion]) never
//     changes a path's cost: no rule may depend on which way the table
//     faces (ground's [ground.Edge] policies are orientation-free).
package groundtest
