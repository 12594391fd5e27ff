package hexsight

import (
	"math"
	"slices"
	"sort"

	"github.com/warkit/warkit/geom/hex"
)

// The angular profile of a field of view: what the lines from the
// observer may meet, and what they meet for sure, direction by
// direction, as seen from the rings swept so far (fov.go).
//
// Directions are exact. Hex centres and vertices, taken relative to the
// observer, are points of the tripled axial lattice (a centre c is 3c, a
// vertex 3c plus one of cornerOff), and axial coordinates are a linear
// image of the plane: it keeps lines, convexity and the order of
// directions about the observer, so directions compare by the sign of an
// integer cross product, exactly.

// lvec is a vector of the tripled axial lattice, relative to the
// observer.
type lvec struct{ q, r int64 }

func lvecOf(h hex.Hex) lvec { return lvec{int64(h.Q), int64(h.R)} }

// tripled returns the lattice vector of the centre of h: 3h.
func tripled(h hex.Hex) lvec { return lvec{3 * int64(h.Q), 3 * int64(h.R)} }

func (a lvec) add(b lvec) lvec { return lvec{a.q + b.q, a.r + b.r} }

// The lattice's constants: the six directions, the six vertices of the
// hex at the origin (cornerOff[d] is shared with the neighbours in
// directions d and d+1: 3 × the centroid of the three centres), and turn,
// the sign of cross(a, b) when b follows a along hex.Ring, which runs
// counterclockwise in the sense used here. Angles are measured from
// direction 0, where every ring starts.
var dirVec, cornerOff, turn = func() (dv, co [6]lvec, turn int64) {
	for d := range hex.Direction(6) {
		dv[d] = lvecOf(d.Vector())
	}
	for d := range 6 {
		co[d] = dv[d].add(dv[(d+1)%6])
	}
	turn = 1
	if cross(dv[0], dv[1]) < 0 {
		turn = -1
	}
	return dv, co, turn
}()

func cross(a, b lvec) int64 { return a.q*b.r - a.r*b.q }

// ccw is the cross product in the sense of the rings: positive when b
// lies counterclockwise of a (less than half a turn on).
func ccw(a, b lvec) int64 { return turn * cross(a, b) }

// half returns 0 for a direction in [0, π) from direction 0, 1 for one in
// [π, 2π).
func half(u lvec) int {
	c := ccw(dirVec[0], u)
	if c > 0 || c == 0 && 2*u.q+u.r > 0 { // c == 0: along direction 0 or against it
		return 0
	}
	return 1
}

// dir is the direction of a vector (not zero) of the lattice, with its
// half turn, so that two compare by one cross product.
type dir struct {
	v lvec
	h int
}

func dirOf(v lvec) dir { return dir{v, half(v)} }

// cmp compares the directions a and b by angle from direction 0, in
// [0, 2π): -1, 0 or +1.
func (a dir) cmp(b dir) int {
	if a.h != b.h {
		return a.h - b.h
	}
	switch c := ccw(a.v, b.v); {
	case c > 0:
		return -1
	case c < 0:
		return 1
	}
	return 0
}

// hexSpan returns the directions of the extreme vertices of the hex at
// rel (not the origin), clockwise first: the hex's closed angular span
// from the observer, which is less than half a turn.
func hexSpan(rel hex.Hex) (lo, hi dir) {
	l, h := hexSpanVec(rel)
	return dirOf(l), dirOf(h)
}

func hexSpanVec(rel hex.Hex) (lo, hi lvec) {
	c := tripled(rel)
	lo, hi = c.add(cornerOff[0]), c.add(cornerOff[0])
	for _, o := range cornerOff[1:] {
		v := c.add(o)
		if ccw(lo, v) < 0 {
			lo = v
		}
		if ccw(hi, v) > 0 {
			hi = v
		}
	}
	return lo, hi
}

// sideSpan returns the directions of the ends of the hexside of the hex
// at rel in direction d, clockwise first (equal for a side that points at
// the observer).
func sideSpan(rel hex.Hex, d int) (lo, hi dir) {
	c := tripled(rel)
	l, h := c.add(cornerOff[(d+5)%6]), c.add(cornerOff[d])
	if ccw(l, h) < 0 {
		l, h = h, l
	}
	return dirOf(l), dirOf(h)
}

// bound is what the lines in one direction meet, from the rings swept so
// far: for sure (the hexes and hexsides whose interior every such line
// crosses) and maybe (those that such a line may touch).
type bound struct {
	// sure is the highest top of an element met for sure that blocks
	// (+Inf: one that blocks at any height); sureHind the hindrance of
	// those elements, summed (only when every hindrance is
	// non-negative).
	sure, sureHind float64
	// may is the highest top of an element the line may touch (+Inf:
	// one that may block at any height, or has hindrance when no
	// threshold is kept); mayHind the sum of their positive hindrances.
	may, mayHind float64
}

// noBound is the bound of a direction that meets nothing.
var noBound = bound{sure: math.Inf(-1), may: math.Inf(-1)}

// span is what one hex or hexside adds to the profile: its sure part
// over its open span (lo, hi), its maybe part over the closed [lo, hi].
type span struct {
	lo, hi dir
	v      bound
}

// profile is a function of direction, piecewise constant: its value at
// breakpoint dirs[j] is pt[j], and on the open arc from dirs[j] to the
// next breakpoint (to a full turn, for the last) arc[j]. dirs[0] is
// direction 0, dirs increase in angle.
type profile struct {
	dirs    []dir
	pt, arc []bound
	// Scratch of apply.
	ends    []dir
	dirs2   []dir
	pt2     []bound
	arc2    []bound
	pending []span
}

// reset makes p the profile of nothing met.
func (p *profile) reset() {
	p.dirs = append(p.dirs[:0], dirOf(dirVec[0]))
	p.pt = append(p.pt[:0], noBound)
	p.arc = append(p.arc[:0], noBound)
	p.pending = p.pending[:0]
}

// pieces returns the number of pieces: a point and an arc per
// breakpoint.
func (p *profile) pieces() int { return 2 * len(p.dirs) }

// piece returns the value of piece k: point k/2 for even k, arc k/2 for
// odd k.
func (p *profile) piece(k int) *bound {
	if k%2 == 0 {
		return &p.pt[k/2]
	}
	return &p.arc[k/2]
}

// at returns the value in direction u.
func (p *profile) at(u dir) bound {
	j := sort.Search(len(p.dirs), func(j int) bool { return p.dirs[j].cmp(u) > 0 }) - 1
	if p.dirs[j].cmp(u) == 0 {
		return p.pt[j]
	}
	return p.arc[j]
}

// seek returns the breakpoint at u, which must be one, searching out from
// breakpoint hint: the spans of a ring come nearly in order, so the
// search is short.
func (p *profile) seek(hint int, u dir) int {
	lo, hi := hint, hint+1 // the answer is in [lo, hi)
	for step := 1; lo > 0 && p.dirs[lo].cmp(u) > 0; step *= 2 {
		hi, lo = lo, max(lo-step, 0)
	}
	for step := 1; hi < len(p.dirs) && p.dirs[hi].cmp(u) <= 0; step *= 2 {
		lo, hi = hi, min(hi+step, len(p.dirs))
	}
	return lo + sort.Search(hi-lo, func(j int) bool { return p.dirs[lo+j].cmp(u) >= 0 })
}

// add queues s, to be applied with the others of its ring.
func (p *profile) add(s span) { p.pending = append(p.pending, s) }

// apply adds the pending spans to the profile and clears them: their
// ends become breakpoints, each raises the pieces it covers, the pieces
// where total holds take one value (what they hold no longer matters),
// and breakpoints that no longer separate different values go. Its cost
// is O(P + S log S + the pieces the spans cover), P pieces and S spans.
func (p *profile) apply(total func(*bound) bool) {
	if len(p.pending) == 0 {
		return
	}
	p.ends = p.ends[:0]
	for _, s := range p.pending {
		p.ends = append(p.ends, s.lo, s.hi)
	}
	slices.SortFunc(p.ends, dir.cmp)
	p.ends = slices.CompactFunc(p.ends, func(a, b dir) bool { return a.cmp(b) == 0 })
	p.split()
	n := len(p.dirs)
	i0 := 0
	for _, s := range p.pending {
		i0 = p.seek(min(i0, n-1), s.lo)
		i1 := p.seek(i0, s.hi)
		if i1 < i0 {
			// Across direction 0: on to a full turn, then from 0.
			p.raise(i0, n, s.v, false)
			p.raise(0, i1, s.v, true)
			continue
		}
		p.raise(i0, i1, s.v, false)
	}
	p.pending = p.pending[:0]
	for j := range p.dirs {
		if total(&p.pt[j]) {
			p.pt[j] = totalBound
		}
		if total(&p.arc[j]) {
			p.arc[j] = totalBound
		}
	}
	p.merge()
}

// totalBound is the one value of the directions hidden for every target.
var totalBound = bound{sure: math.Inf(1), may: math.Inf(1)}

// raise adds v to the pieces from breakpoint i0 to breakpoint i1 (n: on
// to a full turn): the maybe part to both breakpoints and the arcs
// between, the sure part to the arcs and the points strictly inside the
// span (i0 among them if inside, i1 never). i0 == i1 raises the point.
func (p *profile) raise(i0, i1 int, v bound, inside bool) {
	n := len(p.dirs)
	for j := i0; j <= i1 && j < n; j++ {
		p.raisePoint(j, v, (j > i0 || inside) && j < i1)
		if j < i1 {
			raiseSure(&p.arc[j], v)
			raiseMay(&p.arc[j], v)
		}
	}
}

func (p *profile) raisePoint(j int, v bound, sure bool) {
	if sure {
		raiseSure(&p.pt[j], v)
	}
	raiseMay(&p.pt[j], v)
}

func raiseSure(b *bound, v bound) {
	if v.sure > b.sure {
		b.sure = v.sure
	}
	b.sureHind += v.sureHind
}

func raiseMay(b *bound, v bound) {
	if v.may > b.may {
		b.may = v.may
	}
	b.mayHind += v.mayHind
}

// split makes every direction of p.ends a breakpoint: a new one takes the
// value of the arc it splits, on its point and both arcs.
func (p *profile) split() {
	p.dirs2, p.pt2, p.arc2 = p.dirs2[:0], p.pt2[:0], p.arc2[:0]
	e := 0
	for j := range p.dirs {
		p.dirs2 = append(p.dirs2, p.dirs[j])
		p.pt2 = append(p.pt2, p.pt[j])
		p.arc2 = append(p.arc2, p.arc[j])
		for ; e < len(p.ends) && (j+1 == len(p.dirs) || p.ends[e].cmp(p.dirs[j+1]) < 0); e++ {
			if p.ends[e].cmp(p.dirs[j]) == 0 {
				continue
			}
			p.dirs2 = append(p.dirs2, p.ends[e])
			p.pt2 = append(p.pt2, p.arc[j])
			p.arc2 = append(p.arc2, p.arc[j])
		}
	}
	p.dirs, p.dirs2 = p.dirs2, p.dirs
	p.pt, p.pt2 = p.pt2, p.pt
	p.arc, p.arc2 = p.arc2, p.arc
}

// merge drops the breakpoints (but direction 0) whose point and arcs on
// either side have one value.
func (p *profile) merge() {
	w := 1
	for j := 1; j < len(p.dirs); j++ {
		if p.pt[j] == p.arc[w-1] && p.arc[j] == p.arc[w-1] {
			continue
		}
		p.dirs[w], p.pt[w], p.arc[w] = p.dirs[j], p.pt[j], p.arc[j]
		w++
	}
	p.dirs, p.pt, p.arc = p.dirs[:w], p.pt[:w], p.arc[:w]
}
