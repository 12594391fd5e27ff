package geom_test

import (
	"math"
	"math/big"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

// A 4 × 4 building with a 2 × 2 courtyard, and shapes around it.
//
//	(0,4) +-----------+ (4,4)
//	      |  +-----+  |
//	      |  |hole |  |
//	      |  +-----+  |
//	(0,0) +-----------+ (4,0)
var (
	building = geom.Polygon{
		{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}},
		{{1, 1}, {3, 1}, {3, 3}, {1, 3}, {1, 1}},
	}
	// A right triangle with a 3-4-5 hypotenuse from (0,0) to (4,3).
	wedge = geom.Polygon{{{0, 0}, {4, 0}, {4, 3}, {0, 0}}}
)

func TestDiscOverlapsInterior(t *testing.T) {
	next := math.Nextafter
	tests := []struct {
		name string
		d    geom.Disc
		p    geom.Polygon
		cmp  int // CmpInterior
		want bool
	}{
		{"touching a wall from outside", disc(-1, 2, 1), building, 0, false},
		{"a hair over the wall", disc(-1, 2, next(1, 2)), building, -1, true},
		{"a hair short of the wall", disc(-1, 2, next(1, 0)), building, 1, false},
		{"touching a corner from outside", disc(-3, -4, 5), building, 0, false},
		{"over a corner by an ulp", disc(-3, -4, next(5, 6)), building, -1, true},
		{"centred on the wall", disc(0, 2, 0.25), building, -1, true},
		{"inside, touching the wall from inside", disc(0.5, 2, 0.5), building, -1, true},
		{"in the courtyard, touching its walls", disc(2, 2, 1), building, 0, false},
		{"in the courtyard, clear", disc(2, 2, 0.5), building, 1, false},
		{"in the courtyard, too big", disc(2, 2, next(1, 2)), building, -1, true},
		{"swallowing the whole building", disc(2, 2, 10), building, -1, true},
		{"far away", disc(10, 10, 1), building, 1, false},
		// The hypotenuse lies on 3x - 4y = 0: (0, 2.5) is |0 - 10|/5 = 2
		// from it, its nearest point (1.2, 0.9) inside the edge.
		{"tangent to a 3-4-5 hypotenuse", disc(0, 2.5, 2), wedge, 0, false},
		{"over a 3-4-5 hypotenuse by an ulp", disc(0, 2.5, next(2, 3)), wedge, -1, true},
		{"a point inside", disc(3, 1, 0), wedge, 0, true},
		{"a point on the boundary", disc(4, 1, 0), wedge, 0, false},
		{"a point outside", disc(5, 1, 0), wedge, 1, false},
	}
	for _, tc := range tests {
		if got := tc.d.CmpInterior(tc.p); got != tc.cmp {
			t.Errorf("%s: CmpInterior = %d, want %d", tc.name, got, tc.cmp)
		}
		if got := tc.d.OverlapsInterior(tc.p); got != tc.want {
			t.Errorf("%s: OverlapsInterior = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// Hostile and degenerate input: no panic, a documented answer, no
// allocation.
func TestDiscOverlapsInteriorHostile(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	tests := []struct {
		name string
		d    geom.Disc
		p    geom.Polygon
		cmp  int
		want bool
	}{
		{"nil polygon", disc(0, 0, 1), nil, 1, false},
		{"empty shell", disc(0, 0, 1), geom.Polygon{{}}, 1, false},
		{"a one-point ring", disc(0, 0, 1), geom.Polygon{{{0, 0}}}, 1, false},
		{"a two-point ring", disc(0, 0, 1), geom.Polygon{{{-1, 0}, {1, 0}, {-1, 0}}}, 1, false},
		{"a collinear ring", disc(0, 0, 1), geom.Polygon{{{-1, 0}, {0, 0}, {1, 0}, {-1, 0}}}, 1, false},
		{"a repeated point", disc(0, 0, 1), geom.Polygon{{{0, 0}, {0, 0}, {0, 0}}}, 1, false},
		{"a slit inside the shell, disc on it", disc(2, 0.5, 0.1), geom.Polygon{
			{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}}, {{1, 0.5}, {3, 0.5}, {1, 0.5}}}, -1, true},
		{"a point on a slit inside the shell", disc(2, 0.5, 0), geom.Polygon{
			{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}}, {{1, 0.5}, {3, 0.5}, {1, 0.5}}}, 0, false},
		{"a ring left open", disc(-1, 2, 1.5), geom.Polygon{{{0, 0}, {4, 0}, {4, 4}, {0, 4}}}, -1, true},
		{"NaN centre", disc(nan, 0, 1), building, 1, false},
		{"infinite centre", disc(inf, 0, 1), building, 1, false},
		{"NaN radius", disc(0, 0, nan), building, 1, false},
		{"infinite radius", disc(0, 0, inf), building, 1, false},
		{"negative radius", disc(2, 2, -1), building, 1, false},
		{"NaN vertex", disc(0, 0, 1), geom.Polygon{{{0, 0}, {nan, 0}, {4, 4}, {0, 0}}}, 1, false},
		{"infinite vertex", disc(0, 0, 1), geom.Polygon{{{0, 0}, {inf, 0}, {4, 4}, {0, 0}}}, 1, false},
	}
	// Extreme magnitudes go to math/big, which allocates.
	extreme := []struct {
		name string
		d    geom.Disc
		p    geom.Polygon
		cmp  int
		want bool
	}{
		{"huge coordinates, touching", disc(-1e300, 2e300, 1e300), geom.Polygon{
			{{0, 0}, {4e300, 0}, {4e300, 4e300}, {0, 4e300}, {0, 0}}}, 0, false},
		{"tiny coordinates, overlapping", disc(-1e-300, 2e-300, 1.5e-300), geom.Polygon{
			{{0, 0}, {4e-300, 0}, {4e-300, 4e-300}, {0, 4e-300}, {0, 0}}}, -1, true},
	}
	for _, tc := range extreme {
		if got := tc.d.CmpInterior(tc.p); got != tc.cmp {
			t.Errorf("%s: CmpInterior = %d, want %d", tc.name, got, tc.cmp)
		}
		if got := tc.d.OverlapsInterior(tc.p); got != tc.want {
			t.Errorf("%s: OverlapsInterior = %v, want %v", tc.name, got, tc.want)
		}
	}
	for _, tc := range tests {
		if got := tc.d.CmpInterior(tc.p); got != tc.cmp {
			t.Errorf("%s: CmpInterior = %d, want %d", tc.name, got, tc.cmp)
		}
		if got := tc.d.OverlapsInterior(tc.p); got != tc.want {
			t.Errorf("%s: OverlapsInterior = %v, want %v", tc.name, got, tc.want)
		}
		if n := testing.AllocsPerRun(10, func() { tc.d.OverlapsInterior(tc.p) }); n != 0 {
			t.Errorf("%s: %v allocations", tc.name, n)
		}
	}
}

// ratOverlapSign is the brute-force oracle: the exact sign of dist(c, p)²
// - R² for a valid polygon, from Locate and exact rational distances to
// every edge, -1 (or 0 for R == 0) when c is in the closed region.
func ratOverlapSign(d geom.Disc, p geom.Polygon) int {
	if p.Locate(d.Center) != geom.Outside {
		if d.R == 0 {
			return 0
		}
		return -1
	}
	var best *big.Rat
	for _, r := range p {
		for i := 0; i+1 < len(r); i++ {
			d2 := ratSegDist2(d.Center, geom.Segment{A: r[i], B: r[i+1]})
			if best == nil || d2.Cmp(best) < 0 {
				best = d2
			}
		}
	}
	return best.Cmp(ratSq(d.R))
}

// simplePolygon draws a valid polygon with dyadic vertices: a rectangle,
// maybe with a rectangular hole, or a triangle, so that tangencies along
// edges, diagonals and at corners are common.
func simplePolygon(t *rapid.T) geom.Polygon {
	v := func(name string) float64 { return float64(rapid.IntRange(-12, 12).Draw(t, name)) / 2 }
	switch rapid.IntRange(0, 2).Draw(t, "shape") {
	case 0:
		x0, y0 := v("x0"), v("y0")
		w, h := float64(rapid.IntRange(1, 12).Draw(t, "w"))/2, float64(rapid.IntRange(1, 12).Draw(t, "h"))/2
		return geom.Polygon{{{x0, y0}, {x0 + w, y0}, {x0 + w, y0 + h}, {x0, y0 + h}, {x0, y0}}}
	case 1:
		x0, y0 := v("x0"), v("y0")
		return geom.Polygon{
			{{x0, y0}, {x0 + 6, y0}, {x0 + 6, y0 + 6}, {x0, y0 + 6}, {x0, y0}},
			{{x0 + 2, y0 + 2}, {x0 + 4, y0 + 2}, {x0 + 4, y0 + 4}, {x0 + 2, y0 + 4}, {x0 + 2, y0 + 2}},
		}
	}
	for {
		a, b, c := orb.Point{v("ax"), v("ay")}, orb.Point{v("bx"), v("by")}, orb.Point{v("cx"), v("cy")}
		if geom.Orient2D(a, b, c) != 0 {
			return geom.Polygon{{a, b, c, a}}
		}
	}
}

// CmpInterior agrees with the exact rational oracle on small dyadic
// input, where ties are common, and a clear overlap has a witness: a
// point of the disc that Locate finds Inside.
func TestDiscOverlapsInteriorOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := simplePolygon(t)
		c := orb.Point{float64(rapid.IntRange(-32, 32).Draw(t, "cx")) / 4, float64(rapid.IntRange(-32, 32).Draw(t, "cy")) / 4}
		d := geom.Disc{Center: c, R: float64(rapid.IntRange(0, 24).Draw(t, "r")) / 4}
		want := ratOverlapSign(d, p)
		if got := d.CmpInterior(p); got != want {
			t.Fatalf("%v.CmpInterior(%v) = %d, want %d", d, p, got, want)
		}
		over := d.OverlapsInterior(p)
		if d.R > 0 && over != (want < 0) || d.R == 0 && over != (p.Locate(c) == geom.Inside) {
			t.Fatalf("%v.OverlapsInterior(%v) = %v, CmpInterior %d", d, p, over, want)
		}
		if over && p.Locate(c) != geom.Inside {
			// The witness: just past the nearest boundary point, within
			// the disc when the overlap is deep enough to show in floats.
			n, ok := nearestBoundary(c, p)
			if !ok {
				return
			}
			if d.R-geom.PointDistance(c, n) < 1e-6 {
				return // too shallow to show in floats
			}
			for _, w := range witnesses(p, n) {
				if d.Contains(w) && p.Locate(w) == geom.Inside {
					return
				}
			}
			t.Fatalf("%v overlaps %v, but no witness near %v", d, p, n)
		}
	})
}

// nearestBoundary returns the point of p's boundary nearest c (rounded).
func nearestBoundary(c orb.Point, p geom.Polygon) (orb.Point, bool) {
	best, bd := orb.Point{}, math.Inf(1)
	for _, r := range p {
		for i := 0; i+1 < len(r); i++ {
			s := geom.Segment{A: r[i], B: r[i+1]}
			dx, dy := s.B[0]-s.A[0], s.B[1]-s.A[1]
			u := ((c[0]-s.A[0])*dx + (c[1]-s.A[1])*dy) / (dx*dx + dy*dy)
			q := s.At(min(max(u, 0), 1))
			if dd := geom.PointDistance(c, q); dd < bd {
				best, bd = q, dd
			}
		}
	}
	return best, bd < math.Inf(1)
}

// witnesses returns points near n towards the vertices of p and the
// midpoints between them, nearer and nearer n, so that a thin wedge at n
// holds some of them.
func witnesses(p geom.Polygon, n orb.Point) []orb.Point {
	var qs []orb.Point
	for _, r := range p {
		for i, a := range r {
			for _, b := range r[i:] {
				qs = append(qs, orb.Point{(a[0] + b[0]) / 2, (a[1] + b[1]) / 2})
			}
		}
	}
	var out []orb.Point
	for s := 0.5; s > 1e-9; s /= 2 {
		for _, q := range qs {
			out = append(out, orb.Point{n[0] + s*(q[0]-n[0]), n[1] + s*(q[1]-n[1])})
		}
	}
	return out
}

// FuzzDiscOverlapsInterior: no panic on any input, the boolean agrees
// with the comparison, and on a rectangle the comparison agrees with the
// exact oracle.
func FuzzDiscOverlapsInterior(f *testing.F) {
	f.Add(-1.0, 2.0, 1.0, 0.0, 0.0, 4.0, 4.0)
	f.Add(2.0, 2.0, 0.0, 0.0, 0.0, 4.0, 4.0)
	f.Add(0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7)
	f.Add(1e300, -1e-300, 1e10, 3.0, 4.0, 5.0, 6.0)
	f.Add(math.NaN(), 0.0, 1.0, 0.0, 0.0, 1.0, 1.0)
	f.Fuzz(func(t *testing.T, cx, cy, r, x0, y0, x1, y1 float64) {
		d := geom.Disc{Center: orb.Point{cx, cy}, R: r}
		p := geom.Polygon{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
		cmp, over := d.CmpInterior(p), d.OverlapsInterior(p)
		if cmp < -1 || cmp > 1 {
			t.Fatalf("CmpInterior = %d", cmp)
		}
		if d.Validate() != nil || !finite(x0, y0, x1, y1) {
			if over || cmp != 1 {
				t.Fatalf("invalid input: OverlapsInterior %v, CmpInterior %d", over, cmp)
			}
			return
		}
		if x0 == x1 || y0 == y1 {
			if over || cmp != 1 {
				t.Fatalf("flat rectangle: OverlapsInterior %v, CmpInterior %d", over, cmp)
			}
			return
		}
		if r > 0 && over != (cmp < 0) {
			t.Fatalf("OverlapsInterior %v disagrees with CmpInterior %d", over, cmp)
		}
		if want := ratOverlapSign(d, p); cmp != want {
			t.Fatalf("%v.CmpInterior(%v) = %d, want %d", d, p, cmp, want)
		}
	})
}

func finite(vs ...float64) bool {
	for _, v := range vs {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return false
		}
	}
	return true
}
