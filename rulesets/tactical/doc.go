// Package tactical is the rule system TACTICAL of SPEC.md (seed 004): a
// hex-and-counter game of sections with steps, a 2D6 Fire Table and a 1D6
// Assault CRT. It is a thin adapter over geom, terrain, move and combat:
// its trait keys, tables, units and the assault sequence.
//
// # The assault as a sequence
//
// [Declare] checks a declaration and returns an [Assault], a state machine
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
// # Rules and where they live
//
//	TAC-A1  stacking 9 steps a side          MaxStackSteps, CheckStack, Declare
//	TAC-A2  adjacent, MP to enter, pre-check Declare (Ground.StepCost via move), PhasePreCheck
//	TAC-A3  the sequence, Finished marks     Assault, Phase, Assault.Next/Choose/Roll
//	TAC-A4  divisor by timing of the fire    Choice FireBefore/FireAfter, Rules.Crest (CrestPolicy)
//	TAC-F1  fire table, rounding, DRMs       Fire, Fire.Odds, Fire.Resolve, SampleFireTable
//	TAC-F2  one step per hit                 SpreadHits, Loss
//	TAC-F3  formation and unit checks        FormationMustCheck, FormationMorale, Formation
//	TAC-F4  leader loss                      LeaderLost, LeaderLossMods, LeaderLossChance, RollLeaderLoss
//	TAC-M1  morale check 2D6 <= morale       MoraleCheck, MoraleChance, RollMorale, Unit.CurrentMorale
//	TAC-R1  assault resolution               Rules.Value, Rules.AssaultMods, SampleCRT, CRTCell
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
// hits; CRT: 1:1, final roll 3 → 0/1); all others are illustrative. Users
// load their own tables with combat.NewTable into [Rules]. The seed rounds
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
//     4 ([Rules.Value]).
//   - "Attacker morale 10" and "defender out of command, morale 6 or less"
//     apply when every unit of that side qualifies.
//   - The continuation modifiers are data ([Rules.Continuation]); the seed
//     names them without listing them, so the sample has none. A continued
//     assault goes straight to the proceed-or-leave choice, with no new
//     declaration, defensive fire or pre-assault check.
//   - A CRT cell says who must retreat ("0/1r": the defender); the seed's
//     "A/D" cells ([CRTCell]) have no retreat.
//   - Fire into an assaulted hex (TAC-R4) spreads over defenders first,
//     then assaulters, as one side.
//
// # Units and scale
//
// Hexes are geom.Hex in the map's labels ("303"); MP are float64 as move
// counts them; fire factors and combat values are exact combat.Frac.
package tactical
