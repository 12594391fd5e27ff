package geom

import (
	"fmt"
	"math"

	"github.com/paulmach/orb"
)

// Sector is a closed angular sector of a model's surroundings, relative
// to its facing: the directions from its clockwise edge, Start degrees
// from the facing (negative to the right), counter-clockwise through
// Width degrees. A 90° front arc is the sector [SectorAround](90): from
// -45° to +45°. The apex (the model's own position) belongs to every
// sector.
//
// Boundary model: a Sector is closed, so a point exactly on an edge is in
// it ([Sector.Holds]); its interior is the sector without its edges. The
// edge directions are the facing turned by Start and Start+Width: exact
// at multiples of 45°, turned by rounded cos and sin otherwise. Given
// those directions every decision is exact (see [Facing]).
//
// The zero Sector is the ray straight ahead (width 0).
type Sector struct {
	start, end turn    // the clockwise and counter-clockwise edges
	sn, en     float64 // |start| and |end|, rounded
	width      float64 // degrees, in [0, 360]
	startDeg   float64
	// The constants of Arcs.disc's first filter: 12ε·|start| and 12ε·|end|,
	// |start| and |end| times 1+8ε, and whether the width is convex (in
	// (0, 180]), the sectors the filter decides.
	fs, fe, us, ue float64
	convex         bool
}

// newSector returns the sector with the given edges, width and start
// angle, with its lengths and filter constants.
func newSector(start, end turn, width, startDeg float64) Sector {
	s := Sector{start: start, end: end, sn: math.Hypot(start.a, start.b), en: math.Hypot(end.a, end.b), width: width, startDeg: startDeg}
	const up = 1 + 8*epsilon
	s.fs, s.fe, s.us, s.ue = 12*epsilon*s.sn, 12*epsilon*s.en, s.sn*up, s.en*up
	s.convex = width > 0 && width <= 180
	return s
}

// NewSector returns the sector from startDeg degrees (relative to the
// facing, counter-clockwise positive) through widthDeg degrees
// counter-clockwise. It reports an error for a NaN or infinite angle or a
// width outside [0, 360].
func NewSector(startDeg, widthDeg float64) (Sector, error) {
	if math.IsNaN(startDeg) || math.IsInf(startDeg, 0) {
		return Sector{}, fmt.Errorf("geom: sector: start %v is not a finite angle", startDeg)
	}
	if !(widthDeg >= 0 && widthDeg <= 360) {
		return Sector{}, fmt.Errorf("geom: sector: width %v is outside [0, 360] degrees", widthDeg)
	}
	// The end edge from the start reduced modulo 360 (exactly), so that a
	// huge start does not swallow the width in its rounding.
	st, en := turnOf(startDeg), turnOf(math.Mod(startDeg, 360)+widthDeg)
	return newSector(st, en, widthDeg, startDeg), nil
}

// SectorAround returns the sector of widthDeg degrees centred on the
// facing: NewSector(-widthDeg/2, widthDeg).
func SectorAround(widthDeg float64) (Sector, error) { return NewSector(-widthDeg/2, widthDeg) }

// Start returns the angle of the sector's clockwise edge from the facing,
// in degrees.
func (s Sector) Start() float64 { return s.startDeg }

// Width returns the sector's width in degrees.
func (s Sector) Width() float64 { return s.width }

// Holds reports whether p lies in the closed sector of a model at at
// facing f. The apex holds: Holds(at, f, at) is true. A NaN or infinite
// point or apex, or an invalid facing, is in no sector.
func (s Sector) Holds(at orb.Point, f Facing, p orb.Point) bool {
	if !finitePoint(at) || !finitePoint(p) || !f.Valid() {
		return false
	}
	if p == at {
		return true
	}
	v := newView(at, f, p)
	return s.holds(&v, false)
}

// holds is Holds for the view's point (finite, not the apex) and a valid
// facing; open excludes the edges (the sector's interior).
func (s *Sector) holds(v *view, open bool) bool {
	switch {
	case s.width == 360:
		return true
	case s.width == 0:
		return !open && v.cross(s.start) == 0 && v.dot(s.start) >= 0
	}
	cs, ce := v.cross(s.start), v.cross(s.end)
	if open {
		if s.width <= 180 {
			return cs > 0 && ce < 0
		}
		return cs > 0 || ce < 0
	}
	if s.width <= 180 {
		return cs >= 0 && ce <= 0
	}
	return cs >= 0 || ce <= 0
}

// fastHolds is holds in floats alone for a point clear of both edges'
// lines: ok is false for a point on or near an edge, the apex, or
// non-finite input.
func (s *Sector) fastHolds(v *view) (in, ok bool) {
	if s.width == 360 {
		return true, true
	}
	xs, bs := v.edge(s.start)
	xe, be := v.edge(s.end)
	if !(bs > filterTiny && be > filterTiny) || math.Abs(xs) <= bs || math.Abs(xe) <= be {
		return false, false
	}
	if s.width <= 180 {
		return s.width > 0 && xs > 0 && xe < 0, true
	}
	return xs > 0 || xe < 0, true
}

// InArc says how much of a base lies in an arc or sector.
type InArc int8

const (
	// NotInArc: no point of the base is in the arc's interior (a base
	// touching the arc's edge from outside is not in it).
	NotInArc InArc = iota
	// PartlyInArc: the base reaches into the arc's interior but not all of
	// it lies in the closed arc.
	PartlyInArc
	// WhollyInArc: every point of the base lies in the closed arc.
	WhollyInArc
)

// String returns "not in arc", "partly in arc" or "wholly in arc".
func (c InArc) String() string {
	switch c {
	case NotInArc:
		return "not in arc"
	case PartlyInArc:
		return "partly in arc"
	case WhollyInArc:
		return "wholly in arc"
	}
	return fmt.Sprintf("InArc(%d)", int8(c))
}

// Disc returns how much of the base d lies in the sector of a model at at
// facing f: WhollyInArc if d lies in the closed sector, NotInArc if it
// misses the sector's interior, PartlyInArc otherwise. A base of radius 0
// is a point: wholly in if the sector holds it, else not. An invalid
// disc, apex or facing is NotInArc.
func (s Sector) Disc(at orb.Point, f Facing, d Disc) InArc {
	if !finitePoint(at) || !d.valid() || !f.Valid() {
		return NotInArc
	}
	v := newView(at, f, d.Center)
	return s.disc(&v, d.R)
}

// disc is Disc for the view's point as the base's centre.
func (s *Sector) disc(v *view, r float64) InArc {
	switch {
	case s.convex:
		return Arcs{front: s}.disc(v.at[0], v.at[1], v.f, v.p[0], v.p[1], r, Front)
	case s.width > 180 && s.width < 360 && r > 0:
		// The closed sector holds the base exactly when the open
		// complement misses it, and misses the base's interior exactly when
		// the closed complement holds it. (Not so for a point on an edge,
		// which both closed sectors hold: points go to the exact path.)
		k := s.complement()
		return WhollyInArc - Arcs{front: &k}.disc(v.at[0], v.at[1], v.f, v.p[0], v.p[1], r, Front)
	}
	return s.exactDisc(v, r)
}

// exactDisc is disc decided by the exact predicates alone.
func (s *Sector) exactDisc(v *view, r float64) InArc {
	switch {
	case s.within(v, r):
		return WhollyInArc
	case s.meetsOpen(v, r):
		return PartlyInArc
	}
	return NotInArc
}

// disc is [Arcs.Disc] for the apex (ax, ay), facing f and a base
// of radius r centred at (px, py). It takes scalars, which Go passes in
// registers (arrays such as orb.Point go in memory), and is the only call
// of a decision on the fast path: a front or rear arc of convex width
// (0 < width <= 180) goes through the float fast path below, building no
// view and calling nothing, and on to nearDisc (and the exact predicates)
// where that cannot decide; the flanks and other widths go to exactDisc.
// A Sector's own Disc comes here as the front of one-sector arcs.
//
// The fast path decides in floats a base clear of both edges' lines
// (wholly in, or wholly beyond one line: not in), and reports nothing
// when a comparison falls within its error bound. Its products are
// view.init's and view.edge's, and its bound on their error is looser,
// for fewer operations: |a|·mc + |b|·md <= (|a| + |b|)·m <= √2·|e|·m,
// with m = (|fx| + |fy|)·(|vx| + |vy|), which bounds both mc and md;
// 12ε·|e|·m is then at least view.edge's 8ε bound. It bounds r·|e| above
// without a square root, by r·(|fx| + |fy|)·|t|·(1+8ε) (|f| <= |fx| +
// |fy|), whose roundings (four, with |t|'s) leave it above r·|e|; the sum
// g of the two bounds rounds by ε more, well within the 12ε.
//
// NaN or infinite input, an invalid facing, the apex and bases near an
// edge fail its filters and go on to nearDisc, which checks the input as
// Disc does.
func (a Arcs) disc(ax, ay float64, f Facing, px, py, r float64, arc Arc) InArc {
	s := a.convex(arc)
	if s == nil || !(r >= 0) {
		return a.exactDisc(orb.Point{ax, ay}, f, arc, Disc{Center: orb.Point{px, py}, R: r})
	}
	fx, fy := f.X, f.Y
	vx, vy := px-ax, py-ay
	c1, c2 := fx*vy, fy*vx
	d1, d2 := fx*vx, fy*vy
	c, d := c1-c2, d1+d2
	fl := math.Abs(fx) + math.Abs(fy)
	m := fl * (math.Abs(vx) + math.Abs(vy))
	xs := s.start.a*c - s.start.b*d // the centre is inside past the start edge when xs > 0
	ye := s.end.b*d - s.end.a*c     // and inside before the end edge when ye > 0
	bs, be := m*s.fs, m*s.fe
	rl := r * fl
	gs, ge := bs+rl*s.us, be+rl*s.ue
	if bs > filterTiny && be > filterTiny && gs <= math.MaxFloat64 && ge <= math.MaxFloat64 {
		switch {
		case xs < -gs || ye < -ge:
			// The whole base is beyond one edge's line, and the convex
			// sector lies on the line's other side.
			return NotInArc
		case xs > gs && ye > ge:
			return WhollyInArc
		}
	}
	return s.nearDisc(ax, ay, fx, fy, px, py, r, xs, ye, bs, be)
}

// nearDisc is disc for a base the first filter left: near an edge's
// line, or bad input. It tries the float filter again with r·|e| itself
// (|f| rounded), then, for a centre clearly outside the sector, the edge
// rays (fastOutside), and otherwise decides exactly.
func (s *Sector) nearDisc(ax, ay, fx, fy, px, py, r, xs, ye, bs, be float64) InArc {
	fn := math.Sqrt(fx*fx + fy*fy)
	rs, re := r*s.sn*fn, r*s.en*fn
	if bs > filterTiny && be > filterTiny && rs <= math.MaxFloat64 && re <= math.MaxFloat64 {
		if c, ok := nearFilter(xs, ye, bs, be, rs, re); ok {
			return c
		}
		if xs < -bs || ye < -be {
			// The centre is clearly outside: the base reaches in exactly
			// when an edge ray passes strictly closer than r.
			var v view
			v.init(orb.Point{ax, ay}, Facing{X: fx, Y: fy}, orb.Point{px, py})
			if c, ok := s.fastOutside(&v, [2]float64{xs, -ye}, [2]float64{bs, be}, [2]float64{rs, re}, r); ok {
				return c
			}
			return s.exactDisc(&v, r)
		}
	}
	// Disc's checks, here off the fast path: a NaN or infinite apex or
	// base, or an invalid facing, is in no arc.
	at, p, f := orb.Point{ax, ay}, orb.Point{px, py}, Facing{X: fx, Y: fy}
	if !finitePoint(at) || !finitePoint(p) || r-r != 0 || !f.Valid() {
		return NotInArc
	}
	v := newView(at, f, p)
	return s.exactDisc(&v, r)
}

// nearFilter is disc's filter with r·|e| rounded (rs and re, a relative
// 4ε off) rather than bounded: a base wholly inside, one whose centre is
// inside but which leaves through an edge, or one wholly beyond an edge's
// line; false when too close to tell.
func nearFilter(xs, ye, bs, be, rs, re float64) (InArc, bool) {
	const up, down = 1 + 8*epsilon, 1 - 8*epsilon
	switch {
	case xs-bs > rs*up && ye-be > re*up:
		return WhollyInArc, true
	case xs > bs && ye > be:
		return PartlyInArc, xs+bs < rs*down || ye+be < re*down
	case xs+bs < -rs*up || ye+be < -re*up:
		return NotInArc, true
	}
	return 0, false
}

// fastOutside is the fast path for a centre outside the closed sector, given
// the edges' cross products x, their bounds b and r·|e| rr: the base
// reaches in exactly when an edge ray passes strictly closer than r.
func (s *Sector) fastOutside(v *view, x, b, rr [2]float64, r float64) (InArc, bool) {
	n1, ok1 := v.fastNearRay(s.start, x[0], b[0], rr[0], r)
	n2, ok2 := v.fastNearRay(s.end, x[1], b[1], rr[1], r)
	switch {
	case !ok1 || !ok2:
		return 0, false
	case n1 || n2:
		return PartlyInArc, true
	}
	return NotInArc, true
}

// fastNearRay is nearRay in floats alone for the edge of turn t, whose
// cross product x (bound b) and r·|e| (rr) the caller has: ok is false when
// a comparison falls within its error bound.
func (v *view) fastNearRay(t turn, x, b, rr, r float64) (near, ok bool) {
	const up, down = 1 + 8*epsilon, 1 - 8*epsilon
	dot := t.a*v.d + t.b*v.c
	db := 8 * epsilon * (math.Abs(t.a)*v.md + math.Abs(t.b)*v.mc)
	switch {
	case dot > db: // the nearest point of the ray is the foot on it
		ax := math.Abs(x)
		switch {
		case ax-b > rr*up:
			return false, true
		case ax+b < rr*down:
			return true, true
		}
	case dot < -db: // the nearest point is the apex
		a2, r2 := v.vx*v.vx+v.vy*v.vy, r*r
		sum, bound := a2+r2, 1e-14*(a2+r2)
		if sum > discTiny && sum <= math.MaxFloat64 {
			switch {
			case a2-r2 > bound:
				return false, true
			case a2-r2 < -bound:
				return true, true
			}
		}
	}
	return false, false
}

// within reports whether the base of radius r at the view's point lies in
// the closed sector.
func (s *Sector) within(v *view, r float64) bool {
	switch {
	case r == 0:
		return v.p == v.at || s.holds(v, false)
	case s.width == 360:
		return true
	case s.width > 180:
		// The closed sector's complement is the open convex sector from
		// end round to start.
		c := s.complement()
		return !c.meetsOpen(v, r)
	case s.width == 0:
		return false
	}
	// Both edges' half-planes, each at distance r or more: for a width
	// up to 180° their intersection is the sector.
	return v.distCmp(s.start, s.sn, r) >= 0 && v.distCmp(s.end.neg(), s.en, r) >= 0
}

// meetsOpen reports whether the base of radius r at the view's point
// reaches into the sector's interior.
func (s *Sector) meetsOpen(v *view, r float64) bool {
	switch {
	case s.width == 360:
		return true
	case s.width == 0:
		return false
	case s.width > 180:
		c := s.complement()
		return !c.within(v, r)
	}
	if v.p != v.at && s.holds(v, true) {
		return true
	}
	if r == 0 {
		return false
	}
	// The centre is outside the open sector: the base reaches in exactly
	// when it is strictly closer than r to the closed sector, whose
	// nearest point to the centre lies on one of its two edge rays.
	return v.nearRay(s.start, s.sn, r) || v.nearRay(s.end, s.en, r)
}

// complement returns the closure of the sector's complement: the sector
// from end round to start.
func (s *Sector) complement() Sector {
	return newSector(s.end, s.start, 360-s.width, s.startDeg+s.width)
}
