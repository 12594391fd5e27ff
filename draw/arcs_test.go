package draw_test

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/draw/drawtest"
	"github.com/warkit/warkit/geom"
)

// A table model's arcs: four sectors in the legend's three colours, the
// base and its facing, a valid picture; bad arguments are errors.
func TestBaseArcs(t *testing.T) {
	c := draw.New(orb.Bound{Min: orb.Point{-12, -12}, Max: orb.Point{12, 12}}, 20)
	base := geom.Disc{Center: orb.Point{0, 0}, R: 0.5}
	if err := c.BaseArcs(geom.DefaultArcs(), base, geom.FacingDegrees(30), 10); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	for _, want := range []string{"front arc", "flank arc", "rear arc", "facing"} {
		if !strings.Contains(svg, want) {
			t.Errorf("the picture lacks %q", want)
		}
	}
	if n := strings.Count(svg, "<path"); n < 4 {
		t.Errorf("%d paths, want the four sectors at least", n)
	}
	if _, err := drawtest.Check(b.Bytes()); err != nil {
		t.Error(err)
	}
	for name, err := range map[string]error{
		"zero facing":     c.BaseArcs(geom.DefaultArcs(), base, geom.Facing{}, 10),
		"radius in base":  c.BaseArcs(geom.DefaultArcs(), base, geom.FacingDegrees(0), 0.25),
		"infinite radius": c.BaseArcs(geom.DefaultArcs(), base, geom.FacingDegrees(0), math.Inf(1)),
		"NaN base":        c.BaseArcs(geom.DefaultArcs(), geom.Disc{Center: orb.Point{math.NaN(), 0}, R: 1}, geom.FacingDegrees(0), 10),
	} {
		if err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
