package hexsight

import (
	"math"
	"sync"

	"github.com/warkit/warkit/geom/hex"
)

// The shadow pass of a field of view. Whether a target is seen is decided
// by the kernel of pairwise LoS, line by line; but most targets of a large
// field of view are hidden behind an element of their line that blocks
// whatever the line's heights: a hex whose terrain blocks, a blocking
// hexside crossed, or ground (or an obstacle's top) higher than both ends
// of the line by a margin far beyond rounding. Such an element blocks the
// line in the kernel too, and any element that blocks makes the line
// unseen, so those targets are marked hidden without walking their lines;
// the kernel decides the rest.
//
// The elements of a line depend only on the offset between its ends, so
// which lines from the observer enter which hex, and cross which hexside
// from which hex, is a table per radius shared by every map: for each hex
// (or hexside) near the observer, the targets whose canonical line enters
// (or crosses) it.

// shadowMaxRadius bounds the radius of tabled fields of view; a larger
// radius is decided target by target.
const shadowMaxRadius = 32

// shadowTable lists, for a radius, the target offsets in spiral order and,
// for each cell of a box around the observer, the targets whose line
// enters it and, for each of its six sides, the targets whose line crosses
// it from this cell (CSR lists, target indexes into targets).
type shadowTable struct {
	radius  int
	width   int       // the box is (q, r) in [-radius, radius]², width 2·radius+1
	targets []hex.Hex // spiral order, the observer first
	cells   []int32   // the box cells that hold a list, in box order
	cellAt  []int32   // per box cell, start of its lists in lists (7 lists: the hex, then sides 0-5)
	starts  []int32   // list boundaries: list j is items[starts[j]:starts[j+1]]
	items   []uint16
}

var shadowTables [shadowMaxRadius + 1]struct {
	once sync.Once
	t    *shadowTable
}

// shadows returns the table of radius r (1 <= r <= shadowMaxRadius).
func shadows(r int) *shadowTable {
	s := &shadowTables[r]
	s.once.Do(func() { s.t = buildShadows(r) })
	return s.t
}

func buildShadows(radius int) *shadowTable {
	w := 2*radius + 1
	t := &shadowTable{radius: radius, width: w}
	t.targets = hex.AppendSpiral(t.targets, hex.Hex{}, radius)
	// lists[box cell][0: hex, 1+d: side d] -> targets.
	lists := make([][7][]uint16, w*w)
	box := func(h hex.Hex) int { return (h.Q+radius)*w + h.R + radius }
	var codes []stepCode
	for ti, d := range t.targets {
		if d == (hex.Hex{}) {
			continue
		}
		// The canonical line: from the observer, or from the target.
		start, cd := hex.Hex{}, d
		if !canonical(d) {
			start, cd = d, hex.Hex{Q: -d.Q, R: -d.R}
		}
		codes = appendSteps(codes[:0], cd)
		c := start
		for k, code := range codes {
			dn := code.dir()
			if code.via() == hex.ViaSide {
				lists[box(c)][1+dn] = append(lists[box(c)][1+dn], uint16(ti))
			}
			c = c.Add(hex.Direction(dn).Vector())
			if code.via() == hex.ViaSpine {
				c = c.Add(hex.Direction(dn + 1).Vector())
			}
			if k < len(codes)-1 {
				lists[box(c)][0] = append(lists[box(c)][0], uint16(ti))
			}
		}
	}
	t.cellAt = make([]int32, w*w)
	t.starts = []int32{0}
	for b := range lists {
		t.cellAt[b] = -1
		n := 0
		for _, l := range lists[b] {
			n += len(l)
		}
		if n == 0 {
			continue
		}
		t.cellAt[b] = int32(len(t.starts) - 1)
		t.cells = append(t.cells, int32(b))
		for _, l := range lists[b] {
			t.items = append(t.items, l...)
			t.starts = append(t.starts, int32(len(t.items)))
		}
	}
	return t
}

// certainMargin is the relative margin by which a height must exceed both
// ends of a line to block it whatever the rounding of the kernel's test
// (whose error is a few units of 2^-53 of the magnitudes).
const certainMargin = 0x1p-40

// markShadows marks in tr.hidden (with stamp) the targets of table t, from
// the observer from with sight height zA, that an element of their line
// blocks for certain; zB[k] is the sight height of target k.
func (hs *Sight) markShadows(tr *Tracer, t *shadowTable, from hex.Hex, zA float64, stamp uint32) {
	g := &hs.grid
	elev := hs.compiled.heights
	hidden := tr.hidden
	zB := tr.zB
	// mark marks the targets of list j whose line's two ends are both
	// below h by the margin (h = +Inf: every target).
	mark := func(j int32, h float64) {
		items := t.items[t.starts[j]:t.starts[j+1]]
		if math.IsInf(h, 1) {
			for _, k := range items {
				hidden[k] = stamp
			}
			return
		}
		for _, k := range items {
			if m := max(zA, zB[k]); h-m > (math.Abs(h)+math.Abs(zA)+math.Abs(zB[k]))*certainMargin {
				hidden[k] = stamp
			}
		}
	}
	w := t.width
	for _, b := range t.cells {
		q, r := from.Q+int(b)/w-t.radius-g.q0, from.R+int(b)%w-t.radius-g.r0
		if uint(q) >= uint(g.nq) || uint(r) >= uint(g.nr) {
			continue
		}
		i := q*g.nr + r
		f := g.flags[i]
		if f == 0 {
			continue // off the map, and no side: nothing blocks here
		}
		base := t.cellAt[b]
		if f&cellBlock != 0 {
			mark(base, math.Inf(1))
		} else if elev && g.top[i] > zA {
			mark(base, g.top[i])
		}
		if f&0x3f != 0 {
			markSides(g, t, i, base, f, zA, mark)
		}
	}
}

// markSides marks, through mark, the targets whose lines cross a side of
// cell i (flags f, lists from base) that blocks them for certain.
func markSides(g *hexGrid, t *shadowTable, i int, base int32, f uint8, zA float64, mark func(j int32, h float64)) {
	for d := range 6 {
		if f&(1<<d) == 0 || t.starts[base+1+int32(d)] == t.starts[base+2+int32(d)] {
			continue
		}
		s := g.side(i, d)
		if s.block {
			mark(base+1+int32(d), math.Inf(1))
		} else if s.top > zA {
			mark(base+1+int32(d), s.top)
		}
	}
}
