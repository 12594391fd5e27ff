package los

import (
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// blockerIndex is a uniform grid over the box of the two bases that
// lists, in each cell, the active blockers whose box meets it, so that
// the clear test of a candidate reads the blockers near the candidate
// instead of all of them. It only chooses what to test: each blocker it
// lists is tested as before (its box, then the exact test), and every
// blocker that can block a segment is listed in a cell the segment
// visits, so a test with the index decides as a test without it.
//
// Why nothing is missed: a blocker that blocks a segment shares a point
// with it, and that point lies in the blocker's exact box, which the
// registered box holds (padded outwards); the cells a segment visits are
// found column by column with a margin far above their rounding; and
// points beyond the grid fall in its border cells, as registered boxes
// do.
type blockerIndex struct {
	on     bool
	min    orb.Point
	h      float64 // a cell's side
	pad    float64 // the margin of the cells a segment visits
	nx, ny int
	start  []int32 // the blockers of cell c are items[start[c]:start[c+1]]
	items  []int32 // positions in BaseSolver.active
	wide   []int32 // blockers too wide for the grid, tested for every segment
	cells  []int32 // scratch: the cell range of each blocker (4 per blocker)
	seen   []uint32
	stamp  uint32
}

// Sizes of the index. Below indexMin active blockers a plain scan is as
// fast; a blocker spanning more than wideCells cells is kept aside.
const (
	indexMin  = 48
	wideCells = 64
)

// build indexes the active blockers of w, whose bounds are in w.bounds,
// over the box of the bases of q.
func (ix *blockerIndex) build(q *BaseQuery, w *BaseSolver) {
	ix.on = false
	n := len(w.active)
	if n < indexMin || w.plain {
		return
	}
	box := padOutward(q.From.Bound().Union(q.To.Bound()), 0)
	wd, ht := box.Max[0]-box.Min[0], box.Max[1]-box.Min[1]
	scale := max(math.Abs(box.Min[0]), math.Abs(box.Min[1]), math.Abs(box.Max[0]), math.Abs(box.Max[1]))
	h := max(math.Sqrt(wd*ht/float64(n)), max(wd, ht)/float64(n))
	// Cells far below the coordinates' precision would be rounded away.
	if !(h > scale*0x1p-30) || math.IsInf(h, 0) {
		return
	}
	ix.on, ix.min, ix.h, ix.pad = true, box.Min, h, h/64+scale*0x1p-40
	ix.nx, ix.ny = int(wd/h)+1, int(ht/h)+1
	cells := ix.nx * ix.ny
	ix.start = zeroed(ix.start, cells+1)
	ix.cells = zeroed(ix.cells, 4*n)
	ix.wide = ix.wide[:0]
	for j := range n {
		b := w.bounds[j]
		if len(q.Blockers[w.active[j]].Poly) > 0 {
			b = b.Pad(scale * 0x1p-40)
		}
		ix.register(j, padOutward(b, 0))
	}
	for c := range cells {
		ix.start[c+1] += ix.start[c]
	}
	ix.items = zeroed(ix.items, int(ix.start[cells]))
	for j := range n {
		r := ix.cells[4*j : 4*j+4]
		for y := r[1]; r[0] >= 0 && y <= r[3]; y++ {
			for x := r[0]; x <= r[2]; x++ {
				c := int(y)*ix.nx + int(x)
				ix.items[ix.start[c]] = int32(j)
				ix.start[c]++
			}
		}
	}
	// Each start[c] has moved on to start[c+1]: shift them back.
	copy(ix.start[1:], ix.start[:cells])
	ix.start[0] = 0
	ix.seen = zeroed(ix.seen, n)
	ix.stamp = 0
}

// register notes the cells of blocker j's box b, or sets it aside as
// wide, and counts it in each of its cells (start[c+1]).
func (ix *blockerIndex) register(j int, b orb.Bound) {
	x0, y0, x1, y1 := ix.col(b.Min[0]), ix.row(b.Min[1]), ix.col(b.Max[0]), ix.row(b.Max[1])
	if (x1-x0+1)*(y1-y0+1) > wideCells {
		ix.wide = append(ix.wide, int32(j))
		x0 = -1 // not in the grid
	}
	r := ix.cells[4*j : 4*j+4]
	r[0], r[1], r[2], r[3] = int32(x0), int32(y0), int32(x1), int32(y1)
	for y := y0; x0 >= 0 && y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			ix.start[y*ix.nx+x+1]++
		}
	}
}

// col and row return the column and row of the cell that holds x and y,
// clamped to the grid.
func (ix *blockerIndex) col(x float64) int {
	return clampCell((x-ix.min[0])/ix.h, ix.nx)
}

func (ix *blockerIndex) row(y float64) int {
	return clampCell((y-ix.min[1])/ix.h, ix.ny)
}

func clampCell(f float64, n int) int {
	switch {
	case !(f > 0): // NaN too: the grid is for finite input
		return 0
	case f >= float64(n-1):
		return n - 1
	}
	return int(f)
}

// next starts a new segment's visit: a blocker is tested at most once.
func (ix *blockerIndex) next() {
	ix.stamp++
	if ix.stamp == 0 {
		clear(ix.seen)
		ix.stamp = 1
	}
}

// rows returns the rows of the cells of column x that segment s may
// visit: those of its part over the column, widened by pad (a border
// column reaches out to the segment's end).
func (ix *blockerIndex) rows(s geom.Segment, x int) (int, int) {
	a, b := s.A, s.B
	if a[0] > b[0] {
		a, b = b, a
	}
	x0, x1 := a[0], b[0]
	if x > 0 {
		x0 = max(x0, ix.min[0]+float64(x)*ix.h-ix.pad)
	}
	if x < ix.nx-1 {
		x1 = min(x1, ix.min[0]+float64(x+1)*ix.h+ix.pad)
	}
	y0, y1 := a[1], b[1]
	if k := (b[1] - a[1]) / (b[0] - a[0]); x0 <= x1 && !math.IsInf(k, 0) && !math.IsNaN(k) {
		y0, y1 = a[1]+(x0-a[0])*k, a[1]+(x1-a[0])*k
	}
	lo, hi := max(min(y0, y1), min(a[1], b[1])), min(max(y0, y1), max(a[1], b[1]))
	return ix.row(lo - ix.pad), ix.row(hi + ix.pad)
}
