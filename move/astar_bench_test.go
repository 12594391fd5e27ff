package move

import "testing"

// BenchmarkCheapest100x100Settled reports how many hexes
// BenchmarkCheapest100x100's search settles (forward half and path).
func BenchmarkCheapest100x100Settled(b *testing.B) {
	m := newBenchMap(100, 100, false)
	w, _ := NewWorkspace(m.r)
	cost := m.cost()
	start, goal := m.r.Hex(0), m.r.Hex(100*100-1)
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		t, err := w.Cheapest(start, goal, cost, 1)
		if err != nil {
			b.Fatal(err)
		}
		n = t.Len()
	}
	b.ReportMetric(float64(n), "hexes")
}
