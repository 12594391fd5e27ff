package geom

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"pgregory.net/rapid"
)

// exactDiscOf is Sector.disc without its float fast path: the exact
// predicates alone.
func exactDiscOf(s *Sector, at orb.Point, f Facing, d Disc) InArc {
	v := newView(at, f.norm(), d.Center)
	switch {
	case s.within(&v, d.R):
		return WhollyInArc
	case s.meetsOpen(&v, d.R):
		return PartlyInArc
	}
	return NotInArc
}

// The fast path's answer, when it gives one, is the exact predicates',
// above all where its error bounds matter: bases whose centres lie on or
// within a hair of an edge, bases tangent to an edge's line, bases round
// the apex, at scales from 1e-6 to 1e6.
func TestFastDiscIsExact(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		width := rapid.SampledFrom([]float64{90, 45, 120, 180, 1, 60}).Draw(t, "width")
		s, err := NewSector(rapid.Float64Range(-360, 360).Draw(t, "start"), width)
		if err != nil {
			t.Fatal(err)
		}
		scale := math.Pow(10, float64(rapid.IntRange(-6, 6).Draw(t, "scale")))
		at := orb.Point{rapid.Float64Range(-10, 10).Draw(t, "ax") * scale, rapid.Float64Range(-10, 10).Draw(t, "ay") * scale}
		var f Facing
		if rapid.Bool().Draw(t, "by degrees") {
			f = FacingDegrees(rapid.Float64Range(0, 360).Draw(t, "deg"))
		} else {
			f = Facing{X: float64(rapid.IntRange(-3, 3).Draw(t, "fx")), Y: float64(rapid.IntRange(-3, 3).Draw(t, "fy"))}
		}
		r := rapid.Float64Range(0, 5).Draw(t, "r") * scale
		// The centre: on an edge's ray (or its backward extension), pushed
		// off it by a multiple of r (tangent at ±1) plus a hair.
		edge := s.Start()
		if rapid.Bool().Draw(t, "end edge") {
			edge += s.Width()
		}
		a := math.Atan2(f.Y, f.X) + edge*math.Pi/180
		along := rapid.Float64Range(-10, 10).Draw(t, "along") * scale
		hair := float64(rapid.IntRange(-8, 8).Draw(t, "hair")) * 1e-16 * scale
		off := float64(rapid.IntRange(-2, 2).Draw(t, "off r"))*r + hair
		c := orb.Point{at[0] + along*math.Cos(a) - off*math.Sin(a), at[1] + along*math.Sin(a) + off*math.Cos(a)}
		if rapid.Bool().Draw(t, "on the grid") {
			// Integer facings and eighth-turn edges: centres exactly on an
			// edge's line, bases exactly tangent where r is a whole number.
			at = orb.Point{float64(rapid.IntRange(-5, 5).Draw(t, "gax")), float64(rapid.IntRange(-5, 5).Draw(t, "gay"))}
			c = orb.Point{float64(rapid.IntRange(-9, 9).Draw(t, "gcx")), float64(rapid.IntRange(-9, 9).Draw(t, "gcy"))}
			r = float64(rapid.IntRange(0, 4).Draw(t, "gr")) / 2
			s, _ = NewSector(float64(45*rapid.IntRange(-8, 8).Draw(t, "gstart")), float64(45*rapid.IntRange(1, 4).Draw(t, "gwidth")))
		}
		d := Disc{Center: c, R: r}
		got, ok := s.fastDiscAt(at[0], at[1], f.X, f.Y, c[0], c[1], r)
		if !ok {
			return
		}
		if want := exactDiscOf(&s, at, f, d); got != want {
			t.Fatalf("fast path says %v, the exact predicates %v", got, want)
		}
	})
}
