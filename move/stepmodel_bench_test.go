package move

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// generalCost is the benchmark map's cost through StepModel's general
// form: the entry and hexside costs, roads on some hexsides, elevation
// with a climb cost, and a direction surcharge.
func (m *benchMap) generalCost() StepCost {
	elev := make([]float64, m.r.Len())
	for i := range elev {
		elev[i] = float64(i % 7 / 3)
	}
	c, _ := StepModel{
		Entry:  m.entryCost(),
		Side:   m.sideCost(),
		Road:   func(s hex.Side) bool { return s.Dir() == 1 && s.Hex().Q%5 == 0 },
		RoadMP: 0.5,
		Elevation: func(h hex.Hex) (float64, bool) {
			i, ok := m.r.Index(h)
			if !ok {
				return 0, false
			}
			return elev[i], true
		},
		Climb:     terrain.Climb{PerRise: 1, MaxRise: 3},
		Direction: func(from hex.Hex, d hex.Direction) (float64, bool) { return float64(d&1) * 0.25, true },
	}.StepCost()
	return c
}

// BenchmarkDijkstra100x100General is BenchmarkDijkstra100x100 with the
// cost of StepModel's general form (road, elevation, direction, sides).
func BenchmarkDijkstra100x100General(b *testing.B) {
	m := newBenchMap(100, 100, true)
	benchDijkstra(b, m, m.generalCost())
}
