package geom

import (
	"math"

	"github.com/paulmach/orb"
)

// Chords and rim points of a disc: where lines, segments and other rims
// meet its rim. These are rounded constructions (a rim point is
// irrational in general); the exact decisions about them (is a point in
// the disc, does a segment meet its interior) are the predicates of
// disc.go. Near a tangency a rounded construction can land a hair to
// either side, so the functions here that must not miss a touching
// contact accept one within a relative 1e-9 of it (rimTouchRel): far
// above the rounding of the constructions, far below any size a rule
// could care about.
const rimTouchRel = 1e-9

// LineChord returns the parameters t0 < t1 along s (possibly outside
// [0, 1]) where the line through s crosses the rim of d, rounded, and
// false if the line misses d or only touches it, or s is a point (up to
// 2^-450 of the largest magnitude of the input). It is false for an
// invalid disc or a non-finite s; finite input whose squares would
// overflow or underflow is scaled exactly first, so it gets its chord.
func (d Disc) LineChord(s Segment) (t0, t1 float64, ok bool) {
	// Scalars, not point helpers: this is the hot path of base-to-base
	// sight, and an orb.Point local is an array kept in memory.
	vx, vy := s.B[0]-s.A[0], s.B[1]-s.A[1]
	fx, fy := s.A[0]-d.Center[0], s.A[1]-d.Center[1]
	a := vx*vx + vy*vy
	b := fx*vx + fy*vy
	disc := b*b - a*((fx*fx+fy*fy)-d.R*d.R)
	// A non-finite disc is bad input or an overflow, a tiny a an
	// underflow (or a point s), a negative R an invalid disc, and a disc
	// of exactly 0 may be a touch or R² underflowing: the cold path sorts
	// them out.
	if disc-disc != 0 || !(a >= 0x1p-900) || !(d.R >= 0) || disc == 0 {
		return d.lineChordScaled(s)
	}
	if !(disc > 0) {
		return 0, 0, false
	}
	sq := math.Sqrt(disc)
	return (-b - sq) / a, (-b + sq) / a, true
}

// lineChordScaled is LineChord off its fast path: bad input is no chord,
// and valid input whose squares left the float range is scaled exactly
// by a power of two (unitScale) and solved in quantities of degree 1:
// the distance h of the centre from the line and the half-chord
// √(R-|h|)·√(R+|h|), both along the unit direction, so that a chord far
// smaller than the coordinates (a base of 2 cm on a line 1e308 long) is
// still found. The parameters are ratios, unchanged by the scaling.
func (d Disc) lineChordScaled(s Segment) (t0, t1 float64, ok bool) {
	if !d.valid() || !finiteSegment(s) {
		return 0, 0, false
	}
	k := unitScale(max(discMaxAbs(s.A, s.B, d.Center), d.R))
	d, s = scaleDisc(k, d), scaleSegment(k, s)
	vx, vy := s.B[0]-s.A[0], s.B[1]-s.A[1]
	l := math.Hypot(vx, vy)
	if l == 0 {
		return 0, 0, false
	}
	ux, uy := vx/l, vy/l
	fx, fy := s.A[0]-d.Center[0], s.A[1]-d.Center[1]
	h := math.Abs(fx*uy - fy*ux) // the centre's distance from the line
	if !(d.R > h) {
		return 0, 0, false
	}
	m := -(fx*ux + fy*uy) // the foot of the centre, along u from A
	w := math.Sqrt(d.R-h) * math.Sqrt(d.R+h)
	return (m - w) / l, (m + w) / l, true
}

// chordScale returns the power of two that brings the input of a chord
// near 1 (1 if it is there already, see rescale), and false for an
// invalid disc or a non-finite s.
func chordScale(d Disc, s Segment) (float64, bool) {
	if !d.valid() || !finiteSegment(s) {
		return 0, false
	}
	return rescale(max(discMaxAbs(s.A, s.B, d.Center), d.R)), true
}

// LineChordClosed is [Disc.LineChord] for the closed disc: a line that
// touches the rim (the foot of the centre on it within a relative
// rimTouchRel of R, plus the foot's own rounding: 2⁻⁵⁰ of the largest
// coordinate, a few ulps) gives t0 == t1, the foot's parameter. So a disc
// of radius 0 on the line touches it, at any scale. Bad input and huge or
// tiny magnitudes are as for LineChord.
func (d Disc) LineChordClosed(s Segment) (t0, t1 float64, ok bool) {
	if t0, t1, ok := d.LineChord(s); ok {
		return t0, t1, true
	}
	k, ok := chordScale(d, s)
	if !ok {
		return 0, 0, false
	}
	if k != 1 {
		d, s = scaleDisc(k, d), scaleSegment(k, s)
	}
	v := ptSub(s.B, s.A)
	l := ptNorm2(v)
	if l == 0 {
		return 0, 0, false
	}
	t := ptDot(ptSub(d.Center, s.A), v) / l
	p := ptAdd(s.A, ptScale(t, v))
	scale := max(math.Abs(s.A[0]), math.Abs(s.A[1]), math.Abs(s.B[0]), math.Abs(s.B[1]), math.Abs(d.Center[0]), math.Abs(d.Center[1]))
	if math.Hypot(p[0]-d.Center[0], p[1]-d.Center[1]) <= d.R*(1+rimTouchRel)+0x1p-50*scale {
		return t, t, true
	}
	return 0, 0, false
}

// AppendSegmentRim appends to dst the points where the closed segment e
// crosses the rim of d, and the point where it touches the rim (the foot
// of the centre on e, within a relative rimTouchRel of the rim, exact on
// an axis-aligned e), in that order, and returns the extended slice. A
// near-tangent e may give both its crossings and its foot. An invalid
// disc or a non-finite e gives none; huge or tiny magnitudes are scaled
// as for LineChord.
func (d Disc) AppendSegmentRim(dst []orb.Point, e Segment) []orb.Point {
	k, ok := chordScale(d, e)
	if !ok {
		return dst
	}
	if k == 1 {
		return d.appendSegmentRim(dst, e)
	}
	n := len(dst)
	dst = scaleDisc(k, d).appendSegmentRim(dst, scaleSegment(k, e))
	return unscalePoints(dst[n:], k, dst)
}

// unscalePoints divides the points ps, the tail of dst, by k, and returns
// dst without any that the division took out of the float range.
func unscalePoints(ps []orb.Point, k float64, dst []orb.Point) []orb.Point {
	n := len(dst) - len(ps)
	for _, p := range ps {
		if p = ptScale(1/k, p); finitePoint(p) {
			dst[n] = p
			n++
		}
	}
	return dst[:n]
}

// appendSegmentRim is AppendSegmentRim for valid input of moderate
// magnitude.
func (d Disc) appendSegmentRim(dst []orb.Point, e Segment) []orb.Point {
	if t0, t1, ok := d.LineChord(e); ok {
		for _, t := range [2]float64{t0, t1} {
			if t >= 0 && t <= 1 {
				dst = append(dst, e.At(t))
			}
		}
	}
	v := ptSub(e.B, e.A)
	l := ptNorm2(v)
	if l == 0 {
		return dst
	}
	t := ptDot(ptSub(d.Center, e.A), v) / l
	if !(t >= 0 && t <= 1) {
		return dst
	}
	f := ptAdd(e.A, ptScale(t, v))
	if v[0] == 0 {
		f[0] = e.A[0]
	} else if v[1] == 0 {
		f[1] = e.A[1]
	}
	// (R² below 2⁻¹⁰⁰⁰ may have underflowed: no touch can be told.)
	rr := d.R * d.R
	if math.Abs(ptNorm2(ptSub(f, d.Center))-rr) <= rimTouchRel*rr && (rr >= 0x1p-1000 || d.R == 0) {
		dst = append(dst, f)
	}
	return dst
}

// AppendRimCrossings appends to dst the points where the rims of d and o
// meet, and returns the extended slice: the point of contact of rims
// that touch from outside, or with o holding d from inside (within a
// relative rimTouchRel), then the two crossings of rims that cross.
// Concentric discs give none, and so does an invalid disc; huge or tiny
// magnitudes are scaled as for [Disc.LineChord].
func (d Disc) AppendRimCrossings(dst []orb.Point, o Disc) []orb.Point {
	if !d.valid() || !o.valid() {
		return dst
	}
	if k := rescale(max(discMaxAbs(d.Center, o.Center), d.R, o.R)); k != 1 {
		n := len(dst)
		dst = scaleDisc(k, d).AppendRimCrossings(dst, scaleDisc(k, o))
		return unscalePoints(dst[n:], k, dst)
	}
	dx, dy := o.Center[0]-d.Center[0], o.Center[1]-d.Center[1]
	l := math.Hypot(dx, dy)
	if l == 0 {
		return dst
	}
	switch s := d.R + o.R; {
	case math.Abs(l-s) <= rimTouchRel*s:
		dst = append(dst, orb.Point{d.Center[0] + d.R*dx/l, d.Center[1] + d.R*dy/l})
	case o.R > d.R && math.Abs(l-(o.R-d.R)) <= rimTouchRel*o.R:
		dst = append(dst, orb.Point{d.Center[0] - d.R*dx/l, d.Center[1] - d.R*dy/l})
	}
	if l >= d.R+o.R || l <= math.Abs(d.R-o.R) {
		return dst
	}
	// The crossings lie on the chord perpendicular to the centre line at
	// distance a from d's centre, h either side of it.
	a := (d.R*d.R - o.R*o.R + l*l) / (2 * l)
	h := math.Sqrt(max(d.R*d.R-a*a, 0))
	mx, my := d.Center[0]+a*dx/l, d.Center[1]+a*dy/l
	return append(dst,
		orb.Point{mx - h*dy/l, my + h*dx/l},
		orb.Point{mx + h*dy/l, my - h*dx/l})
}

// PullInto returns p moved towards d's centre, by the fewest of a series
// of growing steps (from a relative 2⁻⁵⁰), until d contains it exactly:
// the way to land a rounded rim point on a closed disc. A point d already
// contains is returned as it is, and so is p for an invalid disc, a
// non-finite p, or a p that no step brings into d.
func (d Disc) PullInto(p orb.Point) orb.Point {
	if d.clearlyHolds(p) {
		return p
	}
	q := p
	for k := 0; k < 60 && !d.Contains(q); k++ {
		f := 1 - math.Ldexp(1, -50+k)
		q = ptAdd(d.Center, ptScale(f, ptSub(q, d.Center)))
	}
	if !d.Contains(q) {
		return p
	}
	return q
}

// PullAlong returns p, the end of a segment from o, moved further along
// the segment's line by growing steps (from a relative 2⁻⁵² of |p-o| up to
// 2⁻¹²) until d contains it exactly, and whether it got there (p itself
// and false if not, for an invalid disc and non-finite points too). Unlike
// [Disc.PullInto] it keeps the point on its line, so a sight line along
// an edge stays on the edge.
func (d Disc) PullAlong(p, o orb.Point) (orb.Point, bool) {
	if d.clearlyHolds(p) || d.Contains(p) {
		return p, true
	}
	v := ptSub(p, o)
	for k := 0; k <= 40; k++ {
		q := ptAdd(p, ptScale(math.Ldexp(1, -52+k), v))
		if d.Contains(q) {
			return q, true
		}
	}
	return p, false
}

// clearlyHolds reports that p is inside d by a margin far above the
// rounding of the float test (a relative 1e-14 of R²), so that
// d.Contains(p); false means only "not decided here".
func (d Disc) clearlyHolds(p orb.Point) bool {
	return ptNorm2(ptSub(p, d.Center)) <= d.R*d.R*(1-1e-14)
}

// NearRim reports whether p lies on the rim of d within a relative
// rimTouchRel of R²: a rounded rim point, which may lie a hair to either
// side, passes. It is false for R == 0 unless p is the centre, and for an
// invalid disc or a non-finite p.
func (d Disc) NearRim(p orb.Point) bool {
	return d.R >= 0 && math.Abs(ptNorm2(ptSub(p, d.Center))-d.R*d.R) <= rimTouchRel*d.R*d.R
}

// RimPoint returns the point of d's rim at angle a (radians,
// counter-clockwise from +x), rounded: it may lie a hair to either side
// of the rim (see [Disc.PullInto]). An invalid disc or a NaN or infinite
// angle gives a NaN point; a rim beyond the float range, infinite
// coordinates.
func (d Disc) RimPoint(a float64) orb.Point {
	if !d.valid() || a-a != 0 {
		return orb.Point{math.NaN(), math.NaN()}
	}
	sin, cos := math.Sincos(a)
	return ptAdd(d.Center, orb.Point{d.R * cos, d.R * sin})
}

// Contact returns a segment from a point of d to a point of o, each
// exactly in its closed disc, when the discs meet (d.Within(o, 0)), and
// false when they are apart or either is invalid. When one disc holds the
// other's centre the segment is that centre, of length 0; otherwise both
// ends lie near the midpoint of the overlap along the centre line, within
// place). Huge or tiny magnitudes are scaled as for [Disc.LineChord].
func (d Disc) Contact(o Disc) (Segment, bool) {
	if !d.Within(o, 0) {
		return Segment{}, false
	}
	if k := rescale(max(discMaxAbs(d.Center, o.Center), d.R, o.R)); k != 1 {
		if c, ok := scaleDisc(k, d).Contact(scaleDisc(k, o)); ok {
			c = scaleSegment(1/k, c)
			return Segment{d.PullInto(c.A), o.PullInto(c.B)}, true
		}
	}
	if d.Contains(o.Center) {
		return Segment{o.Center, o.Center}, true
	}
	if o.Contains(d.Center) {
		return Segment{d.Center, d.Center}, true
	}
	v := ptSub(o.Center, d.Center)
	l := math.Hypot(v[0], v[1])
	// The midpoint of the overlap along the centre line, m from d's centre.
	m := (d.R + l - o.R) / 2
	p := ptAdd(d.Center, ptScale(m, ptDiv(v, l)))
	// Rounding may leave p just outside one disc: keep each end in its own.
	return Segment{d.PullInto(p), o.PullInto(p)}, true
}

// LineBetween returns the shortest part of the line through p with
// direction dir that runs from a point of a to a point of b (for disjoint
// discs the part between the two chords), and false if the line misses
// either closed disc (a touching line counts, see
// [Disc.LineChordClosed]) or dir is zero. The ends are rounded and may
// lie a hair outside their discs ([Disc.PullInto] and [Disc.PullAlong]
// land them); where the line touches a disc, the end is the foot of the
// disc's centre on the line, exact when the line is parallel to an axis
// (so a line along a wall's edge keeps its end on that edge). It is false
// for an invalid disc, a non-finite p or dir, and ends beyond the float
// range.
func LineBetween(p, dir orb.Point, a, b Disc) (Segment, bool) {
	// Scalars, not point helpers: this runs for every candidate line of
	// base-to-base sight.
	s := Segment{p, orb.Point{p[0] + dir[0], p[1] + dir[1]}}
	a0, a1, ok := a.LineChordClosed(s)
	if !ok {
		return Segment{}, false
	}
	b0, b1, ok := b.LineChordClosed(s)
	if !ok {
		return Segment{}, false
	}
	var ta, tb float64
	switch {
	case a1 <= b0:
		ta, tb = a1, b0
	case b1 <= a0:
		ta, tb = a0, b1
	default:
		// Overlapping chords: discs that meet; take the chords' middles.
		ta, tb = (a0+a1)/2, (b0+b1)/2
	}
	pa := orb.Point{p[0] + ta*dir[0], p[1] + ta*dir[1]}
	pb := orb.Point{p[0] + tb*dir[0], p[1] + tb*dir[1]}
	if a0 == a1 {
		pa = footOnAxisLine(pa, p, dir, a.Center)
	}
	if b0 == b1 {
		pb = footOnAxisLine(pb, p, dir, b.Center)
	}
	if !finitePoint(pa) || !finitePoint(pb) {
		return Segment{}, false
	}
	return Segment{pa, pb}, true
}

// footOnAxisLine returns the foot of c on the line through p with
// direction d, exactly, when the line is parallel to an axis, and f (the
// foot as computed) otherwise.
func footOnAxisLine(f, p, d, c orb.Point) orb.Point {
	switch {
	case d[0] == 0:
		return orb.Point{p[0], c[1]}
	case d[1] == 0:
		return orb.Point{c[0], p[1]}
	}
	return f
}
