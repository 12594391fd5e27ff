package move_test

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// zocPicture marks the enemy units E, the hexes in their zones z, and the
// MP left where the mover arrives.
func zocPicture(t move.Tree, z *move.UnitZones, enemies []hex.Hex) func(h hex.Hex) string {
	return func(h hex.Hex) string {
		for _, e := range enemies {
			if e == h {
				return "E"
			}
		}
		if a, ok := t.At(h); ok {
			return fmt.Sprint(a.MPLeft)
		}
		if z.Covered(h) {
			return "z"
		}
		return "."
	}
}

// Zones of control from enemy positions (E): entering a hex next to an
// enemy ends the move (MP left 0 there), so the unit with 4 MP at 1,2
// cannot pass between the two enemies, only stop beside them; the hexes
// marked z are in a zone and out of reach.
func ExampleNewUnitZones() {
	enemies := []hex.Hex{at(3, 1), at(3, 3)}
	zones, err := move.NewUnitZones(enemies, 1, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	tree, _ := move.Reach(grid, at(1, 2), move.Uniform(1), move.ReachOptions{Allowance: 4, ZOC: zones.Rule(move.ZOCToZOCStop)})
	picture(zocPicture(tree, zones, enemies))
	fmt.Println("units whose zone covers 3,2:", zones.Units(nil, at(3, 2)))
	// Output:
	//  2 2 2 0 z . .
	//   3 3 0 E z . .
	//  3 4 3 0 z . .
	//   3 3 0 E z . .
	//  2 2 2 0 z . .
	// units whose zone covers 3,2: [0 1]
}

// ZOCAnyOf combines rules: an enemy's zone, and a river between columns 4
// and 5 that may only be crossed as a unit's whole move ("a river hexside
// costs all MP"). Each step gets the most restrictive effect: from 4,2
// with 3 MP the unit crosses the river only as its first step, to 5,2, and
// stops on entering the enemy's zone.
func ExampleZOCAnyOf() {
	enemies := []hex.Hex{at(2, 4)}
	zones, _ := move.NewUnitZones(enemies, 1, nil)
	river := move.ZOCFunc(func(from, to hex.Hex) move.ZOCEffect {
		if c0, c1 := grid.Offset.FromHex(from).Col, grid.Offset.FromHex(to).Col; (c0 == 4 && c1 == 5) || (c0 == 5 && c1 == 4) {
			return move.ZOCWholeMove
		}
		return move.ZOCNone
	})
	rule := move.ZOCAnyOf(zones.Rule(move.ZOCToZOCStop), river)
	tree, _ := move.Reach(grid, at(4, 2), move.Uniform(1), move.ReachOptions{Allowance: 3, ZOC: rule})
	picture(zocPicture(tree, zones, enemies))
	// Output:
	//  . . 0 1 1 . .
	//   . 0 1 2 2 . .
	//  . 0 1 2 3 0 .
	//   . 0 0 2 2 . .
	//  . z E 0 1 . .
}

// ZOC as data with a bit per enemy: moving from one hex of an enemy's zone
// straight into another hex of the same zone is forbidden here.
func ExampleZOC() {
	enemy := at(3, 2)
	zoc := move.ZOC{
		Zones: func(h hex.Hex) move.Zones {
			if h != enemy && h.Distance(enemy) <= 1 {
				return 1 // bit 0: the one enemy
			}
			return 0
		},
		SameEnemy: move.ZOCToZOCForbidden,
	}
	a, b := at(2, 1), at(3, 1) // both next to the enemy
	fmt.Println("into the zone:", zoc.Step(at(2, 0), a))
	fmt.Println("zone to zone:", zoc.Step(a, b))
	fmt.Println("leaving:", zoc.Step(a, at(1, 1)))
	// Output:
	// into the zone: stop
	// zone to zone: forbid
	// leaving: none
}

// ZOCAllOf applies a restriction only where every rule imposes one: here
// a zone stops a unit only in woods.
func ExampleZOCAllOf() {
	enemy := at(3, 2)
	zones, _ := move.NewUnitZones([]hex.Hex{enemy}, 1, nil)
	woods := at(2, 2)
	inWoods := move.ZOCFunc(func(from, to hex.Hex) move.ZOCEffect {
		if to == woods {
			return move.ZOCStop
		}
		return move.ZOCNone
	})
	rule := move.ZOCAllOf(zones.Rule(move.ZOCToZOCStop), inWoods)
	fmt.Println("into the zone in woods:", rule.Step(at(1, 2), woods))
	fmt.Println("into the zone in the open:", rule.Step(at(2, 1), at(3, 1)))
	// Output:
	// into the zone in woods: stop
	// into the zone in the open: none
}
