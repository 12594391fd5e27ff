package hexsight

import (
	"fmt"
	"math"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// The compiled grid of hex LoS. New resolves every hex and hexside of the
// map once into a dense grid indexed by axial coordinates, so that a
// sight line is an integer walk (walk.go) reading one grid cell per
// element: no map lookups, no interface calls, no path buffer.

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
	// height is the map's height of each cell's hex, for the rules'
	// Element.Height (nil when no hex has one).
	height []float64
	// step[d] is the index offset of the neighbour in direction d.
	step [6]int
	// nonNegHind: every hindrance is >= 0, so a running sum that reaches
	// the threshold decides the line (used to stop early in a FOV).
	nonNegHind bool
	// elevMin and elevMax bound the elevations of the map's hexes.
	elevMin, elevMax float64
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
	g.elevMin, g.elevMax = math.Inf(1), math.Inf(-1)
	for h := range m.Hexes() {
		i := g.index(h)
		hs.compileHex(h, i)
		g.elevMin, g.elevMax = min(g.elevMin, g.elev[i]), max(g.elevMax, g.elev[i])
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
	if ht, _ := m.Height(h); ht != 0 {
		if g.height == nil {
			g.height = make([]float64, len(g.elev))
		}
		g.height[i] = ht
	}
	g.flags[i] |= cellOn
	g.hind[i] = hs.hind[t]
	if g.hind[i] < 0 || g.hind[i] != g.hind[i] {
		g.nonNegHind = false
	}
	o, hasO := hs.obstacle(h, t)
	if hs.block[t] && (!r.heights || !hasO) {
		g.flags[i] |= cellBlock
	}
	if r.heights {
		g.top[i] = e
		if top := e + o; hasO && top > g.top[i] { // NaN leaves the ground
			g.top[i] = top
		}
	}
}

// obstacle returns the height of what stands on the hex h of type t, and
// whether it has one: the map's height for h where it gives one (not 0),
// else the Obstacle height of blocking terrain that has one.
func (hs *Sight) obstacle(h hex.Hex, t int) (float64, bool) {
	if ht, _ := hs.m.Height(h); ht != 0 {
		return ht, true
	}
	return hs.obst[t], hs.block[t] && hs.hasObst[t]
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
