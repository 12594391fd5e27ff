package hexsight

import (
	"fmt"
	"math"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// The compiled kernel of hex LoS. New resolves every hex and
// hexside of the map once into a dense grid indexed by axial coordinates,
// so that a sight line is an integer walk (the exact walk of
// hex.Supercover, kept incrementally) reading one grid cell per element:
// no map lookups, no interface calls, no path buffer. [Sight.LoS] and
// [Sight.AppendFOV] both run this one kernel, so a field of view is
// pairwise LoS by construction.

// Cell flags of the compiled grid: bits 0-5 mark a feature on the side
// in that direction, then the terrain blocks whatever the heights, then
// the hex is on the map.
const (
	cellBlock uint8 = 1 << 6
	cellOn    uint8 = 1 << 7
)

// sideCell is the compiled content of a hexside with features.
type sideCell struct {
	hind  float64 // sum of the features' hindrance, in their order
	top   float64 // the highest top of a blocking feature with a height; -Inf if none
	block bool    // a blocking feature without a height (or elevation off)
}

// hexGrid is the dense grid: cell (q, r) is at (q-q0)*nr + (r-r0), in
// parallel arrays so that the walk reads little memory: flags (cellOn,
// cellBlock, side bits), hindrance, top (the height that blocks the line
// when strictly above it: the ground, or a blocking obstacle's top if
// higher, one comparison deciding both as the test is monotone in the
// height; -Inf when elevation is off or the hex is off the map), ground
// elevation, and for sides in directions 0-2 an index into sides.
type hexGrid struct {
	q0, r0, nq, nr int
	flags          []uint8
	hind           []float64
	top            []float64
	elev           []float64
	sideIdx        []int32 // 3 per cell
	sides          []sideCell
	// step[d] is the index offset of the neighbour in direction d.
	step [6]int
	// nonNegHind: every hindrance is >= 0, so a running sum that reaches
	// the threshold decides the line (used to stop early in a FOV).
	nonNegHind bool
}

// gridMargin is the number of rings of off-map cells kept around the
// map's bounding box: a centre-to-centre line between two hexes of the
// map stays within one hex of their box, and so do its grazed hexes.
const gridMargin = 2

// maxGridWaste bounds the compiled grid: at most maxGridWaste cells per
// hex of the map, plus minGridCells. A rectangular map in offset
// coordinates is a parallelogram in axial ones, so its box holds up to
// about 1.5 cells per hex when square; only a long thin strip (thousands of
// columns, a few rows) has a box far larger than the map, and is refused
// rather than compiled into gigabytes.
const (
	maxGridWaste = 8
	minGridCells = 1 << 20
)

// compileGrid builds the dense grid of the map, or returns an error if its
// box would exceed the bound of maxGridWaste.
func (hs *Sight) compileGrid() error {
	m := hs.m
	g := &hs.grid
	g.frame(m)
	// Divide rather than multiply: nq·nr may not fit a 32-bit int.
	if limit := maxGridWaste*m.Len() + minGridCells; g.nq > limit || g.nr > 0 && g.nq > limit/g.nr {
		return fmt.Errorf("hexsight: hex map of %d hexes spans a %d x %d axial box, more than %d cells", m.Len(), g.nq, g.nr, limit)
	}
	nc := g.nq * g.nr
	g.flags = make([]uint8, nc)
	g.hind = make([]float64, nc)
	g.top = make([]float64, nc)
	g.elev = make([]float64, nc)
	g.sideIdx = make([]int32, 3*nc)
	g.sides = []sideCell{{top: math.Inf(-1)}}
	g.nonNegHind = true
	for i := range g.top {
		g.top[i] = math.Inf(-1)
	}
	for h := range m.Hexes() {
		i := g.index(h)
		hs.compileHex(h, i)
		if !hs.anySides {
			continue
		}
		for d := range 3 {
			hs.compileSide(h, i, d)
		}
	}
	return nil
}

// frame sets the grid's box: the map's bounding box in axial coordinates
// with gridMargin rings around it (empty for an empty map), and the index
// steps to the neighbours.
func (g *hexGrid) frame(m *terrain.HexMap) {
	first := true
	var q1, r1 int
	for h := range m.Hexes() {
		if first {
			g.q0, q1, g.r0, r1 = h.Q, h.Q, h.R, h.R
			first = false
		}
		g.q0, q1 = min(g.q0, h.Q), max(q1, h.Q)
		g.r0, r1 = min(g.r0, h.R), max(r1, h.R)
	}
	g.q0 -= gridMargin
	g.r0 -= gridMargin
	g.nq = q1 + gridMargin - g.q0 + 1
	g.nr = r1 + gridMargin - g.r0 + 1
	if first {
		g.nq, g.nr = 0, 0
	}
	for d := range 6 {
		v := hex.Direction(d).Vector()
		g.step[d] = v.Q*g.nr + v.R
	}
}

// compileHex fills cell i with the hex h of the map.
func (hs *Sight) compileHex(h hex.Hex, i int) {
	m, r, g := hs.m, &hs.compiled, &hs.grid
	t, _ := m.HexType(h)
	e, _ := m.Elevation(h)
	g.elev[i] = e
	g.flags[i] |= cellOn
	g.hind[i] = hs.hind[t]
	if g.hind[i] < 0 || g.hind[i] != g.hind[i] {
		g.nonNegHind = false
	}
	if hs.block[t] && (!r.heights || !hs.hasObst[t]) {
		g.flags[i] |= cellBlock
	}
	if r.heights {
		g.top[i] = e
		if hs.block[t] && hs.hasObst[t] {
			if o := e + hs.obst[t]; o > g.top[i] { // NaN leaves the ground
				g.top[i] = o
			}
		}
	}
}

// compileSide fills the side of cell i (hex h) in direction d (0-2), if
// it has features.
func (hs *Sight) compileSide(h hex.Hex, i, d int) {
	m, g := hs.m, &hs.grid
	s := hex.SideOf(h, hex.Direction(d))
	fs, ok := m.SideFeatures(s)
	if !ok || len(fs) == 0 {
		return
	}
	ts, _ := m.SideTypes(s)
	sc := sideCell{top: math.Inf(-1)}
	for k, f := range fs {
		hs.addSideFeature(&sc, s, f, ts[k])
	}
	if sc.hind < 0 || sc.hind != sc.hind {
		g.nonNegHind = false
	}
	g.sideIdx[3*i+d] = int32(len(g.sides))
	g.sides = append(g.sides, sc)
	// Both hexes of the side know of it.
	g.flags[i] |= 1 << d
	g.flags[i+g.step[d]] |= 1 << (d + 3)
}

// addSideFeature adds the feature f of type t on side s to sc.
func (hs *Sight) addSideFeature(sc *sideCell, s hex.Side, f terrain.SideFeature, t uint16) {
	sc.hind += hs.shind[t]
	if !hs.sblock[t] {
		return
	}
	if !hs.compiled.heights || !f.HasHeight {
		sc.block = true
		return
	}
	h1, h2 := s.Hexes()
	e1, _ := hs.m.Elevation(h1)
	e2, _ := hs.m.Elevation(h2)
	if top := max(e1, e2) + f.Height; top > sc.top {
		sc.top = top
	}
}

// index returns the cell of h, which must lie in the grid.
func (g *hexGrid) index(h hex.Hex) int { return (h.Q-g.q0)*g.nr + (h.R - g.r0) }

// on reports whether h is on the map.
func (g *hexGrid) on(h hex.Hex) bool {
	q, r := h.Q-g.q0, h.R-g.r0
	return uint(q) < uint(g.nq) && uint(r) < uint(g.nr) && g.flags[q*g.nr+r]&cellOn != 0
}

// side returns the compiled hexside of cell i in direction d.
func (g *hexGrid) side(i, d int) *sideCell {
	if d >= 3 {
		return &g.sides[g.sideIdx[3*(i+g.step[d])+d-3]]
	}
	return &g.sides[g.sideIdx[3*i+d]]
}

// lineTest compares heights with one 3D sight line, in the form of
// lineAbove: the same arithmetic whichever end the line starts from.
type lineTest struct {
	den2   int
	fden2  float64
	zA, zB float64
	// low is a height safely below the whole line: a height under it is
	// never above the line, whatever the rounding (a filter only).
	low float64
}

// above reports whether height h is strictly above the line at the point
// whose doubled projection numerator is num (a hex centre: twice its dot2
// with the line's vector; a hexside midpoint: the sum for its two hexes).
// A height of -Inf (nothing there) is never above.
func (l *lineTest) above(h float64, num int) bool {
	if h < l.low {
		return false
	}
	num = min(max(num, 0), l.den2)
	return h*l.fden2 > l.zA*float64(l.den2-num)+l.zB*float64(num)
}

// cellOpt reads an intervening hex (cell i, projection p) as an element.
func cellOpt(g *hexGrid, l *lineTest, i, p int) option {
	o := option{hind: g.hind[i]}
	if g.flags[i]&cellBlock != 0 {
		o.blocks, o.reason = true, BlockedByTerrain
	} else if l.above(g.top[i], 2*p) {
		o.blocks, o.reason = true, BlockedByTerrain
		if l.above(g.elev[i], 2*p) {
			o.reason = BlockedByGround
		}
	}
	return o
}

// sideOpt reads the hexside of cell i in direction dir, between hexes of
// projections p1 and p2.
func sideOpt(g *hexGrid, l *lineTest, i, dir, p1, p2 int) option {
	if g.flags[i]&(1<<dir) == 0 {
		return option{}
	}
	s := g.side(i, dir)
	o := option{hind: s.hind}
	if s.block || l.above(s.top, p1+p2) {
		o.blocks, o.reason = true, BlockedBySide
	}
	return o
}

// routeOpt reads the route from cell i through the grazed cell gi: the
// side of i in direction d1, the grazed hex, then the side of gi in
// direction d2 into the next cell (projections p, pg, pn).
func routeOpt(g *hexGrid, l *lineTest, i, d1, gi, d2, p, pg, pn int) option {
	return join(join(sideOpt(g, l, i, d1, p, pg), cellOpt(g, l, gi, pg)), sideOpt(g, l, gi, d2, pg, pn))
}

// walk evaluates the line from a to b (the canonical order; both on the
// map) with sight heights zA and zB, element by element: each hex the
// segment enters (the geometry of [hex.Supercover], read from the step
// program of b-a) and each passage between two of them. It stops at the
// first step that blocks, or, when not explaining, as soon as the
// hindrance reaches the threshold (every hindrance being non-negative, the
// line is then unseen whatever follows). With explain, the elements are
// appended to tr.steps and returned as the verdict's Steps. The verdict
// is written to v; the result reports that the blind-hex rule hides an
// end.
//
// A line too long for the shared table, when not explained, reads geom's
// hex path a few steps at a time instead of building its whole program
// first, so a line that stops early costs only about the steps it reads: a
// field of view of a large radius pays per target for the part of its line
// up to the first block, not for the whole line.
func (hs *Sight) walk(tr *Tracer, a, b hex.Hex, zA, zB float64, explain, rev bool, v *Verdict) bool {
	// The walk is set up field by field in place: a composite literal
	// is built in a temporary and copied in 16-byte moves that cannot
	// forward from its 8-byte stores, a stall per move.
	var w sightWalk
	w.start(hs, a, b, zA, zB, explain)
	d := w.d
	skip := 0
	if !explain {
		w.first()
		if !inTable(d) {
			var more bool
			if skip, more = w.lazy(d); !more {
				w.verdict(v)
				return w.blind
			}
		}
	}
	codes := program(tr, d)
	if explain {
		tr.explainer(&w.ex, 1+2*len(codes), rev)
		w.first()
	}
	w.run(codes[skip:], true)
	w.verdict(v)
	return w.blind
}

// lazySteps is how many steps of a long line an unexplained walk reads
// from geom's supercover, lazyBatch at a time, before it builds the line's
// whole step program: most lines of a large field of view are blocked
// within those, and the rest walk faster from a program.
const (
	lazySteps = 64
	lazyBatch = 4
)

// lazy walks the first steps of the line by d from geom's supercover and
// returns how many it read and whether the walk goes on after them.
func (w *sightWalk) lazy(d hex.Hex) (int, bool) {
	var buf [lazyBatch]uint8
	n, k := 0, 0
	var prev hex.Hex
	for s := range hex.LineSteps(hex.Hex{}, d, hex.Supercover) {
		if s.Via == hex.ViaStart {
			continue
		}
		if k == len(buf) {
			// A move is pending: the batch does not end the line.
			if !w.run(buf[:], false) {
				return n, false
			}
			if n += k; n == lazySteps {
				return n, true
			}
			k = 0
		}
		buf[k] = stepCode(prev, &s)
		prev = s.Hex
		k++
	}
	w.run(buf[:k], true)
	return n + k, false
}

// verdict writes the walk's verdict to v; without an explanation ex is
// empty and Steps nil.
// It sets the fields one by one, as a composite literal would be copied
// out of a temporary in 16-byte moves that stall on its 8-byte stores.
func (w *sightWalk) verdict(v *Verdict) {
	st := &w.st
	*v = Verdict{}
	v.Seen, v.Score, v.Reason, v.BlockedAt = st.seen, st.hind, st.reason, st.at
	v.Steps = w.ex.written()
}

// sightWalk is the state of one walk: the line, the running verdict, the
// current cell (i, with projection p and offset rel from the start) and
// the explanation being written.
type sightWalk struct {
	hs     *Sight
	g      *hexGrid
	a, d   hex.Hex
	l      lineTest
	dd     [6]int
	st     sightState
	ex     explainer
	i, p   int
	rel    hex.Hex
	ea, eb float64
	// checkBlind: the blind-hex rule applies; blind: it hides an end.
	checkBlind, blind bool
	// stopAt: the hindrance at which an unexplained walk stops, the
	// threshold if hindrances can only grow; NaN never stops.
	stopAt float64
}

// start sets up the walk of hs from a to b with sight heights zA and zB;
// first then reads the start.
func (w *sightWalk) start(hs *Sight, a, b hex.Hex, zA, zB float64, explain bool) {
	r := &hs.compiled
	w.hs, w.g, w.a, w.d = hs, &hs.grid, a, b.Sub(a)
	w.l.set(w.d, zA, zB)
	setProjSteps(&w.dd, w.d)
	w.st.seen, w.st.at = true, -1
	w.i = w.g.index(w.a)
	w.ea, w.eb = w.g.elev[w.i], w.g.elev[w.g.index(b)]
	w.checkBlind = r.heights && r.blind > 0
	w.stopAt = math.NaN()
	if !explain && r.limit > 0 && w.g.nonNegHind {
		w.stopAt = r.limit
	}
}

// first reads the start hex.
func (w *sightWalk) first() {
	ho := w.hs.hexOpt(&w.l, w.i, 0, true)
	w.st.add(ho)
	if w.ex.st != nil {
		putHex(w.ex.next(), w.a, ho)
	}
}

// run is the kernel of hex sight: it reads the steps of codes, each a
// passage and the hex it enters (the far end of the line after the last
// code if final), and reports whether the walk goes on after them.
//
// It is one loop, longer than a function a reader holds at once, because
// it is the hot path of every hex LoS and field of view: the walk's state
// stays in locals (registers) for the whole line, and a plain hexside and
// an open hex, most steps, are read inline. A call per step, which spills
// that state to memory (Go has no callee-saved registers) and reloads it,
// cost a quarter of the time of a line (HexLoSRange20 240 -> 306 ns).
// Spines and vertices, and the explanation, go through helpers.
func (w *sightWalk) run(codes []uint8, final bool) bool {
	g, l, dd, stopAt := w.g, &w.l, &w.dd, w.stopAt
	hind, seen, reason, at, n := w.st.hind, w.st.seen, w.st.reason, w.st.at, w.st.n
	i, p, rel, blind := w.i, w.p, w.rel, w.blind
	ex, x, dx := w.ex.st, w.ex.w, w.ex.dw
	countEnds, checkBlind := w.hs.compiled.countEnds, w.checkBlind
	last := len(codes)
	if final {
		last--
	}
	for k, code := range codes {
		if !seen || hind >= stopAt {
			break
		}
		// The passage.
		dn := int(code & 7)
		ni, np, nrel := i+g.step[dn], p+dd[dn], rel.Add(hex.Direction(dn).Vector())
		var po option
		route := 0
		if code&codeKind != codeSide {
			po, route, ni, np, nrel = passageOpt(g, l, w.hs.rules.Spine, i, p, rel, code, dd)
		} else if g.flags[i]&(1<<dn) != 0 {
			po = sideOpt(g, l, i, dn, p, np)
		}
		hind += po.hind
		if po.blocks && seen {
			seen, reason, at = false, po.reason, n
		}
		n++
		if ex != nil {
			passage(&ex[x], w.a, rel, code, route, po, dx < 0)
			x += dx
		}
		// The hex entered.
		i, p, rel = ni, np, nrel
		var ho option
		switch {
		case k == last:
			if countEnds {
				ho.hind = g.hind[i]
			}
		case g.flags[i]&cellBlock == 0 && g.top[i] < l.low:
			ho.hind = g.hind[i] // no height there can reach the line
		default:
			ho = cellOpt(g, l, i, p)
		}
		if checkBlind && !blind && k != last {
			blind = blindsAnEnd(g.elev[i], w.ea, w.eb, rel, w.d, w.hs.compiled.blind)
		}
		hind += ho.hind
		if ho.blocks && seen {
			seen, reason, at = false, ho.reason, n
		}
		n++
		if ex != nil {
			putHex(&ex[x], w.a.Add(rel), ho)
			x += dx
		}
	}
	w.st.hind, w.st.seen, w.st.reason, w.st.at, w.st.n = hind, seen, reason, at, n
	w.i, w.p, w.rel, w.blind = i, p, rel, blind
	w.ex.w = x
	return seen && !(hind >= stopAt)
}

// set makes l the height test of the line by d from height zA to zB.
func (l *lineTest) set(d hex.Hex, zA, zB float64) {
	l.den2, l.zA, l.zB = 2*dot2(d, d), zA, zB
	l.fden2 = float64(l.den2)
	// Each side of the comparison has a relative error of a few units of
	// 2^-53; a margin of 2^-40 of the magnitudes is far beyond it.
	l.low = min(zA, zB) - (math.Abs(zA)+math.Abs(zB))*0x1p-40
	if !(l.low > math.Inf(-1)) { // NaN or -Inf: no filter
		l.low = math.Inf(-1)
	}
}

// setProjSteps sets dd[k], for each direction k, to the dot2 of k with d:
// the change of the projection numerator over a step in that direction.
func setProjSteps(dd *[6]int, d hex.Hex) {
	dd[0] = 2*d.Q + d.R
	dd[5] = d.Q + 2*d.R
	dd[1] = dd[0] - dd[5]
	dd[3], dd[2], dd[4] = -dd[0], -dd[5], -dd[1]
}

// sightState is the running verdict of a walk: the hindrance so far,
// whether the line is still seen, the first element that blocked it (at,
// with its reason) and the number of elements read (n).
type sightState struct {
	hind   float64
	seen   bool
	reason Reason
	at, n  int
}

// add reads one element.
func (s *sightState) add(o option) {
	s.hind += o.hind
	if o.blocks && s.seen {
		s.seen, s.reason, s.at = false, o.reason, s.n
	}
	s.n++
}

// passageOpt reads the passage of step code from cell i (projection p,
// offset rel from the line's start) and returns it with the route taken
// and the cell, projection and offset of the hex it enters.
func passageOpt(g *hexGrid, l *lineTest, pol SpinePolicy, i, p int, rel hex.Hex, code uint8, dd *[6]int) (po option, route, ni, np int, nrel hex.Hex) {
	dn := int(code & 7)
	ni, np, nrel = i+g.step[dn], p+dd[dn], rel.Add(hex.Direction(dn).Vector())
	switch code & codeKind {
	case codeSide:
		po = sideOpt(g, l, i, dn, p, np)
	case codeVertex:
		// Straight on, or through the hex touched at the vertex.
		dg := int(code >> 3 & 7)
		gi, gp := i+g.step[dg], p+dd[dg]
		direct := sideOpt(g, l, i, dn, p, np)
		through := routeOpt(g, l, i, dg, gi, int(passDir[dn][dg]), p, gp, np)
		po, route = choose(pol, direct, through)
	default: // along a spine: dn is d0, the diagonal d0 then d0+1
		d1 := dn + 1
		if d1 == 6 {
			d1 = 0
		}
		ni, np = ni+g.step[d1], np+dd[d1]
		nrel = nrel.Add(hex.Direction(d1).Vector())
		f0, f1 := i+g.step[dn], i+g.step[d1]
		r0 := routeOpt(g, l, i, dn, f0, d1, p, p+dd[dn], np)
		r1 := routeOpt(g, l, i, d1, f1, dn, p, p+dd[d1], np)
		po, route = choose(pol, r0, r1)
	}
	return po, route, ni, np, nrel
}

// hexOpt reads the hex entered at cell i (projection p): the far end of
// the line (end), which counts only for its hindrance and only with
// CountEnds, or an intervening hex.
func (hs *Sight) hexOpt(l *lineTest, i, p int, end bool) option {
	g := &hs.grid
	if !end {
		return enteredOpt(g, l, i, p)
	}
	if hs.compiled.countEnds {
		return option{hind: g.hind[i]}
	}
	return option{}
}

// blindsAnEnd reports whether an intervening hex of elevation e, at
// offset rel from the line's start (ends of elevation ea and eb, the far
// end at offset d), makes an end blind: it is higher than that end, no
// higher than the other, and within blind hexes of that end.
//
// The distances skip geom's range checks, which cost a call per step: on
// a line both offsets are within maxHexPathDistance of the origin.
func blindsAnEnd(e, ea, eb float64, rel, d hex.Hex, blind int) bool {
	return e > eb && e <= ea && hexNorm(d.Q-rel.Q, d.R-rel.R) <= blind || e > ea && e <= eb && hexNorm(rel.Q, rel.R) <= blind
}

// hexNorm is the distance from the origin to the hex (q, r), which must be
// far from overflow.
func hexNorm(q, r int) int { return max(q, -q, r, -r, q+r, -q-r) }

// enteredOpt reads an intervening hex entered (cell i, projection p),
// skipping the height test when no height there can reach the line.
func enteredOpt(g *hexGrid, l *lineTest, i, p int) option {
	if g.flags[i]&cellBlock != 0 || g.top[i] >= l.low {
		return cellOpt(g, l, i, p)
	}
	return option{hind: g.hind[i]}
}

// explainer writes a walk's explanation in place in the tracer's buffer,
// from the end when it is to be presented from the other end (rev):
// element j at w0 + j·dw.
type explainer struct {
	st    []Contribution
	w, dw int
}

// explainer makes ex a writer of need elements.
func (tr *Tracer) explainer(ex *explainer, need int, rev bool) {
	if cap(tr.steps) < need {
		tr.steps = make([]Contribution, need, need+need/2)
	}
	ex.st, ex.w, ex.dw = tr.steps[:need], 0, 1
	if rev {
		ex.w, ex.dw = need-1, -1
	}
}

// next returns the next element to write.
func (ex *explainer) next() *Contribution {
	c := &ex.st[ex.w]
	ex.w += ex.dw
	return c
}

// written returns the elements written, in order.
func (ex *explainer) written() []Contribution {
	if ex.dw < 0 {
		return ex.st[ex.w+1:]
	}
	return ex.st[:ex.w]
}

// putHex writes to c the explanation of the hex h, read as o. It writes
// field by field, as passage does.
func putHex(c *Contribution, h hex.Hex, o option) {
	*c = Contribution{}
	c.Hex, c.Blocks, c.Reason, c.Hindrance = h, o.blocks, o.reason, o.hind
}

// passage writes to c the explanation of the passage of step code from
// the hex a+rel; rev presents it from the other end (a spine's flanks and
// route swap).
func passage(c *Contribution, a, rel hex.Hex, code uint8, route int, po option, rev bool) {
	// Zeroed, then written field by field: a composite literal is built
	// in a temporary and copied in 16-byte moves, which stall on its
	// 8-byte stores.
	*c = Contribution{}
	c.Passage, c.Route, c.Blocks, c.Reason, c.Hindrance = true, route, po.blocks, po.reason, po.hind
	h := a.Add(rel)
	dn := int(code & 7)
	switch code & codeKind {
	case codeSide:
		c.Via = hex.ViaSide
		c.Side = hex.SideOf(h, hex.Direction(dn))
	case codeVertex:
		c.Via = hex.ViaVertex
		c.Alt[0] = h.Add(hex.Direction(code >> 3 & 7).Vector())
	default:
		c.Via = hex.ViaSpine
		c.Alt = [2]hex.Hex{h.Add(hex.Direction(dn).Vector()), h.Add(hex.Direction(dn + 1).Vector())}
		if rev {
			c.Alt[0], c.Alt[1] = c.Alt[1], c.Alt[0]
			c.Route = 1 - route
		}
	}
}
