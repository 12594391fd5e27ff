package hex

import (
	"fmt"
	"math"
)

// This file holds the valid range of hex coordinates and the checked
// counts of the shapes built from it. A hex is valid when each of its three
// cube coordinates has magnitude at most MaxCoord. The bound is chosen so
// that, on 32-bit platforms too, the difference of two valid hexes and the
// distance between them fit in an int with room to spare: every function
// that checks the range can then use plain int arithmetic inside it.

// hexCoordBits is the bit length of the valid range: |x| < 1<<hexCoordBits.
const hexCoordBits = 29

// MaxCoord is the largest magnitude of a cube coordinate (Q, R or S) of
// a valid hex: 2^29-1, about 5.4e8. See [Hex.Valid].
const MaxCoord = 1<<hexCoordBits - 1

// Valid reports whether h lies in the valid range: |Q|, |R| and |S| are at
// most [MaxCoord]. Distances, lines, rings, ranges and the other shapes
// are exact for valid hexes; for others they return the documented
// out-of-range value of each function (MaxInt for a distance, no hexes for
// a shape) instead of a result that integer overflow would have made wrong.
func (h Hex) Valid() bool {
	hq := h.Q + coordBias
	return max(uint(hq), uint(h.R+coordBias), uint(hq+h.R)) <= 2*coordBias
}

// bothValid reports a.Valid() && b.Valid() in one unsigned max of the six
// biased coordinates (see coordBias) and one comparison: the functions of
// two hexes test their range once per call with it.
func bothValid(a, b Hex) bool {
	const m = coordBias
	return max(uint(a.Q+m), uint(a.R+m), uint(a.Q+a.R+m), uint(b.Q+m), uint(b.R+m), uint(b.Q+b.R+m)) <= 2*m
}

// coordBias maps the valid range of a coordinate onto an unsigned one:
// uint(x+coordBias) <= 2·coordBias exactly when |x| <= MaxCoord, on
// every platform. Int arithmetic wraps modulo 2^n (n = 32 or 64), so
// x -> uint(x+coordBias) is a bijection that takes [-MaxCoord,
// MaxCoord] onto [0, 2·MaxCoord] and every other int, wrapped or
// not, above it. One unsigned max then tests several coordinates with one
// comparison and no branch per coordinate. For q+r (that is -s), the
// biased sum is exact whenever q and r are valid, and otherwise the hex
// is already rejected.
const coordBias = MaxCoord

// Validate returns an error naming h if it is outside the valid range.
func (h Hex) Validate() error {
	if h.Valid() {
		return nil
	}
	return fmt.Errorf("hex: hex %v is outside the valid range |q|, |r|, |s| <= %d", h, MaxCoord)
}

// ValidateRadius returns an error unless every hex within distance radius
// of c is valid (a negative radius is an empty shape, and valid if c is).
// Ring, Spiral, Range, Wedge and Arcs.Hexes yield nothing for a centre and
// radius that ValidateRadius rejects; call it to tell that case from an
// empty shape.
func ValidateRadius(c Hex, radius int) error {
	if err := c.Validate(); err != nil {
		return err
	}
	if !shapeInRange(c, radius) {
		return fmt.Errorf("hex: radius %d around %v reaches outside the valid range |q|, |r|, |s| <= %d", radius, c, MaxCoord)
	}
	return nil
}

// shapeInRange reports whether c is valid and every hex within distance
// radius of c is valid: each cube coordinate of those hexes is within
// radius of c's, so the farthest is max(|q|, |r|, |s|) + radius.
//
// That is |x| <= rem = MaxCoord - radius for each cube coordinate x,
// tested as Valid tests |x| <= MaxCoord: x -> uint(x+rem) is a
// bijection of the ints (wrapping or not) that takes [-rem, rem] onto
// [0, 2·rem], so one unsigned max of the three biased coordinates and one
// comparison decide, with no overflow and no branch per coordinate. A
// negative radius is tested as 0: c must still be valid. It inlines (the
// shapes test it once per call, some twice).
func shapeInRange(c Hex, radius int) bool {
	rem := MaxCoord - max(radius, 0)
	return rem >= 0 && max(uint(c.Q+rem), uint(c.R+rem), uint(c.Q+c.R+rem)) <= uint(2*rem)
}

// MaxAppendLen is the most values one call of an AppendX form of this
// package appends: 2^20 hexes (16 MiB on 64-bit platforms) for a shape
// ([AppendRing], [AppendSpiral], [AppendRange], [AppendRangeIntersection],
// [AppendWedge], [Arcs.AppendHexes]) and 2^20 ends of steps for a line
// ([AppendLine], [AppendLineSteps]: a line of Distance n is n+1 steps in
// a CentreLine, at most 2n+1 in a Supercover). An AppendX form grows dst
// once, by at most that many values, and then appends in place.
//
// A request above it is refused, not cut short: a shape's AppendX form
// returns dst unchanged, a line's returns dst and the error of
// [CheckAppendLen]. The iterator forms ([Ring], [Spiral], [Range],
// [RangeIntersection], [Wedge], [Arcs.Hexes], [Line], [LineSteps])
// stream shapes and lines of any valid size without allocating: they are
// the way to walk more.
const MaxAppendLen = 1 << 20

// CheckAppendLen returns nil if n values fit one call of an AppendX form
// (n <= [MaxAppendLen]), and otherwise an error that names n, the cap and
// the iterator forms that stream instead. n is the count of the shape
// ([RingLen], [RangeLen], [WedgeLen], [Arcs.HexesLen]) or a line's
// Distance+1.
func CheckAppendLen(n int) error {
	if n <= MaxAppendLen {
		return nil
	}
	return fmt.Errorf("hex: %d values to append, above MaxAppendLen (%d) for one AppendX call: the iterator forms (Ring, Spiral, Range, RangeIntersection, Wedge, Arcs.Hexes, Line, LineSteps) stream them", n, MaxAppendLen)
}

// checkedMulAdd returns a*b+c for non-negative operands, or math.MaxInt if
// the result does not fit in an int.
func checkedMulAdd(a, b, c int) int {
	if a != 0 && b > (math.MaxInt-c)/a {
		return math.MaxInt
	}
	return a*b + c
}
