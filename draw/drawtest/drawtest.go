package drawtest

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/warkit/warkit/draw"
)

// Box is a text's estimated box in pixels and the text itself.
type Box struct {
	X0, Y0, X1, Y1 float64
	Text           string
}

func (a Box) overlaps(b Box) bool {
	return a.X0 < b.X1 && b.X0 < a.X1 && a.Y0 < b.Y1 && b.Y0 < a.Y1
}

// Report is what Check found in one picture.
type Report struct {
	Width, Height float64
	Texts         []Box    // every text's estimated box, in document order
	Overlaps      [][2]Box // pairs of texts whose boxes intersect
	TextsCut      []Box    // texts not wholly inside the picture
	ShapesCut     []string // shapes reaching past the picture or clip edge

	// What a reader sees (see the package doc for the precise rules).
	TextsOver      []Finding // drawing texts over a line, circle or rectangle
	TextsSmall     []Box     // texts under MinTextPx at the picture's size
	FiguresSmall   []string  // circles under MinFigurePx across
	LegendMissing  []string  // data-legend values drawn but not in the legend
	LegendGaps     []string  // bands ("heat:2") the legend skips between two it lists
	LegendRepeats  []string  // legend entries that say a word twice
	ShadesMixed    []string  // legend-marked translucent fills laid over several colours
	Units          []string  // mixed length units, precisions, heights without a unit
	CaptionColours []string  // colour words of the captions the picture does not use
	Colours        []string  // colour names the picture uses outside its captions, sorted
}

// Finding is a text and what it lies over.
type Finding struct {
	Text, What string
}

// ColoursMissing returns the colour words of text (a caption written
// beside the picture, as in a README) that name no colour the picture
// uses, each once, in order.
func (r Report) ColoursMissing(text string) []string {
	used := map[string]bool{}
	for _, n := range r.Colours {
		used[n] = true
	}
	var out []string
	for _, w := range colourWords(text) {
		if !usesColour(used, w) {
			out = append(out, w)
		}
	}
	return out
}

// Err returns nil if the report found nothing wrong, or an error listing
// up to ten findings of each kind.
func (r Report) Err() error {
	var errs []error
	for i, p := range r.Overlaps {
		if i == 10 {
			errs = append(errs, fmt.Errorf("and %d more overlaps", len(r.Overlaps)-10))
			break
		}
		errs = append(errs, fmt.Errorf("texts %q and %q overlap", p[0].Text, p[1].Text))
	}
	for i, b := range r.TextsCut {
		if i == 10 {
			errs = append(errs, fmt.Errorf("and %d more texts cut", len(r.TextsCut)-10))
			break
		}
		errs = append(errs, fmt.Errorf("text %q (%.1f %.1f)-(%.1f %.1f) is cut by the edge of a %.0f x %.0f picture", b.Text, b.X0, b.Y0, b.X1, b.Y1, r.Width, r.Height))
	}
	for i, s := range r.ShapesCut {
		if i == 10 {
			errs = append(errs, fmt.Errorf("and %d more shapes cut", len(r.ShapesCut)-10))
			break
		}
		errs = append(errs, errors.New(s))
	}
	for i, f := range r.TextsOver {
		if i == 10 {
			errs = append(errs, fmt.Errorf("and %d more texts over a shape", len(r.TextsOver)-10))
			break
		}
		errs = append(errs, fmt.Errorf("text %q lies over %s", f.Text, f.What))
	}
	for i, b := range r.TextsSmall {
		if i == 10 {
			errs = append(errs, fmt.Errorf("and %d more small texts", len(r.TextsSmall)-10))
			break
		}
		errs = append(errs, fmt.Errorf("text %q is under %d px", b.Text, MinTextPx))
	}
	for i, s := range r.FiguresSmall {
		if i == 10 {
			errs = append(errs, fmt.Errorf("and %d more small figures", len(r.FiguresSmall)-10))
			break
		}
		errs = append(errs, errors.New(s))
	}
	for _, k := range r.LegendMissing {
		errs = append(errs, fmt.Errorf("the legend omits %q, drawn in the picture", k))
	}
	for _, k := range r.LegendGaps {
		errs = append(errs, fmt.Errorf("the legend skips %q between the bands it lists", k))
	}
	for _, k := range r.LegendRepeats {
		errs = append(errs, fmt.Errorf("the legend entry %q says a word twice", k))
	}
	for _, k := range r.ShadesMixed {
		errs = append(errs, errors.New(k))
	}
	for _, k := range r.Units {
		errs = append(errs, errors.New(k))
	}
	for _, w := range r.CaptionColours {
		errs = append(errs, fmt.Errorf("the caption names %s, a colour the picture does not use", w))
	}
	return errors.Join(errs...)
}

// frame is what an element inherits from its ancestors.
type frame struct {
	size    float64
	anchor  string
	clipped bool
	sect    section
}

// Check reads an SVG document and reports its texts' boxes, the pairs
// that overlap, and the texts and shapes cut by an edge. It returns an
// error only if the document cannot be read.
func Check(svg []byte) (Report, error) {
	rd := reader{}
	d := xml.NewDecoder(bytes.NewReader(svg))
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return rd.r, fmt.Errorf("drawtest: %w", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			rd.start(t)
		case xml.CharData:
			if rd.text != nil {
				rd.text.Text += string(t)
			}
		case xml.EndElement:
			rd.endElement(t)
		}
	}
	rd.r.Overlaps = overlaps(rd.r.Texts)
	rd.finish()
	return rd.r, nil
}

// reader is the state of one reading: the report so far, the inherited
// frames, the clip rectangle and the text being read.
type reader struct {
	r          Report
	stack      []frame
	clip       [4]float64 // x0 y0 x1 y1 of the clip rectangle, if any
	inClipPath bool
	inDefs     int // depth inside defs or pattern elements
	text       *Box
	textFrame  frame
	seen       seenState
}

func (rd *reader) start(t xml.StartElement) {
	f := frame{size: 16, anchor: "start"}
	if len(rd.stack) > 0 {
		f = rd.stack[len(rd.stack)-1]
	}
	a := attrs(t)
	if v, ok := a["font-size"]; ok {
		f.size = number(v)
	}
	if v, ok := a["text-anchor"]; ok {
		f.anchor = v
	}
	if strings.HasPrefix(a["clip-path"], "url(") {
		f.clipped = true
	}
	if t.Name.Local == "g" {
		switch a["class"] {
		case "legend":
			f.sect = inLegend
		case "captions":
			f.sect = inCaptions
		}
	}
	rd.stack = append(rd.stack, f)
	r := &rd.r
	s := &rd.seen
	// Definitions (hatching patterns) are drawn only where a fill names
	// them: their shapes are not where they stand.
	if n := t.Name.Local; n == "defs" || n == "pattern" {
		rd.inDefs++
	}
	if rd.inDefs > 0 {
		s.addColour(a["stroke"])
		s.addColour(a["fill"])
		return
	}
	if f.sect != inCaptions && !rd.inClipPath {
		s.addColour(a["fill"])
		s.addColour(a["stroke"])
	}
	s.markLegend(a["data-legend"], f.sect)
	if d, col := a["stroke-dasharray"], strings.ToLower(a["stroke"]); d != "" && d != "none" && col != "" && col != "none" && !rd.inClipPath {
		s.markDashed(col, f.sect)
	}
	half := 0.0
	if w := number(a["stroke-width"]); w > 0 && a["stroke"] != "" && a["stroke"] != "none" {
		half = w / 2
	}
	drawn := f.sect == inDrawing && !rd.inClipPath
	s.order++
	opaque := a["fill"] != "" && a["fill"] != "none" && (a["fill-opacity"] == "" || number(a["fill-opacity"]) >= 1) && (a["opacity"] == "" || number(a["opacity"]) >= 1)
	switch t.Name.Local {
	case "svg":
		r.Width, r.Height = number(a["width"]), number(a["height"])
		s.scale = 1
		if vb := strings.Fields(strings.ReplaceAll(a["viewBox"], ",", " ")); len(vb) == 4 {
			if w := number(vb[2]); w > 0 && r.Width > 0 {
				s.scale = r.Width / w
			}
		}
	case "clipPath":
		rd.inClipPath = true
	case "rect":
		x, y, w, h := number(a["x"]), number(a["y"]), number(a["width"]), number(a["height"])
		if rd.inClipPath {
			rd.clip = [4]float64{x, y, x + w, y + h}
			return
		}
		r.shape(f, rd.clip, "rect", [][2]float64{{x, y}, {x + w, y + h}})
		if drawn {
			s.rects = append(s.rects, rectBox{x - half, y - half, x + w + half, y + h + half, fmt.Sprintf("a rectangle at (%.0f %.0f)", x, y), s.order, opaque})
		}
	case "circle":
		cx, cy, rad := number(a["cx"]), number(a["cy"]), number(a["r"])
		r.shape(f, rd.clip, "circle", [][2]float64{{cx - rad, cy - rad}, {cx + rad, cy + rad}})
		if d := 2 * (rad + half) * s.scale; d > 0 && d < MinFigurePx {
			r.FiguresSmall = append(r.FiguresSmall, fmt.Sprintf("circle at (%.1f %.1f) is %.1f px across, under %d", cx, cy, d, MinFigurePx))
		}
		if drawn {
			ring := 0.0
			if a["fill"] == "none" {
				ring = max(half, 0.25)
			}
			s.discs = append(s.discs, disc{cx, cy, rad + half, ring, fmt.Sprintf("a circle at (%.0f %.0f)", cx, cy), s.order, opaque})
		}
	case "line":
		x1, y1, x2, y2 := number(a["x1"]), number(a["y1"]), number(a["x2"]), number(a["y2"])
		r.shape(f, rd.clip, "line", [][2]float64{{x1, y1}, {x2, y2}})
		if drawn {
			s.segs = append(s.segs, seg{x1, y1, x2, y2, half, fmt.Sprintf("a line (%.0f %.0f)-(%.0f %.0f)", x1, y1, x2, y2), s.order})
		}
	case "path":
		if drawn {
			s.layer(a["d"], a["fill"], a["data-legend"], opaque)
		}
		r.shape(f, rd.clip, "path", pathPoints(a["d"]))
		if drawn {
			for _, g := range pathSegments(a["d"]) {
				g.half = half
				g.what = fmt.Sprintf("a path edge (%.0f %.0f)-(%.0f %.0f)", g.x1, g.y1, g.x2, g.y2)
				g.order = s.order
				s.segs = append(s.segs, g)
			}
		}
	case "text":
		rd.text = &Box{X0: number(a["x"]), Y0: number(a["y"])}
		rd.textFrame = f
	}
}

func (rd *reader) endElement(t xml.EndElement) {
	if len(rd.stack) > 0 {
		rd.stack = rd.stack[:len(rd.stack)-1]
	}
	switch t.Name.Local {
	case "defs", "pattern":
		rd.inDefs--
	case "clipPath":
		rd.inClipPath = false
	case "text":
		if rd.text != nil {
			rd.r.addText(*rd.text, rd.textFrame)
			rd.seen.textSect = append(rd.seen.textSect, rd.textFrame.sect)
			if px := rd.textFrame.size * rd.seen.scale; px < MinTextPx {
				rd.r.TextsSmall = append(rd.r.TextsSmall, rd.r.Texts[len(rd.r.Texts)-1])
			}
			if rd.textFrame.sect == inCaptions {
				rd.seen.caption.WriteString(rd.text.Text + " ")
			}
			rd.text = nil
		}
	}
}

// overlaps returns the pairs of boxes that intersect, in document order
// within each pair, sweeping down the picture: each box meets only those
// that start above its bottom.
func overlaps(texts []Box) [][2]Box {
	order := make([]int, len(texts))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return texts[order[a]].Y0 < texts[order[b]].Y0 })
	var out [][2]Box
	for k, i := range order {
		for _, j := range order[k+1:] {
			if texts[j].Y0 >= texts[i].Y1 {
				break
			}
			if texts[i].overlaps(texts[j]) {
				out = append(out, [2]Box{texts[min(i, j)], texts[max(i, j)]})
			}
		}
	}
	return out
}

func (r *Report) addText(b Box, f frame) {
	x, y := b.X0, b.Y0
	n := utf8.RuneCountInString(b.Text)
	x0, y0, x1, y1 := draw.TextBox(x, y, f.size, n)
	switch f.anchor {
	case "start":
		x0, x1 = x, x+(x1-x0)
	case "end":
		x0, x1 = x-(x1-x0), x
	}
	box := Box{x0, y0, x1, y1, b.Text}
	r.Texts = append(r.Texts, box)
	if x0 < 0 || y0 < 0 || x1 > r.Width || y1 > r.Height {
		r.TextsCut = append(r.TextsCut, box)
	}
}

// shape records a shape whose points (a circle's box) reach past the
// picture or, inside the clipped drawing, past the clip edge. Strokes are
// not widened: half a stroke at an edge is not a cut shape.
func (r *Report) shape(f frame, clip [4]float64, name string, pts [][2]float64) {
	lim := [4]float64{0, 0, r.Width, r.Height}
	if f.clipped && clip != [4]float64{} {
		lim = clip
	}
	const slack = 0.5 // coordinates are written with two decimals
	for _, p := range pts {
		if p[0] < lim[0]-slack || p[1] < lim[1]-slack || p[0] > lim[2]+slack || p[1] > lim[3]+slack {
			r.ShapesCut = append(r.ShapesCut, fmt.Sprintf("%s at (%.1f %.1f) is cut by the edge (%.0f %.0f)-(%.0f %.0f)", name, p[0], p[1], lim[0], lim[1], lim[2], lim[3]))
			return
		}
	}
}

func attrs(t xml.StartElement) map[string]string {
	m := make(map[string]string, len(t.Attr))
	for _, a := range t.Attr {
		m[a.Name.Local] = a.Value
	}
	return m
}

func number(s string) float64 {
	v, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(s), "px"), 64)
	if err != nil || math.IsInf(v, 0) {
		return math.NaN()
	}
	return v
}

// pathSegments returns the segments of path data made of M, L and Z
// commands: each L draws from the current point, each Z back to the start
// of its subpath.
func pathSegments(d string) []seg {
	var out []seg
	var cur, start [2]float64
	have := false
	toks := strings.FieldsFunc(d, func(r rune) bool { return r == ' ' || r == ',' })
	cmd := byte('M')
	var nums []float64
	flush := func() {
		for i := 0; i+1 < len(nums); i += 2 {
			p := [2]float64{nums[i], nums[i+1]}
			if cmd == 'M' && i == 0 {
				cur, start, have = p, p, true
				continue
			}
			if have {
				out = append(out, seg{x1: cur[0], y1: cur[1], x2: p[0], y2: p[1]})
			}
			cur, have = p, true
		}
		nums = nums[:0]
	}
	for _, tk := range toks {
		for len(tk) > 0 && (tk[0] == 'M' || tk[0] == 'L' || tk[0] == 'Z') {
			flush()
			cmd = tk[0]
			if cmd == 'Z' && have {
				if cur != start {
					out = append(out, seg{x1: cur[0], y1: cur[1], x2: start[0], y2: start[1]})
				}
				cur = start
			}
			tk = tk[1:]
		}
		if tk != "" {
			nums = append(nums, number(tk))
		}
	}
	flush()
	return out
}

// pathPoints returns the points of path data made of M, L and Z commands.
func pathPoints(d string) [][2]float64 {
	f := strings.FieldsFunc(d, func(r rune) bool { return r == ' ' || r == ',' || r == 'M' || r == 'L' || r == 'Z' })
	var pts [][2]float64
	for i := 0; i+1 < len(f); i += 2 {
		pts = append(pts, [2]float64{number(f[i]), number(f[i+1])})
	}
	return pts
}

// CheckFiles reads each SVG file and checks it as Check does; it returns
// nil if every picture passes, or an error naming each file with its
// findings (or the error that kept it from being read). No files is an
// error: a test that checks nothing fails.
func CheckFiles(files ...string) error {
	if len(files) == 0 {
		return errors.New("drawtest: no pictures to check")
	}
	var errs []error
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err == nil {
			var r Report
			r, err = Check(data)
			if err == nil {
				err = r.Err()
			}
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("%s:\n%w", filepath.Base(f), err))
		}
	}
	return errors.Join(errs...)
}
