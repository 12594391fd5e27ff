// Package move is motion on hex maps: step costs built from terrain,
// hexside, elevation and direction; reachable sets within a movement
// allowance, with the MP left in each hex and the path to each; cheapest
// paths; zones of control as pluggable rules; and multi-hex formations.
// Paths across an open table are package move/ground. It knows no game:
// every rule of a specific game ("+1 per two hexes", "1 MP per 2 in on a
// road") is a parameter or a function that a ruleset supplies.
//
// # Hex maps
//
// A [StepCost] prices one step from a hex to an adjacent one across a
// hexside; [StepModel] builds one from the usual parts. A [Workspace] over
// a bounded [Region] (a [Rect] of offset coordinates, or any dense
// numbering of hexes) runs the searches without allocating once warm, one
// search per question, each taking the step costs in the form the caller
// has:
//
//   - Where can the mover go within its allowance? [Workspace.Reach] (a
//     movement allowance, several turns, a [ShortPolicy], a [ZOCRule] and
//     an [Occupancy]), and [Workspace.Route] for the best way to one goal
//     under the same rules. Both take a StepCost or a StepModel itself
//     ([Steps]), whose hexside and hex effects they apply.
//   - What is the cheapest path to every hex? [Workspace.Dijkstra], or
//     [Workspace.DijkstraTable] on a [StepTable].
//   - What is the cheapest path to one goal? [Workspace.Cheapest] (a
//     bidirectional A*), [Workspace.CheapestTable] on a StepTable, or
//     [Workspace.CheapestWith], an A* guided by [Landmarks].
//
// A StepTable prices every step once (8 bytes per hex when its costs fit
// a palette of 255), for many searches of one mover on one map, which
// then read it instead of calling the cost, with the same trees;
// Landmarks are precomputed once per map and cost. Each search returns a
// [Tree]: the hexes reached, each with its [Arrival] (MP charged, MP
// left, turn), and the path to each. [Formation], [Snake] and [Surcharge]
// move multi-hex units.
//
// # Conventions
//
// MP are float64. Integer and dyadic costs (1, 2, 0.5, 0.25) add exactly,
// so the costs of rulesets that use them are exact and compare with ==;
// other fractions are rounded as float64 rounds, the same way every time.
// A path's cost is summed from its start, step by step, so repeated runs
// agree to the last bit. A step cost of +Inf is impassable, as is
// ok == false; a negative or NaN one is an error.
//
// Results come in a stable order, never Go map order: a Tree lists hexes
// in the order of its Region's indexes (row by row for a Rect).
//
// # Ties
//
// Among several equally good arrivals at a hex, [Workspace.Reach] and
// [Workspace.Dijkstra] keep the one whose last step has the smallest
// direction (hex.Direction order, 0 to 5), so paths are the same every
// run and on every machine. The rule holds exactly when step costs are
// positive; with zero-cost steps ties go by the order hexes are settled,
// still deterministic. [Workspace.Cheapest] finds a cheapest path, at
// exactly Dijkstra's cost, but among equal paths not necessarily the one
// Dijkstra's rule picks.
//
// # Policies and their defaults
//
// Each ambiguity of movement rules is a named policy; the zero value is
// the default:
//
//   - [ShortPolicy], a step that costs more than the MP left:
//     ShortForbidden (default), ShortOneHex ("a unit may always move one
//     hex"), ShortAllRemaining.
//   - [ZOCRule], zones of control: nil ignores them; [ZOC] stops a mover
//     on entering an enemy zone, with [ZOCToZOC] for a step from zone to
//     zone of the same enemy: ZOCToZOCStop (default), ZOCToZOCForbidden,
//     ZOCToZOCWholeMove (the mover's whole move, all its MP).
//   - [ZOCEffect] of a hexside or hex ([StepModel].SideEffect,
//     EntryEffect, which Reach and Route apply when they search the
//     model, and [StepModel.StepCost] refuses to drop): ZOCStop ("must
//     stop after entering"), ZOCAllRemaining ("crossing takes all
//     remaining MP", at any point) and ZOCWholeMove ("crossing is the
//     unit's whole move", first step only), ZOCForbid.
//   - [Occupancy] of hexes ([ReachOptions].Occupancy): enemies block,
//     friends are passed through, a stacking limit at the end of a move
//     ([Arrival].PassOnly); nil: empty hexes.
//   - [Surcharge] of a moving formation: none by default.
//
// # Error policy
//
// Bad input gets an error prefixed "move: " that names it, never a panic:
// negative or NaN allowances, a start or goal off the region, nil cost
// functions, a nil part of a combinator ([Sum], [ZOCAnyOf], [ZOCAllOf]),
// named by its place, invalid policies, step costs that are negative or
// NaN, a region of more than [MaxRegionLen] hexes (whose doc states the
// memory each search and table holds per hex).
// Outcomes of the rules are not errors: an unreachable hex is absent from
// a Tree; a formation that cannot take a step returns a [*BlockedError]
// alongside the steps it took.
//
// Zero values: a nil or zero [Workspace] (not built by NewWorkspace)
// gives an error from every search; a nil or zero [StepTable] or
// [Landmarks] prices no step (Cost false, Bound 0, MinStep 0) and a
// search refuses it; a nil [ZOCFunc] exerts no zone.
//
// # Concurrency
//
// StepModels, Regions, Landmarks, StepTables and rule values are
// immutable and safe to share. A Workspace is scratch space: one per
// goroutine. Trees read their Workspace's storage and are valid until its
// next use.
package move
