package move_test

import (
	"math"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/move/movetest"
	"pgregory.net/rapid"
)

// checkGuided checks CheapestWith against Dijkstra from start: the same
// reachability of goal, the same cost, along a path whose steps sum to it,
// and a bound never above the true cost for every hex.
func checkGuided(t interface {
	Helper()
	Fatal(...any)
	Fatalf(string, ...any)
}, r move.Region, lm *move.Landmarks, start, goal hex.Hex) {
	t.Helper()
	cost := lm.Cost()
	w1, _ := move.NewWorkspace(r)
	w2, _ := move.NewWorkspace(r)
	d, err := w1.Dijkstra(start, cost)
	if err != nil {
		t.Fatal(err)
	}
	a, err := w2.CheapestWith(start, goal, lm)
	if err != nil {
		t.Fatal(err)
	}
	da, dok := d.At(goal)
	aa, aok := a.At(goal)
	if dok != aok || da.Cost != aa.Cost {
		t.Fatalf("%v -> %v: Dijkstra %v (%v), guided A* %v (%v)", start, goal, da.Cost, dok, aa.Cost, aok)
	}
	for h, x := range d.All() {
		if b := lm.Bound(start, h); b > x.Cost {
			t.Fatalf("bound %v -> %v is %v, above the cost %v", start, h, b, x.Cost)
		}
	}
	if !aok {
		return
	}
	path := a.AppendPath(nil, goal)
	sum := 0.0
	for i := 1; i < len(path); i++ {
		s, ok := hex.SideBetween(path[i-1], path[i])
		if !ok {
			t.Fatalf("path %v is not connected", path)
		}
		c, _ := cost(path[i-1], path[i], s)
		sum += c
	}
	if sum != aa.Cost {
		t.Fatalf("path %v sums to %v, reported %v", path, sum, aa.Cost)
	}
}

func TestCheapestWithMatchesDijkstra(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		m := movetest.Maps(7, 6, 3, 2).Draw(rt, "map")
		cost, err := terrainModel(m).StepCost()
		if err != nil {
			rt.Fatal(err)
		}
		if rapid.Bool().Draw(rt, "directed") {
			// Direction-dependent costs make cost(u, v) != cost(v, u).
			base := cost
			cost = func(from, to hex.Hex, s hex.Side) (float64, bool) {
				c, ok := base(from, to, s)
				if d, _ := from.DirectionTo(to); d < 2 {
					c += 2
				}
				return c, ok
			}
		}
		n := m.Region.Len()
		k := rapid.IntRange(1, 4).Draw(rt, "k")
		lm, err := move.NewLandmarks(m.Region, cost, k)
		if err != nil {
			rt.Fatal(err)
		}
		start := m.Region.Hex(rapid.IntRange(0, n-1).Draw(rt, "start"))
		goal := m.Region.Hex(rapid.IntRange(0, n-1).Draw(rt, "goal"))
		checkGuided(rt, m.Region, lm, start, goal)
	})
}

func TestCheapestWithLarge(t *testing.T) {
	r := move.Rect{Offset: hex.EvenR, Cols: 40, Rows: 30}
	cost, _ := move.StepModel{Entry: func(h hex.Hex) (float64, bool) {
		i, ok := r.Index(h)
		return float64(1 + (i*7919)%3), ok && i%11 != 3
	}}.StepCost()
	lm, err := move.NewLandmarks(r, cost, 4)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(lm.Hexes()); got != 4 {
		t.Fatalf("%d landmarks", got)
	}
	for _, g := range []int{0, 77, 599, 1199} {
		checkGuided(t, r, lm, r.Hex(600), r.Hex(g))
	}
	at, err := move.LandmarksAt(r, cost, r.Hex(0), r.Hex(1199))
	if err != nil {
		t.Fatal(err)
	}
	checkGuided(t, r, at, r.Hex(31), r.Hex(1000))
}

func TestLandmarksErrors(t *testing.T) {
	r := move.Rect{Offset: hex.OddQ, Cols: 5, Rows: 4}
	in := r.Hex(0)
	w, _ := move.NewWorkspace(r)
	lm, _ := move.NewLandmarks(r, move.Uniform(1), 2)
	other, _ := move.NewLandmarks(move.Rect{Offset: hex.OddQ, Cols: 6, Rows: 4}, move.Uniform(1), 2)
	for _, tc := range []struct {
		name string
		run  func() error
		want string
	}{
		{"no landmarks", func() error { _, err := move.NewLandmarks(r, move.Uniform(1), 0); return err }, "landmarks"},
		{"too many", func() error { _, err := move.NewLandmarks(r, move.Uniform(1), move.MaxLandmarks+1); return err }, "landmarks"},
		{"nil cost", func() error { _, err := move.NewLandmarks(r, nil, 2); return err }, "nil step cost"},
		{"nil region", func() error { _, err := move.NewLandmarks(nil, move.Uniform(1), 2); return err }, "nil region"},
		{"negative step", func() error { _, err := move.NewLandmarks(r, move.Uniform(-1), 2); return err }, "costs -1"},
		{"NaN step", func() error { _, err := move.NewLandmarks(r, move.Uniform(math.NaN()), 2); return err }, "costs NaN"},
		{"landmark off the map", func() error { _, err := move.LandmarksAt(r, move.Uniform(1), hex.Hex{Q: 99}); return err }, "landmark"},
		{"nil landmarks", func() error { _, err := w.CheapestWith(in, in, nil); return err }, "nil landmarks"},
		{"other region", func() error { _, err := w.CheapestWith(in, in, other); return err }, "landmarks for"},
		{"goal off the map", func() error { _, err := w.CheapestWith(in, hex.Hex{Q: 99}, lm); return err }, "goal"},
		{"start off the map", func() error { _, err := w.CheapestWith(hex.Hex{Q: 99}, in, lm); return err }, "start"},
	} {
		err := tc.run()
		if err == nil || !strings.HasPrefix(err.Error(), "move: ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one mentioning %q", tc.name, err, tc.want)
		}
	}
}

func TestCheapestWithZeroAllocs(t *testing.T) {
	r := move.Rect{Offset: hex.OddQ, Cols: 30, Rows: 20}
	w, _ := move.NewWorkspace(r)
	lm, _ := move.NewLandmarks(r, move.Uniform(1), 4)
	start, goal := r.Hex(0), r.Hex(r.Len()-1)
	run := func() { w.CheapestWith(start, goal, lm) }
	run()
	if n := testing.AllocsPerRun(20, run); n != 0 {
		t.Errorf("%v allocations per run, want 0", n)
	}
}
