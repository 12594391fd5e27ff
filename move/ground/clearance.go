package ground

import (
	"cmp"
	"math"
	"slices"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// A base, not a point: with a clearance (Options.Clearance, the radius of
// the mover's base) every position of the base along a leg is a disc, and
// the leg is blocked where the disc first overlaps what it may not: the
// interior of an impassable Area, an impassable Line, or the space beyond
// the board's edge. Touching is allowed: a base may run along a wall with
// its rim on it. Whether a leg's swept base overlaps is decided exactly
// (geom's exact comparisons of the leg's distance to a polygon or a
// segment with the clearance); where along the leg it first does is a
// rounded measurement (firstWithin, capsule.go), reported as the Block's
// point.

// The reasons a base is blocked, in [Block].Reason.
const (
	reasonBaseArea  = "base overlaps impassable area"
	reasonBaseLine  = "base overlaps impassable line"
	reasonBaseBoard = "base off the board"
)

// contact is where a leg's base first overlaps something it may not.
type contact struct {
	t    float64
	feat int // -1 for the board's edge
}

// compileClearance lists the features a base must keep clear of, with
// their bounding boxes and the loops the graph's points follow round
// them, once New has read every rate.
func (g *Ground) compileClearance() {
	if g.opt.Clearance == 0 {
		return
	}
	g.loops = make([][][]orb.Point, len(g.rates))
	for i, r := range g.rates {
		switch {
		case r.Ignore:
		case r.Impassable && (g.shape[i] == terrain.Area || g.shape[i] == terrain.Line):
			g.walls = append(g.walls, xbox{g.board.Feature(i).Bound(), int32(i)})
			g.loops[i] = g.offsetLoops(i)
		case g.anyPart() && g.shape[i] == terrain.Area:
			// A base starts paying an area where its rim meets it.
			g.loops[i] = g.offsetLoops(i)
		}
	}
	// By increasing Min[0], stably: on ties the earlier feature first.
	slices.SortStableFunc(g.walls, func(a, b xbox) int { return cmp.Compare(a.b.Min[0], b.b.Min[0]) })
}

// baseContact returns the first point of leg s at which a base of radius
// g.opt.Clearance > 0 overlaps the interior of an impassable Area or an
// impassable Line, or hangs over the board's edge, and false if it never
// does. Whether it does is exact; the parameter is rounded. On ties the
// board's edge comes first, then features in board order.
func (g *Ground) baseContact(s geom.Segment) (contact, bool) {
	r := g.opt.Clearance
	best := contact{t: math.Inf(1), feat: -1}
	g.touchBoard(&best, s, r)
	box := grow(s.Bound(), r)
	for i := range g.walls {
		w := &g.walls[i]
		if w.b.Min[0] > box.Max[0] {
			break // walls come by increasing Min[0]
		}
		if w.b.Max[0] < box.Min[0] || w.b.Min[1] > box.Max[1] || w.b.Max[1] < box.Min[1] {
			continue
		}
		f := int(w.f)
		feat := g.board.Feature(f)
		switch g.shape[f] {
		case terrain.Area:
			g.touchArea(&best, s, feat.Polygon, r, f)
		case terrain.Line:
			ls := feat.LineString
			for k := 0; k+1 < len(ls); k++ {
				touchSegment(&best, s, geom.Segment{A: ls[k], B: ls[k+1]}, r, f)
			}
		}
	}
	return best, !math.IsInf(best.t, 1)
}

// baseBlocked reports whether a base of radius g.opt.Clearance > 0
// swept along s overlaps anything it may not, as baseContact does but
// without finding where, trying impassable feature first (-1: none)
// before the others; and which feature blocks it (-1: the board's edge).
func (g *Ground) baseBlocked(s geom.Segment, first int) (int, bool) {
	r := g.opt.Clearance
	edge := contact{t: math.Inf(1)}
	if g.touchBoard(&edge, s, r); edge.t <= 1 {
		return -1, true
	}
	if first >= 0 && g.wallOverlaps(s, first, r) {
		return first, true
	}
	box := grow(s.Bound(), r)
	for i := range g.walls {
		w := &g.walls[i]
		if w.b.Min[0] > box.Max[0] {
			break
		}
		f := int(w.f)
		if f == first || w.b.Max[0] < box.Min[0] || w.b.Min[1] > box.Max[1] || w.b.Max[1] < box.Min[1] {
			continue
		}
		if g.wallOverlaps(s, f, r) {
			return f, true
		}
	}
	return -1, false
}

// wallOverlaps reports, exactly, whether a base of radius r swept along
// s overlaps impassable feature f: comes closer than r to an Area or a
// Line.
func (g *Ground) wallOverlaps(s geom.Segment, f int, r float64) bool {
	feat := g.board.Feature(f)
	if g.shape[f] == terrain.Area {
		return s.CmpDistanceToPolygon(feat.Polygon, r) < 0
	}
	ls := feat.LineString
	for k := 0; k+1 < len(ls); k++ {
		if s.CmpDistance(geom.Segment{A: ls[k], B: ls[k+1]}, r) < 0 {
			return true
		}
	}
	return false
}

// touchBoard lowers c to the first point where the base swept along s,
// a leg on the board, hangs over the board's edge. The board is convex,
// so the base stays on it all along the leg exactly when it does at both
// ends: a side is reached at an end that lies closer than r to it.
func (g *Ground) touchBoard(c *contact, s geom.Segment, r float64) {
	ext := g.board.Extent()
	for k := range 2 {
		for _, edge := range [2]float64{ext.Min[k], ext.Max[k]} {
			a, b := nearSide(s.A, k, edge, r), nearSide(s.B, k, edge, r)
			switch {
			case a:
				c.t, c.feat = 0, -1
				return
			case b:
				// The coordinate moves linearly: it comes within r of the
				// side where it crosses edge ± r.
				line := edge + r
				if edge == ext.Max[k] {
					line = edge - r
				}
				t := min(max((line-s.A[k])/(s.B[k]-s.A[k]), 0), 1)
				if t < c.t {
					c.t, c.feat = t, -1
				}
			}
		}
	}
}

// nearSide reports, exactly, whether p lies closer than r to the line
// where coordinate k equals edge: whether |p[k] - edge| < r. A float
// filter decides unless the rounded difference lies within a few ulps of
// r, where geom's exact point-to-segment comparison does.
func nearSide(p orb.Point, k int, edge, r float64) bool {
	d := math.Abs(p[k] - edge) // rounded once: relative error at most ε
	if d > r*(1+1e-15) {
		return false
	}
	if d < r*(1-1e-15) {
		return true
	}
	var a, b orb.Point
	a[k], b[k] = edge, edge
	a[1-k], b[1-k] = p[1-k]-1, p[1-k]+1
	return geom.Disc{Center: p}.CmpDistanceToSegment(geom.Segment{A: a, B: b}, r) < 0
}

// touchArea lowers c to the first point where the base swept along s
// overlaps the interior of poly, feature f: at once if the centre starts
// in it, else where it first comes within r of an edge. For a valid
// polygon the swept base overlaps the interior exactly when s comes
// closer than r to the closed region (geom.Disc.OverlapsInterior's
// model, swept).
func (g *Ground) touchArea(c *contact, s geom.Segment, poly geom.Polygon, r float64, f int) {
	if s.CmpDistanceToPolygon(poly, r) >= 0 {
		return
	}
	if poly.Locate(s.A) != geom.Outside {
		if 0 < c.t || c.feat >= 0 && f < c.feat {
			c.t, c.feat = 0, f
		}
		return
	}
	for _, ring := range poly {
		n := len(ring)
		for k := range n {
			// Every edge, the closing one too if the ring leaves it out.
			if k+1 < n || ring[k] != ring[0] {
				touchSegment(c, s, geom.Segment{A: ring[k], B: ring[(k+1)%n]}, r, f)
			}
		}
	}
}

// touchSegment lowers c to the first point where leg s comes closer than
// r to segment e, feature f, if it does (decided exactly).
func touchSegment(c *contact, s, e geom.Segment, r float64, f int) {
	if s.CmpDistance(e, r) >= 0 {
		return
	}
	// On a tie the board's edge (-1), then the earlier feature.
	if t := firstWithin(s, e, r); t < c.t || t == c.t && c.feat >= 0 && f < c.feat {
		c.t, c.feat = t, f
	}
}

// grow returns box b grown by r on every side, rounded outwards, so that
// it holds every point within r of b.
func grow(b orb.Bound, r float64) orb.Bound {
	inf := math.Inf(1)
	return orb.Bound{
		Min: orb.Point{math.Nextafter(b.Min[0]-r, -inf), math.Nextafter(b.Min[1]-r, -inf)},
		Max: orb.Point{math.Nextafter(b.Max[0]+r, inf), math.Nextafter(b.Max[1]+r, inf)},
	}
}

// baseClear reports whether a base of g's clearance may stand at p: it
// overlaps no impassable feature and stays on the board. Without a
// clearance every point of the board is clear.
func (g *Ground) baseClear(p orb.Point) bool {
	if g.opt.Clearance == 0 {
		return true
	}
	_, touched := g.baseContact(geom.Segment{A: p, B: p})
	return !touched
}
