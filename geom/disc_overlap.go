package geom

import (
	"math"

	"github.com/paulmach/orb"
)

// A base against an area's interior: may a round base stand here, or does
// it overlap a building? Touching is allowed; overlapping is not.
//
// Boundary model. The interior of a Polygon is the set of points
// [Polygon.Locate] reports Inside, an open set: its boundary is not part
// of it. A disc overlaps the interior when some point of the disc lies in
// it. A base whose rim touches a wall from outside (or from inside a
// hole) shares only boundary points with the polygon and does not
// overlap; a base whose rim touches the wall from inside does, as does a
// base centred on the boundary. A disc of radius 0 is a point, and
// overlaps exactly when it is Inside.
//
// For a valid polygon ([Polygon.Validate]) the closure of the interior is
// the closed region, so a disc of radius R > 0 overlaps exactly when the
// distance from its centre to the closed region is less than R: the
// disc's centre is in the region or within R of an edge. That comparison
// is decided exactly, by Locate and the kernel's point-to-segment
// comparison ([Disc.CmpDistanceToSegment]), never within a tolerance.
//
// Degenerate and invalid polygons. Rings that enclose no area (fewer than
// three distinct points, or all points on one line) are left out: they
// change no point's parity and bound no interior. Every edge of the other
// rings counts as bounding the interior, which a valid polygon's edges
// do; on an invalid polygon (a spike, a doubled edge) the answer can
// therefore err, and only towards overlap, never missing a real one. An
// empty polygon, or one whose rings all enclose no area, has no interior.

// OverlapsInterior reports, exactly, whether some point of d lies in the
// interior of p (see the boundary model above): the base overlaps the
// area, touching excluded. For a radius R > 0 it is CmpInterior(p) < 0;
// for R == 0 it is p.Locate(d.Center) == Inside. It is false for an
// invalid disc, a non-finite or empty p, or a p whose rings enclose no
// area. It allocates nothing.
func (d Disc) OverlapsInterior(p Polygon) bool {
	if d.R == 0 {
		return d.valid() && p.Locate(d.Center) == Inside
	}
	return d.CmpInterior(p) < 0
}

// CmpInterior compares the distance from d.Center to the interior of p
// (the distance to its closure, for a valid p 0 on or inside the region
// and otherwise the distance to the nearest edge) with d.R, exactly: -1
// when it is less (d overlaps p's interior, for R > 0), 0 when equal (d
// touches p from outside, or a point disc lies on or in the region), +1
// when greater (d is clear of p). As in the other comparisons, input that
// has no distance compares as far (+1): an invalid disc, a non-finite or
// empty p, a p whose rings enclose no area. It allocates nothing.
func (d Disc) CmpInterior(p Polygon) int {
	if !d.valid() || !finitePolygon(p) {
		return 1
	}
	c := d.Center
	odd, on, area := false, false, false
	for i := range p {
		if !ringEnclosesArea(p[i]) {
			continue
		}
		area = true
		// Even-odd parity over all rings is the parity of the rings'
		// own counts; a ring that encloses no area adds none.
		switch p[i : i+1].Locate(c) {
		case Inside:
			odd = !odd
		case OnBoundary:
			on = true
		}
	}
	switch {
	case !area:
		return 1
	case odd || on:
		return cmpClampZero(-1, d.R) // at distance 0
	}
	return discAreaEdgesCmp(c, p, d.R)
}

// discAreaEdgesCmp returns the sign of dist(c, e)² - r², least over the
// edges e of the rings of finite p that enclose area, exactly: the filter
// of discSegBand decides most edges, the kernel the rest.
func discAreaEdgesCmp(c orb.Point, p Polygon, r float64) int {
	m := maxAbs(0, c)
	for _, ring := range p {
		for _, v := range ring {
			m = maxAbs(m, v)
		}
	}
	filter := m+r > discTiny && r <= math.MaxFloat64/4 && m <= math.MaxFloat64/4
	lo2, hi2 := discSegBand(m, r)
	t := [3]float64{r}
	sign := 1
	for _, ring := range p {
		if !ringEnclosesArea(ring) {
			continue
		}
		for i := range ringEdgeCount(ring) {
			a, b := ring[i], ring[ringNext(ring, i)]
			if filter {
				d2 := dstPointSeg2(c, a, b)
				if d2 < lo2 {
					return -1
				}
				if d2 > hi2 {
					continue
				}
			}
			switch discSegCmpExact(c, a, b, t) {
			case -1:
				return -1
			case 0:
				sign = 0
			}
		}
	}
	return sign
}

// ringEnclosesArea reports whether ring r has three points not on one
// line, exactly (Orient2D): only such a ring bounds an interior.
func ringEnclosesArea(r orb.Ring) bool {
	if len(r) < 3 {
		return false
	}
	a := r[0]
	for i, b := range r[1:] {
		if b == a {
			continue
		}
		for _, c := range r[i+2:] {
			if Orient2D(a, b, c) != 0 {
				return true
			}
		}
		return false
	}
	return false
}
