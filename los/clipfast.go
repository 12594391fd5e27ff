package los

import (
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// The common case of a sight line through an area, specialised for the
// trace: when no vertex of the polygon lies on the line through the
// segment and neither end of the segment lies on an edge, the segment
// meets the boundary only at proper crossings, and the parts inside are
// found from those alone. The decisions are the exact ones of
// geom.Polygon.AppendIntervals (the same orientation filter, falling back
// to geom.Orient2D), the parameters the same rounded values, so the
// intervals are identical; the location of the segment's start, which
// geom finds with a point-location pass, is the parity of the edges that
// cross the line behind it, decided exactly from orientations already at
// hand. Anything else (a vertex on the line, an end on the boundary, a
// parameter geom would compute in extended precision) returns false and
// the caller uses geom.

// orient is geom.Orient2D with its float filter inlined: the same filter,
// so the same answer, with the exact fallback left to geom.
func orient(a, b, c orb.Point) int {
	detleft := (a[0] - c[0]) * (b[1] - c[1])
	detright := (a[1] - c[1]) * (b[0] - c[0])
	det := detleft - detright
	if math.Abs(det) > ccwErrBoundA*math.Abs(detleft+detright)+underflowGuard {
		if det > 0 {
			return 1
		}
		return -1
	}
	return geom.Orient2D(a, b, c)
}

const (
	epsilon        = 1.0 / (1 << 53)
	ccwErrBoundA   = (3 + 16*epsilon) * epsilon // Shewchuk's bound, as in geom
	underflowGuard = 0x1p-1072
)

// accurateDet returns the orientation determinant of (a, b, c) and true
// when its float value is the one geom uses for a crossing's parameter
// (accurate to 2^-40 relative); false means geom would refine it.
func accurateDet(a, b, c orb.Point) (float64, bool) {
	detleft := (a[0] - c[0]) * (b[1] - c[1])
	detright := (a[1] - c[1]) * (b[0] - c[0])
	det := detleft - detright
	bound := ccwErrBoundA*(math.Abs(detleft)+math.Abs(detright)) + underflowGuard
	return det, math.Abs(det) > bound*0x1p40
}

// appendIntervalsFast appends to dst the intervals of
// geom.Polygon.AppendIntervals for the segment s (not a point, finite)
// and the polygon p (valid, closed rings), with the exact location of s.A
// and s.B (strictly inside or outside: neither is on the boundary in this
// case), and true; or returns dst unchanged and false when the case is not
// the simple one. cuts is a scratch buffer.
func appendIntervalsFast(dst []geom.Interval, cuts []float64, s geom.Segment, p geom.Polygon) ([]geom.Interval, []float64, bool, bool, bool) {
	a, b := s.A, s.B
	cuts = cuts[:0]
	behind := false // parity of the crossings of the line before s.A
	for _, r := range p {
		if len(r) < 2 {
			continue
		}
		prev := r[0]
		sp := orient(a, b, prev)
		if sp == 0 {
			return dst, cuts, false, false, false
		}
		for _, q := range r[1:] {
			sq := orient(a, b, q)
			if sq == 0 {
				return dst, cuts, false, false, false
			}
			if sq != sp {
				// The edge prev->q crosses the line through s.
				o3 := orient(prev, q, a)
				o4 := orient(prev, q, b)
				if o3 == 0 || o4 == 0 {
					return dst, cuts, false, false, false
				}
				if o3 != o4 {
					dA, ok1 := accurateDet(prev, q, a)
					dB, ok2 := accurateDet(prev, q, b)
					if !ok1 || !ok2 {
						return dst, cuts, false, false, false
					}
					cuts = append(cuts, crossT(dA, dB))
				} else if o3 == sp {
					// The crossing lies on the line before s.A (see below).
					behind = !behind
				}
			}
			prev, sp = q, sq
		}
	}
	// Why o3 == sp means "before s.A": with f(Y) = Orient(P, Q, Y), linear
	// along the line, zero at the crossing X = A + t(B-A), t = -f(A) /
	// (f(B)-f(A)), and f(B)-f(A) = cross(Q-P, B-A) has the sign of
	// Orient(A, B, P) - Orient(A, B, Q), that is of sp; so t < 0 exactly
	// when f(A) = o3 has the sign of sp.
	for i := 1; i < len(cuts); i++ {
		c := cuts[i]
		j := i
		for ; j > 0 && cuts[j-1] > c; j-- {
			cuts[j] = cuts[j-1]
		}
		cuts[j] = c
	}
	atA := behind
	state := behind
	start := len(dst)
	prevT := 0.0
	emit := func(t0, t1 float64) {
		if n := len(dst); n > start && dst[n-1].T1 == t0 {
			dst[n-1].T1 = t1
		} else {
			dst = append(dst, geom.Interval{T0: t0, T1: t1})
		}
	}
	for _, t := range cuts {
		if t > prevT {
			if state {
				emit(prevT, t)
			}
			prevT = t
		}
		state = !state
	}
	if 1 > prevT && state {
		emit(prevT, 1)
	}
	return dst, cuts, true, atA, state
}

// crossT is geom's parameter of a proper crossing from the orientation
// determinants of the segment's ends against the edge.
func crossT(dA, dB float64) float64 {
	d := dA - dB
	if d-d != 0 { // overflow
		return clampUnit(1 / (1 - dB/dA))
	}
	return clampUnit(dA / d)
}

func clampUnit(t float64) float64 {
	if t < 0 {
		return 0
	}
	if t > 1 {
		return 1
	}
	if t != t {
		return 0
	}
	return t
}
