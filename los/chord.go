package los

import (
	"math"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// discChord returns the parameters t0 <= t1 along s (possibly outside
// [0, 1]) where the line through s meets the circle of radius r about c,
// and false if it misses or only touches it. Rounded.
func discChord(s geom.Segment, c orb.Point, r float64) (t0, t1 float64, ok bool) {
	dx, dy := s.B[0]-s.A[0], s.B[1]-s.A[1]
	fx, fy := s.A[0]-c[0], s.A[1]-c[1]
	a := dx*dx + dy*dy
	if a == 0 {
		return 0, 0, false
	}
	b := fx*dx + fy*dy
	cc := fx*fx + fy*fy - r*r
	disc := b*b - a*cc
	if !(disc > 0) {
		return 0, 0, false
	}
	sq := math.Sqrt(disc)
	return (-b - sq) / a, (-b + sq) / a, true
}
