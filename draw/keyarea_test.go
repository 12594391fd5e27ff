package draw_test

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom"
)

// KeyArea's swatch is the colour a Polygon shows, its fill at 60% over
// the table, where Key's is the colour itself: a house keyed with Key
// read darker in the legend than on the table.
func TestKeyAreaShowsThePolygonsColour(t *testing.T) {
	c := draw.New(orb.Bound{Max: orb.Point{10, 10}}, 20)
	const fill = "#336699"
	if err := c.Polygon(geom.Polygon{{{1, 1}, {5, 1}, {5, 5}, {1, 5}, {1, 1}}}, "", fill); err != nil {
		t.Fatal(err)
	}
	c.KeyArea(fill, "house")
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	if !regexp.MustCompile(`fill="` + fill + `" fill-opacity="0.6"`).MatchString(svg) {
		t.Fatalf("the polygon is not filled with %s at 0.6:\n%s", fill, svg)
	}
	want := blend(t, fill, c.Style.Table, 0.6)
	if !regexp.MustCompile(`<rect[^>]*fill="` + want + `"`).MatchString(svg) {
		t.Errorf("no legend swatch in %s, the polygon's colour as shown over %s:\n%s", want, c.Style.Table, svg)
	}
}

// blend mixes two "#rrggbb" colours, a of the first over the second.
func blend(t *testing.T, top, under string, a float64) string {
	t.Helper()
	p, err1 := strconv.ParseUint(top[1:], 16, 32)
	q, err2 := strconv.ParseUint(under[1:], 16, 32)
	if err1 != nil || err2 != nil || len(top) != 7 || len(under) != 7 {
		t.Fatalf("colours %q, %q: want #rrggbb", top, under)
	}
	ch := func(shift uint) int {
		return int(float64(p>>shift&0xff)*a + float64(q>>shift&0xff)*(1-a) + 0.5)
	}
	return fmt.Sprintf("#%02x%02x%02x", ch(16), ch(8), ch(0))
}
