package draw

import (
	"errors"
	"math"
	"unicode/utf8"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// Board draws a continuous board: its table rectangle, then its features
// in index order (areas filled by terrain type, holes left open; linear
// features as lines, crest lines, those with a height, dashed with their
// height; point features as dots), then every feature's ID on top. Later
// overlays (sight lines, paths) name features by the IDs of the last board
// drawn.
func (c *Canvas) Board(b *terrain.Board) error {
	if err := c.ready(); err != nil {
		return err
	}
	if b == nil {
		return errors.New("draw: nil board")
	}
	st := c.Style
	w := st.strokeWidth()
	c.unit = b.Unit()
	c.names = func(i int) string {
		if i < 0 || i >= b.Len() {
			return "open ground"
		}
		return b.Feature(i).ID
	}
	var errs []error
	c.group("board")
	e := b.Extent()
	table := geom.Polygon{orb.Ring{e.Min, {e.Max[0], e.Min[1]}, e.Max, {e.Min[0], e.Max[1]}, e.Min}}
	errs = append(errs, c.polygon(c.clipPolygon(table), `fill="`+esc(st.Table)+`" stroke="`+esc(st.Edge)+`" stroke-width="`+num(w)+`"`, "table "+b.Unit()))
	// Labels are placed when the picture is written, over every feature.
	for i, f := range b.All() {
		errs = c.feature(f, st.terrain(f.Type, b.FeatureType(i)), errs)
	}
	c.end()
	return errors.Join(errs...)
}

// feature draws one feature of a board, cut to the canvas, in colour col,
// and queues its label.
func (c *Canvas) feature(f *terrain.Feature, col string, errs []error) []error {
	st := c.Style
	w := st.strokeWidth()
	title := f.ID + " (" + f.Type + ")"
	if f.HasHeight {
		title += ", height " + c.withUnit(f.Height)
	}
	switch f.Shape {
	case terrain.Area:
		poly := c.clipPolygon(f.Polygon)
		if len(poly) == 0 {
			return errs
		}
		errs = append(errs, c.polygon(poly, `fill="`+esc(col)+`" fill-opacity="0.75" stroke="`+esc(st.Edge)+`" stroke-width="`+num(w)+`"`+legendMark(terrainMark(f.Type)), title))
		c.terrainKey(col, f.Type, keyFill)
		if p, ok := c.areaLabelPoint(poly, c.areaLabel(f)); ok {
			c.textPx(p[0], p[1], c.areaLabel(f), "")
		}
	case terrain.Line:
		lc, ok := st.Terrain[f.Type]
		if !ok {
			lc = st.Line
			if f.HasHeight {
				lc = st.Crest
			}
		}
		attrs := stroke(lc, 2*w, "")
		if f.HasHeight {
			attrs = stroke(lc, 2*w, "8 4")
		}
		attrs += legendMark(terrainMark(f.Type))
		pieces := c.clipLine(f.LineString)
		for _, ls := range pieces {
			errs = append(errs, c.polyline(ls, attrs, title))
		}
		if len(pieces) > 0 {
			kind := keyLine
			if f.HasHeight {
				kind = keyDashed
			}
			c.terrainKey(lc, f.Type, kind)
			if p, ok := c.topEnd(pieces[0]); ok {
				c.textPx(p[0], p[1], c.areaLabel(f), "")
			}
		}
	case terrain.Point:
		if !c.inBounds(f.Point) {
			return errs
		}
		errs = append(errs, c.circle(f.Point, 2*w+1, `fill="`+esc(col)+`" stroke="`+esc(st.Edge)+`"`+legendMark(terrainMark(f.Type)), title))
		c.terrainKey(col, f.Type, keyDot)
		errs = append(errs, c.text(f.Point, 0, -(2*w+4), f.ID, ""))
	}
	return errs
}

// minBase is the smallest base drawn, in pixels across.
const minBase = 8

// areaLabel names a feature, with its height in the canvas's unit.
func (c *Canvas) areaLabel(f *terrain.Feature) string {
	if f.HasHeight {
		return f.ID + " (height " + c.withUnit(f.Height) + ")"
	}
	return f.ID
}

// areaLabelPoint returns the pixel position of an area's label: inside
// the top of its outer ring's box, above its centroid, where it stays
// clear of lines through the middle; just above the area when the label
// is wider than it.
func (c *Canvas) areaLabelPoint(p geom.Polygon, text string) (orb.Point, bool) {
	if len(p) == 0 || len(p[0]) == 0 {
		return orb.Point{}, false
	}
	ctr, ok := geom.PolygonCentroid(p)
	if !ok {
		ctr = p[0][0]
	}
	x, _, ok := c.px(ctr)
	if !ok {
		return orb.Point{}, false
	}
	top, left, right := math.Inf(1), math.Inf(1), math.Inf(-1)
	for _, q := range p[0] {
		if qx, y, ok := c.px(q); ok {
			top, left, right = min(top, y), min(left, qx), max(right, qx)
		}
	}
	if math.IsInf(top, 1) {
		return orb.Point{}, false
	}
	fs := c.Style.fontSize()
	if w := charWidth * fs * float64(utf8.RuneCountInString(text)); w > right-left-4 {
		return orb.Point{x, top - descent*fs - 3}, true
	}
	return orb.Point{x, top + fs + 2}, true
}

// topEnd returns the pixel position of a line's label: just above its
// highest point in the picture (the first of equals).
func (c *Canvas) topEnd(ls orb.LineString) (orb.Point, bool) {
	best, found := orb.Point{}, false
	for _, p := range ls {
		if x, y, ok := c.px(p); ok && (!found || y < best[1]) {
			best, found = orb.Point{x, y}, true
		}
	}
	return orb.Point{best[0], best[1] - 4}, found
}

// Base draws a round base with a label: filled with colour (Style.Blocker
// if empty), outlined, the label above it. A base under 8 pixels across at
// the canvas's scale is drawn 8 pixels across, opaque, so a figure stays
// visible on a large table.
func (c *Canvas) Base(d geom.Disc, label, colour string) error {
	if err := c.ready(); err != nil {
		return err
	}
	if err := d.Validate(); err != nil {
		return errors.New("draw: base " + label + ": " + err.Error())
	}
	if colour == "" {
		colour = c.Style.Blocker
	}
	// A base too small to see at the scale is drawn as a marker of
	// minBase pixels across, opaque so that its colour reads.
	r, opacity := d.R*c.scale, "0.6"
	if r < minBase/2 {
		r, opacity = minBase/2, "1"
	}
	if err := c.circle(d.Center, r, `fill="`+esc(colour)+`" fill-opacity="`+opacity+`" stroke="`+esc(c.Style.Edge)+`" stroke-width="1"`, label); err != nil {
		return err
	}
	if label != "" {
		return c.text(d.Center, 0, -r-3, label, "")
	}
	return nil
}

// Polygon draws a polygon (a terrain piece, a square, a zone) filled with
// colour, with label at its centroid.
func (c *Canvas) Polygon(p geom.Polygon, label, colour string) error {
	if err := c.ready(); err != nil {
		return err
	}
	if colour == "" {
		colour = c.Style.Blocker
	}
	if err := c.polygon(p, `fill="`+esc(colour)+`" fill-opacity="0.6" stroke="`+esc(c.Style.Edge)+`" stroke-width="`+num(c.Style.strokeWidth())+`"`, label); err != nil {
		return err
	}
	if pt, ok := geom.PolygonCentroid(p); ok && label != "" {
		return c.text(pt, 0, 4, label, "")
	}
	return nil
}

// Segment draws a segment in colour (Style.Path if empty), dashed if dash,
// with label at its middle.
func (c *Canvas) Segment(s geom.Segment, label, colour string, dash bool) error {
	if err := c.ready(); err != nil {
		return err
	}
	if colour == "" {
		colour = c.Style.Path
	}
	d := ""
	if dash {
		d = "6 4"
	}
	if err := c.line(s.A, s.B, stroke(colour, 2*c.Style.strokeWidth(), d), label); err != nil {
		return err
	}
	if label != "" {
		return c.text(s.At(0.5), 0, -5, label, `fill="`+esc(colour)+`"`)
	}
	return nil
}

// Text writes s centred at p.
func (c *Canvas) Text(p orb.Point, s string) error {
	if err := c.ready(); err != nil {
		return err
	}
	return c.text(p, 0, 0, s, "")
}

// at returns the point of s at distance d from A (A if s has length 0).
func at(s geom.Segment, d float64) orb.Point {
	l := s.Length()
	if l == 0 || math.IsNaN(d) {
		return s.A
	}
	return s.At(math.Min(math.Max(d/l, 0), 1))
}
