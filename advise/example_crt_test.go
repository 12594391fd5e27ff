package advise_test

import (
	"fmt"

	"github.com/warkit/warkit/advise"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
)

// A CRT or a to-hit check feeds the threat map directly: combat.DistOf
// turns a table's results into the steps the target loses, and
// combat.CheckOutcomes a gun's to-hit roll (2D6 >= 8, 15 of 36) into hits.
// Two enemies fire at the hex between them; their damage adds up as
// independent fires: 1 step with 2/3 · 7/12 = 14/36, 3 with 1/3 · 5/12 =
// 5/36, and 4/3 + 5/12 = 7/4 expected.
func Example_fromCRT() {
	cells, _ := combat.ParseCells(`
		# 1:1 2:1
		  AR  DR   # 1..2
		  EX  DR   # 3..4
		  DR  DE   # 5..6`, func(s string) (string, error) { return s, nil })
	crt, err := combat.NewTable(combat.TableSpec[string]{
		Name: "assault", Dice: combat.D6,
		Rows:    []combat.Span{combat.Between(1, 2), combat.Between(3, 4), combat.Between(5, 6)},
		Columns: combat.OddsColumns(combat.Odds{A: 1, D: 1}, combat.Odds{A: 2, D: 1}),
		Cells:   cells,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	steps := map[string]int{"AR": 0, "EX": 1, "DR": 1, "DE": 2}
	assault, _ := crt.Outcomes(combat.ColumnLabel("2:1"), combat.Mods{})
	assaultSteps, err := combat.DistOf(assault, func(r string) int { return steps[r] })
	if err != nil {
		fmt.Println(err)
		return
	}
	shot, _ := combat.CheckOutcomes(combat.TwoD6, combat.Mods{}, combat.Check{Op: combat.AtLeast, Target: 8})
	gunHits, err := combat.DistOf(shot, func(hit bool) int {
		if hit {
			return 1
		}
		return 0
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	world := advise.World[hex.Hex, string]{
		Places: []hex.Hex{{Q: 1}},
		Sight:  func(from, to hex.Hex) (bool, error) { return true, nil },
		Fire: func(shooter string, from hex.Hex, target string, at hex.Hex) (combat.Dist, bool, error) {
			if shooter == "infantry" {
				return assaultSteps, true, nil
			}
			return gunHits, true, nil
		},
	}
	enemies := []advise.Piece[hex.Hex, string]{{Unit: "infantry", At: hex.Hex{Q: 0}}, {Unit: "gun", At: hex.Hex{Q: 2}}}
	threat, err := world.ThreatMap("us", enemies, advise.Options{Workers: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("assault steps:", assaultSteps)
	fmt.Println("gun hits:", gunHits)
	fmt.Println("at (1,0):", threat[0].Damage, "expected", threat[0].Expected)
	// Output:
	// assault steps: 1:4 2:2 /6
	// gun hits: 0:21 1:15 /36
	// at (1,0): 1:14 2:17 3:5 /36 expected 7/4
}
