package move_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
)

// entryIn returns a StepCost charging the entry cost of the destination
// from a table, 1 elsewhere.
func entryIn(costs map[hex.Hex]float64) move.StepCost {
	c, _ := move.StepModel{Entry: func(h hex.Hex) (float64, bool) {
		if c, ok := costs[h]; ok {
			return c, c >= 0
		}
		return 1, true
	}}.StepCost()
	return c
}

func cumulative(steps []float64) []float64 {
	out := make([]float64, len(steps))
	sum := 0.0
	for i, s := range steps {
		sum += s
		out[i] = sum
	}
	return out
}

func TestNAP_F6_SnakeColumn(t *testing.T) {
	// 7e Dragons: a 3-hex column facing east; the head enters hex 1,
	// cultivated (2 MP), then open ground (1 MP).
	head := hex.Hex{Q: 0, R: 0}
	body := hex.ColumnFootprint(3).AppendPlaced(nil, head, hex.SideFacing(0))
	path := []hex.Hex{head.Neighbor(0), head.Neighbor(0).Neighbor(0), head.Neighbor(0).Neighbor(0).Neighbor(0), head.Neighbor(0).Neighbor(0).Neighbor(0).Neighbor(0)}
	cost := entryIn(map[hex.Hex]float64{path[0]: 2})
	steps, err := move.Snake(nil, body, path, cost)
	if err != nil {
		t.Fatal(err)
	}
	if want := []float64{2, 2, 2, 1}; !slices.Equal(steps, want) {
		t.Errorf("steps %v, want %v", steps, want)
	}
	if want := []float64{2, 4, 6, 7}; !slices.Equal(cumulative(steps), want) {
		t.Errorf("cumulative %v, want %v", cumulative(steps), want)
	}
	if body[0] != path[3] || body[2] != path[1] {
		t.Errorf("body ends at %v", body)
	}
}

func TestSnakeTurnsAndBlocks(t *testing.T) {
	head := hex.Hex{}
	body := hex.ColumnFootprint(2).AppendPlaced(nil, head, hex.SideFacing(0))
	wall := head.Neighbor(1).Neighbor(1)
	cost := entryIn(map[hex.Hex]float64{wall: -1})
	steps, err := move.Snake(nil, body, []hex.Hex{head.Neighbor(1), wall}, cost)
	var be *move.BlockedError
	if !errors.As(err, &be) || be.Step != 1 || be.To != wall || len(steps) != 1 {
		t.Errorf("steps %v, err %v", steps, err)
	}
	if _, err := move.Snake(nil, body, []hex.Hex{{Q: 5}}, cost); err == nil {
		t.Error("a jump was accepted")
	}
	if _, err := move.Snake(nil, nil, []hex.Hex{{Q: 1}}, cost); err == nil {
		t.Error("an empty body was accepted")
	}
}

func TestNAP_L3_InfantryLine(t *testing.T) {
	// A 2-hex infantry line moving 3 hexes through open ground (1 MP):
	// 1 + 1 per hex entered = 6 MP.
	f := move.Formation{Shape: hex.LineFootprint(2, hex.ExtendCentered), Facing: hex.VertexFacing(1)}
	path := []hex.Hex{f.Head.Neighbor(1), f.Head.Neighbor(1).Neighbor(2), f.Head.Neighbor(1).Neighbor(2).Neighbor(1)}
	steps, end, err := f.Move(nil, path, move.Uniform(1), move.Surcharge{MP: 1, Every: 1})
	if err != nil {
		t.Fatal(err)
	}
	if total := cumulative(steps)[2]; total != 6 {
		t.Errorf("steps %v, total %v, want 6", steps, total)
	}
	if end.Head != path[2] || end.Facing != f.Facing {
		t.Errorf("ends at %+v", end)
	}
}

func TestNAP_L4_CavalryLine(t *testing.T) {
	// A cavalry line moving 7 hexes at terrain cost 1: +1 on entering the
	// 2nd, 4th and 6th hex: 10 MP.
	f := move.Formation{Shape: hex.LineFootprint(3, hex.ExtendCentered), Facing: hex.VertexFacing(1)}
	var path []hex.Hex
	h := f.Head
	for i := range 7 {
		h = h.Neighbor(hex.Direction(1 + i%2))
		path = append(path, h)
	}
	steps, _, err := f.Move(nil, path, move.Uniform(1), move.Surcharge{MP: 1, Every: 2})
	if err != nil {
		t.Fatal(err)
	}
	if want := []float64{1, 2, 1, 2, 1, 2, 1}; !slices.Equal(steps, want) {
		t.Errorf("steps %v, want %v", steps, want)
	}
	if total := cumulative(steps)[6]; total != 10 {
		t.Errorf("total %v, want 10", total)
	}
}

func TestNAP_L6_MostExpensiveHex(t *testing.T) {
	// A 3-hex line advancing; one portion enters a wood (3 MP): the whole
	// line pays 3.
	f := move.Formation{Shape: hex.LineFootprint(3, hex.ExtendCentered), Facing: hex.VertexFacing(1)}
	hexes := f.AppendHexes(nil)
	wood := hexes[2].Neighbor(1)
	steps, _, err := f.Move(nil, []hex.Hex{f.Head.Neighbor(1)}, entryIn(map[hex.Hex]float64{wood: 3}), move.Surcharge{})
	if err != nil || !slices.Equal(steps, []float64{3}) {
		t.Errorf("steps %v, err %v, want [3]", steps, err)
	}
}

func TestFormationAllows(t *testing.T) {
	f := move.Formation{Shape: hex.LineFootprint(3, hex.ExtendCentered), Head: hex.Hex{Q: 2, R: 2}, Facing: hex.VertexFacing(1)}
	hexes := f.AppendHexes(nil)
	town := hexes[2]
	if _, ok := f.Allows(func(h hex.Hex) bool { return true }); !ok {
		t.Error("open ground refused")
	}
	bad, ok := f.Allows(func(h hex.Hex) bool { return h != town })
	if ok || bad != town {
		t.Errorf("Allows = %v, %v, want %v, false", bad, ok, town)
	}
	f.Facing = hex.SideFacing(0) // a line does not fit a hexside facing
	if _, ok := f.Allows(func(h hex.Hex) bool { return true }); ok {
		t.Error("a misfit shape allowed")
	}
}

func TestWheel(t *testing.T) {
	f := move.Formation{Shape: hex.LineFootprint(3, hex.ExtendLeft), Facing: hex.VertexFacing(1)}
	hexes := f.AppendHexes(nil) // head at the right end, line running left
	pivot := hexes[0]
	g, mp, err := f.Wheel(pivot, 1, move.Uniform(1))
	if err != nil {
		t.Fatal(err)
	}
	// The outer end, 2 hexes from the pivot, walks 2 hexes of its ring.
	if mp != 2 {
		t.Errorf("wheel cost %v, want 2", mp)
	}
	want := make([]hex.Hex, len(hexes))
	for i, h := range hexes {
		want[i] = h.RotateAround(pivot, 1)
	}
	got := g.AppendHexes(nil)
	slices.SortFunc(got, func(a, b hex.Hex) int { return a.Q*1000 + a.R - b.Q*1000 - b.R })
	slices.SortFunc(want, func(a, b hex.Hex) int { return a.Q*1000 + a.R - b.Q*1000 - b.R })
	if !slices.Equal(got, want) {
		t.Errorf("wheeled to %v, want %v", got, want)
	}
	// Back again costs the same on open ground.
	if _, mp2, err := g.Wheel(pivot, -1, move.Uniform(1)); err != nil || mp2 != 2 {
		t.Errorf("wheel back: %v, %v", mp2, err)
	}
	if _, _, err := f.Wheel(hexes[1], 1, move.Uniform(1)); err == nil {
		t.Error("wheel about the middle hex accepted")
	}
	if _, _, err := f.Wheel(hex.Hex{Q: 9}, 1, move.Uniform(1)); err == nil {
		t.Error("wheel about a foreign hex accepted")
	}
}

// The wheel is the same far from the origin: the outer end is found by its
// distance from the pivot, not from hex (0,0).
func TestWheelFarFromOrigin(t *testing.T) {
	for _, head := range []hex.Hex{{}, {Q: 20, R: -7}, {Q: -13, R: 30}} {
		f := move.Formation{Head: head, Shape: hex.LineFootprint(4, hex.ExtendLeft), Facing: hex.VertexFacing(2)}
		pivot := f.AppendHexes(nil)[0]
		_, mp, err := f.Wheel(pivot, 1, move.Uniform(1))
		if err != nil || mp != 3 {
			t.Errorf("head %v: wheel cost %v, %v; want 3", head, mp, err)
		}
	}
}

func TestSurcharge(t *testing.T) {
	s := move.Surcharge{MP: 1, Every: 2}
	var got []float64
	for n := 1; n <= 6; n++ {
		got = append(got, s.At(n))
	}
	if want := []float64{0, 1, 0, 1, 0, 1}; !slices.Equal(got, want) {
		t.Errorf("got %v", got)
	}
	if (move.Surcharge{}).At(3) != 0 {
		t.Error("zero surcharge charges")
	}
}

func TestStepModel(t *testing.T) {
	a := hex.Hex{}
	b := a.Neighbor(0)
	side := hex.SideOf(a, 0)
	elev := map[hex.Hex]float64{a: 0, b: 1}
	m := move.StepModel{
		Entry:     func(h hex.Hex) (float64, bool) { return 2, true },
		Side:      func(s hex.Side) (float64, bool) { return 1, true }, // a river everywhere
		Road:      func(s hex.Side) bool { return s == side },
		RoadMP:    0.5,
		Elevation: func(h hex.Hex) (float64, bool) { e, ok := elev[h]; return e, ok },
		Climb:     terrain.Climb{PerRise: 1, MaxRise: 2},
		Direction: func(from hex.Hex, d hex.Direction) (float64, bool) { return 0, d != 3 },
	}
	c, err := m.StepCost()
	if err != nil {
		t.Fatal(err)
	}
	if mp, ok := c(a, b, side); !ok || mp != 1.5 { // road 0.5 + climb 1
		t.Errorf("road step: %v %v", mp, ok)
	}
	if mp, ok := c(b, a, side); ok {
		t.Errorf("direction 3 allowed: %v", mp)
	}
	m.Road = nil
	if c, err = m.StepCost(); err != nil {
		t.Fatal(err)
	}
	if mp, ok := c(a, b, side); !ok || mp != 4 { // 2 + river 1 + climb 1
		t.Errorf("plain step: %v %v", mp, ok)
	}
	elev[b] = 2
	if _, ok := c(a, b, side); ok {
		t.Error("a rise of 2 with MaxRise 2 allowed")
	}
	if _, err := (move.StepModel{}).StepCost(); err == nil {
		t.Error("a model without Entry gave a StepCost")
	}
	sum, err := move.Sum(move.Uniform(1), move.Uniform(2))
	if mp, ok := sum(a, b, side); err != nil || !ok || mp != 3 {
		t.Errorf("Sum: %v %v %v", mp, ok, err)
	}
	sum, err = move.Sum(move.Uniform(1), move.Impassable)
	if _, ok := sum(a, b, side); err != nil || ok {
		t.Errorf("Sum with Impassable allowed, %v", err)
	}
}
