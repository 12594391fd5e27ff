package movetest_test

import (
	"fmt"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/move/movetest"
	"github.com/warkit/warkit/terrain"
)

// roughRule: hex code 0 clear (1 MP), 1 rough (2 MP), 2 impassable;
// hexside code 1 a stream (+1 MP).
func roughRule(m *movetest.Map) move.StepCost {
	return move.StepModel{
		Entry: func(h geom.Hex) (float64, bool) {
			c, ok := m.HexCode(h)
			return float64(1 + c), ok && c != 2
		},
		Side: func(s geom.Side) (float64, bool) { return float64(m.SideCode(s)), true },
	}.StepCost()
}

func TestCheckHexRule(t *testing.T) {
	movetest.CheckHexRule(t, roughRule, movetest.Config{MinStep: 1})
}

func TestLawsCatchAnUnstableRule(t *testing.T) {
	// A step cost that changes between calls breaks the sums law.
	calls := 0
	unstable := func(from, to geom.Hex, s geom.Side) (float64, bool) {
		calls++
		return float64(1 + calls%2), true
	}
	r := move.Rect{Offset: geom.OddQ, Cols: 4, Rows: 3}
	if err := movetest.CostsAreSums(r, r.Hex(0), unstable, move.ReachOptions{Allowance: 6}); err == nil {
		t.Error("an unstable rule passed")
	}
}

func TestSplitInvariantCatchesRounding(t *testing.T) {
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
	rate := func(_ move.Mode, b *terrain.Board, i int) (move.Rate, error) {
		v, err := terrain.Get(b.Traits(i), mp)
		return move.Rate{PerUnit: v}, err
	}
	path := orb.LineString{{0, 5}, {20, 5}}
	prop, _ := move.NewGround(b, rate, move.GroundOptions{Open: 1})
	if err := movetest.SplitInvariant(prop, path, 0, 0.33, 1e-12); err != nil {
		t.Error(err)
	}
	movetest.CheckGround(t, prop, 1e-9)
	ceil, _ := move.NewGround(b, rate, move.GroundOptions{Open: 1, Rounding: move.PerUnitOrFraction})
	if err := movetest.SplitInvariant(ceil, path, 0, 0.33, 1e-12); err == nil {
		t.Error("per-stretch rounding passed the split law")
	}
}

// A ruleset checks one law on an input of its own: here, a 4 × 3 map of
// clear ground with 3 MP, under the "one hex" policy.
func ExampleReachMatchesBruteForce() {
	r := move.Rect{Offset: geom.OddQ, Cols: 4, Rows: 3}
	err := movetest.ReachMatchesBruteForce(r, r.Hex(0), move.Uniform(1),
		move.ReachOptions{Allowance: 3, Short: move.ShortOneHex})
	fmt.Println(err)
	// Output:
	// <nil>
}
