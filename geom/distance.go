package geom

import (
	"cmp"
	"math"
	"slices"

	"github.com/paulmach/orb"
)

// PointDistance returns the Euclidean distance between a and b: 0 exactly
// when a == b, NaN if a coordinate is NaN or infinite.
//
// The distance contract. PointDistance, PointSegmentDistance,
// SegmentDistance, PointPolygonDistance, SegmentPolygonDistance,
// PolygonDistance, PointLineStringDistance, SegmentLineStringDistance,
// LineStringDistance and LineStringPolygonDistance all guarantee (each is
// a property test):
//
//  1. The result is the Euclidean distance between the two closed point
//     sets, rounded: a [Segment] includes its endpoints, a [Polygon] is the
//     closed region (boundary and interior, holes excluded), an
//     orb.LineString is the union of its closed edges.
//  2. It is 0 if and only if the two sets share a point, and that is
//     decided exactly, with [Orient2D], [Segment.Intersects] and
//     [Polygon.Locate]; a positive distance too small to represent is
//     returned as the smallest positive float64, never as 0.
//  3. It is never negative, and symmetric where both arguments have one
//     type (SegmentDistance(s, o) == SegmentDistance(o, s)).
//  4. If any coordinate is NaN or ±Inf, the result is NaN.
//  5. Otherwise, if either argument is empty (a polygon with no rings or an
//     empty shell, a line string with no points), the result is +Inf: an
//     empty set is infinitely far from everything. (JTS returns 0 instead.)
//
// A line string with a single point is that point; a ring with one point
// is that point; rings are treated as closed (an implicit closing edge is
// added when the last point differs from the first), as [Polygon.Locate]
// does. Squared distances are used internally, so differences of
// coordinates beyond about 1e150 in magnitude overflow to +Inf, and below
// about 1e-150 lose precision to underflow (a result of 0 still means
// contact, exactly).
func PointDistance(a, b orb.Point) float64 {
	if !finitePoint(a) || !finitePoint(b) {
		return math.NaN()
	}
	if a == b {
		return 0
	}
	dx, dy := b[0]-a[0], b[1]-a[1]
	return dstPositive(math.Sqrt(dx*dx + dy*dy))
}

// PointSegmentDistance returns the distance from p to the nearest point of
// the closed segment s (the distance contract of [PointDistance] applies:
// 0 exactly when p lies on s). It allocates nothing.
func PointSegmentDistance(p orb.Point, s Segment) float64 {
	if !finitePoint(p) || !finitePoint(s.A) || !finitePoint(s.B) {
		return math.NaN()
	}
	d2 := dstPointSeg2(p, s.A, s.B)
	if dstMaybeZero(d2, p, s.A, s.B) && dstOnSegment(p, s.A, s.B) {
		return 0
	}
	return dstPositive(math.Sqrt(d2))
}

// SegmentDistance returns the distance between the closed segments s and
// o: 0 exactly when they have a common point ([Segment.Intersects]). It
// allocates nothing.
//
// The distance contract of [PointDistance] applies.
func SegmentDistance(s, o Segment) float64 {
	if !finitePoint(s.A) || !finitePoint(s.B) || !finitePoint(o.A) || !finitePoint(o.B) {
		return math.NaN()
	}
	if s.Intersects(o) {
		return 0
	}
	return dstPositive(math.Sqrt(dstSegSeg2(s.A, s.B, o.A, o.B)))
}

// PointPolygonDistance returns the distance from pt to the closed region
// poly: 0 when pt is inside or on the boundary ([Polygon.Locate]),
// otherwise the distance to the nearest edge of any ring. It allocates
// nothing.
//
// The distance contract of [PointDistance] applies.
func PointPolygonDistance(pt orb.Point, poly Polygon) float64 {
	if !finitePoint(pt) || !finitePolygon(poly) {
		return math.NaN()
	}
	if dstEmptyPolygon(poly) {
		return math.Inf(1)
	}
	if poly.Locate(pt) != Outside {
		return 0
	}
	best := math.Inf(1)
	for _, r := range poly {
		best = min(best, dstPointRing2(pt, r))
	}
	return dstPositive(math.Sqrt(best))
}

// SegmentPolygonDistance returns the distance from the closed segment s to
// the closed region poly: 0 when s meets the boundary or lies inside. It
// allocates nothing.
//
// The distance contract of [PointDistance] applies.
func SegmentPolygonDistance(s Segment, poly Polygon) float64 {
	if !finitePoint(s.A) || !finitePoint(s.B) || !finitePolygon(poly) {
		return math.NaN()
	}
	if dstEmptyPolygon(poly) {
		return math.Inf(1)
	}
	sb := dstBoxOf(s.A, s.B)
	best := math.Inf(1)
	for _, r := range poly {
		for i := range ringEdgeCount(r) {
			a, b := r[i], r[ringNext(r, i)]
			if sb.overlaps(dstBoxOf(a, b)) && s.Intersects(Segment{a, b}) {
				return 0
			}
			best = min(best, dstSegSeg2(s.A, s.B, a, b))
		}
	}
	// The segment does not meet the boundary, so it is wholly inside or
	// wholly outside.
	if poly.Locate(s.A) != Outside {
		return 0
	}
	return dstPositive(math.Sqrt(best))
}

// PolygonDistance returns the distance between the closed regions a and b:
// 0 when their boundaries meet, or when one lies inside the other (holes
// respected: a polygon inside another's hole is at a positive distance).
//
// Edge pairs are pruned by the distance between their bounding boxes, so
// two nearby polygons of 64 vertices take a few microseconds. It allocates
// nothing while each polygon has at most 128 edges.
//
// The distance contract of [PointDistance] applies.
func PolygonDistance(a, b Polygon) float64 {
	if !finitePolygon(a) || !finitePolygon(b) {
		return math.NaN()
	}
	if dstEmptyPolygon(a) || dstEmptyPolygon(b) {
		return math.Inf(1)
	}
	var bufA, bufB [dstStackEdges]dstEdge
	ea := dstAppendPolygonEdges(bufA[:0], a)
	eb := dstAppendPolygonEdges(bufB[:0], b)
	d2, touch, boxesMeet := dstEdgeSets2(ea, eb)
	if touch {
		return 0
	}
	// No boundary contact: either disjoint, or one inside the other, which
	// is only possible when the bounding boxes meet.
	if boxesMeet && (b.Locate(a[0][0]) != Outside || a.Locate(b[0][0]) != Outside) {
		return 0
	}
	return dstPositive(math.Sqrt(d2))
}

// PointLineStringDistance returns the distance from p to the polyline ls
// (the union of its closed edges; a single point is that point). It
// allocates nothing.
//
// The distance contract of [PointDistance] applies.
func PointLineStringDistance(p orb.Point, ls orb.LineString) float64 {
	if !finitePoint(p) || !finitePoints(ls) {
		return math.NaN()
	}
	if len(ls) == 0 {
		return math.Inf(1)
	}
	if len(ls) == 1 {
		return PointDistance(p, ls[0])
	}
	best := math.Inf(1)
	for i := 0; i+1 < len(ls); i++ {
		a, b := ls[i], ls[i+1]
		d2 := dstPointSeg2(p, a, b)
		if dstMaybeZero(d2, p, a, b) && dstOnSegment(p, a, b) {
			return 0
		}
		best = min(best, d2)
	}
	return dstPositive(math.Sqrt(best))
}

// SegmentLineStringDistance returns the distance from the closed segment s
// to the polyline ls. It allocates nothing.
//
// The distance contract of [PointDistance] applies.
func SegmentLineStringDistance(s Segment, ls orb.LineString) float64 {
	if !finitePoint(s.A) || !finitePoint(s.B) || !finitePoints(ls) {
		return math.NaN()
	}
	if len(ls) == 0 {
		return math.Inf(1)
	}
	if len(ls) == 1 {
		return PointSegmentDistance(ls[0], s)
	}
	sb := dstBoxOf(s.A, s.B)
	best := math.Inf(1)
	for i := 0; i+1 < len(ls); i++ {
		a, b := ls[i], ls[i+1]
		if sb.overlaps(dstBoxOf(a, b)) && s.Intersects(Segment{a, b}) {
			return 0
		}
		best = min(best, dstSegSeg2(s.A, s.B, a, b))
	}
	return dstPositive(math.Sqrt(best))
}

// LineStringDistance returns the distance between the polylines a and b,
// pruned by bounding boxes like [PolygonDistance]. It allocates nothing
// while each has at most 128 edges.
//
// The distance contract of [PointDistance] applies.
func LineStringDistance(a, b orb.LineString) float64 {
	if !finitePoints(a) || !finitePoints(b) {
		return math.NaN()
	}
	if len(a) == 0 || len(b) == 0 {
		return math.Inf(1)
	}
	var bufA, bufB [dstStackEdges]dstEdge
	ea := dstAppendLineEdges(bufA[:0], a)
	eb := dstAppendLineEdges(bufB[:0], b)
	d2, touch, _ := dstEdgeSets2(ea, eb)
	if touch {
		return 0
	}
	return dstPositive(math.Sqrt(d2))
}

// LineStringPolygonDistance returns the distance from the polyline ls to
// the closed region poly: 0 when ls meets the boundary or lies inside. It
// allocates nothing while each has at most 128 edges.
//
// The distance contract of [PointDistance] applies.
func LineStringPolygonDistance(ls orb.LineString, poly Polygon) float64 {
	if !finitePoints(ls) || !finitePolygon(poly) {
		return math.NaN()
	}
	if len(ls) == 0 || dstEmptyPolygon(poly) {
		return math.Inf(1)
	}
	var bufA, bufB [dstStackEdges]dstEdge
	ea := dstAppendLineEdges(bufA[:0], ls)
	eb := dstAppendPolygonEdges(bufB[:0], poly)
	d2, touch, boxesMeet := dstEdgeSets2(ea, eb)
	if touch {
		return 0
	}
	if boxesMeet && poly.Locate(ls[0]) != Outside {
		return 0
	}
	return dstPositive(math.Sqrt(d2))
}

// dstStackEdges is the number of edges per operand that the pruned
// edge-set distance handles without allocating.
const dstStackEdges = 128

// dstMaybeZeroRel bounds, relative to the largest coordinate, the rounding
// error of dstPointSeg2's distance when the true distance is 0 (it is below
// 30ε; 1e-12 leaves a wide margin). Only then is the exact test needed.
const dstMaybeZeroRel = 1e-12

// dstEmptyPolygon reports whether poly has no shell point, so no area, no
// boundary and no point at all.
func dstEmptyPolygon(poly Polygon) bool { return len(poly) == 0 || len(poly[0]) == 0 }

// dstPositive maps a computed 0 to the smallest positive float64: callers
// use it once they know, exactly, that the sets are disjoint.
func dstPositive(d float64) float64 {
	if d <= 0 {
		return math.SmallestNonzeroFloat64
	}
	return d
}

// dstMaybeZero reports whether d2, a computed squared distance from p to
// segment ab, is small enough that the true distance may be 0. The bound
// (1e-12·max|coordinate|)² is taken over the sum of the squared
// coordinates, which is at least the largest of them squared.
func dstMaybeZero(d2 float64, p, a, b orb.Point) bool {
	m2 := p[0]*p[0] + p[1]*p[1] + a[0]*a[0] + a[1]*a[1] + b[0]*b[0] + b[1]*b[1]
	return d2 <= dstMaybeZeroRel*dstMaybeZeroRel*m2
}

// dstOnSegment reports exactly whether p lies on the closed segment ab.
func dstOnSegment(p, a, b orb.Point) bool {
	if Orient2D(a, b, p) != 0 {
		return false
	}
	return min(a[0], b[0]) <= p[0] && p[0] <= max(a[0], b[0]) &&
		min(a[1], b[1]) <= p[1] && p[1] <= max(a[1], b[1])
}

// dstPointSeg2 returns the squared distance from p to segment ab, rounded.
// The nearest point is an endpoint (taken exactly) or the projection.
//
// Differences of finite coordinates that overflow give +Inf, never NaN
// (Inf/Inf or Inf-Inf in the projection), as the distance contract says.
func dstPointSeg2(p, a, b orb.Point) float64 {
	if d := dstPointSeg2Raw(p, a, b); d == d {
		return d
	}
	return math.Inf(1)
}

func dstPointSeg2Raw(p, a, b orb.Point) float64 {
	dx, dy := b[0]-a[0], b[1]-a[1]
	px, py := p[0]-a[0], p[1]-a[1]
	dot := px*dx + py*dy
	if dot <= 0 {
		return px*px + py*py
	}
	l2 := dx*dx + dy*dy
	if dot >= l2 {
		qx, qy := p[0]-b[0], p[1]-b[1]
		return qx*qx + qy*qy
	}
	t := dot / l2
	ex, ey := px-t*dx, py-t*dy
	return ex*ex + ey*ey
}

// dstSegSeg2 returns the squared distance between segments ab and cd that
// do not intersect: the least of the four endpoint-to-segment distances.
func dstSegSeg2(a, b, c, d orb.Point) float64 {
	return min(dstPointSeg2(a, c, d), dstPointSeg2(b, c, d),
		dstPointSeg2(c, a, b), dstPointSeg2(d, a, b))
}

// dstPointRing2 returns the squared distance from p to the edges of r.
func dstPointRing2(p orb.Point, r orb.Ring) float64 {
	best := math.Inf(1)
	for i := range ringEdgeCount(r) {
		best = min(best, dstPointSeg2(p, r[i], r[ringNext(r, i)]))
	}
	return best
}

// dstBox is an axis-aligned bounding box.
type dstBox struct{ minX, minY, maxX, maxY float64 }

func dstBoxOf(a, b orb.Point) dstBox {
	return dstBox{min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1])}
}

func (b dstBox) overlaps(o dstBox) bool {
	return b.minX <= o.maxX && o.minX <= b.maxX && b.minY <= o.maxY && o.minY <= b.maxY
}

func (b dstBox) union(o dstBox) dstBox {
	return dstBox{min(b.minX, o.minX), min(b.minY, o.minY), max(b.maxX, o.maxX), max(b.maxY, o.maxY)}
}

// dist2 returns the squared distance between the boxes: a lower bound of
// the squared distance between anything inside them.
func (b dstBox) dist2(o dstBox) float64 {
	dx := max(o.minX-b.maxX, b.minX-o.maxX, 0)
	dy := max(o.minY-b.maxY, b.minY-o.maxY, 0)
	return dx*dx + dy*dy
}

// dstEdge is an edge with its bounding box.
type dstEdge struct {
	a, b orb.Point
	box  dstBox
}

// dstKey orders pairs of chunks of edges by a lower bound of their
// squared distance.
type dstKey struct {
	lb   float64
	i, j int32
}

// dstMaxChunks is the most chunks either operand of dstEdgeSets2 is cut
// into, so that the chunk pairs fit in a stack array.
const dstMaxChunks = 16

func dstAppendPolygonEdges(dst []dstEdge, poly Polygon) []dstEdge {
	for _, r := range poly {
		for i := range ringEdgeCount(r) {
			a, b := r[i], r[ringNext(r, i)]
			dst = append(dst, dstEdge{a, b, dstBoxOf(a, b)})
		}
	}
	return dst
}

func dstAppendLineEdges(dst []dstEdge, ls orb.LineString) []dstEdge {
	if len(ls) == 1 {
		return append(dst, dstEdge{ls[0], ls[0], dstBoxOf(ls[0], ls[0])})
	}
	for i := 0; i+1 < len(ls); i++ {
		dst = append(dst, dstEdge{ls[i], ls[i+1], dstBoxOf(ls[i], ls[i+1])})
	}
	return dst
}

// dstEdgeSets2 returns the squared distance between two non-empty sets of
// edges, or touch == true as soon as two edges are found to intersect
// (exactly). boxesMeet reports whether the bounding boxes of the two sets
// overlap.
//
// Each set is cut into at most dstMaxChunks runs of consecutive edges
// (consecutive edges of a ring or line lie close together, so a run's
// bounding box is tight). A first guess of the answer comes from the pair
// of edges whose boxes are nearest the other set's box. Then the pairs of
// runs whose boxes are no farther apart than the best distance so far are
// visited in increasing order of that box distance, stopping once it
// exceeds the best; within a pair of runs, edge pairs are pruned by their
// own boxes. Bounds equal to the best are still visited, so every pair of
// edges whose boxes overlap (bound 0) is tested for intersection even when
// the best rounded distance is 0.
//
// Kernel: the pruned search keeps its best distance, the chunk boxes and
// the visiting order in locals of one loop nest, which is its speed.
func dstEdgeSets2(ea, eb []dstEdge) (d2 float64, touch, boxesMeet bool) {
	var chA, chB [dstMaxChunks]dstBox
	na, sizeA := dstChunks(ea, &chA)
	nb, sizeB := dstChunks(eb, &chB)
	ba, bb := chA[0], chB[0]
	for _, c := range chA[1:na] {
		ba = ba.union(c)
	}
	for _, c := range chB[1:nb] {
		bb = bb.union(c)
	}
	boxesMeet = ba.overlaps(bb)
	// The edges nearest the other set's box give the first guess.
	ia, la := 0, math.Inf(1)
	for i := range ea {
		if lb := ea[i].box.dist2(bb); lb < la {
			ia, la = i, lb
		}
	}
	ib, lbb := 0, math.Inf(1)
	for i := range eb {
		if lb := eb[i].box.dist2(ba); lb < lbb {
			ib, lbb = i, lb
		}
	}
	best, touch := dstPair2(&ea[ia], &eb[ib], math.Inf(1))
	if touch {
		return 0, true, boxesMeet
	}
	var keyBuf [dstMaxChunks * dstMaxChunks]dstKey
	keys := keyBuf[:0]
	for i := range na {
		for j := range nb {
			if lb := chA[i].dist2(chB[j]); lb <= best {
				keys = append(keys, dstKey{lb, int32(i), int32(j)})
			}
		}
	}
	dstSortKeys(keys)
	for _, k := range keys {
		if k.lb > best {
			break
		}
		cb := chB[k.j]
		fs := eb[int(k.j)*sizeB : min(len(eb), int(k.j+1)*sizeB)]
		for i := int(k.i) * sizeA; i < min(len(ea), int(k.i+1)*sizeA); i++ {
			e := &ea[i]
			if e.box.dist2(cb) > best {
				continue
			}
			for j := range fs {
				if best, touch = dstPair2(e, &fs[j], best); touch {
					return 0, true, boxesMeet
				}
			}
		}
	}
	return best, false, boxesMeet
}

// dstChunks cuts es into at most dstMaxChunks runs of size edges (at
// least 8, the last run shorter), stores each run's box in ch and returns
// the number of runs and their size.
func dstChunks(es []dstEdge, ch *[dstMaxChunks]dstBox) (n, size int) {
	size = max(8, (len(es)+dstMaxChunks-1)/dstMaxChunks)
	for start := 0; start < len(es); start += size {
		b := es[start].box
		for _, e := range es[start+1 : min(len(es), start+size)] {
			b = b.union(e.box)
		}
		ch[n] = b
		n++
	}
	return n, size
}

// dstPair2 returns min(best, squared distance between e and f), or touch
// if they intersect. Pairs whose boxes are farther apart than best are
// skipped; pairs whose boxes overlap are tested exactly.
func dstPair2(e, f *dstEdge, best float64) (float64, bool) {
	bd := e.box.dist2(f.box)
	if bd > best {
		return best, false
	}
	if bd == 0 && e.box.overlaps(f.box) && (Segment{e.a, e.b}).Intersects(Segment{f.a, f.b}) {
		return 0, true
	}
	return min(best, dstSegSeg2(e.a, e.b, f.a, f.b)), false
}

func dstSortKeys(k []dstKey) {
	if len(k) <= 16 {
		for i := 1; i < len(k); i++ {
			for j := i; j > 0 && k[j].lb < k[j-1].lb; j-- {
				k[j], k[j-1] = k[j-1], k[j]
			}
		}
		return
	}
	slices.SortFunc(k, func(x, y dstKey) int { return cmp.Compare(x.lb, y.lb) })
}
