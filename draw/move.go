package draw

import (
	"errors"
	"fmt"
	"iter"
	"math"
	"unicode/utf8"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/move/ground"
)

// Reach draws a reachable set (move.Reach): every hex reached filled
// with a light shade of Style.Reach, opaque, its terrain hatched over the
// shade and the map's hexsides drawn again (as [Canvas.Heat] does), with the MP left on arrival written at its centre (the cost
// from the start when there is no allowance, MP left being +Inf), a
// must-stop bar under the number of every hex where the mover's movement
// ends (a zone of control, a step paid with all remaining MP), and the
// start outlined. Tooltips name hexes by their printed labels. Hexes come
// in the tree's order, so the picture is stable; hexes outside the
// canvas are not drawn.
func (c *Canvas) Reach(t move.Tree) error {
	if err := c.needHex("Reach"); err != nil {
		return err
	}
	st := c.Style
	// A light shade of Style.Reach, opaque, so it reads the same on every
	// terrain (hatched over it, see coverHex).
	shade := mix(st.Reach, st.Table, 0.35)
	var errs []error
	c.group("reach")
	for h, a := range t.All() {
		if !c.inWindow(h) {
			continue
		}
		c.keyMark(shade, "reached: "+c.unit+" left", keyShade, "reach")
		title := fmt.Sprintf("%s: cost %s %s, %s left %s", c.name(h), val(a.Cost), c.unit, c.unit, val(a.MPLeft))
		if a.Turns > 1 {
			title += fmt.Sprintf(", turn %d", a.Turns)
		}
		if a.Ended {
			title += ", must stop"
		}
		errs = append(errs, c.coverHex(h, shade, title, "reach"))
	}
	errs = c.resurface(errs)
	for h, a := range t.All() {
		if !c.inWindow(h) {
			continue
		}
		s := val(a.MPLeft)
		if math.IsInf(a.MPLeft, 1) {
			s = "=" + val(a.Cost)
		}
		if a.Ended && h != t.Start() {
			errs = append(errs, c.stopMark(h))
		}
		errs = append(errs, c.hexNote(h, s, `fill="`+esc(st.Text)+`" font-weight="bold"`))
	}
	if t.Len() > 0 && c.inWindow(t.Start()) {
		c.key(st.Path, "start", keyLine)
		errs = append(errs, c.hexOutline(t.Start(), st.Path, 3*st.strokeWidth(), "", c.name(t.Start())+": start"))
	}
	c.end()
	return errors.Join(errs...)
}

// hexNote queues s at the centre of hex h, or, if a counter or a line
// takes the centre, beside it, left or right, within the hex: never
// moved out of its hex, never written over a counter.
func (c *Canvas) hexNote(h hex.Hex, s, attrs string) error {
	p := c.centre(h)
	x, y, ok := c.px(p)
	cy, top, bottom, ok2 := c.hexPixels(h)
	if !ok || !ok2 {
		return skipped("text", p)
	}
	fs := c.Style.fontSize()
	y += fs * 0.28 // the box centred on the hex's centre
	half := charWidth * fs * float64(utf8.RuneCountInString(s)) / 2
	// Clear of a counter (0.6 of the hex's height), then of its
	// selection ring too.
	near, far := (bottom-top)*0.3+2.5+half, (bottom-top)*0.3+6.5+half
	c.queue(label{ax: x, ay: cy, x: x, y: y, text: s, attrs: attrs, fixed: true,
		alts: [][2]float64{{x + near, y}, {x - near, y}, {x + far, y}, {x - far, y}}})
	return nil
}

// stopMark draws the must-stop bar of hex h: a short thick bar in
// Style.Blocks across the lower part of the hex.
func (c *Canvas) stopMark(h hex.Hex) error {
	p := c.centre(h)
	x, y, ok := c.px(p)
	if !ok {
		return skipped("stop mark", p)
	}
	_, _, bottom, _ := c.hexPixels(h)
	yb := y + (bottom-y)*0.6
	half := (bottom - y) * 0.45
	c.key(c.Style.Blocks, "must stop here", keyLine)
	c.stroked(x-half, yb, x+half, yb, 1.5)
	return c.element("line", fmt.Sprintf(`x1="%s" y1="%s" x2="%s" y2="%s" %s`, num(x-half), num(yb), num(x+half), num(yb), stroke(c.Style.Blocks, 3, "")), c.name(h)+": must stop")
}

// ZOC draws zones of control: every hex of zone outlined dashed in
// Style.Blocks and hatched lightly, with its printed label and the word
// "zone" in its tooltip. Hexes outside the canvas are not drawn; the cost
// is one step per hex of zone.
func (c *Canvas) ZOC(zone iter.Seq[hex.Hex]) error {
	if err := c.needHex("ZOC"); err != nil {
		return err
	}
	if zone == nil {
		return nil
	}
	st := c.Style
	var errs []error
	c.group("zoc")
	for h := range zone {
		if !c.inWindow(h) {
			continue
		}
		c.key(st.Blocks, "enemy zone of control", keyDashed)
		errs = append(errs, c.hexFill(h, st.Blocks, 0.12, ""))
		errs = append(errs, c.hexOutline(h, st.Blocks, 1.5*st.strokeWidth(), "4 3", c.name(h)+": enemy zone of control"))
	}
	c.end()
	return errors.Join(errs...)
}

// HexPath draws a path of hexes: an arrow through their centres from the
// first to the last, a dot on each, and notes[i] (a step's cost, say
// "+2 = 4") below hex i. notes may be shorter than path, or nil.
func (c *Canvas) HexPath(path []hex.Hex, notes []string) error {
	if err := c.needHex("HexPath"); err != nil {
		return err
	}
	if len(path) == 0 {
		return nil
	}
	st := c.Style
	w := st.strokeWidth()
	var errs []error
	c.key(st.Path, "path", keyLine)
	c.group("hexpath")
	for i := 1; i < len(path); i++ {
		errs = append(errs, c.arrow(c.centre(path[i-1]), c.centre(path[i]), st.Path, 2*w, fmt.Sprintf("step %d: %s to %s", i, c.name(path[i-1]), c.name(path[i]))))
	}
	for i, h := range path {
		errs = append(errs, c.circle(c.centre(h), w+1.5, `fill="`+esc(st.Path)+`"`, ""))
		if i < len(notes) && notes[i] != "" {
			errs = append(errs, c.text(c.centre(h), 0, st.fontSize()+3, notes[i], `fill="`+esc(st.Path)+`" font-weight="bold"`))
		}
	}
	c.end()
	return errors.Join(errs...)
}

// PathCost draws the cost of a path across a board (ground.Ground.Cost), its
// numbers in the canvas's unit (see [Canvas.SetUnit]): each
// leg as an arrow, each stretch of a leg as a band coloured by its rate
// (Style.Free for open ground at rate 1 or less, Adds for dearer ground),
// each line crossing and climb as a dot, each leg's cost at its middle
// (when there are several), the total at the end, and, if the path is
// blocked, a cross where it stops.
func (c *Canvas) PathCost(pc ground.PathCost) error {
	if err := c.ready(); err != nil {
		return err
	}
	st := c.Style
	w := st.strokeWidth()
	var errs []error
	c.group("pathcost")
	for i, l := range pc.Legs {
		leg := geom.Segment{A: l.From, B: l.To}
		if l.First < 0 || l.Count < 0 || l.First+l.Count > len(pc.Items) {
			errs = append(errs, fmt.Errorf("draw: leg %d names items %d+%d of %d: skipped", i, l.First, l.Count, len(pc.Items)))
			continue
		}
		for _, it := range pc.LegItems(i) {
			name := c.featureName(it.Feature)
			switch it.Kind {
			case ground.ItemStretch:
				col, what := st.Free, "open ground (rate 1 or less)"
				if it.Rate > 1 {
					col, what = st.Adds, "dearer ground (rate above 1)"
				}
				if it.Blocked {
					col, what = st.Blocks, "impassable"
				}
				c.key(col, what, keyLine)
				title := fmt.Sprintf("%s: length %s x %s = %s", name, val(it.Length), val(it.Rate), c.withUnit(it.Cost))
				errs = append(errs, c.line(leg.At(it.T0), leg.At(it.T1), stroke(col, 5*w, "")+` stroke-opacity="0.6"`, title))
			default:
				col := st.Adds
				if it.Blocked {
					col = st.Blocks
				}
				c.key(col, "crossing or climb that costs", keyDot)
				title := fmt.Sprintf("%v %s: %s", it.Kind, name, c.withUnit(it.Cost))
				errs = append(errs, c.circle(it.At, 2*w+1, `fill="`+esc(col)+`"`, title))
			}
		}
		errs = append(errs, c.arrow(l.From, l.To, st.Path, 1.5*w, fmt.Sprintf("leg %d: length %s, cost %s", i, val(l.Length), c.withUnit(l.Cost))))
		if len(pc.Legs) > 1 { // one leg's cost is the total, written at its end
			errs = append(errs, c.text(leg.At(0.5), 0, -6, c.withUnit(l.Cost), `fill="`+esc(st.Path)+`" font-weight="bold"`))
		}
	}
	if pc.Blocked {
		errs = append(errs, c.cross(pc.Block.At, 6, st.Blocks, pc.Block.Reason))
	}
	if n := len(pc.Legs); n > 0 {
		errs = append(errs, c.text(pc.Legs[n-1].To, 0, 14, "total "+c.withUnit(pc.Total), `fill="`+esc(st.Path)+`" font-weight="bold"`))
	}
	c.end()
	return errors.Join(errs...)
}
