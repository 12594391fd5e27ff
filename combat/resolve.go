package combat

import (
	"fmt"
	"strconv"
	"strings"
)

// Result is a resolved table roll with its working: the raw roll and its
// faces, each modifier and the clamp, the final roll, the column and why,
// the row, and the cell.
type Result[C comparable] struct {
	Table   string
	Purpose string
	Dice    Dice
	Raw     int   // the dice total before modifiers
	Faces   []int // the faces rolled; they alias the roller (see Roller.Roll)
	Mods    Breakdown
	Final   int // Raw + Mods.Total
	Column  ColumnPick
	Row     RowPick
	Cell    C
}

// String explains the result on one line, such as
// `fire "defensive fire": 2d6 rolled 5 [2 3]; -1 moving, +1 crest = 0; final 5;
// factors 5/2 rounded up to 3: column 3; row 5: 3`.
func (r Result[C]) String() string {
	var b strings.Builder
	b.WriteString(r.Table)
	if r.Purpose != "" {
		b.WriteString(" " + strconv.Quote(r.Purpose))
	}
	b.WriteString(": ")
	if r.Column.Index < 0 {
		b.WriteString(r.Column.String() + ": fixed result " + formatAny(r.Cell))
		return b.String()
	}
	b.WriteString(r.Dice.String() + " rolled " + strconv.Itoa(r.Raw))
	if len(r.Faces) > 0 {
		b.WriteString(" " + fmt.Sprint(r.Faces))
	}
	b.WriteString("; " + r.Mods.String() + "; final " + strconv.Itoa(r.Final))
	b.WriteString("; " + r.Column.String())
	b.WriteString("; " + r.Row.String() + ": " + formatAny(r.Cell))
	return b.String()
}

// Resolve rolls the table's dice with r for purpose, adds mods, chooses the
// column by sel and reads the cell, returning the result with its working.
// A column settled by a Fixed off-table policy gives its fixed result
// without rolling. It does not allocate beyond the roller's log.
func (t *Table[C]) Resolve(r *Roller, purpose string, sel Select, mods Mods) (res Result[C], err error) {
	if !t.built() {
		res.Column.Index, res.Column.Found, res.Row.Index = -1, -1, -1
		return res, errNoTable
	}
	res.Table, res.Purpose, res.Dice = t.spec.Name, purpose, t.spec.Dice
	if err = mods.sum(&res.Mods); err != nil {
		return res, err
	}
	if err = t.column(sel, &res.Column); err != nil {
		return res, err
	}
	if res.Column.Index < 0 {
		res.Row.Index = -1
		res.Cell = t.fixedColumn(res.Column.Off)
		return res, nil
	}
	if res.Raw, res.Faces, err = r.roll(purpose, t.spec.Dice); err != nil {
		return res, err
	}
	var ok bool
	if res.Final, ok = addInt(res.Raw, res.Mods.Total); !ok {
		return res, fmt.Errorf("combat: table %s: roll %d %s overflows int", quote(t.spec.Name), res.Raw, signed(res.Mods.Total))
	}
	res.Cell, res.Row, err = t.Row(res.Column.Index, res.Final)
	return res, err
}

func (t *Table[C]) fixedColumn(off Side) C {
	if off == BelowTable {
		return t.spec.ColOff.Below
	}
	return t.spec.ColOff.Above
}

// Outcomes returns the exact distribution of the cell that [Table.Resolve]
// would give for the same column choice and modifiers, without rolling, so
// a tool can show the odds first. Results come in the order of ascending
// final roll. Under a Fail row policy, any reachable roll off the table
// makes this an error, as it would be at the table.
func (t *Table[C]) Outcomes(sel Select, mods Mods) (Outcomes[C], error) {
	var o Outcomes[C]
	if !t.built() {
		return o, errNoTable
	}
	b, err := mods.Sum()
	if err != nil {
		return o, err
	}
	col, err := t.Column(sel)
	if err != nil {
		return o, err
	}
	o.total = t.dist.Total()
	if col.Index < 0 {
		o.add(t.fixedColumn(col.Off), o.total)
		return o, nil
	}
	o.items = make([]Outcome[C], 0, 8)
	var idx map[C]int
	for v, w := range t.dist.All() {
		final, ok := addInt(v, b.Total)
		if !ok {
			return Outcomes[C]{}, fmt.Errorf("combat: table %s: roll %d %s overflows int", quote(t.spec.Name), v, signed(b.Total))
		}
		cell, _, err := t.Row(col.Index, final)
		if err != nil {
			return Outcomes[C]{}, err
		}
		o.merge(&idx, cell, w)
	}
	return o, nil
}

// CheckResult is a resolved target-number check with its working.
type CheckResult struct {
	Purpose string
	Dice    Dice
	Raw     int
	Faces   []int // alias the roller (see Roller.Roll)
	Mods    Breakdown
	Final   int
	Check   Check
	Pass    bool
}

// String explains the check: `morale: 2d6 rolled 9 [4 5]; no modifiers;
// final 9 <= 10: pass`.
func (c CheckResult) String() string {
	verdict := "fail"
	if c.Pass {
		verdict = "pass"
	}
	return c.Purpose + ": " + c.Dice.String() + " rolled " + strconv.Itoa(c.Raw) + " " + fmt.Sprint(c.Faces) +
		"; " + c.Mods.String() + "; final " + strconv.Itoa(c.Final) + " " + c.Check.String() + ": " + verdict
}

// RollCheck rolls d with r, adds mods and applies the check: a morale test
// (2D6 <= morale), a to-hit or skill roll (>= threshold).
func RollCheck(r *Roller, purpose string, d Dice, mods Mods, c Check) (CheckResult, error) {
	res := CheckResult{Purpose: purpose, Dice: d, Check: c}
	if err := c.Validate(); err != nil {
		return res, err
	}
	var err error
	if res.Mods, err = mods.Sum(); err != nil {
		return res, err
	}
	if res.Raw, res.Faces, err = r.Roll(purpose, d); err != nil {
		return res, err
	}
	var ok bool
	if res.Final, ok = addInt(res.Raw, res.Mods.Total); !ok {
		return res, fmt.Errorf("combat: check %s: roll %d %s overflows int", quote(purpose), res.Raw, signed(res.Mods.Total))
	}
	res.Pass = c.pass(res.Final)
	return res, nil
}

// CheckChance returns the exact probability that [RollCheck] passes with the
// same dice, modifiers and check.
func CheckChance(d Dice, mods Mods, c Check) (Frac, error) {
	if err := c.Validate(); err != nil {
		return Frac{}, err
	}
	b, err := mods.Sum()
	if err != nil {
		return Frac{}, err
	}
	dist, err := d.Dist()
	if err != nil {
		return Frac{}, err
	}
	shifted, err := dist.Shift(b.Total)
	if err != nil {
		return Frac{}, err
	}
	return shifted.Chance(c.pass), nil
}
