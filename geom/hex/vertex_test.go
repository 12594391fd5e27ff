package hex_test

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
	"pgregory.net/rapid"
)

func TestVertexOfTable(t *testing.T) {
	o := hex.Hex{}
	tests := []struct {
		name   string
		c      hex.Direction
		base   hex.Hex
		corner hex.Direction
		hexes  [3]hex.Hex
	}{
		{"corner 0", 0, o, 0, [3]hex.Hex{o, {Q: 1, R: 0}, {Q: 1, R: -1}}},
		{"corner 1", 1, o, 1, [3]hex.Hex{o, {Q: 1, R: -1}, {Q: 0, R: -1}}},
		{"corner 2 is corner 0 of neighbour 3", 2, hex.Hex{Q: -1, R: 0}, 0, [3]hex.Hex{{Q: -1, R: 0}, o, {Q: 0, R: -1}}},
		{"corner 3 is corner 1 of neighbour 4", 3, hex.Hex{Q: -1, R: 1}, 1, [3]hex.Hex{{Q: -1, R: 1}, o, {Q: -1, R: 0}}},
		{"corner 4 is corner 0 of neighbour 4", 4, hex.Hex{Q: -1, R: 1}, 0, [3]hex.Hex{{Q: -1, R: 1}, {Q: 0, R: 1}, o}},
		{"corner 5 is corner 1 of neighbour 5", 5, hex.Hex{Q: 0, R: 1}, 1, [3]hex.Hex{{Q: 0, R: 1}, {Q: 1, R: 0}, o}},
		{"corner 6 wraps to 0", 6, o, 0, [3]hex.Hex{o, {Q: 1, R: 0}, {Q: 1, R: -1}}},
		{"corner -1 wraps to 5", -1, hex.Hex{Q: 0, R: 1}, 1, [3]hex.Hex{{Q: 0, R: 1}, {Q: 1, R: 0}, o}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := hex.VertexOf(o, tc.c)
			if v.Hex() != tc.base || v.Corner() != tc.corner {
				t.Fatalf("VertexOf(origin, %d) = %v, want base %v corner %d", tc.c, v, tc.base, tc.corner)
			}
			if got := v.Hexes(); got != tc.hexes {
				t.Errorf("Hexes() = %v, want %v", got, tc.hexes)
			}
		})
	}
}

func TestVertexZeroValueAndString(t *testing.T) {
	var v hex.Vertex
	if v != hex.VertexOf(hex.Hex{}, 0) {
		t.Fatalf("zero Vertex = %v, want corner 0 of the origin", v)
	}
	if got, want := hex.VertexOf(hex.Hex{}, 3).String(), "vertex(-1,1)/1"; got != want {
		t.Fatalf("String() = %q, want %q", got, want)
	}
}

func TestVertexCornerFromUnrelated(t *testing.T) {
	v := hex.VertexOf(hex.Hex{}, 0)
	for _, h := range []hex.Hex{{Q: 0, R: -1}, {Q: 2, R: 0}, {Q: 5, R: 5}} {
		if c, ok := v.CornerFrom(h); ok {
			t.Errorf("CornerFrom(%v) = %d, true, want false", h, c)
		}
	}
}

func TestSideVerticesTable(t *testing.T) {
	o := hex.Hex{}
	tests := []struct {
		name string
		s    hex.Side
		want [2]hex.Vertex
	}{
		{"east side of origin", hex.SideOf(o, 0), [2]hex.Vertex{hex.VertexOf(o, 5), hex.VertexOf(o, 0)}},
		{"north-west side of origin", hex.SideOf(o, 2), [2]hex.Vertex{hex.VertexOf(o, 1), hex.VertexOf(o, 2)}},
		{"west side, from the far hex", hex.SideOf(o, 3), [2]hex.Vertex{hex.VertexOf(o, 3), hex.VertexOf(o, 2)}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.s.Vertices(); got != tc.want {
				t.Fatalf("%v.Vertices() = %v, want %v", tc.s, got, tc.want)
			}
		})
	}
}

func TestVertexProperties(t *testing.T) {
	// 1. The key is the same from each of the three hexes: corner c of h is
	//    corner c+2 of h.Neighbor(c) and corner c+4 of h.Neighbor(c+1).
	// 2. Hexes are the three hexes, pairwise adjacent, each reporting v as its
	//    corner through CornerFrom.
	// 3. Sides()[i] separates Hexes()[i] and Hexes()[i+1], and each of those
	//    sides has v among its two Vertices.
	// 4. Every hex has six distinct vertices, listed in corner order, and
	//    each of its sides ends at its corners d-1 and d.
	rapid.Check(t, func(t *rapid.T) {
		h := hextest.Hex(50).Draw(t, "h")
		c := hextest.Direction().Draw(t, "c")
		v := hex.VertexOf(h, c)
		if v.Corner() != 0 && v.Corner() != 1 {
			t.Fatalf("non-canonical corner %d", v.Corner())
		}
		if a, b := hex.VertexOf(h.Neighbor(c), c+2), hex.VertexOf(h.Neighbor(c+1), c+4); a != v || b != v {
			t.Fatalf("VertexOf(%v,%d) = %v, but from its neighbours %v and %v", h, c, v, a, b)
		}
		hx := v.Hexes()
		sides := v.Sides()
		for i := range 3 {
			a, b := hx[i], hx[(i+1)%3]
			if !a.IsNeighbor(b) {
				t.Fatalf("Hexes() = %v: %v and %v not adjacent", hx, a, b)
			}
			if s, _ := hex.SideBetween(a, b); s != sides[i] {
				t.Fatalf("Sides()[%d] = %v, want %v", i, sides[i], s)
			}
			if ends := sides[i].Vertices(); ends[0] != v && ends[1] != v {
				t.Fatalf("side %v ends at %v, not at %v", sides[i], ends, v)
			}
			cc, ok := v.CornerFrom(hx[i])
			if !ok || hex.VertexOf(hx[i], cc) != v {
				t.Fatalf("CornerFrom(%v) = %d, %v", hx[i], cc, ok)
			}
		}
		if cc, ok := v.CornerFrom(h); !ok || cc.Norm() != c {
			t.Fatalf("CornerFrom(%v) = %d, %v, want %d", h, cc, ok, c)
		}
		all := hex.VerticesOf(h)
		seen := map[hex.Vertex]bool{}
		for i, x := range all {
			if x != hex.VertexOf(h, hex.Direction(i)) {
				t.Fatalf("VerticesOf(%v)[%d] = %v, want %v", h, i, x, hex.VertexOf(h, hex.Direction(i)))
			}
			seen[x] = true
		}
		if len(seen) != 6 {
			t.Fatalf("VerticesOf(%v) has %d distinct vertices", h, len(seen))
		}
		if app := hex.AppendVertices(nil, h); len(app) != 6 || [6]hex.Vertex(app) != all {
			t.Fatalf("AppendVertices(%v) = %v, want %v", h, app, all)
		}
		d := hextest.Direction().Draw(t, "d")
		if ends := hex.SideOf(h, d).Vertices(); !(ends[0] == all[(d+5)%6] && ends[1] == all[d] ||
			ends[0] == all[d] && ends[1] == all[(d+5)%6]) {
			t.Fatalf("SideOf(%v,%d).Vertices() = %v, want corners %d and %d", h, d, ends, (d+5)%6, d)
		}
	})
}

func TestVertexAllocs(t *testing.T) {
	buf := make([]hex.Vertex, 0, 6)
	h := hex.Hex{Q: -4, R: 9}
	allocs := testing.AllocsPerRun(100, func() {
		buf = hex.AppendVertices(buf[:0], h)
		_ = buf[3].Sides()
	})
	if allocs != 0 {
		t.Fatalf("vertices allocate %v times per run", allocs)
	}
}

var vertexSink hex.Vertex

func BenchmarkVertexOf(b *testing.B) {
	b.ReportAllocs()
	h := hex.Hex{Q: -4, R: 9}
	var c hex.Direction
	for b.Loop() {
		v := hex.VertexOf(h, c)
		h = v.Hexes()[2]
		c = (c + 1) % 6
		vertexSink = v
	}
}

func BenchmarkVertexVerticesOf(b *testing.B) {
	b.ReportAllocs()
	buf := make([]hex.Vertex, 0, 6)
	h := hex.Hex{Q: -4, R: 9}
	for b.Loop() {
		buf = hex.AppendVertices(buf[:0], h)
		h = buf[4].Hex()
	}
	vertexSink = buf[0]
}

func BenchmarkVertexSides(b *testing.B) {
	b.ReportAllocs()
	v := hex.VertexOf(hex.Hex{Q: -4, R: 9}, 2)
	for b.Loop() {
		s := v.Sides()
		v = s[1].Vertices()[1]
	}
	vertexSink = v
}
