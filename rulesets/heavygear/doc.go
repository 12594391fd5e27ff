// Package heavygear is the rule system HEAVYGEAR of SPEC.md (seed 003):
// gears and vehicles on a continuous table in inches, in three movement
// modes, with terrain that slows them, conceals them from a lock and
// covers them from an attack. It is a thin adapter: movement is move's
// continuous path cost, concealment is los's crossings read by
// los.FullUnits, lock and obstacle rolls are combat checks with exact
// odds, and the set-up checker clips sight lines with geom.
//
// # Rules and where they live
//
//	HG-S1  set-up guidance                 CheckSetup, SetupOptions, Setup, Finding, RoadGuides, IsPiece, StripWidth
//	HG-M1  cost per inch by class and mode Rate, RateFor, WhiteWaterExtra, NewMover, Mover.Cost, Move, MoveOptions
//	HG-M2  elevation, Defence vs 4         Climb, ClimbingPerk, Move.Obstacle, ObstacleThreshold, Rules.ObstacleChance, Rules.RollObstacle
//	HG-K1  passive lock, in the seed order Rules.PassiveLock, Passive, LockCheck, Next, Rules.RangeStrict
//	HG-K2  active lock, its odds, duration Rules.ActiveCheck, Rules.ActiveChance, Rules.RollActive, Lock.Holds, FreeActions, SkillDice, Success
//	HG-K3  which terrain conceals          Concealer.Conceal, ConcealOptions.TouchNothing, TouchPoints, Size, CoverSize
//	HG-K4  concealment points              ConcealRate, Situation, Speed, Modifier, Concealment, Source
//	HG-C1  cover modifiers, solid cover    Cover, Cover.Modifier, SolidModifier, Covered, CoverResult
//	HG-C2  abstract terrain, Cover Size    CoverBySize, AbstractCover
//	HG-C3  representative terrain (option) CoverByHidden
//
// Each rule is proved by tests named after it (TestHG_M1_..., ...), and the
// seed's pictures by the package's Examples.
//
// # Terrain
//
// The package declares the traits it reads: [MoveClass] (clear, soft,
// rough or dense, very rough or very dense, impassable, structure, road,
// shallow and deep water), [WhiteWater], [AdmitsInfantry],
// [ConcealClass] (none, light, medium, heavy), [CoverSize], [Size],
// [Solid], and for roads [RoadKind] and [Width]. [Types] gives a sample
// of each. A feature without a trait is outside the rule that reads it.
//
// # Readings and defaults
//
// Where the seed is silent or ambiguous, this package states its reading:
//
//   - Movement costs are proportional (1.5 in of soft ground costs 3 MP);
//     MoveOptions.PerStartedInch charges per started inch of the path.
//     Overlapping areas are layers (move.OverlapTop): a road or a bridge
//     listed after the terrain it crosses carries the mover.
//   - Deep water is impassable for a model without the perk; a path that
//     enters it is blocked there and the [Move] says the model is
//     destroyed. With the perk it is clear; hover is clear. White water
//     is a flag on water terrain, +1 MP per inch for every mode.
//   - The climbing perk lifts the 2 in limit of HG-M2 (its own rules are
//     not in the seed); the rise still costs +1 MP per inch.
//   - The skill roll is "skill level d6, keep the highest" ([SkillDice]);
//     the seed does not give it. The active lock and the Defence roll
//     succeed when they equal or beat the threshold (option: strictly
//     beat).
//   - A terrain's size for HG-K3 is its [Size] trait, or else its Cover
//     Size. Concealment reads Area features; each contiguous stretch of
//     the line inside a piece is counted on its own (exactly, at whole
//     inches); the line runs from the shooter's point to the centre of
//     the target's base. A piece the base touches gives 1 point when the
//     line does not cross it, and at least 1 when it does.
//   - "No concealment" in HG-K1 is a total of 0 after every modifier.
//   - The seed's worked example says medium terrain gives "2 points per 2
//     inches"; the rule it illustrates says +1 per full 2 in. This package
//     implements the rule (SPEC HG-K4): 5 in of medium terrain give 2.
//   - The seed gives the range check as distance <= Size in the rule and
//     distance < Size in its order of checks: <= by default,
//     Rules.RangeStrict for <.
//   - Abstract cover (HG-C2) takes the best cover among the pieces the
//     line passes through, and among equal levels a solid piece.
//
// # Units and errors
//
// Boards are in inches ([Unit]); every constructor refuses another unit.
// Bad input gets an error prefixed "heavygear: "; outcomes of the rules
// (a blocked path, a failed lock) are results, not errors.
package heavygear
