package draw

import (
	"errors"
	"fmt"
	"iter"
	"math"
	"unicode/utf8"

	"github.com/paulmach/orb"
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
	// A shade of Style.Reach, opaque, so it reads the same on every
	// terrain (hatched over it, see coverHex), and strong enough to stand
	// apart from pale yellow terrain (a field, cultivated ground).
	shade := mix(st.Reach, st.Table, 0.6)
	var errs []error
	c.group("reach")
	for h, a := range t.All() {
		if !c.inWindow(h) {
			continue
		}
		what := "reached: " + c.unit + " left"
		if math.IsInf(a.MPLeft, 1) {
			what = "reached: =" + c.unit + " spent from the start"
		}
		c.keyMark(shade, what, keyShade, "reach")
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
		c.key(st.Path, "start", keyOutline)
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
	// Just beside a line through the centre (a path's arrow and its
	// head), or above or below one across it, then clear of a counter
	// (0.6 of the hex's height), then of its selection ring too.
	beside, near, far := half+8.5, (bottom-top)*0.3+2.5+half, (bottom-top)*0.3+6.5+half
	c.queue(label{ax: x, ay: cy, x: x, y: y, text: s, attrs: attrs, fixed: true,
		alts: [][2]float64{{x + beside, y}, {x - beside, y}, {x, y - fs - 3}, {x, y + fs + 3},
			{x + near, y}, {x - near, y}, {x + far, y}, {x - far, y}}})
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
		c.keyZone(st.Blocks, mix(st.Blocks, st.Table, 0.12), "enemy zone of control")
		errs = append(errs, c.hexFill(h, st.Blocks, 0.12, ""))
		errs = append(errs, c.hexOutline(h, st.Blocks, 1.5*st.strokeWidth(), "4 3", c.name(h)+": enemy zone of control"))
	}
	c.end()
	return errors.Join(errs...)
}

// HexPath draws a path of hexes: an arrow through their centres from the
// first to the last, over a dot on each (each arrowhead's tip stays in
// sight), and notes[i] (a step's cost, say "+2 = 4") below hex i. notes
// may be shorter than path, or nil.
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
	c.key(st.Path, "path", keyArrow)
	c.group("hexpath")
	// The dots first, so that each arrowhead, drawn over the dot of the
	// hex it enters, keeps its tip.
	for _, h := range path {
		errs = append(errs, c.circle(c.centre(h), w+1.5, `fill="`+esc(st.Path)+`"`, ""))
	}
	for i := 1; i < len(path); i++ {
		errs = append(errs, c.arrow(c.centre(path[i-1]), c.centre(path[i]), st.Path, 2*w, fmt.Sprintf("step %d: %s to %s", i, c.name(path[i-1]), c.name(path[i]))))
	}
	for i, h := range path {
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
// blocked, a cross where it stops (the reason in its legend entry) and
// "blocked" for the cost of the leg it stops instead of a number, and no
// total (a blocked path costs no number).
func (c *Canvas) PathCost(pc ground.PathCost) error {
	if err := c.ready(); err != nil {
		return err
	}
	st := c.Style
	w := st.strokeWidth()
	var errs []error
	c.group("pathcost")
	for i, l := range pc.Legs {
		if l.First < 0 || l.Count < 0 || l.First+l.Count > len(pc.Items) {
			errs = append(errs, fmt.Errorf("draw: leg %d names items %d+%d of %d: skipped", i, l.First, l.Count, len(pc.Items)))
			continue
		}
		errs = c.legItems(pc, i, errs)
		errs = append(errs, c.arrow(l.From, l.To, st.Path, 1.5*w, fmt.Sprintf("leg %d: length %s, cost %s", i, val(l.Length), c.costText(l.Cost))))
		if len(pc.Legs) > 1 { // one leg's cost is the total, written at its end
			errs = append(errs, c.text(geom.Segment{A: l.From, B: l.To}.At(0.5), 0, -6, c.costText(l.Cost), `fill="`+esc(st.Path)+`" font-weight="bold"`))
		}
	}
	if pc.Blocked {
		what := "blocked here"
		if pc.Block.Reason != "" {
			what += " (" + pc.Block.Reason + ")"
		}
		c.key(st.Blocks, what, keyCross)
		errs = append(errs, c.cross(pc.Block.At, 6, st.Blocks, pc.Block.Reason))
	}
	// The total at the end; a blocked path has none, its blocked leg
	// saying so (or, a path of one leg, its end).
	if n := len(pc.Legs); n > 0 && (n == 1 || !pc.Blocked) {
		errs = append(errs, c.text(pc.Legs[n-1].To, 0, 14, "total "+c.costText(pc.Total), `fill="`+esc(st.Path)+`" font-weight="bold"`))
	}
	c.end()
	return errors.Join(errs...)
}

// legItems draws the items of leg i of pc: each stretch as a band along
// the leg, each crossing or climb as a dot, but for the one that blocks
// pc, which stands where the blocking cross is drawn (a dot under the
// cross would be hidden, its legend entry a riddle).
func (c *Canvas) legItems(pc ground.PathCost, i int, errs []error) []error {
	leg := geom.Segment{A: pc.Legs[i].From, B: pc.Legs[i].To}
	for _, it := range pc.LegItems(i) {
		switch {
		case it.Kind == ground.ItemStretch:
			errs = append(errs, c.stretch(leg, it))
		case pc.Blocked && it.Blocked && it.At == pc.Block.At:
		default:
			errs = append(errs, c.crossingDot(it))
		}
	}
	return errs
}

// stretch draws stretch it of leg as a band coloured by its rate:
// Style.Free for rate 1 or less, Adds above, Blocks if impassable.
func (c *Canvas) stretch(leg geom.Segment, it ground.Item) error {
	st := c.Style
	col, what := st.Free, "open ground (rate 1 or less)"
	if it.Rate > 1 {
		col, what = st.Adds, "dearer ground (rate above 1)"
	}
	if it.Blocked {
		col, what = st.Blocks, "impassable"
	}
	c.key(col, what, keyLine)
	title := fmt.Sprintf("%s: length %s x %s = %s", c.featureName(it.Feature), val(it.Length), val(it.Rate), c.withUnit(it.Cost))
	return c.line(leg.At(it.T0), leg.At(it.T1), band(col, 5*st.strokeWidth(), 0.6), title)
}

// crossingDot draws crossing or climb it as a dot: Style.Adds if it
// costs, Blocks if it blocks.
func (c *Canvas) crossingDot(it ground.Item) error {
	st := c.Style
	col, what := st.Adds, "crossing or climb that costs"
	if it.Blocked {
		col, what = st.Blocks, "crossing or climb that blocks"
	}
	c.key(col, what, keyDot)
	title := fmt.Sprintf("%v %s: %s", it.Kind, c.featureName(it.Feature), c.withUnit(it.Cost))
	return c.circle(it.At, 2*st.strokeWidth()+1, `fill="`+esc(col)+`"`, title)
}

// costText writes a cost in the canvas's unit, "blocked" for +Inf.
func (c *Canvas) costText(v float64) string {
	if math.IsInf(v, 1) {
		return "blocked"
	}
	return c.withUnit(v)
}

// PathAllowance marks where a path's cost (ground.Ground.Cost, drawn by
// [Canvas.PathCost]) reaches allowance: a bar across the path in
// Style.Blocks, labelled with the allowance in the canvas's unit, and a
// legend entry. The point is found along the path's items: within a
// stretch by its rate (so a ruleset's rounding of a stretch's cost may
// move the true point by less than a rounding step); at a crossing or a
// climb that the allowance cannot pay, at the crossing. A path that costs
// no more than allowance, or is blocked before it, marks nothing. An
// allowance that is negative or not finite is an error.
func (c *Canvas) PathAllowance(pc ground.PathCost, allowance float64) error {
	if err := c.ready(); err != nil {
		return err
	}
	if !(allowance >= 0) || math.IsInf(allowance, 1) {
		return fmt.Errorf("draw: allowance %v: want a finite number, 0 or more", allowance)
	}
	at, dir, ok := allowanceEnd(pc, allowance)
	if !ok {
		return nil
	}
	st := c.Style
	x, y, okp := c.px(at)
	if !okp {
		return skipped("allowance", at)
	}
	// The bar is drawn in pixels, across the path's direction on the
	// picture (its y axis may be flipped).
	dx, dy := dir[0], -dir[1]
	if c.yDown {
		dy = dir[1]
	}
	l := math.Hypot(dx, dy)
	if l == 0 || math.IsNaN(l) || math.IsInf(l, 0) {
		return nil
	}
	const half = 9.0
	nx, ny := -dy/l*half, dx/l*half
	text := "allowance " + c.withUnit(allowance) + " ends"
	c.key(st.Blocks, "where the allowance ends", keyLine)
	c.group("allowance")
	c.stroked(x-nx, y-ny, x+nx, y+ny, 2)
	err := c.element("line", fmt.Sprintf(`x1="%s" y1="%s" x2="%s" y2="%s" %s`, num(x-nx), num(y-ny), num(x+nx), num(y+ny), stroke(st.Blocks, 4, "")), text)
	c.addLabel(x, y, x-nx*1.6, y-ny*1.6, text, 0, `fill="`+esc(st.Blocks)+`" font-weight="bold"`, false)
	c.end()
	return err
}

// allowanceEnd returns the point where the cost of pc first exceeds
// allowance, and the direction of its leg there; false if it never does
// (or the items are not pc's own). It sums the costs as Cost does, each
// leg's items and then the legs, so that a path costing exactly its
// allowance is never cut short by rounding.
func allowanceEnd(pc ground.PathCost, allowance float64) (orb.Point, orb.Point, bool) {
	if !pc.Blocked && pc.Total <= allowance {
		return orb.Point{}, orb.Point{}, false
	}
	spent := 0.0 // the cost of the legs before this one
	for i, l := range pc.Legs {
		dir := orb.Point{l.To[0] - l.From[0], l.To[1] - l.From[1]}
		leg := geom.Segment{A: l.From, B: l.To}
		legSpent := 0.0
		for _, it := range pc.LegItems(i) {
			if it.Blocked {
				return orb.Point{}, orb.Point{}, false
			}
			if spent+(legSpent+it.Cost) <= allowance {
				legSpent += it.Cost
				continue
			}
			if it.Kind != ground.ItemStretch || !(it.Cost > 0) || it.T1 <= it.T0 {
				return it.At, dir, true
			}
			f := min(max((allowance-spent-legSpent)/it.Cost, 0), 1)
			return leg.At(it.T0 + f*(it.T1-it.T0)), dir, true
		}
		spent += legSpent
	}
	return orb.Point{}, orb.Point{}, false
}
