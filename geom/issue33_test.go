package geom_test

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// Issue 33: IntersectionLength of a segment with a NaN end returned NaN,
// where its doc promises 0.
func TestIssue33IntersectionLengthNaNEnd(t *testing.T) {
	sq := geom.Polygon{orb.Ring{{0, 0}, {10, 0}, {10, 10}, {0, 10}, {0, 0}}}
	for _, s := range []geom.Segment{
		{A: orb.Point{1, 1}, B: orb.Point{math.NaN(), 5}},
		{A: orb.Point{math.Inf(1), 1}, B: orb.Point{5, 5}},
	} {
		if got := geom.IntersectionLength(s, sq); got != 0 {
			t.Errorf("IntersectionLength(%v) = %g, want 0", s, got)
		}
	}
}

// Issue 33: distances of finite points near ±1e308 were NaN where the
// distance contract promises +Inf on overflow.
func TestIssue33DistanceOverflowIsInf(t *testing.T) {
	s := geom.Segment{A: orb.Point{-1e308, -1e308}, B: orb.Point{1e308, 1e308}}
	p := orb.Point{1e308, -1e308}
	if got := geom.PointSegmentDistance(p, s); !math.IsInf(got, 1) {
		t.Errorf("PointSegmentDistance = %g, want +Inf", got)
	}
	o := geom.Segment{A: orb.Point{1e308, -1e308}, B: orb.Point{1e308, -0.9e308}}
	if got := geom.SegmentDistance(s, o); !math.IsInf(got, 1) {
		t.Errorf("SegmentDistance = %g, want +Inf", got)
	}
}
