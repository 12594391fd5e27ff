package combat

import (
	"errors"
	"fmt"
	"strconv"
)

// OffMode is what a table does with a roll or a column beyond its ends.
type OffMode int

const (
	// Clamp, the default, uses the nearest row or column: a final roll of 1
	// on a 2..12 table reads row 2, odds of 9:1 on a table ending at 6:1 read
	// 6:1. It is what most printed tables mean by "treat as".
	Clamp OffMode = iota
	// Fixed gives a fixed result: OffTable.Below or OffTable.Above.
	Fixed
	// Fail makes the resolution an error (and Outcomes an error when any
	// reachable roll falls off), for tables whose rules forbid the case.
	Fail
)

// validate reports an unknown mode.
func (o OffTable[C]) validate() string {
	for _, m := range []OffMode{o.Mode, o.ModeAt(BelowTable), o.ModeAt(AboveTable)} {
		if m < Clamp || m > Fail {
			return "unknown off-table mode " + m.String()
		}
	}
	return ""
}

// String names the mode.
func (m OffMode) String() string {
	switch m {
	case Clamp:
		return "clamp"
	case Fixed:
		return "fixed"
	case Fail:
		return "fail"
	}
	return fmt.Sprintf("OffMode(%d)", int(m))
}

// OffTable is an off-table policy: its mode and, for Fixed, the results
// below the first and above the last row or column ("attacker eliminated"
// left of 1:3). Mode covers both ends unless [OffTable.Ends] gives each end
// its own. The zero OffTable is Clamp at both ends.
type OffTable[C any] struct {
	Mode         OffMode
	Below, Above C

	perEnd       bool
	below, above OffMode
}

// Ends returns o with a mode for each end, overriding Mode: a CRT where
// odds below 1:2 are "AE" and odds above 6:1 read as 6:1 is
//
//	OffTable[string]{Below: "AE"}.Ends(Fixed, Clamp)
func (o OffTable[C]) Ends(below, above OffMode) OffTable[C] {
	o.perEnd, o.below, o.above = true, below, above
	return o
}

// ModeAt returns the mode that settles the given side (Mode for OnTable).
func (o OffTable[C]) ModeAt(side Side) OffMode {
	switch {
	case !o.perEnd:
		return o.Mode
	case side == BelowTable:
		return o.below
	case side == AboveTable:
		return o.above
	}
	return o.Mode
}

// result returns the fixed result of side.
func (o OffTable[C]) result(side Side) C {
	if side == BelowTable {
		return o.Below
	}
	return o.Above
}

// TableSpec is the data of a table: name, dice, row spans, column axis and
// cells[row][column]. Rows ascend by roll without gaps or overlaps; the
// zero Rows and Columns policies are Clamp.
type TableSpec[C comparable] struct {
	Name    string
	Dice    Dice   // what is rolled on it, such as TwoD6
	Rows    []Span // roll ranges, ascending
	Columns Columns
	Cells   [][]C // Cells[row][column]
	RowOff  OffTable[C]
	ColOff  OffTable[C]
}

// Table is a validated, immutable results table: a fire table, a CRT, a
// morale table. It is safe for concurrent use. Cells may be of any
// comparable type (hits as int, [Losses], a result code), comparable so that
// [Table.Outcomes] can merge equal results.
type Table[C comparable] struct {
	spec   TableSpec[C]
	dist   Dist     // exact distribution of spec.Dice
	labels []string // column headers, precomputed so choosing does not allocate
	ratios []Frac   // odds column ratios, precomputed
	rowLo  int      // first roll covered
	rowOf  []int32  // rowOf[roll-rowLo] = row index
}

// NewTable validates spec and returns its table. Errors name the table and
// the fault: no rows or columns, ragged rows, overlapping or gapped spans,
// odds out of order, invalid dice, unknown policies.
func NewTable[C comparable](spec TableSpec[C]) (*Table[C], error) {
	fail := func(msg string) (*Table[C], error) {
		return nil, fmt.Errorf("combat: table %s: %s", quote(spec.Name), msg)
	}
	dist, err := spec.Dice.Dist()
	if err != nil {
		return fail(err.Error())
	}
	if msg := checkLadder("row", spec.Rows, true); msg != "" {
		return fail(msg)
	}
	if msg := spec.Columns.validate(); msg != "" {
		return fail(msg)
	}
	if len(spec.Cells) != len(spec.Rows) {
		return fail(fmt.Sprintf("%d rows of cells for %d row spans", len(spec.Cells), len(spec.Rows)))
	}
	nc := spec.Columns.Len()
	if msg := checkCells(spec); msg != "" {
		return fail(msg)
	}
	lo, hi := spec.Rows[0].Lo, spec.Rows[len(spec.Rows)-1].Hi
	if width(lo, hi) > MaxSpans {
		return fail("rows cover more than " + strconv.Itoa(MaxSpans) + " rolls")
	}
	t := &Table[C]{dist: dist, rowLo: lo, rowOf: make([]int32, width(lo, hi))}
	for i, s := range spec.Rows {
		// Offsets from lo, never the rolls themselves, so a row ending at
		// math.MaxInt cannot wrap the loop.
		for k := s.Lo - lo; k <= s.Hi-lo; k++ {
			t.rowOf[k] = int32(i)
		}
	}
	// Own copies, so the caller's slices cannot change the table.
	spec.Rows = append([]Span(nil), spec.Rows...)
	cells := make([][]C, len(spec.Cells))
	for i, row := range spec.Cells {
		cells[i] = append([]C(nil), row...)
	}
	spec.Cells = cells
	t.spec = spec
	for _, o := range spec.Columns.odds {
		t.ratios = append(t.ratios, mustFrac(int64(o.A), int64(o.D)))
	}
	t.labels = make([]string, nc)
	for i := range nc {
		t.labels[i] = spec.Columns.Label(i)
	}
	return t, nil
}

// checkCells reports ragged rows, and cells or fixed off-table results
// that are not equal to themselves (a float NaN), which Outcomes could not
// merge and no caller could look up.
func checkCells[C comparable](spec TableSpec[C]) string {
	nc := spec.Columns.Len()
	for i, row := range spec.Cells {
		if len(row) != nc {
			return fmt.Sprintf("row %v has %d cells, want %d (one per column)", spec.Rows[i], len(row), nc)
		}
		for j, c := range row {
			if c != c {
				return fmt.Sprintf("cell at row %v, column %d is not equal to itself (NaN)", spec.Rows[i], j+1)
			}
		}
	}
	for _, o := range []OffTable[C]{spec.RowOff, spec.ColOff} {
		if msg := o.validate(); msg != "" {
			return msg
		}
		if o.Below != o.Below || o.Above != o.Above {
			return "off-table result is not equal to itself (NaN)"
		}
	}
	return ""
}

// errNoTable is what the methods of a nil or zero Table give: only
// NewTable makes a table.
var errNoTable = errors.New("combat: table not built by NewTable (nil or zero Table)")

// built reports whether t came from NewTable.
func (t *Table[C]) built() bool { return t != nil && len(t.labels) > 0 }

// Name returns the table's name ("" for a nil Table).
func (t *Table[C]) Name() string {
	if t == nil {
		return ""
	}
	return t.spec.Name
}

// Dice returns what is rolled on the table (the zero Dice for a nil Table).
func (t *Table[C]) Dice() Dice {
	if t == nil {
		return Dice{}
	}
	return t.spec.Dice
}

// Dist returns the exact distribution of the table's dice.
func (t *Table[C]) Dist() Dist {
	if t == nil {
		return Dist{}
	}
	return t.dist
}

// Columns returns the column axis.
func (t *Table[C]) Columns() Columns {
	if t == nil {
		return Columns{}
	}
	return t.spec.Columns
}

// Rows returns a copy of the row spans.
func (t *Table[C]) Rows() []Span {
	if t == nil {
		return nil
	}
	return append([]Span(nil), t.spec.Rows...)
}

// Cell returns the cell at row and column indexes, or an error out of range.
func (t *Table[C]) Cell(row, col int) (C, error) {
	if !t.built() {
		var zero C
		return zero, errNoTable
	}
	if row < 0 || row >= len(t.spec.Rows) || col < 0 || col >= len(t.labels) {
		var zero C
		return zero, fmt.Errorf("combat: table %s: no cell at row %d, column %d", quote(t.spec.Name), row, col)
	}
	return t.spec.Cells[row][col], nil
}

// RowPick is the row a final roll read, with the off-table policy if used.
type RowPick struct {
	Index   int  // the row used; -1 when an off-table policy gave a fixed result
	Span    Span // its rolls
	Off     Side
	Clamped bool
}

// String explains the row: "row 5" or "below the table, clamped: row 2".
func (p RowPick) String() string {
	s := ""
	if p.Off != OnTable {
		s = p.Off.String()
		if p.Clamped {
			s += ", clamped"
		}
		if p.Index < 0 {
			return s + ": fixed result"
		}
		s += ": "
	}
	return s + "row " + p.Span.String()
}

// Row returns the cell for a final roll in column col (an index), applying
// the row off-table policy.
func (t *Table[C]) Row(col, roll int) (C, RowPick, error) {
	var zero C
	if !t.built() {
		return zero, RowPick{Index: -1}, errNoTable
	}
	if col < 0 || col >= len(t.labels) {
		return zero, RowPick{Index: -1}, fmt.Errorf("combat: table %s: no column %d", quote(t.spec.Name), col)
	}
	p := RowPick{Index: -1}
	// Compare before subtracting: roll - rowLo could overflow.
	switch {
	case roll < t.rowLo:
		p.Off = BelowTable
	case uint64(roll)-uint64(t.rowLo) >= uint64(len(t.rowOf)): // exact for roll >= rowLo
		p.Off = AboveTable
	default:
		p.Index = int(t.rowOf[roll-t.rowLo])
	}
	if p.Off != OnTable {
		off := t.spec.RowOff
		switch off.ModeAt(p.Off) {
		case Fixed:
			return off.result(p.Off), p, nil
		case Fail:
			return zero, p, fmt.Errorf("combat: table %s: roll %d is %v", quote(t.spec.Name), roll, p.Off)
		}
		p.Clamped = true
		p.Index = 0
		if p.Off == AboveTable {
			p.Index = len(t.spec.Rows) - 1
		}
	}
	p.Span = t.spec.Rows[p.Index]
	return t.spec.Cells[p.Index][col], p, nil
}
