package hextest_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
	"pgregory.net/rapid"
)

func wantErr(t *testing.T, err error, sub string) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), sub) {
		t.Fatalf("error %v, want one with %q", err, sub)
	}
}

// A user's helpers: "within 3 hexes" and a 1-hex zone pass; broken ones
// fail with a replayable seed.
func TestLawsOnUsersHelpers(t *testing.T) {
	within := func(a, b hex.Hex) bool { return a.Distance(b) <= 3 }
	if err := hextest.CheckInvariant(within, hextest.Config{Radius: 4}); err != nil {
		t.Error(err)
	}
	if err := hextest.CheckSymmetric(hex.Hex.Distance, hextest.Config{}); err != nil {
		t.Error(err)
	}
	zone := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return hex.AppendRange(dst, c, 1) }
	if err := hextest.CheckShape(zone, true, hextest.Config{}); err != nil {
		t.Error(err)
	}

	// Broken helpers.
	east := func(a, b hex.Hex) bool { return b.Q > a.Q }
	err := hextest.CheckInvariant(east, hextest.Config{})
	wantErr(t, err, "rotated")
	wantErr(t, err, "Cases: 1")
	wantErr(t, hextest.CheckInvariant(func(a, b hex.Hex) int { return a.Q }, hextest.Config{}), "translated")
	wantErr(t, hextest.CheckInvariant(func(a, b hex.Hex) int { return 0 }, hextest.Config{}), "tested nothing")
	wantErr(t, hextest.CheckSymmetric(func(a, b hex.Hex) int { return a.Q - b.Q }, hextest.Config{}), "but f(")
	fixed := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return append(dst, hex.Hex{}) }
	wantErr(t, hextest.CheckShape(fixed, false, hextest.Config{}), "not the same moved")
	wedge := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return append(dst, c, c.Neighbor(0)) }
	if err := hextest.CheckShape(wedge, false, hextest.Config{}); err != nil {
		t.Error(err)
	}
	wantErr(t, hextest.CheckShape(wedge, true, hextest.Config{}), "rotation")
	twice := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return append(dst, c, c) }
	wantErr(t, hextest.CheckShape(twice, false, hextest.Config{}), "twice")
	empty := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return dst }
	wantErr(t, hextest.CheckShape(empty, false, hextest.Config{}), "tested nothing")
	wantErr(t, hextest.CheckInvariant[int](nil, hextest.Config{}), "nil")
	wantErr(t, hextest.CheckSymmetric[int](nil, hextest.Config{}), "nil")
	wantErr(t, hextest.CheckShape(nil, false, hextest.Config{}), "nil")
}

// The generators stay in range.
func TestGenerators(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		if h := hextest.Hex(3).Draw(rt, "h"); h.Len() > 3 {
			rt.Fatalf("%v out of range", h)
		}
		if d := hextest.Direction().Draw(rt, "dir"); d < 0 || d > 5 {
			rt.Fatalf("direction %v", d)
		}
		if l := hextest.Layout().Draw(rt, "layout"); l.Validate() != nil {
			rt.Fatalf("layout %v", l)
		}
	})
}

// Nonsense arguments are errors, not panics: a nil or zero random source,
// a radius or a number of cases that is negative or above its cap (a
// radius of MaxInt64 made RandomHex panic in rand.IntN, and Cases of
// MaxInt64 ran for ever).
func TestHostileArguments(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct {
		name   string
		r      *rand.Rand
		radius int
		want   string
	}{
		{"nil source", nil, 3, "nil or zero *rand.Rand"},
		{"zero source", &rand.Rand{}, 3, "nil or zero *rand.Rand"},
		{"negative radius", r, -1, "radius -1 is outside 0..MaxRadius"},
		{"MaxInt radius", r, math.MaxInt, "is outside 0..MaxRadius (67108864)"},
		{"MinInt radius", r, math.MinInt, "is outside 0..MaxRadius"},
	} {
		h, err := hextest.RandomHex(c.r, c.radius)
		if err == nil || !strings.Contains(err.Error(), c.want) || h != (hex.Hex{}) {
			t.Errorf("%s: RandomHex = %v, %v; want the zero Hex and an error with %q", c.name, h, err, c.want)
		}
	}
	if h, err := hextest.RandomHex(r, hextest.MaxRadius); err != nil || h.Len() > hextest.MaxRadius {
		t.Errorf("RandomHex(MaxRadius) = %v, %v", h, err)
	}
	if h, err := hextest.RandomHex(r, 0); err != nil || h != (hex.Hex{}) {
		t.Errorf("RandomHex(0) = %v, %v", h, err)
	}
	within := func(a, b hex.Hex) bool { return a.Distance(b) <= 3 }
	for _, cfg := range []hextest.Config{
		{Cases: math.MaxInt}, {Cases: -1}, {Cases: hextest.MaxCases + 1},
		{Radius: math.MaxInt}, {Radius: -1}, {Radius: hextest.MaxRadius + 1},
	} {
		wantErr(t, hextest.CheckInvariant(within, cfg), "hextest: Config.")
		wantErr(t, hextest.CheckSymmetric(hex.Hex.Distance, cfg), "hextest: Config.")
		wantErr(t, hextest.CheckShape(func(dst []hex.Hex, c hex.Hex) []hex.Hex { return append(dst, c) }, true, cfg), "hextest: Config.")
	}
	// At the caps the laws still hold and every hex they build is valid.
	valid := func(a, b hex.Hex) bool { return a.Valid() && b.Valid() && a.Distance(b) < 1<<25 }
	if err := hextest.CheckInvariant(valid, hextest.Config{Radius: hextest.MaxRadius, Cases: 50}); err != nil {
		t.Error(err)
	}
	if h := hextest.Hex(math.MaxInt).Example(1); !h.Valid() || h.Len() > hextest.MaxRadius {
		t.Errorf("Hex(MaxInt) drew %v", h)
	}
}
