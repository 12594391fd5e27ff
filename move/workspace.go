package move

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/warkit/warkit/geom/hex"
)

// MaxRegionLen is the largest region a [Workspace], a [StepTable] and
// [Landmarks] accept: 1,048,576 hexes (a 1024 × 1024 map, the largest hex
// map terrain loads by default), so that no call on a mistaken or hostile
// bound asks for more than a few hundred megabytes.
//
// Memory per hex of the region, on 64-bit platforms: a Workspace holds 65
// bytes (its hexes, their neighbours and the search state); its first
// Reach adds 12 and its first Cheapest 40; the queues hold 16 bytes at
// most per step a search relaxes (at most 6 a hex), and usually far
// fewer. NewStepTable holds 125 bytes a hex while it builds (a workspace,
// the costs and their compact form) and keeps 8 or 48. NewLandmarks holds
// 140, and 16 more per landmark. At the cap a byte a hex is a MiB: 65 MiB
// for a Workspace, 117 MiB once it has run every search, 125 MiB to build
// a StepTable and 396 MiB to build 16 Landmarks.
const MaxRegionLen = 1 << 20

// Workspace holds the dense arrays and the priority queue that [Reach],
// [Dijkstra] and [Cheapest] searches use on one [Region], so that repeated
// searches allocate nothing once the queue has grown to its working size.
// The arrays are indexed by the region's numbering and stamped with a
// search number rather than cleared, so a search costs the hexes it
// visits, not the size of the region.
//
// A Workspace is not safe for concurrent use: give each goroutine its own.
// The [Tree] a search returns reads the workspace's arrays and is valid
// until the next search on the same workspace; after that it is empty.
type Workspace struct {
	region Region
	hexes  []hex.Hex
	nbr    []int32 // 6 per hex, -1 off the region
	rect   Rect    // the region, if it is a Rect (isRect)
	isRect bool
	gen    uint32
	labels labelHeap   // Reach's queue, ordered by label
	keys   bucketQueue // the queue of the one-key searches (Dijkstra, A*)
	bidir  *bidirState // Cheapest's two halves, made by its first search

	// The state of each hex, in parallel arrays so that what the search
	// loops read or write for every neighbour fits in one 16-byte entry;
	// the rest is written only when a hex's best arrival improves.
	state []hexState
	step  []float64 // MP charged for the last step
	dir   []int8    // direction of the last step, parent to this hex
	phase []int32   // Reach only, made by its first search: see label
	cost  []float64 // Reach only: MP charged from the start

	// The last search.
	start     int32
	allowance float64
	count     int
	costOnly  bool // ranked by cost alone (all but Reach): used is the cost, phase 2
	// The compact table the last search read, which holds its step costs
	// (see stepOf), or nil if step does.
	compactSteps *compact
}

// computeNeighborsFrom is the size of Rect from which the searches compute
// a hex's neighbours instead of loading them (see aroundRect): 2^17 hexes,
// about 9 MB of per-hex state.
const computeNeighborsFrom = 1 << 17

// hexState is the state of a hex that the search loops read for every
// neighbour they consider: 16 bytes, four to a cache line.
type hexState struct {
	used   float64 // MP used in the turn of the best arrival (A*: its cost)
	mark   uint32  // 2*gen once reached in search gen, 2*gen+1 once settled
	parent int32   // index of the hex before this one on the path, or -1
}

// NewWorkspace returns a workspace for searches within r. It checks that r
// numbers its hexes consistently (Index(Hex(i)) == i, and Index gives no
// other hex an index), that they are in the valid hex range
// ([hex.Hex.Valid]), and precomputes each hex's neighbours within r. A
// [Rect] of an unknown offset layout ([hex.OffsetKind.Valid]) is an error.
func NewWorkspace(r Region) (*Workspace, error) {
	if r == nil {
		return nil, errors.New("move: nil region")
	}
	if rr, ok := r.(Rect); ok && !rr.Offset.Valid() {
		return nil, fmt.Errorf("move: region %v: unknown offset layout %d", r, rr.Offset)
	}
	n := r.Len()
	if n <= 0 {
		return nil, fmt.Errorf("move: region %v is empty", r)
	}
	if n > MaxRegionLen {
		return nil, fmt.Errorf("move: region %v has %d hexes, at most %d (MaxRegionLen)", r, n, MaxRegionLen)
	}
	w := &Workspace{
		region: r,
		hexes:  make([]hex.Hex, n),
		nbr:    make([]int32, 6*n),
		state:  make([]hexState, n),
		step:   make([]float64, n),
		dir:    make([]int8, n),
	}
	if err := w.number(); err != nil {
		return nil, err
	}
	// Computing a hex's neighbours costs more than loading them while
	// the tables stay in cache (15 % more on a 100 × 100 Dijkstra) and
	// less once they do not (15 % less on 1000 × 1000).
	if rr, ok := r.(Rect); ok && n >= computeNeighborsFrom {
		w.rect, w.isRect = rr, true
	}
	return w, nil
}

// number fills w's hexes and neighbour table from its region, checking the
// region's numbering.
func (w *Workspace) number() error {
	if rr, ok := w.region.(Rect); ok {
		return w.numberRect(&rr)
	}
	r, n := w.region, len(w.hexes)
	for i := range n {
		h := r.Hex(i)
		if j, ok := r.Index(h); !ok || j != i {
			return fmt.Errorf("move: region %v: Hex(%d) = %v, but Index(%v) = %d, %v", r, i, h, h, j, ok)
		}
		if !h.Valid() {
			return fmt.Errorf("move: region %v: hex %d (%v) is outside the valid hex range", r, i, h)
		}
		w.hexes[i] = h
	}
	for i, h := range w.hexes {
		for d := range hex.Direction(6) {
			nb := h.Neighbor(d)
			j, ok := r.Index(nb)
			if !ok {
				j = -1
			} else if j < 0 || j >= n || w.hexes[j] != nb {
				// The searches take a neighbour's hex from its
				// direction, so the numbering must be one to one.
				return fmt.Errorf("move: region %v: Index(%v) = %d, which is not that hex's index", r, nb, j)
			}
			w.nbr[6*i+int(d)] = int32(j)
		}
	}
	return nil
}

// numberRect is number for a Rect, with the same checks, but calling
// Rect's index directly rather than Index through the Region interface,
// so that it inlines. The hexes are walked row by row, without hexAt's
// division. A Rect's numbering is one to one by construction (its index
// is row*Cols+col, checked against Hex for every hex below), so the
// neighbours need no check, and away from the border they need no index
// either: see rectDeltas.
func (w *Workspace) numberRect(r *Rect) error {
	i := 0
	for row := range r.Rows {
		for col := range r.Cols {
			h := r.Offset.ToHex(hex.Offset{Col: r.Origin.Col + col, Row: r.Origin.Row + row})
			if j, ok := r.index(h); !ok || j != i {
				return fmt.Errorf("move: region %v: Hex(%d) = %v, but Index(%v) = %d, %v", *r, i, h, h, j, ok)
			}
			if !h.Valid() {
				return fmt.Errorf("move: region %v: hex %d (%v) is outside the valid hex range", *r, i, h)
			}
			w.hexes[i] = h
			i++
		}
	}
	w.rectNeighbours(r)
	return nil
}

// rectNeighbours fills w's neighbour table for Rect r, whose hexes w
// holds.
func (w *Workspace) rectNeighbours(r *Rect) {
	delta, byRow, inner := w.rectDeltas(r)
	i := 0
	for row := range r.Rows {
		for col := range r.Cols {
			nbr := (*[6]int32)(w.nbr[6*i:])
			if inner && col > 0 && col < r.Cols-1 && row > 0 && row < r.Rows-1 {
				p := (r.Origin.Col + col) & 1
				if byRow {
					p = (r.Origin.Row + row) & 1
				}
				for d, o := range &delta[p] {
					nbr[d] = int32(i) + o
				}
			} else {
				h := w.hexes[i]
				for d := range nbr {
					j, ok := r.index(h.Neighbor(hex.Direction(d)))
					if !ok {
						j = -1
					}
					nbr[d] = int32(j)
				}
			}
			i++
		}
	}
}

// rectDeltas returns the index offsets from a hex of r to its six
// neighbours, for hexes away from the border: they depend only on the
// parity of the hex's column (byRow false: the q layouts, and any other
// kind, which Rect reads as odd-q) or of its row (byRow true: the r
// layouts), and are found once from an inner hex of each parity. inner
// is false when r is too small to have inner hexes of both parities; then
// every hex takes the index computation.
func (w *Workspace) rectDeltas(r *Rect) (delta [2][6]int32, byRow, inner bool) {
	byRow = r.Offset == hex.OddR || r.Offset == hex.EvenR
	if r.Cols < 4 || r.Rows < 4 {
		return delta, byRow, false
	}
	for k := range 2 {
		col, row := 1+k, 1
		p := (r.Origin.Col + col) & 1
		if byRow {
			col, row = 1, 1+k
			p = (r.Origin.Row + row) & 1
		}
		i := row*r.Cols + col
		h := w.hexes[i]
		for d := range hex.Direction(6) {
			j, _ := r.index(h.Neighbor(d))
			delta[p][d] = int32(j - i)
		}
	}
	return delta, byRow, true
}

// around returns the hex of index i and its six neighbours' indexes (-1
// off the region): loaded from w's tables, or computed into buf on a
// Rect of computeNeighborsFrom hexes or more (see aroundRect).
func (w *Workspace) around(i int32, buf *[6]int32) (hex.Hex, *[6]int32) {
	if w.isRect {
		return w.aroundRect(i, buf), buf
	}
	return w.hexes[i], (*[6]int32)(w.nbr[6*int(i):])
}

// aroundRect returns the hex of index i of w's Rect, and puts the indexes
// of its six neighbours (-1 off the region) in buf, computed from i
// rather than loaded from w.hexes and w.nbr, because a whole-map search
// reads each hex's entries once, so on a large map every load would miss
// the cache.
func (w *Workspace) aroundRect(i int32, buf *[6]int32) hex.Hex {
	r := &w.rect
	h := r.hexAt(int(i))
	for d := range buf {
		j, ok := r.index(h.Neighbor(hex.Direction(d)))
		if !ok {
			j = -1
		}
		buf[d] = int32(j)
	}
	return h
}

// hexDist is hex.Hex.Distance for hexes of a workspace, which are valid
// (NewWorkspace checks), without the range test that keeps geom's form
// from inlining: the searches compute it for every hex they queue.
func hexDist(a, b hex.Hex) int {
	dq, dr := a.Q-b.Q, a.R-b.R
	return (iabs(dq) + iabs(dr) + iabs(dq+dr)) >> 1
}

func iabs(x int) int {
	m := x >> (strconv.IntSize - 1)
	return x ^ m - m
}

// Region returns the region w searches: nil for a nil or zero
// Workspace.
func (w *Workspace) Region() Region {
	if w == nil {
		return nil
	}
	return w.region
}

// ready returns an error for a nil or zero Workspace (not built by
// NewWorkspace), on which every search fails.
func (w *Workspace) ready() error {
	if w == nil || w.region == nil || len(w.hexes) == 0 {
		return errors.New("move: nil or zero Workspace (build one with NewWorkspace)")
	}
	return nil
}

// begin starts a new search from index s, with the allowance its tree
// reports and costOnly if it ranks hexes by cost alone (not Reach's
// labels). It bumps the search number, so that every stamp of the
// previous search is stale, and empties the label queue. The search's
// marks are then 2*w.gen for a hex reached and 2*w.gen+1 for one
// settled. (Returned from begin, they measured 2 % more instructions in
// dijkstraCompact's loop.)
func (w *Workspace) begin(s int32, allowance float64, costOnly bool) {
	w.gen++
	if w.gen >= 1<<31 {
		clear(w.state)
		w.gen = 1
	}
	w.labels.reset()
	w.count = 0
	w.compactSteps = nil
	w.start, w.allowance, w.costOnly = s, allowance, costOnly
}

// stepOf is the cost of the last step to index i of the last search's
// tree: kept in step, or, after a search on a compact table, read from
// the table by the step's parent and direction, which spares the search
// a write per hex improved.
func (w *Workspace) stepOf(i int) float64 {
	if w.compactSteps == nil {
		return w.step[i]
	}
	p := w.state[i].parent
	if p < 0 {
		return 0
	}
	return w.compactSteps.step(p, int(w.dir[i]))
}

// index returns the index of h, with an error naming it if it is off the
// region.
func (w *Workspace) index(what string, h hex.Hex) (int32, error) {
	if err := w.ready(); err != nil {
		return 0, err
	}
	i, ok := w.region.Index(h)
	if !ok || i < 0 || i >= len(w.hexes) {
		return 0, fmt.Errorf("move: %s %v is off the map (%v)", what, h, w.region)
	}
	return int32(i), nil
}

// ends returns the indexes of a search's start and goal, with an error
// naming the one off the region.
func (w *Workspace) ends(start, goal hex.Hex) (s, g int32, err error) {
	if s, err = w.index("start", start); err != nil {
		return 0, 0, err
	}
	g, err = w.index("goal", goal)
	return s, g, err
}

func badStep(from, to hex.Hex, c float64) error {
	return fmt.Errorf("move: step %v -> %v costs %v: want a non-negative number", from, to, c)
}

// badStepFound is badStep for a step a search found from hex from to its
// neighbour to: the step runs from -> to, or to -> from backwards.
func badStepFound(from, to hex.Hex, c float64, backwards bool) error {
	if backwards {
		return badStep(to, from, c)
	}
	return badStep(from, to, c)
}

// priceSteps prices every step between two hexes of w's region with
// cost, in index and then direction order, and hands each passable one
// to each (if not nil). It returns the smallest passable cost (0 if no
// step is passable), or the error of the first negative or NaN cost.
func (w *Workspace) priceSteps(cost StepCost, each func(i, d int, c float64)) (float64, error) {
	least := math.Inf(1)
	for i, from := range w.hexes {
		for d, v := range w.nbr[6*i : 6*i+6] {
			if v < 0 {
				continue
			}
			to := w.hexes[v]
			c, ok := cost(from, to, hex.SideOf(from, hex.Direction(d)))
			pass, bad := checkStep(c, ok)
			if bad {
				return 0, badStep(from, to, c)
			}
			if pass {
				least = min(least, c)
				if each != nil {
					each(i, d, c)
				}
			}
		}
	}
	if math.IsInf(least, 1) {
		return 0, nil // no passable step: nothing to bound
	}
	return least, nil
}
