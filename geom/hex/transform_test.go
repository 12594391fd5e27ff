package hex_test

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
	"pgregory.net/rapid"
)

// transformCube builds a Hex from cube coordinates, checking that they sum to zero,
// so that test tables can quote Red Blob Games' (q, r, s) values verbatim.
func transformCube(t *testing.T, q, r, s int) hex.Hex {
	t.Helper()
	if q+r+s != 0 {
		t.Fatalf("cube (%d,%d,%d) does not sum to 0", q, r, s)
	}
	return hex.Hex{Q: q, R: r}
}

func TestHexRotate(t *testing.T) {
	tests := []struct {
		name    string
		h       [3]int
		k       int
		want    [3]int
		aroundQ int // centre of rotation (aroundQ, aroundR); origin if zero
		aroundR int
	}{
		// Red Blob Games test values: hex_rotate_left(Hex(1,-3,2)) and
		// hex_rotate_right(Hex(1,-3,2)). Their "left" is one step in
		// Direction order, "right" one step against it.
		{name: "redblob hex_rotate_left", h: [3]int{1, -3, 2}, k: 1, want: [3]int{-2, -1, 3}},
		{name: "redblob hex_rotate_right", h: [3]int{1, -3, 2}, k: -1, want: [3]int{3, -2, -1}},
		{name: "k=5 is one step right", h: [3]int{1, -3, 2}, k: 5, want: [3]int{3, -2, -1}},
		{name: "k=0 is identity", h: [3]int{1, -3, 2}, k: 0, want: [3]int{1, -3, 2}},
		{name: "k=6 is identity", h: [3]int{1, -3, 2}, k: 6, want: [3]int{1, -3, 2}},
		{name: "k=-6 is identity", h: [3]int{1, -3, 2}, k: -6, want: [3]int{1, -3, 2}},
		{name: "k=3 is negation", h: [3]int{1, -3, 2}, k: 3, want: [3]int{-1, 3, -2}},
		{name: "k=2", h: [3]int{1, -3, 2}, k: 2, want: [3]int{-3, 2, 1}},
		{name: "k=-7 is one step right", h: [3]int{1, -3, 2}, k: -7, want: [3]int{3, -2, -1}},
		{name: "origin is fixed", h: [3]int{0, 0, 0}, k: 1, want: [3]int{0, 0, 0}},
		{name: "centre is fixed", h: [3]int{4, -1, -3}, k: 2, want: [3]int{4, -1, -3}, aroundQ: 4, aroundR: -1},
		{name: "about a centre", h: [3]int{5, -1, -4}, k: 1, want: [3]int{5, -2, -3}, aroundQ: 4, aroundR: -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := transformCube(t, tt.h[0], tt.h[1], tt.h[2])
			want := transformCube(t, tt.want[0], tt.want[1], tt.want[2])
			c := hex.Hex{Q: tt.aroundQ, R: tt.aroundR}
			if got := h.RotateAround(c, tt.k); got != want {
				t.Errorf("%v.RotateAround(%v, %d) = %v, want %v", h, c, tt.k, got, want)
			}
			if c == (hex.Hex{}) {
				if got := h.Rotate(tt.k); got != want {
					t.Errorf("%v.Rotate(%d) = %v, want %v", h, tt.k, got, want)
				}
			}
		})
	}
}

func TestHexReflect(t *testing.T) {
	tests := []struct {
		name string
		h    [3]int
		a    hex.Axis
		want [3]int
	}{
		{"q axis swaps r and s", [3]int{1, -3, 2}, hex.AxisQ, [3]int{1, 2, -3}},
		{"r axis swaps q and s", [3]int{1, -3, 2}, hex.AxisR, [3]int{2, -3, 1}},
		{"s axis swaps q and r", [3]int{1, -3, 2}, hex.AxisS, [3]int{-3, 1, 2}},
		{"axis 3 is the q axis", [3]int{1, -3, 2}, 3, [3]int{1, 2, -3}},
		{"axis -1 is the s axis", [3]int{1, -3, 2}, -1, [3]int{-3, 1, 2}},
		{"a hex on the q axis is fixed", [3]int{2, -1, -1}, hex.AxisQ, [3]int{2, -1, -1}},
		{"origin is fixed", [3]int{0, 0, 0}, hex.AxisR, [3]int{0, 0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := transformCube(t, tt.h[0], tt.h[1], tt.h[2])
			want := transformCube(t, tt.want[0], tt.want[1], tt.want[2])
			if got := h.Reflect(tt.a); got != want {
				t.Errorf("%v.Reflect(%v) = %v, want %v", h, tt.a, got, want)
			}
			c := hex.Hex{Q: -7, R: 11}
			if got, want := h.Add(c).ReflectAround(c, tt.a), want.Add(c); got != want {
				t.Errorf("%v.ReflectAround(%v, %v) = %v, want %v", h.Add(c), c, tt.a, got, want)
			}
		})
	}
}

func TestAxisString(t *testing.T) {
	for a, want := range map[hex.Axis]string{hex.AxisQ: "Q", hex.AxisR: "R", hex.AxisS: "S", 4: "R"} {
		if got := a.String(); got != want {
			t.Errorf("Axis(%d).String() = %q, want %q", int(a), got, want)
		}
	}
}

// Direction.Rotate and Direction.Reflect agree with the Hex transforms on
// every direction vector, for every step count and axis.
func TestDirectionTransformsMatchVectors(t *testing.T) {
	for _, d := range hex.Directions {
		for k := -7; k <= 7; k++ {
			if got, want := d.Rotate(k).Vector(), d.Vector().Rotate(k); got != want {
				t.Errorf("Direction(%d).Rotate(%d).Vector() = %v, want Vector().Rotate = %v", d, k, got, want)
			}
		}
		for _, a := range []hex.Axis{hex.AxisQ, hex.AxisR, hex.AxisS} {
			if got, want := d.Reflect(a).Vector(), d.Vector().Reflect(a); got != want {
				t.Errorf("Direction(%d).Reflect(%v).Vector() = %v, want Vector().Reflect = %v", d, a, got, want)
			}
		}
	}
	// Out-of-range directions are taken modulo 6 like everywhere else.
	if got := hex.Direction(-1).Reflect(hex.AxisQ); got != hex.Direction(5).Reflect(hex.AxisQ) {
		t.Errorf("Direction(-1).Reflect(AxisQ) = %d, want the same as Direction(5)", got)
	}
}

// Properties of rotation: it preserves distances (to the centre and between
// any two hexes), six steps are the identity, steps add up, and it carries
// neighbours in direction d to neighbours in direction d+k.
func TestRotateProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := hextest.Hex(1000).Draw(t, "h")
		o := hextest.Hex(1000).Draw(t, "o")
		c := hextest.Hex(1000).Draw(t, "c")
		k := rapid.IntRange(-20, 20).Draw(t, "k")
		j := rapid.IntRange(-20, 20).Draw(t, "j")
		d := hextest.Direction().Draw(t, "d")

		hr, or := h.RotateAround(c, k), o.RotateAround(c, k)
		if hr.Distance(c) != h.Distance(c) || hr.Distance(or) != h.Distance(o) {
			t.Fatalf("rotation by %d about %v changed a distance: %v->%v, %v->%v", k, c, h, hr, o, or)
		}
		if got := h.RotateAround(c, 6); got != h {
			t.Fatalf("%v.RotateAround(%v, 6) = %v, want identity", h, c, got)
		}
		if got, want := hr.RotateAround(c, j), h.RotateAround(c, k+j); got != want {
			t.Fatalf("rotating by %d then %d gives %v, by %d gives %v", k, j, got, k+j, want)
		}
		if got, want := h.Neighbor(d).RotateAround(c, k), hr.Neighbor(d.Rotate(k)); got != want {
			t.Fatalf("rotated neighbour %v, want neighbour in rotated direction %v", got, want)
		}
	})
}

// Properties of reflection: it preserves distances, is its own inverse,
// reverses the sense of rotation, and carries neighbours in direction d to
// neighbours in direction d.Reflect(a).
func TestReflectProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := hextest.Hex(1000).Draw(t, "h")
		o := hextest.Hex(1000).Draw(t, "o")
		c := hextest.Hex(1000).Draw(t, "c")
		a := hex.Axis(rapid.IntRange(0, 2).Draw(t, "axis"))
		k := rapid.IntRange(-7, 7).Draw(t, "k")
		d := hextest.Direction().Draw(t, "d")

		hm, om := h.ReflectAround(c, a), o.ReflectAround(c, a)
		if hm.Distance(c) != h.Distance(c) || hm.Distance(om) != h.Distance(o) {
			t.Fatalf("reflection across %v about %v changed a distance", a, c)
		}
		if got := hm.ReflectAround(c, a); got != h {
			t.Fatalf("reflecting %v twice across %v gives %v", h, a, got)
		}
		if got, want := h.RotateAround(c, k).ReflectAround(c, a), hm.RotateAround(c, -k); got != want {
			t.Fatalf("rotate %d then reflect = %v, want reflect then rotate %d = %v", k, got, -k, want)
		}
		if got, want := h.Neighbor(d).ReflectAround(c, a), hm.Neighbor(d.Reflect(a)); got != want {
			t.Fatalf("reflected neighbour %v, want neighbour in reflected direction %v", got, want)
		}
	})
}

var transformSink hex.Hex

func BenchmarkHexRotateAround(b *testing.B) {
	b.ReportAllocs()
	h, c := hex.Hex{Q: 5, R: -9}, hex.Hex{Q: 1, R: 2}
	for b.Loop() {
		h = h.RotateAround(c, 1)
	}
	transformSink = h
}
