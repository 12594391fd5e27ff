package terrain

import (
	"math"
	"slices"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// grid is the board's spatial index: a uniform grid of cells over the
// extent, each listing (in increasing order) the features whose bounding
// box meets it. It is built once and only read afterwards.
//
// Cells are stored column by column, so that the cells of one column that
// a segment crosses are one contiguous run of items.
type grid struct {
	minX, minY float64
	sx, sy     float64 // cells per unit along x and y
	nx, ny     int
	start      []int32 // start[c] .. start[c+1] are the items of cell c
	items      []int32
	boxes      []orb.Bound // bounding box of each feature
	cells      []cellRange // cells of each feature
	pad        float64     // slack added to query ranges, in cells
}

// maxGridSide bounds the number of cells along each axis.
const maxGridSide = 512

// gridBudget bounds the entries of the index of n features. A feature is
// listed in every cell its box meets, so boxes that each cover much of a
// fine grid (thousands of overlapping woods the size of the table) would
// make the index quadratic in n; the grid is coarsened until its entries
// fit, which changes the work of a query, never its answer.
func gridBudget(n int) int { return 8*n + 1<<16 }

func newGrid(ext orb.Bound, fs []Feature) grid {
	g := grid{minX: ext.Min[0], minY: ext.Min[1], pad: 1e-6,
		boxes: make([]orb.Bound, len(fs)), cells: make([]cellRange, len(fs))}
	for i := range fs {
		g.boxes[i] = fs[i].Bound()
	}
	w, h := ext.Max[0]-ext.Min[0], ext.Max[1]-ext.Min[1]
	// About two cells per feature, square cells.
	n := float64(max(2*len(fs), 1))
	cell := math.Sqrt(w * h / n)
	nx := clampInt(int(math.Ceil(w/cell)), 1, maxGridSide)
	ny := clampInt(int(math.Ceil(h/cell)), 1, maxGridSide)
	for !g.place(nx, ny, w, h, gridBudget(len(fs))) {
		nx, ny = max(1, nx/2), max(1, ny/2)
	}
	g.fill()
	return g
}

// place sizes the grid nx by ny over an extent w by h and finds the cells
// of each feature's box; it reports whether their entries fit budget (on a
// grid of one cell, n features make n entries, which always fit).
func (g *grid) place(nx, ny int, w, h float64, budget int) bool {
	g.nx, g.ny = nx, ny
	g.sx, g.sy = float64(nx)/w, float64(ny)/h
	entries := 0
	for i, bb := range g.boxes {
		x0, x1 := g.colRange(bb.Min[0], bb.Max[0])
		y0, y1 := g.rowRange(bb.Min[1], bb.Max[1])
		g.cells[i] = cellRange{int16(x0), int16(x1), int16(y0), int16(y1)}
		if entries += (x1 - x0 + 1) * (y1 - y0 + 1); entries > budget {
			return false
		}
	}
	return true
}

// fill lists each feature in the cells place found for it.
func (g *grid) fill() {
	counts := make([]int32, g.nx*g.ny+1)
	for _, rg := range g.cells {
		for c := int(rg.c0); c <= int(rg.c1); c++ {
			for r := int(rg.r0); r <= int(rg.r1); r++ {
				counts[c*g.ny+r+1]++
			}
		}
	}
	for c := 1; c < len(counts); c++ {
		counts[c] += counts[c-1]
	}
	g.start = counts
	g.items = make([]int32, counts[len(counts)-1])
	next := slices.Clone(counts[:len(counts)-1])
	for i, rg := range g.cells {
		for c := int(rg.c0); c <= int(rg.c1); c++ {
			for r := int(rg.r0); r <= int(rg.r1); r++ {
				k := c*g.ny + r
				g.items[next[k]] = int32(i)
				next[k]++
			}
		}
	}
}

// cellRange is the inclusive range of columns and rows a feature's box
// covers.
type cellRange struct{ c0, c1, r0, r1 int16 }

func clampInt(v, lo, hi int) int { return min(max(v, lo), hi) }

// cellCoord returns the cell coordinate of v, clamped to 0..n-1, with v
// offset by d cells (rounding slack).
func cellCoord(v, origin, scale float64, n int, d float64) int {
	f := math.Floor((v-origin)*scale + d)
	if !(f >= 0) { // also NaN
		return 0
	}
	if f >= float64(n) {
		return n - 1
	}
	return int(f)
}

// colRange returns the columns that the x-range [lo, hi] may meet, with
// slack.
func (g *grid) colRange(lo, hi float64) (int, int) {
	return cellCoord(lo, g.minX, g.sx, g.nx, -g.pad), cellCoord(hi, g.minX, g.sx, g.nx, g.pad)
}

func (g *grid) rowRange(lo, hi float64) (int, int) {
	return cellCoord(lo, g.minY, g.sy, g.ny, -g.pad), cellCoord(hi, g.minY, g.sy, g.ny, g.pad)
}

// boxMeetsSegment reports exactly whether the closed box bb meets the
// closed segment s (whose bounding box is sb): the boxes overlap and the
// box's corners are not all strictly on one side of the line through s.
func boxMeetsSegment(bb, sb orb.Bound, s geom.Segment) bool {
	if bb.Min[0] > sb.Max[0] || bb.Max[0] < sb.Min[0] || bb.Min[1] > sb.Max[1] || bb.Max[1] < sb.Min[1] {
		return false
	}
	if s.A == s.B {
		return true
	}
	o1 := geom.Orient2D(s.A, s.B, bb.Min)
	o2 := geom.Orient2D(s.A, s.B, bb.Max)
	if o1 != o2 || o1 == 0 {
		return true
	}
	o3 := geom.Orient2D(s.A, s.B, orb.Point{bb.Min[0], bb.Max[1]})
	if o3 != o1 {
		return true
	}
	return geom.Orient2D(s.A, s.B, orb.Point{bb.Max[0], bb.Min[1]}) != o1
}

// seen reports whether item it, met in row r of column c, was met before:
// in an earlier row of this column (from r0) or in the previous column
// (rows prevLo to prevHi), so that each item is tested once.
func (g *grid) seen(it int32, r, r0, c, c0, prevLo, prevHi int) bool {
	cr := g.cells[it]
	if r != max(r0, int(cr.r0)) {
		return true
	}
	return c > c0 && int(cr.c0) < c && prevLo <= int(cr.r1) && prevHi >= int(cr.r0)
}

// columnSpan returns the y range of the part of s over column c (with
// slack), clamped to s's bound sb.
func (g *grid) columnSpan(s geom.Segment, sb orb.Bound, c int, cw, slope float64) (float64, float64) {
	xa := max(g.minX+float64(c)*cw-g.pad*cw, sb.Min[0])
	xb := min(g.minX+float64(c+1)*cw+g.pad*cw, sb.Max[0])
	ya := s.A[1] + (xa-s.A[0])*slope
	yb := s.A[1] + (xb-s.A[0])*slope
	return max(min(ya, yb), sb.Min[1]), min(max(ya, yb), sb.Max[1])
}

// appendSegment visits the cells the segment may cross, column by column
// and, within a column, row by row. A feature is considered once: in the
// first row of its first column where its cells meet the visited ones.
// That column is found without a scratch set because the visited rows of
// successive columns move monotonically (the segment is monotonic in y),
// so the columns where a feature's rows are visited are consecutive: the
// feature is new in column c unless it was also visited in column c-1.
func (g *grid) appendSegment(dst []int, s geom.Segment) []int {
	if !finitePt(s.A) || !finitePt(s.B) || len(g.boxes) == 0 {
		return dst
	}
	sb := orb.Bound{Min: s.A, Max: s.A}.Extend(s.B)
	start := len(dst)
	c0, c1 := g.colRange(sb.Min[0], sb.Max[0])
	dx := s.B[0] - s.A[0]
	slope := 0.0
	if dx != 0 {
		slope = (s.B[1] - s.A[1]) / dx
	}
	cw := 1 / g.sx
	prevLo, prevHi := 1, 0 // rows visited in column c-1 (none before c0)
	for c := c0; c <= c1; c++ {
		ylo, yhi := sb.Min[1], sb.Max[1]
		if dx != 0 && c0 != c1 {
			ylo, yhi = g.columnSpan(s, sb, c, cw, slope)
		}
		r0, r1 := g.rowRange(ylo, yhi)
		base := c * g.ny
		for r := r0; r <= r1; r++ {
			for _, it := range g.items[g.start[base+r]:g.start[base+r+1]] {
				if !g.seen(it, r, r0, c, c0, prevLo, prevHi) && boxMeetsSegment(g.boxes[it], sb, s) {
					dst = append(dst, int(it))
				}
			}
		}
		prevLo, prevHi = r0, r1
	}
	slices.Sort(dst[start:])
	return dst
}

func (g *grid) appendBound(dst []int, r orb.Bound) []int {
	if !finitePt(r.Min) || !finitePt(r.Max) || len(g.boxes) == 0 || r.Min[0] > r.Max[0] || r.Min[1] > r.Max[1] {
		return dst
	}
	start := len(dst)
	c0, c1 := g.colRange(r.Min[0], r.Max[0])
	r0, r1 := g.rowRange(r.Min[1], r.Max[1])
	for c := c0; c <= c1; c++ {
		base := c * g.ny
		for _, it := range g.items[g.start[base+r0]:g.start[base+r1+1]] {
			if bb := g.boxes[it]; bb.Min[0] <= r.Max[0] && bb.Max[0] >= r.Min[0] && bb.Min[1] <= r.Max[1] && bb.Max[1] >= r.Min[1] {
				dst = append(dst, int(it))
			}
		}
	}
	return sortUnique(dst, start)
}

// sortUnique sorts dst[start:] and removes duplicates.
func sortUnique(dst []int, start int) []int {
	tail := dst[start:]
	slices.Sort(tail)
	return dst[:start+len(slices.Compact(tail))]
}
