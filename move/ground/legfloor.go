package ground

import (
	"cmp"
	"math"
	"slices"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// A leg's floor: a lower bound of what it costs, tighter than the
// cheapest rate times its length and far cheaper than pricing it. Where
// the leg runs deep inside a convex Area dearer than the cheapest rate,
// it pays at least that area's floor rate there: the least rate of the
// area and of every passable area that may overlap it (or, for a base
// paying for any part of it, lie within its clearance), whatever the
// Overlap policy. "Deep" is farther than a margin from the area's
// boundary, so that a run along its edge, which may pay the other side,
// never counts, and so that the rounded clipping of the leg against the
// area's edges errs only inwards. Impassable areas take no part: blocked
// legs are found by pricing. The floor is a rounded bound, used as the
// leg's lower bound is (less a relative slack), to skip a leg that
// cannot improve its end: it decides nothing about topology.

// floorArea is a convex Area, its counter-clockwise edges
// floorEdges[e0:e1], with its box and floor rate.
type floorArea struct {
	box    orb.Bound
	rate   float64
	e0, e1 int32
}

// floorEdge is an edge from p by e, and the margin times its length.
type floorEdge struct {
	p, e orb.Point
	m    float64
}

// floorSpan is a part of a leg, parameters t0 to t1, deep inside an
// area of floor rate rate.
type floorSpan struct {
	t0, t1, rate float64
}

// setFloors sets s's floor areas: g's rated, passable, convex Area
// features whose floor rate exceeds the cheapest rate, and the index of
// each feature's in s.floors (-1 for none).
func (g *Ground) setFloors(s *search) {
	s.floors, s.floorEdges = s.floors[:0], s.floorEdges[:0]
	s.floorAt = grown(s.floorAt, g.board.Len())
	at := s.floorAt
	margin := g.depthMargin()
	reach := 0.0
	if g.anyPart() {
		reach = g.opt.Clearance
	}
	for f := range at {
		at[f] = -1
		r := g.rates[f]
		if g.shape[f] != terrain.Area || r.Ignore || r.Impassable || r.PerUnit <= g.minPer {
			continue
		}
		rate := r.PerUnit
		s.cands = g.appendCandidatesIn(s.cands[:0], grow(g.board.Feature(f).Bound(), reach))
		for _, o := range s.cands {
			if ro := g.rates[o]; g.shape[o] == terrain.Area && !ro.Ignore && !ro.Impassable {
				rate = min(rate, ro.PerUnit)
			}
		}
		if rate <= g.minPer {
			continue
		}
		e0 := len(s.floorEdges)
		var ok bool
		if s.floorEdges, ok = appendConvexEdges(s.floorEdges, g.polygon(f), margin); !ok {
			s.floorEdges = s.floorEdges[:e0]
			continue
		}
		at[f] = int32(len(s.floors))
		s.floors = append(s.floors, floorArea{box: g.board.Feature(f).Bound(), rate: rate, e0: int32(e0), e1: int32(len(s.floorEdges))})
	}
	if len(s.floors) <= scanMax {
		// legFloor scans them by increasing Min[0].
		slices.SortFunc(s.floors, func(a, b floorArea) int { return cmp.Compare(a.box.Min[0], b.box.Min[0]) })
	}
}

// depthMargin is how deep inside an area a leg must be for the floor to
// count it: a relative 1e-6 of the board's size, far beyond the rounding
// of the clipping. The floor is a rounded lower bound of a leg's price,
// used only to skip legs that cannot improve their end, so it must err
// low: the margin keeps a run along an edge (which may pay the other
// side) and the clipping's rounding out of it. It decides nothing about
// blocking, which Cost and the search decide exactly.
func (g *Ground) depthMargin() float64 {
	ext := g.board.Extent()
	return 1e-6 * max(math.Abs(ext.Min[0]), math.Abs(ext.Min[1]), math.Abs(ext.Max[0]), math.Abs(ext.Max[1]), ext.Max[0]-ext.Min[0], ext.Max[1]-ext.Min[1])
}

// appendConvexEdges appends to dst the edges of poly counter-clockwise,
// each with margin times its length, and reports false unless poly is
// one convex ring (decided exactly: every turn the same way, or
// straight; a ring's repeated points are skipped).
func appendConvexEdges(dst []floorEdge, poly geom.Polygon, margin float64) ([]floorEdge, bool) {
	if len(poly) != 1 {
		return dst, false
	}
	ring, e0 := poly[0], len(dst)
	n := len(ring)
	if n > 1 && ring[n-1] == ring[0] {
		n-- // the closing point
	}
	turn := 0
	for i := range n {
		a, b := ring[i], ring[(i+1)%n]
		if a == b {
			continue
		}
		c := ring[(i+2)%n]
		for k := 3; c == b && k <= n; k++ {
			c = ring[(i+k)%n]
		}
		o := geom.Orient2D(a, b, c)
		if o != 0 && turn != 0 && o != turn {
			return dst[:e0], false
		}
		turn = cmpOr(turn, o)
		dst = append(dst, floorEdge{p: a, e: orb.Point{b[0] - a[0], b[1] - a[1]}})
	}
	if turn == 0 {
		return dst[:e0], false
	}
	edges := dst[e0:]
	for i := range edges {
		e := &edges[i]
		if turn < 0 { // clockwise: run each edge the other way
			e.p, e.e = orb.Point{e.p[0] + e.e[0], e.p[1] + e.e[1]}, orb.Point{-e.e[0], -e.e[1]}
		}
		e.m = margin * math.Hypot(e.e[0], e.e[1])
	}
	return dst, true
}

// legFloor returns the floor of the leg from a to b: the cheapest rate
// times its length, and more where it runs deep inside floor areas (at
// each point, the dearest of the areas it is deep inside).
func (g *Ground) legFloor(s *search, a, b orb.Point) float64 {
	l := dist(a, b)
	floor := g.minPer * l
	if len(s.floors) == 0 || l == 0 {
		return floor
	}
	box := geom.Segment{A: a, B: b}.Bound()
	s.spans = s.spans[:0]
	if len(s.floors) <= scanMax {
		for i := range s.floors {
			if s.floors[i].box.Min[0] > box.Max[0] {
				break // so do all after it
			}
			s.addSpan(i, box, a, b)
		}
	} else {
		s.cands = g.appendCandidatesIn(s.cands[:0], box)
		for _, f := range s.cands {
			if i := s.floorAt[f]; i >= 0 {
				s.addSpan(int(i), box, a, b)
			}
		}
	}
	return floor + l*deepExtra(s.spans, g.minPer)
}

// addSpan adds to s.spans the part of the leg from a to b, whose box is
// box, deep inside floor area i, if there is one.
func (s *search) addSpan(i int, box orb.Bound, a, b orb.Point) {
	fa := &s.floors[i]
	if !meets(fa.box, box) {
		return
	}
	if t0, t1, ok := clipConvex(s.floorEdges[fa.e0:fa.e1], a, b); ok {
		s.spans = append(s.spans, floorSpan{t0, t1, fa.rate})
	}
}

// clipConvex returns the parameters of the part of the segment from a to
// b that lies deeper than each edge's margin inside the convex polygon
// of edges, and false if none does or the rounding leaves it in doubt.
func clipConvex(edges []floorEdge, a, b orb.Point) (t0, t1 float64, ok bool) {
	d := orb.Point{b[0] - a[0], b[1] - a[1]}
	t0, t1 = 0, 1
	for _, ed := range edges {
		// The depth inside the edge, times its length, is f0 + t·f1.
		f0 := ed.e[0]*(a[1]-ed.p[1]) - ed.e[1]*(a[0]-ed.p[0])
		f1 := ed.e[0]*d[1] - ed.e[1]*d[0]
		if math.Abs(f1) <= 1e-8*(math.Abs(ed.e[0])+math.Abs(ed.e[1]))*(math.Abs(d[0])+math.Abs(d[1])) {
			// Along the edge, as far as rounding can tell: deep all the
			// way, or left out.
			if f0-math.Abs(f1) < ed.m {
				return 0, 0, false
			}
			continue
		}
		t := (ed.m - f0) / f1
		if f1 > 0 {
			t0 = max(t0, t)
		} else {
			t1 = min(t1, t)
		}
		if !(t0 < t1) {
			return 0, 0, false
		}
	}
	return t0, t1, true
}

// deepExtra returns, per unit of the leg's length, what spans add to the
// cheapest rate: at each parameter, the dearest span over it.
func deepExtra(spans []floorSpan, minPer float64) float64 {
	extra := 0.0
	switch len(spans) {
	case 0:
	case 1:
		extra = (spans[0].t1 - spans[0].t0) * (spans[0].rate - minPer)
	default:
		// Between consecutive ends, the dearest span covering the piece.
		var ends [16]float64
		ts := ends[:0]
		for _, sp := range spans {
			ts = append(ts, sp.t0, sp.t1)
		}
		sortFloats(ts)
		for k := 0; k+1 < len(ts); k++ {
			lo, hi := ts[k], ts[k+1]
			rate := minPer
			for _, sp := range spans {
				if sp.t0 <= lo && hi <= sp.t1 {
					rate = max(rate, sp.rate)
				}
			}
			extra += (hi - lo) * (rate - minPer)
		}
	}
	return extra
}

// meets reports whether boxes a and b share a point.
func meets(a, b orb.Bound) bool {
	return a.Min[0] <= b.Max[0] && b.Min[0] <= a.Max[0] && a.Min[1] <= b.Max[1] && b.Min[1] <= a.Max[1]
}
