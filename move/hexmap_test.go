package move_test

import (
	"testing"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
)

func TestHexModel(t *testing.T) {
	mp := terrain.Number("mp")
	extra := terrain.Number("extra")
	wall := terrain.Flag("wall")
	road := terrain.Flag("road")
	labels := geom.StandardLabels
	a := geom.OddQ.ToHex(geom.Offset{Col: 1, Row: 1})
	b := a.Neighbor(5)
	c := a.Neighbor(0)
	d := a.Neighbor(3)
	m, err := terrain.NewHexMap(terrain.HexMapData{
		Cols: 5, Rows: 5, Labels: labels,
		Types: []terrain.Type{
			terrain.NewType("clear", mp.Is(1)),
			terrain.NewType("wood", mp.Is(2)),
			terrain.NewType("lake"),
			terrain.NewType("river", extra.Is(1)),
			terrain.NewType("wall", wall.Is(true)),
			terrain.NewType("road", road.Is(true)),
		},
		Fill:  "clear",
		Hexes: []terrain.HexData{{Hex: b, Type: "wood", Elevation: 1}, {Hex: c, Type: "lake"}},
		Sides: []terrain.SideData{
			{Side: geom.SideOf(a, 5), SideFeature: terrain.SideFeature{Type: "river"}},
			{Side: geom.SideOf(a, 3), SideFeature: terrain.SideFeature{Type: "wall"}},
			{Side: geom.SideOf(a, 1), SideFeature: terrain.SideFeature{Type: "road"}},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	model, err := move.NewHexModel(m, move.HexTraits{Entry: mp, Side: extra, Blocks: wall, Road: road, RoadMP: 0.5, Climb: move.Climb{PerRise: 1}})
	if err != nil {
		t.Fatal(err)
	}
	cost := model.StepCost()
	for _, tc := range []struct {
		to   geom.Hex
		want float64
		ok   bool
	}{
		{b, 2 + 1 + 1, true}, // wood, river, climb 1
		{c, 0, false},        // lake
		{d, 0, false},        // wall
		{a.Neighbor(1), 0.5, true},
		{a.Neighbor(2), 1, true},
	} {
		s, _ := geom.SideBetween(a, tc.to)
		got, ok := cost(a, tc.to, s)
		if ok != tc.ok || got != tc.want {
			t.Errorf("%v -> %v: %v %v, want %v %v", a, tc.to, got, ok, tc.want, tc.ok)
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
