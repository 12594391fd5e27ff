package draw_test

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/move"
)

// A start on the map's edge keeps its whole outline: the hex canvas's
// clip rectangle leaves room for half the outline's stroke beyond the
// outer corners of edge hexes (it used to cut that half off).
func TestEdgeOutlineIsWhole(t *testing.T) {
	m := column3(t, "")
	start, _ := m.Parse("0102")
	tree, err := move.Reach(move.RectOf(m), start, move.Uniform(1), move.ReachOptions{Allowance: 1})
	must(t, err)
	c := draw.NewHexMap(m, 30)
	must(t, c.Reach(tree))
	out := string(svg(t, c))
	clip := regexp.MustCompile(`<clipPath id="drawing"><rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/>`).FindStringSubmatch(out)
	outline := regexp.MustCompile(`<path d="([^"]*)"[^>]*stroke-width="([\d.]+)"[^>]*><title>0102: start</title>`).FindStringSubmatch(out)
	if clip == nil || outline == nil {
		t.Fatalf("no clip rectangle or no start outline in\n%s", out)
	}
	f := func(s string) float64 { v, _ := strconv.ParseFloat(s, 64); return v }
	x0, y0 := f(clip[1]), f(clip[2])
	x1, y1 := x0+f(clip[3]), y0+f(clip[4])
	half := f(outline[2]) / 2
	for _, pt := range regexp.MustCompile(`[ML]([-\d.]+) ([-\d.]+)`).FindAllStringSubmatch(outline[1], -1) {
		x, y := f(pt[1]), f(pt[2])
		if x-half < x0-0.01 || x+half > x1+0.01 || y-half < y0-0.01 || y+half > y1+0.01 {
			t.Errorf("the start outline's corner (%v %v), %v px wide, is cut by the clip (%v %v)-(%v %v)", x, y, 2*half, x0, y0, x1, y1)
		}
	}
	if !strings.Contains(out, `clip-path="url(#drawing)"`) {
		t.Error("the drawing is not clipped")
	}
}
