package combat_test

import (
	"fmt"
	"math/big"

	"github.com/warkit/warkit/combat"
)

// A classic odds CRT, 1:2 to 6:1 on 1D6: odds below 1:2 are an attacker
// elimination (AE), odds above 6:1 read as 6:1. A defender in a city
// shifts one column left, and the explanation names the shift.
func classicCRT(order combat.ShiftOrder) *combat.Table[string] {
	cells, err := combat.ParseCells(`
		# 1:2 1:1 2:1 3:1 4:1 5:1 6:1
		  AR  DR  DR  DE  DE  DE  DE   # 1
		  AR  AR  DR  DR  DE  DE  DE   # 2
		  AE  AR  EX  DR  DR  DE  DE   # 3
		  AE  AR  AR  EX  DR  DR  DE   # 4
		  AE  AE  AR  AR  EX  DR  DR   # 5
		  AE  AE  AE  AR  AR  EX  DR   # 6`, func(s string) (string, error) { return s, nil })
	if err != nil {
		panic(err)
	}
	cols := combat.OddsColumns(
		combat.Odds{A: 1, D: 2}, combat.Odds{A: 1, D: 1}, combat.Odds{A: 2, D: 1}, combat.Odds{A: 3, D: 1},
		combat.Odds{A: 4, D: 1}, combat.Odds{A: 5, D: 1}, combat.Odds{A: 6, D: 1})
	crt, err := combat.NewTable(combat.TableSpec[string]{
		Name:    "CRT",
		Dice:    combat.D6,
		Rows:    combat.Spans(1, 6),
		Columns: cols.WithShiftOrder(order),
		Cells:   cells,
		// Below 1:2 is AE; above 6:1 reads as 6:1.
		ColOff: combat.OffTable[string]{Below: "AE"}.Ends(combat.Fixed, combat.Clamp),
	})
	if err != nil {
		panic(err)
	}
	return crt
}

// Named column shifts explain themselves, and each end of the table has
// its own off-table policy.
func ExampleSelect_ShiftBy() {
	crt := classicCRT(combat.SettleFirst)
	city := combat.Versus(combat.Int(8), combat.Int(4)).ShiftBy("defender in city", -1)
	res, _ := crt.Resolve(combat.NewRoller(combat.NewForced(3)), "attack on Moscow", city, combat.Mods{})
	fmt.Println(res)

	both := combat.Versus(combat.Int(8), combat.Int(4)).ShiftBy("defender in city", -1).ShiftBy("armour", +2)
	pick, _ := crt.Column(both)
	fmt.Println(pick)

	weak, _ := crt.Column(combat.Versus(combat.Int(2), combat.Int(7)))
	fmt.Println(weak)
	strong, _ := crt.Column(combat.Versus(combat.Int(30), combat.Int(2)))
	fmt.Println(strong)
	// Output:
	// CRT "attack on Moscow": 1d6 rolled 3 [3]; no modifiers; final 3; odds 8:4 = 2:1 in the defender's favour, shifted -1 defender in city: column 1:1; row 3: AR
	// odds 8:4 = 2:1 in the defender's favour, shifted -1 defender in city, +2 armour = +1: column 3:1
	// odds 2:7 = 1:4 in the defender's favour, below the table
	// odds 30:2 = 15:1 in the defender's favour, above the table, clamped to the nearest column: column 6:1
}

// Many CRTs apply column shifts before they settle odds beyond the table:
// at 1:3 with a +1 shift, settling first gives AE at once; shifting first
// reads the 1:2 column.
func ExampleColumns_WithShiftOrder() {
	sel := combat.Versus(combat.Int(2), combat.Int(6)).ShiftBy("surprise", +1)
	for _, order := range []combat.ShiftOrder{combat.SettleFirst, combat.ShiftFirst} {
		pick, _ := classicCRT(order).Column(sel)
		fmt.Printf("%v: %v\n", order, pick)
	}
	// Output:
	// settle first: odds 2:6 = 1:3 in the defender's favour, below the table
	// shift first: odds 2:6 = 1:3 in the defender's favour, 1 column below the table, shifted +1 surprise: column 1:2
}

// Strengths from a scenario file or a big.Rat become exact fractions.
func ExampleParseFrac() {
	for _, s := range []string{"0.25", "-1.5", "5/2", "0.1", "1e3", "99999999999999999999"} {
		f, err := combat.ParseFrac(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(s, "=", f)
	}
	r, _ := combat.FracFromRat(big.NewRat(9, 12))
	fmt.Println("big.Rat 9/12 =", r)
	// Output:
	// 0.25 = 1/4
	// -1.5 = -3/2
	// 5/2 = 5/2
	// 0.1 = 1/10
	// combat: fraction "1e3": unexpected character 'e' (want digits, one '.', or n/d)
	// combat: fraction "99999999999999999999": does not fit in int64 numerator and denominator
	// big.Rat 9/12 = 3/4
}

// A CRT read as "below 1:2 is AE, above 6:1 reads as 6:1" says so with
// one mode per end.
func ExampleOffTable_Ends() {
	off := combat.OffTable[string]{Below: "AE"}.Ends(combat.Fixed, combat.Clamp)
	fmt.Println("below:", off.ModeAt(combat.BelowTable), "above:", off.ModeAt(combat.AboveTable))
	o, _ := classicCRT(combat.SettleFirst).Outcomes(combat.Versus(combat.Int(1), combat.Int(5)), combat.Mods{})
	fmt.Println("1:5 gives", o)
	// Output:
	// below: fixed above: clamp
	// 1:5 gives AE: 1
}
