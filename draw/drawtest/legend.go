package drawtest

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// MinColourDelta is the smallest difference, in CIE76 ΔE (the distance
// between two colours in CIE L*a*b*, D65 white), at which a reader tells
// two legend swatches of one kind apart at a glance and matches each to
// the map: about six times a just noticeable difference (2.3). Two
// swatches closer than that read as one colour.
const MinColourDelta = 15

// swatchPart is an element of a legend entry's swatch.
type swatchPart struct {
	tag  string
	a    map[string]string
	mark string
}

// legendEntry is a legend entry: its swatch's elements and its text.
type legendEntry struct {
	parts []swatchPart
	text  string
}

// swatch is what a legend entry's swatch shows a reader: a kind of mark
// (an area, a line, a dashed line, a dot, a drawn mark) in a colour as it
// appears over the page, and the hatching pattern over an area.
type swatch struct {
	kind, colour, pattern string
}

// swatchOf reads a legend entry's swatch; ok is false for a swatch that
// shows no colour of its own (a scale bar, a glyph, none). A later
// element of the swatch says its kind and colour over an earlier one.
func (s *seenState) swatchOf(e legendEntry) (sw swatch, ok bool) {
	for _, p := range e.parts {
		if id, isURL := patternRef(strings.ToLower(p.a["fill"])); isURL && p.tag == "rect" {
			sw.pattern = id
			continue
		}
		if kind, colour, shows, says := s.partSwatch(p); says {
			sw.kind, sw.colour, ok = kind, colour, shows
		}
	}
	return sw, ok
}

// partSwatch reads one element of a swatch: the kind of mark it shows,
// its colour, and whether it shows a colour at all; says is false for an
// element that says nothing of the swatch (an area or a mark painted
// with no colour, a scale bar in the text's ink).
func (s *seenState) partSwatch(p swatchPart) (kind, colour string, shows, says bool) {
	fill, stroke := strings.ToLower(p.a["fill"]), strings.ToLower(p.a["stroke"])
	dashed := paints(p.a["stroke-dasharray"])
	switch p.tag {
	case "rect":
		kind = "area"
		if dashed {
			kind = "zone"
		}
		return kind, composite(fill, opacity(p.a), s.pageColour()), true, paints(fill)
	case "line":
		kind = "line"
		if dashed {
			kind = "dashed line"
		}
		return kind, stroke, paints(stroke), true
	case "circle":
		// A ring (stroked, filled with nothing or the page): its colour
		// is its stroke's.
		if paints(stroke) && (!paints(fill) || fill == s.pageColour()) {
			return "ring", stroke, true, true
		}
		return "dot", fill, paints(fill), true
	case "path":
		if paints(fill) {
			return "mark", fill, true, true
		}
		// A scale bar is drawn in the text's ink: it shows no colour of
		// its own.
		return "mark", stroke, true, paints(stroke) && stroke != strings.ToLower(s.textColour)
	}
	return "", "", false, false
}

// paints reports whether an attribute's value is set and not "none".
func paints(v string) bool { return v != "" && v != "none" }

// patternRef returns the id of a fill "url(#id)".
func patternRef(fill string) (string, bool) {
	if !strings.HasPrefix(fill, "url(#") || !strings.HasSuffix(fill, ")") {
		return "", false
	}
	return fill[len("url(#") : len(fill)-1], true
}

// opacity returns an element's fill opacity (fill-opacity times
// opacity), 1 when unset.
func opacity(a map[string]string) float64 {
	o := 1.0
	for _, k := range []string{"fill-opacity", "opacity"} {
		if v, ok := a[k]; ok {
			if f := number(v); f >= 0 && f <= 1 {
				o *= f
			}
		}
	}
	return o
}

// composite returns colour col at opacity a laid over ground, as "#rrggbb";
// col as it is if either cannot be read.
func composite(col string, a float64, ground string) string {
	r, g, b, ok := rgb(col)
	R, G, B, ok2 := rgb(ground)
	if !ok || !ok2 || a >= 1 {
		return col
	}
	f := func(x, y float64) int { return int(math.Round((x*a + y*(1-a)) * 255)) }
	return fmt.Sprintf("#%02x%02x%02x", f(r, R), f(g, G), f(b, B))
}

// pageColour is the picture's background, white unless a page rectangle
// says otherwise.
func (s *seenState) pageColour() string {
	if s.page != "" {
		return s.page
	}
	return "#ffffff"
}

// deltaE returns the CIE76 difference between two SVG colours, and false
// if either cannot be read (a named colour, "none").
func deltaE(a, b string) (float64, bool) {
	la, ok1 := lab(a)
	lb, ok2 := lab(b)
	if !ok1 || !ok2 {
		return 0, false
	}
	return math.Sqrt((la[0]-lb[0])*(la[0]-lb[0]) + (la[1]-lb[1])*(la[1]-lb[1]) + (la[2]-lb[2])*(la[2]-lb[2])), true
}

// lab converts an sRGB colour to CIE L*a*b* under the D65 white.
func lab(col string) ([3]float64, bool) {
	r, g, b, ok := rgb(strings.ToLower(col))
	if !ok {
		return [3]float64{}, false
	}
	lin := func(v float64) float64 {
		if v <= 0.04045 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	r, g, b = lin(r), lin(g), lin(b)
	x := (0.4124*r + 0.3576*g + 0.1805*b) / 0.95047
	y := 0.2126*r + 0.7152*g + 0.0722*b
	z := (0.0193*r + 0.1192*g + 0.9505*b) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}, true
}

// legendAlike adds to r the legend entries that say the same text, the
// pairs of swatches of one kind whose colours a reader cannot tell apart
// (closer than MinColourDelta), and the pairs of hatched swatches whose
// hatching has the same pattern.
func (s *seenState) legendAlike(r *Report) {
	seen := map[string]bool{}
	for _, e := range s.legend {
		if t := strings.TrimSpace(e.text); t != "" {
			if seen[t] {
				r.LegendDuplicates = append(r.LegendDuplicates, t)
			}
			seen[t] = true
		}
	}
	var sws []shownSwatch
	for _, e := range s.legend {
		if sw, ok := s.swatchOf(e); ok {
			sws = append(sws, shownSwatch{e.text, sw})
		}
	}
	for i, a := range sws {
		for _, b := range sws[i+1:] {
			r.LegendAlike = s.alike(r.LegendAlike, a, b)
		}
	}
}

// shownSwatch is a legend entry's text and the swatch it shows.
type shownSwatch struct {
	text string
	sw   swatch
}

// alike adds to found what makes the swatches a and b hard to tell
// apart: of one kind, colours closer than MinColourDelta; hatchings of
// different patterns of the same shape.
func (s *seenState) alike(found []string, a, b shownSwatch) []string {
	if a.sw.kind != b.sw.kind {
		return found
	}
	if d, ok := deltaE(a.sw.colour, b.sw.colour); ok && d < MinColourDelta {
		found = append(found, fmt.Sprintf("the %s swatches of %q (%s) and %q (%s) differ by ΔE %.1f, under %d: a reader takes them for one colour", a.sw.kind, a.text, a.sw.colour, b.text, b.sw.colour, d, MinColourDelta))
	}
	if a.sw.pattern != "" && b.sw.pattern != "" && a.sw.pattern != b.sw.pattern {
		if pa, pb := s.patterns[a.sw.pattern], s.patterns[b.sw.pattern]; pa != "" && pa == pb {
			found = append(found, fmt.Sprintf("the hatchings of %q and %q have the same pattern (%s): hatchings need a different angle or pattern", a.text, b.text, pa))
		}
	}
	return found
}

// patternShape returns the shape of a hatching pattern's element (or of
// the pattern itself): its geometry and transform, without its colours,
// so that two patterns of one shape in different inks compare equal.
func patternShape(tag string, a map[string]string) string {
	var b strings.Builder
	b.WriteString(tag)
	for _, k := range []string{"width", "height", "patternTransform", "x1", "y1", "x2", "y2", "cx", "cy", "r", "x", "y", "d", "stroke-width"} {
		if v, ok := a[k]; ok {
			b.WriteString(" " + k + "=" + strconv.Quote(v))
		}
	}
	return b.String()
}
