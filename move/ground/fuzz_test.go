package ground_test

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/move/ground"
)

// FuzzCostClearance: any path and clearance gets an error or a PathCost,
// never a panic; a blocked cost is +Inf, and a base that is not blocked
// pays what its centre pays.
func FuzzCostClearance(f *testing.F) {
	f.Add(30.0, 19.0, 60.0, 19.0, 1.0)
	f.Add(70.5, 20.0, 70.5, 20.0, 1.0)
	f.Add(45.0, 25.0, 45.0, 25.0, 0.0)
	f.Add(math.NaN(), 1.0, 2.0, 3.0, 0.5)
	f.Add(1.0, 1.0, 99.0, 59.0, 1e300)
	f.Fuzz(func(t *testing.T, ax, ay, bx, by, r float64) {
		b := clearanceBoard(t, 0, ground.Options{})
		g, err := ground.New(b.Board(), clearanceRate, ground.Options{Open: 1, Clearance: r})
		if err != nil {
			if r >= 0 && !math.IsInf(r, 0) {
				t.Fatalf("clearance %v: %v", r, err)
			}
			return
		}
		path := orb.LineString{{ax, ay}, {bx, by}}
		pc, err := g.Cost(nil, path)
		if err != nil {
			return
		}
		if pc.Blocked != math.IsInf(pc.Total, 1) {
			t.Fatalf("blocked %v, total %v", pc.Blocked, pc.Total)
		}
		if !pc.Blocked {
			if pp, _ := b.Cost(nil, path); pp.Total != pc.Total {
				t.Fatalf("path %v: base %v, centre %v", path, pc.Total, pp.Total)
			}
		}
	})
}

// FuzzReach: any start, allowance, lattice and clearance gets an error or
// a Reach whose places are within the allowance, in order, with paths
// that Cost prices as Reach says; never a panic.
func FuzzReach(f *testing.F) {
	f.Add(30.0, 25.0, 10.0, 1.0, 0.5, 0.0)
	f.Add(45.0, 25.0, 10.0, 1.0, 1.0, 0.5)
	f.Add(1.0, 1.0, 0.0, 0.5, 0.0, 0.0)
	f.Add(50.0, 30.0, 1e9, 1e-9, 0.25, 0.0)
	f.Add(math.Inf(1), 0.0, math.NaN(), -1.0, -1.0, -1.0)
	f.Fuzz(func(t *testing.T, x, y, allowance, spacing, r, steiner float64) {
		g, err := ground.New(clearanceBoard(t, 0, ground.Options{}).Board(), clearanceRate, ground.Options{Open: 1, Clearance: r})
		if err != nil {
			return
		}
		res, err := g.Reach(nil, orb.Point{x, y}, allowance, ground.ReachOptions{
			Lattice: ground.Lattice{Spacing: spacing}, Steiner: steiner, MaxPoints: 2000, MaxGraphPoints: 300})
		if err != nil {
			return
		}
		for k, p := range res.Places {
			if p.Cost > allowance || k > 0 && (p.J < res.Places[k-1].J || p.J == res.Places[k-1].J && p.I <= res.Places[k-1].I) {
				t.Fatalf("place %d %+v out of order or over %v", k, p, allowance)
			}
			if k%97 == 0 {
				if pc, err := g.Cost(nil, res.Path(k)); err != nil || pc.Blocked || pc.Total != p.Cost {
					t.Fatalf("place %+v: path %v costs %v (%v)", p, res.Path(k), pc.Total, err)
				}
			}
		}
	})
}
