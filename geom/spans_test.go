package geom_test

import (
	"math"
	"math/big"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

// Two stretches of a 3-4-5 diagonal, each exactly 5 long though their
// rounded ends are not exact, pool to exactly 10: two chunks of 5.
func TestSpansUnitsDiagonal(t *testing.T) {
	s := geom.Segment{A: pt(-3, -4), B: pt(9, 12)} // 20 long
	// x >= 0 up to y < 4: t from 1/4 to 1/2; y >= 8: t from 3/4 to 1.
	a := geom.Polygon{orb.Ring{pt(0, -10), pt(10, -10), pt(10, 4), pt(0, 4), pt(0, -10)}}
	b := geom.Polygon{orb.Ring{pt(-10, 8), pt(20, 8), pt(20, 30), pt(-10, 30), pt(-10, 8)}}
	var spans []geom.Span
	for _, p := range []geom.Polygon{a, b} {
		for _, iv := range p.AppendIntervals(nil, s) {
			spans = append(spans, geom.Span{T0: iv.T0, T1: iv.T1, Cut0: p, Cut1: p})
		}
	}
	if len(spans) != 2 {
		t.Fatalf("spans %v", spans)
	}
	for _, c := range []struct {
		u    float64
		up   bool
		want int
	}{{5, true, 2}, {5, false, 2}, {10, true, 1}, {10, false, 1}, {3, true, 4}, {3, false, 3}, {20, true, 1}, {20, false, 0}} {
		if got := s.SpansUnits(spans, c.u, c.up); got != c.want {
			t.Errorf("SpansUnits(u %v, up %v) = %d, want %d", c.u, c.up, got, c.want)
		}
	}
	// One span is StretchUnits.
	if got, want := s.SpansUnits(spans[:1], 5, true), s.StretchUnits(spans[0].T0, spans[0].T1, 5, true, a, a); got != want || got != 1 {
		t.Errorf("one span = %d, StretchUnits %d", got, want)
	}
	for _, c := range []struct {
		name  string
		s     geom.Segment
		spans []geom.Span
		u     float64
	}{
		{"no spans", s, nil, 5},
		{"zero unit", s, spans, 0},
		{"infinite unit", s, spans, math.Inf(1)},
		{"NaN unit", s, spans, math.NaN()},
		{"point segment", geom.Segment{A: pt(1, 1), B: pt(1, 1)}, spans, 5},
		{"NaN segment", geom.Segment{A: pt(math.NaN(), 1), B: pt(1, 1)}, spans, 5},
		{"NaN span", s, []geom.Span{{T0: math.NaN(), T1: 1}, {T0: 0, T1: 1}}, 5},
	} {
		if got := c.s.SpansUnits(c.spans, c.u, true); got != 0 {
			t.Errorf("%s: %d, want 0", c.name, got)
		}
	}
	// Away from a tie nothing is allocated.
	far := []geom.Span{{T0: 0, T1: 0.3}, {T0: 0.5, T1: 0.61}}
	if n := testing.AllocsPerRun(50, func() { s.SpansUnits(far, 5, true) }); n != 0 {
		t.Errorf("SpansUnits away from a tie allocates %v times", n)
	}
}

// The pooled count is the least k with k·u >= the exact total (up), or
// the greatest with k·u <= it, for stretches of an integer segment
// through integer rectangles (whose crossings are rational).
func TestSpansUnitsProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ic := func(name string) float64 { return float64(rapid.IntRange(-12, 12).Draw(t, name)) }
		s := geom.Segment{A: pt(ic("ax"), ic("ay")), B: pt(ic("bx"), ic("by"))}
		if s.A == s.B {
			return
		}
		var spans []geom.Span
		total := new(big.Rat)
		for k := range rapid.IntRange(1, 4).Draw(t, "rects") {
			x0, y0 := ic("x0"), ic("y0")
			w, h := float64(rapid.IntRange(1, 8).Draw(t, "w")), float64(rapid.IntRange(1, 8).Draw(t, "h"))
			_ = k
			p := geom.Polygon{orb.Ring{pt(x0, y0), pt(x0+w, y0), pt(x0+w, y0+h), pt(x0, y0+h), pt(x0, y0)}}
			lo, hi, ok := ratClip(s, x0, y0, x0+w, y0+h)
			if lo == nil && ok {
				continue // along an edge: geom's boundary rule, tested elsewhere
			}
			ivs := p.AppendIntervals(nil, s)
			if !ok {
				if len(ivs) != 0 {
					t.Fatalf("intervals %v where the oracle finds none", ivs)
				}
				continue
			}
			for _, iv := range ivs {
				spans = append(spans, geom.Span{T0: iv.T0, T1: iv.T1, Cut0: p, Cut1: p})
			}
			total.Add(total, new(big.Rat).Sub(hi, lo))
		}
		u := float64(rapid.IntRange(1, 20).Draw(t, "u")) / 4
		d2 := new(big.Rat).SetFloat64((s.B[0]-s.A[0])*(s.B[0]-s.A[0]) + (s.B[1]-s.A[1])*(s.B[1]-s.A[1]))
		// sign of total·|d| - k·u, by squares.
		cmp := func(k int) int {
			lhs := new(big.Rat).Mul(new(big.Rat).Mul(total, total), d2)
			ku := new(big.Rat).Mul(big.NewRat(int64(k), 1), new(big.Rat).SetFloat64(u))
			return lhs.Cmp(new(big.Rat).Mul(ku, ku))
		}
		for _, up := range []bool{true, false} {
			k := s.SpansUnits(spans, u, up)
			if total.Sign() == 0 {
				if k != 0 {
					t.Fatalf("no length, %d units", k)
				}
				continue
			}
			if up && !(cmp(k) <= 0 && (k == 0 || cmp(k-1) > 0)) {
				t.Fatalf("SpansUnits(up) = %d is not the least cover of %v·|d| by %v", k, total, u)
			}
			if !up && !(cmp(k) >= 0 && cmp(k+1) < 0) {
				t.Fatalf("SpansUnits(down) = %d is not the greatest count in %v·|d| of %v", k, total, u)
			}
		}
	})
}

// ratClip returns the exact parameters where s enters and leaves the
// closed rectangle, and false if the part inside has no length (the
// intervals of an area have positive length); nil and true when s runs
// along an edge.
func ratClip(s geom.Segment, x0, y0, x1, y1 float64) (lo, hi *big.Rat, ok bool) {
	lo, hi = new(big.Rat), big.NewRat(1, 1)
	r := func(x float64) *big.Rat { return new(big.Rat).SetFloat64(x) }
	for i, b := range [2][2]float64{{x0, x1}, {y0, y1}} {
		a, d := r(s.A[i]), new(big.Rat).Sub(r(s.B[i]), r(s.A[i]))
		if d.Sign() == 0 {
			if a.Cmp(r(b[0])) < 0 || a.Cmp(r(b[1])) > 0 {
				return nil, nil, false
			}
			if a.Cmp(r(b[0])) == 0 || a.Cmp(r(b[1])) == 0 {
				return nil, nil, true
			}
			continue
		}
		t0 := new(big.Rat).Quo(new(big.Rat).Sub(r(b[0]), a), d)
		t1 := new(big.Rat).Quo(new(big.Rat).Sub(r(b[1]), a), d)
		if t0.Cmp(t1) > 0 {
			t0, t1 = t1, t0
		}
		if t0.Cmp(lo) > 0 {
			lo = t0
		}
		if t1.Cmp(hi) < 0 {
			hi = t1
		}
	}
	return lo, hi, lo.Cmp(hi) < 0
}

// FuzzSpansUnits: any segment, with the stretches two squares cut from
// it and a span of its own, gets a count without panicking, never
// negative, and within one of the rounded total's.
func FuzzSpansUnits(f *testing.F) {
	f.Add(-3.0, -4.0, 9.0, 12.0, 0.25, 0.5, 5.0, 2.0, true)
	f.Add(0.0, 0.0, 1e300, 1e300, 0.0, 1.0, 1e-300, 0.5, false)
	f.Fuzz(func(t *testing.T, ax, ay, bx, by, t0, t1, u, side float64, up bool) {
		s := geom.Segment{A: pt(ax, ay), B: pt(bx, by)}
		var spans []geom.Span
		for _, o := range []float64{0, side} {
			sq := geom.Polygon{orb.Ring{pt(o, o), pt(o+1, o), pt(o+1, o+1), pt(o, o+1), pt(o, o)}}
			for _, iv := range sq.AppendIntervals(nil, s) {
				spans = append(spans, geom.Span{T0: iv.T0, T1: iv.T1, Cut0: sq, Cut1: sq})
			}
		}
		spans = append(spans, geom.Span{T0: t0, T1: t1})
		k := s.SpansUnits(spans, u, up)
		if k < 0 {
			t.Fatalf("negative count %d", k)
		}
		if !(t0 >= 0 && t0 <= 1 && t1 >= 0 && t1 <= 1) {
			if k != 0 {
				t.Fatalf("a span outside [0, 1] gives %d", k)
			}
			return
		}
		l := 0.0
		for _, sp := range spans {
			l += math.Abs(sp.T1-sp.T0) * s.Length()
		}
		if r := geom.Units(l, u, up); k > 0 && r > 0 && r < 1<<30 && (k > r+1 || k < r-1) {
			t.Fatalf("count %d, rounded total %v gives %d", k, l, r)
		}
	})
}

// On a grid the common tie (a line along an axis, woods with edges
// across it) is decided without allocating.
func TestSpansUnitsAxisTie(t *testing.T) {
	s := geom.Segment{A: pt(0, 5), B: pt(20, 5)}
	rect := func(x0, x1 float64) geom.Polygon {
		return geom.Polygon{orb.Ring{pt(x0, 0), pt(x1, 0), pt(x1, 10), pt(x0, 10), pt(x0, 0)}}
	}
	var spans []geom.Span
	for _, p := range []geom.Polygon{rect(2, 3.25), rect(5, 5.5), rect(8, 9.25)} {
		for _, iv := range p.AppendIntervals(nil, s) {
			spans = append(spans, geom.Span{T0: iv.T0, T1: iv.T1, Cut0: p, Cut1: p})
		}
	}
	for _, c := range []struct {
		u    float64
		up   bool
		want int
	}{{1, true, 3}, {1, false, 3}, {0.75, true, 4}, {0.75, false, 4}, {3, true, 1}, {2, false, 1}, {2, true, 2}} {
		if got := s.SpansUnits(spans, c.u, c.up); got != c.want {
			t.Errorf("u %v up %v: %d, want %d", c.u, c.up, got, c.want)
		}
	}
	if n := testing.AllocsPerRun(50, func() { s.SpansUnits(spans, 1, true) }); n != 0 {
		t.Errorf("an axis tie allocates %v times", n)
	}
	// A segment running off the woods' edge ends at its own end: still
	// exact.
	short := geom.Segment{A: pt(2.5, 5), B: pt(5.25, 5)}
	spans = spans[:0]
	for _, p := range []geom.Polygon{rect(2, 3.25), rect(5, 5.5)} {
		for _, iv := range p.AppendIntervals(nil, short) {
			spans = append(spans, geom.Span{T0: iv.T0, T1: iv.T1, Cut0: p, Cut1: p})
		}
	}
	if got := short.SpansUnits(spans, 1, true); got != 1 {
		t.Errorf("0.75 + 0.25 in units of 1: %d, want 1", got)
	}
}
