package move

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
)

// benchMap is a deterministic pseudo-random hex map: an entry cost of 1..3
// per hex, and a river (+1) or wall (impassable) on some hexsides.
type benchMap struct {
	r     Rect
	entry []float64
	side  map[hex.Side]float64 // -1: wall
}

func newBenchMap(cols, rows int, sides bool) *benchMap {
	m := &benchMap{r: Rect{Offset: hex.OddQ, Cols: cols, Rows: rows}, entry: make([]float64, cols*rows), side: map[hex.Side]float64{}}
	x := uint32(12345)
	rnd := func() uint32 { x ^= x << 13; x ^= x >> 17; x ^= x << 5; return x }
	for i := range m.entry {
		m.entry[i] = float64(1 + rnd()%3)
	}
	if sides {
		for i := range m.entry {
			h := m.r.Hex(i)
			for d := range hex.Direction(3) {
				switch rnd() % 10 {
				case 0:
					m.side[hex.SideOf(h, d)] = 1
				case 1:
					m.side[hex.SideOf(h, d)] = -1
				}
			}
		}
	}
	return m
}

func (m *benchMap) sideCost() func(s hex.Side) (float64, bool) {
	if len(m.side) == 0 {
		return nil
	}
	// Dense per-side table, as a ruleset would precompile a hex map.
	dense := make([]float64, 3*m.r.Len())
	for s, c := range m.side {
		if i, ok := m.r.Index(s.Hex()); ok {
			dense[3*i+int(s.Dir())] = c
		}
	}
	return func(s hex.Side) (float64, bool) {
		i, ok := m.r.Index(s.Hex())
		if !ok {
			return 0, true
		}
		c := dense[3*i+int(s.Dir())]
		return c, c >= 0
	}
}

func (m *benchMap) cost() StepCost {
	c, _ := StepModel{Entry: m.entryCost(), Side: m.sideCost()}.StepCost()
	return c
}

// entryCost reads the MP to enter a hex from the dense array. It returns
// a closure rather than being the method itself: a method value would add
// a wrapper call to every step priced. It is not inlined itself: the
// compiler's copy of a closure inlined into cost() calls Rect.Index
// instead of inlining it (go1.26), which cost Reach60x40 7 % more
// instructions.
//
//go:noinline
func (m *benchMap) entryCost() func(h hex.Hex) (float64, bool) {
	return func(h hex.Hex) (float64, bool) {
		i, ok := m.r.Index(h)
		if !ok {
			return 0, false
		}
		return m.entry[i], true
	}
}

var sinkTree Tree

func BenchmarkReach60x40(b *testing.B) {
	m := newBenchMap(60, 40, true)
	w, _ := NewWorkspace(m.r)
	cost := m.cost()
	start := m.r.Hex(20*60 + 30)
	opt := ReachOptions{Allowance: 12}
	b.ReportAllocs()
	for b.Loop() {
		t, err := w.Reach(start, cost, opt)
		if err != nil {
			b.Fatal(err)
		}
		sinkTree = t
	}
}

// benchDijkstra times the whole-map search from m's first hex.
func benchDijkstra(b *testing.B, m *benchMap, cost StepCost) {
	w, _ := NewWorkspace(m.r)
	start := m.r.Hex(0)
	b.ReportAllocs()
	for b.Loop() {
		t, err := w.Dijkstra(start, cost)
		if err != nil {
			b.Fatal(err)
		}
		sinkTree = t
	}
}

func BenchmarkDijkstra100x100(b *testing.B) {
	m := newBenchMap(100, 100, false)
	benchDijkstra(b, m, m.cost())
}

// BenchmarkDijkstra1000x1000 is the whole-map search on a map 100 times
// larger than BenchmarkDijkstra100x100's, for the scaling ratio: a
// search whose cost grows as n log n would take about 150 times as long,
// and one whose per-hex state outgrows the cache far more.
func BenchmarkDijkstra1000x1000(b *testing.B) {
	m := newBenchMap(1000, 1000, false)
	benchDijkstra(b, m, m.cost())
}

func BenchmarkCheapest100x100(b *testing.B) {
	m := newBenchMap(100, 100, false)
	w, _ := NewWorkspace(m.r)
	cost := m.cost()
	start, goal := m.r.Hex(0), m.r.Hex(100*100-1)
	b.ReportAllocs()
	for b.Loop() {
		t, err := w.Cheapest(start, goal, cost, 1)
		if err != nil {
			b.Fatal(err)
		}
		sinkTree = t
	}
}

// BenchmarkCheapestLandmarks100x100 is A* across the same map guided by
// four landmarks, precomputed once per map and cost (BenchmarkLandmarks).
// Corner to corner, the goal is likely a landmark, which makes the bound
// exact; the Inner variant goes between two hexes well inside the map.
func BenchmarkCheapestLandmarks100x100(b *testing.B) {
	benchGuided(b, 0, 100*100-1)
}

func BenchmarkCheapestLandmarks100x100Inner(b *testing.B) {
	benchGuided(b, 12*100+17, 81*100+88)
}

func benchGuided(b *testing.B, from, to int) {
	m := newBenchMap(100, 100, false)
	w, _ := NewWorkspace(m.r)
	lm, err := NewLandmarks(m.r, m.cost(), 4)
	if err != nil {
		b.Fatal(err)
	}
	start, goal := m.r.Hex(from), m.r.Hex(to)
	b.ReportAllocs()
	for b.Loop() {
		t, err := w.CheapestWith(start, goal, lm)
		if err != nil {
			b.Fatal(err)
		}
		sinkTree = t
	}
}

func BenchmarkLandmarks100x100(b *testing.B) {
	m := newBenchMap(100, 100, false)
	cost := m.cost()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewLandmarks(m.r, cost, 4); err != nil {
			b.Fatal(err)
		}
	}
}

// directCost is the entry cost read straight from the dense array, with no
// StepModel: the floor of what a step cost can cost. Not inlined, for the
// reason given at entryCost.
//
//go:noinline
func (m *benchMap) directCost() StepCost {
	return func(from, to hex.Hex, s hex.Side) (float64, bool) {
		i, ok := m.r.Index(to)
		return m.entry[i], ok
	}
}

func BenchmarkDijkstra100x100BareCost(b *testing.B) {
	m := newBenchMap(100, 100, false)
	benchDijkstra(b, m, m.directCost())
}

// BenchmarkNewWorkspace100x100 times the numbering checks and the
// neighbour table of a 100 × 100 Rect, which every search reuses.
func BenchmarkNewWorkspace100x100(b *testing.B) {
	r := Rect{Cols: 100, Rows: 100}
	b.ReportAllocs()
	for b.Loop() {
		w, err := NewWorkspace(r)
		if err != nil {
			b.Fatal(err)
		}
		sinkWorkspace = w
	}
}

var sinkWorkspace *Workspace
