// Package los decides line of sight: it traces a sight line through a
// board or a hex map into the ordered list of what it crosses, and lets a
// ruleset's accumulator read those crossings into a verdict (seen or not,
// a score, where the line was blocked, and why). It knows no particular
// game: rule numbers (chunk lengths, units per point, thresholds, heights)
// are parameters of reusable accumulators named after their pattern, and
// a ruleset's own rule is one small type on the extension points below.
//
// # The four tools
//
//   - Base to base ([BaseSolver.LoS]): whether any segment from a point of
//     one round base to a point of another is clear of other bases and
//     opaque pieces, with a witness segment, top-down (exact up to the
//     rounding of the candidate segments) or diagonal in 3D (documented
//     approximation).
//   - Hex LoS ([hex.AppendPath], [HexSight.LoS]): the hexes and hexsides a
//     centre-to-centre line crosses, computed exactly in integers, with
//     vertex and spine grazes reported as such, then read under declared
//     policies: spines ([SpinePolicy]), hexside obstacles, elevation with
//     blind hexes, and cumulative hindrance with a threshold.
//   - Continuous trace ([Tracer.Trace]) and accumulators ([Accumulator],
//     [Rule], [Judge]): the crossings of a sight line through a
//     terrain.Board, and reusable rules: [ChunkSum] (a trait per chunk or
//     fraction of the length inside), [HeightBlock] (blocking on a 3D line
//     with interpolated heights), with exemption of the observer's or
//     target's own feature ([Exempt]) and composition ([All]).
//
// # Extension points
//
// A ruleset's own continuous rule is an [Accumulator] (one method, Add,
// returning true to stop reading once the verdict is decided). Embed a
// [Tally] for the bookkeeping (score, contributions, blocked and where)
// and the type is a [Rule] that [Judge], [Feed], [All] and the
// los/lostest laws accept; a plain function is an [AccumulatorFunc].
// Rules with fields that can be misconfigured implement [Validator], and
// [Judge] reports their errors instead of panicking.
//
// A ruleset's own hex sight rule is a [HexRule], one method that reads
// each element of a line (a hex, a hexside, a grazed hex; its ground and
// the line's height; the two ends) and says what it scores and whether it
// blocks; a plain function is a [HexRuleFunc]. [HexRules] holds only
// geometry and policy (the spine policy, the terrain keys that block and
// hinder) and a list of rules, where the built-ins [Threshold],
// [Elevation] and [Blind] stand beside the ruleset's own with the same
// shape. The hook costs a call per element, so [NewHexSight] recognises
// the built-in values once, by their type, and compiles them into its
// kernel (and the field-of-view shadow pass), which reads them without a
// call; any other rule is read through the hook. [ObstacleAbove] and
// [BlindHexes] state elevation and blind hexes as plain hook rules, and a
// property test checks that they decide as the compiled built-ins do.
//   - Field of view ([HexSight.AppendFOV], [AppendVisible]): always the
//     same answer as pairwise LoS, target by target.
//
// # Conventions
//
// The observer is the first argument (a segment's A); every verdict is
// symmetric: the same Seen and score whichever end observes.
// The library gets that by construction rather than by luck: hex lines
// and continuous traces are computed in one canonical direction (from the
// lexicographically smaller end) and presented from the observer, so the
// lengths are the same bit for bit. Scores are sums in the observer's
// order and so are equal both ways exactly when the contributions are
// integers (as every seed's are); otherwise they can differ in the last
// bit. Options bound to a unit rather than a role (an exemption, an eye
// height) swap with the roles.
//
// Coordinates and heights are in the board's unit; distances along a
// sight line are measured from the observer.
//
// # Boundary models
//
//   - Bases (geom.Disc) are closed: a sight line may start and end on a
//     rim. Touching or overlapping bases always see each other.
//   - A blocker of base-to-base LoS blocks a segment that meets its
//     interior: a disc whose centre is strictly closer than its radius, a
//     polygon with a part of positive length strictly inside. Grazing,
//     touching and running along an edge do not block.
//   - Board features follow terrain and geom: areas are closed, and a
//     stretch along a shared edge counts once ("interior above"); line
//     contacts are classified as Cross, Touch or Along, and accumulators
//     count only those where the line passes to the other side.
//   - On a hex map a hex is entered when the segment meets its interior;
//     a hex touched at a vertex, or along a hexside, is grazed and
//     reported as the alternative route of a [SpinePolicy].
//   - Heights: an obstacle blocks a 3D line where the line is strictly
//     below its top (on a hex map: strictly above the line blocks).
//
// # Policies and defaults
//
// SpineBoth (blocked only if both routes block) is the default spine
// policy; SpineEither, observer's (attacker's) choice and target's
// (defender's) choice are the others. ChunkSum counts per contiguous
// stretch and a fraction as a chunk; PerFeature and Full change that.
// Hex ends do not add their own hindrance unless [Threshold.CountEnds] is set.
//
// # Errors and performance
//
// Bad input gets an error prefixed "los: " (NaN or infinite coordinates
// and heights, invalid discs, a negative radius), never a panic. A
// zero-length sight line is valid: it crosses nothing. Hot paths (Trace,
// Judge, HexSight.LoS, AppendFOV) allocate nothing once their reusable
// workspace ([Tracer], [HexTracer], [BaseSolver]) has grown; workspaces
// are not safe for concurrent use, while boards, maps and compiled
// [HexSight]s are.
package los
