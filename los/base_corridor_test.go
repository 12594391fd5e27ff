package los

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// TestNextDown checks nextDown against math.Nextafter across signs,
// subnormals and the ends of the range.
func TestNextDown(t *testing.T) {
	for _, x := range []float64{1, -1, 0, 1e-320, -1e-320, math.SmallestNonzeroFloat64,
		-math.SmallestNonzeroFloat64, math.MaxFloat64, -math.MaxFloat64, 3.5, -7e300,
		math.Inf(1), math.Inf(-1)} {
		if got, want := nextDown(x), math.Nextafter(x, math.Inf(-1)); got != want {
			t.Errorf("nextDown(%v) = %v, want %v", x, got, want)
		}
	}
	if !math.IsNaN(nextDown(math.NaN())) {
		t.Error("nextDown(NaN) is not NaN")
	}
}

// TestPadOutward checks that the padded box holds the exact padding even
// where the rounded sum falls short: 1 - 2⁻⁵⁴ rounds to 1.
func TestPadOutward(t *testing.T) {
	r := math.Ldexp(1, -54)
	b := padOutward(orb.Bound{Min: orb.Point{1, -1}, Max: orb.Point{-1, 1}}, r)
	if !(b.Min[0] < 1-r && b.Min[1] < -1-r && b.Max[0] > -1+r && b.Max[1] > 1+r) {
		t.Errorf("padOutward = %v, does not hold the exact pad %v", b, r)
	}
	if 1-r != 1 {
		t.Fatal("the rounding this test relies on did not happen")
	}
}

// TestCorridorExact checks that collect keeps a blocker exactly at the
// corridor's reach (the larger radius from the centre line) and drops one
// the next float64 farther: the corridor is decided exactly, with no
// padding either way.
func TestCorridorExact(t *testing.T) {
	from := geom.Disc{Center: orb.Point{0, 0}, R: 1}
	to := geom.Disc{Center: orb.Point{10, 0}, R: 0.5}
	beyond := math.Nextafter(1, 2)
	tri := func(y float64) geom.Polygon { // a triangle with its lowest vertex at (5, y)
		return geom.Polygon{{{5, y}, {6, y + 1}, {4, y + 1}, {5, y}}}
	}
	cases := []struct {
		name string
		b    Blocker
		keep bool
	}{
		{"vertex at reach", Blocker{Poly: tri(1)}, true},
		{"vertex a float beyond", Blocker{Poly: tri(beyond)}, false},
		{"disc at reach", Blocker{Disc: geom.Disc{Center: orb.Point{5, 3}, R: 2}}, true},
		{"disc a float beyond", Blocker{Disc: geom.Disc{Center: orb.Point{5, math.Nextafter(3, 4)}, R: 2}}, false},
		{"near the axis line, beyond its end", Blocker{Poly: geom.Polygon{{{-3, 1}, {-2, 1}, {-2, 3}, {-3, 1}}}}, false},
	}
	for _, c := range cases {
		var w BaseSolver
		w.collect(&BaseQuery{From: from, To: to, Blockers: []Blocker{c.b}})
		if kept := len(w.active) == 1; kept != c.keep {
			t.Errorf("%s: kept %v, want %v", c.name, kept, c.keep)
		}
	}
}
