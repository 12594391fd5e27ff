package ground_test

import (
	"sync"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/move/ground"
)

// Grounds, step costs and regions are shared; Workspaces and Tapes are
// per goroutine. Run with -race.
func TestConcurrentUse(t *testing.T) {
	g := newGround(t, lawBoard(t), ground.Options{Rounding: ground.PerUnitOrFraction})
	r := move.Rect{Offset: hex.OddQ, Cols: 20, Rows: 15}
	cost, _ := move.StepModel{Entry: func(h hex.Hex) (float64, bool) {
		i, ok := r.Index(h)
		return float64(1 + i%3), ok
	}}.StepCost()
	want, _ := g.Cost(nil, orb.LineString{{1, 1}, {50, 40}, {90, 20}})
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w, _ := move.NewWorkspace(r)
			var tape ground.Tape
			for range 50 {
				tr, err := w.Reach(r.Hex(40), cost, move.ReachOptions{Allowance: 6})
				if err != nil || tr.Len() == 0 {
					t.Error(err)
					return
				}
				pc, _ := g.Cost(&tape, orb.LineString{{1, 1}, {50, 40}, {90, 20}})
				if pc.Total != want.Total {
					t.Errorf("cost %v, want %v", pc.Total, want.Total)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// One Ground, a Tape per goroutine: reaches agree. Run with -race.
func TestConcurrentReach(t *testing.T) {
	g := clearanceBoard(t, 0.5, ground.Options{})
	opt := ground.ReachOptions{Lattice: ground.Lattice{Spacing: 1}}
	want, err := g.Reach(nil, orb.Point{30, 25}, 10, opt)
	if err != nil || len(want.Places) == 0 {
		t.Fatal(err, len(want.Places))
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var tape ground.Tape
			for range 5 {
				r, err := g.Reach(&tape, orb.Point{30, 25}, 10, opt)
				if err != nil || len(r.Places) != len(want.Places) || r.Places[len(r.Places)-1] != want.Places[len(want.Places)-1] {
					t.Errorf("%v: %d places, want %d", err, len(r.Places), len(want.Places))
					return
				}
			}
		}()
	}
	wg.Wait()
}
