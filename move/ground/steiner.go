package ground

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// MaxSteinerPoints bounds the number of points of the graph that
// [Ground.CheapestPath] builds.
const MaxSteinerPoints = 4096

// CheapestPath returns an approximately cheapest path from one point to
// another across g's board, and its cost: a polyline whose legs run
// straight between the two points, the vertices of every Area feature that
// affects movement, Steiner points placed along every edge of those areas
// at most spacing apart, and the ends of open Line features that are
// crossed at a cost or not at all (the way round a wall), except ends on
// the board's edge. Points that lie on such a Line are left out, since
// legs are priced one by one and a path through such a point would cross
// the line unpriced. It runs Dijkstra over the complete
// graph of these points, each leg costed exactly by [Ground.Cost], and
// then measures the path it found once more as a whole: the PathCost it
// returns is exactly g.Cost of the returned path. (A leg-by-leg sum can
// differ from the whole only where a climb falls on a joint between legs,
// or under PerStartedUnit rounding.)
//
// Ties. The graph's points are listed from, to, then each feature's in
// board order. Dijkstra settles them by increasing cost (the sum of
// their path's leg costs, to the last bit), equal costs in list order,
// except that a point reached from another at no added cost settles
// after it; and of the legs that reach a point at its least cost, the
// path keeps the one from the point settled first. The path is that
// one point's, whatever order the search prices legs in.
//
// Error bound. Take a cheapest path P* under Proportional rounding, with
// no Line or climbing costs; such a path is straight inside each feature
// and bends only on feature boundaries, which it meets k times away from
// vertices. Moving each of those k points to the nearest Steiner point of
// its edge, at most spacing/2 away, lengthens P* by at most k·spacing, and
// if the moved legs stay in the features the original legs crossed, the
// moved path — a path of the graph — costs at most cost(P*) + k·spacing·w,
// where w is the dearest rate on the board. The path returned costs no
// more than any path of the graph, so its excess over the optimum is at
// most k·spacing·w: it shrinks linearly as the points grow denser. (A
// moved leg that clips another feature can exceed this; the bound is a
// guide, not a certificate.) Rounding policies, crossings and climbs are
// always priced exactly for the path returned, but its optimality is then
// only that of the graph.
//
// With a clearance (Options.Clearance), the path is a base's: its legs
// keep the base clear of impassable features and on the board, each leg
// checked exactly by Cost. For each impassable feature the graph has,
// instead of points on its boundary, points round its offset by the
// clearance (the region the base's centre may not enter): along each
// pushed-out edge at most spacing apart, and round each corner on a
// polygon circumscribed about the corner's circle, turning at most π/8
// per point; graph points where the base may not stand are dropped. A
// cheapest path for a base runs along that offset, straight and round
// arcs, so the graph adds to the bound above at most 1.3 % of the
// length of the arcs it follows, and a relative 1e-9 of the board's size
// per corner (the offset's margin, which keeps rounded points clear).
//
// Work. A leg is priced (and tested for clearance) only when it could
// improve the cost of its end, judged by a lower bound: the cost so far
// plus the cheapest rate times its length, or its floor, which adds the
// rates of the convex areas it runs deep inside. A first search in A*
// order (by the cost so far plus the cheapest rate times the straight
// distance on to to) finds the cost c of a path, and Dijkstra's search
// then settles only the points whose cost so far plus that distance
// bound is at most c, reading the legs the first priced from a memo
// (up to 2^18 legs, 8 MiB). On a table with open ground between its
// pieces, that is a band round the straight line, and few legs. The
// worst case, a target reached only by a long detour or not at all, is
// O(n²) legs priced for n points, each in O(k log k) for the k features
// near it, plus O(n² log n) for the lower bounds and the queue; n is at
// most [MaxSteinerPoints]. Memory is O(n) besides the memo.
//
// If nothing connects the two points, it returns a nil path and no
// error, with a PathCost that says why: Total +Inf, Blocked set, no
// legs, and a Block with Leg -1 whose At is the end concerned (to, or
// the enclosed end) and whose Reason is
//   - what Cost would give a mover standing at to, where it may not
//     stand: "impassable area" (a point inside a building), or for a
//     base "base overlaps impassable area", "base overlaps impassable
//     line" or "base off the board", with the Feature in the way (-1 for
//     the board's edge);
//   - "enclosed by impassable area" or "enclosed by impassable line":
//     one end lies in a region the Feature's rings (a walled courtyard)
//     or, for a base, a closed impassable Line shut off from the other;
//   - "no path found" (Feature -1): the search tried every way its graph
//     offers (impassable features close them all, or leave only gaps too
//     narrow for the base or between the graph's points).
//
// The first two are known at once, without a search, in O(v) for the v
// vertices of the impassable features (O(v log v) for a closed line,
// O(h²) for an Area of h vertices with holes).
//
// Errors: a point off the board or not finite, a start where the mover
// may not stand (as for [Ground.Reach]), spacing not positive and
// finite, too many points, and no path found where a cost overflowed the
// float64 range on the way (so that a path may have been missed).
func (g *Ground) CheapestPath(from, to orb.Point, spacing float64) (orb.LineString, PathCost, error) {
	if !(spacing > 0) || math.IsInf(spacing, 1) {
		return nil, PathCost{}, fmt.Errorf("ground: Steiner spacing %v: want a positive finite number", spacing)
	}
	if err := g.checkPath(orb.LineString{from, to}); err != nil {
		return nil, PathCost{}, err
	}
	var t Tape
	if err := g.standError(&t, "cheapest path", from); err != nil {
		return nil, PathCost{}, err
	}
	if from == to {
		path := orb.LineString{from, to}
		pc, err := g.Cost(nil, path)
		return path, pc, err
	}
	if blk, blocked := g.standBlock(&t, to); blocked {
		return nil, noPath(blk), nil
	}
	if blk, blocked := g.separated(from, to); blocked {
		return nil, noPath(blk), nil
	}
	pts := append(make([]orb.Point, 0, 64), from, to)
	pts, err := g.appendGraphPoints(pts, spacing, nil, MaxSteinerPoints)
	if err != nil {
		return nil, PathCost{}, err
	}
	s := &search{pts: pts, memo: new(legMemo)}
	path := g.cheapestSearch(s)
	if path == nil && s.overflow {
		return nil, PathCost{}, errors.New("ground: cheapest path: the costs of the paths searched overflow a float64")
	}
	if path == nil {
		return nil, noPath(Block{Leg: -1, Feature: -1, At: to, Reason: reasonNoPath}), nil
	}
	pc, err := g.Cost(nil, path)
	return path, pc, err
}

// noPath returns the PathCost of CheapestPath when nothing connects its
// ends, for the reason blk.
func noPath(blk Block) PathCost {
	return PathCost{Total: math.Inf(1), Blocked: true, Block: blk}
}

// appendGraphPoints appends to pts, whose points (the path's ends) it
// keeps, the other points of CheapestPath's graph: the vertices and
// Steiner points of every edge of each Area feature that affects
// movement, and the ends of open Line features off the board's edge;
// with a clearance, for impassable features, the points round their
// offset instead (offset.go), as for every passable Area when a base
// pays for any part of it in an area (StraddleAnyPart), since its rate
// changes where the base's rim crosses the edge. Only features whose
// reach meets window
// take part (all of them for a nil window). A graph point on a Line that
// is crossed at a cost (or not at all) would let legs that only touch the
// line there pass it unpriced, since the search prices legs one by one,
// so such points are dropped, except the ends of open lines; with a
// clearance, so are points where the base may not stand. Errors: more
// than limit points (a [tooMany]).
func (g *Ground) appendGraphPoints(pts []orb.Point, spacing float64, window *orb.Bound, limit int) ([]orb.Point, error) {
	keep := len(pts)
	rho := 0.0
	if g.opt.Clearance > 0 {
		rho = g.offsetRadius()
	}
	// Graph points lie within rho/cos(step/2) of their feature, and
	// within spacing of the offset's corners.
	near := 2*rho + spacing
	for i := range g.board.Len() {
		if g.rates[i].Ignore {
			continue
		}
		f := g.board.Feature(i)
		if window != nil && !grow(f.Bound(), near).Intersects(*window) {
			continue
		}
		var err error
		if pts, err = g.appendFeaturePoints(pts, i, rho, spacing, limit); err != nil {
			return nil, err
		}
	}
	return g.usable(pts, keep), nil
}

// appendFeaturePoints appends the graph points of feature i (see
// appendGraphPoints), for a base with offset radius rho > 0, for a point
// with rho 0. Errors: more than limit points.
func (g *Ground) appendFeaturePoints(pts []orb.Point, i int, rho, spacing float64, limit int) ([]orb.Point, error) {
	f := g.board.Feature(i)
	switch {
	case rho > 0 && g.rates[i].Impassable && (f.Shape == terrain.Area || f.Shape == terrain.Line):
		return g.appendOffsetFeature(pts, i, rho, spacing, limit)
	case g.anyPart() && f.Shape == terrain.Area:
		// The rate changes where the base's rim crosses the edge, the
		// ground height where its centre does.
		pts, err := g.appendOffsetFeature(pts, i, rho, spacing, limit)
		if err == nil && g.hasH[i] {
			pts, err = appendRingPoints(pts, f.Polygon, spacing, limit)
		}
		return pts, err
	case f.Shape == terrain.Area:
		return appendRingPoints(pts, f.Polygon, spacing, limit)
	case f.Shape == terrain.Line && !f.Closed():
		// A mover may pass round the ends of an open line.
		return g.appendInnerEnds(pts, f.LineString), nil
	}
	return pts, nil
}

// usable returns pts without the graph points after the first keep that
// lie on a Line that costs or forbids crossing (other than an end of an
// open line) and, with a clearance, those where the base may not stand
// or that lie off the board.
func (g *Ground) usable(pts []orb.Point, keep int) []orb.Point {
	ext := g.board.Extent()
	out := pts[:keep]
	for _, p := range pts[keep:] {
		if g.onLine(p) {
			continue
		}
		if g.opt.Clearance > 0 && (!ext.Contains(p) || !g.baseClear(p)) {
			continue
		}
		out = append(out, p)
	}
	return out
}

// appendRingPoints appends, for every edge of every ring of poly, its
// first vertex and the Steiner points that cut it into pieces at most
// spacing long. Errors: the points would exceed limit.
func appendRingPoints(pts []orb.Point, poly geom.Polygon, spacing float64, limit int) ([]orb.Point, error) {
	for _, ring := range poly {
		for k := 0; k+1 < len(ring); k++ {
			a, b := ring[k], ring[k+1]
			pts = append(pts, a)
			// Compared as a float before the conversion: a huge count
			// would not survive conversion to a 32-bit int.
			k := math.Ceil(math.Hypot(b[0]-a[0], b[1]-a[1]) / spacing)
			if !(k <= float64(limit-len(pts))) {
				return nil, tooMany{spacing, limit}
			}
			n := int(k)
			for j := 1; j < n; j++ {
				s := float64(j) / float64(n)
				pts = append(pts, orb.Point{a[0] + s*(b[0]-a[0]), a[1] + s*(b[1]-a[1])})
			}
		}
	}
	return pts, nil
}

// appendInnerEnds appends the two ends of open line ls, leaving out an end
// on the board's edge (no way round there).
func (g *Ground) appendInnerEnds(pts []orb.Point, ls orb.LineString) []orb.Point {
	ext := g.board.Extent()
	for _, e := range []orb.Point{ls[0], ls[len(ls)-1]} {
		if e[0] != ext.Min[0] && e[0] != ext.Max[0] && e[1] != ext.Min[1] && e[1] != ext.Max[1] {
			pts = append(pts, e)
		}
	}
	return pts
}

// cheapestSearch runs the search of CheapestPath over s.pts, from
// pts[0] to pts[1], and returns its path, nil if pts[1] cannot be
// reached. It searches twice. First in A* order, by the cost so far
// plus the cheapest rate times the straight distance on to pts[1] (a
// lower bound), so that it reaches pts[1] having settled little else;
// the cost c it finds is a path's, so no less than the least. Then in
// Dijkstra's order, whose ties are the stated policy, settling only the
// points whose cost so far plus that lower bound is at most c (with a
// margin for rounding): no other point can lie on a cheapest path or
// tie with one. The first search remembers the legs it prices for the
// second. Where the A* order no longer pays (its memo full, or a
// quarter of the points settled without reaching pts[1]), it stops, and
// the second search goes unbounded.
func (g *Ground) cheapestSearch(s *search) orb.LineString {
	pts, to := s.pts, s.pts[1]
	rest := func(p orb.Point) float64 { return g.minPer * dist(p, to) * (1 - slack) }
	var t Tape
	done := g.search(&t, s, goal{target: 1, ahead: true, bound: math.Inf(1)}, rest)
	bound := math.Inf(1)
	switch {
	case s.rank[1] >= 0:
		// Each leg of a path may fall short of its lower bound by the
		// relative slack: a path of n legs by n times it.
		bound = s.dist[1] * (1 + 2*float64(len(pts))*slack)
	case done:
		return nil // every point in reach settled
	}
	g.search(&t, s, goal{target: 1, bound: bound}, rest)
	if s.rank[1] < 0 {
		return nil
	}
	var path orb.LineString
	for v := int32(1); v >= 0; v = s.prev[v] {
		path = append(path, pts[v])
	}
	slices.Reverse(path)
	return path
}

// onLine reports whether p lies on a Line feature that costs or forbids
// crossing, other than at an end of an open line.
func (g *Ground) onLine(p orb.Point) bool {
	for i := range g.board.Len() {
		r := g.rates[i]
		if g.shape[i] != terrain.Line || r.Ignore || (r.Crossing == 0 && !r.Impassable) {
			continue
		}
		f := g.board.Feature(i)
		if bb := f.Bound(); !bb.Contains(p) {
			continue
		}
		ls := f.LineString
		if !f.Closed() && (p == ls[0] || p == ls[len(ls)-1]) {
			continue
		}
		if onPolyline(ls, p) {
			return true
		}
	}
	return false
}

// onPolyline reports whether p is a vertex of ls or lies inside one of its
// edges. Exact: it uses only [geom.Orient2D].
func onPolyline(ls orb.LineString, p orb.Point) bool {
	for k := 0; k+1 < len(ls); k++ {
		e := geom.Segment{A: ls[k], B: ls[k+1]}
		if p == e.A || p == e.B || e.A != e.B && geom.Orient2D(e.A, e.B, p) == 0 && between(e, p) {
			return true
		}
	}
	return false
}
