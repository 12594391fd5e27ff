// Package cem is the ruleset of SPEC.md's CEM rules (seed 000, "CEM:
// Terrenos"): terrain with four traits, line of sight as a visibility sum
// along the line, crest lines, unit fire, and unit movement with charges,
// on a continuous board in metres (1 cm on the table is 1 m in the game).
// It composes terrain (the trait keys [Difficulty], [Visibility],
// [Cover], [Resistance], [Crest]), los (los.ChunkSum for the sum,
// los.SecondCrossing for crest lines, los.Exempt for edge declarations,
// los.All to combine them), move (path costs with PerUnitOrFraction
// rounding) and combat (the cover modifier, exact fire fractions).
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
// every [Refusal], and [Board.Explain] the cost of a path.
//
// # Rules and the API that implements them
//
//	CEM-T1  four traits per terrain        Difficulty, Visibility, Cover, Resistance, Types, NewBoard
//	CEM-T2  cost D × ceil(d), 0 impassable Board.Cost, Board.Explain, Board.CheckMove
//	CEM-T3  resistance                     Board.Damage, Board.Shelter
//	CEM-C1  crest lines, free to move      Crest, Board.Cost (crest lines ignored)
//	CEM-C2  second crossing interrupts     Board.Sight (Sight.Interrupted, InterruptedAt), Board.SightRule
//	CEM-L1  golden rule (symmetry)         Board.Sight, Board.SightRule, Board.UnitSees
//	CEM-L2  any figure to any figure       Board.UnitSees, Board.UnitFire
//	CEM-L3  visibility per 5 m or fraction Board.Sight (Sight.Terms), Rules.Chunk, WholeChunks, PoolStretches
//	CEM-L4  seen at 0 or 1                 Sight.Seen, SeenBelow
//	CEM-L5  edge of the obstacle           End.Edge, Unit.Edge, Board.AppendOwn, Rules.EdgeReach
//	CEM-L6  cover of the target's terrain  Board.AttackModifier, Board.Shelter
//	CEM-L7  unit fire                      Board.UnitFire, Rules.FireCut, Rules.FigureLines
//	CEM-L8  moving targets                 Board.SightAlong, Rules.PathStep
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
//   - CEM-L5: the declaring unit's own obstacle is whatever holds a
//     figure, and a wall or hedge within 1 m of it: so in the seed's scene
//     neither the left house nor the wall in front of it counts.
//   - CEM-L7: "subtract from the total one third of the fire of the figures
//     that do not fire", literally (Rules.FireCut = 1/3 by default, 1 for
//     "they do not count"). An obstacle "of visibility 2 or more" is a
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
// Bad input gets an error prefixed "cem: " (a nil board, a type lacking a
// trait, a malformed move, a position off the board); a move that breaks
// the rules is not an error but a [MoveCheck] with its refusals.
package cem
