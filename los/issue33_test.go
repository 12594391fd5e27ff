package los_test

import (
	"math"
	"testing"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// Issue 33: (*BaseSolver).LoS(nil) dereferenced nil, and a nil solver too.
func TestIssue33BaseLoSNil(t *testing.T) {
	var w los.BaseSolver
	if _, err := w.LoS(nil); err == nil {
		t.Error("LoS(nil): no error")
	}
	var nw *los.BaseSolver
	q := &los.BaseQuery{From: geom.Disc{R: 1}, To: geom.Disc{Center: [2]float64{5, 0}, R: 1}}
	if _, err := nw.LoS(q); err == nil {
		t.Error("nil solver: no error")
	}
}

// Issue 33: a +Inf eye height was accepted.
func TestIssue33BaseLoSInfiniteHeight(t *testing.T) {
	var w los.BaseSolver
	for _, h := range []float64{math.Inf(1), math.Inf(-1), math.NaN()} {
		q := &los.BaseQuery{From: geom.Disc{R: 1}, To: geom.Disc{Center: [2]float64{5, 0}, R: 1}, FromHeight: h, Diagonal: true}
		if _, err := w.LoS(q); err == nil {
			t.Errorf("FromHeight %g: no error", h)
		}
	}
}

// Issue 33: a sight line whose weight is NaN was seen with score NaN.
func TestIssue33ChunkSumNaNWeightNotSeen(t *testing.T) {
	for _, pooled := range []bool{false, true} {
		r := &los.ChunkSum{Weight: func(int) (float64, bool) { return math.NaN(), true }, Chunk: 5, Limit: 2, PerFeature: pooled}
		r.Begin(&los.Sight{})
		r.Add(los.Crossing{Feature: 0, Shape: terrain.Area, T0: 0, T1: 1, Length: 3})
		if v := r.Verdict(); v.Seen {
			t.Errorf("PerFeature %v: NaN weight seen with score %g", pooled, v.Score)
		}
	}
}
