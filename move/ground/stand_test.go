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

// A mover that may not stand at its start is an error naming the start,
// the clearance and what is in the way, from Reach, Furthest and
// CheapestPath alike. Before, a 25 mm base at x = 0.2 (which terrain's
// pieces loader accepts, as it checks only the centre) reached 0 places
// and Furthest was "blocked" where it stood, with no error: it read as
// nowhere to go.
func TestStartWhereTheMoverMayNotStand(t *testing.T) {
	b := newBoard(t, terrain.NewArea("house-1", "river", rect(40, 20, 50, 30)),
		terrain.NewLine("wall-1", "hedge", orb.LineString{{70, 10}, {70, 50}}))
	wall := func(m ground.Mode, b *terrain.Board, i int) (ground.Rate, error) {
		if b.Feature(i).Shape == terrain.Line {
			return ground.Rate{Impassable: true}, nil
		}
		return readRate(m, b, i)
	}
	base, err := ground.New(b, wall, ground.Options{Open: 1, Clearance: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	point := newGround(t, b, ground.Options{})
	lat := ground.ReachOptions{Lattice: ground.Lattice{Spacing: 1}}
	for _, tc := range []struct {
		name string
		g    *ground.Ground
		from orb.Point
		want string // "" for none
	}{
		{"base over the board's edge", base, orb.Point{0.2, 10}, "start (0.2 10): a base of radius 0.5 (Options.Clearance) there hangs over the board's edge"},
		{"base touching the board's edge", base, orb.Point{0.5, 10}, ""},
		{"base over a house", base, orb.Point{39.8, 25}, `start (39.8 25): a base of radius 0.5 (Options.Clearance) there overlaps impassable area river "house-1"`},
		{"base over a wall", base, orb.Point{70.3, 25}, `overlaps impassable line hedge "wall-1"`},
		{"point in a house", point, orb.Point{45, 25}, `start (45 25): a point mover there lies inside impassable area river "house-1"`},
		{"point on a house's edge", point, orb.Point{40, 25}, ""},
	} {
		_, rerr := tc.g.Reach(nil, tc.from, 5, lat)
		_, _, ferr := tc.g.Furthest(nil, tc.from, orb.Point{1, 0}, 5)
		_, _, cerr := tc.g.CheapestPath(tc.from, orb.Point{20, 40}, 1)
		for _, c := range []struct {
			op  string
			err error
		}{{"reach", rerr}, {"furthest", ferr}, {"cheapest path", cerr}} {
			switch {
			case tc.want == "" && c.err != nil:
				t.Errorf("%s: %s: %v", tc.name, c.op, c.err)
			case tc.want != "" && (c.err == nil || !strings.HasPrefix(c.err.Error(), "ground: "+c.op+": ") || !strings.Contains(c.err.Error(), tc.want)):
				t.Errorf("%s: %s: %v, want an error with %q", tc.name, c.op, c.err, tc.want)
			}
		}
	}
}

// Under OverlapTop a point mover inside a river, on the edge of a road
// drawn above it, may stand there: it can move off onto the road.
func TestStartOnABridgesEdge(t *testing.T) {
	b := newBoard(t, terrain.NewArea("river-1", "river", rect(40, 20, 50, 30)), terrain.NewArea("road-1", "road", rect(45, 25, 60, 40)))
	lat := ground.ReachOptions{Lattice: ground.Lattice{Spacing: 1}}
	top := newGround(t, b, ground.Options{Overlap: ground.OverlapTop})
	if r, err := top.Reach(nil, orb.Point{47, 25}, 3, lat); err != nil || len(r.Places) == 0 {
		t.Errorf("under OverlapTop: %v, %d places", err, len(r.Places))
	}
	if _, err := top.Reach(nil, orb.Point{42, 22}, 3, lat); err == nil {
		t.Error("under OverlapTop, in the river away from the road: no error")
	}
	if _, err := newGround(t, b, ground.Options{}).Reach(nil, orb.Point{47, 25}, 3, lat); err == nil {
		t.Error("under OverlapMax, where the river wins: no error")
	}
}

// When CheapestPath finds no path, its PathCost says why: the end where
// the mover may not stand, the end a courtyard's walls or a closed wall
// enclose, or a search that tried every way. Before, it returned a nil
// path and +Inf with no reason.
func TestCheapestPathSaysWhyNoPath(t *testing.T) {
	courtyard := geom.Polygon{rect(10, 10, 30, 30)[0], {{15, 15}, {15, 25}, {25, 25}, {25, 15}, {15, 15}}}
	// A moat whose gateway, 1 wide, lets a point through but no base of
	// radius 0.75.
	gated := geom.Polygon{{{60, 10}, {90, 10}, {90, 40}, {60, 40}, {60, 26}, {65, 26}, {65, 35}, {85, 35}, {85, 15}, {65, 15}, {65, 25}, {60, 25}, {60, 10}}}
	b := newBoard(t,
		terrain.NewArea("court-1", "river", courtyard),
		terrain.NewArea("moat-1", "river", gated),
		terrain.NewArea("house-1", "river", rect(40, 45, 50, 55)),
		terrain.NewLine("pen-1", "hedge", orb.LineString{{35, 2}, {45, 2}, {45, 8}, {35, 8}, {35, 2}}))
	rate := func(m ground.Mode, b *terrain.Board, i int) (ground.Rate, error) {
		if b.Feature(i).Shape == terrain.Line {
			return ground.Rate{Impassable: true}, nil
		}
		return readRate(m, b, i)
	}
	point, err := ground.New(b, rate, ground.Options{Open: 1})
	if err != nil {
		t.Fatal(err)
	}
	base, err := ground.New(b, rate, ground.Options{Open: 1, Clearance: 0.75})
	if err != nil {
		t.Fatal(err)
	}
	out := orb.Point{5, 45}
	for _, tc := range []struct {
		name     string
		g        *ground.Ground
		from, to orb.Point
		reason   string
		feature  int
		at       orb.Point
	}{
		{"into the courtyard", point, out, orb.Point{20, 20}, "enclosed by impassable area", 0, orb.Point{20, 20}},
		{"out of the courtyard", point, orb.Point{20, 20}, out, "enclosed by impassable area", 0, orb.Point{20, 20}},
		{"into a house", point, out, orb.Point{45, 50}, "impassable area", 2, orb.Point{45, 50}},
		{"a base into a house", base, out, orb.Point{40.5, 50}, "base overlaps impassable area", 2, orb.Point{40.5, 50}},
		{"a base over the board's edge", base, out, orb.Point{99.5, 50}, "base off the board", -1, orb.Point{99.5, 50}},
		{"a base into a pen", base, out, orb.Point{40, 5}, "enclosed by impassable line", 3, orb.Point{40, 5}},
		{"a base through a gateway too narrow", base, out, orb.Point{75, 25}, "no path found", -1, orb.Point{75, 25}},
	} {
		path, pc, err := tc.g.CheapestPath(tc.from, tc.to, 2)
		blk := pc.Block
		if err != nil || path != nil || !pc.Blocked || !math.IsInf(pc.Total, 1) || len(pc.Legs) != 0 ||
			blk.Leg != -1 || blk.Reason != tc.reason || blk.Feature != tc.feature || blk.At != tc.at {
			t.Errorf("%s: %v %v %v, want no path: %q, feature %d at %v\n%s", tc.name, path, pc.Total, err, tc.reason, tc.feature, tc.at, tc.g.Explain(pc))
		}
		if ex := tc.g.Explain(pc); !strings.Contains(ex, "no path: "+tc.reason) {
			t.Errorf("%s: explained as\n%s", tc.name, ex)
		}
	}
	// The point mover slips through the gateway.
	if path, pc, err := point.CheapestPath(out, orb.Point{75, 25}, 1); err != nil || path == nil || pc.Blocked {
		t.Errorf("a point through the gateway: %v %v %v", path, pc.Total, err)
	}
}
