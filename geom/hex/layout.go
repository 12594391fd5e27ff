package hex

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/paulmach/orb"
)

// Orientation says which way up the hexes of a [Layout] stand.
//
// The zero value is [Pointy]. A value other than the two constants is
// invalid: [Orientation.Valid] reports it, [Layout.Validate] rejects it, and
// the Layout methods treat it as Pointy so that they never panic.
type Orientation int

const (
	// Pointy hexes have a corner at the top and bottom and vertical sides
	// east and west; they stand in rows (offset kinds OddR and EvenR).
	Pointy Orientation = iota
	// Flat hexes have a side at the top and bottom and corners east and
	// west; they stand in columns (offset kinds OddQ and EvenQ).
	Flat
)

// Valid reports whether o is Pointy or Flat.
func (o Orientation) Valid() bool { return o == Pointy || o == Flat }

// String returns "pointy" or "flat"; an invalid orientation is written as
// "Orientation(n)".
func (o Orientation) String() string {
	switch o {
	case Pointy:
		return "pointy"
	case Flat:
		return "flat"
	}
	return "Orientation(" + strconv.Itoa(int(o)) + ")"
}

// layoutMatrix holds the forward matrix f (axial to unit point), the same
// divided by three (for corners, which sit at thirds of the hex lattice)
// and the inverse b (unit point to axial) of one orientation.
type layoutMatrix struct {
	f0, f1, f2, f3 float64
	g0, g1, g2, g3 float64
	b0, b1, b2, b3 float64
}

// sqrt3 is √3 to more digits than a float64 holds; the constant arithmetic
// below (√3/2, √3/3, √3/6) is exact before the one final rounding.
const sqrt3 = 1.73205080756887729352744634150587236694280525381038

// The matrices of Red Blob Games' layouts: f maps axial (q, r) to a point for
// Size 1 (x east, y south), b is its inverse.
var (
	pointyMatrix = layoutMatrix{
		f0: sqrt3, f1: sqrt3 / 2, f2: 0, f3: 1.5,
		g0: sqrt3 / 3, g1: sqrt3 / 6, g2: 0, g3: 0.5,
		b0: sqrt3 / 3, b1: -1.0 / 3, b2: 0, b3: 2.0 / 3,
	}
	flatMatrix = layoutMatrix{
		f0: 1.5, f1: 0, f2: sqrt3 / 2, f3: sqrt3,
		g0: 0.5, g1: 0, g2: sqrt3 / 6, g3: sqrt3 / 3,
		b0: 2.0 / 3, b1: 0, b2: -1.0 / 3, b3: sqrt3 / 3,
	}
)

// matrix returns o's matrices; an invalid o gets Pointy's, so that no
// method can panic on it.
func (o Orientation) matrix() *layoutMatrix {
	if o == Flat {
		return &flatMatrix
	}
	return &pointyMatrix
}

// Layout places a hex grid on the plane: it turns hexes into points (centres
// and corners) and points into hexes, for drawing a map and for reading a
// click, a counter's position or a measured point back as a hex.
//
// Frame: x grows east (right) and y grows south (down), as on a screen, in
// SVG and in image files; that is the frame in which the compass names on
// [Direction] hold, with Direction order counter-clockwise as seen. In a
// y-up mathematical frame the same numbers show the directions turning
// clockwise (negative angles) and [Layout.Corners] turning counter-clockwise
// (positive signed area).
//
// Size is the distance from the centre to a corner, scaled separately along
// x (Size[0]) and y (Size[1]) so that hexes may be stretched to fit a
// printed map: a pointy hex is √3·Size[0] wide and 2·Size[1] tall, a flat hex
// 2·Size[0] wide and √3·Size[1] tall. A regular grid has Size[0] == Size[1].
// Origin is the centre of Hex{0, 0}. Units are the board's own.
//
// A Layout is a small value, safe for concurrent use. The zero Layout has
// size zero and is invalid; check a hand-made or loaded Layout with
// [Layout.Validate]. On an invalid Layout the methods return unspecified
// values but never panic.
type Layout struct {
	Orientation Orientation
	Size        orb.Point
	Origin      orb.Point
}

// Validate returns an error unless l has a known orientation, a size whose
// two components are finite and positive, and a finite origin.
func (l Layout) Validate() error {
	if !l.Orientation.Valid() {
		return fmt.Errorf("hex: layout orientation %v: want Pointy or Flat", l.Orientation)
	}
	if !(l.Size[0] > 0 && l.Size[1] > 0 && !math.IsInf(l.Size[0], 1) && !math.IsInf(l.Size[1], 1)) {
		return fmt.Errorf("hex: layout size (%v, %v): both components must be finite and positive", l.Size[0], l.Size[1])
	}
	if !layoutFinite(l.Origin) {
		return fmt.Errorf("hex: layout origin (%v, %v): must be finite", l.Origin[0], l.Origin[1])
	}
	return nil
}

// layoutFinite reports whether both coordinates of p are finite.
func layoutFinite(p orb.Point) bool {
	return !math.IsNaN(p[0]) && !math.IsInf(p[0], 0) && !math.IsNaN(p[1]) && !math.IsInf(p[1], 0)
}

// HexToPoint returns the centre of h: where a counter on h is drawn and
// where a measurement from h starts.
func (l Layout) HexToPoint(h Hex) orb.Point {
	// Inlinable, with the arithmetic out of line in a function that
	// returns two floats: they come back in registers, where an orb.Point
	// result would come back through memory. It is passed l's address,
	// not l: see hexToXY.
	x, y := hexToXY(&l, h)
	return orb.Point{x, y}
}

// HexToXY is [Layout.HexToPoint] as two scalars, the same bits: the form
// for a hot loop. orb.Point is an array, which Go keeps in memory, and
// Layout holds two of them, which a value receiver copies on every call;
// HexToXY inlines, reads l in place and leaves its two floats in
// registers. A nil l is taken as the zero Layout: (0, 0).
func (l *Layout) HexToXY(h Hex) (x, y float64) {
	// The forward matrix of each orientation is written out without its
	// zero term: that product is ±0, which changes no sum of whole-number
	// coordinates, so the bits are those of the full product. The
	// explicit float64 conversions forbid fused multiply-adds, so that
	// every platform computes the same bits. An invalid orientation is
	// Pointy, as everywhere. Inliner cost 78 of 80.
	if l == nil {
		return
	}
	q, r := float64(h.Q), float64(h.R)
	if l.Orientation == Flat {
		x, y = 1.5*q, float64(sqrt3/2*q)+float64(sqrt3*r)
	} else {
		x, y = float64(sqrt3*q)+float64(sqrt3/2*r), 1.5*r
	}
	return l.Origin[0] + float64(x*l.Size[0]), l.Origin[1] + float64(y*l.Size[1])
}

// hexToXY is HexToXY out of line (go:noinline), so that HexToPoint stays
// small enough to inline. It takes a pointer: a Layout by value is
// passed in memory (its orb.Points are arrays), copied again from the
// copy HexToPoint's receiver has just made, with 16-byte loads that
// straddle that copy's stores, which store forwarding cannot serve
// (bench PixelRoundTrip60x40, warkit-point: 95 -> 67 us a pass of 2400
// hexes, HexToPoint's share 46 -> 2 us).
//
//go:noinline
func hexToXY(l *Layout, h Hex) (float64, float64) { return l.HexToXY(h) }

// FractionalToPoint returns the point at fractional hex coordinates f: the
// inverse of [Layout.PointToFractional], for drawing lines and labels at
// positions between centres.
func (l Layout) FractionalToPoint(f Fractional) orb.Point {
	m := l.Orientation.matrix()
	// The explicit float64 conversions forbid fused multiply-adds, so that
	// every platform computes the same bits.
	x := float64(m.f0*f.Q) + float64(m.f1*f.R)
	y := float64(m.f2*f.Q) + float64(m.f3*f.R)
	return orb.Point{l.Origin[0] + float64(x*l.Size[0]), l.Origin[1] + float64(y*l.Size[1])}
}

// PointToFractional returns the fractional hex coordinates of p, the inverse
// of [Layout.FractionalToPoint]. The conversion rounds like any float
// arithmetic (a relative error of a few units in 2⁻⁵³); all the exactness
// of [Layout.PointToHex] is applied to its result.
func (l Layout) PointToFractional(p orb.Point) Fractional {
	m := l.Orientation.matrix()
	x := (p[0] - l.Origin[0]) / l.Size[0]
	y := (p[1] - l.Origin[1]) / l.Size[1]
	return Fractional{
		Q: float64(m.b0*x) + float64(m.b1*y),
		R: float64(m.b2*x) + float64(m.b3*y),
	}
}

// PointToHex returns the hex containing p: l.PointToFractional(p).Round().
// Points on a side or a corner are shared out by the tie rule of
// [Fractional.Round], so every point maps to exactly one hex.
//
// If p is not finite, or so far out that its hex coordinates would exceed
// ±[MaxCoord] (the valid hex range), PointToHex returns the zero Hex; use
// [Layout.PointToHexOK] to tell that case from a real hit on Hex{0, 0}.
func (l Layout) PointToHex(p orb.Point) Hex {
	// Inlinable, passing scalars on: see roundXY.
	h, _ := roundXY(&l, p[0], p[1])
	return h
}

// PointToHexOK is [Layout.PointToHex] that also reports whether p had a
// hex: false, with the zero Hex, for NaN or infinite coordinates, points
// beyond hex coordinates ±[MaxCoord], or an invalid layout that makes them so.
func (l Layout) PointToHexOK(p orb.Point) (Hex, bool) {
	return roundXY(&l, p[0], p[1])
}

// XYToHex is [Layout.PointToHex] of the point (x, y), the same answer:
// the form for a hot loop, as [Layout.HexToXY] is. A nil l is taken as
// the zero Layout: the zero Hex.
func (l *Layout) XYToHex(x, y float64) Hex {
	if l == nil {
		return Hex{}
	}
	h, _ := roundXY(l, x, y)
	return h
}

// XYToHexOK is [Layout.PointToHexOK] of the point (x, y). A nil l is
// taken as the zero Layout: the zero Hex and false.
func (l *Layout) XYToHexOK(x, y float64) (Hex, bool) {
	if l == nil {
		return Hex{}, false
	}
	return roundXY(l, x, y)
}

// cornerThirds[c] is corner c of Hex{0, 0} in thirds of a hex: the centroid
// of the hex and its neighbours in directions c and c+1, that is
// (v(c) + v(c+1)) / 3 with v the direction vectors.
var cornerThirds = [6][2]int{{2, -1}, {1, -2}, {-1, -1}, {-2, 1}, {-1, 2}, {1, 1}}

// Corner returns the point of corner c of h (c taken modulo 6): the vertex
// between directions c and c+1, shared with h.Neighbor(c) and
// h.Neighbor(c+1). The numbering is that of [VertexOf], so a [Vertex] v is
// drawn at l.Corner(v.Hex(), v.Corner()). The three hexes that meet at a
// corner compute it from the same integers, so they get bitwise the same
// point: outlines drawn or clipped hex by hex meet exactly.
func (l Layout) Corner(h Hex, c Direction) orb.Point {
	t := cornerThirds[c.Norm()]
	return l.thirdsToPoint(l.Orientation.matrix(), 3*h.Q+t[0], 3*h.R+t[1])
}

// thirdsToPoint returns the point at axial coordinates (a/3, b/3). Corners
// go through it alone, so equal (a, b) always give equal bits.
func (l Layout) thirdsToPoint(m *layoutMatrix, a, b int) orb.Point {
	fa, fb := float64(a), float64(b)
	x := float64(m.g0*fa) + float64(m.g1*fb)
	y := float64(m.g2*fa) + float64(m.g3*fb)
	return orb.Point{l.Origin[0] + float64(x*l.Size[0]), l.Origin[1] + float64(y*l.Size[1])}
}

// Corners returns the outline of h as a closed ring of 7 points (the first
// repeated at the end), as orb and GeoJSON expect of a polygon's outer ring.
//
// Order: corners 0, 5, 4, 3, 2, 1 and 0 again, numbered as in
// [Layout.Corner]. That is counter-clockwise in a y-up frame: the ring has
// positive signed area and orb.Ring.Orientation reports orb.CCW, the
// orientation GeoJSON (RFC 7946) wants of outer rings. Drawn on a y-down
// screen it appears clockwise. Corner 0, the first, lies between the sides
// towards directions 0 and 1: on a y-down screen, the top end of the east
// side of a pointy hex, and the east corner of a flat hex.
func (l Layout) Corners(h Hex) orb.Ring {
	return l.AppendCorners(make(orb.Ring, 0, 7), h)
}

// AppendCorners appends the 7 points of [Layout.Corners](h) to dst and
// returns the extended slice; with a reused dst it allocates nothing.
func (l Layout) AppendCorners(dst orb.Ring, h Hex) orb.Ring {
	dst = slices.Grow(dst, 7)
	m := l.Orientation.matrix()
	a, b := 3*h.Q, 3*h.R
	for _, c := range [6]Direction{0, 5, 4, 3, 2, 1} {
		t := cornerThirds[c]
		dst = append(dst, l.thirdsToPoint(m, a+t[0], b+t[1]))
	}
	return append(dst, dst[len(dst)-6])
}

// SideSegment returns the two corners that bound the side between h and
// h.Neighbor(d): a hexside as a segment, for drawing it or for testing a
// sight line against it. They are a = corner d and b = corner d-1 of h, in
// the order of [Layout.Corners] (so h lies to the left of a→b in a y-up
// frame); the neighbour sees the same side as (b, a), with bitwise the same
// points.
func (l Layout) SideSegment(h Hex, d Direction) (a, b orb.Point) {
	return l.Corner(h, d), l.Corner(h, d-1)
}

// Fractional is a position on a hex grid between centres, in axial
// coordinates (Q, R) with the cube coordinate S = -Q-R derived. It is what
// [Layout.PointToFractional] returns and what [Fractional.Round] turns
// into a [Hex].
type Fractional struct {
	Q, R float64
}

// S returns the derived third cube coordinate, -Q-R.
func (f Fractional) S() float64 { return -f.Q - f.R }

// fracRoundLimit bounds |Q| and |R| for rounding: the valid hex range, so
// that every integer the rounding forms is exact in a float64 and fits an
// int on 32-bit platforms too.
const fracRoundLimit = MaxCoord

// Round returns the hex whose centre is nearest f, that is the hex whose
// outline contains f. The comparisons are exact on f's two float64
// coordinates, never with an epsilon.
//
// Tie rule: a point equidistant from two or three centres (on a side or at a
// corner) goes to the candidate with the greater Q, then the greater R. So
// each hex owns, besides its interior, the sides it shares with its
// neighbours in directions 2, 3 and 4 and the two corners between them, and
// none of the rest of its outline; the rule is the same everywhere on the
// grid (it commutes with translation by whole hexes).
//
// Round returns the zero Hex if f is not finite or |Q| or |R| exceeds
// [MaxCoord], the valid hex range;
// [Fractional.RoundOK] reports that case.
//
// Guarantees, each a property test: Round agrees with the nearest centre
// found in exact rational arithmetic, tie rule included; and for any valid
// Layout l, l.PointToHex(l.HexToPoint(h)) == h and every point lies inside
// the outline ([Layout.Corners]) of the hex it maps to.
func (f Fractional) Round() Hex {
	h, _ := roundFrac(f.Q, f.R) // not f.RoundOK(): one inlining level less keeps Round inlinable
	return h
}

// RoundOK is [Fractional.Round] that also reports false, with the zero
// Hex, when f is NaN, infinite or beyond ±[MaxCoord].
func (f Fractional) RoundOK() (Hex, bool) { return roundFrac(f.Q, f.R) }

// roundXY is l.PointToFractional(p).RoundOK() for the point p = (px,
// py), for a non-nil l: scalars and a pointer travel in registers, where
// an orb.Point or a Layout is passed through memory. The inverse matrix
// is written out without its zero term: that product is ±0, which can
// change only the sign of a zero Q or R, and no comparison of roundFrac
// nor the hex it rounds to. Its call of roundFrac, with nothing left to
// keep across it, costs a few instructions; Fractional.Round calls
// roundFrac directly.
func roundXY(l *Layout, px, py float64) (Hex, bool) {
	x, y := (px-l.Origin[0])/l.Size[0], (py-l.Origin[1])/l.Size[1]
	if l.Orientation == Flat {
		return roundFrac(float64(flatMatrix.b0*x), float64(flatMatrix.b2*x)+float64(flatMatrix.b3*y))
	}
	return roundFrac(float64(pointyMatrix.b0*x)+float64(pointyMatrix.b1*y), float64(pointyMatrix.b3*y))
}

// roundFrac is [Fractional.RoundOK] of (fq, fr), taking the two floats
// in registers.
func roundFrac(fq, fr float64) (Hex, bool) {
	// |fq|, |fr| <= fracRoundLimit, NaN excluded, as one unsigned max of
	// the bit patterns with the sign shifted out: they order as the
	// magnitudes do, and a NaN's lies above every finite one.
	if max(math.Float64bits(fq)<<1, math.Float64bits(fr)<<1) > math.Float64bits(fracRoundLimit)<<1 {
		return Hex{}, false
	}
	// math.Floor is one ROUNDSD on CPUs with SSE4.1 (a call only on older
	// ones); a truncating conversion and back with a correction costs
	// four conversions where this costs two, and int<->float conversions
	// are slow on current x86 (LayoutPointToHex60x40: 34.0 -> 26.5 us).
	q0, r0 := math.Floor(fq), math.Floor(fr)
	qi, ri := int(q0), int(r0)
	// The fast path. (fq, fr) lies in the lattice rhombus with corners (q0, r0)
	// + {(0,0), (1,0), (0,1), (1,1)}, and its nearest centre is one of
	// them (the rhombus is two equilateral triangles, each holding its
	// circumcentre). With a = Q-q0 and b = R-r0 in [0, 1), comparing the
	// squared hex distances of two corners is comparing a linear form of
	// (a, b) with a constant, and the regions, ties included, are:
	//
	//	(1,1)  when a+2b >= 2 and 2a+b >= 2;
	//	(1,0)  when a >= b and 2a+b >= 1 (and not the above);
	//	(0,1)  when a < b and a+2b >= 1 (and not the above);
	//	(0,0)  otherwise (2a+b < 1 and a+2b < 1).
	//
	// Each ">=" is the tie rule: the candidate with the greater Q, then
	// the greater R, owns the line. So dq = 1 exactly when (1,1) or (1,0)
	// wins, and dr = 1 when (1,1) or (0,1) does. If a >= b, then 2a+b >=
	// a+2b, so (1,1) wins exactly when a+2b >= 2, which forces 2a+b >= 1:
	// dq = [2a+b >= 1] and dr = [a+2b >= 2]. If a < b, the other way
	// round: dq = [2a+b >= 2] and dr = [a+2b >= 1]. Five comparisons
	// in all.
	//
	// Why the float decisions are exact. a and b themselves are not
	// formed: Q-q0 rounds when Q is a small negative number. Each test is
	// instead the sign of x+y-k, with x, y among Q, 2Q, R, 2R, -R (exact:
	// scaling by 2 and negation do not round) and k an integer below 2⁵³
	// (exact): a+2b >= 1 is Q+2R >= q0+2r0+1, and so on. The sum s =
	// fl(x+y) is rounded, but rounding to nearest is monotone and k is a
	// float64, so x+y < k gives s <= k and x+y > k gives s >= k: s < k
	// proves x+y < k and s > k proves x+y > k. Only s == k, which happens
	// only within half an ulp of a side or corner, leaves a test open;
	// then the whole point takes roundNearLine, which finds the signs
	// exactly with TwoSum. All branches but that rare one are gone, and
	// with them the mispredictions of a data-dependent scan on scattered
	// points.
	su, sv, sw := fq+2*fr, 2*fq+fr, fq-fr
	ku, kv, kw := q0+2*r0+1, 2*q0+r0+1, q0-r0 // a+2b = 1, 2a+b = 1, a = b
	if su == ku || su == ku+1 || sv == kv || sv == kv+1 || sw == kw {
		return roundNearLine(fq, fr, su, sv, sw, ku, kv, kw, qi, ri), true
	}
	// Bitwise, not && and ||, which would branch; in bytes, which saves
	// the widening of each SETcc.
	ge := b2u(sw > kw)
	dq := int(b2u(sv > kv+1) | ge&b2u(sv > kv))
	dr := int(b2u(su > ku+1) | (ge^1)&b2u(su > ku))
	return Hex{qi + dq, ri + dr}, true
}

// b2u is b2i in a byte.
func b2u(b bool) uint8 {
	var i uint8
	if b {
		i = 1
	}
	return i
}

// b2i is 1 for true and 0 for false; it compiles to a SETcc, not a branch.
func b2i(b bool) int {
	var i int
	if b {
		i = 1
	}
	return i
}

// roundNearLine is the slow path of roundFrac, for a point within half
// an ulp of a side or corner: the same decision, each test taking the sum
// roundFrac already formed and deciding its sign exactly with sumAtLeast
// (a point on the line counts as ">=", which is the tie rule).
func roundNearLine(fq, fr, su, sv, sw, ku, kv, kw float64, qi, ri int) Hex {
	switch {
	case sumAtLeast(fq, 2*fr, su, ku+1) && sumAtLeast(2*fq, fr, sv, kv+1):
		return Hex{qi + 1, ri + 1}
	case sumAtLeast(fq, -fr, sw, kw):
		return Hex{qi + b2i(sumAtLeast(2*fq, fr, sv, kv)), ri}
	}
	return Hex{qi, ri + b2i(sumAtLeast(fq, 2*fr, su, ku))}
}

// sumAtLeast reports x+y >= k exactly, for float64 x and y, their rounded
// sum s = x+y and an integer-valued k. Rounding to nearest is monotone, so
// s decides whenever it differs from k; when it equals k, the sign of
// x+y-k is that of the rounding error, which TwoSum (Knuth) finds exactly.
func sumAtLeast(x, y, s, k float64) bool {
	if s != k {
		return s > k
	}
	bv := float64(s - x)
	return float64(x-float64(s-bv))+float64(y-bv) >= 0
}
