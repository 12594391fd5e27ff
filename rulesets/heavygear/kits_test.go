package heavygear

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat/combattest"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/lostest"
	"github.com/warkit/warkit/move/ground/groundtest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// HG-K2 through combat/combattest: the skill roll keeps the highest of
// level d6, so P(k) is (k^n - (k-1)^n) / 6^n, and sums to exactly 1.
func TestHG_K2_SkillDiceKitWeights(t *testing.T) {
	want := map[int][]int64{
		1: {1, 1, 1, 1, 1, 1},
		2: {1, 3, 5, 7, 9, 11},
		3: {1, 7, 19, 37, 61, 91},
	}
	for level := 1; level <= 3; level++ {
		d, err := SkillDice(level)
		if err != nil {
			t.Fatal(err)
		}
		dist, err := d.Dist()
		if err != nil {
			t.Fatal(err)
		}
		if err := combattest.CheckWeights(dist, 1, want[level]...); err != nil {
			t.Errorf("level %d: %v", level, err)
		}
	}
}

// HG-M1 through move/ground/groundtest: on the seed's kinds of ground (soft
// ground, road, deep water, a building), for a walker, a ground vehicle
// and infantry, every path's cost is the sum of its legs and items, and,
// where costs are proportional, splitting a leg changes nothing.
func TestHG_M1_MoverKitLaws(t *testing.T) {
	b := board(t, 30, 10,
		terrain.NewArea("mud", Soft, rect(2, 0, 3.5, 10)),
		terrain.NewArea("road-1", Road, rect(10, 0, 20, 10)),
		terrain.NewArea("lake", DeepWater, rect(25, 0, 28, 10)),
		terrain.NewArea("bunker", "building", rect(5, 6, 8, 9)),
	)
	for _, c := range []struct {
		name string
		m    Model
		r    Rules
	}{
		{"walker", Model{Name: "w", Size: 6, Mode: Walker}, Rules{}},
		{"ground", Model{Name: "g", Size: 6, Mode: Ground}, Rules{}},
		{"ground per started inch", Model{Name: "g", Size: 6, Mode: Ground}, Rules{PerStartedInch: true}},
		{"infantry", Model{Name: "i", Size: 1, Mode: Walker, Infantry: true}, Rules{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			mv, err := NewMover(b, c.m, c.r)
			if err != nil {
				t.Fatal(err)
			}
			if err := groundtest.CheckGround(mv.Ground(), groundtest.Config{Tol: 1e-9}); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// HG-K4 through los/lostest: the points a line of fire collects inside
// concealing terrain (one per full 4, 2 or 1 in by class, with the
// minimums) are the same read from either end, on random pieces of every
// class. The accumulator is the package's own (fullUnits on los.Tally):
// heavygear exports no los rule, so this test is internal.
func TestHG_K4_LinePointsKitSymmetry(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 5).Draw(t, "n")
		var fs []terrain.Feature
		for i := range n {
			fs = append(fs, pieceGen(string(rune('a'+i))).Draw(t, "piece"))
		}
		b := cboard(t, fs...)
		c, err := NewConcealer(b, Rules{})
		if err != nil {
			t.Fatal(err)
		}
		sc := c.scratch.Get().(*concealScratch)
		c.mark(sc.ok, rapid.IntRange(1, 10).Draw(t, "size"))
		rf := func(*terrain.Board, lostest.Line) (los.Rule, error) {
			return &fullUnits{rates: sc.rule.rates}, nil
		}
		pt := func(name string) orb.Point {
			return orb.Point{float64(rapid.IntRange(0, 160).Draw(t, name+"x")) / 4, float64(rapid.IntRange(0, 40).Draw(t, name+"y")) / 4}
		}
		l := lostest.Line{Seg: geom.Segment{A: pt("a"), B: pt("b")}}
		if err := lostest.CheckSymmetry(b, rf, rf, l); err != nil {
			t.Fatal(err)
		}
	})
}
