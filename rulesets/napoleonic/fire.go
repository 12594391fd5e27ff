package napoleonic

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/warkit/warkit/combat"
)

// FireEffect is one cell of the Fire Effects Table: the multiplier of the
// increments of a formation of a nationality firing (NAP-L7).
type FireEffect struct {
	Formation   Formation
	Nationality string
	Multiplier  int
	// Illustrative marks a cell the seed does not give.
	Illustrative bool
}

// FireEffects is the Fire Effects Table as data. The zero value is empty.
// It is immutable and safe for concurrent use.
type FireEffects struct {
	cells []FireEffect
}

// NewFireEffects returns the table of the given cells. Errors: a
// multiplier outside 1 to [MaxValue], an unknown formation, a cell given
// twice. Cost: linear in the cells.
func NewFireEffects(cells ...FireEffect) (FireEffects, error) {
	out := slices.Clone(cells)
	type key struct {
		f Formation
		n string
	}
	seen := make(map[key]bool, len(out))
	for i, c := range out {
		if !c.Formation.valid() {
			return FireEffects{}, fmt.Errorf("napoleonic: fire effects: cell %d: unknown formation %v", i, c.Formation)
		}
		if c.Multiplier < 1 || c.Multiplier > MaxValue {
			return FireEffects{}, fmt.Errorf("napoleonic: fire effects: %v %s: multiplier %d: want 1 to %d (MaxValue)", c.Formation, c.Nationality, c.Multiplier, MaxValue)
		}
		if seen[key{c.Formation, c.Nationality}] {
			return FireEffects{}, fmt.Errorf("napoleonic: fire effects: %v %s given twice", c.Formation, c.Nationality)
		}
		seen[key{c.Formation, c.Nationality}] = true
	}
	return FireEffects{cells: out}, nil
}

// SampleFireEffects returns a sample Fire Effects Table. Only one cell is
// the seed's: the 8th KGL in line, ×4 (NAP-L7). The others are
// illustrative, marked so, and stand in for a scenario's own table.
func SampleFireEffects() FireEffects {
	t, _ := NewFireEffects(
		FireEffect{Formation: Line, Nationality: "KGL", Multiplier: 4},
		FireEffect{Formation: Line, Nationality: "British", Multiplier: 4, Illustrative: true},
		FireEffect{Formation: Line, Nationality: "French", Multiplier: 3, Illustrative: true},
		FireEffect{Formation: Line, Nationality: "Austrian", Multiplier: 3, Illustrative: true},
		FireEffect{Formation: Line, Nationality: "Prussian", Multiplier: 3, Illustrative: true},
	)
	return t
}

// Cells returns a copy of the table's cells, in the order given.
func (t FireEffects) Cells() []FireEffect { return slices.Clone(t.cells) }

// Lookup returns the cell for a formation and nationality, and false if
// the table has none.
func (t FireEffects) Lookup(f Formation, nationality string) (FireEffect, bool) {
	for _, c := range t.cells {
		if c.Formation == f && c.Nationality == nationality {
			return c, true
		}
	}
	return FireEffect{}, false
}

// Volley is the attack value of one unit's fire, with its working.
type Volley struct {
	Value combat.Frac
	// Increments firing and the multiplier applied (line fire, NAP-L7);
	// both 0 for a column firing its printed value.
	Increments, Multiplier int
	// Capped is the increments the 4-a-hex limit, less unlimbered
	// artillery, kept from firing (NAP-L7).
	Capped int
	// Halved reports a column reduced to one increment (NAP-F2).
	Halved bool
	// Cell is the Fire Effects Table cell used (line fire).
	Cell FireEffect
}

// String explains the volley, such as "3 increments × 4 = 12".
func (v Volley) String() string {
	var b strings.Builder
	if v.Multiplier > 0 {
		fmt.Fprintf(&b, "%d increments × %d = %v", v.Increments, v.Multiplier, v.Value)
		if v.Capped > 0 {
			fmt.Fprintf(&b, " (%d more cannot fire from the hex)", v.Capped)
		}
		return b.String()
	}
	fmt.Fprintf(&b, "printed %v", v.Value)
	if v.Halved {
		b.WriteString(" (halved: one increment left)")
	}
	return b.String()
}

// ColumnFire returns the fire of a stack of infantry in column (NAP-F2):
// only the top unit, stack[0], fires, with the value printed on its
// reverse, halved (exactly: 5 gives 5/2) when it is down to one increment.
// Errors: an empty stack, a top unit that is not infantry in column.
func (m *Map) ColumnFire(stack []Unit) (Volley, error) {
	if err := m.ready(); err != nil {
		return Volley{}, err
	}
	if len(stack) == 0 {
		return Volley{}, errors.New("napoleonic: column fire: empty stack")
	}
	u := stack[0]
	if err := u.Validate(); err != nil {
		return Volley{}, err
	}
	if u.Arm != Infantry || u.Formation.Rules().Fire != FirePrinted {
		return Volley{}, u.errorf("column fire is for infantry in column, not %v in %v", u.Arm, u.Formation)
	}
	if u.Increments == 1 {
		return Volley{Value: combat.Half(int64(u.Values.ReverseFire)), Halved: true}, nil
	}
	return Volley{Value: combat.Int(int64(u.Values.ReverseFire))}, nil
}

// LineFire returns the fire of portion p (in the order of [Map.Portions])
// of infantry unit u in line (NAP-L7): its increments fire, at most 4 from
// the hex, or 4 less the increments of unlimbered artillery among stack
// (the other units in the hex), times the multiplier of t for the line and
// u's nationality.
//
// NAP-L7, the 8th KGL: 6 increments in a 2-hex line, 3 a hex, × 4 = 12.
func (m *Map) LineFire(u Unit, p int, stack []Unit, t FireEffects) (Volley, error) {
	if err := m.ready(); err != nil {
		return Volley{}, err
	}
	if u.Arm != Infantry || u.Formation.Rules().Fire != FireByIncrements {
		return Volley{}, u.errorf("line fire is for infantry in line, not %v in %v", u.Arm, u.Formation)
	}
	portions, err := m.Portions(u)
	if err != nil {
		return Volley{}, err
	}
	if p < 0 || p >= len(portions) {
		return Volley{}, u.errorf("portion %d: the unit has %d", p, len(portions))
	}
	cell, ok := t.Lookup(u.Formation, u.Nationality)
	if !ok {
		return Volley{}, u.errorf("no Fire Effects cell for %v %q", u.Formation, u.Nationality)
	}
	guns := 0
	for _, s := range stack {
		if s.Arm == Artillery && !s.Limbered && s.Increments > 0 {
			guns += min(s.Increments, PerHex) // past PerHex the cap is 0: no overflow
		}
	}
	limit := max(PerHex-guns, 0)
	n := min(portions[p].Increments, limit)
	return Volley{
		Value:      combat.Int(int64(n * cell.Multiplier)),
		Increments: n, Multiplier: cell.Multiplier,
		Capped: portions[p].Increments - n,
		Cell:   cell,
	}, nil
}
