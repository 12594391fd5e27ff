package geom

import (
	"math"

	"github.com/paulmach/orb"
)

// PolygonCentroid returns the area-weighted centroid of p with its holes
// cut out, falling back as described on [Centroid] when p has no area
// (say, to the midpoint of a ring whose points are collinear). ok is false
// when p has no points, and for NaN or infinite input or an overflow, as
// on [Centroid].
func PolygonCentroid(p Polygon) (c orb.Point, ok bool) {
	var acc centroidSum
	acc.addPolygon(p)
	return acc.result()
}

// LineStringCentroid returns the length-weighted centroid of ls: the mean of
// its edges' midpoints weighted by their lengths, or, if its length is 0,
// its first point. ok is false when ls is empty, and for NaN or infinite
// input or an overflow, as on [Centroid].
func LineStringCentroid(ls orb.LineString) (c orb.Point, ok bool) {
	var acc centroidSum
	acc.addLine(ls)
	return acc.result()
}

// PointsCentroid returns the mean of pts (an orb.MultiPoint, a ring or a
// line string's vertices: repeated points count as often as they
// appear). ok is false when pts is empty, and for NaN or infinite input
// or an overflow, as on [Centroid].
func PointsCentroid(pts []orb.Point) (c orb.Point, ok bool) {
	var acc centroidSum
	for _, p := range pts {
		acc.addPoint(p)
	}
	return acc.result()
}

// Centroid returns the centroid of any orb geometry: Point, MultiPoint,
// LineString, MultiLineString, Ring (as a polygon's shell), Polygon,
// MultiPolygon, Bound (as a rectangle) and Collection (recursively). ok is
// false when g is nil, empty or of another type.
//
// The centroid rules, shared by PolygonCentroid, LineStringCentroid and
// PointsCentroid, follow JTS's dimension fallback. A geometry's centroid
// is the area-weighted centroid of its areal parts; if their total area is 0
// (degenerate rings: collinear points, repeated points), it is the
// length-weighted centroid of its linear parts, the rings' edges counting as
// lines; if their total length is 0 too, it is the mean of its points, where
// a zero-length line or ring counts as its first point. Polygons in one
// collection add up, so overlapping parts count twice, as in JTS.
//
// Each ring counts positively if it is a shell and negatively if it is a
// hole, whatever its orientation. The sums are taken relative to the first
// point seen, which keeps the result accurate far from the origin.
//
// Bad input: an empty geometry has no centroid (ok is false), and neither
// has one with a NaN or infinite coordinate, nor one whose sums overflow
// (coordinates more than about 1e150 apart): ok is false and c the zero
// point, never a NaN or infinite c.
func Centroid(g orb.Geometry) (c orb.Point, ok bool) {
	var acc centroidSum
	if !acc.add(g) {
		return orb.Point{}, false
	}
	return acc.result()
}

// centroidSum accumulates the three centroids at once, relative to the
// first point seen (origin).
type centroidSum struct {
	started bool
	origin  orb.Point

	area2  float64 // twice the signed area
	ax, ay float64 // Σ 2·area·(3·triangle centroid), relative to origin

	length float64
	lx, ly float64 // Σ length·midpoint, relative to origin

	n      int
	px, py float64 // Σ points, relative to origin
}

func (c *centroidSum) start(p orb.Point) {
	if !c.started {
		c.started, c.origin = true, p
	}
}

func (c *centroidSum) add(g orb.Geometry) bool {
	switch g := g.(type) {
	case orb.Point:
		c.addPoint(g)
	case orb.MultiPoint:
		for _, p := range g {
			c.addPoint(p)
		}
	case orb.LineString:
		c.addLine(g)
	case orb.MultiLineString:
		for _, l := range g {
			c.addLine(l)
		}
	case orb.Ring:
		c.addPolygon(Polygon{g})
	case orb.Polygon:
		c.addPolygon(Polygon(g))
	case orb.MultiPolygon:
		for _, p := range g {
			c.addPolygon(Polygon(p))
		}
	case orb.Bound:
		c.addPolygon(Polygon(g.ToPolygon()))
	case orb.Collection:
		for _, m := range g {
			if !c.add(m) {
				return false
			}
		}
	default:
		return false
	}
	return true
}

func (c *centroidSum) addPoint(p orb.Point) {
	c.start(p)
	c.n++
	c.px += p[0] - c.origin[0]
	c.py += p[1] - c.origin[1]
}

// addLine adds the edges of ls to the linear sums, or its first point to
// the point sums if it has no length.
func (c *centroidSum) addLine(ls []orb.Point) {
	if len(ls) == 0 {
		return
	}
	c.start(ls[0])
	o := c.origin
	total := 0.0
	for i := 0; i+1 < len(ls); i++ {
		a, b := ls[i], ls[i+1]
		l := math.Hypot(b[0]-a[0], b[1]-a[1])
		if l == 0 {
			continue
		}
		total += l
		c.lx += l * ((a[0] - o[0]) + (b[0] - o[0])) / 2
		c.ly += l * ((a[1] - o[1]) + (b[1] - o[1])) / 2
	}
	c.length += total
	if total == 0 {
		c.addPoint(ls[0])
	}
}

// addPolygon adds each ring's area (shell positive, holes negative) and
// its edges as lines.
func (c *centroidSum) addPolygon(p Polygon) {
	for i, r := range p {
		if len(r) == 0 {
			continue
		}
		c.addRingArea(r, i > 0)
		if r[0] != r[len(r)-1] {
			// Close it for the linear sums, as Locate does.
			c.addLine(append(r[:len(r):len(r)], r[0]))
		} else {
			c.addLine(r)
		}
	}
}

// addRingArea fans ring r from its first point: triangle (r0, ri, ri+1)
// has twice-area cross(ri-r0, ri+1-r0) and centroid (r0+ri+ri+1)/3.
func (c *centroidSum) addRingArea(r orb.Ring, hole bool) {
	c.start(r[0])
	o, b := c.origin, r[0]
	bx, by := b[0]-o[0], b[1]-o[1]
	var a2, mx, my float64
	for i := 1; i+1 < len(r); i++ {
		ux, uy := r[i][0]-b[0], r[i][1]-b[1]
		vx, vy := r[i+1][0]-b[0], r[i+1][1]-b[1]
		t := ux*vy - uy*vx
		a2 += t
		mx += t * (ux + vx)
		my += t * (uy + vy)
	}
	// Shells count positively and holes negatively.
	if (a2 < 0) != hole {
		a2, mx, my = -a2, -mx, -my
	}
	c.area2 += a2
	c.ax += a2*3*bx + mx
	c.ay += a2*3*by + my
}

// result returns the centroid of the sums, by the dimension fallback of
// [Centroid]. A centroid that is not finite (from NaN or infinite input,
// or from sums that overflowed) is none: the zero point and false.
func (c *centroidSum) result() (orb.Point, bool) {
	o := c.origin
	var p orb.Point
	switch {
	case c.area2 != 0:
		p = orb.Point{o[0] + c.ax/(3*c.area2), o[1] + c.ay/(3*c.area2)}
	case c.length > 0 || c.length != c.length: // NaN propagates
		p = orb.Point{o[0] + c.lx/c.length, o[1] + c.ly/c.length}
	case c.n > 0:
		n := float64(c.n)
		p = orb.Point{o[0] + c.px/n, o[1] + c.py/n}
	default:
		return orb.Point{}, false
	}
	if !finitePoint(p) {
		return orb.Point{}, false
	}
	return p, true
}
