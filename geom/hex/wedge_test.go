package hex_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
	"pgregory.net/rapid"
)

func TestWedgeTable(t *testing.T) {
	h := func(q, r int) hex.Hex { return hex.Hex{Q: q, R: r} }
	c := h(5, -2)
	tests := []struct {
		name   string
		c      hex.Hex
		d      hex.Direction
		radius int
		b      hex.WedgeBoundary
		want   []hex.Hex
	}{
		{"radius 0 is empty (apex excluded)", h(0, 0), 0, 0, hex.WedgeClosed, nil},
		{"negative radius is empty", h(0, 0), 0, -3, hex.WedgeClosed, nil},
		{"radius 1 is the neighbour", h(0, 0), 0, 1, hex.WedgeClosed, []hex.Hex{h(1, 0)}},
		{"radius 1 half-open", h(0, 0), 0, 1, hex.WedgeHalfOpen, []hex.Hex{h(1, 0)}},
		{"radius 2 closed holds both spine hexes", h(0, 0), 0, 2, hex.WedgeClosed,
			[]hex.Hex{h(1, 0), h(1, 1), h(2, 0), h(2, -1)}},
		{"radius 2 half-open drops spine 0", h(0, 0), 0, 2, hex.WedgeHalfOpen,
			[]hex.Hex{h(1, 0), h(1, 1), h(2, 0)}},
		{"radius 3 half-open, ring 3 has no spine hex", h(0, 0), 0, 3, hex.WedgeHalfOpen,
			[]hex.Hex{h(1, 0), h(1, 1), h(2, 0), h(2, 1), h(3, 0), h(3, -1)}},
		{"direction 2, off-centre", c, 2, 2, hex.WedgeClosed,
			[]hex.Hex{c.Add(h(0, -1)), c.Add(h(1, -2)), c.Add(h(0, -2)), c.Add(h(-1, -1))}},
		{"direction 8 wraps to 2", c, 8, 2, hex.WedgeClosed,
			[]hex.Hex{c.Add(h(0, -1)), c.Add(h(1, -2)), c.Add(h(0, -2)), c.Add(h(-1, -1))}},
		{"unknown boundary is closed", h(0, 0), 0, 2, hex.WedgeBoundary(9),
			[]hex.Hex{h(1, 0), h(1, 1), h(2, 0), h(2, -1)}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := hex.AppendWedge(nil, tc.c, tc.d, tc.radius, tc.b)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Fatalf("AppendWedge mismatch (-want +got):\n%s", diff)
			}
			seq := slices.Collect(hex.Wedge(tc.c, tc.d, tc.radius, tc.b))
			if diff := cmp.Diff(tc.want, seq); diff != "" {
				t.Fatalf("Wedge mismatch (-want +got):\n%s", diff)
			}
			if n := hex.WedgeLen(tc.radius, tc.b); n != len(tc.want) {
				t.Fatalf("WedgeLen = %d, want %d", n, len(tc.want))
			}
		})
	}
}

func TestWedgeStopsEarly(t *testing.T) {
	n := 0
	for range hex.Wedge(hex.Hex{}, 3, 10, hex.WedgeClosed) {
		n++
		if n == 7 {
			break
		}
	}
	if n != 7 {
		t.Fatalf("iterated %d hexes, want 7", n)
	}
}

func TestWedgeOfAndSpineOfTable(t *testing.T) {
	o := hex.Hex{}
	tests := []struct {
		name    string
		h       hex.Hex
		wedge   hex.Direction
		wedgeOK bool
		spine   hex.Direction
		spineOK bool
	}{
		{"centre", o, 0, false, 0, false},
		{"neighbour 0", hex.Hex{Q: 1}, 0, true, 0, false},
		{"neighbour 5", hex.Hex{R: 1}, 5, true, 0, false},
		{"diagonal on spine 0 goes to wedge 1", hex.Hex{Q: 2, R: -1}, 1, true, 0, true},
		{"diagonal on spine 5 goes to wedge 0", hex.Hex{Q: 1, R: 1}, 0, true, 5, true},
		{"far on spine 2", hex.Hex{Q: -4, R: -4}, 3, true, 2, true},
		{"beside spine 2", hex.Hex{Q: -4, R: -3}, 3, true, 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			w, ok := hex.WedgeOf(o, tc.h)
			if w != tc.wedge || ok != tc.wedgeOK {
				t.Errorf("WedgeOf = %d, %v, want %d, %v", w, ok, tc.wedge, tc.wedgeOK)
			}
			s, ok := hex.SpineOf(o, tc.h)
			if s != tc.spine || ok != tc.spineOK {
				t.Errorf("SpineOf = %d, %v, want %d, %v", s, ok, tc.spine, tc.spineOK)
			}
		})
	}
}

// wedgeCross is the 2D cross product in axial coordinates; axial
// coordinates are a linear image of the plane, so its sign is an exact
// orientation test.
func wedgeCross(a, b hex.Hex) int { return a.Q*b.R - a.R*b.Q }

// wedgeOracle reports whether offset x lies in the closed 60° cone around
// direction d, bounded by the diagonals (spines) either side of it.
func wedgeOracle(x hex.Hex, d hex.Direction) bool {
	if x == (hex.Hex{}) {
		return false
	}
	v := d.Vector()
	lo := d.Rotate(-1).Vector().Add(v)
	hi := v.Add(d.Rotate(1).Vector())
	return wedgeCross(lo, x)*wedgeCross(lo, v) >= 0 && wedgeCross(hi, x)*wedgeCross(hi, v) >= 0
}

// wedgeSpineOracle returns the spine through offset x, if any: x = k*(V(c)+V(c+1)).
func wedgeSpineOracle(x hex.Hex) (hex.Direction, bool) {
	for c := range hex.Direction(6) {
		diag := c.Vector().Add(c.Rotate(1).Vector())
		for k := 1; k <= x.Len(); k++ {
			if diag.Scale(k) == x {
				return c, true
			}
		}
	}
	return 0, false
}

func TestWedgeProperties(t *testing.T) {
	// 1. A closed wedge holds exactly the hexes within the radius in the
	//    closed 60° cone between its spines (an exact cross-product oracle),
	//    listed ring by ring, WedgeLen of them.
	// 2. The six half-open wedges partition the hexes within the radius,
	//    centre excluded: each exactly once, in the wedge WedgeOf names.
	// 3. A hex is in two closed wedges exactly when it is on a spine, and
	//    SpineOf names it; the half-open wedge holding it is the one after.
	// 4. Wedges commute with translation.
	rapid.Check(t, func(t *rapid.T) {
		c := hextest.Hex(30).Draw(t, "c")
		radius := rapid.IntRange(0, 8).Draw(t, "radius")
		counts := map[hex.Hex]int{}
		for d := range hex.Direction(6) {
			closed := hex.AppendWedge(nil, c, d, radius, hex.WedgeClosed)
			if len(closed) != hex.WedgeLen(radius, hex.WedgeClosed) {
				t.Fatalf("closed wedge %d has %d hexes, WedgeLen says %d", d, len(closed), hex.WedgeLen(radius, hex.WedgeClosed))
			}
			var want []hex.Hex
			for q := -radius; q <= radius; q++ {
				for r := -radius; r <= radius; r++ {
					x := hex.Hex{Q: q, R: r}
					if x.Len() <= radius && wedgeOracle(x, d) {
						want = append(want, c.Add(x))
					}
				}
			}
			if !sameHexSet(closed, want) {
				t.Fatalf("closed wedge %d radius %d = %v, oracle %v", d, radius, closed, want)
			}
			for i := 1; i < len(closed); i++ {
				if closed[i].Distance(c) < closed[i-1].Distance(c) {
					t.Fatalf("closed wedge %d not ring by ring: %v", d, closed)
				}
				if closed[i].Distance(c) == closed[i-1].Distance(c) && !closed[i].IsNeighbor(closed[i-1]) {
					t.Fatalf("closed wedge %d ring not walked in order: %v", d, closed)
				}
			}
			for _, h := range closed {
				if !hex.InWedge(c, d, hex.WedgeClosed, h) {
					t.Fatalf("InWedge(%v, %d, closed, %v) = false for a hex of the wedge", c, d, h)
				}
			}
			half := hex.AppendWedge(nil, c, d, radius, hex.WedgeHalfOpen)
			if len(half) != hex.WedgeLen(radius, hex.WedgeHalfOpen) {
				t.Fatalf("half-open wedge %d has %d hexes, WedgeLen says %d", d, len(half), hex.WedgeLen(radius, hex.WedgeHalfOpen))
			}
			for _, h := range half {
				counts[h]++
				if w, ok := hex.WedgeOf(c, h); !ok || w != d {
					t.Fatalf("WedgeOf(%v, %v) = %d, %v, want %d", c, h, w, ok, d)
				}
				if !hex.InWedge(c, d, hex.WedgeHalfOpen, h) {
					t.Fatalf("InWedge(%v, %d, half-open, %v) = false", c, d, h)
				}
			}
		}
		total := 0
		for q := -radius; q <= radius; q++ {
			for r := -radius; r <= radius; r++ {
				x := hex.Hex{Q: q, R: r}
				if x.Len() > radius || x == (hex.Hex{}) {
					continue
				}
				total++
				if counts[c.Add(x)] != 1 {
					t.Fatalf("hex %v is in %d half-open wedges, want 1", c.Add(x), counts[c.Add(x)])
				}
			}
		}
		if total != len(counts) {
			t.Fatalf("half-open wedges hold %d hexes, want %d", len(counts), total)
		}

		h := hextest.Hex(12).Draw(t, "h").Add(c)
		x := h.Sub(c)
		in := 0
		for d := range hex.Direction(6) {
			if hex.InWedge(c, d, hex.WedgeClosed, h) != wedgeOracle(x, d) {
				t.Fatalf("InWedge(%v, %d, closed, %v) disagrees with the oracle", c, d, h)
			}
			if hex.InWedge(c, d, hex.WedgeClosed, h) {
				in++
			}
		}
		s, onSpine := hex.SpineOf(c, h)
		ws, wok := wedgeSpineOracle(x)
		if onSpine != wok || s != ws {
			t.Fatalf("SpineOf(%v, %v) = %d, %v, oracle %d, %v", c, h, s, onSpine, ws, wok)
		}
		switch {
		case x == (hex.Hex{}) && in != 0:
			t.Fatalf("centre is in %d wedges", in)
		case x != (hex.Hex{}) && onSpine && in != 2:
			t.Fatalf("spine hex %v is in %d closed wedges, want 2", h, in)
		case x != (hex.Hex{}) && !onSpine && in != 1:
			t.Fatalf("hex %v is in %d closed wedges, want 1", h, in)
		}
		if onSpine {
			if w, _ := hex.WedgeOf(c, h); w != s.Rotate(1) {
				t.Fatalf("spine %d hex %v is in half-open wedge %d, want %d", s, h, w, s.Rotate(1))
			}
		}
	})
}

// sameHexSet reports whether a and b hold the same hexes, each once.
func sameHexSet(a, b []hex.Hex) bool {
	if len(a) != len(b) {
		return false
	}
	m := map[hex.Hex]int{}
	for _, h := range a {
		m[h]++
	}
	for _, h := range b {
		m[h]--
	}
	for _, n := range m {
		if n != 0 {
			return false
		}
	}
	return true
}

func TestWedgeAllocs(t *testing.T) {
	buf := make([]hex.Hex, 0, hex.WedgeLen(10, hex.WedgeClosed))
	allocs := testing.AllocsPerRun(100, func() {
		buf = hex.AppendWedge(buf[:0], hex.Hex{Q: 3}, 4, 10, hex.WedgeClosed)
	})
	if allocs != 0 {
		t.Fatalf("AppendWedge into a reused buffer allocates %v times per run", allocs)
	}
}

var wedgeSink hex.Hex

func BenchmarkWedgeAppend10(b *testing.B) {
	b.ReportAllocs()
	buf := make([]hex.Hex, 0, hex.WedgeLen(10, hex.WedgeClosed))
	c := hex.Hex{Q: 3, R: -1}
	for b.Loop() {
		buf = hex.AppendWedge(buf[:0], c, 4, 10, hex.WedgeClosed)
		c = buf[len(buf)-1].Sub(buf[0])
	}
	wedgeSink = c
}

func BenchmarkWedgeIter10(b *testing.B) {
	b.ReportAllocs()
	c := hex.Hex{Q: 3, R: -1}
	for b.Loop() {
		var last hex.Hex
		for h := range hex.Wedge(c, 1, 10, hex.WedgeHalfOpen) {
			last = h
		}
		c = last.Sub(c)
	}
	wedgeSink = c
}

func BenchmarkWedgeOf(b *testing.B) {
	b.ReportAllocs()
	c := hex.Hex{}
	h := hex.Hex{Q: -7, R: 3}
	for b.Loop() {
		d, _ := hex.WedgeOf(c, h)
		h = h.Neighbor(d + 2)
		c = c.Neighbor(d)
	}
	wedgeSink = h
}
