package move

import (
	"math"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"pgregory.net/rapid"
)

// TestStepTableCompactChosen checks which form a StepTable takes: the
// compact one whenever its costs and neighbour patterns fit, including
// costs that are not whole numbers and -0, and the float one past 255
// distinct costs.
func TestStepTableCompactChosen(t *testing.T) {
	r := Rect{Offset: hex.EvenR, Cols: 40, Rows: 30, Origin: hex.Offset{Col: -7, Row: 3}}
	byIndex := func(f func(i int) float64) StepCost {
		return func(from, to hex.Hex, s hex.Side) (float64, bool) {
			i, ok := r.Index(to)
			return f(i), ok
		}
	}
	for _, tc := range []struct {
		name    string
		cost    StepCost
		compact bool
	}{
		{"whole", byIndex(func(i int) float64 { return float64(i % 4) }), true},
		{"254 and 255 MP", byIndex(func(i int) float64 { return float64(254 + i%2) }), true},
		{"tenths", byIndex(func(i int) float64 { return float64(i%7) / 10 }), true},
		{"minus zero", byIndex(func(i int) float64 { return math.Copysign(0, -1) }), true},
		{"walls", byIndex(func(i int) float64 { return []float64{1, math.Inf(1)}[i%2] }), true},
		{"255 distinct", byIndex(func(i int) float64 { return float64(i%255) + 0.5 }), true},
		{"256 distinct", byIndex(func(i int) float64 { return float64(i%256) + 0.5 }), false},
	} {
		tab, err := NewStepTable(r, tc.cost)
		if err != nil {
			t.Fatal(err)
		}
		if got := tab.c == nil; got != tc.compact {
			t.Errorf("%s: compact %v, want %v", tc.name, got, tc.compact)
		}
		// Every read agrees with the cost, bit for bit.
		w, _ := NewWorkspace(r)
		for i, from := range w.hexes {
			for d := range hex.Direction(6) {
				to := from.Neighbor(d)
				want, ok := tc.cost(from, to, hex.SideOf(from, d))
				if _, in := r.Index(to); !in || !ok {
					want = math.Inf(1)
				}
				if got := tab.cost(int32(i), int(d)); math.Float64bits(got) != math.Float64bits(want) {
					t.Fatalf("%s: cost(%d, %d) = %v, want %v", tc.name, i, d, got, want)
				}
			}
		}
	}
}

// TestLandmarksReadTheirTable checks that Landmarks keep a compact step
// table exactly when their costs fit one, and that their searches then
// read it: a cost that changes after the build does not change them.
func TestLandmarksReadTheirTable(t *testing.T) {
	r := Rect{Offset: hex.OddQ, Cols: 12, Rows: 9}
	k := 1.0
	fits := func(from, to hex.Hex, s hex.Side) (float64, bool) { return k, true }
	lm, err := NewLandmarks(r, fits, 2)
	if err != nil || lm.tab == nil {
		t.Fatalf("whole costs: table %v, error %v", lm.tab, err)
	}
	w, _ := NewWorkspace(r)
	start, goal := r.Hex(0), r.Hex(r.Len()-1)
	before, _ := w.CheapestWith(start, goal, lm)
	want, _ := before.At(goal)
	k = 5 // what the cost reads changes: the table does not
	after, _ := w.CheapestWith(start, goal, lm)
	if got, _ := after.At(goal); got.Cost != want.Cost {
		t.Errorf("goal cost %v after the cost changed, %v before", got.Cost, want.Cost)
	}
	i := 0
	many := func(from, to hex.Hex, s hex.Side) (float64, bool) { i++; return float64(i), true }
	if lm, err := NewLandmarks(r, many, 2); err != nil || lm.tab != nil {
		t.Fatalf("a cost per step: table %v, error %v", lm.tab, err)
	}
}

// TestTransposedSearchesBackward checks that Dijkstra's search on a
// transposed compact table is the backward search on the table: every
// hex at the same cost of its cheapest path to the start, bit for bit,
// with the same parent and direction, on maps with ties, zero,
// fractional and overflowing costs, walls and one-way steps, numbered
// row by row or at random. It also checks that Landmarks, which build
// their tables that way, store the costs that calling the cost gives.
func TestTransposedSearchesBackward(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		rect := DrawRect(rt, 16, 3)
		var r Region = rect
		if rect.Len() <= 36 && rapid.Bool().Draw(rt, "permuted") {
			r = DrawShuffled(rt, rect)
		}
		kind := rapid.SampledFrom([]string{"ones", "zeros", "small", "dyadic", "tenths", "huge", "spread", "uniform"}).Draw(rt, "kind")
		cost := drawCost(rt, rect, kind)
		tab, err := NewStepTable(r, cost)
		if err != nil || tab.c != nil {
			rt.Fatal(err, "or not compact")
		}
		into := tab.compact.transposed()
		wt, _ := NewWorkspace(r)
		wc, _ := NewWorkspace(r)
		s := int32(rapid.IntRange(0, r.Len()-1).Draw(rt, "start"))
		got := wt.dijkstraCompact(s, into)
		want, err := wc.dijkstraCost(s, cost, true)
		if err != nil {
			rt.Fatal(err)
		}
		for i := range wt.state {
			g, w := wt.state[i], wc.state[i]
			if got.has(i) != want.has(i) || got.has(i) &&
				(math.Float64bits(g.used) != math.Float64bits(w.used) || g.parent != w.parent || wt.dir[i] != wc.dir[i]) {
				rt.Fatalf("hex %d: transposed %v %+v dir %d, backward %v %+v dir %d", i, got.has(i), g, wt.dir[i], want.has(i), w, wc.dir[i])
			}
		}
		lm, err := NewLandmarks(r, cost, rapid.IntRange(1, 3).Draw(rt, "k"))
		if err != nil || lm.tab == nil {
			rt.Fatal(err, "or no table")
		}
		called := *lm
		called.tab, called.dist = nil, make([]float64, len(lm.dist))
		for j := range lm.idx {
			if err := called.fillTables(wc, j, len(lm.idx), nil, nil); err != nil {
				rt.Fatal(err)
			}
		}
		for i, c := range lm.dist {
			if math.Float64bits(c) != math.Float64bits(called.dist[i]) {
				rt.Fatalf("landmark table entry %d: %v from the table, %v calling the cost", i, c, called.dist[i])
			}
		}
	})
}
