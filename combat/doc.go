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
// steps 1:2 → 1:1 → 2:1 across 1:1 with no special case. Shifts carry
// names ([Select.ShiftBy]: "shifted -1 defender in city"), which the
// explanation shows; [Select.Shift] adds an unnamed one.
//
// # Off-table policies
//
// A final roll beyond the rows, or a column beyond the ends (after any
// shift), is settled by the table's [OffTable] policy: [Clamp] (the default,
// for rows and columns: use the nearest row or column), [Fixed] (a declared
// result, such as "attacker eliminated" left of 1:3) or [Fail] (an error).
// One mode covers both ends, or [OffTable.Ends] gives each end its own
// ("below 1:2 is AE, above 6:1 reads as 6:1"). By default an input off the
// table is settled before shifts ([SettleFirst]); [ShiftFirst] applies the
// shifts first, counting virtual columns beyond the ends; see
// [Table.Column] and [Columns.WithShiftOrder].
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
// # Errors and bad input
//
// Bad input returns an error prefixed "combat: " that names the input, at
// most a few hundred bytes however long the input (texts are clipped at a
// character boundary, names to 64 bytes), quoting characters as the user
// wrote them ('１', never a byte of its UTF-8);
// nothing panics except [MustParseDice], which is meant for expressions
// fixed in source code. What each kind of bad input gives:
//
//   - Malformed text (dice, odds, fractions, loss cells, cell grids): an
//     error; [ParseDice] gives an [*ExprError] with the position. Dice
//     expressions are at most [MaxExprLen] bytes, fractions [MaxFracLen].
//   - Huge counts: at most [MaxDice] dice of [MaxSides] sides in a term and
//     [MaxTerms] terms; a billion dice is an error, never a distribution.
//     The builders ([Dice.Plus], [Dice.Minus], [Dice.PlusConst]) keep an
//     expression within MaxTerms terms and its constants within ±100,000
//     as they build it, and [Dice.Validate] reports the first excess.
//     A distribution with more outcomes than int64 counts is an error.
//   - Overflow: every count, weight, sum of modifiers, final roll, shifted
//     value, fraction and column shift is checked; a result that would not
//     fit in int (or int64 for fractions and weights) is an error, never a
//     wrapped value. Column shifts are bounded by [MaxShift].
//   - Empty and degenerate tables (no rows, no columns, ragged rows, gapped
//     or overlapping spans, rows over more than [MaxSpans] rolls, odds out
//     of order, unknown modes, a cell that is a float NaN) fail [NewTable].
//     A float ±Inf cell is an ordinary value. Rolls and spans at the ends
//     of int (math.MaxInt, math.MinInt) are handled exactly.
//   - Odds: a defender of 0, a negative or zero strength, or odds beyond
//     1e9:1 are errors.
//   - Nil and zero values: a nil or zero [*Table] (not built by [NewTable])
//     gives an error from every method that can fail and zero values from
//     the rest; [NewRoller](nil), the zero [Roller] and a nil *Roller give
//     an error on every roll and an empty log; a nil *[Seeded] or *[Forced]
//     source is an error, and a source's face outside 1..sides is an
//     error. A nil predicate counts nothing, a nil map function gives the
//     empty [Outcomes], a nil re-roll rule or cell parser is an error. The
//     zero [Dice] and zero [Dist] are the constant 0, the zero [Mods] no
//     modifier, the zero [Frac] 0, the zero [OffTable] Clamp. Index
//     methods ([Outcomes.At], [Roller.Entry]) give the zero value out of
//     range.
//
// # Cost bounds
//
// A distribution holds at most [MaxValues] values and the sum of two costs
// at most [MaxConvolution] products; keep rules are bounded likewise, so
// [Dice.Dist] takes at most tens of milliseconds. [NewTable] is linear in
// its cells plus the rolls its rows cover (at most [MaxSpans]); choosing a
// column is linear in the columns, reading a row is constant, and
// [Table.Outcomes] is linear in the values of the table's dice. Rolling
// is linear in the dice rolled and, like choosing and resolving, does not
// allocate beyond the roller's log. Parsers are linear in their input,
// and [ParseCells] allocates at most a small multiple of its text.
//
// Tables, distributions and outcomes are immutable after construction and
// safe for concurrent readers; [NewTable] copies the slices it keeps. A
// Roller belongs to one goroutine.
package combat
