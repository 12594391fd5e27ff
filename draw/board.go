package draw

import (
	"errors"
	"math"
	"slices"
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
	// The table's own colour is what shows where no feature lies (and
	// in an area's holes, a clearing): keyed unless a terrain type
	// already shows it.
	if !slices.ContainsFunc(c.legend, func(k key) bool { return k.colour == st.Table }) {
		c.key(st.Table, "no feature (the table)", keyFill)
	}
	c.end()
	return errors.Join(errs...)
}

// feature draws one feature of a board, cut to the canvas, in colour col,
// and queues its label.
func (c *Canvas) feature(f *terrain.Feature, col string, errs []error) []error {
	title := f.ID + " (" + f.Type + ")"
	if f.HasHeight {
		title += ", height " + c.withUnit(f.Height)
	}
	switch f.Shape {
	case terrain.Area:
		errs = c.areaFeature(f, col, title, errs)
	case terrain.Line:
		errs = c.lineFeature(f, title, errs)
	case terrain.Point:
		if !c.inBounds(f.Point) {
			return errs
		}
		w := c.Style.strokeWidth()
		errs = append(errs, c.circle(f.Point, 2*w+1, `fill="`+esc(col)+`" stroke="`+esc(c.Style.Edge)+`"`+legendMark(terrainMark(f.Type)), title))
		c.terrainKey(col, f.Type, keyDot)
		errs = append(errs, c.text(f.Point, 0, -(2*w+4), f.ID, ""))
	}
	return errs
}

// areaFeature fills area feature f in col, cut to the window, and names
// it inside if it is big enough to make out.
func (c *Canvas) areaFeature(f *terrain.Feature, col, title string, errs []error) []error {
	st := c.Style
	poly := c.clipPolygon(f.Polygon)
	if len(poly) == 0 || c.spanPx(orb.Polygon(poly).Bound()) == 0 {
		return errs // outside the window, or touching it at a point
	}
	errs = append(errs, c.polygon(poly, `fill="`+esc(col)+`" fill-opacity="0.75" stroke="`+esc(st.Edge)+`" stroke-width="`+num(st.strokeWidth())+`"`+legendMark(terrainMark(f.Type)), title))
	c.terrainKey(c.shown(col, 0.75), f.Type, keyFill)
	// A sliver along the window's edge is drawn, but too thin to
	// name: a label there would name a shape no reader makes out.
	if b := orb.Polygon(poly).Bound(); min((b.Max[0]-b.Min[0])*c.scale, (b.Max[1]-b.Min[1])*c.scale) < minFigure {
		return errs
	}
	if p, a, ok := c.areaLabelPoint(poly, c.areaLabel(f)); ok {
		c.addLabel(a[0], a[1], p[0], p[1], c.areaLabel(f), 0, "", false)
	}
	return errs
}

// lineFeature strokes line feature f, cut to the window, in its
// terrain colour (Style.Line, or Style.Crest for one with a height,
// dashed), and names its first piece big enough to make out.
func (c *Canvas) lineFeature(f *terrain.Feature, title string, errs []error) []error {
	st := c.Style
	w := st.strokeWidth()
	lc, ok := st.Terrain[f.Type]
	if !ok {
		lc = st.Line
		if f.HasHeight {
			lc = st.Crest
		}
	}
	attrs, kind := stroke(lc, 2*w, ""), keyLine
	if f.HasHeight {
		attrs, kind = stroke(lc, 2*w, "8 4"), keyDashed
	}
	attrs += legendMark(terrainMark(f.Type))
	// A piece that only touches the window (at its corner, say) is
	// not drawn; one shorter than a figure a reader makes out is
	// drawn but not named.
	named, drawn := false, 0
	for _, ls := range c.clipLine(f.LineString) {
		if c.spanPx(ls.Bound()) == 0 {
			continue
		}
		drawn++
		errs = append(errs, c.polyline(ls, attrs, title))
		if !named && c.spanPx(ls.Bound()) >= minFigure {
			named = true
			if p, a, ok := c.lineLabelPoint(ls, f.LineString, c.areaLabel(f)); ok {
				c.addLabel(a[0], a[1], p[0], p[1], c.areaLabel(f), 0, "", false)
			}
		}
	}
	if drawn > 0 {
		c.terrainKey(lc, f.Type, kind)
	}
	return errs
}

// spanPx returns the larger side of b in pixels: 0 for a point.
func (c *Canvas) spanPx(b orb.Bound) float64 {
	return max(b.Max[0]-b.Min[0], b.Max[1]-b.Min[1]) * c.scale
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

// areaLabelPoint returns the pixel position of an area's label, and the
// point it names (inside the area, near its top, where a leader ends if
// the label must move): the label goes inside the top of its outer ring's
// box, above its centroid, where it stays clear of lines through the
// middle; just above the area when the label is wider than it, unless
// that is past the top of the drawing (an area cut by the window's edge).
func (c *Canvas) areaLabelPoint(p geom.Polygon, text string) (place, anchor orb.Point, ok bool) {
	if len(p) == 0 || len(p[0]) == 0 {
		return orb.Point{}, orb.Point{}, false
	}
	ctr, ok := geom.PolygonCentroid(p)
	if !ok {
		ctr = p[0][0]
	}
	x, cy, ok := c.px(ctr)
	if !ok {
		return orb.Point{}, orb.Point{}, false
	}
	top, bottom, left, right := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	ring := make([]orb.Point, 0, len(p[0]))
	for _, q := range p[0] {
		if qx, y, ok := c.px(q); ok {
			top, bottom, left, right = min(top, y), max(bottom, y), min(left, qx), max(right, qx)
			ring = append(ring, orb.Point{qx, y})
		}
	}
	if math.IsInf(top, 1) {
		return orb.Point{}, orb.Point{}, false
	}
	// The area's own top above its centroid: a tilted area's top vertex
	// may lie far to one side.
	edge := top
	if y, ok := topAt(ring, x); ok {
		edge = y
	}
	anchor = c.insidePx(p, x, edge+min(4, (bottom-edge)/2), cy)
	fs := c.Style.fontSize()
	inside := orb.Point{x, edge + fs + 2}
	if w := charWidth * fs * float64(utf8.RuneCountInString(text)); w > right-left-4 {
		if above := top - descent*fs - 3; above-(ascent+descent)*fs >= pad {
			return orb.Point{x, above}, anchor, true
		}
	}
	return inside, anchor, true
}

// insidePx returns a pixel point inside polygon p: (x, y) if it lies
// inside, else (x, cy) (the centroid's), else p's first vertex.
func (c *Canvas) insidePx(p geom.Polygon, x, y, cy float64) orb.Point {
	for _, q := range [][2]float64{{x, y}, {x, cy}} {
		if pt, ok := c.unpx(q[0], q[1]); ok && p.Locate(pt) == geom.Inside {
			return orb.Point{q[0], q[1]}
		}
	}
	vx, vy, _ := c.px(p[0][0])
	return orb.Point{vx, vy}
}

// unpx returns the board point the canvas draws at pixel (x, y).
func (c *Canvas) unpx(x, y float64) (orb.Point, bool) {
	p := orb.Point{c.bounds.Min[0] + (x-pad)/c.scale, 0}
	if c.yDown {
		p[1] = c.bounds.Min[1] + (y-pad)/c.scale
	} else {
		p[1] = c.bounds.Max[1] - (y-pad)/c.scale
	}
	return p, finite(p)
}

// lineLabelPoint returns the pixel position of a line's label, and the
// point of the line it names: the line's highest point in the picture
// (the first of equals), or, if the window cuts the line there, the first
// point along it a little below the window's top, so that a leader never
// ends on the drawing's edge. The label goes just above that point; for a
// closed line (a crest around a hill), inside it: below a top that is the
// ring's own, else beside the line on the side of the ring's centroid.
func (c *Canvas) lineLabelPoint(piece, whole orb.LineString, text string) (place, anchor orb.Point, ok bool) {
	pts := make([]orb.Point, 0, len(piece))
	for _, p := range piece {
		if x, y, ok := c.px(p); ok {
			pts = append(pts, orb.Point{x, y})
		}
	}
	if len(pts) == 0 {
		return orb.Point{}, orb.Point{}, false
	}
	fs := c.Style.fontSize()
	k := 0
	for i, p := range pts {
		if p[1] < pts[k][1] {
			k = i
		}
	}
	anchor = pts[k]
	cut := anchor[1] < pad+1 // the window's top cuts the line here
	if cut {
		anchor = firstBelow(pts, k, pad+2*fs)
	}
	place = orb.Point{anchor[0], anchor[1] - 4 - c.Style.strokeWidth()} // clear of the line's own stroke
	closed := len(whole) > 3 && whole[0] == whole[len(whole)-1]
	if !closed {
		return place, anchor, true
	}
	ctr, ok := geom.PolygonCentroid(geom.Polygon{orb.Ring(whole)})
	cx, _, ok2 := c.px(ctr)
	if !ok || !ok2 {
		return place, anchor, true
	}
	if !cut {
		// Under the ring's top above its centroid, inside it.
		if y, ok := topAt(pts, cx); ok {
			anchor = orb.Point{cx, y}
		}
		return orb.Point{anchor[0], anchor[1] + fs + 4}, anchor, true
	}
	half := charWidth * fs * float64(utf8.RuneCountInString(text)) / 2
	side := 1.0
	if cx < anchor[0] {
		side = -1
	}
	return orb.Point{anchor[0] + side*(half+6), anchor[1] + fs*0.35}, anchor, true
}

// topAt returns the highest point (least y) where the pixel polyline pts
// meets the vertical line at x, and false if it does not.
func topAt(pts []orb.Point, x float64) (float64, bool) {
	best, found := math.Inf(1), false
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		if (a[0] < x) == (b[0] < x) && a[0] != x && b[0] != x {
			continue
		}
		y := a[1]
		if b[0] != a[0] {
			y = a[1] + (x-a[0])/(b[0]-a[0])*(b[1]-a[1])
		}
		best, found = min(best, y), true
	}
	return best, found
}

// firstBelow returns the first point along the pixel polyline pts, from
// its point k either way, at height y or below (y grows down), on the
// polyline; pts[k] if none.
func firstBelow(pts []orb.Point, k int, y float64) orb.Point {
	for _, step := range []int{1, -1} {
		for i := k; i+step >= 0 && i+step < len(pts); i += step {
			a, b := pts[i], pts[i+step]
			if b[1] >= y && a[1] < y {
				t := (y - a[1]) / (b[1] - a[1])
				return orb.Point{a[0] + t*(b[0]-a[0]), y}
			}
		}
	}
	return pts[k]
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
	if x, y, ok := c.px(d.Center); ok && r > maxMarker {
		c.avoid(x-r, y-r, x+r, y+r) // other labels keep off the base, as off a witness's
	}
	if label != "" {
		// Clear of the base's marker box, so the label stays at its place.
		return c.text(d.Center, 0, -r-5, label, "")
	}
	return nil
}

// Polygon draws a polygon (a terrain piece, a square, a zone) filled with
// colour at 60% over the table, with label at its centroid; key it with
// [Canvas.KeyArea], whose swatch shows the colour as drawn.
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

// callerLine returns the colour (Style.Path if empty) and the dash
// pattern of a caller's own line or outline (Segment, HexOutline), both
// drawn twice as thick as the style's strokes.
func (c *Canvas) callerLine(colour string, dash bool) (string, string) {
	if colour == "" {
		colour = c.Style.Path
	}
	if dash {
		return colour, "6 4"
	}
	return colour, ""
}

// Segment draws a segment in colour (Style.Path if empty), dashed if dash,
// with label at its middle.
func (c *Canvas) Segment(s geom.Segment, label, colour string, dash bool) error {
	if err := c.ready(); err != nil {
		return err
	}
	colour, d := c.callerLine(colour, dash)
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

// Label writes s in colour (Style.Text if empty), bold, naming the point
// p of a caller's own overlay (a corridor, a zone): centred at p if that
// place is free, else beside it, else further out with a leader line
// from p, marked with a dot, so that which line it names is never a
// guess. Write a label in the colour of what it names. An empty s writes
// nothing; a p that is not finite (or whose pixel position is not)
// writes nothing and is an error.
func (c *Canvas) Label(p orb.Point, s, colour string) error {
	if err := c.ready(); err != nil {
		return err
	}
	if colour == "" {
		colour = c.Style.Text
	}
	return c.text(p, 0, 0, s, `fill="`+esc(colour)+`" font-weight="bold"`)
}

// Arrow draws the segment s as an arrow from s.A to s.B in colour
// (Style.Sight if empty), its head at s.B: who fires at whom, which way a
// unit moves. label, if any, names it in the legend, beside an arrow in
// its colour (write it on the drawing with [Canvas.Label] if it must be
// read there too). Stop a segment short of a base or counter at its end,
// or the head lies under it. An arrow that draws nothing adds no legend
// entry: one wholly outside the canvas, or of zero length on the
// picture (it has no direction), draws nothing; an end that is not
// finite draws nothing and is an error.
func (c *Canvas) Arrow(s geom.Segment, label, colour string) error {
	if err := c.ready(); err != nil {
		return err
	}
	if colour == "" {
		colour = c.Style.Sight
	}
	n := c.body.Len()
	err := c.arrow(s.A, s.B, colour, 2*c.Style.strokeWidth(), label)
	if c.body.Len() > n { // drawn
		c.key(colour, label, keyArrow)
	}
	return err
}

// at returns the point of s at distance d from A (A if s has length 0).
func at(s geom.Segment, d float64) orb.Point {
	l := s.Length()
	if l == 0 || math.IsNaN(d) {
		return s.A
	}
	return s.At(math.Min(math.Max(d/l, 0), 1))
}
