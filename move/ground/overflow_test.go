package ground_test

import (
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// A cost beyond the float64 range is an error, never a +Inf that reads
// as a block. Before, Open 1e308 priced a path at +Inf with Blocked
// false and no error, though the doc says +Inf means blocked.
func TestCostOverflowIsAnError(t *testing.T) {
	b := newBoard(t, terrain.NewLine("wall-1", "hedge", orb.LineString{{50, 0}, {50, 55}}))
	wall := func(_ ground.Mode, b *terrain.Board, i int) (ground.Rate, error) {
		return ground.Rate{Impassable: true}, nil
	}
	for _, tc := range []struct {
		name string
		opt  ground.Options
	}{
		{"open rate 1e308", ground.Options{Open: 1e308}},
		{"a unit of 1e308", ground.Options{Open: 2, Rounding: ground.PerUnitOrFraction, Unit: 1e308}},
	} {
		if _, err := ground.New(b, wall, tc.opt); err == nil || !strings.Contains(err.Error(), "more than a float64 holds") {
			t.Errorf("New with %s: %v", tc.name, err)
		}
	}
	// Each leg fits, their sum does not.
	g, err := ground.New(b, wall, ground.Options{Open: 1.5e306})
	if err != nil {
		t.Fatal(err)
	}
	pc, err := g.Cost(nil, orb.LineString{{1, 1}, {49, 59}, {1, 1}})
	if err == nil || !strings.HasPrefix(err.Error(), "ground: ") || !strings.Contains(err.Error(), "overflows") {
		t.Errorf("two legs of 1.5e308: %v %v, want an overflow error", pc.Total, err)
	}
	if pc, err := g.Cost(nil, orb.LineString{{1, 1}, {99, 1}}); err != nil || !pc.Blocked || !math.IsInf(pc.Total, 1) {
		t.Errorf("through the wall: %v %v, want blocked", pc.Total, err)
	}
	// The only way round the wall costs more than a float64 holds: no
	// path is no answer, but an error.
	path, pc, err := g.CheapestPath(orb.Point{1, 1}, orb.Point{99, 1}, 10)
	if err == nil || !strings.Contains(err.Error(), "overflow") {
		t.Errorf("cheapest path round the wall: %v %v %v, want an overflow error", path, pc.Total, err)
	}
	// A climb too dear to price.
	height := func(b *terrain.Board, i int) (float64, bool) { return 1e10, true }
	hb := newBoard(t, terrain.NewArea("hill-1", "hill", rect(10, 0, 20, 60)))
	g = newGround(t, hb, ground.Options{Height: height, Climb: terrain.Climb{PerRise: 1e300}})
	if pc, err := g.Cost(nil, orb.LineString{{1, 1}, {15, 1}}); err == nil {
		t.Errorf("a climb of 1e310 MP: %v, blocked %v, no error", pc.Total, pc.Blocked)
	}
}
