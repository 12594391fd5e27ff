package combat

import (
	"fmt"
	"math"
)

// Column chooses the column for sel, applying the table's rounding, odds
// policy, shifts and column off-table policy. A column that an off-table
// policy settles with a fixed result has Index -1. It does not allocate.
//
// Order of work: the input is placed first. Under [SettleFirst] (the
// default) an input beyond the table is settled at once by the column
// policy of that end (under Clamp it moves to the end column and shifts
// then apply from there); under [ShiftFirst] the shifts apply to the
// input's own place, virtual columns beyond the ends included. Shifts move
// along the ordered columns, and a column beyond either end is settled by
// that end's policy.
func (t *Table[C]) Column(sel Select) (ColumnPick, error) {
	var p ColumnPick
	if !t.built() {
		p.Index, p.Found = -1, -1
		return p, errNoTable
	}
	err := t.column(sel, &p)
	return p, err
}

// column fills p in place, sparing the hot path copies of a large value.
func (t *Table[C]) column(sel Select, p *ColumnPick) error {
	c := &t.spec.Columns
	// Zeroed, then written field by field: a composite literal is built in
	// a temporary and copied in 16-byte moves, which stall on its 8-byte
	// stores.
	*p = ColumnPick{}
	p.Kind, p.Select, p.Rounding, p.OddsBy, p.Order, p.Found, p.Index = c.kind, sel, c.round, c.oddsBy, c.order, -1, -1
	shift, err := sel.totalShift()
	if err != nil {
		return fmt.Errorf("combat: table %s: %w", quote(t.spec.Name), err)
	}
	p.Shift = shift
	idx, off, beyond, err := t.input(p)
	if err != nil {
		return err
	}
	var pos int64 // the column before shifts; virtual beyond the ends
	switch {
	case off == OnTable:
		p.Found = idx
		pos = int64(idx)
	case c.order == ShiftFirst:
		p.InputOff, p.Beyond = off, beyond
		pos = t.virtual(off, beyond)
	default:
		p.InputOff = off
		end, done, err := t.settle(p, off, "is")
		if done || err != nil {
			p.Shift, p.unshifted = 0, true // settled before any shift applied
			return err
		}
		pos = int64(end)
	}
	pos += int64(shift)
	if off := t.sideOf(pos); off != OnTable {
		end, done, err := t.settle(p, off, "goes")
		if done || err != nil {
			return err
		}
		pos = int64(end)
	}
	p.Index, p.Label = int(pos), t.labels[pos]
	return nil
}

// virtual returns the position of the virtual column beyond columns
// beyond the given end.
func (t *Table[C]) virtual(off Side, beyond int) int64 {
	if off == BelowTable {
		return -int64(beyond)
	}
	return int64(len(t.labels)-1) + int64(beyond)
}

// sideOf says where a column position lies.
func (t *Table[C]) sideOf(pos int64) Side {
	switch {
	case pos < 0:
		return BelowTable
	case pos >= int64(len(t.labels)):
		return AboveTable
	}
	return OnTable
}

// settle applies the column policy of side off to p: done with a fixed
// result, an error under Fail, or the end column to continue from under
// Clamp. verb words the error ("odds 1:9 is below the table").
func (t *Table[C]) settle(p *ColumnPick, off Side, verb string) (end int, done bool, err error) {
	p.Off = off
	switch t.spec.ColOff.ModeAt(off) {
	case Fixed:
		return 0, true, nil
	case Fail:
		what := p.inputString()
		if verb == "goes" {
			what += " shifted " + signed(p.Shift)
		}
		return 0, true, fmt.Errorf("combat: table %s: %s %s %v", quote(t.spec.Name), what, verb, off)
	}
	p.Clamped = true
	if off == AboveTable {
		return len(t.labels) - 1, false, nil
	}
	return 0, false, nil
}

// input places the input of p: its column, or the side it is off and how
// many virtual columns beyond the end it lies.
func (t *Table[C]) input(p *ColumnPick) (idx int, off Side, beyond int, err error) {
	sel := &p.Select // not a copy of what column has just stored
	switch sel.by {
	case selIndex:
		if sel.index < 0 || sel.index >= len(t.labels) {
			return 0, 0, 0, fmt.Errorf("combat: table %s: no column %d (it has %d)", quote(t.spec.Name), sel.index, len(t.labels))
		}
		return sel.index, OnTable, 0, nil
	case selLabel:
		for i, l := range t.labels {
			if l == sel.label {
				return i, OnTable, 0, nil
			}
		}
		return 0, 0, 0, fmt.Errorf("combat: table %s: unknown column %s", quote(t.spec.Name), quote(sel.label))
	case selFactors, selVersus:
		return t.place(p)
	}
	return 0, 0, 0, fmt.Errorf("combat: table %s: unknown selection %d", quote(t.spec.Name), int(sel.by))
}

// inputString names the input of a column choice for error messages.
func (p *ColumnPick) inputString() string {
	switch {
	case p.Select.by == selLabel:
		return "column " + p.Select.label
	case p.Select.by == selIndex:
		return "column " + fmt.Sprint(p.Select.index)
	case p.Kind == ByOdds:
		return "odds " + p.Select.a.String() + ":" + p.Select.d.String()
	case p.Select.by == selVersus:
		return "differential " + signed(p.Value)
	}
	return "factors " + p.Select.a.String()
}

// place finds the column an input strength falls in, or the side it is off.
func (t *Table[C]) place(p *ColumnPick) (int, Side, int, error) {
	c := &t.spec.Columns
	sel := &p.Select // not a copy of what column has just stored
	switch {
	case c.kind == ByOdds && sel.by == selVersus:
		return t.placeOdds(p)
	case c.kind == ByFactor && sel.by == selFactors:
		v, err := c.round.Round(sel.a)
		if err != nil {
			return 0, 0, 0, fmt.Errorf("combat: table %s: %w", quote(t.spec.Name), err)
		}
		i, off, beyond := placeSpan(c.spans, v, p)
		return i, off, beyond, nil
	case c.kind == ByDiff && sel.by == selVersus:
		diff, err := sel.a.Sub(sel.d)
		if err != nil {
			return 0, 0, 0, fmt.Errorf("combat: table %s: %w", quote(t.spec.Name), err)
		}
		v, err := c.round.Round(diff)
		if err != nil {
			return 0, 0, 0, fmt.Errorf("combat: table %s: %w", quote(t.spec.Name), err)
		}
		i, off, beyond := placeSpan(c.spans, v, p)
		return i, off, beyond, nil
	}
	what := "factors"
	if sel.by == selVersus {
		what = "attacker and defender strengths"
	}
	return 0, 0, 0, fmt.Errorf("combat: table %s: %s cannot choose a %v column", quote(t.spec.Name), what, c.kind)
}

// placeSpan finds the span holding v, or the side v is off and how many
// spans as wide as the end span lie between (saturating past MaxShift).
func placeSpan(spans []Span, v int64, p *ColumnPick) (int, Side, int) {
	p.Value = int(min(max(v, math.MinInt), math.MaxInt)) // saturated on 32-bit
	first, last := spans[0], spans[len(spans)-1]
	switch {
	case v < int64(first.Lo):
		return -1, BelowTable, spansBeyond(uint64(int64(first.Lo))-uint64(v), first)
	case v > int64(last.Hi):
		return -1, AboveTable, spansBeyond(uint64(v)-uint64(int64(last.Hi)), last)
	}
	for i, s := range spans { // gap-free, so one span holds v
		if int64(s.Lo) <= v && v <= int64(s.Hi) {
			return i, OnTable, 0
		}
	}
	return -1, OnTable, 0 // unreachable for a validated axis
}

// spansBeyond returns ceil(d / width(end)), the virtual columns a value d
// past an end span lies beyond it, saturated at MaxShift+1 (no shift can
// bring it back from there).
func spansBeyond(d uint64, end Span) int {
	w := uint64(end.Hi) - uint64(end.Lo) + 1 // wraps to 0 only for a span of every int64
	if w == 0 {
		return 1
	}
	return int(min((d-1)/w+1, MaxShift+1))
}

// placeOdds chooses by the odds policy: in the defender's favour, the best
// column whose ratio does not exceed the true ratio; in the attacker's, the
// worst column whose ratio is at least the true ratio. The input is off the
// table when no column qualifies, or when the reduced odds lie beyond the
// far end (9:1 against a table ending at 6:1).
func (t *Table[C]) placeOdds(p *ColumnPick) (int, Side, int, error) {
	c := &t.spec.Columns
	sel := &p.Select // not a copy of what column has just stored
	r, err := strengthRatio(sel.a, sel.d)
	if err != nil {
		return 0, 0, 0, fmt.Errorf("combat: table %s: %w", quote(t.spec.Name), err)
	}
	if p.Odds, err = RoundOdds(sel.a, sel.d, c.oddsBy); err != nil {
		return 0, 0, 0, fmt.Errorf("combat: table %s: %w", quote(t.spec.Name), err)
	}
	reduced := mustFrac(int64(p.Odds.A), int64(p.Odds.D))
	first, last := t.ratios[0], t.ratios[len(t.ratios)-1]
	above := func() (int, Side, int, error) {
		return -1, AboveTable, ladderBeyond(ladderFloor(last), ladderPos(p.Odds)), nil
	}
	below := func() (int, Side, int, error) {
		return -1, BelowTable, ladderBeyond(ladderPos(p.Odds), ladderCeil(first)), nil
	}
	if c.oddsBy == DefenderFavour {
		if reduced.Cmp(last) > 0 {
			return above()
		}
		for i := len(t.ratios) - 1; i >= 0; i-- {
			if t.ratios[i].Cmp(r) <= 0 {
				return i, OnTable, 0, nil
			}
		}
		return below()
	}
	if reduced.Cmp(first) < 0 {
		return below()
	}
	for i, x := range t.ratios {
		if x.Cmp(r) >= 0 {
			return i, OnTable, 0, nil
		}
	}
	return above()
}

// The odds ladder ... 1:3, 1:2, 1:1, 2:1, 3:1 ... numbers its rungs
// k:1 → k−1 and 1:k → −(k−1); it gives the virtual columns beyond an odds
// table.

// ladderPos returns the rung of odds already reduced to k:1 or 1:k.
func ladderPos(o Odds) int64 {
	if o.D == 1 {
		return int64(o.A) - 1
	}
	return -(int64(o.D) - 1)
}

// ladderFloor returns the highest rung at most x (x > 0).
func ladderFloor(x Frac) int64 {
	if x.Cmp(Int(1)) >= 0 {
		k, _ := Down.Round(x) // x = a/d of a valid column: no error
		return k - 1
	}
	k, _ := Up.Div(x.Den(), x.num) // smallest k with 1/k <= x
	return -(k - 1)
}

// ladderCeil returns the lowest rung at least x (x > 0).
func ladderCeil(x Frac) int64 {
	if x.Cmp(Int(1)) >= 0 {
		k, _ := Up.Round(x)
		return k - 1
	}
	k, _ := Down.Div(x.Den(), x.num) // largest k with 1/k >= x
	return -(k - 1)
}

// ladderBeyond returns the rungs from lo up to hi (at least 1, saturated
// at MaxShift+1).
func ladderBeyond(lo, hi int64) int {
	return int(min(max(hi-lo, 1), MaxShift+1))
}
