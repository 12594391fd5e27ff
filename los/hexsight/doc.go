// Package hexsight decides line of sight on a hex map: the hexes and
// hexsides a centre-to-centre line crosses, computed exactly in integers
// (the [hex.Supercover] form of the hex line), read under declared
// policies into a verdict (seen or not, a score, where the line was
// blocked, and why). It knows no
// particular game: thresholds, heights and the terrain keys that block
// and hinder are parameters, and a ruleset's own rule is one small type.
// Sight across an open table (traces through a board, base to base) is
// package los.
//
// # Queries
//
//   - [Sight.LoS]: the verdict between two hexes, with its contributions.
//   - [Sight.AppendFOV]: every hex within a radius that the observer sees,
//     always the same answer as pairwise LoS, hex by hex. A large radius
//     is a sweep over rings that walks only the lines it cannot decide
//     from what the nearer rings block or leave open, and stops where
//     everything is hidden: its cost follows what it sees, not the
//     radius.
//   - [Shared]: a Sight with a workspace per goroutine, for concurrent
//     readers.
//
// # Extension points
//
// A ruleset's own hex sight rule is a [Rule], one method that reads each
// element of a line (a hex, a hexside, a grazed hex; its ground and the
// line's height; the two ends) and says what it scores and whether it
// blocks; a plain function is a [RuleFunc], and [Join] reads several as
// one. [Rules] holds the geometry and policy (the spine policy, the
// terrain keys that block and hinder), the built-in rules as options of
// their own, a hindrance [Threshold] and an [Elevation] model (with its
// blind hexes), and the list of the ruleset's own rules. New compiles the
// built-ins into its kernel (and the field-of-view shadow pass), which
// reads them without a call; the same walk feeds each element to the
// ruleset's rules, a call per element. [ObstacleAbove] and [BlindHexes]
// state elevation and blind hexes as plain rules, and a property test
// checks that they decide as the compiled built-ins do. The laws of
// los/hexsight/hexsighttest (symmetry, invariance, monotonicity, field of
// view) check a Sight compiled from any such rules, or a ruleset's own
// sight method, from the ruleset's own tests.
//
// # Conventions
//
// The observer is the first argument; every verdict is symmetric: the
// same Seen whichever end observes, and for a line that no element
// blocks the same score, bit for bit. Each element of a line reads the
// same from either end, and the score of a line is summed in one
// canonical direction (from the lexicographically smaller end). A line
// is explained from the observer: when an element blocks it, up to the
// first that blocks from there, with the score of that part. A
// ruleset's [Rule] reads which end observes from [Element.Observer].
// Heights are in the map's unit.
//
// # Boundary models
//
// A hex is entered when the segment between the centres meets its
// interior; a hex touched at a vertex, or along a hexside, is grazed and
// reported as the alternative route of a [SpinePolicy]. An obstacle
// strictly above the line blocks it.
//
// # Policies and defaults
//
// SpineBoth (blocked only if both routes block) is the default spine
// policy; SpineEither, observer's (attacker's) choice and target's
// (defender's) choice are the others. Hex ends do not add their own
// hindrance unless [Threshold.CountEnds] is set.
//
// # Errors and performance
//
// Bad input gets an error prefixed "hexsight: " (an invalid rule, a
// negative radius, a nil Sight or Tracer), never a panic; a nil part of
// a combinator ([Join], Rules.Rules) is an error of [New], never
// skipped; a hex off the
// map gives the verdict OffMap, and a line whose score is NaN is not
// seen. [Sight.LoS] costs O(distance) and [Sight.AppendFOV] what its
// doc states; both allocate nothing once their reusable [Tracer] has
// grown. A Tracer is not safe for concurrent use, while a compiled
// [Sight] is.
package hexsight
