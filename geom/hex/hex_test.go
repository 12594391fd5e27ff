package hex_test

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
	"pgregory.net/rapid"
)

func cube(q, r, s int) hex.Hex {
	if q+r+s != 0 {
		panic("test vector is not a cube coordinate")
	}
	return hex.Hex{Q: q, R: r}
}

// The Red Blob Games hex test values (add, subtract, direction, neighbour,
// diagonal, distance), in cube coordinates as published.
func TestHexRedBlobVectors(t *testing.T) {
	if got := cube(1, -3, 2).Add(cube(3, -7, 4)); got != cube(4, -10, 6) {
		t.Errorf("add = %v", got)
	}
	if got := cube(1, -3, 2).Sub(cube(3, -7, 4)); got != cube(-2, 4, -2) {
		t.Errorf("subtract = %v", got)
	}
	if got := hex.Direction(2).Vector(); got != cube(0, -1, 1) {
		t.Errorf("direction 2 = %v", got)
	}
	if got := cube(1, -2, 1).Neighbor(2); got != cube(1, -3, 2) {
		t.Errorf("neighbor = %v", got)
	}
	if got := cube(1, -2, 1).Diagonal(3); got != cube(-1, -1, 2) {
		t.Errorf("diagonal = %v", got)
	}
	if got := cube(3, -7, 4).Distance(cube(0, 0, 0)); got != 7 {
		t.Errorf("distance = %d", got)
	}
}

func TestHexTable(t *testing.T) {
	tests := []struct {
		name string
		got  any
		want any
	}{
		{"S derived", hex.Hex{Q: 2, R: -5}.S(), 3},
		{"scale", hex.Hex{Q: 2, R: -1}.Scale(-3), hex.Hex{Q: -6, R: 3}},
		{"len of origin", hex.Hex{}.Len(), 0},
		{"len along s", hex.Hex{Q: 4, R: 4}.Len(), 8},
		{"direction wraps", hex.Direction(7).Vector(), hex.Direction(1).Vector()},
		{"negative direction", hex.Direction(-1).Norm(), hex.Direction(5)},
		{"opposite", hex.Direction(4).Opposite(), hex.Direction(1)},
		{"rotate back", hex.Direction(0).Rotate(-7), hex.Direction(5)},
		{"string", hex.Hex{Q: -3, R: 12}.String(), "(-3,12)"},
		{"not neighbours", hex.Hex{}.IsNeighbor(hex.Hex{Q: 2, R: -1}), false},
		{"self not neighbour", hex.Hex{}.IsNeighbor(hex.Hex{}), false},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, tc.got, tc.want)
		}
	}
}

func TestDirectionTo(t *testing.T) {
	h := hex.Hex{Q: -4, R: 7}
	for _, d := range hex.Directions {
		got, ok := h.DirectionTo(h.Neighbor(d))
		if !ok || got != d {
			t.Errorf("DirectionTo(neighbour %d) = %d, %v", d, got, ok)
		}
	}
	if _, ok := h.DirectionTo(h); ok {
		t.Error("DirectionTo(self) reported a direction")
	}
	if _, ok := h.DirectionTo(h.Diagonal(0)); ok {
		t.Error("DirectionTo(diagonal) reported a direction")
	}
}

// Distance is a metric, and each direction turns by 60° the same way round.
func TestHexDistanceIsAMetric(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := hextest.Hex(hex.MaxCoord-2).Draw(t, "a")
		b := hextest.Hex(hex.MaxCoord-2).Draw(t, "b")
		c := hextest.Hex(hex.MaxCoord-2).Draw(t, "c")
		if a.Distance(b) != b.Distance(a) {
			t.Fatal("not symmetric")
		}
		if (a.Distance(b) == 0) != (a == b) {
			t.Fatal("zero distance between distinct hexes")
		}
		if a.Distance(c) > a.Distance(b)+b.Distance(c) {
			t.Fatal("triangle inequality fails")
		}
		d := hextest.Direction().Draw(t, "d")
		if a.Neighbor(d).Distance(a) != 1 || a.Diagonal(d).Distance(a) != 2 {
			t.Fatal("neighbour or diagonal at the wrong distance")
		}
		if a.Neighbor(d).Neighbor(d.Opposite()) != a {
			t.Fatal("opposite does not return")
		}
		if a.Diagonal(d) != a.Neighbor(d).Neighbor(d.Rotate(1)) {
			t.Fatal("diagonal is not between d and d+1")
		}
	})
}

var hexSinkHex hex.Hex
var hexSinkInt int

func BenchmarkHexDistance(b *testing.B) {
	x, y := hex.Hex{Q: 17, R: -40}, hex.Hex{Q: -23, R: 5}
	b.ReportAllocs()
	for b.Loop() {
		hexSinkInt += x.Distance(y)
		x.Q++
	}
}

func BenchmarkHexNeighbor(b *testing.B) {
	x := hex.Hex{Q: 17, R: -40}
	d := hex.Direction(0)
	b.ReportAllocs()
	for b.Loop() {
		x = x.Neighbor(d)
		if d++; d == 6 {
			d = 0
		}
	}
	hexSinkHex = x
}

func BenchmarkHexAdd(b *testing.B) {
	x, y := hex.Hex{Q: 17, R: -40}, hex.Hex{Q: 1, R: -1}
	b.ReportAllocs()
	for b.Loop() {
		x = x.Add(y)
	}
	hexSinkHex = x
}
