package heavygear

import (
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// The chart of HG-M1, class by class and mode by mode.
func TestHG_M1_Chart(t *testing.T) {
	inf := math.Inf(1)
	cases := []struct {
		class               string
		walker, ground, hov float64
	}{
		{Clear, 1, 1, 1},
		{Soft, 3, 2, 2},
		{Rough, 3, 3, 3},
		{VeryRough, 3, inf, inf},
		{Impassable, inf, inf, inf},
		{Structure, inf, inf, inf},
		{Road, 1, 0.5, 1},
		{ShallowWater, 2, 2, 1},
		{DeepWater, inf, inf, 1},
	}
	for _, c := range cases {
		t.Run(c.class, func(t *testing.T) {
			for mode, want := range map[ground.Mode]float64{Walker: c.walker, Ground: c.ground, Hover: c.hov} {
				got, ok := RateFor(Model{Mode: mode}, c.class, false, false)
				if math.IsInf(want, 1) {
					if ok {
						t.Errorf("%s: got %v, want impassable", mode, got)
					}
				} else if !ok || got != want {
					t.Errorf("%s: got %v %v, want %v", mode, got, ok, want)
				}
			}
		})
	}
}

// HG-M1's exceptions: admitting structures, the deep-water perk, white water.
func TestHG_M1_Exceptions(t *testing.T) {
	cases := []struct {
		name            string
		m               Model
		class           string
		white, admitted bool
		want            float64
		ok              bool
	}{
		{"structure admits infantry: clear", Model{Mode: Walker, Infantry: true}, Structure, false, true, 1, true},
		{"structure does not admit", Model{Mode: Walker}, Structure, false, false, 0, false},
		{"deep water with the perk: clear", Model{Mode: Walker, Perks: DeepWaterPerk}, DeepWater, false, false, 1, true},
		{"deep white water with the perk", Model{Mode: Ground, Perks: DeepWaterPerk}, DeepWater, true, false, 2, true},
		{"deep water hover", Model{Mode: Hover}, DeepWater, false, false, 1, true},
		{"white shallow water walker", Model{Mode: Walker}, ShallowWater, true, false, 3, true},
		{"white shallow water hover too", Model{Mode: Hover}, ShallowWater, true, false, 2, true},
		{"white water flag on soft ground: no effect", Model{Mode: Walker}, Soft, true, false, 3, true},
		{"unknown class", Model{Mode: Walker}, "lava", false, false, 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, ok := RateFor(c.m, c.class, c.white, c.admitted)
			if ok != c.ok || ok && got != c.want {
				t.Errorf("got %v %v, want %v %v", got, ok, c.want, c.ok)
			}
		})
	}
}

// Paths across a board: proportional costs, roads, deep water destroys.
func TestHG_M1_Paths(t *testing.T) {
	b := board(t, 30, 10,
		terrain.NewArea("mud", Soft, rect(2, 0, 3.5, 10)),
		terrain.NewArea("road-1", Road, rect(10, 0, 20, 10)),
		terrain.NewArea("lake", DeepWater, rect(25, 0, 28, 10)),
		terrain.NewArea("bunker", "building", rect(5, 6, 8, 9)),
	)
	path := orb.LineString{{0, 5}, {20, 5}}
	cases := []struct {
		name string
		m    Model
		path orb.LineString
		opt  Rules
		want float64
	}{
		// 2 clear + 1.5 soft (x3) + 6.5 clear + 10 road.
		{"walker", Model{Name: "w", Size: 6, Mode: Walker}, path, Rules{}, 2 + 4.5 + 6.5 + 10},
		// 1.5 in of soft ground costs 3 MP; the road 1 MP per 2 in.
		{"ground", Model{Name: "g", Size: 6, Mode: Ground}, path, Rules{}, 2 + 3 + 6.5 + 5},
		// Per started inch: the inch 3..4 straddles soft and clear and pays 2.
		{"ground per started inch", Model{Name: "g", Size: 6, Mode: Ground}, path, Rules{PerStartedInch: true}, 2 + 2 + 2 + 6 + 5},
		{"infantry through the building", Model{Name: "i", Size: 1, Mode: Walker, Infantry: true}, orb.LineString{{4, 7.5}, {9, 7.5}}, Rules{}, 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			mv, err := NewMover(b, c.m, c.opt)
			if err != nil {
				t.Fatal(err)
			}
			got, err := mv.Cost(nil, c.path)
			if err != nil {
				t.Fatal(err)
			}
			if got.Cost.Total != c.want || got.Destroyed {
				t.Errorf("total %v, want %v\n%s", got.Cost.Total, c.want, got.Explanation)
			}
		})
	}
	t.Run("gear into the building: blocked", func(t *testing.T) {
		mv, _ := NewMover(b, gear, Rules{})
		got, _ := mv.Cost(nil, orb.LineString{{4, 7.5}, {9, 7.5}})
		if !got.Cost.Blocked || got.Destroyed || got.Cost.Block.At != (orb.Point{5, 7.5}) {
			t.Errorf("got %+v", got)
		}
	})
	t.Run("deep water without the perk: destroyed", func(t *testing.T) {
		mv, _ := NewMover(b, gear, Rules{})
		got, _ := mv.Cost(nil, orb.LineString{{22, 5}, {29, 5}})
		if !got.Destroyed || got.DestroyedAt != (orb.Point{25, 5}) || !strings.Contains(got.Explanation, "destroyed") {
			t.Errorf("got %+v", got)
		}
	})
	t.Run("deep water with the perk: clear", func(t *testing.T) {
		m := gear
		m.Perks = DeepWaterPerk
		mv, _ := NewMover(b, m, Rules{})
		got, _ := mv.Cost(nil, orb.LineString{{22, 5}, {29, 5}})
		if got.Destroyed || got.Cost.Total != 7 {
			t.Errorf("got %+v", got)
		}
	})
	t.Run("errors", func(t *testing.T) {
		if _, err := NewMover(b, Model{Name: "x", Size: 6, Mode: "crawler"}, Rules{}); err == nil {
			t.Error("unknown mode accepted")
		}
		cm, _ := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Max: orb.Point{1, 1}}, Unit: "cm", Types: Types()})
		if _, err := NewMover(cm, gear, Rules{}); err == nil {
			t.Error("board in cm accepted")
		}
	})
}

// Property: the proportional cost is additive when a leg is split (up to
// float64 rounding of the points where move cuts the legs).
func TestHG_M1_SplitAdditive(t *testing.T) {
	b := board(t, 40, 10,
		terrain.NewArea("mud", Soft, rect(3, 0, 9.5, 10)),
		terrain.NewArea("scrub", "scrub", rect(12, 2, 17.25, 8)),
		terrain.NewArea("stream", "white-water", rect(20, 0, 21.5, 10)),
		terrain.NewArea("road-1", Road, rect(25, 0, 35, 10)),
	)
	for _, m := range []Model{gear, {Name: "g", Size: 5, Mode: Ground}, {Name: "h", Size: 5, Mode: Hover}} {
		mv, err := NewMover(b, m, Rules{})
		if err != nil {
			t.Fatal(err)
		}
		rapid.Check(t, func(t *rapid.T) {
			y := float64(rapid.IntRange(0, 80).Draw(t, "y")) / 8
			xs := []float64{}
			for _, name := range []string{"a", "m", "c"} {
				xs = append(xs, float64(rapid.IntRange(0, 320).Draw(t, name))/8)
			}
			a, mid, c := xs[0], xs[1], xs[2]
			if !(a <= mid && mid <= c) {
				return
			}
			whole, _ := mv.Cost(nil, orb.LineString{{a, y}, {c, y}})
			split, _ := mv.Cost(nil, orb.LineString{{a, y}, {mid, y}, {c, y}})
			// Equal up to rounding: move cuts legs at rounded parameters.
			if math.Abs(whole.Cost.Total-split.Cost.Total) > 1e-9*max(1, whole.Cost.Total) {
				t.Fatalf("%s: whole %v, split at %v %v", m.Mode, whole.Cost.Total, mid, split.Cost.Total)
			}
		})
	}
}
