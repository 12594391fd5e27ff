// Package cem is the ruleset of SPEC.md's CEM rules (seed 000, "CEM:
// Terrenos"): terrain with four traits, line of sight as a visibility sum
// along the line, crest lines, unit fire, and unit movement with charges,
// on a continuous board in metres (1 cm on the table is 1 m in the game).
// It composes terrain (the trait keys [Difficulty], [Visibility],
// [Cover], [Resistance], [Crest]), los (los.ChunkSum for the sum,
// its own accumulator for crest lines (on los.Tally), los.Exempt for edge declarations,
// los.All to combine them), move (path costs with PerUnitOrFraction
// rounding) and combat (the cover modifier, exact fire fractions).
//
// # How to use this package
//
// Every warkit ruleset has one shape. A [Rules] value holds the readings
// the rule text leaves open; its zero value is the documented default of
// each, and no zero hides a real setting (where a zero could be meant, the
// field is an explicit option). A constructor New…(…, Rules) checks the
// rules and what they read, keeps its own copy, and returns an immutable
// value, safe for concurrent readers, whose methods are the rules, each
// named after the question it answers; the same question has the same
// name in all five rulesets (LoS, Cost, Cover, Move, Reach). Bad input
// gets an error prefixed with the package name.
//
// Here: [NewBoard](board, [Rules]) returns a [*Board]; [Board.LoS] and
// [Board.UnitSees] answer sight, [Board.Cost] movement, [Board.CheckMove]
// a move, [Board.UnitFire] fire.
//
// # Conventions
//
// A [Board] is a terrain.Board read once under the [Rules] in force; its
// methods are the rules. Figures are points (the centres of their bases);
// a base radius counts only for distances between figures (CEM-M3, M4,
// formation). Sight lines join figure centres. A figure's own obstacles
// ([Board.AppendOwn]) are the areas that hold it and the linear obstacles
// within [Rules.EdgeReach] of it (a wall it stands behind). Every verdict
// explains itself: a [Sight] lists its terms and where crest lines cut
// it, a [UnitFire] each figure and why it does not fire, a [MoveCheck]
// every [Refusal] with its [RefusalCode], and [Board.Explain] the cost of a path.
//
// # The rules, in our words
//
// Each rule as this package applies it, with the reading it takes where
// the seed is open and the [Rules] field that chooses another.
//
//   - CEM-T1 Terrain traits. Every terrain type has four numbers:
//     difficulty (movement metres per metre, 0 for impassable), visibility
//     (how much it hides what is behind it), cover (added to the enemy's
//     attack roll, as a negative modifier here) and resistance (taken off
//     the damage an attack scores).
//   - CEM-T2 Movement cost. Crossing d metres of terrain of difficulty D
//     costs D × ceil(d) metres of movement (10 m at difficulty 2 costs 20
//     m); difficulty 0 cannot be entered. The whole metres are counted
//     exactly on the points the path stands for, so a diagonal exactly 5 m
//     long costs 5 m however float64 rounds its length; a wall crossed in
//     0 m costs nothing unless it is impassable.
//   - CEM-T3 Resistance. The damage an attack does is max(0, damage −
//     resistance of the target's terrain).
//   - CEM-C1 Crest lines. Relief is drawn as crest lines with a height;
//     they never change what movement costs.
//   - CEM-C2 Second crossing. A sight line that crosses the same crest line
//     twice, or two crest lines of the same height, is cut at the second
//     crossing: nothing beyond it is seen or shot at. One crossing (looking
//     down from a hill) cuts nothing.
//   - CEM-L1 Golden rule. If you see the enemy, the enemy sees you: every
//     verdict is the same from both ends.
//   - CEM-L2 Figure to figure. A sight line joins any figure of one unit
//     to any figure of the other; it can always be drawn, and its
//     visibility decides whether the units see each other.
//   - CEM-L3 Visibility sum. Each terrain a sight line runs through adds
//     its visibility once for every 5 m or fraction inside it; a thin
//     feature such as a hedge adds it once per crossing. Reading: chunks
//     count per stretch inside one feature (Rules.PoolStretches pools the
//     stretches of a feature), a fraction counts whole (Rules.WholeChunks
//     counts whole chunks only), the chunk is 5 m (Rules.Chunk), lengths
//     are exact.
//   - CEM-L4 Seen. A total of 0 or 1: the figures see each other; 2 or
//     more: they do not.
//   - CEM-L5 Edge of an obstacle. A unit that declares it stands at the
//     edge of the obstacle it occupies does not count that obstacle's
//     visibility, for its own fire or for fire at it; cover still applies.
//     Reading: its obstacle is any area holding a figure and any wall or
//     hedge within Rules.EdgeReach (1 m unless set; Set(0.0) for only what
//     holds it).
//   - CEM-L6 Cover. Only the cover of the terrain the target's figures
//     stand in modifies the attack; of several, the one with most cover.
//   - CEM-L7 Unit fire. If any figure sees any enemy figure the whole unit
//     may fire, except figures whose own lines cross an obstacle of
//     visibility 2 or more that they are not in; the unit's fire loses a
//     third of the fire of the figures that cannot fire. Reading: the
//     third literally (Rules.FireCut, any fraction, 0 included); a figure
//     fires if one of its lines is clear (Rules.FigureLines: every line).
//   - CEM-L8 Moving targets. In the advance phase a target that moved may
//     be sighted at any point of its path; the path is sampled every
//     Rules.PathStep (0.5 m) and wherever it crosses an outline.
//   - CEM-M1 Allowances. Squads and half-squads move 15 m, weapon teams 10
//     m, 15 m if they leave the support weapon behind.
//   - CEM-M2 Moving a unit. The figure most advanced in the direction of
//     march moves first and its move is measured; the others follow in the
//     same direction, placed freely, but none may break formation, end
//     ahead of the lead, or spend more than twice the allowance.
//   - CEM-M3 Keep 5 m away. A move may not end strictly closer than 5 m to
//     an enemy unit; exactly 5 m is allowed.
//   - CEM-M4 Charge. A unit may move double its allowance if it ends
//     within 5 m of an enemy unit it sees, or in terrain with cover 2 or
//     more; a charging figure moves in a straight line unless it touched an
//     obstacle at the start. Reading: CEM-M3 still applies, so a charge
//     ends exactly 5 m away (Rules.ChargeIgnoresExclusion lifts it); a
//     charge over its doubled allowance is refused as [ChargeOverAllowance].
//
// # Rules and the API that implements them
//
//	CEM-T1  four traits per terrain        Difficulty, Visibility, Cover, Resistance, Types, NewBoard
//	CEM-T2  cost D × ceil(d), 0 impassable Board.Cost, Board.Explain, Board.CheckMove
//	CEM-T3  resistance                     Board.Damage, Board.Shelter
//	CEM-C1  crest lines, free to move      Crest, Board.Cost (crest lines ignored)
//	CEM-C2  second crossing interrupts     Board.LoS (Sight.Blocked, BlockedAt, BlockedPoint), Board.LoSRule
//	CEM-L1  golden rule (symmetry)         Board.LoS, Board.LoSRule, Board.UnitSees
//	CEM-L2  any figure to any figure       Board.UnitSees, Board.UnitFire
//	CEM-L3  visibility per 5 m or fraction Board.LoS (Sight.Score, Sight.Terms), Rules.Chunk, WholeChunks, PoolStretches
//	CEM-L4  seen at 0 or 1                 Sight.Seen, SeenBelow
//	CEM-L5  edge of the obstacle           End.Edge, Unit.Edge, Board.AppendOwn, Rules.EdgeReach
//	CEM-L6  cover of the target's terrain  Board.AttackModifier, Board.Shelter
//	CEM-L7  unit fire                      Board.UnitFire, Rules.FireCut, Rules.FigureLines
//	CEM-L8  moving targets                 Board.LoSAlong, Rules.PathStep
//	CEM-M1  allowances                     Unit.Allowance, Kind
//	CEM-M2  moving a unit                  Board.CheckMove, Move, Straight, Formation, MaxSpacing
//	CEM-M3  5 m from enemy units           Board.CheckMove, Exclusion
//	CEM-M4  charge                         Move.Charge, Board.CheckMove, ChargeCover, Rules.ChargeIgnoresExclusion
//
// Each rule is proved by a test named after it (TestCEM_T2_..., TestCEM_C2_SeedScene,
// TestCEM_L1_GoldenRule, ...). [SeedScene] is the seed's picture.
//
// # Readings of the seed
//
//   - CEM-L3: the rule as written. The seed's example (20 m open, 15 m of
//     field, a hedge, 5 m of wood) says 0 + 2 + 1 + 2 = 5, but a field of
//     visibility 1 per 5 m gives 3 for 15 m, so the total is 6; the seed's
//     next sentence (targets seen only in the first 5 m of the field)
//     fits visibility 1 per 5 m. Chunks count per contiguous stretch, a
//     fraction counting whole; a linear feature once per crossing;
//     lengths exactly (a 5 m diagonal is one chunk). Each is an option.
//   - CEM-L2: a sight line joins the centres of two figures, as the seed
//     draws it ("una línea imaginaria entre cualquier figura de tu unidad
//     y cualquier figura de la unidad enemiga"), and a unit's question
//     tries every pair of figures. Lines are not searched from any point
//     of one base to any point of the other (los.BaseSolver.Judge): that
//     is not this rule, and it would turn verdicts (a line grazing a
//     wood's corner from the rim of a base).
//   - CEM-L8: a moving target's path is sampled (every Rules.PathStep,
//     at its vertices and where it crosses an outline), each sample a
//     CEM-L2 line; the target's edge declaration is judged at each sample.
//   - CEM-L5: the declaring unit's own obstacle is whatever holds a
//     figure, and a wall or hedge within 1 m of it: so in the seed's scene
//     neither the left house nor the wall in front of it counts.
//   - CEM-L7: "subtract from the total one third of the fire of the figures
//     that do not fire", literally (Rules.FireCut unset is 1/3;
//     Set(combat.Int(1)) for "they do not count", Set(combat.Int(0)) for
//     "they subtract nothing"). An obstacle "of visibility 2 or more" is a
//     feature whose trait is 2 or more (a field's sum of 2 is not one). A
//     figure fires if one of its lines is clear (Rules.FigureLines). When
//     no figure sees, the unit does not fire at all.
//   - CEM-L6: cover is a negative modifier (the attacker's roll is read as
//     "higher is better"); of several features, the one with most cover.
//   - CEM-M2: the direction of march is the lead's displacement; "not
//     ahead" and "most advanced" are decided exactly; other figures may
//     spend twice the allowance in force (doubled again in a charge).
//   - CEM-M3 and M4: a charge must end within 5 m of an enemy unit seen at
//     the start, and M3 still forbids less than 5 m, so a charge at an
//     enemy ends exactly 5 m away ("acabe a cinco metros");
//     Rules.ChargeIgnoresExclusion is the other reading. A figure touches
//     an obstacle (and may go round it) if it is within the edge reach of
//     a feature with cover or with a difficulty other than 1.
//   - CEM-T2: a linear feature is crossed in 0 m, so it costs nothing
//     unless its difficulty is 0; the seed prices no crossing. Lengths
//     are rounded up to whole metres exactly (a diagonal exactly 5 m
//     long is 5 m), with no tolerance.
//
// # Errors
//
// Bad input gets an error prefixed "cem: " (a nil or zero Board, a type
// lacking a trait or with one above [MaxTrait], a chunk below [MinChunk],
// a unit of more than [MaxFigures] figures, a malformed move, a point
// that is not finite, a move or a path priced by [Board.Cost] that
// leaves the board, a sighted path longer than [MaxPathSamples] steps);
// a move that breaks the rules is not an error but a [MoveCheck] with
// its refusals. A sight line may leave the board, and so may a sighted
// path ([Board.LoSAlong]): beyond the board's extent there are no
// features, so the ground there is open (see [Board.LoS]). Methods that
// return no error document their answer on a nil or zero Board (open
// ground, no features, nil). Sums of fire are checked: a total that does
// not fit an int is an error. Cost: a sight line is one trace (linear in
// the features it meets); a unit's question is one line per pair of
// figures.
package cem
