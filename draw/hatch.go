package draw

import (
	"fmt"
	"strconv"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
)

// Overlays that shade hexes by a value (a heat map, a reach) cover the
// terrain fill of each hex they shade with an opaque colour, then draw
// the hex's terrain over it as hatching in the terrain's colour: the
// overlay's colour reads the same on every terrain, and the terrain still
// shows, never mixed with it. Ground-coloured terrain (Style.Table: open,
// clear) is left unhatched.

// hatchID returns the id of the hatching pattern in colour, adding it to
// the picture's patterns on first use.
func (c *Canvas) hatchID(colour string) string {
	for i, p := range c.patterns {
		if p == colour {
			return "hatch-" + strconv.Itoa(i)
		}
	}
	c.patterns = append(c.patterns, colour)
	return "hatch-" + strconv.Itoa(len(c.patterns)-1)
}

// writePatterns writes the hatching patterns the picture uses, as SVG
// definitions: thin diagonal strokes 6 pixels apart, so the shade under
// them reads first.
func (c *Canvas) writePatterns(out *countingWriter) {
	if len(c.patterns) == 0 {
		return
	}
	out.write("<defs>\n")
	for i, col := range c.patterns {
		out.printf(`<pattern id="hatch-%d" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">`+
			`<line x1="3" y1="0" x2="3" y2="6" stroke="%s" stroke-width="1.2"/></pattern>`+"\n", i, esc(col))
	}
	out.write("</defs>\n")
}

// coverHex fills hex h with an opaque colour (an overlay's shade, marked
// for its legend entry), then hatches it with its terrain, if a map was
// drawn on the canvas.
func (c *Canvas) coverHex(h hex.Hex, colour, title, mark string) error {
	if !c.inWindow(h) {
		return nil
	}
	err := c.hexFillMark(h, colour, 1, title, mark)
	if m := c.hexMap; m != nil && err == nil {
		ti, ok := m.HexType(h)
		if !ok {
			return nil
		}
		name := m.Type(ti).Name
		tc := c.Style.terrain(name, ti)
		if tc == c.Style.Table {
			return nil
		}
		ink := darker(tc)
		c.terrainKeyHatch(tc, ink, name)
		err = c.polygon(geom.Polygon{c.layout.Corners(h)}, `fill="url(#`+c.hatchID(ink)+`)" stroke="none"`+legendMark(terrainMark(name)), "")
	}
	return err
}

// resurface draws the hexsides of the map drawn on the canvas again, over
// an overlay that covered them.
func (c *Canvas) resurface(errs []error) []error {
	if c.hexMap == nil {
		return errs
	}
	return c.hexSides(c.hexMap, errs)
}

// darker returns an SVG colour "#rrggbb" (or "#rgb") darkened by a third,
// so that hatching in a light terrain colour shows over light shades; a
// colour it cannot read is returned as is.
func darker(col string) string {
	if len(col) == 4 && col[0] == '#' {
		col = string([]byte{'#', col[1], col[1], col[2], col[2], col[3], col[3]})
	}
	if len(col) != 7 || col[0] != '#' {
		return col
	}
	n, err := strconv.ParseUint(col[1:], 16, 32)
	if err != nil {
		return col
	}
	f := func(shift uint) uint64 { return (n >> shift & 0xff) * 2 / 3 }
	return fmt.Sprintf("#%02x%02x%02x", f(16), f(8), f(0))
}

// mix returns the opaque colour that colour at opacity a shows over
// ground (both "#rrggbb"), or colour if either cannot be read.
func mix(colour, ground string, a float64) string {
	p, err1 := strconv.ParseUint(trimHash(colour), 16, 32)
	q, err2 := strconv.ParseUint(trimHash(ground), 16, 32)
	if err1 != nil || err2 != nil || len(colour) != 7 || len(ground) != 7 {
		return colour
	}
	f := func(shift uint) int {
		x, y := float64(p>>shift&0xff), float64(q>>shift&0xff)
		return int(x*a + y*(1-a) + 0.5)
	}
	return fmt.Sprintf("#%02x%02x%02x", f(16), f(8), f(0))
}

func trimHash(s string) string {
	if len(s) > 0 && s[0] == '#' {
		return s[1:]
	}
	return s
}
