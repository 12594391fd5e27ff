// Package warkit is a Go SDK of wargame geometry and rule primitives: hex and
// table-top geometry, line of sight through terrain, movement costs, and
// combat tables with exact odds. The root package holds no code; it is the
// map of the module.
//
// Small independent packages do the mathematics, and one adapter package per
// rule system composes them. Imports only point down this list:
//
//   - geom: hex grids (coordinates, labels, lines, rings, hexsides, facing,
//     layouts) and the plane (exact predicates, crossings, distances, round
//     bases). Pure mathematics, no rules.
//   - combat: exact dice distributions, a replayable roller, modifiers,
//     tables as data, odds. No geometry.
//   - terrain: terrain types as typed traits, features, boards with a
//     segment index, hex maps, GeoJSON and JSON files.
//   - los: base-to-base, hex and traced line of sight read by a ruleset's
//     accumulators, field of view.
//   - move: step costs, reachable sets, cheapest paths, zones of control,
//     formations, path costs on boards.
//   - draw: deterministic SVG pictures of all of the above.
//   - rulesets/cem, napoleonic, skirmish, heavygear, tactical: one adapter
//     per rule system of the specification.
//   - geom/geomtest, los/lostest, move/movetest, combat/combattest: rapid
//     generators and law checks for users' own tests.
//
// Every policy that settles an ambiguous case (a line along a hexside spine,
// a point on a polygon's edge, an odds ratio between columns) is named and
// documented where it is defined, with its default.
package warkit
