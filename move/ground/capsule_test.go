package ground

import (
	"math/rand/v2"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// Where a base first comes within its radius of a segment (a wall's
// contact, firstWithin) is where its straddle span of that segment
// (capsuleInterval) starts, to the last bit: one measurement serves both
// (before, clearance.go and straddle.go each solved it their own way).
func TestFirstWithinIsCapsuleEntry(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	pt := func() orb.Point { return orb.Point{50 * r.Float64(), 50 * r.Float64()} }
	checked := 0
	for range 200000 {
		s, e := geom.Segment{A: pt(), B: pt()}, geom.Segment{A: pt(), B: pt()}
		rad := 2 * r.Float64()
		if s.A == s.B || s.CmpDistance(e, rad) >= 0 || (geom.Disc{Center: s.A}).CmpDistanceToSegment(e, rad) < 0 {
			continue // no contact, or one at the start
		}
		lo, hi, ok := capsuleInterval(s, e, rad)
		if !ok || hi <= 0 || lo >= 1 {
			continue
		}
		checked++
		if got := firstWithin(s, e, rad); got != max(lo, 0) {
			t.Fatalf("leg %v, segment %v, radius %v: contact at %v, straddle span from %v", s, e, rad, got, lo)
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d legs checked", checked)
	}
}
