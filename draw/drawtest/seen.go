package drawtest

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// MinTextPx and MinFigurePx are the smallest text (font size) and the
// smallest figure (a circle's diameter) a reader can make out, in pixels at
// the picture's own size.
const (
	MinTextPx   = 9
	MinFigurePx = 4
)

// seg is a drawn segment with half its stroke width.
type seg struct {
	x1, y1, x2, y2, half float64
	what                 string
	order                int // document order of its element
}

// disc is a drawn circle.
type disc struct {
	cx, cy, r float64
	ring      float64 // for an unfilled circle, half its stroke width: only the ring r±ring is drawn
	what      string
	order     int
	opaque    bool // filled without transparency: hides what was drawn before it
}

// rectBox is a drawn rectangle.
type rectBox struct {
	x0, y0, x1, y1 float64
	what           string
	order          int
	opaque         bool
}

// section is the part of a picture an element lies in: the drawing, the
// labels over it, the legend or the captions (by the class of the
// enclosing group, as package draw writes them).
type section int

const (
	inDrawing section = iota
	inLegend
	inCaptions
)

// seenState is what the reader keeps for the reader's findings: the
// shapes of the drawing, the legend's entries, the colours used, the
// captions' words.
type seenState struct {
	segs      []seg
	discs     []disc
	rects     []rectBox
	textSect  []section
	legendIn  map[string]bool // data-legend values of legend entries
	drawnKeys []string        // data-legend values drawn, first use order
	drawnSeen map[string]bool
	colours   map[string]bool // colour names used outside the captions
	caption   strings.Builder
	scale     float64 // picture pixels per user unit
	order     int     // elements read so far
	// under is the last opaque fill of each path outline (by its data);
	// shades are the colours a translucent legend-marked fill was laid
	// over, by mark and fill, in first-seen order.
	// dashed are the colours of dashed strokes: false when drawn, true
	// once the legend shows one; dashedOrder lists those drawn.
	dashed      map[string]bool
	dashedOrder []string
	under       map[string]string
	shades      map[string][]string
	shadeOrder  []string

	// legend holds the legend's entries in order, pending the swatch
	// elements read since the last entry's text; patterns the shape of
	// each hatching pattern by id (curPattern the one being read); page
	// the background's colour and textColour the legend's ink.
	legend           []legendEntry
	pending          []swatchPart
	patterns         map[string]string
	curPattern       string
	page, textColour string
	sawRect          bool
	markers          []marker
	leaderSegs       []seg
}

// layer records a filled path: an opaque fill becomes what lies under
// its outline; a translucent fill that a legend entry explains (a mark)
// is laid over whatever opaque fill its outline has.
func (s *seenState) layer(d, fill, mark string, opaque bool) {
	if fill == "" || fill == "none" || strings.HasPrefix(fill, "url(") {
		return
	}
	if s.under == nil {
		s.under, s.shades = map[string]string{}, map[string][]string{}
	}
	if opaque {
		s.under[d] = strings.ToLower(fill)
		return
	}
	below, ok := s.under[d]
	if mark == "" || !ok {
		return
	}
	k := mark + " " + fill
	if _, seen := s.shades[k]; !seen {
		s.shadeOrder = append(s.shadeOrder, k)
	}
	if !slices.Contains(s.shades[k], below) {
		s.shades[k] = append(s.shades[k], below)
	}
}

func (s *seenState) addColour(v string) {
	if n := colourName(v); n != "" {
		if s.colours == nil {
			s.colours = map[string]bool{}
		}
		s.colours[n] = true
	}
}

// markDashed records a dashed stroke of colour col in sect: a style the
// legend must show when the drawing uses it.
func (s *seenState) markDashed(col string, sect section) {
	if sect == inCaptions {
		return
	}
	if s.dashed == nil {
		s.dashed = map[string]bool{}
	}
	if sect == inLegend {
		s.dashed[col] = true
	} else if _, ok := s.dashed[col]; !ok {
		s.dashed[col] = false
		s.dashedOrder = append(s.dashedOrder, col)
	}
}

// markLegend records a data-legend attribute of an element in sect.
func (s *seenState) markLegend(v string, sect section) {
	if v == "" {
		return
	}
	if sect == inLegend {
		if s.legendIn == nil {
			s.legendIn = map[string]bool{}
		}
		s.legendIn[v] = true
		return
	}
	if s.drawnSeen == nil {
		s.drawnSeen = map[string]bool{}
	}
	if !s.drawnSeen[v] {
		s.drawnSeen[v] = true
		s.drawnKeys = append(s.drawnKeys, v)
	}
}

// finish computes the findings on what a reader sees.
func (rd *reader) finish() {
	r, s := &rd.r, &rd.seen
	var all strings.Builder
	for i, b := range r.Texts {
		all.WriteString(b.Text + "\n")
		switch s.textSect[i] {
		case inDrawing:
			if w := over(b, s); w != "" {
				r.TextsOver = append(r.TextsOver, Finding{Text: b.Text, What: w})
			}
		case inLegend:
			if repeatedWord(b.Text) != "" {
				r.LegendRepeats = append(r.LegendRepeats, b.Text)
			}
		}
	}
	r.Units = unitFindings(all.String())
	var drawing strings.Builder
	for i, b := range r.Texts {
		if s.textSect[i] == inDrawing {
			drawing.WriteString(b.Text + "\n")
		}
	}
	r.Units = append(r.Units, precisionFindings(drawing.String())...)
	s.legendFindings(r)
	s.legendAlike(r)
	s.hiddenDots(r)
	rd.leadersOut()
	for _, w := range colourWords(s.caption.String()) {
		if !usesColour(s.colours, w) {
			r.CaptionColours = append(r.CaptionColours, w)
		}
	}
	for n := range s.colours {
		r.Colours = append(r.Colours, n)
	}
	sort.Strings(r.Colours)
}

// legendFindings adds what the legend misses or skips, and the shades
// that mix with what lies under them.
func (s *seenState) legendFindings(r *Report) {
	for _, k := range s.drawnKeys {
		if !s.legendIn[k] {
			r.LegendMissing = append(r.LegendMissing, k)
		}
	}
	for _, col := range s.dashedOrder {
		if !s.dashed[col] {
			r.LegendMissing = append(r.LegendMissing, "a dashed "+col+" line")
		}
	}
	r.LegendGaps = legendGaps(s.legendIn)
	for _, k := range s.shadeOrder {
		if n := len(s.shades[k]); n > 1 {
			mark, fill, _ := strings.Cut(k, " ")
			r.ShadesMixed = append(r.ShadesMixed, fmt.Sprintf("the translucent %s of %q lies over %d colours (%s): it reads as %d colours, not one", fill, mark, n, strings.Join(s.shades[k], " "), n))
		}
	}
}

// over returns what drawn line, circle or rectangle the box b lies over,
// or "" if none. A shape counts if it meets the box and does not hold the
// whole box inside it (a shape that holds the box is its background: a
// counter's face, a base, an area under its name). An opaque rectangle or
// disc holding the box hides, at the box, what was drawn before it (a
// stack's lower counters under the top one).
func over(b Box, s *seenState) string {
	hidden := hiddenBefore(b, s)
	if w := segOver(b, s.segs, hidden); w != "" {
		return w
	}
	if w := discOver(b, s.discs, hidden); w != "" {
		return w
	}
	return rectOver(b, s.rects, hidden)
}

// hiddenBefore returns the document order before which shapes are hidden
// at box b by an opaque rectangle or disc holding it (-1 if none).
func hiddenBefore(b Box, s *seenState) int {
	hidden := -1
	for _, q := range s.rects {
		if q.opaque && q.holds(b) {
			hidden = max(hidden, q.order)
		}
	}
	for _, d := range s.discs {
		if d.opaque && d.far(b) <= d.r {
			hidden = max(hidden, d.order)
		}
	}
	return hidden
}

func (q rectBox) holds(b Box) bool {
	return q.x0 <= b.X0 && b.X1 <= q.x1 && q.y0 <= b.Y0 && b.Y1 <= q.y1
}

// far returns the distance from the disc's centre to b's farthest corner.
func (d disc) far(b Box) float64 {
	return math.Hypot(math.Max(math.Abs(b.X0-d.cx), math.Abs(b.X1-d.cx)), math.Max(math.Abs(b.Y0-d.cy), math.Abs(b.Y1-d.cy)))
}

// segOver returns the first drawn segment that meets b (not hidden, not
// b's own leader line), or "".
func segOver(b Box, segs []seg, hidden int) string {
	for _, g := range segs {
		if g.order < hidden || leader(g, b) {
			continue
		}
		if segmentMeetsBox(g.x1, g.y1, g.x2, g.y2, b.X0-g.half, b.Y0-g.half, b.X1+g.half, b.Y1+g.half) {
			return g.what
		}
	}
	return ""
}

// discOver returns the first drawn disc that meets b without holding it
// (nor, for a ring, holding it inside the ring), or "".
func discOver(b Box, discs []disc, hidden int) string {
	for _, d := range discs {
		if d.order < hidden {
			continue
		}
		nx, ny := math.Max(b.X0, math.Min(d.cx, b.X1)), math.Max(b.Y0, math.Min(d.cy, b.Y1))
		if math.Hypot(nx-d.cx, ny-d.cy) >= d.r {
			continue // apart
		}
		if far := d.far(b); far <= d.r || d.ring > 0 && far < d.r-2*d.ring {
			continue // inside: the disc is its background, or inside the ring
		}
		return d.what
	}
	return ""
}

// rectOver returns the first drawn rectangle that meets b without holding
// it, or "".
func rectOver(b Box, rects []rectBox, hidden int) string {
	for _, q := range rects {
		if q.order < hidden || q.holds(b) {
			continue
		}
		if b.X0 < q.x1 && q.x0 < b.X1 && b.Y0 < q.y1 && q.y0 < b.Y1 {
			return q.what
		}
	}
	return ""
}

// leader reports whether g is the leader line of the box b: a segment
// that ends on b's edge (within half a pixel) and reaches it from outside.
func leader(g seg, b Box) bool {
	on := func(x, y float64) bool {
		in := x >= b.X0-0.5 && x <= b.X1+0.5 && y >= b.Y0-0.5 && y <= b.Y1+0.5
		edge := math.Abs(x-b.X0) <= 0.5 || math.Abs(x-b.X1) <= 0.5 || math.Abs(y-b.Y0) <= 0.5 || math.Abs(y-b.Y1) <= 0.5
		return in && edge
	}
	return on(g.x1, g.y1) || on(g.x2, g.y2)
}

// segmentMeetsBox reports whether the segment (ax ay)-(bx by) meets the
// open box (x0 y0)-(x1 y1) (Liang-Barsky clipping).
func segmentMeetsBox(ax, ay, bx, by, x0, y0, x1, y1 float64) bool {
	t0, t1 := 0.0, 1.0
	dx, dy := bx-ax, by-ay
	for _, e := range [4][2]float64{{-dx, ax - x0}, {dx, x1 - ax}, {-dy, ay - y0}, {dy, y1 - ay}} {
		p, q := e[0], e[1]
		if p == 0 {
			if q <= 0 {
				return false
			}
			continue
		}
		t := q / p
		if p < 0 {
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

// colourClasses maps a colour word a caption may use to the colour names
// (of colourName) that honour it.
var colourClasses = map[string][]string{
	"red": {"red"}, "pink": {"red", "purple"}, "orange": {"orange"},
	"brown": {"brown", "orange"}, "yellow": {"yellow", "orange"}, "gold": {"yellow", "orange"},
	"green": {"green"}, "blue": {"blue"}, "cyan": {"blue", "green"},
	"purple": {"purple"}, "violet": {"purple"}, "magenta": {"purple", "red"},
	"grey": {"grey"}, "gray": {"grey"}, "black": {"black", "grey"},
}

// colourWords returns the colour words of text (see colourClasses), each
// once, in order of first use.
func colourWords(text string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !(r >= 'a' && r <= 'z') }) {
		w = strings.TrimSuffix(w, "ish")
		if _, ok := colourClasses[w]; ok && !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

func usesColour(used map[string]bool, word string) bool {
	for _, n := range colourClasses[word] {
		if used[n] {
			return true
		}
	}
	return false
}

// namedColours are the SVG colour keywords package draw's users are
// likely to write, by the name a reader would give them.
var namedColours = map[string]string{
	"red": "red", "green": "green", "blue": "blue", "orange": "orange", "purple": "purple",
	"yellow": "yellow", "brown": "brown", "black": "black", "grey": "grey", "gray": "grey",
	"white": "white", "pink": "red", "navy": "blue", "teal": "green", "maroon": "red",
}

// colourName returns the name a reader gives an SVG colour ("#1f3a93":
// blue), or "" for none or one it cannot read. Hues are cut at 15° (red),
// 45° (orange; brown when dark or dull), 70° (yellow), 170° (green), 260° (blue),
// 340° (purple); colours of low saturation are grey, black or white.
func colourName(v string) string {
	v = strings.ToLower(strings.TrimSpace(v))
	if n, ok := namedColours[v]; ok {
		return n
	}
	r, g, b, ok := rgb(v)
	if !ok {
		return ""
	}
	mx, mn := math.Max(r, math.Max(g, b)), math.Min(r, math.Min(g, b))
	l, d := (mx+mn)/2, mx-mn
	if d < 0.12 {
		switch {
		case l < 0.2:
			return "black"
		case l > 0.92:
			return "white"
		}
		return "grey"
	}
	return hueName(hue(r, g, b, mx, d), mx, d/(1-math.Abs(2*l-1)))
}

// rgb reads "#rrggbb" or "#rgb" into components in [0, 1].
func rgb(v string) (r, g, b float64, ok bool) {
	if !strings.HasPrefix(v, "#") || (len(v) != 7 && len(v) != 4) {
		return 0, 0, 0, false
	}
	h := v[1:]
	if len(h) == 3 {
		h = string([]byte{h[0], h[0], h[1], h[1], h[2], h[2]})
	}
	n, err := strconv.ParseUint(h, 16, 32)
	if err != nil {
		return 0, 0, 0, false
	}
	return float64(n>>16&0xff) / 255, float64(n>>8&0xff) / 255, float64(n&0xff) / 255, true
}

// hue returns the hue in degrees of a colour whose largest component is
// mx and range d > 0.
func hue(r, g, b, mx, d float64) float64 {
	var h float64
	switch mx {
	case r:
		h = math.Mod((g-b)/d, 6)
	case g:
		h = (b-r)/d + 2
	default:
		h = (r-g)/d + 4
	}
	h *= 60
	if h < 0 {
		h += 360
	}
	return h
}

// hueName names a hue, an orange hue brown when dark (mx) or dull (sat).
func hueName(h, mx, sat float64) string {
	switch {
	case h < 15 || h >= 340:
		return "red"
	case h < 45:
		if mx < 0.65 || sat < 0.45 {
			return "brown"
		}
		return "orange"
	case h < 70:
		return "yellow"
	case h < 170:
		return "green"
	case h < 260:
		return "blue"
	}
	return "purple"
}

// legendGaps returns the bands a legend skips: for each prefix of marks
// numbered "prefix:N" (heat bands), the numbers missing between 0 and the
// highest listed.
func legendGaps(in map[string]bool) []string {
	top := map[string]int{}
	for k := range in {
		pre, n, ok := strings.Cut(k, ":")
		if v, err := strconv.Atoi(n); ok && err == nil && v >= 0 && v < 1<<16 {
			top[pre] = max(top[pre], v+1)
		}
	}
	var out []string
	for pre, n := range top {
		for v := range n {
			if k := pre + ":" + strconv.Itoa(v); !in[k] {
				out = append(out, k)
			}
		}
	}
	sort.Strings(out)
	return out
}

// repeatedWord returns a word of four letters or more that text says
// twice ("steps lost 0 to 0.3 steps"), or "".
func repeatedWord(text string) string {
	seen := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !(r >= 'a' && r <= 'z') }) {
		if len(w) < 4 {
			continue
		}
		if seen[w] && !strings.Contains(text, w+" to "+w) { // "centre to centre" says one thing
			return w
		}
		seen[w] = true
	}
	return ""
}

var (
	// lengthRe finds a number with a unit of length.
	lengthRe = regexp.MustCompile(`(?:^|[^\w.])(-?\d+(?:\.(\d+))?) ?(mm|cm|m|in|ft|yd)\b`)
	// heightRe finds a height and the unit after it, if any.
	heightRe = regexp.MustCompile(`(?i)\b(height|ht)\s+(-?\d+(?:\.\d+)?)( ?(mm|cm|m|in|ft|yd)\b)?`)
)

// unitFindings returns what text (every text of a picture) says in
// mixed units: two units of length, a height without a unit.
func unitFindings(text string) []string {
	var out []string
	var order []string
	for _, m := range lengthRe.FindAllStringSubmatch(text, -1) {
		if !slices.Contains(order, m[3]) {
			order = append(order, m[3])
		}
	}
	if len(order) > 1 {
		out = append(out, fmt.Sprintf("the picture writes lengths in %s: one unit per picture", strings.Join(order, " and ")))
	}
	for _, m := range heightRe.FindAllStringSubmatch(text, -1) {
		if m[3] == "" {
			out = append(out, fmt.Sprintf("%q gives a height without its unit", m[0]))
		}
	}
	return out
}

// infiniteRe finds an infinite length ("∞ m").
var infiniteRe = regexp.MustCompile(`∞ ?(mm|cm|m|in|ft|yd)\b`)

// precisionFindings returns what the texts of a drawing (its labels, not
// its legend or captions) say in mixed precisions of one unit (33.94 in
// beside 36 in, 36.4 m beside 41 m: one precision per unit), and the
// infinite lengths they write ("∞ m": a path that is blocked costs no
// number).
func precisionFindings(text string) []string {
	var out []string
	decimals := map[string][]int{}
	var order []string
	for _, m := range lengthRe.FindAllStringSubmatch(text, -1) {
		u, d := m[3], len(m[2])
		if _, ok := decimals[u]; !ok {
			order = append(order, u)
		}
		if !slices.Contains(decimals[u], d) {
			decimals[u] = append(decimals[u], d)
		}
	}
	for _, u := range order {
		if ds := decimals[u]; len(ds) > 1 {
			out = append(out, fmt.Sprintf("the drawing writes %s with %v decimals: one precision per unit (write 36.0 beside 33.9)", u, ds))
		}
	}
	for _, m := range infiniteRe.FindAllString(text, -1) {
		out = append(out, fmt.Sprintf("the drawing writes %q: an infinite length says nothing (write what blocks)", m))
	}
	return out
}
