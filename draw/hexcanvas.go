package draw

import (
	"errors"
	"fmt"
	"iter"
	"slices"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// LayoutOf returns the layout that draws m the way its labels number it:
// flat-topped hexes for a map numbered in columns (OddQ, EvenQ), pointy
// ones for a map numbered in rows (OddR, EvenR), one unit from centre to
// corner, Hex{0, 0} at the origin. Offset parity needs nothing more: the
// labels place each hex, the layout only says which way hexes stand. A nil
// map gets the flat layout.
func LayoutOf(m *terrain.HexMap) hex.Layout {
	l := hex.Layout{Orientation: hex.Flat, Size: orb.Point{1, 1}}
	if m != nil && !m.Labels().Offset.Columns() {
		l.Orientation = hex.Pointy
	}
	return l
}

// NewHexMap returns a canvas for the whole of m, laid out by [LayoutOf],
// at scale pixels per hex size (centre to corner); tooltips and numbers
// name hexes by m's printed labels. A nil map gives a canvas on which
// every method returns an error.
func NewHexMap(m *terrain.HexMap, scale float64) *Canvas {
	if m == nil {
		return &Canvas{Style: DefaultStyle(), err: errors.New("draw: nil hex map")}
	}
	c := newHex(LayoutOf(m), m.Hexes(), scale, max(m.Len(), 1), "the map's")
	c.hexName = mapNamer(m)
	return c
}

// NewHexWindow returns a canvas for a window onto m: the hexes whose
// offset column lies in [from.Col, to.Col] and row in [from.Row, to.Row],
// in m's offset layout, drawn whole with a margin; whatever lies outside
// the window is not written. An empty window, or one that holds no hex of
// m, gives a canvas on which every method returns an error.
func NewHexWindow(m *terrain.HexMap, from, to hex.Offset, scale float64) *Canvas {
	if m == nil {
		return &Canvas{Style: DefaultStyle(), err: errors.New("draw: nil hex map")}
	}
	k := m.Labels().Offset
	window := func(yield func(hex.Hex) bool) {
		for h := range m.Hexes() {
			o := k.FromHex(h)
			if o.Col >= from.Col && o.Col <= to.Col && o.Row >= from.Row && o.Row <= to.Row && !yield(h) {
				return
			}
		}
	}
	c := newHex(LayoutOf(m), window, scale, max(m.Len(), 1), "the map's")
	if c.err != nil {
		c.err = fmt.Errorf("draw: window %v-%v of a %d x %d map: %w", from, to, m.Cols(), m.Rows(), c.err)
	}
	c.hexName = mapNamer(m)
	return c
}

func mapNamer(m *terrain.HexMap) func(hex.Hex) string {
	return func(h hex.Hex) string {
		if l, err := m.Label(h); err == nil {
			return l
		}
		return h.String()
	}
}

// name names h for a tooltip: by the printed labels of the map the canvas
// was made for or last drew, else in axial coordinates.
func (c *Canvas) name(h hex.Hex) string {
	if c.hexName != nil {
		return c.hexName(h)
	}
	return h.String()
}

// inWindow reports whether every corner of h lies inside the canvas's
// bounds: only such hexes are drawn on a hex canvas.
func (c *Canvas) inWindow(h hex.Hex) bool {
	if !c.hex {
		return true
	}
	// Corners are computed by the same layout that set the bounds, so a
	// hex of the window meets them exactly; the slack absorbs rounding of
	// hexes computed from another start.
	s := 1e-9 * (1 + max(abs(c.bounds.Max[0]-c.bounds.Min[0]), abs(c.bounds.Max[1]-c.bounds.Min[1])))
	var buf [7]orb.Point
	for _, p := range c.layout.AppendCorners(buf[:0], h) {
		if !(p[0] >= c.bounds.Min[0]-s && p[0] <= c.bounds.Max[0]+s && p[1] >= c.bounds.Min[1]-s && p[1] <= c.bounds.Max[1]+s) {
			return false
		}
	}
	return true
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// windowHexes returns the canvas's hexes: those NewHex read.
func (c *Canvas) windowHexes() iter.Seq[hex.Hex] { return slices.Values(c.window) }
