package draw_test

import (
	"bytes"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/draw/drawtest"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

// Whatever texts a picture is asked to hold, wherever, the written
// picture has no two texts overlapping and none cut by its edge (by the
// estimate of draw.TextBox, which drawtest reads back from the SVG).
func TestLabelsNeverOverlap(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		w := rapid.Float64Range(1, 60).Draw(t, "w")
		h := rapid.Float64Range(1, 40).Draw(t, "h")
		c := draw.New(orb.Bound{Max: orb.Point{w, h}}, rapid.Float64Range(2, 20).Draw(t, "scale"))
		c.Style.FontSize = rapid.Float64Range(6, 20).Draw(t, "font")
		n := rapid.IntRange(0, 60).Draw(t, "n")
		word := rapid.StringMatching(`[a-zA-Z0-9 é▲]{1,14}`)
		for i := range n {
			p := orb.Point{rapid.Float64Range(-5, w+5).Draw(t, "x"), rapid.Float64Range(-5, h+5).Draw(t, "y")}
			switch i % 3 {
			case 0:
				_ = c.Text(p, word.Draw(t, "text"))
			case 1:
				_ = c.Base(geom.Disc{Center: p, R: rapid.Float64Range(0, 2).Draw(t, "r")}, word.Draw(t, "label"), "")
			default:
				_ = c.BaseCounter(geom.Disc{Center: p, R: 0.5}, draw.Counter{Name: word.Draw(t, "name"), Values: "1-2"})
			}
		}
		var b bytes.Buffer
		if _, err := c.WriteTo(&b); err != nil {
			t.Fatal(err)
		}
		r, err := drawtest.Check(b.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Overlaps) > 0 || len(r.TextsCut) > 0 {
			t.Fatalf("%v", r.Err())
		}
	})
}
