package draw

import (
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// HexMap draws a hex map in offset order: each hex filled by its terrain
// type and shaded by its elevation, with its printed label at the top and
// its elevation at the bottom when not 0 (see Style.HexLabels and
// Style.HexElevations); then every hexside feature as a thick stroke along
// its side, coloured by type, or, for a type Style.Road marks (a road),
// as a stroke across the side from the centre of one hex to the centre
// of the other, the way the road runs. The canvas must be a hex canvas ([NewHexMap],
// [NewHexWindow], [NewHex]); only hexes wholly inside it are drawn, and
// its tooltips name hexes by m's printed labels from now on.
func (c *Canvas) HexMap(m *terrain.HexMap) error {
	if err := c.needHex("HexMap"); err != nil {
		return err
	}
	if m == nil {
		return errors.New("draw: nil hex map")
	}
	c.hexName = mapNamer(m)
	c.hexMap = m
	c.unshaded, c.shaded = make([]int, m.NumTypes()), make([]uint64, (m.Len()+63)/64)
	c.group("hexmap")
	errs := c.hexTerrain(m, nil)
	road, err := roadTypes(m, c.Style.Road)
	c.road = road
	errs = c.hexSides(m, append(errs, err))
	c.hexNumbers(m)
	c.end()
	return errors.Join(errs...)
}

// hexTerrain fills each hex of m in the window by its type and shades it
// by its elevation.
func (c *Canvas) hexTerrain(m *terrain.HexMap, errs []error) []error {
	st := c.Style
	for h := range m.Hexes() {
		if c.full != nil {
			break // the cap is reached: nothing more is written
		}
		if !c.inWindow(h) {
			continue
		}
		ti, _ := m.HexType(h)
		t := m.Type(ti)
		elev, _ := m.Elevation(h)
		title := c.name(h) + " " + t.Name
		if elev != 0 {
			title += ", elevation " + val(elev)
		}
		errs = append(errs, c.hexFillMark(h, st.terrain(t.Name, ti), 1, title, terrainMark(t.Name)))
		if ti >= 0 && ti < len(c.unshaded) {
			c.unshaded[ti]++
		}
		c.terrainKey(st.terrain(t.Name, ti), t.Name, keyFill)
		if elev > 0 {
			errs = append(errs, c.hexFill(h, "#000000", min(0.08*elev, 0.4), ""))
		}
	}
	return errs
}

// hexSides strokes every hexside feature of m along a side of a hex in
// the window, or, for a type of c.road (Style.Road when HexMap drew m),
// across it from centre to centre.
func (c *Canvas) hexSides(m *terrain.HexMap, errs []error) []error {
	st := c.Style
	w := st.strokeWidth()
	road := c.road
	for h := range m.Hexes() {
		if c.full != nil {
			break
		}
		for d := hex.Direction(0); d < 3; d++ {
			if !c.inWindow(h) && !c.inWindow(h.Neighbor(d)) {
				continue
			}
			fs, ok := m.SideFeatures(hex.SideOf(h, d))
			if !ok || len(fs) == 0 {
				continue
			}
			a, b := c.layout.SideSegment(h, d)
			for k, f := range fs {
				ti, _ := m.TypeByName(f.Type)
				if road.At(ti) {
					errs = append(errs, c.roadAcross(h, d, f, ti))
					continue
				}
				title := fmt.Sprintf("%s on the side of %s and %s", f.Type, c.name(h), c.name(h.Neighbor(d)))
				dash := ""
				if f.HasHeight {
					title += ", height " + val(f.Height)
					dash = "6 3"
				}
				// Several features on one side are drawn side by side,
				// the later ones thinner, so each stays visible.
				errs = append(errs, c.line(a, b, stroke(st.terrain(f.Type, ti), max(4*w-1.5*float64(k), w), dash)+legendMark(terrainMark(f.Type)), title))
				kind := keyLine
				if f.HasHeight {
					kind = keyDashed
				}
				c.terrainKey(st.terrain(f.Type, ti), f.Type, kind)
			}
		}
	}
	return errs
}

// roadTypes returns, by type index of m, whether key marks the type as a
// road across hexsides: none for the zero key.
func roadTypes(m *terrain.HexMap, key terrain.Key[bool]) (terrain.Column[bool], error) {
	if key.Name() == "" {
		return terrain.Column[bool]{}, nil
	}
	col, err := terrain.TypeColumn(m.Types(), key)
	if err != nil {
		return terrain.Column[bool]{}, fmt.Errorf("draw: Style.Road: %w", err)
	}
	return col, nil
}

// roadAcross draws hexside feature f of type index ti, on the side of h
// in direction d, as a road running across the side: a stroke from the
// centre of each hex of the side in the window to the side's middle, so
// that it runs on from hex to hex as the road does.
func (c *Canvas) roadAcross(h hex.Hex, d hex.Direction, f terrain.SideFeature, ti int) error {
	st := c.Style
	n := h.Neighbor(d)
	a, b := c.layout.SideSegment(h, d)
	mid := geom.Segment{A: a, B: b}.At(0.5)
	col := st.terrain(f.Type, ti)
	attrs := stroke(col, 2.5*st.strokeWidth(), "") + legendMark(terrainMark(f.Type))
	title := fmt.Sprintf("%s from %s to %s", f.Type, c.name(h), c.name(n))
	c.keyMark(col, f.Type+" (hex to hex)", keyLine, terrainMark(f.Type))
	var errs []error
	for _, x := range []hex.Hex{h, n} {
		if c.inWindow(x) {
			errs = append(errs, c.line(c.centre(x), mid, attrs, title))
		}
	}
	return errors.Join(errs...)
}

// hexNumbers queues each hex's printed label at its top and its elevation
// at its bottom, as fixed labels.
func (c *Canvas) hexNumbers(m *terrain.HexMap) {
	st := c.Style
	if !st.HexLabels && !st.HexElevations || c.full != nil {
		return
	}
	fs, ink := hexNumberSize(st), `fill="`+esc(st.Text)+`"`
	for h := range m.Hexes() {
		if !c.inWindow(h) {
			continue
		}
		cy, top, bottom, ok := c.hexPixels(h)
		if !ok {
			continue
		}
		x, _, _ := c.px(c.layout.HexToPoint(h))
		if l, err := m.Label(h); err == nil && st.HexLabels {
			// Under a thick outline at the top (a formation's head), the
			// number goes a little lower; under a line or marker there,
			// to the bottom of the hex (if the elevation leaves room),
			// else beside the middle, clear of a line through the centre.
			hi, lo, mid := top+fs+2, bottom-3-fs*1.2, cy+fs*0.28
			side := charWidth*fs*float64(utf8.RuneCountInString(l))/2 + 6
			c.queue(label{ax: x, ay: top, x: x, y: hi, text: l, size: fs, attrs: ink, fixed: true,
				alts: [][2]float64{{x, hi + 3}, {x, lo}, {x + side, mid}, {x - side, mid}, {x + side + 5, mid}, {x - side - 5, mid}}})
		}
		if e, _ := m.Elevation(h); st.HexElevations && e != 0 {
			// Under a line or marker at the bottom, beside the middle;
			// else at the bottom all the same (it is never left out).
			c.key("", "▲n: elevation n (higher hexes shaded darker)", keyText)
			t := "▲" + val(e)
			side := charWidth*fs*float64(utf8.RuneCountInString(t))/2 + 6
			mid := cy + fs*1.2
			c.queue(label{ax: x, ay: bottom, x: x, y: bottom - 3, text: t, size: fs, attrs: ink, fixed: true, keep: true,
				alts: [][2]float64{{x, mid}, {x + side, mid}, {x - side, mid}}})
		}
	}
}

// hexNumberSize is the font size of hex numbers.
func hexNumberSize(st Style) float64 { return max(st.fontSize()*0.8, minText) }

// hexPixels returns the pixel centre row and the top and bottom pixel rows
// of h.
func (c *Canvas) hexPixels(h hex.Hex) (cy, top, bottom float64, ok bool) {
	_, cy, ok = c.px(c.layout.HexToPoint(h))
	if !ok {
		return 0, 0, 0, false
	}
	top, bottom = cy, cy
	for _, p := range c.layout.Corners(h)[:6] {
		_, y, ok := c.px(p)
		if !ok {
			return 0, 0, 0, false
		}
		top, bottom = min(top, y), max(bottom, y)
	}
	return cy, top, bottom, true
}

// hexFill fills hex h.
func (c *Canvas) hexFill(h hex.Hex, colour string, opacity float64, title string) error {
	return c.hexFillMark(h, colour, opacity, title, "")
}

// hexFillMark fills hex h and marks it with the legend entry that
// explains it (see [legendMark]).
func (c *Canvas) hexFillMark(h hex.Hex, colour string, opacity float64, title, mark string) error {
	if !c.inWindow(h) {
		return nil
	}
	attrs := `fill="` + esc(colour) + `"`
	if opacity < 1 {
		attrs += ` fill-opacity="` + num(opacity) + `"`
	}
	attrs += legendMark(mark)
	if title != "" {
		attrs += ` stroke="` + esc(c.Style.Edge) + `" stroke-width="1"`
	}
	return c.polygon(geom.Polygon{c.layout.Corners(h)}, attrs, title)
}

// hexOutline outlines hex h.
func (c *Canvas) hexOutline(h hex.Hex, colour string, width float64, dash, title string) error {
	if !c.inWindow(h) {
		return nil
	}
	return c.polygon(geom.Polygon{c.layout.Corners(h)}, stroke(colour, width, dash), title)
}

// HexOutline outlines hex h in colour (Style.Path if empty), dashed if
// dash, as thick as a [Canvas.Segment]: a hex a caller wants to point
// out (a tie, a corner clipped); [Canvas.KeyLine] says what it means.
// The canvas must be a hex canvas; a hex outside it draws nothing.
func (c *Canvas) HexOutline(h hex.Hex, colour string, dash bool) error {
	if err := c.needHex("HexOutline"); err != nil {
		return err
	}
	colour, d := c.callerLine(colour, dash)
	return c.hexOutline(h, colour, 2*c.Style.strokeWidth(), d, c.name(h))
}

// centre returns the centre of h.
func (c *Canvas) centre(h hex.Hex) orb.Point { return c.layout.HexToPoint(h) }

// HexLine draws a line of hexes (the hexes of hex.Line): every hex
// filled in Style.Path, and the segment between the centres of the first
// and the last.
func (c *Canvas) HexLine(hexes []hex.Hex) error {
	if err := c.needHex("HexLine"); err != nil {
		return err
	}
	if len(hexes) == 0 {
		return nil
	}
	var errs []error
	c.key(c.shown(c.Style.Path, 0.35), "hex on the line", keyFill)
	c.group("hexline")
	for i, h := range hexes {
		errs = append(errs, c.hexFill(h, c.Style.Path, 0.35, fmt.Sprintf("step %d: %s", i, c.name(h))))
	}
	errs = append(errs, c.line(c.centre(hexes[0]), c.centre(hexes[len(hexes)-1]), stroke(c.Style.Sight, 2*c.Style.strokeWidth(), ""), ""))
	c.end()
	return errors.Join(errs...)
}

// HexLineSteps draws the steps of a hex line's CentreLine form
// (hex.AppendLineSteps): decided steps filled in Style.Path, both hexes of
// a choice (hex.ViaChoice) in Style.Either with a dashed outline, and the
// centre-to-centre segment.
func (c *Canvas) HexLineSteps(steps []hex.LineStep) error {
	if err := c.needHex("HexLineSteps"); err != nil {
		return err
	}
	if len(steps) == 0 {
		return nil
	}
	st := c.Style
	var errs []error
	c.group("spineline")
	for i, s := range steps {
		if s.Via() != hex.ViaChoice {
			c.key(c.shown(st.Path, 0.35), "hex on the line", keyFill)
			errs = append(errs, c.hexFill(s.Hex, st.Path, 0.35, fmt.Sprintf("step %d: %s", i, c.name(s.Hex))))
			continue
		}
		c.key(st.Either, "either hex (the line runs along their side)", keyDashed)
		title := fmt.Sprintf("step %d: %s or %s", i, c.name(s.Hex), c.name(s.Alt()))
		for _, h := range []hex.Hex{s.Hex, s.Alt()} {
			errs = append(errs, c.hexFill(h, st.Either, 0.3, title))
			errs = append(errs, c.hexOutline(h, st.Either, 2*st.strokeWidth(), "5 3", ""))
		}
	}
	errs = append(errs, c.line(c.centre(steps[0].Hex), c.centre(steps[len(steps)-1].Hex), stroke(st.Sight, 2*st.strokeWidth(), ""), ""))
	c.end()
	return errors.Join(errs...)
}

// facingPoint returns the middle of the hexside, or the corner, that a
// unit in h facing f faces.
func (c *Canvas) facingPoint(h hex.Hex, f hex.Facing) orb.Point {
	if d, ok := f.Dir(); ok {
		a, b := c.layout.SideSegment(h, d)
		return geom.Segment{A: a, B: b}.At(0.5)
	}
	k, _ := f.Corner()
	return c.layout.Corner(h, k)
}

// Facing draws an arrow from the centre of h to the hexside or corner it
// faces under f.
func (c *Canvas) Facing(h hex.Hex, f hex.Facing) error {
	if err := c.needHex("Facing"); err != nil {
		return err
	}
	return c.arrow(c.centre(h), c.facingPoint(h, f), c.Style.Footprint, 2*c.Style.strokeWidth(), c.name(h)+": facing "+f.String())
}

// Arcs shades the hexes of the canvas within radius of from by the arc
// they lie in for a unit facing f (a light shade of Style.Front, Flank
// and Rear), as a.Of decides, and draws the facing. A shade is opaque,
// as [Canvas.Heat]'s: over a map or an overlay drawn before (a reach),
// each shaded hex shows its terrain hatched over the shade, never a mix
// of colours. It visits the canvas's hexes, not the radius: its cost is
// bounded by the window whatever radius asks.
func (c *Canvas) Arcs(a hex.Arcs, from hex.Hex, f hex.Facing, radius int) error {
	if err := c.needHex("Arcs"); err != nil {
		return err
	}
	if err := a.Validate(); err != nil {
		return fmt.Errorf("draw: %w", err)
	}
	st := c.Style
	var errs []error
	// The shades, computed once: the cost per hex stays that of a fill.
	// Strong enough to stand apart from terrain of a like hue (a rear
	// arc from a town, a front arc from a wood) by CIE76 ΔE 15 or more.
	front, flank, rear := mix(st.Front, st.Table, 0.75), mix(st.Flank, st.Table, 0.75), mix(st.Rear, st.Table, 0.75)
	c.group("arcs")
	for h := range c.windowHexes() {
		if h == from || !c.inWindow(h) || int64(from.Distance(h)) > int64(radius) {
			continue
		}
		arc := a.Of(from, f, h)
		var shade, mark string
		switch arc {
		case hex.Front:
			shade, mark = front, "arc:front"
		case hex.Flank:
			shade, mark = flank, "arc:flank"
		case hex.Rear:
			shade, mark = rear, "arc:rear"
		default:
			continue // in no arc (geom.NoArc, for a hex or facing out of range): nothing to shade
		}
		c.keyMark(shade, arc.String()+" arc", keyShade, mark)
		errs = append(errs, c.coverHex(h, shade, c.name(h)+": "+arc.String(), mark))
	}
	errs = c.resurface(errs)
	errs = append(errs, c.hexOutline(from, st.Footprint, 2*st.strokeWidth(), "", c.name(from)+": unit, facing "+f.String()))
	errs = append(errs, c.arrow(c.centre(from), c.facingPoint(from, f), st.Footprint, 2*st.strokeWidth(), "facing "+f.String()))
	c.end()
	return errors.Join(errs...)
}

// Footprint draws a formation: the hexes of fp placed with its head at
// head facing f, outlined in Style.Footprint (the head thicker), and the
// facing arrow; label names it in the legend (a hex holds no room for a
// name beside its number, facing and counters).
func (c *Canvas) Footprint(fp hex.Footprint, head hex.Hex, f hex.Facing, label string) error {
	if err := c.needHex("Footprint"); err != nil {
		return err
	}
	if !fp.Fits(f) {
		return fmt.Errorf("draw: footprint %q does not fit facing %v", label, f)
	}
	st := c.Style
	w := st.strokeWidth()
	var errs []error
	c.group("footprint")
	for h := range fp.Place(head, f) {
		errs = append(errs, c.hexFill(h, st.Footprint, 0.2, ""))
		width := 2 * w
		if h == head {
			width = 3.5 * w
		}
		errs = append(errs, c.hexOutline(h, st.Footprint, width, "", c.name(h)+": "+label))
	}
	what := "formation (head outlined thicker)"
	if label != "" {
		what = label + ": a formation, its head outlined thicker"
	}
	c.key(st.Footprint, what, keyOutline)
	errs = append(errs, c.arrow(c.centre(head), c.facingPoint(head, f), st.Footprint, 2*w, "facing "+f.String()))
	c.end()
	return errors.Join(errs...)
}
