package hex_test

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
	"pgregory.net/rapid"
)

func TestSideOfTable(t *testing.T) {
	o := hex.Hex{}
	tests := []struct {
		name string
		h    hex.Hex
		d    hex.Direction
		base hex.Hex
		dir  hex.Direction
		str  string
		far  hex.Hex
	}{
		{"origin east", o, 0, o, 0, "side(0,0)/0", hex.Hex{Q: 1, R: 0}},
		{"origin dir 1", o, 1, o, 1, "side(0,0)/1", hex.Hex{Q: 1, R: -1}},
		{"origin dir 2", o, 2, o, 2, "side(0,0)/2", hex.Hex{Q: 0, R: -1}},
		{"origin west is east of (-1,0)", o, 3, hex.Hex{Q: -1, R: 0}, 0, "side(-1,0)/0", o},
		{"origin dir 4", o, 4, hex.Hex{Q: -1, R: 1}, 1, "side(-1,1)/1", o},
		{"origin dir 5", o, 5, hex.Hex{Q: 0, R: 1}, 2, "side(0,1)/2", o},
		{"direction 6 wraps to 0", o, 6, o, 0, "side(0,0)/0", hex.Hex{Q: 1, R: 0}},
		{"direction -1 wraps to 5", o, -1, hex.Hex{Q: 0, R: 1}, 2, "side(0,1)/2", o},
		{"far hex", hex.Hex{Q: 7, R: -3}, 4, hex.Hex{Q: 6, R: -2}, 1, "side(6,-2)/1", hex.Hex{Q: 7, R: -3}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := hex.SideOf(tc.h, tc.d)
			if s.Hex() != tc.base || s.Dir() != tc.dir {
				t.Fatalf("SideOf(%v, %d) = %v, want base %v dir %d", tc.h, tc.d, s, tc.base, tc.dir)
			}
			if got := s.String(); got != tc.str {
				t.Errorf("String() = %q, want %q", got, tc.str)
			}
			a, b := s.Hexes()
			if a != tc.base || b != tc.far {
				t.Errorf("Hexes() = %v, %v, want %v, %v", a, b, tc.base, tc.far)
			}
		})
	}
}

func TestSideBetweenTable(t *testing.T) {
	tests := []struct {
		name string
		a, b hex.Hex
		ok   bool
		want hex.Side
	}{
		{"adjacent east", hex.Hex{}, hex.Hex{Q: 1}, true, hex.SideOf(hex.Hex{}, 0)},
		{"adjacent west", hex.Hex{Q: 1}, hex.Hex{}, true, hex.SideOf(hex.Hex{}, 0)},
		{"adjacent south-east", hex.Hex{Q: 2, R: 2}, hex.Hex{Q: 2, R: 3}, true, hex.SideOf(hex.Hex{Q: 2, R: 3}, 2)},
		{"same hex", hex.Hex{Q: 3, R: -1}, hex.Hex{Q: 3, R: -1}, false, hex.Side{}},
		{"diagonal, two apart", hex.Hex{}, hex.Hex{Q: 2, R: -1}, false, hex.Side{}},
		{"far apart", hex.Hex{}, hex.Hex{Q: 10, R: -10}, false, hex.Side{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := hex.SideBetween(tc.a, tc.b)
			if ok != tc.ok || got != tc.want {
				t.Fatalf("SideBetween(%v, %v) = %v, %v, want %v, %v", tc.a, tc.b, got, ok, tc.want, tc.ok)
			}
		})
	}
}

func TestSideDirFromOther(t *testing.T) {
	s := hex.SideOf(hex.Hex{Q: 2, R: 1}, 4) // base (1,2), dir 1
	tests := []struct {
		name  string
		h     hex.Hex
		dir   hex.Direction
		other hex.Hex
		ok    bool
	}{
		{"base hex", hex.Hex{Q: 1, R: 2}, 1, hex.Hex{Q: 2, R: 1}, true},
		{"far hex", hex.Hex{Q: 2, R: 1}, 4, hex.Hex{Q: 1, R: 2}, true},
		{"hex touching only a vertex", hex.Hex{Q: 2, R: 2}, 0, hex.Hex{}, false},
		{"unrelated hex", hex.Hex{Q: 9, R: 9}, 0, hex.Hex{}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, ok := s.DirFrom(tc.h)
			if ok != tc.ok || d != tc.dir {
				t.Errorf("DirFrom(%v) = %d, %v, want %d, %v", tc.h, d, ok, tc.dir, tc.ok)
			}
			o, ok := s.Other(tc.h)
			if ok != tc.ok || o != tc.other {
				t.Errorf("Other(%v) = %v, %v, want %v, %v", tc.h, o, ok, tc.other, tc.ok)
			}
		})
	}
}

func TestSideZeroValue(t *testing.T) {
	var s hex.Side
	if s != hex.SideOf(hex.Hex{}, 0) {
		t.Fatalf("zero Side = %v, want the side of the origin in direction 0", s)
	}
}

func TestSideProperties(t *testing.T) {
	// 1. The key is the same from both hexes: SideOf(h,d) == SideOf(h+d, d+3).
	// 2. SideBetween agrees with SideOf and is symmetric.
	// 3. Hexes returns the two hexes, adjacent, and DirFrom/Other invert SideOf.
	// 4. Every hex has six distinct sides, listed in direction order.
	rapid.Check(t, func(t *rapid.T) {
		h := hextest.Hex(50).Draw(t, "h")
		d := hextest.Direction().Draw(t, "d")
		n := h.Neighbor(d)
		s := hex.SideOf(h, d)
		if s2 := hex.SideOf(n, d.Opposite()); s2 != s {
			t.Fatalf("SideOf(%v,%d) = %v but SideOf(%v,%d) = %v", h, d, s, n, d.Opposite(), s2)
		}
		if s.Dir() < 0 || s.Dir() > 2 {
			t.Fatalf("non-canonical direction %d", s.Dir())
		}
		ab, ok := hex.SideBetween(h, n)
		ba, ok2 := hex.SideBetween(n, h)
		if !ok || !ok2 || ab != s || ba != s {
			t.Fatalf("SideBetween: %v %v / %v %v, want %v", ab, ok, ba, ok2, s)
		}
		a, b := s.Hexes()
		if !a.IsNeighbor(b) || !((a == h && b == n) || (a == n && b == h)) {
			t.Fatalf("Hexes() = %v, %v, want %v and %v", a, b, h, n)
		}
		if got, ok := s.DirFrom(h); !ok || got != d {
			t.Fatalf("DirFrom(%v) = %d, %v, want %d", h, got, ok, d)
		}
		if got, ok := s.Other(h); !ok || got != n {
			t.Fatalf("Other(%v) = %v, %v, want %v", h, got, ok, n)
		}
		all := hex.SidesOf(h)
		seen := map[hex.Side]bool{}
		for dd, x := range all {
			if x != hex.SideOf(h, hex.Direction(dd)) {
				t.Fatalf("SidesOf(%v)[%d] = %v, want %v", h, dd, x, hex.SideOf(h, hex.Direction(dd)))
			}
			seen[x] = true
		}
		if len(seen) != 6 {
			t.Fatalf("SidesOf(%v) has %d distinct sides", h, len(seen))
		}
		if app := hex.AppendSides(nil, h); len(app) != 6 || [6]hex.Side(app) != all {
			t.Fatalf("AppendSides(%v) = %v, want %v", h, app, all)
		}
	})
}

func TestSideAllocs(t *testing.T) {
	buf := make([]hex.Side, 0, 6)
	h := hex.Hex{Q: 3, R: -7}
	allocs := testing.AllocsPerRun(100, func() {
		buf = hex.AppendSides(buf[:0], h)
		_, _ = hex.SideBetween(h, h.Neighbor(4))
	})
	if allocs != 0 {
		t.Fatalf("sides allocate %v times per run", allocs)
	}
}

var sideSink hex.Side

func BenchmarkSideOf(b *testing.B) {
	b.ReportAllocs()
	h := hex.Hex{Q: 3, R: -7}
	var d hex.Direction
	for b.Loop() {
		s := hex.SideOf(h, d)
		h, _ = s.Other(h)
		d = (d + 1) % 6
		sideSink = s
	}
}

func BenchmarkSideBetween(b *testing.B) {
	b.ReportAllocs()
	h := hex.Hex{Q: 3, R: -7}
	var d hex.Direction
	for b.Loop() {
		n := h.Neighbor(d)
		s, _ := hex.SideBetween(h, n)
		h, d = n, (d+5)%6
		sideSink = s
	}
}

func BenchmarkSidesOf(b *testing.B) {
	b.ReportAllocs()
	buf := make([]hex.Side, 0, 6)
	h := hex.Hex{Q: 3, R: -7}
	for b.Loop() {
		buf = hex.AppendSides(buf[:0], h)
		h = buf[5].Hex()
	}
	sideSink = buf[0]
}
