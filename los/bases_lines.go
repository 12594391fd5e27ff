package los

import (
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// The candidate lines of BaseSolver.Judge, family by family, in the
// canonical direction (js.q runs from the base that comes first). Each
// family hands its lines to consider, which judges the clear ones; the
// order of the calls is the canonical order that breaks ties.

// chord tries the shortest part from From to To of the line through p
// with direction d, a secant of both bases.
func (js *judgeSpace) chord(p, d orb.Point, src LineSource) {
	js.line(p, d, src, false, false)
}

// line tries the shortest part from From to To of the line through p
// with direction d, which touches From (touchF) or To (touchT) or cuts
// them.
func (js *judgeSpace) line(p, d orb.Point, src LineSource, touchF, touchT bool) {
	s, ok := geom.LineBetween(p, d, js.q.From, js.q.To)
	if !ok {
		return
	}
	js.sr.res.Candidates++
	if s, ok := js.clearLanded(s, -3, -3, touchF, touchT); ok {
		js.consider(s, src)
	}
}

// clearLanded lands the ends of s on the closed bases (see land) and
// reports whether the landed segment is clear, keeping in js.hit the
// blocker found to block it otherwise (-1 if an end would not land).
func (js *judgeSpace) clearLanded(s geom.Segment, def1, def2 int, touchF, touchT bool) (geom.Segment, bool) {
	a, okA := land(js.q.From, s.A, s.B, touchF)
	b, okB := land(js.q.To, s.B, s.A, touchT)
	if !okA || !okB {
		js.hit = -1
		return s, false
	}
	s = geom.Segment{A: a, B: b}
	ok, hit := js.sr.w.clear(&js.q, s, def1, def2)
	js.hit = hit
	return s, ok
}

// land returns p, a rounded end on the rim of base d of a segment from o,
// in d: p itself if it lies on a line through the centre along an axis
// and d holds it (a rim point there is often exact, and a line along an
// edge or grazing a base should keep it); otherwise p moved a relative
// landStep into d, where the exact test of the closed disc decides at
// once: along the segment's line for the end of a secant (a line along an
// axis stays on its line), towards the centre for the end of a line that
// touches d (touch), or when the first fails; onto d by BaseSolver's slow
// steps if neither lands. It reports false if d does not hold the point
// it returns.
func land(d geom.Disc, p, o orb.Point, touch bool) (orb.Point, bool) {
	if (p[0] == d.Center[0] || p[1] == d.Center[1]) && d.Contains(p) {
		return p, true
	}
	if !touch {
		q := orb.Point{p[0] + (p[0]-o[0])*landStep, p[1] + (p[1]-o[1])*landStep}
		if d.Contains(q) {
			return q, true
		}
	}
	q := orb.Point{d.Center[0] + (p[0]-d.Center[0])*(1-landStep), d.Center[1] + (p[1]-d.Center[1])*(1-landStep)}
	if d.Contains(q) {
		return q, true
	}
	q = d.PullInto(p)
	return q, d.Contains(q)
}

// landStep is how far land moves an end into its base, relative to the
// segment's length or the base's radius: far above the rounding of a rim
// point (so the disc's float filter decides), far below any length a
// rule could care about.
const landStep = 0x1p-36

// tangent tries a line tangent to two critical objects at t.A and t.B
// (def1, def2 their blockers, -1 and -2 for the bases), as BaseSolver's
// search.line does: when only its own defining blockers block it (it
// clips them by a rounding), the four nudged lines (nudgedLines) are
// tried, and the first clear one is judged.
func (js *judgeSpace) tangent(t geom.Segment, d orb.Point, def1, def2 int, src LineSource) {
	from, to := js.q.From, js.q.To
	touchF, touchT := def1 == -1 || def2 == -1, def1 == -2 || def2 == -2
	s, ok := geom.LineBetween(t.A, d, from, to)
	if !ok {
		return
	}
	js.sr.res.Candidates++
	if s, ok := js.clearLanded(s, def1, def2, touchF, touchT); ok {
		js.consider(s, src)
		return
	}
	if js.hit < 0 || (js.hit != def1 && js.hit != def2) {
		return
	}
	for _, n := range nudgedLines(t, d, from, to) {
		if s, ok := geom.LineBetween(n.A, n.Vector(), from, to); ok {
			js.sr.res.Candidates++
			if s, ok := js.clearLanded(s, def1, def2, touchF, touchT); ok {
				js.consider(s, src)
				return
			}
		}
	}
}

// walled reports, top-down, that the centre line is blocked and a
// polygon blocker cuts the bases' hull right across or blocker discs
// wall the bases off (BaseSolver's walledOff and wallOfDiscs proofs):
// then no line is clear, and no candidate need be tried.
func (js *judgeSpace) walled(w *BaseSolver) bool {
	if js.q.Diagonal || len(w.active) == 0 {
		return false
	}
	from, to := js.q.From, js.q.To
	centre, ok := geom.LineBetween(from.Center, geom.Segment{A: from.Center, B: to.Center}.Vector(), from, to)
	if !ok {
		return false
	}
	if ok, _ := w.clear(&js.q, centre, -3, -3); ok {
		return false
	}
	js.walledOff = w.walledOff(&js.q, centre) || w.wallOfDiscs(&js.q)
	return js.walledOff
}

// fixed tries the centre line and the four common tangents of the bases.
func (js *judgeSpace) fixed() {
	from, to := js.q.From, js.q.To
	js.chord(from.Center, geom.Segment{A: from.Center, B: to.Center}.Vector(), SourceCentre)
	if l, r, ok := from.OuterTangents(to); ok {
		js.baseTangent(l)
		js.baseTangent(r)
	}
	if l, r, ok := from.InnerTangents(to); ok {
		js.baseTangent(l)
		js.baseTangent(r)
	}
}

func (js *judgeSpace) baseTangent(t geom.Segment) {
	if v := t.Vector(); v != (orb.Point{}) {
		js.tangent(t, v, -1, -2, SourceTangent)
	}
}

// tryCentre judges the centre-to-centre segment (CentreLine).
func (js *judgeSpace) tryCentre(w *BaseSolver) {
	s := geom.Segment{A: js.q.From.Center, B: js.q.To.Center}
	js.sr.res.Candidates++
	if ok, _ := w.clear(&js.q, s, -3, -3); ok {
		js.consider(s, SourceCentre)
	}
}

// rims tries the rim lines (see FixedLines): for s = j/k, 0 < |j| < k,
// the lines through Cf + s·Rf·n and Ct ± s·Rt·n.
func (js *judgeSpace) rims(q *BaseSight) {
	k := q.RimSteps
	if k == 0 {
		k = DefaultRimSteps
	}
	from, to := js.q.From, js.q.To
	dx, dy := to.Center[0]-from.Center[0], to.Center[1]-from.Center[1]
	l := math.Hypot(dx, dy)
	if !(l > 0) {
		return
	}
	nx, ny := -dy/l, dx/l
	for j := 1; j < k; j++ {
		s := float64(j) / float64(k)
		for _, sg := range [2]float64{1, -1} {
			fs, ts := sg*s*from.R, sg*s*to.R
			a := orb.Point{from.Center[0] + fs*nx, from.Center[1] + fs*ny}
			b := orb.Point{to.Center[0] + ts*nx, to.Center[1] + ts*ny}
			js.chord(a, orb.Point{b[0] - a[0], b[1] - a[1]}, SourceRim)
			c := orb.Point{to.Center[0] - ts*nx, to.Center[1] - ts*ny}
			js.chord(a, orb.Point{c[0] - a[0], c[1] - a[1]}, SourceRim)
		}
	}
}

// nearFeatures lists the board features that a segment between the
// bases can meet (js.near, increasing) and, with verts, the vertices of
// the features that are not Opaque areas within reach of the centre
// line (js.verts). Every such segment lies in the hull of the two bases,
// within the larger radius of the centre segment; a feature or a vertex
// farther than that, decided exactly, cannot be met.
func (js *judgeSpace) nearFeatures(q *BaseSight, verts bool) {
	from, to := js.q.From, js.q.To
	js.corr = corridor{
		axis:  geom.Segment{A: from.Center, B: to.Center},
		reach: max(from.R, to.R),
		hull:  padOutward(from.Bound().Union(to.Bound()), 0),
	}
	c := &js.corr
	b := q.Board
	js.near = b.AppendCandidatesInBound(js.near[:0], c.hull)
	n := 0
	for _, i := range js.near {
		f := b.Feature(i)
		if !featureNear(c, f, js.tr.bounds[i]) {
			continue
		}
		js.near[n] = i
		n++
		if verts && !(f.Shape == terrain.Area && q.Opaque != nil && q.Opaque(i)) {
			js.featureVertices(c, f)
		}
	}
	js.near = js.near[:n]
}

// featureNear reports whether feature f (box fb) lies within reach of
// the corridor's axis, exactly.
func featureNear(c *corridor, f *terrain.Feature, fb orb.Bound) bool {
	if geom.SideOfBound(c.axis, padOutward(fb, c.reach)) != 0 {
		return false
	}
	switch f.Shape {
	case terrain.Area:
		return c.axis.CmpDistanceToPolygon(f.Polygon, c.reach) <= 0
	case terrain.Line:
		ls := f.LineString
		if len(ls) == 1 {
			return c.axis.CmpDistanceToPoint(ls[0], c.reach) <= 0
		}
		for k := 0; k+1 < len(ls); k++ {
			if c.axis.CmpDistance(geom.Segment{A: ls[k], B: ls[k+1]}, c.reach) <= 0 {
				return true
			}
		}
		return false
	}
	return c.axis.CmpDistanceToPoint(f.Point, c.reach) <= 0
}

// featureVertices adds the vertices of f within reach of the axis, with
// their neighbours. Point features give none: a line only touches one.
func (js *judgeSpace) featureVertices(c *corridor, f *terrain.Feature) {
	switch f.Shape {
	case terrain.Area:
		for _, r := range f.Polygon {
			n := len(r)
			if n > 1 && r[0] == r[n-1] {
				n--
			}
			for k := 0; k < n; k++ {
				if c.axis.CmpDistanceToPoint(r[k], c.reach) <= 0 {
					js.verts = append(js.verts, vertex{v: r[k], prev: r[(k+n-1)%n], next: r[(k+1)%n], hasPrev: n > 1, hasNext: n > 1})
				}
			}
		}
	case terrain.Line:
		ls := f.LineString
		for k, v := range ls {
			if c.axis.CmpDistanceToPoint(v, c.reach) <= 0 {
				vx := vertex{v: v, hasPrev: k > 0, hasNext: k+1 < len(ls)}
				if vx.hasPrev {
					vx.prev = ls[k-1]
				}
				if vx.hasNext {
					vx.next = ls[k+1]
				}
				js.verts = append(js.verts, vx)
			}
		}
	}
}

// vertexLines tries, for every vertex in js.verts, the lines from it
// that touch either base, each cut to its part between the bases and
// turned about its point on the rim by a step of js.eps at the vertex, to
// the side away from the vertex's neighbours when both lie on one side
// of it (a line past a corner then passes it, rather than clipping it by
// a rounding); through the vertex itself otherwise.
func (js *judgeSpace) vertexLines() {
	for k := range js.verts {
		vx := &js.verts[k]
		for k, d := range [2]geom.Disc{js.q.From, js.q.To} {
			l, r, ok := d.TangentPoints(vx.v)
			if !ok {
				continue
			}
			js.pastVertex(l, vx, k == 0)
			js.pastVertex(r, vx, k == 0)
		}
	}
}

// pastVertex tries the line from rim point t past vertex vx.
func (js *judgeSpace) pastVertex(t orb.Point, vx *vertex, atFrom bool) {
	dx, dy := vx.v[0]-t[0], vx.v[1]-t[1]
	l := math.Hypot(dx, dy)
	if !(l > 0) {
		return
	}
	side := 0 // the side of the line t->v the neighbours lie on
	for _, nb := range [2]struct {
		p  orb.Point
		ok bool
	}{{vx.prev, vx.hasPrev}, {vx.next, vx.hasNext}} {
		if !nb.ok {
			continue
		}
		o := geom.Orient2D(t, vx.v, nb.p)
		switch {
		case o != 0 && side == 0:
			side = o
		case o != 0 && o != side:
			side = 2 // both sides: the line crosses the feature at v
		}
	}
	p := vx.v
	if side == 1 || side == -1 {
		// Move the vertex's point of the line to the other side.
		e := -float64(side) * js.eps / l
		p = orb.Point{p[0] - dy*e, p[1] + dx*e}
	}
	js.line(t, orb.Point{p[0] - t[0], p[1] - t[1]}, SourceVertex, atFrom, !atFrom)
}

// edgeLines tries, for every edge within reach of the axis of an area
// in js.near that is not Opaque, the line perpendicular to it through the
// middle of the band of such lines that meet both bases (see edgeLine).
// A line that enters and leaves an area through two parallel edges spends
// width/cos(angle) inside, least when it is perpendicular to them,
// whatever its offset: the line across a rectangular wood's narrow way.
func (js *judgeSpace) edgeLines() {
	q := js.user
	from, to := js.q.From, js.q.To
	// The centre line's direction counts as tried: a perpendicular along
	// it would be the centre line again.
	js.dirs = append(js.dirs[:0], orb.Point{to.Center[0] - from.Center[0], to.Center[1] - from.Center[1]})
	for _, i := range js.near {
		f := q.Board.Feature(i)
		if f.Shape != terrain.Area || q.Opaque != nil && q.Opaque(i) {
			continue
		}
		for _, r := range f.Polygon {
			n := len(r)
			if n > 1 && r[0] == r[n-1] {
				n--
			}
			for k := 0; k < n && n > 1; k++ {
				js.edgeLine(r[k], r[(k+1)%n]) // a ring of one point has no edge
			}
		}
	}
}

// edgeLine tries the line perpendicular to edge a-b, when lines in that
// direction meet both bases (the bases' projections on the edge's line
// overlap), through the middle of the overlap, and when the edge is
// within reach of the axis (exactly, as featureVertices decides a vertex)
// and no line of its direction was tried (exactly: a cross product of 0).
func (js *judgeSpace) edgeLine(a, b orb.Point) {
	ex, ey := b[0]-a[0], b[1]-a[1]
	l := math.Hypot(ex, ey)
	if !(l > 0) || math.IsInf(l, 1) {
		return
	}
	from, to := js.q.From, js.q.To
	// Offsets along the edge's unit vector u, from From's centre: From
	// spans [-Rf, Rf], To [pt-Rt, pt+Rt].
	ux, uy := ex/l, ey/l
	pt := ux*(to.Center[0]-from.Center[0]) + uy*(to.Center[1]-from.Center[1])
	lo, hi := max(-from.R, pt-to.R), min(from.R, pt+to.R)
	if !(lo <= hi) {
		return
	}
	if js.corr.axis.CmpDistance(geom.Segment{A: a, B: b}, js.corr.reach) > 0 {
		return
	}
	// The direction, turned to run from From towards To (an exact
	// negation), so that an edge and its reverse are one direction.
	d := orb.Point{-ey, ex}
	if d[0]*(to.Center[0]-from.Center[0])+d[1]*(to.Center[1]-from.Center[1]) < 0 {
		d = orb.Point{ey, -ex}
	}
	for _, t := range js.dirs {
		if geom.Orient2D(orb.Point{}, t, d) == 0 {
			return
		}
	}
	js.dirs = append(js.dirs, d)
	m := (lo + hi) / 2
	js.chord(orb.Point{from.Center[0] + m*ux, from.Center[1] + m*uy}, d, SourceEdge)
}

// blockerLines tries the common tangents of each base with each critical
// object of the blockers (BestLine).
func (js *judgeSpace) blockerLines(w *BaseSolver) {
	objs := w.objs
	for k := 2; k < len(objs); k++ {
		o := objs[k]
		for _, base := range [2]baseObj{objs[0], objs[1]} {
			tangentLines(base, o, func(t geom.Segment, d orb.Point) bool {
				js.tangent(t, d, base.b, o.b, SourceBlocker)
				return false
			})
		}
	}
}
