package los

import "math"

// Chunks returns how many chunks of the given size the crossing's length
// makes: ceil(Length/size) (a fraction counts), or with full set
// floor(Length/size) (only whole chunks count). It is 0 for a zero length
// or a size that is not positive and finite.
//
// The count is exact, not rounded: geom counts the stretch between the
// exact points its ends stand for (an end of the sight line, the crossing
// of a polygon edge, a vertex on the line; see [geom.Segment.StretchUnits]).
// So a stretch exactly 5 long across a field is one chunk of 5, even on a
// diagonal where floating point gives 5.000000000000004.
func (c Crossing) Chunks(size float64, full bool) int {
	if !(size > 0) || math.IsInf(size, 1) || !(c.Length > 0) {
		return 0
	}
	return c.seg.StretchUnits(c.ct0, c.ct1, size, !full, c.poly, c.poly)
}
