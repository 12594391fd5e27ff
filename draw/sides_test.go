package draw_test

import (
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw/drawtest"
	"github.com/warkit/warkit/geom/hex"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
)

// column3 is a 1 x 3 map of clear hexes, with a feature of type side on
// the sides 0101/0102 and 0102/0103 unless side is "".
func column3(t testing.TB, side string, traits ...terrain.Trait) *terrain.HexMap {
	t.Helper()
	d := terrain.HexMapData{Cols: 1, Rows: 3, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear")}}
	if side != "" {
		d.Types = append(d.Types, terrain.NewType(side, traits...))
		for _, pair := range [][2]string{{"0101", "0102"}, {"0102", "0103"}} {
			a, _ := hex.StandardLabels.Parse(pair[0])
			b, _ := hex.StandardLabels.Parse(pair[1])
			s, ok := hex.SideBetween(a, b)
			if !ok {
				t.Fatalf("%s and %s are not neighbours", pair[0], pair[1])
			}
			d.Sides = append(d.Sides, terrain.SideData{Side: s, SideFeature: terrain.SideFeature{Type: side}})
		}
	}
	m, err := terrain.NewHexMap(d)
	must(t, err)
	return m
}

// A hexside feature on a hex's top side never evicts the hex's MP left:
// at every scale from 16 to 60 px a hex, a reach of 3 MP down a column of
// three hexes writes with features on the sides between them every MP
// left it writes without, and from 30 px a hex it writes 0101 to 0103 and
// 3, 2, 1 either way. (A hex number pushed off its place by a side's
// stroke took the place of the MP left, at 24 and 26 px a hex.)
func TestSideFeatureKeepsHexNumbers(t *testing.T) {
	for scale := 16.0; scale <= 60; scale += 2 {
		plain := reachTexts(t, column3(t, ""), scale)
		walled := reachTexts(t, column3(t, "wall"), scale)
		for _, mp := range []string{"3", "2", "1"} {
			if slices.Contains(plain, mp) && !slices.Contains(walled, mp) {
				t.Errorf("scale %v: MP left %s is lost to the walls: texts %q with walls, %q without", scale, mp, walled, plain)
			}
		}
		if all := []string{"0101", "0102", "0103", "3", "2", "1"}; scale >= 30 && !slices.Equal(walled, all) {
			t.Errorf("scale %v: texts %q, want %q", scale, walled, all)
		}
	}
}

// reachTexts returns the texts of the drawing of a reach of 3 MP from
// 0101 on m, legend apart, at scale.
func reachTexts(t testing.TB, m *terrain.HexMap, scale float64) []string {
	start, _ := m.Parse("0101")
	tree, err := move.Reach(move.RectOf(m), start, move.Uniform(1), move.ReachOptions{Allowance: 3})
	must(t, err)
	c := draw.NewHexMap(m, scale)
	must(t, c.HexMap(m))
	must(t, c.Reach(tree))
	out := string(svg(t, c))
	legend := strings.Index(out, `<g class="legend">`)
	var texts []string
	for _, m := range regexp.MustCompile(`<text [^>]*>([^<]*)</text>`).FindAllStringSubmatch(out[:legend], -1) {
		texts = append(texts, m[1])
	}
	return texts
}

var road = terrain.Flag("road")

// A road hexside feature (a type Style.Road marks, as move.HexTraits.Road
// reads it) is drawn across its side, from the centre of each hex to the
// side's middle, not along the side like a wall; its legend entry says
// so. Without Style.Road it is drawn along the side, and a Road trait
// that is not a flag is an error.
func TestRoadRunsAcrossTheSide(t *testing.T) {
	m := column3(t, "road", road.Is(true))
	l := draw.LayoutOf(m)
	strokes := func(c *draw.Canvas) (along, across int) {
		t.Helper()
		out := string(svg(t, c))
		re := regexp.MustCompile(`<line x1="([-\d.]+)" y1="([-\d.]+)" x2="([-\d.]+)" y2="([-\d.]+)"[^>]*data-legend="terrain:road"><title>`)
		for _, g := range re.FindAllStringSubmatch(out, -1) {
			var p [2]orb.Point
			for i := range p {
				x, _ := strconv.ParseFloat(g[1+2*i], 64)
				y, _ := strconv.ParseFloat(g[2+2*i], 64)
				p[i], _ = c.PointAt(x, y)
			}
			h := l.PointToHex(p[0]) // the centre end, if any
			centre := l.HexToPoint(h)
			switch {
			case dist(p[0], centre) < 0.01 && math.Abs(dist(p[1], centre)-math.Sqrt(3)/2) < 0.01:
				across++
			case math.Abs(dist(p[0], p[1])-1) < 0.01:
				along++
			default:
				t.Errorf("a road stroke %v-%v is neither along a side nor from a centre to a side", p[0], p[1])
			}
		}
		return along, across
	}
	c := draw.NewHexMap(m, 40)
	c.Style.Road = road
	must(t, c.HexMap(m))
	if along, across := strokes(c); along != 0 || across != 4 {
		t.Errorf("with Style.Road: %d strokes along sides, %d from centre to side, want 0 and 4", along, across)
	}
	if out := string(svg(t, c)); !strings.Contains(out, ">road (hex to hex)</text>") {
		t.Errorf("the legend does not say the road runs across the hexside")
	}
	c = draw.NewHexMap(m, 40)
	must(t, c.HexMap(m))
	if along, across := strokes(c); along != 2 || across != 0 {
		t.Errorf("without Style.Road: %d strokes along sides, %d from centre to side, want 2 and 0", along, across)
	}
	bad := column3(t, "road", terrain.Number("road").Is(1))
	c = draw.NewHexMap(bad, 40)
	c.Style.Road = road
	if err := c.HexMap(bad); err == nil || !strings.HasPrefix(err.Error(), "draw: Style.Road: ") {
		t.Errorf("a numeric road trait: error %v, want one naming Style.Road", err)
	}
}

// Style.Road's error is HexMap's alone: the overlays that draw the
// hexsides again over their shades (Heat, Arcs, Reach, HexSight) reuse
// the roads HexMap found and do not report its error a second time.
func TestRoadErrorOnlyFromHexMap(t *testing.T) {
	bad := column3(t, "road", terrain.Number("road").Is(1))
	c := draw.NewHexMap(bad, 40)
	c.Style.Road = road
	if err := c.HexMap(bad); err == nil || !strings.HasPrefix(err.Error(), "draw: Style.Road: ") {
		t.Fatalf("a numeric road trait: error %v, want one naming Style.Road", err)
	}
	var start hex.Hex
	for h := range bad.Hexes() {
		start = h
		break
	}
	for _, o := range []struct {
		name string
		draw func() error
	}{
		{"Heat", func() error { return c.Heat(draw.Heat{Value: func(hex.Hex) (float64, bool) { return 1, true }}) }},
		{"Arcs", func() error { return c.Arcs(hex.DefaultArcs(), start, hex.SideFacing(0), 2) }},
		{"Reach", func() error { return c.Reach(move.Tree{}) }},
	} {
		if err := o.draw(); err != nil {
			t.Errorf("%s after HexMap: error %v, want none", o.name, err)
		}
	}
	checkPicture(t, c)
}

func dist(a, b orb.Point) float64 { return math.Hypot(a[0]-b[0], a[1]-b[1]) }

// HexPath draws its dots before its arrows, so that no dot hides the tip
// of the arrowhead that ends on it.
func TestHexPathDotsUnderArrowheads(t *testing.T) {
	m := column3(t, "")
	var path []hex.Hex
	for _, l := range []string{"0101", "0102", "0103"} {
		h, _ := m.Parse(l)
		path = append(path, h)
	}
	c := draw.NewHexMap(m, 40)
	must(t, c.HexPath(path, nil))
	out := string(svg(t, c))
	group := out[strings.Index(out, `<g class="hexpath">`):]
	group = group[:strings.Index(group, "</g>")]
	lastDot, firstArrow := strings.LastIndex(group, "<circle"), strings.Index(group, "<path")
	if lastDot < 0 || firstArrow < 0 || lastDot > firstArrow {
		t.Errorf("a dot is drawn after an arrow (last dot at %d, first arrow at %d):\n%s", lastDot, firstArrow, group)
	}
}

// A crowded map (60 x 40 hexes at 20 px, a reach of 12 MP, a counter)
// runs out of the budget for checking lines long before its last labels
// are placed: a fixed label that its own place cannot take is then left
// out rather than moved to a place no longer checked, so few texts lie
// over a line (175 did when moved labels took unchecked places, 70
// before fixed labels took their own places first; 4 now, on the start's
// thick outline).
func TestCrowdedMapKeepsTextsOffLines(t *testing.T) {
	m := plainMap(t, 60, 40)
	start, _ := m.Parse("1010")
	cost := move.StepCost(func(from, to hex.Hex, s hex.Side) (float64, bool) { return 1, m.Contains(to) })
	tree, err := move.Reach(move.RectOf(m), start, cost, move.ReachOptions{Allowance: 12})
	must(t, err)
	c := draw.NewHexMap(m, 20)
	must(t, c.HexMap(m))
	must(t, c.Reach(tree))
	must(t, c.Counters(start, []draw.Counter{{Name: "1/95", Symbol: draw.Infantry, Values: "4-3-4"}}))
	r, err := drawtest.Check(svg(t, c))
	must(t, err)
	if n := len(r.TextsOver); n > 10 {
		t.Errorf("%d texts over lines, want at most 10: %v...", n, r.TextsOver[:10])
	}
}
