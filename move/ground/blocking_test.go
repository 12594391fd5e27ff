package ground_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// up returns the float after x.
func up(x float64) float64 { return math.Nextafter(x, math.Inf(1)) }

// A river one ulp wide at its far end, tapering to nothing: a leg that
// crosses it meets its interior, however thin it is there, and Cost
// blocks it, decided exactly. Before, Cost let through legs whose two
// crossings of the sliver's edges rounded to one parameter (14559 of
// 33386 random legs that cross it).
func TestCostBlocksSliver(t *testing.T) {
	sliver := geom.Polygon{{{40, 10}, {60, 50}, {60, up(50)}, {40, 10}}}
	g := newGround(t, newBoard(t, terrain.NewArea("river-1", "river", sliver)), ground.Options{})
	pc, err := g.Cost(nil, orb.LineString{{0, 6.618183867528893}, {100, 19.730458867031}})
	if err != nil || !pc.Blocked || pc.Block.Reason != "impassable area" || pc.Block.Feature != 0 {
		t.Errorf("across the sliver where its edges' crossings round together: blocked %v (%v)\n%v", pc.Blocked, err, g.Explain(pc))
	}
	if d := dist(pc.Block.At, orb.Point{41, 12}); d > 0.5 {
		t.Errorf("blocked at %v, want near (41, 12)", pc.Block.At)
	}
	r := rand.New(rand.NewPCG(3, 5))
	var tape ground.Tape
	for range 20000 {
		y := 10 + 1e-6*r.Float64()
		s := geom.Segment{A: orb.Point{0, y - 10*r.Float64()}, B: orb.Point{100, y + 10*r.Float64()}}
		want := false
		for k := range 3 {
			e := geom.Segment{A: sliver[0][k], B: sliver[0][k+1]}
			want = want || geom.Orient2D(s.A, s.B, e.A)*geom.Orient2D(s.A, s.B, e.B) < 0 &&
				geom.Orient2D(e.A, e.B, s.A)*geom.Orient2D(e.A, e.B, s.B) < 0
		}
		pc, err := g.Cost(&tape, orb.LineString{s.A, s.B})
		if err != nil || pc.Blocked != want {
			t.Fatalf("%v: blocked %v, crosses the sliver %v (%v)", s, pc.Blocked, want, err)
		}
	}
	// Drawn above the sliver under OverlapTop, a bridge carries the mover
	// across; drawn below, it does not.
	for _, tc := range []struct {
		name    string
		fs      []terrain.Feature
		blocked bool
	}{
		{"bridge above", []terrain.Feature{terrain.NewArea("river-1", "river", sliver), terrain.NewArea("bridge", "road", rect(30, 0, 50, 30))}, false},
		{"bridge below", []terrain.Feature{terrain.NewArea("bridge", "road", rect(30, 0, 50, 30)), terrain.NewArea("river-1", "river", sliver)}, true},
	} {
		g := newGround(t, newBoard(t, tc.fs...), ground.Options{Overlap: ground.OverlapTop})
		pc, _ := g.Cost(nil, orb.LineString{{0, 6.618183867528893}, {100, 19.730458867031}})
		if pc.Blocked != tc.blocked {
			t.Errorf("%s: blocked %v\n%v", tc.name, pc.Blocked, g.Explain(pc))
		}
	}
}

// Two rivers that share an edge for one ulp close the gap between them
// there: a leg along that edge is blocked, decided by the runs' exact
// ends. Before, both runs' ends rounded to one parameter, and the leg
// passed.
func TestCostClosesSubRoundingGap(t *testing.T) {
	y := 0.3
	b := newBoard(t,
		terrain.NewArea("river-1", "river", rect(10, 0, 20, y)),
		terrain.NewArea("river-2", "river", rect(20, y-(up(y)-y), 30, 10)))
	g := newGround(t, b, ground.Options{})
	for _, leg := range []orb.LineString{{{20, 60}, {20, 0}}, {{20, 0}, {20, 60}}} {
		pc, err := g.Cost(nil, leg)
		if err != nil || !pc.Blocked || pc.Block.Reason != "impassable area" {
			t.Errorf("%v along the shared ulp: blocked %v (%v)\n%v", leg, pc.Blocked, err, g.Explain(pc))
		}
	}
	// Under OverlapTop a bridge carries the mover over a river's
	// interior, and the gap between two rivers after it still closes.
	ell := geom.Polygon{{{10, 0}, {15, 0}, {15, 5}, {25, 5}, {25, 10}, {10, 10}, {10, 0}}}
	b = newBoard(t, terrain.NewArea("river-1", "river", ell), terrain.NewArea("river-2", "river", rect(15, 0, 25, 5)),
		terrain.NewArea("bridge", "road", rect(8, 0, 16, 10)))
	g = newGround(t, b, ground.Options{Overlap: ground.OverlapTop})
	if pc, _ := g.Cost(nil, orb.LineString{{5, 5}, {40, 5}}); !pc.Blocked || pc.Block.At != (orb.Point{15, 5}) {
		t.Errorf("over the bridge, then between the rivers: blocked %v at %v, want at (15 5)\n%v", pc.Blocked, pc.Block.At, g.Explain(pc))
	}
	// A corner shared, no length: the gap stays open.
	b = newBoard(t, terrain.NewArea("river-1", "river", rect(10, 0, 20, y)), terrain.NewArea("river-2", "river", rect(20, y, 30, 10)))
	if pc, _ := newGround(t, b, ground.Options{}).Cost(nil, orb.LineString{{20, 60}, {20, 0}}); pc.Blocked {
		t.Errorf("past a shared corner: blocked\n%v", pc)
	}
}

// An impassable line crossed within rounding of a leg's end is crossed:
// geom reports a contact at an end of the leg as a touch, so a crossing
// is one wherever its rounded parameter falls. Before, Cost took the
// crossings at parameter 1 for the leg's arrival on the line and let
// them through; a hedge's crossing cost was not charged either.
func TestCostCrossesLineNearLegEnd(t *testing.T) {
	line := orb.LineString{{0, 0}, {60, 60}}
	legs := []orb.LineString{
		{{0, 40}, {30, math.Nextafter(30, 0)}},
		{{60, 0}, {30, up(30)}},
		{{30, math.Nextafter(30, 0)}, {0, 40}}, // leaving, near the start
	}
	wall := func(ground.Mode, *terrain.Board, int) (ground.Rate, error) { return ground.Rate{Impassable: true}, nil }
	g, err := ground.New(newBoard(t, terrain.NewLine("wall-1", "hedge", line)), wall, ground.Options{Open: 1})
	if err != nil {
		t.Fatal(err)
	}
	hedge := newGround(t, newBoard(t, terrain.NewLine("hedge-1", "hedge", line)), ground.Options{})
	for _, leg := range legs {
		if pc, err := g.Cost(nil, leg); err != nil || !pc.Blocked || pc.Block.Reason != "impassable line" {
			t.Errorf("%v across a wall at its end: blocked %v (%v)\n%v", leg, pc.Blocked, err, pc)
		}
		pc, err := hedge.Cost(nil, leg)
		if want := dist(leg[0], leg[1]) + 2; err != nil || pc.Total != want || !strings.Contains(hedge.Explain(pc), "crossing") {
			t.Errorf("%v across a hedge at its end: %v, want %v\n%v", leg, pc.Total, want, hedge.Explain(pc))
		}
	}
	// Onto the line and back is no crossing; onto it and on over it is.
	if pc, _ := g.Cost(nil, orb.LineString{{0, 40}, {30, 30}, {0, 40}}); pc.Blocked {
		t.Errorf("touching the wall: blocked\n%v", pc)
	}
	if pc, _ := g.Cost(nil, orb.LineString{{0, 40}, {30, 30}, {60, 0}}); !pc.Blocked {
		t.Errorf("over the wall at a joint: not blocked\n%v", pc)
	}
}
