package heavygear_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/rulesets/heavygear"
	"github.com/warkit/warkit/terrain"
)

func rect(x0, y0, x1, y1 float64) geom.Polygon {
	return geom.Polygon{orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
}

// A gear behind 5 in of medium terrain (HG-K3, HG-K4): +1 per full 2 in
// gives 2 points. (The seed's worked example says "2 points per 2
// inches"; the rule says +1, and this package follows the rule.)
func Example_concealment() {
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{24, 12}}, Unit: heavygear.Unit, Types: heavygear.Types(),
		Features: []terrain.Feature{terrain.NewArea("jungle-1", "jungle", rect(8, 0, 13, 12))},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	c, err := heavygear.NewConcealer(b, heavygear.Rules{})
	if err != nil {
		fmt.Println(err)
		return
	}
	target := geom.Disc{Center: orb.Point{20, 6}, R: 0.75}
	conc, err := c.Conceal(orb.Point{2, 6}, 6, target, heavygear.Situation{Speed: heavygear.CombatSpeed})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(conc)
	// Output:
	// concealment 1
	//   +2 medium "jungle-1": 5 in crossed: +1 per full 2 in, at least 1 from 1 in
	//   -1 target at combat speed
}

// A passive lock that fails (HG-K1), then the exact odds of an active
// lock (HG-K2): EW 2 rolls two dice and keeps the highest, plus Sensors,
// against the total concealment.
func Example_lock() {
	hunter := heavygear.Model{Name: "Hunter", Size: 6, Mode: heavygear.Walker, Detection: 2, Sensors: 0, EW: 2}
	conc := heavygear.Concealment{Score: 3}
	rules := heavygear.Rules{}
	p := rules.PassiveLock(hunter, 6, 18, conc)
	fmt.Print(p)
	odds, err := rules.ActiveChance(hunter, conc)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("active lock: %s (%s)\n", odds, odds.Percent())
	strict, _ := heavygear.Rules{Success: heavygear.StrictlyBeat}.ActiveChance(hunter, conc)
	fmt.Printf("if the roll must strictly beat: %s\n", strict)
	// Output:
	// 1. detection 2 does not exceed concealment 3
	// 2. distance 18 in is not <= size 6
	// no passive lock: choose another target or try an active lock
	// active lock: 8/9 (88.9%)
	// if the roll must strictly beat: 3/4
}

// Lichen of Cover Size 7 (HG-C2) gives full cover to every model of Size
// 6 or less; Cover Size 15 hides every model.
func Example_lichen() {
	for _, size := range []int{4, 6, 7, 10, 14} {
		c := heavygear.CoverBySize(7, size)
		fmt.Printf("size %2d behind lichen: %v (%+d)\n", size, c, c.Modifier())
	}
	fmt.Println(heavygear.Covered(heavygear.CoverBySize(15, 14), true))
	// Output:
	// size  4 behind lichen: full cover (-2)
	// size  6 behind lichen: full cover (-2)
	// size  7 behind lichen: partial cover (-1)
	// size 10 behind lichen: partial cover (-1)
	// size 14 behind lichen: some cover (+0)
	// full cover -2, solid -1: -3; full and solid: no direct fire
}
