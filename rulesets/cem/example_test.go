package cem_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/rulesets/cem"
	"github.com/warkit/warkit/terrain"
)

func rect(x0, y0, x1, y1 float64) geom.Polygon {
	return geom.Polygon{orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
}

// The seed's line (CEM-L3, L4): 20 m of open ground, 15 m of cultivated
// field, a hedge and 5 m of wood in leaf. The rule as written gives
// 0 + 3 + 1 + 2 = 6; the seed prints 0 + 2 + 1 + 2 = 5, which does not
// follow its own rule for the field (SPEC.md). Either way: not seen.
//
//	observer      field       hedge wood  target
//	   o-----------|=========|--|###|--o
//	   0          20        35    40
func Example_visibilitySum() {
	tb, _ := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Min: orb.Point{0, -10}, Max: orb.Point{50, 10}}, Unit: "m", Types: cem.Types(),
		Features: []terrain.Feature{
			terrain.NewArea("field-1", "field", rect(20, -10, 35, 10)),
			terrain.NewLine("hedge-1", "hedge", orb.LineString{{35, -10}, {35, 10}}),
			terrain.NewArea("wood-1", "wood", rect(35, -10, 40, 10)),
		},
	})
	b, err := cem.NewBoard(tb, cem.Rules{})
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := b.LoS(cem.End{At: orb.Point{0, 0}}, cem.End{At: orb.Point{40, 0}})
	fmt.Print(s)
	s, _ = b.LoS(cem.End{At: orb.Point{0, 0}}, cem.End{At: orb.Point{25, 0}})
	fmt.Println("a target in the first 5 m of the field: visibility", s.Score, "seen", s.Seen)
	// Output:
	// sight (0 0) -> (40 0), 40 m: visibility 6, not seen
	//   field "field-1" 20..35 m: 3 chunks x 1 = 3
	//   hedge "hedge-1" at 35 m: crossed x 1 = 1
	//   wood "wood-1" 35..40 m: 1 chunks x 2 = 2
	// a target in the first 5 m of the field: visibility 1 seen true
}

// A hill hides a house (CEM-C2): in the seed's scene the British on the
// left hill see the Germans on the bridge, but not those in the right
// house: the line crosses their own hill's crest, then the right hill's,
// of the same height, and stops there.
func Example_hillHidesHouse() {
	sc := cem.SeedScene()
	tb, _ := terrain.NewBoard(sc.Board)
	b, _ := cem.NewBoard(tb, cem.Rules{})
	from := cem.End{At: sc.British.Figures[0].At}
	for _, u := range []cem.Unit{sc.Bridge, sc.RightHouse} {
		s, _ := b.LoS(from, cem.End{At: u.Figures[0].At, Edge: u.Edge})
		fmt.Printf("%s: seen %v\n", u.Name, s.Seen)
		if s.Blocked {
			fmt.Printf("  interrupted at %v: crest %q after crest %q\n", s.BlockedPoint, s.Second, s.First)
		}
	}
	// Output:
	// Germans on the bridge: seen true
	// Germans in the right house: seen false
	//   interrupted at [140 40]: crest "right-hill" after crest "left-hill"
}

// A unit move refused with every reason (CEM-M1, M2, M3): the lead goes
// 16 m of its 15, a figure ends ahead of it, one is left behind out of
// formation, and one ends 4 m from an enemy.
func Example_refusedMove() {
	tb, _ := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Max: orb.Point{100, 60}}, Unit: "m", Types: cem.Types()})
	b, _ := cem.NewBoard(tb, cem.Rules{})
	squad := cem.Unit{Name: "1st squad", Kind: cem.Squad, Figures: []cem.Figure{
		{ID: "f1", At: orb.Point{20, 30}}, {ID: "f2", At: orb.Point{18, 34}}, {ID: "f3", At: orb.Point{15, 27}},
	}}
	enemy := cem.Unit{Name: "patrol", Figures: []cem.Figure{{ID: "p1", At: orb.Point{40, 37}}}}
	m := cem.Straight(squad, 0, []orb.Point{{36, 30}, {37, 34}, {16, 27}})
	c, err := b.CheckMove(squad, m, []cem.Unit{enemy}, cem.MaxSpacing(5))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(c)
	// Output:
	// move refused (allowance 15 m):
	//   CEM-M1 allowances, f1: the lead's move costs 16 m, more than its allowance of 15 m
	//   CEM-M2 moving a unit, f2: it ends ahead of the lead f1 in the direction of march
	//   CEM-M2 moving a unit: out of formation: the figures are split into 2 groups more than 5 m apart: {f1 f2} {f3}
	//   CEM-M3 keep 5 m away, f2: it ends 4.24264 m from p1 of "patrol", closer than 5 m
}

// Unit fire (CEM-L7) under three readings of "subtract one third of the
// fire of the figures that do not fire": the literal third (the default),
// all of it, and nothing at all, which an explicit Set(combat.Int(0))
// states (a plain zero could not be told from "unset"). s1 sees the
// enemy across open ground; s2 and s3 look through a wood they are not in.
func Example_fireCut() {
	tb, _ := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Min: orb.Point{0, -50}, Max: orb.Point{200, 50}}, Unit: "m", Types: cem.Types(),
		Features: []terrain.Feature{terrain.NewArea("wood-1", "wood", rect(30, 0, 40, 50))},
	})
	shooter := cem.Unit{Name: "S", Figures: []cem.Figure{
		{ID: "s1", At: orb.Point{10, -5}, Fire: 3},
		{ID: "s2", At: orb.Point{10, 10}, Fire: 3},
		{ID: "s3", At: orb.Point{10, 30}, Fire: 3},
	}}
	target := cem.Unit{Name: "T", Figures: []cem.Figure{{ID: "t1", At: orb.Point{60, -5}}, {ID: "t2", At: orb.Point{60, 12}}}}
	for _, r := range []cem.Rules{{}, {FireCut: cem.Set(combat.Int(1))}, {FireCut: cem.Set(combat.Int(0))}} {
		b, err := cem.NewBoard(tb, r)
		if err != nil {
			fmt.Println(err)
			return
		}
		f, _ := b.UnitFire(shooter, target)
		fmt.Printf("cut %v: fire %v of %d (%d from figures that cannot fire)\n", r.FireCut, f.Fire, f.Total, f.Lost)
	}
	// Output:
	// cut default: fire 7 of 9 (6 from figures that cannot fire)
	// cut 1: fire 3 of 9 (6 from figures that cannot fire)
	// cut 0: fire 9 of 9 (6 from figures that cannot fire)
}
