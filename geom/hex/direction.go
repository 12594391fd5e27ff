package hex

// Direction names one of the six neighbours of a hex, 0 to 5, in the order
// of the Red Blob Games direction table:
//
//	0: (+1, 0)   1: (+1,-1)   2: (0,-1)
//	3: (-1, 0)   4: (-1,+1)   5: (0,+1)
//
// Each direction is the previous one turned 60° the same way round: in a
// pointy layout with y pointing down the screen, 0 is east, 1 north-east,
// 2 north-west, 3 west, 4 south-west and 5 south-east (counter-clockwise as
// seen on screen). In a flat layout, 0 is south-east, 1 north-east, 2 north,
// 3 north-west, 4 south-west and 5 south. Methods take any int value modulo 6.
type Direction int

var directionVectors = [6]Hex{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

// directionOf inverts directionVectors: the direction of the offset
// (q, r) in -1..1 is directionOf[3(q+1)+r+1], -1 where it is no neighbour.
var directionOf = func() (t [9]int8) {
	for i := range t {
		t[i] = -1
	}
	for d, v := range directionVectors {
		t[3*(v.Q+1)+v.R+1] = int8(d)
	}
	return t
}()

// Directions lists the six directions in order.
var Directions = [6]Direction{0, 1, 2, 3, 4, 5}

// Norm returns d reduced to 0..5.
func (d Direction) Norm() Direction {
	d %= 6
	if d < 0 {
		d += 6
	}
	return d
}

// Vector returns the axial offset of the neighbour in direction d.
func (d Direction) Vector() Hex {
	if uint(d) < 6 {
		return directionVectors[d]
	}
	return directionVectors[d.Norm()]
}

// Rotate returns d turned by k steps of 60° in the direction order
// (k may be negative).
func (d Direction) Rotate(k int) Direction {
	// d.Norm() + k%6 is in -5..10: two selects reduce it, not a division.
	d = d.Norm() + Direction(k%6)
	if d < 0 {
		d += 6
	}
	if d >= 6 {
		d -= 6
	}
	return d
}

// Opposite returns the direction pointing the other way.
func (d Direction) Opposite() Direction { return d.Rotate(3) }
