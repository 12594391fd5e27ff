// Package hex is the hex grid under warkit: axial and cube coordinates,
// offset and doubled conversions, printed-map labels, lines, rings,
// spirals, ranges, wedges, rotation and reflection, canonical hexsides and
// vertices, facing and arcs, multi-hex footprints, and the layouts that
// place hexes on the plane of package geom. It knows no rules of any game.
//
// # Coordinates
//
// A [Hex] is in axial coordinates (Q, R) with the cube coordinate S = -Q-R
// derived, following the conventions of Red Blob Games. Directions are numbered
// 0 to 5 in the order documented on [Direction]. Every function that yields
// several hexes does so in a documented, deterministic order, and comes in an
// allocation-free form (an iter.Seq or an AppendX(dst, ...) form).
//
// # The valid range
//
// A hex is valid ([Hex.Valid]) when |Q|, |R| and |S| are all at most
// [MaxCoord], 2^29-1: then the difference of two valid hexes, and the
// distance between them, fit in an int on 32-bit platforms too, and every
// measure below is exact. Outside the range:
//
//   - [Hex.Len] and [Hex.Distance] return math.MaxInt, a value above every
//     valid distance (so "within n" tests fail), never a wrapped one;
//     [Hex.DirectionTo], [WedgeOf], [SpineOf] and [InWedge] report false,
//     and [Arcs.Of] reports [NoArc].
//   - The shapes ([Ring], [Spiral], [Range], [RangeIntersection], [Wedge],
//     [Arcs.Hexes]) yield nothing if the centre, or any hex within the
//     radius, is invalid; their AppendX forms return dst unchanged, and
//     [ValidateRadius] says why with an error. A negative radius is an
//     empty shape. The hex line family ([Line], [AppendLineSteps]) answers
//     with an error instead: see "The hex line".
//   - The counts [RingLen], [RangeLen], [WedgeLen] and [Arcs.HexesLen]
//     use checked arithmetic and return math.MaxInt for a count that does
//     not fit.
//   - Plain arithmetic (Add, Sub, Scale, Neighbor, Rotate, Reflect, offset
//     and doubled conversions, sides and vertices) wraps like int
//     arithmetic and never panics; its result is meaningful only in range.
//   - Footprints hold at most [MaxFootprintLen] hexes; labels cover the
//     hexes of [MaxLabelNumber] columns and rows.
//
// Cost: every shape is linear in the hexes it yields, and so bounded by
// its radius; no loop runs on an unbounded count, and an arc with no hex
// ([Arcs.Hexes]) yields nothing at once. The iterator forms stream a
// shape or a line of any valid size and allocate nothing. The AppendX
// forms append at most [MaxAppendLen] (2^20) values in one call: they
// grow dst once, by the exact count of the shape (a Supercover: by twice
// its distance), so that one call allocates at most 48 MiB; a larger
// request appends nothing, and [CheckAppendLen] (for the line forms,
// their error) names the cap and the iterators that stream instead.
//
// # The hex line
//
// "Which hexes lie between a and b" has one family of answers: the
// straight line between the two hex centres, walked exactly in integers,
// as steps of one type, [LineStep] (the hex reached, how it was reached:
// [Via], the direction, and the other hexes the segment touches), in one
// of two forms ([LineForm]) for two questions:
//
//   - [CentreLine]: exactly a.Distance(b)+1 steps, one per step of
//     distance, each adjacent to the one before, with ties broken by the
//     pinned [LineTieBreak] the same way from either end; where the
//     segment does not decide a step (it runs along a hexside, grazes a
//     vertex, or crosses a hexside exactly at a sample point) the step is
//     a [ViaChoice] naming the other hex a player may claim. Use it when a
//     rule needs one hex per step: counting range, a straight move,
//     drawing, a spine policy stated over those steps. [Line] and
//     [AppendLine] give just its hexes, the fast form for counting and
//     drawing.
//   - [Supercover]: every hex whose interior the segment enters, with the
//     hexside crossed ([ViaSide]) or the vertex ([ViaVertex]) or spine
//     ([ViaSpine]) grazed on the way in. It may hold more than
//     Distance+1 hexes ((0,0)->(5,1) enters 8). Use it for line of sight
//     and anything that must account for every hex the segment crosses.
//
// [AppendLineSteps] and [LineSteps] give the steps of either form. A line
// runs between valid hexes at most [MaxLineDistance] apart; for other ends
// [CheckLine] returns the error, every AppendX form of the family returns
// dst unchanged with that error, and every iterator form yields nothing
// (call CheckLine to tell that case from a line cut short by the caller).
// The AppendX forms also refuse, with an error naming the cap, a line of
// more than [MaxAppendLen] steps, which the iterators stream. All of them
// allocate nothing when dst has room.
//
// # Layouts
//
// A [Layout] maps hexes to points of the plane (package geom's orb.Point,
// in the board's unit, y up) and back: [Layout.HexToPoint],
// [Layout.PointToHex], corners and hexside segments. It is the one place
// where the hex grid meets the plane. For a hot loop, [Layout.HexToXY]
// and [Layout.XYToHex] give the same answers on scalar coordinates and a
// *Layout: Go keeps an orb.Point, an array, in memory, and copies a
// Layout for every call of a value method, which the scalar forms avoid.
//
// # Error policy
//
// Functions that parse or validate return errors prefixed "hex: " that name
// the offending input. Plain arithmetic never panics; out of range its
// results are the documented values above.
package hex
