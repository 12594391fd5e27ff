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

	LegendDuplicates []string // legend texts written twice
	LegendAlike      []string // legend swatches a reader cannot tell apart
	LeadersOut       []string // leader lines that end outside the drawing
	MarkersHidden    []string // legend dots whose every drawn dot lies under another marker
	Colours          []string // colour names the picture uses outside its captions, sorted
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
	errs = upToTen(errs, r.Overlaps, "overlaps", func(p [2]Box) error { return fmt.Errorf("texts %q and %q overlap", p[0].Text, p[1].Text) })
	errs = upToTen(errs, r.TextsCut, "texts cut", func(b Box) error {
		return fmt.Errorf("text %q (%.1f %.1f)-(%.1f %.1f) is cut by the edge of a %.0f x %.0f picture", b.Text, b.X0, b.Y0, b.X1, b.Y1, r.Width, r.Height)
	})
	errs = upToTen(errs, r.ShapesCut, "shapes cut", errors.New)
	errs = upToTen(errs, r.TextsOver, "texts over a shape", func(f Finding) error { return fmt.Errorf("text %q lies over %s", f.Text, f.What) })
	errs = upToTen(errs, r.TextsSmall, "small texts", func(b Box) error { return fmt.Errorf("text %q is under %d px", b.Text, MinTextPx) })
	errs = upToTen(errs, r.FiguresSmall, "small figures", errors.New)
	errs = upToTen(errs, r.LegendMissing, "missing legend entries", func(k string) error { return fmt.Errorf("the legend omits %q, drawn in the picture", k) })
	errs = upToTen(errs, r.LegendGaps, "skipped bands", func(k string) error { return fmt.Errorf("the legend skips %q between the bands it lists", k) })
	errs = upToTen(errs, r.LegendRepeats, "repeating entries", func(k string) error { return fmt.Errorf("the legend entry %q says a word twice", k) })
	errs = upToTen(errs, r.ShadesMixed, "mixed shades", errors.New)
	errs = upToTen(errs, r.Units, "unit findings", errors.New)
	errs = upToTen(errs, r.CaptionColours, "caption colours", func(w string) error { return fmt.Errorf("the caption names %s, a colour the picture does not use", w) })
	errs = upToTen(errs, r.LegendDuplicates, "repeated legend texts", func(k string) error {
		return fmt.Errorf("the legend has two entries %q: a reader cannot tell which swatch it means", k)
	})
	errs = upToTen(errs, r.LegendAlike, "swatches alike", errors.New)
	errs = upToTen(errs, r.LeadersOut, "leaders outside", errors.New)
	errs = upToTen(errs, r.MarkersHidden, "hidden markers", errors.New)
	return errors.Join(errs...)
}

// upToTen adds an error for each of the first ten items, then one
// counting the rest.
func upToTen[T any](errs []error, items []T, what string, f func(T) error) []error {
	for i, it := range items {
		if i == 10 {
			return append(errs, fmt.Errorf("and %d more %s", len(items)-10, what))
		}
		errs = append(errs, f(it))
	}
	return errs
}

// frame is what an element inherits from its ancestors.
type frame struct {
	size    float64
	anchor  string
	clipped bool
	sect    section
	leader  bool // in the group of class "leaders"
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
	textFill   string
	seen       seenState
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
			if s := &rd.seen; rd.textFrame.sect == inLegend {
				s.legend = append(s.legend, legendEntry{parts: s.pending, text: rd.text.Text})
				s.pending = nil
				if s.textColour == "" {
					s.textColour = rd.textFill
				}
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
