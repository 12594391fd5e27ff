package move

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
)

// BenchmarkReach60x40Rules is BenchmarkReach60x40 with what a hex game adds:
// 20 enemy and 20 friendly units (occupancy, stacking 1, their zones of
// control) and a river effect on the costly hexsides.
func BenchmarkReach60x40Rules(b *testing.B) {
	m := newBenchMap(60, 40, true)
	w, _ := NewWorkspace(m.r)
	start := m.r.Hex(20*60 + 30)
	var friends, enemies []hex.Hex
	for k := range 40 {
		h := m.r.Hex((k*379 + 17) % (60 * 40))
		if h == start {
			continue
		}
		if k%2 == 0 {
			enemies = append(enemies, h)
		} else {
			friends = append(friends, h)
		}
	}
	occ, err := NewOccupancy(friends, enemies, 1)
	if err != nil {
		b.Fatal(err)
	}
	zones, err := NewUnitZones(enemies, 1, nil)
	if err != nil {
		b.Fatal(err)
	}
	model := StepModel{
		Entry: m.entryCost(),
		Side:  m.sideCost(),
		SideEffect: func(s hex.Side) ZOCEffect {
			if m.side[s] > 0 {
				return ZOCAllRemaining
			}
			return ZOCNone
		},
	}
	opt := ReachOptions{Allowance: 12, Occupancy: occ, ZOC: zones.Rule(ZOCToZOCStop)}
	b.ReportAllocs()
	for b.Loop() {
		t, err := w.Reach(start, model, opt)
		if err != nil {
			b.Fatal(err)
		}
		sinkTree = t
	}
}
