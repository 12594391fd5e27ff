// Package combat is the randomness and arithmetic of wargame combat: dice as
// exact distributions, a seeded roller that logs and replays, named die-roll
// modifiers with clamps, results tables as data (fire tables by factors,
// CRTs by odds or differential), rounding modes, target-number checks, and
// the exact distribution of any resolution, so a tool can show the odds
// before anyone rolls. It knows no geometry and no particular game; a
// ruleset supplies its tables and modifiers as data.
//
// # Exactness
//
// A [Dist] holds integer weights over a common denominator (the number of
// equally likely outcomes: 36 for 2D6), and every probability is a reduced
// [Frac]. Nothing is computed in floating point; Float64 and Percent are
// display views. Operations that would overflow int64 return an error rather
// than a wrong answer. The weights of every distribution sum to its total,
// so probabilities sum to exactly 1.
//
// # Rounding
//
// Each place that rounds names its [Rounding] mode, exactly on rationals:
// Down (floor), Up (ceiling), TowardZero, and nearest with a named tie rule
// (HalfUp, HalfDown, HalfEven, HalfAwayFromZero). Defaults: factor and
// differential columns round fractional strengths Down; odds round in the
// defender's favour ([DefenderFavour]: floor(A/D):1 when A >= D, else
// 1:ceil(D/A)); both are overridable per table with [Columns.WithRounding]
// and [Columns.WithOddsRounding]. A rule such as "factors round up, hits
// round down" is written with [Up] and [Down] where the ruleset applies it.
//
// # Columns and shifts
//
// Columns are an ordered list, worst for the attacker first. A column shift
// moves along the list (+1 is one column in the attacker's favour), so it
// steps 1:2 → 1:1 → 2:1 across 1:1 with no special case.
//
// # Off-table policies
//
// A final roll beyond the rows, or a column beyond the ends (after any
// shift), is settled by the table's [OffTable] policy: [Clamp] (the default,
// for rows and columns: use the nearest row or column), [Fixed] (a declared
// result, such as "attacker eliminated" left of 1:3) or [Fail] (an error).
// An input off the table is settled before shifts; see [Table.Column].
//
// # Randomness
//
// A [Roller] draws faces from a [Source]: [Seeded] (math/rand/v2 PCG,
// deterministic for a seed), [Forced] (a script of faces, for worked
// examples and replays), or the caller's own. With logging on it records
// every roll (purpose, expression, faces, total); [Replay] turns a log into
// a source that replays the game. Rolling and resolving do not allocate
// beyond the growth of that log.
//
// # Explanations
//
// [Table.Resolve] returns a [Result] carrying the raw roll and faces, each
// modifier and the clamp ([Breakdown]), the final roll, the column and why
// ([ColumnPick]), the row ([RowPick]) and the cell; its String method prints
// the working. [Table.Outcomes] gives the exact distribution of the cell
// for the same inputs without rolling.
//
// # Errors
//
// Bad input (an empty or ragged table, overlapping or gapped row spans,
// odds out of order, an unknown column, a defender of strength 0, a
// malformed dice expression, a script of forced faces that ran out) returns
// an error prefixed "combat: " that names the input; nothing panics except
// [MustParseDice], which is meant for expressions fixed in source code.
// Tables, distributions and outcomes are immutable after construction and
// safe for concurrent readers; a Roller belongs to one goroutine.
package combat
