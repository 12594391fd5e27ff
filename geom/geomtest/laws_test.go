package geomtest_test

import (
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom/geomtest"
	"pgregory.net/rapid"
)

func wantErr(t *testing.T, err error, sub string) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), sub) {
		t.Fatalf("error %v, want one with %q", err, sub)
	}
}

// A user's distances: Euclidean passes; broken ones fail with a
// replayable seed.
func TestMetricOnUsersDistances(t *testing.T) {
	euclid := func(p, q orb.Point) float64 { return math.Hypot(p[0]-q[0], p[1]-q[1]) }
	if err := geomtest.CheckMetric(euclid, 1e-12, geomtest.Config{}); err != nil {
		t.Error(err)
	}

	// Broken distances.
	wantErr(t, geomtest.CheckMetric(func(p, q orb.Point) float64 { return 0 }, 0, geomtest.Config{}), "tested nothing")
	wantErr(t, geomtest.CheckMetric(func(p, q orb.Point) float64 { return 1 }, 0, geomtest.Config{}), "want 0")
	wantErr(t, geomtest.CheckMetric(func(p, q orb.Point) float64 { return -euclid(p, q) }, 0, geomtest.Config{}), "want finite")
	sq := func(p, q orb.Point) float64 { x := euclid(p, q); return x * x }
	err := geomtest.CheckMetric(sq, 0, geomtest.Config{})
	wantErr(t, err, "exceeds")
	wantErr(t, err, "Cases: 1")
	skew := func(p, q orb.Point) float64 { return math.Abs(p[0]-q[0]) + 2*math.Max(0, q[1]-p[1]) }
	wantErr(t, geomtest.CheckMetric(skew, 0, geomtest.Config{Box: math.Inf(1)}), "but d(")
	wantErr(t, geomtest.CheckMetric(nil, 0, geomtest.Config{}), "nil")
}

// The plane generators stay in range.
func TestGenerators(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		if p := geomtest.Point(5).Draw(rt, "p"); math.Abs(p[0]) > 5 || math.Abs(p[1]) > 5 {
			rt.Fatalf("%v out of range", p)
		}
		d := geomtest.Disc(10, 0.5, 2).Draw(rt, "d")
		if d.Validate() != nil || d.R < 0.5 || d.R > 2 {
			rt.Fatalf("disc %v", d)
		}
		if p := geomtest.StarPolygon(10, 8, rapid.Bool().Draw(rt, "holes")).Draw(rt, "poly"); len(p) == 0 {
			rt.Fatal("empty polygon")
		}
		pair := geomtest.TouchingDiscs(10, 2).Draw(rt, "pair")
		_ = pair
		_ = geomtest.Segment(10).Draw(rt, "seg")
		_ = geomtest.NearCollinear(10).Draw(rt, "near")
		_ = geomtest.SplitSquare(4).Draw(rt, "split")
		_ = geomtest.Rigid(10).Draw(rt, "rigid")
	})
}
