package hex

import (
	"math"
	"strconv"
)

// Hex is a hexagon of a hex grid in axial coordinates. The third cube
// coordinate is derived: S = -Q - R. The zero Hex is the origin.
//
// Hex is a small comparable value: use it as a map key, compare it with ==.
//
// Arithmetic (Add, Sub, Scale, Neighbor, Rotate...) wraps like int
// arithmetic. Only hexes within the valid range ([Hex.Valid], |Q|, |R|,
// |S| <= [MaxCoord]) are measured: Len and Distance return math.MaxInt
// for any other hex, a value above every valid distance.
type Hex struct {
	Q, R int
}

// S returns the derived third cube coordinate, -Q-R.
func (h Hex) S() int { return -h.Q - h.R }

// Add returns h+o.
func (h Hex) Add(o Hex) Hex { return Hex{h.Q + o.Q, h.R + o.R} }

// Sub returns h-o.
func (h Hex) Sub(o Hex) Hex { return Hex{h.Q - o.Q, h.R - o.R} }

// Scale returns h scaled by k.
func (h Hex) Scale(k int) Hex { return Hex{h.Q * k, h.R * k} }

// Len returns the distance from the origin to h, in hexes, or math.MaxInt
// if h is not [Hex.Valid].
func (h Hex) Len() int {
	if !h.Valid() {
		return math.MaxInt
	}
	return axialLen(h.Q, h.R)
}

// Distance returns the number of steps from h to o, or math.MaxInt if
// either is not [Hex.Valid] (their difference could have wrapped round).
//
// Distance inlines (inliner cost 78 of the budget 80: keep it so); what
// it compiles to is described in offset.go, "What the hot hex paths
// compile to".
func (h Hex) Distance(o Hex) int { return distance(h, o, checkedDistance) }

// distance is [Hex.Distance] in two tiers. The fast test ORs the four
// coordinates biased by fastBias and compares once: it passes when Q and
// R of both hexes lie in [-fastBias, fastBias), which makes both valid
// (|S| <= 2·fastBias < MaxCoord), so the distance needs no more checks.
// It fails for any other hex, valid or not, and the exact test decides,
// out of line in slow.
//
// slow is a parameter for the inliner's sake: it prices a call of a
// parameter at 17 rather than 57 (a call it might see through), which
// keeps Distance, which passes checkedDistance, within its budget of 80.
// The compiler calls checkedDistance from a block of its own that the fast
// path jumps over.
func distance(h, o Hex, slow func(h, o Hex) int) int {
	const b = fastBias
	if uint((h.Q+b)|(h.R+b)|(o.Q+b)|(o.R+b)) >= 2*b {
		return slow(h, o)
	}
	return axialLen(h.Q-o.Q, h.R-o.R)
}

// fastBias bounds the coordinates that distance's fast test passes:
// x+fastBias is in [0, 2·fastBias) exactly when -fastBias <= x <
// fastBias, and one OR keeps every bit at or above 2·fastBias that any
// of the biased coordinates (wrapped or not) has. 2^27: a hex of two such
// coordinates has |S| <= 2^28, inside the valid range.
const fastBias = 1 << (hexCoordBits - 2)

// checkedDistance is Distance's exact tier, for hexes the fast test
// did not pass: one unsigned max of the six biased coordinates (see
// coordBias), then the distance, at most 2·MaxCoord.
//
//go:noinline
func checkedDistance(h, o Hex) int {
	if !bothValid(h, o) {
		return math.MaxInt
	}
	return validDistance(h, o)
}

// validDistance is [Hex.Distance] without the range test, for callers
// that know both hexes valid (each difference is then at most
// 2·MaxCoord, no overflow on 32 bits): the spine line's candidates,
// which all lie in the valid range once its ends do.
func validDistance(h, o Hex) int { return axialLen(h.Q-o.Q, h.R-o.R) }

// axialLen is the length of the axial vector (dq, dr), the largest
// magnitude of its three cube coordinates dq, dr and -dq-dr, for
// |dq|, |dr|, |dq+dr| that do not overflow. As the three sum to 0, it is
// also the sum of their positive parts: max(dq, 0) + max(dr, 0) +
// max(-dq-dr, 0), the last written -min(dq+dr, 0). That is three
// CMOVs against a zero and two additions, where the largest of six
// signed values took five CMP/CMOV pairs.
func axialLen(dq, dr int) int { return max(dq, 0) + max(dr, 0) - min(dq+dr, 0) }

// Neighbor returns the hex adjacent to h in direction d. A direction outside
// 0..5 is taken modulo 6.
func (h Hex) Neighbor(d Direction) Hex { return h.Add(d.Vector()) }

// Diagonal returns the diagonal neighbour of h between directions d and d+1
// (two steps away, across the vertex they share).
func (h Hex) Diagonal(d Direction) Hex { return h.Add(d.Vector()).Add(d.Rotate(1).Vector()) }

// IsNeighbor reports whether h and o are adjacent.
func (h Hex) IsNeighbor(o Hex) bool { return h.Distance(o) == 1 }

// DirectionTo returns the direction from h to an adjacent hex o, and false
// if o is not adjacent to h or either is not [Hex.Valid].
func (h Hex) DirectionTo(o Hex) (Direction, bool) {
	d := stepDirection(h, o)
	return Direction(max(d, 0)), d >= 0
}

// stepDirection returns the direction from a to b, or -1 if they are not
// adjacent or either is not [Hex.Valid]. Both validity tests are one
// unsigned max of the six biased coordinates (see coordBias) and one
// comparison, as in Distance and bothValid (written out: calling bothValid
// costs the inliner 6 more than its budget of 80); the offset then indexes
// directionOf.
func stepDirection(a, b Hex) int {
	const m = coordBias
	vq, vr := uint(b.Q-a.Q+1), uint(b.R-a.R+1)
	if max(uint(a.Q+m), uint(a.R+m), uint(a.Q+a.R+m), uint(b.Q+m), uint(b.R+m), uint(b.Q+b.R+m)) > 2*m || max(vq, vr) > 2 {
		return -1
	}
	return int(directionOf[3*vq+vr])
}

// String formats h as "(q,r)".
func (h Hex) String() string {
	b := make([]byte, 0, 16)
	b = append(b, '(')
	b = strconv.AppendInt(b, int64(h.Q), 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(h.R), 10)
	b = append(b, ')')
	return string(b)
}

func abs(x int) int {
	m := x >> (strconv.IntSize - 1)
	return (x ^ m) - m
}
