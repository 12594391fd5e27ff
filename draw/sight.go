package draw

import (
	"errors"
	"fmt"
	"slices"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/terrain"
)

// SightLine draws a traced sight line and its verdict: the segment from
// the observer (A, a filled dot) to the target (B, a ring), solid up to
// the blocking point and dashed beyond it; each crossing the rule read
// coloured by its contribution (a stretch inside an area as a thick band
// along the line, a line or point contact as a dot: Style.Adds, Free,
// Exempt or Blocks), the crossings it never read in Style.Unread; the
// blocking point marked with a cross; and the verdict written at the
// target.
//
// crossings are the trace's (los.Sight.Crossings) and v the verdict a rule
// gave on them (los.Feed, los.Judge); draw them before the tracer or the
// rule is used again. A contribution that names no crossing is reported
// and skipped.
func (c *Canvas) SightLine(seg geom.Segment, crossings []los.Crossing, v los.Verdict) error {
	if err := c.ready(); err != nil {
		return err
	}
	if !finite(seg.A) || !finite(seg.B) {
		return fmt.Errorf("draw: sight line (%v %v)-(%v %v): not finite", seg.A[0], seg.A[1], seg.B[0], seg.B[1])
	}
	st := c.Style
	w := st.strokeWidth()
	var errs []error
	c.group("sight")
	stop := seg.B
	if v.Blocked {
		stop = at(seg, v.BlockedAt)
	}
	c.keySight()
	errs = append(errs, c.line(seg.A, stop, stroke(st.Sight, w, ""), ""))
	if v.Blocked {
		c.key(st.Sight, "sight line beyond the blocking point", keyDashed)
		errs = append(errs, c.line(stop, seg.B, stroke(st.Sight, w, "4 4"), "beyond the blocking point"))
	}
	marks, errs := c.sightMarks(crossings, v, errs)
	by := ""
	for _, m := range marks {
		if v.Blocked && m.colour == st.Blocks && m.x.Shape != terrain.Area {
			// The blocking mark stands on a line or point that blocks:
			// a dot under it would be hidden, its legend entry a riddle.
			by = " by " + c.featureName(m.x.Feature)
			continue
		}
		errs = append(errs, c.sightMark(seg, m))
	}
	errs = append(errs, c.circle(seg.A, 2*w+2, `fill="`+esc(st.Sight)+`"`, "observer"))
	errs = append(errs, c.circle(seg.B, 2*w+2, `fill="#ffffff" stroke="`+esc(st.Sight)+`" stroke-width="`+num(w)+`"`, "target"))
	if v.Blocked {
		c.key(st.Blocks, "blocked here", keyCross)
		errs = append(errs, c.cross(stop, 5, st.Blocks, "blocked at "+c.withUnit(v.BlockedAt)+by))
	}
	verdict, col := "seen", st.Seen
	if !v.Seen {
		verdict, col = "not seen", st.NotSeen
	}
	verdict += ", score " + val(v.Score)
	errs = append(errs, c.text(seg.B, 0, st.fontSize()+6, verdict, `fill="`+esc(col)+`" font-weight="bold"`))
	c.end()
	return errors.Join(errs...)
}

// keySight adds the legend entries of a sight line and its ends: the
// line, the observer's dot and the target's ring.
func (c *Canvas) keySight() {
	c.key(c.Style.Sight, "sight line", keyLine)
	c.key(c.Style.Sight, "observer", keyDot)
	c.key(c.Style.Sight, "target", keyRing)
}

// sightMark is a crossing of a sight line with the colour and words of
// what the rule made of it.
type sightMark struct {
	x      los.Crossing
	colour string
	title  string
}

// sightMarks merges the contributions of v per crossing (a composed rule,
// los.All, reads a crossing once per part: a block over an amount over an
// exemption) and returns the crossings' marks, unread ones first so that
// what counted is drawn on top.
func (c *Canvas) sightMarks(crossings []los.Crossing, v los.Verdict, errs []error) ([]sightMark, []error) {
	st := c.Style
	type merged struct {
		read, blocks, exempt bool
		amount               float64
	}
	per := make([]merged, len(crossings))
	for _, ct := range v.Contributions {
		if ct.Crossing < 0 || ct.Crossing >= len(crossings) {
			errs = append(errs, fmt.Errorf("draw: contribution names crossing %d of %d: skipped", ct.Crossing, len(crossings)))
			continue
		}
		m := &per[ct.Crossing]
		m.read = true
		m.blocks = m.blocks || ct.Blocks
		m.exempt = m.exempt || ct.Exempt
		m.amount += ct.Amount
	}
	marks := make([]sightMark, 0, len(per))
	for i, m := range per {
		col, what := st.Unread, "not read"
		switch {
		case !m.read:
		case m.blocks:
			col, what = st.Blocks, "blocks"
		case m.amount != 0:
			col, what = st.Adds, "adds "+val(m.amount)
		case m.exempt:
			col, what = st.Exempt, "exempt"
		default:
			col, what = st.Free, "adds 0"
		}
		marks = append(marks, sightMark{crossings[i], col, what})
	}
	slices.SortStableFunc(marks, func(a, b sightMark) int {
		return boolInt(a.colour != st.Unread) - boolInt(b.colour != st.Unread)
	})
	return marks, errs
}

// sightMark draws one crossing of seg: a band along a stretch inside an
// area, a dot at a line or point contact; and its legend entry.
func (c *Canvas) sightMark(seg geom.Segment, m sightMark) error {
	w := c.Style.strokeWidth()
	k := sightKey(m.title)
	title := c.featureName(m.x.Feature) + ": " + m.title
	if m.x.Shape == terrain.Area {
		c.key(m.colour, k, keyLine)
		title += fmt.Sprintf(" (%s..%s, length %s)", val(m.x.Enter), val(m.x.Leave), c.withUnit(m.x.Length))
		return c.line(seg.At(m.x.T0), seg.At(m.x.T1), band(m.colour, 4*w, 0.85), title)
	}
	c.key(m.colour, k+" (line or point)", keyDot)
	title += fmt.Sprintf(" (at %s, %v)", val(m.x.Enter), m.x.Contact)
	return c.circle(seg.At(m.x.T0), 2*w+2, `fill="`+esc(m.colour)+`" stroke="#ffffff" stroke-width="1"`, title)
}

// sightKey is the legend text of a crossing's colour.
func sightKey(what string) string {
	switch {
	case what == "not read":
		return "crossing not read"
	case what == "blocks":
		return "crossing that blocks"
	case what == "exempt":
		return "exempt (an end's own feature)"
	case what == "adds 0":
		return "crossing read, adds nothing"
	}
	return "crossing that adds"
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// featureName names board feature i by the last board drawn.
func (c *Canvas) featureName(i int) string {
	if c.names != nil {
		return c.names(i)
	}
	return fmt.Sprintf("feature %d", i)
}

// Witness draws a base-to-base query and its answer (los.BaseSolver.LoS):
// the observer's and the target's bases, every blocker (a base or a
// piece's footprint, filled in Style.Blocker; those in r.BlockedBy
// outlined in Style.Blocks), and either the witness sight line (when
// r.Seen) or the dashed centre-to-centre line that the blockers cut.
func (c *Canvas) Witness(from, to geom.Disc, r los.BaseResult, blockers []los.Blocker) error {
	if err := c.ready(); err != nil {
		return err
	}
	st := c.Style
	w := st.strokeWidth()
	var errs []error
	c.group("witness")
	// Blockers keep their own look; those that block are outlined in
	// Style.Blocks rather than repainted, so a piece's terrain shows.
	if len(blockers) > 0 {
		c.key(c.shown(st.Blocker, 0.6), "blocker (a base or a piece)", keyFill)
	}
	for i, b := range blockers {
		title := fmt.Sprintf("blocker %d, height %s", i, c.withUnit(b.Height))
		outline, width := st.Edge, 1.0
		if slices.Contains(r.BlockedBy, i) {
			title += ": blocks"
			outline, width = st.Blocks, 2.5
			c.key(st.Blocks, "blocks the sight line", keyLine)
		}
		if len(b.Poly) > 0 {
			errs = append(errs, c.polygon(b.Poly, `fill="`+esc(st.Blocker)+`" fill-opacity="0.6" stroke="`+esc(outline)+`" stroke-width="`+num(width)+`"`, title))
		} else {
			errs = append(errs, c.discOutlined(b.Disc, st.Blocker, outline, width, title))
		}
	}
	c.key(c.shown(st.Observer, 0.6), "observer", keyFill)
	c.key(c.shown(st.Target, 0.6), "target", keyFill)
	errs = append(errs, c.disc(from, st.Observer, "observer"))
	errs = append(errs, c.disc(to, st.Target, "target"))
	if r.Seen {
		c.key(st.Seen, "witness: a clear sight line", keyLine)
		errs = append(errs, c.line(r.Witness.A, r.Witness.B, stroke(st.Seen, 2*w, ""), "witness: a clear sight line"))
		errs = append(errs, c.circle(r.Witness.A, w+1, `fill="`+esc(st.Seen)+`"`, ""))
		errs = append(errs, c.circle(r.Witness.B, w+1, `fill="`+esc(st.Seen)+`"`, ""))
		errs = append(errs, c.text(to.Center, 0, -to.R*c.scale-6, "seen", `fill="`+esc(st.Seen)+`" font-weight="bold"`))
	} else {
		c.key(st.NotSeen, "centre to centre, no clear line", keyDashed)
		errs = append(errs, c.line(from.Center, to.Center, stroke(st.NotSeen, w, "4 4"), "centre to centre"))
		errs = append(errs, c.text(to.Center, 0, -to.R*c.scale-6, "not seen", `fill="`+esc(st.NotSeen)+`" font-weight="bold"`))
	}
	c.end()
	return errors.Join(errs...)
}

// disc draws a base to scale.
func (c *Canvas) disc(d geom.Disc, colour, title string) error {
	return c.discOutlined(d, colour, c.Style.Edge, 1, title)
}

// discOutlined draws a base to scale with an outline of the given colour
// and width, and keeps labels off it.
func (c *Canvas) discOutlined(d geom.Disc, colour, outline string, width float64, title string) error {
	if err := d.Validate(); err != nil {
		return fmt.Errorf("draw: %s: %w", title, err)
	}
	r := max(d.R*c.scale, 1.5)
	if x, y, ok := c.px(d.Center); ok {
		c.avoid(x-r, y-r, x+r, y+r)
	}
	return c.circle(d.Center, r, `fill="`+esc(colour)+`" fill-opacity="0.6" stroke="`+esc(outline)+`" stroke-width="`+num(width)+`"`, title)
}

// HexSight draws a hex sight line from from to to and its verdict
// (hexsight.Sight.LoS): the centre-to-centre segment from the observer
// (a dot) to the target (a ring), each hex of v.Steps shaded by what it
// did (a light shade of Style.Blocks if it blocks, Adds if it adds
// hindrance, Free otherwise: opaque, the hex's terrain hatched over it,
// as [Canvas.Heat] shades), each passage that adds or blocks as a thick
// stroke on its hexside, the grazed hexes of a spine or vertex passage
// outlined dashed in Style.Either, the blocking element (v.BlockedStep)
// marked with a cross, and the verdict in the legend ("0103 to 0704:
// seen, hindrance 1"): on a hex map a text that long would lie across
// hexsides wherever it stood.
func (c *Canvas) HexSight(from, to hex.Hex, v hexsight.Verdict) error {
	if err := c.needHex("HexSight"); err != nil {
		return err
	}
	st := c.Style
	w := st.strokeWidth()
	var errs []error
	c.group("hexsight")
	for i, s := range v.Steps {
		errs = c.hexStep(i, s, errs)
	}
	errs = c.resurface(errs)
	c.keySight()
	errs = append(errs, c.line(c.centre(from), c.centre(to), stroke(st.Sight, 2*w, ""), ""))
	errs = append(errs, c.circle(c.centre(from), 2*w+2, `fill="`+esc(st.Sight)+`"`, c.name(from)+": observer"))
	errs = append(errs, c.circle(c.centre(to), 2*w+2, `fill="#ffffff" stroke="`+esc(st.Sight)+`" stroke-width="`+num(w)+`"`, c.name(to)+": target"))
	if v.BlockedStep >= 0 && v.BlockedStep < len(v.Steps) {
		c.key(st.Blocks, "blocked here", keyCross)
		errs = append(errs, c.cross(c.stepPoint(v.Steps[v.BlockedStep]), 6, st.Blocks, "blocked: "+v.Reason.String()))
	}
	// The verdict goes in the legend, naming both ends: on a hex map a
	// text as long as a verdict would lie across hexsides wherever it
	// stood.
	verdict := "seen"
	if !v.Seen {
		verdict = "not seen: " + v.Reason.String()
	}
	c.key("", fmt.Sprintf("%s to %s: %s, hindrance %s", c.name(from), c.name(to), verdict, val(v.Score)), keyText)
	c.end()
	return errors.Join(errs...)
}

// hexStep draws step i of a hex sight line: a hex filled by what it did,
// a hexside passage that adds or blocks stroked along its side, the
// grazed hexes of a spine or vertex passage outlined (the route taken
// solid, the other dashed).
func (c *Canvas) hexStep(i int, s hexsight.Contribution, errs []error) []error {
	st := c.Style
	w := st.strokeWidth()
	col, what := st.Free, "sight passes, adds nothing"
	switch {
	case s.Blocks:
		col, what = st.Blocks, "blocks sight"
	case s.Hindrance != 0:
		col, what = st.Adds, "adds hindrance"
	}
	title := fmt.Sprintf("step %d: hindrance %s", i, val(s.Hindrance))
	if s.Blocks {
		title += ", blocks: " + s.Reason.String()
	}
	if !s.Passage {
		shade := mix(col, st.Table, 0.4)
		c.key(shade, what, keyShade)
		return append(errs, c.coverHex(s.Hex, shade, c.name(s.Hex)+" "+title, ""))
	}
	switch s.Via {
	case hex.ViaSide:
		if s.Blocks || s.Hindrance != 0 {
			c.key(col, what+" (hexside)", keyLine)
			h, d := s.Side.Hex(), s.Side.Dir()
			a, b := c.layout.SideSegment(h, d)
			side := fmt.Sprintf("side of %s and %s: ", c.name(h), c.name(h.Neighbor(d)))
			errs = append(errs, c.line(a, b, stroke(col, 4*w, ""), side+title))
		}
	case hex.ViaSpine, hex.ViaVertex:
		alts := s.Alt[:1]
		if s.Via == hex.ViaSpine {
			alts = s.Alt[:]
		}
		c.key(st.Either, "grazed hex (along a spine or vertex)", keyDashed)
		for k, h := range alts {
			dash := "5 3"
			if k == s.Route {
				dash = ""
			}
			errs = append(errs, c.hexOutline(h, st.Either, 2*w, dash, fmt.Sprintf("%s grazed (%v): ", c.name(h), s.Via)+title))
		}
	}
	return errs
}

// stepPoint is where an element of a hex sight line is: a hex's centre,
// the middle of a crossed hexside, or the point between the grazed hexes.
func (c *Canvas) stepPoint(s hexsight.Contribution) orb.Point {
	if !s.Passage {
		return c.centre(s.Hex)
	}
	if s.Via == hex.ViaSide {
		a, b := c.layout.SideSegment(s.Side.Hex(), s.Side.Dir())
		return geom.Segment{A: a, B: b}.At(0.5)
	}
	if s.Via == hex.ViaSpine {
		return geom.Segment{A: c.centre(s.Alt[0]), B: c.centre(s.Alt[1])}.At(0.5)
	}
	return c.centre(s.Alt[0])
}
