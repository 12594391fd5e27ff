package draw

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom/hex"
)

// PointAt undoes px on table and hex canvases, and refuses the margin,
// the text below the drawing, pixels that are not finite and an invalid
// canvas.
func TestPointAt(t *testing.T) {
	table := New(orb.Bound{Min: orb.Point{-10, 5}, Max: orb.Point{110, 85}}, 6)
	l := hex.Layout{Orientation: hex.Flat, Size: orb.Point{1, 1}}
	hexes := NewHex(l, func(yield func(hex.Hex) bool) {
		for q := range 5 {
			for r := range 4 {
				if !yield(hex.Hex{Q: q, R: r}) {
					return
				}
			}
		}
	}, 30)
	for _, tc := range []struct {
		name string
		c    *Canvas
		p    orb.Point
	}{
		{"table corner", table, orb.Point{-10, 5}},
		{"table far corner", table, orb.Point{110, 85}},
		{"table inside", table, orb.Point{37.25, 41.5}},
		{"hex centre", hexes, l.HexToPoint(hex.Hex{Q: 2, R: 1})},
	} {
		x, y, ok := tc.c.px(tc.p)
		if !ok {
			t.Fatalf("%s: px refused %v", tc.name, tc.p)
		}
		got, ok := tc.c.PointAt(x, y)
		if !ok || math.Abs(got[0]-tc.p[0]) > 1e-9 || math.Abs(got[1]-tc.p[1]) > 1e-9 {
			t.Errorf("%s: PointAt(%v, %v) = %v, %v; want %v", tc.name, x, y, got, ok, tc.p)
		}
	}
	w, h := table.size()
	for _, px := range [][2]float64{{pad / 2, 50}, {50, h - pad/2}, {w + 1, 50}, {50, h + 40}, {math.NaN(), 50}, {50, math.Inf(1)}} {
		if p, ok := table.PointAt(px[0], px[1]); ok {
			t.Errorf("PointAt(%v, %v) = %v, true; want false outside the drawing", px[0], px[1], p)
		}
	}
	if _, ok := New(orb.Bound{}, -1).PointAt(pad, pad); ok {
		t.Error("PointAt on an invalid canvas: want false")
	}
}
