package geomtest_test

import (
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom/geomtest"
	"github.com/warkit/warkit/geom/hex"
	"pgregory.net/rapid"
)

func wantErr(t *testing.T, err error, sub string) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), sub) {
		t.Fatalf("error %v, want one with %q", err, sub)
	}
}

// A user's helpers: "within 3 hexes", a 1-hex zone, and Euclidean and
// Manhattan distances pass; broken ones fail with a replayable seed.
func TestLawsOnUsersHelpers(t *testing.T) {
	within := func(a, b hex.Hex) bool { return a.Distance(b) <= 3 }
	if err := geomtest.CheckHexInvariant(within, geomtest.Config{Radius: 4}); err != nil {
		t.Error(err)
	}
	if err := geomtest.CheckHexSymmetric(hex.Hex.Distance, geomtest.Config{}); err != nil {
		t.Error(err)
	}
	zone := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return hex.AppendRange(dst, c, 1) }
	if err := geomtest.CheckHexShape(zone, true, geomtest.Config{}); err != nil {
		t.Error(err)
	}
	euclid := func(p, q orb.Point) float64 { return math.Hypot(p[0]-q[0], p[1]-q[1]) }
	if err := geomtest.CheckMetric(euclid, 1e-12, geomtest.Config{}); err != nil {
		t.Error(err)
	}

	// Broken helpers.
	east := func(a, b hex.Hex) bool { return b.Q > a.Q }
	err := geomtest.CheckHexInvariant(east, geomtest.Config{})
	wantErr(t, err, "rotated")
	wantErr(t, err, "Cases: 1")
	wantErr(t, geomtest.CheckHexInvariant(func(a, b hex.Hex) int { return a.Q }, geomtest.Config{}), "translated")
	wantErr(t, geomtest.CheckHexInvariant(func(a, b hex.Hex) int { return 0 }, geomtest.Config{}), "tested nothing")
	wantErr(t, geomtest.CheckHexSymmetric(func(a, b hex.Hex) int { return a.Q - b.Q }, geomtest.Config{}), "but f(")
	fixed := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return append(dst, hex.Hex{}) }
	wantErr(t, geomtest.CheckHexShape(fixed, false, geomtest.Config{}), "not the same moved")
	wedge := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return append(dst, c, c.Neighbor(0)) }
	if err := geomtest.CheckHexShape(wedge, false, geomtest.Config{}); err != nil {
		t.Error(err)
	}
	wantErr(t, geomtest.CheckHexShape(wedge, true, geomtest.Config{}), "rotation")
	twice := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return append(dst, c, c) }
	wantErr(t, geomtest.CheckHexShape(twice, false, geomtest.Config{}), "twice")
	empty := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return dst }
	wantErr(t, geomtest.CheckHexShape(empty, false, geomtest.Config{}), "tested nothing")
	wantErr(t, geomtest.CheckMetric(func(p, q orb.Point) float64 { return 0 }, 0, geomtest.Config{}), "tested nothing")
	wantErr(t, geomtest.CheckMetric(func(p, q orb.Point) float64 { return 1 }, 0, geomtest.Config{}), "want 0")
	wantErr(t, geomtest.CheckMetric(func(p, q orb.Point) float64 { return -euclid(p, q) }, 0, geomtest.Config{}), "want finite")
	sq := func(p, q orb.Point) float64 { x := euclid(p, q); return x * x }
	wantErr(t, geomtest.CheckMetric(sq, 0, geomtest.Config{}), "exceeds")
	skew := func(p, q orb.Point) float64 { return math.Abs(p[0]-q[0]) + 2*math.Max(0, q[1]-p[1]) }
	wantErr(t, geomtest.CheckMetric(skew, 0, geomtest.Config{Box: math.Inf(1)}), "but d(")
	wantErr(t, geomtest.CheckHexInvariant[int](nil, geomtest.Config{}), "nil")
	wantErr(t, geomtest.CheckHexSymmetric[int](nil, geomtest.Config{}), "nil")
	wantErr(t, geomtest.CheckHexShape(nil, false, geomtest.Config{}), "nil")
	wantErr(t, geomtest.CheckMetric(nil, 0, geomtest.Config{}), "nil")
}

// The generators stay in range.
func TestGenerators(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		if h := geomtest.Hex(3).Draw(rt, "h"); h.Len() > 3 {
			rt.Fatalf("%v out of range", h)
		}
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
		_ = geomtest.Direction().Draw(rt, "dir")
		_ = geomtest.Segment(10).Draw(rt, "seg")
		_ = geomtest.NearCollinear(10).Draw(rt, "near")
		_ = geomtest.SplitSquare(4).Draw(rt, "split")
		_ = geomtest.Rigid(10).Draw(rt, "rigid")
		_ = geomtest.Layout().Draw(rt, "layout")
	})
}
