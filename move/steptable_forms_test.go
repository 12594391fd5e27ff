package move_test

import (
	"math"
	"slices"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"pgregory.net/rapid"
)

// drawFormsCase draws a case for the tests of a table's two forms: a
// Rect of up to side × side hexes, numbered row by row or at random, and a
// random cost whose steps are whole MP, whole multiples of frac (few
// costs, not whole), or each different (more costs than the compact
// form's palette holds).
func drawFormsCase(rt *rapid.T, side int, frac float64) (move.Region, move.StepCost) {
	rect := move.DrawRect(rt, side, 0)
	var r move.Region = rect
	if rapid.Bool().Draw(rt, "shuffled") {
		r = move.DrawShuffled(rt, rect)
	}
	base := randomCost(rt, rect, rapid.IntRange(0, 1).Draw(rt, "lo"))
	kind := rapid.SampledFrom([]string{"whole", "fractions", "distinct"}).Draw(rt, "costs")
	return r, func(from, to hex.Hex, s hex.Side) (float64, bool) {
		c, ok := base(from, to, s)
		switch {
		case !ok:
		case kind == "fractions":
			c *= frac
		case kind == "distinct":
			i, _ := rect.Index(from)
			d, _ := from.DirectionTo(to)
			c += float64(6*i+int(d)) / 8192
		}
		return c, ok
	}
}

// checkTableTrees checks that DijkstraTable and CheapestTable on tab, from
// and to hexes drawn from r, give exactly the trees Dijkstra and Cheapest
// (with the table's minimum step) give with cost, and returns the two
// table trees and the goal.
func checkTableTrees(rt *rapid.T, r move.Region, cost move.StepCost, tab *move.StepTable) (dt, ct move.Tree, start, goal hex.Hex) {
	start = r.Hex(rapid.IntRange(0, r.Len()-1).Draw(rt, "start"))
	goal = r.Hex(rapid.IntRange(0, r.Len()-1).Draw(rt, "goal"))
	dt, ct = compareTableTrees(rt, r, cost, tab, start, goal)
	return dt, ct, start, goal
}

// compareTableTrees is checkTableTrees from start to goal, for any test.
func compareTableTrees(rt interface {
	Fatal(...any)
	Fatalf(string, ...any)
}, r move.Region, cost move.StepCost, tab *move.StepTable, start, goal hex.Hex) (dt, ct move.Tree) {
	w1, _ := move.NewWorkspace(r)
	w2, _ := move.NewWorkspace(r)
	w3, _ := move.NewWorkspace(r)
	want, err1 := w1.Dijkstra(start, cost)
	dt, err2 := w2.DijkstraTable(start, tab)
	if err1 != nil || err2 != nil {
		rt.Fatal(err1, err2)
	}
	if a, b := treeDump(want), treeDump(dt); !slices.Equal(a, b) {
		rt.Fatalf("DijkstraTable tree differs:\n got  %v\n want %v", b, a)
	}
	wantC, err1 := w1.Cheapest(start, goal, cost, tab.MinStep())
	ct, err2 = w3.CheapestTable(start, goal, tab)
	if err1 != nil || err2 != nil {
		rt.Fatal(err1, err2)
	}
	if a, b := treeDump(wantC), treeDump(ct); !slices.Equal(a, b) {
		rt.Fatalf("CheapestTable tree differs from Cheapest's:\n got  %v\n want %v", b, a)
	}
	return dt, ct
}

// TestStepTableForms checks that both of a StepTable's forms give exactly
// the trees of the cost they were built from: whole costs, costs in
// tenths (few, but not whole), costs all distinct (more than the compact
// form's 255), and regions numbered row by row or at random (more
// neighbour patterns than it holds, once large enough).
func TestStepTableForms(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		r, cost := drawFormsCase(rt, 24, 0.1)
		tab, err := move.NewStepTable(r, cost)
		if err != nil {
			rt.Fatal(err)
		}
		checkTableTrees(rt, r, cost, tab)
		for h := range r.Len() {
			from := r.Hex(h)
			for d := range hex.Direction(6) {
				wc, wok := cost(from, from.Neighbor(d), hex.SideOf(from, d))
				if _, in := r.Index(from.Neighbor(d)); !in || math.IsInf(wc, 1) {
					wok = false
				}
				c, ok := tab.Cost(from, d)
				if ok != wok || ok && math.Float64bits(c) != math.Float64bits(wc) {
					rt.Fatalf("Cost(%v, %v) = %v, %v; want %v, %v", from, d, c, ok, wc, wok)
				}
			}
		}
	})
}
