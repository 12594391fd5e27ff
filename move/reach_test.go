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

var open10 = move.Rect{Offset: hex.OddQ, Cols: 10, Rows: 10}

func TestReachOpenGround(t *testing.T) {
	start := open10.Hex(5*10 + 5)
	for allow := 0; allow <= 3; allow++ {
		tree, err := move.Reach(open10, start, move.Uniform(1), move.ReachOptions{Allowance: float64(allow)})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := tree.Len(), hex.RangeLen(allow); got != want {
			t.Errorf("allowance %d: %d hexes, want %d", allow, got, want)
		}
		for h, a := range tree.All() {
			d := h.Distance(start)
			if a.Cost != float64(d) || a.MPLeft != float64(allow-d) {
				t.Errorf("allowance %d: %v: %+v, want cost %d", allow, h, a, d)
			}
		}
	}
}

func TestReachTieRule(t *testing.T) {
	// From the origin region to the hex two steps away in direction 0
	// then 1 (or 1 then 0): both paths cost 2, and the tie goes to the
	// smaller direction of the last step.
	r := move.Rect{Offset: hex.OddQ, Cols: 8, Rows: 8}
	start := r.Hex(3*8 + 3)
	target := start.Neighbor(0).Neighbor(1)
	tree, err := move.Reach(r, start, move.Uniform(1), move.ReachOptions{Allowance: 5})
	if err != nil {
		t.Fatal(err)
	}
	a, _ := tree.At(target)
	if a.Dir != 0 || a.From != start.Neighbor(1) {
		t.Errorf("arrival %+v, want last step in direction 0 from %v", a, start.Neighbor(1))
	}
	// Deterministic: twice the same.
	p1 := tree.AppendPath(nil, target)
	tree2, _ := move.Reach(r, start, move.Uniform(1), move.ReachOptions{Allowance: 5})
	p2 := tree2.AppendPath(nil, target)
	if len(p1) != 3 || !equalHexes(p1, p2) {
		t.Errorf("paths %v and %v", p1, p2)
	}
}

func equalHexes(a, b []hex.Hex) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestReachPolicies(t *testing.T) {
	r := move.Rect{Offset: hex.OddQ, Cols: 5, Rows: 1}
	start := r.Hex(0)
	// Entry costs along the row: -, 3, 1, 1, 1.
	costs := []float64{1, 3, 1, 1, 1}
	cost, _ := move.StepModel{Entry: func(h hex.Hex) (float64, bool) {
		i, ok := r.Index(h)
		if !ok {
			return 0, false
		}
		return costs[i], true
	}}.StepCost()
	tests := []struct {
		name  string
		opt   move.ReachOptions
		reach int // hexes reached along the row, start included
		left  float64
		turns int
	}{
		{"forbidden", move.ReachOptions{Allowance: 2}, 1, 2, 0},
		{"one hex", move.ReachOptions{Allowance: 2, Short: move.ShortOneHex}, 2, 0, 1},
		{"all remaining", move.ReachOptions{Allowance: 2, Short: move.ShortAllRemaining}, 2, 0, 1},
		{"two turns", move.ReachOptions{Allowance: 3, Turns: 2}, 5, 0, 2},
		{"exact", move.ReachOptions{Allowance: 4}, 3, 0, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tree, err := move.Reach(r, start, cost, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			if tree.Len() != tc.reach {
				t.Fatalf("reached %d hexes, want %d", tree.Len(), tc.reach)
			}
			last := r.Hex(tc.reach - 1)
			a, _ := tree.At(last)
			if a.MPLeft != tc.left || a.Turns != tc.turns {
				t.Errorf("at %v: %+v, want %v MP left in turn %d", last, a, tc.left, tc.turns)
			}
		})
	}
}

func TestReachZOC(t *testing.T) {
	r := move.Rect{Offset: hex.OddQ, Cols: 6, Rows: 1}
	start := r.Hex(0)
	zone := func(h hex.Hex) move.Zones {
		if i, _ := r.Index(h); i == 1 || i == 2 {
			return 1
		}
		return 0
	}
	for _, tc := range []struct {
		name  string
		rule  move.ZOCRule
		start int
		reach int
	}{
		{"ignore", nil, 0, 6},
		{"stop", move.ZOC{Zones: zone}, 0, 2},
		{"from zone, stop", move.ZOC{Zones: zone}, 1, 3},
		{"from zone, forbidden", move.ZOC{Zones: zone, SameEnemy: move.ZOCToZOCForbidden}, 1, 2},
		{"from zone, whole move", move.ZOC{Zones: zone, SameEnemy: move.ZOCToZOCWholeMove}, 1, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := r.Hex(tc.start)
			if tc.start != 0 {
				start = s
			}
			tree, err := move.Reach(r, s, move.Uniform(1), move.ReachOptions{Allowance: 10, ZOC: tc.rule})
			if err != nil {
				t.Fatal(err)
			}
			if tree.Len() != tc.reach {
				t.Errorf("reached %v, want %d hexes", tree.AppendHexes(nil), tc.reach)
			}
		})
	}
	_ = start
}

func TestReachErrors(t *testing.T) {
	w, err := move.NewWorkspace(open10)
	if err != nil {
		t.Fatal(err)
	}
	in := open10.Hex(0)
	for _, tc := range []struct {
		name string
		run  func() error
		want string
	}{
		{"negative allowance", func() error { _, err := w.Reach(in, move.Uniform(1), move.ReachOptions{Allowance: -1}); return err }, "allowance -1"},
		{"NaN allowance", func() error {
			_, err := w.Reach(in, move.Uniform(1), move.ReachOptions{Allowance: math.NaN()})
			return err
		}, "allowance NaN"},
		{"start off the map", func() error {
			_, err := w.Reach(hex.Hex{Q: -5, R: 0}, move.Uniform(1), move.ReachOptions{Allowance: 1})
			return err
		}, "off the map"},
		{"nil cost", func() error { _, err := w.Dijkstra(in, nil); return err }, "nil step cost"},
		{"negative step", func() error { _, err := w.Dijkstra(in, move.Uniform(-1)); return err }, "costs -1"},
		{"NaN step", func() error {
			_, err := w.Reach(in, move.Uniform(math.NaN()), move.ReachOptions{Allowance: 3})
			return err
		}, "costs NaN"},
		{"NaN step, Dijkstra", func() error { _, err := w.Dijkstra(in, move.Uniform(math.NaN())); return err }, "costs NaN"},
		{"NaN step, Cheapest", func() error {
			_, err := w.Cheapest(in, open10.Hex(55), move.Uniform(math.NaN()), 0)
			return err
		}, "costs NaN"},
		{"negative step, Cheapest", func() error { _, err := w.Cheapest(in, open10.Hex(55), move.Uniform(-1), 0); return err }, "costs -1"},
		{"goal off the map", func() error { _, err := w.Cheapest(in, hex.Hex{Q: 99}, move.Uniform(1), 1); return err }, "goal"},
		{"NaN min step", func() error { _, err := w.Cheapest(in, in, move.Uniform(1), math.NaN()); return err }, "minimum step"},
		{"bad turns", func() error { _, err := w.Reach(in, move.Uniform(1), move.ReachOptions{Turns: -1}); return err }, "turns"},
		{"bad policy", func() error { _, err := w.Reach(in, move.Uniform(1), move.ReachOptions{Short: 9}); return err }, "policy"},
	} {
		err := tc.run()
		if err == nil || !strings.HasPrefix(err.Error(), "move: ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one mentioning %q", tc.name, err, tc.want)
		}
	}
	if _, err := move.NewWorkspace(move.Rect{}); err == nil {
		t.Error("empty region accepted")
	}
	if _, err := move.NewWorkspace(nil); err == nil {
		t.Error("nil region accepted")
	}
}

func TestStaleTree(t *testing.T) {
	w, _ := move.NewWorkspace(open10)
	t1, _ := w.Reach(open10.Hex(0), move.Uniform(1), move.ReachOptions{Allowance: 2})
	if t1.Len() == 0 {
		t.Fatal("empty")
	}
	w.Reach(open10.Hex(0), move.Uniform(1), move.ReachOptions{Allowance: 1})
	if t1.Len() != 0 || t1.Contains(open10.Hex(0)) {
		t.Error("a stale tree still answers")
	}
	var zero move.Tree
	if zero.Len() != 0 || zero.AppendPath(nil, hex.Hex{}) != nil {
		t.Error("zero tree not empty")
	}
}

func TestZeroAllocs(t *testing.T) {
	r := move.Rect{Offset: hex.OddQ, Cols: 30, Rows: 20}
	w, _ := move.NewWorkspace(r)
	cost := move.Uniform(1)
	start, goal := r.Hex(0), r.Hex(r.Len()-1)
	buf := make([]hex.Hex, 0, 64)
	run := func() {
		tr, _ := w.Reach(start, cost, move.ReachOptions{Allowance: 8})
		buf = tr.AppendPath(buf[:0], start.Neighbor(5))
		w.Dijkstra(start, cost)
		w.Cheapest(start, goal, cost, 1)
	}
	run()
	if n := testing.AllocsPerRun(20, run); n != 0 {
		t.Errorf("%v allocations per run, want 0", n)
	}
}

// terrainRule is a typical rule over movetest codes: hex code 0 open (1),
// 1 rough (2), 2 impassable; side code 1 a river (+1).
func terrainRule(m *movetest.Map) move.Steps { return terrainModel(m) }

func terrainModel(m *movetest.Map) move.StepModel {
	return move.StepModel{
		Entry: func(h hex.Hex) (float64, bool) {
			c, ok := m.HexCode(h)
			if !ok || c == 2 {
				return 0, false
			}
			return float64(1 + c), true
		},
		Side: func(s hex.Side) (float64, bool) { return float64(m.SideCode(s)), true },
	}
}

func TestHexLaws(t *testing.T) {
	if err := movetest.CheckRule(terrainRule, movetest.Config{MinStep: 1}); err != nil {
		t.Fatal(err)
	}
}

func TestHexLawsHalfSteps(t *testing.T) {
	half := func(m *movetest.Map) move.Steps {
		return move.StepCost(func(from, to hex.Hex, s hex.Side) (float64, bool) {
			c, ok := m.HexCode(to)
			return float64(c) / 2, ok // includes free steps
		})
	}
	if err := movetest.CheckRule(half, movetest.Config{HexCodes: 4}); err != nil {
		t.Fatal(err)
	}
}

func TestCheapestMatchesDijkstraLarge(t *testing.T) {
	r := move.Rect{Offset: hex.EvenR, Cols: 40, Rows: 30}
	cost, _ := move.StepModel{Entry: func(h hex.Hex) (float64, bool) {
		i, ok := r.Index(h)
		return float64(1 + (i*7919)%3), ok && i%11 != 3
	}}.StepCost()
	for _, g := range []int{0, 77, 599, 1199} {
		if err := movetest.CheckCheapest(r, r.Hex(600), r.Hex(g), cost, 1); err != nil {
			t.Error(err)
		}
	}
}

// TestTieRuleProperty checks the documented tie rule on random maps with
// positive costs: each hex's predecessor is, among all neighbours that
// give it its best cost, the one whose step into it has the smallest
// direction; and Dijkstra and Reach with no allowance agree exactly.
func TestTieRuleProperty(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		m := movetest.Maps(6, 5, 3, 2).Draw(rt, "map")
		cost, err := terrainModel(m).StepCost()
		if err != nil {
			rt.Fatal(err)
		}
		start := m.Region.Hex(rapid.IntRange(0, m.Region.Len()-1).Draw(rt, "start"))
		w1, _ := move.NewWorkspace(m.Region)
		w2, _ := move.NewWorkspace(m.Region)
		d, err := w1.Dijkstra(start, cost)
		if err != nil {
			rt.Fatal(err)
		}
		r, err := w2.Reach(start, cost, move.ReachOptions{Allowance: math.Inf(1)})
		if err != nil {
			rt.Fatal(err)
		}
		if d.Len() != r.Len() {
			rt.Fatalf("Dijkstra reaches %d hexes, Reach %d", d.Len(), r.Len())
		}
		for h, a := range d.All() {
			b, _ := r.At(h)
			if a != b {
				rt.Fatalf("at %v: Dijkstra %+v, Reach %+v", h, a, b)
			}
			if h == start {
				continue
			}
			best := hex.Direction(6)
			for dir := range hex.Direction(6) {
				p := h.Neighbor(dir.Opposite())
				pa, ok := d.At(p)
				if !ok {
					continue
				}
				c, ok := cost(p, h, hex.SideOf(p, dir))
				if ok && pa.Cost+c == a.Cost && dir < best {
					best = dir
				}
			}
			if a.Dir != best {
				rt.Fatalf("at %v: last step in direction %d, want %d", h, a.Dir, best)
			}
		}
	})
}

// TestReachTurnsBoundIsNamed: the bound on ReachOptions.Turns is
// MaxReachTurns, which its error names (main's move.MaxTurns shared its
// name with advise's bound of another thing).
func TestReachTurnsBoundIsNamed(t *testing.T) {
	r := move.Rect{Cols: 3, Rows: 3}
	_, err := move.Reach(r, hex.Hex{}, move.Uniform(1), move.ReachOptions{Allowance: 1, Turns: move.MaxReachTurns + 1})
	if err == nil || !strings.Contains(err.Error(), "MaxReachTurns") {
		t.Errorf("Turns %d: %v, want an error naming MaxReachTurns", move.MaxReachTurns+1, err)
	}
	if _, err := move.Reach(r, hex.Hex{}, move.Uniform(1), move.ReachOptions{Allowance: 1, Turns: move.MaxReachTurns}); err != nil {
		t.Errorf("Turns MaxReachTurns: %v", err)
	}
}
