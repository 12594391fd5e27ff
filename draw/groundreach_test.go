package draw_test

import (
	"math"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/draw/drawtest"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
)

// reachOf is a reach of allowance 6 on a unit lattice over [0, 10]²:
// row 0 has places 0..5 with costs i (left 6..1), row 1 places 0 and 2.
func reachOf() ground.Reach {
	r := ground.Reach{From: orb.Point{0, 0}, Allowance: 6,
		Lattice: ground.Lattice{Bounds: orb.Bound{Max: orb.Point{10, 10}}, Spacing: 1}}
	for i := range 6 {
		r.Places = append(r.Places, ground.Place{I: i, J: 0, At: orb.Point{float64(i), 0}, Cost: float64(i)})
	}
	r.Places = append(r.Places, ground.Place{I: 0, J: 1, At: orb.Point{0, 1}, Cost: 1}, ground.Place{I: 2, J: 1, At: orb.Point{2, 1}, Cost: 1})
	return r
}

// GroundReach draws one shape per band of what is left, its places
// counted, each band in the legend, and refuses a reach it cannot shade.
func TestGroundReach(t *testing.T) {
	c := draw.New(orb.Bound{Min: orb.Point{-1, -1}, Max: orb.Point{11, 11}}, 30)
	c.SetUnit("in")
	if err := c.GroundReach(reachOf()); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if _, err := c.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	// Row 0 leaves 6, 5, 4 (band 2, from 4 to 6), 3, 2 (band 1), 1
	// (band 0); row 1 leaves 5 and 5.
	for _, want := range []string{
		"5 places reached with 4 to 6 in left",
		"2 places reached with 2 to 4 in left",
		"1 place reached with 0 to 2 in left",
		"start (0, 0)",
	} {
		if !strings.Contains(svg, want) {
			t.Errorf("picture lacks %q", want)
		}
	}
	// Band 2's cells make three rectangles: row 0's run of three, and
	// row 1's two places, which do not touch.
	i := strings.Index(svg, `fill="#2171b5" fill-opacity`)
	if i < 0 {
		t.Fatal("no shape of band 2")
	}
	d := svg[strings.LastIndex(svg[:i], `d="`):i]
	if n := strings.Count(d, "M"); n != 3 {
		t.Errorf("band 2 has %d rectangles, want 3: %s", n, d)
	}
	r, err := drawtest.Check([]byte(svg))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Err(); err != nil {
		t.Error(err)
	}
	for _, bad := range []float64{0, -1, math.NaN(), math.Inf(1)} {
		q := reachOf()
		q.Allowance = bad
		if err := draw.New(orb.Bound{Max: orb.Point{10, 10}}, 10).GroundReach(q); err == nil {
			t.Errorf("allowance %v: no error", bad)
		}
		q = reachOf()
		q.Lattice.Spacing = bad
		if err := draw.New(orb.Bound{Max: orb.Point{10, 10}}, 10).GroundReach(q); err == nil {
			t.Errorf("spacing %v: no error", bad)
		}
	}
}

// ReachRegions draws each band of certified regions in its style: the
// inner region filled, the outer band filled around it as a hole (two
// rings, even-odd), an outline-only band stroked and keyed as a line; a
// band with no style is skipped, one with a point not finite is
// reported and skipped.
func TestReachRegions(t *testing.T) {
	sq := func(a, b float64) geom.Polygon { return geom.Polygon{box(a, a, b, b)} }
	rr := ground.ReachRegions{Within: []float64{2, 4, 6}, Areas: [][]geom.Polygon{{sq(1, 3)}, {sq(0, 4)}, {sq(-1, 5)}}}
	c := draw.New(orb.Bound{Min: orb.Point{-2, -2}, Max: orb.Point{6, 6}}, 20)
	must(t, c.ReachRegions(rr, []draw.RegionStyle{
		{Fill: "#3182bd", Text: "much left"},
		{Fill: "#9ecae1", Outline: "#1f3a93", Text: "little left"},
	}))
	c2 := draw.New(orb.Bound{Min: orb.Point{-2, -2}, Max: orb.Point{6, 6}}, 20)
	must(t, c2.ReachRegions(rr, []draw.RegionStyle{{}, {}, {Outline: "#1f3a93", Text: "everywhere"}}))
	out, out2 := string(svg(t, c)), string(svg(t, c2))
	paths := regexp.MustCompile(`<path d="([^"]*)" fill-rule="evenodd" ([^>]*)><title>([^<]*)</title>`)
	got := paths.FindAllStringSubmatch(out, -1)
	if len(got) != 2 || got[0][3] != "much left" || got[1][3] != "little left" ||
		strings.Count(got[0][1], "M") != 1 || strings.Count(got[1][1], "M") != 2 ||
		!strings.Contains(got[1][2], `stroke="#1f3a93"`) {
		t.Errorf("bands drawn %q, want 'much left' (one ring) and 'little left' (two rings, outlined)", got)
	}
	legend := legendTexts(t, c)
	if !slices.Contains(legend, "much left") || !slices.Contains(legend, "little left") {
		t.Errorf("legend %q", legend)
	}
	got2 := paths.FindAllStringSubmatch(out2, -1)
	if len(got2) != 1 || got2[0][3] != "everywhere" || !strings.Contains(got2[0][2], `fill="none"`) {
		t.Errorf("outline only: %q", got2)
	}
	if !regexp.MustCompile(`<line [^>]*stroke="#1f3a93"`).MatchString(out2[strings.Index(out2, `class="legend"`):]) {
		t.Error("an outline's legend entry is not a line")
	}
	rr.Areas[0] = []geom.Polygon{{orb.Ring{{1, 1}, {math.NaN(), 1}, {1, 2}, {1, 1}}}}
	c3 := draw.New(orb.Bound{Min: orb.Point{-2, -2}, Max: orb.Point{6, 6}}, 20)
	if err := c3.ReachRegions(rr, []draw.RegionStyle{{Fill: "#3182bd", Text: "a"}}); err == nil || !strings.HasPrefix(err.Error(), "draw: ") {
		t.Errorf("a NaN point: error %v", err)
	}
}

// A point that is not finite in region k spoils two bands: band k, and
// band k+1, which region k cuts as its hole (drawn without it, band k+1
// would claim what lies within Within[k]). Both are skipped and
// reported; the other bands are drawn.
func TestReachRegionsBadPoint(t *testing.T) {
	sq := func(a, b float64) geom.Polygon { return geom.Polygon{box(a, a, b, b)} }
	bad := geom.Polygon{{{1, 1}, {math.Inf(1), 1}, {1, 2}, {1, 1}}}
	rr := ground.ReachRegions{Within: []float64{1, 2, 4, 6}, Areas: [][]geom.Polygon{{sq(2, 2.5)}, {bad}, {sq(0, 4)}, {sq(-1, 5)}}}
	c := draw.New(orb.Bound{Min: orb.Point{-2, -2}, Max: orb.Point{6, 6}}, 20)
	err := c.ReachRegions(rr, []draw.RegionStyle{{Fill: "#08519c", Text: "b0"}, {Fill: "#3182bd", Text: "b1"}, {Fill: "#9ecae1", Text: "b2"}, {Fill: "#deebf7", Text: "b3"}})
	if err == nil || !strings.HasPrefix(err.Error(), "draw: ") {
		t.Errorf("a point not finite: error %v, want one", err)
	}
	var drawn []string
	for _, g := range regexp.MustCompile(`fill-rule="evenodd" [^>]*><title>([^<]*)</title>`).FindAllStringSubmatch(string(svg(t, c)), -1) {
		drawn = append(drawn, g[1])
	}
	if want := []string{"b0", "b3"}; !slices.Equal(drawn, want) {
		t.Errorf("bands drawn %q, want %q (the bad band and the next skipped): %v", drawn, want, err)
	}
}
