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
// clear) is left unhatched, and its legend entry says so.
//
// Each terrain's hatching has its own pattern, in order of first use:
// diagonal strokes one way, then the other, vertical, horizontal, a
// cross-hatch, dots, then the same six further apart; so two
// terrains never hatch alike even when their colours are near. Every
// stroke is cased in a thin translucent white, so that the hatching reads
// over the darkest shade as over the lightest.

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

// hatchAngles are the rotations of the hatching patterns, by pattern
// index; after them come dots (see writePatterns).
var hatchAngles = [...]string{"45", "-45", "0", "90", "45"}

// writePatterns writes the hatching patterns the picture uses, as SVG
// definitions: thin strokes (or dots) 6 pixels apart, 3 more for each
// round of the six shapes, so the shade under them reads first; each
// pattern a shape of its own (see the comment at the top of this file).
func (c *Canvas) writePatterns(out *countingWriter) {
	if len(c.patterns) == 0 {
		return
	}
	out.write("<defs>\n")
	const casing = `stroke="#ffffff" stroke-opacity="0.6"`
	for i, col := range c.patterns {
		kinds := len(hatchAngles) + 1 // the angles, then dots
		v, n := i%kinds, 6+3*(i/kinds)
		h := num(float64(n) / 2)
		ink := esc(col)
		if v == len(hatchAngles) { // dots
			out.printf(`<pattern id="hatch-%d" patternUnits="userSpaceOnUse" width="%d" height="%d">`+
				`<circle cx="%s" cy="%s" r="1.9" fill="#ffffff" fill-opacity="0.6"/><circle cx="%s" cy="%s" r="1.2" fill="%s"/></pattern>`+"\n", i, n, n, h, h, h, h, ink)
			continue
		}
		cross := ""
		if v == 4 {
			cross = fmt.Sprintf(`<line x1="0" y1="%s" x2="%d" y2="%s" %s stroke-width="2.6"/><line x1="0" y1="%s" x2="%d" y2="%s" stroke="%s" stroke-width="1.2"/>`, h, n, h, casing, h, n, h, ink)
		}
		out.printf(`<pattern id="hatch-%d" patternUnits="userSpaceOnUse" width="%d" height="%d" patternTransform="rotate(%s)">`+
			`<line x1="%s" y1="0" x2="%s" y2="%d" %s stroke-width="2.6"/><line x1="%s" y1="0" x2="%s" y2="%d" stroke="%s" stroke-width="1.2"/>%s</pattern>`+"\n",
			i, n, n, hatchAngles[v], h, h, n, casing, h, h, n, ink, cross)
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
			c.terrainKeyPlain(name, c.shade(h, ti))
			return nil
		}
		ink := darker(tc)
		c.terrainKeyHatch(tc, ink, name)
		err = c.polygon(geom.Polygon{c.layout.Corners(h)}, `fill="url(#`+c.hatchID(ink)+`)" stroke="none"`+legendMark(terrainMark(name)), "")
	}
	return err
}

// shade records that hex h, of type index ti of the map drawn, lies
// under a shade, and reports whether no hex of that type drawn by the
// map shows any more (each is under a shade).
func (c *Canvas) shade(h hex.Hex, ti int) bool {
	i, ok := c.hexMap.Index(h)
	if !ok || ti < 0 || ti >= len(c.unshaded) {
		return false
	}
	if w := i / 64; c.shaded[w]&(1<<(i%64)) == 0 {
		c.shaded[w] |= 1 << (i % 64)
		c.unshaded[ti]--
	}
	return c.unshaded[ti] <= 0
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
	col = long(col)
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
// ground (both "#rrggbb" or "#rgb"), or colour if either cannot be read.
func mix(colour, ground string, a float64) string {
	c, g := long(colour), long(ground)
	p, err1 := strconv.ParseUint(trimHash(c), 16, 32)
	q, err2 := strconv.ParseUint(trimHash(g), 16, 32)
	if err1 != nil || err2 != nil || len(c) != 7 || len(g) != 7 || c[0] != '#' || g[0] != '#' {
		return colour
	}
	f := func(shift uint) int {
		x, y := float64(p>>shift&0xff), float64(q>>shift&0xff)
		return int(x*a + y*(1-a) + 0.5)
	}
	return fmt.Sprintf("#%02x%02x%02x", f(16), f(8), f(0))
}

// long writes "#rgb" as "#rrggbb"; other colours are returned as they
// are.
func long(col string) string {
	if len(col) == 4 && col[0] == '#' {
		return string([]byte{'#', col[1], col[1], col[2], col[2], col[3], col[3]})
	}
	return col
}

func trimHash(s string) string {
	if len(s) > 0 && s[0] == '#' {
		return s[1:]
	}
	return s
}
