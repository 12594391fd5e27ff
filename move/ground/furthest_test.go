package ground_test

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// Only a direction's direction matters: a subnormal or huge one goes as
// far as the unit vector does. Before, (5e-324, 0) walked to the board's
// edge at +Inf and reported "path point 1 (48 NaN) is not finite", a
// point the caller never gave.
func TestFurthestTinyAndHugeDirections(t *testing.T) {
	g := newGround(t, newBoard(t, terrain.NewArea("wood-1", "wood", rect(40, 0, 60, 60))), ground.Options{})
	from := orb.Point{1, 1}
	for _, tc := range []struct {
		name      string
		dir, unit orb.Point
	}{
		{"smallest subnormal along x", orb.Point{5e-324, 0}, orb.Point{1, 0}},
		{"subnormal along y", orb.Point{0, 1e-320}, orb.Point{0, 1}},
		{"subnormal diagonal", orb.Point{1e-320, 1e-320}, orb.Point{1, 1}},
		{"negative subnormal", orb.Point{-5e-324, 0}, orb.Point{-1, 0}},
		{"huge diagonal", orb.Point{1e308, 1e308}, orb.Point{1, 1}},
		{"largest float", orb.Point{1.7976931348623157e308, 0}, orb.Point{1, 0}},
	} {
		want, wpc, err := g.Furthest(nil, from, tc.unit, 50)
		if err != nil {
			t.Fatal(err)
		}
		got, pc, err := g.Furthest(nil, from, tc.dir, 50)
		if err != nil || got != want || pc.Total != wpc.Total {
			t.Errorf("%s: %v (cost %v, %v), want %v (cost %v) as along %v", tc.name, got, pc.Total, err, want, wpc.Total, tc.unit)
		}
	}
}
