package napoleonic

import (
	"errors"
	"slices"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"pgregory.net/rapid"
)

func stepMPs(mv Movement) (each, totals []float64) {
	for _, s := range mv.Steps {
		each = append(each, s.MP)
		totals = append(totals, s.Total)
	}
	return each, totals
}

// NAP-F6: the 7e Dragons, a 3-hex column of companies whose head enters a
// cultivated hex and then open ground, pay 2, 2, 2, 1: 2, 4, 6, 7 MP.
func TestNAP_F6_DragonsSnake(t *testing.T) {
	m := dragonsMap(t)
	u := dragons()
	path := straight(u.Head, 0, 4)
	mv, err := m.Move(u, path)
	if err != nil {
		t.Fatal(err)
	}
	each, totals := stepMPs(mv)
	if !slices.Equal(each, []float64{2, 2, 2, 1}) || !slices.Equal(totals, []float64{2, 4, 6, 7}) {
		t.Errorf("steps %v, totals %v; want 2 2 2 1 and 2 4 6 7", each, totals)
	}
	if mv.Unit.Head != path[3] || mv.Unit.Facing != hex.SideFacing(0) {
		t.Errorf("ends at %v facing %v", mv.Unit.Head, mv.Unit.Facing)
	}
	// A snake turns: the body follows the head round a corner, and the
	// column faces the way its head last stepped.
	turn := []hex.Hex{u.Head.Neighbor(1), u.Head.Neighbor(1).Neighbor(2)}
	mv, err = m.Move(u, turn)
	if err != nil {
		t.Fatal(err)
	}
	hexes, _ := mv.Unit.AppendHexes(nil)
	if mv.Unit.Facing != hex.SideFacing(2) || len(hexes) != 3 {
		t.Errorf("after the turn: facing %v, hexes %v", mv.Unit.Facing, hexes)
	}
}

// NAP-L3: infantry in line pays terrain + 1 for every hex entered: 3 hexes
// in open ground cost 6 MP.
func TestNAP_L3_InfantryLinePlusOnePerHex(t *testing.T) {
	m := testMap(t, nil)
	for _, w := range []int{1, 2} {
		u := kgl()
		u.Width = w
		mv, err := m.Move(u, straight(u.Head, 1, 3))
		if err != nil {
			t.Fatal(err)
		}
		if each, _ := stepMPs(mv); !slices.Equal(each, []float64{2, 2, 2}) || mv.Total != 6 {
			t.Errorf("width %d: steps %v total %v, want 2 2 2 = 6", w, each, mv.Total)
		}
	}
}

func cavalryLine(inc, width int) Unit {
	return Unit{Name: "chasseurs", Arm: Cavalry, Increments: inc, Formation: Line, Width: width,
		Head: hex.Hex{Q: 2, R: 9}, Facing: hex.VertexFacing(1), Extent: hex.ExtendRight}
}

// NAP-L4 (movement): a cavalry line in one hex pays the terrain; in more,
// +1 per two hexes entered, on the 2nd, 4th, 6th: 7 hexes cost 10 MP.
func TestNAP_L4_CavalryLinePlusOnePerTwoHexes(t *testing.T) {
	m := testMap(t, nil)
	cases := []struct {
		name  string
		u     Unit
		steps []float64
	}{
		{"two hexes, 7 hexes moved", cavalryLine(8, 2), []float64{1, 2, 1, 2, 1, 2, 1}},
		{"one hex pays the terrain", cavalryLine(8, 1), []float64{1, 1, 1, 1, 1, 1, 1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			mv, err := m.Move(c.u, straight(c.u.Head, 1, 7))
			if err != nil {
				t.Fatal(err)
			}
			if each, _ := stepMPs(mv); !slices.Equal(each, c.steps) {
				t.Errorf("steps %v, want %v", each, c.steps)
			}
		})
	}
	mv, _ := m.Move(cavalryLine(8, 2), straight(cavalryLine(8, 2).Head, 1, 7))
	if mv.Total != 10 {
		t.Errorf("7 hexes: %v MP, want 10", mv.Total)
	}
}

// NAP-L5: Old Guard infantry pays the +1 like cavalry.
func TestNAP_L5_OldGuardPaysLikeCavalry(t *testing.T) {
	guard := func(w int) Unit {
		u := kgl()
		u.Name, u.Flags, u.Width, u.Nationality = "1er Grenadiers", OldGuard, w, "French"
		return u
	}
	cases := []struct {
		name  string
		rules Rules
		u     Unit
		total float64
	}{
		{"two hexes, 3 moved: +1 on the 2nd only", Rules{}, guard(2), 4},
		{"two hexes, 7 moved: as the cavalry's 10", Rules{}, guard(2), 10},
		{"one hex, default like cavalry: terrain only", Rules{}, guard(1), 3},
		{"one hex, per-two-hexes reading", Rules{OldGuard: OldGuardPerTwoHexes}, guard(1), 4},
		{"line infantry, for contrast", Rules{}, kgl(), 6},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			n := 3
			if c.total == 10 {
				n = 7
			}
			mv, err := testMapRules(t, nil, c.rules).Move(c.u, straight(c.u.Head, 1, n))
			if err != nil {
				t.Fatal(err)
			}
			if mv.Total != c.total {
				t.Errorf("%v MP, want %v", mv.Total, c.total)
			}
		})
	}
}

// NAP-L6: a moving multi-hex formation pays the dearest terrain any of its
// hexes enters.
func TestNAP_L6_DearestHexEntered(t *testing.T) {
	u := kgl() // (6,3) and (7,3), stepping in direction 1
	farm := u.Head.Neighbor(0).Neighbor(1)
	m := testMap(t, map[hex.Hex]string{farm: "farm"})
	mv, err := m.Move(u, straight(u.Head, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	if each, _ := stepMPs(mv); !slices.Equal(each, []float64{3, 2}) {
		t.Errorf("steps %v, want 3 (farm 2 + 1) then 2", each)
	}
	// A blocked step returns the steps before it.
	m = testMap(t, map[hex.Hex]string{u.Head.Neighbor(1).Neighbor(0).Neighbor(1): "woods"})
	mv, err = m.Move(u, straight(u.Head, 1, 3))
	var blocked *move.BlockedError
	if !errors.As(err, &blocked) || len(mv.Steps) != 1 || mv.Unit.Head != u.Head.Neighbor(1) {
		t.Errorf("blocked move: %v, %d steps, at %v", err, len(mv.Steps), mv.Unit.Head)
	}
}

// Property: each step of a snake costs at least what its head pays to
// enter its hex.
func TestSnakeCostAtLeastHeadCost(t *testing.T) {
	kinds := []string{"open", "cultivated", "town"}
	rapid.Check(t, func(t *rapid.T) {
		m0 := map[hex.Hex]string{}
		n := rapid.IntRange(0, 30).Draw(t, "n")
		for range n {
			h := hex.Hex{Q: rapid.IntRange(2, 12).Draw(t, "q"), R: rapid.IntRange(0, 5).Draw(t, "r")}
			m0[h] = rapid.SampledFrom(kinds).Draw(t, "kind")
		}
		m := testMap(t, m0)
		u := dragons()
		u.Increments = rapid.IntRange(1, 16).Draw(t, "inc")
		if err := m.CanStand(u); err != nil {
			t.Skip()
		}
		var path []hex.Hex
		h, d := u.Head, hex.Direction(0)
		for range rapid.IntRange(1, 6).Draw(t, "len") {
			d = d.Rotate(rapid.IntRange(-1, 1).Draw(t, "turn"))
			h = h.Neighbor(d)
			path = append(path, h)
		}
		mv, err := m.Move(u, path)
		for i, s := range mv.Steps {
			head, _ := m.EntryMP(s.Head)
			if s.MP < head {
				t.Fatalf("step %d to %v: %v MP < head's %v", i, s.Head, s.MP, head)
			}
		}
		_ = err // a path off the map or into its own body may block
	})
}
