package combat

import (
	"fmt"
	"strconv"
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
	return -1, fmt.Errorf("combat: unknown column %q", label)
}

// validate reports the first fault in the axis.
func (c Columns) validate() string {
	switch c.kind {
	case ByFactor, ByDiff:
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
// shifts. It is a small value; building one does not allocate.
type Select struct {
	by    selectBy
	a, d  Frac
	label string
	index int
	shift int
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

// Shift returns s moved n more columns: positive in the attacker's favour.
func (s Select) Shift(n int) Select { s.shift += n; return s }

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
	Select   Select     // what the caller asked for
	Value    int        // ByFactor, ByDiff: the strength or differential after rounding
	Odds     Odds       // ByOdds: the true ratio reduced by the table's odds rounding
	Rounding Rounding   // the rounding applied to Value
	OddsBy   OddsRounding
	Found    int  // the column the input fell in before shifts (-1 if off the table)
	Shift    int  // the column shift applied
	Off      Side // the input or the shift went beyond the table
	Clamped  bool // Off was settled by moving to the nearest column
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
	if p.Shift != 0 {
		s += ", shifted " + signed(p.Shift)
	}
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
