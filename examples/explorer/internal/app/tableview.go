package app

import (
	"fmt"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom"
)

// pointText describes a point of the table: its coordinates in the
// board's unit and the features it lies in or on.
func (v *view) pointText(p orb.Point) string {
	b := v.table.Board
	var out strings.Builder
	fmt.Fprintf(&out, "(%.2f, %.2f) %s", p[0], p[1], b.Unit())
	fs := b.AppendAt(nil, p)
	if len(fs) == 0 {
		out.WriteString(": open ground")
	}
	for i, f := range fs {
		sep := ", "
		if i == 0 {
			sep = ": "
		}
		ft := b.Feature(f)
		fmt.Fprintf(&out, "%s%s %q", sep, ft.Type, ft.ID)
	}
	if e, f := b.ElevationAt(p); f >= 0 {
		fmt.Fprintf(&out, "; elevation %g", e)
	}
	return out.String()
}

func (v *view) hoverTable(x, y float64) Response {
	p, ok := v.at(x, y)
	if !ok || !inside(v.table.Board.Extent(), p) {
		return Response{Hover: "off the table"}
	}
	return Response{Hover: v.pointText(p)}
}

func inside(b orb.Bound, p orb.Point) bool {
	return p[0] >= b.Min[0] && p[0] <= b.Max[0] && p[1] >= b.Min[1] && p[1] <= b.Max[1]
}

func (v *view) clickTable(x, y float64) Response {
	p, ok := v.at(x, y)
	if !ok || !inside(v.table.Board.Extent(), p) {
		return Response{Status: "That is off the table. " + v.hint()}
	}
	if v.unit >= 0 {
		v.dest, v.hasDest = p, true
		return v.tableMove()
	}
	if !v.hasFrom || v.hasSight {
		v.fromPt, v.hasFrom, v.hasSight = p, true, false
		resp := v.show()
		resp.Heading = "Sight from " + pt(p)
		resp.Lines = []string{"Observer at " + v.pointText(p) + "."}
		return resp
	}
	v.toPt, v.hasSight = p, true
	s, err := v.table.Sight(nil, v.fromPt, v.toPt)
	if err != nil {
		return Response{Error: err.Error()}
	}
	resp := v.show()
	if resp.Error != "" {
		return resp
	}
	resp.Heading = fmt.Sprintf("Sight (%.2f, %.2f) → (%.2f, %.2f) %s", v.fromPt[0], v.fromPt[1], v.toPt[0], v.toPt[1], v.table.Board.Unit())
	resp.Verdict = s.Verdict
	resp.From, resp.To = pt(v.fromPt), pt(v.toPt)
	resp.Lines = s.Lines
	return resp
}

// tableMove prices the chosen figure's straight move to the point
// clicked.
func (v *view) tableMove() Response {
	u := v.table.Units[v.unit]
	pc, err := u.Cost(orb.LineString{u.At, v.dest})
	if err != nil {
		return Response{Error: err.Error()}
	}
	resp := v.show()
	if resp.Error != "" {
		return resp
	}
	unit := v.table.Board.Unit()
	resp.Heading = fmt.Sprintf("%s to (%.2f, %.2f) %s", u.Name, v.dest[0], v.dest[1], unit)
	switch {
	case pc.Blocked:
		resp.Verdict = "blocked"
	case pc.Total <= u.Allowance:
		resp.Verdict = fmt.Sprintf("costs %.4g of %g %s: within the allowance", pc.Total, u.Allowance, unit)
	default:
		resp.Verdict = fmt.Sprintf("costs %.4g of %g %s: beyond the allowance", pc.Total, u.Allowance, unit)
	}
	resp.Lines = strings.Split(strings.TrimRight(pc.String(), "\n"), "\n")
	return resp
}

// overlayTable draws the table overlays and the pieces on c.
func (v *view) overlayTable(c *draw.Canvas) error {
	if v.unit >= 0 && v.hasDest {
		u := v.table.Units[v.unit]
		pc, err := u.Cost(orb.LineString{u.At, v.dest})
		if err != nil {
			return err
		}
		if err := c.PathCost(pc); err != nil {
			return err
		}
	}
	switch {
	case v.hasSight:
		if _, err := v.table.Sight(c, v.fromPt, v.toPt); err != nil {
			return err
		}
	case v.hasFrom:
		// The observer's point, a few pixels across whatever the scale.
		r := 4 / scaleOf(c)
		if err := c.Base(geom.Disc{Center: v.fromPt, R: r}, "observer", c.Style.Observer); err != nil {
			return err
		}
	}
	if v.table.Pieces != nil {
		return v.table.Pieces(c)
	}
	return nil
}

// scaleOf returns the pixels per unit of a canvas.
func scaleOf(c *draw.Canvas) float64 {
	a, ok1 := c.PointAt(100, 100)
	b, ok2 := c.PointAt(101, 100)
	if !ok1 || !ok2 || a[0] == b[0] {
		return 1
	}
	return 1 / (b[0] - a[0])
}
