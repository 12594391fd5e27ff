package draw_test

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom/hex"
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
