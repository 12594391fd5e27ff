package ground

import (
	"fmt"
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// The graph's points round an obstacle for a base. A base of radius r
// keeps its centre out of the obstacle grown by r: edges pushed out by r
// and round corners. Cheapest paths hug that offset, so CheapestPath and
// Reach place their points on polygons circumscribed about it: points
// along each pushed-out edge at most spacing apart, and round each
// convex corner the corners of a polygon whose sides are tangent to the
// corner's circle, each turning at most offsetStep (and no longer than
// spacing); at a reflex corner, the point where the two pushed-out edges
// meet. Every side of that polygon keeps at least the offset radius from
// the corner it goes round, so a leg along it is clear there.
//
// The offset radius is the clearance plus a margin of a relative 1e-9
// of the board's size, so that points and legs built in rounded
// arithmetic stay clear of a tangency the exact test would call an
// overlap; points that still overlap something (a narrow gap, another
// feature) or fall off the board are dropped.
//
// The points are constructions, in floating point and trigonometry, and
// decide nothing: which corners are convex (from rounded unit vectors)
// and where a point goes only shape the graph. Whether a base may stand
// at a point (baseClear) and whether a leg between points is clear
// (Cost) are decided afterwards, exactly; a point misplaced by rounding
// costs the graph a point, never a path through a wall.

// offsetStep is the most a polygon circumscribed round a corner turns
// per point: it lengthens an arc of the offset by at most
// 2·tan(step/2)/step - 1, about 1.3 %.
const offsetStep = math.Pi / 8

// offsetRadius returns the radius at which the graph's points go round
// obstacles: the clearance and a margin.
func (g *Ground) offsetRadius() float64 {
	ext := g.board.Extent()
	m := max(math.Abs(ext.Min[0]), math.Abs(ext.Min[1]), math.Abs(ext.Max[0]), math.Abs(ext.Max[1]))
	r := g.opt.Clearance
	return r + 1e-9*(r+m)
}

// offsetLoops returns the loops round impassable feature f that the
// graph's points follow, each with the obstacle to the left of every
// edge (and without repeated points): for an Area, its shell
// counter-clockwise and its holes clockwise; for a Line, there and back
// (both sides, and round both ends), or a closed line both ways round.
func (g *Ground) offsetLoops(f int) [][]orb.Point {
	feat := g.board.Feature(f)
	var loops [][]orb.Point
	switch g.shape[f] {
	case terrain.Area:
		for k, ring := range feat.Polygon {
			loop := openRing(ring)
			if (ringTurn(loop) > 0) != (k == 0) {
				loop = reversed(loop)
			}
			loops = append(loops, loop)
		}
	case terrain.Line:
		fwd := openRing(orb.Ring(feat.LineString))
		switch {
		case len(fwd) < 2:
		case feat.Closed():
			loops = append(loops, fwd, reversed(fwd))
		default:
			loops = append(loops, append(fwd, reversed(fwd[1:len(fwd)-1])...))
		}
	}
	return loops
}

// appendOffsetFeature appends the graph's points round impassable
// feature f for a base, at offset radius rho. Errors: more than limit
// points.
func (g *Ground) appendOffsetFeature(pts []orb.Point, f int, rho, spacing float64, limit int) ([]orb.Point, error) {
	var err error
	for _, loop := range g.loops[f] {
		if pts, err = appendOffsetLoop(pts, loop, rho, spacing, limit); err != nil {
			return nil, err
		}
	}
	return pts, nil
}

// appendOffsetLoop appends the points round the closed loop v (v[0]
// follows the last point), which has the obstacle to the left of every
// edge, at offset rho on the right. Errors: more than limit points.
func appendOffsetLoop(pts []orb.Point, v []orb.Point, rho, spacing float64, limit int) ([]orb.Point, error) {
	n := len(v)
	if n < 2 {
		return pts, nil
	}
	maxStep := min(offsetStep, 2*math.Atan(spacing/(2*rho)))
	for i := range n {
		a, b, c := v[i], v[(i+1)%n], v[(i+2)%n]
		d, l := unit(a, b)
		d2, _ := unit(b, c)
		nx, ny := d[1], -d[0] // the right normal
		// Along the pushed-out edge, from its start.
		k := math.Ceil(l / spacing)
		if !(k <= float64(limit-len(pts))) {
			return nil, tooMany{spacing, limit}
		}
		for j := range int(k) {
			s := float64(j) / k
			pts = append(pts, orb.Point{a[0] + rho*nx + s*(b[0]-a[0]), a[1] + rho*ny + s*(b[1]-a[1])})
		}
		// Round the corner at b.
		turn, dot := d[0]*d2[1]-d[1]*d2[0], d[0]*d2[0]+d[1]*d2[1]
		n2x, n2y := d2[1], -d2[0]
		switch {
		case turn > 0 || turn == 0 && dot < 0:
			// Convex: tangent sides round the circle, turning
			// counter-clockwise from the one normal to the other.
			phi := math.Atan2(turn, dot)
			m := math.Ceil(phi / maxStep)
			if !(m <= float64(limit-len(pts))) {
				return nil, tooMany{spacing, limit}
			}
			step := phi / m
			far := rho / math.Cos(step/2)
			a0 := math.Atan2(ny, nx)
			for j := range int(m) {
				ang := a0 + (float64(j)+0.5)*step
				pts = append(pts, orb.Point{b[0] + far*math.Cos(ang), b[1] + far*math.Sin(ang)})
			}
		case turn < 0:
			// Reflex: where the pushed-out edges meet.
			if den := 1 + nx*n2x + ny*n2y; den > 1e-9 && len(pts) < limit {
				pts = append(pts, orb.Point{b[0] + rho*(nx+n2x)/den, b[1] + rho*(ny+n2y)/den})
			}
		}
	}
	return pts, nil
}

// tooMany is the error of a graph that would have more than limit
// points at the Steiner spacing.
type tooMany struct {
	spacing float64
	limit   int
}

func (e tooMany) Error() string {
	return fmt.Sprintf("ground: Steiner spacing %v: more than %d points", e.spacing, e.limit)
}

// unit returns the unit vector from a to b and the distance.
func unit(a, b orb.Point) (orb.Point, float64) {
	dx, dy := b[0]-a[0], b[1]-a[1]
	l := math.Hypot(dx, dy)
	return orb.Point{dx / l, dy / l}, l
}

// openRing returns the points of ring r without its closing point and
// without repeated consecutive points, in a new slice.
func openRing(r orb.Ring) []orb.Point {
	out := make([]orb.Point, 0, len(r))
	for _, p := range r {
		if len(out) == 0 || p != out[len(out)-1] {
			out = append(out, p)
		}
	}
	for len(out) > 1 && out[len(out)-1] == out[0] {
		out = out[:len(out)-1]
	}
	return out
}

// reversed returns v reversed, in a new slice.
func reversed(v []orb.Point) []orb.Point {
	out := make([]orb.Point, len(v))
	for i, p := range v {
		out[len(v)-1-i] = p
	}
	return out
}

// ringTurn returns +1 if the simple loop v runs counter-clockwise, -1 if
// clockwise, exactly: the turn at its lowest, then leftmost, vertex.
func ringTurn(v []orb.Point) int {
	n := len(v)
	if n < 3 {
		return 0
	}
	lo := 0
	for i, p := range v {
		if p[1] < v[lo][1] || p[1] == v[lo][1] && p[0] < v[lo][0] {
			lo = i
		}
	}
	return geom.Orient2D(v[(lo+n-1)%n], v[lo], v[(lo+1)%n])
}
