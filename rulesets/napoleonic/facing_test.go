package napoleonic

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"pgregory.net/rapid"
)

// oneHexLine is a one-hex infantry line facing north (vertex 1-2): front
// directions 1 and 2, flanks 0 and 3, rear 4 and 5.
func oneHexLine(name string, h hex.Hex) Unit {
	return Unit{Name: name, Arm: Infantry, Increments: 4, Nationality: "British",
		Values: Values{Melee: 4}, Formation: Line, Head: h, Facing: hex.VertexFacing(1)}
}

func arcAt(t *testing.T, m *Map, u Unit, friends []Unit, x hex.Hex) ArcHex {
	t.Helper()
	a, err := m.ArcOf(u, friends, x)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// NAP-L9: the 44th's flank is refused by the 42nd in line beside it; the
// 79th's is exposed because the 92nd beside it is in column. Each friend
// stands one hex back to the right (direction 5), so the hex on the
// right flank (direction 0) is also a front hex of the friend.
func TestNAP_L9_RefusedFlank(t *testing.T) {
	m := testMap(t, nil)
	p := hex.Hex{Q: 4, R: 4}
	q := hex.Hex{Q: 10, R: 1}
	the44th, the42nd := oneHexLine("44th Foot", p), oneHexLine("42nd Black Watch", p.Neighbor(5))
	the79th := oneHexLine("79th Foot", q)
	the92nd := Unit{Name: "92nd Gordon Highlanders", Arm: Infantry, Increments: 4, Values: Values{Melee: 4},
		Formation: Column, Head: q.Neighbor(5), Facing: hex.SideFacing(1)}
	cases := []struct {
		name    string
		u       Unit
		friends []Unit
		x       hex.Hex
		arc     hex.Arc
		refused bool
	}{
		{"44th right flank, 42nd in line: refused", the44th, []Unit{the42nd}, p.Neighbor(0), hex.Front, true},
		{"44th left flank: no friend there", the44th, []Unit{the42nd}, p.Neighbor(3), hex.Flank, false},
		{"44th alone: exposed", the44th, nil, p.Neighbor(0), hex.Flank, false},
		{"44th rear stays rear", the44th, []Unit{the42nd}, p.Neighbor(4), hex.Rear, false},
		{"79th right flank, 92nd in column: exposed", the79th, []Unit{the92nd}, q.Neighbor(0), hex.Flank, false},
		{"a friend not adjacent refuses nothing", the44th, []Unit{oneHexLine("far", p.Add(hex.Hex{Q: 2, R: 1}))}, p.Neighbor(0), hex.Flank, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := arcAt(t, m, c.u, c.friends, c.x)
			if a.Arc != c.arc || a.Refused != c.refused {
				t.Errorf("arc %v refused %v, want %v %v", a.Arc, a.Refused, c.arc, c.refused)
			}
		})
	}
	// The 92nd's front does cover the hex: only its formation decides.
	front, _ := m.FrontHexes(the92nd)
	covered := false
	for _, h := range front {
		covered = covered || h == q.Neighbor(0)
	}
	if !covered {
		t.Error("the 92nd's front does not cover the 79th's flank hex")
	}
}

// NAP-L10: a line in a farm or town has no flanks; a column there does.
func TestNAP_L10_NoFlanksInFarmOrTown(t *testing.T) {
	p := hex.Hex{Q: 4, R: 4}
	for _, kind := range []string{"farm", "town"} {
		m := testMap(t, map[hex.Hex]string{p: kind})
		all, err := m.Surroundings(oneHexLine("44th Foot", p), nil)
		if err != nil {
			t.Fatal(err)
		}
		counts := map[hex.Arc]int{}
		for _, a := range all {
			counts[a.Arc]++
			if (a.Hex == p.Neighbor(0) || a.Hex == p.Neighbor(3)) && !a.InTown {
				t.Errorf("%s: flank hex %v not marked InTown", kind, a.Hex)
			}
		}
		if counts[hex.Front] != 4 || counts[hex.Flank] != 0 || counts[hex.Rear] != 2 {
			t.Errorf("%s: arcs %v, want 4 front, 0 flank, 2 rear", kind, counts)
		}
	}
	m := testMap(t, map[hex.Hex]string{p: "town"})
	col := Unit{Name: "col", Arm: Infantry, Increments: 4, Formation: Column, Head: p}
	if a := arcAt(t, m, col, nil, p.Neighbor(2)); a.Arc != hex.Flank {
		t.Errorf("a column in town: %v, want flank", a.Arc)
	}
}

// The arcs of the Dragons' column (NAP-F9's facing): front ahead of the
// head, flanks alongside, rear behind the tail; a hex beside two portions
// strikes the foremost.
func TestColumnOfCompaniesArcs(t *testing.T) {
	m := testMap(t, nil)
	u := dragons() // (4,2) (3,2) (2,2) facing side 0
	cases := []struct {
		x       hex.Hex
		arc     hex.Arc
		portion int
	}{
		{hex.Hex{Q: 5, R: 2}, hex.Front, 0},
		{hex.Hex{Q: 5, R: 1}, hex.Front, 0},
		{hex.Hex{Q: 4, R: 3}, hex.Front, 0},
		{hex.Hex{Q: 4, R: 1}, hex.Flank, 0},
		{hex.Hex{Q: 3, R: 1}, hex.Flank, 1},
		{hex.Hex{Q: 2, R: 3}, hex.Flank, 1},
		{hex.Hex{Q: 2, R: 1}, hex.Flank, 2},
		{hex.Hex{Q: 1, R: 2}, hex.Rear, 2},
	}
	for _, c := range cases {
		a := arcAt(t, m, u, nil, c.x)
		if a.Arc != c.arc || a.Portion != c.portion {
			t.Errorf("%v: %v portion %d, want %v portion %d", c.x, a.Arc, a.Portion, c.arc, c.portion)
		}
	}
	all, _ := m.Surroundings(u, nil)
	if len(all) != 10 {
		t.Errorf("%d hexes around a 3-hex column, want 10", len(all))
	}
}

// Property: friends only ever turn flank hexes into front hexes.
func TestRefusalOnlyTurnsFlankIntoFront(t *testing.T) {
	m := testMap(t, nil)
	rapid.Check(t, func(t *rapid.T) {
		centre := hex.Hex{Q: 7, R: 2}
		u := oneHexLine("u", centre)
		ud := hex.Direction(rapid.IntRange(0, 5).Draw(t, "facing"))
		u.Facing = hex.VertexFacing(ud)
		if rapid.Bool().Draw(t, "column") {
			u.Formation, u.Facing = Column, hex.SideFacing(ud)
		}
		var friends []Unit
		for i := range rapid.IntRange(0, 4).Draw(t, "friends") {
			d := hex.Direction(rapid.IntRange(0, 5).Draw(t, "where"))
			f := oneHexLine("f", centre.Neighbor(d))
			f.Name += string(rune('a' + i))
			fd := hex.Direction(rapid.IntRange(0, 5).Draw(t, "ffacing"))
			f.Facing = hex.VertexFacing(fd)
			if rapid.Bool().Draw(t, "fcolumn") {
				f.Formation, f.Facing = Column, hex.SideFacing(fd)
			}
			friends = append(friends, f)
		}
		alone, err := m.Surroundings(u, nil)
		if err != nil {
			t.Fatal(err)
		}
		with, err := m.Surroundings(u, friends)
		if err != nil {
			t.Fatal(err)
		}
		for i := range alone {
			a, b := alone[i], with[i]
			if a.Hex != b.Hex {
				t.Fatalf("order changed: %v vs %v", a.Hex, b.Hex)
			}
			if a.Arc != b.Arc && !(a.Arc == hex.Flank && b.Arc == hex.Front && b.Refused) {
				t.Fatalf("%v: %v became %v", a.Hex, a.Arc, b.Arc)
			}
		}
	})
}
