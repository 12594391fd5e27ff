package draw

import (
	"fmt"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
)

// Symbol is the NATO-style type symbol drawn in a counter's box.
type Symbol int

const (
	NoSymbol    Symbol = iota // an empty box
	Infantry                  // an X from corner to corner
	Cavalry                   // one diagonal, lower left to upper right
	Artillery                 // a dot in the middle
	Armour                    // an oval (tracks)
	Mechanised                // an X and an oval
	Headquarter               // a staff on the left edge, below the box
)

var symbolNames = [...]string{"", "infantry", "cavalry", "artillery", "armour", "mechanised", "headquarters"}

// String names the symbol ("infantry", "" for NoSymbol).
func (s Symbol) String() string {
	if s >= 0 && int(s) < len(symbolNames) {
		return symbolNames[s]
	}
	return fmt.Sprintf("Symbol(%d)", int(s))
}

// Counter is a unit counter as printed on a wargame's counter sheet: its
// side's colour, a type symbol, the unit's name above the symbol and its
// values below (attack-defence-movement, "4-4-6"), an optional facing and
// a selection highlight.
type Counter struct {
	Name   string // short, written above the symbol
	Symbol Symbol
	Values string // written below the symbol, as "4-4-6"
	// Colour fills the counter (a side's colour, light enough for the
	// dark ink of Style.CounterText); empty means Style.Counter.
	Colour string
	// Faced draws a notch towards Facing (hex counters) or towards
	// Heading, in degrees counter-clockwise from the +x axis of the
	// board (base counters).
	Faced   bool
	Facing  hex.Facing
	Heading float64
	// Selected draws the selection highlight (Style.Selected) around it.
	Selected bool
}

func (k Counter) describe() string {
	parts := []string{k.Name}
	if s := k.Symbol.String(); s != "" {
		parts = append(parts, s)
	}
	if k.Values != "" {
		parts = append(parts, k.Values)
	}
	if k.Selected {
		parts = append(parts, "selected")
	}
	return strings.TrimSpace(strings.Join(parts, " "))
}

// maxStackShown bounds the counters drawn in one stack: the rest are
// counted in the top counter's tooltip and a "+n" mark.
const maxStackShown = 4

// Counters draws a stack of counters on hex h, stack[0] on top, each one
// below offset up and to the right so that the stack shows its depth, and
// a label beside the stack naming the counters under the top one ("under
// it: 4e artillery 3-1-3"), so a stack reads without its tooltips; a
// stack deeper than four shows four and counts the rest in that label.
// A selected top counter's highlight is drawn under the stack, so the
// counters below stay in sight. Every counter's tooltip names the hex by
// its printed label. A hex outside the canvas draws nothing.
func (c *Canvas) Counters(h hex.Hex, stack []Counter) error {
	if err := c.needHex("Counters"); err != nil {
		return err
	}
	if len(stack) == 0 || !c.inWindow(h) {
		return nil
	}
	x, y, ok := c.px(c.centre(h))
	if !ok {
		return skipped("counter", c.centre(h))
	}
	_, top, bottom, _ := c.hexPixels(h)
	s := (bottom - top) * 0.6 // the counter's side in pixels
	shown := min(len(stack), maxStackShown)
	// Each counter below the top one shows a strip along its top, a
	// line of text high for a stack of two: its name and values written
	// there, the stack reads without its tooltips. The counters of a
	// stack are smaller, so that the stack stays in its hex.
	step := 0.0
	if shown > 1 {
		s *= 0.85
		step = max(min(s*0.28, s*0.5/float64(shown-1)), 3)
	}
	// The top counter below the hex number, the highest counter's top
	// clear of it too.
	x -= float64(shown-1) * step / 2
	y = max(y+(bottom-top)*0.08+float64(shown-1)*step/2, top+1.25*hexNumberSize(c.Style)+4.5+s/2+float64(shown-1)*step)
	c.group("counters")
	if stack[0].Selected {
		c.selection(x, y, s)
	}
	for i := shown - 1; i >= 0; i-- {
		k := stack[i]
		title := c.name(h) + ": " + k.describe()
		if i == 0 && len(stack) > 1 {
			title += fmt.Sprintf(" (top of a stack of %d)", len(stack))
		}
		cx, cy := x+float64(i)*step, y-float64(i)*step
		c.counterPx(cx, cy, s, k, title, i == 0)
		if i > 0 {
			c.stripText(cx, cy, s, step, k)
		}
		if k.Faced && i == 0 {
			fx, fy, ok := c.px(c.facingPoint(h, k.Facing))
			if ok {
				c.notch(cx, cy, fx-cx, fy-cy, s, k)
			}
		}
	}
	if len(stack) > shown {
		c.addLabel(x, y, x+s/2, y-s/2-float64(shown)*step, fmt.Sprintf("+%d", len(stack)-shown), max(s*0.22, minText), `fill="`+esc(c.Style.Text)+`" font-weight="bold"`, false)
	}
	c.end()
	return c.full // the cap, if this call reached it
}

// BaseCounter draws a unit on a round base: the base to scale in the
// counter's colour, and, when the base is at least 16 pixels across, the
// counter's type symbol inside it; its name and values go in a label
// beside it; a thick stroke along the front quarter of its rim shows its
// heading (as a front edge marks a miniature's base: a line of fire from
// the base crosses it, never hides it) and a ring its selection.
func (c *Canvas) BaseCounter(d geom.Disc, k Counter) error {
	if err := c.ready(); err != nil {
		return err
	}
	if err := d.Validate(); err != nil {
		return fmt.Errorf("draw: counter %q: %w", k.Name, err)
	}
	if k.Faced && (math.IsNaN(k.Heading) || math.IsInf(k.Heading, 0)) {
		return fmt.Errorf("draw: counter %q: heading %v is not finite", k.Name, k.Heading)
	}
	x, y, ok := c.px(d.Center)
	if !ok {
		return skipped("counter", d.Center)
	}
	if !c.inBounds(d.Center) {
		return nil
	}
	st := c.Style
	col := k.colour(st)
	r := max(d.R*c.scale, 2)
	c.group("counter")
	if k.Selected {
		c.key(st.Selected, "selected", keyOutline)
		c.element("circle", fmt.Sprintf(`cx="%s" cy="%s" r="%s" %s`, num(x), num(y), num(r+3), stroke(st.Selected, 3, "")), "")
	}
	c.element("circle", fmt.Sprintf(`cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="1"`, num(x), num(y), num(r), esc(col), esc(st.Edge)), k.describe())
	if r >= 8 && k.Symbol != NoSymbol {
		c.symbol(x, y, 1.2*r, 0.75*r, k.Symbol)
	}
	if k.Faced {
		a := k.Heading * math.Pi / 180
		dx, dy := math.Cos(a), -math.Sin(a) // the board's y grows up
		if c.yDown {
			dy = -dy
		}
		c.frontEdge(x, y, r, math.Atan2(dy, dx))
	}
	c.avoid(x-r, y-r, x+r, y+r)
	text := strings.TrimSpace(k.Name + " " + k.Values)
	c.addLabel(x, y, x, y+r+st.fontSize()+1, text, 0, "", false)
	c.end()
	return c.full // the cap, if this call reached it
}

func (k Counter) colour(st Style) string {
	if k.Colour != "" {
		return k.Colour
	}
	return st.Counter
}

// counterPx draws one counter of side s centred at (cx, cy) pixels; only
// the top counter of a stack gets its texts.
func (c *Canvas) counterPx(cx, cy, s float64, k Counter, title string, texts bool) {
	st := c.Style
	if k.Selected && !texts { // a lower counter: the top's highlight is drawn under the stack
		c.selection(cx, cy, s)
	}
	c.element("rect", fmt.Sprintf(`x="%s" y="%s" width="%s" height="%s" rx="2" fill="%s" stroke="%s" stroke-width="1"`,
		num(cx-s/2), num(cy-s/2), num(s), num(s), esc(k.colour(st)), esc(st.Edge)), title)
	c.avoid(cx-s/2, cy-s/2, cx+s/2, cy+s/2)
	c.marked(cx-s/2-0.5, cy-s/2-0.5, cx+s/2+0.5, cy+s/2+0.5)
	if !texts {
		return
	}
	// The name along the top edge, the values along the bottom, the
	// symbol in the room left between them (none if too little).
	fs := max(s*0.2, minText)
	ink := `fill="` + esc(st.CounterText) + `"`
	nameY := cy - s/2 + 1.5 + ascent*fs
	valuesY := cy + s/2 - 1.5 - descent*fs
	top, bottom := cy-s/2+2, cy+s/2-2
	if k.Name != "" {
		c.addLabel(cx, cy, cx, nameY, k.Name, fs, ink, true)
		top = nameY + descent*fs + 2
	}
	if k.Values != "" {
		c.addLabel(cx, cy, cx, valuesY, k.Values, fs, ink+` font-weight="bold"`, true)
		bottom = valuesY - ascent*fs - 2
	}
	if h := min(bottom-top, s*0.32); h >= minFigure {
		c.symbol(cx, (top+bottom)/2, min(s*0.56, h*1.75), h, k.Symbol)
	}
}

// stripText writes a lower counter's name and values (or its name
// alone, if both do not fit) in the strip of height step along its top
// that the counter above it leaves in sight; nothing if the strip is
// lower than a line of the smallest text.
func (c *Canvas) stripText(cx, cy, s, step float64, k Counter) {
	fs := float64(minText)
	if step < (ascent+descent)*fs+1.5 {
		return
	}
	room := int((s - 4) / (charWidth * fs))
	text := strings.TrimSpace(k.Name + " " + k.Values)
	if utf8.RuneCountInString(text) > room {
		text = k.Name
	}
	if text == "" || utf8.RuneCountInString(text) > room {
		return
	}
	y := cy - s/2 + (step-(ascent+descent)*fs)/2 + ascent*fs
	c.addLabel(cx, cy, cx, y, text, fs, `fill="`+esc(c.Style.CounterText)+`"`, true)
}

// selection draws the selection highlight of a counter of side s
// centred at (cx, cy): a thick outline just outside it, and its legend
// entry.
func (c *Canvas) selection(cx, cy, s float64) {
	st := c.Style
	c.key(st.Selected, "selected", keyOutline)
	c.element("rect", fmt.Sprintf(`x="%s" y="%s" width="%s" height="%s" rx="2" %s`, num(cx-s/2-3), num(cy-s/2-3), num(s+6), num(s+6), stroke(st.Selected, 3, "")), "")
	c.marked(cx-s/2-4.5, cy-s/2-4.5, cx+s/2+4.5, cy+s/2+4.5)
}

// symbol draws a NATO-style symbol in a w x h box centred at (cx, cy).
func (c *Canvas) symbol(cx, cy, w, h float64, s Symbol) {
	x0, y0, x1, y1 := cx-w/2, cy-h/2, cx+w/2, cy+h/2
	ink := stroke(c.Style.CounterText, 1.2, "")
	c.element("rect", fmt.Sprintf(`x="%s" y="%s" width="%s" height="%s" %s`, num(x0), num(y0), num(w), num(h), ink), "")
	line := func(ax, ay, bx, by float64) {
		c.element("line", fmt.Sprintf(`x1="%s" y1="%s" x2="%s" y2="%s" %s`, num(ax), num(ay), num(bx), num(by), ink), "")
	}
	oval := func() {
		c.element("ellipse", fmt.Sprintf(`cx="%s" cy="%s" rx="%s" ry="%s" %s`, num(cx), num(cy), num(w*0.32), num(h*0.28), ink), "")
	}
	switch s {
	case Infantry:
		line(x0, y0, x1, y1)
		line(x0, y1, x1, y0)
	case Cavalry:
		line(x0, y1, x1, y0)
	case Artillery:
		c.element("circle", fmt.Sprintf(`cx="%s" cy="%s" r="%s" fill="%s"`, num(cx), num(cy), num(max(h*0.18, minFigure/2)), esc(c.Style.CounterText)), "")
	case Armour:
		oval()
	case Mechanised:
		line(x0, y0, x1, y1)
		line(x0, y1, x1, y0)
		oval()
	case Headquarter:
		line(x0, y0, x0, y1+h*0.5)
	}
}

// frontEdge draws the front of a round base of radius r pixels at (cx,
// cy) facing the pixel angle a (radians, y down): a thick stroke in
// Style.Footprint along the quarter of its rim centred on a, just outside
// it, and its legend entry.
func (c *Canvas) frontEdge(cx, cy, r, a float64) {
	st := c.Style
	c.key(st.Footprint, "facing (front of a base)", keyLine)
	rr := r + 2
	var d strings.Builder
	for i := 0; i <= 9; i++ {
		t := a - math.Pi/4 + float64(i)*math.Pi/18
		x, y := cx+rr*math.Cos(t), cy+rr*math.Sin(t)
		if i == 0 {
			d.WriteString("M" + num(x) + " " + num(y))
		} else {
			d.WriteString(" L" + num(x) + " " + num(y))
		}
		if i > 0 {
			px, py := cx+rr*math.Cos(t-math.Pi/18), cy+rr*math.Sin(t-math.Pi/18)
			c.stroked(px, py, x, y, 2)
		}
	}
	c.element("path", `d="`+d.String()+`" fill="none" stroke="`+esc(st.Footprint)+`" stroke-width="4" stroke-linecap="butt"`, "facing")
}

// notch draws a small triangle on the edge of a counter of size s at
// (cx, cy), pointing along (dx, dy), and its legend entry.
func (c *Canvas) notch(cx, cy, dx, dy, s float64, k Counter) {
	l := math.Hypot(dx, dy)
	if l == 0 || math.IsNaN(l) || math.IsInf(l, 0) {
		return
	}
	c.key(c.Style.Footprint, "facing", keyNotch)
	ux, uy := dx/l, dy/l
	base, tip := s*0.5+1, s*0.5+7
	bx, by := cx+ux*base, cy+uy*base
	d := fmt.Sprintf("M%s %s L%s %s L%s %s Z", num(cx+ux*tip), num(cy+uy*tip),
		num(bx-uy*4), num(by+ux*4), num(bx+uy*4), num(by-ux*4))
	c.element("path", `d="`+d+`" fill="`+esc(c.Style.Footprint)+`"`, "facing")
}
