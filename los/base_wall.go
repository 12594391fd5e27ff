package los

import (
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// A wall of overlapping bases: the proof that no sight line exists when
// blocker discs that overlap one another reach across the space between
// the bases (a crowd, a line of models), which the search could only
// reach by trying every pair of them.
//
// Every sight segment lies in the hull of the two closed bases, so in the
// stadium S of points within the larger radius of the centre segment
// [F, T]. Let P be a curve made of pieces each inside one blocker disc's
// interior (open), that meets neither closed base, and let J be P closed
// up either by itself (a loop) or, when both its ends lie outside S, by a
// path outside S (which exists: the outside of a convex set is
// connected). If a path from F to T crosses J an odd number of times, F
// and T lie on different sides of J (even-odd); each closed base, being
// connected and disjoint from J, lies wholly on its centre's side; so
// every segment from one base to the other meets J, and, lying in S, meets
// P: it passes through a blocker's interior and is blocked.
//
// The curve is built in a graph: a node per active blocker disc and one
// for "outside S"; an edge joins two discs when a point z is shown, by
// exact tests, to lie in both interiors (the path c1 -> z -> c2 between
// their centres), and a disc to outside when a point of its interior
// beyond S is shown (the path from its centre to that point). Each edge
// carries the parity of its path's crossings with [F, T], counted exactly
// (Orient2D) as crossings with the segment moved off the centre line by
// an infinitesimal step, so a point on that line counts on one fixed side.
// A cycle of odd parity is such a curve: a union-find with parities finds
// one as soon as an edge closes it. Leaving edges out can only miss a
// proof, never make a false one, so the graph needs only enough edges to
// keep each crowd connected: the discs are sorted into a grid whose cells
// are small enough that two discs of a cell usually overlap; each cell's
// discs are chained, and two chained cells are joined by one edge (any
// other edge between them closes a cycle inside the box of the two cells,
// which is even when that box holds neither centre). Cells that fail that
// test get every pair, within a budget that bounds the work.

// wallSpace is the workspace of wallOfDiscs.
type wallSpace struct {
	nodes  []wallNode
	parent []int32
	parity []uint8 // the parity of the path from a node to its parent
	start  []int32 // the grid: nodes of cell c are order[start[c]:start[c+1]]
	order  []int32
	full   []bool // a cell's nodes are chained by edges inside it
	// The query's geometry.
	from, to geom.Disc
	axis     geom.Segment
	reach    float64
	min      orb.Point
	h        float64
	nx, ny   int
	rng      int // the farthest cell offset at which two discs may overlap
	budget   int
}

type wallNode struct {
	d    geom.Disc
	free bool // the closed disc misses both closed bases
}

// wallRange caps the farthest cell offset, in each direction, at which
// two cells are joined: an overlap of discs whose centres lie more than
// two cells apart (2.8 times the smallest radius) may be left out.
const wallRange = 3

// wallOfDiscs reports, top-down, that the active blocker discs wall the
// bases off from each other (see above). False means only "not shown
// here"; the search decides. Among fewer than wallMin active blockers the
// search is quick, and it is not tried.
func (w *BaseSolver) wallOfDiscs(q *BaseQuery) bool {
	if q.Diagonal || w.plain || len(w.active) < wallMin {
		return false
	}
	return w.wall.proves(q, w.active)
}

// wallMin is the number of active blockers from which wallOfDiscs tries.
const wallMin = 24

// proves reports whether the discs among blockers active of q are shown
// to wall the bases off, top-down. It costs O(m) exact tests and memory
// for m discs (at most wallBudget·m edge tests).
func (ws *wallSpace) proves(q *BaseQuery, active []int) bool {
	ws.nodes = ws.nodes[:0]
	ws.from, ws.to = q.From, q.To
	ws.axis = geom.Segment{A: q.From.Center, B: q.To.Center}
	ws.reach = max(q.From.R, q.To.R)
	for _, i := range active {
		b := &q.Blockers[i]
		if len(b.Poly) > 0 {
			continue
		}
		free := q.From.CmpDistance(b.Disc, 0) > 0 && q.To.CmpDistance(b.Disc, 0) > 0
		ws.nodes = append(ws.nodes, wallNode{b.Disc, free})
	}
	m := len(ws.nodes)
	if m < 2 {
		return false
	}
	ws.budget = wallBudget * m
	ws.reset(m + 1)
	for k := range ws.nodes {
		if ws.outsideEdge(k) {
			return true
		}
	}
	ws.grid()
	for c := range ws.full {
		if ws.chainCell(c) {
			return true
		}
	}
	for c := range ws.full {
		if ws.joinCell(c) {
			return true
		}
	}
	return false
}

// wallBudget bounds the exact edge tests of wallOfDiscs, per disc.
const wallBudget = 16

func (ws *wallSpace) reset(n int) {
	ws.parent = ws.parent[:0]
	ws.parity = ws.parity[:0]
	for k := range n {
		ws.parent = append(ws.parent, int32(k))
		ws.parity = append(ws.parity, 0)
	}
}

// find returns x's root and the parity of the path from x to it,
// compressing the path.
func (ws *wallSpace) find(x int32) (int32, uint8) {
	r, p := x, uint8(0)
	for ws.parent[r] != r {
		p ^= ws.parity[r]
		r = ws.parent[r]
	}
	// Compress: each node on the way points at r with its own parity.
	for q := p; ws.parent[x] != x; {
		next, px := ws.parent[x], ws.parity[x]
		ws.parent[x], ws.parity[x] = r, q
		q ^= px
		x = next
	}
	return r, p
}

// union adds the edge a-b of parity p and reports whether it closes an
// odd cycle.
func (ws *wallSpace) union(a, b int32, p uint8) bool {
	ra, pa := ws.find(a)
	rb, pb := ws.find(b)
	if ra == rb {
		return pa^pb^p == 1
	}
	ws.parent[rb], ws.parity[rb] = ra, pa^pb^p
	return false
}

// outsideEdge joins disc k to the outside of S when a point of its
// interior lies beyond S: the point at almost its radius from its centre,
// away from the centre segment.
func (ws *wallSpace) outsideEdge(k int) bool {
	d := ws.nodes[k].d
	a, b := ws.axis.A, ws.axis.B
	dx, dy := b[0]-a[0], b[1]-a[1]
	t := 0.0
	if l2 := dx*dx + dy*dy; l2 > 0 {
		t = min(max(((d.Center[0]-a[0])*dx+(d.Center[1]-a[1])*dy)/l2, 0), 1)
	}
	ux, uy := d.Center[0]-(a[0]+t*dx), d.Center[1]-(a[1]+t*dy)
	if ux == 0 && uy == 0 {
		ux, uy = -dy, dx
	}
	l := math.Hypot(ux, uy)
	if !(l > 0) || math.IsInf(l, 0) {
		return false
	}
	s := d.R * (1 - 0x1p-20) / l
	e := orb.Point{d.Center[0] + ux*s, d.Center[1] + uy*s}
	if ws.axis.CmpDistanceToPoint(e, ws.reach) <= 0 || !d.MeetsInterior(geom.Segment{A: e, B: e}) {
		return false
	}
	p, ok := ws.path(k, d.Center, e)
	return ok && ws.union(int32(k), int32(len(ws.nodes)), p)
}

// path checks the piece a-b of a path inside disc k: it must miss both
// closed bases (it does when the disc does). It returns the parity of its
// crossings with the centre segment.
func (ws *wallSpace) path(k int, a, b orb.Point) (uint8, bool) {
	if !ws.nodes[k].free {
		s := geom.Segment{A: a, B: b}
		if ws.from.CmpDistanceToSegment(s, 0) <= 0 || ws.to.CmpDistanceToSegment(s, 0) <= 0 {
			return 0, false
		}
	}
	return crossParity(ws.axis, a, b)
}

// crossParity returns 1 when the segment a-b crosses the centre segment f
// moved off its line by an infinitesimal step (a point on the line counts
// as on its left), exactly, and 0 when it does not. It fails when a-b
// passes through an end of f, which a piece that misses the bases never
// does.
func crossParity(f geom.Segment, a, b orb.Point) (uint8, bool) {
	if (geom.Orient2D(f.A, f.B, a) >= 0) == (geom.Orient2D(f.A, f.B, b) >= 0) {
		return 0, true
	}
	s1, s2 := geom.Orient2D(a, b, f.A), geom.Orient2D(a, b, f.B)
	if s1 == 0 || s2 == 0 {
		return 0, false
	}
	if s1 != s2 {
		return 1, true
	}
	return 0, true
}

// edge tries to join discs k and l through a point of both interiors,
// and reports whether the edge closes an odd cycle; ok says whether it
// was added.
func (ws *wallSpace) edge(k, l int32) (odd, ok bool) {
	if ws.budget <= 0 {
		return false, false
	}
	ws.budget--
	dk, dl := ws.nodes[k].d, ws.nodes[l].d
	vx, vy := dl.Center[0]-dk.Center[0], dl.Center[1]-dk.Center[1]
	dist := math.Hypot(vx, vy)
	if !(dist < dk.R+dl.R) {
		return false, false
	}
	// The middle of the stretch of the centres' segment inside both.
	z := dk.Center
	if dist > 0 {
		t := min(max((dk.R+dist-dl.R)/2/dist, 0), 1)
		z = orb.Point{dk.Center[0] + t*vx, dk.Center[1] + t*vy}
	}
	zz := geom.Segment{A: z, B: z}
	if !dk.MeetsInterior(zz) || !dl.MeetsInterior(zz) {
		return false, false
	}
	p1, ok1 := ws.path(int(k), dk.Center, z)
	p2, ok2 := ws.path(int(l), z, dl.Center)
	if !ok1 || !ok2 {
		return false, false
	}
	return ws.union(k, l, p1^p2), true
}

// grid sorts the nodes into square cells of side h, small enough that two
// discs of the smallest radius in one cell overlap, but with at most
// about 4m cells.
func (ws *wallSpace) grid() {
	m := len(ws.nodes)
	inf := math.Inf(1)
	lo, hi := orb.Point{inf, inf}, orb.Point{-inf, -inf}
	rmin, rmax := inf, 0.0
	for _, n := range ws.nodes {
		c := n.d.Center
		lo[0], lo[1] = min(lo[0], c[0]), min(lo[1], c[1])
		hi[0], hi[1] = max(hi[0], c[0]), max(hi[1], c[1])
		rmin, rmax = min(rmin, n.d.R), max(rmax, n.d.R)
	}
	wd, ht := hi[0]-lo[0], hi[1]-lo[1]
	limit := float64(4*m + 16)
	ws.h = max(1.41*rmin, math.Sqrt(wd*ht/limit), max(wd, ht)/limit)
	ws.rng = min(wallRange, int(2*rmax/ws.h)+1)
	ws.min = lo
	ws.nx, ws.ny = int(wd/ws.h)+1, int(ht/ws.h)+1
	cells := ws.nx * ws.ny
	ws.start = zeroed(ws.start, cells+1)
	ws.full = zeroed(ws.full, cells)
	ws.order = zeroed(ws.order, m)
	for _, n := range ws.nodes {
		ws.start[ws.cellOf(n.d.Center)+1]++
	}
	for c := range cells {
		ws.start[c+1] += ws.start[c]
	}
	ws.fillOrder()
}

// zeroed returns s resized to n zero elements, reusing its array.
func zeroed[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// fillOrder places each node in its cell's part of order, in index order.
func (ws *wallSpace) fillOrder() {
	cells := ws.nx * ws.ny
	// start[c] moves on as cell c fills; shift it back after.
	for k, n := range ws.nodes {
		c := ws.cellOf(n.d.Center)
		ws.order[ws.start[c]] = int32(k)
		ws.start[c]++
	}
	copy(ws.start[1:], ws.start[:cells])
	ws.start[0] = 0
}

func (ws *wallSpace) cellOf(p orb.Point) int {
	ix := min(max(int((p[0]-ws.min[0])/ws.h), 0), ws.nx-1)
	iy := min(max(int((p[1]-ws.min[1])/ws.h), 0), ws.ny-1)
	return iy*ws.nx + ix
}

// cellBox returns the box of the cells from (ix0, iy0) to (ix1, iy1),
// padded by a little more than the rounding of the nodes' cells.
func (ws *wallSpace) cellBox(ix0, iy0, ix1, iy1 int) orb.Bound {
	pad := ws.h / 64
	return orb.Bound{
		Min: orb.Point{ws.min[0] + float64(ix0)*ws.h - pad, ws.min[1] + float64(iy0)*ws.h - pad},
		Max: orb.Point{ws.min[0] + float64(ix1+1)*ws.h + pad, ws.min[1] + float64(iy1+1)*ws.h + pad},
	}
}

// holdsCentre reports whether box b may hold either base's centre, near
// which cycles are not even: there every pair is tried.
func (ws *wallSpace) holdsCentre(b orb.Bound) bool {
	return b.Contains(ws.from.Center) || b.Contains(ws.to.Center)
}

// chainCell chains the nodes of cell c, each to the next; a cell near a
// base's centre, or one whose chain breaks, gets every pair.
func (ws *wallSpace) chainCell(c int) bool {
	nodes := ws.order[ws.start[c]:ws.start[c+1]]
	ix, iy := c%ws.nx, c/ws.nx
	full := !ws.holdsCentre(ws.cellBox(ix, iy, ix, iy))
	for k := 1; full && k < len(nodes); k++ {
		odd, ok := ws.edge(nodes[k-1], nodes[k])
		if odd {
			return true
		}
		full = ok
	}
	ws.full[c] = full
	if full {
		return false
	}
	return ws.allPairs(nodes, nodes, true)
}

// joinCell joins cell c to the cells after it within wallRange: by one
// edge when both are chained and their box holds neither centre, by every
// pair otherwise.
func (ws *wallSpace) joinCell(c int) bool {
	a := ws.order[ws.start[c]:ws.start[c+1]]
	if len(a) == 0 {
		return false
	}
	ix, iy := c%ws.nx, c/ws.nx
	for dy := 0; dy <= ws.rng; dy++ {
		for dx := -ws.rng; dx <= ws.rng; dx++ {
			if dy == 0 && dx <= 0 {
				continue // each pair of cells once
			}
			jx, jy := ix+dx, iy+dy
			if jx < 0 || jx >= ws.nx || jy >= ws.ny {
				continue
			}
			d := jy*ws.nx + jx
			b := ws.order[ws.start[d]:ws.start[d+1]]
			if len(b) == 0 {
				continue
			}
			box := ws.cellBox(min(ix, jx), iy, max(ix, jx), jy)
			if ws.full[c] && ws.full[d] && !ws.holdsCentre(box) {
				if odd, _ := ws.edge(ws.nearest(a, ws.cellBox(jx, jy, jx, jy)), ws.nearest(b, ws.cellBox(ix, iy, ix, iy))); odd {
					return true
				}
				continue
			}
			if ws.allPairs(a, b, false) {
				return true
			}
		}
	}
	return false
}

// nearest returns the node of ns whose disc reaches nearest to box b.
func (ws *wallSpace) nearest(ns []int32, b orb.Bound) int32 {
	best, bestD := ns[0], math.Inf(1)
	for _, k := range ns {
		d := ws.nodes[k].d
		gx := max(b.Min[0]-d.Center[0], 0, d.Center[0]-b.Max[0])
		gy := max(b.Min[1]-d.Center[1], 0, d.Center[1]-b.Max[1])
		if g := math.Hypot(gx, gy) - d.R; g < bestD {
			best, bestD = k, g
		}
	}
	return best
}

// allPairs tries every pair of a node of a and a node of b (of a alone,
// each pair once, when same), within the budget.
func (ws *wallSpace) allPairs(a, b []int32, same bool) bool {
	for i, k := range a {
		from := 0
		if same {
			from = i + 1
		}
		for _, l := range b[from:] {
			if ws.budget <= 0 {
				return false
			}
			if odd, _ := ws.edge(k, l); odd {
				return true
			}
		}
	}
	return false
}
