package geom

import (
	"math"
	"math/bits"

	"github.com/paulmach/orb"
)

// maxBandEntries bounds the work and memory of [Prepare]: the bands hold
// at most this many edge copies per edge (plus a constant), fewer bands
// being used for polygons whose edges are tall.
const maxBandEntries = 8

// PreparedPolygon is a [Polygon] made ready for many point queries: its
// edges sorted into horizontal bands of equal height, so that
// [PreparedPolygon.Locate] reads only the few edges whose y-range meets
// the query point's band instead of all of them. Answers are exactly
// those of [Polygon.Locate], boundary model included.
//
// Build cost: O(n log n) time and O(n) memory for n edges (at most
// maxBandEntries copies of each edge in the bands, plus one offset per
// band). A query costs O(1) for the band plus the edges in it: a few for
// a polygon of 64 edges whose height is spread over its edges, at worst
// all of them (every edge spanning the whole height).
//
// A PreparedPolygon is immutable and safe for concurrent use; it keeps
// no reference to the polygon it was made from. The zero value contains
// nothing.
type PreparedPolygon struct {
	// exact is set when p has a NaN or infinite vertex: Locate then defers
	// to Polygon.Locate on the copy kept here, whose answer depends on the
	// order of the rings.
	exact Polygon
	// The bands: band k covers the y where band(y) == k, and holds the
	// edges edges[start[k]:start[k+1]], each as (ax, ay, bx, by).
	y0, scale float64
	y1        float64
	start     []int32
	edges     [][4]float64
}

// Prepare returns p ready for repeated [PreparedPolygon.Locate] queries.
// It accepts every polygon Polygon.Locate does (empty, degenerate, with
// non-finite vertices) and gives the same answers.
func Prepare(p Polygon) *PreparedPolygon {
	pp := &PreparedPolygon{}
	n := 0
	y0, y1 := math.Inf(1), math.Inf(-1)
	for _, r := range p {
		n += len(r)
		for _, v := range r {
			if !finitePoint(v) {
				pp.exact = clonePolygon(p)
				return pp
			}
			y0, y1 = min(y0, v[1]), max(y1, v[1])
		}
	}
	if n == 0 {
		return pp
	}
	pp.y0, pp.y1 = y0, y1
	// As many bands as edges, a power of two, halved while the edges
	// would be copied into too many of them.
	for nb := 1 << bits.Len(uint(n-1)); ; nb /= 2 {
		pp.setScale(nb)
		if nb == 1 || pp.entries(p, nb) <= maxBandEntries*n+64 {
			pp.fill(p, nb)
			return pp
		}
	}
}

// setScale sets the map from y to band for nb bands. With a height of 0,
// or one too large for a float64, every y goes to band 0.
func (pp *PreparedPolygon) setScale(nb int) {
	pp.scale = 0
	if h := pp.y1 - pp.y0; h > 0 && h <= math.MaxFloat64 {
		pp.scale = float64(nb) / h
	}
}

// band returns the band of y, for y0 <= y <= y1. It is monotone in y,
// since each rounded operation is: an edge put in the bands of its lowest
// and highest y, and every band between, is in the band of every y of
// its span, which is all Locate needs, whatever the rounding.
func (pp *PreparedPolygon) band(y float64, nb int) int {
	if pp.scale == 0 {
		return 0
	}
	return min(int((y-pp.y0)*pp.scale), nb-1)
}

// eachEdge calls f with every edge of p as Polygon.Locate walks them
// (see ringEdgeCount), each ring's closing edge first. It inlines, and
// with it the callers' closures (Prepare costs a fifth more otherwise).
func eachEdge(p Polygon, f func(a, b orb.Point)) {
	for _, r := range p {
		// ringEdgeCount's edges, the closing one first: each edge ends
		// where the next starts. (The count is written out: through the
		// call eachEdge would cost too much to inline.)
		n := len(r)
		if n > 1 && r[0] == r[n-1] {
			n--
		}
		if n == 0 {
			continue
		}
		prev := r[n-1]
		for _, v := range r[:n] {
			f(prev, v)
			prev = v
		}
	}
}

func (pp *PreparedPolygon) entries(p Polygon, nb int) int {
	total := 0
	eachEdge(p, func(a, b orb.Point) {
		lo, hi := pp.band(min(a[1], b[1]), nb), pp.band(max(a[1], b[1]), nb)
		total += hi - lo + 1
	})
	return total
}

func (pp *PreparedPolygon) fill(p Polygon, nb int) {
	count := make([]int32, nb+1)
	eachEdge(p, func(a, b orb.Point) {
		lo, hi := pp.band(min(a[1], b[1]), nb), pp.band(max(a[1], b[1]), nb)
		for k := lo; k <= hi; k++ {
			count[k+1]++
		}
	})
	for k := range nb {
		count[k+1] += count[k]
	}
	pp.start = count
	pp.edges = make([][4]float64, count[nb])
	next := append([]int32(nil), count[:nb]...)
	eachEdge(p, func(a, b orb.Point) {
		lo, hi := pp.band(min(a[1], b[1]), nb), pp.band(max(a[1], b[1]), nb)
		for k := lo; k <= hi; k++ {
			pp.edges[next[k]] = [4]float64{a[0], a[1], b[0], b[1]}
			next[k]++
		}
	})
}

func clonePolygon(p Polygon) Polygon {
	c := make(Polygon, len(p))
	for i, r := range p {
		c[i] = append(orb.Ring(nil), r...)
	}
	return c
}

// Locate returns where pt lies relative to the prepared polygon: exactly
// what [Polygon.Locate] returns for it. It allocates nothing.
// As Polygon.Locate, a NaN or infinite pt or vertex is Outside.
func (pp *PreparedPolygon) Locate(pt orb.Point) Location {
	if pp == nil {
		return Outside
	}
	if pp.exact != nil {
		return pp.exact.Locate(pt)
	}
	// Outside the y-range (NaN included) no edge spans pt's line or
	// touches pt: Polygon.Locate would find no crossing and no boundary.
	if !finitePoint(pt) || !(pp.y0 <= pt[1] && pt[1] <= pp.y1) || len(pp.start) == 0 {
		return Outside
	}
	k := pp.band(pt[1], len(pp.start)-1)
	inside := false
	for i := range pp.edges[pp.start[k]:pp.start[k+1]] {
		on, crosses := edgeRule(&pp.edges[int(pp.start[k])+i], pt)
		if on {
			return OnBoundary
		}
		inside = inside != crosses
	}
	if inside {
		return Inside
	}
	return Outside
}

// edgeRule is Polygon.Locate's rule for one edge e = (ax, ay, bx, by) and
// the point pt: whether pt lies on the edge, and whether the ray from pt
// towards +x crosses it (the edge spans pt's horizontal line, half-open
// in y). A spanning edge wholly to the right of pt is crossed and wholly
// to its left is not, with pt on neither: the edge meets pt's line at an
// x within its own x-range. Only an edge whose x-range holds pt's x needs
// the orientation test, whose sign Locate reads the same way.
func edgeRule(e *[4]float64, pt orb.Point) (on, crosses bool) {
	aAbove, bAbove := e[1] > pt[1], e[3] > pt[1]
	if aAbove == bAbove {
		return e[0] == pt[0] && e[1] == pt[1] || e[2] == pt[0] && e[3] == pt[1] ||
			e[1] == pt[1] && e[3] == pt[1] && inClosedRange(e[0], e[2], pt[0]), false
	}
	switch {
	case e[0] > pt[0] && e[2] > pt[0]:
		return false, true
	case e[0] < pt[0] && e[2] < pt[0]:
		return false, false
	}
	o := Orient2D(orb.Point{e[0], e[1]}, orb.Point{e[2], e[3]}, pt)
	return o == 0, (bAbove && o > 0) || (aAbove && o < 0)
}
