package combat

import (
	"strings"
	"testing"
)

// Named shifts carry their names into the explanation, whatever else the
// choice says; unnamed ones read as before.
func TestNamedShiftsExplainThemselves(t *testing.T) {
	tb := columnTable(t, standardOdds, OffTable[string]{}, OffTable[string]{})
	tests := []struct {
		name string
		sel  Select
		col  string
		text string
	}{
		{"unnamed", Versus(Int(4), Int(2)).Shift(-1), "1:1", ", shifted -1: column 1:1"},
		{"one named", Versus(Int(4), Int(2)).ShiftBy("defender in city", -1), "1:1", ", shifted -1 defender in city: column 1:1"},
		{"two named sum", Versus(Int(2), Int(2)).ShiftBy("city", -1).ShiftBy("armour", 2), "2:1", ", shifted -1 city, +2 armour = +1: column 2:1"},
		{"named and unnamed", Versus(Int(2), Int(2)).ShiftBy("city", -1).Shift(2), "2:1", ", shifted -1 city, +2 = +1: column 2:1"},
		{"empty name is unnamed", Versus(Int(2), Int(2)).ShiftBy("", 1), "2:1", ", shifted +1: column 2:1"},
		{"cancelling shifts still named", Versus(Int(2), Int(2)).ShiftBy("a", 1).ShiftBy("b", -1), "1:1", ", shifted +1 a, -1 b = 0: column 1:1"},
		{"named by label", ColumnLabel("3:1").ShiftBy("river", -2), "1:1", `column "3:1" named, shifted -2 river: column 1:1`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := tb.Column(tt.sel)
			if err != nil {
				t.Fatal(err)
			}
			if p.Label != tt.col || !strings.HasSuffix(p.String(), tt.text) {
				t.Errorf("column %s, %q; want %s ending %q", p.Label, p.String(), tt.col, tt.text)
			}
		})
	}
}

// Building a Select with named shifts never lets two Selects share a list.
func TestNamedShiftsAreNotShared(t *testing.T) {
	base := Versus(Int(2), Int(2)).ShiftBy("a", 1)
	x, y := base.ShiftBy("b", 1), base.ShiftBy("c", -1)
	if got := x.Shifts(); len(got) != 2 || got[1].Name != "b" {
		t.Errorf("x shifts = %v", got)
	}
	if got := y.Shifts(); len(got) != 2 || got[1].Name != "c" {
		t.Errorf("y shifts = %v", got)
	}
	if got := base.Shift(2).Shifts(); len(got) != 2 || got[1] != (ColumnShift{Columns: 2}) {
		t.Errorf("base+2 shifts = %v", got)
	}
}

// A CRT where odds below 1:2 are "AE" and odds above 6:1 read as 6:1.
func TestOffTablePerEnd(t *testing.T) {
	cols := OddsColumns(Odds{1, 2}, Odds{1, 1}, Odds{2, 1}, Odds{3, 1}, Odds{4, 1}, Odds{5, 1}, Odds{6, 1})
	colOff := OffTable[string]{Below: "AE", Above: "unused"}.Ends(Fixed, Clamp)
	tb := columnTable(t, cols, OffTable[string]{}, colOff)
	tests := []struct {
		name  string
		sel   Select
		col   string // "" for a fixed result
		cell  string
		off   Side
		clamp bool
	}{
		{"1:3 is AE", Versus(Int(1), Int(3)), "", "AE", BelowTable, false},
		{"9:1 reads 6:1", Versus(Int(9), Int(1)), "6:1", "6:1@3", AboveTable, true},
		{"6:1 +1 reads 6:1", Versus(Int(6), Int(1)).Shift(1), "6:1", "6:1@3", AboveTable, true},
		{"1:2 -1 is AE", Versus(Int(1), Int(2)).ShiftBy("city", -1), "", "AE", BelowTable, false},
		{"on the table", Versus(Int(3), Int(1)), "3:1", "3:1@3", OnTable, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := tb.Resolve(NewRoller(NewForced(3)), "", tt.sel, Mods{})
			if err != nil {
				t.Fatal(err)
			}
			if res.Column.Label != tt.col || res.Cell != tt.cell || res.Column.Off != tt.off || res.Column.Clamped != tt.clamp {
				t.Errorf("got column %q cell %q off %v clamped %v; want %q %q %v %v (%v)",
					res.Column.Label, res.Cell, res.Column.Off, res.Column.Clamped, tt.col, tt.cell, tt.off, tt.clamp, res)
			}
		})
	}
	if m := colOff.ModeAt(BelowTable); m != Fixed {
		t.Errorf("ModeAt(below) = %v", m)
	}
	if m := colOff.ModeAt(AboveTable); m != Clamp {
		t.Errorf("ModeAt(above) = %v", m)
	}
	if m := (OffTable[string]{Mode: Fail}).ModeAt(BelowTable); m != Fail {
		t.Errorf("Mode covers both ends: ModeAt(below) = %v", m)
	}
	bad := OffTable[string]{}.Ends(Fixed, OffMode(7))
	if _, err := NewTable(TableSpec[string]{Dice: D6, Rows: Spans(1, 6), Columns: cols, Cells: [][]string{{"", "", "", "", "", "", ""}}, ColOff: bad}); err == nil {
		t.Error("unknown per-end mode: want error")
	}
}

// Shift order: settling first clamps an input beyond the table and shifts
// from the end column; shifting first counts the virtual columns beyond.
func TestShiftOrder(t *testing.T) {
	cols := OddsColumns(Odds{1, 2}, Odds{1, 1}, Odds{2, 1}, Odds{3, 1}, Odds{4, 1}, Odds{5, 1}, Odds{6, 1})
	fixedBelow := OffTable[string]{Below: "AE"}.Ends(Fixed, Clamp)
	clamp := OffTable[string]{}
	tests := []struct {
		name   string
		order  ShiftOrder
		colOff OffTable[string]
		sel    Select
		col    string // "" for a fixed result
		beyond int
	}{
		{"settle first: 9:1 -1 is 5:1", SettleFirst, clamp, Versus(Int(9), Int(1)).Shift(-1), "5:1", 0},
		{"shift first: 9:1 -1 is 8:1, reads 6:1", ShiftFirst, clamp, Versus(Int(9), Int(1)).Shift(-1), "6:1", 3},
		{"shift first: 9:1 -3 is 6:1", ShiftFirst, clamp, Versus(Int(9), Int(1)).Shift(-3), "6:1", 3},
		{"shift first: 9:1 -4 is 5:1", ShiftFirst, clamp, Versus(Int(9), Int(1)).Shift(-4), "5:1", 3},
		{"settle first: 1:3 +1 is AE", SettleFirst, fixedBelow, Versus(Int(1), Int(3)).ShiftBy("surprise", 1), "", 0},
		{"shift first: 1:3 +1 is 1:2", ShiftFirst, fixedBelow, Versus(Int(1), Int(3)).ShiftBy("surprise", 1), "1:2", 1},
		{"shift first: 1:5 +1 is 1:4, AE", ShiftFirst, fixedBelow, Versus(Int(1), Int(5)).ShiftBy("surprise", 1), "", 3},
		{"shift first: 1:5 +3 is 1:2", ShiftFirst, fixedBelow, Versus(Int(1), Int(5)).ShiftBy("surprise", 3), "1:2", 3},
		{"shift first: 2:7 rounds to 1:4", ShiftFirst, fixedBelow, Versus(Int(2), Int(7)).Shift(2), "1:2", 2},
		{"shift first on the table is as usual", ShiftFirst, clamp, Versus(Int(3), Int(1)).Shift(-1), "2:1", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := columnTable(t, cols.WithShiftOrder(tt.order), clamp, tt.colOff)
			p, err := tb.Column(tt.sel)
			if err != nil {
				t.Fatal(err)
			}
			if p.Label != tt.col || p.Beyond != tt.beyond {
				t.Errorf("column %q beyond %d, want %q beyond %d (%v)", p.Label, p.Beyond, tt.col, tt.beyond, p)
			}
		})
	}
}

// Beyond a factor or differential table, the virtual columns are as wide
// as the end column.
func TestShiftFirstSpans(t *testing.T) {
	cols := DiffColumns(Between(-4, -3), Between(-2, -1), At(0), Between(1, 2), Between(3, 4)).WithShiftOrder(ShiftFirst)
	tb := columnTable(t, cols, OffTable[string]{}, OffTable[string]{Mode: Fixed, Below: "AE", Above: "DE"})
	tests := []struct {
		a, d   int64
		shift  int
		col    string
		beyond int
	}{
		{9, 0, 0, "", 3},       // 9 is 5 past 4: ceil(5/2) = 3 columns
		{9, 0, -3, "3..4", 3},  // back onto the last column
		{0, 5, 0, "", 1},       // -5 is one column below -4..-3
		{0, 5, 1, "-4..-3", 1}, // and one shift brings it back
		{0, 7, 1, "", 2},
	}
	for _, tt := range tests {
		p, err := tb.Column(Versus(Int(tt.a), Int(tt.d)).Shift(tt.shift))
		if err != nil {
			t.Fatal(err)
		}
		if p.Label != tt.col || p.Beyond != tt.beyond {
			t.Errorf("%d-%d shift %d: column %q beyond %d, want %q beyond %d (%v)", tt.a, tt.d, tt.shift, p.Label, p.Beyond, tt.col, tt.beyond, p)
		}
	}
	p, _ := tb.Column(Versus(Int(9), Int(0)).Shift(-3))
	if want := "differential 9 - 0 = +9, 3 columns above the table, shifted -3: column 3..4"; p.String() != want {
		t.Errorf("explanation %q, want %q", p.String(), want)
	}
}

func TestShiftBounds(t *testing.T) {
	tb := columnTable(t, standardOdds, OffTable[string]{}, OffTable[string]{})
	for name, sel := range map[string]Select{
		"one huge":          Versus(Int(1), Int(1)).Shift(MaxShift + 1),
		"sum huge":          Versus(Int(1), Int(1)).Shift(MaxShift).Shift(1),
		"named huge":        Versus(Int(1), Int(1)).ShiftBy("x", -MaxShift-1),
		"named sum huge":    Versus(Int(1), Int(1)).ShiftBy("x", MaxShift).ShiftBy("y", MaxShift),
		"min int":           Versus(Int(1), Int(1)).Shift(minInt),
		"max then back ok?": Versus(Int(1), Int(1)).Shift(maxInt).Shift(-maxInt),
	} {
		if _, err := tb.Column(sel); err == nil || !strings.HasPrefix(err.Error(), "combat: ") {
			t.Errorf("%s: error = %v, want a combat error", name, err)
		}
	}
	// At the bound itself, the shift is allowed and clamps.
	if p, err := tb.Column(Versus(Int(1), Int(1)).Shift(MaxShift)); err != nil || p.Label != "4:1" {
		t.Errorf("MaxShift: %v %v", p, err)
	}
}

const (
	maxInt = int(^uint(0) >> 1)
	minInt = -maxInt - 1
)

// Resolving with named shifts, per-end policies and shift-first order
// allocates nothing once the Select is built.
func TestShiftedResolveDoesNotAllocate(t *testing.T) {
	cols := standardOdds.WithShiftOrder(ShiftFirst)
	tb := columnTable(t, cols, OffTable[string]{}, OffTable[string]{Below: "AE"}.Ends(Fixed, Clamp))
	sel := Versus(Int(1), Int(5)).ShiftBy("surprise", 1).ShiftBy("armour", 2).Shift(-1)
	r := NewRoller(NewSeeded(1))
	r.SetLogging(false)
	mods := NewMods(Mod("a", 1))
	var res Result[string]
	var err error
	if n := testing.AllocsPerRun(200, func() {
		res, err = tb.Resolve(r, "x", sel, mods)
	}); n != 0 {
		t.Errorf("Resolve allocates %v times", n)
	}
	if err != nil || res.Column.Label != "1:3" {
		t.Errorf("Resolve = %v, %v; want column 1:3", res, err)
	}
}
