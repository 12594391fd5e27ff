package hex

import (
	"errors"
	"iter"
	"math"
	"math/bits"
	"strconv"

	"github.com/warkit/warkit/geom"
)

// Facing is where a unit's front points: at one of its six hexsides, or at
// one of its six vertices. Facings count in 30° steps in the direction order
// of [Direction]: Facing 2d faces the hexside in direction d, Facing 2d+1
// faces the vertex (corner d) between directions d and d+1. Methods take any
// int value modulo 12; the zero Facing faces the hexside in direction 0.
//
// Both kinds are needed because they suit different formations: a column
// facing a hexside trails straight back along a row of hexes, while a line
// facing a vertex stands side by side along a row perpendicular to its front
// (see [Footprint]); a 90° wheel (a Turn of 3 steps) turns one into the
// other.
type Facing int

// SideFacing returns the facing towards the hexside in direction d.
func SideFacing(d Direction) Facing { return Facing(2 * d.Norm()) }

// VertexFacing returns the facing towards corner c, the vertex between
// directions c and c+1.
func VertexFacing(c Direction) Facing { return Facing(2*c.Norm() + 1) }

// Norm returns f reduced to 0..11.
func (f Facing) Norm() Facing {
	f %= 12
	if f < 0 {
		f += 12
	}
	return f
}

// wrap12 reduces x in -12..23, the sum or difference of a facing in 0..11
// and a turn in -11..11, to 0..11. Two selects instead of a second
// division: a unit turning a facing each step waits on this.
func wrap12(x Facing) Facing {
	if x < 0 {
		x += 12
	}
	if x >= 12 {
		x -= 12
	}
	return x
}

// IsVertex reports whether f faces a vertex rather than a hexside.
func (f Facing) IsVertex() bool { return f.Norm()%2 == 1 }

// Dir returns the direction of the hexside f faces, and false if f faces a
// vertex.
func (f Facing) Dir() (Direction, bool) {
	f = f.Norm()
	return Direction(f / 2), f%2 == 0
}

// Corner returns the corner f faces (the vertex between directions c and
// c+1), and false if f faces a hexside.
func (f Facing) Corner() (Direction, bool) {
	f = f.Norm()
	return Direction(f / 2), f%2 == 1
}

// Rotate returns f turned by k steps of 60° in the direction order, keeping
// its kind: a hex rotation turns a unit with its board.
func (f Facing) Rotate(k int) Facing { return wrap12(f.Norm() + Facing(2*(k%6))) }

// Turn returns f turned by k steps of 30° in the direction order; an odd k
// changes a hexside facing into a vertex facing and back. A 90° wheel is
// Turn(3) or Turn(-3).
func (f Facing) Turn(k int) Facing { return wrap12(f.Norm() + Facing(k%12)) }

// Opposite returns the facing pointing the other way, of the same kind.
func (f Facing) Opposite() Facing { return f.Turn(6) }

// Bearing returns the bearing of direction d relative to f, in 30° steps in
// the direction order, 0..11: 0 straight ahead, 6 straight behind, 1..5 to
// the left (the positive side of the direction order) and 7..11 to the
// right. It is even for a hexside facing and odd for a vertex facing.
func (f Facing) Bearing(d Direction) int {
	return int(wrap12(2*Facing(d.Norm()) - f.Norm()))
}

// String formats f as "side d" or "vertex d-d+1".
func (f Facing) String() string {
	f = f.Norm()
	d := int(f / 2)
	if f%2 == 0 {
		return "side " + strconv.Itoa(d)
	}
	return "vertex " + strconv.Itoa(d) + "-" + strconv.Itoa((d+1)%6)
}

// Arc is the part of a unit's surroundings a hex falls in: Front, Flank
// or Rear. It is the table's [geom.Arc] itself, so a rule written against
// one space's arcs reads the other's: the order Front < Flank < Rear runs
// from the most to the least favourable to the unit, and [ArcBoundary]
// relies on it. Front is the zero Arc: a zero [Arcs] is all front, as a
// unit with no flanks (a square, or a formation a rule declares
// flankless).
type Arc = geom.Arc

// The arcs, as in package geom; NoArc is the answer for a hex no arc can
// be measured to (see [Arcs.Of]).
const (
	Front = geom.Front
	Flank = geom.Flank
	Rear  = geom.Rear
	NoArc = geom.NoArc
)

// ArcBoundary is the policy for a hex exactly on a spine (see [Wedge])
// that separates sectors of two different arcs; no adjacent hex is ever
// on one. It is the table's [geom.ArcBoundary], with the same default.
type ArcBoundary = geom.ArcBoundary

const (
	// BoundaryForward gives a spine hex the more forward of the two arcs
	// (Front before Flank before Rear). It is the default: it treats both
	// sides of the unit alike, makes the front arc closed (a hex along the
	// edge of a fire arc is in it, as in most covered-arc rules), and makes
	// an attacker prove it is clearly in a flank or the rear before claiming
	// the bonus.
	BoundaryForward = geom.BoundaryForward
	// BoundaryRearward gives a spine hex the more rearward of the two arcs.
	BoundaryRearward = geom.BoundaryRearward
)

// Arcs is a rule for a unit's arcs, as data: the arc of each neighbour by
// its bearing relative to the facing, and the policy for distant hexes on a
// spine between two arcs. One value serves both kinds of facing: a hexside
// facing reads the even bearings, a vertex facing the odd ones.
//
// A distant hex takes the arc of the neighbour whose 60° wedge ([Wedge],
// around that neighbour's direction) holds it, so the arcs at range are
// wedges of hexes and always agree with the arcs of adjacent hexes.
//
// The zero Arcs is all front with [BoundaryForward]. [DefaultArcs] is the
// common hex-and-counter convention. Arcs is a small value; copy and edit it
// to state a ruleset's own arcs (for a unit without flanks, set the flank
// entries to Front).
type Arcs struct {
	// Bearing[k] is the arc of the neighbour whose direction bears k*30°
	// from the facing, in the direction order ([Facing.Bearing]): 0 ahead,
	// 6 behind, 1..5 to the left, 7..11 to the right.
	Bearing [12]Arc
	// Boundary decides the arc of a hex on a spine between two arcs.
	Boundary ArcBoundary
}

// DefaultArcs returns the default arcs:
//
//	facing a hexside d:  front  d-1, d, d+1  (the half ahead, 180°)
//	                     flank  d-2, d+2     (the back corners)
//	                     rear   d+3          (straight behind)
//	facing vertex d|d+1: front  d, d+1       (the two ahead, 120°)
//	                     flank  d-1, d+2     (the two beside)
//	                     rear   d-2, d+3     (the two behind)
//
// with BoundaryForward. For a hexside facing, front is the three hexsides
// ahead, as in most hexside-facing games; of the three behind, the two
// corners are flank so that a rule distinguishing flank from rear has a
// flank to find. For a vertex facing, the six hexsides split two, two, two,
// as in most vertex-facing games.
//
// At range this makes the front arc of a hexside facing the closed half-plane
// ahead (hexes exactly abeam are front), and that of a vertex facing the
// closed 120° wedge ahead.
func DefaultArcs() Arcs { return defaultArcs }

var defaultArcs = Arcs{
	Bearing: [12]Arc{
		0: Front, 1: Front, 2: Front, 3: Flank, 4: Flank, 5: Rear,
		6: Rear, 7: Rear, 8: Flank, 9: Flank, 10: Front, 11: Front,
	},
	Boundary: BoundaryForward,
}

// Validate returns an error if an entry of a is not Front, Flank or Rear, or
// its Boundary is not a known policy.
func (a Arcs) Validate() error {
	for k, arc := range a.Bearing {
		if arc < Front || arc > Rear {
			return errors.New("hex: arcs: bearing " + strconv.Itoa(k) + ": invalid arc " + arc.String())
		}
	}
	if a.Boundary != BoundaryForward && a.Boundary != BoundaryRearward {
		return errors.New("hex: arcs: invalid boundary " + a.Boundary.String())
	}
	return nil
}

// Adjacent returns the arc of the neighbour in direction d of a unit facing f.
func (a Arcs) Adjacent(f Facing, d Direction) Arc { return a.Bearing[f.Bearing(d)] }

// Directions returns the directions whose neighbours lie in arc for a unit
// facing f. Over Front, Flank and Rear they partition the six directions
// (for a valid a).
func (a Arcs) Directions(f Facing, arc Arc) DirectionSet {
	var s DirectionSet
	k := 12 - int(f.Norm()) // bearing of direction 0 from f, plus 12
	for d := range 6 {
		if a.Bearing[(k+2*d)%12] == arc {
			s |= 1 << d
		}
	}
	return s
}

// Of returns the arc in which target lies for a unit in hex from facing f:
// the arc of the neighbour direction whose wedge holds target, with
// a.Boundary deciding between two arcs for a hex exactly on the spine that
// separates them (any Boundary other than BoundaryRearward is taken as
// BoundaryForward). The unit's own hex (target == from) is reported as
// Front, the arc a rule treats as unremarkable. A target or a unit's hex
// that is not [Hex.Valid] is in [NoArc], which is none of Front, Flank and
// Rear, so that a fire-arc test never passes on a hex no direction can be
// measured to.
func (a Arcs) Of(from Hex, f Facing, target Hex) Arc {
	if !bothValid(from, target) {
		return NoArc
	}
	x := target.Sub(from)
	if x == (Hex{}) {
		return Front
	}
	d, onSpine := wedgeSector(x)
	k := bearingOf(f, d)
	if !onSpine {
		return a.Bearing[k]
	}
	return a.spineArc(k)
}

// bearingOf is f.Bearing(d) for d in 0..5.
func bearingOf(f Facing, d Direction) int { return int(wrap12(2*Facing(d) - f.Norm())) }

// spineArc returns the arc of a hex on the spine between the neighbour of
// bearing k and the one before it in the direction order, as Of decides
// it.
func (a Arcs) spineArc(k int) Arc {
	arc, prev := a.Bearing[k], a.Bearing[wrap12(Facing(k)+10)]
	if a.Boundary == BoundaryRearward {
		return max(arc, prev)
	}
	return min(arc, prev)
}

// arcWedges says, for each half-open wedge d around a unit facing f,
// whether its hexes off the spines (in[d]) and those on its included
// spine d-1 (spine[d]) lie in an arc, as Of decides it: the arcs at range
// are whole wedges and spines, so the shapes below walk only those.
type arcWedges struct{ in, spine [6]bool }

func (a Arcs) wedgesOf(f Facing, arc Arc) (w arcWedges, any bool) {
	for d := range Direction(6) {
		k := bearingOf(f, d)
		w.in[d], w.spine[d] = a.Bearing[k] == arc, a.spineArc(k) == arc
		any = any || w.in[d] || w.spine[d]
	}
	return w, any
}

// ring yields the hexes of ring k around from that lie in the arc, in the
// order of [Arcs.Hexes], and reports whether yield asked for more. A
// wedge whose hexes are all out is skipped, and one whose spine hex alone
// is in gives it directly, so the cost is linear in the hexes yielded
// plus six per ring.
func (w *arcWedges) ring(from Hex, k int, yield func(Hex) bool) bool {
	for d := range Direction(6) {
		// On ring k the half-open wedge d holds one spine hex, its first,
		// when k is even: from + k/2·(V(d-1) + V(d)).
		spine := w.spine[d] && k%2 == 0
		switch {
		case w.in[d]:
			first := true
			ok := wedgeRing(from, d, k, WedgeHalfOpen, func(h Hex) bool {
				onSpine := first && k%2 == 0
				first = false
				return onSpine && !spine || yield(h)
			})
			if !ok {
				return false
			}
		case spine:
			if !yield(from.Add(d.Rotate(-1).Vector().Add(d.Vector()).Scale(k / 2))) {
				return false
			}
		}
	}
	return true
}

// Hexes yields the hexes within distance radius of from (from excluded) that
// lie in arc for a unit facing f, as [Arcs.Of] decides: [Arcs.HexesLen] of
// them. Order: ring by ring outwards; each ring in direction order,
// starting with the half-open wedge around direction 0 (see [Wedge]). A
// radius reaching outside the valid range (see [ValidateRadius]) yields
// nothing. Its cost is linear in the hexes it yields, plus six steps per
// ring when the arc has any hex at all.
func (a Arcs) Hexes(from Hex, f Facing, arc Arc, radius int) iter.Seq[Hex] {
	return func(yield func(Hex) bool) {
		if !shapeInRange(from, radius) {
			return
		}
		w, any := a.wedgesOf(f, arc)
		if !any {
			return
		}
		for k := 1; k <= radius; k++ {
			if !w.ring(from, k, yield) {
				return
			}
		}
	}
}

// AppendHexes appends the hexes of [Arcs.Hexes] to dst, in the same order.
// An arc of more than [MaxAppendLen] hexes ([Arcs.HexesLen]) appends
// nothing: see [CheckAppendLen].
func (a Arcs) AppendHexes(dst []Hex, from Hex, f Facing, arc Arc, radius int) []Hex {
	n := a.HexesLen(f, arc, radius)
	if n == 0 || n > MaxAppendLen || !shapeInRange(from, radius) {
		return dst
	}
	dst = grow(dst, n)
	w, _ := a.wedgesOf(f, arc)
	for k := 1; k <= radius; k++ {
		w.ring(from, k, func(h Hex) bool {
			dst = append(dst, h)
			return true
		})
	}
	return dst
}

// HexesLen returns the number of hexes [Arcs.Hexes] yields for a valid
// centre: those within distance radius in arc for a unit facing f, 0 for
// radius < 1. Each of the six half-open wedges holds radius·(radius+1)/2
// hexes, radius/2 of them on its included spine, and the arcs take whole
// wedges and spines. A count that does not fit in an int is returned as
// math.MaxInt.
func (a Arcs) HexesLen(f Facing, arc Arc, radius int) int {
	if radius < 1 {
		return 0
	}
	spines := radius / 2
	off := WedgeLen(radius, WedgeHalfOpen)
	if off != math.MaxInt {
		off -= spines
	}
	w, _ := a.wedgesOf(f, arc)
	n := 0
	for d := range 6 {
		if w.in[d] {
			n = checkedMulAdd(1, off, n)
		}
		if w.spine[d] {
			n = checkedMulAdd(1, spines, n)
		}
	}
	return n
}

// ArcOf returns the arc in which target lies for a unit in hex from facing
// f, under [DefaultArcs]: DefaultArcs().Of(from, f, target).
func ArcOf(from Hex, f Facing, target Hex) Arc { return defaultArcs.Of(from, f, target) }

// DirectionSet is a set of directions, one bit per direction (bit d for
// direction d). The zero value is empty. It is what [Arcs.Directions]
// returns: a small comparable value rather than a slice to allocate.
type DirectionSet uint8

// Has reports whether s holds direction d (taken modulo 6).
func (s DirectionSet) Has(d Direction) bool { return s&(1<<d.Norm()) != 0 }

// With returns s with direction d (taken modulo 6) added.
func (s DirectionSet) With(d Direction) DirectionSet { return s | 1<<d.Norm() }

// Len returns the number of directions in s.
func (s DirectionSet) Len() int { return bits.OnesCount8(uint8(s & 0x3f)) }

// All yields the directions in s in increasing order.
func (s DirectionSet) All() iter.Seq[Direction] {
	return func(yield func(Direction) bool) {
		for d := range Direction(6) {
			if s.Has(d) && !yield(d) {
				return
			}
		}
	}
}

// String formats s as its directions in braces, such as "{0 1 5}".
func (s DirectionSet) String() string {
	b := []byte{'{'}
	for d := range s.All() {
		if len(b) > 1 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(d), 10)
	}
	return string(append(b, '}'))
}
