package app

import (
	"fmt"
	"strings"

	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/move"
)

// label names a hex of the open map by its printed label.
func (v *view) label(h hex.Hex) string {
	if l, err := v.hex.Map.Label(h); err == nil {
		return l
	}
	return h.String()
}

func (v *view) labels(hs []hex.Hex) string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = v.label(h)
	}
	return strings.Join(out, "-")
}

// hexText describes a hex: its label, terrain, elevation and hexside
// features.
func (v *view) hexText(h hex.Hex) string {
	m := v.hex.Map
	var b strings.Builder
	b.WriteString(v.label(h))
	if t, ok := m.Terrain(h); ok {
		fmt.Fprintf(&b, ": %s", t.Name)
	}
	if e, ok := m.Elevation(h); ok && e != 0 {
		fmt.Fprintf(&b, ", elevation %g", e)
	}
	for d := range hex.Direction(6) {
		fs, ok := m.SideFeatures(hex.SideOf(h, d))
		if !ok {
			continue
		}
		for _, f := range fs {
			fmt.Fprintf(&b, "; %s on the side to %s", f.Type, v.label(h.Neighbor(d)))
		}
	}
	if v.unit >= 0 && v.placed {
		if a, ok := v.tree.At(h); ok {
			fmt.Fprintf(&b, "; reached with %g MP left, by %s", a.MPLeft, v.labels(v.tree.AppendPath(nil, h)))
		} else {
			b.WriteString("; out of reach")
		}
	}
	return b.String()
}

func (v *view) hover(x, y float64) Response {
	if v.hex != nil {
		h, ok := v.hexAt(x, y)
		if !ok {
			return Response{Hover: "off the map"}
		}
		return Response{Hover: v.hexText(h)}
	}
	if v.table != nil {
		return v.hoverTable(x, y)
	}
	return Response{Hover: "a picture: nothing to explore here"}
}

func (v *view) click(x, y float64) Response {
	switch {
	case v.hex != nil:
		return v.clickHex(x, y)
	case v.table != nil:
		return v.clickTable(x, y)
	}
	return Response{Status: v.hint()}
}

func (v *view) clickHex(x, y float64) Response {
	h, ok := v.hexAt(x, y)
	if !ok {
		return Response{Status: "That is off the map. " + v.hint()}
	}
	if v.unit >= 0 {
		u := v.hex.Units[v.unit]
		if !v.placed || (u.Anywhere && !v.tree.Contains(h)) {
			v.start, v.placed, v.hasPath = h, true, false
			return v.reach()
		}
		if !v.tree.Contains(h) {
			return Response{Status: v.label(h) + " is out of reach. " + v.hint()}
		}
		v.pathTo, v.hasPath = h, true
		resp := v.show()
		a, _ := v.tree.At(h)
		resp.Heading = fmt.Sprintf("Path of %s to %s", u.Name, v.label(h))
		resp.Verdict = fmt.Sprintf("%g MP left", a.MPLeft)
		resp.Lines = v.pathLines(v.tree.AppendPath(nil, h))
		return resp
	}
	if !v.hasFrom || v.hasSight {
		v.fromHex, v.hasFrom, v.hasSight = h, true, false
		resp := v.show()
		resp.Heading = "Sight from " + v.label(h)
		resp.Lines = []string{"Observer in " + v.hexText(h) + "."}
		return resp
	}
	v.toHex, v.hasSight = h, true
	return v.hexSight()
}

// pathLines explains a path step by step, with the MP left after each.
func (v *view) pathLines(path []hex.Hex) []string {
	var lines []string
	for i, h := range path {
		a, _ := v.tree.At(h)
		step := "start"
		if i > 0 {
			step = fmt.Sprintf("step %d", i)
		}
		line := fmt.Sprintf("%s: %s, %g MP left", step, v.label(h), a.MPLeft)
		if t, ok := v.hex.Map.Terrain(h); ok && i > 0 {
			line += " (" + t.Name + ")"
		}
		if a.Ended {
			line += ", must stop"
		}
		lines = append(lines, line)
	}
	return lines
}

// hexSight judges the sight line between the two hexes clicked and
// explains it element by element.
func (v *view) hexSight() Response {
	var tr hexsight.Tracer
	verdict, err := v.hex.Sight.LoS(&tr, v.fromHex, v.toHex)
	if err != nil {
		return Response{Error: err.Error()}
	}
	resp := v.show()
	if resp.Error != "" {
		return resp
	}
	resp.Heading = fmt.Sprintf("Sight %s → %s", v.label(v.fromHex), v.label(v.toHex))
	resp.Verdict = hexVerdict(verdict)
	resp.From, resp.To = v.label(v.fromHex), v.label(v.toHex)
	resp.Lines = v.steps(verdict)
	return resp
}

// hexVerdict says a hex verdict in a few words.
func hexVerdict(verdict hexsight.Verdict) string {
	if verdict.Seen {
		if verdict.Score != 0 {
			return fmt.Sprintf("seen, hindrance %g", verdict.Score)
		}
		return "seen"
	}
	return fmt.Sprintf("not seen (%v)", verdict.Reason)
}

// steps explains each element of a hex sight line.
func (v *view) steps(verdict hexsight.Verdict) []string {
	var lines []string
	for i, c := range verdict.Steps {
		var line string
		if !c.Passage {
			line = "hex " + v.hexText(c.Hex)
			if i := strings.Index(line, "; reached"); i >= 0 {
				line = line[:i]
			}
		} else {
			line = fmt.Sprintf("  passage (%v)", c.Via)
			if i > 0 && i+1 < len(verdict.Steps) {
				line = fmt.Sprintf("  passage (%v) %s to %s", c.Via, v.label(verdict.Steps[i-1].Hex), v.label(verdict.Steps[i+1].Hex))
			}
			if c.Alt[0] != c.Alt[1] {
				line += fmt.Sprintf(", grazing %s and %s (route %d)", v.label(c.Alt[0]), v.label(c.Alt[1]), c.Route)
			}
		}
		switch {
		case c.Blocks:
			line += fmt.Sprintf(": blocks (%v)", c.Reason)
		case c.Hindrance != 0:
			line += fmt.Sprintf(": hindrance %g", c.Hindrance)
		default:
			line += ": clear"
		}
		if i == verdict.BlockedStep {
			line += ", where the line stops"
		}
		lines = append(lines, line)
	}
	if !verdict.Seen && !verdict.Blocked {
		lines = append(lines, fmt.Sprintf("not seen: %v", verdict.Reason))
	}
	return lines
}

// reach computes the chosen unit's reach from its hex and shows it.
func (v *view) reach() Response {
	u := v.hex.Units[v.unit]
	t, err := move.Reach(move.RectOf(v.hex.Map), v.start, u.Cost, u.Options)
	if err != nil {
		return Response{Error: err.Error()}
	}
	v.tree = t
	resp := v.show()
	resp.Heading = fmt.Sprintf("Reach of %s from %s", u.Name, v.label(v.start))
	resp.Verdict = fmt.Sprintf("%d hexes reached", t.Len())
	resp.Lines = []string{"Moves by " + u.Rule + ".", "Each hex shows the MP left on arrival (move.Reach); a bar marks where the move must stop."}
	return resp
}

func (v *view) choose(i int) Response {
	var n int
	switch {
	case v.hex != nil:
		n = len(v.hex.Units)
	case v.table != nil:
		n = len(v.table.Units)
	}
	if i < 0 || i >= n {
		v.unit, v.placed, v.hasPath, v.hasDest = -1, false, false, false
		return v.show()
	}
	v.unit, v.hasFrom, v.hasSight, v.hasPath, v.hasDest = i, false, false, false, false
	if v.table != nil {
		resp := v.show()
		u := v.table.Units[i]
		resp.Heading = u.Name
		resp.Lines = []string{fmt.Sprintf("Allowance %g %s a turn, from %s.", u.Allowance, v.table.Board.Unit(), pt(u.At))}
		return resp
	}
	u := v.hex.Units[i]
	if u.Anywhere {
		v.placed = false
		resp := v.show()
		resp.Heading = u.Name
		resp.Lines = []string{"Moves by " + u.Rule + "."}
		return resp
	}
	v.start, v.placed = u.At, true
	return v.reach()
}

func (v *view) setHeat(on bool) Response {
	if v.hex == nil || v.hex.Threat == nil {
		return Response{Error: "explorer: this scene has no threat map (it needs units that fire: the tactical scene has them)"}
	}
	v.heat = on
	resp := v.show()
	if on {
		_, what, err := v.hex.Threat()
		if err != nil {
			return Response{Error: err.Error()}
		}
		resp.Heading, resp.Lines = "Threat map", []string{"Each hex shaded by " + what + "."}
	}
	return resp
}

// overlayHex draws the hex overlays and the pieces on c: the heat map,
// the reach and its path, the sight line, then the pieces.
func (v *view) overlayHex(c *draw.Canvas) error {
	if v.heat && v.hex.Threat != nil {
		h, _, err := v.hex.Threat()
		if err != nil {
			return err
		}
		if err := c.Heat(h); err != nil {
			return err
		}
	}
	if err := v.overlayReach(c); err != nil {
		return err
	}
	if err := v.overlaySight(c); err != nil {
		return err
	}
	if v.hex.Pieces != nil {
		return v.hex.Pieces(c)
	}
	return nil
}

// overlayReach draws the chosen unit's reach, and the path shown with
// the MP left at each step.
func (v *view) overlayReach(c *draw.Canvas) error {
	if v.unit < 0 || !v.placed {
		return nil
	}
	if err := c.Reach(v.tree); err != nil || !v.hasPath {
		return err
	}
	path := v.tree.AppendPath(nil, v.pathTo)
	notes := make([]string, len(path))
	for i, h := range path {
		if a, ok := v.tree.At(h); ok && i > 0 {
			notes[i] = fmt.Sprintf("%g left", a.MPLeft)
		}
	}
	return c.HexPath(path, notes)
}

// overlaySight draws the sight line, or its first end while the page
// waits for the second.
func (v *view) overlaySight(c *draw.Canvas) error {
	switch {
	case v.hasSight:
		var tr hexsight.Tracer
		verdict, err := v.hex.Sight.LoS(&tr, v.fromHex, v.toHex)
		if err != nil {
			return err
		}
		return c.HexSight(v.fromHex, v.toHex, verdict)
	case v.hasFrom:
		return c.HexLine([]hex.Hex{v.fromHex})
	}
	return nil
}
