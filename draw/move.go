package draw

import (
	"errors"
	"fmt"
	"math"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move"
)

// Reach draws a reachable set (move.Reach): every hex reached filled in
// Style.Reach, with the MP left on arrival written at its centre (the cost
// from the start when there is no allowance, MP left being +Inf), and the
// start outlined. Hexes come in the tree's order, so the picture is
// stable.
func (c *Canvas) Reach(t move.Tree) error {
	if err := c.needHex("Reach"); err != nil {
		return err
	}
	st := c.Style
	var errs []error
	c.group("reach")
	for h, a := range t.All() {
		title := fmt.Sprintf("%v: cost %s, MP left %s", h, val(a.Cost), val(a.MPLeft))
		if a.Turns > 1 {
			title += fmt.Sprintf(", turn %d", a.Turns)
		}
		if a.Ended {
			title += ", must stop"
		}
		errs = append(errs, c.hexFill(h, st.Reach, 0.35, title))
	}
	for h, a := range t.All() {
		s := val(a.MPLeft)
		if math.IsInf(a.MPLeft, 1) {
			s = "=" + val(a.Cost)
		}
		errs = append(errs, c.text(c.centre(h), 0, st.fontSize()*0.4, s, `fill="`+esc(st.Text)+`" font-weight="bold"`))
	}
	if t.Len() > 0 {
		errs = append(errs, c.hexOutline(t.Start(), st.Path, 3*st.strokeWidth(), "", "start"))
	}
	c.end()
	return errors.Join(errs...)
}

// HexPath draws a path of hexes: an arrow through their centres from the
// first to the last, a dot on each, and notes[i] (a step's cost, say
// "+2 = 4") below hex i. notes may be shorter than path, or nil.
func (c *Canvas) HexPath(path []geom.Hex, notes []string) error {
	if err := c.needHex("HexPath"); err != nil {
		return err
	}
	if len(path) == 0 {
		return nil
	}
	st := c.Style
	w := st.strokeWidth()
	var errs []error
	c.group("hexpath")
	for i := 1; i < len(path); i++ {
		errs = append(errs, c.arrow(c.centre(path[i-1]), c.centre(path[i]), st.Path, 2*w, fmt.Sprintf("step %d", i)))
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

// PathCost draws the cost of a path across a board (move.Ground.Cost): each
// leg as an arrow, each stretch of a leg as a band coloured by its rate
// (Style.Free for open ground at rate 1 or less, Adds for dearer ground),
// each line crossing and climb as a dot, the leg's cost at its middle, the
// total at the end, and, if the path is blocked, a cross where it stops.
func (c *Canvas) PathCost(pc move.PathCost) error {
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
			case move.ItemStretch:
				col := st.Free
				if it.Rate > 1 {
					col = st.Adds
				}
				if it.Blocked {
					col = st.Blocks
				}
				title := fmt.Sprintf("%s: length %s x %s = %s", name, val(it.Length), val(it.Rate), val(it.Cost))
				errs = append(errs, c.line(leg.At(it.T0), leg.At(it.T1), stroke(col, 5*w, "")+` stroke-opacity="0.6"`, title))
			default:
				col := st.Adds
				if it.Blocked {
					col = st.Blocks
				}
				title := fmt.Sprintf("%v %s: %s", it.Kind, name, val(it.Cost))
				errs = append(errs, c.circle(it.At, 2*w+1, `fill="`+esc(col)+`"`, title))
			}
		}
		errs = append(errs, c.arrow(l.From, l.To, st.Path, 1.5*w, fmt.Sprintf("leg %d: length %s, cost %s", i, val(l.Length), val(l.Cost))))
		errs = append(errs, c.text(leg.At(0.5), 0, -6, val(l.Cost)+" MP", `fill="`+esc(st.Path)+`" font-weight="bold"`))
	}
	if pc.Blocked {
		errs = append(errs, c.cross(pc.Block.At, 6, st.Blocks, pc.Block.Reason))
	}
	if n := len(pc.Legs); n > 0 {
		errs = append(errs, c.text(pc.Legs[n-1].To, 0, 14, "total "+val(pc.Total)+" MP", `fill="`+esc(st.Path)+`" font-weight="bold"`))
	}
	c.end()
	return errors.Join(errs...)
}
