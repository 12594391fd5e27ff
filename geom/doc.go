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
// Rings. Edge i of a ring joins point i to point i+1, and the last point
// back to the first: a last point that repeats the first writes that
// closing edge out, and an unclosed ring is closed implicitly (Validate
// reports it). A degenerate ring keeps its points: a ring of one point,
// [p] or [p, p], is the point p, on its polygon's boundary (Locate says
// OnBoundary, distances to it are distances to p, a segment through it
// touches it), and [p, q] is the segment pq.
//
// Point arithmetic. orb.Point is an array without methods, so inside the
// package the rounded constructions (a tangent, a chord, a contact point)
// spell vector arithmetic through small unexported helpers (difference,
// sum, scale, quotient, dot and cross product, squared norm) that the
// compiler inlines. Hot loops keep scalar coordinates, since the compiler
// keeps an array local in memory, and the exact predicates and float
// filters keep their coordinate expressions written out, in the
// operation order their error bounds assume. Exported, [Segment.Vector]
// is the one such helper other packages need.
//
// Exactness. Every decision (which side, inside or not, do two segments
// meet, is a distance at most, less than or equal to x, how many whole
// units a length takes) is exact on the float64 input: a float filter
// with a proven error bound decides almost every call, and otherwise one
// exact kernel does, in expansion arithmetic (no allocation) or, for
// extreme magnitudes only, in math/big. Where a rule needs "strictly
// less" as well as "at most", the three-way Cmp forms answer both
// ([Disc.CmpDistance] and its kin for points, segments and polygons,
// [Segment.CmpDistance], [Segment.CmpDistanceToPolygon]); the boolean
// forms (Within...) are shorthand.
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
// # The valid hex range
//
// A hex is valid ([Hex.Valid]) when |Q|, |R| and |S| are all at most
// [MaxHexCoord], 2^29-1: then the difference of two valid hexes, and the
// distance between them, fit in an int on 32-bit platforms too, and every
// measure below is exact. Outside the range:
//
//   - [Hex.Len] and [Hex.Distance] return math.MaxInt, a value above every
//     valid distance (so "within n" tests fail), never a wrapped one;
//     [Hex.DirectionTo], [WedgeOf], [SpineOf] and [InWedge] report false,
//     and [Arcs.Of] reports Front.
//   - The shapes ([Ring], [Spiral], [Range], [RangeIntersection], [Wedge],
//     [Arcs.Hexes], [Line], [AppendSpineLine], [HexPath]) yield nothing if
//     an end, or any hex within the radius, is invalid; their AppendX forms
//     return dst unchanged. [ValidateRadius] and [AppendHexPath] say why
//     with an error. A negative radius is an empty shape.
//   - The counts [RingLen], [RangeLen] and [WedgeLen] use checked
//     arithmetic and return math.MaxInt for a count that does not fit.
//   - Plain arithmetic (Add, Sub, Scale, Neighbor, Rotate, Reflect, offset
//     and doubled conversions, sides and vertices) wraps like int
//     arithmetic and never panics; its result is meaningful only in range.
//   - Footprints hold at most [MaxFootprintLen] hexes; labels cover the
//     hexes of [MaxLabelNumber] columns and rows.
//
// Cost: every shape is linear in the hexes it yields, and so bounded by
// its radius; no loop runs on an unbounded count. The AppendX forms grow
// dst once, by at most 2^16 hexes up front, so that memory follows the
// hexes actually appended.
//
// # Line, SpineLine or the hex path
//
// Three answers to "which hexes lie between a and b", for three uses:
//
//   - [Line] / [AppendLine]: exactly a.Distance(b)+1 hexes, one per step,
//     each adjacent to the next, with ties broken by the pinned
//     [LineTieBreak] the same way from either end. Use it when a rule
//     needs one hex per step: counting range, a straight move, drawing.
//   - [AppendSpineLine]: the same steps, each with the other hex a player
//     may claim where the centre line does not decide (it runs along a
//     hexside, grazes a vertex, or crosses a hexside exactly at a sample
//     point). Use it when a rule states a spine policy over Line's steps.
//   - [AppendHexPath] / [HexPath]: the supercover, every hex whose interior
//     the segment between the centres enters, with the hexside crossed or
//     the vertex or spine grazed on the way in. It may hold more than
//     Distance+1 hexes ((0,0)->(5,1) enters 8). Use it for line of sight
//     and anything that must account for every hex the segment crosses.
//
// # Error policy
//
// Functions that parse or validate return errors prefixed "geom: " that name
// the offending input. Measurements on degenerate input (NaN, Inf, empty
// rings) return documented, well-defined values and never panic.
package geom
