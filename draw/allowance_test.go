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
	"pgregory.net/rapid"
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

// PathAllowance decides whether the allowance runs out by the path's own
// sums: a path that costs exactly its allowance marks nothing, any less
// allowance marks exactly one end. Summing the items flat, where Cost sums
// each leg's and then the legs, marked the end of this path at its total.
func TestPathAllowanceAtTotal(t *testing.T) {
	b := testBoard(t)
	g, err := ground.New(b, ground.RateTable{"wood": {"": {PerUnit: 1.7}}, "field": {"": {PerUnit: 1.3}}, "hedge": {"": {}}, "crest": {"": {}}, "well": {"": {}}}.Rate, ground.Options{Open: 1.3})
	must(t, err)
	type fataler interface{ Fatalf(string, ...any) }
	marks := func(t fataler, pc ground.PathCost, allowance float64) int {
		c := draw.New(b.Extent(), 10)
		var out bytes.Buffer
		if err := c.PathAllowance(pc, allowance); err != nil {
			t.Fatalf("allowance %v: %v", allowance, err)
		}
		if _, err := c.WriteTo(&out); err != nil {
			t.Fatalf("allowance %v: %v", allowance, err)
		}
		return bytes.Count(out.Bytes(), []byte(`<g class="allowance">`))
	}
	check := func(t fataler, path orb.LineString) {
		var tape ground.Tape
		pc, err := g.Cost(&tape, path)
		if err != nil {
			t.Fatalf("path %v: %v", path, err)
		}
		if pc.Blocked {
			return
		}
		if n := marks(t, pc, pc.Total); n != 0 {
			t.Fatalf("path %v costs %v: %d marks at its total, want none", path, pc.Total, n)
		}
		for _, a := range []float64{0, pc.Total / 2, math.Nextafter(pc.Total, 0)} {
			if a >= pc.Total {
				continue
			}
			if n := marks(t, pc, a); n != 1 {
				t.Fatalf("path %v costs %v: %d marks at allowance %v, want one", path, pc.Total, n, a)
			}
		}
	}
	check(t, orb.LineString{{0, 0.01}, {0, 0}, {7.61, 5.25}}) // marked at its total when summed flat
	coord := func(hi float64) *rapid.Generator[float64] {
		return rapid.Custom(func(t *rapid.T) float64 { return float64(rapid.IntRange(0, int(hi*100)).Draw(t, "c")) / 100 })
	}
	rapid.Check(t, func(rt *rapid.T) {
		path := make(orb.LineString, rapid.IntRange(2, 4).Draw(rt, "points"))
		for i := range path {
			path[i] = orb.Point{coord(60).Draw(rt, "x"), coord(40).Draw(rt, "y")}
		}
		check(rt, path)
	})
}

// Arrow keys only an arrow it draws: one outside the canvas, of zero
// length, or with an end that is not finite adds no legend entry (a
// legend entry for nothing on the picture); Label with such a point is
// an error and writes nothing.
func TestArrowKeysOnlyWhatItDraws(t *testing.T) {
	for _, tc := range []struct {
		name    string
		s       geom.Segment
		wantErr bool
	}{
		{"outside", geom.Segment{A: orb.Point{30, 30}, B: orb.Point{40, 30}}, false},
		{"zero length", geom.Segment{A: orb.Point{5, 5}, B: orb.Point{5, 5}}, false},
		{"NaN end", geom.Segment{A: orb.Point{5, 5}, B: orb.Point{math.NaN(), 5}}, true},
		{"Inf start", geom.Segment{A: orb.Point{math.Inf(-1), 5}, B: orb.Point{5, 5}}, true},
	} {
		c := draw.New(orb.Bound{Max: orb.Point{20, 10}}, 10)
		if err := c.Arrow(tc.s, "line of fire", ""); (err != nil) != tc.wantErr {
			t.Errorf("%s: error %v, want one: %v", tc.name, err, tc.wantErr)
		}
		if strings.Contains(string(svg(t, c)), "line of fire") {
			t.Errorf("%s: the legend keys an arrow not drawn", tc.name)
		}
	}
	c := draw.New(orb.Bound{Max: orb.Point{20, 10}}, 10)
	if err := c.Label(orb.Point{math.NaN(), 5}, "here", ""); err == nil || !strings.HasPrefix(err.Error(), "draw: ") {
		t.Errorf("Label at NaN: error %v, want one", err)
	}
	must(t, c.Label(orb.Point{5, 5}, "", ""))
	if out := string(svg(t, c)); strings.Contains(out, "here") || strings.Contains(out, "<text") {
		t.Errorf("Label wrote text for a bad point or an empty text:\n%s", out)
	}
}
