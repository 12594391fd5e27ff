package draw_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/terrain"
)

// legendTexts returns the texts of a picture's legend.
func legendTexts(t testing.TB, c *draw.Canvas) []string {
	t.Helper()
	out := string(svg(t, c))
	_, legend, ok := strings.Cut(out, `<g class="legend">`)
	if !ok {
		t.Fatal("no legend")
	}
	legend, _, _ = strings.Cut(legend, `<g class="captions">`)
	var texts []string
	for _, m := range regexp.MustCompile(`<text [^>]*>([^<]*)</text>`).FindAllStringSubmatch(legend, -1) {
		texts = append(texts, m[1])
	}
	return texts
}

// A sight line's legend explains everything it draws in its own colour:
// the line, the observer's dot and the target's ring, on a table
// (SightLine) as on a hex map (HexSight); they had no entry.
func TestSightKeysItsLineAndEnds(t *testing.T) {
	want := []string{"sight line", "observer", "target"}
	board := testBoard(t)
	sight, err := los.NewTracer(board).Trace(geom.Segment{A: orb.Point{1, 5}, B: orb.Point{19, 5}}, 0, 0)
	must(t, err)
	c := draw.New(board.Extent(), 10)
	must(t, c.SightLine(sight.Segment, sight.Crossings, los.Verdict{Seen: true}))
	m, err := terrain.NewHexMap(terrain.HexMapData{Cols: 3, Rows: 1, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear")}})
	must(t, err)
	hs, err := hexsight.New(m, hexsight.Rules{})
	must(t, err)
	var tr hexsight.Tracer
	v, err := hs.LoS(&tr, hex.Hex{}, hex.Hex{Q: 2, R: -1})
	must(t, err)
	hc := draw.NewHexMap(m, 40)
	must(t, hc.HexSight(hex.Hex{}, hex.Hex{Q: 2, R: -1}, v))
	for name, c := range map[string]*draw.Canvas{"SightLine": c, "HexSight": hc} {
		got := legendTexts(t, c)
		for _, w := range want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: legend %q lacks %q", name, got, w)
			}
		}
	}
}

// A board's legend keys the table's own colour, what shows where no
// feature lies and in an area's holes (the wood's clearing); it had no
// entry.
func TestBoardKeysTheTable(t *testing.T) {
	board := testBoard(t)
	c := draw.New(board.Extent(), 10)
	must(t, c.Board(board))
	if got := legendTexts(t, c); !slices.Contains(got, "no feature (the table)") {
		t.Errorf("legend %q does not key the table", got)
	}
}

// HexOutline outlines a hex in a colour, dashed or not, titled by its
// label; a hex off the canvas draws nothing, and a table canvas refuses.
func TestHexOutline(t *testing.T) {
	m := column3(t, "")
	h, _ := m.Parse("0102")
	c := draw.NewHexMap(m, 30)
	must(t, c.HexOutline(h, "#123456", true))
	must(t, c.HexOutline(hex.Hex{Q: 9, R: 9}, "#123456", true))
	out := string(svg(t, c))
	paths := regexp.MustCompile(`<path d="(M[^"]*Z)"[^>]*stroke="#123456"[^>]*stroke-dasharray="6 4"[^>]*><title>0102</title>`).FindAllStringSubmatch(out, -1)
	if len(paths) != 1 || strings.Count(paths[0][1], "L") != 5 {
		t.Errorf("want one dashed hexagon titled 0102, got %q", paths)
	}
	if err := draw.New(orb.Bound{Max: orb.Point{1, 1}}, 10).HexOutline(h, "", false); err == nil {
		t.Error("HexOutline on a table canvas: no error")
	}
}

// A ground-coloured terrain that a shade covers on every hex is shown
// nowhere in its own colour: its legend entry says it lies under the
// shade (it said "clear (no hatching)" beside a swatch no hex showed).
// A terrain some hex still shows keeps its plain entry.
func TestLegendSaysTerrainIsUnderTheShade(t *testing.T) {
	m := column3(t, "")
	first, _ := m.Parse("0101")
	for _, tc := range []struct {
		name string
		some bool // shade 0101 only
		want string
	}{
		{"every hex shaded", false, "clear (under the shade, no hatching)"},
		{"one hex shaded", true, "clear (no hatching)"},
	} {
		c := draw.NewHexMap(m, 40)
		must(t, c.HexMap(m))
		must(t, c.Heat(draw.Heat{Name: "value", Value: func(h hex.Hex) (float64, bool) {
			return float64(h.R), !tc.some || h == first
		}}))
		if !shownTexts(t, svg(t, c))[tc.want] { // a narrow picture's legend cuts it: its tooltip holds it
			t.Errorf("%s: legend %q lacks %q", tc.name, legendTexts(t, c), tc.want)
		}
	}
}

// A window onto a bigger table names only what it shows: a hedge that
// touches the window at its corner is neither drawn, keyed nor labelled
// (it was labelled, its leader running to the corner), and a wood whose
// corner reaches a sliver into the window is drawn but not named; a
// hedge across the window is named.
func TestBoardNamesOnlyWhatTheWindowShows(t *testing.T) {
	b, err := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Min: orb.Point{-30, -30}, Max: orb.Point{100, 100}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("wood"), terrain.NewType("hedge"), terrain.NewType("wall")},
		Features: []terrain.Feature{
			terrain.NewLine("corner-hedge", "hedge", orb.LineString{{50, 50}, {60, 60}}),
			terrain.NewArea("corner-wood", "wood", geom.Polygon{box(49.8, 49.8, 70, 70)}),
			terrain.NewLine("long-wall", "wall", orb.LineString{{-10, 20}, {70, 20}}),
		}})
	must(t, err)
	c := draw.New(orb.Bound{Max: orb.Point{50, 50}}, 8)
	must(t, c.Board(b))
	out := string(svg(t, c))
	for _, s := range []string{">corner-hedge<", ">corner-wood<", ">hedge<", "corner-hedge (hedge)"} {
		if strings.Contains(out, s) {
			t.Errorf("the picture writes %q", s)
		}
	}
	for _, s := range []string{">long-wall<", ">wood<", "corner-wood (wood)"} {
		if !strings.Contains(out, s) {
			t.Errorf("the picture lacks %q", s)
		}
	}
}
