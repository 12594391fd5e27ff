package geom

import (
	"errors"
	"fmt"
	"math"

	"github.com/paulmach/orb"
)

// Rigid is a rigid motion of the plane (a rotation followed by a
// translation), the way a piece is picked up, turned and put down on a
// table. It maps p to Rot(Angle)·p + Shift, where Rot(θ) turns by θ
// radians about the origin, counter-clockwise in a y-up frame (on a y-down
// screen it looks clockwise):
//
//	x' = cos θ·x - sin θ·y + Shift.x
//	y' = sin θ·x + cos θ·y + Shift.y
//
// The zero Rigid is the identity. Build one with [Rotation], [Translation]
// or [Placement] and chain them with [Rigid.Compose].
//
// Boundary model: a rigid motion preserves distances and orientation, so a
// point inside (on the boundary of, outside) a shape maps inside (on the
// boundary of, outside) the mapped shape, up to the rounding of the mapped
// coordinates, which is a few ulps of their magnitude. The Apply methods
// return new values and never modify their input. Quarter turns are exact:
// when Angle divided by π/2 is a whole number (as computed in float64, for
// up to 2²⁰ quarter turns) the sine and cosine are taken as exactly 0 and ±1,
// so turning integer coordinates by 90° or 180° keeps them integers. An
// Angle of 0 adds Shift exactly.
type Rigid struct {
	// Angle is the rotation in radians (not degrees: see the package
	// doc's Angles), counter-clockwise in a y-up frame, about the origin.
	Angle float64
	// Shift is the translation applied after the rotation.
	Shift orb.Point
}

// Rotation returns the motion that turns the plane by radians
// (counter-clockwise, y up) about the point about; [RotationDegrees]
// takes degrees. A NaN or infinite input gives an invalid Rigid
// ([Rigid.Validate]), which maps points to NaN or infinite ones.
func Rotation(about orb.Point, radians float64) Rigid {
	sin, cos := rigidSincos(radians)
	return Rigid{Angle: radians, Shift: orb.Point{
		about[0] - (cos*about[0] - sin*about[1]),
		about[1] - (sin*about[0] + cos*about[1]),
	}}
}

// Translation returns the motion that moves every point by v.
// A NaN or infinite v gives an invalid Rigid, as for [Rotation].
func Translation(v orb.Point) Rigid { return Rigid{Shift: v} }

// Placement returns the motion that places a piece: it turns the piece by
// radians about its anchor point and moves the anchor to at. A piece
// drawn with its anchor (its base's centre, say) at the origin and facing
// +x is placed at at, facing that angle, by Placement(orb.Point{},
// radians, at); [PlacementDegrees] takes degrees. A NaN or infinite
// input gives an invalid Rigid, as for [Rotation].
func Placement(anchor orb.Point, radians float64, at orb.Point) Rigid {
	sin, cos := rigidSincos(radians)
	return Rigid{Angle: radians, Shift: orb.Point{
		at[0] - (cos*anchor[0] - sin*anchor[1]),
		at[1] - (sin*anchor[0] + cos*anchor[1]),
	}}
}

// RotationDegrees is [Rotation] by deg degrees, the unit of [Facing],
// [Arcs] and [Sector]: RotationDegrees(about, 90) is a quarter turn, exact
// as every multiple of 90° is (see Rigid); other angles are converted to
// radians, of deg reduced modulo 360 exactly first.
func RotationDegrees(about orb.Point, deg float64) Rigid { return Rotation(about, radiansOf(deg)) }

// PlacementDegrees is [Placement] turning by deg degrees, as
// [RotationDegrees] converts them: a model drawn facing +x is placed at at
// facing FacingDegrees(deg) by PlacementDegrees(orb.Point{}, deg, at).
func PlacementDegrees(anchor orb.Point, deg float64, at orb.Point) Rigid {
	return Placement(anchor, radiansOf(deg), at)
}

// radiansOf converts deg to radians: a whole number of quarter turns to
// k·(π/2) with k in -1..2, so that the Rigid's sine and cosine are
// exactly 0 and ±1; NaN and ±Inf pass through as NaN.
func radiansOf(deg float64) float64 {
	r := math.Mod(deg, 360)
	if k := math.Round(r / 90); k*90 == r {
		q := int(k+4) % 4 // 0..3
		return float64([4]int{0, 1, 2, -1}[q]) * (math.Pi / 2)
	}
	return r * (math.Pi / 180)
}

// Validate returns nil if r's angle and shift are finite, and otherwise an
// error naming the problem. An invalid Rigid maps points to NaN or ±Inf.
func (r Rigid) Validate() error {
	var errs []error
	if r.Angle-r.Angle != 0 {
		errs = append(errs, fmt.Errorf("geom: rigid angle %g is not finite", r.Angle))
	}
	if !finitePoint(r.Shift) {
		errs = append(errs, fmt.Errorf("geom: rigid shift (%g %g) is not finite", r.Shift[0], r.Shift[1]))
	}
	return errors.Join(errs...)
}

// Matrix returns r as the 2x3 matrix [a b c; d e f] of x' = a·x + b·y + c,
// y' = d·x + e·y + f, in the order a, b, c, d, e, f.
func (r Rigid) Matrix() [6]float64 {
	sin, cos := rigidSincos(r.Angle)
	return [6]float64{cos, -sin, r.Shift[0], sin, cos, r.Shift[1]}
}

// Compose returns r∘o, the motion that applies o first and then r. Its
// angle is the sum of the two, reduced to [-π, π].
func (r Rigid) Compose(o Rigid) Rigid {
	return Rigid{
		Angle: math.Remainder(r.Angle+o.Angle, 2*math.Pi),
		Shift: r.ApplyPoint(o.Shift),
	}
}

// Inverse returns the motion that undoes r: r.Compose(r.Inverse()) is the
// identity, up to rounding.
func (r Rigid) Inverse() Rigid {
	sin, cos := rigidSincos(-r.Angle)
	return Rigid{Angle: -r.Angle, Shift: orb.Point{
		-(cos*r.Shift[0] - sin*r.Shift[1]),
		-(sin*r.Shift[0] + cos*r.Shift[1]),
	}}
}

// ApplyPoint returns the image of p.
func (r Rigid) ApplyPoint(p orb.Point) orb.Point {
	sin, cos := rigidSincos(r.Angle)
	return rigidApply(sin, cos, r.Shift, p)
}

// ApplySegment returns the image of s, with the same direction.
func (r Rigid) ApplySegment(s Segment) Segment {
	sin, cos := rigidSincos(r.Angle)
	return Segment{rigidApply(sin, cos, r.Shift, s.A), rigidApply(sin, cos, r.Shift, s.B)}
}

// ApplyDisc returns the image of d: its centre moved, its radius kept.
func (r Rigid) ApplyDisc(d Disc) Disc {
	return Disc{Center: r.ApplyPoint(d.Center), R: d.R}
}

// ApplyRing returns the image of ring, in a new slice (nil for nil). A
// closed ring stays closed: equal points have equal images.
func (r Rigid) ApplyRing(ring orb.Ring) orb.Ring {
	return orb.Ring(r.appendPoints(nil, ring))
}

// ApplyLineString returns the image of ls, in a new slice (nil for nil).
func (r Rigid) ApplyLineString(ls orb.LineString) orb.LineString {
	return orb.LineString(r.appendPoints(nil, ls))
}

// ApplyPolygon returns the image of p, with new rings (nil for nil).
// Orientation, holes and validity are kept.
func (r Rigid) ApplyPolygon(p Polygon) Polygon {
	if p == nil {
		return nil
	}
	out := make(Polygon, len(p))
	for i, ring := range p {
		out[i] = orb.Ring(r.appendPoints(nil, ring))
	}
	return out
}

// AppendPoints appends the images of ps to dst and returns the extended
// slice: the allocation-free form of ApplyRing and ApplyLineString.
func (r Rigid) AppendPoints(dst []orb.Point, ps []orb.Point) []orb.Point {
	return r.appendPoints(dst, ps)
}

func (r Rigid) appendPoints(dst []orb.Point, ps []orb.Point) []orb.Point {
	if ps == nil {
		return dst
	}
	if dst == nil {
		dst = make([]orb.Point, 0, len(ps))
	}
	sin, cos := rigidSincos(r.Angle)
	for _, p := range ps {
		dst = append(dst, rigidApply(sin, cos, r.Shift, p))
	}
	return dst
}

func rigidApply(sin, cos float64, shift, p orb.Point) orb.Point {
	return orb.Point{
		cos*p[0] - sin*p[1] + shift[0],
		sin*p[0] + cos*p[1] + shift[1],
	}
}

// rigidSincos returns the sine and cosine of angle, exactly for whole
// quarter turns (see Rigid).
func rigidSincos(angle float64) (sin, cos float64) {
	if angle == 0 {
		return 0, 1
	}
	q := angle / (math.Pi / 2)
	if math.Abs(q) <= 1<<20 && q == math.Trunc(q) {
		switch int64(q) & 3 { // two's complement: -1 & 3 == 3
		case 0:
			return 0, 1
		case 1:
			return 1, 0
		case 2:
			return 0, -1
		default:
			return -1, 0
		}
	}
	return math.Sincos(angle)
}
