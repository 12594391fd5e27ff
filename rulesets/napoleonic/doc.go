// Package napoleonic is the ruleset of SPEC.md's NAPOLEONIC rules (seed
// 001, "Formaciones voluntarias: columna y línea"): units of increments in
// column, column of companies and line on a hex map, the hexes they
// occupy, how they move, face, fire and melee. It composes geom
// (footprints, facings, arcs), move (snake and rigid formation moves,
// reach, wheels) and combat (exact fractions), and declares the terrain
// traits it reads ([MP], [AllowsColumn], [AllowsLine], [FarmOrTown]).
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
// Here: [NewMap](hexmap, [Rules]) returns a [*Map]; [Map.Move] and
// [Map.Reach] answer movement, [Map.Surroundings] and [Map.ArcOf] facing,
// [Map.LineFire] and [Map.ColumnFire] fire, [Map.Defend] and
// [Map.HexMelee] melee.
//
// # Conventions
//
// A [Unit] is a value: its arm, flags, increments, printed values and
// formation, and where it stands (the hex of its counter, its facing, and
// for a line its width and extent). Columns face a hexside and trail back
// from the counter; lines face a vertex and stand abreast (see
// hex.Facing). A unit's hexes, and everything per hex, come in the order
// of [Unit.AppendHexes]: the counter (a column's head) first. MP are whole
// numbers in float64, as move counts them. Melee values are exact
// fractions (combat.Frac): a portion of a column holds its share of the
// unit's value, so 2/3 and 1/3 (NAP-F10) are exact.
//
// Every rule is a method of the [Map] that [NewMap] reads under a [Rules],
// whose zero value states the default reading of each ambiguity of the
// seed: [SharePolicy] (how increments
// share hexes), [OldGuardPolicy] (an Old Guard line in one hex). Other
// readings are named where they are made: the arcs of a hex beside two
// portions of a column ([Map.Surroundings]), the order portions go to
// several attackers ([Map.Defend]), how portion results combine
// ([Map.Combine]), what a wheel costs ([Map.WheelLine]).
//
// # Bad input and bounds
//
// Every method of a nil or zero [Map] (one not built by [NewMap]) returns
// an error prefixed "napoleonic: ", or, where it has no error, a
// documented empty answer (Allows false, EntryMP false, a step cost that
// refuses every step, a nil hex map). A [Unit] is checked by
// [Unit.Validate] wherever it is read: its increments are at most
// [MaxIncrements] (so it occupies at most 25 hexes), its printed values
// and the Fire Effects multipliers at most [MaxValue] (so no volley, melee
// share or sum overflows), its head within hex's valid range. Losses
// that add up past MaxInt are an error. Work is bounded by the input: a
// move is linear in its path; a rigid unit's reach in the map's hexes
// (move's search); a column of companies' reach searches positions of its
// whole body, at most [MaxSnakeStates] of them, an error beyond.
//
// # Formations: a table, so that square and general order fit
//
// A [Formation] is a key into a table of [FormationRules]: the kind of
// facing, how it moves (Rigid or Snake), fires (FirePrinted,
// FireByIncrements), defends (DefendWhole, DefendByFacing), the terrain
// trait it needs to stand, its arcs, and whether the line rules of
// flanks apply, plus its hex count and footprint. The rest of the package
// reads the row, not the name. The square of the next rules is one more
// constant and one more row: one hex, a hexside facing, the zero hex.Arcs
// (all front: no flank, no rear), fire by increments, DefendWhole, a
// Stand trait "allows-square"; general order likewise. A square's
// special melee or fire value would be one more field of the row, read
// where the mode is read today.
//
// # The rules, in our words
//
// Each rule as this package applies it, with the reading it takes where
// the seed is open and the [Rules] field or method that chooses another.
//
//   - NAP-F1 Formations. A unit stands in column or in line; the table of
//     [FormationRules] leaves room for square and general order.
//   - NAP-F2 Infantry column. It forms in open terrain or where the
//     scenario allows (the AllowsColumn trait); it fires with the value on
//     its reverse, only the top unit of a stack fires, and a column of one
//     increment fires at half that value.
//   - NAP-F3 Column melee. The melee values of all units in column are
//     added for attack and for defence.
//   - NAP-F4 Cavalry column. Cavalry forms column only as column of
//     companies, in open terrain or where the scenario allows.
//   - NAP-F5 Column of companies. At most 4 increments a hex, so it
//     occupies ceil(increments/4) hexes, the extra hexes straight behind
//     the counter. Reading: increments shared as evenly as possible, extras
//     towards the head (Rules.Shares = SharesFourFromHead fills 4 per hex
//     from the head).
//   - NAP-F6 Column movement. A column of several hexes moves like a
//     snake: every portion steps into the hex the portion ahead of it
//     left, and each step costs the dearest entry any portion pays. The
//     seed's 7e Dragons, three hexes with the first hex entered cultivated
//     (2 MP), pay 2, 2, 2, then 1: 2, 4, 6, 7 MP in all. No other reading
//     is offered: the seed's example fixes this one.
//   - NAP-F7 Wheel into line. A column of companies may wheel 90 degrees
//     to its left or right to form line, also during a reaction or
//     opportunity charge. Reading: the companies wheel where they stand,
//     the counter at the end that was the head; the seed gives no MP cost.
//   - NAP-F8 Portions in melee. The melee of each portion of a column of
//     companies is resolved on its own and the results applied to the
//     whole unit. Reading: losses summed, the longest retreat, disorder if
//     any portion is disordered ([Map.Combine]).
//   - NAP-F9 Column defence by facing. Attacked only from the front, a
//     column defends with its full value; from a flank, with the attacked
//     portion and every portion behind it; from the rear, with the rear
//     portion only. Reading: a hex beside two portions strikes the
//     foremost.
//   - NAP-F10 Several attackers. No melee value counts twice: front and
//     rear attacks on a 3-hex column get 2/3 and 1/3. Reading: portions go
//     to the rear attack first, then the flanks, then the front, each to
//     one attack ([Map.Defend]); an attack left without a portion defends
//     with 0.
//   - NAP-F11 Fire at a moving column. Every hex of a column of companies
//     can be fired at as it moves through a zone of influence; a charging
//     column only at its first hex.
//   - NAP-L1 Line. A line forms only in open terrain where the scenario
//     allows (the AllowsLine trait), and a line of several hexes only
//     where every hex allows it.
//   - NAP-L2 Infantry line. One or two hexes; two need at least 5
//     increments, shared evenly.
//   - NAP-L3 Infantry line movement. Terrain cost + 1 for every hex
//     entered: three open hexes cost 6 MP.
//   - NAP-L4 Cavalry line. Up to ceil(increments/4) hexes, increments
//     shared evenly; in one hex it pays the terrain, wider it pays the
//     terrain plus 1 for every two hexes entered, on the 2nd, 4th, 6th
//     hex: 7 hexes at cost 1 cost 10 MP.
//   - NAP-L5 Old Guard. An Old Guard infantry line pays the +1 as cavalry
//     does. Reading: exactly as a cavalry line, so nothing extra in one hex
//     (Rules.OldGuard = OldGuardPerTwoHexes charges +1 per two hexes at any
//     width).
//   - NAP-L6 Dearest hex. A moving unit of several hexes pays the dearest
//     terrain any of its hexes enters.
//   - NAP-L7 Line fire. Infantry in line fires by increments, at most 4
//     from a hex (4 minus the increments of unlimbered artillery stacked
//     with it), times the Fire Effects Table's multiplier for its
//     formation and nationality: the 8th KGL, 6 increments in 2 hexes, 3
//     per hex × 4 = 12. Only that cell is the seed's; the other cells of
//     [SampleFireEffects] are illustrative.
//   - NAP-L8 Hex melee. The melee values of all units in a hex are added
//     for attack and for defence.
//   - NAP-L9 Refused flank. A flank hex of a unit counts as front while it
//     is also a front hex of an adjacent friendly unit in line. Reading:
//     the friend's own front, without its refusals, so refusals do not
//     chain.
//   - NAP-L10 Farm or town. A line in a farm or town has no flank: every
//     hexside counts as front.
//   - NAP-L11 Wheeling part of a line. A line that reaches the enemy with
//     one hex may wheel the rest left or right, paying MP, even in enemy
//     zones of influence, which triggers opportunity reactions. Reading:
//     it pays the walk of the line's far end at terrain cost, 60 degrees
//     at a time.
//
// # Rules and the API that implements them
//
//	NAP-F1   formations column and line      Formation, FormationRules, Formations
//	NAP-F2   infantry column: where, fire    Map.Allows (AllowsColumn), Map.ColumnFire
//	NAP-F3   column melee totalled           Map.HexMelee
//	NAP-F4   cavalry column of companies     Unit.Validate, AllowsColumn
//	NAP-F5   column of companies occupancy   Unit.Len, Unit.Placed, Map.Portions, Shares, SharePolicy
//	NAP-F6   snake movement                  Map.Move (move.Snake), Map.Reach
//	NAP-F7   wheel 90° into line             Map.WheelToLine, Phase
//	NAP-F8   portions resolved separately    Map.Defend, Map.Combine
//	NAP-F9   column defence by facing        Map.Surroundings (Portion), Attack.Reachable, Map.Defend
//	NAP-F10  several attackers               Map.Defend
//	NAP-F11  fire at a moving column         Map.FireExposure
//	NAP-L1   line only where allowed         Map.CanStand, Map.FormationStepCost, AllowsLine
//	NAP-L2   infantry line 1 or 2 hexes      Unit.Validate, Map.Portions
//	NAP-L3   infantry line +1 per hex        Map.Surcharge, Map.Move, Map.Reach
//	NAP-L4   cavalry line width and +1/2     Unit.Validate, Map.Portions, Map.Surcharge
//	NAP-L5   Old Guard pays like cavalry     OldGuard, Map.Surcharge, OldGuardPolicy
//	NAP-L6   dearest hex entered             Map.Move (move.Formation.Move), Map.Reach
//	NAP-L7   line fire by increments         Map.LineFire, FireEffects, SampleFireEffects
//	NAP-L8   hex melee totalled              Map.HexMelee
//	NAP-L9   refused flank                   Map.Surroundings, Map.ArcOf, ArcHex.Refused
//	NAP-L10  no flanks in farm or town       Map.Surroundings, FarmOrTown, ArcHex.InTown
//	NAP-L11  wheel part of a line            Map.WheelLine
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
