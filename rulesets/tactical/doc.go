// Package tactical is the rule system TACTICAL of SPEC.md (seed 004): a
// hex-and-counter game of sections with steps, a 2D6 Fire Table and a 1D6
// Assault CRT. It is a thin adapter over geom, terrain, move and combat:
// its trait keys, tables, units and the assault sequence.
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
// Here: [NewGround](hexmap, [Rules]) returns a [*Ground];
// [Ground.Declare] declares an assault, [Ground.Value] and
// [Ground.AssaultMods] answer its odds. The [Assault] it returns is a
// state machine that belongs to one goroutine.
//
// # The assault as a sequence
//
// [Ground.Declare] checks a declaration and returns an [Assault], a state machine
// that a tool steps through. [Assault.Next] says what is due: the legal
// [Choice]s (fire before or after the pre-assault check, an officer joins
// or stays, a continued assault proceeds or a side leaves), or the [Roll]
// due with its exact odds, computed by combat before any die is thrown.
// [Assault.Choose] and [Assault.Roll] take the step and return the
// [Event]s: each roll with its working, the losses, the checks not needed
// and why, the Finished marks. A call out of turn is an error
// ("tactical: ...") that changes nothing; nothing panics.
//
//	declared ─┬─▶ fire before ─┬─▶ pre-check ─▶ officers ─▶ fire after ─▶ resolution ─▶ loser morale ─▶ done
//	          └─▶ hold or none ─┘                           (if held)                                   │
//	                         continuation ◀─ Continue (nobody retreated, both sides still in the hex) ◀─┘
//	                         (proceed: resolution again; or a side leaves)
//
// # Bad input and bounds
//
// A nil or zero [Ground] (not built by [NewGround]) and a nil or zero
// [Assault] (not declared) answer every question with an error, or with
// a documented empty value where a method has none (a Ground's step cost
// refuses every step; an Assault is done). Sums are checked: steps
// ([Steps] saturates, so stacking refuses it), fire factors and combat
// values (exact fractions of combat, whose overflow is an error), losses
// ([Unit.Lost] and [Unit.CurrentMorale] never wrap). Work is bounded by
// the input: [SpreadHits] is quadratic in the units whatever the hits; a
// step of an assault is linear in its units.
//
// # The rules, in our words
//
// Each rule as this package applies it, with the reading it takes where
// the seed is open and the option that chooses another.
//
//   - TAC-A1 Where and how many. An assault takes place in the defender's
//     hex, and stacking holds: at most 9 steps a side.
//   - TAC-A2 Who may assault. Assaulters stand in hexes adjacent to the
//     enemy, have the MP to enter its hex, declare the assault and pass a
//     pre-assault morale check.
//   - TAC-A3 The sequence. The attacker moves and declares; the defender
//     may fire at a hex the assault comes from; each assaulter checks
//     morale; the defender may fire at those that passed, if it did not
//     fire before; the assault is resolved; the loser, if any, checks
//     morale; every unit that assaulted (even one that failed its check)
//     or was assaulted is marked Finished. Every step is logged as an
//     [Event], with why nothing happened when nothing did.
//   - TAC-A4 Where a defensive fire's terrain comes from. Before the
//     pre-assault check, the terrain of the hex the assault comes from;
//     after it, the defender's hex. Reading: the divisor and the crest
//     DRM come from the same hex (Rules.Crest = CrestWhereStanding takes
//     the crest DRM where the targets stand).
//   - TAC-F1 Fire. Fire factors round up to pick the column (2.5 → 3);
//     roll 2D6, −1 if the target moves or moved, +1 if it is on a crest
//     line; the cell, divided by the target terrain's divisor (open ground
//     2), rounds down to hits (1.5 → 1). The seed's cell: column 3, roll 5
//     → 3. [FireResult] keeps the exact hits before rounding.
//   - TAC-F2 Hits. Each hit removes one step.
//   - TAC-F3 Morale after fire. A formation checks morale when its hits
//     exceed its number of sections (1 hit on 2 sections: no check); a
//     unit out of command checks on its own.
//   - TAC-F4 Leader loss. A section with an officer that loses a step
//     rolls 2D6, −1 if the loss came from defensive fire; the leader is
//     lost on 2 or less.
//   - TAC-M1 Morale check. 2D6, passed at or under the morale value: 10
//     under command without losses, 9 with a step lost. A unit that fails
//     its pre-assault check is marked Finished; an officer needs no check
//     and may join the assault or stay.
//   - TAC-R1 Assault resolution. A full-strength section is worth 4; the
//     odds attacker:defender pick the CRT column (4:4 is 1:1); roll 1D6,
//     −1 if the attacker's morale is 10, −1 if the defender is out of
//     command with morale 6 or less. The seed's cell: 1:1, roll 3 → 0/1.
//   - TAC-R2 Continuation. If nobody must retreat the assault goes on at
//     the assaulter's next activation, unless a side leaves the hex (it
//     may take full-strength fire from enemies marked Finished); odds are
//     recomputed after losses and only the continuation DRMs apply.
//   - TAC-R3 The loser. The side that must retreat loses; one losing unit
//     checks morale alone, two or more as a formation.
//   - TAC-R4 Fire into an assault. Fire into an assaulted hex spreads its
//     losses as if all the units there were one side.
//
// # Rules and where they live
//
//	TAC-A1  stacking 9 steps a side          MaxStackSteps, CheckStack, Ground.Declare
//	TAC-A2  adjacent, MP to enter, pre-check Ground.Declare (Ground.StepCost via move), PhasePreCheck
//	TAC-A3  the sequence, Finished marks     Assault, Phase, Assault.Next/Choose/Roll
//	TAC-A4  divisor by timing of the fire    Choice FireBefore/FireAfter, Rules.Crest (CrestPolicy)
//	TAC-F1  fire table, rounding, DRMs       Fire, Fire.Odds, Fire.Resolve, FireResult (RawHits), SampleFireTable
//	TAC-F2  one step per hit                 SpreadHits, Loss
//	TAC-F3  formation and unit checks        FormationMustCheck, FormationMorale, Formation
//	TAC-F4  leader loss                      LeaderLost, LeaderLossMods, LeaderLossChance, RollLeaderLoss
//	TAC-M1  morale check 2D6 <= morale       MoraleCheck, MoraleChance, RollMorale, Unit.CurrentMorale
//	TAC-R1  assault resolution               Ground.Value, Ground.AssaultMods, SampleCRT, CRTCell
//	TAC-R2  continuation                     Assault.Continue, Rules.Continuation, Outcome.Continues
//	TAC-R3  the loser's morale               CRTCell.Loser, PhaseLoserMorale
//	TAC-R4  fire into an assaulted hex       Assault.FireInto, SpreadHits
//
// Each rule is proved by a test named after it (TestTAC_A1_..., ...), and
// the seed's worked example by TestTAC_Example_Steiner and Example.
//
// # Terrain
//
// The package declares the traits it reads: [FireDivisor] (required on
// every hex type), [CrestLine] (a hex type, or the type of a hexside
// feature on any side of the hex) and [MoveCost] (entry MP, read through
// move.NewHexModel). [NewGround] compiles them once.
//
// # Tables
//
// [SampleFireTable] and [SampleCRT] are data for the demonstrations. Only
// the cells the seed gives are real (fire: column 3, final roll 5 → 3
// hits; CRT: 1:1, final roll 3 → 0/1); all others are illustrative. They
// are what the zero [Rules] plays; users load their own tables with
// combat.NewTable into Rules.FireTable and Rules.CRT. The seed rounds
// 2.5 fire factors up to the column of 3, then says it crosses "5 factors"
// with the roll of 5: a slip for column 3, read as column 3 (SPEC TAC-F1).
//
// # Readings and defaults
//
// Where the seed is silent, this package states its reading:
//
//   - Morale (TAC-M1) is Unit.Morale less one per step lost: 10 and 9 as in
//     the seed; further steps are extrapolated. The out-of-command value is
//     the scenario's, set in Unit.Morale.
//   - Hits and CRT losses go one step per unit in turn, in the order the
//     units are listed ([SpreadHits]); the owner may prefer another order.
//   - A fire at several units is one fire: −1 if any target moved, and,
//     under [CrestWhereStanding], +1 if any stands on a crest line.
//   - A formation checks once, against the lowest morale of its units in
//     the assault ([FormationMorale]); units out of command check alone and
//     do not count towards their formation's hits; a formation's hits are
//     the steps its units lost (hits beyond the last step do not count).
//   - A unit that fails a morale check is marked FailedMorale; an attacker
//     so marked does not go in. The seed says nothing more of failure.
//   - A reduced unit's combat value is Steps/FullSteps of a full section's
//     4 ([Ground.Value]).
//   - "Attacker morale 10" and "defender out of command, morale 6 or less"
//     apply when every unit of that side qualifies.
//   - The continuation modifiers are data ([Rules.Continuation]); the seed
//     names them without listing them, so the default has none. Either
//     list is set with [SetModifiers] (with no argument: no DRM at all). A continued
//     assault goes straight to the proceed-or-leave choice, with no new
//     declaration, defensive fire or pre-assault check.
//   - A CRT cell says who must retreat ("0/1r": the defender); the seed's
//     "A/D" cells ([CRTCell]) have no retreat.
//   - Fire into an assaulted hex (TAC-R4) spreads over defenders first,
//     then assaulters, as one side.
//
// # Units and scale
//
// Hexes are hex.Hex in the map's labels ("303"); MP are float64 as move
// counts them; fire factors and combat values are exact combat.Frac.
package tactical
