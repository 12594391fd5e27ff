package ground_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/move/ground/groundtest"
	"pgregory.net/rapid"
)

// The two readings of a base that straddles a wood (3 per unit, x from
// 10 to 20): by its centre, or by any part of it.
func TestStraddle(t *testing.T) {
	for _, tc := range []struct {
		name          string
		path          orb.LineString
		centre, apart float64
	}{
		{"rim into the wood", orb.LineString{{5, 5}, {9.5, 5}}, 4.5, 4 + 0.5*3},
		{"through the wood", orb.LineString{{1, 5}, {31, 5}}, 20 + 10*3, 18 + 12*3},
		{"rim touching the wood", orb.LineString{{9, 5}, {9, 50}}, 45, 45},
		{"rim a hair over the wood", orb.LineString{{math.Nextafter(9, 10), 5}, {math.Nextafter(9, 10), 50}}, 45, 45 * 3},
		{"out of the wood", orb.LineString{{15, 5}, {25, 5}}, 5*3 + 5, 6*3 + 4},
	} {
		for _, pol := range []ground.Straddle{ground.StraddleCentre, ground.StraddleAnyPart} {
			g := clearanceBoard(t, 1, ground.Options{Straddle: pol})
			pc, err := g.Cost(nil, tc.path)
			want := tc.centre
			if pol == ground.StraddleAnyPart {
				want = tc.apart
			}
			if err != nil || pc.Blocked || math.Abs(pc.Total-want) > 1e-9*want {
				t.Errorf("%s, %v: %v (%v), want %v\n%s", tc.name, pol, pc.Total, err, want, g.Explain(pc))
			}
		}
	}
	if s := ground.StraddleAnyPart.String(); s != "any-part" {
		t.Errorf("String: %q", s)
	}
}

// Under StraddleAnyPart a leg costs the integral of the rate under the
// base along it: the dearest wood the base overlaps (geom's exact
// predicate at each sample), open ground where it overlaps none. A
// midpoint sum approximates it to within the rate's jumps; and with
// every area dearer than open ground, no path costs less than its
// centre's reading.
func TestStraddleAnyPartIntegral(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := randomTable(t)
		r := float64(rapid.IntRange(1, 6).Draw(t, "r")) / 4
		base, err := ground.New(b, tableRate, ground.Options{Open: 1, Clearance: r, Straddle: ground.StraddleAnyPart})
		if err != nil {
			t.Fatal(err)
		}
		centre, _ := ground.New(b, tableRate, ground.Options{Open: 1, Clearance: r})
		path := groundtest.Paths(orb.Bound{Min: orb.Point{r, r}, Max: orb.Point{40 - r, 30 - r}}, 3).Draw(t, "path")
		pc, err := base.Cost(nil, path)
		if err != nil {
			t.Fatal(err)
		}
		if pc.Blocked {
			return
		}
		if pcc, _ := centre.Cost(nil, path); pc.Total < pcc.Total*(1-1e-12) {
			t.Fatalf("path %v: any part %v, below the centre's %v", path, pc.Total, pcc.Total)
		}
		const n = 2000
		sum, tol := 0.0, 1e-9
		woods := 0
		for _, f := range b.All() {
			if f.Type == "wood" {
				woods++
			}
		}
		for k := 0; k+1 < len(path); k++ {
			s := geom.Segment{A: path[k], B: path[k+1]}
			l := s.Length()
			for j := range n {
				d := geom.Disc{Center: s.At((float64(j) + 0.5) / n), R: r}
				rate := 1.0
				for _, f := range b.All() {
					if f.Type == "wood" && d.OverlapsInterior(f.Polygon) {
						rate = 3
					}
				}
				sum += rate * l / n
			}
			// Each wood's base spans start and end at most twice per
			// edge crossing: each jump misprices at most half a sample.
			tol += float64(2*4*woods+2) * 3 * l / n
		}
		stretches := 0.0
		for _, it := range pc.Items {
			if it.Kind == ground.ItemStretch {
				stretches += it.Cost
			}
		}
		if math.Abs(sum-stretches) > tol {
			t.Fatalf("path %v, radius %v: stretches cost %v, integral %v ± %v\n%s", path, r, stretches, sum, tol, base.Explain(pc))
		}
	})
}

// Reach and CheapestPath agree under StraddleAnyPart too.
func TestStraddleAnyPartReach(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := randomTable(t)
		r := float64(rapid.IntRange(1, 4).Draw(t, "r")) / 4
		g, err := ground.New(b, tableRate, ground.Options{Open: 1, Clearance: r, Straddle: ground.StraddleAnyPart})
		if err != nil {
			t.Fatal(err)
		}
		from := orb.Point{float64(rapid.IntRange(2, 78).Draw(t, "x")) / 2, float64(rapid.IntRange(2, 58).Draw(t, "y")) / 2}
		cfg := groundtest.ReachConfig{
			Lattice: ground.Lattice{Spacing: 1}, Steiner: 1, Allowance: float64(rapid.IntRange(1, 12).Draw(t, "allowance")),
			Starts: func(*rand.Rand) orb.Point { return from }, Cases: 1, Places: 4,
		}
		if err := groundtest.CheckReach(g, cfg); err != nil && !strings.Contains(err.Error(), "tested nothing") {
			t.Fatal(err)
		}
	})
}
