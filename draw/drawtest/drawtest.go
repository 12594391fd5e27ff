package drawtest

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
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
	return errors.Join(errs...)
}

// frame is what an element inherits from its ancestors.
type frame struct {
	size    float64
	anchor  string
	clipped bool
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
	return rd.r, nil
}

// reader is the state of one reading: the report so far, the inherited
// frames, the clip rectangle and the text being read.
type reader struct {
	r          Report
	stack      []frame
	clip       [4]float64 // x0 y0 x1 y1 of the clip rectangle, if any
	inClipPath bool
	text       *Box
	textFrame  frame
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
	rd.stack = append(rd.stack, f)
	r := &rd.r
	switch t.Name.Local {
	case "svg":
		r.Width, r.Height = number(a["width"]), number(a["height"])
	case "clipPath":
		rd.inClipPath = true
	case "rect":
		x, y, w, h := number(a["x"]), number(a["y"]), number(a["width"]), number(a["height"])
		if rd.inClipPath {
			rd.clip = [4]float64{x, y, x + w, y + h}
			return
		}
		r.shape(f, rd.clip, "rect", [][2]float64{{x, y}, {x + w, y + h}})
	case "circle":
		cx, cy, rad := number(a["cx"]), number(a["cy"]), number(a["r"])
		r.shape(f, rd.clip, "circle", [][2]float64{{cx - rad, cy - rad}, {cx + rad, cy + rad}})
	case "line":
		r.shape(f, rd.clip, "line", [][2]float64{{number(a["x1"]), number(a["y1"])}, {number(a["x2"]), number(a["y2"])}})
	case "path":
		r.shape(f, rd.clip, "path", pathPoints(a["d"]))
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
	case "clipPath":
		rd.inClipPath = false
	case "text":
		if rd.text != nil {
			rd.r.addText(*rd.text, rd.textFrame)
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

// pathPoints returns the points of path data made of M, L and Z commands.
func pathPoints(d string) [][2]float64 {
	f := strings.FieldsFunc(d, func(r rune) bool { return r == ' ' || r == ',' || r == 'M' || r == 'L' || r == 'Z' })
	var pts [][2]float64
	for i := 0; i+1 < len(f); i += 2 {
		pts = append(pts, [2]float64{number(f[i]), number(f[i+1])})
	}
	return pts
}
