package hex

import (
	"math"
	"math/big"
	"testing"

	"pgregory.net/rapid"
)

// nearLine draws a point of the rhombus at (q0, r0) on, or a few ulps
// off, one of the six lines RoundOK compares against (sides and corners
// of the hexes that meet there), or anywhere in it.
func nearLine(t *rapid.T) Fractional {
	q0 := float64(rapid.IntRange(-1000, 1000).Draw(t, "q0"))
	r0 := float64(rapid.IntRange(-1000, 1000).Draw(t, "r0"))
	if rapid.Bool().Draw(t, "huge") {
		// Up to 1000 x 2^19, just inside the valid hex range.
		q0 *= 1 << 19
		r0 *= 1 << 19
	}
	u := rapid.Float64Range(0, 1).Draw(t, "u")
	if rapid.Bool().Draw(t, "dyadic") {
		// Quarters put the point exactly on the line (and on corners).
		u = float64(rapid.IntRange(0, 4).Draw(t, "quarters")) / 4
	}
	var a, b float64
	switch rapid.IntRange(0, 6).Draw(t, "line") {
	case 0: // a + 2b = 2
		a, b = 2*u, 1-u
	case 1: // 2a + b = 2
		a, b = 1-u, 2*u
	case 2: // a = b
		a, b = u, u
	case 3: // a + b = 1
		a, b = u, 1-u
	case 4: // 2a + b = 1
		a, b = u/2, 1-u
	case 5: // a + 2b = 1
		a, b = 1-u, u/2
	default:
		a, b = u, rapid.Float64Range(0, 1).Draw(t, "b")
	}
	f := Fractional{Q: q0 + a, R: r0 + b}
	if rapid.Bool().Draw(t, "exact") {
		return f
	}
	for range rapid.IntRange(0, 3).Draw(t, "nudgeQ") {
		f.Q = math.Nextafter(f.Q, math.Inf(rapid.IntRange(-1, 1).Draw(t, "dirQ")|1))
	}
	for range rapid.IntRange(0, 3).Draw(t, "nudgeR") {
		f.R = math.Nextafter(f.R, math.Inf(rapid.IntRange(-1, 1).Draw(t, "dirR")|1))
	}
	return f
}

// roundExact is the nearest hex centre to f in exact rational
// arithmetic, ties to the greater Q, then the greater R: the oracle of the
// float fast path.
func roundExact(f Fractional) Hex {
	q0, r0 := math.Floor(f.Q), math.Floor(f.R)
	var best Hex
	var bestN *big.Rat
	for _, d := range [4][2]float64{{1, 1}, {1, 0}, {0, 1}, {0, 0}} { // tie-rule order
		dq := new(big.Rat).Sub(new(big.Rat).SetFloat64(f.Q), new(big.Rat).SetFloat64(q0+d[0]))
		dr := new(big.Rat).Sub(new(big.Rat).SetFloat64(f.R), new(big.Rat).SetFloat64(r0+d[1]))
		// The squared hex metric dq² + dq·dr + dr², up to a constant factor.
		n := new(big.Rat).Mul(dq, dq)
		n.Add(n, new(big.Rat).Mul(dq, dr))
		n.Add(n, new(big.Rat).Mul(dr, dr))
		if bestN == nil || n.Cmp(bestN) < 0 {
			best, bestN = Hex{int(q0 + d[0]), int(r0 + d[1])}, n
		}
	}
	return best
}

// TestRoundFastPathMatchesExact checks RoundOK, which decides most
// comparisons from a rounded float sum, against exact rational arithmetic
// on points on and next to sides and corners (where the rounded sum equals
// its bound and the exact path must decide) and anywhere else.
func TestRoundFastPathMatchesExact(t *testing.T) {
	onLine := 0
	rapid.Check(t, func(t *rapid.T) {
		for range 20 {
			f := nearLine(t)
			got, ok := f.RoundOK()
			if !ok {
				t.Fatalf("RoundOK(%v) not ok", f)
			}
			if want := roundExact(f); got != want {
				t.Fatalf("RoundOK(%v) = %v, exact %v", f, got, want)
			}
			q0, r0 := math.Floor(f.Q), math.Floor(f.R)
			if f.Q+f.R == q0+r0+1 || f.Q-f.R == q0-r0 || 2*f.Q+f.R == 2*q0+r0+1 {
				onLine++
			}
		}
	})
	if onLine == 0 {
		t.Error("no point drawn where a rounded sum meets its bound: the generator misses the ties")
	}
}

// TestRoundRegions checks one point strictly inside each region of the
// lattice rhombus at (7, -3).
func TestRoundRegions(t *testing.T) {
	for _, c := range []struct {
		a, b   float64
		dq, dr int
	}{{0.1, 0.1, 0, 0}, {0.9, 0.1, 1, 0}, {0.1, 0.9, 0, 1}, {0.9, 0.9, 1, 1}, {0.55, 0.45, 1, 0}, {0.45, 0.55, 0, 1}} {
		h, _ := Fractional{Q: 7 + c.a, R: -3 + c.b}.RoundOK()
		if h != (Hex{7 + c.dq, -3 + c.dr}) {
			t.Errorf("(%v, %v) in the rhombus at (7,-3): got %v, want offset (%d, %d)", c.a, c.b, h, c.dq, c.dr)
		}
	}
}

func TestRoundHostile(t *testing.T) {
	for _, f := range []Fractional{{math.NaN(), 0}, {0, math.Inf(1)}, {1 << 51, 0}, {0, -(1 << 51)}, {MaxCoord + 1, 0}, {0, -MaxCoord - 0.5}} {
		if h, ok := f.RoundOK(); ok || h != (Hex{}) {
			t.Errorf("RoundOK(%v) = %v, %v; want zero, false", f, h, ok)
		}
	}
	if h, ok := (Fractional{Q: MaxCoord, R: -MaxCoord}).RoundOK(); !ok || h != (Hex{MaxCoord, -MaxCoord}) {
		t.Errorf("at the limit: %v, %v", h, ok)
	}
}
