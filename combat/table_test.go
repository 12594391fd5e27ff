package combat

import (
	"strings"
	"testing"
)

var standardOdds = OddsColumns(Odds{1, 3}, Odds{1, 2}, Odds{1, 1}, Odds{2, 1}, Odds{3, 1}, Odds{4, 1})

// columnTable is a 1D6 table whose cell is the column label and row, so
// tests can see exactly which cell was read.
func columnTable(t testing.TB, cols Columns, rowOff, colOff OffTable[string]) *Table[string] {
	t.Helper()
	cells := make([][]string, 6)
	for r := range cells {
		for c := range cols.Len() {
			cells[r] = append(cells[r], cols.Label(c)+"@"+Span{r + 1, r + 1}.String())
		}
	}
	tb, err := NewTable(TableSpec[string]{Name: "t", Dice: D6, Rows: Spans(1, 6), Columns: cols, Cells: cells, RowOff: rowOff, ColOff: colOff})
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func TestNewTableValidation(t *testing.T) {
	ok := [][]int{{1, 2}, {3, 4}}
	cols := FactorColumns(At(1), At(2))
	tests := []struct {
		name string
		spec TableSpec[int]
		msg  string
	}{
		{"no rows", TableSpec[int]{Dice: D6, Columns: cols}, "no rows"},
		{"no columns", TableSpec[int]{Dice: D6, Rows: Spans(1, 2), Columns: FactorColumns(), Cells: ok}, "no factor columns"},
		{"ragged row", TableSpec[int]{Dice: D6, Rows: Spans(1, 2), Columns: cols, Cells: [][]int{{1, 2}, {3}}}, "row 2 has 1 cells"},
		{"missing row", TableSpec[int]{Dice: D6, Rows: Spans(1, 2), Columns: cols, Cells: ok[:1]}, "1 rows of cells for 2"},
		{"overlapping rows", TableSpec[int]{Dice: D6, Rows: []Span{{1, 3}, {3, 4}}, Columns: cols, Cells: ok}, "overlap"},
		{"gap in rows", TableSpec[int]{Dice: D6, Rows: []Span{{1, 2}, {4, 6}}, Columns: cols, Cells: ok}, "gap"},
		{"empty row span", TableSpec[int]{Dice: D6, Rows: []Span{{2, 1}, {3, 4}}, Columns: cols, Cells: ok}, "empty"},
		{"gap in columns", TableSpec[int]{Dice: D6, Rows: Spans(1, 2), Columns: FactorColumns(At(1), At(3)), Cells: ok}, "gap"},
		{"odds out of order", TableSpec[int]{Dice: D6, Rows: Spans(1, 2), Columns: OddsColumns(Odds{2, 1}, Odds{1, 1}), Cells: ok}, "ascending"},
		{"zero odds", TableSpec[int]{Dice: D6, Rows: Spans(1, 2), Columns: OddsColumns(Odds{0, 1}, Odds{1, 1}), Cells: ok}, "positive"},
		{"bad dice", TableSpec[int]{Dice: NdS(0, 6), Rows: Spans(1, 2), Columns: cols, Cells: ok}, "dice"},
		{"bad policy", TableSpec[int]{Dice: D6, Rows: Spans(1, 2), Columns: cols, Cells: ok, RowOff: OffTable[int]{Mode: 9}}, "off-table mode"},
		{"huge rows", TableSpec[int]{Dice: D6, Rows: []Span{{-1 << 30, 0}, {1, 1 << 30}}, Columns: cols, Cells: ok}, "more than"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.spec.Name = "bad"
			_, err := NewTable(tt.spec)
			if err == nil || !strings.Contains(err.Error(), tt.msg) || !strings.HasPrefix(err.Error(), `combat: table "bad": `) {
				t.Errorf("error = %v, want one containing %q", err, tt.msg)
			}
		})
	}
}

func TestOddsColumnShiftCrossesOneToOne(t *testing.T) {
	tb := columnTable(t, standardOdds, OffTable[string]{}, OffTable[string]{})
	tests := []struct {
		name string
		sel  Select
		want string
		off  Side
	}{
		{"1:2 +1 is 1:1", Versus(Int(3), Int(6)).Shift(1), "1:1", OnTable},
		{"1:2 +2 is 2:1", Versus(Int(3), Int(6)).Shift(2), "2:1", OnTable},
		{"2:1 -2 is 1:2", Versus(Int(5), Int(2)).Shift(-2), "1:2", OnTable},
		{"shifts add up", Versus(Int(1), Int(1)).Shift(1).Shift(1), "3:1", OnTable},
		{"shift past the end clamps", Versus(Int(4), Int(1)).Shift(3), "4:1", AboveTable},
		{"7:1 clamps to 4:1", Versus(Int(7), Int(1)), "4:1", AboveTable},
		{"4.5:1 is 4:1 on the table", Versus(Half(9), Int(1)), "4:1", OnTable},
		{"1:5 clamps to 1:3", Versus(Int(1), Int(5)), "1:3", BelowTable},
		{"clamped input then shifted", Versus(Int(1), Int(5)).Shift(1), "1:2", BelowTable},
		{"by label", ColumnLabel("2:1").Shift(-1), "1:1", OnTable},
		{"by index", ColumnIndex(0).Shift(2), "1:1", OnTable},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := tb.Column(tt.sel)
			if err != nil {
				t.Fatal(err)
			}
			if p.Label != tt.want || p.Off != tt.off {
				t.Errorf("column %s (%v), want %s (%v); %v", p.Label, p.Off, tt.want, tt.off, p)
			}
		})
	}
}

func TestColumnErrors(t *testing.T) {
	tb := columnTable(t, standardOdds, OffTable[string]{}, OffTable[string]{})
	for name, sel := range map[string]Select{
		"defender zero":       Versus(Int(3), Int(0)),
		"unknown label":       ColumnLabel("5:1"),
		"index out of range":  ColumnIndex(6),
		"factors on odds CRT": Factors(Int(3)),
	} {
		if _, err := tb.Column(sel); err == nil || !strings.HasPrefix(err.Error(), "combat: ") {
			t.Errorf("%s: error = %v", name, err)
		}
		if _, err := tb.Outcomes(sel, Mods{}); err == nil {
			t.Errorf("%s: Outcomes: want error", name)
		}
	}
}

func TestOffTablePolicies(t *testing.T) {
	fixed := OffTable[string]{Mode: Fixed, Below: "AE", Above: "DE"}
	tb := columnTable(t, standardOdds, fixed, fixed)
	if c, p, _ := tb.Row(2, 0); c != "AE" || p.Off != BelowTable || p.Index != -1 {
		t.Errorf("row below with Fixed = %q %v", c, p)
	}
	if c, _, _ := tb.Row(2, 9); c != "DE" {
		t.Errorf("row above with Fixed = %q", c)
	}
	o, err := tb.Outcomes(Versus(Int(1), Int(9)), Mods{})
	if err != nil || o.Len() != 1 || o.P("AE") != Int(1) {
		t.Errorf("column below with Fixed: %v %v", o, err)
	}
	res, err := tb.Resolve(NewRoller(NewForced()), "", Versus(Int(4), Int(1)).Shift(1), Mods{})
	if err != nil || res.Cell != "DE" {
		t.Errorf("shift past the end with Fixed: %v %v", res, err)
	}
}

func TestOffTableFailAndClamp(t *testing.T) {
	fail := OffTable[string]{Mode: Fail}
	tb := columnTable(t, standardOdds, fail, fail)
	if _, _, err := tb.Row(0, 7); err == nil {
		t.Error("row above with Fail: want error")
	}
	if _, err := tb.Column(Versus(Int(9), Int(1))); err == nil {
		t.Error("column above with Fail: want error")
	}
	if _, err := tb.Column(ColumnLabel("1:3").Shift(-1)); err == nil {
		t.Error("shift below with Fail: want error")
	}
	if _, err := tb.Outcomes(ColumnLabel("1:1"), NewMods(Mod("big", 1))); err == nil {
		t.Error("Outcomes reaching a Fail row: want error")
	}

	clamp := columnTable(t, standardOdds, OffTable[string]{}, OffTable[string]{})
	if c, p, _ := clamp.Row(0, -3); c != "1:3@1" || !p.Clamped {
		t.Errorf("row below with Clamp = %q %v", c, p)
	}
}

func TestFactorAndDiffColumns(t *testing.T) {
	fac := FactorColumns(At(1), At(2), At(3), Between(4, 5), Between(6, 8))
	tb := columnTable(t, fac, OffTable[string]{}, OffTable[string]{})
	for _, tt := range []struct {
		f    Frac
		want string
	}{{Int(7), "6..8"}, {Half(5), "2"}, {Int(4), "4..5"}, {Int(20), "6..8"}, {Int(0), "1"}} {
		p, err := tb.Column(Factors(tt.f))
		if err != nil || p.Label != tt.want {
			t.Errorf("factors %v: column %s (%v), want %s", tt.f, p.Label, err, tt.want)
		}
	}
	up := columnTable(t, fac.WithRounding(Up), OffTable[string]{}, OffTable[string]{})
	if p, _ := up.Column(Factors(Half(5))); p.Label != "3" { // 2.5 factors round up to column 3
		t.Errorf("2.5 factors rounded up: column %s, want 3", p.Label)
	}

	diff := DiffColumns(Between(-3, -1), At(0), Between(1, 2), Between(3, 5))
	dt := columnTable(t, diff, OffTable[string]{}, OffTable[string]{})
	for _, tt := range []struct {
		a, d Frac
		want string
	}{{Int(5), Int(5), "0"}, {Int(7), Int(5), "1..2"}, {Int(2), Int(4), "-3..-1"}, {Half(11), Int(5), "0"}, {Int(20), Int(1), "3..5"}} {
		p, err := dt.Column(Versus(tt.a, tt.d))
		if err != nil || p.Label != tt.want {
			t.Errorf("differential %v-%v: column %s (%v), want %s", tt.a, tt.d, p.Label, err, tt.want)
		}
	}
}

func TestOddsColumnsWithThreeToTwo(t *testing.T) {
	cols := OddsColumns(Odds{1, 2}, Odds{1, 1}, Odds{3, 2}, Odds{2, 1}, Odds{3, 1})
	tb := columnTable(t, cols, OffTable[string]{}, OffTable[string]{})
	for _, tt := range []struct {
		a, d int64
		p    OddsRounding
		want string
	}{
		{7, 5, DefenderFavour, "1:1"},
		{3, 2, DefenderFavour, "3:2"},
		{9, 5, DefenderFavour, "3:2"},
		{7, 5, AttackerFavour, "3:2"},
		{9, 5, AttackerFavour, "2:1"},
		{5, 2, AttackerFavour, "3:1"},
	} {
		t2 := tb
		if tt.p == AttackerFavour {
			t2 = columnTable(t, cols.WithOddsRounding(AttackerFavour), OffTable[string]{}, OffTable[string]{})
		}
		p, err := t2.Column(Versus(Int(tt.a), Int(tt.d)))
		if err != nil || p.Label != tt.want {
			t.Errorf("%d:%d %v: column %s (%v), want %s", tt.a, tt.d, tt.p, p.Label, err, tt.want)
		}
	}
}

func TestParseCells(t *testing.T) {
	g, err := ParseCells("0/1 1/0 # row 1\n\n 2/- 0/0", ParseLosses)
	if err != nil || len(g) != 2 || g[1][0] != (Losses{2, 0}) || g[0][0].String() != "0/1" {
		t.Errorf("ParseCells = %v, %v", g, err)
	}
	if _, err := ParseCells("0/1 x", ParseLosses); err == nil || !strings.Contains(err.Error(), "line 1, cell 2") {
		t.Errorf("bad cell error = %v", err)
	}
	if _, err := ParseCells("# nothing", ParseInt); err == nil {
		t.Error("no rows: want error")
	}
	for _, bad := range []string{"1", "a/1", "1/100", "-1/0"} {
		if _, err := ParseLosses(bad); err == nil {
			t.Errorf("ParseLosses(%q): want error", bad)
		}
	}
}
