package bench

import (
	"math"

	"github.com/paulmach/orb"
	sf "github.com/peterstace/simplefeatures/geom"
	"github.com/warkit/warkit/geom"
)

// PolygonVertices is the size of the benchmarked polygons.
const PolygonVertices = 64

// StarPolygon returns a star-shaped polygon of n vertices around c, counter-
// clockwise and closed, each vertex at a pseudo-random radius in
// [0.7·r, 1.3·r]: a simple polygon with reflex vertices, like a wood or a
// hill drawn by hand.
func StarPolygon(c orb.Point, r float64, n int, seed uint32) geom.Polygon {
	g := rng(seed)
	ring := make(orb.Ring, 0, n+1)
	for i := range n {
		a := 2 * math.Pi * float64(i) / float64(n)
		rr := r * g.float(0.7, 1.3)
		ring = append(ring, orb.Point{c[0] + rr*math.Cos(a), c[1] + rr*math.Sin(a)})
	}
	ring = append(ring, ring[0])
	return geom.Polygon{ring}
}

// Plane workloads: a segment through a 64-vertex polygon (entering and
// leaving it several times), two 64-vertex polygons a short gap apart, and
// a point beside a segment.
var (
	ClipPolygon = StarPolygon(orb.Point{0, 0}, 10, PolygonVertices, 7)
	ClipSegment = geom.Segment{A: orb.Point{-15, -4}, B: orb.Point{15, 5}}

	DistPolygonA = StarPolygon(orb.Point{0, 0}, 10, PolygonVertices, 11)
	DistPolygonB = StarPolygon(orb.Point{27, 4}, 10, PolygonVertices, 13)

	DistPoint   = orb.Point{3.25, 7.5}
	DistSegment = geom.Segment{A: orb.Point{-2, 1}, B: orb.Point{9, 4}}
)

// SFPolygon converts p to a simplefeatures polygon (not validated; the
// inputs here are valid by construction, and TestPlaneInputsValid checks).
func SFPolygon(p geom.Polygon) sf.Polygon {
	rings := make([]sf.LineString, len(p))
	for i, r := range p {
		xy := make([]float64, 0, 2*len(r))
		for _, v := range r {
			xy = append(xy, v[0], v[1])
		}
		rings[i] = sf.NewLineString(sf.NewSequence(xy, sf.DimXY))
	}
	return sf.NewPolygon(rings)
}

// SFSegment converts s to a two-point simplefeatures line string.
func SFSegment(s geom.Segment) sf.LineString {
	return sf.NewLineString(sf.NewSequence([]float64{s.A[0], s.A[1], s.B[0], s.B[1]}, sf.DimXY))
}

// SFPoint converts p to a simplefeatures point.
func SFPoint(p orb.Point) sf.Point { return sf.XY{X: p[0], Y: p[1]}.AsPoint() }

// SFIntersectionLength is the length of the overlay intersection of a line
// string and a polygon: the peer's way to answer IntersectionLength.
func SFIntersectionLength(s, p sf.Geometry) (float64, error) {
	g, err := sf.Intersection(s, p)
	if err != nil {
		return 0, err
	}
	return g.Length(), nil
}

// SFDistance is simplefeatures' Distance; it reports false for empty input.
func SFDistance(a, b sf.Geometry) float64 {
	d, ok := sf.Distance(a, b)
	if !ok {
		return math.Inf(1)
	}
	return d
}

// LocatePoints returns the 64 query points of the point-in-polygon
// workload on ClipPolygon: pseudo-random points of its bounding box, the
// generic case of a click or a piece's position.
func LocatePoints() []orb.Point {
	r := rng(5)
	out := make([]orb.Point, 0, 64)
	for len(out) < 64 {
		out = append(out, orb.Point{r.float(-13, 13), r.float(-13, 13)})
	}
	return out
}

// BoundaryPoints returns the 16 query points of the boundary workload on
// ClipPolygon: 8 of its vertices and 8 midpoints of its edges (on the
// edge up to rounding), where every implementation needs its exact or
// careful path.
func BoundaryPoints() []orb.Point {
	ring := ClipPolygon[0]
	out := make([]orb.Point, 0, 16)
	for i := range 8 {
		out = append(out, ring[i*7%(len(ring)-1)])
	}
	for i := range 8 {
		a, b := ring[i*5%(len(ring)-1)], ring[i*5%(len(ring)-1)+1]
		out = append(out, orb.Point{(a[0] + b[0]) / 2, (a[1] + b[1]) / 2})
	}
	return out
}
