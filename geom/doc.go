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
// # The plane
//
// A point of the continuous plane is an [orb.Point], {x, y} in float64, in
// the board's own unit, y up: counter-clockwise is positive ([Orient2D]).
// The plane's values are [Segment] (closed, from A to B), [Polygon]
// (closed, holes by the even-odd rule), [Disc] (closed: a round base) and
// orb's LineString; each type's doc states its boundary model.
//
// Exactness. Every decision (which side, inside or not, do two segments
// meet, is a distance at most, less than or equal to x, how many whole
// units a length takes) is exact on the float64 input: a float filter
// with a proven error bound decides almost every call, and otherwise one
// exact kernel does, in expansion arithmetic (no allocation) or, for
// extreme magnitudes only, in math/big. Where a rule needs "strictly
// less" as well as "at most", the three-way Cmp forms answer both
// ([Disc.CmpDistance]); the boolean forms (Within...) are shorthand.
// Constructed values (a crossing point, a tangent point, a distance) are
// rounded, and documented as such; functions that build points near a
// tangency (chords, rim points) accept a contact within a relative 1e-9,
// stated on each.
//
// NaN and infinities. No function panics on them. Predicates report
// false (Orient2D and CmpAlong 0), distance comparisons report "farther"
// (+1), and measurements report NaN for non-finite input; an empty
// polygon is at distance +Inf.
//
// Allocation. The predicates, comparisons and distances allocate nothing;
// functions that yield several values come in an AppendX(dst, ...) form
// and allocate only to grow dst.
//
// # Error policy
//
// Functions that parse or validate return errors prefixed "geom: " that name
// the offending input. Measurements on degenerate input (NaN, Inf, empty
// rings) return documented, well-defined values and never panic.
package geom
