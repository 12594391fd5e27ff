package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/combat/combattest"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/hexsight/hexsighttest"
	"github.com/warkit/warkit/los/lostest"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/move/movetest"
	"github.com/warkit/warkit/terrain"
)

// The sample answers every clause of the rule.
func Example_main() {
	main()
	// Output:
	// 0102 -> 0604: seen false, score 3 (hindrance)
	// 0102 -> 0504: seen true, score 2 (clear)
	// 0202 -> 0604: seen true, score 2 (clear)
	// 0105 -> 0507: seen false, score 0 (rule)
	// hexes reached with 3 MP: 9
	// 4 against 2 in woods: 1/0: 1/6, 1/1: 1/6, 0/0: 1/6, 0/1: 1/2
}

// randomMap is an 8 x 8 map with woods, hills and hedges; more is the
// same with one more woods hex.
func randomMap(r *rand.Rand) (hexsighttest.Case, error) {
	d := terrain.HexMapData{Cols: 8, Rows: 8, Labels: hex.StandardLabels, Types: Types(), Fill: "clear"}
	for col := range 8 {
		for row := range 8 {
			h := hex.StandardLabels.Offset.ToHex(hex.Offset{Col: col, Row: row})
			switch k := r.IntN(10); {
			case k < 3:
				d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Type: "woods"})
			case k < 5:
				d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Type: "clear", Elevation: 1})
			}
			if s := hex.SideOf(h, hex.Direction(r.IntN(3))); r.IntN(12) == 0 && onMap(s) {
				d.Sides = append(d.Sides, terrain.SideData{Side: s, SideFeature: terrain.SideFeature{Type: "hedge"}})
			}
		}
	}
	m, err := terrain.NewHexMap(d)
	if err != nil {
		return hexsighttest.Case{}, err
	}
	h := hex.StandardLabels.Offset.ToHex(hex.Offset{Col: r.IntN(8), Row: r.IntN(8)})
	e, _ := m.Elevation(h)
	d.Hexes = append(slices.DeleteFunc(d.Hexes, func(x terrain.HexData) bool { return x.Hex == h }), terrain.HexData{Hex: h, Type: "woods", Elevation: e})
	more, err := terrain.NewHexMap(d)
	return hexsighttest.Case{Map: m, More: more}, err
}

// onMap reports whether both hexes of s are on the 8 x 8 map.
func onMap(s hex.Side) bool {
	a, b := s.Hexes()
	for _, h := range []hex.Hex{a, b} {
		o := hex.StandardLabels.Offset.FromHex(h)
		if o.Col < 0 || o.Col >= 8 || o.Row < 0 || o.Row >= 8 {
			return false
		}
	}
	return true
}

func TestHexSightLaws(t *testing.T) {
	sight := func(m *terrain.HexMap) (hexsighttest.Judge, error) {
		hs, err := NewHexSight(m)
		return hexsighttest.SightJudge(hs), err
	}
	if err := hexsighttest.CheckLaws(hexsighttest.Laws{Sight: sight, Maps: randomMap}); err != nil {
		t.Fatal(err)
	}
}

// tableBoards draws 20 x 20 in boards with integer woods squares and
// hedge lines, sight lines from ground or hill height, and a woods strip
// as the extra obstacle.
func tableBoards(r *rand.Rand) (lostest.BoardCase, error) {
	d := terrain.BoardData{Extent: orb.Bound{Max: orb.Point{20, 20}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("woods", Woods.Is(true)), terrain.NewType("hedge", Hedge.Is(true))}}
	for i := range r.IntN(7) {
		x, y := float64(r.IntN(18)), float64(r.IntN(18))
		if r.IntN(4) > 0 {
			d.Features = append(d.Features, terrain.NewArea(fmt.Sprint("w", i), "woods", geom.Polygon{{{x, y}, {x + 3, y}, {x + 3, y + 3}, {x, y + 3}, {x, y}}}))
		} else {
			d.Features = append(d.Features, terrain.NewLine(fmt.Sprint("h", i), "hedge", orb.LineString{{x, y}, {x + 3, y + 2}}))
		}
	}
	x := float64(r.IntN(17))
	bc := lostest.BoardCase{Board: d, HasExtra: true, Move: orb.Point{3, -4},
		Extra: terrain.NewArea("extra", "woods", geom.Polygon{{{x, 0}, {x + 4, 0}, {x + 4, 20}, {x, 20}, {x, 0}}})}
	for range 10 {
		l, err := lostest.RandomLine(r, 20, 1)
		if err != nil {
			return bc, err
		}
		bc.Lines = append(bc.Lines, l)
	}
	return bc, nil
}

func tableRule(b *terrain.Board, _ lostest.Line) (los.Rule, error) {
	woods, err := terrain.FeatureColumn(b, Woods)
	if err != nil {
		return nil, err
	}
	hedge, err := terrain.FeatureColumn(b, Hedge)
	return &TableSight{Woods: woods.At, Hedge: hedge.At}, err
}

func TestTableSightLaws(t *testing.T) {
	if err := lostest.CheckBoardLaws(lostest.BoardLaws{Rule: tableRule, Boards: tableBoards}); err != nil {
		t.Fatal(err)
	}
}

// Movement laws over movetest's maps: hex code 1 woods, 2 hill; hexside
// code 1 a hedge; the enemies are the hexes with zones.
func TestMovementLaws(t *testing.T) {
	rule := func(m *movetest.Map) move.Steps {
		return StepCost(func(h hex.Hex) (float64, bool) {
			c, ok := m.HexCode(h)
			return float64(1 + c%2), ok
		}, func(h hex.Hex) float64 {
			c, _ := m.HexCode(h)
			return float64(c / 2)
		}, func(s hex.Side) bool { return m.SideCode(s) == 1 })
	}
	zoc := func(m *movetest.Map) move.ZOCRule {
		z := ZOC{Hedge: func(s hex.Side) bool { return m.SideCode(s) == 1 }}
		for i := range m.Region.Len() {
			if m.Zones[i] != 0 {
				z.Enemies = append(z.Enemies, m.Region.Hex(i))
			}
		}
		return z
	}
	if err := movetest.CheckRule(rule, movetest.Config{MinStep: 1, ZOC: zoc}); err != nil {
		t.Fatal(err)
	}
}

func TestCRTLaws(t *testing.T) {
	crt, err := CRT()
	if err != nil {
		t.Fatal(err)
	}
	if err := combattest.CheckTable(crt, combat.Mods{}, Better); err != nil {
		t.Fatal(err)
	}
}
