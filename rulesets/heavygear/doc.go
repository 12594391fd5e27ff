// Package heavygear is the rule system HEAVYGEAR of SPEC.md (seed 003):
// gears and vehicles on a continuous table in inches, in three movement
// modes, with terrain that slows them, conceals them from a lock and
// covers them from an attack. It is a thin adapter: movement is move's
// continuous path cost, concealment is los's crossings read by
// its own full-units accumulator on los.Tally, lock and obstacle rolls are combat checks with exact
// odds, and the set-up checker clips sight lines with geom.
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
// Here: [NewConcealer](board, [Rules]) returns a [*Concealer] whose
// [Concealer.Conceal] answers concealment, and [NewMover](board, model,
// [Rules]) a [*Mover] whose [Mover.Cost] prices a path.
//
// # The rules, in our words
//
// Each rule as this package applies it, with the reading it takes where
// the seed is open and the option that chooses another.
//
//   - HG-S1 Table set-up. One or two terrain pieces per 12 in square; no
//     open corridor ("kill zone") longer than 4 to 5 in; a typical piece
//     6 by 3 in; houses 2 to 3 in high; a residential street at most 2 in
//     wide, a one-lane road 1 to 1.5 in, a two-lane road with parking 3 to
//     4 in, a dual carriageway about 4 in a side. Guidance, reported as
//     findings, never refused.
//   - HG-M1 Movement cost. MP per inch by terrain and mode (walker,
//     ground, hover): clear 1; soft 2 (walker 3); rough or dense 3; very
//     rough or very dense 3 for walkers, impassable otherwise; impassable
//     never; a structure only for the models it admits, as clear; a road
//     clear, ground mode 1 MP per 2 in; shallow water 2 (hover clear);
//     deep water impassable without the perk (a model entering is
//     destroyed), clear with it and for hover; white water +1 MP per inch
//     on water. Reading: proportional to distance (Rules.PerStartedInch
//     charges per started inch).
//   - HG-M2 Elevation. Climbing costs +1 MP per inch of rise; a rise of 2
//     in or more is impassable. A model that cannot turn or climb in time
//     rolls Defence against 4: failure, an unintended impact; success, it
//     stops.
//   - HG-K1 Passive lock. The shooter locks on without a roll if there is
//     no concealment and nothing solid blocks the target, or the distance
//     is at most the target's Size and nothing solid blocks it, or its
//     Detection exceeds the target's concealment; checked concealment
//     first, then distance, else another target or an active lock.
//     Reading: distance <= Size (Rules.RangeStrict: <).
//   - HG-K2 Active lock. An action: the EW skill roll plus Sensors against
//     the target's total concealment; success gives the lock and one free
//     action (indirect or thrown attack, priority target, forward
//     observation), lasting to the end of the turn or until the target
//     moves. Reading: equal or beat (Rules.Success = StrictlyBeat); the
//     roll is skill-level d6 keep the highest (Rules.Skill for another).
//   - HG-K3 Which terrain conceals. A piece counts only if its size is at
//     least half the target's, and the line of fire passes through it or
//     the target's base touches it. Reading: a piece the base touches but
//     the line does not cross gives 1 point (Rules.TouchNothing:
//     nothing).
//   - HG-K4 Concealment points. They add up: light terrain +1 per full 4
//     in crossed (at least 1 from 2 in), medium +1 per full 2 in (at least
//     1 from 1 in), heavy +1 per full inch (at least 1); +1 per vehicle
//     between hiding at least half the target; solid objects +1 if they
//     hide anything but the base, +2 if more than half, and no lock or
//     direct fire if they hide it completely; target at combat speed −1,
//     top speed −2, used a ranged or thrown weapon −1; perks and flaws ±n;
//     never below 0. Readings: the rule, not the seed's example, for
//     medium terrain; a completely hidden target also collects the +2 of
//     "more than half" (Rules.Hidden = HiddenOwnCase: a case of
//     its own with no points).
//   - HG-C1 Cover modifier. Full cover −2, partial −1, some 0, in the open
//     +1, solid cover a further −1; full and solid: no direct fire.
//   - HG-C2 Abstract terrain. A piece the attack passes through with
//     Cover Size above the target's Size gives full cover, above half of it
//     partial, otherwise some; Cover Size 15 hides every model. Reading:
//     the best cover of the pieces crossed.
//   - HG-C3 Representative terrain. Judged by eye in the game; here an
//     option fed with the fraction of the target hidden.
//
// # Rules and where they live
//
//	HG-S1  set-up guidance                 CheckSetup, SetupOptions, Setup, Finding, RoadGuides, IsPiece, StripWidth
//	HG-M1  cost per inch by class and mode Rate, RateFor, WhiteWaterExtra, NewMover, Mover.Cost, Move, Rules.PerStartedInch
//	HG-M2  elevation, Defence vs 4         Climb, ClimbingPerk, Move.Obstacle, ObstacleThreshold, Rules.ObstacleChance, Rules.RollObstacle
//	HG-K1  passive lock, in the seed order Rules.PassiveLock, Passive, LockCheck, Next, Rules.RangeStrict
//	HG-K2  active lock, its odds, duration Rules.ActiveCheck, Rules.ActiveChance, Rules.RollActive, Lock.Holds, FreeActions, SkillDice, Success
//	HG-K3  which terrain conceals          Concealer.Conceal, Rules.TouchNothing, Rules.Hidden, TouchPoints, Size, CoverSize
//	HG-K4  concealment points              ConcealRate, Situation, Speed, Modifier, Concealment (Score), Source, HiddenPolicy
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
//     Rules.PerStartedInch charges per started inch of the path.
//     Overlapping areas are layers (ground.OverlapTop): a road or a bridge
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
//   - HG-K3, HG-K4 and HG-C2 read one line of fire, as the seed does
//     ("la ligne de mire vers la cible passe par le terrain", "le terrain
//     par lequel passe l'attaque"): concealment's runs from the shooter's
//     point to the centre of the target's base, abstract cover's between
//     the two points given. It is not searched from any point of one base
//     to any point of the other (los.BaseSolver.Judge): that is not the
//     seed's line, and it would lower concealment (a line grazing a
//     wood's edge). The base counts only where HG-K3 says so: a piece it
//     touches.
//   - A terrain's size for HG-K3 is its [Size] trait, or else its Cover
//     Size. Concealment reads Area features; each contiguous stretch of
//     the line inside a piece is counted on its own (exactly, at whole
//     inches). A piece the base touches gives 1 point when the line does
//     not cross it, and at least 1 when it does.
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
// (a blocked path, a failed lock) are results, not errors. A nil or zero
// [Concealer] or [Mover] (not built by its constructor) errs, or answers
// nil; enums out of range are errors where a function returns one (an
// unknown speed, success rule or hidden policy) and are read as a
// documented value where it does not (an unknown [Cover] is Open). Counts
// are bounded so that no total overflows: a [Situation] by
// [MaxSituation], terrain points by [MaxConcealment]. Cost: a
// concealment or cover question is one trace of its line of fire;
// [CheckSetup] draws at most [MaxSetupLines] lines, counts at most
// [MaxSetupSquares] squares and makes at most [MaxSetupWork] edge tests.
package heavygear
