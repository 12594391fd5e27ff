// Package groundtest checks the laws of package ground, motion across an
// open table, on a ruleset's own rates, in the manner of testing/fstest:
// a ruleset calls [CheckGround] on each [ground.Ground] it builds,
// [CheckMotions] with a function that builds the same rules on any board,
// and [CheckReach] on a Ground for its movers' bases; or it calls the
// single laws ([CheckSplitInvariant], [CheckLegsSum],
// [CheckMotionInvariant], [CheckReachPlace], [CheckReachRegions],
// [CheckPathClear], [CheckPlaceClear]) on paths and places of its own. [Paths] and [RandomPath]
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
//
// The laws of reach on a table ([ground.Ground.Reach]), on the caller's
// own board, rates and options, clearance included:
//
//  4. Every place's path runs from the start to the place, and Cost
//     prices it, unblocked, at the place's cost, within the allowance.
//  5. No place is cheaper than the cheapest path: its cost is never
//     below CheapestPath's with the same Steiner spacing, nor below the
//     straight line at the cheapest rate on the board; where a path's
//     cost is the sum of its legs it equals CheapestPath's.
//  6. No path goes through a wall, and every path honours the base's
//     clearance: judged by geom's exact predicates, not by ground's own
//     measuring, no leg enters an impassable Area or crosses an
//     impassable Line, and with a clearance the base swept along the path
//     keeps clear of both (touching allowed) and stays on the board, as
//     does the base standing at each place.
//  7. A larger allowance never reaches fewer places, nor any place at a
//     higher cost.
//  8. The regions of a reach ([ground.Ground.ReachRegions]) are never
//     cheaper than a real path and never behind a wall: every point of
//     a region (its polygons' corners and points drawn round the start)
//     has a witness path that Cost prices, unblocked, within the
//     region's bound and no less than the straight line at the cheapest
//     rate, clear of walls and with the base clear where it ends (laws
//     4 and 6, judged by geom), and the polygons hold exactly the points
//     whose witness band is theirs or below.
package groundtest
