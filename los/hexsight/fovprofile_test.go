package hexsight

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
)

// The sweep's geometry: ringHex is hex.Ring's order, ring centres turn
// strictly counterclockwise from direction 0, and a hex's angular span
// lies strictly between the centres of its two neighbours on the ring
// (so the hexes that meet a window of directions are those whose centre
// lies in it, and one more on each side).
func TestFOVRingGeometry(t *testing.T) {
	for k := 1; k <= 300; k++ {
		n := 6 * k
		j := 0
		for h := range hex.Ring(hex.Hex{}, k) {
			if got := ringHex(k, j); got != h {
				t.Fatalf("ringHex(%d, %d) = %v, hex.Ring has %v", k, j, got, h)
			}
			j++
		}
		for j := range n {
			c := dirOf(lvecOf(ringHex(k, j)))
			if j > 0 && dirOf(lvecOf(ringHex(k, j-1))).cmp(c) >= 0 {
				t.Fatalf("ring %d: centre %d not after centre %d", k, j, j-1)
			}
			lo, hi := hexSpan(ringHex(k, j))
			prev, next := lvecOf(ringHex(k, (j+n-1)%n)), lvecOf(ringHex(k, (j+1)%n))
			if !(ccw(prev, lo.v) > 0 && ccw(hi.v, next) > 0 && ccw(lo.v, c.v) > 0 && ccw(c.v, hi.v) > 0) {
				t.Fatalf("ring %d, hex %d: span %v..%v not strictly between the neighbours' centres %v, %v", k, j, lo.v, hi.v, prev, next)
			}
		}
	}
	if dirOf(dirVec[0]).cmp(dirOf(lvecOf(ringHex(1, 0)))) != 0 {
		t.Fatal("rings do not start at direction 0")
	}
}

// The profile keeps each span's sure part on its open span and its maybe
// part on its closed span, across direction 0 too, and merges what no
// longer differs.
func TestFOVProfileSpans(t *testing.T) {
	never := func(*bound) bool { return false }
	d := func(q, r int64) dir { return dirOf(lvec{q, r}) }
	var p profile
	p.reset()
	v := bound{sure: 1, sureHind: 2, may: 3, mayHind: 4}
	// Across direction 0 (1, 0): from (1, 1) round to (1, -1).
	p.add(span{d(1, 1), d(1, -1), v})
	p.add(span{d(-1, 0), d(-1, 1), v})
	p.apply(never)
	for _, c := range []struct {
		at   dir
		want bound
	}{
		{d(1, 0), v}, // inside, across 0
		{d(1, 1), bound{sure: noBound.sure, may: 3, mayHind: 4}}, // an end: maybe only
		{d(1, -1), bound{sure: noBound.sure, may: 3, mayHind: 4}},
		{d(0, 1), noBound},
		{d(-2, 1), v},
		{d(0, -1), noBound},
	} {
		if got := p.at(c.at); got != c.want {
			t.Errorf("at %v: %+v, want %+v", c.at.v, got, c.want)
		}
	}
	// Sums add where spans overlap; total pieces merge.
	p.add(span{d(1, 2), d(1, -2), v})
	p.apply(func(b *bound) bool { return b.sureHind >= 4 })
	if got := p.at(d(1, 0)); got != totalBound {
		t.Errorf("overlap: %+v, want the total bound", got)
	}
	if got := p.at(d(-2, 1)); got != v {
		t.Errorf("untouched span: %+v", got)
	}
}
