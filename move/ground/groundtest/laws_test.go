package groundtest_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/move/ground/groundtest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

func wantErr(t *testing.T, err error, sub string) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), sub) {
		t.Fatalf("error %v, want one with %q", err, sub)
	}
}

func groundBoard(t *testing.T) (*terrain.Board, ground.RateFunc) {
	mp := terrain.Number("mp")
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{20, 10}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("field", mp.Is(2))},
		Features: []terrain.Feature{terrain.NewArea("f", "field",
			geom.Polygon{{{5, 0}, {15, 0}, {15, 10}, {5, 10}, {5, 0}}})},
	})
	if err != nil {
		t.Fatal(err)
	}
	rate := func(_ ground.Mode, b *terrain.Board, i int) (ground.Rate, error) {
		v, err := terrain.Get(b.Traits(i), mp)
		return ground.Rate{PerUnit: v}, err
	}
	return b, rate
}

func TestSplitInvariantCatchesRounding(t *testing.T) {
	b, rate := groundBoard(t)
	path := orb.LineString{{0, 5}, {20, 5}}
	prop, _ := ground.New(b, rate, ground.Options{Open: 1})
	if err := groundtest.CheckSplitInvariant(prop, path, 0, 0.33, 1e-12); err != nil {
		t.Error(err)
	}
	if err := groundtest.CheckGround(prop, groundtest.Config{Tol: 1e-9}); err != nil {
		t.Error(err)
	}
	ceil, _ := ground.New(b, rate, ground.Options{Open: 1, Rounding: ground.PerUnitOrFraction})
	if err := groundtest.CheckSplitInvariant(ceil, path, 0, 0.33, 1e-12); err == nil {
		t.Error("per-stretch rounding passed the split law")
	}
	if err := groundtest.CheckGround(ceil, groundtest.Config{}); err != nil {
		t.Error(err)
	}
	wantErr(t, groundtest.CheckSplitInvariant(prop, path, 3, 0.5, 0), "cannot split")
	wantErr(t, groundtest.CheckGround(nil, groundtest.Config{}), "nil ground")
	// Impassable everywhere: nothing costed.
	wall, _ := ground.New(b, func(ground.Mode, *terrain.Board, int) (ground.Rate, error) { return ground.Rate{Impassable: true}, nil }, ground.Options{Open: 1})
	inside := func(r *rand.Rand) orb.LineString { return orb.LineString{{6 + r.Float64(), 1}, {14, 9}} }
	wantErr(t, groundtest.CheckGround(wall, groundtest.Config{Paths: inside, Cases: 5}), "tested nothing")
	// A NaN path is an error, with its seed.
	nan := func(*rand.Rand) orb.LineString { return orb.LineString{{0, 0}, {0, 0 / zero()}} }
	wantErr(t, groundtest.CheckGround(prop, groundtest.Config{Paths: nan}), "seed 1")
}

func zero() float64 { return 0 }

// The rapid generators draw paths in range.
func TestPaths(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		p := groundtest.Paths(orb.Bound{Max: orb.Point{4, 4}}, 4).Draw(rt, "path")
		for _, q := range p {
			if q[0] < 0 || q[0] > 4 || q[1] < 0 || q[1] > 4 {
				rt.Fatalf("point %v out of bounds", q)
			}
		}
	})
}
