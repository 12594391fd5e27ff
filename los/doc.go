// Package los decides line of sight across an open table: it traces a
// sight line through a board into the ordered list of what it crosses, and lets a
// ruleset's accumulator read those crossings into a verdict (seen or not,
// a score, where the line was blocked, and why). It knows no particular
// game: rule numbers (chunk lengths, units per point, thresholds, heights)
// are parameters of reusable accumulators named after their pattern, and
// a ruleset's own rule is one small type on the extension points below.
// Sight on a hex map is package los/hexsight.
//
// # The tools
//
//   - Base to base ([BaseSolver.LoS]): whether any segment from a point of
//     one round base to a point of another is clear of other bases and
//     opaque pieces, with a witness segment, top-down (exact up to the
//     rounding of the candidate segments) or diagonal in 3D (documented
//     approximation).
//   - Scored base to base ([BaseSolver.Judge]): the best sight line
//     between two round bases across a board as any rule reads it
//     (area terrain that accumulates, opaque areas, other bases), with
//     its witness, its breakdown and the reason when none is seen; the
//     best of a documented set of candidate lines ([Lines]), each
//     judged exactly, exact where blocking decides. Its level form
//     ([BaseSolver.Least]: the least cover level every clear line must
//     cross) is exact.
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
// los/lostest laws accept. An accumulator that only says where sight
// ends (a plain function is an [AccumulatorFunc]) is the Rule
// [BlockWhere] returns: blocked where it stops, seen otherwise.
// Rules with fields that can be misconfigured implement [Validator], and
// [Judge] reports their errors instead of panicking.
//
// [AppendVisible] lists the targets an observer sees: always the same
// answer as pairwise [Judge], target by target.
//
// # Conventions
//
// The observer is the first argument (a segment's A); every verdict is
// symmetric: the same Seen whichever end observes, and for a line that
// no crossing blocks the same score (a blocked line is read from the
// observer up to its block, as the los/lostest symmetry law checks).
// The library gets that by construction rather than by luck: traces are
// computed in one canonical direction (from the
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
//   - Heights: an obstacle blocks a 3D line where the line is strictly
//     below its top.
//
// # Policies and defaults
//
// ChunkSum counts per contiguous stretch and a fraction as a chunk;
// PerFeature, PoolBy (across features of one kind) and Full change that,
// and Beyond blocks a line whose counted length is above it (none by
// default).
// BaseSolver.Judge judges the candidates of BestLine (FixedLines and
// CentreLine are the monotone readings), prefers the lower score
// (HigherScore turns it round) and samples the rims in DefaultRimSteps.
//
// # Errors and performance
//
// Bad input gets an error prefixed "los: " (NaN or infinite coordinates
// and heights, invalid discs, a negative radius, bases and blockers
// beyond ±MaxBaseCoord), never a panic; a nil receiver or function gets
// an error or the documented value of its method (a rule on nil sees
// nothing). A nil part of a combinator ([All]) is an error where the
// combinator is validated, never skipped. A score that is NaN is never seen. A zero-length sight line
// is valid: it crosses nothing. Base-to-base sight ends in bounded time
// on any input: its search for a line among many blockers stops with
// [ErrMaxNear] past the work BaseSolver.MaxNear allows (about a second
// at the default), and a wall of overlapping bases across the line is
// shown to leave no line in time linear in the blockers. Hot paths (Trace,
// Judge, BaseSolver.LoS, BaseSolver.Judge, BaseSolver.Least) allocate
// nothing once their reusable workspace ([Tracer], [BaseSolver]) has
// grown; workspaces are not safe for concurrent use, while boards are.
package los
