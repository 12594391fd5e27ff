package combat_test

import (
	"fmt"

	"github.com/warkit/warkit/combat"
)

// Strengths reduce to CRT odds, in the defender's favour by default: 8
// against 3 is 2:1, 3 against 4 is 1:2, and a halved unit of 7 (7/2)
// against 2, a ratio of 7/4, is 1:1; the attacker's favour rounds the
// other way. A defender of strength 0 is an error, never a division by
// zero.
func ExampleRoundOdds() {
	cases := []struct{ a, d combat.Frac }{
		{combat.Int(8), combat.Int(3)},
		{combat.Int(3), combat.Int(4)},
		{combat.Half(7), combat.Int(2)},
	}
	for _, c := range cases {
		def, _ := combat.RoundOdds(c.a, c.d, combat.DefenderFavour)
		att, _ := combat.RoundOdds(c.a, c.d, combat.AttackerFavour)
		fmt.Printf("%v against %v: %v (defender's favour), %v (attacker's favour)\n", c.a, c.d, def, att)
	}
	_, err := combat.RoundOdds(combat.Int(5), combat.Int(0), combat.DefenderFavour)
	fmt.Println(err)
	// Output:
	// 8 against 3: 2:1 (defender's favour), 3:1 (attacker's favour)
	// 3 against 4: 1:2 (defender's favour), 1:1 (attacker's favour)
	// 7/2 against 2: 1:1 (defender's favour), 2:1 (attacker's favour)
	// combat: odds 5:0: defender strength is zero
}

// Exact rounding of a division, as rules say it: 5 hits halved, and −5
// halved, under each mode.
func ExampleRounding_Div() {
	for _, m := range []combat.Rounding{combat.Down, combat.Up, combat.HalfUp, combat.HalfEven, combat.TowardZero} {
		a, err := m.Div(5, 2)
		if err != nil {
			fmt.Println(err)
			return
		}
		b, _ := m.Div(-5, 2)
		fmt.Printf("%v: 5/2 = %d, -5/2 = %d\n", m, a, b)
	}
	// Output:
	// down: 5/2 = 2, -5/2 = -3
	// up: 5/2 = 3, -5/2 = -2
	// half up: 5/2 = 3, -5/2 = -2
	// half even: 5/2 = 2, -5/2 = -2
	// toward zero: 5/2 = 2, -5/2 = -2
}

// A differential CRT (attacker − defender), 1D6, with "A/D" step losses;
// Outcomes gives each cell's exact chance for the column the strengths
// select, with modifiers.
func ExampleDiffColumns() {
	cells, err := combat.ParseCells(`
		# -2..-1  0    1..2  3..
		  1/0     1/0  0/0   0/1   # 1
		  1/0     0/0  0/1   0/1   # 2
		  1/0     0/1  0/1   0/2   # 3..4
		  0/0     0/1  0/2   0/2   # 5..6`, combat.ParseLosses)
	if err != nil {
		fmt.Println(err)
		return
	}
	crt, err := combat.NewTable(combat.TableSpec[combat.Losses]{
		Name:    "firefight",
		Dice:    combat.D6,
		Rows:    []combat.Span{combat.At(1), combat.At(2), combat.Between(3, 4), combat.Between(5, 6)},
		Columns: combat.DiffColumns(combat.Between(-2, -1), combat.At(0), combat.Between(1, 2), combat.Between(3, 1000)),
		Cells:   cells,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	sel := combat.Versus(combat.Int(5), combat.Int(4)) // differential +1
	pick, _ := crt.Column(sel)
	fmt.Println(pick)
	o, _ := crt.Outcomes(sel, combat.Mods{})
	fmt.Println(o)
	o, _ = crt.Outcomes(sel, combat.NewMods(combat.Mod("defender dug in", -1)))
	fmt.Println("dug in:", o)
	// Output:
	// differential 5 - 4 = +1: column 1..2
	// 0/0: 1/6, 0/1: 1/2, 0/2: 1/3
	// dug in: 0/0: 1/3, 0/1: 1/2, 0/2: 1/6
}

// Table.Outcomes, mapped: the chance that the defender loses at least one
// step at each odds of the classic CRT.
func ExampleTable_Outcomes() {
	crt := classicCRT(combat.SettleFirst)
	for _, odds := range []string{"1:1", "3:1", "6:1"} {
		o, err := crt.Outcomes(combat.ColumnLabel(odds), combat.Mods{})
		if err != nil {
			fmt.Println(err)
			return
		}
		hurt := o.Chance(func(r string) bool { return r == "DR" || r == "DE" || r == "EX" })
		fmt.Printf("%s: %v; defender hurt %v\n", odds, o, hurt)
	}
	// Output:
	// 1:1: DR: 1/6, AR: 1/2, AE: 1/3; defender hurt 1/6
	// 3:1: DE: 1/6, DR: 1/3, EX: 1/6, AR: 1/3; defender hurt 2/3
	// 6:1: DE: 2/3, DR: 1/3; defender hurt 1
}

// MapOutcomes merges results: a CRT's seven codes become who is hurt.
func ExampleMapOutcomes() {
	o, _ := classicCRT(combat.SettleFirst).Outcomes(combat.ColumnLabel("2:1"), combat.Mods{})
	side := combat.MapOutcomes(o, func(r string) string {
		switch r {
		case "AE", "AR":
			return "attacker"
		case "EX":
			return "both"
		}
		return "defender"
	})
	fmt.Println(side)
	for r, p := range side.All() {
		fmt.Printf("%s %v\n", r, p)
	}
	// Output:
	// defender: 1/3, both: 1/6, attacker: 1/2
	// defender 1/3
	// both 1/6
	// attacker 1/2
}

// A table reads a row by a final roll, and a roll beyond the rows follows
// the row off-table policy (the default clamps to the nearest row).
func ExampleTable_Row() {
	crt := classicCRT(combat.SettleFirst)
	col, _ := crt.Columns().Index("3:1")
	for _, roll := range []int{1, 6, 9} {
		cell, row, err := crt.Row(col, roll)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("roll %d: %s (%v)\n", roll, cell, row)
	}
	// Output:
	// roll 1: DE (row 1)
	// roll 6: AR (row 6)
	// roll 9: AR (above the table, clamped: row 6)
}

// NewTable checks the table against its spec: here a row too few.
func ExampleNewTable() {
	cells, _ := combat.ParseCells(`
		0/1 0/2
		0/0 0/1`, combat.ParseLosses)
	_, err := combat.NewTable(combat.TableSpec[combat.Losses]{
		Name: "short", Dice: combat.D6, Rows: combat.Spans(1, 3),
		Columns: combat.OddsColumns(combat.Odds{A: 1, D: 1}, combat.Odds{A: 2, D: 1}),
		Cells:   cells,
	})
	fmt.Println(err)
	// Output:
	// combat: table "short": 2 rows of cells for 3 row spans
}

// ParseOdds and Odds.Ratio read a column header and its exact ratio.
func ExampleParseOdds() {
	for _, s := range []string{"3:1", "1:2", "3:2", "0:1"} {
		o, err := combat.ParseOdds(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		r, _ := o.Ratio()
		fmt.Println(o, "=", r)
	}
	// Output:
	// 3:1 = 3
	// 1:2 = 1/2
	// 3:2 = 3/2
	// combat: odds "0:1": want two positive integers A:D
}
