package ground

import (
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
// The work is O(n²) leg costs for n points; n is at most
// [MaxSteinerPoints]. If nothing connects the two points (impassable
// features all round), it returns a nil path, a PathCost with Total +Inf,
// and no error.
//
// Errors: a point off the board or not finite, spacing not positive and
// finite, too many points.
func (g *Ground) CheapestPath(from, to orb.Point, spacing float64) (orb.LineString, PathCost, error) {
	if !(spacing > 0) || math.IsInf(spacing, 1) {
		return nil, PathCost{}, fmt.Errorf("ground: Steiner spacing %v: want a positive finite number", spacing)
	}
	if err := g.checkPath(orb.LineString{from, to}); err != nil {
		return nil, PathCost{}, err
	}
	if from == to {
		path := orb.LineString{from, to}
		pc, err := g.Cost(nil, path)
		return path, pc, err
	}
	pts, err := g.steinerPoints(from, to, spacing)
	if err != nil {
		return nil, PathCost{}, err
	}
	// A graph point on a Line that is crossed at a cost (or not at all)
	// would let legs that only touch the line there pass it unpriced: the
	// search prices legs one by one. Drop such points, except the ends.
	pts = g.offLines(pts)
	prev, ok := g.steinerSearch(pts)
	if !ok {
		return nil, PathCost{Total: math.Inf(1)}, nil
	}
	path := tracePath(pts, prev)
	pc, err := g.Cost(nil, path)
	return path, pc, err
}

// steinerPoints returns the points of CheapestPath's graph: from and to
// first, then the vertices and Steiner points of every edge of each Area
// feature that affects movement, then the ends of open Line features off
// the board's edge. Errors: more than [MaxSteinerPoints] points.
func (g *Ground) steinerPoints(from, to orb.Point, spacing float64) ([]orb.Point, error) {
	// Start with room for a small board's points: skips the first
	// doublings of the slice.
	pts := append(make([]orb.Point, 0, 64), from, to)
	for i := range g.board.Len() {
		if g.rates[i].Ignore {
			continue
		}
		f := g.board.Feature(i)
		switch {
		case f.Shape == terrain.Area:
			var err error
			if pts, err = appendRingPoints(pts, f.Polygon, spacing); err != nil {
				return nil, err
			}
		case f.Shape == terrain.Line && !f.Closed():
			// A mover may pass round the ends of an open line.
			pts = g.appendInnerEnds(pts, f.LineString)
		}
	}
	return pts, nil
}

// appendRingPoints appends, for every edge of every ring of poly, its
// first vertex and the Steiner points that cut it into pieces at most
// spacing long. Errors: the points would exceed [MaxSteinerPoints].
func appendRingPoints(pts []orb.Point, poly geom.Polygon, spacing float64) ([]orb.Point, error) {
	for _, ring := range poly {
		for k := 0; k+1 < len(ring); k++ {
			a, b := ring[k], ring[k+1]
			pts = append(pts, a)
			// Compared as a float before the conversion: a huge count
			// would not survive conversion to a 32-bit int.
			k := math.Ceil(math.Hypot(b[0]-a[0], b[1]-a[1]) / spacing)
			if !(k <= float64(MaxSteinerPoints-len(pts))) {
				return nil, fmt.Errorf("ground: Steiner spacing %v: more than %d points", spacing, MaxSteinerPoints)
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

// steinerSearch runs Dijkstra from pts[0] to pts[1] over the complete
// graph of pts, each leg costed by [Ground.Cost], and returns each
// settled point's predecessor (-1 for none), and false if pts[1] cannot
// be reached. The O(n²) array scan beats a heap here: every settled point
// relaxes all n others anyway.
func (g *Ground) steinerSearch(pts []orb.Point) ([]int, bool) {
	n := len(pts)
	dist := make([]float64, n)
	prev := make([]int, n)
	done := make([]bool, n)
	for i := range dist {
		dist[i], prev[i] = math.Inf(1), -1
	}
	dist[0] = 0
	var t Tape
	leg := orb.LineString{{}, {}}
	for {
		u := nearestOpen(dist, done)
		if u < 0 || math.IsInf(dist[u], 1) || u == 1 {
			break
		}
		done[u] = true
		for v := range n {
			if done[v] || pts[v] == pts[u] {
				continue
			}
			leg[0], leg[1] = pts[u], pts[v]
			pc, _ := g.Cost(&t, leg)
			if d := dist[u] + pc.Total; d < dist[v] {
				dist[v], prev[v] = d, u
			}
		}
	}
	return prev, !math.IsInf(dist[1], 1)
}

// nearestOpen returns the unsettled point of least distance (the first
// such on ties), or -1 if every point is settled.
func nearestOpen(dist []float64, done []bool) int {
	u := -1
	for i := range dist {
		if !done[i] && (u < 0 || dist[i] < dist[u]) {
			u = i
		}
	}
	return u
}

// tracePath returns the path from pts[0] to pts[1] that prev records.
func tracePath(pts []orb.Point, prev []int) orb.LineString {
	var path orb.LineString
	for v := 1; v >= 0; v = prev[v] {
		path = append(path, pts[v])
	}
	slices.Reverse(path)
	return path
}

// offLines returns pts without the points that lie on a Line feature that
// costs or forbids crossing, other than an end of an open line; the first
// two (the path's ends) are kept.
func (g *Ground) offLines(pts []orb.Point) []orb.Point {
	out := pts[:2]
	for _, p := range pts[2:] {
		if !g.onLine(p) {
			out = append(out, p)
		}
	}
	return out
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
