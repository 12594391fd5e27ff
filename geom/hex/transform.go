package hex

// This file holds the symmetries of the hex grid: rotations by multiples of
// 60° and reflections across the three cube axes, about the origin or about
// any centre hex. They are what a rule needs to turn a template (a
// footprint, a firing arc, a scenario's set-up) to face another way, and
// what tests need to check that a rule is invariant under the grid's
// symmetries.

// Rotate returns h turned about the origin by k steps of 60° in the
// direction order of [Direction] (k may be negative or beyond 5; it is taken
// modulo 6). One step turns Direction(d)'s vector into Direction(d+1)'s:
// d.Vector().Rotate(k) == d.Rotate(k).Vector(). In cube terms one step maps
// (q, r, s) to (-s, -q, -r), Red Blob Games' "rotate left".
//
// Guarantees, each a property test (with [Hex.RotateAround] likewise):
//
//  1. Distances are preserved: h.Rotate(k).Distance(o.Rotate(k)) == h.Distance(o).
//  2. h.Rotate(6) == h, and h.Rotate(a).Rotate(b) == h.Rotate(a+b).
//  3. h.Neighbor(d).Rotate(k) == h.Rotate(k).Neighbor(d.Rotate(k)).
func (h Hex) Rotate(k int) Hex {
	q, r := h.Q, h.R
	s := -q - r
	k %= 6
	if k < 0 {
		k += 6
	}
	switch {
	case k == 1:
		return Hex{-s, -q}
	case k == 2:
		return Hex{r, s}
	case k == 3:
		return Hex{-q, -r}
	case k == 4:
		return Hex{s, q}
	case k == 5:
		return Hex{-r, -s}
	}
	return h
}

// rotation is [Hex.Rotate] for one k as a matrix on (Q, R), for loops
// that turn many hexes by the same k (a footprint's cells): four
// multiplications by -1, 0 or 1 and no branch, where Rotate would reduce
// k and switch on it per hex. Int arithmetic wraps alike either way.
type rotation [4]int

// rotations[k] is the rotation of Hex.Rotate(k), k in 0..5.
var rotations = [6]rotation{
	{1, 0, 0, 1},   // (q, r)
	{1, 1, -1, 0},  // (-s, -q)
	{0, 1, -1, -1}, // (r, s)
	{-1, 0, 0, -1}, // (-q, -r)
	{-1, -1, 1, 0}, // (s, q)
	{0, -1, 1, 1},  // (-r, -s)
}

func (m *rotation) apply(h Hex) Hex {
	return Hex{m[0]*h.Q + m[1]*h.R, m[2]*h.Q + m[3]*h.R}
}

// RotateAround returns h turned about the centre c by k steps of 60°, as
// [Hex.Rotate] does about the origin. Distances to c are preserved.
func (h Hex) RotateAround(c Hex, k int) Hex {
	return h.Sub(c).Rotate(k).Add(c)
}

// Axis names one of the three cube axes, the lines of a reflection. Values
// outside AxisQ..AxisS are taken modulo 3, as directions are modulo 6.
type Axis int

// The three axes. Reflecting across an axis keeps that cube coordinate and
// swaps the other two, so each axis is the line of hexes (through the
// centre of reflection) on which the other two coordinates are equal.
const (
	AxisQ Axis = iota // keeps Q, swaps R and S; fixes the hexes with R == S
	AxisR             // keeps R, swaps Q and S; fixes the hexes with Q == S
	AxisS             // keeps S, swaps Q and R; fixes the hexes with Q == R
)

// norm returns a reduced to 0..2.
func (a Axis) norm() Axis {
	a %= 3
	if a < 0 {
		a += 3
	}
	return a
}

// String returns "Q", "R" or "S".
func (a Axis) String() string {
	return [3]string{"Q", "R", "S"}[a.norm()]
}

// Reflect returns the mirror image of h across axis a through the origin.
//
// Guarantees, each a property test (with [Hex.ReflectAround] likewise):
//
//  1. Distances are preserved, and h.Reflect(a).Reflect(a) == h.
//  2. A mirror reverses turning: h.Rotate(k).Reflect(a) == h.Reflect(a).Rotate(-k).
//  3. h.Neighbor(d).Reflect(a) == h.Reflect(a).Neighbor(d.Reflect(a)).
func (h Hex) Reflect(a Axis) Hex {
	q, r := h.Q, h.R
	s := -q - r
	switch a.norm() {
	case AxisQ:
		return Hex{q, s}
	case AxisR:
		return Hex{s, r}
	}
	return Hex{r, q}
}

// ReflectAround returns the mirror image of h across axis a through the
// centre c. Distances to c are preserved.
func (h Hex) ReflectAround(c Hex, a Axis) Hex {
	return h.Sub(c).Reflect(a).Add(c)
}

// Reflect returns the direction d mirrored across axis a, consistently with
// [Hex.Reflect]: d.Reflect(a).Vector() == d.Vector().Reflect(a). A mirror
// reverses the turning sense, so d.Rotate(k).Reflect(a) equals
// d.Reflect(a).Rotate(-k).
func (d Direction) Reflect(a Axis) Direction {
	// AxisQ maps 0<->1, AxisR maps 0<->3, AxisS maps 0<->5: d -> 2a+1-d.
	return (Direction(2*a.norm()+1) - d.Norm()).Norm()
}
