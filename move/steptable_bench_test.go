package move

import "testing"

// The StepTable benchmarks: the build, and the searches of
// BenchmarkDijkstra100x100, BenchmarkDijkstra1000x1000 and
// BenchmarkCheapest100x100 reading the table instead of calling the cost.
// They are the compiled path, to be reported beside the callback path,
// never as it.

func BenchmarkStepTable100x100(b *testing.B) {
	m := newBenchMap(100, 100, false)
	cost := m.cost()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewStepTable(m.r, cost); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDijkstraTable100x100(b *testing.B) {
	benchTable(b, newBenchMap(100, 100, false), func(w *Workspace, t *StepTable, m *benchMap) (Tree, error) {
		return w.DijkstraTable(m.r.Hex(0), t)
	})
}

func BenchmarkDijkstraTable1000x1000(b *testing.B) {
	benchTable(b, newBenchMap(1000, 1000, false), func(w *Workspace, t *StepTable, m *benchMap) (Tree, error) {
		return w.DijkstraTable(m.r.Hex(0), t)
	})
}

// BenchmarkCheapestTable100x100 is the bidirectional A* corner to corner
// on the table (minimum step × distance), against
// BenchmarkCheapest100x100's same search calling the cost.
func BenchmarkCheapestTable100x100(b *testing.B) {
	benchTable(b, newBenchMap(100, 100, false), cornerToCorner)
}

// BenchmarkCheapestTable100x100Sides is BenchmarkCheapest100x100Sides
// (rivers and walls on some hexsides) on the map's table: the compact
// kernel where many steps are impassable or dearer one way.
func BenchmarkCheapestTable100x100Sides(b *testing.B) {
	benchTable(b, newBenchMap(100, 100, true), cornerToCorner)
}

func cornerToCorner(w *Workspace, t *StepTable, m *benchMap) (Tree, error) {
	return w.CheapestTable(m.r.Hex(0), m.r.Hex(m.r.Len()-1), t)
}

// benchTable times search on m's step table, which must take the compact
// form (the searches' own kernels).
func benchTable(b *testing.B, m *benchMap, search func(*Workspace, *StepTable, *benchMap) (Tree, error)) {
	w, _ := NewWorkspace(m.r)
	tab, err := NewStepTable(m.r, m.cost())
	if err != nil || tab.c != nil {
		b.Fatal(err, "or not compact")
	}
	b.ReportAllocs()
	for b.Loop() {
		t, err := search(w, tab, m)
		if err != nil {
			b.Fatal(err)
		}
		sinkTree = t
	}
}
