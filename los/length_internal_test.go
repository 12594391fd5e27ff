package los

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// Crossing.Chunks reads the count from Length away from a tie and asks
// geom otherwise; either way it is the count StretchUnits gives for the
// traced stretch, for sizes drawn at random and sizes that put the
// quotient on, or within rounding of, a whole number.
func TestChunksMatchStretchUnits(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		coord := rapid.Float64Range(0, 40)
		var fs []terrain.Feature
		for i := range rapid.IntRange(1, 4).Draw(t, "areas") {
			x0, y0 := coord.Draw(t, "x0"), coord.Draw(t, "y0")
			w, h := rapid.Float64Range(0.5, 10).Draw(t, "w"), rapid.Float64Range(0.5, 10).Draw(t, "h")
			ring := orb.Ring{{x0, y0}, {x0 + w, y0}, {x0 + w, y0 + h}, {x0, y0 + h}, {x0, y0}}
			if rapid.Bool().Draw(t, "triangle") {
				ring = orb.Ring{{x0, y0}, {x0 + w, y0}, {x0, y0 + h}, {x0, y0}}
			}
			fs = append(fs, terrain.NewArea("a"+string(rune('0'+i)), "wood", geom.Polygon{ring}))
		}
		b, err := terrain.NewBoard(terrain.BoardData{
			Extent: orb.Bound{Max: orb.Point{60, 60}}, Unit: "m",
			Types: []terrain.Type{terrain.NewType("wood")}, Features: fs,
		})
		if err != nil {
			t.Skip(err) // overlapping pieces a board refuses
		}
		s := geom.Segment{A: orb.Point{coord.Draw(t, "ax"), coord.Draw(t, "ay")}, B: orb.Point{coord.Draw(t, "bx"), coord.Draw(t, "by")}}
		sg, err := NewTracer(b).Trace(s, 0, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range sg.Crossings {
			if c.Shape != terrain.Area || !(c.Length > 0) {
				continue
			}
			k := float64(rapid.IntRange(1, 12).Draw(t, "k"))
			sizes := []float64{
				rapid.Float64Range(0.01, 20).Draw(t, "size"),
				c.Length / k, // on a whole number, as rounded
				c.Length / (k + 2e-9*k), math.Nextafter(c.Length/k, 0), math.Nextafter(c.Length/k, math.Inf(1)),
			}
			for _, size := range sizes {
				for _, full := range []bool{false, true} {
					got := c.Chunks(size, full)
					want := c.seg.StretchUnits(c.ct0, c.ct1, size, !full, c.poly, c.poly)
					if got != want {
						t.Fatalf("%v, crossing %+v: Chunks(%v, %v) = %d, StretchUnits gives %d", s, c, size, full, got, want)
					}
				}
			}
		}
	})
}
