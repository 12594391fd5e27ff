package geom

import (
	"errors"
	"math"

	"github.com/paulmach/orb"
)

// Facing is where a model's front points on the table: a direction of the
// plane, given by a vector (X, Y) of any positive length; only its
// direction counts. Angles run counter-clockwise from +x, y up, as
// everywhere in geom.
//
// A Facing given as a vector is exact: every arc decision ([Arcs.Of],
// [Arcs.Disc], [Sector]) is an exact sign of a polynomial in the vector's
// and the points' coordinates, with no trigonometry. [FacingDegrees] is
// exact at multiples of 45° (it returns (1, 0), (1, 1), (0, 1), ...) and
// rounds cos and sin elsewhere; [FacingTo] rounds one subtraction per
// coordinate.
//
// The zero Facing has no direction and is invalid ([Facing.Validate]); the
// arc tests treat it, and any non-finite one, as facing +x.
type Facing struct {
	X, Y float64
}

// FacingDegrees returns the facing deg degrees counter-clockwise from +x.
// Multiples of 45° give exact small vectors; other angles give (cos, sin)
// rounded to float64, of deg reduced modulo 360 exactly first (so a huge
// finite deg has its true direction). A NaN or infinite deg gives the
// zero (invalid) Facing.
func FacingDegrees(deg float64) Facing {
	if deg-deg != 0 {
		return Facing{}
	}
	if a, b, ok := eighthTurn(deg); ok {
		return Facing{a, b}
	}
	s, c := math.Sincos(math.Mod(deg, 360) * (math.Pi / 180))
	return Facing{c, s}
}

// eighthTurn returns the exact unnormalised direction of deg when deg is a
// multiple of 45°: (1,0), (1,1), (0,1), (-1,1), ... for 0°, 45°, 90°, ...
// deg is reduced modulo 360 first, exactly, so that the test is exact
// whatever its magnitude (deg/45 of a huge deg rounds to an integer).
func eighthTurn(deg float64) (x, y float64, ok bool) {
	r := math.Mod(deg, 360)
	k := math.Round(r / 45)
	if k*45 != r {
		return 0, 0, false
	}
	dirs := [8][2]float64{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}
	d := dirs[(int(k)+8)%8]
	return d[0], d[1], true
}

// FacingTo returns the facing from one point towards another: to - from,
// rounded. It is the zero (invalid) Facing if the points are equal.
func FacingTo(from, to orb.Point) Facing {
	return Facing{to[0] - from[0], to[1] - from[1]}
}

// Valid reports whether f has a direction: finite and not zero.
func (f Facing) Valid() bool {
	return f.X-f.X == 0 && f.Y-f.Y == 0 && (f.X != 0 || f.Y != 0)
}

// Validate returns nil if f is valid, or an error saying why not.
func (f Facing) Validate() error {
	switch {
	case f.X-f.X != 0 || f.Y-f.Y != 0:
		return errors.New("geom: facing: NaN or infinite component")
	case f.X == 0 && f.Y == 0:
		return errors.New("geom: facing: the zero vector has no direction")
	}
	return nil
}

// norm returns f, or +x if f is invalid: the arc tests' reading of an
// invalid facing.
func (f Facing) norm() Facing {
	if !f.Valid() {
		return Facing{1, 0}
	}
	return f
}

// Degrees returns the facing's angle in degrees, in [0, 360), rounded; 0
// for an invalid facing.
func (f Facing) Degrees() float64 {
	if !f.Valid() {
		return 0
	}
	d := math.Atan2(f.Y, f.X) * (180 / math.Pi)
	if d < 0 {
		d += 360
	}
	if d >= 360 {
		d = 0
	}
	return d
}

// Opposite returns the facing turned 180°, exactly.
func (f Facing) Opposite() Facing { return Facing{-f.X, -f.Y} }

// Left returns the facing turned 90° counter-clockwise, exactly.
func (f Facing) Left() Facing { return Facing{-f.Y, f.X} }

// Right returns the facing turned 90° clockwise, exactly.
func (f Facing) Right() Facing { return Facing{f.Y, -f.X} }

// Turn returns the facing turned deg degrees counter-clockwise. Multiples
// of 90° are exact; other angles round (a rotation by cos and sin of deg
// reduced modulo 360, exactly). A NaN or infinite deg gives the zero
// (invalid) Facing, as in [FacingDegrees].
func (f Facing) Turn(deg float64) Facing {
	if deg-deg != 0 {
		return Facing{}
	}
	switch r := math.Mod(deg, 360); r {
	case 0:
		return f
	case 90, -270:
		return f.Left()
	case 180, -180:
		return f.Opposite()
	case 270, -90:
		return f.Right()
	}
	s, c := math.Sincos(math.Mod(deg, 360) * (math.Pi / 180))
	return Facing{c*f.X - s*f.Y, s*f.X + c*f.Y}
}
