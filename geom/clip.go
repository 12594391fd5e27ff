package geom

import (
	"github.com/paulmach/orb"
	"math"
)

// Interval is the closed range [T0, T1] of parameters along a [Segment],
// 0 <= T0 <= T1 <= 1: the points s.At(t) for T0 <= t <= T1.
type Interval struct{ T0, T1 float64 }

// Length returns the length of the part of s that iv covers, (T1-T0)·|s|,
// rounded: NaN if a parameter or a coordinate is NaN or infinite.
func (iv Interval) Length(s Segment) float64 {
	if d := iv.T1 - iv.T0; d-d == 0 {
		return d * s.Length()
	}
	return math.NaN()
}

// AppendIntervals appends to dst the parts of s that lie in p, as ordered,
// disjoint, merged parameter intervals along s, and returns the extended
// slice. It allocates nothing when dst has room, unless s meets the
// boundary at more than 32 points or runs along more than 8 edges.
//
// Boundary model. The polygon is closed, so a part of s that crosses the
// interior counts, and so do its end points on the boundary. A part of s
// that runs along an edge (collinear with it, positive length) counts only
// if the polygon's interior lies to the left of that part when it is
// directed towards increasing x, or towards increasing y if it is vertical:
// "interior above, or to the west". Every edge of a tiling has its
// interior above it on exactly one side, so when polygons tile a region, the
// lengths of s inside the tiles sum to the length of s inside the region,
// with a shared edge counted once. The rule does not depend on the direction
// of s, so reversing s mirrors the intervals (t -> 1-t). Passing through a
// vertex, or touching the boundary at single points, adds no length; such
// zero-length contacts are not reported as intervals on their own.
// The interior side of an edge comes from its ring's orientation (shell
// counter-clockwise or holes clockwise mean "interior on the left"), which
// is exact for the simple rings of a valid polygon.
//
// Exactness. Where s meets each edge, and how, is decided exactly with
// [Orient2D]. Whether a part of s between two meeting points is inside is
// decided exactly too, without constructing any point: from the exact
// location of s.A, or, after a point where s touches the boundary (always
// an input point: a vertex, an end of s, an end of a run along an edge),
// from the exact side of the boundary that s leaves it on (a symbolic
// perturbation), toggled by each proper crossing that lies exactly after
// that point. Only the parameters t are rounded (a proper crossing's t is
// computed from orientation determinants accurate to 2⁻⁴⁰, so it stays
// accurate for nearly parallel edges); two meeting points closer than that
// rounding may be ordered wrongly, which misplaces at most that much
// length.
//
// Bad input: a zero-length s, or any NaN or infinite coordinate in s or p,
// gives no intervals (dst is returned unchanged). Unclosed rings are closed
// implicitly, as in [Polygon.Locate].
//
// Cost. In the common case, where s meets the boundary only by proper
// crossings of edges (no vertex on the line through s, no end of s on an
// edge), it is one pass of float-filtered orientations over the vertices
// (see [Polygon.AppendIntervalsLocated]); other cases take the general
// walk, with the same results.
func (p Polygon) AppendIntervals(dst []Interval, s Segment) []Interval {
	var buf [32]float64
	if cuts, inA, ok := p.properCuts(buf[:0], s); ok {
		dst, _ = appendProperIntervals(dst, cuts, inA)
		return dst
	}
	return p.appendIntervalsWalk(dst, s)
}

// appendIntervalsWalk is AppendIntervals by the general walk.
func (p Polygon) appendIntervalsWalk(dst []Interval, s Segment) []Interval {
	start := len(dst)
	p.walk(s, func(t0, t1 float64, loc Location, run edgeRun) {
		if t1 == t0 || loc == Outside || (loc == OnBoundary && !p.boundaryCounts(run)) {
			return
		}
		if n := len(dst); n > start && dst[n-1].T1 == t0 {
			dst[n-1].T1 = t1
		} else {
			dst = append(dst, Interval{t0, t1})
		}
	})
	return dst
}

// Stretch is a part of a segment, the points s.At(t) for T0 <= t <= T1, all
// of which have the same [Location] relative to a polygon, as reported by
// [Polygon.AppendStretches]. A Stretch with T0 == T1 is a single point (a
// contact with the boundary).
type Stretch struct {
	T0, T1 float64
	Loc    Location
}

// AppendStretches appends to dst the partition of s into stretches Inside,
// OnBoundary and Outside p, ordered along s, and returns the extended
// slice: consecutive stretches share their end parameters, the first starts
// at 0 and the last ends at 1, and neighbours have different locations.
// Where s meets the boundary at single points (a crossing, a touch at a
// vertex), a zero-length OnBoundary stretch records the contact; a part of s
// that runs along an edge is an OnBoundary stretch of positive length. The
// decisions and their exactness are those of [Polygon.AppendIntervals],
// except that the boundary is reported as such rather than assigned by the
// "interior above" rule. It allocates nothing when dst has room (with the
// same exceptions). A zero-length s, or NaN or infinite input, gives no
// stretches. If s misses p's bounding box, or p has no vertices, the result
// is one Outside stretch.
func (p Polygon) AppendStretches(dst []Stretch, s Segment) []Stretch {
	var buf [32]float64
	if cuts, inA, ok := p.properCuts(buf[:0], s); ok {
		return appendProperStretches(dst, cuts, inA)
	}
	return p.appendStretchesWalk(dst, s)
}

// appendStretchesWalk is AppendStretches by the general walk.
func (p Polygon) appendStretchesWalk(dst []Stretch, s Segment) []Stretch {
	start := len(dst)
	p.walk(s, func(t0, t1 float64, loc Location, _ edgeRun) {
		if n := len(dst); n > start && dst[n-1].Loc == loc {
			dst[n-1].T1 = t1
			return
		}
		dst = append(dst, Stretch{t0, t1, loc})
	})
	return dst
}

// walk calls visit for the consecutive parts of s, in order: each
// sub-interval between points where s meets the boundary (with run set if
// it runs along an edge), and each such point as a zero-length OnBoundary
// part. It returns without calling visit for a zero-length s or NaN or
// infinite input.
//
// Kernel: it stays one function because the walk is one state machine
// (where along s, inside or not, on which run of edges) whose cases share
// that state; split, the state would travel through every call.
func (p Polygon) walk(s Segment, visit func(t0, t1 float64, loc Location, run edgeRun)) {
	if s.A == s.B || !finitePoint(s.A) || !finitePoint(s.B) {
		return
	}
	sminx, smaxx := sortedPair(s.A[0], s.B[0])
	sminy, smaxy := sortedPair(s.A[1], s.B[1])
	// Bounding-box early out; polygonBound also rejects non-finite vertices.
	bbox, ok := polygonBound(p)
	if !ok {
		for _, r := range p {
			if len(r) > 0 {
				return // a non-finite vertex
			}
		}
		visit(0, 1, Outside, edgeRun{}) // no vertices: nothing is inside
		return
	}
	if bbox.Min[0] > smaxx || bbox.Max[0] < sminx || bbox.Min[1] > smaxy || bbox.Max[1] < sminy {
		visit(0, 1, Outside, edgeRun{})
		return
	}

	var cutBuf [32]boundaryCut
	var ovBuf [8]edgeRun
	cuts, ovs := cutBuf[:0], ovBuf[:0]
	k := segmentAxis(s)
	for ri, r := range p {
		m := ringEdgeCount(r)
		for i := 0; i < m; i++ {
			// A zero-length edge is a point of the boundary too: a vertex
			// repeated (a contact its neighbours report again), or a ring
			// of one point, which only it reports.
			e := ringEdge(r, i)
			// Plain comparisons: cheaper than the NaN-aware min and max
			// builtins, and the vertices are finite here.
			if (e.A[0] < sminx && e.B[0] < sminx) || (e.A[0] > smaxx && e.B[0] > smaxx) ||
				(e.A[1] < sminy && e.B[1] < sminy) || (e.A[1] > smaxy && e.B[1] > smaxy) {
				continue
			}
			o1 := Orient2D(s.A, s.B, e.A)
			o2 := Orient2D(s.A, s.B, e.B)
			switch {
			case o1*o2 > 0:
				continue
			case o1 != 0 && o2 != 0:
				o3 := Orient2D(e.A, e.B, s.A)
				o4 := Orient2D(e.A, e.B, s.B)
				switch {
				case o3 != 0 && o4 != 0 && o3 != o4:
					cuts = append(cuts, boundaryCut{t: crossParam(s, e), proper: true, p: e.A, q: e.B})
				case o3 == 0:
					cuts = append(cuts, boundaryCut{t: 0, p: s.A})
				case o4 == 0:
					cuts = append(cuts, boundaryCut{t: 1, p: s.B})
				}
			case o1 == 0 && o2 == 0:
				in := collinearIntersect(s, e)
				switch in.Kind {
				case Overlapping:
					cuts = append(cuts, boundaryCut{t: in.TP, p: in.P}, boundaryCut{t: in.TQ, p: in.Q})
					ovs = append(ovs, edgeRun{t0: in.TP, t1: in.TQ, ring: ri, e: e})
				case Touching:
					cuts = append(cuts, boundaryCut{t: in.TP, p: in.P})
				}
			default:
				v := e.A
				if o1 != 0 {
					v = e.B
				}
				if inClosedRange(s.A[k], s.B[k], v[k]) {
					cuts = append(cuts, boundaryCut{t: segmentParam(s, v), p: v})
				}
			}
		}
	}
	// Insertion sort: the cut lists are short.
	for i := 1; i < len(cuts); i++ {
		c := cuts[i]
		j := i
		for ; j > 0 && cuts[j-1].t > c.t; j-- {
			cuts[j] = cuts[j-1]
		}
		cuts[j] = c
	}
	real := len(cuts)
	cuts = append(cuts, boundaryCut{t: 1, p: s.B})

	// The state of each sub-interval is that of the points just after the
	// last contact point from (s.A at first), found exactly by insideAfter,
	// toggled by the proper crossings exactly after from. Deciding "after"
	// exactly, rather than by the rounded t, keeps crossings that round
	// onto a contact in their true order.
	ks := keySign(s, k)
	from := s.A
	state := p.insideAfter(s, from)
	prev := 0.0
	for i := 0; i < len(cuts); {
		t := cuts[i].t
		if t > prev {
			if ov, ok := runCovering(ovs, prev, t); ok {
				visit(prev, t, OnBoundary, ov)
			} else {
				loc := Outside
				if state {
					loc = Inside
				}
				visit(prev, t, loc, edgeRun{})
			}
			prev = t
		}
		// Consume every cut at t.
		g := i
		contact := false
		var next orb.Point
		for ; i < len(cuts) && cuts[i].t == t; i++ {
			c := cuts[i]
			if c.proper || i >= real {
				continue
			}
			// The farthest contact along s, if rounding merged several.
			if !contact || c.p[k]*ks > next[k]*ks {
				next = c.p
			}
			contact = true
		}
		if contact {
			from = next
			state = p.insideAfter(s, from)
			for _, c := range cuts[:i] {
				if c.proper && c.after(s, from) {
					state = !state
				}
			}
		} else {
			for _, c := range cuts[g:i] {
				if c.proper && c.after(s, from) {
					state = !state
				}
			}
		}
		if contact || i-g > 0 && i <= real {
			visit(t, t, OnBoundary, edgeRun{})
		}
	}
}

// boundaryCut is a parameter along the segment where it meets the boundary;
// proper if it is a proper crossing of an edge's interior.
type boundaryCut struct {
	t      float64
	proper bool
	p, q   orb.Point // the input point met; for a proper crossing, the edge
}

// after reports exactly whether the proper crossing c lies after the point
// from of s (strictly; from is s.A or a point where s meets the boundary).
func (c boundaryCut) after(s Segment, from orb.Point) bool {
	if from == s.A {
		return true
	}
	return Orient2D(c.p, c.q, from) == Orient2D(c.p, c.q, s.A)
}

// edgeRun is a run of the segment along edge e of ring ring.
type edgeRun struct {
	t0, t1 float64
	ring   int
	e      Segment
}

func runCovering(ovs []edgeRun, t0, t1 float64) (edgeRun, bool) {
	for _, o := range ovs {
		if o.t0 <= t0 && t1 <= o.t1 {
			return o, true
		}
	}
	return edgeRun{}, false
}

// boundaryCounts applies the "interior above, or to the west" rule to a
// part of s that runs along edge ov.e.
func (p Polygon) boundaryCounts(ov edgeRun) bool {
	σ := ringOrientation(p[ov.ring])
	if σ == 0 {
		return false
	}
	// Interior to the left of the edge's own direction?
	left := (ov.ring == 0) == (σ > 0)
	// Does the edge run in the canonical direction (increasing x, or
	// increasing y if vertical)? The sign of a difference is exact.
	d := ptSub(ov.e.B, ov.e.A)
	canonical := d[0] > 0 || (d[0] == 0 && d[1] > 0)
	return left == canonical
}

// insideAfter reports whether the points of s just after from (an input
// point on s: s.A, or a point where s meets the boundary other than by a
// proper crossing) are inside p, exactly. Off the boundary it locates from
// itself; on it, it counts the crossings of a ray from from+εd, with d the
// direction of s and ε infinitesimal (a symbolic perturbation): edges
// through from are crossed according to their direction, other edges as
// by a ray from from with the half-open rule tilted towards d. The ray
// runs towards +x, or towards +y if s is horizontal.
//
// Kernel: one symbolic-perturbation ray count; its cases are the
// positions of one edge relative to the perturbed ray and read together.
func (p Polygon) insideAfter(s Segment, from orb.Point) bool {
	switch p.Locate(from) {
	case Inside:
		return true
	case Outside:
		return false
	}
	// On the boundary. Work in a frame where the ray runs towards +x and d is not
	// horizontal: swap x and y if s is horizontal.
	sw := s.A[1] == s.B[1]
	f := func(q orb.Point) orb.Point {
		if sw {
			return orb.Point{q[1], q[0]}
		}
		return q
	}
	P, A, B := f(from), f(s.A), f(s.B)
	dUp := B[1] > A[1] // d.y > 0 (d.y != 0 in this frame)
	// Orientations are taken in this frame (the mirror included).
	orient := Orient2D
	if P == B {
		return false // nothing of s lies after its end
	}
	D := B // a point ahead of P along d
	// ray reports whether the ray from P+εd crosses the edge ray from P
	// towards W.
	ray := func(W orb.Point) bool {
		if W[1] == P[1] || (W[1] > P[1]) != dUp {
			return false
		}
		// cross(W-P, d) must have the sign of W.y-P.y.
		o := orient(P, W, D)
		return (o > 0) == dUp && o != 0
	}
	inside := false
	for _, r := range p {
		m := ringEdgeCount(r)
		for i := 0; i < m; i++ {
			e := ringEdge(r, i)
			if e.A == e.B {
				continue
			}
			a, b := f(e.A), f(e.B)
			switch {
			case a == P:
				inside = inside != ray(b)
			case b == P:
				inside = inside != ray(a)
			case onClosedSegment(e, from):
				inside = inside != (ray(a) != ray(b))
			default:
				// Half-open rule, with points level with P counted on the
				// side that P+εd is not.
				aAbove := a[1] > P[1] || (a[1] == P[1] && !dUp)
				bAbove := b[1] > P[1] || (b[1] == P[1] && !dUp)
				if aAbove != bAbove {
					o := orient(a, b, P)
					if (bAbove && o > 0) || (aAbove && o < 0) {
						inside = !inside
					}
				}
			}
		}
	}
	return inside
}

func keySign(s Segment, k int) float64 {
	if s.B[k] < s.A[k] {
		return -1
	}
	return 1
}

// crossParam returns the parameter along s of its proper crossing with e,
// rounded: t = dA/(dA-dB) with dA, dB the orientation determinants of s.A
// and s.B against e, each accurate to 2⁻⁴⁰ relative (see orientDet), and of
// opposite signs, so the subtraction does not cancel and t stays accurate
// even for nearly parallel segments.
//
// A determinant that overflows (coordinates beyond about 1e154) would
// round t to 0 or 1 where it is tiny but not 0, and a length inside the
// polygon, t times a huge length, would come out 0: then both are
// recomputed from the coordinates scaled exactly by a power of two that
// brings the largest near 2^500, which leaves their ratio unchanged.
func crossParam(s, e Segment) float64 {
	dA, dB := orientDet(e.A, e.B, s.A), orientDet(e.A, e.B, s.B)
	if math.IsInf(dA, 0) || math.IsInf(dB, 0) {
		_, x := math.Frexp(maxAbs(maxAbs(maxAbs(maxAbs(0, e.A), e.B), s.A), s.B))
		k := math.Ldexp(1, 500-x)
		a, b := ptScale(k, e.A), ptScale(k, e.B)
		dA, dB = orientDet(a, b, ptScale(k, s.A)), orientDet(a, b, ptScale(k, s.B))
	}
	return crossT(dA, dB)
}

// crossT is crossParam from the two determinants.
func crossT(dA, dB float64) float64 {
	d := dA - dB
	if d-d != 0 { // overflow
		return clampUnit(1 / (1 - dB/dA))
	}
	return clampUnit(dA / d)
}

func sortedPair(a, b float64) (float64, float64) {
	if a > b {
		return b, a
	}
	return a, b
}

// polygonBound returns the bounding box of all vertices of p, and false if p
// has no vertices or a non-finite one. It is one pass of plain comparisons
// (the NaN-aware min and max builtins cost more), with a sum of x-x and y-y
// that is NaN exactly when some coordinate is NaN or infinite.
func polygonBound(p Polygon) (orb.Bound, bool) {
	var b orb.Bound
	first := true
	bad := 0.0
	for _, r := range p {
		if len(r) == 0 {
			continue
		}
		if first {
			b = orb.Bound{Min: r[0], Max: r[0]}
			first = false
		}
		for _, v := range r {
			x, y := v[0], v[1]
			bad += (x - x) + (y - y)
			if x < b.Min[0] {
				b.Min[0] = x
			} else if x > b.Max[0] {
				b.Max[0] = x
			}
			if y < b.Min[1] {
				b.Min[1] = y
			} else if y > b.Max[1] {
				b.Max[1] = y
			}
		}
	}
	return b, !first && bad == 0
}

// IntersectionLength returns the length of the part of s inside p under
// the boundary model of [Polygon.AppendIntervals]: the sum of the lengths
// of its intervals. It is 0 for a zero-length s and for NaN or infinite
// input, never more than s.Length() (up to rounding), and allocates
// nothing in ordinary cases.
func IntersectionLength(s Segment, p Polygon) float64 {
	if !finitePoint(s.A) || !finitePoint(s.B) {
		return 0
	}
	var buf [16]Interval
	sum := 0.0
	for _, iv := range p.AppendIntervals(buf[:0], s) {
		sum += iv.T1 - iv.T0
	}
	if l := sum * s.Length(); l == l {
		return l
	}
	return 0
}
