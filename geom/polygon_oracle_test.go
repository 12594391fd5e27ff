package geom_test

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

// This file keeps the quadratic validator that Polygon.Validate replaced,
// as an oracle: it tests every pair of edges and every pair of rings.

func oracleEdgeCount(r orb.Ring) int {
	n := len(r)
	if n < 2 {
		return 0
	}
	if r[0] == r[n-1] {
		return n - 1
	}
	return n
}

func oracleEdge(r orb.Ring, i int) geom.Segment {
	j := i + 1
	if j == len(r) {
		j = 0
	}
	return geom.Segment{A: r[i], B: r[j]}
}

func oraclePositiveEdges(r orb.Ring) []int {
	var idx []int
	for i := range oracleEdgeCount(r) {
		if e := oracleEdge(r, i); e.A != e.B {
			idx = append(idx, i)
		}
	}
	return idx
}

// oracleValidate is the old quadratic Validate.
func oracleValidate(p geom.Polygon) error {
	if len(p) == 0 {
		return errors.New("geom: polygon has no rings")
	}
	var errs []error
	good := make([]bool, len(p))
	for ri, r := range p {
		good[ri] = oracleRing(&errs, ri, r)
	}
	for i := 0; i < len(p); i++ {
		for j := i + 1; j < len(p); j++ {
			if good[i] && good[j] {
				oraclePair(&errs, p, i, j)
			}
		}
	}
	return errors.Join(errs...)
}

func oracleRing(errs *[]error, ri int, r orb.Ring) bool {
	if len(r) == 0 {
		*errs = append(*errs, fmt.Errorf("geom: ring %d: empty", ri))
		return false
	}
	for pi, pt := range r {
		if math.IsNaN(pt[0]) || math.IsNaN(pt[1]) || math.IsInf(pt[0], 0) || math.IsInf(pt[1], 0) {
			*errs = append(*errs, fmt.Errorf("geom: ring %d point %d: non-finite", ri, pi))
			return false
		}
	}
	if r[0] != r[len(r)-1] {
		*errs = append(*errs, fmt.Errorf("geom: ring %d: not closed", ri))
	}
	distinct := 0
	for i, pt := range r {
		dup := false
		for _, q := range r[:i] {
			dup = dup || q == pt
		}
		if !dup {
			distinct++
		}
	}
	if distinct < 3 {
		*errs = append(*errs, fmt.Errorf("geom: ring %d: fewer than 3 distinct points", ri))
		return false
	}
	return oracleSimple(errs, ri, r)
}

// oracleSimple tests every pair of edges of r.
func oracleSimple(errs *[]error, ri int, r orb.Ring) bool {
	idx := oraclePositiveEdges(r)
	m := len(idx)
	bad := false
	for x := 0; x < m; x++ {
		for y := x + 1; y < m; y++ {
			in := oracleEdge(r, idx[x]).Intersect(oracleEdge(r, idx[y]))
			if in.Kind == geom.NoIntersection {
				continue
			}
			adjacent := y == x+1 || (x == 0 && y == m-1)
			if adjacent && in.Kind == geom.Touching {
				continue
			}
			bad = true
			*errs = append(*errs, fmt.Errorf("geom: ring %d: self-intersection", ri))
		}
	}
	return !bad
}

func oraclePair(errs *[]error, p geom.Polygon, i, j int) {
	ri, rj := p[i], p[j]
	for _, x := range oraclePositiveEdges(ri) {
		for _, y := range oraclePositiveEdges(rj) {
			switch oracleEdge(ri, x).Intersect(oracleEdge(rj, y)).Kind {
			case geom.Crossing, geom.Overlapping:
				*errs = append(*errs, fmt.Errorf("geom: ring %d crosses ring %d", j, i))
				return
			}
		}
	}
	if i == 0 {
		if oracleWhere(rj, ri) == geom.Outside {
			*errs = append(*errs, fmt.Errorf("geom: ring %d: hole outside the shell", j))
		}
		return
	}
	if oracleWhere(ri, rj) == geom.Inside || oracleWhere(rj, ri) == geom.Inside {
		*errs = append(*errs, fmt.Errorf("geom: rings %d and %d: hole inside hole", i, j))
	}
}

// oracleWhere locates ring a against ring b: the location of the first
// vertex of a off b's boundary, or, if every vertex is on it, of the
// midpoint of the first edge of a whose midpoint is off it (the old
// validator stopped at the vertices and called such rings fine, though
// their edges may run outside). Midpoints are exact on the small integer
// grids the properties draw from.
func oracleWhere(a, b orb.Ring) geom.Location {
	for _, pt := range a {
		if l := (geom.Polygon{b}).Locate(pt); l != geom.OnBoundary {
			return l
		}
	}
	for i := 0; i+1 < len(a); i++ {
		mid := orb.Point{(a[i][0] + a[i+1][0]) / 2, (a[i][1] + a[i+1][1]) / 2}
		if l := (geom.Polygon{b}).Locate(mid); l != geom.OnBoundary {
			return l
		}
	}
	return geom.OnBoundary
}

// gridRing draws a closed ring of 3 to maxPts points on a small integer
// grid, so that shared vertices, collinear edges and touching rings are
// common.
func gridRing(t *rapid.T, name string, maxPts, side int) orb.Ring {
	n := rapid.IntRange(3, maxPts).Draw(t, name+"n")
	r := make(orb.Ring, 0, n+1)
	for i := range n {
		x := rapid.IntRange(0, side).Draw(t, fmt.Sprintf("%s%dx", name, i))
		y := rapid.IntRange(0, side).Draw(t, fmt.Sprintf("%s%dy", name, i))
		r = append(r, orb.Point{float64(x), float64(y)})
	}
	return append(r, r[0])
}

// The sweep gives the same verdict as the quadratic oracle: valid or not,
// and, when both find problems, the sweep finds at least one.
func TestValidateAgreesWithQuadraticOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		side := rapid.IntRange(2, 8).Draw(t, "side")
		nRings := rapid.IntRange(1, 4).Draw(t, "rings")
		p := make(geom.Polygon, nRings)
		if rapid.Bool().Draw(t, "boxShell") {
			s := float64(side)
			p[0] = orb.Ring{{0, 0}, {s, 0}, {s, s}, {0, s}, {0, 0}}
		} else {
			p[0] = gridRing(t, "shell", 8, side)
		}
		for i := 1; i < nRings; i++ {
			p[i] = gridRing(t, fmt.Sprintf("hole%d", i), 5, side)
		}
		got, want := p.Validate(), oracleValidate(p)
		if (got == nil) != (want == nil) && !oracleBlindSpot(p, got, want) {
			t.Fatalf("Validate(%v) = %v, oracle %v", p, got, want)
		}
	})
}

// oracleBlindSpot reports the one known disagreement: the old validator
// located only the first vertex of a ring off the other ring's boundary,
// so two rings that touch at vertices while their interiors overlap
// passed it. The sweep reports them (as nesting); this confirms that some
// vertex or edge midpoint of a hole lies strictly inside another hole or
// strictly outside the shell. Midpoints are needed: a triangle whose
// vertices all lie on a dart's boundary or outside it can still cover
// part of the dart ([[0 2] [2 2] [1 3]] against [[0 0] [1 2] [1 4]
// [2 2]], a case rapid found), and they are exact on the small integer
// grids the properties draw from.
func oracleBlindSpot(p geom.Polygon, got, want error) bool {
	if got == nil || want != nil {
		return false
	}
	for j := 1; j < len(p); j++ {
		r := p[j]
		for k, pt := range r {
			next := r[(k+1)%len(r)]
			for _, q := range []orb.Point{pt, {(pt[0] + next[0]) / 2, (pt[1] + next[1]) / 2}} {
				if (geom.Polygon{p[0]}).Locate(q) == geom.Outside {
					return true
				}
				for i := 1; i < len(p); i++ {
					if i != j && (geom.Polygon{p[i]}).Locate(q) == geom.Inside {
						return true
					}
				}
			}
		}
	}
	return false
}

// TestOracleBlindSpotMidpoint pins the case that needed midpoints: two
// holes whose interiors overlap with every vertex of each on the other's
// boundary or outside it. Validate refuses it, and the old validator's
// blind spot must be recognised.
func TestOracleBlindSpotMidpoint(t *testing.T) {
	p := geom.Polygon{
		{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}},
		{{0, 2}, {2, 2}, {1, 3}, {0, 2}},
		{{0, 0}, {1, 2}, {1, 4}, {2, 2}, {0, 0}},
	}
	got, want := p.Validate(), oracleValidate(p)
	if got == nil || want != nil || !oracleBlindSpot(p, got, want) {
		t.Fatalf("Validate %v, oracle %v, blind spot %v", got, want, oracleBlindSpot(p, got, want))
	}
}

// Valid polygons from the generators: many holes in a grid.
func TestValidateAgreesOnHoleGrids(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 5).Draw(t, "n")
		p := holeGrid(n, rapid.IntRange(0, 3).Draw(t, "defect"))
		got, want := p.Validate(), oracleValidate(p)
		if (got == nil) != (want == nil) && !oracleBlindSpot(p, got, want) {
			t.Fatalf("Validate(%v) = %v, oracle %v", p, got, want)
		}
	})
}

// holeGrid returns a square shell with n×n square holes; defect 1 moves a
// hole outside, 2 nests one hole in another, 3 makes two holes touch at a
// corner (allowed).
func holeGrid(n, defect int) geom.Polygon {
	s := float64(4*n + 1)
	p := geom.Polygon{{{0, 0}, {s, 0}, {s, s}, {0, s}, {0, 0}}}
	for i := range n {
		for j := range n {
			x, y := float64(4*i+1), float64(4*j+1)
			p = append(p, orb.Ring{{x, y}, {x, y + 2}, {x + 2, y + 2}, {x + 2, y}, {x, y}})
		}
	}
	switch defect {
	case 1:
		p = append(p, orb.Ring{{s + 1, 1}, {s + 1, 2}, {s + 2, 2}, {s + 1, 1}})
	case 2:
		p = append(p, orb.Ring{{1.5, 1.5}, {1.5, 2}, {2, 2}, {1.5, 1.5}})
	case 3:
		p = append(p, orb.Ring{{3, 3}, {3, 4}, {4, 4}, {4, 3}, {3, 3}})
	}
	return p
}

// FuzzValidate: Validate never panics and agrees with the quadratic
// oracle on small polygons read from the fuzzer's bytes (coordinates on a
// small grid, so that degenerate cases are common).
func FuzzValidate(f *testing.F) {
	f.Add([]byte{3, 0, 0, 4, 0, 4, 4, 0, 4, 255, 1, 1, 1, 2, 2, 2, 2, 1})
	f.Add([]byte{4, 0, 0, 4, 4, 4, 0, 0, 4})
	f.Fuzz(func(t *testing.T, b []byte) {
		var p geom.Polygon
		var r orb.Ring
		for i := 0; i+1 < len(b) && len(p) < 4; i += 2 {
			if b[i] == 255 {
				if len(r) > 0 {
					p = append(p, append(r, r[0]))
				}
				r = nil
				i--
				continue
			}
			r = append(r, orb.Point{float64(b[i] % 9), float64(b[i+1] % 9)})
		}
		if len(r) > 0 {
			p = append(p, append(r, r[0]))
		}
		got, want := p.Validate(), oracleValidate(p)
		if (got == nil) != (want == nil) && !oracleBlindSpot(p, got, want) {
			t.Fatalf("Validate(%v) = %v, oracle %v", p, got, want)
		}
	})
}
