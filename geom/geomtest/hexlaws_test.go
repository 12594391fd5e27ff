package geomtest_test

import (
	"testing"

	"github.com/warkit/warkit/geom/geomtest"
	"github.com/warkit/warkit/geom/hex"
	"pgregory.net/rapid"
)

// A user's helpers: "within 3 hexes" and a 1-hex zone pass; broken ones
// fail with a replayable seed.
func TestHexLawsOnUsersHelpers(t *testing.T) {
	within := func(a, b hex.Hex) bool { return a.Distance(b) <= 3 }
	if err := geomtest.CheckHexInvariant(within, geomtest.HexConfig{Radius: 4}); err != nil {
		t.Error(err)
	}
	if err := geomtest.CheckHexSymmetric(hex.Hex.Distance, geomtest.HexConfig{}); err != nil {
		t.Error(err)
	}
	zone := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return hex.AppendRange(dst, c, 1) }
	if err := geomtest.CheckHexShape(zone, true, geomtest.HexConfig{}); err != nil {
		t.Error(err)
	}

	// Broken helpers.
	east := func(a, b hex.Hex) bool { return b.Q > a.Q }
	err := geomtest.CheckHexInvariant(east, geomtest.HexConfig{})
	wantErr(t, err, "rotated")
	wantErr(t, err, "Cases: 1")
	wantErr(t, geomtest.CheckHexInvariant(func(a, b hex.Hex) int { return a.Q }, geomtest.HexConfig{}), "translated")
	wantErr(t, geomtest.CheckHexInvariant(func(a, b hex.Hex) int { return 0 }, geomtest.HexConfig{}), "tested nothing")
	wantErr(t, geomtest.CheckHexSymmetric(func(a, b hex.Hex) int { return a.Q - b.Q }, geomtest.HexConfig{}), "but f(")
	fixed := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return append(dst, hex.Hex{}) }
	wantErr(t, geomtest.CheckHexShape(fixed, false, geomtest.HexConfig{}), "not the same moved")
	wedge := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return append(dst, c, c.Neighbor(0)) }
	if err := geomtest.CheckHexShape(wedge, false, geomtest.HexConfig{}); err != nil {
		t.Error(err)
	}
	wantErr(t, geomtest.CheckHexShape(wedge, true, geomtest.HexConfig{}), "rotation")
	twice := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return append(dst, c, c) }
	wantErr(t, geomtest.CheckHexShape(twice, false, geomtest.HexConfig{}), "twice")
	empty := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return dst }
	wantErr(t, geomtest.CheckHexShape(empty, false, geomtest.HexConfig{}), "tested nothing")
	wantErr(t, geomtest.CheckHexInvariant[int](nil, geomtest.HexConfig{}), "nil")
	wantErr(t, geomtest.CheckHexSymmetric[int](nil, geomtest.HexConfig{}), "nil")
	wantErr(t, geomtest.CheckHexShape(nil, false, geomtest.HexConfig{}), "nil")
}

// The hex generators stay in range.
func TestHexGenerators(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		if h := geomtest.Hex(3).Draw(rt, "h"); h.Len() > 3 {
			rt.Fatalf("%v out of range", h)
		}
		if d := geomtest.Direction().Draw(rt, "dir"); d < 0 || d > 5 {
			rt.Fatalf("direction %v", d)
		}
		if l := geomtest.Layout().Draw(rt, "layout"); l.Validate() != nil {
			rt.Fatalf("layout %v", l)
		}
	})
}
