// Package ground is motion across an open table: the cost of a path over
// a continuous terrain.Board, leg by leg and stretch by stretch with its
// working, how far a mover gets along a direction, and approximately
// cheapest paths. It knows no game: every rate ("1 MP per 2 in on a
// road", "woods cost double") is a function a ruleset supplies. Motion on
// hex maps is package move.
//
// # Costing a path
//
// A [Ground] compiles a terrain.Board for one [Mode] through a ruleset's
// [RateFunc] (feature to [Rate]) and [Options] (open-ground rate,
// [Rounding], [Overlap], [move.Climb]). [Ground.Cost] prices a polyline leg by
// leg and stretch by stretch into a [PathCost] that explains itself;
// [Ground.Furthest] finds how far a mover gets along a direction;
// [Ground.CheapestPath] finds an approximately cheapest path over a
// Steiner-point graph, with a stated error bound.
// The laws of move/ground/groundtest (a cost is the sum of its legs,
// splitting a leg changes nothing, nor does turning the table) check a
// ruleset's own rates from its own tests.
//
// # Conventions
//
// MP are float64, summed from the path's start, leg by leg, so repeated
// runs agree to the last bit; integer and dyadic rates add exactly.
// Coordinates and lengths are in the board's unit. A PathCost lists legs
// in path order and items in order along each leg.
//
// # Policies and their defaults
//
//   - [Rounding] of lengths: Proportional (default), PerUnitOrFraction
//     (D × ceil(d)), PerStartedUnit.
//   - [Overlap] of areas: OverlapMax (default, the dearest terrain),
//     OverlapMin, OverlapTop (the last feature drawn).
//   - [Edge], a stretch along an area's edge: EdgeCheaper (default, the
//     cheaper side), EdgeDearer.
//
// # Error policy
//
// Bad input gets an error prefixed "ground: " that names it, never a
// panic: NaN or infinite path points, points off the board, a nil rate
// function, invalid policies. A blocked path is not an error: it is a
// PathCost with Blocked set, Total +Inf and the point where it is
// blocked.
//
// # Concurrency
//
// A Ground is immutable and safe to share. A Tape is scratch space: one
// per goroutine; a PathCost reads its Tape's storage and is valid until
// its next use.
package ground
