package los

import (
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// The window of lines that meet both bases, used to skip, before any
// tangent is built, the pairs of critical objects none of whose common
// tangents can meet both bases (the search would build them and find
// each line off a base). It is a filter only: it errs on the side of
// keeping a pair, by margins far above the rounding of the tangents and
// of the rim test of geom.LineBetween, so the search tries the same lines
// in the same order with or without it.
//
// In a frame along the centre segment (From's centre at x = 0, To's at x
// = L, y across), a line that meets both (disjoint) bases has a slope |s|
// at most that of their inner tangents, so it is y = u + s·x with |u| <=
// U = RF·g and |v| <= V = RT·g, where v = u + s·L is its height at To and
// g = L/sqrt(L² - (RF+RT)²) bounds sqrt(1 + s²). At an object at x = t·L,
// its height is (1-t)·u + t·v, and a line tangent to the object (at
// distance r from its centre y) has that height within a = r·g of y. The
// heights within a_i of y_i at t_i and within a_j of y_j at t_j fix a
// parallelogram of lines in the (u, v) plane; the pair is kept when it
// meets the box |u| <= U, |v| <= V, which four separating axes decide.

// lineWindow is the window, with each critical object's place in the
// frame (objWin, in the order of BaseSolver.objs).
type lineWindow struct {
	on   bool
	u, v float64 // U and V
	slk  float64 // the absolute slack of every comparison
	objs []objWin
}

// objWin is a critical object in the window's frame: its height y at t,
// the reach a of its tangents' heights, and whether any line in the
// window can touch it.
type objWin struct {
	t, y, a float64
	ok      bool
}

// windowSlack is the relative slack of the window's comparisons: far
// above the rounding of the frame and of the tangents (of the order of
// 2⁻⁵² of the coordinates) and above the rim tolerance of geom (a
// relative 10⁻⁹), far below any size that keeps many pairs in.
const windowSlack = 0x1p-20

// build sets the window for the bases of q and places objs in it; it
// turns the window off when the bases are too close for it to help (the
// slope bound then grows without limit).
func (lw *lineWindow) build(q *BaseQuery, objs []baseObj) {
	lw.on = false
	lw.objs = lw.objs[:0]
	from, to := q.From, q.To
	dx, dy := to.Center[0]-from.Center[0], to.Center[1]-from.Center[1]
	l := math.Hypot(dx, dy)
	scale := max(math.Abs(from.Center[0]), math.Abs(from.Center[1]), math.Abs(to.Center[0]), math.Abs(to.Center[1])) + l + from.R + to.R
	lw.slk = scale * windowSlack
	rf, rt := from.R*(1+windowSlack)+lw.slk, to.R*(1+windowSlack)+lw.slk
	den := l*l - (rf+rt)*(rf+rt)
	if !(den > 0) || !(l > 0) || math.IsInf(scale, 0) {
		return
	}
	g := l / math.Sqrt(den) * (1 + windowSlack)
	if !(g < 1e3) {
		return
	}
	lw.on = true
	lw.u, lw.v = rf*g, rt*g
	ax, ay := dx/l, dy/l
	for _, o := range objs {
		px, py := o.d.Center[0]-from.Center[0], o.d.Center[1]-from.Center[1]
		ow := objWin{t: (px*ax + py*ay) / l, y: px*-ay + py*ax, a: o.d.R*g*(1+windowSlack) + lw.slk}
		reach := math.Abs(1-ow.t)*lw.u + math.Abs(ow.t)*lw.v + ow.a
		ow.ok = math.Abs(ow.y) <= reach*(1+windowSlack)+lw.slk
		lw.objs = append(lw.objs, ow)
	}
}

// pair reports whether some common tangent of objects i and j may meet
// both bases. The u and v tests are multiplied through by t_j - t_i, so
// that objects at (almost) one x stay well conditioned.
func (lw *lineWindow) pair(i, j int) bool {
	if !lw.on {
		return true
	}
	a, b := &lw.objs[i], &lw.objs[j]
	if !a.ok || !b.ok {
		return false
	}
	dt := math.Abs(b.t - a.t)
	slk := lw.slk * (1 + math.Abs(a.t) + math.Abs(b.t))
	nu := a.y*b.t - b.y*a.t
	hu := a.a*math.Abs(b.t) + b.a*math.Abs(a.t)
	if math.Abs(nu) > (lw.u*(dt+windowSlack)+hu)*(1+windowSlack)+slk {
		return false
	}
	nv := b.y*(1-a.t) - a.y*(1-b.t)
	hv := b.a*math.Abs(1-a.t) + a.a*math.Abs(1-b.t)
	return math.Abs(nv) <= (lw.v*(dt+windowSlack)+hv)*(1+windowSlack)+slk
}

// meetsBoth reports whether the line through p and p + d (rounded, the
// line geom.LineBetween tests) may meet both bases: its distance from
// each centre, computed in floating point, is within the base's radius
// and the window's margins. LineBetween decides; this only skips, cheaply,
// the lines far off a base.
func (lw *lineWindow) meetsBoth(p, d orb.Point, from, to geom.Disc) bool {
	if !lw.on {
		return true
	}
	q := orb.Point{p[0] + d[0], p[1] + d[1]}
	e := orb.Point{q[0] - p[0], q[1] - p[1]}
	l := math.Hypot(e[0], e[1])
	for _, b := range [2]geom.Disc{from, to} {
		cx, cy := b.Center[0]-p[0], b.Center[1]-p[1]
		slk := (math.Abs(p[0]) + math.Abs(p[1]) + math.Abs(cx) + math.Abs(cy)) * windowSlack
		if math.Abs(e[0]*cy-e[1]*cx) > (b.R*(1+windowSlack)+slk+lw.slk)*l {
			return false
		}
	}
	return true
}
