package geomtest_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
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
	wantErr(t, geomtest.CheckMetric(skew, 0, geomtest.Config{}), "but d(")
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

// Nonsense arguments are errors, not panics: a nil or zero random source,
// a box or a number of cases that is negative, NaN, infinite or above its
// cap, a tolerance that is not a finite number >= 0 (RandomPoint panicked
// on the zero source the sweep passes, and Cases of MaxInt64 ran for
// ever).
func TestHostileArguments(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct {
		name string
		r    *rand.Rand
		box  float64
		want string
	}{
		{"nil source", nil, 3, "nil or zero *rand.Rand"},
		{"zero source", &rand.Rand{}, 3, "nil or zero *rand.Rand"},
		{"negative box", r, -1, "box -1 is outside 0..MaxBox (2^40)"},
		{"NaN box", r, math.NaN(), "box NaN is outside"},
		{"infinite box", r, math.Inf(1), "box +Inf is outside"},
		{"1e308 box", r, 1e308, "box 1e+308 is outside"},
	} {
		p, err := geomtest.RandomPoint(c.r, c.box)
		if err == nil || !strings.Contains(err.Error(), c.want) || p != (orb.Point{}) {
			t.Errorf("%s: RandomPoint = %v, %v; want the origin and an error with %q", c.name, p, err, c.want)
		}
	}
	if p, err := geomtest.RandomPoint(r, geomtest.MaxBox); err != nil || math.Abs(p[0]) > geomtest.MaxBox || p[0]*8 != math.Trunc(p[0]*8) {
		t.Errorf("RandomPoint(MaxBox) = %v, %v", p, err)
	}
	if p, err := geomtest.RandomPoint(r, 0.1); err != nil || p != (orb.Point{}) {
		t.Errorf("RandomPoint(0.1) = %v, %v: want the origin, the only grid point", p, err)
	}
	euclid := func(p, q orb.Point) float64 { return math.Hypot(p[0]-q[0], p[1]-q[1]) }
	for _, cfg := range []geomtest.Config{
		{Cases: math.MaxInt}, {Cases: -1}, {Cases: geomtest.MaxCases + 1},
		{Box: math.NaN()}, {Box: math.Inf(1)}, {Box: -1}, {Box: 1e308},
	} {
		wantErr(t, geomtest.CheckMetric(euclid, 1e-12, cfg), "geomtest: Config.")
		wantErr(t, geomtest.CheckArcs(geom.DefaultArcs(), cfg), "geomtest: Config.")
	}
	for _, tol := range []float64{math.NaN(), -1, math.Inf(1)} {
		wantErr(t, geomtest.CheckMetric(euclid, tol, geomtest.Config{}), "geomtest: tolerance")
	}
	// A NaN tolerance used to pass a distance that breaks the triangle
	// inequality: now it is refused, and 0 catches it.
	sq := func(p, q orb.Point) float64 { x := euclid(p, q); return x * x }
	wantErr(t, geomtest.CheckMetric(sq, 0, geomtest.Config{}), "exceeds")
	// At the cap the laws still hold.
	if err := geomtest.CheckMetric(euclid, 1e-12, geomtest.Config{Box: geomtest.MaxBox, Cases: 50}); err != nil {
		t.Error(err)
	}
	if err := geomtest.CheckArcs(geom.DefaultArcs(), geomtest.Config{Box: geomtest.MaxBox, Cases: 400}); err != nil {
		t.Error(err)
	}
}

// The generators clamp what they cannot refuse: a NaN, infinite or huge
// box draws finite points within MaxBox, a star polygon of box 0 is still
// valid.
func TestGeneratorsClamp(t *testing.T) {
	for _, box := range []float64{math.NaN(), math.Inf(1), math.Inf(-1), 1e308, -3} {
		for seed := range 20 {
			p := geomtest.Point(box).Example(seed)
			if !(math.Abs(p[0]) <= geomtest.MaxBox && math.Abs(p[1]) <= geomtest.MaxBox) {
				t.Fatalf("Point(%v) drew %v", box, p)
			}
			if d := geomtest.Disc(box, box, math.Inf(1)).Example(seed); d.Validate() != nil {
				t.Fatalf("Disc(%v) drew %v: %v", box, d, d.Validate())
			}
			_ = geomtest.TouchingDiscs(box, box).Example(seed)
		}
	}
	for seed := range 20 {
		if p := geomtest.StarPolygon(0, math.MaxInt, false).Example(seed); p.Validate() != nil {
			t.Fatalf("StarPolygon(0) drew an invalid polygon: %v", p.Validate())
		}
	}
}
