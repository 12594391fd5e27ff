package heavygear

import (
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// ConcealmentRate is the scale of concealment for one feature (HG-K4): one point for
// every full Per inches of line inside it, and at least Min points when
// the length is at least AtLeast (AtLeast 0: any positive length).
type ConcealmentRate struct {
	Per, AtLeast, Min float64
}

// fullUnits is the accumulator of HG-K4, written on los's extension
// point: points per full unit of length inside each area, with a minimum
// for a short crossing. rates gives each feature's rate (false: it does
// not count). Lengths are decided exactly (a stretch exactly 4 long is
// one full 4); each contiguous stretch is counted on its own.
type fullUnits struct {
	rates func(feature int) (ConcealmentRate, bool)
	los.Tally
}

// Add reads one crossing.
func (r *fullUnits) Add(c los.Crossing) bool {
	rt, ok := r.rates(c.Feature)
	if !ok || c.Shape != terrain.Area || !(rt.Per > 0) {
		r.Record(&c, 0, false, 0)
		return false
	}
	pts := float64(c.Chunks(rt.Per, true))
	if pts < rt.Min && c.Length > 0 && (rt.AtLeast <= 0 || c.Chunks(rt.AtLeast, true) >= 1) {
		pts = rt.Min
	}
	r.Record(&c, pts, false, 0)
	return false
}
