package draw

import (
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// Clipping keeps a window onto a bigger board clean: an area is cut to
// the window's rectangle and a line split into the pieces inside it, so
// nothing is written outside the window and nothing is cut by the
// picture's edge. A line is cut by geom's Segment.ClipToBound (exact
// about what meets the window, its cut ends pinned onto the edge); an
// area's rings by the Sutherland and Hodgman steps below, which only
// draw and decide nothing, in plain floating point.

// inBounds reports whether p lies in the canvas's bounds.
func (c *Canvas) inBounds(p orb.Point) bool {
	b := c.bounds
	return p[0] >= b.Min[0] && p[0] <= b.Max[0] && p[1] >= b.Min[1] && p[1] <= b.Max[1]
}

// clipPolygon cuts each ring of p to the canvas's bounds (Sutherland and
// Hodgman, one edge of the rectangle at a time); rings left empty are
// dropped. A ring that leaves the rectangle and comes back keeps a
// stretch along its edge, which even-odd filling leaves unseen.
func (c *Canvas) clipPolygon(p geom.Polygon) geom.Polygon {
	out := make(geom.Polygon, 0, len(p))
	b := c.bounds
	for _, r := range p {
		pts := []orb.Point(r)
		if len(pts) > 1 && pts[0] == pts[len(pts)-1] {
			pts = pts[:len(pts)-1]
		}
		for edge := 0; edge < 4 && len(pts) > 0; edge++ {
			pts = clipEdge(pts, b, edge)
		}
		if len(pts) >= 3 {
			out = append(out, orb.Ring(append(pts, pts[0])))
		}
	}
	return out
}

// inside reports whether p is on the inner side of edge e of b (0 left,
// 1 right, 2 bottom, 3 top).
func inside(p orb.Point, b orb.Bound, e int) bool {
	switch e {
	case 0:
		return p[0] >= b.Min[0]
	case 1:
		return p[0] <= b.Max[0]
	case 2:
		return p[1] >= b.Min[1]
	}
	return p[1] <= b.Max[1]
}

// meet is where segment p-q crosses the line of edge e of b.
func meet(p, q orb.Point, b orb.Bound, e int) orb.Point {
	var t float64
	switch e {
	case 0:
		t = (b.Min[0] - p[0]) / (q[0] - p[0])
	case 1:
		t = (b.Max[0] - p[0]) / (q[0] - p[0])
	case 2:
		t = (b.Min[1] - p[1]) / (q[1] - p[1])
	default:
		t = (b.Max[1] - p[1]) / (q[1] - p[1])
	}
	r := orb.Point{p[0] + t*(q[0]-p[0]), p[1] + t*(q[1]-p[1])}
	// Pin the cut coordinate exactly on the edge.
	switch e {
	case 0:
		r[0] = b.Min[0]
	case 1:
		r[0] = b.Max[0]
	case 2:
		r[1] = b.Min[1]
	default:
		r[1] = b.Max[1]
	}
	return r
}

func clipEdge(pts []orb.Point, b orb.Bound, e int) []orb.Point {
	out := make([]orb.Point, 0, len(pts)+4)
	for i, q := range pts {
		p := pts[(i+len(pts)-1)%len(pts)]
		pin, qin := inside(p, b, e), inside(q, b, e)
		switch {
		case pin && qin:
			out = append(out, q)
		case pin:
			out = append(out, meet(p, q, b, e))
		case qin:
			out = append(out, meet(p, q, b, e), q)
		}
	}
	return out
}

// clipLine splits a polyline into its pieces inside the canvas's bounds
// (geom's Segment.ClipToBound per segment, joining pieces that meet).
func (c *Canvas) clipLine(ls orb.LineString) []orb.LineString {
	var out []orb.LineString
	var cur orb.LineString
	for i := 1; i < len(ls); i++ {
		part, ok := geom.Segment{A: ls[i-1], B: ls[i]}.ClipToBound(c.bounds)
		a, b := part.A, part.B
		if !ok {
			if len(cur) > 1 {
				out = append(out, cur)
			}
			cur = nil
			continue
		}
		if len(cur) > 0 && cur[len(cur)-1] == a {
			cur = append(cur, b)
		} else {
			if len(cur) > 1 {
				out = append(out, cur)
			}
			cur = orb.LineString{a, b}
		}
		if b != ls[i] { // left the window
			out = append(out, cur)
			cur = nil
		}
	}
	if len(cur) > 1 {
		out = append(out, cur)
	}
	return out
}
