package move_test

import (
	"math"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"pgregory.net/rapid"
)

// treeDump lists every hex of a tree with its arrival, in region order.
type treeEntry struct {
	h hex.Hex
	a move.Arrival
}

func treeDump(t move.Tree) []treeEntry {
	var out []treeEntry
	for h, a := range t.All() {
		out = append(out, treeEntry{h, a})
	}
	return out
}

// TestStepTableSameTrees checks that a search on a StepTable gives exactly
// the tree the same search gives with the cost it was built from: every
// hex, cost, step, parent and direction, ties included (integer costs,
// zero-cost steps and one-way surcharges make many), on random maps with
// any offset layout and origin. CheapestTable's goal cost is checked
// against Dijkstra's, its tree against Bellman-Ford, and the tree is
// Cheapest's exactly.
func TestStepTableSameTrees(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		r := move.DrawRect(rt, 12, 3)
		cost := randomCost(rt, r, rapid.IntRange(0, 1).Draw(rt, "lo"))
		tab, err := move.NewStepTable(r, cost)
		if err != nil {
			rt.Fatal(err)
		}
		dt, ct, start, goal := checkTableTrees(rt, r, cost, tab)
		wa, wok := dt.At(goal)
		ga, gok := ct.At(goal)
		if gok != wok || gok && ga.Cost != wa.Cost {
			rt.Fatalf("CheapestTable to %v: %v %v, Dijkstra %v %v", goal, ga.Cost, gok, wa.Cost, wok)
		}
		bf := bellmanFord(r, start, cost)
		for h, a := range ct.All() {
			if i, _ := r.Index(h); a.Cost != bf[i] {
				rt.Fatalf("CheapestTable settled %v at %v, Bellman-Ford %v", h, a.Cost, bf[i])
			}
		}
	})
}

// TestStepTableCost checks the table's own reads: a step's cost, a step
// off the region, an impassable step, and its StepCost on non-steps.
func TestStepTableCost(t *testing.T) {
	r := move.Rect{Offset: hex.OddQ, Cols: 3, Rows: 2}
	wall := r.Hex(4)
	cost := func(from, to hex.Hex, s hex.Side) (float64, bool) {
		if to == wall {
			return math.Inf(1), true
		}
		i, _ := r.Index(to)
		return float64(i) + 0.5, true
	}
	tab, err := move.NewStepTable(r, cost)
	if err != nil {
		t.Fatal(err)
	}
	if tab.MinStep() != 0.5 || tab.Region() != move.Region(r) {
		t.Errorf("MinStep %v, Region %v", tab.MinStep(), tab.Region())
	}
	h0 := r.Hex(0)
	sc := tab.StepCost()
	for _, tc := range []struct {
		name string
		from hex.Hex
		d    hex.Direction
		want float64
		ok   bool
	}{
		{"a step", h0, dirTo(h0, r.Hex(1)), 1.5, true},
		{"off the region", h0, dirTo(h0, hex.Hex{Q: -1, R: 0}), 0, false},
		{"from off the region", hex.Hex{Q: 50}, 0, 0, false},
		{"into a wall", r.Hex(1), dirTo(r.Hex(1), wall), 0, false},
		{"direction taken modulo 6", h0, dirTo(h0, r.Hex(1)) + 6, 1.5, true},
	} {
		c, ok := tab.Cost(tc.from, tc.d)
		if ok != tc.ok || ok && c != tc.want {
			t.Errorf("%s: Cost = %v, %v; want %v, %v", tc.name, c, ok, tc.want, tc.ok)
		}
		if tc.ok {
			to := tc.from.Neighbor(tc.d)
			if c, ok := sc(tc.from, to, hex.SideOf(tc.from, tc.d)); !ok || c != tc.want {
				t.Errorf("%s: StepCost = %v, %v", tc.name, c, ok)
			}
		}
	}
	if _, ok := sc(h0, h0, hex.Side{}); ok {
		t.Error("StepCost of a hex to itself is passable")
	}
	if _, ok := sc(h0, r.Hex(5), hex.Side{}); ok {
		t.Error("StepCost between hexes that are not adjacent is passable")
	}
}

func dirTo(a, b hex.Hex) hex.Direction {
	d, _ := a.DirectionTo(b)
	return d
}

// TestStepTableErrors names each refusal: bad costs when the table is
// built, a table for another region, nil arguments.
func TestStepTableErrors(t *testing.T) {
	r := move.Rect{Offset: hex.OddQ, Cols: 4, Rows: 4}
	tab, err := move.NewStepTable(r, move.Uniform(1))
	if err != nil {
		t.Fatal(err)
	}
	w, _ := move.NewWorkspace(r)
	other, _ := move.NewWorkspace(move.Rect{Offset: hex.OddQ, Cols: 4, Rows: 4, Origin: hex.Offset{Col: 1}})
	for _, tc := range []struct {
		name, want string
		err        func() error
	}{
		{"NaN cost", "NaN", func() error { _, err := move.NewStepTable(r, move.Uniform(math.NaN())); return err }},
		{"negative cost", "-1", func() error { _, err := move.NewStepTable(r, move.Uniform(-1)); return err }},
		{"nil cost", "nil step cost", func() error { _, err := move.NewStepTable(r, nil); return err }},
		{"nil region", "nil region", func() error { _, err := move.NewStepTable(nil, move.Uniform(1)); return err }},
		{"empty region", "empty", func() error { _, err := move.NewStepTable(move.Rect{}, move.Uniform(1)); return err }},
		{"nil table", "nil step table", func() error { _, err := w.DijkstraTable(r.Hex(0), nil); return err }},
		{"another region", "does not price", func() error { _, err := other.DijkstraTable(hex.Hex{Q: 1}, tab); return err }},
		{"start off the region", "off the map", func() error { _, err := w.DijkstraTable(hex.Hex{Q: 99}, tab); return err }},
		{"goal off the region", "off the map", func() error { _, err := w.CheapestTable(r.Hex(0), hex.Hex{Q: 99}, tab); return err }},
		{"table A* on another region", "does not price", func() error { _, err := other.CheapestTable(hex.Hex{Q: 1}, hex.Hex{Q: 2}, tab); return err }},
	} {
		err := tc.err()
		if err == nil || !strings.HasPrefix(err.Error(), "move: ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one with %q", tc.name, err, tc.want)
		}
	}
}

// TestStepTableSearchAllocs checks that a warm search on a table
// allocates nothing.
func TestStepTableSearchAllocs(t *testing.T) {
	r := move.Rect{Offset: hex.OddQ, Cols: 30, Rows: 20}
	tab, _ := move.NewStepTable(r, move.Uniform(2))
	w, _ := move.NewWorkspace(r)
	start, goal := r.Hex(0), r.Hex(r.Len()-1)
	w.DijkstraTable(start, tab)
	w.CheapestTable(start, goal, tab)
	if n := testing.AllocsPerRun(20, func() {
		w.DijkstraTable(start, tab)
		w.CheapestTable(start, goal, tab)
	}); n != 0 {
		t.Errorf("%v allocations per pair of searches", n)
	}
}

// FuzzStepTable builds a map from the fuzzer's bytes (one entry cost per
// hex: 0-3 MP, or impassable; with spread set, each hex's cost also gets
// a 1/1024 of its index, so that past 255 hexes the table takes its float
// form) and checks that DijkstraTable and CheapestTable give exactly
// Dijkstra's and Cheapest's trees from the fuzzer's start.
func FuzzStepTable(f *testing.F) {
	f.Add(uint8(3), uint8(2), uint8(0), uint8(0), false, []byte{1, 2, 3, 4, 0, 1})
	f.Add(uint8(1), uint8(1), uint8(2), uint8(0), false, []byte{})
	f.Add(uint8(9), uint8(7), uint8(3), uint8(40), false, []byte("a map of ties and walls"))
	f.Add(uint8(15), uint8(15), uint8(1), uint8(7), true, []byte("every cost its own"))
	f.Fuzz(func(t *testing.T, cols, rows, kind, at uint8, spread bool, data []byte) {
		r := move.Rect{Offset: hex.OffsetKind(kind % 4), Cols: int(cols%16) + 1, Rows: int(rows%16) + 1}
		entry := make([]float64, r.Len())
		for i := range entry {
			entry[i] = 1
			if i < len(data) {
				entry[i] = float64(data[i] % 5) // 4: impassable
			}
			if spread && entry[i] < 4 {
				entry[i] += float64(i) / 1024
			}
		}
		cost := func(from, to hex.Hex, s hex.Side) (float64, bool) {
			i, ok := r.Index(to)
			return entry[i], ok && entry[i] < 4
		}
		tab, err := move.NewStepTable(r, cost)
		if err != nil {
			t.Fatal(err)
		}
		start, goal := r.Hex(int(at)%r.Len()), r.Hex((int(at)*7)%r.Len())
		compareTableTrees(t, r, cost, tab, start, goal)
	})
}
