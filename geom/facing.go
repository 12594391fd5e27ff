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
// rounds cos and sin elsewhere; [Facing.Turn] is exact at multiples of
// 90°, and at multiples of 45° for the facings FacingDegrees gives at
// them and those of small integer components (see Turn), so that a model
// turned 45° at a time keeps exact arcs; [FacingTo] rounds one
// subtraction per coordinate.
//
// The zero Facing has no direction and is invalid ([Facing.Validate]), as
// is any non-finite one: the arc tests give them no arc ([NoArc],
// NotInArc, Holds false), as they do a NaN point.
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
func eighthTurn(deg float64) (x, y float64, ok bool) {
	k, ok := eighths(deg)
	if !ok {
		return 0, 0, false
	}
	dirs := [8][2]float64{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}
	return dirs[k][0], dirs[k][1], true
}

// eighths returns k in 0..7 when deg is k·45° modulo 360, exactly. deg is
// reduced modulo 360 first, exactly, so that the test is exact whatever
// its magnitude (deg/45 of a huge deg rounds to an integer).
func eighths(deg float64) (int, bool) {
	r := math.Mod(deg, 360)
	k := math.Round(r / 45)
	if k*45 != r {
		return 0, false
	}
	return (int(k) + 8) % 8, true
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

// Turn returns the facing turned deg degrees counter-clockwise (deg is
// reduced modulo 360 exactly first). Which turns are exact:
//
//   - a multiple of 90° is exact for every facing: (x, y) turned 90° is
//     (-y, x);
//   - an odd multiple of 45° turns (x, y) by 45° into (x - y, x + y),
//     scaled by a power of two so that its larger component lies in
//     [1, 2) (only the direction counts), then by 90°s: exact whenever
//     x - y and x + y are, which holds for integer components below 2^52
//     and for every facing FacingDegrees gives at a multiple of 45°, so
//     that a model turned 45° at a time keeps its exact arcs, and
//     FacingDegrees(d).Turn(45) == FacingDegrees(d + 45) for d a multiple
//     of 45;
//   - other angles round: a rotation by the cos and sin of deg, rounded.
//
// A NaN or infinite deg gives the zero (invalid) Facing, as in
// [FacingDegrees]; an invalid facing stays invalid.
func (f Facing) Turn(deg float64) Facing {
	if deg-deg != 0 {
		return Facing{}
	}
	k, ok := eighths(deg)
	if !ok {
		s, c := math.Sincos(math.Mod(deg, 360) * (math.Pi / 180))
		return Facing{c*f.X - s*f.Y, s*f.X + c*f.Y}
	}
	if k%2 == 1 {
		f = f.turn45()
	}
	switch k / 2 {
	case 1:
		return f.Left()
	case 2:
		return f.Opposite()
	case 3:
		return f.Right()
	}
	return f
}

// turn45 returns f turned 45° counter-clockwise: (x - y, x + y), scaled
// by a power of two (exactly, short of underflow) so that its larger
// component lies in [1, 2), which keeps repeated turns from overflowing
// and gives FacingDegrees' own vectors for its multiples of 45°. A huge
// facing is halved first so that x + y cannot overflow. A zero or
// non-finite result is returned unscaled: an invalid facing stays
// invalid.
func (f Facing) turn45() Facing {
	x, y := f.X, f.Y
	if math.Abs(x) >= 0x1p1022 || math.Abs(y) >= 0x1p1022 {
		x, y = x/2, y/2
	}
	a, b := x-y, x+y
	m := max(math.Abs(a), math.Abs(b))
	if m == 0 || m-m != 0 {
		return Facing{a, b}
	}
	_, e := math.Frexp(m) // m = frac × 2^e, frac in [0.5, 1)
	return Facing{math.Ldexp(a, 1-e), math.Ldexp(b, 1-e)}
}
