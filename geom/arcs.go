package geom

import (
	"fmt"
	"math"
	"strconv"

	"github.com/paulmach/orb"
)

// Arc is the part of a model's surroundings a point falls in: front, flank
// or rear, in the same words as the hex grid's arcs (package geom/hex).
// The order Front < Flank < Rear runs from the most to the least
// favourable to the model; [ArcBoundary] relies on it. [NoArc] is the
// answer to a question with no answer (a NaN point, an invalid facing):
// none of the three, and after Rear, so that an ordered test of a fire
// arc (arc <= Flank) refuses it; a test that grants something for an
// arc behind the front (a flank bonus, arc >= Flank) must rule it out
// first, as a switch over the arcs does.
type Arc int8

const (
	// Front is the zero Arc: a zero [Arcs] is all front.
	Front Arc = iota
	// Flank is the side arc, left or right.
	Flank
	// Rear is the arc behind the model.
	Rear
	// NoArc says the point is in no arc: the question had no answer (a
	// NaN or infinite point, an invalid facing). It is the largest Arc,
	// after Rear, and not an arc of [Arcs.Disc], which gives NotInArc for
	// it.
	NoArc Arc = math.MaxInt8
)

// String returns "front", "flank", "rear" or "no arc" (or "Arc(n)" if
// out of range).
func (a Arc) String() string {
	switch a {
	case Front:
		return "front"
	case Flank:
		return "flank"
	case Rear:
		return "rear"
	case NoArc:
		return "no arc"
	}
	return "Arc(" + strconv.Itoa(int(a)) + ")"
}

// ArcBoundary is the policy for a point exactly on the edge between two
// arcs.
type ArcBoundary int8

const (
	// BoundaryForward gives an edge point the more forward arc (Front
	// before Flank before Rear): the front arc is closed, as in most
	// fire-arc rules (a target on the edge of the arc may be shot). It is
	// the default.
	BoundaryForward ArcBoundary = iota
	// BoundaryRearward gives an edge point the more rearward arc.
	BoundaryRearward
)

// String returns "forward" or "rearward" (or "ArcBoundary(n)" if invalid).
func (b ArcBoundary) String() string {
	switch b {
	case BoundaryForward:
		return "forward"
	case BoundaryRearward:
		return "rearward"
	}
	return "ArcBoundary(" + strconv.Itoa(int(b)) + ")"
}

// Arcs is a rule for a model's arcs on the table, as data: a front sector
// centred on the facing, a rear sector centred behind, and the flanks
// between them, with the policy for points on an edge. Build it with
// [NewArcs]; [DefaultArcs] is the common rank-and-flank quarters.
//
// The zero Arcs is all front, as a model with no facing (a skirmisher who
// sees all round).
type Arcs struct {
	// The sectors are shared, never changed, so that an Arcs copies as
	// three words; nil in the zero Arcs.
	front, rear *Sector
	boundary    ArcBoundary
}

// NewArcs returns the arcs with a front of frontDeg degrees centred on
// the facing and a rear of rearDeg degrees centred behind it; the flanks
// are the rest, (360 - frontDeg - rearDeg)/2 degrees on each side. Each width is in
// [0, 360] and front+rear is at most 360; boundary is BoundaryForward or
// BoundaryRearward. NewArcs(90, 90, BoundaryForward) is four quarters;
// NewArcs(180, 0, BoundaryForward) a front half-plane and flanks behind.
func NewArcs(frontDeg, rearDeg float64, boundary ArcBoundary) (Arcs, error) {
	if !(frontDeg >= 0 && frontDeg <= 360) || !(rearDeg >= 0 && rearDeg <= 360) {
		return Arcs{}, fmt.Errorf("geom: arcs: widths %v and %v must be in [0, 360] degrees", frontDeg, rearDeg)
	}
	if frontDeg+rearDeg > 360 {
		return Arcs{}, fmt.Errorf("geom: arcs: front %v and rear %v add up to more than 360 degrees", frontDeg, rearDeg)
	}
	if boundary != BoundaryForward && boundary != BoundaryRearward {
		return Arcs{}, fmt.Errorf("geom: arcs: invalid boundary %v", boundary)
	}
	// Each sector's edges are one turn and its mirror image, so that the
	// arcs are exactly symmetric about the facing (a reflection of the
	// scene changes no arc).
	f, r := mirrorSector(frontDeg, false), mirrorSector(rearDeg, true)
	return Arcs{front: &f, rear: &r, boundary: boundary}, nil
}

// mirrorSector returns the sector of the given width centred on the
// facing (or behind it), its edges the turn by half the width and its
// reflection in the facing's line.
func mirrorSector(width float64, behind bool) Sector {
	h := turnOf(width / 2)
	start, end, from := turn{h.a, -h.b}, h, -width/2
	if behind {
		start, end, from = turn{-h.a, h.b}, turn{-h.a, -h.b}, 180-width/2
	}
	return newSector(start, end, width, from)
}

// DefaultArcs returns four 90° quarters, front, two flanks and rear, with
// BoundaryForward: the edges at 45° from the facing belong to the front,
// those at 135° to the flanks.
func DefaultArcs() Arcs { return defaultTableArcs }

var defaultTableArcs, _ = NewArcs(90, 90, BoundaryForward)

// Front returns the front sector (the zero Arcs' is all round).
func (a Arcs) Front() Sector {
	if a.front == nil {
		s, _ := NewSector(-180, 360)
		return s
	}
	return *a.front
}

// Rear returns the rear sector (the zero Arcs has none: a ray of width 0).
func (a Arcs) Rear() Sector {
	if a.rear == nil {
		s, _ := NewSector(180, 0)
		return s
	}
	return *a.rear
}

// Boundary returns the arcs' edge policy.
func (a Arcs) Boundary() ArcBoundary { return a.boundary }

// Of returns the arc in which target lies for a model at at facing f,
// with the arcs' [ArcBoundary] deciding a point on an edge. The model's
// own position is Front, as is any point of a zero Arcs (which reads no
// facing). A NaN or infinite point or apex, and an invalid facing (zero
// or not finite) of non-zero Arcs, give NoArc: no direction can be
// measured, and no arc test passes on garbage.
func (a Arcs) Of(at orb.Point, f Facing, target orb.Point) Arc {
	if a.front != nil {
		// The float fast path: a point clear of every edge. NaN or
		// infinite input, an invalid facing, the apex and edge points fail
		// its filters and reach the checks below.
		var v view
		v.init(at, f, target)
		if in, ok := a.front.fastHolds(&v); ok {
			if in {
				return Front
			}
			if in, ok := a.rear.fastHolds(&v); ok {
				if in {
					return Rear
				}
				return Flank
			}
		}
	}
	if arc, ok := a.offView(at, f, target); ok {
		return arc
	}
	v := newView(at, f, target)
	if a.boundary == BoundaryRearward {
		switch {
		case a.rear.holds(&v, false):
			return Rear
		case a.front.holds(&v, true):
			return Front
		}
		return Flank
	}
	switch {
	case a.front.holds(&v, false):
		return Front
	case a.rear.holds(&v, true):
		return Rear
	}
	return Flank
}

// offView is Of's answer where no view decides: NoArc for garbage (a NaN
// or infinite point or apex, an invalid facing of non-zero Arcs), Front
// for the apex and for any point of a zero Arcs.
func (a Arcs) offView(at orb.Point, f Facing, target orb.Point) (Arc, bool) {
	switch {
	case !finitePoint(at) || !finitePoint(target) || a.front != nil && !f.Valid():
		return NoArc, true
	case a.front == nil || target == at:
		return Front, true
	}
	return 0, false
}

// Disc returns how much of the base d lies in arc for a model at at
// facing f: WhollyInArc if every point of d is in the closed arc,
// NotInArc if d misses the arc's interior (a base touching the edge from
// outside is not in), PartlyInArc otherwise. Edges count for both arcs
// they separate, so a base of radius 0 exactly on an edge is wholly in
// both; use [Arcs.Of] for points. An invalid arc (NoArc included), disc
// or apex is NotInArc, and so is any arc of non-zero Arcs for an invalid
// facing (zero or not finite): no arc test passes on garbage.
//
// For every base and arc, Disc agrees with the arcs' partition of the
// plane: wholly in one arc means not in the others' interiors, and a base
// is partly in an arc exactly when it reaches into that arc's interior
// and also leaves the closed arc.
func (a Arcs) Disc(at orb.Point, f Facing, arc Arc, d Disc) InArc {
	// In scalars, which Go passes in registers (arrays such as orb.Point
	// go in memory); Disc itself inlines.
	return a.disc(at[0], at[1], f, d.Center[0], d.Center[1], d.R, arc)
}

// convex returns the sector of arc if it is the front or the rear and of
// convex width (0 < width <= 180), the sectors the fast path decides, and
// nil otherwise.
func (a Arcs) convex(arc Arc) *Sector {
	s := a.front
	if arc == Rear {
		s = a.rear
	} else if arc != Front {
		return nil
	}
	if s == nil || !s.convex {
		return nil
	}
	return s
}

// exactDisc is Disc where the fast path could not decide.
func (a Arcs) exactDisc(at orb.Point, f Facing, arc Arc, d Disc) InArc {
	if !finitePoint(at) || !d.valid() || arc < Front || arc > Rear {
		return NotInArc
	}
	if a.front == nil {
		if arc == Front {
			return WhollyInArc
		}
		return NotInArc
	}
	if !f.Valid() {
		return NotInArc
	}
	v := newView(at, f, d.Center)
	switch arc {
	case Front:
		return a.front.disc(&v, d.R)
	case Rear:
		return a.rear.disc(&v, d.R)
	}
	return a.flankDisc(&v, d)
}

// flankDisc is Disc for the flanks, the closure of what the front and
// rear leave: the base is wholly in them when it misses both interiors,
// and not in them when either holds it whole (or the flanks have no
// width).
func (a Arcs) flankDisc(v *view, d Disc) InArc {
	if d.R == 0 {
		// A point: in the closed flanks unless strictly inside the front
		// or the rear (the apex is in every arc).
		if v.p == v.at || !a.front.holds(v, true) && !a.rear.holds(v, true) {
			return WhollyInArc
		}
		return NotInArc
	}
	fr, rr := a.front.disc(v, d.R), a.rear.disc(v, d.R)
	switch {
	case a.front.width+a.rear.width == 360 || fr == WhollyInArc || rr == WhollyInArc:
		return NotInArc
	case fr == NotInArc && rr == NotInArc:
		return WhollyInArc
	}
	return PartlyInArc
}
