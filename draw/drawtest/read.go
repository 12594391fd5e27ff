package drawtest

import (
	"encoding/xml"
	"fmt"
	"strings"
)

// element is a start tag read, with what its ancestors give it.
type element struct {
	a      map[string]string
	f      frame
	half   float64 // half the stroke width, 0 without a stroke
	drawn  bool    // in the drawing, not in the legend, captions or a clip path
	opaque bool    // filled without transparency
}

func (rd *reader) start(t xml.StartElement) {
	n := t.Name.Local
	a := attrs(t)
	f := rd.push(n, a)
	if rd.definition(n, a) {
		return
	}
	if paintsNothing(n, a) {
		return // a tooltip's target (a label left out): nothing a reader sees
	}
	rd.notice(a, f)
	s := &rd.seen
	s.order++
	e := element{a: a, f: f, half: strokeHalf(a), drawn: f.sect == inDrawing && !rd.inClipPath, opaque: opaque(a)}
	if f.sect == inLegend && isShape(n) {
		s.pending = append(s.pending, swatchPart{tag: n, a: a, mark: a["data-legend"]})
	}
	rd.startTag(n, e)
}

// definition records element n of the definitions (hatching patterns),
// and reports whether it is one. Definitions are drawn only where a fill
// names them: their shapes are not where they stand, but their colours
// show.
func (rd *reader) definition(n string, a map[string]string) bool {
	if n == "defs" || n == "pattern" {
		rd.inDefs++
	}
	if rd.inDefs == 0 {
		return false
	}
	s := &rd.seen
	s.addColour(a["stroke"])
	s.addColour(a["fill"])
	s.patternPart(n, a)
	return true
}

// startTag reads the start of element n of the drawing: the picture's
// size, a clip path, a shape, or a text.
func (rd *reader) startTag(n string, e element) {
	switch n {
	case "svg":
		rd.svg(e.a)
	case "clipPath":
		rd.inClipPath = true
	case "rect":
		rd.rect(e)
	case "circle":
		rd.circle(e)
	case "line":
		rd.line(e)
	case "path":
		rd.path(e)
	case "text":
		rd.text = &Box{X0: number(e.a["x"]), Y0: number(e.a["y"])}
		rd.textFrame = e.f
		rd.textFill = e.a["fill"]
	}
}

// isShape reports whether tag is a shape package draw writes.
func isShape(tag string) bool {
	switch tag {
	case "rect", "circle", "line", "path":
		return true
	}
	return false
}

// paintsNothing reports whether a shape is neither filled nor stroked:
// package draw writes such a box, with a title, where a label it left
// out would have been, so that a viewer shows the text on hover.
func paintsNothing(tag string, a map[string]string) bool {
	return isShape(tag) && a["fill"] == "none" && a["stroke"] == "none"
}

// patternPart records an element of a hatching pattern's definition: a
// pattern starts its shape, its children add theirs.
func (s *seenState) patternPart(tag string, a map[string]string) {
	if s.patterns == nil {
		s.patterns = map[string]string{}
	}
	if tag == "pattern" {
		s.curPattern = a["id"]
		s.patterns[s.curPattern] = patternShape(tag, a)
		return
	}
	if s.curPattern != "" && tag != "defs" {
		s.patterns[s.curPattern] += "; " + patternShape(tag, a)
	}
}

// notice records what an element shows a reader beyond its shape: its
// colours (outside the captions), its legend mark, a dashed style.
func (rd *reader) notice(a map[string]string, f frame) {
	s := &rd.seen
	if rd.inClipPath {
		return
	}
	if f.sect != inCaptions {
		s.addColour(a["fill"])
		s.addColour(a["stroke"])
	}
	s.markLegend(a["data-legend"], f.sect)
	if d, col := a["stroke-dasharray"], strings.ToLower(a["stroke"]); d != "" && d != "none" && col != "" && col != "none" {
		s.markDashed(col, f.sect)
	}
}

// push returns the frame an element inherits, changed by its own
// attributes, and keeps it for its children.
func (rd *reader) push(name string, a map[string]string) frame {
	f := frame{size: 16, anchor: "start"}
	if len(rd.stack) > 0 {
		f = rd.stack[len(rd.stack)-1]
	}
	if v, ok := a["font-size"]; ok {
		f.size = number(v)
	}
	if v, ok := a["text-anchor"]; ok {
		f.anchor = v
	}
	if strings.HasPrefix(a["clip-path"], "url(") {
		f.clipped = true
	}
	if name == "g" {
		switch a["class"] {
		case "legend":
			f.sect = inLegend
		case "captions":
			f.sect = inCaptions
		case "leaders":
			f.leader = true
		}
	}
	rd.stack = append(rd.stack, f)
	return f
}

// strokeHalf returns half the stroke width of an element with a stroke.
func strokeHalf(a map[string]string) float64 {
	if w := number(a["stroke-width"]); w > 0 && a["stroke"] != "" && a["stroke"] != "none" {
		return w / 2
	}
	return 0
}

// opaque reports whether an element is filled without transparency.
func opaque(a map[string]string) bool {
	return a["fill"] != "" && a["fill"] != "none" &&
		(a["fill-opacity"] == "" || number(a["fill-opacity"]) >= 1) && (a["opacity"] == "" || number(a["opacity"]) >= 1)
}

// svg reads the picture's size and its scale (width over viewBox width).
func (rd *reader) svg(a map[string]string) {
	r, s := &rd.r, &rd.seen
	r.Width, r.Height = number(a["width"]), number(a["height"])
	s.scale = 1
	if vb := strings.Fields(strings.ReplaceAll(a["viewBox"], ",", " ")); len(vb) == 4 {
		if w := number(vb[2]); w > 0 && r.Width > 0 {
			s.scale = r.Width / w
		}
	}
}

func (rd *reader) rect(e element) {
	a := e.a
	x, y, w, h := number(a["x"]), number(a["y"]), number(a["width"]), number(a["height"])
	if rd.inClipPath {
		rd.clip = [4]float64{x, y, x + w, y + h}
		return
	}
	rd.r.shape(e.f, rd.clip, "rect", [][2]float64{{x, y}, {x + w, y + h}})
	if s := &rd.seen; s.page == "" && !s.sawRect && x == 0 && y == 0 {
		s.page = strings.ToLower(a["fill"]) // the page's background
	}
	rd.seen.sawRect = true
	if s := &rd.seen; e.drawn {
		s.rects = append(s.rects, rectBox{x - e.half, y - e.half, x + w + e.half, y + h + e.half, fmt.Sprintf("a rectangle at (%.0f %.0f)", x, y), s.order, e.opaque})
	}
}

func (rd *reader) circle(e element) {
	a, s := e.a, &rd.seen
	cx, cy, rad := number(a["cx"]), number(a["cy"]), number(a["r"])
	rd.r.shape(e.f, rd.clip, "circle", [][2]float64{{cx - rad, cy - rad}, {cx + rad, cy + rad}})
	if d := 2 * (rad + e.half) * s.scale; d > 0 && d < MinFigurePx {
		rd.r.FiguresSmall = append(rd.r.FiguresSmall, fmt.Sprintf("circle at (%.1f %.1f) is %.1f px across, under %d", cx, cy, d, MinFigurePx))
	}
	if e.drawn {
		ring := 0.0
		if a["fill"] == "none" {
			ring = max(e.half, 0.25)
		}
		s.discs = append(s.discs, disc{cx, cy, rad + e.half, ring, fmt.Sprintf("a circle at (%.0f %.0f)", cx, cy), s.order, e.opaque})
		x0, y0, x1, y1 := circleBox(cx, cy, rad)
		s.addMarker(x0, y0, x1, y1, e, true)
	}
}

func (rd *reader) line(e element) {
	a, s := e.a, &rd.seen
	x1, y1, x2, y2 := number(a["x1"]), number(a["y1"]), number(a["x2"]), number(a["y2"])
	rd.r.shape(e.f, rd.clip, "line", [][2]float64{{x1, y1}, {x2, y2}})
	if e.drawn {
		s.segs = append(s.segs, seg{x1, y1, x2, y2, e.half, fmt.Sprintf("a line (%.0f %.0f)-(%.0f %.0f)", x1, y1, x2, y2), s.order})
		if e.f.leader {
			s.leaderSegs = append(s.leaderSegs, seg{x1: x1, y1: y1, x2: x2, y2: y2})
		}
	}
}

func (rd *reader) path(e element) {
	a, s := e.a, &rd.seen
	rd.r.shape(e.f, rd.clip, "path", pathPoints(a["d"]))
	if !e.drawn {
		return
	}
	s.layer(a["d"], a["fill"], a["data-legend"], e.opaque)
	if x0, y0, x1, y1, ok := pointsBox(pathPoints(a["d"])); ok {
		s.addMarker(x0, y0, x1, y1, e, false)
	}
	for _, g := range pathSegments(a["d"]) {
		g.half = e.half
		g.what = fmt.Sprintf("a path edge (%.0f %.0f)-(%.0f %.0f)", g.x1, g.y1, g.x2, g.y2)
		g.order = s.order
		s.segs = append(s.segs, g)
	}
}
