package combat

import (
	"fmt"
	"strconv"
	"strings"
)

// ColumnKind says how a table's columns are chosen.
type ColumnKind int

const (
	ByFactor ColumnKind = iota // one strength (fire factors) falls in a span
	ByOdds                     // the attacker:defender ratio picks an odds column
	ByDiff                     // the differential attacker − defender falls in a span
)

// String names the kind.
func (k ColumnKind) String() string {
	switch k {
	case ByFactor:
		return "factor"
	case ByOdds:
		return "odds"
	case ByDiff:
		return "differential"
	}
	return fmt.Sprintf("ColumnKind(%d)", int(k))
}

// Columns is a table's column axis: an ordered list, worst column for the
// attacker first, so a column shift of +1 is one column in the attacker's
// favour (1:2 → 1:1 → 2:1, never 1:0). Build it with [FactorColumns],
// [OddsColumns] or [DiffColumns]; the With methods override the default
// rounding policies.
type Columns struct {
	kind   ColumnKind
	spans  []Span // ByFactor, ByDiff
	odds   []Odds // ByOdds
	round  Rounding
	oddsBy OddsRounding
	order  ShiftOrder
}

// ShiftOrder says whether column shifts apply before or after an input
// beyond the table is settled by the column off-table policy.
type ShiftOrder int

const (
	// SettleFirst, the default, settles an input beyond the table at once
	// (Clamp moves it to the end column, Fixed gives the fixed result) and
	// then applies the shifts from there.
	SettleFirst ShiftOrder = iota
	// ShiftFirst applies the shifts to the input's own place, counting
	// virtual columns beyond the ends, and settles only where the shifted
	// column lands: odds of 1:5 with +1 on a table starting at 1:2 are 1:4,
	// still below it. Beyond an odds table the virtual columns are the
	// ladder ... 1:4, 1:3, 1:2, 1:1, 2:1, 3:1 ...; beyond a factor or
	// differential table, each further span as wide as the end column.
	ShiftFirst
)

// String names the order.
func (o ShiftOrder) String() string {
	switch o {
	case SettleFirst:
		return "settle first"
	case ShiftFirst:
		return "shift first"
	}
	return fmt.Sprintf("ShiftOrder(%d)", int(o))
}

// FactorColumns returns columns chosen by a strength (fire factors) falling
// in ascending, non-overlapping, gap-free spans, such as 1, 2, 3–4, 5–7.
// Fractional strengths are rounded Down by default ([Columns.WithRounding]).
func FactorColumns(spans ...Span) Columns {
	return Columns{kind: ByFactor, spans: append([]Span(nil), spans...), round: Down}
}

// DiffColumns returns columns chosen by the differential attacker − defender
// falling in ascending, gap-free spans, such as −2..−1, 0, 1..2. A fractional
// differential is rounded Down by default.
func DiffColumns(spans ...Span) Columns {
	return Columns{kind: ByDiff, spans: append([]Span(nil), spans...), round: Down}
}

// OddsColumns returns columns chosen by odds, listed in strictly ascending
// ratio (1:3, 1:2, 1:1, 3:2, 2:1 ...). The ratio is rounded in the
// defender's favour by default ([Columns.WithOddsRounding]).
func OddsColumns(odds ...Odds) Columns {
	return Columns{kind: ByOdds, odds: append([]Odds(nil), odds...), round: Down}
}

// WithRounding returns c rounding fractional factors or differentials by m.
func (c Columns) WithRounding(m Rounding) Columns { c.round = m; return c }

// WithOddsRounding returns c rounding odds by p.
func (c Columns) WithOddsRounding(p OddsRounding) Columns { c.oddsBy = p; return c }

// WithShiftOrder returns c applying column shifts in order o (the default
// is [SettleFirst]).
func (c Columns) WithShiftOrder(o ShiftOrder) Columns { c.order = o; return c }

// ShiftOrder returns when shifts apply relative to off-table settling.
func (c Columns) ShiftOrder() ShiftOrder { return c.order }

// Kind returns how columns are chosen.
func (c Columns) Kind() ColumnKind { return c.kind }

// Len returns the number of columns.
func (c Columns) Len() int {
	if c.kind == ByOdds {
		return len(c.odds)
	}
	return len(c.spans)
}

// Label returns the header of column i ("3..4", "1:2"), "" out of range.
func (c Columns) Label(i int) string {
	if i < 0 || i >= c.Len() {
		return ""
	}
	if c.kind == ByOdds {
		return c.odds[i].String()
	}
	return c.spans[i].String()
}

// Index returns the column whose header is label, or an error naming it.
func (c Columns) Index(label string) (int, error) {
	for i := range c.Len() {
		if c.Label(i) == label {
			return i, nil
		}
	}
	return -1, fmt.Errorf("combat: unknown column %s", quote(label))
}

// validate reports the first fault in the axis.
func (c Columns) validate() string {
	if c.order != SettleFirst && c.order != ShiftFirst {
		return "unknown shift order " + c.order.String()
	}
	switch c.kind {
	case ByFactor, ByDiff:
		if c.round < 0 || int(c.round) >= len(roundingNames) {
			return "unknown rounding " + c.round.String()
		}
		return checkLadder(c.kind.String()+" column", c.spans, true)
	case ByOdds:
		if len(c.odds) == 0 {
			return "no odds columns"
		}
		for i, o := range c.odds {
			r, err := o.Ratio()
			if err != nil {
				return "odds column " + strconv.Itoa(i+1) + ": " + err.Error()
			}
			if i > 0 {
				p, _ := c.odds[i-1].Ratio()
				if r.Cmp(p) <= 0 {
					return "odds columns " + c.odds[i-1].String() + " and " + o.String() + " are not in ascending order"
				}
			}
		}
		if c.oddsBy != DefenderFavour && c.oddsBy != AttackerFavour {
			return "unknown odds rounding " + c.oddsBy.String()
		}
		return ""
	}
	return "unknown column kind " + c.kind.String()
}

// Select says which column to use: by strength ([Factors], [Versus]), by
// header ([ColumnLabel]) or by position ([ColumnIndex]), plus any column
// shifts, named ([Select.ShiftBy]) or not ([Select.Shift]). It is a small
// value; building one with unnamed shifts does not allocate, and named
// shifts are copied so that Selects never share them. The zero Select is
// Factors(0): a strength of 0, which a factor table settles by its column
// off-table policy and an odds table refuses.
type Select struct {
	by       selectBy
	a, d     Frac
	label    string
	index    int
	shift    int           // the sum of the unnamed shifts
	named    []ColumnShift // named shifts in the order given
	tooLarge bool          // a shift or their sum went beyond MaxShift
}

// MaxShift bounds each column shift and their total: no table has that
// many columns, so a larger shift can only be a mistake, reported as an
// error when the column is chosen.
const MaxShift = 1 << 20

// ColumnShift is a named column shift, such as {"defender in city", -1}:
// positive in the attacker's favour. Explanations show its name.
type ColumnShift struct {
	Name    string
	Columns int
}

// String formats the shift as "-1 defender in city" ("-1" unnamed).
func (s ColumnShift) String() string {
	if s.Name == "" {
		return signed(s.Columns)
	}
	return signed(s.Columns) + " " + s.Name
}

type selectBy int

const (
	selFactors selectBy = iota
	selVersus
	selLabel
	selIndex
)

// Factors selects the column of a factor table holding strength f.
func Factors(f Frac) Select { return Select{by: selFactors, a: f} }

// Versus selects the column of an odds or differential table for attacker
// against defender strengths.
func Versus(attacker, defender Frac) Select { return Select{by: selVersus, a: attacker, d: defender} }

// ColumnLabel selects the column with header label ("1:1", "3..4").
func ColumnLabel(label string) Select { return Select{by: selLabel, label: label} }

// ColumnIndex selects column i, 0 being the worst for the attacker.
func ColumnIndex(i int) Select { return Select{by: selIndex, index: i} }

// Shift returns s moved n more columns, positive in the attacker's favour,
// with no name: the explanation says "shifted -1". Prefer [Select.ShiftBy].
func (s Select) Shift(n int) Select {
	if n < -MaxShift || n > MaxShift {
		s.tooLarge = true
		return s
	}
	s.shift += n // both within MaxShift after each step: no overflow
	if s.shift < -MaxShift || s.shift > MaxShift {
		s.tooLarge = true
		s.shift -= n
	}
	return s
}

// ShiftBy returns s moved n more columns for a named reason, such as
// ShiftBy("defender in city", -1); the explanation names it. An empty
// name is an unnamed [Select.Shift].
func (s Select) ShiftBy(name string, n int) Select {
	if name == "" {
		return s.Shift(n)
	}
	if n < -MaxShift || n > MaxShift {
		s.tooLarge = true
		return s
	}
	// A full slice expression: the append copies, so no two Selects share.
	s.named = append(s.named[:len(s.named):len(s.named)], ColumnShift{Name: name, Columns: n})
	return s
}

// Shifts returns a copy of the named shifts followed, if non-zero, by the
// sum of the unnamed ones with an empty name.
func (s Select) Shifts() []ColumnShift {
	out := append([]ColumnShift(nil), s.named...)
	if s.shift != 0 {
		out = append(out, ColumnShift{Columns: s.shift})
	}
	return out
}

// totalShift returns the sum of all shifts, or an error beyond MaxShift.
func (s Select) totalShift() (int, error) {
	t := int64(s.shift) // each term is within MaxShift, so int64 cannot overflow
	for _, x := range s.named {
		t += int64(x.Columns)
	}
	if s.tooLarge || t < -MaxShift || t > MaxShift {
		return 0, fmt.Errorf("combat: column shifts beyond ±%d", MaxShift)
	}
	return int(t), nil
}

// Side says whether something fell on a table or beyond one end of it.
type Side int

const (
	OnTable    Side = iota // inside the table
	BelowTable             // below the lowest row, left of the first column
	AboveTable             // above the highest row, right of the last column
)

// String names the side.
func (s Side) String() string {
	switch s {
	case OnTable:
		return "on the table"
	case BelowTable:
		return "below the table"
	case AboveTable:
		return "above the table"
	}
	return fmt.Sprintf("Side(%d)", int(s))
}

// ColumnPick is the chosen column with the reasons for it, kept as data so
// that choosing does not allocate; String writes the explanation.
type ColumnPick struct {
	Index    int        // the column used; -1 when an off-table policy gave a fixed result
	Label    string     // its header
	Kind     ColumnKind // the table's column kind
	Select   Select     // what the caller asked for, with its shifts
	Value    int        // ByFactor, ByDiff: the strength or differential after rounding (saturated to int)
	Odds     Odds       // ByOdds: the true ratio reduced by the table's odds rounding
	Rounding Rounding   // the rounding applied to Value
	OddsBy   OddsRounding
	Order    ShiftOrder // the table's shift order
	Found    int        // the column the input fell in before shifts (-1 if off the table)
	InputOff Side       // the input lay beyond the table on this side
	Beyond   int        // ShiftFirst, input off the table: how many virtual columns beyond the end
	Shift    int        // the total column shift applied
	Off      Side       // the input or the shift went beyond the table
	Clamped  bool       // Off was settled by moving to the nearest column

	unshifted bool // settled before the shifts could apply
}

// shiftString explains the shifts: ", shifted +1" unnamed,
// ", shifted -1 defender in city" for one named shift, and
// ", shifted -1 city, +2 armour = +1" for several.
func (p ColumnPick) shiftString() string {
	if p.unshifted {
		return ""
	}
	n := len(p.Select.named)
	if n == 0 {
		if p.Shift == 0 {
			return ""
		}
		return ", shifted " + signed(p.Shift)
	}
	var b strings.Builder
	b.WriteString(", shifted ")
	for i, x := range p.Select.named {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(x.String())
	}
	if p.Select.shift != 0 {
		b.WriteString(", " + signed(p.Select.shift))
		n++
	}
	if n > 1 {
		b.WriteString(" = " + signed(p.Shift))
	}
	return b.String()
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// String explains the choice, such as
// "factors 5/2 rounded up to 3: column 3" or
// "odds 4:4 = 1:1 in the defender's favour, shifted +1: column 2:1".
func (p ColumnPick) String() string {
	var s string
	switch p.Select.by {
	case selLabel:
		s = "column " + strconv.Quote(p.Select.label) + " named"
	case selIndex:
		s = "column " + strconv.Itoa(p.Select.index) + " by position"
	case selFactors:
		s = "factors " + p.Select.a.String()
		if !p.Select.a.IsInt() {
			s += " rounded " + p.Rounding.String() + " to " + strconv.Itoa(p.Value)
		}
	case selVersus:
		if p.Kind == ByOdds {
			s = "odds " + p.Select.a.String() + ":" + p.Select.d.String() + " = " + p.Odds.String() + " " + p.OddsBy.String()
		} else {
			s = "differential " + p.Select.a.String() + " - " + p.Select.d.String() + " = " + signed(p.Value)
		}
	}
	if p.Beyond > 0 {
		s += ", " + strconv.Itoa(p.Beyond) + " column" + plural(p.Beyond) + " " + p.InputOff.String()
	}
	s += p.shiftString()
	switch {
	case p.Off != OnTable && p.Clamped:
		s += ", " + p.Off.String() + ", clamped to the nearest column"
	case p.Off != OnTable:
		s += ", " + p.Off.String()
	}
	if p.Index >= 0 {
		s += ": column " + p.Label
	}
	return s
}
