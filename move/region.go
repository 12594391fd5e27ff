package move

import (
	"math"
	"strconv"

	"github.com/warkit/warkit/geom/hex"
)

// Region is the bounded part of a hex map that a search may visit, with a
// dense numbering of its hexes: Index(Hex(i)) == i for 0 <= i < Len(). A
// [Workspace] sizes its arrays by Len and numbers its results by Index, so
// the order of a Region's indexes is the stable order of every result.
//
// A hex outside the region is never visited: it is off the map.
type Region interface {
	// Len returns the number of hexes in the region.
	Len() int
	// Index returns the index of h, and false if h is outside the region.
	Index(h hex.Hex) (int, bool)
	// Hex returns the hex with index i, 0 <= i < Len().
	Hex(i int) hex.Hex
}

// Rect is the Region of a rectangular map in offset coordinates: the hexes
// with Origin.Col <= Col < Origin.Col+Cols and Origin.Row <= Row <
// Origin.Row+Rows in the layout Offset, numbered row by row from the
// origin (index = (Row-Origin.Row)*Cols + Col-Origin.Col), as
// terrain.HexMap numbers its hexes. The zero Rect is empty.
type Rect struct {
	Offset     hex.OffsetKind // the offset layout of the map
	Cols, Rows int            // the map's size in columns and rows
	Origin     hex.Offset     // the offset coordinates of the top-left hex

	// _ pads Rect from five words to six. Five words are over the
	// compiler's four-word limit for values kept in registers, so every
	// inlined call of a value method (Index in a caller's step cost) copies
	// the Rect through the stack. A five-word copy is three 16-byte moves,
	// the last overlapping the one before, and the fields read back from
	// the overlap measured slow to load (store forwarding); six words copy
	// as three disjoint moves (Dijkstra100x100BareCost: -16 % CPU time,
	// the same instructions). A blank field leaves equality, the zero
	// value and go-cmp's comparison as they were.
	_ int
}

// Len returns Cols*Rows, 0 if either is not positive, or math.MaxInt if
// the product does not fit an int (on 32-bit platforms, for instance), so
// that no caller sizes an array by a wrapped count.
func (r Rect) Len() int {
	if r.Cols <= 0 || r.Rows <= 0 {
		return 0
	}
	if r.Cols > math.MaxInt/r.Rows {
		return math.MaxInt
	}
	return r.Cols * r.Rows
}

// Index returns the index of h, and false if h is outside r.
func (r Rect) Index(h hex.Hex) (int, bool) {
	// hex.OffsetKind.FromHex, inlined: this runs once per step priced,
	// so it stays within the compiler's inlining budget.
	col, row := h.Q-r.Origin.Col, h.R-r.Origin.Row
	switch r.Offset {
	case hex.EvenQ:
		row += (h.Q + 1) >> 1
	case hex.OddR, hex.EvenR:
		col += (h.R + int(r.Offset-hex.OddR)) >> 1 // EvenR rounds up
	default:
		row += h.Q >> 1
	}
	// col|row < 0 tests both signs at once; with both non-negative, a
	// non-positive Cols or Rows refuses every hex.
	if col|row < 0 || col >= r.Cols || row >= r.Rows {
		return 0, false
	}
	return row*r.Cols + col, true
}

// index is Index for the workspace's own loops. It is Index's formula
// again because Rect is six words, over the compiler's four-word limit
// for values kept in registers, so every inlined call of the value method
// copies the Rect through the stack first; through a pointer it reads
// only the fields it needs. TestRectIndexAgrees holds the two equal.
func (r *Rect) index(h hex.Hex) (int, bool) {
	col, row := h.Q-r.Origin.Col, h.R-r.Origin.Row
	switch r.Offset {
	case hex.EvenQ:
		row += (h.Q + 1) >> 1
	case hex.OddR, hex.EvenR:
		col += (h.R + int(r.Offset-hex.OddR)) >> 1
	default:
		row += h.Q >> 1
	}
	if col|row < 0 || col >= r.Cols || row >= r.Rows {
		return 0, false
	}
	return row*r.Cols + col, true
}

// Hex returns the hex with index i.
func (r Rect) Hex(i int) hex.Hex {
	if r.Cols <= 0 {
		return hex.Hex{}
	}
	return r.Offset.ToHex(hex.Offset{Col: r.Origin.Col + i%r.Cols, Row: r.Origin.Row + i/r.Cols})
}

// hexAt is Hex for 0 <= i < Len(), inlined for the searches.
func (r *Rect) hexAt(i int) hex.Hex {
	row := i / r.Cols
	col, row := i-row*r.Cols+r.Origin.Col, row+r.Origin.Row
	switch r.Offset {
	case hex.EvenQ:
		return hex.Hex{Q: col, R: row - (col+1)>>1}
	case hex.OddR, hex.EvenR:
		return hex.Hex{Q: col - (row+int(r.Offset-hex.OddR))>>1, R: row}
	}
	return hex.Hex{Q: col, R: row - col>>1}
}

// String formats r as "odd-q 60x40", followed by " at (col, row)" when
// its origin is not (0, 0).
func (r Rect) String() string {
	s := r.Offset.String() + " " + strconv.Itoa(r.Cols) + "x" + strconv.Itoa(r.Rows)
	if r.Origin != (hex.Offset{}) {
		s += " at (" + strconv.Itoa(r.Origin.Col) + ", " + strconv.Itoa(r.Origin.Row) + ")"
	}
	return s
}
