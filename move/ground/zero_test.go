package ground_test

import (
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// Issue 33: every method of a nil or zero Ground (not built by New)
// panicked; each now returns an error naming it, or its documented
// empty answer.
func TestZeroGround(t *testing.T) {
	for _, g := range []*ground.Ground{nil, {}} {
		p := orb.Point{1, 1}
		calls := map[string]func() error{
			"Cost":         func() error { _, err := g.Cost(nil, orb.LineString{p, p}); return err },
			"Furthest":     func() error { _, _, err := g.Furthest(nil, p, orb.Point{1, 0}, 3); return err },
			"CheapestPath": func() error { _, _, err := g.CheapestPath(p, orb.Point{2, 2}, 1); return err },
			"Reach": func() error {
				_, err := g.Reach(nil, p, 3, ground.ReachOptions{Lattice: ground.Lattice{Spacing: 1}})
				return err
			},
		}
		for name, f := range calls {
			if err, _ := hostile(t, f); err == nil || !strings.Contains(err.Error(), "ground: nil or zero Ground") {
				t.Errorf("%s on %#v: error %v", name, g, err)
			}
		}
		hostile(t, func() error {
			if g.Board() != nil || g.Options().Open != 0 || g.Rate(0) != (ground.Rate{Ignore: true}) {
				t.Errorf("Board, Options or Rate of %#v", g)
			}
			if s := g.Explain(ground.PathCost{}); !strings.HasPrefix(s, "total 0") {
				t.Errorf("Explain: %q", s)
			}
			return nil
		})
	}
}

// Issue 33: Rate and LegItems panicked out of range, like a slice; there
// is now no such feature (ignored) and no such leg (nil).
func TestOutOfRange(t *testing.T) {
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{10, 10}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("wood")},
		Features: []terrain.Feature{
			terrain.NewArea("w", "wood", geom.Polygon{{{2, 2}, {4, 2}, {4, 4}, {2, 4}, {2, 2}}}),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	table := ground.RateTable{"wood": {"": {PerUnit: 2}}}
	g, err := ground.New(b, table.Rate, ground.Options{Open: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{-1, 1, math.MaxInt} {
		if r := g.Rate(i); r != (ground.Rate{Ignore: true}) {
			t.Errorf("Rate(%d) = %+v", i, r)
		}
		if _, err := table.Rate("", b, i); err == nil {
			t.Errorf("RateTable.Rate(%d): no error", i)
		}
	}
	if _, err := table.Rate("", nil, 0); err == nil {
		t.Error("RateTable.Rate of a nil board: no error")
	}
	pc, err := g.Cost(nil, orb.LineString{{1, 1}, {5, 3}})
	if err != nil {
		t.Fatal(err)
	}
	if len(pc.LegItems(0)) == 0 || pc.LegItems(1) != nil || pc.LegItems(-1) != nil {
		t.Errorf("LegItems: %v, %v, %v", pc.LegItems(0), pc.LegItems(1), pc.LegItems(-1))
	}
	bad := ground.PathCost{Legs: []ground.Leg{{First: 3, Count: math.MaxInt}}}
	if bad.LegItems(0) != nil {
		t.Error("LegItems of a leg selecting no items")
	}
}
