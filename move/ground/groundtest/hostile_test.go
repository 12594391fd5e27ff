package groundtest_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/move/ground/groundtest"
)

// Issue 33: RandomPath panicked on a nil or zero random source, on a
// maxPoints that overflowed, and on bounds too wide for its grid; each
// is an error, and the widest finite bounds are drawn from.
func TestRandomPathRefuses(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	box := orb.Bound{Max: orb.Point{10, 10}}
	cases := []struct {
		name string
		r    *rand.Rand
		b    orb.Bound
		n    int
		want string
	}{
		{"nil source", nil, box, 3, "rand.Rand"},
		{"zero source", &rand.Rand{}, box, 3, "rand.Rand"},
		{"one point", r, box, 1, "MaxPathPoints"},
		{"huge count", r, box, math.MaxInt, "MaxPathPoints"},
		{"NaN bounds", r, orb.Bound{Max: orb.Point{math.NaN(), 1}}, 3, "not finite"},
		{"empty bounds", r, orb.Bound{Min: orb.Point{2, 0}, Max: orb.Point{1, 1}}, 3, "empty"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := groundtest.RandomPath(c.r, c.b, c.n)
			if p != nil {
				t.Errorf("path %v", p)
			}
			wantErr(t, err, c.want)
		})
	}
	wide := orb.Bound{Min: orb.Point{-1e308, -1e308}, Max: orb.Point{1e308, 1e308}}
	for range 50 {
		p, err := groundtest.RandomPath(r, wide, 4)
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range p {
			if !wide.Contains(q) {
				t.Fatalf("point %v outside %v", q, wide)
			}
		}
	}
}

// Issue 33: the laws panicked on a zero Ground, and a NaN tolerance let
// the split law pass whatever the costs.
func TestLawsRefuse(t *testing.T) {
	b, rate := groundBoard(t)
	g, err := ground.New(b, rate, ground.Options{Open: 1})
	if err != nil {
		t.Fatal(err)
	}
	zero := new(ground.Ground)
	path := orb.LineString{{0, 5}, {20, 5}}
	wantErr(t, groundtest.CheckGround(zero, groundtest.Config{}), "zero one")
	wantErr(t, groundtest.CheckLegsSum(zero, path), "zero one")
	wantErr(t, groundtest.CheckPathClear(zero, path), "zero one")
	wantErr(t, groundtest.CheckPlaceClear(zero, path[0]), "zero one")
	wantErr(t, groundtest.CheckReach(zero, groundtest.ReachConfig{}), "zero one")
	wantErr(t, groundtest.CheckMotionInvariant(g, zero, groundtest.Motion{}, path, 0), "zero one")
	wantErr(t, groundtest.CheckReachPlace(zero, ground.Reach{}, 0, 1, 0), "zero one")
	for _, tol := range []float64{math.NaN(), -1, math.Inf(1)} {
		wantErr(t, groundtest.CheckSplitInvariant(g, path, 0, 0.5, tol), "tolerance")
		wantErr(t, groundtest.CheckGround(g, groundtest.Config{Tol: tol}), "tolerance")
		wantErr(t, groundtest.CheckMotionInvariant(g, g, groundtest.Motion{}, path, tol), "tolerance")
		wantErr(t, groundtest.CheckReach(g, groundtest.ReachConfig{Tol: tol}), "tolerance")
	}
	wantErr(t, groundtest.CheckGround(g, groundtest.Config{Cases: math.MaxInt}), "MaxCases")
	wantErr(t, groundtest.CheckReach(g, groundtest.ReachConfig{Cases: math.MaxInt}), "MaxCases")
}
