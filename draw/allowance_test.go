package draw_test

import (
	"bytes"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
)

// PathAllowance marks where a path's cost reaches the allowance, along
// the stretch the allowance runs out in; a path within its allowance is
// not marked; a bad allowance is an error.
func TestPathAllowance(t *testing.T) {
	b := testBoard(t)
	g, err := ground.New(b, ground.RateTable{"wood": {"": {PerUnit: 2}}, "field": {"": {PerUnit: 1}}, "hedge": {"": {}}, "crest": {"": {}}, "well": {"": {}}}.Rate, ground.Options{Open: 1})
	if err != nil {
		t.Fatal(err)
	}
	var tape ground.Tape
	// 10 m of open ground, then the wood at 2 per metre from x = 25.
	pc, err := g.Cost(&tape, orb.LineString{{15, 12}, {35, 12}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		allowance float64
		at        string // the bar's title, "" for no bar
		x         float64
	}{
		{5, "allowance 5 m ends", 20},   // in the open ground
		{14, "allowance 14 m ends", 27}, // 10 m of open ground, then 2 m of wood
		{pc.Total, "", 0},
		{1e6, "", 0},
	} {
		c := draw.New(b.Extent(), 10)
		must(t, c.Board(b))
		must(t, c.PathCost(pc))
		must(t, c.PathAllowance(pc, tc.allowance))
		out := svg(t, c)
		has := bytes.Contains(out, []byte(`<g class="allowance">`))
		if has != (tc.at != "") {
			t.Errorf("allowance %v of a path of %v: drawn %v", tc.allowance, pc.Total, has)
			continue
		}
		if tc.at == "" {
			continue
		}
		if !bytes.Contains(out, []byte(tc.at)) {
			t.Errorf("allowance %v: no %q in the picture", tc.allowance, tc.at)
		}
		// The bar stands across the path at x, 10 pixels a metre.
		x, _, _ := strings.Cut(string(out[bytes.Index(out, []byte(`<g class="allowance">`)):]), `" y1=`)
		if want := `x1="` + strconv.FormatFloat(12+tc.x*10, 'f', -1, 64); !strings.HasSuffix(x, want) {
			t.Errorf("allowance %v: bar %q, want x1 %s", tc.allowance, x[strings.LastIndex(x, "x1"):], want[3:])
		}
	}
	c := draw.New(b.Extent(), 10)
	for _, bad := range []float64{-1, math.NaN(), math.Inf(1)} {
		if err := c.PathAllowance(pc, bad); err == nil || !strings.HasPrefix(err.Error(), "draw: ") {
			t.Errorf("allowance %v: error %v, want one", bad, err)
		}
	}
}

// Label writes a caller's text bold in its colour; Arrow draws a head at
// the segment's end and names it in the legend.
func TestLabelAndArrow(t *testing.T) {
	c := draw.New(orb.Bound{Max: orb.Point{20, 10}}, 10)
	c.SetUnit("in")
	must(t, c.Label(orb.Point{5, 5}, "36.0 in", "#c0392b"))
	must(t, c.Arrow(geom.Segment{A: orb.Point{2, 2}, B: orb.Point{18, 2}}, "line of fire", "#c0392b"))
	out := string(svg(t, c))
	for _, want := range []string{`fill="#c0392b" font-weight="bold">36.0 in</text>`, `>line of fire</text>`, `<title>line of fire</title>`} {
		if !strings.Contains(out, want) {
			t.Errorf("the picture lacks %s", want)
		}
	}
	if strings.Count(out, `fill="#c0392b"/>`) < 2 { // the head on the drawing and in the legend
		t.Errorf("no arrowheads drawn:\n%s", out)
	}
}
