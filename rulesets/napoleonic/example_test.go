package napoleonic_test

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/rulesets/napoleonic"
	"github.com/warkit/warkit/terrain"
)

// openMap returns a 16 x 12 map of open ground with the given hexes of
// other types.
func openMap(others map[hex.Hex]string) *napoleonic.Map {
	d := terrain.HexMapData{Cols: 16, Rows: 12, Labels: hex.StandardLabels, Types: napoleonic.Types(), Fill: "open"}
	for h, t := range others {
		d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Type: t})
	}
	hm, err := terrain.NewHexMap(d)
	if err != nil {
		panic(err)
	}
	m, err := napoleonic.NewMap(hm, napoleonic.Rules{})
	if err != nil {
		panic(err)
	}
	return m
}

// NAP-F6: the 7e Dragons, 12 increments in a column of companies of three
// hexes, move like a snake. Their head enters cultivated ground (2 MP),
// and every portion pays it in turn, so the column pays 2 until its tail
// has crossed, then 1:
//
//	tail mid head  1    2    3    4
//	[ ] [ ] [>]  [cul][   ][   ][   ]
func ExampleMap_Move() {
	head := hex.Hex{Q: 4, R: 2}
	hex1 := head.Neighbor(0)
	m := openMap(map[hex.Hex]string{hex1: "cultivated"})
	dragons := napoleonic.Unit{
		Name: "7e Dragons", Arm: napoleonic.Cavalry, Increments: 12,
		Formation: napoleonic.ColumnOfCompanies, Head: head, Facing: hex.SideFacing(0),
	}
	portions, _ := m.Portions(dragons)
	fmt.Println("portions:", portions)

	path := []hex.Hex{hex1, hex1.Neighbor(0), hex1.Neighbor(0).Neighbor(0), hex1.Neighbor(0).Neighbor(0).Neighbor(0)}
	mv, err := m.Move(dragons, path)
	if err != nil {
		fmt.Println(err)
		return
	}
	for i, s := range mv.Steps {
		fmt.Printf("hex %d: +%v = %v MP\n", i+1, s.MP, s.Total)
	}
	// Output:
	// portions: [{(4,2) 4} {(3,2) 4} {(2,2) 4}]
	// hex 1: +2 = 2 MP
	// hex 2: +2 = 4 MP
	// hex 3: +2 = 6 MP
	// hex 4: +1 = 7 MP
}

// NAP-L7: the 8th KGL, 6 increments in a line of two hexes, has 3
// increments in each; one hex fires them, × 4 from the Fire Effects
// Table: 12.
func ExampleMap_LineFire() {
	kgl := napoleonic.Unit{
		Name: "8th KGL", Arm: napoleonic.Infantry, Increments: 6, Nationality: "KGL",
		Formation: napoleonic.Line, Width: 2, Head: hex.Hex{Q: 6, R: 3}, Facing: hex.VertexFacing(1),
	}
	v, err := openMap(nil).LineFire(kgl, 0, nil, napoleonic.SampleFireEffects())
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(v)
	// Output:
	// 3 increments × 4 = 12
}

// NAP-L9: the 44th stands in line facing north; the 42nd, in line, stands
// one hex back to its right, so the hex on the 44th's right flank is also
// in the 42nd's front: refused, it counts as front. The 79th's flank is
// exposed, because the 92nd beside it is in column.
//
//	      [ x ]        x: the 44th's right flank hex,
//	[44th]             the 42nd's front
//	      [42nd]
func ExampleMap_Surroundings() {
	m := openMap(nil)
	line := func(name string, h hex.Hex) napoleonic.Unit {
		return napoleonic.Unit{Name: name, Arm: napoleonic.Infantry, Increments: 4,
			Formation: napoleonic.Line, Head: h, Facing: hex.VertexFacing(1)}
	}
	p, q := hex.Hex{Q: 4, R: 4}, hex.Hex{Q: 10, R: 1}
	the44th, the42nd := line("44th Foot", p), line("42nd Black Watch", p.Neighbor(5))
	the79th := line("79th Foot", q)
	the92nd := napoleonic.Unit{Name: "92nd Gordon Highlanders", Arm: napoleonic.Infantry, Increments: 4,
		Formation: napoleonic.Column, Head: q.Neighbor(5), Facing: hex.SideFacing(1)}

	a, _ := m.ArcOf(the44th, []napoleonic.Unit{the42nd}, p.Neighbor(0))
	fmt.Printf("44th, right flank hex: %v (refused %v)\n", a.Arc, a.Refused)
	b, _ := m.ArcOf(the79th, []napoleonic.Unit{the92nd}, q.Neighbor(0))
	fmt.Printf("79th, right flank hex: %v (refused %v)\n", b.Arc, b.Refused)
	// Output:
	// 44th, right flank hex: front (refused true)
	// 79th, right flank hex: flank (refused false)
}
