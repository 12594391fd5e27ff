package geom

import (
	"fmt"

	"github.com/paulmach/orb"
)

// This file holds the test of the points where rings touch. Rings that
// neither cross nor overlap may still touch at a point in a way that lets
// their interiors overlap (two holes whose corners interleave there); the
// sweep's nesting, read at each ring's lowest vertex, would not see it.
// At a touching point each ring's interior near it is one angular sector;
// holes' sectors must be disjoint, and each inside the shell's.

// sector is a ring's interior near a point q: the open angle swept
// counter-clockwise from the direction of from to that of to (both points
// other than q).
type sector struct {
	ring     int32
	from, to orb.Point
}

// inSector reports whether the direction from q to d lies strictly inside
// the sector from a to b around q, exactly.
func inSector(q, a, b, d orb.Point) bool {
	ab := Orient2D(q, a, b)
	ad, db := Orient2D(q, a, d), Orient2D(q, d, b)
	switch {
	case ab > 0: // less than a half turn
		return ad > 0 && db > 0
	case ab < 0: // more than a half turn: not in the closed remainder
		return !(Orient2D(q, b, d) >= 0 && Orient2D(q, d, a) >= 0)
	}
	return ad > 0 // a half turn (a and b opposite)
}

// sectorsOverlap reports whether two open sectors around q share a
// direction. Arms are never collinear in one direction here (that would
// be an overlap of edges, found before).
func sectorsOverlap(q orb.Point, s, t sector) bool {
	return inSector(q, s.from, s.to, t.from) || inSector(q, t.from, t.to, s.from)
}

// sectorAt returns the interior sector of ring ri at its vertex q, whose
// neighbours along the ring are prev and next.
func (s *sweep) sectorAt(ri int32, prev, next orb.Point) sector {
	if s.ccw[ri] {
		return sector{ri, next, prev}
	}
	return sector{ri, prev, next}
}

// checkTouch tests the rings meeting at q, after the edge tests found no
// crossing there; it reports whether they are fine.
func (s *sweep) checkTouch(q orb.Point, evs []sweepVertex, through []int32) bool {
	if len(evs)+len(through) < 2 {
		return true
	}
	secs := make([]sector, 0, len(evs)+len(through))
	for _, ev := range evs {
		secs = append(secs, s.sectorAt(s.edges[ev.out].ring, s.farEnd(ev.in, q), s.farEnd(ev.out, q)))
	}
	for _, e := range through {
		ed := &s.edges[e]
		if ed.up {
			secs = append(secs, sector{ed.ring, ed.hi, ed.lo})
		} else {
			secs = append(secs, sector{ed.ring, ed.lo, ed.hi})
		}
	}
	for i, a := range secs {
		for _, b := range secs[i+1:] {
			if a.ring == b.ring {
				continue
			}
			if err := s.touchProblem(q, a, b); err != nil {
				s.err = err
				return false
			}
		}
	}
	return true
}

// touchProblem words what is wrong where sectors a and b of two rings
// meet at q, or returns nil.
func (s *sweep) touchProblem(q orb.Point, a, b sector) error {
	if a.ring > b.ring {
		a, b = b, a
	}
	if a.ring == 0 {
		// The hole's sector must lie within the shell's: it must not meet
		// the shell's outside, the sector from a.to round to a.from.
		if sectorsOverlap(q, sector{0, a.to, a.from}, b) {
			return fmt.Errorf("geom: ring %d point %d: hole runs outside the shell where they touch at (%g %g)",
				b.ring, s.lowestAt[b.ring], q[0], q[1])
		}
		return nil
	}
	if sectorsOverlap(q, a, b) {
		return fmt.Errorf("geom: ring %d point %d: hole overlaps hole %d where they touch at (%g %g)",
			b.ring, s.lowestAt[b.ring], a.ring, q[0], q[1])
	}
	return nil
}

// farEnd returns the end of edge e that is not q.
func (s *sweep) farEnd(e int32, q orb.Point) orb.Point {
	if s.edges[e].lo == q {
		return s.edges[e].hi
	}
	return s.edges[e].lo
}
