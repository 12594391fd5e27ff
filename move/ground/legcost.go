package ground

import (
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// Pricing a leg of the search graph: Cost, unless a cheaper test
// settles it first, as Cost would: the memo of a search before, the
// feature that blocked the last leg (most blocked legs run into the
// same building), or the leg's floor.

// graphLeg returns what the leg from point u to point v costs, or a
// lower bound of it if that shows it cannot improve v: priced and
// remembered in s.memo if record (the A* search), else read from s.memo
// if it holds it.
func (g *Ground) graphLeg(t *Tape, s *search, u, v int32, record bool) float64 {
	if !record {
		if c, ok := s.memo.get(u, v); ok {
			return c
		}
	}
	c, exact := g.legCost(t, s, s.pts[u], s.pts[v], s.dist[u], s.dist[v])
	if record && exact {
		s.memo.put(u, v, c)
	}
	return c
}

// legCost returns what the straight leg from a to b costs (+Inf if
// blocked), and true; or, if its floor shows that from a start of cost
// base it cannot bring its end below best, the floor, and false.
// Blocked legs are common (through a building): the feature that blocked
// the last one is tried first, and likely blocks this one.
func (g *Ground) legCost(t *Tape, s *search, a, b orb.Point, base, best float64) (float64, bool) {
	seg := geom.Segment{A: a, B: b}
	if s.wall >= 0 && g.wallBlocks(s, seg) {
		return math.Inf(1), true
	}
	if floor := g.legFloor(s, a, b); (base+floor)*(1-slack) > best {
		return floor, false
	}
	s.legs++
	if g.opt.Clearance > 0 {
		// Find the blocked legs first, and spare Cost the test when the
		// leg is clear.
		f, blocked := g.baseBlocked(seg, s.wall)
		if blocked {
			s.setWall(g, f)
			return math.Inf(1), true
		}
		t.clear = true
		defer func() { t.clear = false }()
	}
	s.leg = append(s.leg[:0], a, b)
	pc, err := g.Cost(t, s.leg)
	if err != nil {
		s.overflow = true // the only error of a leg between points of the board
		return math.Inf(1), true
	}
	if pc.Blocked && g.opt.Clearance == 0 {
		s.setWall(g, pc.Block.Feature)
	}
	return pc.Total, true
}

// wallBlocks reports whether the feature that blocked the last leg
// blocks leg seg too, as Cost would find, exactly, by a test far cheaper
// than Cost's: for a base, a crossing of its edges (crossesWall); for a
// point mover, pointBlocked.
func (g *Ground) wallBlocks(s *search, seg geom.Segment) bool {
	if !meets(s.wallBox, seg.Bound()) {
		return false
	}
	if g.opt.Clearance > 0 {
		return g.crossesWall(seg, s.wall)
	}
	return g.pointBlocked(seg, s.wall)
}

// setWall remembers feature f (-1 for none) as the last to block a leg.
func (s *search) setWall(g *Ground, f int) {
	s.wall = f
	if f >= 0 {
		s.wallBox = g.board.Feature(f).Bound()
	}
}

// crossesWall reports whether leg s properly crosses an edge of
// impassable feature f (of an Area's rings, or of a Line), exactly: a
// base swept along it then overlaps f, which Cost decides exactly too.
// It costs four orientations per edge near the leg.
func (g *Ground) crossesWall(s geom.Segment, f int) bool {
	if r := g.rates[f]; !r.Impassable || r.Ignore {
		return false
	}
	feat := g.board.Feature(f)
	switch g.shape[f] {
	case terrain.Area:
		for _, ring := range feat.Polygon {
			n := len(ring)
			for k := range n {
				if k+1 < n || ring[k] != ring[0] { // the closing edge too, if the ring leaves it out
					if crossesProperly(s, ring[k], ring[(k+1)%n]) {
						return true
					}
				}
			}
		}
	case terrain.Line:
		ls := feat.LineString
		for k := 0; k+1 < len(ls); k++ {
			if crossesProperly(s, ls[k], ls[k+1]) {
				return true
			}
		}
	}
	return false
}

// crossesProperly reports, exactly, whether segment s crosses the
// segment from p to q at a point inside both.
func crossesProperly(s geom.Segment, p, q orb.Point) bool {
	if max(p[0], q[0]) < min(s.A[0], s.B[0]) || min(p[0], q[0]) > max(s.A[0], s.B[0]) ||
		max(p[1], q[1]) < min(s.A[1], s.B[1]) || min(p[1], q[1]) > max(s.A[1], s.B[1]) {
		return false
	}
	// The edge's ends first: the leg's often lie on an edge's line.
	d := geom.Orient2D(s.A, s.B, p)
	if d == 0 || geom.Orient2D(s.A, s.B, q) != -d {
		return false
	}
	d = geom.Orient2D(p, q, s.A)
	return d != 0 && geom.Orient2D(p, q, s.B) == -d
}

// pointBlocked reports whether impassable feature f on its own blocks
// leg s of a point mover, whatever else the leg meets, as Cost decides
// it, exactly: the leg crosses f if a Line (a proper crossing of an
// edge, which geom reports as a crossing wherever it falls), or meets
// its interior if an Area (geom.Polygon.MeetsInterior, Cost's own
// test), unless under OverlapTop an Area drawn above may carry the
// mover. It may miss a blocked leg (a line crossed at a vertex), never
// call a leg blocked that Cost would not.
func (g *Ground) pointBlocked(s geom.Segment, f int) bool {
	if r := g.rates[f]; !r.Impassable || r.Ignore || s.A == s.B {
		return false // Cost blocks no leg of length 0
	}
	feat := g.board.Feature(f)
	switch g.shape[f] {
	case terrain.Line:
		return g.crossesWall(s, f)
	case terrain.Area:
		if g.opt.Overlap == OverlapTop {
			return false
		}
		_, in := feat.Polygon.MeetsInterior(s)
		return in
	}
	return false
}
