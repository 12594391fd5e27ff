package draw

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"iter"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// pad is the margin, in pixels, around the drawn area.
const pad = 12.0

// DefaultMaxBytes is the size cap of a picture's drawing when
// Canvas.MaxBytes is 0: 64 MiB of SVG, about 200,000 hexes of a map.
const DefaultMaxBytes = 64 << 20

// maxCaptionLines bounds the captions' lines, so a huge caption cannot
// make a huge picture.
const maxCaptionLines = 200

// Canvas is an SVG picture under construction: a rectangle of the board's
// plane (its bounds) drawn at a scale in pixels per unit. Make one with
// [New] (a table, y up) or [NewHex] (a hex map in its layout's frame), draw
// on it, then write it with [Canvas.WriteTo].
type Canvas struct {
	// Style holds the colours, stroke width and font size used by the
	// drawing methods; New and NewHex set it to DefaultStyle. Change it
	// between calls to draw different overlays in different colours.
	Style Style

	bounds orb.Bound
	scale  float64
	yDown  bool
	layout hex.Layout
	hex    bool
	table  bool  // a table canvas (New): the legend starts with a scale bar
	err    error // the canvas itself is invalid
	full   error // the drawing reached MaxBytes: later calls refuse

	// MaxBytes caps the size of the drawing's SVG elements (the body of
	// the document, legend and labels apart); 0 means DefaultMaxBytes.
	// Drawing stops at the cap with an error naming it, so a huge map
	// cannot fill memory; raise it to draw bigger pictures.
	MaxBytes int

	title    string
	heading  float64 // a chart's room at its top for its title, in pixels
	captions []string
	body     bytes.Buffer

	names func(feature int) string // feature names of the last board drawn

	labels  []label // texts placed when the picture is written
	keepOut []box   // pixel boxes that movable labels keep clear of
	strokes []pxSeg // drawn segments and markers movable labels prefer to keep clear of
	legend  []key   // what each overlay colour means, in first-use order
	// legendMore are the texts of legend entries past the cap, for the
	// tooltip of the legend's last entry; legendLost, that there were
	// more still.
	legendMore []string
	legendLost bool
	// patterns are the colours of the hatching patterns used, by index
	// (see hatchID).
	patterns []string
	// hexMap is the last hex map drawn: overlays that cover hexes hatch
	// its terrain over their shade and draw its hexsides again.
	hexMap *terrain.HexMap
	// road says, by type index of hexMap, whether Style.Road marked the
	// type a road when HexMap drew it: the overlays that draw the
	// hexsides again reuse it, so they neither read Style.Road again nor
	// report its error a second time.
	road terrain.Column[bool]
	// unshaded counts, by type index of hexMap, the hexes it drew that no
	// overlay has shaded since; shaded has a bit per hex of hexMap (by
	// its Index), set once an overlay shades it.
	unshaded []int
	shaded   []uint64

	// unit names the numbers drawn (set by Board and HexMap, or SetUnit).
	unit string
	// hexName names hexes in tooltips (the printed labels of the last
	// hex map drawn; axial coordinates before one is drawn).
	hexName func(hex.Hex) string
	// widest is half the widest stroke drawn, in pixels: a hex canvas's
	// clip leaves it room, so an outline on an edge hex is drawn whole.
	widest float64
	// window is the hexes a hex canvas was made for, read once from the
	// iterator NewHex was given; overlays that would cover more (arcs of a
	// large radius) visit these instead.
	window []hex.Hex
}

// New returns a canvas for a table whose plane rectangle is bounds (a
// terrain.Board's Extent, typically), at scale pixels per unit. The y axis
// grows upwards: the table is seen from above, north up. Its legend
// starts with a scale bar in the canvas's unit (the board's, after
// [Canvas.Board], or [Canvas.SetUnit]'s).
//
// Bounds that are not finite or have Min > Max, or a scale that is not
// finite and positive, give a canvas on which every method returns an
// error.
func New(bounds orb.Bound, scale float64) *Canvas {
	c := &Canvas{Style: DefaultStyle(), bounds: bounds, scale: scale, table: true}
	c.err = checkFrame(bounds, scale)
	return c
}

// NewHex returns a canvas for the hexes of a hex grid placed by l, at
// scale pixels per unit of l: its bounds are the smallest rectangle that
// holds every corner of hexes (m.Hexes() for a terrain.HexMap, or
// hex.Range for a patch of grid). It is drawn in l's frame, y down, as
// hex.Layout documents, so a printed map reads the right way up. Only
// hexes wholly inside the bounds are drawn, so a window onto a bigger map
// shows whole hexes. For a terrain.HexMap, [NewHexMap] and [NewHexWindow]
// derive l from the map.
//
// NewHex reads hexes once, and keeps them (16 bytes a hex) for the
// overlays, which visit them rather than iterate again; it reads at most
// [DefaultMaxHexes]. An iterator that yields more (hex.Spiral of radius
// 100,000 asks for 3·10^10) gives a canvas whose every method returns an
// error naming the cap, after reading that many: [Limits].MaxHexes raises
// it (Limits{MaxHexes: n}.NewHex). Its cost is linear in the hexes read.
//
// An invalid layout, no hexes, or a bad scale give a canvas on which every
// method returns an error.
func NewHex(l hex.Layout, hexes iter.Seq[hex.Hex], scale float64) *Canvas {
	return Limits{}.NewHex(l, hexes, scale)
}

// DefaultMaxHexes is the most hexes [NewHex] reads from its iterator when
// Limits.MaxHexes is 0: 1,048,576, five times the hexes DefaultMaxBytes
// of SVG can draw. [NewHexMap] and [NewHexWindow] read as many as their
// map has, which terrain bounds.
const DefaultMaxHexes = 1 << 20

// Limits bounds what a canvas constructor reads, so that an iterator that
// never ends, or asks for billions of hexes, costs a documented amount.
// Its zero value is the default.
type Limits struct {
	// MaxHexes is the most hexes NewHex reads; 0 or less means
	// DefaultMaxHexes.
	MaxHexes int
}

// NewHex is [NewHex] reading at most l.MaxHexes hexes.
func (l Limits) NewHex(layout hex.Layout, hexes iter.Seq[hex.Hex], scale float64) *Canvas {
	limit := l.MaxHexes
	if limit <= 0 {
		limit = DefaultMaxHexes
	}
	return newHex(layout, hexes, scale, limit, "Limits.MaxHexes")
}

// newHex is NewHex reading at most limit hexes; what names the limit in
// the error.
func newHex(l hex.Layout, hexes iter.Seq[hex.Hex], scale float64, limit int, what string) *Canvas {
	c := &Canvas{Style: DefaultStyle(), scale: scale, yDown: true, layout: l, hex: true, unit: "MP"}
	if err := l.Validate(); err != nil {
		c.err = fmt.Errorf("draw: %w", err)
		return c
	}
	var b orb.Bound
	if hexes != nil {
		for h := range hexes {
			if len(c.window) == limit {
				c.err = fmt.Errorf("draw: hex canvas: more than %d hexes (%s)", limit, what)
				return c
			}
			if len(c.window) == cap(c.window) {
				c.window = slices.Grow(c.window, max(64, len(c.window))) // doubling, not append's 1.25
			}
			c.window = append(c.window, h)
			for i, p := range l.Corners(h)[:6] {
				if len(c.window) == 1 && i == 0 {
					b = orb.Bound{Min: p, Max: p}
				} else {
					b = b.Extend(p)
				}
			}
		}
	}
	if len(c.window) == 0 {
		c.err = errors.New("draw: hex canvas with no hexes")
		return c
	}
	c.bounds = b
	c.err = checkFrame(b, scale)
	return c
}

func checkFrame(b orb.Bound, scale float64) error {
	if !finite(b.Min) || !finite(b.Max) || b.Min[0] > b.Max[0] || b.Min[1] > b.Max[1] {
		return fmt.Errorf("draw: bounds %v-%v: want finite corners with Min <= Max", b.Min, b.Max)
	}
	if !(scale > 0) || math.IsInf(scale, 0) {
		return fmt.Errorf("draw: scale %v: want a finite positive number of pixels per unit", scale)
	}
	w, h := (b.Max[0]-b.Min[0])*scale, (b.Max[1]-b.Min[1])*scale
	if math.IsInf(w, 0) || math.IsInf(h, 0) || w > 1e7 || h > 1e7 {
		return fmt.Errorf("draw: bounds %v-%v at scale %v: picture too large", b.Min, b.Max, scale)
	}
	return nil
}

// Err returns the error that makes the canvas unusable (bad bounds, scale
// or layout, a drawing past Canvas.MaxBytes, a nil canvas), or nil.
func (c *Canvas) Err() error { return c.ready() }

// errNilCanvas is what every method of a nil *Canvas returns.
var errNilCanvas = errors.New("draw: nil canvas (make one with New, NewHex, NewHexMap or NewHexWindow)")

// SetTitle sets the picture's title (an SVG <title>, shown as a tooltip by
// most viewers and read by screen readers); a chart ([NewOutcomes])
// also writes it at its top. On a nil canvas it does
// nothing.
func (c *Canvas) SetTitle(s string) {
	if c != nil {
		c.title = s
	}
}

// Caption adds text below the drawing. Captions are written in the order
// given, flowing together as one paragraph wrapped to the picture's width,
// so a long sentence may be given in parts. On a nil canvas it does
// nothing.
func (c *Canvas) Caption(s string) {
	if c != nil {
		c.captions = append(c.captions, s)
	}
}

// size returns the pixel size of the drawing area, captions excluded.
func (c *Canvas) size() (w, h float64) {
	return 2*pad + (c.bounds.Max[0]-c.bounds.Min[0])*c.scale,
		2*pad + (c.bounds.Max[1]-c.bounds.Min[1])*c.scale
}

// WriteTo writes the picture as a standalone SVG document: the drawing,
// its labels placed so that no two overlap (see [TextBox]), the legend of
// every overlay colour used, then the captions. It implements io.WriterTo;
// it fails if the canvas is invalid (see [Canvas.Err]), w is nil or w
// fails. Writing twice writes the same bytes. The document is streamed to
// w: beyond the drawing already held (at most Canvas.MaxBytes), writing
// it holds only its labels, legend and captions.
func (c *Canvas) WriteTo(w io.Writer) (int64, error) {
	if err := c.ready(); err != nil {
		return 0, err
	}
	if w == nil {
		return 0, errors.New("draw: WriteTo: nil writer")
	}
	st := c.Style
	draw, height := c.size()
	lineH := st.fontSize() * 1.4
	// Text below the drawing gets at least 24 characters a line, however
	// narrow the drawing.
	width := draw
	bar, hasBar := c.scaleKey()
	if hasBar || len(c.captions) > 0 || len(c.legend) > 0 {
		width = max(width, 24*charWidth*st.fontSize()+2*pad)
	}
	if hasBar { // the scale bar and its text fit on one line
		barW, _ := strconv.ParseFloat(bar.colour, 64)
		width = max(width, 2*pad+barW+4+charWidth*st.fontSize()*float64(utf8.RuneCountInString(bar.text))+2)
	}
	var lines []string
	if len(c.captions) > 0 {
		lines = wrap(strings.Join(c.captions, " "), int((width-2*pad)/(charWidth*st.fontSize())), maxCaptionLines)
	}
	var legend strings.Builder
	legendH := c.writeLegend(&legend, height, width)
	full := height + legendH + float64(len(lines))*lineH
	if len(lines) > 0 {
		full += lineH / 2
	}
	out := &countingWriter{w: w}
	out.printf(`<?xml version="1.0" encoding="UTF-8"?>`+"\n"+
		`<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" font-family="sans-serif" font-size="%s">`+"\n",
		num(width), num(full), num(width), num(full), num(st.fontSize()))
	if c.title != "" {
		out.printf("<title>%s</title>\n", esc(c.title))
	}
	out.printf(`<rect x="0" y="0" width="%s" height="%s" fill="%s"/>`+"\n", num(width), num(full), esc(st.Page))
	c.writePatterns(out)
	// Shapes are cut at the drawing's own rectangle (the window onto a
	// bigger board), inside the margin, never at the picture's edge. A
	// hex canvas draws whole hexes only, touching its rectangle at their
	// outer corners: its clip grows by half the widest stroke, so that an
	// outline there (a start, a zone) keeps its whole width.
	grow := 0.0
	if c.hex {
		grow = min(c.widest, pad)
	}
	out.printf(`<clipPath id="drawing"><rect x="%s" y="%s" width="%s" height="%s"/></clipPath>`+"\n",
		num(pad-grow), num(pad-grow), num(draw-2*pad+2*grow), num(height-2*pad+2*grow))
	out.write(`<g clip-path="url(#drawing)">` + "\n")
	out.bytes(c.body.Bytes())
	out.write("</g>\n")
	var labels strings.Builder
	c.placeLabels(&labels, draw, height)
	out.write(labels.String())
	out.write(legend.String())
	if len(lines) > 0 {
		out.write(`<g class="captions">` + "\n")
		for i, s := range lines {
			out.printf(`<text x="%s" y="%s" fill="%s">%s</text>`+"\n",
				num(pad), num(height+legendH+float64(i+1)*lineH), esc(st.Text), esc(s))
		}
		out.write("</g>\n")
	}
	out.write("</svg>\n")
	return out.n, out.err
}

// countingWriter writes to w until the first error, counting the bytes
// written.
type countingWriter struct {
	w   io.Writer
	n   int64
	err error
}

func (o *countingWriter) bytes(p []byte) {
	if o.err == nil {
		n, err := o.w.Write(p)
		o.n += int64(n)
		o.err = err
	}
}

func (o *countingWriter) write(s string) {
	if o.err == nil {
		n, err := io.WriteString(o.w, s)
		o.n += int64(n)
		o.err = err
	}
}

func (o *countingWriter) printf(format string, a ...any) { o.write(fmt.Sprintf(format, a...)) }

// Dropped returns the number of labels that found no free place and were
// left out of the picture (each text kept as a tooltip where it would
// have been), as WriteTo would place them now.
func (c *Canvas) Dropped() int {
	if c.ready() != nil {
		return 0
	}
	w, h := c.size()
	var b strings.Builder
	return c.placeLabels(&b, w, h)
}

// wrap splits s into lines of at most n characters at spaces; a word
// longer than a line is cut into pieces of n characters, so no line is
// wider than the picture. It stops after limit lines (0: no limit), the
// last saying how much was left out; its cost is linear in the input.
func wrap(s string, n, limit int) []string {
	n = max(n, 20)
	var lines []string
	var line strings.Builder
	ll := 0 // runes in line
	flush := func() {
		lines = append(lines, line.String())
		line.Reset()
		ll = 0
	}
	full := func() bool { return limit > 0 && len(lines) >= limit }
	rest := s
	for rest != "" && !full() {
		var w string
		w, rest = nextWord(rest)
		for wl := utf8.RuneCountInString(w); wl > 0 && !full(); {
			if ll > 0 && ll+1+min(wl, n) > n {
				flush()
				continue
			}
			if ll > 0 {
				line.WriteByte(' ')
				ll++
			}
			take := min(wl, n-ll)
			head, tail := splitRunes(w, take)
			line.WriteString(head)
			ll += take
			w, wl = tail, wl-take
			if wl > 0 {
				flush()
			}
		}
	}
	// The loop only fills the lines when more text is waiting.
	more := full()
	if ll > 0 || len(lines) == 0 {
		flush()
	}
	if more {
		lines = lines[:limit]
		lines[limit-1] = "(cut short)"
	}
	return lines
}

// nextWord returns the first word of s and what follows it.
func nextWord(s string) (word, rest string) {
	s = strings.TrimLeftFunc(s, unicode.IsSpace)
	end := strings.IndexFunc(s, unicode.IsSpace)
	if end < 0 {
		end = len(s)
	}
	return s[:end], s[end:]
}

// splitRunes splits s after its first n runes.
func splitRunes(s string, n int) (string, string) {
	cut := 0
	for range n {
		_, size := utf8.DecodeRuneInString(s[cut:])
		cut += size
	}
	return s[:cut], s[cut:]
}

// px returns the pixel position of p, and false if it is not finite.
func (c *Canvas) px(p orb.Point) (x, y float64, ok bool) {
	x = pad + (p[0]-c.bounds.Min[0])*c.scale
	if c.yDown {
		y = pad + (p[1]-c.bounds.Min[1])*c.scale
	} else {
		y = pad + (c.bounds.Max[1]-p[1])*c.scale
	}
	return x, y, finite(orb.Point{x, y})
}

// PointAt returns the point of the board's plane that the picture draws
// at pixel (x, y), the inverse of where the canvas draws points: a
// program that shows the picture maps a click or the mouse back onto the
// board with it (then to a hex with the layout, [LayoutOf]). Pixels are
// those of the written SVG's own coordinates (its viewBox), from its top
// left corner. It returns false on an invalid canvas, for a pixel that is
// not finite, or for one outside the drawing (in its margin, the legend
// or the captions).
func (c *Canvas) PointAt(x, y float64) (orb.Point, bool) {
	if c.ready() != nil || !finite(orb.Point{x, y}) {
		return orb.Point{}, false
	}
	w, h := c.size()
	if x < pad || x > w-pad || y < pad || y > h-pad {
		return orb.Point{}, false
	}
	p := orb.Point{c.bounds.Min[0] + (x-pad)/c.scale, 0}
	if c.yDown {
		p[1] = c.bounds.Min[1] + (y-pad)/c.scale
	} else {
		p[1] = c.bounds.Max[1] - (y-pad)/c.scale
	}
	return p, true
}

func finite(p orb.Point) bool {
	return !math.IsNaN(p[0]) && !math.IsInf(p[0], 0) && !math.IsNaN(p[1]) && !math.IsInf(p[1], 0)
}

// num formats a pixel coordinate or a value: fixed two decimals, trailing
// zeros dropped, so that output is byte-stable.
func num(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	if strings.IndexByte(s, '.') >= 0 {
		s = strings.TrimRight(s, "0")
		s = strings.TrimSuffix(s, ".")
	}
	if s == "-0" {
		return "0"
	}
	return s
}

// val formats a value for text: like num, and "∞" for infinities.
func val(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "∞"
	case math.IsInf(v, -1):
		return "-∞"
	case math.IsNaN(v):
		return "NaN"
	}
	return num(v)
}

// esc escapes s for XML text and attribute values, replacing what XML 1.0
// cannot hold (control characters, invalid UTF-8) by U+FFFD.
func esc(s string) string {
	var b strings.Builder
	for i, r := range s {
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(s[i:]); n == 1 {
				b.WriteRune('\uFFFD')
				continue
			}
		}
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '"':
			b.WriteString("&quot;")
		case '\'':
			b.WriteString("&#39;")
		case '\t', '\n', '\r':
			b.WriteRune(r)
		default:
			if r < 0x20 || (r >= 0xD800 && r <= 0xDFFF) || r == 0xFFFE || r == 0xFFFF {
				b.WriteRune('\uFFFD')
			} else {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// ready returns the error that stops the canvas drawing (a nil canvas,
// bad bounds, the MaxBytes cap reached), for the top of every method.
func (c *Canvas) ready() error {
	switch {
	case c == nil:
		return errNilCanvas
	case c.err != nil:
		return c.err
	}
	return c.full
}

// needHex returns an error unless the canvas has a hex layout.
func (c *Canvas) needHex(what string) error {
	if err := c.ready(); err != nil {
		return err
	}
	if !c.hex {
		return fmt.Errorf("draw: %s needs a hex canvas (NewHex)", what)
	}
	return nil
}

// skipped is the error for an element with a non-finite coordinate.
func skipped(what string, p orb.Point) error {
	return fmt.Errorf("draw: %s: point (%v %v) is not finite: skipped", what, p[0], p[1])
}

// group opens an SVG group with a class; end closes it.
func (c *Canvas) group(class string) { fmt.Fprintf(&c.body, "<g class=\"%s\">\n", esc(class)) }
func (c *Canvas) end()               { c.body.WriteString("</g>\n") }

// element writes <tag attrs>title</tag> or <tag attrs/>, unless that
// would take the drawing past its cap (Canvas.MaxBytes): then it writes
// nothing, and returns the error the first time (later calls are refused
// by ready).
func (c *Canvas) element(tag, attrs, title string) error {
	if c.full != nil {
		return nil
	}
	n := c.body.Len()
	if title == "" {
		fmt.Fprintf(&c.body, "<%s %s/>\n", tag, attrs)
	} else {
		fmt.Fprintf(&c.body, "<%s %s><title>%s</title></%s>\n", tag, attrs, esc(title), tag)
	}
	if limit := c.maxBytes(); c.body.Len() > limit {
		c.body.Truncate(n)
		c.full = fmt.Errorf("draw: the drawing reached its cap of %d bytes (Canvas.MaxBytes, default DefaultMaxBytes): drawing stopped; raise Canvas.MaxBytes to draw it whole", limit)
		return c.full
	}
	return nil
}

// maxBytes returns the drawing's size cap.
func (c *Canvas) maxBytes() int {
	if c.MaxBytes > 0 {
		return c.MaxBytes
	}
	return DefaultMaxBytes
}

// stroke returns stroke attributes for a colour and a width in pixels,
// with an optional dash pattern.
func stroke(colour string, width float64, dash string) string {
	s := `fill="none" stroke="` + esc(colour) + `" stroke-width="` + num(width) + `" stroke-linecap="round" stroke-linejoin="round"`
	if dash != "" {
		s += ` stroke-dasharray="` + dash + `"`
	}
	return s
}

// band returns the stroke attributes of a translucent band along a line
// (what a stretch of a path or a sight line adds): butt ends, so that two
// bands meeting end to end do not overlap into a darker dot that reads
// as a marker.
func band(colour string, width, opacity float64) string {
	return `fill="none" stroke="` + esc(colour) + `" stroke-width="` + num(width) + `" stroke-linecap="butt" stroke-opacity="` + num(opacity) + `"`
}

// line draws the segment a-b.
func (c *Canvas) line(a, b orb.Point, attrs, title string) error {
	return c.segment("line", a, b, attrs, title, nil)
}

// arrow draws a line from a to b with an arrowhead at b.
func (c *Canvas) arrow(a, b orb.Point, colour string, width float64, title string) error {
	return c.segment("arrow", a, b, stroke(colour, width, ""), title, &arrowhead{fill: colour, size: 4 + 2*width})
}

// arrowhead is the head a segment ends in at b: a triangle size pixels
// long and wide, filled with fill.
type arrowhead struct {
	fill string
	size float64
}

// segment draws the part of a-b inside the window, stroked with attrs;
// what names it in the error for an end whose pixel position is not
// finite. With a head (h not nil) it stops short of b and ends in the
// head, unless b lies outside the window: then the head is clipped off
// with the rest and a plain line is drawn. A head on a zero-length
// segment draws nothing, having no direction.
func (c *Canvas) segment(what string, a, b orb.Point, attrs, title string, h *arrowhead) error {
	if c.full != nil {
		return nil
	}
	if _, _, ok := c.px(a); !ok {
		return skipped(what, a)
	}
	if _, _, ok := c.px(b); !ok {
		return skipped(what, b)
	}
	part, in := geom.Segment{A: a, B: b}.ClipToBound(c.bounds)
	if !in {
		return nil
	}
	ca, cb := part.A, part.B
	x1, y1, _ := c.px(ca)
	x2, y2, _ := c.px(cb)
	c.stroked(x1, y1, x2, y2, strokeHalf(attrs))
	if h == nil || cb != b {
		return c.element("line", fmt.Sprintf(`x1="%s" y1="%s" x2="%s" y2="%s" %s`, num(x1), num(y1), num(x2), num(y2), attrs), title)
	}
	dx, dy := x2-x1, y2-y1
	l := math.Hypot(dx, dy)
	if l == 0 {
		return nil
	}
	ux, uy := dx/l, dy/l
	bx, by := x2-ux*h.size, y2-uy*h.size
	d := fmt.Sprintf("M%s %s L%s %s", num(x1), num(y1), num(bx), num(by))
	err := c.element("path", `d="`+d+`" `+attrs, title)
	head := fmt.Sprintf("M%s %s L%s %s L%s %s Z", num(x2), num(y2),
		num(bx-uy*h.size/2), num(by+ux*h.size/2), num(bx+uy*h.size/2), num(by-ux*h.size/2))
	return errors.Join(err, c.element("path", `d="`+head+`" fill="`+esc(h.fill)+`"`, ""))
}

// pathData returns the SVG path data of rings (closed with Z if close).
func (c *Canvas) pathData(rings [][]orb.Point, close bool, half float64) (string, error) {
	var b strings.Builder
	for _, r := range rings {
		if close && len(r) > 1 && r[0] == r[len(r)-1] {
			r = r[:len(r)-1] // Z closes the ring
		}
		var fx, fy, lx, ly float64
		for i, p := range r {
			x, y, ok := c.px(p)
			if !ok {
				return "", skipped("path", p)
			}
			if i > 0 {
				c.stroked(lx, ly, x, y, half)
			} else {
				fx, fy = x, y
			}
			lx, ly = x, y
			if i == 0 {
				b.WriteString("M")
			} else {
				b.WriteString(" L")
			}
			b.WriteString(num(x) + " " + num(y))
		}
		if close && len(r) > 0 {
			c.stroked(lx, ly, fx, fy, half)
			b.WriteString(" Z")
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
	}
	return strings.TrimSpace(b.String()), nil
}

// polygon draws a polygon with holes (even-odd fill).
func (c *Canvas) polygon(p geom.Polygon, attrs, title string) error {
	if c.full != nil {
		return nil
	}
	rings := make([][]orb.Point, 0, len(p))
	for _, r := range p {
		if len(r) > 0 {
			rings = append(rings, r)
		}
	}
	if len(rings) == 0 {
		return errors.New("draw: empty polygon: skipped")
	}
	d, err := c.pathData(rings, true, strokeHalf(attrs))
	if err != nil {
		return err
	}
	return c.element("path", `d="`+d+`" fill-rule="evenodd" `+attrs, title)
}

// polyline draws an open polyline.
func (c *Canvas) polyline(pts []orb.Point, attrs, title string) error {
	if c.full != nil {
		return nil
	}
	if len(pts) == 0 {
		return errors.New("draw: empty line: skipped")
	}
	d, err := c.pathData([][]orb.Point{pts}, false, strokeHalf(attrs))
	if err != nil {
		return err
	}
	return c.element("path", `d="`+d+`" `+attrs, title)
}

// circle draws a circle of radius r pixels about p.
func (c *Canvas) circle(p orb.Point, r float64, attrs, title string) error {
	x, y, ok := c.px(p)
	if !ok {
		return skipped("circle", p)
	}
	if !(r >= 0) || math.IsInf(r, 0) {
		return fmt.Errorf("draw: circle radius %v: skipped", r)
	}
	if h := r + strokeHalf(attrs); r <= maxMarker {
		c.marked(x-h, y-h, x+h, y+h)
	} else {
		c.ringed(x, y, r, strokeHalf(attrs))
	}
	return c.element("circle", fmt.Sprintf(`cx="%s" cy="%s" r="%s" %s`, num(x), num(y), num(r), attrs), title)
}

// text writes s at p, moved by (dx, dy) pixels, centred.
func (c *Canvas) text(p orb.Point, dx, dy float64, s, attrs string) error {
	x, y, ok := c.px(p)
	if !ok {
		return skipped("text", p)
	}
	c.addLabel(x, y, x+dx, y+dy, s, 0, attrs, false)
	return nil
}

// textPx queues s as a movable label naming the pixel point (x, y) and
// preferring to be written there.
func (c *Canvas) textPx(x, y float64, s, attrs string) {
	c.addLabel(x, y, x, y, s, 0, attrs, false)
}

// cross marks p with an X of half-size r pixels.
func (c *Canvas) cross(p orb.Point, r float64, colour, title string) error {
	x, y, ok := c.px(p)
	if !ok {
		return skipped("mark", p)
	}
	d := fmt.Sprintf("M%s %s L%s %s M%s %s L%s %s", num(x-r), num(y-r), num(x+r), num(y+r), num(x-r), num(y+r), num(x+r), num(y-r))
	return c.element("path", `d="`+d+`" `+stroke(colour, 3, ""), title)
}

// SetUnit names the unit of the numbers the canvas writes (costs, MP
// left, lengths): "m", "in", "MP". [Canvas.Board] sets it to the board's
// unit and a hex canvas starts with "MP"; set it after those calls when a
// ruleset counts costs in another unit (MP over a table, say). On a nil
// canvas it does nothing.
func (c *Canvas) SetUnit(u string) {
	if c != nil {
		c.unit = u
	}
}

// Unit returns the unit of the numbers the canvas writes ("" for a nil
// canvas).
func (c *Canvas) Unit() string {
	if c == nil {
		return ""
	}
	return c.unit
}

// withUnit writes v followed by the canvas's unit.
func (c *Canvas) withUnit(v float64) string {
	if c.unit == "" {
		return val(v)
	}
	return val(v) + " " + c.unit
}
