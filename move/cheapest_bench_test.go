package move

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
)

// BenchmarkCheapest100x100Inner is BenchmarkCheapest100x100 between the
// two hexes well inside the map of BenchmarkCheapestLandmarks100x100Inner.
func BenchmarkCheapest100x100Inner(b *testing.B) {
	benchCheapest(b, newBenchMap(100, 100, false), 12*100+17, 81*100+88)
}

// BenchmarkCheapest100x100Sides is the corner-to-corner search on the map
// with rivers and walls on some hexsides.
func BenchmarkCheapest100x100Sides(b *testing.B) {
	benchCheapest(b, newBenchMap(100, 100, true), 0, 100*100-1)
}

// BenchmarkCheapest100x100WalledGoal searches for a goal ringed by walls:
// the backward half ends at once, and so does the search.
func BenchmarkCheapest100x100WalledGoal(b *testing.B) {
	m := newBenchMap(100, 100, false)
	goal := m.r.Hex(50*100 + 50)
	for d := range hex.Direction(6) {
		if i, ok := m.r.Index(goal.Neighbor(d)); ok {
			m.entry[i] = -1
		}
	}
	base := m.cost()
	cost := func(from, to hex.Hex, s hex.Side) (float64, bool) {
		c, ok := base(from, to, s)
		return c, ok && c >= 0
	}
	w, _ := NewWorkspace(m.r)
	b.ReportAllocs()
	for b.Loop() {
		t, err := w.Cheapest(m.r.Hex(0), goal, cost, 1)
		if err != nil || t.Contains(goal) {
			b.Fatal(err, t.Contains(goal))
		}
		sinkTree = t
	}
}

func benchCheapest(b *testing.B, m *benchMap, from, to int) {
	w, _ := NewWorkspace(m.r)
	cost := m.cost()
	start, goal := m.r.Hex(from), m.r.Hex(to)
	b.ReportAllocs()
	for b.Loop() {
		t, err := w.Cheapest(start, goal, cost, 1)
		if err != nil {
			b.Fatal(err)
		}
		sinkTree = t
	}
}
