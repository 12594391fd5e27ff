package draw_test

import (
	"bytes"
	"github.com/warkit/warkit/geom/hex"
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

// Labels keep off bases and rings wider than a marker, as they keep off
// markers: a text asked for across a base's rim or a ring's outline is
// written clear of it (it used to be written over them, as drawtest
// reported).
func TestLabelsKeepOffBasesAndRings(t *testing.T) {
	c := draw.New(orb.Bound{Max: orb.Point{40, 30}}, 10)
	must(t, c.Base(geom.Disc{Center: orb.Point{10, 15}, R: 2}, "", ""))
	must(t, c.Text(orb.Point{12, 15}, "across the rim"))
	must(t, c.Text(orb.Point{10, 17}, "on the top"))
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	r, err := drawtest.Check(b.Bytes())
	must(t, err)
	if len(r.TextsOver) > 0 || c.Dropped() > 0 {
		t.Errorf("%d dropped; texts over shapes: %v", c.Dropped(), r.TextsOver)
	}
}

// A label asked for across a best position's ring (an unfilled circle
// wider than a marker) is written clear of the ring's outline.
func TestLabelsKeepOffRings(t *testing.T) {
	m := column3(t, "")
	best, _ := m.Parse("0102")
	c := draw.NewHexMap(m, 40)
	c.Style.HexLabels = false
	must(t, c.Heat(draw.Heat{Value: func(hex.Hex) (float64, bool) { return 1, true }, Name: "value", Best: []hex.Hex{best}}))
	ring := draw.LayoutOf(m).HexToPoint(best)
	ring[0] += 0.35 // on the ring's right edge, about 0.35 of a hex from the centre
	must(t, c.Label(ring, "there", ""))
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	r, err := drawtest.Check(b.Bytes())
	must(t, err)
	if len(r.TextsOver) > 0 || c.Dropped() > 0 {
		t.Errorf("%d dropped; texts over shapes: %v", c.Dropped(), r.TextsOver)
	}
}
