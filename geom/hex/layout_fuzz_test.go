package hex

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
)

// FuzzRoundOK checks the branch-free fast path of RoundOK against the
// exact rational oracle on any pair of floats, and PointToHex against
// PointToFractional followed by RoundOK (the documented identity) on a
// stretched flat layout.
func FuzzRoundOK(f *testing.F) {
	f.Add(0.5, -0.49999999999999994)
	f.Add(10.5, -4.0)
	f.Add(1.0/3, 1.0/3)
	f.Add(-1e-300, 0.75)
	f.Add(float64(MaxCoord), -float64(MaxCoord))
	f.Add(math.Inf(1), 0.0)
	f.Add(math.NaN(), 1.0)
	f.Fuzz(func(t *testing.T, q, r float64) {
		fh := Fractional{Q: q, R: r}
		h, ok := fh.RoundOK()
		inRange := math.Abs(q) <= MaxCoord && math.Abs(r) <= MaxCoord
		if ok != inRange {
			t.Fatalf("RoundOK(%v) ok = %v, want %v", fh, ok, inRange)
		}
		if ok {
			if want := roundExact(fh); h != want {
				t.Fatalf("RoundOK(%v) = %v, exact %v", fh, h, want)
			}
		} else if h != (Hex{}) {
			t.Fatalf("RoundOK(%v) = %v, want the zero Hex", fh, h)
		}
		l := Layout{Orientation: Flat, Size: orb.Point{10, 12}, Origin: orb.Point{35, 71}}
		p := orb.Point{q, r}
		gh, gok := l.PointToHexOK(p)
		wh, wok := l.PointToFractional(p).RoundOK()
		if gh != wh || gok != wok || l.PointToHex(p) != wh {
			t.Fatalf("PointToHexOK(%v) = %v, %v; PointToFractional then RoundOK = %v, %v", p, gh, gok, wh, wok)
		}
	})
}
