package skirmish

import "github.com/warkit/warkit/geom"

// Range and "within" are measured base edge to base edge, top-down
// (SKR-R1, SKR-R2): heights and vantage points never change them. Each is
// decided exactly on the float64 input by geom.Disc.Within and
// geom.Disc.WithinPolygon, so bases exactly 6 in apart are within 6.
// Bad input is never in range: a negative or NaN distance, a model whose
// base [Model.Validate] refuses (a NaN position, a negative radius) and
// a non-finite or empty footprint or segment all give false.

// Distance returns the edge-to-edge distance between the bases of a and
// b, top-down: 0 when they touch or overlap. It is rounded; decide rules
// with [InRange] or [Within]. It is NaN when a base is not valid (a NaN
// position), and +Inf when the distance exceeds float64's range.
func Distance(a, b Model) float64 { return a.Base.Distance(b.Base) }

// InRange reports whether target is in range rng of actor (SKR-R1): the
// edge-to-edge distance is <= rng, measured top-down whatever either
// stands on (SKR-R2). A negative or NaN rng is never in range.
func InRange(actor, target Model, rng float64) bool {
	return actor.Base.Within(target.Base, rng)
}

// Within reports whether m is within x of o (SKR-R1's "within X"): some
// part of m's base is within x of some part of o's base. It equals
// InRange(o, m, x).
func Within(m Model, x float64, o Model) bool { return m.Base.Within(o.Base, x) }

// WithinPiece reports whether m is within x of the terrain piece p: some
// part of m's base is within x of p's footprint (touching or standing in
// it counts).
func WithinPiece(m Model, x float64, p Piece) bool {
	return m.Base.WithinPolygon(p.Footprint, x)
}

// WithinSegment reports whether m is within x of the closed segment s,
// such as a deployment line.
func WithinSegment(m Model, x float64, s geom.Segment) bool {
	return m.Base.WithinSegment(s, x)
}
