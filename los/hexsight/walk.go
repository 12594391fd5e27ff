package hexsight

import (
	"math"

	"github.com/warkit/warkit/geom/hex"
)

// The walk of hex LoS, the one kernel that [Sight.LoS] and
// [Sight.AppendFOV] both run, so that a field of view is pairwise LoS by
// construction. It reads the steps of the canonical line from its step
// program (program.go: geom's supercover, packed), and each step's two
// elements, the passage and the hex it enters, from the compiled grid
// (grid.go); when the rules have a ruleset's own rule, the same walk
// feeds it every element too. This file goes from the walk's entry down
// to what it writes: the kernel loop, the readers of passages, hexes and
// hexsides, the spine policy, the heights, and the explanation.

// walk evaluates the line from a to b (the canonical order; both on the
// map; b observes if rev) with sight heights zA and zB, element by
// element: each hex the segment enters and each passage between two of
// them. It stops at the first step that blocks, or, when not explaining,
// as soon as the hindrance reaches the threshold (every hindrance being
// non-negative, the line is then unseen whatever follows). With explain,
// the elements are written to tr.steps and returned as the verdict's
// Steps, from the observer: when that is b, walkBack walks the line from
// there. The verdict is written to v.
//
// A line too long for the shared table reads geom's supercover a few
// steps at a time instead of building its whole program first, so a line
// that stops early costs only about the steps it reads: a field of view
// of a large radius pays per target for the part of its line up to the
// first block, not for the whole line, and so does an explained LoS from
// the smaller end (walkBack gathers the whole program of such a line).
func (hs *Sight) walk(tr *Tracer, a, b hex.Hex, zA, zB float64, explain, rev bool, v *Verdict) {
	if explain && rev {
		hs.walkBack(tr, a, b, zA, zB, v)
		return
	}
	// The walk is set up field by field in place: a composite literal
	// is built in a temporary and copied in 16-byte moves that cannot
	// forward from its 8-byte stores, a stall per move.
	var w sightWalk
	obs := a
	if rev {
		obs = b
	}
	w.start(hs, tr, a, b, zA, zB, explain, obs)
	d := w.d
	tabled := inTable(d)
	var codes []stepCode
	if tabled {
		codes = program(d)
	}
	if explain {
		// A tabled line has its length; a longer one is explained as it
		// is walked, into room for the most elements a line of its
		// length has (a supercover has at most 2n steps).
		need := 1 + 2*len(codes)
		if !tabled {
			need = 1 + 4*hexNorm(d.Q, d.R)
		}
		tr.explainer(&w.ex, need)
	}
	w.first()
	if !tabled {
		var more bool
		if codes, more = w.lazy(tr, d); !more {
			w.verdict(v)
			return
		}
	}
	w.run(codes, true)
	w.verdict(v)
}

// walkBack explains the line from a to b (the canonical order) from b,
// its observer: it walks the canonical step program backwards from b, up
// to the first step that blocks, as walk does from a. Every element reads
// the same both ways: a height is compared with the same two products,
// added in either order, and a route's hindrance is summed the same way
// from either end (see detour); so the elements that block are the same,
// and a line that none blocks has the score of the canonical walk, summed
// here in the canonical order. Only the choice between two routes that
// tie and the reason of a route blocked twice read from the observer.
func (hs *Sight) walkBack(tr *Tracer, a, b hex.Hex, zA, zB float64, v *Verdict) {
	var codes []stepCode
	if d := a.Sub(b); inTable(d) {
		codes = program(d)
	} else {
		codes = tr.backCodes(b.Sub(a))
	}
	var w sightWalk
	w.start(hs, tr, b, a, zB, zA, true, b)
	tr.explainer(&w.ex, 1+2*len(codes))
	w.first()
	w.run(codes, true)
	w.verdict(v)
	if v.BlockedStep < 0 {
		score := 0.0
		for k := len(v.Steps) - 1; k >= 0; k-- {
			score += v.Steps[k].Hindrance
		}
		v.Score = score
	}
}

// backCodes returns, in tr, the step codes of the canonical line by d, too
// long for the table, walked backwards from its far end.
func (tr *Tracer) backCodes(d hex.Hex) []stepCode {
	c := appendSteps(tr.codes[:0], d)
	for i, j := 0, len(c)-1; i <= j; i, j = i+1, j-1 {
		c[i], c[j] = backCode[c[j]], backCode[c[i]]
	}
	tr.codes = c
	return c
}

// backCode[c] is the step code c taken backwards, from the hex it enters
// to the hex it leaves: the opposite direction, the same Via, and for a
// vertex the direction of the touched hex from the hex it entered.
var backCode = func() (t [256]stepCode) {
	for c := range 256 {
		code := stepCode(c)
		via, dn, dg := code.via(), code.dir(), code.graze()
		if via == hex.ViaStart || dn > 5 || dg > 5 {
			continue
		}
		back := stepCode(via)<<6 | stepCode((dn+3)%6)
		if via == hex.ViaVertex {
			back |= stepCode((passDir[dn][dg]+3)%6) << 3
		}
		t[c] = back
	}
	return t
}()

// sightWalk is the state of one walk: the line, the running verdict, the
// hex it is at and the explanation being written.
type sightWalk struct {
	hs     *Sight
	g      *hexGrid
	a, d   hex.Hex
	l      lineTest
	dd     [6]int // dd[k]: the change of a place's projection p over a step in direction k
	st     sightState
	ex     explainer
	cur    place
	ea, eb float64
	// checkBlind: the blind-hex rule applies.
	checkBlind bool
	// stopAt: the hindrance at which an unexplained walk stops, the
	// threshold if hindrances can only grow; NaN never stops.
	stopAt float64
	// rule is the ruleset's own rule (nil: none), which reads each
	// element in elem (see hook); why is the same rule if it names why
	// it blocks.
	rule Rule
	why  reasonedRule
	elem *Element
}

// place is a hex of the walk: its cell in the grid (i), the projection of
// its centre on the line (p: the dot2 of its offset with the line's
// vector, see lineTest.above) and its offset from the line's start.
type place struct {
	i, p int
	rel  hex.Hex
}

// step returns the place of the neighbour of pl in direction d (0..5).
func (w *sightWalk) step(pl place, d int) place {
	return place{pl.i + w.g.step[d], pl.p + w.dd[d], pl.rel.Add(hex.Direction(d).Vector())}
}

// start sets up the walk of hs from a to b with sight heights zA and zB,
// observed from obs (a or b); first then reads the start.
func (w *sightWalk) start(hs *Sight, tr *Tracer, a, b hex.Hex, zA, zB float64, explain bool, obs hex.Hex) {
	r := &hs.compiled
	w.hs, w.g, w.a, w.d = hs, &hs.grid, a, b.Sub(a)
	w.l.set(w.d, zA, zB)
	setProjSteps(&w.dd, w.d)
	w.st.seen, w.st.at = true, -1
	w.cur.i = w.g.index(w.a)
	w.ea, w.eb = w.g.elev[w.cur.i], w.g.elev[w.g.index(b)]
	w.checkBlind = r.heights && r.blind > 0
	w.stopAt = math.NaN()
	// A rule's scores may be negative: then only a block ends the walk.
	if !explain && r.limit > 0 && w.g.nonNegHind && r.rule == nil {
		w.stopAt = r.limit
	}
	if r.rule != nil {
		w.hook(r.rule, &tr.elem, b, obs)
	}
}

// hook sets the walk up for the ruleset's rule, which reads each element
// in el (in the tracer, as a local would escape through the rule's call):
// the walk to b, seen from obs, with its ends in the canonical order.
func (w *sightWalk) hook(rule Rule, el *Element, b, obs hex.Hex) {
	w.rule, w.elem = rule, el
	w.why, _ = rule.(reasonedRule)
	*el = Element{A: w.a, B: b, GroundA: w.ea, GroundB: w.eb, Observer: obs}
	if canonical(w.a.Sub(b)) {
		el.A, el.B, el.GroundA, el.GroundB = b, w.a, w.eb, w.ea
	}
	// The rule reads every hex: none may skip the readers by the height
	// filter (which the readers only use as a shortcut).
	w.l.low = math.Inf(-1)
}

// first reads the start hex.
func (w *sightWalk) first() {
	e := w.readHex(w.cur, true, false)
	w.st.add(e)
	if w.ex.st != nil {
		explainHex(w.ex.next(), w.a, e)
	}
}

// lazySteps is how many steps of a long line a walk reads from geom's
// supercover, lazyBatch at a time, before it gathers the rest of the
// line's step program from the same supercover: most lines of a large
// field of view are blocked within those, and the rest walk faster from a
// program.
const (
	lazySteps = 64
	lazyBatch = 4
)

// lazy walks the first steps of the line by d from geom's supercover. If
// the walk goes on after lazySteps of them, it returns the codes of the
// rest of the line, gathered in tr, and true; otherwise false, the walk
// done.
func (w *sightWalk) lazy(tr *Tracer, d hex.Hex) ([]stepCode, bool) {
	lz := lazyWalk{rest: tr.codes[:0]}
	// The loop body is one call, so that the compiler inlines it and the
	// supercover's loop into this function: no callback per step.
	for s := range hex.LineSteps(hex.Hex{}, d, hex.Supercover) {
		if !lz.add(w, s) {
			break
		}
	}
	if lz.gather {
		tr.codes = lz.rest
		return lz.rest, true
	}
	if !lz.done {
		w.run(lz.buf[:lz.k], true)
	}
	return nil, false
}

// lazyWalk is the state of sightWalk.lazy: the batch of codes not yet
// walked (buf[:k]), the steps walked (n), and once they are lazySteps,
// the rest of the line gathered. (The walk is not kept here: the escape
// analysis would then send it to the heap with the codes gathered.)
type lazyWalk struct {
	buf    [lazyBatch]stepCode
	n, k   int
	gather bool
	rest   []stepCode
	done   bool // the walk is decided
}

// add reads step s of the line for the walk w, and reports whether to go
// on.
func (lz *lazyWalk) add(w *sightWalk, s hex.LineStep) bool {
	if s.Via() == hex.ViaStart {
		return true
	}
	c := stepCodeOf(s)
	if lz.gather {
		lz.rest = append(lz.rest, c)
		return true
	}
	if lz.k == len(lz.buf) {
		// A step is pending: the batch does not end the line.
		if !w.run(lz.buf[:], false) {
			lz.done = true
			return false
		}
		lz.n, lz.k = lz.n+lz.k, 0
		if lz.gather = lz.n == lazySteps; lz.gather {
			lz.rest = append(lz.rest, c)
			return true
		}
	}
	lz.buf[lz.k] = c
	lz.k++
	return true
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
// Spines and vertices, every element when a rule reads them, and the
// explanation go through the readers below.
func (w *sightWalk) run(codes []stepCode, final bool) bool {
	g, l, dd, stopAt := w.g, &w.l, &w.dd, w.stopAt
	hind, seen, reason, at, n := w.st.hind, w.st.seen, w.st.reason, w.st.at, w.st.n
	i, p, rel := w.cur.i, w.cur.p, w.cur.rel
	ex, x := w.ex.st, w.ex.w
	checkBlind := w.checkBlind
	last := len(codes)
	if final {
		last--
	}
	// Under a rule, every element goes through the readers: no passage's
	// Via is plainVia, and every hex is at or past firstRead.
	plainVia, firstRead := hex.ViaSide, last
	if w.rule != nil {
		plainVia, firstRead = 0xff, 0
	}
	for k, code := range codes {
		if !seen || hind >= stopAt {
			break
		}
		// The passage.
		dn := code.dir()
		ni, np, nrel := i+g.step[dn], p+dd[dn], rel.Add(hex.Direction(dn).Vector())
		var pe effect
		route := 0
		if code.via() != plainVia {
			var to place
			pe, route, to = w.passage(place{i, p, rel}, code)
			ni, np, nrel = to.i, to.p, to.rel
		} else if g.flags[i]&(1<<dn) != 0 {
			pe = g.sideEffect(l, i, dn, p+np)
		}
		hind += pe.hind
		if pe.blocks && seen {
			seen, reason, at = false, pe.reason, n
		}
		n++
		if ex != nil {
			explainPassage(&ex[x], w.a, rel, code, route, pe)
			x++
		}
		// The hex entered.
		i, p, rel = ni, np, nrel
		var he effect
		switch {
		case k >= firstRead: // the far end, or every hex for a rule
			he = w.readHex(place{i, p, rel}, k == last, false)
		case g.flags[i]&cellBlock == 0 && g.top[i] < l.low:
			he.hind = g.hind[i] // no height there can reach the line
		default:
			he = g.hexEffect(l, i, p)
		}
		if checkBlind && k != last && !he.blocks && blindsAnEnd(g.elev[i], w.ea, w.eb, rel, w.d, w.hs.compiled.blind) {
			he.blocks, he.reason = true, BlockedByBlind // the crest
		}
		hind += he.hind
		if he.blocks && seen {
			seen, reason, at = false, he.reason, n
		}
		n++
		if ex != nil {
			explainHex(&ex[x], w.a.Add(rel), he)
			x++
		}
	}
	w.st.hind, w.st.seen, w.st.reason, w.st.at, w.st.n = hind, seen, reason, at, n
	w.cur = place{i, p, rel}
	w.ex.w = x
	return seen && !(hind >= stopAt)
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
func (s *sightState) add(e effect) {
	s.hind += e.hind
	if e.blocks && s.seen {
		s.seen, s.reason, s.at = false, e.reason, s.n
	}
	s.n++
}

// effect is what an element, or a route of several, does to the line:
// whether it blocks, why, and the hindrance it adds.
type effect struct {
	blocks bool
	reason Reason
	hind   float64
}

// then is the effect of e followed by f along one route: blocked if
// either blocks (the first reason wins), hindrances added.
func (e effect) then(f effect) effect {
	if !e.blocks && f.blocks {
		e.reason = f.reason
	}
	e.blocks = e.blocks || f.blocks
	e.hind += f.hind
	return e
}

// passage reads the passage of step code from the hex from and returns
// its effect, the route taken (see [Contribution]) and the hex it enters.
func (w *sightWalk) passage(from place, code stepCode) (e effect, route int, to place) {
	pol := w.hs.rules.Spine
	dn := code.dir()
	switch code.via() {
	case hex.ViaSide:
		return w.readSide(from, dn, false), 0, w.step(from, dn)
	case hex.ViaVertex:
		// Straight on, or through the hex touched at the vertex.
		dg := code.graze()
		direct := w.readSide(from, dn, false)
		through := w.detour(from, dg, passDir[dn][dg])
		e, route = pol.choose(direct, through)
		return e, route, w.step(from, dn)
	}
	// Along a spine, the diagonal dn then dn+1: past either flank.
	d1 := dn + 1
	if d1 == 6 {
		d1 = 0
	}
	to = w.step(w.step(from, dn), d1)
	r0 := w.detour(from, dn, d1)
	r1 := w.detour(from, d1, dn)
	e, route = pol.choose(r0, r1)
	return e, route, to
}

// passDir[dn][dg] is the direction from the neighbour in direction dg to
// the neighbour in direction dn (adjacent directions), as a vertex step's
// route through the touched hex continues.
var passDir = func() (t [6][6]int) {
	for dn := range hex.Direction(6) {
		for dg := range hex.Direction(6) {
			d, _ := hex.Hex{}.DirectionTo(dn.Vector().Sub(dg.Vector()))
			t[dn][dg] = int(d)
		}
	}
	return t
}()

// detour reads the route of an ambiguous passage through a hex it only
// touches: from the hex from across its side in direction in to that
// hex, the hex itself, then across its side in direction out. Its
// hindrance is the sum of the two sides' plus the hex's, the same bits
// from either end.
func (w *sightWalk) detour(from place, in, out int) effect {
	via := w.step(from, in)
	e := w.readSide(from, in, true)
	h := w.readHex(via, false, true)
	so := w.readSide(via, out, true)
	e.hind += so.hind
	return e.then(h).then(effect{blocks: so.blocks, reason: so.reason})
}

// choose applies the policy to two routes, and says which it took.
func (pol SpinePolicy) choose(x, y effect) (effect, int) {
	switch pol {
	case SpineEither:
		e, k := worse(x, y)
		e.blocks = x.blocks || y.blocks
		e.hind = max(x.hind, y.hind)
		return e, k
	case SpineObserverChoice:
		return better(x, y)
	case SpineTargetChoice:
		return worse(x, y)
	}
	e, k := better(x, y)
	e.blocks = x.blocks && y.blocks
	e.hind = min(x.hind, y.hind)
	return e, k
}

// better returns the route better for seeing (not blocked, then the least
// hindrance; x at a tie) and its index.
func better(x, y effect) (effect, int) {
	if x.blocks != y.blocks {
		if x.blocks {
			return y, 1
		}
		return x, 0
	}
	if y.hind < x.hind {
		return y, 1
	}
	return x, 0
}

// worse returns the route worse for seeing (blocked, then the most
// hindrance; x at a tie) and its index.
func worse(x, y effect) (effect, int) {
	if x.blocks != y.blocks {
		if x.blocks {
			return x, 0
		}
		return y, 1
	}
	if y.hind > x.hind {
		return y, 1
	}
	return x, 0
}

// readHex reads the hex at pl: an end of the line (which counts only for
// its hindrance, and only with CountEnds), an intervening hex, or one
// only grazed on a route (graze), from the grid and then, if the rules
// have one, by the rule. A hex off the map is nothing, and no rule reads
// it.
func (w *sightWalk) readHex(pl place, end, graze bool) effect {
	g, i := w.g, pl.i
	var e effect
	switch {
	case end:
		if w.hs.compiled.countEnds {
			e.hind = g.hind[i]
		}
	case g.flags[i]&cellBlock == 0 && g.top[i] < w.l.low:
		e.hind = g.hind[i] // no height there can reach the line; 0 off the map
	default:
		e = g.hexEffect(&w.l, i, pl.p)
	}
	if w.rule == nil || g.flags[i]&cellOn == 0 {
		return e
	}
	el := w.elem
	el.IsSide, el.Hex, el.Side, el.End, el.Graze = false, w.a.Add(pl.rel), hex.Side{}, end, graze
	el.Ground, el.Line, el.Height = g.elev[i], w.l.height(2*pl.p), 0
	if g.height != nil {
		el.Height = g.height[i]
	}
	return w.ruled(e)
}

// readSide reads the hexside of the hex from in direction dir, on a route
// through a grazed hex if graze, from the grid and then, if the rules have
// one, by the rule.
func (w *sightWalk) readSide(from place, dir int, graze bool) effect {
	g := w.g
	// The midpoint's projection is the sum of its two hexes'.
	e := g.sideEffect(&w.l, from.i, dir, 2*from.p+w.dd[dir])
	if w.rule == nil {
		return e
	}
	to := w.step(from, dir)
	el := w.elem
	el.IsSide, el.Hex, el.Side, el.End, el.Graze = true, hex.Hex{}, hex.SideOf(w.a.Add(from.rel), hex.Direction(dir)), false, graze
	el.Ground, el.Line, el.Height = max(g.elev[from.i], g.elev[to.i]), w.l.height(from.p+to.p), 0
	return w.ruled(e)
}

// ruled joins the rule's reading of the element in w.elem with e, the
// grid's: the scores add, and either blocks (the grid's reason first).
func (w *sightWalk) ruled(e effect) effect {
	var s float64
	var blocks bool
	why := BlockedByRule
	if w.why != nil {
		s, blocks, why = w.why.readWhy(w.elem)
	} else {
		s, blocks = w.rule.ReadHex(w.elem)
	}
	e.hind += s
	if blocks && !e.blocks {
		e.blocks, e.reason = true, why
	}
	return e
}

// hexEffect reads an intervening hex (cell i, projection p) from the
// grid.
func (g *hexGrid) hexEffect(l *lineTest, i, p int) effect {
	e := effect{hind: g.hind[i]}
	if g.flags[i]&cellBlock != 0 {
		e.blocks, e.reason = true, BlockedByTerrain
	} else if l.above(g.top[i], 2*p) {
		e.blocks, e.reason = true, BlockedByTerrain
		if l.above(g.elev[i], 2*p) {
			e.reason = BlockedByGround
		}
	}
	return e
}

// sideEffect reads the hexside of cell i in direction dir from the grid,
// its midpoint at the doubled projection p2 (the sum of the projections
// of its two hexes).
func (g *hexGrid) sideEffect(l *lineTest, i, dir, p2 int) effect {
	if g.flags[i]&(1<<dir) == 0 {
		return effect{}
	}
	s := g.side(i, dir)
	e := effect{hind: s.hind}
	if s.block || l.above(s.top, p2) {
		e.blocks, e.reason = true, BlockedBySide
	}
	return e
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

// lineTest compares heights with one 3D sight line, the same arithmetic
// whichever end the line starts from.
type lineTest struct {
	den2   int
	fden2  float64
	zA, zB float64
	// low is a height safely below the whole line: a height under it is
	// never above the line, whatever the rounding (a filter only).
	low float64
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

// above reports whether height h is strictly above the line at the point
// whose doubled projection numerator is num (a hex centre: twice its dot2
// with the line's vector; a hexside midpoint: the sum for its two hexes),
// clamped to the segment. A height of -Inf (nothing there) is never
// above.
func (l *lineTest) above(h float64, num int) bool {
	if h < l.low {
		return false
	}
	num = min(max(num, 0), l.den2)
	return h*l.fden2 > l.zA*float64(l.den2-num)+l.zB*float64(num)
}

// height returns the height of the line at the point whose doubled
// projection numerator is num, as above measures it: the [Element.Line] a
// rule reads.
func (l *lineTest) height(num int) float64 {
	num = min(max(num, 0), l.den2)
	return (l.zA*float64(l.den2-num) + l.zB*float64(num)) / l.fden2
}

// dot2 is twice the Euclidean dot product of two axial vectors on a
// regular hex grid, in units where neighbours are at distance 1 (up to a
// common factor): 2qq' + qr' + rq' + 2rr'. The projection of a point on
// the line by d is its dot2 with d over dot2(d, d), the same whichever
// end the line starts from.
func dot2(x, y hex.Hex) int {
	return 2*x.Q*y.Q + x.Q*y.R + x.R*y.Q + 2*x.R*y.R
}

// setProjSteps sets dd[k], for each direction k, to the dot2 of k with d:
// the change of the projection numerator over a step in that direction.
func setProjSteps(dd *[6]int, d hex.Hex) {
	dd[0] = 2*d.Q + d.R
	dd[5] = d.Q + 2*d.R
	dd[1] = dd[0] - dd[5]
	dd[3], dd[2], dd[4] = -dd[0], -dd[5], -dd[1]
}

// verdict writes the walk's verdict to v; without an explanation ex is
// empty and Steps nil.
// It sets the fields one by one, as a composite literal would be copied
// out of a temporary in 16-byte moves that stall on its 8-byte stores.
func (w *sightWalk) verdict(v *Verdict) {
	st := &w.st
	*v = Verdict{}
	v.Seen, v.Score, v.Reason, v.BlockedStep = st.seen, st.hind, st.reason, st.at
	v.Steps = w.ex.written()
}

// explainer writes a walk's explanation in place in the tracer's buffer,
// in order (st is nil when not explaining): w elements written.
type explainer struct {
	st []Contribution
	w  int
}

// explainer makes ex a writer of need elements.
func (tr *Tracer) explainer(ex *explainer, need int) {
	if cap(tr.steps) < need {
		tr.steps = make([]Contribution, need, need+need/2)
	}
	ex.st, ex.w = tr.steps[:need], 0
}

// next returns the next element to write.
func (ex *explainer) next() *Contribution {
	c := &ex.st[ex.w]
	ex.w++
	return c
}

// written returns the elements written, in order.
func (ex *explainer) written() []Contribution {
	return ex.st[:ex.w]
}

// explainHex writes to c the explanation of the hex h, read as e. It
// writes field by field, as explainPassage does.
func explainHex(c *Contribution, h hex.Hex, e effect) {
	*c = Contribution{}
	c.Hex, c.Blocks, c.Reason, c.Hindrance = h, e.blocks, e.reason, e.hind
}

// explainPassage writes to c the explanation of the passage of step code
// from the hex a+rel, read as e by the route taken.
func explainPassage(c *Contribution, a, rel hex.Hex, code stepCode, route int, e effect) {
	// Zeroed, then written field by field: a composite literal is built
	// in a temporary and copied in 16-byte moves, which stall on its
	// 8-byte stores.
	*c = Contribution{}
	c.Passage, c.Route, c.Blocks, c.Reason, c.Hindrance = true, route, e.blocks, e.reason, e.hind
	h := a.Add(rel)
	dn, via := hex.Direction(code.dir()), code.via()
	c.Via = via
	switch via {
	case hex.ViaSide:
		c.Side = hex.SideOf(h, dn)
	case hex.ViaVertex:
		c.Alt[0] = h.Add(hex.Direction(code.graze()).Vector())
	default:
		c.Alt = [2]hex.Hex{h.Add(dn.Vector()), h.Add((dn + 1).Vector())}
	}
}
