// Package geom is the pure mathematics under warkit: hex grids and the
// continuous plane. It knows no rules of any game.
//
// # Hexes
//
// A [Hex] is in axial coordinates (Q, R) with the cube coordinate S = -Q-R
// derived, following the conventions of Red Blob Games. Directions are numbered
// 0 to 5 in the order documented on [Direction]. Every function that yields
// several hexes does so in a documented, deterministic order, and comes in an
// allocation-free form (an iter.Seq or an AppendX(dst, ...) form).
//
// # Error policy
//
// Functions that parse or validate return errors prefixed "geom: " that name
// the offending input. Measurements on degenerate input (NaN, Inf, empty
// rings) return documented, well-defined values and never panic.
package geom
