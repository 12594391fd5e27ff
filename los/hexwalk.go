package los

import (
	"math"

	"github.com/warkit/warkit/geom"
)

// The compiled kernel of hex LoS. NewHexSight resolves every hex and
// hexside of the map once into a dense grid indexed by axial coordinates,
// so that a sight line is an integer walk (the exact walk of
// geom.AppendHexPath, kept incrementally) reading one grid cell per element:
// no map lookups, no interface calls, no path buffer. [HexSight.LoS] and
// [HexSight.AppendFOV] both run this one kernel, so a field of view is
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

func (hs *HexSight) compileGrid() {
	m := hs.m
	r := &hs.rules
	g := &hs.grid
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
		v := geom.Direction(d).Vector()
		g.step[d] = v.Q*g.nr + v.R
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
		t, _ := m.HexType(h)
		e, _ := m.Elevation(h)
		g.elev[i] = e
		g.flags[i] |= cellOn
		g.hind[i] = hs.hind[t]
		if g.hind[i] < 0 || g.hind[i] != g.hind[i] {
			g.nonNegHind = false
		}
		if hs.block[t] && (!r.Elevation || !hs.hasObst[t]) {
			g.flags[i] |= cellBlock
		}
		if r.Elevation {
			g.top[i] = e
			if hs.block[t] && hs.hasObst[t] {
				if o := e + hs.obst[t]; o > g.top[i] {
					g.top[i] = o
				}
			}
		}
		if !hs.anySides {
			continue
		}
		for d := range 3 {
			s := geom.SideOf(h, geom.Direction(d))
			fs, ok := m.SideFeatures(s)
			if !ok || len(fs) == 0 {
				continue
			}
			ts, _ := m.SideTypes(s)
			sc := sideCell{top: math.Inf(-1)}
			for k, f := range fs {
				t := ts[k]
				sc.hind += hs.shind[t]
				if !hs.sblock[t] {
					continue
				}
				if !r.Elevation || !f.HasHeight {
					sc.block = true
					continue
				}
				h1, h2 := s.Hexes()
				e1, _ := m.Elevation(h1)
				e2, _ := m.Elevation(h2)
				if top := max(e1, e2) + f.Height; top > sc.top {
					sc.top = top
				}
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
	}
}

// index returns the cell of h, which must lie in the grid.
func (g *hexGrid) index(h geom.Hex) int { return (h.Q-g.q0)*g.nr + (h.R - g.r0) }

// on reports whether h is on the map.
func (g *hexGrid) on(h geom.Hex) bool {
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
// segment enters (the geometry of [geom.AppendHexPath], read from the step
// program of b-a) and each passage between two of them. It stops at the
// first step that blocks, or, when not explaining, as soon as the
// hindrance reaches the threshold (every hindrance being non-negative, the
// line is then unseen whatever follows). With explain, the elements are
// appended to tr.steps and returned as the verdict's Steps. The second
// result reports that the blind-hex rule hides an end.
func (hs *HexSight) walk(tr *HexTracer, a, b geom.Hex, zA, zB float64, explain, rev bool) (HexVerdict, bool) {
	g := &hs.grid
	r := &hs.rules
	d := b.Sub(a)
	codes := program(tr, d)
	l := lineTest{den2: 2 * dot2(d, d), zA: zA, zB: zB}
	l.fden2 = float64(l.den2)
	// Each side of the comparison has a relative error of a few units of
	// 2^-53; a margin of 2^-40 of the magnitudes is far beyond it.
	zlo := min(zA, zB)
	l.low = zlo - (math.Abs(zA)+math.Abs(zB))*0x1p-40
	if !(l.low > math.Inf(-1)) { // NaN or -Inf: no filter
		l.low = math.Inf(-1)
	}
	// dd[k] is the dot2 of direction k with d: the change of the
	// projection numerator over a step in that direction.
	var dd [6]int
	dd[0] = 2*d.Q + d.R
	dd[5] = d.Q + 2*d.R
	dd[1] = dd[0] - dd[5]
	dd[3], dd[2], dd[4] = -dd[0], -dd[5], -dd[1]
	countEnds := r.CountEnds
	checkBlind := r.Elevation && r.Blind > 0
	blindR := r.Blind
	early := !explain && r.Threshold > 0 && g.nonNegHind
	stopAt := r.Threshold
	// The explanation is written in place, from the end when it is to be
	// presented from b (rev): element j of the walk at w0 + j·dw.
	var st []HexContribution
	w, dw := 0, 1
	if explain {
		need := 1 + 2*len(codes)
		if cap(tr.steps) < need {
			tr.steps = make([]HexContribution, need, need+need/2)
		}
		st = tr.steps[:need]
		if rev {
			w, dw = need-1, -1
		}
	}
	hind, seen, reason, at, n, blind := 0.0, true, Clear, -1, 0, false
	i := g.index(a)
	ea, eb := g.elev[i], g.elev[g.index(b)]
	if countEnds {
		hind = g.hind[i]
	}
	n++
	if explain {
		st[w] = HexContribution{Hex: a, Hindrance: hind}
		w += dw
	}
	var rel geom.Hex
	p := 0
	last := len(codes) - 1
	for k, code := range codes {
		if !seen || early && hind >= stopAt {
			break
		}
		var (
			po    option
			route int
		)
		dn := int(code & 7)
		ni, np := i+g.step[dn], p+dd[dn]
		nrel := rel.Add(geom.Direction(dn).Vector())
		switch code & codeKind {
		case codeSide:
			po = sideOpt(g, &l, i, dn, p, np)
		case codeVertex:
			// Straight on, or through the hex touched at the vertex.
			dg := int(code >> 3 & 7)
			gi, gp := i+g.step[dg], p+dd[dg]
			direct := sideOpt(g, &l, i, dn, p, np)
			through := routeOpt(g, &l, i, dg, gi, int(passDir[dn][dg]), p, gp, np)
			po, route = choose(r.Spine, direct, through)
		default: // along a spine: dn is d0, the diagonal d0 then d0+1
			d1 := dn + 1
			if d1 == 6 {
				d1 = 0
			}
			ni, np = i+g.step[dn]+g.step[d1], p+dd[dn]+dd[d1]
			nrel = nrel.Add(geom.Direction(d1).Vector())
			f0, f1 := i+g.step[dn], i+g.step[d1]
			r0 := routeOpt(g, &l, i, dn, f0, d1, p, p+dd[dn], np)
			r1 := routeOpt(g, &l, i, d1, f1, dn, p, p+dd[d1], np)
			po, route = choose(r.Spine, r0, r1)
		}
		// The passage.
		hind += po.hind
		if po.blocks && seen {
			seen, reason, at = false, po.reason, n
		}
		n++
		if explain {
			passage(&st[w], a, rel, code, route, po, rev)
			w += dw
		}
		// The hex entered.
		i, p, rel = ni, np, nrel
		var ho option
		if k == last {
			if countEnds {
				ho.hind = g.hind[i]
			}
		} else {
			if g.flags[i]&cellBlock != 0 || g.top[i] >= l.low {
				ho = cellOpt(g, &l, i, p)
			} else {
				ho.hind = g.hind[i]
			}
			if checkBlind && !blind {
				e := g.elev[i]
				blind = e > eb && e <= ea && rel.Distance(d) <= blindR || e > ea && e <= eb && rel.Len() <= blindR
			}
		}
		hind += ho.hind
		if ho.blocks && seen {
			seen, reason, at = false, ho.reason, n
		}
		n++
		if explain {
			st[w] = HexContribution{Hex: a.Add(rel), Blocks: ho.blocks, Reason: ho.reason, Hindrance: ho.hind}
			w += dw
		}
	}
	v := HexVerdict{Seen: seen, Hindrance: hind, Reason: reason, BlockedAt: at}
	if explain {
		if rev {
			v.Steps = st[w+1:]
		} else {
			v.Steps = st[:w]
		}
	}
	return v, blind
}

// passage writes to c the explanation of the passage of step code from
// the hex a+rel; rev presents it from the other end (a spine's flanks and
// route swap).
func passage(c *HexContribution, a, rel geom.Hex, code uint8, route int, po option, rev bool) {
	*c = HexContribution{Passage: true, Route: route, Blocks: po.blocks, Reason: po.reason, Hindrance: po.hind}
	h := a.Add(rel)
	dn := int(code & 7)
	switch code & codeKind {
	case codeSide:
		c.Via = geom.ViaSide
		c.Side = geom.SideOf(h, geom.Direction(dn))
	case codeVertex:
		c.Via = geom.ViaVertex
		c.Alt[0] = h.Add(geom.Direction(code >> 3 & 7).Vector())
	default:
		c.Via = geom.ViaSpine
		c.Alt = [2]geom.Hex{h.Add(geom.Direction(dn).Vector()), h.Add(geom.Direction(dn + 1).Vector())}
		if rev {
			c.Alt[0], c.Alt[1] = c.Alt[1], c.Alt[0]
			c.Route = 1 - route
		}
	}
}
