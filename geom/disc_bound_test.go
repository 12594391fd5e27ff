package geom_test

import (
	"math"
	"math/big"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

// InsideBound: named cases, the boundary included, and bad input.
func TestDiscInsideBound(t *testing.T) {
	box := orb.Bound{Min: orb.Point{0, 0}, Max: orb.Point{100, 60}}
	nan, inf := math.NaN(), math.Inf(1)
	for _, tc := range []struct {
		name string
		d    geom.Disc
		b    orb.Bound
		want bool
	}{
		{"inside", geom.Disc{Center: orb.Point{10, 20}, R: 0.5}, box, true},
		{"touching an edge", geom.Disc{Center: orb.Point{0.5, 20}, R: 0.5}, box, true},
		{"touching two edges", geom.Disc{Center: orb.Point{99.5, 59.5}, R: 0.5}, box, true},
		{"overhanging", geom.Disc{Center: orb.Point{0.2, 20}, R: 0.5}, box, false},
		{"as wide as the box", geom.Disc{Center: orb.Point{30, 30}, R: 30}, orb.Bound{Max: orb.Point{60, 60}}, true},
		{"a point on the edge", geom.Disc{Center: orb.Point{100, 60}}, box, true},
		{"a point outside", geom.Disc{Center: orb.Point{100.5, 60}}, box, false},
		{"by 5.6e-17", geom.Disc{Center: orb.Point{0.3, 20}, R: 0.30000000000000004}, box, false},
		{"huge and exact", geom.Disc{Center: orb.Point{1e300, 1e300}, R: 1e300}, orb.Bound{Max: orb.Point{2e300, 2e300}}, true},
		{"subnormal", geom.Disc{Center: orb.Point{5e-324, 5e-324}, R: 5e-324}, orb.Bound{Max: orb.Point{1e-323, 1}}, true},
		{"NaN centre", geom.Disc{Center: orb.Point{nan, 1}, R: 0.5}, box, false},
		{"negative radius", geom.Disc{Center: orb.Point{10, 10}, R: -1}, box, false},
		{"infinite radius", geom.Disc{Center: orb.Point{10, 10}, R: inf}, box, false},
		{"NaN box", geom.Disc{Center: orb.Point{10, 10}, R: 1}, orb.Bound{Max: orb.Point{nan, 1}}, false},
		{"infinite box", geom.Disc{Center: orb.Point{10, 10}, R: 1}, orb.Bound{Min: orb.Point{-inf, -inf}, Max: orb.Point{inf, inf}}, false},
		{"empty box", geom.Disc{Center: orb.Point{10, 10}}, orb.Bound{Min: orb.Point{20, 20}, Max: orb.Point{0, 0}}, false},
	} {
		if got := tc.d.InsideBound(tc.b); got != tc.want {
			t.Errorf("%s: InsideBound = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// InsideBound agrees with the exact oracle Center ± R within the box,
// near the edges and at every scale.
func TestDiscInsideBoundOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		scale := math.Ldexp(1, rapid.IntRange(-1000, 1000).Draw(t, "exp"))
		coord := func(label string) float64 {
			return scale * rapid.Float64Range(-1, 1).Draw(t, label)
		}
		b := orb.Bound{Min: orb.Point{coord("minx"), coord("miny")}}
		b.Max = orb.Point{b.Min[0] + math.Abs(coord("w")), b.Min[1] + math.Abs(coord("h"))}
		d := geom.Disc{Center: orb.Point{coord("x"), coord("y")}, R: math.Abs(coord("r"))}
		if rapid.Bool().Draw(t, "at edge") { // put the rim on an edge, as nearly as floats allow
			d.Center[0] = b.Min[0] + d.R
		}
		want := true
		for _, c := range [][3]float64{{d.Center[0], b.Min[0], d.R}, {b.Max[0], d.Center[0], d.R}, {d.Center[1], b.Min[1], d.R}, {b.Max[1], d.Center[1], d.R}} {
			g := new(big.Rat).Sub(rat(c[0]), rat(c[1]))
			want = want && g.Sub(g, rat(c[2])).Sign() >= 0
		}
		if math.IsInf(b.Max[0], 0) || math.IsInf(b.Max[1], 0) {
			want = false
		}
		if got := d.InsideBound(b); got != want {
			t.Fatalf("InsideBound(%v, %v) = %v, exact %v", d, b, got, want)
		}
	})
}
