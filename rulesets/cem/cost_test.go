package cem

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/terrain"
)

// CEM-T2: d metres of difficulty D cost D × ceil(d); difficulty 0 cannot
// be entered.
func TestCEM_T2_CostPerMetreOrFraction(t *testing.T) {
	b := newBoard(t, Rules{},
		terrain.NewArea("wood-1", "wood", rect(100, -50, 200, 50)),
		terrain.NewArea("river-1", "river", rect(50, 20, 60, 50)),
		terrain.NewLine("hedge-1", "hedge", orb.LineString{{30, -50}, {30, -20}}),
	)
	cases := []struct {
		name string
		path orb.LineString
		want float64
	}{
		{"10 m of difficulty 2 costs 20 (the seed)", orb.LineString{{100, 0}, {110, 0}}, 20},
		{"10.2 m of difficulty 2 costs 22", orb.LineString{{100, 0}, {110.2, 0}}, 22},
		{"15 m of open ground costs 15", orb.LineString{{0, 0}, {15, 0}}, 15},
		{"a 3-4-5 diagonal of 5 m costs 5", orb.LineString{{0, 0}, {3, 4}}, 5},
		{"a 0.3 m step costs 1", orb.LineString{{0, 0}, {0.3, 0}}, 1},
		{"open then wood: 5 + 2 x 3", orb.LineString{{95, 0}, {102.5, 0}}, 11},
		{"a hedge is crossed in 0 m", orb.LineString{{25, -30}, {35, -30}}, 10},
		{"standing still costs nothing", orb.LineString{{5, 5}}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pc, err := b.Cost(c.path)
			if err != nil {
				t.Fatal(err)
			}
			if pc.Total != c.want {
				t.Fatalf("cost %v, want %v\n%s", pc.Total, c.want, b.Explain(pc))
			}
		})
	}
	pc, err := b.Cost(orb.LineString{{40, 30}, {70, 30}})
	if err != nil {
		t.Fatal(err)
	}
	if !pc.Blocked || !math.IsInf(pc.Total, 1) {
		t.Fatalf("river (difficulty 0) entered: %s", b.Explain(pc))
	}
	if _, err := b.Cost(orb.LineString{{-5, 0}, {5, 0}}); err == nil {
		t.Error("a path off the board is not an error")
	}
}

// CEM-C1: crest lines never change movement cost.
func TestCEM_C1_CrestLinesCostNothing(t *testing.T) {
	plain := newBoard(t, Rules{})
	hilly := newBoard(t, Rules{},
		terrain.NewLine("hill", "crest", orb.LineString{{10, -10}, {20, -10}, {20, 10}, {10, 10}, {10, -10}}).WithHeight(3),
		terrain.NewLine("ridge", "crest", orb.LineString{{25, -40}, {25, 40}}).WithHeight(3))
	for _, path := range []orb.LineString{{{0, 0}, {30, 0}}, {{15, 0}, {15, 20}, {40, 20}}, {{5, 5}, {12.5, 7.5}}} {
		a, _ := plain.Cost(path)
		c, _ := hilly.Cost(path)
		if a.Total != c.Total || c.Blocked {
			t.Errorf("%v: %v on open ground, %v over crests", path, a.Total, c.Total)
		}
	}
}
