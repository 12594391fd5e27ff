// Package geom is the continuous plane under warkit: points, segments,
// polygons and round bases, decided by one exact kernel. It knows no rules
// of any game, and no hexes: those are package
// [github.com/warkit/warkit/geom/hex], whose
// Layout is the one bridge between a hex grid and this plane.
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
// forms (Within...) are shorthand. Whether a round base overlaps an
// area, touching allowed, is [Disc.OverlapsInterior], with its three-way
// form [Disc.CmpInterior] (the distance from the base's centre to the
// area's interior against its radius); whether it stands wholly on a
// table is [Disc.InsideBound]. The part of a segment, or of its line, in
// a box (a window, a table) is [Segment.ClipToBound] and
// [Segment.LineClipToBound]: whether they meet is exact, the cut ends are
// rounded onto the box's edges.
// Constructed values (a crossing point, a tangent point, a distance) are
// rounded, and documented as such; functions that build points near a
// tangency (chords, rim points) accept a contact within a relative 1e-9,
// stated on each.
//
// Facing. A model on the table faces a direction ([Facing], a vector:
// exact; or degrees: exact at multiples of 45°), and its surroundings
// split into arcs in the hex grid's words: [Arcs] of a front, two flanks
// and a rear, built from closed angular [Sector]s, with an [ArcBoundary]
// for points on an edge. [Arcs.Of] says which arc a point is in;
// [Arcs.Disc] whether a base lies wholly, partly or not in an arc. Both
// are exact signs of polynomials in the inputs, with no trigonometry at
// the decision.
//
// Angles. Two units, each named where it is taken. Everything a rule
// states about facing is in degrees, counter-clockwise from +x:
// [FacingDegrees], [Facing.Turn], [Facing.Degrees], [NewArcs],
// [NewSector] and [SectorAround] (their parameters are named deg or
// ...Deg). A rigid motion is in radians, the unit of package math:
// [Rigid].Angle, [Rotation] and [Placement] (their parameter is named
// radians); [RotationDegrees] and [PlacementDegrees] take degrees
// instead, exact at multiples of 90°, so that a model is placed in the
// unit its facing is given in.
//
// Allocation. The predicates, comparisons and distances allocate nothing;
// functions that yield several values come in an AppendX(dst, ...) form
// and allocate only to grow dst.
//
// # Bad input
//
// No function panics or loops on bad input, and each kind of it gets one
// answer across the package; every function's doc says which applies.
//
//   - NaN or infinite input (a coordinate, a radius, an angle, a distance
//     bound x): predicates report false; sign tests ([Orient2D],
//     [CmpAlong], [SideOfBound], [SideOfPoints]) report 0; three-way
//     distance comparisons report +1, "farther"; measurements (distances,
//     lengths) report NaN; functions that return an ok report false, with
//     zero values; AppendX forms append nothing, so [IntersectionLength],
//     the length of the intervals, is 0; constructions without an ok (a
//     point of a segment, a rim point, a moved point) give a NaN or
//     infinite point, never a finite one; counts ([Units],
//     [Segment.SpansUnits], [Segment.StretchUnits]) report 0, or
//     math.MaxInt for an infinite length; constructors and Validate return
//     an error prefixed "geom: " that names the input. An arc test on
//     garbage (a NaN or infinite point, or an invalid [Facing], zero or
//     not finite) passes nothing: [Arcs.Of] gives [NoArc], the Disc tests
//     NotInArc, [Sector.Holds] false.
//   - Invalid values (a [Disc] with a negative or non-finite radius, a
//     polygon with a non-finite vertex) get the answers of NaN input.
//   - Finite input whose arithmetic would leave the float range: decisions
//     stay exact (the kernel falls back to math/big); the rounded
//     constructions (crossings, chords, tangents, rim points, contacts)
//     scale their input exactly by a power of two, and give the true
//     answer, rounded, wherever it is representable, and otherwise false
//     or nothing; distances use squares, so a distance across coordinate
//     differences beyond about 1e150 is +Inf; counts ([Units]) saturate at
//     math.MaxInt; a centroid whose sums overflow is none (ok false).
//   - Out-of-range enums (an [Arc] outside Front..Rear, NoArc included,
//     an [ArcBoundary] outside its two values): constructors return an
//     error ([NewArcs]), queries give their invalid-argument value
//     ([Arcs.Disc]: NotInArc), and String names the number ("Arc(9)";
//     NoArc is "no arc").
//   - Empty input (a polygon without points, a line string without
//     points): distances are +Inf, an empty set being infinitely far from
//     everything; there is no centroid and there are no intervals.
package geom
