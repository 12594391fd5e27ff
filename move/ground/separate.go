package ground

import (
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// separated reports whether one impassable feature on its own keeps
// every path from a to b blocked, and why (Leg -1, the feature, and At
// the end inside it or enclosed by it), so that a search would price every
// leg in reach only to learn that nothing connects them: a and b lie in
// different regions that an impassable Area's rings or a closed
// impassable Line part (outside the shell, inside one hole or another;
// inside the loop or outside it), or one of them lies in the Area's
// interior. A path from one region to another is connected, so it meets
// the Area's interior, or crosses the line.
//
// Every leg is blocked exactly where Cost decides it (geom's exact
// predicates): for a base, wherever it overlaps the feature; for a point
// mover, wherever it meets an impassable Area's interior or crosses an
// impassable Line. So an end in an Area's interior is cut off, and so
// are regions that an Area's rings part, if the rings lie apart (where
// they touch, a path may pass between them), since a path from one to
// the other runs through the interior. For a point mover closed Lines
// are left to the search, which judges a crossing at a joint between
// legs with the legs around it. Under OverlapTop an Area drawn above may
// carry a point mover: no Area counts for it then.
//
// Every region is decided exactly (geom's Locate, and its exact
// comparisons of distances). The work is O(v) for the v vertices of the
// impassable features, more where a region differs: O(v log v) for a
// closed line, O(h²) for an Area of h ring vertices (none beyond
// maxApartVertices).
func (g *Ground) separated(a, b orb.Point) (Block, bool) {
	for f := range g.board.Len() {
		if r := g.rates[f]; !r.Impassable || r.Ignore {
			continue
		}
		feat := g.board.Feature(f)
		switch {
		case feat.Shape == terrain.Area && (g.opt.Clearance > 0 || g.opt.Overlap != OverlapTop):
			for _, p := range [2]orb.Point{a, b} {
				if g.opt.Clearance == 0 && feat.Polygon.Locate(p) == geom.Inside {
					return Block{Leg: -1, Feature: f, At: p, Reason: reasonImpassableArea}, true
				}
			}
			if in, ok := areaSeparates(feat.Polygon, a, b); ok {
				return Block{Leg: -1, Feature: f, At: in, Reason: reasonEnclosedArea}, true
			}
		case feat.Closed() && g.opt.Clearance > 0:
			if in, ok := loopSeparates(orb.Ring(feat.LineString), a, b); ok {
				return Block{Leg: -1, Feature: f, At: in, Reason: reasonEnclosedLine}, true
			}
		}
	}
	return Block{}, false
}

// The regions of a polygon for areaSeparates: its interior, a point on a
// ring, outside its shell; inside hole k is region k >= 1.
const (
	inInterior = -2
	onRing     = -1
	outside    = 0
)

// areaSeparates reports whether a and b lie in different regions of
// poly outside its interior that its rings part, its rings lying apart,
// and which of them a ring encloses (b, if both are in holes).
func areaSeparates(poly geom.Polygon, a, b orb.Point) (orb.Point, bool) {
	ra, rb := regionOf(poly, a), regionOf(poly, b)
	if ra < outside || rb < outside || ra == rb || !ringsApart(poly) {
		return orb.Point{}, false // in the interior (for a base, not clear), on a ring, together, or rings that meet
	}
	if rb > outside {
		return b, true
	}
	return a, true
}

// regionOf returns the region of poly that p lies in.
func regionOf(poly geom.Polygon, p orb.Point) int {
	switch poly.Locate(p) {
	case geom.Inside:
		return inInterior
	case geom.OnBoundary:
		return onRing
	}
	for k, hole := range poly[1:] {
		if (geom.Polygon{hole}).Locate(p) == geom.Inside {
			return k + 1
		}
	}
	return outside
}

// maxApartVertices bounds the rings ringsApart compares pair by pair.
const maxApartVertices = 256

// ringsApart reports whether no two rings of poly meet, exactly (false
// for rings of more than maxApartVertices vertices in all).
func ringsApart(poly geom.Polygon) bool {
	n := 0
	for _, r := range poly {
		n += len(r)
	}
	if n > maxApartVertices {
		return false
	}
	for i, r := range poly {
		for _, o := range poly[i+1:] {
			for k := 0; k+1 < len(r); k++ {
				e := geom.Segment{A: r[k], B: r[k+1]}
				for j := 0; j+1 < len(o); j++ {
					if e.Intersects(geom.Segment{A: o[j], B: o[j+1]}) {
						return false
					}
				}
			}
		}
	}
	return true
}

// loopSeparates reports whether one of a and b lies inside the closed
// line loop and the other outside, the loop being simple, and which is
// inside.
func loopSeparates(loop orb.Ring, a, b orb.Point) (orb.Point, bool) {
	poly := geom.Polygon{loop}
	la, lb := poly.Locate(a), poly.Locate(b)
	if la == geom.OnBoundary || lb == geom.OnBoundary || la == lb || poly.Validate() != nil {
		return orb.Point{}, false
	}
	if la == geom.Inside {
		return a, true
	}
	return b, true
}
