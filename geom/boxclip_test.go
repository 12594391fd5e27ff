package geom_test

import (
	"math"
	"math/big"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

// ClipToBound and LineClipToBound: named cases, the boundary included,
// and bad input.
func TestClipToBound(t *testing.T) {
	box := orb.Bound{Max: orb.Point{10, 10}}
	nan := math.NaN()
	for _, c := range []struct {
		name   string
		s      geom.Segment
		line   bool
		want   geom.Segment
		wantOK bool
	}{
		{"inside", seg(1, 1, 9, 2), false, seg(1, 1, 9, 2), true},
		{"crossing", seg(-5, 5, 15, 5), false, seg(0, 5, 10, 5), true},
		{"entering", seg(-10, 0, 10, 10), false, seg(0, 5, 10, 10), true},
		{"backwards", seg(15, 5, -5, 5), false, seg(10, 5, 0, 5), true},
		{"entering at a corner", seg(-1, 11, 1, 9), false, seg(0, 10, 1, 9), true},
		{"touching a corner", seg(-1, 9, 1, 11), false, seg(0, 10, 0, 10), true},
		{"through a corner only", seg(-1, 1, 1, -1), false, seg(0, 0, 0, 0), true},
		{"along an edge", seg(-5, 0, 5, 0), false, seg(0, 0, 5, 0), true},
		{"missing a corner", seg(-1, 0.5, 0.5, -1.0000001), false, geom.Segment{}, false},
		{"short of the box", seg(-5, 5, -1, 5), false, geom.Segment{}, false},
		{"a point inside", seg(3, 4, 3, 4), false, seg(3, 4, 3, 4), true},
		{"a point outside", seg(30, 4, 30, 4), false, geom.Segment{}, false},
		{"a diagonal of 1e300", seg(-1e300, -1e300, 1e300, 1e300), false, seg(0, 0, 10, 10), true},
		{"a line through a short segment", seg(4, 4, 5, 5), true, seg(0, 0, 10, 10), true},
		{"a line short of the box", seg(-5, 5, -1, 5), true, seg(0, 5, 10, 5), true},
		{"a line missing the box", seg(11, 0, 12, 1), true, geom.Segment{}, false},
		{"a line of a point", seg(3, 4, 3, 4), true, geom.Segment{}, false},
		{"NaN", seg(nan, 0, 1, 1), false, geom.Segment{}, false},
	} {
		clip := c.s.ClipToBound
		if c.line {
			clip = c.s.LineClipToBound
		}
		got, ok := clip(box)
		if ok != c.wantOK || got != c.want {
			t.Errorf("%s: %v, %v; want %v, %v", c.name, got, ok, c.want, c.wantOK)
		}
	}
	for _, b := range []orb.Bound{{Min: orb.Point{1, 1}, Max: orb.Point{0, 0}}, {Max: orb.Point{math.Inf(1), 1}}} {
		if _, ok := seg(0, 0, 1, 1).ClipToBound(b); ok {
			t.Errorf("box %v: ok", b)
		}
	}
}

// Whether a segment meets a box is decided exactly (against rational
// Liang and Barsky), near corners and edges and at every scale; the part
// lies in the box, keeps the segment's ends that are in it, and its cut
// ends lie within a hair of the exact ones.
func TestClipToBoundOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		scale := math.Ldexp(1, rapid.IntRange(-1000, 1020).Draw(t, "exp"))
		grid := func(label string) float64 { return scale * float64(rapid.IntRange(-8, 8).Draw(t, label)) / 4 }
		b := orb.Bound{Min: orb.Point{grid("minx"), grid("miny")}}
		b.Max = orb.Point{b.Min[0] + math.Abs(grid("w")), b.Min[1] + math.Abs(grid("h"))}
		s := seg(grid("ax"), grid("ay"), grid("bx"), grid("by"))
		if rapid.Bool().Draw(t, "nudge") { // an ulp off the grid: near touches
			s.B[0] = math.Nextafter(s.B[0], math.Inf(rapid.IntRange(-1, 1).Draw(t, "way")))
		}
		line := rapid.Bool().Draw(t, "line") && s.A != s.B
		clip := s.ClipToBound
		if line {
			clip = s.LineClipToBound
		}
		got, ok := clip(b)
		t0, t1, want := exactSlabs(s, b, line)
		if ok != want {
			t.Fatalf("%v in %v (line %v): ok %v, exactly %v", s, b, line, ok, want)
		}
		if !ok {
			return
		}
		for i, p := range [2]orb.Point{got.A, got.B} {
			if !b.Contains(p) {
				t.Fatalf("end %v of %v (clip of %v, line %v) leaves %v", p, got, s, line, b)
			}
			tt, own := t0, s.A
			if i == 1 {
				tt, own = t1, s.B
			}
			exact := ratPoint(s, tt)
			if !line && (i == 0 && tt.Sign() == 0 || i == 1 && tt.Cmp(big.NewRat(1, 1)) == 0) && p != own {
				t.Fatalf("end %d of %v is %v, not the segment's own %v", i, got, p, own)
			}
			tol := 1e-9 * max(math.Abs(b.Min[0]), math.Abs(b.Max[0]), math.Abs(b.Min[1]), math.Abs(b.Max[1]), scale)
			if math.Abs(p[0]-exact[0]) > tol || math.Abs(p[1]-exact[1]) > tol {
				t.Fatalf("end %d of %v in %v is %v, exactly %v", i, s, b, p, exact)
			}
		}
	})
}

// exactSlabs clips s (or its line) to b in rationals: the parameters of
// the part's ends and whether it exists.
func exactSlabs(s geom.Segment, b orb.Bound, line bool) (t0, t1 *big.Rat, ok bool) {
	var lo, hi *big.Rat
	if !line {
		lo, hi = big.NewRat(0, 1), big.NewRat(1, 1)
	}
	for ax := range 2 {
		d := new(big.Rat).Sub(rat(s.B[ax]), rat(s.A[ax]))
		if d.Sign() == 0 {
			if s.A[ax] < b.Min[ax] || s.A[ax] > b.Max[ax] {
				return nil, nil, false
			}
			continue
		}
		ta := new(big.Rat).Quo(new(big.Rat).Sub(rat(b.Min[ax]), rat(s.A[ax])), d)
		tb := new(big.Rat).Quo(new(big.Rat).Sub(rat(b.Max[ax]), rat(s.A[ax])), d)
		if ta.Cmp(tb) > 0 {
			ta, tb = tb, ta
		}
		if lo == nil || ta.Cmp(lo) > 0 {
			lo = ta
		}
		if hi == nil || tb.Cmp(hi) < 0 {
			hi = tb
		}
	}
	if lo == nil { // a point, inside on both axes
		lo, hi = big.NewRat(0, 1), big.NewRat(0, 1)
	}
	return lo, hi, lo.Cmp(hi) <= 0
}

// ratPoint returns s.A + t·(s.B - s.A), rounded from its exact value.
func ratPoint(s geom.Segment, t *big.Rat) orb.Point {
	var p orb.Point
	for ax := range 2 {
		d := new(big.Rat).Sub(rat(s.B[ax]), rat(s.A[ax]))
		v := new(big.Rat).Add(rat(s.A[ax]), d.Mul(d, t))
		p[ax], _ = v.Float64()
	}
	return p
}

// FuzzClipToBound: no panic; bad input clips nothing; for finite input
// the part exists exactly when the rational clip says so, and lies in the
// box.
func FuzzClipToBound(f *testing.F) {
	f.Add(-5.0, 5.0, 15.0, 5.0, 0.0, 0.0, 10.0, 10.0, false)
	f.Add(-1e300, -1e300, 1e300, 1e300, 0.0, 0.0, 10.0, 10.0, false)
	f.Add(0.0, 2.0, 5e-324, 2.0, 0.0, 0.25, 0.25, 2.0, true)
	f.Fuzz(func(t *testing.T, ax, ay, bx, by, x0, y0, x1, y1 float64, line bool) {
		s, b := seg(ax, ay, bx, by), orb.Bound{Min: orb.Point{x0, y0}, Max: orb.Point{x1, y1}}
		clip := s.ClipToBound
		if line {
			clip = s.LineClipToBound
		}
		got, ok := clip(b)
		if !isFinite(ax, ay, bx, by, x0, y0, x1, y1) || x0 > x1 || y0 > y1 || line && s.A == s.B {
			if ok {
				t.Fatalf("bad input clipped: %v", got)
			}
			return
		}
		if _, _, want := exactSlabs(s, b, line); ok != want {
			t.Fatalf("%v in %v (line %v): ok %v, exactly %v", s, b, line, ok, want)
		}
		if ok && (!b.Contains(got.A) || !b.Contains(got.B)) {
			t.Fatalf("%v leaves %v", got, b)
		}
	})
}

func isFinite(xs ...float64) bool {
	for _, x := range xs {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return false
		}
	}
	return true
}
