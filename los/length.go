package los

import "math"

// Chunks returns how many chunks of the given size the crossing's length
// makes: ceil(Length/size) (a fraction counts), or with full set
// floor(Length/size) (only whole chunks count). It is 0 for a zero length
// or a size that is not positive and finite, and math.MaxInt for a count
// that does not fit an int (on 32-bit platforms, above 2^31 - 1).
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
	// Trace set Length to (ct1-ct0)·|seg|, the very product StretchUnits
	// forms first, and StretchUnits counts from that product alone unless
	// its quotient lies within chunkTie of a whole number. Away from a tie
	// the count is read here, from Length, without measuring the segment
	// again (a hypot and two finiteness tests per crossing); only a
	// crossing made by Trace has a segment (seg.A != seg.B).
	q := c.Length / size
	if !(q < exactCounts) {
		// Beyond an exact count (2^52 chunks, or an int32 on 32-bit
		// platforms), the rounded quotient: its rounding is the length's.
		return roundCount(q, full)
	}
	if c.seg.A != c.seg.B && math.Abs(q-math.Round(q)) > chunkTie*(1+q) {
		return roundCount(q, full)
	}
	return c.seg.StretchUnits(c.ct0, c.ct1, size, !full, c.poly, c.poly)
}

// exactCounts bounds the chunk counts decided exactly: below 2^52 a
// float64 holds every whole number, and an int must hold the count.
const exactCounts = min(1<<52, math.MaxInt)

// roundCount returns ceil(q), or with full floor(q), for q >= 0,
// saturated at math.MaxInt.
func roundCount(q float64, full bool) int {
	if full {
		q = math.Floor(q)
	} else {
		q = math.Ceil(q)
	}
	if !(q < float64(math.MaxInt)) {
		return math.MaxInt
	}
	return int(q)
}

// chunkTie is geom.Segment.StretchUnits's test for a rounded quotient
// that may sit on a whole number, far above the rounding of the traced
// parameters; TestChunksMatchStretchUnits holds Chunks to StretchUnits.
const chunkTie = 1e-9
