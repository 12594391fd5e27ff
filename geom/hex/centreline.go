package hex

import "slices"

// This file walks the CentreLine form of a hex line (see line.go).
//
// The line samples the segment between the two hex centres at n+1 evenly
// spaced points (n the distance) and takes the hex whose cell holds each
// point. The arithmetic is exact (integers, no floating point), so a
// sample point that lies exactly on a hexside is detected rather than
// rounded by luck, and broken by LineTieBreak. A step is a choice
// (ViaChoice) where the segment does not decide it: a tie at its sample,
// or a hex of its band the segment touches only at a vertex; a choice is
// kept only where its other hex connects to the steps around it.

// lineWalker steps exactly along the segment between two valid hex
// centres. Their distance n is at most MaxLineDistance, so r+beta < 2n
// and every other intermediate fit in a 32-bit int.
//
// Write b-a = α·u + β·v with u, v the two neighbour directions whose sector
// holds b-a, α >= 1, β >= 0, so n = α+β is the distance. The hexes at i steps
// from a and n-i from b are a + i·u + j·(v-u) for j in 0..i, and the sample
// point a + (i/n)(b-a) is at squared distance 2(j - iβ/n)² from the j-th of
// them (in cube coordinates). So the nearest is j = round(iβ/n), a
// Bresenham walk on one integer fraction q + r/n, and a tie is exactly
// 2r == n.
type lineWalker struct {
	n, beta int
	q, r    int  // iβ/n = q + r/n, 0 <= r < n
	cur     Hex  // a + i·u + q·w
	u, w    Hex  // the first step direction, and v-u
	tieUp   bool // at a tie, take j = q+1 (LineTieBreak)
	// du is the direction of u; v is du+1, and w, v-u, is du+2.
	du Direction
}

func newLineWalker(a, b Hex) lineWalker {
	d := b.Sub(a)
	n := d.Len()
	w := lineWalker{n: n, cur: a}
	if n == 0 {
		return w
	}
	for k := range Direction(6) {
		u, v := k.Vector(), k.Rotate(1).Vector()
		// Solve d = α·u + β·v; adjacent directions are unimodular (det ±1).
		det := u.Q*v.R - u.R*v.Q
		alpha := (d.Q*v.R - d.R*v.Q) * det
		beta := (u.Q*d.R - u.R*d.Q) * det
		if alpha >= 1 && beta >= 0 {
			w.beta, w.u, w.w = beta, u, v.Sub(u)
			w.du = k
			w.tieUp = nudgeKey(w.w) > 0
			break
		}
	}
	return w
}

// advance moves to the next sample point.
func (w *lineWalker) advance() {
	w.cur = w.cur.Add(w.u)
	w.r += w.beta
	if w.r >= w.n {
		w.r -= w.n
		w.q++
		w.cur = w.cur.Add(w.w)
	}
}

// hex returns the hex whose cell holds the current sample point, breaking a
// tie by LineTieBreak, and the other hex of a tie (tied false when none).
func (w *lineWalker) hex() (h, alt Hex, tied bool) {
	switch twice := 2 * w.r; {
	case w.n == 0:
		return w.cur, Hex{}, false
	case twice < w.n:
		return w.cur, Hex{}, false
	case twice > w.n:
		return w.cur.Add(w.w), Hex{}, false
	}
	h, alt = w.cur, w.cur.Add(w.w)
	if w.tieUp {
		h, alt = alt, h
	}
	return h, alt, true
}

func nudgeKey(h Hex) int { return h.Q + 2*h.R - 3*h.S() }

// centreLine is the state of a CentreLine walk: the sampling walker, the
// steps it has written (next is the index of the next one, j the place
// along w of the one before, see fill; choices counts the choices made
// before filtering, and the first of them are listed, by step), and the
// vertices the segment passes through.
type centreLine struct {
	a, b             Hex
	w                lineWalker
	next, j, choices int
	listed           [8]int
	// The segment passes through vertices only when its primitive
	// direction dc (b-a divided by g, the gcd of its cube components)
	// has all three components congruent and non-zero modulo 3; g is 0
	// when it passes through none.
	g      int
	dc, ac [3]int // dc, and a's cube coordinates
}

func newCentreLine(a, b Hex) centreLine {
	c := centreLine{a: a, b: b, w: newLineWalker(a, b)}
	d := b.Sub(a)
	dc := [3]int{d.Q, d.R, d.S()}
	g := gcd(gcd(abs(dc[0]), abs(dc[1])), abs(dc[2]))
	if g == 0 {
		return c
	}
	for j := range dc {
		dc[j] /= g
	}
	if res := mod3(dc[0]); res != 0 && mod3(dc[1]) == res && mod3(dc[2]) == res {
		c.g, c.dc, c.ac = g, dc, [3]int{a.Q, a.R, a.S()}
	}
	return c
}

// fill writes the next len(steps) steps as sampled, before the vertex
// grazes and the filter: Hex, Dir, and ViaChoice with the other hex at a
// tie. It is the walker's advance and hex written out over locals, which
// stay in registers (the walker's fields, behind a pointer, do not), and
// picks each field without a branch where it can: the line's pattern of
// steps is as good as random to a branch predictor. A step's hex is
// cur + up·w, j = q+up steps along w from a + i·u, and the step goes u,
// or v where j grows (by 1 at most).
func (c *centreLine) fill(steps []LineStep) {
	if len(steps) == 0 {
		return
	}
	w := &c.w
	if c.next == 0 { // the start, a, with j = 0
		steps[0] = LineStep{Hex: w.cur} // ViaStart, Dir 0
		steps = steps[1:]
		c.next++
	}
	n, beta, u, ww := w.n, w.beta, w.u, w.w
	// A step goes u, or v when its hex moves one further along w; at a
	// tie the other hex is along w or -w. (v-u, the direction k+1 less k,
	// is the direction k+2.)
	dirs := [2]Direction{w.du, w.du.Rotate(1)}
	wDirs := [2]Direction{w.du.Rotate(2), w.du.Rotate(5)}
	q, r, cur, j, choices := w.q, w.r, w.cur, c.j, c.choices
	tieUp := 0
	if w.tieUp {
		tieUp = 1
	}
	for k := range steps {
		cur = cur.Add(u)
		if r += beta; r >= n {
			r -= n
			q++
			cur = cur.Add(ww)
		}
		up := 0
		switch twice := 2 * r; {
		case twice > n:
			up = 1
		case twice == n:
			up = tieUp
		}
		st := &steps[k]
		st.Hex = Hex{cur.Q + up*ww.Q, cur.R + up*ww.R}
		st.m = moveBits(ViaSide, dirs[(q+up-j)&1])
		if 2*r == n { // a tie: the other hex, along w, is a choice
			st.m = st.m&^7 | stepBits(ViaChoice) | altBits(wDirs[up])
			c.list(choices, c.next+k)
			choices++
		}
		j = q + up
	}
	w.q, w.r, w.cur, c.j, c.choices = q, r, cur, j, choices
	c.next += len(steps)
}

// list lists the k-th choice made, at step i, if there is room.
func (c *centreLine) list(k, i int) {
	if k < len(c.listed) {
		c.listed[k] = i
	}
}

// addVertexGrazes makes a choice of each step of steps (step first and
// on) whose band holds a hex the segment touches only at a vertex.
//
// Every hex it forms is valid: the valid range is convex, so a vertex v
// on the segment has each cube coordinate within ±MaxCoord, and, being a
// vertex, a third off an integer, so within MaxCoord-1/3; the hexes
// around v are v plus a permutation of (2/3, -1/3, -1/3) or its negation,
// integers within ±MaxCoord. Their distances therefore skip the range
// test (validDistance). The samples round points of the segment
// likewise, so the steps' hexes are valid too.
func (c *centreLine) addVertexGrazes(steps []LineStep, first int) {
	if c.g == 0 || len(steps) == 0 {
		return
	}
	n, g, last := c.w.n, c.g, first+len(steps)-1
	// Vertex points v = a + (k/3)·dc for k = 1..3g-1, k not divisible by
	// 3, at the parameter t = k/(3g). Each hex around v is within 2/3 of
	// it in every cube coordinate, so at a distance from a within 2/3 of
	// t·n: only k in [3g(first-1)/n, 3g(last+1)/n] can reach the steps.
	// The products fit an int64 (n <= MaxLineDistance).
	// (A whole line takes every k, without the divisions.)
	kLo, kHi := 1, 3*g-1
	if n64, g3 := int64(n), 3*int64(g); first > 0 || last < n {
		kLo = max(kLo, int((g3*int64(first-1)+n64-1)/n64))
		kHi = min(kHi, int(g3*int64(last+1)/n64))
	}
	// 3v is congruent to (k·res)(1,1,1) mod 3; the three hexes around v are
	// (3v ± (2,-1,-1))/3 and its permutations, with the sign that makes them
	// integral.
	offsets := [3][3]int{{2, -1, -1}, {-1, 2, -1}, {-1, -1, 2}}
	for k := kLo; k <= kHi; k++ {
		if k%3 == 0 {
			continue
		}
		var v3 [3]int
		for j := range 3 {
			v3[j] = 3*c.ac[j] + k*c.dc[j]
		}
		sign := 1
		if mod3(v3[0]) == 2 {
			sign = -1
		}
		for _, off := range offsets {
			h := Hex{(v3[0] + sign*off[0]) / 3, (v3[1] + sign*off[1]) / 3}
			i := validDistance(c.a, h)
			if i < first || i > last || validDistance(h, c.b) != n-i {
				continue
			}
			if graze(&steps[i-first], h) {
				c.list(c.choices, i)
				c.choices++
			}
		}
	}
}

// graze makes h, a hex of st's band touched at a vertex, the other hex of
// a choice at st, and reports whether it did. A step that already has a
// choice keeps it: a tie and a different graze at one step would be a
// third candidate, which an exhaustive search of every line within radius
// 60 never meets. h is next to the step's hex, which that search never
// fails either (a hex that were not could not be the other hex of a
// choice, and is left out).
// Both hexes are valid (see addVertexGrazes), so the direction skips the
// range test of stepDirection.
func graze(st *LineStep, h Hex) bool {
	vq, vr := uint(h.Q-st.Hex.Q+1), uint(h.R-st.Hex.R+1)
	if st.Via() == ViaChoice || max(vq, vr) > 2 {
		return false
	}
	d := directionOf[3*vq+vr] // -1 for st.Hex itself
	if d < 0 {
		return false
	}
	st.m = moveBits(ViaChoice, st.Dir()) | altBits(Direction(d))
	return true
}

// nextTo reports whether h is next to a candidate of a step as it was
// written before filtering: its hex, or alt if it was a choice. Every
// candidate is valid (see addVertexGrazes), so the distances skip the
// range test. (Steps are passed as scalars: a struct of them larger than
// four words would go through memory at every call.)
func nextTo(h, hex, alt Hex, choice bool) bool {
	return validDistance(hex, h) == 1 || choice && validDistance(alt, h) == 1
}

// connects reports whether the other hex of the choice st connects: it
// is next to a candidate of the step before (prev; its Alt and whether it
// was a choice as written, prevAlt and prevChoice) and of the step after,
// next, both as they were before filtering. Judging every step against
// the unfiltered candidates of its neighbours makes the answer depend
// only on the geometry, not on LineTieBreak: so rotating or reflecting
// both ends rotates or reflects the result.
func connects(st, prev *LineStep, prevAlt Hex, prevChoice bool, next *LineStep) bool {
	alt := st.Alt()
	return nextTo(alt, prev.Hex, prevAlt, prevChoice) && nextTo(alt, next.Hex, next.Alt(), next.Via() == ViaChoice)
}

// appendCentreSteps is AppendLineSteps for a CentreLine; a and b pass its
// checks, so the line holds at most MaxAppendLen steps.
func appendCentreSteps(dst []LineStep, a, b Hex) []LineStep {
	c := newCentreLine(a, b)
	n := c.w.n
	// Grow once and write fields in place: appending whole LineStep
	// values copied them through memory and cost more than the walk.
	start := len(dst)
	dst = slices.Grow(dst, n+1)[:start+n+1]
	steps := dst[start:]
	c.fill(steps)
	c.addVertexGrazes(steps, 0)
	c.keepConnected(steps)
	return dst
}

// keepConnected judges, in place, every choice of the whole line steps
// against the candidates of its neighbours as they were unfiltered: a
// choice just dropped at the step before is judged as it was. The ends
// are never choices. The choices are visited in order of step, from their
// list when it holds them all (a line has few, but along a spine), else by
// a scan of the steps.
func (c *centreLine) keepConnected(steps []LineStep) {
	n := len(steps) - 1
	dropped, droppedAlt := -1, Hex{}
	judge := func(i int) {
		st, prev := &steps[i], &steps[i-1]
		prevAlt, prevChoice := prev.Alt(), prev.Via() == ViaChoice
		if dropped == i-1 {
			prevAlt, prevChoice = droppedAlt, true
		}
		if !connects(st, prev, prevAlt, prevChoice, &steps[i+1]) {
			dropped, droppedAlt = i, st.Alt()
			st.m = moveBits(ViaSide, st.Dir())
		}
	}
	if c.choices <= len(c.listed) {
		at := c.listed[:c.choices]
		slices.Sort(at) // the ties in order, then the grazes in order
		for _, i := range at {
			if 0 < i && i < n {
				judge(i)
			}
		}
		return
	}
	for i := 1; i < n; i++ {
		if steps[i].Via() == ViaChoice {
			judge(i)
		}
	}
}

// centreWindow is how many steps ahead of the one it gives the CentreLine
// iterator reads.
const centreWindow = 32

// centreSteps gives the CentreLine steps from a to b (which pass
// CheckLine) one per call of next, through a window of steps: each step
// is decided once the step after it is written, with the vertex grazes of
// its band. It is a plain loop in the caller, with no callback per step.
type centreSteps struct {
	c centreLine
	// buf[:top-base+1] holds the unfiltered steps base..top; the steps
	// before i have been given, those up to last are decided.
	buf                [centreWindow + 2]LineStep
	base, top, i, last int
}

// start sets up the walk from a to b, and writes its first window.
func (cs *centreSteps) start(a, b Hex) {
	cs.c = newCentreLine(a, b)
	cs.base, cs.top, cs.i = 0, -1, 0
	cs.window(0)
}

// window writes the steps after top, into buf from index m, up to a full
// buffer or the line's end, and says which can be decided.
func (cs *centreSteps) window(m int) {
	n := cs.c.w.n
	cs.top = min(cs.base+len(cs.buf)-1, n)
	fresh := cs.buf[m : cs.top-cs.base+1]
	cs.c.fill(fresh)
	cs.c.addVertexGrazes(fresh, cs.base+m)
	// Every step whose successor is written (or the last) is decided.
	cs.last = cs.top - 1
	if cs.top == n {
		cs.last = n
	}
}

// next returns the next step, and false after the last.
func (cs *centreSteps) next() (LineStep, bool) {
	if cs.i > cs.last {
		if cs.top == cs.c.w.n {
			return LineStep{}, false
		}
		// Keep the last two unfiltered steps: the one given last, which
		// the next is judged against, and that next one.
		m := copy(cs.buf[:], cs.buf[cs.last-cs.base:cs.top-cs.base+1])
		cs.base = cs.last
		cs.window(m)
	}
	k := cs.i - cs.base
	st := cs.buf[k]
	// A choice is never an end: both neighbours are there, and in
	// buf as they were written.
	if st.Via() == ViaChoice {
		if prev := &cs.buf[k-1]; !connects(&st, prev, prev.Alt(), prev.Via() == ViaChoice, &cs.buf[k+1]) {
			st.m = moveBits(ViaSide, st.Dir())
		}
	}
	cs.i++
	return st, true
}

func mod3(x int) int {
	m := x % 3
	if m < 0 {
		m += 3
	}
	return m
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
