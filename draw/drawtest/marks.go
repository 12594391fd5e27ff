package drawtest

import (
	"fmt"
	"math"
	"strings"
)

// maxMarkerPx is the largest marker, in pixels across its box, that the
// checks of hidden markers read: dots and crosses, not areas.
const maxMarkerPx = 20

// marker is a small drawn mark (a dot, a cross): its box with its stroke,
// its colours and document order.
type marker struct {
	x0, y0, x1, y1 float64
	fill, stroke   string
	opaque, dot    bool
	order          int
}

// addMarker records a drawn shape whose box, stroke included, is at most
// maxMarkerPx across.
func (s *seenState) addMarker(x0, y0, x1, y1 float64, e element, dot bool) {
	if !e.drawn || !(x1-x0 <= maxMarkerPx && y1-y0 <= maxMarkerPx) {
		return
	}
	s.markers = append(s.markers, marker{x0 - e.half, y0 - e.half, x1 + e.half, y1 + e.half,
		strings.ToLower(e.a["fill"]), strings.ToLower(e.a["stroke"]), e.opaque, dot, s.order})
}

// hiddenDots adds to r each legend entry shown as a dot whose every dot
// in the drawing lies under a marker drawn after it that is opaque or of
// its colour: the legend explains what a reader cannot see.
func (s *seenState) hiddenDots(r *Report) {
	for _, e := range s.legend {
		sw, ok := s.swatchOf(e)
		if !ok || sw.kind != "dot" {
			continue
		}
		drawn, hidden := 0, 0
		for _, m := range s.markers {
			if !m.dot || m.fill != sw.colour {
				continue
			}
			drawn++
			if s.covered(m, sw.colour) {
				hidden++
			}
		}
		if drawn > 0 && hidden == drawn {
			r.MarkersHidden = append(r.MarkersHidden, fmt.Sprintf("the legend's %q dot (%s): every one of the %d drawn lies under another marker", e.text, sw.colour, drawn))
		}
	}
}

// covered reports whether a marker drawn after m, opaque or in colour
// col, holds m's box.
func (s *seenState) covered(m marker, col string) bool {
	for _, q := range s.markers {
		if q.order <= m.order || !(q.opaque || q.fill == col || q.stroke == col) {
			continue
		}
		if q.x0 <= m.x0+0.5 && m.x1 <= q.x1+0.5 && q.y0 <= m.y0+0.5 && m.y1 <= q.y1+0.5 {
			return true
		}
	}
	return false
}

// leadersOut adds to r each leader line (a line of the group of class
// "leaders") whose far end, the one away from every text, lies outside
// the drawing's clip rectangle: a leader must end on what its label
// names, inside the drawing, not in the margin.
func (rd *reader) leadersOut() {
	c := rd.clip
	if c == [4]float64{} {
		return
	}
	const slack = 0.5
	for _, g := range rd.seen.leaderSegs {
		for _, p := range [][2]float64{{g.x1, g.y1}, {g.x2, g.y2}} {
			if touchesText(p, rd.r.Texts) {
				continue
			}
			if p[0] < c[0]-slack || p[1] < c[1]-slack || p[0] > c[2]+slack || p[1] > c[3]+slack {
				rd.r.LeadersOut = append(rd.r.LeadersOut, fmt.Sprintf("a leader ends at (%.1f %.1f), outside the drawing (%.0f %.0f)-(%.0f %.0f): it names nothing there", p[0], p[1], c[0], c[1], c[2], c[3]))
			}
		}
	}
}

// touchesText reports whether p lies on or in a text's box (within a
// pixel).
func touchesText(p [2]float64, texts []Box) bool {
	for _, b := range texts {
		if p[0] >= b.X0-1 && p[0] <= b.X1+1 && p[1] >= b.Y0-1 && p[1] <= b.Y1+1 {
			return true
		}
	}
	return false
}

// circleBox returns a circle's box.
func circleBox(cx, cy, r float64) (x0, y0, x1, y1 float64) {
	return cx - r, cy - r, cx + r, cy + r
}

// pointsBox returns the box of points, and false for none or a point
// that is not a number.
func pointsBox(pts [][2]float64) (x0, y0, x1, y1 float64, ok bool) {
	if len(pts) == 0 {
		return 0, 0, 0, 0, false
	}
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		if math.IsNaN(p[0]) || math.IsNaN(p[1]) {
			return 0, 0, 0, 0, false
		}
		x0, y0, x1, y1 = min(x0, p[0]), min(y0, p[1]), max(x1, p[0]), max(y1, p[1])
	}
	return x0, y0, x1, y1, true
}
