package draw

import (
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
)

// maxBars bounds the results a distribution picture draws; the rest are
// counted in its caption, so the picture's size is bounded.
const maxBars = 64

// chart returns a canvas of w x h pixels for a chart, drawn in pixels
// with y down.
func chart(w, h float64) *Canvas {
	c := &Canvas{Style: DefaultStyle(), bounds: orb.Bound{Max: orb.Point{w, h}}, scale: 1, yDown: true}
	c.err = checkFrame(c.bounds, 1)
	return c
}

// NewOutcomes returns a picture of an exact distribution of results
// (combat.Table.Outcomes, combat.MapDist): one bar per result in the
// distribution's order, its height its probability, with the result's
// name (by name, or fmt's %v if name is nil) under it and its exact
// fraction and percentage above it, over a probability axis ticked at 0
// and at the tallest bar, the axes titled "probability" and "result". At
// most 64 results are drawn, the
// rest counted in a caption. An empty distribution gives a canvas on
// which every method returns an error.
func NewOutcomes[R comparable](o combat.Outcomes[R], name func(R) string) *Canvas {
	if o.Len() == 0 || o.Total() <= 0 {
		return &Canvas{Style: DefaultStyle(), err: errors.New("draw: empty distribution")}
	}
	if name == nil {
		name = func(r R) string { return fmt.Sprint(r) }
	}
	type bar struct {
		name, frac, pct string
		p               float64
	}
	n := min(o.Len(), maxBars)
	bars := make([]bar, n)
	widest := 4
	top := 0.0
	for i := range n {
		oc := o.At(i)
		f := o.P(oc.Result)
		bars[i] = bar{name(oc.Result), f.String(), f.Percent(), f.Float64()}
		for _, s := range []string{bars[i].name, bars[i].frac, bars[i].pct} {
			widest = max(widest, utf8.RuneCountInString(s))
		}
		top = max(top, bars[i].p)
	}
	st := DefaultStyle()
	fs := st.fontSize()
	col := charWidth*fs*float64(widest) + 12
	const barsH = 160.0
	// The axis's title, then two lines above the tallest bar.
	head := 3.9 * fs
	// A probability axis at the left, its ticks at 0 and the tallest bar.
	topTick := fmt.Sprintf("%.1f%%", top*100) // the bars' precision
	axisW := charWidth*fs*float64(max(utf8.RuneCountInString(topTick), 2)) + 8
	// At least 360 pixels wide, so that the caption reads as a sentence;
	// the result axis's title under the results' names.
	w, h := max(col*float64(n)+axisW, 360), head+barsH+3*fs
	left := pad + axisW + (w-axisW-col*float64(n))/2
	c := chart(w, h)
	if c.err != nil {
		return c
	}
	c.group("outcomes")
	base := pad + head + barsH
	c.element("line", fmt.Sprintf(`x1="%s" y1="%s" x2="%s" y2="%s" %s`, num(pad+axisW-4), num(base), num(pad+w), num(base), stroke(st.Edge, 1, "")), "")
	ax := pad + axisW - 4
	c.element("path", fmt.Sprintf(`d="M%s %s L%s %s M%s %s L%s %s" %s`, num(ax), num(base), num(ax), num(base-barsH),
		num(ax-3), num(base-barsH), num(ax), num(base-barsH), stroke(st.Edge, 1, "")), "")
	ink := `fill="` + esc(st.Text) + `"`
	c.addLine(pad, pad+fs, "probability", fs, ink+` font-style="italic"`)
	c.addLine(pad, base-barsH+0.35*fs, topTick, fs*0.9, ink)
	c.addLine(pad, base+0.35*fs, "0", fs*0.9, ink)
	c.addLine(pad+axisW, base+2.6*fs, "result", fs, ink+` font-style="italic"`)
	for i, b := range bars {
		x := left + col*float64(i) + col/2
		bh := barsH * b.p / top
		c.element("rect", fmt.Sprintf(`x="%s" y="%s" width="%s" height="%s" fill="%s"`, num(x-col*0.35), num(base-bh), num(col*0.7), num(bh), esc(st.Sight)),
			fmt.Sprintf("%s: %s (%s)", b.name, b.frac, b.pct))
		c.addLabel(x, base-bh, x, base-bh-4-1.2*fs, b.frac, fs, `fill="`+esc(st.Text)+`" font-weight="bold"`, true)
		c.addLabel(x, base-bh, x, base-bh-4, b.pct, fs*0.9, `fill="`+esc(st.Text)+`"`, true)
		c.addLabel(x, base, x, base+1.2*fs, b.name, fs, `fill="`+esc(st.Text)+`"`, true)
	}
	c.end()
	if o.Len() > n {
		c.Caption(fmt.Sprintf("and %d more results not drawn", o.Len()-n))
	}
	return c
}

// Step is one step of a sequence: a short title (the phase), the lines
// that say what happened, and optionally the odds that stood before it.
type Step struct {
	Title string
	Odds  string
	Lines []string
}

// maxSteps and maxStepLines bound a sequence picture.
const (
	maxSteps     = 100
	maxStepLines = 40
)

// NewSteps returns a picture of a stepped sequence (an assault's phases,
// a turn's segments): a numbered box per step, in order, with its title
// in bold, its odds, and its lines wrapped to the box, joined by arrows.
// At most 100 steps of at most 40 lines each (after wrapping) are drawn.
// No steps give a canvas on which every method returns an error.
func NewSteps(steps []Step) *Canvas {
	if len(steps) == 0 {
		return &Canvas{Style: DefaultStyle(), err: errors.New("draw: no steps")}
	}
	steps = steps[:min(len(steps), maxSteps)]
	st := DefaultStyle()
	fs := st.fontSize()
	const w = 620.0
	lineH := 1.35 * fs
	chars := int((w - 28) / (charWidth * fs))
	type laid struct {
		title string
		lines []string
	}
	boxes := make([]laid, len(steps))
	h := 0.0
	for i, s := range steps {
		var lines []string
		if s.Odds != "" {
			lines = append(lines, wrap("odds: "+s.Odds, chars, maxStepLines)...)
		}
		for _, l := range s.Lines[:min(len(s.Lines), maxStepLines)] {
			lines = append(lines, wrap(l, chars, maxStepLines)...)
		}
		if len(lines) > maxStepLines {
			lines = append(lines[:maxStepLines-1], fmt.Sprintf("(%d more lines)", len(lines)-maxStepLines+1))
		}
		boxes[i] = laid{fmt.Sprintf("%d. %s", i+1, s.Title), lines}
		h += lineH*float64(len(lines)+1) + 10 + 18
	}
	c := chart(w, h-18)
	if c.err != nil {
		return c
	}
	c.group("steps")
	y := pad
	for i, b := range boxes {
		bh := lineH*float64(len(b.lines)+1) + 10
		c.element("rect", fmt.Sprintf(`x="%s" y="%s" width="%s" height="%s" rx="4" fill="%s" stroke="%s" stroke-width="1"`,
			num(pad), num(y), num(w), num(bh), esc(st.Table), esc(st.Edge)), b.title)
		c.addLine(pad+10, y+lineH, b.title, fs, `fill="`+esc(st.Text)+`" font-weight="bold"`)
		for k, l := range b.lines {
			c.addLine(pad+14, y+lineH*float64(k+2), l, fs, `fill="`+esc(st.Text)+`"`)
		}
		y += bh
		if i < len(boxes)-1 {
			x := pad + w/2
			c.element("path", fmt.Sprintf(`d="M%s %s L%s %s" %s`, num(x), num(y+2), num(x), num(y+12), stroke(st.Path, 2, "")), "")
			c.element("path", fmt.Sprintf(`d="M%s %s L%s %s L%s %s Z" fill="%s"`, num(x-5), num(y+11), num(x+5), num(y+11), num(x), num(y+17), esc(st.Path)), "")
			y += 18
		}
	}
	c.end()
	return c
}
