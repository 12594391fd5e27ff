package ground_test

import (
	"fmt"
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

// clearanceBoard is the 100 × 60 board with a house (impassable, 40..50
// × 20..30), a wall (impassable line from (70, 10) to (70, 40)) and a
// wood (3 per unit, 10..20 × 0..60).
func clearanceBoard(t testing.TB, r float64, opt ground.Options) *ground.Ground {
	t.Helper()
	b := newBoard(t,
		terrain.NewArea("wood-1", "wood", rect(10, 0, 20, 60)),
		terrain.NewArea("house-1", "river", rect(40, 20, 50, 30)),
		terrain.NewLine("wall-1", "hedge", orb.LineString{{70, 10}, {70, 40}}))
	opt.Clearance = r
	if opt.Open == 0 {
		opt.Open = 1
	}
	g, err := ground.New(b, clearanceRate, opt)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// clearanceRate is readRate, with wall-1 impassable.
func clearanceRate(m ground.Mode, b *terrain.Board, i int) (ground.Rate, error) {
	if b.Feature(i).ID == "wall-1" {
		return ground.Rate{Impassable: true}, nil
	}
	return readRate(m, b, i)
}

func TestClearanceBlocks(t *testing.T) {
	next := math.Nextafter
	tests := []struct {
		name    string
		r       float64
		path    orb.LineString
		blocked bool
		at      orb.Point
		reason  string
		total   float64
	}{
		{"skirting the house, rim on the wall", 1, orb.LineString{{30, 19}, {60, 19}}, false, orb.Point{}, "", 30},
		{"skirting the house an ulp too close", 1, orb.LineString{{30, next(19, 20)}, {60, next(19, 20)}}, true,
			orb.Point{40, next(19, 20)}, "base overlaps impassable area", 0},
		{"head-on at the house", 2, orb.LineString{{30, 25}, {45, 25}}, true, orb.Point{38, 25}, "base overlaps impassable area", 0},
		{"round the house's corner, at the radius", 1, orb.LineString{{30, 20 - 0.6}, {60, 20 - 0.6}}, true,
			orb.Point{40 - 0.8, 19.4}, "base overlaps impassable area", 0},
		{"head-on at the wall", 1.5, orb.LineString{{60, 20}, {80, 20}}, true, orb.Point{68.5, 20}, "base overlaps impassable line", 0},
		{"past the wall's end at the radius", 2, orb.LineString{{60, 42}, {80, 42}}, false, orb.Point{}, "", 20},
		{"past the wall's end too close", 2, orb.LineString{{60, 41.5}, {80, 41.5}}, true,
			orb.Point{70 - math.Sqrt(4-1.5*1.5), 41.5}, "base overlaps impassable line", 0},
		{"off the board's edge", 1, orb.LineString{{90, 30}, {100, 30}}, true, orb.Point{99, 30}, "base off the board", 0},
		{"along the board's edge at the radius", 1, orb.LineString{{80, 1}, {90, 1}}, false, orb.Point{}, "", 10},
		{"standing over the wall", 1, orb.LineString{{70.5, 20}}, true, orb.Point{70.5, 20}, "base overlaps impassable line", 0},
		{"standing still over the wall", 1, orb.LineString{{70.5, 20}, {70.5, 20}}, true, orb.Point{70.5, 20}, "base overlaps impassable line", 0},
		{"standing clear", 1, orb.LineString{{71, 20}}, false, orb.Point{}, "", 0},
		{"starting inside the house", 1, orb.LineString{{45, 25}, {30, 25}}, true, orb.Point{45, 25}, "base overlaps impassable area", 0},
		{"a point mover skirts the wall", 0, orb.LineString{{60, 40}, {80, 40}}, false, orb.Point{}, "", 20},
		{"centre reading: rim in the wood pays open", 1, orb.LineString{{5, 5}, {9.5, 5}}, false, orb.Point{}, "", 4.5},
	}
	for _, tc := range tests {
		g := clearanceBoard(t, tc.r, ground.Options{})
		pc, err := g.Cost(nil, tc.path)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if pc.Blocked != tc.blocked {
			t.Errorf("%s: blocked %v, want %v\n%s", tc.name, pc.Blocked, tc.blocked, g.Explain(pc))
			continue
		}
		if !tc.blocked {
			if pc.Total != tc.total {
				t.Errorf("%s: total %v, want %v\n%s", tc.name, pc.Total, tc.total, g.Explain(pc))
			}
			continue
		}
		if pc.Block.Reason != tc.reason || math.Abs(pc.Block.At[0]-tc.at[0]) > 1e-6 || math.Abs(pc.Block.At[1]-tc.at[1]) > 1e-6 {
			t.Errorf("%s: blocked at %v (%s), want %v (%s)\n%s", tc.name, pc.Block.At, pc.Block.Reason, tc.at, tc.reason, g.Explain(pc))
		}
		if !math.IsInf(pc.Total, 1) || !strings.Contains(g.Explain(pc), "contact") {
			t.Errorf("%s: total %v\n%s", tc.name, pc.Total, g.Explain(pc))
		}
	}
}

// A base stops where its rim meets the wall, and at the board's edge.
func TestClearanceFurthest(t *testing.T) {
	g := clearanceBoard(t, 1.5, ground.Options{})
	for _, tc := range []struct {
		name      string
		from, dir orb.Point
		want      orb.Point
		reason    string
	}{
		{"towards the wall", orb.Point{60, 20}, orb.Point{1, 0}, orb.Point{68.5, 20}, ""},
		{"towards the board's edge", orb.Point{80, 50}, orb.Point{0, 1}, orb.Point{80, 58.5}, ""},
		{"towards the wall's end", orb.Point{70, 5}, orb.Point{0, 1}, orb.Point{70, 8.5}, ""},
	} {
		at, pc, err := g.Furthest(nil, tc.from, tc.dir, 100)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if math.Abs(at[0]-tc.want[0]) > 1e-9 || math.Abs(at[1]-tc.want[1]) > 1e-9 {
			t.Errorf("%s: stops at %v, want %v\n%s", tc.name, at, tc.want, g.Explain(pc))
		}
		if tc.reason != "" && (!pc.Blocked || pc.Block.Reason != tc.reason) {
			t.Errorf("%s: %+v, want blocked: %s", tc.name, pc.Block, tc.reason)
		}
		if tc.reason == "" && pc.Blocked {
			t.Errorf("%s: blocked %+v", tc.name, pc.Block)
		}
	}
	// A base that may not stand where it starts is an error.
	if _, _, err := g.Furthest(nil, orb.Point{70.5, 20}, orb.Point{0, 1}, 100); err == nil || !strings.Contains(err.Error(), "overlaps impassable line") {
		t.Errorf("from over the wall: %v", err)
	}
}

// A base goes round a house at its radius, close to the true geodesic
// (tangents, a straight run along the offset and two arcs), and through
// a gap only if it fits.
func TestClearanceCheapestPath(t *testing.T) {
	const r = 1.0
	g := clearanceBoard(t, r, ground.Options{})
	from, to := orb.Point{30, 25}, orb.Point{60, 25}
	path, pc, err := g.CheapestPath(from, to, 0.5)
	if err != nil || pc.Blocked {
		t.Fatalf("%v %+v", err, pc.Block)
	}
	// From (30, 25) to the corner (40, 30): d² = 125; tangent length
	// sqrt(d² - r²); the arc from the tangent point to the top.
	d := math.Hypot(10, 5)
	arc := math.Pi/2 + math.Atan2(5, 10) - math.Acos(r/d) // from the tangent normal round to straight up
	geodesic := 2*math.Sqrt(d*d-r*r) + 10 + 2*r*arc
	if pc.Total < geodesic-1e-9 || pc.Total > geodesic+0.02 {
		t.Errorf("round the house: %v, geodesic %v\n%v", pc.Total, geodesic, path)
	}
	check := ground.Options{}
	for _, tc := range []struct {
		name   string
		r      float64
		direct bool
	}{
		{"fits the gap", 2.5, true},
		{"too wide for the gap", 2.5 + 1e-9, false},
	} {
		// Two houses 5 apart: 40..50 × 20..30 and 40..50 × 35..45.
		b := newBoard(t, terrain.NewArea("house-1", "river", rect(40, 20, 50, 30)),
			terrain.NewArea("house-2", "river", rect(40, 35, 50, 45)))
		check.Clearance = tc.r
		g := newGround(t, b, check)
		_, pc, err := g.CheapestPath(orb.Point{30, 32.5}, orb.Point{60, 32.5}, 1)
		if err != nil || pc.Blocked {
			t.Fatalf("%s: %v %+v", tc.name, err, pc.Block)
		}
		if (pc.Total == 30) != tc.direct {
			t.Errorf("%s: costs %v, direct %v", tc.name, pc.Total, tc.direct)
		}
	}
}

func TestClearanceHostile(t *testing.T) {
	b := newBoard(t, terrain.NewArea("house-1", "river", rect(40, 20, 50, 30)))
	for _, r := range []float64{-1, math.NaN(), math.Inf(1)} {
		_, err := ground.New(b, readRate, ground.Options{Open: 1, Clearance: r})
		if err == nil || !strings.Contains(err.Error(), "ground: clearance") {
			t.Errorf("clearance %v: %v", r, err)
		}
	}
	if _, err := ground.New(b, readRate, ground.Options{Open: 1, Straddle: 9}); err == nil || !strings.Contains(err.Error(), "straddle") {
		t.Errorf("unknown straddle policy: %v", err)
	}
	// A base larger than the board goes nowhere, without a panic.
	g := newGround(t, b, ground.Options{Clearance: 1e6})
	if pc, err := g.Cost(nil, orb.LineString{{1, 1}, {2, 2}}); err != nil || !pc.Blocked || pc.Block.Reason != "base off the board" {
		t.Errorf("a base larger than the board: %v %+v", err, pc.Block)
	}
	if path, pc, err := g.CheapestPath(orb.Point{1, 1}, orb.Point{2, 2}, 1); err == nil || path != nil || !strings.Contains(err.Error(), "hangs over the board's edge") {
		t.Errorf("a base larger than the board: %v %v %v", path, pc.Total, err)
	}
	// A measurement with a warm tape allocates nothing.
	g = newGround(t, b, ground.Options{Clearance: 1})
	var tape ground.Tape
	path := orb.LineString{{30, 19}, {60, 19}, {60, 40}}
	blocked := orb.LineString{{30, 25}, {45, 25}}
	for _, p := range []orb.LineString{path, blocked} {
		if n := testing.AllocsPerRun(50, func() { g.Cost(&tape, p) }); n != 0 {
			t.Errorf("Cost of %v with a clearance: %v allocations", p, n)
		}
	}
}

// randomTable draws a 40 × 30 table of a few woods, houses (impassable),
// hedges and walls (impassable), on a grid of half units so that
// tangencies are common.
func randomTable(t *rapid.T) *terrain.Board {
	h := func(name string, lo, hi int) float64 { return float64(rapid.IntRange(lo, hi).Draw(t, name)) / 2 }
	var fs []terrain.Feature
	for i := range rapid.IntRange(0, 4).Draw(t, "areas") {
		x, y := h("x", 0, 70), h("y", 0, 50)
		w, d := h("w", 1, 16), h("d", 1, 16)
		typ := []string{"wood", "river"}[rapid.IntRange(0, 1).Draw(t, "type")]
		fs = append(fs, terrain.NewArea(fmt.Sprintf("a%d", i), typ, rect(x, y, min(x+w, 40), min(y+d, 30))))
	}
	for i := range rapid.IntRange(0, 3).Draw(t, "lines") {
		ls := orb.LineString{{h("x0", 0, 80), h("y0", 0, 60)}, {h("x1", 0, 80), h("y1", 0, 60)}}
		if ls[0] == ls[1] {
			continue
		}
		typ := []string{"hedge", "wall"}[rapid.IntRange(0, 1).Draw(t, "type")]
		fs = append(fs, terrain.NewLine(fmt.Sprintf("l%d", i), typ, ls))
	}
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{40, 30}}, Unit: "in",
		Types: []terrain.Type{
			terrain.NewType("wood", difficulty.Is(3)), terrain.NewType("river", difficulty.Is(0)),
			terrain.NewType("hedge", crossing.Is(1)), terrain.NewType("wall", crossing.Is(0)),
		},
		Features: fs,
	})
	if err != nil {
		t.Skip(err) // overlapping lines and the like
	}
	return b
}

// tableRate reads randomTable's features: difficulty 0 and crossing 0
// are impassable.
func tableRate(_ ground.Mode, b *terrain.Board, i int) (ground.Rate, error) {
	if b.Feature(i).Shape == terrain.Line {
		c, err := terrain.Get(b.Traits(i), crossing)
		return ground.Rate{Crossing: c, Impassable: c == 0}, err
	}
	d, err := terrain.Get(b.Traits(i), difficulty)
	return ground.Rate{PerUnit: d, Impassable: d == 0}, err
}

// sweptBlocked is the oracle of a base's block: some leg of path comes
// closer than r to an impassable area or wall, or to the board's edge,
// by geom's exact comparisons.
func sweptBlocked(b *terrain.Board, path orb.LineString, r float64) bool {
	ext := b.Extent()
	for _, p := range path {
		d := geom.Disc{Center: p, R: r}
		if !(d.Bound().Min[0] >= ext.Min[0] && d.Bound().Min[1] >= ext.Min[1] && d.Bound().Max[0] <= ext.Max[0] && d.Bound().Max[1] <= ext.Max[1]) {
			return true // on a dyadic grid the bound is exact
		}
	}
	for i := 0; i+1 < len(path) || i == 0 && len(path) == 1; i++ {
		s := geom.Segment{A: path[i], B: path[min(i+1, len(path)-1)]}
		for _, f := range b.All() {
			switch {
			case f.Type == "river" && s.CmpDistanceToPolygon(f.Polygon, r) < 0:
				return true
			case f.Type == "wall":
				for k := 0; k+1 < len(f.LineString); k++ {
					if s.CmpDistance(geom.Segment{A: f.LineString[k], B: f.LineString[k+1]}, r) < 0 {
						return true
					}
				}
			}
		}
	}
	return false
}

// With a clearance, a path is blocked exactly when its swept base
// overlaps something impassable or leaves the board; otherwise it costs
// what its centre's path costs (the centre reading), and a larger base
// is blocked wherever a smaller one is.
func TestClearanceProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := randomTable(t)
		r := float64(rapid.IntRange(1, 6).Draw(t, "r")) / 4
		point, err := ground.New(b, tableRate, ground.Options{Open: 1})
		if err != nil {
			t.Fatal(err)
		}
		base, err := ground.New(b, tableRate, ground.Options{Open: 1, Clearance: r})
		if err != nil {
			t.Fatal(err)
		}
		bigger, err := ground.New(b, tableRate, ground.Options{Open: 1, Clearance: 2 * r})
		if err != nil {
			t.Fatal(err)
		}
		// Mostly paths whose points the base may stand on, short of the
		// board's edge.
		within := b.Extent()
		if rapid.IntRange(0, 4).Draw(t, "inset") > 0 {
			within = orb.Bound{Min: orb.Point{r, r}, Max: orb.Point{40 - r, 30 - r}}
		}
		path := groundtest.Paths(within, 4).Draw(t, "path")
		pb, err := base.Cost(nil, path)
		if err != nil {
			t.Fatal(err)
		}
		if want := sweptBlocked(b, path, r); pb.Blocked != want {
			t.Fatalf("path %v with clearance %v: blocked %v, oracle %v\n%s", path, r, pb.Blocked, want, base.Explain(pb))
		}
		if pb.Blocked {
			if pg, _ := bigger.Cost(nil, path); !pg.Blocked {
				t.Fatalf("path %v: blocked with clearance %v, not with %v", path, r, 2*r)
			}
			return
		}
		pp, _ := point.Cost(nil, path)
		if pp.Blocked || pp.Total != pb.Total {
			t.Fatalf("path %v: a base pays %v, its centre %v (blocked %v)\n%s\n%s", path, pb.Total, pp.Total, pp.Blocked, base.Explain(pb), point.Explain(pp))
		}
	})
}
