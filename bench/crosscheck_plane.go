package bench

import (
	"fmt"
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// PlaneReport sums up how far the peer's answers are from warkit's over
// many generic inputs.
type PlaneReport struct {
	What    string
	Cases   int
	Errors  int     // cases where the peer returned an error
	MaxDiff float64 // the largest |warkit - peer| / max(1, |warkit|)
	Worst   string  // the case of MaxDiff
}

func (r *PlaneReport) add(own, peer float64, what string) {
	r.Cases++
	d := math.Abs(own-peer) / max(1, math.Abs(own))
	if d > r.MaxDiff || (math.IsNaN(d) && !math.IsNaN(r.MaxDiff)) {
		r.MaxDiff, r.Worst = d, fmt.Sprintf("%s: warkit %.17g, peer %.17g", what, own, peer)
	}
}

// CompareIntersectionLength clips n pseudo-random segments against
// pseudo-random 64-vertex star polygons, both ways. The inputs are generic
// (no segment runs along an edge), where both libraries measure the same
// closed set.
func CompareIntersectionLength(n int) PlaneReport {
	rep := PlaneReport{What: "IntersectionLength vs Intersection(...).Length()"}
	g := rng(99)
	for i := range n {
		p := StarPolygon(orb.Point{g.float(-5, 5), g.float(-5, 5)}, g.float(2, 12), PolygonVertices, uint32(1000+i))
		s := geom.Segment{A: orb.Point{g.float(-20, 20), g.float(-20, 20)}, B: orb.Point{g.float(-20, 20), g.float(-20, 20)}}
		own := geom.IntersectionLength(s, p)
		peer, err := SFIntersectionLength(SFSegment(s).AsGeometry(), SFPolygon(p).AsGeometry())
		if err != nil {
			rep.Errors++
			continue
		}
		rep.add(own, peer, fmt.Sprintf("case %d, %v", i, s))
	}
	return rep
}

// ComparePolygonDistance measures n pairs of pseudo-random 64-vertex
// polygons at offsets from overlapping to far apart.
func ComparePolygonDistance(n int) PlaneReport {
	rep := PlaneReport{What: "PolygonDistance vs Distance"}
	g := rng(77)
	for i := range n {
		a := StarPolygon(orb.Point{0, 0}, 10, PolygonVertices, uint32(2000+i))
		b := StarPolygon(orb.Point{g.float(-40, 40), g.float(-40, 40)}, g.float(1, 10), PolygonVertices, uint32(3000+i))
		rep.add(geom.PolygonDistance(a, b), SFDistance(SFPolygon(a).AsGeometry(), SFPolygon(b).AsGeometry()), fmt.Sprintf("case %d", i))
	}
	return rep
}

// ComparePointSegmentDistance measures n pseudo-random points and segments.
func ComparePointSegmentDistance(n int) PlaneReport {
	rep := PlaneReport{What: "PointSegmentDistance vs Distance"}
	g := rng(55)
	for i := range n {
		p := orb.Point{g.float(-10, 10), g.float(-10, 10)}
		s := geom.Segment{A: orb.Point{g.float(-10, 10), g.float(-10, 10)}, B: orb.Point{g.float(-10, 10), g.float(-10, 10)}}
		rep.add(geom.PointSegmentDistance(p, s), SFDistance(SFPoint(p).AsGeometry(), SFSegment(s).AsGeometry()), fmt.Sprintf("case %d", i))
	}
	return rep
}

// BoundaryCase is a segment that runs along a polygon's edge, where the two
// libraries measure different things by design.
type BoundaryCase struct {
	Name         string
	Segment      geom.Segment
	Warkit, Peer float64
	Polygon      geom.Polygon
	PeerErr      error
}

// BoundaryCases runs segments along the bottom and the top edge of the
// unit square [0,2]².
func BoundaryCases() []BoundaryCase {
	sq := geom.Polygon{orb.Ring{{0, 0}, {2, 0}, {2, 2}, {0, 2}, {0, 0}}}
	cases := []BoundaryCase{
		{Name: "along the bottom edge (interior above)", Segment: geom.Segment{A: orb.Point{-1, 0}, B: orb.Point{3, 0}}},
		{Name: "along the top edge (interior below)", Segment: geom.Segment{A: orb.Point{-1, 2}, B: orb.Point{3, 2}}},
		{Name: "along the left edge (interior east)", Segment: geom.Segment{A: orb.Point{0, -1}, B: orb.Point{0, 3}}},
	}
	for i := range cases {
		c := &cases[i]
		c.Polygon = sq
		c.Warkit = geom.IntersectionLength(c.Segment, sq)
		c.Peer, c.PeerErr = SFIntersectionLength(SFSegment(c.Segment).AsGeometry(), SFPolygon(sq).AsGeometry())
	}
	return cases
}

// sfValid reports whether simplefeatures accepts p as a valid polygon.
func sfValid(p geom.Polygon) error { return SFPolygon(p).Validate() }
