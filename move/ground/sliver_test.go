package ground_test

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// A leg that enters an impassable area thinner than its parameters'
// rounding, near its far end, is blocked: the stretches there round into
// one outside stretch with no contact to show the part inside, and Cost
// let the leg pass (found by TestLegFloorAndWallSound's rapid seed
// 3346110851179938188).
func TestCostBlocksAtAnImpassableSliver(t *testing.T) {
	x1, y0 := 1.3877787807814457e-17, 6.938893903907228e-18
	b, err := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Min: orb.Point{-1, -1}, Max: orb.Point{2, 2}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("wall")},
		Features: []terrain.Feature{
			terrain.NewArea("sliver", "wall", geom.Polygon{orb.Ring{{0, y0}, {x1, y0}, {x1, 1}, {0, 1}, {0, y0}}}),
		}})
	if err != nil {
		t.Fatal(err)
	}
	rate := func(ground.Mode, *terrain.Board, int) (ground.Rate, error) { return ground.Rate{Impassable: true}, nil }
	g, err := ground.New(b, rate, ground.Options{Open: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []orb.LineString{{{0.25, 0.25}, {0, 0}}, {{0, 0}, {0.25, 0.25}}} {
		pc, err := g.Cost(nil, path)
		if err != nil {
			t.Fatal(err)
		}
		if !pc.Blocked {
			t.Errorf("%v: not blocked (total %v) though it enters the sliver's interior", path, pc.Total)
		}
	}
}
