package move_test

import (
	"math"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"pgregory.net/rapid"
)

// bellmanFord returns the cost of the cheapest path from s to every hex of
// r (+Inf if none), by relaxing every step until nothing changes: an
// oracle that shares no code with the searches.
func bellmanFord(r move.Region, s hex.Hex, cost move.StepCost) []float64 {
	n := r.Len()
	d := make([]float64, n)
	for i := range d {
		d[i] = math.Inf(1)
	}
	si, _ := r.Index(s)
	d[si] = 0
	for changed := true; changed; {
		changed = false
		for i := range n {
			if math.IsInf(d[i], 1) {
				continue
			}
			h := r.Hex(i)
			for dir := range hex.Direction(6) {
				to := h.Neighbor(dir)
				j, ok := r.Index(to)
				if !ok {
					continue
				}
				c, ok := cost(h, to, hex.SideOf(h, dir))
				if ok && d[i]+c < d[j] {
					d[j], changed = d[i]+c, true
				}
			}
		}
	}
	return d
}

// randomCost draws a map of integer entry costs lo..3 (0 allowed when lo
// is 0), some impassable hexes, and an extra cost on some hexsides in one
// direction only, so that a step and its reverse may cost differently.
func randomCost(rt *rapid.T, r move.Rect, lo int) move.StepCost {
	n := r.Len()
	entry := make([]float64, n)
	for i := range entry {
		entry[i] = float64(rapid.IntRange(lo, 3).Draw(rt, "entry"))
		if rapid.IntRange(0, 5).Draw(rt, "wall") == 0 {
			entry[i] = math.Inf(1)
		}
	}
	oneWay := rapid.IntRange(0, 2).Draw(rt, "oneWay")
	return func(from, to hex.Hex, s hex.Side) (float64, bool) {
		i, ok := r.Index(to)
		if !ok || math.IsInf(entry[i], 1) {
			return 0, false
		}
		c := entry[i]
		if oneWay > 0 && (from.Q+2*from.R)%(oneWay+2) == 0 {
			c++ // steps out of every few hexes cost 1 more
		}
		return c, true
	}
}

// TestCheapestMatchesOracle checks the bidirectional A* against Bellman-Ford
// on random maps: the same reachability and cost of the goal, a path of
// adjacent passable hexes from start to goal whose steps sum to that cost,
// and the exact cheapest cost for every hex of the tree, whose arrivals
// chain to the start.
func TestCheapestMatchesOracle(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		r := move.Rect{Offset: hex.OddQ, Cols: rapid.IntRange(1, 12).Draw(rt, "cols"), Rows: rapid.IntRange(1, 12).Draw(rt, "rows")}
		lo := rapid.IntRange(0, 1).Draw(rt, "lo")
		cost := randomCost(rt, r, lo)
		start := r.Hex(rapid.IntRange(0, r.Len()-1).Draw(rt, "start"))
		goal := r.Hex(rapid.IntRange(0, r.Len()-1).Draw(rt, "goal"))
		w, _ := move.NewWorkspace(r)
		if rapid.Bool().Draw(rt, "warm") {
			// A previous search on the same workspace must not leak.
			if _, err := w.Cheapest(goal, start, cost, float64(lo)); err != nil {
				rt.Fatal(err)
			}
		}
		tr, err := w.Cheapest(start, goal, cost, float64(lo))
		if err != nil {
			rt.Fatal(err)
		}
		want := bellmanFord(r, start, cost)
		gi, _ := r.Index(goal)
		a, ok := tr.At(goal)
		if ok != !math.IsInf(want[gi], 1) || ok && a.Cost != want[gi] {
			rt.Fatalf("%v -> %v: cost %v (%v), want %v", start, goal, a.Cost, ok, want[gi])
		}
		for h, x := range tr.All() {
			i, _ := r.Index(h)
			if x.Cost != want[i] {
				rt.Fatalf("tree hex %v costs %v, want %v", h, x.Cost, want[i])
			}
			if h != start && (x.From.Neighbor(x.Dir) != h || !tr.Contains(x.From)) {
				rt.Fatalf("tree hex %v: from %v dir %v", h, x.From, x.Dir)
			}
		}
		if !ok {
			return
		}
		path := tr.AppendPath(nil, goal)
		if path[0] != start || path[len(path)-1] != goal {
			rt.Fatalf("path %v: want %v to %v", path, start, goal)
		}
		sum := 0.0
		for k := 1; k < len(path); k++ {
			d, adj := path[k-1].DirectionTo(path[k])
			c, ok := cost(path[k-1], path[k], hex.SideOf(path[k-1], d))
			if !adj || !ok {
				rt.Fatalf("path %v: bad step %d", path, k)
			}
			sum += c
		}
		if tr.Len() != len(path) {
			rt.Fatalf("tree of %d hexes, path %v", tr.Len(), path)
		}
		if sum != a.Cost {
			rt.Fatalf("path %v sums to %v, cost %v", path, sum, a.Cost)
		}
	})
}

// TestCheapestCases covers the ends of the bidirectional search by name.
func TestCheapestCases(t *testing.T) {
	r := move.Rect{Offset: hex.OddQ, Cols: 8, Rows: 8}
	mid := r.Hex(4*8 + 4)
	walled := func(from, to hex.Hex, s hex.Side) (float64, bool) {
		return 1, to.Distance(mid) != 1 // the ring around mid is impassable
	}
	oneWay := func(from, to hex.Hex, s hex.Side) (float64, bool) {
		return 1, to.Q >= from.Q // no step west
	}
	for _, c := range []struct {
		name        string
		start, goal hex.Hex
		cost        move.StepCost
		want        float64 // -1: unreachable
		wantLen     int     // 0: any path
	}{
		{"start is goal", mid, mid, move.Uniform(1), 0, 1},
		{"neighbours", r.Hex(0), r.Hex(0).Neighbor(0), move.Uniform(1), 1, 2},
		{"goal walled in", r.Hex(0), mid, walled, -1, 0},
		{"start walled in", mid, r.Hex(0), walled, -1, 0},
		{"one way east", r.Hex(0), r.Hex(7), oneWay, 7, 8},
		{"one way, goal west", r.Hex(7), r.Hex(0), oneWay, -1, 0},
		{"zero costs", r.Hex(0), r.Hex(63), move.Uniform(0), 0, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, _ := move.NewWorkspace(r)
			tr, err := w.Cheapest(c.start, c.goal, c.cost, 0)
			if err != nil {
				t.Fatal(err)
			}
			a, ok := tr.At(c.goal)
			if c.want < 0 {
				if ok || tr.Len() != 0 {
					t.Fatalf("reached %v at %v (tree of %d), want unreachable", c.goal, a.Cost, tr.Len())
				}
				return
			}
			if n := len(tr.AppendPath(nil, c.goal)); !ok || a.Cost != c.want || c.wantLen != 0 && n != c.wantLen {
				t.Fatalf("cost %v (%v), path %v: want %v along %d hexes", a.Cost, ok, tr.AppendPath(nil, c.goal), c.want, c.wantLen)
			}
		})
	}
}
