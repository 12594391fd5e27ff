// Package movetest checks the laws of package move, motion on a hex map,
// on a ruleset's own movement rules, in the manner of testing/fstest: a
// ruleset writes its step cost as a [Rule] over the terrain codes of a
// small random [Map] (or of its own maps, [Config.Maps]), with its own
// zone-of-control rule ([Config.ZOC]), and calls [CheckRule] from its
// tests; or it calls the single laws ([CheckReachBruteForce],
// [CheckCostsAreSums], [CheckAllowanceMonotone], [CheckCheapest],
// [CheckZOCSubset]) on inputs of its own. Paths across an open table have
// their own kit, move/ground/groundtest.
//
//	func TestMovementLaws(t *testing.T) {
//		err := movetest.CheckRule(func(m *movetest.Map) move.StepCost {
//			return myRules.StepCost(m.HexCode, m.SideCode)
//		}, movetest.Config{MinStep: 1, ZOC: myZOC})
//		if err != nil {
//			t.Fatal(err)
//		}
//	}
//
// Each law returns nil or an error that describes the counterexample;
// the caller owns the test. [CheckRule] draws its cases from a seed: a
// failure names the seed that replays it, and a run that tested nothing
// (no hex reached, no ZOC in play) fails too.
//
// The laws:
//
//  1. Reach equals brute force: on a small map, the hexes a [move.Reach]
//     tree holds, and the turn, ending and MP left of each, are those of
//     the best of all simple paths, each folded step by step under the
//     documented policies.
//  2. Every reported cost is the sum of its steps: along the path to each
//     hex, Cost grows by exactly Step at each hex, and without a policy
//     that charges more, Step is what the step cost says.
//  3. A larger allowance reaches a superset of hexes (and, for one turn
//     with no ZOC and ShortForbidden, leaves at least as many MP in each).
//  4. A* finds a path as cheap as Dijkstra's, whose steps sum to its cost.
//  5. Ignoring zones of control reaches a superset of any ZOC rule.
package movetest
