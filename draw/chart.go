package draw

import (
	"errors"
	"fmt"
	"strings"
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
// and at the tallest bar, the axes titled "probability" and "result",
// under the chart's title (set with [Canvas.SetTitle]; one wider than
// the chart is left out, and [Canvas.Dropped] counts it). At
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
	// The chart's title (see SetTitle), the axis's title, then two lines
	// above the tallest bar.
	title := 2 * fs
	head := title + 3.9*fs
	// A probability axis at the left, its ticks at 0 and the tallest bar.
	topTick := fmt.Sprintf("%.1f%%", top*100) // the bars' precision
	axisW := charWidth*fs*float64(max(utf8.RuneCountInString(topTick), 2)) + 8
	// At least 360 pixels wide, so that the caption reads as a sentence;
	// the result axis's title under the results' names.
	w, h := max(col*float64(n)+axisW+4, 360), head+barsH+3*fs
	left := pad + axisW + 4 // the bars start at the axis
	// The bars fill the chart's width, so that no half of it is empty;
	// a bar is at most five times a line high wide.
	col = max(col, (w-left)/float64(n))
	barW := min(col*0.7, 5*fs)
	c := chart(w, h)
	if c.err != nil {
		return c
	}
	c.heading = title
	c.group("outcomes")
	base := pad + head + barsH
	c.element("line", fmt.Sprintf(`x1="%s" y1="%s" x2="%s" y2="%s" %s`, num(pad+axisW-4), num(base), num(left+col*float64(n)), num(base), stroke(st.Edge, 1, "")), "")
	ax := pad + axisW - 4
	c.element("path", fmt.Sprintf(`d="M%s %s L%s %s M%s %s L%s %s" %s`, num(ax), num(base), num(ax), num(base-barsH),
		num(ax-3), num(base-barsH), num(ax), num(base-barsH), stroke(st.Edge, 1, "")), "")
	ink := `fill="` + esc(st.Text) + `"`
	c.addLine(pad, pad+title+fs, "probability", fs, ink+` font-style="italic"`)
	c.addLine(pad, base-barsH+0.35*fs, topTick, fs*0.9, ink)
	c.addLine(pad, base+0.35*fs, "0.0%", fs*0.9, ink) // the top tick's precision
	c.addLine(pad+axisW, base+2.6*fs, "result", fs, ink+` font-style="italic"`)
	for i, b := range bars {
		x := left + col*float64(i) + col/2
		bh := barsH * b.p / top
		c.element("rect", fmt.Sprintf(`x="%s" y="%s" width="%s" height="%s" fill="%s"`, num(x-barW/2), num(base-bh), num(barW), num(bh), esc(st.Sight)),
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

// Step is one step of a sequence: a short title (the phase), the odds
// that stood before it, in words (Odds) and as the chance of each result
// (Chances), and the lines that say what happened.
type Step struct {
	Title   string
	Odds    string
	Chances []Chance
	Lines   []string
}

// Chance is one result a step's roll could give: its name ("pass", "2
// hits"), its probability in [0, 1], and whether it is the one rolled.
type Chance struct {
	Name     string
	P        float64
	Happened bool
}

// maxSteps, maxStepLines and maxChances bound a sequence picture.
const (
	maxSteps     = 100
	maxStepLines = 40
	maxChances   = 12
)

// stepLaid is a step of a sequence picture, its texts wrapped.
type stepLaid struct {
	title   string
	odds    []string
	chances []Chance
	lines   []string
}

// rows returns the rows a laid step takes: its title, odds, chances and
// lines.
func (s stepLaid) rows() int { return 1 + len(s.odds) + len(s.chances) + len(s.lines) }

// NewSteps returns a picture of a stepped sequence (an assault's phases,
// a turn's segments) as a timeline: a numbered disc per step, in order,
// joined by a line, beside its title in bold, its odds, the chance of each
// result as a bar with its percentage (the result rolled in Style.Path,
// marked "rolled", the others in Style.Sight) and what happened, wrapped.
// At most 100 steps, 12 chances and 40 lines each (after wrapping) are
// drawn. No steps give a canvas on which every method returns an error.
func NewSteps(steps []Step) *Canvas {
	if len(steps) == 0 {
		return &Canvas{Style: DefaultStyle(), err: errors.New("draw: no steps")}
	}
	steps = steps[:min(len(steps), maxSteps)]
	st := DefaultStyle()
	fs := st.fontSize()
	const w = 620.0
	lineH := 1.45 * fs
	left := 34.0 // the texts' left edge, right of the timeline
	chars := int((w - left - 8) / (charWidth * fs))
	laid := make([]stepLaid, len(steps))
	h := 0.0
	for i, s := range steps {
		l := stepLaid{title: fmt.Sprintf("%d. %s", i+1, s.Title), chances: s.Chances[:min(len(s.Chances), maxChances)]}
		if s.Odds != "" {
			l.odds = wrap(s.Odds, chars, 4)
		}
		for _, line := range s.Lines[:min(len(s.Lines), maxStepLines)] {
			l.lines = append(l.lines, wrap(line, chars, maxStepLines)...)
		}
		if len(l.lines) > maxStepLines {
			l.lines = append(l.lines[:maxStepLines-1], fmt.Sprintf("(%d more lines)", len(l.lines)-maxStepLines+1))
		}
		laid[i] = l
		h += lineH*float64(l.rows()) + fs
	}
	c := chart(w, h)
	if c.err != nil {
		return c
	}
	c.group("steps")
	ink := `fill="` + esc(st.Text) + `"`
	y := pad
	for i, l := range laid {
		cx, cy := pad+12, y+lineH*0.6
		if i < len(laid)-1 { // the timeline to the next step's disc
			next := cy + lineH*float64(l.rows()) + fs
			c.element("line", fmt.Sprintf(`x1="%s" y1="%s" x2="%s" y2="%s" %s`, num(cx), num(cy+10), num(cx), num(next-10), stroke(st.Edge, 2, "")), "")
		}
		c.element("circle", fmt.Sprintf(`cx="%s" cy="%s" r="10" fill="%s"`, num(cx), num(cy), esc(st.Path)), l.title)
		c.addLabel(cx, cy, cx, cy+0.35*fs*0.9, fmt.Sprint(i+1), fs*0.9, `fill="#ffffff" stroke="none" font-weight="bold"`, true)
		row := y + lineH*0.6 + 0.35*fs
		c.addLine(pad+left, row, strings.TrimPrefix(l.title, fmt.Sprintf("%d. ", i+1)), fs, ink+` font-weight="bold"`)
		for _, o := range l.odds {
			row += lineH
			c.addLine(pad+left, row, o, fs, ink+` font-style="italic"`)
		}
		row = c.stepChances(l.chances, pad+left, row, lineH)
		for _, line := range l.lines {
			row += lineH
			c.addLine(pad+left, row, line, fs, ink)
		}
		y += lineH*float64(l.rows()) + fs
	}
	c.end()
	return c
}

// stepChances draws one bar per chance, each row under the last from
// baseline row, and returns the last row's baseline.
func (c *Canvas) stepChances(chances []Chance, x, row, lineH float64) float64 {
	st := c.Style
	fs := st.fontSize()
	nameW := 0
	for _, ch := range chances {
		nameW = max(nameW, utf8.RuneCountInString(ch.Name))
	}
	bx := x + charWidth*fs*float64(nameW) + 8
	const barMax = 240.0
	ink := `fill="` + esc(st.Text) + `"`
	for _, ch := range chances {
		row += lineH
		p := ch.P
		if !(p >= 0) {
			p = 0
		}
		p = min(p, 1)
		col, bold := st.Sight, ""
		if ch.Happened {
			col, bold = st.Path, ` font-weight="bold"`
			c.key(st.Path, "the result rolled", keyShade)
		} else {
			c.key(st.Sight, "the chance of each result", keyShade)
		}
		c.addLine(x, row, ch.Name, fs, ink+bold)
		bw := max(barMax*p, 1)
		c.element("rect", fmt.Sprintf(`x="%s" y="%s" width="%s" height="%s" fill="%s"`, num(bx), num(row-0.8*fs), num(bw), num(fs), esc(col)),
			fmt.Sprintf("%s: %.1f%%", ch.Name, 100*p))
		text := fmt.Sprintf("%.1f%%", 100*p)
		if ch.Happened {
			text += ": rolled"
		}
		c.addLine(bx+bw+6, row, text, fs, ink+bold)
	}
	return row
}
