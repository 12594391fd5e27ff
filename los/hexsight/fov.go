package hexsight

import (
	"errors"
	"fmt"
	"math"
	"sort"

	"github.com/warkit/warkit/geom/hex"
)

// AppendFOV appends to dst the hexes of the map within radius of from
// that from sees, in spiral order (from itself first, then ring by ring,
// each in the order of hex.Ring), and returns the extended slice.
//
// It is consistent with pairwise LoS: h is in the field of view exactly
// when hs.LoS(tr, from, h) says Seen. It allocates nothing once dst and
// tr have grown. A negative radius, a nil Sight or Tracer are errors;
// from off the map gives no hexes.
//
// Cost: a radius up to 32 reads the shadows of the blocking elements
// from a table shared by every map (fovshadow.go), then walks the LoS of
// each target not shadowed: O(R³) at most, R <= 32. A larger radius is
// first clamped to the farthest hex of the map, then swept ring by ring
// (see fovSweep.sweep): the sweep visits only the hexes that a line from
// from may reach past everything that blocks it for sure, and stops at
// the first ring where none is left. With V the hexes it visits (the
// visible ones, those hidden only by heights, hindrance, blind hexes or
// a rule, and the rim of those hidden for sure: the frontier), P the
// pieces of its angular profile (a few per hex of the frontier) and K
// the rings swept, the work is O(V log P + K·P), plus, for each visited
// hex that the profile cannot decide, the LoS walk of its line (up to its
// first block, at most its distance). A line that meets only open ground
// (no blocking terrain, no hindrance under a threshold, no ground near
// the line's height) is decided without a walk; under a ruleset's own
// Rule every visited hex is walked. So the field of view of an open map
// of any size, or of a closed room in one, costs about what it sees: a
// radius of 1e9 costs no more than the map's reach. A radius that still
// reaches beyond the longest sight line (2^24 hexes, 2^14 on 32-bit
// platforms) is an error.
func (hs *Sight) AppendFOV(dst []hex.Hex, tr *Tracer, from hex.Hex, radius int) ([]hex.Hex, error) {
	if err := hs.ready(tr); err != nil {
		return dst, err
	}
	if radius < 0 {
		return dst, errors.New("hexsight: negative field-of-view radius")
	}
	if !hs.grid.on(from) {
		return dst, nil
	}
	radius = min(radius, hs.grid.reach(from))
	if radius > maxHexPathDistance {
		return dst, fmt.Errorf("hexsight: field-of-view radius %d above the sight line limit %d", radius, maxHexPathDistance)
	}
	if radius >= 1 && radius <= shadowMaxRadius {
		// A small field of view reads the shadows of its blocking
		// elements from a table (fovshadow.go) rather than sweeping.
		return hs.appendFOVShadowed(dst, tr, from, radius), nil
	}
	sw := &tr.fov
	sw.start(hs, from)
	return sw.sweep(dst, tr, radius), nil
}

// appendFOVShadowed is AppendFOV for a tabled radius, with the shadow
// pass.
func (hs *Sight) appendFOVShadowed(dst []hex.Hex, tr *Tracer, from hex.Hex, radius int) []hex.Hex {
	g := &hs.grid
	r := &hs.compiled
	t := shadows(radius)
	n := len(t.targets)
	if cap(tr.hidden) < n {
		tr.hidden = make([]uint32, n)
		tr.zB = make([]float64, n)
		tr.stamp = 0
	}
	tr.hidden, tr.zB = tr.hidden[:n], tr.zB[:n]
	tr.stamp++
	if tr.stamp == 0 {
		clear(tr.hidden)
		tr.stamp = 1
	}
	stamp := tr.stamp
	var zA float64
	if r.heights {
		zA = g.elev[g.index(from)] + r.eye
		for k, d := range t.targets {
			tr.zB[k] = math.NaN() // off the map: never marked, never visited
			if h := from.Add(d); g.on(h) {
				tr.zB[k] = g.elev[g.index(h)] + r.target
			}
		}
	} else {
		clear(tr.zB)
	}
	hs.markShadows(tr, t, from, zA, stamp)
	var v Verdict
	for k, d := range t.targets {
		h := from.Add(d)
		if tr.hidden[k] == stamp || !g.on(h) {
			continue
		}
		if hs.run(tr, from, h, false, &v); v.Seen {
			dst = append(dst, h)
		}
	}
	return dst
}

// reach returns the distance from h to the farthest cell of the grid's
// box: a distance is a convex function, so its maximum over the box is at
// one of the four corners.
func (g *hexGrid) reach(h hex.Hex) int {
	q1, r1 := g.q0+g.nq-1, g.r0+g.nr-1
	return max(h.Distance(hex.Hex{Q: g.q0, R: g.r0}), h.Distance(hex.Hex{Q: q1, R: g.r0}),
		h.Distance(hex.Hex{Q: g.q0, R: r1}), h.Distance(hex.Hex{Q: q1, R: r1}))
}

// fovSweep is the state of a field of view: the observer, the rules'
// constants it reads, and the angular profile.
type fovSweep struct {
	hs   *Sight
	g    *hexGrid
	from hex.Hex
	iA   int // the observer's cell
	prof profile
	// zA and ea are the observer's sight height and ground; zBmax and
	// absZB bound every target's sight height and its magnitude, and
	// floor every line's low end (see open): a top below it can neither
	// block nor blind.
	zA, ea, zBmax, absZB, floor float64
	// sureHind: the sure hindrance decides (every hindrance is
	// non-negative, there is a threshold and no rule of the ruleset's);
	// decide: the profile may find a line seen (no rule of the
	// ruleset's).
	sureHind, decide bool
	limit            float64
	wins             []window
	walks            int // targets the profile left to the kernel (for tests)
}

// window is a run of directions not hidden for sure: from lo (included
// if loIn) to hi (included if hiIn; toEnd: on to a full turn).
type window struct {
	lo, hi            dir
	loIn, hiIn, toEnd bool
}

// start sets the sweep up for an observer in from (on the map).
func (sw *fovSweep) start(hs *Sight, from hex.Hex) {
	g, r := &hs.grid, &hs.compiled
	*sw = fovSweep{hs: hs, g: g, from: from, iA: g.index(from), prof: sw.prof, wins: sw.wins[:0],
		limit: r.limit, decide: r.rule == nil}
	sw.sureHind = r.rule == nil && r.limit > 0 && g.nonNegHind
	if r.heights {
		sw.ea = g.elev[sw.iA]
		sw.zA = sw.ea + r.eye
		zBmin := g.elevMin + r.target
		sw.zBmax = g.elevMax + r.target
		sw.absZB = max(math.Abs(zBmin), math.Abs(sw.zBmax))
		sw.floor = min(sw.zA, zBmin) - (math.Abs(sw.zA)+sw.absZB)*0x1p-40
		if r.blind > 0 {
			sw.floor = min(sw.floor, sw.ea, g.elevMin)
		}
	}
	sw.prof.reset()
}

// sweep is the field of view out to radius (at most the map's reach),
// appended to dst.
//
// It goes ring by ring, keeping the angular profile of what the lines
// from the observer meet in the rings swept (fovprofile.go). A hex of an
// earlier ring whose interior a line's direction passes strictly inside
// (its open angular span) is entered by the line, for every target of a
// later ring: each of its points is nearer the observer, in the hex
// norm, than the target. So the profile knows, for each direction, the
// elements that every line in it crosses for sure, and those that such a
// line may touch (its closed span). A target in ring k is then
//
//   - hidden, when an element met for sure blocks it whatever the
//     rounding (a blocking hex or hexside, or a top above both ends of
//     the line by far more than rounding), or the hindrance met for sure
//     reaches the threshold (with a margin beyond the rounding of both
//     sums); the kernel would find that too, as every hindrance adds;
//   - seen, when nothing the line may touch can block it or blind an
//     end, and the hindrance it may meet stays below the threshold: the
//     profile, the target's two neighbours on its ring (the only other
//     hexes of ring k a line to it can touch) and its own hexsides;
//   - otherwise walked by the kernel of LoS (run), which decides.
//
// A direction hidden for sure for every possible target is hidden in
// every later ring too, so the sweep visits, in each ring, only the
// hexes whose span meets a window of directions not hidden for sure (a
// hex's span reaches past the centre of neither neighbour on its ring,
// so these are the hexes whose centre lies in a window and one more on
// each side): their hexes and hexsides raise the profile for the rings
// after, and those on the map with their centre in a window are the
// targets. Hexes beyond the grid's box (two rings around the map) can
// touch no line between two hexes of the map, so they hide their
// directions from every target; the sweep ends when no window is left.
func (sw *fovSweep) sweep(dst []hex.Hex, tr *Tracer, radius int) []hex.Hex {
	var v Verdict
	if sw.hs.run(tr, sw.from, sw.from, false, &v); v.Seen {
		dst = append(dst, sw.from)
	}
	total := sw.hiddenForAll
	sw.sides(hex.Hex{}, sw.iA, 0, 0)
	sw.prof.apply(total)
	for k := 1; k <= radius && sw.windows(); k++ {
		dst = sw.ring(dst, tr, k)
		sw.prof.apply(total)
	}
	return dst
}

// windows finds the runs of the profile's pieces not hidden for sure,
// and reports whether there are any.
func (sw *fovSweep) windows() bool {
	p := &sw.prof
	sw.wins = sw.wins[:0]
	n := p.pieces()
	for k := 0; k < n; {
		if sw.hiddenForAll(p.piece(k)) {
			k++
			continue
		}
		a := k
		for k < n && !sw.hiddenForAll(p.piece(k)) {
			k++
		}
		w := window{lo: p.dirs[a/2], loIn: a%2 == 0}
		switch b := k - 1; {
		case b%2 == 0:
			w.hi, w.hiIn = p.dirs[b/2], true
		case b/2+1 < len(p.dirs):
			w.hi = p.dirs[b/2+1]
		default:
			w.toEnd = true
		}
		sw.wins = append(sw.wins, w)
	}
	return len(sw.wins) > 0
}

// ring visits the hexes of ring k that meet a window, in ring order, and
// appends the targets seen to dst.
func (sw *fovSweep) ring(dst []hex.Hex, tr *Tracer, k int) []hex.Hex {
	n := 6 * k
	first, last := n, -2 // the visited positions, unwrapped (-1 is n-1)
	for _, w := range sw.wins {
		ja := sort.Search(n, func(j int) bool {
			c := dirOf(lvecOf(ringHex(k, j))).cmp(w.lo)
			return c > 0 || c == 0 && w.loIn
		})
		jb := n - 1
		if !w.toEnd {
			jb = sort.Search(n, func(j int) bool {
				c := dirOf(lvecOf(ringHex(k, j))).cmp(w.hi)
				return c > 0 || c == 0 && !w.hiIn
			}) - 1
		}
		for u := ja - 1; u <= jb+1; u++ {
			// Windows share the hexes at their ends, and the last hexes
			// of the ring may have been visited at its start (as u-n):
			// each adds to the profile once.
			add := u > last && !(u >= n-1 && u-n >= first)
			if add {
				first, last = min(first, u), u
			}
			dst = sw.visit(dst, tr, k, (u+n)%n, u >= ja && u <= jb, add)
		}
	}
	return dst
}

// ringHex returns hex j of hex.Ring(origin, k), k >= 1: it starts at k
// times direction 0 and runs k steps along direction side+2 on each side.
func ringHex(k, j int) hex.Hex {
	side, t := j/k, j%k
	c, s := dirVec[side], dirVec[(side+2)%6]
	return hex.Hex{Q: int(c.q)*k + int(s.q)*t, R: int(c.r)*k + int(s.r)*t}
}

// visit visits hex j of ring k: it decides it as a target (if it is one
// and lies on the map) and adds its hex and hexsides to the profile (if
// add).
func (sw *fovSweep) visit(dst []hex.Hex, tr *Tracer, k, j int, target, add bool) []hex.Hex {
	g := sw.g
	rel := ringHex(k, j)
	h := sw.from.Add(rel)
	q, r := h.Q-g.q0, h.R-g.r0
	if uint(q) >= uint(g.nq) || uint(r) >= uint(g.nr) {
		if add {
			lo, hi := hexSpan(rel)
			sw.prof.add(span{lo, hi, bound{sure: math.Inf(1), may: math.Inf(-1)}})
		}
		return dst
	}
	i := q*g.nr + r
	if target && g.flags[i]&cellOn != 0 && sw.sees(tr, rel, h, i, k, j) {
		dst = append(dst, h)
	}
	if !add {
		return dst
	}
	if v := sw.hexBound(i); v != noBound {
		lo, hi := hexSpan(rel)
		sw.prof.add(span{lo, hi, v})
	}
	sw.sides(rel, i, k, j)
	return dst
}

// sides adds to the profile the hexsides of the hex rel (cell i, hex j of
// ring k) towards its outer neighbours and towards the next hex of its
// ring: the others are added by the hexes on their other side.
func (sw *fovSweep) sides(rel hex.Hex, i, k, j int) {
	f := sw.g.flags[i]
	if f&0x3f == 0 {
		return
	}
	for d := range 6 {
		if f&(1<<d) == 0 {
			continue
		}
		n := rel.Add(hex.Direction(d).Vector())
		if nk := hexNorm(n.Q, n.R); nk < k || nk == k && n != ringHex(k, (j+1)%(6*k)) {
			continue
		}
		lo, hi := sideSpan(rel, d)
		sw.prof.add(span{lo, hi, sw.sideBound(sw.g.side(i, d))})
	}
}

// hexBound is what an intervening hex (cell i) adds to a line's bound.
func (sw *fovSweep) hexBound(i int) bound {
	g := sw.g
	v := noBound
	block := g.flags[i]&cellBlock != 0
	h := g.hind[i]
	v.sure = sw.sureOf(block, g.top[i])
	if sw.sureHind && h > 0 {
		v.sureHind = h
	}
	v.may, v.mayHind = sw.mayOf(block, h, g.top[i], g.elev[i])
	return v
}

// sureOf is the sure part of an element that blocks (block) or has a
// top: +Inf, its top if that is above the observer's sight height (else
// it hides no target), or -Inf.
func (sw *fovSweep) sureOf(block bool, top float64) float64 {
	switch {
	case block:
		return math.Inf(1)
	case top > sw.zA:
		return top // -Inf without heights
	}
	return math.Inf(-1)
}

// sideBound is what a hexside crossed adds to a line's bound.
func (sw *fovSweep) sideBound(s *sideCell) bound {
	v := noBound
	v.sure = sw.sureOf(s.block, s.top)
	if sw.sureHind && s.hind > 0 {
		v.sureHind = s.hind
	}
	v.may, v.mayHind = sw.mayOf(s.block, s.hind, s.top, math.Inf(-1))
	return v
}

// mayOf is the maybe part of an element that blocks (block), has
// hindrance h, and a top (and ground elev, for blind hexes): +Inf when it
// may block at any height (or its hindrance is NaN), the top (or ground)
// unless it lies below every line's floor, and the hindrance when a
// threshold counts it.
func (sw *fovSweep) mayOf(block bool, h, top, elev float64) (may, mayHind float64) {
	r := &sw.hs.compiled
	switch {
	case block || h != h:
		return math.Inf(1), 0
	case !r.heights:
		may = math.Inf(-1)
	case r.blind > 0:
		may = max(top, elev)
	default:
		may = top
	}
	if may < sw.floor {
		may = math.Inf(-1)
	}
	if sw.limit > 0 && h > 0 {
		mayHind = h
	}
	return may, mayHind
}

// hiddenForAll reports whether the lines in a direction of bound b are
// hidden for sure, whatever the target.
func (sw *fovSweep) hiddenForAll(b *bound) bool {
	return b.sure == math.Inf(1) ||
		sw.hs.compiled.heights && b.sure-max(sw.zA, sw.zBmax) > (math.Abs(b.sure)+math.Abs(sw.zA)+sw.absZB)*certainMargin ||
		sw.sureHind && b.sureHind*(1-sumMargin) >= sw.limit
}

// sumMargin is the margin of the profile's decisions on sums of
// hindrance, far beyond rounding: a sum of at most 2^27 non-negative
// hindrances, added in any order, errs by less than 2^-26 of itself.
// (Heights use certainMargin, as the shadow pass does.)
const sumMargin = 0x1p-20

// sees decides the target h (hex j of ring k, at rel, cell i).
func (sw *fovSweep) sees(tr *Tracer, rel, h hex.Hex, i, k, j int) bool {
	g, r := sw.g, &sw.hs.compiled
	b := sw.prof.at(dirOf(lvecOf(rel)))
	zB, eb := 0.0, 0.0
	if r.heights {
		eb = g.elev[i]
		zB = eb + r.target
	}
	if b.sure == math.Inf(1) ||
		r.heights && b.sure-max(sw.zA, zB) > (math.Abs(b.sure)+math.Abs(sw.zA)+math.Abs(zB))*certainMargin ||
		sw.sureHind && b.sureHind*(1-sumMargin) >= sw.limit {
		return false
	}
	if sw.decide && sw.open(b, i, k, j, zB, eb) {
		return true
	}
	sw.walks++
	var v Verdict
	sw.hs.run(tr, sw.from, h, false, &v)
	return v.Seen
}

// open reports that the line to the target (hex j of ring k, cell i,
// sight height zB, ground eb) is seen for sure: nothing it may touch (the
// profile's bound b, the target's two neighbours on its ring, its own
// hexsides) reaches a height safely below the line's lower end (and,
// with blind hexes, below both ends' ground), and the hindrance it may
// add stays below the threshold.
func (sw *fovSweep) open(b bound, i, k, j int, zB, eb float64) bool {
	g, r := sw.g, &sw.hs.compiled
	low := min(sw.zA, zB) - (math.Abs(sw.zA)+math.Abs(zB))*0x1p-40 // lineTest's low
	if r.blind > 0 && r.heights {
		low = min(low, sw.ea, eb)
	}
	may, hind := b.may, b.mayHind
	for _, n := range [2]int{(j + 1) % (6 * k), (j + 6*k - 1) % (6 * k)} {
		ni := g.index(sw.from.Add(ringHex(k, n)))
		m, mh := sw.mayOf(g.flags[ni]&cellBlock != 0, g.hind[ni], g.top[ni], g.elev[ni])
		may, hind = max(may, m), hind+mh
	}
	if f := g.flags[i]; f&0x3f != 0 {
		for d := range 6 {
			if f&(1<<d) != 0 {
				s := g.side(i, d)
				m, mh := sw.mayOf(s.block, s.hind, s.top, math.Inf(-1))
				may, hind = max(may, m), hind+mh
			}
		}
	}
	if !(may < low) {
		return false
	}
	if sw.limit > 0 {
		if r.countEnds {
			hind += max(g.hind[sw.iA], 0) + max(g.hind[i], 0)
		}
		return hind*(1+sumMargin) < sw.limit
	}
	return true
}
