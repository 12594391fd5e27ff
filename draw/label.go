package draw

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Text boxes are estimated from the font size, as a renderer would lay
// them out in a sans-serif face: a character is at most charWidth em wide
// on average, the text rises ascent em above its baseline and descends
// descent em below it. The estimate is generous so that real glyphs stay
// inside it.
const (
	charWidth = 0.62
	ascent    = 0.8
	descent   = 0.25
	gap       = 1.5 // pixels kept between two placed boxes
)

// TextBox returns the box, in pixels, that a text of n characters at font
// size size takes when written centred at x with its baseline at y: the
// estimate the label placement keeps apart, exported so that tests of
// pictures can check them with the same rule.
func TextBox(x, y, size float64, n int) (x0, y0, x1, y1 float64) {
	half := charWidth * size * float64(n) / 2
	return x - half, y - ascent*size, x + half, y + descent*size
}

// box is an axis-aligned rectangle in pixels.
type box struct{ x0, y0, x1, y1 float64 }

func (a box) overlaps(b box) bool {
	return a.x0 < b.x1+gap && b.x0 < a.x1+gap && a.y0 < b.y1+gap && b.y0 < a.y1+gap
}

// label is a text waiting to be placed: the point it names (ax, ay), the
// position it prefers (x, y, a baseline centre), its text and look.
type label struct {
	ax, ay, x, y float64
	text         string
	size         float64
	attrs        string
	// fixed labels (hex numbers) are written where they belong or not at
	// all; the others may move, with a leader line back to their point.
	fixed bool
	// left anchors the text at its start (x is its left end) instead of
	// its middle: for the lines of a chart.
	left bool
	// alts are a fixed label's other places, tried in order when its own
	// lies over a drawn line or marker (a hex number's: the bottom of its
	// hex, then beside its middle).
	alts [][2]float64
	// keep writes a fixed label with alts at its own place, if free of
	// other labels, when no alternative is clear of lines (a hex's
	// elevation: it is never left out).
	keep bool
}

func (l label) boxAt(x, y float64) box {
	x0, y0, x1, y1 := TextBox(x, y, l.size, utf8.RuneCountInString(l.text))
	if l.left {
		x0, x1 = x, x+(x1-x0)
	}
	return box{x0, y0, x1, y1}
}

// addLabel queues a label naming pixel point (ax, ay), preferring the
// baseline centre (x, y).
func (c *Canvas) addLabel(ax, ay, x, y float64, s string, size float64, attrs string, fixed bool) {
	c.queue(label{ax: ax, ay: ay, x: x, y: y, text: s, size: size, attrs: attrs, fixed: fixed})
}

// addLine queues a fixed, left-anchored text line (a chart's).
func (c *Canvas) addLine(x, y float64, s string, size float64, attrs string) {
	c.queue(label{ax: x, ay: y, x: x, y: y, text: s, size: size, attrs: attrs, fixed: true, left: true})
}

func (c *Canvas) queue(l label) {
	if l.text == "" || len(c.labels) >= maxLabels {
		return
	}
	if l.size <= 0 {
		l.size = c.Style.fontSize()
	}
	c.labels = append(c.labels, l)
}

// maxLabels bounds the labels of one picture, so the placement's cost is
// bounded whatever the input (a 100 x 100 map has 10,000 hex numbers).
const maxLabels = 1 << 16

// maxKeepOut bounds the boxes labels avoid; beyond it, bases and
// counters are drawn but no longer pushed labels aside.
const maxKeepOut = 1 << 12

// avoid marks a pixel box that movable labels keep clear of (a base, a
// counter, a blocking mark).
func (c *Canvas) avoid(x0, y0, x1, y1 float64) {
	if len(c.keepOut) < maxKeepOut {
		c.keepOut = append(c.keepOut, box{x0, y0, x1, y1})
	}
}

// pxSeg is a drawn segment in pixels; for a marker, the diagonal of its
// box; for a ring, its centre (x1, y1) and radius (x2).
type pxSeg struct {
	x1, y1, x2, y2, half float64 // half is half the stroke's width
	kind                 segKind
}

// segKind is what a pxSeg records.
type segKind uint8

const (
	segLine segKind = iota // a stroked segment
	segBox                 // a marker's box
	segRing                // the outline of a circle larger than a marker
)

// strokeHalf returns half the stroke-width of SVG attributes, 0 without
// a stroke.
func strokeHalf(attrs string) float64 {
	if !strings.Contains(attrs, `stroke="`) || strings.Contains(attrs, `stroke="none"`) {
		return 0
	}
	_, rest, ok := strings.Cut(attrs, `stroke-width="`)
	if !ok {
		return 0.5
	}
	v, _, _ := strings.Cut(rest, `"`)
	w, err := strconv.ParseFloat(v, 64)
	if err != nil || !(w > 0) {
		return 0
	}
	return min(w, 1e6) / 2
}

// maxStrokes bounds the segments and markers labels keep clear of; beyond
// it, shapes are drawn but no longer push labels aside.
const maxStrokes = 1 << 13

// maxMarker is the largest circle radius, in pixels, that labels keep
// clear of as a marker; of a larger circle (a base, a ring) labels keep
// clear of the outline, and may lie inside it (a ring's rank, a base's
// name on it).
const maxMarker = 8

// stroked records a drawn segment that movable labels prefer not to lie
// over.
func (c *Canvas) stroked(x1, y1, x2, y2, half float64) {
	c.widest = max(c.widest, half)
	if len(c.strokes) < maxStrokes {
		c.strokes = append(c.strokes, pxSeg{x1, y1, x2, y2, half, segLine})
	}
}

// ringed records the outline of a drawn circle about pixel (x, y), of
// radius r and half stroke width half, that movable labels prefer not to
// lie across.
func (c *Canvas) ringed(x, y, r, half float64) {
	c.widest = max(c.widest, half)
	if len(c.strokes) < maxStrokes {
		c.strokes = append(c.strokes, pxSeg{x, y, r, 0, half, segRing})
	}
}

// marked records a drawn marker's box that movable labels prefer not to
// lie over.
func (c *Canvas) marked(x0, y0, x1, y1 float64) {
	if len(c.strokes) < maxStrokes {
		c.strokes = append(c.strokes, pxSeg{x0, y0, x1, y1, 0, segBox})
	}
}

// crosses reports whether box r meets a drawn segment or marker, within
// its own budget: once that runs out, labels are placed clear of other
// labels only, as if nothing were drawn.
func (p *placer) crosses(r box) bool {
	p.strokeBudget -= len(p.c.strokes) + len(p.leaderSegs) + 1
	if p.strokeBudget < 0 {
		return false
	}
	x0, y0, x1, y1 := r.x0-1, r.y0-1, r.x1+1, r.y1+1
	for _, s := range p.leaderSegs {
		if s.meets(x0, y0, x1, y1) {
			return true
		}
	}
	for _, s := range p.c.strokes {
		if s.meets(x0, y0, x1, y1) {
			return true
		}
	}
	return false
}

// meets reports whether what s records meets the box (x0 y0)-(x1 y1).
func (s pxSeg) meets(x0, y0, x1, y1 float64) bool {
	switch s.kind {
	case segBox:
		return s.x1 < x1 && x0 < s.x2 && s.y1 < y1 && y0 < s.y2
	case segRing:
		// The box meets the outline if its nearest point is within the
		// outline's outer edge and its farthest beyond its inner edge.
		near := math.Hypot(max(x0-s.x1, 0, s.x1-x1), max(y0-s.y1, 0, s.y1-y1))
		far := math.Hypot(max(abs(x0-s.x1), abs(x1-s.x1)), max(abs(y0-s.y1), abs(y1-s.y1)))
		return near <= s.x2+s.half && far >= s.x2-s.half
	}
	return meets(s.x1, s.y1, s.x2, s.y2, x0-s.half, y0-s.half, x1+s.half, y1+s.half)
}

// meets reports whether the segment (ax ay)-(bx by) meets the open box
// (x0 y0)-(x1 y1), by clipping the segment to the box (Liang-Barsky).
func meets(ax, ay, bx, by, x0, y0, x1, y1 float64) bool {
	t0, t1 := 0.0, 1.0
	dx, dy := bx-ax, by-ay
	for _, e := range [4][2]float64{{-dx, ax - x0}, {dx, x1 - ax}, {-dy, ay - y0}, {dy, y1 - ay}} {
		if e[0] == 0 {
			if e[1] <= 0 {
				return false
			}
			continue
		}
		t := e[1] / e[0]
		if e[0] < 0 {
			t0 = math.Max(t0, t)
		} else {
			t1 = math.Min(t1, t)
		}
		if t0 >= t1 {
			return false
		}
	}
	return true
}

// onMarker reports whether pixel (x, y) lies on a drawn marker, a
// kept-out box (a base, a counter) or a stroke at least as wide as a
// leader's dot (a path, a bar): what stands there marks the point.
func (c *Canvas) onMarker(x, y float64) bool {
	in := func(x0, y0, x1, y1 float64) bool { return x >= x0 && x <= x1 && y >= y0 && y <= y1 }
	for _, s := range c.strokes {
		if s.kind == segBox && in(s.x1, s.y1, s.x2, s.y2) {
			return true
		}
		if s.kind == segLine && s.half >= leaderDot && segDist(x, y, s) <= s.half {
			return true
		}
	}
	for _, k := range c.keepOut {
		if in(k.x0, k.y0, k.x1, k.y1) {
			return true
		}
	}
	return false
}

// segDist returns the distance from pixel (x, y) to the segment s.
func segDist(x, y float64, s pxSeg) float64 {
	dx, dy := s.x2-s.x1, s.y2-s.y1
	t := 0.0
	if l := dx*dx + dy*dy; l > 0 {
		t = min(max(((x-s.x1)*dx+(y-s.y1)*dy)/l, 0), 1)
	}
	return math.Hypot(x-s.x1-t*dx, y-s.y1-t*dy)
}

// cuts reports whether the segment (ax ay)-(bx by) crosses a placed box
// that does not hold (ax, ay) (a leader may leave the base or counter it
// names), within the budget.
func (g *grid) cuts(ax, ay, bx, by float64) bool {
	seg := box{min(ax, bx), min(ay, by), max(ax, bx), max(ay, by)}
	cut := func(list []box) bool {
		g.budget -= len(list) + 1
		if g.budget < 0 {
			return true
		}
		for _, o := range list {
			if ax >= o.x0 && ax <= o.x1 && ay >= o.y0 && ay <= o.y1 {
				continue
			}
			if meets(ax, ay, bx, by, o.x0-1, o.y0-1, o.x1+1, o.y1+1) {
				return true
			}
		}
		return false
	}
	i0, j0, i1, j1 := g.span(seg)
	if wide(i0, j0, i1, j1) {
		return cut(g.all)
	}
	if cut(g.big) {
		return true
	}
	for i := i0; i <= i1; i++ {
		for j := j0; j <= j1; j++ {
			if cut(g.cells[[2]int{i, j}]) {
				return true
			}
		}
	}
	return false
}

// grid is a uniform hash of placed boxes, so that each test of a candidate
// looks at a few neighbours instead of every label.
type grid struct {
	cell  float64
	cells map[[2]int][]box
	// big holds boxes spanning more than maxSpan cells (a base drawn
	// thousands of pixels wide), checked against every query, so that no
	// box costs more than maxSpan cells.
	big []box
	// all holds every box, for queries spanning more than maxSpan cells.
	all []box
	// budget is the box comparisons left: placement stops trying when it
	// runs out, so its cost is bounded whatever piles up in one place.
	budget int
}

// maxSpan is the most grid cells a box is filed under.
const maxSpan = 64

// placeBudget bounds the box comparisons of one placement (a few tenths
// of a second); a picture that needs more has its remaining movable
// labels dropped.
const placeBudget = 1 << 22

func (g *grid) span(b box) (i0, j0, i1, j1 int) {
	// Boxes lie within the picture (at most 1e7 pixels a side) or are
	// clamped to it, so the cell numbers fit an int on every platform.
	f := func(v float64) int { return int(math.Floor(math.Max(-1e7, math.Min(v, 2e7)) / g.cell)) }
	return f(b.x0 - gap), f(b.y0 - gap), f(b.x1 + gap), f(b.y1 + gap)
}

func (g *grid) hits(b box) bool {
	i0, j0, i1, j1 := g.span(b)
	if wide(i0, j0, i1, j1) {
		return g.scan(b, g.all)
	}
	if g.scan(b, g.big) {
		return true
	}
	for i := i0; i <= i1; i++ {
		for j := j0; j <= j1; j++ {
			cell := g.cells[[2]int{i, j}]
			g.budget -= len(cell) + 1
			if g.budget < 0 {
				return true
			}
			for _, o := range cell {
				if b.overlaps(o) {
					return true
				}
			}
		}
	}
	return false
}

// scan reports whether b overlaps a box of list, within the budget.
func (g *grid) scan(b box, list []box) bool {
	g.budget -= len(list) + 1
	if g.budget < 0 {
		return true
	}
	for _, o := range list {
		if b.overlaps(o) {
			return true
		}
	}
	return false
}

// wide reports whether a span of cells is more than maxSpan cells (or
// does not fit an int).
func wide(i0, j0, i1, j1 int) bool {
	di, dj := int64(i1)-int64(i0)+1, int64(j1)-int64(j0)+1
	return di > maxSpan || dj > maxSpan || di*dj > maxSpan
}

func (g *grid) add(b box) {
	g.all = append(g.all, b)
	i0, j0, i1, j1 := g.span(b)
	if wide(i0, j0, i1, j1) {
		g.big = append(g.big, b)
		return
	}
	for i := i0; i <= i1; i++ {
		for j := j0; j <= j1; j++ {
			k := [2]int{i, j}
			g.cells[k] = append(g.cells[k], b)
		}
	}
}

// candidate is a place tried around a movable label's preferred place:
// the box's centre moved by dx half-widths-and-a-half-line (so that a
// label beside its place just clears it) plus gx line heights, and by dy
// line heights.
type candidate struct{ dx, gx, dy float64 }

// at returns the candidate's baseline centre for a label of half-width
// half and line height lh preferring (x, y).
func (o candidate) at(x, y, half, lh float64) (float64, float64) {
	return x + o.dx*(half+lh/2) + o.gx*lh, y + o.dy*lh
}

// candidates are the places tried around a movable label's preferred
// place: the place itself, then right, left, above and below, then the
// diagonals, then rings further out (with a leader line). A ring's box
// keeps its near edge r-1 line heights from the place whatever the
// label's width, so that a leader is never longer than about ten lines,
// however long the label: a long label does not end up across the
// drawing from what it names.
var candidates = func() []candidate {
	out := []candidate{{0, 0, 0}, {0, 0, -1}, {0, 0, 1}, {1, 0, 0}, {-1, 0, 0}, {1, 0, -1}, {-1, 0, -1}, {1, 0, 1}, {-1, 0, 1}}
	for r := 2.0; r <= 14; r++ {
		for k := 0; k < 16; k++ {
			a := float64(k) * math.Pi / 8
			c, s := math.Cos(a), math.Sin(a)
			out = append(out, candidate{c, c * (r - 1.5), r * 0.8 * s})
		}
		// Straight above and below, slid sideways: a long label finds a
		// gap between lines that its centred place misses.
		for _, sy := range []float64{1, -1} {
			for _, sx := range []float64{0.3, -0.3, 0.6, -0.6} {
				out = append(out, candidate{sx, 0, sy * r * 0.8})
			}
		}
	}
	return out
}()

// placeLabels writes every queued label where it overlaps no other label,
// no kept-out box and no edge of the drawing area (w x h pixels): fixed
// labels first, at their place or not at all, then the others in call
// order at the first free candidate. A label moved more than a line from
// its place gets a leader line to its point; a label with no free place is
// not written (its text becomes a tooltip where it would have been, see
// tip) and is counted.
func (c *Canvas) placeLabels(b *strings.Builder, w, h float64) (dropped int) {
	p := placer{c: c, w: w, h: h, g: grid{cell: 4 * c.Style.fontSize(), cells: map[[2]int][]box{}, budget: placeBudget}, strokeBudget: placeBudget}
	labels := onePrecision(c.labels, c.unit)
	if c.heading > 0 && c.title != "" {
		// A chart writes its title at its top, in the room it kept.
		fs := c.Style.fontSize() * 1.2
		labels = append([]label{{ax: pad, ay: pad, x: pad, y: pad + fs, text: c.title, size: fs,
			attrs: `fill="` + esc(c.Style.Text) + `" font-weight="bold"`, fixed: true, left: true}}, labels...)
	}
	// Fixed labels take their own places first, then those that could
	// not look for another place: a hex number pushed off its place by a
	// side's stroke never takes the place of the hex's MP left.
	// They are written in call order all the same.
	p.held = make([]heldAt, len(labels))
	var moved []int
	for i, l := range labels {
		if p.at = i; l.fixed && !p.own(l) {
			moved = append(moved, i)
		}
	}
	for _, i := range moved {
		if p.at = i; !p.elsewhere(labels[i]) {
			dropped++
			p.tip(labels[i])
		}
	}
	held := p.held
	p.held = nil
	for i, h := range held {
		if h.ok {
			p.emit(labels[i], h.x, h.y)
		}
	}
	for _, k := range c.keepOut {
		p.g.add(k)
	}
	for _, l := range labels {
		if !l.fixed && !p.movable(l) {
			dropped++
			p.tip(l)
		}
	}
	b.WriteString(`<g class="labels" paint-order="stroke" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2.5" stroke-linejoin="round">` + "\n")
	b.WriteString(`<g class="leaders">` + "\n" + p.leaders.String() + "</g>\n")
	b.WriteString(p.texts.String())
	b.WriteString("</g>\n")
	p.writeTips(b)
	return dropped
}

// tip keeps the text of a label left out as the tooltip of the place it
// would have taken: a box there that paints nothing but catches the
// pointer, so a viewer shows the text on hover (a picture says what it
// left out, and a screen reader reads it). Labels left out at one place
// share its box, each text once.
func (p *placer) tip(l label) {
	r := l.boxAt(l.x, l.y)
	r.x0, r.y0 = min(max(r.x0, 1), p.w-1), min(max(r.y0, 1), p.h-1)
	r.x1, r.y1 = min(max(r.x1, r.x0), p.w-1), min(max(r.y1, r.y0), p.h-1)
	if p.tipAt == nil {
		p.tipAt = map[box]int{}
	}
	i, ok := p.tipAt[r]
	if !ok {
		p.tipAt[r] = len(p.tips)
		p.tips = append(p.tips, tooltip{r: r, texts: []string{l.text}})
		return
	}
	// A second text at one place: the set that keeps each text once
	// holds only such places' texts.
	if p.tipHas == nil {
		p.tipHas = map[tipText]bool{}
	}
	if len(p.tips[i].texts) == 1 {
		p.tipHas[tipText{r, p.tips[i].texts[0]}] = true
	}
	if !p.tipHas[tipText{r, l.text}] {
		p.tipHas[tipText{r, l.text}] = true
		p.tips[i].texts = append(p.tips[i].texts, l.text)
	}
}

// tooltip is the box of labels left out at one place and their texts.
type tooltip struct {
	r     box
	texts []string
}

// tipText is a text left out at a place.
type tipText struct {
	r    box
	text string
}

// writeTips writes the tooltips of the labels left out, one line a text.
func (p *placer) writeTips(b *strings.Builder) {
	if len(p.tips) == 0 {
		return
	}
	b.WriteString(`<g class="tooltips">` + "\n")
	for _, t := range p.tips {
		// Written piece by piece: a picture may leave out thousands.
		for _, s := range [...]string{`<rect x="`, num(t.r.x0), `" y="`, num(t.r.y0), `" width="`, num(t.r.x1 - t.r.x0),
			`" height="`, num(t.r.y1 - t.r.y0), `" fill="none" stroke="none" pointer-events="all"><title>`} {
			b.WriteString(s)
		}
		for i, s := range t.texts {
			if i > 0 {
				b.WriteByte('\n')
			}
			b.WriteString(esc(s))
		}
		b.WriteString("</title></rect>\n")
	}
	b.WriteString("</g>\n")
}

// placer places the labels of one picture of w x h pixels.
type placer struct {
	c              *Canvas
	w, h           float64
	g              grid
	leaders, texts strings.Builder
	// held, while not nil, takes the place of label at instead of
	// writing it.
	held         []heldAt
	at           int
	tips         []tooltip // the labels left out, by place
	tipAt        map[box]int
	tipHas       map[tipText]bool
	strokeBudget int     // box-segment tests left for crosses
	leaderSegs   []pxSeg // the leader lines written so far
}

func (p *placer) inside(r box) bool {
	return r.x0 >= 1 && r.y0 >= 1 && r.x1 <= p.w-1 && r.y1 <= p.h-1
}

// own writes fixed label l at its own place if that is free (and, for a
// label with other places, clear of drawn lines and markers), and reports
// whether it did.
func (p *placer) own(l label) bool {
	r := l.boxAt(l.x, l.y)
	if !p.inside(r) || p.g.hits(r) || len(l.alts) > 0 && p.crosses(r) {
		return false
	}
	p.g.add(r)
	p.emit(l, l.x, l.y)
	return true
}

// elsewhere writes fixed label l, whose own place was taken or lay
// over a drawn line or marker (see own), at the first of its other
// places (alts) that is free and clear of drawn lines and markers, and
// reports whether it did. A label with keep takes its own place all the
// same if no other is clear and no label took it; any other is left
// out: a hex number is never written over a line, a marker or a counter
// (the hex's tooltip still names it).
func (p *placer) elsewhere(l label) bool {
	r := l.boxAt(l.x, l.y)
	free := p.inside(r) && !p.g.hits(r)
	if p.strokeBudget < 0 {
		// Lines are no longer checked (see crosses): another place would
		// be taken blind, so the label takes its own place if free, else
		// is left out.
		if free {
			p.g.add(r)
			p.emit(l, l.x, l.y)
		}
		return free
	}
	for _, a := range l.alts {
		if ra := l.boxAt(a[0], a[1]); p.inside(ra) && !p.g.hits(ra) && !p.crosses(ra) {
			p.g.add(ra)
			p.emit(l, a[0], a[1])
			return true
		}
	}
	if l.keep && free {
		p.g.add(r)
		p.emit(l, l.x, l.y)
		return true
	}
	return false
}

// minText and minFigure are the smallest text (font size) and figure
// (across) package draw writes, in pixels: the sizes a reader can make out
// (drawtest.MinTextPx and MinFigurePx).
const (
	minText   = 9
	minFigure = 4
)

// movable writes l at the first free candidate place, with a leader line
// if it moved more than a line and a half, and reports whether it did.
func (p *placer) movable(l label) bool {
	if p.g.budget < 0 {
		return false
	}
	lh := l.size * 1.25
	half := l.boxAt(0, 0).x1
	// A label names a point of the drawing: a leader never ends in the
	// margin.
	l.ax = min(max(l.ax, pad), p.w-pad)
	l.ay = min(max(l.ay, pad), p.h-pad)
	// The first free place clear of drawn lines and markers too, else the
	// first free place.
	at := -1
	for i, o := range candidates {
		x, y := o.at(l.x, l.y, half, lh)
		r := l.boxAt(x, y)
		if !p.inside(r) || p.g.hits(r) {
			continue
		}
		if lx, ly := nearest(r, l.ax, l.ay); i > 0 && math.Hypot(lx-l.ax, ly-l.ay) > 0.6*lh && p.g.cuts(l.ax, l.ay, lx, ly) {
			continue // its leader would cross a label placed before
		}
		if at < 0 {
			at = i
		}
		if !p.crosses(r) {
			at = i
			break
		}
	}
	if at >= 0 {
		x, y := candidates[at].at(l.x, l.y, half, lh)
		r := l.boxAt(x, y)
		p.g.add(r)
		// A label that does not touch the point it names gets a leader
		// from the point, marked with a dot, to the nearest point of its
		// box: which line or area a label names is never a guess.
		lx, ly := nearest(r, l.ax, l.ay)
		if at > 0 && math.Hypot(lx-l.ax, ly-l.ay) > 0.6*lh {
			p.leader(l.ax, l.ay, lx, ly)
		}
		p.emit(l, x, y)
		return true
	}
	return false
}

// leaderDot is the radius, in pixels, of the dot that ends a leader on
// the point it names: 4 pixels across, the smallest figure a reader
// makes out (minFigure).
const leaderDot = 2

// nearest returns the point of box r nearest to (x, y).
func nearest(r box, x, y float64) (float64, float64) {
	return math.Max(r.x0, math.Min(x, r.x1)), math.Max(r.y0, math.Min(y, r.y1))
}

// leader writes a leader line from the named point (ax, ay), marked with
// a dot unless a marker or base stands there (it marks the point
// itself), to (lx, ly) on its label's box, and keeps later labels off
// both.
func (p *placer) leader(ax, ay, lx, ly float64) {
	ink := esc(p.c.Style.Edge)
	fmt.Fprintf(&p.leaders, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="0.75"/>`+"\n",
		num(ax), num(ay), num(lx), num(ly), ink)
	if !p.c.onMarker(ax, ay) {
		fmt.Fprintf(&p.leaders, `<circle cx="%s" cy="%s" r="%s" fill="%s"/>`+"\n", num(ax), num(ay), num(leaderDot), ink)
	}
	if len(p.leaderSegs) < maxStrokes-1 {
		p.leaderSegs = append(p.leaderSegs, pxSeg{ax, ay, lx, ly, 0.375, segLine},
			pxSeg{ax - leaderDot, ay - leaderDot, ax + leaderDot, ay + leaderDot, 0, segBox})
	}
}

// emit writes l's text element with its baseline centre (or start) at
// (x, y).
func (p *placer) emit(l label, x, y float64) {
	if p.held != nil {
		p.held[p.at] = heldAt{x, y, true}
		return
	}
	st := p.c.Style
	attrs := l.attrs
	if attrs == "" {
		attrs = `fill="` + esc(st.Text) + `"`
	}
	if l.size != st.fontSize() {
		attrs += ` font-size="` + num(l.size) + `"`
	}
	anchor := "middle"
	if l.left {
		anchor = "start"
	}
	fmt.Fprintf(&p.texts, `<text x="%s" y="%s" text-anchor="%s" %s>%s</text>`+"\n", num(x), num(y), anchor, attrs, esc(l.text))
}

// heldAt is where a fixed label was placed, written later in call order.
type heldAt struct {
	x, y float64
	ok   bool
}

// onePrecision returns labels with every number written in unit (as
// "36 in", "33.9 in") given the same number of decimals, the most any of
// them has, by writing the zeros the number format drops ("36.0 in"): a
// picture writes one precision per unit, so that no length reads as more
// exact than another. Labels are copied only if one changes.
func onePrecision(labels []label, unit string) []label {
	if unit == "" || !slices.ContainsFunc(labels, func(l label) bool { return strings.Contains(l.text, unit) }) {
		return labels
	}
	re := regexp.MustCompile(`(^|[^\w.])(-?\d+)(\.\d+)? ?` + regexp.QuoteMeta(unit) + `\b`)
	most, some := 0, false
	for _, l := range labels {
		for _, m := range re.FindAllStringSubmatch(l.text, -1) {
			most, some = max(most, max(len(m[3])-1, 0)), true
		}
	}
	if !some || most == 0 {
		return labels
	}
	var out []label
	for i, l := range labels {
		t := re.ReplaceAllStringFunc(l.text, func(s string) string {
			m := re.FindStringSubmatch(s)
			d := max(len(m[3])-1, 0)
			if d == most {
				return s
			}
			frac := m[3]
			if frac == "" {
				frac = "."
			}
			return m[1] + m[2] + frac + strings.Repeat("0", most-d) + s[len(m[1])+len(m[2])+len(m[3]):]
		})
		if t != l.text && out == nil {
			out = append([]label(nil), labels...)
		}
		if out != nil {
			out[i].text = t
		}
	}
	if out == nil {
		return labels
	}
	return out
}
