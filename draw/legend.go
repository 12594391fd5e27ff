package draw

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// keyKind is how a legend entry shows its colour.
type keyKind int

const (
	keyFill   keyKind = iota // a filled square (hexes, areas)
	keyLine                  // a thick stroke (bands, paths, hexsides)
	keyDot                   // a dot (contacts, marks)
	keyDashed                // a dashed stroke (blocked, ambiguous)
	keyCross                 // an X (where something stops)
	keyScale                 // a scale bar (its length in colour, pixels)
	keyHatch                 // a filled square hatched in ink (terrain under an overlay)
	keyShade                 // an opaque filled square (an overlay's shade)
)

// key is one legend entry: a colour and what it means.
type key struct {
	colour, text string
	kind         keyKind
	mark         string // the data-legend value of what it explains, if any
	ink          string // keyHatch: the hatching's colour
}

// legendMark returns the data-legend attribute (with a leading space) that
// ties a drawn fill or stroke to the legend entry explaining it, or "" for
// no mark. The values are terrainMark's and heatMark's; a checker (package
// drawtest) finds a drawn mark the legend lacks.
func legendMark(m string) string {
	if m == "" {
		return ""
	}
	return ` data-legend="` + esc(m) + `"`
}

// terrainMark is the legend mark of a terrain type.
func terrainMark(name string) string { return "terrain:" + name }

// heatMark is the legend mark of heat band k.
func heatMark(k int) string { return fmt.Sprintf("heat:%d", k) }

// Key adds an entry to the picture's legend: a swatch of colour and the
// text saying what it means. The drawing methods add an entry for every
// overlay colour they use; Key is for a caller's own colours (a side's
// counters, a zone). An entry already present is not repeated. On a nil
// canvas it does nothing.
func (c *Canvas) Key(colour, text string) {
	if c != nil {
		c.key(colour, text, keyFill)
	}
}

// KeyLine adds an entry to the picture's legend for a caller's own
// lines ([Canvas.Segment]): a stroke of colour, dashed if dashed, and the
// text saying what it means. On a nil canvas it does nothing.
func (c *Canvas) KeyLine(colour, text string, dashed bool) {
	if c == nil {
		return
	}
	kind := keyLine
	if dashed {
		kind = keyDashed
	}
	c.key(colour, text, kind)
}

func (c *Canvas) key(colour, text string, kind keyKind) { c.keyMark(colour, text, kind, "") }

// keyMark adds a legend entry that explains the drawn elements marked
// mark (see [legendMark]).
func (c *Canvas) keyMark(colour, text string, kind keyKind, mark string) {
	if text == "" {
		return
	}
	for _, k := range c.legend {
		if k.colour == colour && k.text == text && k.kind == kind && k.mark == mark {
			return
		}
	}
	if len(c.legend) < 64 {
		c.legend = append(c.legend, key{colour: colour, text: text, kind: kind, mark: mark})
	}
}

// terrainKey adds the legend entry of terrain type name.
func (c *Canvas) terrainKey(colour, name string, kind keyKind) {
	c.keyMark(colour, name, kind, terrainMark(name))
}

// terrainKeyHatch makes the legend entry of terrain type name show its
// fill hatched in ink (the way it is drawn under an overlay), adding the
// entry if it is missing.
func (c *Canvas) terrainKeyHatch(colour, ink, name string) {
	for i, k := range c.legend {
		if k.mark == terrainMark(name) && k.kind == keyFill {
			c.legend[i].kind, c.legend[i].ink = keyHatch, ink
			return
		}
	}
	c.keyMark(colour, name, keyHatch, terrainMark(name))
	if n := len(c.legend); n > 0 && c.legend[n-1].mark == terrainMark(name) {
		c.legend[n-1].ink = ink
	}
}

// writeLegend writes the legend below a drawing area of height top and
// the given width, entries flowing left to right in rows, and returns the
// height it takes (0 with no entries).
func (c *Canvas) writeLegend(b *strings.Builder, top, width float64) float64 {
	entries := c.legend
	if k, ok := c.scaleKey(); ok {
		entries = append([]key{k}, c.legend...)
	}
	if len(entries) == 0 {
		return 0
	}
	fs := c.Style.fontSize()
	rowH := fs * 1.6
	sw := fs * 1.2 // swatch size
	x, y := pad, top+rowH/2
	b.WriteString(`<g class="legend">` + "\n")
	for _, k := range entries {
		sw := sw
		if k.kind == keyScale {
			sw, _ = strconv.ParseFloat(k.colour, 64)
		}
		// A text wider than the picture is cut short with an ellipsis.
		if room := int((width - 2*pad - sw - 4) / (charWidth * fs)); utf8.RuneCountInString(k.text) > room {
			r := []rune(k.text)
			k.text = string(r[:max(room-1, 0)]) + "…"
		}
		tw := charWidth * fs * float64(utf8.RuneCountInString(k.text))
		w := sw + 4 + tw + 14
		if x > pad && x+w > width-pad {
			x, y = pad, y+rowH
		}
		cy := y
		col := esc(k.colour)
		mk := legendMark(k.mark)
		switch k.kind {
		case keyScale:
			ink := esc(c.Style.Text)
			fmt.Fprintf(b, `<path d="M%s %s L%s %s L%s %s L%s %s" fill="none" stroke="%s" stroke-width="1.5"/>`+"\n",
				num(x), num(cy-4), num(x), num(cy), num(x+sw), num(cy), num(x+sw), num(cy-4), ink)
		case keyLine:
			fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="4"%s/>`+"\n", num(x), num(cy), num(x+sw), num(cy), col, mk)
		case keyDashed:
			fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="2" stroke-dasharray="3 2"%s/>`+"\n", num(x), num(cy), num(x+sw), num(cy), col, mk)
		case keyCross:
			h := sw / 3
			fmt.Fprintf(b, `<path d="M%s %s L%s %s M%s %s L%s %s" stroke="%s" stroke-width="2.5"%s/>`+"\n",
				num(x+sw/2-h), num(cy-h), num(x+sw/2+h), num(cy+h), num(x+sw/2-h), num(cy+h), num(x+sw/2+h), num(cy-h), col, mk)
		case keyDot:
			fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="%s"%s/>`+"\n", num(x+sw/2), num(cy), num(sw/3), col, mk)
		case keyShade:
			fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="%s" stroke-width="0.75"%s/>`+"\n",
				num(x), num(cy-sw/2), num(sw), num(sw), col, esc(c.Style.Edge), mk)
		case keyHatch:
			fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s" fill-opacity="0.6" stroke="%s" stroke-width="0.75"%s/>`+"\n",
				num(x), num(cy-sw/2), num(sw), num(sw), col, esc(c.Style.Edge), mk)
			fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="url(#%s)"/>`+"\n",
				num(x), num(cy-sw/2), num(sw), num(sw), c.hatchID(k.ink))
		default:
			fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s" fill-opacity="0.6" stroke="%s" stroke-width="0.75"%s/>`+"\n",
				num(x), num(cy-sw/2), num(sw), num(sw), col, esc(c.Style.Edge), mk)
		}
		fmt.Fprintf(b, `<text x="%s" y="%s" fill="%s">%s</text>`+"\n", num(x+sw+4), num(cy+fs*0.35), esc(c.Style.Text), esc(k.text))
		x += w
	}
	b.WriteString("</g>\n")
	return y - top + rowH/2
}

// scaleKey returns the scale bar of a table canvas: a
// round length of the board's unit (1, 2 or 5 times a power of ten) about
// 60 to 150 pixels long, its pixel length in the entry's colour field.
func (c *Canvas) scaleKey() (key, bool) {
	if c.hex || !c.table || !(c.scale > 0) || math.IsInf(c.scale, 0) {
		return key{}, false
	}
	raw := 60 / c.scale // board units in 60 pixels
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	n := p
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= raw {
			n = m * p
			break
		}
	}
	w := n * c.scale
	if !(w > 0) || w > 1e6 {
		return key{}, false
	}
	text := val(n)
	if c.unit != "" {
		text += " " + c.unit
	}
	return key{colour: num(w), text: text, kind: keyScale}, true
}
