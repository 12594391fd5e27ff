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
	if !f.Valid() {
		return NotInArc
	}
	v := newView(at, f, d.Center)
	switch {
	case s.within(&v, d.R):
		return WhollyInArc
	case s.meetsOpen(&v, d.R):
		return PartlyInArc
	}
	return NotInArc
}

// Sector.Disc's answer, from discAt's fast path (of the sector or, for a
// reflex one, of its complement) or its fallbacks, is the exact
// predicates', above all where its error bounds matter: bases whose centres lie on or
// within a hair of an edge, bases tangent to an edge's line, bases round
// the apex, points on an edge, at scales from 1e-6 to 1e6.
func TestFastDiscIsExact(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		width := rapid.SampledFrom([]float64{90, 45, 120, 180, 1, 60, 270, 225, 359}).Draw(t, "width")
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
			s, _ = NewSector(float64(45*rapid.IntRange(-8, 8).Draw(t, "gstart")), float64(45*rapid.IntRange(1, 7).Draw(t, "gwidth")))
		}
		d := Disc{Center: c, R: r}
		got := s.Disc(at, f, d)
		if want := exactDiscOf(&s, at, f, d); got != want {
			t.Fatalf("Disc says %v, the exact predicates %v", got, want)
		}
	})
}

// A point (a base of radius 0) on an edge of a reflex sector is wholly in
// it, as the closed sector holds it, though the closed complement holds it
// too: the complement's fast path must not decide it.
func TestReflexSectorPointOnEdge(t *testing.T) {
	s, err := SectorAround(270)
	if err != nil {
		t.Fatal(err)
	}
	at, f := orb.Point{1, 2}, Facing{X: 0, Y: 2}
	for _, p := range []orb.Point{{0, 1}, {3, 0}, {-2, -1}, {1, 2}} { // edges at ±135°, and the apex
		if got := s.Disc(at, f, Disc{Center: p}); got != WhollyInArc {
			t.Errorf("point %v: %v, want wholly in", p, got)
		}
		if got := s.Disc(at, f, Disc{Center: p, R: 0.5}); got != PartlyInArc {
			t.Errorf("base of radius 0.5 at %v: %v, want partly in", p, got)
		}
	}
}

// The same cases as TestFastDiscIsExact on a fixed grid, so that a plain
// "go test" meets a few thousand of them every time: centres a few ulps
// off an edge's line (ahead of the apex and behind it), tangent bases and
// tiny ones, for facings that round (30°) and exact ones. Dropping the
// fast path's rounding bound fails here.
func TestDiscAtNearEdgesGrid(t *testing.T) {
	n := 0
	for _, width := range []float64{1, 45, 90, 120, 180, 270} {
		for _, start := range []float64{-width / 2, 3.5, 100} {
			s, err := NewSector(start, width)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range []Facing{{X: -2, Y: -1}, FacingDegrees(30), {X: 1}} {
				for _, edge := range []float64{start, start + width} {
					a := math.Atan2(f.Y, f.X) + edge*math.Pi/180
					for _, along := range []float64{-1.00048828125, 0.75, 3} {
						for _, r := range []float64{0, 5.551115123125783e-17, 0.5} {
							for hair := -8; hair <= 8; hair++ {
								for _, k := range []float64{-1, 0, 1} {
									off := k*r + float64(hair)*1e-16
									at := orb.Point{1, 1}
									c := orb.Point{at[0] + along*math.Cos(a) - off*math.Sin(a), at[1] + along*math.Sin(a) + off*math.Cos(a)}
									d := Disc{Center: c, R: r}
									if got, want := s.Disc(at, f, d), exactDiscOf(&s, at, f, d); got != want {
										t.Fatalf("sector %v+%v, facing %v, base %v: Disc %v, exact %v", start, width, f, d, got, want)
									}
									n++
								}
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d bases", n)
}
