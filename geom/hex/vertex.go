package hex

import "strconv"

// Vertex is a hex corner: the point shared by three hexes. Like [Side] it is
// a canonical key, the same value from each of the three hexes, so that a
// crest-line junction or a spine that a sight line grazes is stored once.
//
// Corner c of a hex h (c taken modulo 6) is the corner between directions c
// and c+1, shared by h, h.Neighbor(c) and h.Neighbor(c+1). Each vertex is
// corner c of one hex, corner c+2 of the next and corner c+4 of the third,
// so each hex owns two canonical corners: a Vertex is stored as a base hex
// and a corner 0 or 1. The other corners map back as
//
//	corner 2 of h == corner 0 of h.Neighbor(3)
//	corner 3 of h == corner 1 of h.Neighbor(4)
//	corner 4 of h == corner 0 of h.Neighbor(4)
//	corner 5 of h == corner 1 of h.Neighbor(5)
//
// Corner numbers here are topological (which directions a corner lies
// between); they are not the pixel corner numbering of a layout.
//
// The fields are unexported so that every Vertex is canonical; the zero
// Vertex is corner 0 of the origin. Vertex is a small comparable value.
type Vertex struct {
	h Hex
	c Direction // always 0 or 1
}

// VertexOf returns corner c (taken modulo 6) of h: the vertex between
// directions c and c+1, shared by h, h.Neighbor(c) and h.Neighbor(c+1).
func VertexOf(h Hex, c Direction) Vertex {
	switch c.Norm() {
	case 0:
		return Vertex{h, 0}
	case 1:
		return Vertex{h, 1}
	case 2:
		return Vertex{h.Neighbor(3), 0}
	case 3:
		return Vertex{h.Neighbor(4), 1}
	case 4:
		return Vertex{h.Neighbor(4), 0}
	default:
		return Vertex{h.Neighbor(5), 1}
	}
}

// VerticesOf returns the six corners of h, indexed by corner number:
// VerticesOf(h)[c] == VertexOf(h, c). The six are distinct.
func VerticesOf(h Hex) [6]Vertex {
	n4 := h.Neighbor(4)
	return [6]Vertex{
		{h, 0}, {h, 1}, {h.Neighbor(3), 0},
		{n4, 1}, {n4, 0}, {h.Neighbor(5), 1},
	}
}

// AppendVertices appends the six corners of h to dst in corner order, as
// [VerticesOf] lists them.
func AppendVertices(dst []Vertex, h Hex) []Vertex {
	v := VerticesOf(h)
	return append(dst, v[:]...)
}

// Hex returns the base hex of v, of which v is corner 0 or 1.
func (v Vertex) Hex() Hex { return v.h }

// Corner returns the corner number, 0 or 1, of v on its base hex.
func (v Vertex) Corner() Direction { return v.c }

// Hexes returns the three hexes meeting at v: the base hex, then its
// neighbours in directions Corner() and Corner()+1. This runs round v in the
// direction order (the way directions are numbered), so consecutive hexes,
// and the last and the first, are adjacent.
func (v Vertex) Hexes() [3]Hex {
	return [3]Hex{v.h, v.h.Neighbor(v.c), v.h.Neighbor(v.c + 1)}
}

// Sides returns the three hexsides ending at v. Sides()[i] separates
// Hexes()[i] and Hexes()[(i+1)%3].
func (v Vertex) Sides() [3]Side {
	return [3]Side{
		SideOf(v.h, v.c),
		SideOf(v.h.Neighbor(v.c), v.c+2),
		SideOf(v.h, v.c+1),
	}
}

// CornerFrom returns the corner number of v on h, and false if v is not a
// corner of h. For any of v's hexes, VertexOf(h, c) == v.
func (v Vertex) CornerFrom(h Hex) (Direction, bool) {
	switch h {
	case v.h:
		return v.c, true
	case v.h.Neighbor(v.c):
		return v.c + 2, true
	case v.h.Neighbor(v.c + 1):
		return v.c + 4, true
	}
	return 0, false
}

// Vertices returns the two vertices ending s, in the direction order round
// its base hex: corners Dir()-1 and Dir() of Hex().
func (s Side) Vertices() [2]Vertex {
	return [2]Vertex{VertexOf(s.h, s.d-1), VertexOf(s.h, s.d)}
}

// String formats v as "vertex(q,r)/c", its base hex and corner.
func (v Vertex) String() string {
	return "vertex" + v.h.String() + "/" + strconv.Itoa(int(v.c))
}
