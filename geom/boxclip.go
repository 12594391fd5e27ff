package geom

import (
	"math"
	"math/big"

	"github.com/paulmach/orb"
)

// ClipToBound returns the part of the closed segment s inside the closed
// box b, from the end nearer A to the end nearer B, and false if they
// share no point. Whether they meet is decided exactly (their boxes
// overlap, and no side of s's line has all four corners of b strictly on
// it), so a segment that touches b at a corner or along an edge meets it.
// An end of s inside b is kept exactly; an end cut off is where s's line
// crosses the edge of b that cuts it, rounded, then pinned onto that edge
// and clamped into b, so that the part never leaves b. A segment that
// only touches b gives that point twice.
//
// Bad input: a NaN or infinite coordinate of s or b, or a box with Min >
// Max on an axis, gives false. Huge finite coordinates are scaled by a
// power of two for the rounded steps, so B - A cannot overflow.
func (s Segment) ClipToBound(b orb.Bound) (Segment, bool) {
	return clipToBound(s, b, false)
}

// LineClipToBound is [Segment.ClipToBound] for the whole line through s,
// extended both ways beyond its ends: the chord of b it cuts, ordered
// along s, or false if the line misses b. A zero-length s has no line:
// false.
func (s Segment) LineClipToBound(b orb.Bound) (Segment, bool) {
	if s.A == s.B {
		return Segment{}, false
	}
	return clipToBound(s, b, true)
}

// clipToBound is ClipToBound, or LineClipToBound for a line.
func clipToBound(s Segment, b orb.Bound, line bool) (Segment, bool) {
	if !finitePoint(s.A) || !finitePoint(s.B) || !finitePoint(b.Min) || !finitePoint(b.Max) ||
		b.Min[0] > b.Max[0] || b.Min[1] > b.Max[1] || !line && !boxesOverlap(s, b) {
		return Segment{}, false
	}
	a, d, lo, hi, rough := clipFrame(s, b)
	t0, t1, e0, e1, inSlabs := slabs(a, d, lo, hi, line)
	if !inSlabs || !clipMeets(s, b, line, t0, t1, rough) {
		return Segment{}, false
	}
	if !line {
		// An end is kept exactly when it lies in b, and only then: a
		// rounded parameter can reach 0 or 1 for an end an ulp outside.
		if e0 < 0 {
			e0 = outsideEdge(s.A, b)
		}
		if e1 < 0 {
			e1 = outsideEdge(s.B, b)
		}
	}
	return Segment{A: cutEnd(s, b, e0, s.A), B: cutEnd(s, b, e1, s.B)}, true
}

// clipFrame returns what slabs reads: s's start and direction and the
// box's corners, scaled down by a power of two where B - A overflows. A
// tiny difference that underflows there keeps its sign as the least
// subnormal, and the parameters are then too rough for clipMeets' filter.
func clipFrame(s Segment, b orb.Bound) (a, d, lo, hi orb.Point, rough bool) {
	a, d, lo, hi = s.A, s.Vector(), b.Min, b.Max
	if finitePoint(d) {
		return a, d, lo, hi, false
	}
	const k = 0x1p-4
	a, lo, hi = ptScale(k, s.A), ptScale(k, b.Min), ptScale(k, b.Max)
	d = ptSub(ptScale(k, s.B), a)
	for ax := range 2 {
		if d[ax] == 0 && s.A[ax] != s.B[ax] {
			d[ax], rough = math.Copysign(math.SmallestNonzeroFloat64, s.B[ax]-s.A[ax]), true
		}
	}
	return a, d, lo, hi, rough
}

// clipMeets decides whether s (or its line) meets b from the rounded
// parameters where they leave a clear gap, each being within a few ulps
// of the true one, and exactly near a touch.
func clipMeets(s Segment, b orb.Bound, line bool, t0, t1 float64, rough bool) bool {
	margin := 1e-9 * max(1, math.Abs(t0), math.Abs(t1))
	switch {
	case rough:
	case t1-t0 > margin:
		return true
	case t0-t1 > margin:
		return false
	}
	return meetsBound(s, b, line)
}

// cutEnd returns an end of the part of s in b: own, s's end, where the
// part keeps it (e < 0); else the point on edge e, exactly, where s's
// line crosses that edge's line, clamped into b.
func cutEnd(s Segment, b orb.Bound, e int, own orb.Point) orb.Point {
	if e < 0 {
		return own
	}
	ax, o := e/2, 1-e/2
	var p orb.Point
	p[ax] = b.Min[ax]
	if e%2 == 1 {
		p[ax] = b.Max[ax]
	}
	scale := max(math.Abs(b.Min[0]), math.Abs(b.Min[1]), math.Abs(b.Max[0]), math.Abs(b.Max[1]))
	p[o] = min(max(axisCrossing(s.A, s.B, ax, p[ax], scale), b.Min[o]), b.Max[o])
	return p
}

// outsideEdge returns the edge of b (numbered as slabs numbers them) that
// p lies beyond, x first, or -1 if p lies in b.
func outsideEdge(p orb.Point, b orb.Bound) int {
	for ax := range 2 {
		switch {
		case p[ax] < b.Min[ax]:
			return 2 * ax
		case p[ax] > b.Max[ax]:
			return 2*ax + 1
		}
	}
	return -1
}

// axisCrossing returns the other coordinate of the point where the line
// through a and b (not parallel to the line) crosses the line where
// coordinate ax is c. It is rounded in floats from the nearer of a and b
// where that is accurate to 2^-40 of scale (the box's size), as it is
// but for a line far longer than the box, and otherwise from its exact
// value, N/D with N = a_o·b_ax − a_ax·b_o + c·(b_o − a_o) and
// D = b_ax − a_ax (in expansions, or math/big for extreme magnitudes).
func axisCrossing(a, b orb.Point, ax int, c, scale float64) float64 {
	o := 1 - ax
	from, to := a, b
	if math.Abs(c-b[ax]) < math.Abs(c-a[ax]) {
		from, to = b, a
	}
	step := (c - from[ax]) / (to[ax] - from[ax]) * (to[o] - from[o])
	v := from[o] + step
	if 16*epsilon*(math.Abs(from[o])+math.Abs(step)) <= 0x1p-40*max(scale, math.Abs(v)) && v-v == 0 {
		return v
	}
	if kernelSafe(2, a[0], a[1], b[0], b[1], c) {
		k := kernel{}
		var n, d num
		crossingNum(&k, &n, &d, a, b, ax, c)
		if !k.ovf {
			return k.value(&n) / k.value(&d)
		}
	}
	k := kernel{big: true}
	var n, d num
	crossingNum(&k, &n, &d, a, b, ax, c)
	q, _ := new(big.Rat).Quo(n.r, d.r).Float64()
	return q
}

// crossingNum sets n and d to axisCrossing's N and D, exactly.
func crossingNum(k *kernel, n, d *num, a, b orb.Point, ax int, c float64) {
	o := 1 - ax
	k.set(n, 0)
	k.addProd(n, a[o], b[ax])
	k.addProd(n, -a[ax], b[o])
	k.addProd(n, c, b[o])
	k.addProd(n, -c, a[o])
	k.diff(d, b[ax], a[ax])
}

// boxesOverlap reports, exactly, whether the boxes of s and b meet.
func boxesOverlap(s Segment, b orb.Bound) bool {
	return max(s.A[0], s.B[0]) >= b.Min[0] && min(s.A[0], s.B[0]) <= b.Max[0] &&
		max(s.A[1], s.B[1]) >= b.Min[1] && min(s.A[1], s.B[1]) <= b.Max[1]
}

// slabs runs Liang and Barsky's clip of the line a + t·d (t in [0, 1],
// or all t for a line) against the slabs lo..hi of the box: the
// parameters where it enters and leaves them, rounded, and the edge that
// gives each (0: x = lo, 1: x = hi, 2: y = lo, 3: y = hi; -1: an end of
// the segment). inSlabs is false when the line runs parallel to an axis
// outside its slab, decided exactly.
func slabs(a, d, lo, hi orb.Point, line bool) (t0, t1 float64, e0, e1 int, inSlabs bool) {
	t0, t1, e0, e1 = 0, 1, -1, -1
	if line {
		t0, t1 = math.Inf(-1), math.Inf(1)
	}
	for ax := range 2 {
		if d[ax] == 0 {
			if a[ax] < lo[ax] || a[ax] > hi[ax] {
				return t0, t1, e0, e1, false
			}
			continue
		}
		ta, tb := (lo[ax]-a[ax])/d[ax], (hi[ax]-a[ax])/d[ax]
		ea, eb := 2*ax, 2*ax+1
		if d[ax] < 0 { // by the sign, not by ta > tb, which overflow can tie
			ta, tb, ea, eb = tb, ta, eb, ea
		}
		// A line's ends are always cut by an edge, even where a parameter
		// overflows (a subnormal d).
		if ta > t0 || line && e0 < 0 {
			t0, e0 = ta, ea
		}
		if tb < t1 || line && e1 < 0 {
			t1, e1 = tb, eb
		}
	}
	return t0, t1, e0, e1, true
}

// meetsBound reports, exactly, whether s (or its line) meets the closed
// box b: the separating axes of a segment and a box are the box's two
// and the segment's normal, so they meet unless their boxes are apart
// (a segment's only) or b's four corners lie strictly on one side of the
// line.
func meetsBound(s Segment, b orb.Bound, line bool) bool {
	if !line && !boxesOverlap(s, b) {
		return false
	}
	if s.A == s.B {
		return !line
	}
	pos, neg := false, false
	for _, c := range [4]orb.Point{b.Min, {b.Max[0], b.Min[1]}, b.Max, {b.Min[0], b.Max[1]}} {
		switch Orient2D(s.A, s.B, c) {
		case 1:
			pos = true
		case -1:
			neg = true
		default:
			return true // a corner on the line
		}
	}
	return pos && neg
}
