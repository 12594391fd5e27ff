// Package napoleonic is the ruleset of SPEC.md's NAPOLEONIC rules (seed
// 001, "Formaciones voluntarias: columna y línea"): units of increments in
// column, column of companies and line on a hex map, the hexes they
// occupy, how they move, face, fire and melee. It composes geom
// (footprints, facings, arcs), move (snake and rigid formation moves,
// reach, wheels) and combat (exact fractions), and declares the terrain
// traits it reads ([MP], [AllowsColumn], [AllowsLine], [FarmOrTown]).
//
// # Conventions
//
// A [Unit] is a value: its arm, flags, increments, printed values and
// formation, and where it stands (the hex of its counter, its facing, and
// for a line its width and extent). Columns face a hexside and trail back
// from the counter; lines face a vertex and stand abreast (see
// geom.Facing). A unit's hexes, and everything per hex, come in the order
// of [Unit.AppendHexes]: the counter (a column's head) first. MP are whole
// numbers in float64, as move counts them. Melee values are exact
// fractions (combat.Frac): a portion of a column holds its share of the
// unit's value, so 2/3 and 1/3 (NAP-F10) are exact.
//
// Every rule is a method of [Rules], whose zero value states the default
// reading of each ambiguity of the seed: [SharePolicy] (how increments
// share hexes), [OldGuardPolicy] (an Old Guard line in one hex). Other
// readings are named where they are made: the arcs of a hex beside two
// portions of a column ([Rules.Surroundings]), the order portions go to
// several attackers ([Rules.Defend]), how portion results combine
// ([Rules.Combine]), what a wheel costs ([Rules.WheelLine]).
//
// # Formations: a table, so that square and general order fit
//
// A [Formation] is a key into a table of [FormationRules]: the kind of
// facing, how it moves (Rigid or Snake), fires (FirePrinted,
// FireByIncrements), defends (DefendWhole, DefendByFacing), the terrain
// trait it needs to stand, its arcs, and whether the line rules of
// flanks apply, plus its hex count and footprint. The rest of the package
// reads the row, not the name. The square of the next rules is one more
// constant and one more row: one hex, a hexside facing, the zero geom.Arcs
// (all front: no flank, no rear), fire by increments, DefendWhole, a
// Stand trait "allows-square"; general order likewise. A square's
// special melee or fire value would be one more field of the row, read
// where the mode is read today.
//
// # Rules and the API that implements them
//
//	NAP-F1   formations column and line      Formation, FormationRules, Formations
//	NAP-F2   infantry column: where, fire    Map.Allows (AllowsColumn), Rules.ColumnFire
//	NAP-F3   column melee totalled           Rules.HexMelee
//	NAP-F4   cavalry column of companies     Unit.Validate, AllowsColumn
//	NAP-F5   column of companies occupancy   Unit.Len, Rules.Portions, Shares, SharePolicy
//	NAP-F6   snake movement                  Rules.Move (move.Snake), Rules.Reach
//	NAP-F7   wheel 90° into line             Rules.WheelToLine, Phase
//	NAP-F8   portions resolved separately    Rules.Defend, Rules.Combine
//	NAP-F9   column defence by facing        Rules.Surroundings (Portion), Attack.Reachable, Rules.Defend
//	NAP-F10  several attackers               Rules.Defend
//	NAP-F11  fire at a moving column         Rules.FireExposure
//	NAP-L1   line only where allowed         Rules.CanStand, Map.FormationStepCost, AllowsLine
//	NAP-L2   infantry line 1 or 2 hexes      Unit.Validate, Rules.Portions
//	NAP-L3   infantry line +1 per hex        Rules.Surcharge, Rules.Move, Rules.Reach
//	NAP-L4   cavalry line width and +1/2     Unit.Validate, Rules.Portions, Rules.Surcharge
//	NAP-L5   Old Guard pays like cavalry     OldGuard, Rules.Surcharge, OldGuardPolicy
//	NAP-L6   dearest hex entered             Rules.Move (move.Formation.Move), Rules.Reach
//	NAP-L7   line fire by increments         Rules.LineFire, FireEffects, SampleFireEffects
//	NAP-L8   hex melee totalled              Rules.HexMelee
//	NAP-L9   refused flank                   Rules.Surroundings, Rules.ArcOf, ArcHex.Refused
//	NAP-L10  no flanks in farm or town       Rules.Surroundings, FarmOrTown, ArcHex.InTown
//	NAP-L11  wheel part of a line            Rules.WheelLine
//
// Each rule is proved by a test named after it (TestNAP_F6_DragonsSnake,
// TestNAP_L7_LineFire, ...).
//
// # Readings of the seed
//
//   - NAP-F5: increments share a column's hexes evenly with extras towards
//     the head by default (SPEC.md's reading); SharesFourFromHead is the
//     other. A line is always shared evenly, extras towards the counter.
//   - NAP-F7: the companies wheel where they stand, so the line holds the
//     column's hexes, its counter at the end that was the head. Its MP
//     cost is not in the seed.
//   - NAP-F9: a hex beside two portions strikes the foremost (it is the
//     defender's better case); behind the head, the hexes by a portion's
//     front corners are flank, not front.
//   - NAP-F10: an attack that finds no portion free (a front attack after
//     a flank attack on the head took them all) defends with 0.
//   - NAP-F8: results combine as losses summed, the longest retreat, and
//     disorder if any; the seed says only "as a whole".
//   - NAP-L5: an Old Guard line in one hex pays terrain only, as a cavalry
//     line does (OldGuardLikeCavalry); OldGuardPerTwoHexes is the other.
//   - NAP-L9: refusal reads the friend's own front without refusals, so
//     refusals do not chain.
//   - NAP-L11: the wheel pays the walk of the line's far end at terrain
//     cost (move.Formation.Wheel), 60° at a time.
//   - NAP-L7: only the KGL line ×4 cell is the seed's; SampleFireEffects
//     marks the others Illustrative.
package napoleonic
