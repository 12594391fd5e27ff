package ground

import (
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// separated reports whether one impassable feature on its own keeps
// every path from a to b blocked, so that a search would price every
// leg in reach only to learn that nothing connects them: a and b lie in
// different regions that an impassable Area's rings or a closed
// impassable Line part (outside the shell, inside one hole or another;
// inside the loop or outside it), or one of them lies in the Area's
// interior. A path from one region to another is connected, so it meets
// the Area's interior, or crosses the line.
//
// For a base (a clearance), whose legs are blocked wherever the base
// overlaps the feature, as Cost decides exactly, that is enough, if
// the Area's rings are apart (where they touch, a path may pass between
// them). A point mover is blocked where a leg runs through an
// impassable Area's interior over a stretch that Cost's rounded
// parameters keep, so for it only Areas count, and only when a or b
// lies deep inside one (farther than depthMargin from its edges: every
// leg from or to it runs inside over at least that), or its rings lie
// farther apart than that (a path from one to the other runs inside
// over at least that in all, so at least that over its n legs in one of
// them, for n up to MaxSteinerPoints). Under OverlapTop an Area drawn
// above may carry a point mover: no Area counts for it then.
//
// Every region is decided exactly (geom's Locate, and its exact
// comparisons of distances), a depth from a rounded distance far beyond
// its rounding. The work is O(v) for the v vertices of the impassable
// features, more where a region differs: O(v log v) for a closed line,
// O(h²) for an Area of h ring vertices (none beyond maxApartVertices).
func (g *Ground) separated(a, b orb.Point) bool {
	deep, gap := g.depthMargin(), 0.0
	if g.opt.Clearance == 0 {
		gap = deep
	}
	for f := range g.board.Len() {
		if r := g.rates[f]; !r.Impassable || r.Ignore {
			continue
		}
		feat := g.board.Feature(f)
		switch {
		case feat.Shape == terrain.Area && (g.opt.Clearance > 0 || g.opt.Overlap != OverlapTop):
			if g.opt.Clearance == 0 && (deepInside(feat.Polygon, a, deep) || deepInside(feat.Polygon, b, deep)) ||
				areaSeparates(feat.Polygon, a, b, gap) {
				return true
			}
		case feat.Closed() && g.opt.Clearance > 0:
			if loopSeparates(orb.Ring(feat.LineString), a, b) {
				return true
			}
		}
	}
	return false
}

// deepInside reports whether p lies inside poly farther than deep from
// its edges (the distance rounded, deep far beyond its rounding).
func deepInside(poly geom.Polygon, p orb.Point, deep float64) bool {
	return poly.Locate(p) == geom.Inside && boundaryDist(p, poly) > deep
}

// The regions of a polygon for areaSeparates: its interior, a point on a
// ring, outside its shell; inside hole k is region k >= 1.
const (
	inInterior = -2
	onRing     = -1
	outside    = 0
)

// areaSeparates reports whether a and b lie in different regions of
// poly outside its interior that its rings part, its rings lying
// farther apart than gap.
func areaSeparates(poly geom.Polygon, a, b orb.Point, gap float64) bool {
	ra, rb := regionOf(poly, a), regionOf(poly, b)
	if ra < outside || rb < outside || ra == rb {
		return false // in the interior (for a base, not clear), on a ring, or together
	}
	return ringsApart(poly, gap)
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

// ringsApart reports whether the rings of poly lie farther apart than
// gap, exactly (false for rings of more than maxApartVertices vertices
// in all).
func ringsApart(poly geom.Polygon, gap float64) bool {
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
					if e.CmpDistance(geom.Segment{A: o[j], B: o[j+1]}, gap) <= 0 {
						return false
					}
				}
			}
		}
	}
	return true
}

// loopSeparates reports whether one of a and b lies inside the closed
// line loop and the other outside, the loop being simple.
func loopSeparates(loop orb.Ring, a, b orb.Point) bool {
	poly := geom.Polygon{loop}
	la, lb := poly.Locate(a), poly.Locate(b)
	if la == geom.OnBoundary || lb == geom.OnBoundary || la == lb {
		return false
	}
	return poly.Validate() == nil
}
