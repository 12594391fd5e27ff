package geom_test

import (
	"errors"
	"math"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"pgregory.net/rapid"
)

// planeSquareWithHole is
//
//	(0,10) ┌─────────┐ (10,10)
//	       │ ┌─────┐ │
//	       │ │hole │ │
//	       │ └─────┘ │
//	 (0,0) └─────────┘ (10,0)
//
// with the hole from (3,3) to (7,7), running clockwise.
var planeSquareWithHole = geom.Polygon{
	{{0, 0}, {10, 0}, {10, 10}, {0, 10}, {0, 0}},
	{{3, 3}, {3, 7}, {7, 7}, {7, 3}, {3, 3}},
}

func TestLocateTable(t *testing.T) {
	nan := math.NaN()
	unclosed := geom.Polygon{{{0, 0}, {4, 0}, {4, 4}, {0, 4}}}
	cases := []struct {
		name string
		p    geom.Polygon
		pt   orb.Point
		want geom.Location
	}{
		{"inside", planeSquareWithHole, orb.Point{1, 1}, geom.Inside},
		{"outside", planeSquareWithHole, orb.Point{11, 1}, geom.Outside},
		{"outside level with an edge", planeSquareWithHole, orb.Point{-1, 0}, geom.Outside},
		{"outside level with a vertex", planeSquareWithHole, orb.Point{-1, 10}, geom.Outside},
		{"on bottom edge", planeSquareWithHole, orb.Point{5, 0}, geom.OnBoundary},
		{"on top edge", planeSquareWithHole, orb.Point{5, 10}, geom.OnBoundary},
		{"on left edge", planeSquareWithHole, orb.Point{0, 5}, geom.OnBoundary},
		{"on vertex", planeSquareWithHole, orb.Point{10, 10}, geom.OnBoundary},
		{"in hole", planeSquareWithHole, orb.Point{5, 5}, geom.Outside},
		{"on hole edge", planeSquareWithHole, orb.Point{3, 5}, geom.OnBoundary},
		{"on hole vertex", planeSquareWithHole, orb.Point{7, 3}, geom.OnBoundary},
		{"level with hole's top", planeSquareWithHole, orb.Point{1, 7}, geom.Inside},
		{"between hole and shell", planeSquareWithHole, orb.Point{8.5, 5}, geom.Inside},
		{"one ulp inside", planeSquareWithHole, orb.Point{math.Nextafter(0, 1), 5}, geom.Inside},
		{"one ulp outside", planeSquareWithHole, orb.Point{math.Nextafter(0, -1), 5}, geom.Outside},
		{"diagonal edge", geom.Polygon{{{0, 0}, {3, 1}, {0, 2}, {0, 0}}}, orb.Point{1.5, 0.5}, geom.OnBoundary},
		{"unclosed ring closes implicitly", unclosed, orb.Point{0, 2}, geom.OnBoundary},
		{"unclosed ring inside", unclosed, orb.Point{2, 2}, geom.Inside},
		{"empty polygon", geom.Polygon{}, orb.Point{0, 0}, geom.Outside},
		{"empty ring", geom.Polygon{{}}, orb.Point{0, 0}, geom.Outside},
		{"NaN point", planeSquareWithHole, orb.Point{nan, 1}, geom.Outside},
		{"Inf point", planeSquareWithHole, orb.Point{math.Inf(1), 1}, geom.Outside},
		{"NaN vertex", geom.Polygon{{{0, 0}, {nan, 0}, {4, 4}, {0, 0}}}, orb.Point{1, 0.5}, geom.Outside},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.p.Locate(tc.pt); got != tc.want {
				t.Errorf("Locate(%v) = %v, want %v", tc.pt, got, tc.want)
			}
		})
	}
}

// planeRatLocate is the oracle: exact on-boundary test and winding number
// in big.Rat arithmetic (through planeRatOrient). Inside means a nonzero
// winding number, which for valid polygons with any ring orientation
// agrees with even-odd only if holes run opposite to the shell; the
// generators guarantee that.
func planeRatLocate(p geom.Polygon, pt orb.Point) geom.Location {
	w := 0
	for _, r := range p {
		for i := 0; i+1 < len(r); i++ {
			a, b := r[i], r[i+1]
			if planeRatIntersects(geom.Segment{A: a, B: b}, geom.Segment{A: pt, B: pt}) {
				return geom.OnBoundary
			}
			if a[1] <= pt[1] {
				if b[1] > pt[1] && planeRatOrient(a, b, pt) > 0 {
					w++
				}
			} else if b[1] <= pt[1] && planeRatOrient(a, b, pt) < 0 {
				w--
			}
		}
	}
	if w != 0 {
		return geom.Inside
	}
	return geom.Outside
}

// planeProbe draws points that are often vertices, on edges or near them.
func planeProbe(t *rapid.T, p geom.Polygon, box float64) orb.Point {
	switch rapid.IntRange(0, 3).Draw(t, "how") {
	case 0:
		r := p[rapid.IntRange(0, len(p)-1).Draw(t, "ring")]
		return r[rapid.IntRange(0, len(r)-1).Draw(t, "vertex")]
	case 1:
		r := p[rapid.IntRange(0, len(p)-1).Draw(t, "ring")]
		i := rapid.IntRange(0, len(r)-2).Draw(t, "edge")
		f := rapid.Float64Range(0, 1).Draw(t, "f")
		a, b := r[i], r[i+1]
		return orb.Point{a[0] + f*(b[0]-a[0]), a[1] + f*(b[1]-a[1])}
	case 2:
		// The same y as a vertex: the ray passes through it.
		r := p[rapid.IntRange(0, len(p)-1).Draw(t, "ring")]
		v := r[rapid.IntRange(0, len(r)-1).Draw(t, "vertex")]
		return orb.Point{rapid.Float64Range(-box, box).Draw(t, "x"), v[1]}
	}
	return geomtest.Point(box).Draw(t, "pt")
}

func TestLocateAgreesWithWindingOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := geomtest.StarPolygon(100, 20, true).Draw(t, "p")
		pt := planeProbe(t, p, 100)
		if got, want := p.Locate(pt), planeRatLocate(p, pt); got != want {
			t.Fatalf("Locate(%v) = %v, oracle %v", pt, got, want)
		}
	})
}

func TestLocateAgreesWithWindingOracleOnGrid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tiles := geomtest.SplitSquare(12).Draw(t, "tiles")
		p := tiles[rapid.IntRange(0, 1).Draw(t, "which")]
		pt := orb.Point{float64(rapid.IntRange(-1, 25).Draw(t, "x")) / 2, float64(rapid.IntRange(-1, 25).Draw(t, "y")) / 2}
		if got, want := p.Locate(pt), planeRatLocate(p, pt); got != want {
			t.Fatalf("Locate(%v) = %v, oracle %v", pt, got, want)
		}
	})
}

// Two polygons that tile a square leave no gap and no overlap.
func TestLocateTilingNoGapNoOverlap(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tiles := geomtest.SplitSquare(10).Draw(t, "tiles")
		var pt orb.Point
		if rapid.Bool().Draw(t, "grid") {
			pt = orb.Point{float64(rapid.IntRange(0, 40).Draw(t, "x")) / 4, float64(rapid.IntRange(0, 40).Draw(t, "y")) / 4}
		} else {
			pt = orb.Point{rapid.Float64Range(0, 10).Draw(t, "x"), rapid.Float64Range(0, 10).Draw(t, "y")}
		}
		a, b := tiles[0].Locate(pt), tiles[1].Locate(pt)
		switch {
		case a == geom.Inside && b != geom.Outside, b == geom.Inside && a != geom.Outside:
			t.Fatalf("%v: overlap (%v, %v)", pt, a, b)
		case a == geom.Outside && b == geom.Outside:
			t.Fatalf("%v: gap", pt)
		}
		inner := pt[0] > 0 && pt[0] < 10 && pt[1] > 0 && pt[1] < 10
		if inner && (a == geom.OnBoundary) != (b == geom.OnBoundary) {
			t.Fatalf("%v: on one boundary only (%v, %v)", pt, a, b)
		}
	})
}

func TestValidate(t *testing.T) {
	nan := math.NaN()
	cases := []struct {
		name string
		p    geom.Polygon
		want []string // substrings, one per expected error
	}{
		{"square with hole", planeSquareWithHole, nil},
		{"repeated point", geom.Polygon{{{0, 0}, {4, 0}, {4, 0}, {4, 4}, {0, 0}}}, nil},
		{"hole touching shell at a point", geom.Polygon{{{0, 0}, {10, 0}, {10, 10}, {0, 10}, {0, 0}}, {{0, 5}, {5, 7}, {5, 3}, {0, 5}}}, nil},
		{"no rings", geom.Polygon{}, []string{"geom: polygon has no rings"}},
		{"empty ring", geom.Polygon{{}}, []string{"geom: ring 0: empty"}},
		{"not closed", geom.Polygon{{{0, 0}, {4, 0}, {4, 4}}}, []string{"geom: ring 0 point 2: not closed"}},
		{"two points", geom.Polygon{{{0, 0}, {4, 0}, {0, 0}}}, []string{"geom: ring 0: fewer than 3 distinct points"}},
		{"NaN", geom.Polygon{{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {nan, 0}, {0, 0}}}, []string{"geom: ring 0 point 4: NaN coordinate"}},
		{"Inf", geom.Polygon{{{0, 0}, {math.Inf(-1), 0}, {4, 4}, {0, 0}}}, []string{"geom: ring 0 point 1: infinite coordinate"}},
		// ⋈
		{"bow tie", geom.Polygon{{{0, 0}, {4, 4}, {4, 0}, {0, 4}, {0, 0}}}, []string{"geom: ring 0 point 0: self-intersection"}},
		{"spike", geom.Polygon{{{0, 0}, {4, 0}, {8, 0}, {2, 0}, {0, 4}, {0, 0}}}, []string{"self-intersection"}},
		{"hole outside shell", geom.Polygon{planeSquareWithHole[0], {{20, 20}, {20, 21}, {21, 21}, {20, 20}}}, []string{"geom: ring 1 point 0: hole outside the shell"}},
		{"hole crossing shell", geom.Polygon{planeSquareWithHole[0], {{5, 5}, {5, 15}, {6, 15}, {5, 5}}}, []string{"geom: ring 1 point 0: edge crosses ring 0"}},
		{"overlapping holes", geom.Polygon{planeSquareWithHole[0], {{1, 1}, {1, 5}, {5, 5}, {1, 1}}, {{2, 2}, {2, 8}, {8, 8}, {2, 2}}}, []string{"geom: ring 2 point 2: edge overlaps ring 1"}},
		{"nested holes", geom.Polygon{planeSquareWithHole[0], {{1, 1}, {1, 9}, {9, 9}, {9, 1}, {1, 1}}, {{4, 4}, {4, 5}, {5, 5}, {4, 4}}}, []string{"geom: ring 2 point 0: hole inside hole 1"}},
		{"several problems", geom.Polygon{{{0, 0}, {nan, 0}, {4, 4}}, {}}, []string{"geom: ring 0 point 1: NaN coordinate", "geom: ring 1: empty"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.p.Validate()
			if len(tc.want) == 0 {
				if err != nil {
					t.Fatalf("Validate() = %v, want nil", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("Validate() = nil, want %q", tc.want)
			}
			msg := err.Error()
			for _, w := range tc.want {
				if !strings.Contains(msg, w) {
					t.Errorf("Validate() = %q, want it to contain %q", msg, w)
				}
			}
			var joined interface{ Unwrap() []error }
			if errors.As(err, &joined) && len(joined.Unwrap()) < len(tc.want) {
				t.Errorf("Validate() joined %d errors, want at least %d: %q", len(joined.Unwrap()), len(tc.want), msg)
			}
		})
	}
}

func TestValidateGenerated(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := geomtest.StarPolygon(100, 30, true).Draw(t, "p")
		if err := p.Validate(); err != nil {
			t.Fatal(err)
		}
		tiles := geomtest.SplitSquare(8).Draw(t, "tiles")
		for _, q := range tiles {
			if err := q.Validate(); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// planeStar64 returns a 64-vertex star polygon around (50,50).
func planeStar64() geom.Polygon {
	rng := rand.New(rand.NewPCG(5, 6))
	r := make(orb.Ring, 0, 65)
	for i := range 64 {
		a := 2 * math.Pi * (float64(i) + 0.5*rng.Float64()) / 64
		rad := 25 + 25*rng.Float64()
		r = append(r, orb.Point{50 + rad*math.Cos(a), 50 + rad*math.Sin(a)})
	}
	return geom.Polygon{append(r, r[0])}
}

var planeSinkLocation geom.Location

func BenchmarkLocate64(b *testing.B) {
	p := planeStar64()
	pts := []orb.Point{{50, 50}, {10, 50}, {70, 62}, {99, 1}}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		planeSinkLocation = p.Locate(pts[i&3])
		i++
	}
}

// planeStar returns a valid n-vertex star-shaped polygon around (50,50):
// random radii at increasing angles.
func planeStar(n int) geom.Polygon {
	rng := rand.New(rand.NewPCG(7, 8))
	r := make(orb.Ring, 0, n+1)
	for i := range n {
		a := 2 * math.Pi * (float64(i) + 0.5*rng.Float64()) / float64(n)
		rad := 25 + 25*rng.Float64()
		r = append(r, orb.Point{50 + rad*math.Cos(a), 50 + rad*math.Sin(a)})
	}
	return geom.Polygon{append(r, r[0])}
}

// planeCrossingStar returns the self-crossing star polygon {n/(n/2-1)}:
// n points on a circle joined by near-diameters, so that almost every
// edge crosses almost every other, n+1 vertices with the closing one.
func planeCrossingStar(n int) geom.Polygon {
	step := n/2 - 1
	r := make(orb.Ring, 0, n+1)
	for i := range n {
		a := 2 * math.Pi * float64(i*step%n) / float64(n)
		r = append(r, orb.Point{50 + 50*math.Cos(a), 50 + 50*math.Sin(a)})
	}
	return geom.Polygon{append(r, r[0])}
}

// planeManyHoles returns a square shell with k×k small square holes.
func planeManyHoles(k int) geom.Polygon {
	s := float64(3*k + 1)
	p := geom.Polygon{{{0, 0}, {s, 0}, {s, s}, {0, s}, {0, 0}}}
	for i := range k {
		for j := range k {
			x, y := float64(3*i+1), float64(3*j+1)
			p = append(p, orb.Ring{{x, y}, {x, y + 1}, {x + 1, y + 1}, {x + 1, y}, {x, y}})
		}
	}
	return p
}

func TestValidateCapsCrossings(t *testing.T) {
	p := planeCrossingStar(2000)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	err := p.Validate()
	runtime.ReadMemStats(&after)
	if got := after.TotalAlloc - before.TotalAlloc; got > 1<<20 {
		t.Errorf("Validate allocated %d bytes for a 2,001-vertex star, want at most 1 MiB", got)
	}
	if err == nil {
		t.Fatal("Validate() = nil for a self-crossing star")
	}
	if n := strings.Count(err.Error(), "\n") + 1; n != 1 {
		t.Errorf("Validate() gave %d errors, want 1", n)
	}
	if !strings.Contains(err.Error(), "self-intersection") {
		t.Errorf("Validate() = %v", err)
	}
}

func TestValidateLargeValid(t *testing.T) {
	for _, p := range []geom.Polygon{planeStar(30_000), planeManyHoles(100)} {
		if err := p.Validate(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestValidateNonFiniteCapped(t *testing.T) {
	r := make(orb.Ring, 10_000)
	for i := range r {
		r[i] = orb.Point{math.NaN(), 0}
	}
	err := geom.Polygon{r}.Validate()
	if err == nil || strings.Count(err.Error(), "\n") != 0 || !strings.Contains(err.Error(), "9999 more") {
		t.Fatalf("Validate() = %v, want one error counting the rest", err)
	}
}

var planeSinkErr error

func BenchmarkValidateCrossingStar2001(b *testing.B) {
	p := planeCrossingStar(2000)
	b.ReportAllocs()
	for b.Loop() {
		planeSinkErr = p.Validate()
	}
}

func BenchmarkValidateStar100k(b *testing.B) {
	p := planeStar(100_000)
	b.ReportAllocs()
	for b.Loop() {
		planeSinkErr = p.Validate()
	}
}

func BenchmarkValidate10kHoles(b *testing.B) {
	p := planeManyHoles(100)
	b.ReportAllocs()
	for b.Loop() {
		planeSinkErr = p.Validate()
	}
}
