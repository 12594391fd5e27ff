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

// DefaultMaxReachPoints is the most lattice points [Ground.Reach]
// examines unless ReachOptions.MaxPoints says otherwise: a 48 × 48 in
// table at a tenth of an inch is 231,361 points.
const DefaultMaxReachPoints = 1 << 18

// Lattice is a grid of sample points: Bounds.Min + (i·Spacing,
// j·Spacing) for every i, j >= 0 that falls inside Bounds (closed),
// computed as Bounds.Min[0] + float64(i)*Spacing and likewise for y. The
// zero Bounds is the board's extent.
type Lattice struct {
	Bounds  orb.Bound
	Spacing float64
}

// Point returns lattice point (i, j), computed as the lattice says.
func (l Lattice) Point(i, j int) orb.Point {
	return orb.Point{l.Bounds.Min[0] + float64(i)*l.Spacing, l.Bounds.Min[1] + float64(j)*l.Spacing}
}

// ReachOptions say where [Ground.Reach] looks.
type ReachOptions struct {
	// Lattice is the grid of places asked about.
	Lattice Lattice
	// Steiner is the spacing of the Steiner points on feature edges, as
	// for CheapestPath; 0 means the lattice's spacing.
	Steiner float64
	// MaxPoints caps the lattice points within reach of the start (those
	// in the lattice's bounds and within allowance / the cheapest rate of
	// it); 0 means DefaultMaxReachPoints. More is an error.
	MaxPoints int
	// MaxGraphPoints caps the points of the search graph drawn round the
	// features within reach (before those out of reach are dropped); 0
	// means MaxSteinerPoints. More is an error: a coarser Steiner spacing
	// or a higher cap answers it. The search's work grows as its square.
	MaxGraphPoints int
}

// Reach is every lattice point a mover gets to within an allowance, with
// the cost and a path to each. Its slices belong to the [Tape] that
// found it, valid until the tape's next use.
type Reach struct {
	// From and Allowance are the question; Lattice is the lattice asked
	// about, its Bounds defaulted.
	From      orb.Point
	Allowance float64
	Lattice   Lattice
	// Places are the lattice points reached, row by row: by increasing
	// J, then I.
	Places []Place

	pts  []orb.Point // graph points; pts[0] is From
	prev []int32     // each graph point's predecessor, -1 for From
}

// Place is one lattice point reached.
type Place struct {
	// I and J are its lattice indices, At the point.
	I, J int
	At   orb.Point
	// Cost is what the path to it costs: at most the allowance.
	Cost float64

	via int32 // the graph point the path's last leg starts from
}

// AppendPath appends to dst the path to Places[i], from From: a polyline
// that [Ground.Cost] prices at Places[i].Cost. An i outside Places
// (no such place), or a Reach not found by Ground.Reach, appends
// nothing.
func (r Reach) AppendPath(dst orb.LineString, i int) orb.LineString {
	if i < 0 || i >= len(r.Places) {
		return dst // no such place: no path
	}
	p := r.Places[i]
	n := len(dst)
	dst = append(dst, p.At)
	for v, k := p.via, 0; v >= 0; v, k = r.prev[v], k+1 {
		if int(v) >= len(r.pts) || int(v) >= len(r.prev) || k > len(r.pts) {
			return dst[:n] // not the search's tree
		}
		dst = append(dst, r.pts[v])
	}
	slices.Reverse(dst[n:])
	return dst
}

// Path returns the path to Places[i] in a new slice (see AppendPath).
func (r Reach) Path(i int) orb.LineString { return r.AppendPath(nil, i) }

// Find returns the index in Places of lattice point (i, j), and false if
// it was not reached. It costs O(log n) for n places.
func (r Reach) Find(i, j int) (int, bool) {
	return slices.BinarySearchFunc(r.Places, [2]int{i, j}, func(p Place, k [2]int) int {
		if p.J != k[1] {
			return p.J - k[1]
		}
		return p.I - k[0]
	})
}

// Near returns the index in Places of the lattice point nearest p, and
// false if that point was not reached: the place a mover aiming at p
// would stop on. Nearest is per axis: the column and the row whose
// coordinates (as [Lattice.Point] computes them) lie nearest p's,
// within the lattice's bounds (a p outside them goes to the nearest
// point on their edge); a coordinate exactly halfway between two goes to
// the lower index. The distances are compared in floating point. A p
// that is not finite, or a lattice whose spacing is not positive and
// finite, has no nearest point (false). It costs O(log n) for n places.
func (r Reach) Near(p orb.Point) (int, bool) {
	l := r.Lattice
	if !(l.Spacing > 0) || math.IsInf(l.Spacing, 1) {
		return 0, false
	}
	var ij [2]int
	for k := range 2 {
		i, ok := nearIndex(l.Bounds.Min[k], l.Bounds.Max[k], l.Spacing, p[k])
		if !ok {
			return 0, false
		}
		ij[k] = i
	}
	return r.Find(ij[0], ij[1])
}

// nearIndex returns the index i >= 0 whose lattice coordinate lo +
// i·sp, at most hi, lies nearest v (the lower on a tie), and false if v
// or the bounds are not finite, or the index would not fit an int32.
func nearIndex(lo, hi, sp, v float64) (int, bool) {
	q, last := (v-lo)/sp, math.Floor((hi-lo)/sp)
	if math.IsNaN(q) || math.IsInf(q, 0) || math.IsNaN(last) || !(last < math.MaxInt32) {
		return 0, false
	}
	n := max(int(last), 0)
	for n > 0 && lo+float64(n)*sp > hi {
		n-- // the quotient rounded up past the last point
	}
	for n+1 < math.MaxInt32 && lo+float64(n+1)*sp <= hi {
		n++ // or down, short of it
	}
	i := int(min(max(math.Floor(q), 0), float64(n)))
	// The quotient may be off by one: the nearest of i-1, i, i+1.
	best, bestD := -1, math.Inf(1)
	for c := max(i-1, 0); c <= min(i+1, n); c++ {
		if d := math.Abs(v - (lo + float64(c)*sp)); d < bestD {
			best, bestD = c, d
		}
	}
	return best, best >= 0
}

// reachState is the scratch space of Reach, kept by a Tape: the
// search over the graph (its points, costs, predecessors and settled
// order), and the places.
type reachState struct {
	search
	places []Place
	below  []int32 // the graph point each column's last place came from
	cands  []int
	whole  orb.LineString
}

// slack is the relative margin of Reach's lower bounds: the MP a leg
// costs is at least the cheapest rate times its length less the rounding
// of its stretches, far less than a relative 1e-9.
const slack = 1e-9

// Reach returns every point of a lattice that a mover starting at from
// reaches with allowance MP, with the cost of the cheapest path found to
// each and the path: all the places a model can move to, on a grid the
// caller chooses. It searches with t, or a fresh Tape if t is nil.
//
// The paths are those of [Ground.CheapestPath] with spacing
// opt.Steiner: a Dijkstra search from from over the graph of Steiner
// points (the vertices and edge points of the features, round their
// offsets for a base with a clearance), then, for each lattice point q,
// the cheapest last leg from a graph point. Each leg is priced by
// [Ground.Cost], so a path honours the terrain's rates, crossing costs,
// climbs, impassable features and the base's clearance, and a place's
// Cost is what Cost says of its path. Its cost agrees with
// CheapestPath(from, q, opt.Steiner) and carries the same error bound,
// and no path is cheaper than the true cheapest path. (Where legs do not
// add up to the whole, a climb on a joint between legs or
// PerStartedUnit rounding, each path is measured again as a whole, and
// a place whose whole path costs more than the allowance is left out.)
//
// Only what may lie within reach is searched: lattice points and graph
// points whose distance from from times the cheapest rate on the board
// (open ground included) is at most the allowance. The work is O(n² +
// m·n) leg measurements for the n graph points and m lattice points
// within reach, far fewer in practice: a candidate leg is measured only
// if its lower bound (the cheapest rate times its length, or its floor:
// see CheapestPath) could improve on the best found, and the search
// over the graph is CheapestPath's, lazy and with the same ties. n is at most opt.MaxGraphPoints (default
// [MaxSteinerPoints]), m at most opt.MaxPoints (default
// [DefaultMaxReachPoints]), both checked before the search.
//
// Errors: from off the board or not finite, a start where the mover may
// not stand (a base that overlaps an impassable Area or Line or hangs
// over the board's edge, such as a base of radius 0.5 at x = 0.2; a
// point inside an impassable Area), named with the clearance and what is
// in the way, an allowance negative or not finite, a lattice spacing not positive and finite, lattice bounds not
// finite or empty, a Steiner spacing negative or not finite, a negative
// cap, more lattice points within reach than MaxPoints, or more graph
// points than MaxGraphPoints.
func (g *Ground) Reach(t *Tape, from orb.Point, allowance float64, opt ReachOptions) (Reach, error) {
	if err := g.ready(); err != nil {
		return Reach{}, err
	}
	if t == nil {
		t = new(Tape)
	}
	lat, err := g.checkReach(from, allowance, &opt)
	if err != nil {
		return Reach{}, err
	}
	if t.reach == nil {
		t.reach = new(reachState)
	}
	rs := t.reach
	res := Reach{From: from, Allowance: allowance, Lattice: lat}
	rs.places, rs.legs = rs.places[:0], 0
	if err := g.standError(t, "reach", from); err != nil {
		return Reach{}, err
	}
	// The window within reach, and the lattice points in it.
	ext := g.board.Extent()
	near := ext
	if g.minPer > 0 {
		rad := allowance / g.minPer * (1 + slack)
		near = intersect(near, orb.Bound{Min: orb.Point{from[0] - rad, from[1] - rad}, Max: orb.Point{from[0] + rad, from[1] + rad}})
	}
	win := intersect(near, lat.Bounds)
	i0, i1, j0, j1, n := latticeRange(lat, win)
	if maxPts := cmpOr(opt.MaxPoints, DefaultMaxReachPoints); n > float64(maxPts) {
		return Reach{}, fmt.Errorf("ground: reach: %.0f lattice points to examine within reach, more than ReachOptions.MaxPoints %d", n, maxPts)
	}
	// The graph, and the search from from.
	rs.pts = append(rs.pts[:0], from)
	limit := cmpOr(opt.MaxGraphPoints, MaxSteinerPoints)
	if rs.pts, err = g.appendGraphPoints(rs.pts, opt.Steiner, &near, limit); err != nil {
		return Reach{}, fmt.Errorf("ground: reach: Steiner spacing %v: more than ReachOptions.MaxGraphPoints %d graph points within reach", opt.Steiner, limit)
	}
	rs.pts = g.withinReach(rs.pts, from, allowance)
	g.search(t, &rs.search, goal{target: -1, bound: allowance}, nil)
	res.pts, res.prev = rs.pts, rs.prev
	g.reachLattice(t, rs, lat, win, allowance, [4]int{i0, i1, j0, j1})
	res.Places = rs.places
	if !g.legsAddUp() {
		g.measureWhole(t, rs, &res)
	}
	return res, nil
}

// reachLattice appends to rs.places the points of lattice lat in win,
// in the index ranges ix (i0, i1, j0, j1), that are reached within the
// allowance, row by row. Each point tries first the graph points its
// neighbours' paths came from, to the left and below: the best is
// usually one of them, and then few other legs survive the lower bound.
func (g *Ground) reachLattice(t *Tape, rs *reachState, lat Lattice, win orb.Bound, allowance float64, ix [4]int) {
	i0, i1, j0, j1 := ix[0], ix[1], ix[2], ix[3]
	from := rs.pts[0]
	if w := i1 - i0 + 1; w > 0 {
		rs.below = slices.Grow(rs.below[:0], w)[:w]
		clear(rs.below)
	}
	for j := j0; j <= j1; j++ {
		left := int32(0)
		for i := i0; i <= i1; i++ {
			q := lat.Point(i, j)
			if !win.Contains(q) || g.minPer*dist(from, q)*(1-slack) > allowance || !g.baseClear(q) {
				continue
			}
			c, via := g.lastLeg(t, rs, q, [2]int32{left, rs.below[i-i0]}, allowance, g.endRate(rs, q))
			if c <= allowance {
				rs.places = append(rs.places, Place{I: i, J: j, At: q, Cost: c, via: via})
				left, rs.below[i-i0] = via, via
			}
		}
	}
}

// checkReach returns Reach's error for bad input, and the lattice with
// its Bounds defaulted; it defaults opt.Steiner.
func (g *Ground) checkReach(from orb.Point, allowance float64, opt *ReachOptions) (Lattice, error) {
	if err := g.checkPath(orb.LineString{from}); err != nil {
		return Lattice{}, err
	}
	if !(allowance >= 0) || math.IsInf(allowance, 1) {
		return Lattice{}, fmt.Errorf("ground: allowance %v: want a finite non-negative number", allowance)
	}
	lat, err := g.checkLattice(opt.Lattice)
	if err != nil {
		return Lattice{}, err
	}
	if opt.Steiner == 0 {
		opt.Steiner = lat.Spacing
	}
	if !(opt.Steiner > 0) || math.IsInf(opt.Steiner, 1) {
		return Lattice{}, fmt.Errorf("ground: Steiner spacing %v: want a positive finite number", opt.Steiner)
	}
	if opt.MaxPoints < 0 || opt.MaxGraphPoints < 0 {
		return Lattice{}, errors.New("ground: ReachOptions.MaxPoints or MaxGraphPoints is negative")
	}
	return lat, nil
}

// checkLattice returns the lattice l with its Bounds defaulted, or an
// error for a spacing not positive and finite, bounds not finite or
// empty.
func (g *Ground) checkLattice(l Lattice) (Lattice, error) {
	if !(l.Spacing > 0) || math.IsInf(l.Spacing, 1) {
		return Lattice{}, fmt.Errorf("ground: lattice spacing %v: want a positive finite number", l.Spacing)
	}
	if l.Bounds == (orb.Bound{}) {
		l.Bounds = g.board.Extent()
	}
	b := l.Bounds
	for _, v := range []float64{b.Min[0], b.Min[1], b.Max[0], b.Max[1]} {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return Lattice{}, fmt.Errorf("ground: lattice bounds %v: not finite", b)
		}
	}
	if b.Min[0] > b.Max[0] || b.Min[1] > b.Max[1] {
		return Lattice{}, fmt.Errorf("ground: lattice bounds %v: empty", b)
	}
	return l, nil
}

// latticeRange returns the range of lattice indices whose points may lie
// in win, and how many points that is (as a float: it may be huge).
func latticeRange(lat Lattice, win orb.Bound) (i0, i1, j0, j1 int, n float64) {
	if win.Min[0] > win.Max[0] || win.Min[1] > win.Max[1] {
		return 0, -1, 0, -1, 0
	}
	sp, o := lat.Spacing, lat.Bounds.Min
	fi0, fi1 := math.Max(0, math.Ceil((win.Min[0]-o[0])/sp)-1), math.Floor((win.Max[0]-o[0])/sp)+1
	fj0, fj1 := math.Max(0, math.Ceil((win.Min[1]-o[1])/sp)-1), math.Floor((win.Max[1]-o[1])/sp)+1
	n = (fi1 - fi0 + 1) * (fj1 - fj0 + 1)
	if !(n <= float64(math.MaxInt32)) {
		return 0, -1, 0, -1, math.Inf(1)
	}
	return int(fi0), int(fi1), int(fj0), int(fj1), n
}

// intersect returns the intersection of boxes a and b (empty, Min > Max
// somewhere, if they do not meet).
func intersect(a, b orb.Bound) orb.Bound {
	return orb.Bound{
		Min: orb.Point{max(a.Min[0], b.Min[0]), max(a.Min[1], b.Min[1])},
		Max: orb.Point{min(a.Max[0], b.Max[0]), min(a.Max[1], b.Max[1])},
	}
}

func cmpOr(a, b int) int {
	if a != 0 {
		return a
	}
	return b
}

// withinReach returns pts (pts[0] the start) without the points farther
// from the start than the allowance can pay for at the cheapest rate.
func (g *Ground) withinReach(pts []orb.Point, from orb.Point, allowance float64) []orb.Point {
	out := pts[:1]
	for _, p := range pts[1:] {
		if g.minPer*dist(from, p)*(1-slack) <= allowance {
			out = append(out, p)
		}
	}
	return out
}

// endRate is what every leg to a point pays over its last stretch: the
// rate in force round the point, out to the nearest edge of an Area.
type endRate struct {
	rate, within float64
}

// bound returns the lower bound of the cost of a leg of length l that
// ends at the point: the rate round it over the last stretch, the
// cheapest rate before.
func (e endRate) bound(minPer, l float64) float64 {
	m := min(l, e.within)
	return e.rate*m + minPer*(l-m)
}

// endRate returns the rate in force round q and how far it holds: how
// far the centre may move from q before the areas it pays for change
// (for a point mover, those it is in; for a base paying for any part of
// it, those it overlaps), less a margin for rounding; 0 unless q lies in
// an area dearer than the cheapest rate. The rate is +Inf if a point
// mover at q lies inside an impassable Area.
func (g *Ground) endRate(rs *reachState, q orb.Point) endRate {
	re := 0.0 // how far the mover reaches round its centre
	if g.anyPart() {
		re = g.opt.Clearance
	}
	p := piece{gov: -1, rate: g.opt.Open}
	within := math.Inf(1)
	rs.cands = g.areasNear(rs.cands[:0], grow(orb.Bound{Min: q, Max: q}, re))
	for _, f := range rs.cands {
		imp := g.rates[f].Impassable
		if imp && re > 0 {
			continue // a base keeps clear of those (baseClear)
		}
		ds, in := signedDist(q, g.polygon(f))
		if in || re > 0 && ds < re {
			g.overlap(&p, f, imp)
		}
		within = min(within, math.Abs(ds-re))
	}
	switch {
	case p.imp:
		return endRate{rate: math.Inf(1), within: math.Inf(1)}
	case p.gov < 0 || p.rate <= g.minPer:
		return endRate{rate: g.minPer}
	}
	// The areas farther off that the mover would meet first.
	rs.cands = g.areasNear(rs.cands[:0], grow(orb.Bound{Min: q, Max: q}, re+within))
	for _, f := range rs.cands {
		if g.rates[f].Impassable && re > 0 {
			continue
		}
		ds, _ := signedDist(q, g.polygon(f))
		within = min(within, math.Abs(ds-re))
	}
	margin := 1e-12 * (math.Abs(q[0]) + math.Abs(q[1]) + re + 1)
	return endRate{rate: p.rate, within: max(within*(1-slack)-margin, 0)}
}

// signedDist returns the distance from q to the edges of poly, negated
// when q lies inside (rounded), and whether it does.
func signedDist(q orb.Point, poly geom.Polygon) (float64, bool) {
	d := boundaryDist(q, poly)
	if poly.Locate(q) == geom.Inside {
		return -d, true
	}
	return d, false
}

// areasNear appends the rated Area features whose bounding box meets b.
func (g *Ground) areasNear(dst []int, b orb.Bound) []int {
	n := len(dst)
	if g.boxes != nil {
		for f, bb := range g.boxes {
			if bb.Min[0] <= b.Max[0] && b.Min[0] <= bb.Max[0] && bb.Min[1] <= b.Max[1] && b.Min[1] <= bb.Max[1] {
				dst = append(dst, f)
			}
		}
	} else {
		dst = g.board.AppendCandidatesInBound(dst, b)
	}
	out := dst[:n]
	for _, f := range dst[n:] {
		if g.shape[f] == terrain.Area && !g.rates[f].Ignore {
			out = append(out, f)
		}
	}
	return out
}

// boundaryDist returns the distance from q to the edges of poly, rounded.
func boundaryDist(q orb.Point, poly geom.Polygon) float64 {
	d := math.Inf(1)
	for _, ring := range poly {
		d = min(d, geom.PointLineStringDistance(q, orb.LineString(ring)))
	}
	return d
}

// lastLeg returns the cheapest cost of reaching q through a settled graph
// point and a last straight leg, and that point, trying hint first; the
// cost is +Inf if none is within the allowance. Every leg to q pays end
// over its last stretch.
func (g *Ground) lastLeg(t *Tape, rs *reachState, q orb.Point, hint [2]int32, allowance float64, end endRate) (float64, int32) {
	best, via := math.Inf(1), int32(-1)
	if math.IsInf(end.rate, 1) {
		return best, via
	}
	try := func(v int32) {
		dv := rs.dist[v]
		if lb := (dv + end.bound(g.minPer, dist(rs.pts[v], q))) * (1 - slack); lb > allowance || lb > best {
			return
		}
		// A leg whose floor rules it out is not priced (not exact).
		if c, exact := g.legCost(t, &rs.search, rs.pts[v], q, dv, min(best, allowance)); exact && dv+c < best {
			best, via = dv+c, v
		}
	}
	try(hint[0])
	if hint[1] != hint[0] {
		try(hint[1])
	}
	for _, v := range rs.settled {
		if rs.dist[v] > best {
			break // settled by distance: no later point can do better
		}
		if v != hint[0] && v != hint[1] {
			try(v)
		}
	}
	return best, via
}

// legsAddUp reports whether a path's cost is always the sum of its legs'
// costs measured one by one, so that Reach's sums need no second
// measurement: not under PerStartedUnit rounding, nor where a climb can
// fall on a joint between legs.
func (g *Ground) legsAddUp() bool {
	if g.opt.Rounding == PerStartedUnit {
		return false
	}
	c := g.opt.Climb
	if c.PerRise == 0 && c.PerDrop == 0 && c.MaxRise == 0 {
		return true
	}
	return !slices.Contains(g.hasH, true)
}

// measureWhole prices each place's path of several legs as a whole, and
// leaves out those that then cost more than the allowance or are
// blocked.
func (g *Ground) measureWhole(t *Tape, rs *reachState, res *Reach) {
	out := res.Places[:0]
	for i, p := range res.Places {
		if p.via > 0 {
			rs.whole = res.AppendPath(rs.whole[:0], i)
			pc, err := g.Cost(t, rs.whole)
			if err != nil || pc.Blocked || pc.Total > res.Allowance {
				continue
			}
			p.Cost = pc.Total
		}
		out = append(out, p)
	}
	res.Places = out
	rs.places = out
}
