package combat_test

import (
	"fmt"

	"github.com/warkit/warkit/combat"
)

// An illustrative 2D6 fire table: columns by fire factors, one row per final
// roll 2..12. Only one cell is known from a worked example (column 3, final
// roll 5: 3 hits); every other cell is made up for the demonstration.
func sampleFireTable() *combat.Table[int] {
	cells, err := combat.ParseCells(`
		# 1  2  3  4..5 6..8 9..11 12..15 16..20 21..30 31..40
		  4  5  6  7    8    9     10     11     12     13    # 2
		  3  4  5  6    7    8     9      10     11     12    # 3
		  2  3  4  5    6    7     8      9      10     11    # 4
		  2  2  3  4    5    6     7      8      9      10    # 5
		  1  2  2  3    4    5     6      7      8      9     # 6
		  1  1  2  2    3    4     5      6      7      8     # 7
		  0  1  1  2    2    3     4      5      6      7     # 8
		  0  0  1  1    2    2     3      4      5      6     # 9
		  0  0  0  1    1    2     2      3      4      5     # 10
		  0  0  0  0    1    1     2      2      3      4     # 11
		  0  0  0  0    0    1     1      2      2      3     # 12`, combat.ParseInt)
	if err != nil {
		panic(err)
	}
	t, err := combat.NewTable(combat.TableSpec[int]{
		Name: "fire",
		Dice: combat.TwoD6,
		Rows: combat.Spans(2, 12),
		Columns: combat.FactorColumns(combat.At(1), combat.At(2), combat.At(3),
			combat.Between(4, 5), combat.Between(6, 8), combat.Between(9, 11),
			combat.Between(12, 15), combat.Between(16, 20), combat.Between(21, 30),
			combat.Between(31, 40)).WithRounding(combat.Up),
		Cells: cells,
	})
	if err != nil {
		panic(err)
	}
	return t
}

// A fire table resolution with its odds: 2.5 fire factors round up to
// column 3, a forced roll of 5 with −1 (moving target) and +1 (crest line)
// stays 5, the cell gives 3 hits, and open ground's divisor 2 rounded down
// leaves 1 hit. The same inputs give the exact odds before rolling.
func Example_fireTable() {
	fire := sampleFireTable()
	mods := combat.NewMods(combat.Mod("moving target", -1), combat.Mod("crest line", +1))
	col := combat.Factors(combat.Half(5))

	roller := combat.NewRoller(combat.NewForced(2, 3))
	res, err := fire.Resolve(roller, "defensive fire at 303", col, mods)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res)
	hits, _ := combat.Down.Div(int64(res.Cell), 2)
	fmt.Println("hits after divisor 2, rounded down:", hits)

	odds, _ := fire.Outcomes(col, mods)
	afterDivisor := combat.MapOutcomes(odds, func(h int) int64 { n, _ := combat.Down.Div(int64(h), 2); return n })
	fmt.Println("cell odds:", odds)
	fmt.Println("hit odds:", afterDivisor)
	// Output:
	// fire "defensive fire at 303": 2d6 rolled 5 [2 3]; -1 moving target, +1 crest line = 0; final 5; factors 5/2 rounded up to 3: column 3; row 5: 3
	// hits after divisor 2, rounded down: 1
	// cell odds: 6: 1/36, 5: 1/18, 4: 1/12, 3: 1/9, 2: 11/36, 1: 1/4, 0: 1/6
	// hit odds: 3: 1/36, 2: 5/36, 1: 5/12, 0: 5/12
}

// An odds CRT: 4 against 4 is 1:1 in the defender's favour; a forced 1D6
// roll of 5 with two −1 modifiers is 3, and the 1:1 cell for 3 is "0/1". A
// column shift moves along the ordered columns, across 1:1: 3 against 5 is
// 1:2, and one shift in the attacker's favour makes it 1:1, not 0:1.
func Example_oddsCRT() {
	cells, _ := combat.ParseCells(`
		# 1:3  1:2  1:1  2:1  3:1  4:1
		  2/0  2/0  1/0  1/0  1/1  0/1  # 1
		  2/0  1/0  1/1  1/1  0/1  0/2  # 2
		  1/0  1/1  0/1  0/1  0/2  0/2  # 3
		  1/0  1/1  0/1  0/2  0/2  0/3  # 4
		  1/1  0/1  0/2  0/2  0/3  0/3  # 5
		  0/1  0/1  0/2  0/3  0/3  0/4  # 6`, combat.ParseLosses)
	crt, err := combat.NewTable(combat.TableSpec[combat.Losses]{
		Name:    "assault",
		Dice:    combat.D6,
		Rows:    combat.Spans(1, 6),
		Columns: combat.OddsColumns(combat.Odds{A: 1, D: 3}, combat.Odds{A: 1, D: 2}, combat.Odds{A: 1, D: 1}, combat.Odds{A: 2, D: 1}, combat.Odds{A: 3, D: 1}, combat.Odds{A: 4, D: 1}),
		Cells:   cells,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	mods := combat.NewMods(combat.Mod("attacker morale 10", -1), combat.Mod("defender out of command", -1))
	res, err := crt.Resolve(combat.NewRoller(combat.NewForced(5)), "assault on 304", combat.Versus(combat.Int(4), combat.Int(4)), mods)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res)

	shifted := combat.Versus(combat.Int(3), combat.Int(5)).Shift(+1)
	pick, _ := crt.Column(shifted)
	fmt.Println(pick)
	odds, _ := crt.Outcomes(shifted, combat.Mods{})
	fmt.Println(odds)
	// Output:
	// assault "assault on 304": 1d6 rolled 5 [5]; -1 attacker morale 10, -1 defender out of command = -2; final 3; odds 4:4 = 1:1 in the defender's favour: column 1:1; row 3: 0/1
	// odds 3:5 = 1:2 in the defender's favour, shifted +1: column 1:1
	// 1/0: 1/6, 1/1: 1/6, 0/1: 1/3, 0/2: 1/3
}

// A morale check passes when 2D6 is at most the morale value: morale 10
// passes 33 times in 36, morale 9 (a step lost) 30 times in 36.
func Example_moraleCheck() {
	for _, morale := range []int{10, 9} {
		p, err := combat.CheckChance(combat.TwoD6, combat.Mods{}, combat.Check{Op: combat.AtMost, Target: morale})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("morale %d: pass %v = %d/36 (%s)\n", morale, p, p.Num()*36/p.Den(), p.Percent())
	}
	res, _ := combat.RollCheck(combat.NewRoller(combat.NewForced(6, 4)), "pre-assault morale, hex 303", combat.TwoD6, combat.Mods{}, combat.Check{Op: combat.AtMost, Target: 9})
	fmt.Println(res)
	// Output:
	// morale 10: pass 11/12 = 33/36 (91.7%)
	// morale 9: pass 5/6 = 30/36 (83.3%)
	// pre-assault morale, hex 303: 2d6 rolled 10 [6 4]; no modifiers; final 10 <= 9: fail
}
