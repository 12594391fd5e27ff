package move_test

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
)

func TestHexModel(t *testing.T) {
	mp := terrain.Number("mp")
	extra := terrain.Number("extra")
	wall := terrain.Flag("wall")
	road := terrain.Flag("road")
	effect := move.EffectKey("effect")
	labels := hex.StandardLabels
	a := hex.OddQ.ToHex(hex.Offset{Col: 1, Row: 1})
	b := a.Neighbor(5)
	c := a.Neighbor(0)
	d := a.Neighbor(3)
	m, err := terrain.NewHexMap(terrain.HexMapData{
		Cols: 5, Rows: 5, Labels: labels,
		Types: []terrain.Type{
			terrain.NewType("clear", mp.Is(1)),
			terrain.NewType("wood", mp.Is(2)),
			terrain.NewType("lake", mp.Is(1), effect.Is("forbid")),
			terrain.NewType("river", extra.Is(1), effect.Is("all-remaining")),
			terrain.NewType("wall", wall.Is(true)),
			terrain.NewType("road", road.Is(true)),
		},
		Fill:  "clear",
		Hexes: []terrain.HexData{{Hex: b, Type: "wood", Elevation: 1}, {Hex: c, Type: "lake"}},
		Sides: []terrain.SideData{
			{Side: hex.SideOf(a, 5), SideFeature: terrain.SideFeature{Type: "river"}},
			{Side: hex.SideOf(a, 3), SideFeature: terrain.SideFeature{Type: "wall"}},
			{Side: hex.SideOf(a, 1), SideFeature: terrain.SideFeature{Type: "road"}},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	model, err := move.NewHexModel(m, move.HexTraits{Entry: mp, Side: extra, Blocks: wall, Road: road, RoadMP: 0.5, Climb: terrain.Climb{PerRise: 1},
		SideEffect: effect, EntryEffect: effect})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := model.StepCost(); err == nil {
		t.Error("a model with effects gave a StepCost, which would drop them")
	}
	costs := model
	costs.SideEffect, costs.EntryEffect = nil, nil
	cost, err := costs.StepCost()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		to   hex.Hex
		want float64
		ok   bool
	}{
		{b, 2 + 1 + 1, true}, // wood, river, climb 1
		{c, 1, true},         // lake: priced, forbidden by its effect
		{d, 0, false},        // wall
		{a.Neighbor(1), 0.5, true},
		{a.Neighbor(2), 1, true},
	} {
		s, _ := hex.SideBetween(a, tc.to)
		got, ok := cost(a, tc.to, s)
		if ok != tc.ok || got != tc.want {
			t.Errorf("%v -> %v: %v %v, want %v %v", a, tc.to, got, ok, tc.want, tc.ok)
		}
	}
	effects := model.Effects()
	for _, tc := range []struct {
		to   hex.Hex
		want move.ZOCEffect
	}{
		{b, move.ZOCAllRemaining}, // across the river
		{c, move.ZOCForbid},       // into the lake
		{a.Neighbor(1), move.ZOCNone},
	} {
		if got := effects.Step(a, tc.to); got != tc.want {
			t.Errorf("effect %v -> %v: %v, want %v", a, tc.to, got, tc.want)
		}
	}
	w, err := move.NewWorkspace(move.RectOf(m))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Reach(a, cost, move.ReachOptions{Allowance: 3}); err != nil {
		t.Fatal(err)
	}
	if _, err := move.NewHexModel(m, move.HexTraits{}); err == nil {
		t.Error("no Entry key accepted")
	}
	if _, err := move.NewHexModel(m, move.HexTraits{Entry: terrain.Number("wall")}); err == nil {
		t.Error("a flag read as a number accepted")
	}
}

// TestHexModelKeys: a key no type carries, or a hex type without the entry
// MP, is an error, not a silently empty or impassable trait.
func TestHexModelKeys(t *testing.T) {
	mp := terrain.Number("mp")
	mk := func(types ...terrain.Type) *terrain.HexMap {
		t.Helper()
		hexes := []terrain.HexData{}
		if len(types) > 1 {
			hexes = append(hexes, terrain.HexData{Hex: hex.OddQ.ToHex(hex.Offset{Col: 1, Row: 1}), Type: types[1].Name})
		}
		m, err := terrain.NewHexMap(terrain.HexMapData{Cols: 3, Rows: 3, Labels: hex.StandardLabels, Types: types, Fill: types[0].Name, Hexes: hexes})
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	clear := terrain.NewType("clear", mp.Is(1))
	river := terrain.NewType("river", terrain.Flag("river").Is(true)) // hexsides only
	for _, c := range []struct {
		name string
		m    *terrain.HexMap
		tr   move.HexTraits
		want string // "" for no error
	}{
		{"all hex types priced; a hexside type need not be", mk(clear, terrain.NewType("wood", mp.Is(2)), river), move.HexTraits{Entry: mp}, ""},
		{"typo of the entry key", mk(clear), move.HexTraits{Entry: terrain.Number("MP")}, `did you mean "mp"`},
		{"typo of a side key", mk(clear), move.HexTraits{Entry: mp, Blocks: terrain.Flag("mpp")}, `key "mpp"`},
		{"optional side key", mk(clear), move.HexTraits{Entry: mp, Road: terrain.Flag("road"), Optional: []terrain.TraitKey{terrain.Flag("road")}}, ""},
		{"hex type without mp", mk(clear, terrain.NewType("swamp")), move.HexTraits{Entry: mp}, `type "swamp": trait "mp" (number) is missing`},
		{"declared optional: impassable", mk(clear, terrain.NewType("swamp")), move.HexTraits{Entry: mp, Optional: []terrain.TraitKey{mp}}, ""},
		{"unknown effect", mk(terrain.NewType("clear", mp.Is(1), terrain.Trait{Name: "fx", Value: terrain.EnumValue("halt")})),
			move.HexTraits{Entry: mp, EntryEffect: terrain.Enum("fx", "halt")}, `unknown step effect "halt"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := move.NewHexModel(c.m, c.tr)
			switch {
			case c.want == "" && err != nil:
				t.Fatalf("NewHexModel: %v", err)
			case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
				t.Fatalf("NewHexModel: %v, want an error containing %q", err, c.want)
			}
		})
	}
}
