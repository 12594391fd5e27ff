package ground_test

import (
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/move/ground/groundtest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

var (
	difficulty = terrain.Number("difficulty") // MP per unit inside an area
	crossing   = terrain.Number("crossing")   // MP per crossing of a line
)

func rect(x0, y0, x1, y1 float64) geom.Polygon {
	return geom.Polygon{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
}

// readRate is a ruleset's rate function: areas by "difficulty" (0 means
// impassable), lines by "crossing".
func readRate(mode ground.Mode, b *terrain.Board, i int) (ground.Rate, error) {
	ft := b.Traits(i)
	switch b.Feature(i).Shape {
	case terrain.Area:
		d, err := terrain.Get(ft, difficulty)
		return ground.Rate{PerUnit: d, Impassable: d == 0}, err
	case terrain.Line:
		c, ok, err := terrain.Lookup(ft, crossing)
		return ground.Rate{Crossing: c, Ignore: !ok}, err
	}
	return ground.Rate{Ignore: true}, nil
}

func newBoard(t testing.TB, fs ...terrain.Feature) *terrain.Board {
	t.Helper()
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Min: orb.Point{0, 0}, Max: orb.Point{100, 60}},
		Unit:   "m",
		Types: []terrain.Type{
			terrain.NewType("field", difficulty.Is(2)),
			terrain.NewType("wood", difficulty.Is(3)),
			terrain.NewType("road", difficulty.Is(0.5)),
			terrain.NewType("river", difficulty.Is(0)),
			terrain.NewType("hill", difficulty.Is(1)),
			terrain.NewType("hedge", crossing.Is(2)),
			terrain.NewType("crest"),
		},
		Features: fs,
	})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func newGround(t testing.TB, b *terrain.Board, opt ground.Options) *ground.Ground {
	t.Helper()
	if opt.Open == 0 {
		opt.Open = 1
	}
	g, err := ground.New(b, readRate, opt)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestCEM_T2_MovementCost(t *testing.T) {
	b := newBoard(t, terrain.NewArea("field-1", "field", rect(10, 0, 20, 60)),
		terrain.NewArea("river-1", "river", rect(60, 0, 70, 60)))
	g := newGround(t, b, ground.Options{Rounding: ground.PerUnitOrFraction})
	for _, tc := range []struct {
		name string
		path orb.LineString
		want float64
	}{
		{"10 m of difficulty 2 costs 20 m", orb.LineString{{10, 5}, {20, 5}}, 20},
		{"open, field, open", orb.LineString{{0, 5}, {30, 5}}, 10 + 20 + 10},
		{"10.2 m is 11 chunks", orb.LineString{{9.8, 5}, {20, 5}}, 1 + 20},
		{"a fraction is a whole metre", orb.LineString{{10, 5}, {10.5, 5}}, 2},
		{"two legs, each rounded", orb.LineString{{10, 5}, {15.5, 5}, {20, 5}}, 12 + 10},
	} {
		pc, err := g.Cost(nil, tc.path)
		if err != nil {
			t.Fatal(err)
		}
		if pc.Total != tc.want {
			t.Errorf("%s: %v, want %v\n%v", tc.name, pc.Total, tc.want, pc)
		}
	}
	pc, _ := g.Cost(nil, orb.LineString{{50, 5}, {80, 5}})
	if !pc.Blocked || pc.Block.At != (orb.Point{60, 5}) || pc.Block.Reason != "impassable area" || !math.IsInf(pc.Total, 1) {
		t.Errorf("difficulty 0: %+v", pc)
	}
	if f, _ := b.FeatureByID("river-1"); pc.Block.Feature != f {
		t.Errorf("blocked by %d", pc.Block.Feature)
	}
	// Walking along the river's bank is allowed.
	if pc, _ := g.Cost(nil, orb.LineString{{60, 5}, {60, 50}}); pc.Blocked {
		t.Errorf("the bank blocks: %v", pc)
	}
}

func TestHG_M1_Proportional(t *testing.T) {
	b := newBoard(t, terrain.NewArea("soft", "field", rect(10, 0, 20, 60)))
	g := newGround(t, b, ground.Options{})
	pc, _ := g.Cost(nil, orb.LineString{{10, 5}, {11.5, 5}})
	if pc.Total != 3 {
		t.Errorf("1.5 in of soft ground: %v, want 3", pc.Total)
	}
	g = newGround(t, b, ground.Options{Rounding: ground.PerStartedUnit})
	pc, _ = g.Cost(nil, orb.LineString{{10, 5}, {11.5, 5}})
	if pc.Total != 4 {
		t.Errorf("per started inch: %v, want 4", pc.Total)
	}
	// A unit straddling open and soft ground pays the dearer.
	pc, _ = g.Cost(nil, orb.LineString{{9.5, 5}, {11.5, 5}})
	if pc.Total != 4 {
		t.Errorf("per started inch, straddling: %v, want 4\n%v", pc.Total, pc)
	}
}

func TestHG_M2_Elevation(t *testing.T) {
	b := newBoard(t,
		terrain.NewArea("low", "hill", rect(10, 0, 20, 60)).WithElevation(1),
		terrain.NewArea("cliff", "hill", rect(40, 0, 50, 60)).WithElevation(2))
	g := newGround(t, b, ground.Options{Climb: terrain.Climb{PerRise: 1, MaxRise: 2}})
	pc, _ := g.Cost(nil, orb.LineString{{5, 5}, {25, 5}})
	if pc.Total != 20+1 {
		t.Errorf("over a 1 in hill: %v, want 21\n%v", pc.Total, pc)
	}
	pc, _ = g.Cost(nil, orb.LineString{{30, 5}, {45, 5}})
	if !pc.Blocked || pc.Block.Reason != "rise too steep" || pc.Block.At != (orb.Point{40, 5}) {
		t.Errorf("a 2 in rise: %+v", pc)
	}
}

func TestLineCrossings(t *testing.T) {
	b := newBoard(t, terrain.NewLine("hedge-1", "hedge", orb.LineString{{30, 0}, {30, 60}}),
		terrain.NewLine("crest-1", "crest", orb.LineString{{40, 0}, {40, 60}}))
	g := newGround(t, b, ground.Options{})
	pc, _ := g.Cost(nil, orb.LineString{{20, 5}, {50, 5}})
	if pc.Total != 30+2 {
		t.Errorf("across a hedge and a crest: %v, want 32\n%v", pc.Total, pc)
	}
	// Touching the hedge and turning back does not cross it.
	pc, _ = g.Cost(nil, orb.LineString{{20, 5}, {30, 10}, {20, 15}})
	if math.Abs(pc.Total-2*math.Hypot(10, 5)) > 1e-12 {
		t.Errorf("touching a hedge: %v\n%v", pc.Total, pc)
	}
}

func TestOverlap(t *testing.T) {
	b := newBoard(t, terrain.NewArea("wood", "wood", rect(10, 0, 30, 60)),
		terrain.NewArea("road", "road", rect(0, 4, 100, 6)))
	path := orb.LineString{{0, 5}, {40, 5}}
	for _, tc := range []struct {
		o    ground.Overlap
		want float64
	}{{ground.OverlapMax, 5 + 60 + 5}, {ground.OverlapMin, 20}, {ground.OverlapTop, 20}} {
		g := newGround(t, b, ground.Options{Overlap: tc.o})
		pc, _ := g.Cost(nil, path)
		if pc.Total != tc.want {
			t.Errorf("%v: %v, want %v\n%v", tc.o, pc.Total, tc.want, pc)
		}
	}
}

func TestCostErrors(t *testing.T) {
	g := newGround(t, newBoard(t), ground.Options{})
	for _, tc := range []struct {
		path orb.LineString
		want string
	}{
		{nil, "empty path"},
		{orb.LineString{{1, 1}, {math.NaN(), 2}}, "point 1 (NaN 2) is not finite"},
		{orb.LineString{{1, 1}, {200, 2}}, "off the board"},
	} {
		_, err := g.Cost(nil, tc.path)
		if err == nil || !strings.HasPrefix(err.Error(), "ground: ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want %q", tc.path, err, tc.want)
		}
	}
	if _, _, err := g.Furthest(nil, orb.Point{1, 1}, orb.Point{1, 0}, -1); err == nil {
		t.Error("negative allowance accepted")
	}
	if _, _, err := g.Furthest(nil, orb.Point{1, 1}, orb.Point{0, 0}, 1); err == nil {
		t.Error("zero direction accepted")
	}
	if _, _, err := g.CheapestPath(orb.Point{1, 1}, orb.Point{2, 2}, 0); err == nil {
		t.Error("zero spacing accepted")
	}
	if _, err := ground.New(nil, readRate, ground.Options{}); err == nil {
		t.Error("nil board accepted")
	}
	if _, err := ground.New(newBoard(t), readRate, ground.Options{Open: math.NaN()}); err == nil {
		t.Error("NaN open rate accepted")
	}
	bad := func(ground.Mode, *terrain.Board, int) (ground.Rate, error) { return ground.Rate{PerUnit: -1}, nil }
	if _, err := ground.New(newBoard(t, terrain.NewArea("w", "wood", rect(1, 1, 2, 2))), bad, ground.Options{}); err == nil {
		t.Error("negative rate accepted")
	}
}

// TestCEM_M2_Furthest: the lead figure moves as far as its allowance
// takes it in the direction of march.
func TestCEM_M2_Furthest(t *testing.T) {
	b := newBoard(t, terrain.NewArea("field-1", "field", rect(10, 0, 20, 60)),
		terrain.NewArea("river-1", "river", rect(60, 0, 70, 60)))
	g := newGround(t, b, ground.Options{})
	for _, tc := range []struct {
		from, dir orb.Point
		allow     float64
		want      orb.Point
	}{
		{orb.Point{0, 5}, orb.Point{1, 0}, 5, orb.Point{5, 5}},
		{orb.Point{0, 5}, orb.Point{1, 0}, 15, orb.Point{12.5, 5}}, // 10 open + 2.5 of field
		{orb.Point{0, 5}, orb.Point{1, 0}, 1000, orb.Point{60, 5}}, // stops at the river
		{orb.Point{90, 5}, orb.Point{1, 0}, 1000, orb.Point{100, 5}},
		{orb.Point{0, 5}, orb.Point{-1, 0}, 10, orb.Point{0, 5}},
	} {
		p, pc, err := g.Furthest(nil, tc.from, tc.dir, tc.allow)
		if err != nil {
			t.Fatal(err)
		}
		if math.Abs(p[0]-tc.want[0]) > 1e-9 || math.Abs(p[1]-tc.want[1]) > 1e-9 || pc.Total > tc.allow {
			t.Errorf("from %v dir %v with %v: %v (cost %v), want %v", tc.from, tc.dir, tc.allow, p, pc.Total, tc.want)
		}
	}
	// Per-unit rounding: a move into the field stops on a whole metre.
	g = newGround(t, b, ground.Options{Rounding: ground.PerUnitOrFraction})
	p, _, _ := g.Furthest(nil, orb.Point{0, 5}, orb.Point{1, 0}, 15)
	if math.Abs(p[0]-12) > 1e-9 {
		t.Errorf("rounded move stops at %v, want x = 12", p)
	}
}

func TestCheapestPath(t *testing.T) {
	// A wood (3 MP per unit) between the two points: going round its
	// corners is cheaper than through.
	b := newBoard(t, terrain.NewArea("wood-1", "wood", rect(40, 20, 60, 40)))
	g := newGround(t, b, ground.Options{})
	from, to := orb.Point{30, 30}, orb.Point{70, 30}
	path, pc, err := g.CheapestPath(from, to, 5)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := g.Cost(nil, path)
	if again.Total != pc.Total {
		t.Errorf("reported %v, recomputed %v", pc.Total, again.Total)
	}
	// Round the corners: 2·√(10²+10²) + 20.
	opt := 2*math.Hypot(10, 10) + 20
	if pc.Total < opt-1e-9 || pc.Total > opt+1e-9 {
		t.Errorf("cost %v, want %v via the corners; path %v", pc.Total, opt, path)
	}
	// A moat all round the start: no path.
	moat := geom.Polygon{rect(20, 10, 80, 50)[0], rect(25, 15, 75, 45)[0]}
	b = newBoard(t, terrain.NewArea("moat-1", "river", moat))
	g = newGround(t, b, ground.Options{})
	path, pc, err = g.CheapestPath(orb.Point{50, 30}, orb.Point{90, 30}, 5)
	if err != nil || path != nil || !math.IsInf(pc.Total, 1) {
		t.Errorf("out of a moat: %v, %v, %v", path, pc.Total, err)
	}
}

func TestCheapestPathConverges(t *testing.T) {
	// A band of rough ground (3 MP) across the way, crossed at an angle:
	// the optimum bends at both edges (refraction). The error shrinks
	// with the spacing, within the stated bound k·h·w (k = 2, w = 3).
	b := newBoard(t, terrain.NewArea("wood-1", "wood", rect(40, 0, 50, 60)))
	g := newGround(t, b, ground.Options{})
	from, to := orb.Point{20, 10}, orb.Point{70, 40}
	// Exact optimum by symmetric refraction: cross the band at (40, y)
	// and (50, 40-(y-10))... minimise over the entry height numerically.
	f := func(y float64) float64 {
		yb := 10 + 30 - (y - 10) // symmetric exit
		_ = yb
		// open to (40, y), band straight to (50, 50-y)... general form:
		e := 50 - y
		return math.Hypot(20, y-10) + 3*math.Hypot(10, e-y) + math.Hypot(20, 40-e)
	}
	lo, hi := 10.0, 40.0
	for range 200 {
		m1, m2 := lo+(hi-lo)/3, hi-(hi-lo)/3
		if f(m1) < f(m2) {
			hi = m2
		} else {
			lo = m1
		}
	}
	opt := f(lo)
	prev := math.Inf(1)
	for _, h := range []float64{8, 4, 2, 1} {
		_, pc, err := g.CheapestPath(from, to, h)
		if err != nil {
			t.Fatal(err)
		}
		excess := pc.Total - opt
		if excess < -1e-9 || excess > 2*h*3 {
			t.Errorf("spacing %v: cost %v, optimum %v, excess beyond the bound", h, pc.Total, opt)
		}
		if excess > prev+1e-9 {
			t.Errorf("spacing %v: excess %v grew from %v", h, excess, prev)
		}
		prev = excess
	}
}

func TestGroundZeroAllocs(t *testing.T) {
	b := newBoard(t, terrain.NewArea("wood-1", "wood", rect(40, 0, 50, 60)),
		terrain.NewLine("hedge-1", "hedge", orb.LineString{{30, 0}, {30, 60}}))
	g := newGround(t, b, ground.Options{Rounding: ground.PerUnitOrFraction})
	var tape ground.Tape
	path := orb.LineString{{0, 5}, {45, 10}, {60, 30}, {20, 50}}
	g.Cost(&tape, path)
	if n := testing.AllocsPerRun(50, func() { g.Cost(&tape, path) }); n != 0 {
		t.Errorf("%v allocations per Cost, want 0", n)
	}
}

func lawBoard(t testing.TB) *terrain.Board {
	return newBoard(t,
		terrain.NewArea("field-1", "field", rect(10, 10, 40, 30)),
		terrain.NewArea("wood-1", "wood", geom.Polygon{{{30, 20}, {60, 25}, {45, 50}, {30, 20}}}),
		terrain.NewArea("road-1", "road", rect(0, 28, 100, 32)),
		terrain.NewArea("hill-1", "hill", rect(70, 5, 90, 25)).WithElevation(0.5),
		terrain.NewArea("river-1", "river", rect(92, 40, 96, 60)),
		terrain.NewLine("hedge-1", "hedge", orb.LineString{{5, 50}, {25, 40}, {50, 55}}),
	)
}

func TestGroundLaws(t *testing.T) {
	b := lawBoard(t)
	for _, o := range []ground.Overlap{ground.OverlapMax, ground.OverlapMin, ground.OverlapTop} {
		g := newGround(t, b, ground.Options{Overlap: o, Climb: terrain.Climb{PerRise: 1, PerDrop: 0.5}})
		if err := groundtest.CheckGround(g, groundtest.Config{Tol: 1e-9}); err != nil {
			t.Fatal(err)
		}
	}
	for _, r := range []ground.Rounding{ground.PerUnitOrFraction, ground.PerStartedUnit} {
		if err := groundtest.CheckGround(newGround(t, b, ground.Options{Rounding: r}), groundtest.Config{}); err != nil {
			t.Fatal(err)
		}
	}
}

func TestHG_M1_ModesAsData(t *testing.T) {
	// A movement chart in part: clear 1; soft 2 (walker 3); very rough 4 for walkers,
	// impassable for ground and hover; shallow water 2 (hover: clear).
	table := ground.RateTable{
		"clear":      {"": {PerUnit: 1}},
		"soft":       {"": {PerUnit: 2}, "walker": {PerUnit: 3}},
		"very-rough": {"": {Impassable: true}, "walker": {PerUnit: 3}},
		"shallow":    {"": {PerUnit: 2}, "hover": {PerUnit: 1}},
	}
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{72, 48}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("soft"), terrain.NewType("very-rough"), terrain.NewType("shallow")},
		Features: []terrain.Feature{
			terrain.NewArea("soft-1", "soft", rect(10, 0, 12, 48)),
			terrain.NewArea("rough-1", "very-rough", rect(20, 0, 21, 48)),
			terrain.NewArea("water-1", "shallow", rect(30, 0, 34, 48)),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	path := orb.LineString{{0, 5}, {40, 5}}
	for _, tc := range []struct {
		mode    ground.Mode
		total   float64
		blocked bool
	}{
		{"walker", 40 - 2 - 1 - 4 + 2*3 + 1*3 + 4*2, false},
		{"ground", math.Inf(1), true},
		{"hover", math.Inf(1), true},
	} {
		g, err := ground.New(b, table.Rate, ground.Options{Mode: tc.mode, Open: 1})
		if err != nil {
			t.Fatal(err)
		}
		pc, _ := g.Cost(nil, path)
		if pc.Total != tc.total || pc.Blocked != tc.blocked {
			t.Errorf("%s: %v (blocked %v), want %v\n%v", tc.mode, pc.Total, pc.Blocked, tc.total, g.Explain(pc))
		}
	}
	// Hover skims the water at the clear rate.
	g, _ := ground.New(b, table.Rate, ground.Options{Mode: "hover", Open: 1})
	if pc, _ := g.Cost(nil, orb.LineString{{25, 5}, {40, 5}}); pc.Total != 15 {
		t.Errorf("hover over water: %v, want 15", pc.Total)
	}
	if _, err := ground.New(b, ground.RateTable{"clear": {"": {PerUnit: 1}}}.Rate, ground.Options{Open: 1}); err == nil ||
		!strings.Contains(err.Error(), `no rates for type "soft"`) {
		t.Errorf("missing type: %v", err)
	}
}

func TestCostNeverPanics(t *testing.T) {
	g := newGround(t, lawBoard(t), ground.Options{Rounding: ground.PerStartedUnit, Climb: terrain.Climb{PerRise: 1, MaxRise: 0.25}})
	var tape ground.Tape
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(0, 5).Draw(rt, "n")
		path := make(orb.LineString, n)
		for i := range path {
			path[i] = orb.Point{rapid.Float64().Draw(rt, "x"), rapid.Float64().Draw(rt, "y")}
		}
		pc, err := g.Cost(&tape, path)
		if err == nil && !(pc.Total >= 0) {
			rt.Fatalf("path %v: total %v", path, pc.Total)
		}
		if n > 0 {
			g.Furthest(&tape, path[0], orb.Point{rapid.Float64().Draw(rt, "dx"), rapid.Float64().Draw(rt, "dy")}, rapid.Float64().Draw(rt, "mp"))
		}
	})
}

func TestImpassableBoundaries(t *testing.T) {
	// A river drawn as two polygons sharing an edge, reaching the board's
	// edge, and a lone building.
	b := newBoard(t,
		terrain.NewArea("river-a", "river", rect(40, 0, 50, 30)),
		terrain.NewArea("river-b", "river", rect(40, 30, 50, 60)),
		terrain.NewArea("house", "river", rect(70, 20, 80, 30)))
	g := newGround(t, b, ground.Options{})
	for _, tc := range []struct {
		name    string
		path    orb.LineString
		blocked bool
	}{
		{"along the shared edge", orb.LineString{{30, 30}, {60, 30}}, true},
		{"along the board's edge", orb.LineString{{30, 0}, {60, 0}}, true},
		{"skirting the house", orb.LineString{{65, 20}, {85, 20}}, false},
		{"along the river bank", orb.LineString{{40, 5}, {40, 55}}, false},
		{"through the house", orb.LineString{{65, 25}, {85, 25}}, true},
	} {
		pc, err := g.Cost(nil, tc.path)
		if err != nil {
			t.Fatal(err)
		}
		if pc.Blocked != tc.blocked {
			t.Errorf("%s: blocked %v, want %v\n%v", tc.name, pc.Blocked, tc.blocked, g.Explain(pc))
		}
	}
	// The approximate planner cannot slip through either: the only way
	// across is no way.
	path, pc, err := g.CheapestPath(orb.Point{20, 30}, orb.Point{60, 30}, 10)
	if err != nil || path != nil || !math.IsInf(pc.Total, 1) {
		t.Errorf("across the river: %v, %v, %v", path, pc.Total, err)
	}
}

func TestLineCrossingsAtJoints(t *testing.T) {
	b := newBoard(t, terrain.NewLine("hedge-1", "hedge", orb.LineString{{30, 0}, {30, 30}, {35, 40}}))
	g := newGround(t, b, ground.Options{})
	crossings := func(pc ground.PathCost) int {
		n := 0
		for _, it := range pc.Items {
			if it.Kind == ground.ItemCrossing {
				n++
			}
		}
		return n
	}
	for _, tc := range []struct {
		name string
		path orb.LineString
		want int
	}{
		{"vertex on the hedge", orb.LineString{{20, 5}, {30, 5}, {40, 5}}, 1},
		{"vertex on the hedge, back", orb.LineString{{20, 5}, {30, 5}, {20, 8}}, 0},
		{"along, then over", orb.LineString{{20, 5}, {30, 5}, {30, 15}, {40, 15}}, 1},
		{"along, then back", orb.LineString{{20, 5}, {30, 5}, {30, 15}, {20, 15}}, 0},
		{"along round the bend, then over", orb.LineString{{20, 5}, {30, 5}, {30, 30}, {32, 34}, {40, 30}}, 1},
		{"along round the bend, back", orb.LineString{{20, 5}, {30, 5}, {30, 30}, {32, 34}, {20, 34}}, 0},
		{"over at the bend vertex", orb.LineString{{20, 30}, {30, 30}, {40, 30}}, 1},
		{"zero-length leg on the hedge", orb.LineString{{20, 5}, {30, 5}, {30, 5}, {40, 5}}, 1},
		{"the path starts on the hedge", orb.LineString{{30, 5}, {40, 5}}, 0},
		{"round the end", orb.LineString{{30, 45}, {35, 40}, {40, 45}}, 0},
		{"leg along part of the hedge, then over", orb.LineString{{20, 5}, {30, 5}, {30, 10}, {30, 20}, {40, 20}}, 1},
	} {
		pc, err := g.Cost(nil, tc.path)
		if err != nil {
			t.Fatal(err)
		}
		if got := crossings(pc); got != tc.want {
			t.Errorf("%s: %d crossings, want %d\n%v", tc.name, got, tc.want, g.Explain(pc))
		}
	}
}

func TestCheapestPathRoundAWall(t *testing.T) {
	mp := terrain.Number("mp")
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{100, 60}}, Unit: "in",
		Types:    []terrain.Type{terrain.NewType("wall", mp.Is(0))},
		Features: []terrain.Feature{terrain.NewLine("wall-1", "wall", orb.LineString{{50, 0}, {50, 50}})},
	})
	if err != nil {
		t.Fatal(err)
	}
	rate := func(_ ground.Mode, b *terrain.Board, i int) (ground.Rate, error) {
		v, err := terrain.Get(b.Traits(i), mp)
		return ground.Rate{Crossing: v, Impassable: v == 0}, err
	}
	g, err := ground.New(b, rate, ground.Options{Open: 1})
	if err != nil {
		t.Fatal(err)
	}
	path, pc, err := g.CheapestPath(orb.Point{30, 25}, orb.Point{70, 25}, 5)
	if err != nil {
		t.Fatal(err)
	}
	if want := 2 * math.Hypot(20, 25); math.Abs(pc.Total-want) > 1e-9 || pc.Blocked {
		t.Errorf("round the wall: %v, want %v; path %v\n%v", pc.Total, want, path, g.Explain(pc))
	}
}

func TestSplitOnAHedge(t *testing.T) {
	g := newGround(t, lawBoard(t), ground.Options{})
	// (15, 45) lies on the hedge's first edge, (25, 40) is its vertex.
	for _, tc := range []struct {
		path orb.LineString
		s    float64
	}{
		{orb.LineString{{0, 45}, {30, 45}}, 0.5},
		{orb.LineString{{15, 35}, {35, 45}}, 0.5},
		{orb.LineString{{25, 30}, {25, 50}}, 0.5},
	} {
		if err := groundtest.CheckSplitInvariant(g, tc.path, 0, tc.s, 1e-12); err != nil {
			t.Error(err)
		}
	}
}
