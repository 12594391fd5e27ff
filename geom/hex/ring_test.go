package hex_test

import (
	"cmp"
	"iter"
	"math"
	"slices"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
	"pgregory.net/rapid"
)

func ringHexes(pairs ...int) []hex.Hex {
	out := make([]hex.Hex, 0, len(pairs)/2)
	for i := 0; i+1 < len(pairs); i += 2 {
		out = append(out, hex.Hex{Q: pairs[i], R: pairs[i+1]})
	}
	return out
}

func TestRing(t *testing.T) {
	c := hex.Hex{Q: 2, R: -1}
	tests := []struct {
		name   string
		c      hex.Hex
		radius int
		want   []hex.Hex
	}{
		{"negative radius is empty", c, -1, nil},
		{"very negative radius is empty", c, math.MinInt, nil},
		{"radius 0 is the centre", c, 0, []hex.Hex{c}},
		// Starts at c+Direction(0) and goes round in direction order.
		{"radius 1 at origin", hex.Hex{}, 1, ringHexes(1, 0, 1, -1, 0, -1, -1, 0, -1, 1, 0, 1)},
		{"radius 1 off origin", c, 1, ringHexes(3, -1, 3, -2, 2, -2, 1, -1, 1, 0, 2, 0)},
		{"radius 2 at origin", hex.Hex{}, 2, ringHexes(
			2, 0, 2, -1, // walk direction 2 from 2·dir 0
			2, -2, 1, -2, // corner 2·dir 1, walk direction 3
			0, -2, -1, -1,
			-2, 0, -2, 1,
			-2, 2, -1, 2,
			0, 2, 1, 1,
		)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := slices.Collect(hex.Ring(tt.c, tt.radius))
			if diff := gocmp.Diff(tt.want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("Ring(%v, %d) mismatch (-want +got):\n%s", tt.c, tt.radius, diff)
			}
			if n := hex.RingLen(tt.radius); n != len(tt.want) {
				t.Errorf("RingLen(%d) = %d, want %d", tt.radius, n, len(tt.want))
			}
			app := hex.AppendRing(ringHexes(7, 7), tt.c, tt.radius)
			if diff := gocmp.Diff(append(ringHexes(7, 7), tt.want...), app); diff != "" {
				t.Errorf("AppendRing mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestSpiral(t *testing.T) {
	tests := []struct {
		name   string
		radius int
		want   []hex.Hex
	}{
		{"negative radius is empty", -1, nil},
		{"radius 0 is the centre", 0, ringHexes(0, 0)},
		{"radius 1 is centre then ring 1", 1, ringHexes(0, 0, 1, 0, 1, -1, 0, -1, -1, 0, -1, 1, 0, 1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := slices.Collect(hex.Spiral(hex.Hex{}, tt.radius))
			if diff := gocmp.Diff(tt.want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("Spiral mismatch (-want +got):\n%s", diff)
			}
			app := hex.AppendSpiral(nil, hex.Hex{}, tt.radius)
			if diff := gocmp.Diff(tt.want, app, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("AppendSpiral mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestRange(t *testing.T) {
	tests := []struct {
		name string
		c    hex.Hex
		n    int
		want []hex.Hex
	}{
		{"negative radius is empty", hex.Hex{}, -1, nil},
		{"radius 0 is the centre", hex.Hex{Q: -4, R: 9}, 0, ringHexes(-4, 9)},
		{"radius 1 by q then r", hex.Hex{}, 1, ringHexes(-1, 0, -1, 1, 0, -1, 0, 0, 0, 1, 1, -1, 1, 0)},
		{"radius 1 off origin", hex.Hex{Q: 5, R: 5}, 1, ringHexes(4, 5, 4, 6, 5, 4, 5, 5, 5, 6, 6, 4, 6, 5)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := slices.Collect(hex.Range(tt.c, tt.n))
			if diff := gocmp.Diff(tt.want, got, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("Range mismatch (-want +got):\n%s", diff)
			}
			app := hex.AppendRange(nil, tt.c, tt.n)
			if diff := gocmp.Diff(tt.want, app, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("AppendRange mismatch (-want +got):\n%s", diff)
			}
			if n := hex.RangeLen(tt.n); n != len(tt.want) {
				t.Errorf("RangeLen(%d) = %d, want %d", tt.n, n, len(tt.want))
			}
		})
	}
}

func TestRangeIntersection(t *testing.T) {
	o := hex.Hex{}
	tests := []struct {
		name   string
		a      hex.Hex
		ra     int
		b      hex.Hex
		rb     int
		want   []hex.Hex
		wantN  int // checked when want is nil
		mirror bool
	}{
		{name: "disjoint", a: o, ra: 1, b: hex.Hex{Q: 3}, rb: 1, want: nil},
		{name: "touching at one hex", a: o, ra: 1, b: hex.Hex{Q: 2}, rb: 1, want: ringHexes(1, 0)},
		{name: "two shared hexes", a: o, ra: 1, b: hex.Hex{Q: 1}, rb: 1, want: ringHexes(0, 0, 0, 1, 1, -1, 1, 0)},
		{name: "same range", a: o, ra: 3, b: o, rb: 3, wantN: hex.RangeLen(3)},
		{name: "nested is the smaller", a: o, ra: 5, b: hex.Hex{Q: 1, R: 1}, rb: 2, wantN: hex.RangeLen(2)},
		{name: "radius 0 inside", a: o, ra: 4, b: hex.Hex{Q: -2, R: 3}, rb: 0, want: ringHexes(-2, 3)},
		{name: "radius 0 on the edge", a: o, ra: 3, b: hex.Hex{Q: -2, R: 3}, rb: 0, want: ringHexes(-2, 3)},
		{name: "radius 0 far", a: o, ra: 1, b: hex.Hex{Q: -2, R: 3}, rb: 0, want: nil},
		{name: "negative first radius", a: o, ra: -1, b: o, rb: 3, want: nil},
		{name: "negative second radius", a: o, ra: 3, b: o, rb: -1, want: nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := slices.Collect(hex.RangeIntersection(tt.a, tt.ra, tt.b, tt.rb))
			if tt.want != nil || tt.wantN == 0 {
				if diff := gocmp.Diff(tt.want, got, cmpopts.EquateEmpty()); diff != "" {
					t.Errorf("RangeIntersection mismatch (-want +got):\n%s", diff)
				}
			} else if len(got) != tt.wantN {
				t.Errorf("RangeIntersection has %d hexes, want %d", len(got), tt.wantN)
			}
			app := hex.AppendRangeIntersection(nil, tt.a, tt.ra, tt.b, tt.rb)
			if diff := gocmp.Diff(got, app, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("AppendRangeIntersection differs from the iterator (-iter +append):\n%s", diff)
			}
		})
	}
}

// Every iterator must stop as soon as yield returns false.
func TestRingIteratorsStopEarly(t *testing.T) {
	c := hex.Hex{Q: 1, R: 2}
	seqs := map[string]func(yield func(hex.Hex) bool){
		"Ring":              hex.Ring(c, 3),
		"Spiral":            hex.Spiral(c, 3),
		"Range":             hex.Range(c, 3),
		"RangeIntersection": hex.RangeIntersection(c, 3, c.Add(hex.Hex{Q: 1}), 3),
		"Ring0":             hex.Ring(c, 0),
		"Spiral0":           hex.Spiral(c, 0),
	}
	for name, seq := range seqs {
		for stop := 1; stop <= 4; stop++ {
			n := 0
			seq(func(hex.Hex) bool {
				n++
				return n < stop
			})
			want := stop
			if name == "Ring0" || name == "Spiral0" {
				want = 1
			}
			if n != want {
				t.Errorf("%s: yield called %d times after asking to stop at %d", name, n, want)
			}
		}
	}
}

func ringLess(a, b hex.Hex) int {
	return cmp.Or(cmp.Compare(a.Q, b.Q), cmp.Compare(a.R, b.R))
}

func ringSet(hs []hex.Hex) map[hex.Hex]bool {
	m := make(map[hex.Hex]bool, len(hs))
	for _, h := range hs {
		m[h] = true
	}
	return m
}

// Property: Range(c, n) has 1+3n(n+1) distinct hexes, all within n of c,
// sorted by Q then R; it equals the brute-force scan of its bounding box.
func TestRangeProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := hextest.Hex(1000).Draw(t, "c")
		n := rapid.IntRange(0, 12).Draw(t, "n")
		got := slices.Collect(hex.Range(c, n))
		if len(got) != 1+3*n*(n+1) {
			t.Fatalf("Range(%v, %d) has %d hexes, want %d", c, n, len(got), 1+3*n*(n+1))
		}
		if !slices.IsSortedFunc(got, ringLess) {
			t.Fatalf("Range(%v, %d) not sorted by Q then R: %v", c, n, got)
		}
		if len(ringSet(got)) != len(got) {
			t.Fatalf("Range(%v, %d) repeats a hex", c, n)
		}
		var brute []hex.Hex
		for q := c.Q - n; q <= c.Q+n; q++ {
			for r := c.R - n; r <= c.R+n; r++ {
				if h := (hex.Hex{Q: q, R: r}); h.Distance(c) <= n {
					brute = append(brute, h)
				}
			}
		}
		if diff := gocmp.Diff(brute, got); diff != "" {
			t.Fatalf("Range(%v, %d) differs from brute force (-brute +got):\n%s", c, n, diff)
		}
	})
}

// Property: Ring(c, r) is Range(c, r) minus Range(c, r-1) as a set, has
// RingLen(r) distinct hexes, and each hex is adjacent to the next (the last
// to the first): it is a closed walk.
func TestRingProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := hextest.Hex(1000).Draw(t, "c")
		r := rapid.IntRange(0, 12).Draw(t, "r")
		ring := slices.Collect(hex.Ring(c, r))
		if len(ring) != hex.RingLen(r) || len(ringSet(ring)) != len(ring) {
			t.Fatalf("Ring(%v, %d): %d hexes, %d distinct, want %d", c, r, len(ring), len(ringSet(ring)), hex.RingLen(r))
		}
		inner := ringSet(slices.Collect(hex.Range(c, r-1)))
		want := map[hex.Hex]bool{}
		for h := range hex.Range(c, r) {
			if !inner[h] {
				want[h] = true
			}
		}
		if diff := gocmp.Diff(want, ringSet(ring)); diff != "" {
			t.Fatalf("Ring(%v, %d) != Range(r) - Range(r-1) (-want +got):\n%s", c, r, diff)
		}
		if r > 0 {
			for i, h := range ring {
				if next := ring[(i+1)%len(ring)]; !h.IsNeighbor(next) {
					t.Fatalf("Ring(%v, %d): %v then %v are not adjacent", c, r, h, next)
				}
			}
			for i := range 6 {
				if want := c.Add(hex.Direction(i).Vector().Scale(r)); ring[i*r] != want {
					t.Fatalf("Ring(%v, %d)[%d] = %v, want c + %d·Direction(%d) = %v", c, r, i*r, ring[i*r], r, i, want)
				}
			}
		}
	})
}

// Property: rotating Ring(c, r) about c by k steps shifts it by k·r places.
func TestRingRotationShifts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := hextest.Hex(1000).Draw(t, "c")
		r := rapid.IntRange(1, 10).Draw(t, "r")
		k := rapid.IntRange(-12, 12).Draw(t, "k")
		ring := slices.Collect(hex.Ring(c, r))
		n := len(ring)
		for i, h := range ring {
			j := ((i+k*r)%n + n) % n
			if got := h.RotateAround(c, k); got != ring[j] {
				t.Fatalf("Ring(%v,%d)[%d].RotateAround(c, %d) = %v, want ring[%d] = %v", c, r, i, k, got, j, ring[j])
			}
		}
	})
}

// Property: Spiral(c, n) is c followed by Ring(c, 1) ... Ring(c, n).
func TestSpiralIsConcatenatedRings(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := hextest.Hex(1000).Draw(t, "c")
		n := rapid.IntRange(-2, 12).Draw(t, "n")
		var want []hex.Hex
		for k := 0; k <= n; k++ {
			want = hex.AppendRing(want, c, k)
		}
		got := slices.Collect(hex.Spiral(c, n))
		if diff := gocmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("Spiral(%v, %d) mismatch (-rings +spiral):\n%s", c, n, diff)
		}
		if len(got) != hex.RangeLen(n) {
			t.Fatalf("Spiral(%v, %d) has %d hexes, want RangeLen = %d", c, n, len(got), hex.RangeLen(n))
		}
	})
}

// Property: RangeIntersection equals Range(a, ra) filtered by distance to b,
// in the same order, and is symmetric in its two ranges.
func TestRangeIntersectionProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := hextest.Hex(30).Draw(t, "a")
		b := hextest.Hex(30).Draw(t, "b")
		ra := rapid.IntRange(-1, 12).Draw(t, "ra")
		rb := rapid.IntRange(-1, 12).Draw(t, "rb")
		var want []hex.Hex
		for h := range hex.Range(a, ra) {
			if h.Distance(b) <= rb {
				want = append(want, h)
			}
		}
		got := slices.Collect(hex.RangeIntersection(a, ra, b, rb))
		if diff := gocmp.Diff(want, got, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("RangeIntersection(%v,%d,%v,%d) (-filter +got):\n%s", a, ra, b, rb, diff)
		}
		swapped := slices.Collect(hex.RangeIntersection(b, rb, a, ra))
		if diff := gocmp.Diff(got, swapped, cmpopts.EquateEmpty()); diff != "" {
			t.Fatalf("RangeIntersection not symmetric (-ab +ba):\n%s", diff)
		}
	})
}

// ringSink keeps benchmark results alive so the compiler cannot drop the work.
var ringSink hex.Hex

// The loops live in helpers because calls written directly in a b.Loop body
// are not inlined, and an iterator that is not inlined pays an indirect
// call per hex; user code, which is not in a b.Loop body, gets the inlined
// form. The "seq" sub-benchmarks measure the indirect form for comparison.

func ringSumRange(c hex.Hex, n int) (acc hex.Hex) {
	for h := range hex.Range(c, n) {
		acc = acc.Add(h)
	}
	return acc
}

func ringSumRing(c hex.Hex, n int) (acc hex.Hex) {
	for h := range hex.Ring(c, n) {
		acc = acc.Add(h)
	}
	return acc
}

func ringSumSpiral(c hex.Hex, n int) (acc hex.Hex) {
	for h := range hex.Spiral(c, n) {
		acc = acc.Add(h)
	}
	return acc
}

func ringSumIntersection(a hex.Hex, ra int, b hex.Hex, rb int) (acc hex.Hex) {
	for h := range hex.RangeIntersection(a, ra, b, rb) {
		acc = acc.Add(h)
	}
	return acc
}

func ringSumSeq(seq iter.Seq[hex.Hex]) (acc hex.Hex) {
	for h := range seq {
		acc = acc.Add(h)
	}
	return acc
}

func BenchmarkRange(b *testing.B) {
	c := hex.Hex{Q: 3, R: -7}
	b.Run("radius20", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			ringSink = ringSumRange(c, 20)
		}
	})
	b.Run("radius20/seq", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			ringSink = ringSumSeq(hex.Range(c, 20))
		}
	})
	b.Run("radius20/append", func(b *testing.B) {
		b.ReportAllocs()
		buf := make([]hex.Hex, 0, hex.RangeLen(20))
		for b.Loop() {
			buf = hex.AppendRange(buf[:0], c, 20)
		}
		ringSink = buf[len(buf)-1]
	})
}

func BenchmarkRangeIntersection(b *testing.B) {
	b.Run("radius20/overlap-half", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			ringSink = ringSumIntersection(hex.Hex{}, 20, hex.Hex{Q: 10, R: -5}, 20)
		}
	})
	b.Run("radius20/disjoint", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			ringSink = ringSumIntersection(hex.Hex{}, 20, hex.Hex{Q: 50, R: -5}, 20)
		}
	})
}

func BenchmarkRing(b *testing.B) {
	b.Run("radius1000", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			ringSink = ringSumRing(hex.Hex{Q: 3, R: -7}, 1000)
		}
	})
}

func BenchmarkSpiral(b *testing.B) {
	b.Run("radius1000", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			ringSink = ringSumSpiral(hex.Hex{Q: 3, R: -7}, 1000)
		}
	})
}

// Property: the AppendX forms of the ring and the spiral append exactly
// what their iterators yield, in the same order, after what dst held,
// for any radius (negative ones and ones reaching outside the valid range
// included).
func TestAppendRingAndSpiralAreTheIterators(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := hextest.Hex(1000).Draw(t, "c")
		if rapid.Bool().Draw(t, "edge") {
			c = hex.Hex{Q: hex.MaxCoord - rapid.IntRange(0, 3).Draw(t, "in"), R: rapid.IntRange(-3, 3).Draw(t, "r")}
			c.R -= c.Q + c.R - min(c.Q+c.R, hex.MaxCoord) // keep S in range
		}
		r := rapid.IntRange(-3, 15).Draw(t, "radius")
		prefix := []hex.Hex{{Q: 7, R: 7}}
		ring := hex.AppendRing(slices.Clone(prefix), c, r)
		if diff := gocmp.Diff(append(slices.Clone(prefix), slices.Collect(hex.Ring(c, r))...), ring); diff != "" {
			t.Fatalf("AppendRing(%v, %d) (-iterator +append):\n%s", c, r, diff)
		}
		spiral := hex.AppendSpiral(slices.Clone(prefix), c, r)
		if diff := gocmp.Diff(append(slices.Clone(prefix), slices.Collect(hex.Spiral(c, r))...), spiral); diff != "" {
			t.Fatalf("AppendSpiral(%v, %d) (-iterator +append):\n%s", c, r, diff)
		}
	})
}
