// Package warkit is a Go SDK of wargame geometry and rule primitives: hex and
// table-top geometry, line of sight through terrain, movement costs, and
// combat tables with exact odds. The root package holds no code; it is the
// map of the module.
//
// Small independent packages do the mathematics, and one adapter package per
// rule system composes them. Imports only point down this list:
//
//   - geom: the plane (exact predicates, crossings, distances, round
//     bases, a table model's facing and arcs). Pure mathematics, no rules.
//   - geom/hex: hex grids (coordinates, labels, the hex line, rings,
//     hexsides, facing and arcs, layouts: the one bridge to the plane).
//   - combat: exact dice distributions, a replayable roller, modifiers,
//     tables as data, odds. No geometry.
//   - terrain: terrain types as typed traits, features, boards with a
//     segment index, hex maps, pieces placed on either, GeoJSON and JSON
//     files.
//   - los: sight across a table: traces read by a ruleset's accumulators,
//     base-to-base sight. los/hexsight: sight on a hex map, field of view.
//   - move: motion on a hex map: step costs, reachable sets, cheapest
//     paths, zones of control, formations. move/ground: motion across a
//     table: path costs, clearance for a base, reach.
//   - draw: deterministic SVG pictures of all of the above, with counters,
//     legends and labels that never collide.
//   - advise: decision support over any game that supplies sight, fire and
//     reach as functions: threat maps, ranked positions, exposure along a
//     path and scenario checks, with exact outcome distributions.
//   - rulesets/cem, napoleonic, skirmish, heavygear, tactical: one adapter
//     per rule system of the specification.
//   - geom/geomtest, geom/hex/hextest, los/lostest,
//     los/hexsight/hexsighttest, move/movetest, move/ground/groundtest,
//     combat/combattest: rapid generators and law checks for users' own
//     tests, one kit beside each package it tests.
//
// Every policy that settles an ambiguous case (a line along a hexside spine,
// a point on a polygon's edge, an odds ratio between columns) is named and
// documented where it is defined, with its default.
//
// # The input contract
//
// warkit is imported by tools that read maps, scenarios and tables other
// people wrote, so every exported function of every package keeps one
// promise about bad input:
//
//   - NaN, ±Inf, huge, empty, nil and overflowing input gives a clear
//     error, prefixed with the package's name and naming the input
//     ("terrain: feature "wood-3": ring not closed"), or a documented value
//     (the zero Dice is the constant 0; a distance to an invalid hex is
//     math.MaxInt). It never gives a panic, a hang, an unbounded
//     allocation or a silently wrong answer. The only panics are the Must
//     functions, meant for constants in source code, such as
//     combat.MustParseDice.
//   - Time and memory are bounded by a documented function of the input
//     and output sizes. Where input could ask for more (a ring of radius
//     1e9, a billion dice, a file declaring a huge map), a documented
//     limit turns the request into an error, and errors themselves are
//     capped in number and length.
//   - Hex coordinates have a documented valid range, hex.MaxCoord on
//     each cube coordinate, checked by hex.Hex.Valid and wherever a
//     result could overflow; see the geom package documentation.
//   - Counts, sums and sizes use checked arithmetic: a result that would
//     not fit is an error, never a wrapped value, on 64-bit and 32-bit
//     platforms alike (CI runs GOARCH=386).
//   - Values are immutable after construction and safe for concurrent
//     readers; constructors copy the slices and maps they keep, and no
//     package exports a package-level map or slice. Things that change (a
//     dice roller, a path search's scratch space) say so and belong to one
//     goroutine.
//
// Each package's documentation states its own part of the contract: its
// limits, what each kind of bad input gives and the cost bound of its
// functions (geom: the hex range and the plane's behaviour on NaN and Inf;
// terrain: file size, error caps and declared map dimensions; los and
// move: the bounds of traces, fields of view and searches; combat: dice,
// distribution and table limits and checked arithmetic; draw: the size of
// a picture). Each package has a hostile suite that "go test ./..." runs,
// and CI fuzzes every parser, loader and geometry entry point.
package warkit
