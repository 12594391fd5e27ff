package draw

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// keyKind is how a legend entry shows its colour.
type keyKind int

const (
	keyFill    keyKind = iota // a filled square in the colour the drawing shows (hexes, areas)
	keyLine                   // a thick stroke (bands, paths, hexsides)
	keyDot                    // a dot (contacts, marks)
	keyDashed                 // a dashed stroke (blocked, ambiguous)
	keyCross                  // an X (where something stops)
	keyScale                  // a scale bar (its length in colour, pixels)
	keyHatch                  // a filled square hatched in ink (terrain under an overlay)
	keyShade                  // an opaque filled square (an overlay's shade)
	keyNotch                  // a small triangle pointing right (a counter's facing)
	keyOutline                // a square outlined thick, unfilled (a hex outlined)
	keyArrow                  // a stroke ending in an arrowhead (a path)
	keyZone                   // a square lightly filled, outlined dashed (a zone)
	keyText                   // no swatch: the text explains a mark written as text ("▲1")
	keyRing                   // a ring, white inside (a sight line's target)
)

// key is one legend entry: a colour and what it means.
type key struct {
	colour, text string
	kind         keyKind
	mark         string // the data-legend value of what it explains, if any
	ink          string // keyHatch: the hatching's colour; keyZone: the fill
	// tip is the entry's tooltip (the texts of entries left out).
	tip string
	// plain marks ground-coloured terrain left unhatched under a shade;
	// under, such terrain no hex shows any more but under a shade.
	plain, under bool
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
// counters, a zone). An entry already present is not repeated. A legend
// holds at most 64 entries: the legend's last entry says how many more
// were left out, their texts (the first 64) its tooltip. On a nil canvas
// it does nothing.
func (c *Canvas) Key(colour, text string) {
	if c != nil {
		c.key(colour, text, keyFill)
	}
}

// KeyArea adds an entry to the picture's legend for a caller's own
// areas drawn by [Canvas.Polygon] in colour: its swatch shows colour as
// Polygon draws it, at 60% over the table, so that the legend and the
// area read as one colour (Key shows colour itself). On a nil canvas it
// does nothing.
func (c *Canvas) KeyArea(colour, text string) {
	if c != nil {
		c.key(c.shown(colour, 0.6), text, keyFill)
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
	if len(c.legend) < maxLegend {
		c.legend = append(c.legend, key{colour: colour, text: text, kind: kind, mark: mark})
		return
	}
	// Past the cap an entry is left out, its text kept for the legend's
	// last entry's tooltip (the first maxLegend of them, each once).
	if !slices.Contains(c.legendMore, text) {
		if len(c.legendMore) < maxLegend {
			c.legendMore = append(c.legendMore, text)
		} else {
			c.legendLost = true
		}
	}
}

// maxLegend bounds the legend's entries, and the texts of those left out
// that its last entry's tooltip keeps.
const maxLegend = 64

// moreKey returns the legend's last entry, which says how many entries
// were left out and holds their texts as its tooltip, and false if none
// was.
func (c *Canvas) moreKey() (key, bool) {
	if len(c.legendMore) == 0 {
		return key{}, false
	}
	text := fmt.Sprintf("and %d more entries", len(c.legendMore))
	tip := strings.Join(c.legendMore, "\n")
	if c.legendLost {
		text = fmt.Sprintf("and over %d more entries", len(c.legendMore))
		tip += "\n…"
	}
	return key{text: text, kind: keyText, tip: tip}, true
}

// shown returns the colour a fill of colour at opacity shows over the
// table, for its legend swatch: a swatch shows the colour the reader
// sees on the drawing.
func (c *Canvas) shown(colour string, opacity float64) string {
	return mix(colour, c.Style.Table, opacity)
}

// keyZone adds a zone's legend entry: a square filled with fill and
// outlined dashed in colour.
func (c *Canvas) keyZone(colour, fill, text string) {
	c.keyMark(colour, text, keyZone, "")
	for i, k := range c.legend {
		if k.text == text && k.kind == keyZone {
			c.legend[i].ink = fill
		}
	}
}

// terrainKey adds the legend entry of terrain type name.
func (c *Canvas) terrainKey(colour, name string, kind keyKind) {
	c.keyMark(colour, name, kind, terrainMark(name))
}

// terrainKeyPlain marks the legend entry of ground-coloured terrain type
// name as left unhatched under a shade, so the legend says where to find
// it; under says no hex shows it but under a shade.
func (c *Canvas) terrainKeyPlain(name string, under bool) {
	for i, k := range c.legend {
		if k.mark == terrainMark(name) {
			c.legend[i].plain = true
			c.legend[i].under = under
		}
	}
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
	entries := c.legendEntries()
	if len(entries) == 0 {
		return 0
	}
	fs := c.Style.fontSize()
	rowH := fs * 1.6
	x, y := pad, top+rowH/2
	b.WriteString(`<g class="legend">` + "\n")
	for _, k := range entries {
		sw := swatchWidth(k, fs*1.2)
		whole := k.fit(width-2*pad-sw-4, fs)
		tw := charWidth * fs * float64(utf8.RuneCountInString(k.text))
		w := sw + 4 + tw + 14
		if x > pad && x+w > width-pad {
			x, y = pad, y+rowH
		}
		c.writeSwatch(b, k, x, y, sw)
		if whole != "" {
			fmt.Fprintf(b, "<g><title>%s</title>\n", esc(whole))
		}
		fmt.Fprintf(b, `<text x="%s" y="%s" fill="%s">%s</text>`+"\n", num(x+sw+4), num(y+fs*0.35), esc(c.Style.Text), esc(k.text))
		if whole != "" {
			b.WriteString("</g>\n")
		}
		x += w
	}
	b.WriteString("</g>\n")
	return y - top + rowH/2
}

// legendEntries returns the entries the legend writes: the scale bar's
// first, if any, then the keys, then the one saying how many were left
// out, if any.
func (c *Canvas) legendEntries() []key {
	entries := c.legend
	if k, ok := c.scaleKey(); ok {
		entries = append([]key{k}, c.legend...)
	}
	if k, ok := c.moreKey(); ok {
		entries = append(entries[:len(entries):len(entries)], k)
	}
	return entries
}

// swatchWidth returns the width of k's swatch, sw for most kinds: a
// scale bar's own length, or less than none for a text alone (so that
// the text starts where the swatch would).
func swatchWidth(k key, sw float64) float64 {
	switch k.kind {
	case keyScale:
		sw, _ = strconv.ParseFloat(k.colour, 64)
	case keyText:
		sw = -4
	}
	return sw
}

// fit sets k.text to what the legend writes, its hatching noted, cut
// short with an ellipsis if wider than room pixels at font size fs, and
// returns the entry's tooltip: its whole text then, if cut, and k.tip.
func (k *key) fit(room, fs float64) (whole string) {
	switch {
	case k.under:
		k.text += " (under the shade, no hatching)"
	case k.plain:
		k.text += " (no hatching)"
	}
	whole = k.tip
	if n := int(room / (charWidth * fs)); utf8.RuneCountInString(k.text) > n {
		r := []rune(k.text)
		whole = k.text
		if k.tip != "" {
			whole += "\n" + k.tip
		}
		k.text = string(r[:max(n-1, 0)]) + "…"
	}
	return whole
}

// writeSwatch writes the swatch of k, sw wide, at x, centred on the row
// at cy: its shape says the kind of what it keys.
func (c *Canvas) writeSwatch(b *strings.Builder, k key, x, cy, sw float64) {
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
	case keyNotch:
		fmt.Fprintf(b, `<path d="M%s %s L%s %s L%s %s Z" fill="%s"%s/>`+"\n",
			num(x+sw/2+5), num(cy), num(x+sw/2-3), num(cy-4.5), num(x+sw/2-3), num(cy+4.5), col, mk)
	case keyOutline:
		fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="%s" stroke-width="3"%s/>`+"\n",
			num(x+1.5), num(cy-sw/2+1.5), num(sw-3), num(sw-3), col, mk)
	case keyArrow:
		fmt.Fprintf(b, `<path d="M%s %s L%s %s" fill="none" stroke="%s" stroke-width="3"/>`+"\n"+`<path d="M%s %s L%s %s L%s %s Z" fill="%s"%s/>`+"\n",
			num(x), num(cy), num(x+sw-5), num(cy), col, num(x+sw+1), num(cy), num(x+sw-6), num(cy-4.5), num(x+sw-6), num(cy+4.5), col, mk)
	case keyZone:
		fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="%s" stroke-width="1.5" stroke-dasharray="3 2"%s/>`+"\n",
			num(x+1), num(cy-sw/2+1), num(sw-2), num(sw-2), esc(k.ink), col, mk)
	case keyText:
	case keyRing:
		fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="#ffffff" stroke="%s" stroke-width="2"%s/>`+"\n", num(x+sw/2), num(cy), num(sw/3), col, mk)
	case keyDot:
		fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="%s"%s/>`+"\n", num(x+sw/2), num(cy), num(sw/3), col, mk)
	case keyHatch:
		fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="%s" stroke-width="0.75"%s/>`+"\n",
			num(x), num(cy-sw/2), num(sw), num(sw), col, esc(c.Style.Edge), mk)
		fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="url(#%s)"/>`+"\n",
			num(x), num(cy-sw/2), num(sw), num(sw), c.hatchID(k.ink))
	default: // keyShade, keyFill: a filled square
		fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="%s" stroke-width="0.75"%s/>`+"\n",
			num(x), num(cy-sw/2), num(sw), num(sw), col, esc(c.Style.Edge), mk)
	}
}

// scaleKey returns the scale bar of a table canvas: a
// round length of the board's unit (1, 2 or 5 times a power of ten) about
// 60 to 150 pixels long, its pixel length in the entry's colour field.
// A canvas with no unit (no board drawn, no SetUnit) has no scale bar: a
// length without its unit says nothing.
func (c *Canvas) scaleKey() (key, bool) {
	if c.hex || !c.table || c.unit == "" || !(c.scale > 0) || math.IsInf(c.scale, 0) {
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
	return key{colour: num(w), text: val(n) + " " + c.unit, kind: keyScale}, true
}
