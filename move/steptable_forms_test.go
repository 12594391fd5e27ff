package move_test

import (
	"math"
	"slices"
	"testing"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move"
	"pgregory.net/rapid"
)

// shuffledRegion is a Rect numbered in a random order: a region whose
// neighbours sit at irregular index offsets.
type shuffledRegion struct {
	r         move.Rect
	perm, inv []int
}

func (s shuffledRegion) Len() int { return s.r.Len() }

func (s shuffledRegion) Index(h geom.Hex) (int, bool) {
	i, ok := s.r.Index(h)
	if !ok {
		return 0, false
	}
	return s.inv[i], true
}

func (s shuffledRegion) Hex(i int) geom.Hex { return s.r.Hex(s.perm[i]) }

func shuffle(rt *rapid.T, r move.Rect) shuffledRegion {
	ids := make([]int, r.Len())
	for i := range ids {
		ids[i] = i
	}
	perm := rapid.Permutation(ids).Draw(rt, "perm")
	inv := make([]int, len(perm))
	for j, i := range perm {
		inv[i] = j
	}
	return shuffledRegion{r, perm, inv}
}

// TestStepTableForms checks that both of a StepTable's forms give exactly
// the trees of the cost they were built from: whole costs, costs in
// tenths (few, but not whole), costs all distinct (more than the compact
// form's 255), and regions numbered row by row or at random (more
// neighbour patterns than it holds, once large enough).
func TestStepTableForms(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		rect := move.Rect{
			Offset: geom.OffsetKind(rapid.IntRange(0, 3).Draw(rt, "offset")),
			Cols:   rapid.IntRange(1, 24).Draw(rt, "cols"), Rows: rapid.IntRange(1, 24).Draw(rt, "rows"),
		}
		var r move.Region = rect
		if rapid.Bool().Draw(rt, "shuffled") {
			r = shuffle(rt, rect)
		}
		base := randomCost(rt, rect, rapid.IntRange(0, 1).Draw(rt, "lo"))
		kind := rapid.SampledFrom([]string{"whole", "tenths", "distinct"}).Draw(rt, "costs")
		cost := func(from, to geom.Hex, s geom.Side) (float64, bool) {
			c, ok := base(from, to, s)
			switch {
			case !ok:
			case kind == "tenths":
				c *= 0.1
			case kind == "distinct":
				i, _ := rect.Index(from)
				d, _ := from.DirectionTo(to)
				c += float64(6*i+int(d)) / 8192
			}
			return c, ok
		}
		tab, err := move.NewStepTable(r, cost)
		if err != nil {
			rt.Fatal(err)
		}
		start := r.Hex(rapid.IntRange(0, r.Len()-1).Draw(rt, "start"))
		goal := r.Hex(rapid.IntRange(0, r.Len()-1).Draw(rt, "goal"))
		w1, _ := move.NewWorkspace(r)
		w2, _ := move.NewWorkspace(r)
		want, err1 := w1.Dijkstra(start, cost)
		got, err2 := w2.DijkstraTable(start, tab)
		if err1 != nil || err2 != nil {
			rt.Fatal(err1, err2)
		}
		if a, b := treeDump(want), treeDump(got); !slices.Equal(a, b) {
			rt.Fatalf("DijkstraTable tree differs:\n got  %v\n want %v", b, a)
		}
		wantC, err1 := w1.Cheapest(start, goal, cost, tab.MinStep())
		gotC, err2 := w2.CheapestTable(start, goal, tab)
		if err1 != nil || err2 != nil {
			rt.Fatal(err1, err2)
		}
		if a, b := treeDump(wantC), treeDump(gotC); !slices.Equal(a, b) {
			rt.Fatalf("CheapestTable tree differs:\n got  %v\n want %v", b, a)
		}
		for h := range r.Len() {
			from := r.Hex(h)
			for d := range geom.Direction(6) {
				wc, wok := cost(from, from.Neighbor(d), geom.SideOf(from, d))
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
