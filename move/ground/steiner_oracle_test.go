package ground

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// The search CheapestPath ran before its lazy search (commit 9f7d84c),
// kept as the oracle its answers must equal to the last bit, ties
// included: Dijkstra over the complete graph, settling the open point
// of least cost (the first listed on ties), each settled point pricing
// every leg from it whose lower bound could improve its end.

// oracleCheapestPath is CheapestPath with the oracle's search.
func (g *Ground) oracleCheapestPath(from, to orb.Point, spacing float64) (orb.LineString, PathCost, error) {
	var t Tape
	_, badFrom := g.standBlock(&t, from)
	_, badTo := g.standBlock(&t, to)
	if from == to || badFrom || badTo {
		return g.CheapestPath(from, to, spacing) // no search
	}
	pts := append(make([]orb.Point, 0, 64), from, to)
	pts, err := g.appendGraphPoints(pts, spacing, nil, MaxSteinerPoints)
	if err != nil {
		return nil, PathCost{}, err
	}
	prev, ok := g.oracleSearch(pts)
	if !ok {
		return nil, PathCost{Total: math.Inf(1)}, nil
	}
	var path orb.LineString
	for v := 1; v >= 0; v = prev[v] {
		path = append(orb.LineString{pts[v]}, path...)
	}
	pc, err := g.Cost(nil, path)
	return path, pc, err
}

// oracleSearch is the search of commit 9f7d84c, verbatim but for its
// name and its count of the legs it prices.
func (g *Ground) oracleSearch(pts []orb.Point) ([]int, bool) {
	n := len(pts)
	dist := make([]float64, n)
	prev := make([]int, n)
	done := make([]bool, n)
	for i := range dist {
		dist[i], prev[i] = math.Inf(1), -1
	}
	dist[0] = 0
	var t Tape
	leg := orb.LineString{{}, {}}
	for {
		u := oracleNearestOpen(dist, done)
		if u < 0 || math.IsInf(dist[u], 1) || u == 1 {
			break
		}
		done[u] = true
		for v := range n {
			if done[v] || pts[v] == pts[u] {
				continue
			}
			if (dist[u]+g.minPer*dist2(pts[u], pts[v]))*(1-slack) > dist[v] {
				continue
			}
			leg[0], leg[1] = pts[u], pts[v]
			pc, _ := g.Cost(&t, leg)
			oracleLegs++
			if d := dist[u] + pc.Total; d < dist[v] {
				dist[v], prev[v] = d, u
			}
		}
	}
	return prev, !math.IsInf(dist[1], 1)
}

// oracleLegs counts the legs the oracle priced, for the benchmarks.
var oracleLegs int

func dist2(a, b orb.Point) float64 { return dist(a, b) }

func oracleNearestOpen(dist []float64, done []bool) int {
	u := -1
	for i := range dist {
		if !done[i] && (u < 0 || dist[i] < dist[u]) {
			u = i
		}
	}
	return u
}

// oracleCase is a random board, ground and question for the oracle
// tests: a 24 × 16 table of up to five areas and three lines, their
// corners mostly on a grid of half units so that ties (equal costs to
// the last bit, collinear points, tangencies) are common; rates that
// include free areas (a cheapest rate of 0, so that legs cost nothing)
// and a huge crossing cost (after which the cost swallows whole legs);
// every policy; heights and climbs; and a clearance or not.
type oracleCase struct {
	g        *Ground
	from, to orb.Point
	spacing  float64
}

func drawOracleCase(t *rapid.T) oracleCase {
	coord := func(name string, hi float64) float64 {
		if rapid.IntRange(0, 5).Draw(t, name+"-grid") > 0 {
			return float64(rapid.IntRange(0, int(2*hi)).Draw(t, name)) / 2
		}
		return rapid.Float64Range(0, hi).Draw(t, name)
	}
	rates := map[string]Rate{}
	var types []terrain.Type
	var fs []terrain.Feature
	for i := range rapid.IntRange(0, 5).Draw(t, "areas") {
		x0, y0 := coord("x0", 24), coord("y0", 16)
		x1, y1 := coord("x1", 24), coord("y1", 16)
		if x0 == x1 || y0 == y1 {
			continue
		}
		ring := orb.Ring{{min(x0, x1), min(y0, y1)}, {max(x0, x1), min(y0, y1)}, {max(x0, x1), max(y0, y1)}, {min(x0, x1), max(y0, y1)}}
		if rapid.Bool().Draw(t, "cut") {
			// Cut a corner: a diagonal edge.
			ring[2] = orb.Point{(ring[1][0] + ring[2][0]) / 2, ring[2][1]}
		}
		ring = append(ring, ring[0])
		poly := geom.Polygon{ring}
		if w, h := max(x0, x1)-min(x0, x1), max(y0, y1)-min(y0, y1); w > 2 && h > 2 && rapid.IntRange(0, 3).Draw(t, "moat") == 0 {
			// A courtyard: a hole half a unit in, or touching the shell.
			in := []float64{0.5, 0}[rapid.IntRange(0, 1).Draw(t, "touch")]
			x, y := min(x0, x1), min(y0, y1)
			hole := rect(x+in, y+0.5, x+w-0.5, y+h-0.5)[0]
			slices.Reverse(hole)
			poly = geom.Polygon{rect(x, y, x+w, y+h)[0], hole}
		}
		name := fmt.Sprintf("area%d", i)
		r := Rate{PerUnit: []float64{0.5, 1, 2, 3}[rapid.IntRange(0, 3).Draw(t, "rate")]}
		switch rapid.IntRange(0, 5).Draw(t, "kind") {
		case 0:
			r = Rate{Impassable: true}
		case 1:
			r = Rate{PerUnit: 0, Crossing: 1} // free: the cheapest rate is 0
		}
		rates[name] = r
		types = append(types, terrain.NewType(name))
		f := terrain.NewArea(name, name, poly)
		if rapid.IntRange(0, 3).Draw(t, "hill") == 0 {
			f = f.WithElevation(float64(rapid.IntRange(1, 4).Draw(t, "height")) / 2)
		}
		fs = append(fs, f)
	}
	for i := range rapid.IntRange(0, 3).Draw(t, "lines") {
		ls := orb.LineString{{coord("lx0", 24), coord("ly0", 16)}, {coord("lx1", 24), coord("ly1", 16)}}
		if ls[0] == ls[1] {
			continue
		}
		if rapid.IntRange(0, 3).Draw(t, "loop") == 0 {
			// A closed line: a triangle.
			ls = append(ls, orb.Point{coord("lx2", 24), coord("ly2", 16)}, ls[0])
		}
		name := fmt.Sprintf("line%d", i)
		rates[name] = []Rate{{Impassable: true}, {Crossing: 1}, {Crossing: 2}, {Crossing: 1e17}}[rapid.IntRange(0, 3).Draw(t, "cross")]
		types = append(types, terrain.NewType(name))
		fs = append(fs, terrain.NewLine(name, name, ls))
	}
	b, err := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Max: orb.Point{24, 16}}, Unit: "in", Types: types, Features: fs})
	if err != nil {
		t.Skip(err) // crossing lines and the like
	}
	opt := Options{
		Open:     1,
		Rounding: Rounding(rapid.IntRange(0, 2).Draw(t, "rounding")),
		Overlap:  Overlap(rapid.IntRange(0, 2).Draw(t, "overlap")),
		Edge:     Edge(rapid.IntRange(0, 1).Draw(t, "edge")),
		Straddle: Straddle(rapid.IntRange(0, 1).Draw(t, "straddle")),
	}
	if rapid.Bool().Draw(t, "climb") {
		opt.Climb = terrain.Climb{PerRise: 1, PerDrop: 0.5, MaxRise: 1.5}
	}
	if rapid.Bool().Draw(t, "base") {
		opt.Clearance = []float64{0.25, 0.5, 1}[rapid.IntRange(0, 2).Draw(t, "clearance")]
	}
	rate := func(_ Mode, b *terrain.Board, i int) (Rate, error) { return rates[b.Feature(i).Type], nil }
	g, err := New(b, rate, opt)
	if err != nil {
		t.Fatal(err)
	}
	point := func(name string) orb.Point {
		if len(fs) > 0 && rapid.IntRange(0, 4).Draw(t, name+"-corner") == 0 {
			// A feature's corner: a point of the graph twice.
			f := fs[rapid.IntRange(0, len(fs)-1).Draw(t, name+"-feature")]
			if f.Shape == terrain.Area {
				return f.Polygon[0][rapid.IntRange(0, 3).Draw(t, name+"-k")]
			}
			return f.LineString[0]
		}
		return orb.Point{coord(name+"x", 24), coord(name+"y", 16)}
	}
	return oracleCase{g: g, from: point("from"), to: point("to"), spacing: []float64{0.5, 1, 1.5, 3}[rapid.IntRange(0, 3).Draw(t, "spacing")]}
}

func rect(x0, y0, x1, y1 float64) geom.Polygon {
	return geom.Polygon{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
}

// CheapestPath finds what its eager search found, to the last bit, the
// path included when several cost the same.
func TestCheapestPathMatchesOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := drawOracleCase(t)
		path, pc, err := c.g.CheapestPath(c.from, c.to, c.spacing)
		want, wpc, werr := c.g.oracleCheapestPath(c.from, c.to, c.spacing)
		if (err != nil) != (werr != nil) {
			t.Fatalf("error %v, oracle %v", err, werr)
		}
		if !slices.Equal(path, want) || math.Float64bits(pc.Total) != math.Float64bits(wpc.Total) {
			t.Fatalf("%v to %v: path %v costs %v; oracle %v costs %v", c.from, c.to, path, pc.Total, want, wpc.Total)
		}
	})
}

// oracleReachSearch is Reach's search of commit 9f7d84c, verbatim but
// for its name and its state, its own slices: the costs, predecessors
// and settled order of the points of pts within the allowance.
func (g *Ground) oracleReachSearch(pts []orb.Point, allowance float64) (dist []float64, prev, settled []int32) {
	var t Tape
	wall := -1
	n := len(pts)
	dist, prev = make([]float64, n), make([]int32, n)
	done := make([]bool, n)
	for i := range n {
		dist[i], prev[i], done[i] = math.Inf(1), -1, false
	}
	dist[0] = 0
	for {
		u := oracleNearestOpen(dist, done)
		if u < 0 || dist[u] > allowance {
			break
		}
		done[u] = true
		settled = append(settled, int32(u))
		du, pu := dist[u], pts[u]
		for v := range n {
			if done[v] || pts[v] == pu {
				continue
			}
			lb := (du + g.minPer*dist2(pu, pts[v])) * (1 - slack)
			if lb > allowance || lb > dist[v] {
				continue
			}
			if d := du + g.oracleLegCost(&t, &wall, pu, pts[v]); d < dist[v] {
				dist[v], prev[v] = d, int32(u)
			}
		}
	}
	return dist, prev, settled
}

// oracleLegCost is the legCost of commit 9f7d84c: the leg's Cost, a
// base's block found first.
func (g *Ground) oracleLegCost(t *Tape, wall *int, a, b orb.Point) float64 {
	if g.opt.Clearance > 0 {
		f, blocked := g.baseBlocked(geom.Segment{A: a, B: b}, *wall)
		if blocked {
			*wall = f
			return math.Inf(1)
		}
		t.clear = true
		defer func() { t.clear = false }()
	}
	pc, err := g.Cost(t, orb.LineString{a, b})
	if err != nil {
		return math.Inf(1)
	}
	return pc.Total
}

// Reach's search settles the points its eager search settled, in the
// same order, at the same costs to the last bit, by the same legs.
func TestReachSearchMatchesOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := drawOracleCase(t)
		allowance := float64(rapid.IntRange(0, 60).Draw(t, "allowance")) / 2
		var tape Tape
		res, err := c.g.Reach(&tape, c.from, allowance, ReachOptions{Lattice: Lattice{Spacing: 2}, Steiner: c.spacing})
		if _, blocked := c.g.standBlock(&tape, c.from); blocked {
			if err == nil {
				t.Fatalf("from %v, where the mover may not stand: no error", c.from)
			}
			return // no search
		}
		if err != nil {
			t.Fatal(err)
		}
		s := &tape.reach.search
		dist, prev, settled := c.g.oracleReachSearch(res.pts, allowance)
		if !slices.Equal(s.settled, settled) {
			t.Fatalf("from %v within %v: settled %v, oracle %v", c.from, allowance, s.settled, settled)
		}
		for _, v := range settled {
			if math.Float64bits(s.dist[v]) != math.Float64bits(dist[v]) || s.prev[v] != prev[v] {
				t.Fatalf("point %d %v: cost %v from %d, oracle %v from %d", v, res.pts[v], s.dist[v], s.prev[v], dist[v], prev[v])
			}
		}
	})
}
