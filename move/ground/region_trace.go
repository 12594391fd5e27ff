package ground

import (
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// Tracing a set of lattice cells into polygons. The cells of band k or
// below are the set; each piece of it (cells joined by a side, not by a
// corner alone) becomes one polygon. Every side between a cell of the
// set and one outside is an edge directed with the set on its left, and
// the edges are followed into loops, turning left where two loops meet
// at a corner (so cells that touch only there stay apart). A piece's
// outer loop runs counter-clockwise and its holes clockwise: each loop
// belongs to the piece of the cell on its left, and needs no geometric
// test to find its polygon.

// Directions of an edge: east, north, west, south (anticlockwise).
var steps = [4][2]int{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}

// trace returns the polygons of the cells of band k or below.
func (rr *ReachRegions) trace(k int8) []geom.Polygon {
	in := func(x, y int) bool {
		return x >= 0 && y >= 0 && x < rr.w && y < rr.h && rr.level[y*rr.w+x] >= 0 && rr.level[y*rr.w+x] <= k
	}
	piece, n := rr.pieces(in)
	if n == 0 {
		return nil
	}
	// out[v]: bit d set when an edge leaves corner v in direction d.
	nx := rr.w + 1
	out := make([]uint8, nx*(rr.h+1))
	for y := range rr.h {
		for x := range rr.w {
			if !in(x, y) {
				continue
			}
			v := y*nx + x
			if !in(x, y-1) {
				out[v] |= 1 << 0 // bottom side, eastwards
			}
			if !in(x+1, y) {
				out[v+1] |= 1 << 1 // right side, northwards
			}
			if !in(x, y+1) {
				out[v+nx+1] |= 1 << 2 // top side, westwards
			}
			if !in(x-1, y) {
				out[v+nx] |= 1 << 3 // left side, southwards
			}
		}
	}
	shells := make([]orb.Ring, n)
	holes := make([][]orb.Ring, n)
	for v := range out {
		for out[v] != 0 {
			d := 0
			for out[v]&(1<<d) == 0 {
				d++
			}
			ring, p := rr.loop(out, v, d, piece)
			if ringTurn(ring[:len(ring)-1]) > 0 {
				shells[p] = ring
			} else {
				holes[p] = append(holes[p], ring)
			}
		}
	}
	polys := make([]geom.Polygon, n)
	for p := range polys {
		polys[p] = append(geom.Polygon{shells[p]}, holes[p]...)
	}
	return polys
}

// loop follows the edges from corner v in direction d, clearing them in
// out, back to its start, and returns the closed ring of its turning
// corners (lattice points) and the piece of the cell on its left.
func (rr *ReachRegions) loop(out []uint8, v, d int, piece []int32) (orb.Ring, int) {
	nx := rr.w + 1
	x, y := v%nx, v/nx
	// The cell on the left of an edge leaving (x, y) in direction d.
	left := [4][2]int{{0, 0}, {-1, 0}, {-1, -1}, {0, -1}}[d]
	p := int(piece[(y+left[1])*rr.w+x+left[0]])
	var ring orb.Ring
	sx, sy, sd := x, y, d
	for {
		out[y*nx+x] &^= 1 << d
		x, y = x+steps[d][0], y+steps[d][1]
		// Turn left if the edge is there, else go straight, else right.
		next := -1
		for _, t := range [3]int{(d + 1) % 4, d, (d + 3) % 4} {
			if out[y*nx+x]&(1<<t) != 0 || x == sx && y == sy && t == sd {
				next = t
				break
			}
		}
		if next != d {
			ring = append(ring, rr.reach.Lattice.Point(rr.x0+x, rr.y0+y))
		}
		if x == sx && y == sy && next == sd {
			break
		}
		d = next
	}
	return append(ring, ring[0]), p
}

// pieces labels the cells of the set (in) by the piece they belong to,
// cells joined by a side, numbered in row order, and returns the labels
// (-1 outside the set) and how many pieces there are.
func (rr *ReachRegions) pieces(in func(x, y int) bool) ([]int32, int) {
	piece := make([]int32, rr.w*rr.h)
	for i := range piece {
		piece[i] = -1
	}
	var queue []int
	n := 0
	for c := range piece {
		if piece[c] >= 0 || !in(c%rr.w, c/rr.w) {
			continue
		}
		piece[c] = int32(n)
		queue = append(queue[:0], c)
		for len(queue) > 0 {
			u := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			for _, s := range steps {
				x, y := u%rr.w+s[0], u/rr.w+s[1]
				if in(x, y) && piece[y*rr.w+x] < 0 {
					piece[y*rr.w+x] = int32(n)
					queue = append(queue, y*rr.w+x)
				}
			}
		}
		n++
	}
	return piece, n
}
