// Package ground is motion across an open table: the cost of a path over
// a continuous terrain.Board, leg by leg and stretch by stretch with its
// working, how far a mover gets along a direction, approximately
// cheapest paths, and every place a mover reaches within an allowance,
// for a point or a round base. It knows no game: every rate ("1 MP per
// 2 in on a road", "woods cost double") is a function a ruleset
// supplies. Motion on hex maps is package move.
//
// # Costing a path
//
// A [Ground] compiles a terrain.Board for one [Mode] through a ruleset's
// [RateFunc] (feature to [Rate]) and [Options] (open-ground rate,
// [Rounding], [Overlap], [terrain.Climb]). [Ground.Cost] prices a polyline leg by
// leg and stretch by stretch into a [PathCost] that explains itself;
// [Ground.Furthest] finds how far a mover gets along a direction;
// [Ground.CheapestPath] finds an approximately cheapest path over a
// Steiner-point graph, with a stated error bound.
// The laws of move/ground/groundtest (a cost is the sum of its legs,
// splitting a leg changes nothing, nor does turning the table) check a
// ruleset's own rates from its own tests.
//
// # Bases and reach
//
// A mover on a table is a round base, not a point: Options.Clearance is
// its radius. With a clearance no point of the base may enter the
// interior of an impassable Area, overlap an impassable Line or leave
// the board; touching is allowed, so a base may run along a wall with
// its rim on it. Cost cuts a leg where its base would first overlap (an
// [ItemContact], whose Block says why), Furthest stops there, and
// CheapestPath routes round each impassable feature's offset by the
// radius. Whether a base overlaps is decided exactly (geom's
// [geom.Disc.OverlapsInterior] model, swept along the leg); where along
// the leg it first does is rounded. What a base pays where it straddles
// terrain is the [Straddle] policy: the terrain under its centre by
// default, or any part of it.
//
// [Ground.Reach] finds every point of a lattice the caller chooses
// ([Lattice]: bounds and spacing) that a mover reaches within an
// allowance, each with its cost and path, row by row: one search over
// CheapestPath's graph from the start, then each point's cheapest last
// leg, so each place costs what CheapestPath finds for it, and what Cost
// says of its path. Its work is bounded by the lattice points and graph
// points within reach of the allowance at the cheapest rate, and a
// lattice larger than ReachOptions.MaxPoints is refused before any work.
// [Ground.ReachRegions] turns a Reach into geometry: for each bound of
// cost, the part of the table reached within it as polygons (unions of
// lattice cells, one piece per polygon, holes included), for a drawing
// to fill or a rule to test a point against. The regions are sound, not
// complete: every point of a region has a path ([ReachRegions.Witness])
// that Cost prices within its bound, clear of walls; cells are left out
// where they meet an impassable feature or the board's edge, and each
// is charged up to its cost bound, so an outline lies within a lattice
// cell, and that cell's cost, inside the lattice reach.
// The laws of groundtest (never cheaper than the cheapest path, never
// through a wall, the clearance honoured, judged by geom alone) check a
// ruleset's reach and its regions on its own board, rates and options.
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
//   - [Straddle], a base across an area's edge: StraddleCentre (default,
//     the terrain under its centre), StraddleAnyPart (any area the base
//     overlaps). Impassable features are judged for the whole base
//     either way.
//   - Ties between equally cheap paths (CheapestPath, Reach): of the
//     legs that reach a graph point at the same least cost, to the last
//     bit, the one from the point settled first (the cheaper, then the
//     first listed) keeps it, whatever order legs are priced in.
//
// # Error policy
//
// Bad input gets an error prefixed "ground: " that names it, never a
// panic: NaN or infinite path points, points off the board, a nil rate
// function, invalid policies, a negative or non-finite clearance,
// allowance or spacing, a lattice over its cap, a rounding unit too
// small to count (more than 2^30 units across the board or along a
// path), rates so high that a cost would overflow the float64 range
// (refused by New when crossing the board once would; an error from
// Cost when a longer path does). A start where the mover may not stand
// (a base over an impassable feature or the board's edge, a point
// inside an impassable area) is an error from Reach, Furthest and
// CheapestPath that names the start, the clearance and what is in the
// way, rather than an answer of "nowhere". A blocked path is not an
// error: it is a PathCost with Blocked set, Total +Inf and the point
// where it is blocked; nor is a path CheapestPath cannot find, which
// says why (an end enclosed, where the mover may not stand, or no way
// through). A nil or zero [Ground] (not built by New) gives an error
// from every measurement, a nil Board and zero Options; Rate of a
// feature that is not there (out of range) ignores it.
//
// # Concurrency
//
// A Ground is immutable and safe to share. A Tape is scratch space: one
// per goroutine; a PathCost or a Reach reads its Tape's storage and is
// valid until its next use.
package ground
