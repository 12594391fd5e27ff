package hex_test

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
	"pgregory.net/rapid"
)

var offsetKinds = []hex.OffsetKind{hex.OddQ, hex.EvenQ, hex.OddR, hex.EvenR}

func TestOffsetKindString(t *testing.T) {
	tests := []struct {
		kind hex.OffsetKind
		want string
	}{
		{hex.OddQ, "odd-q"},
		{hex.EvenQ, "even-q"},
		{hex.OddR, "odd-r"},
		{hex.EvenR, "even-r"},
		{hex.OffsetKind(4), "OffsetKind(4)"},
		{hex.OffsetKind(-1), "OffsetKind(-1)"},
	}
	for _, tt := range tests {
		if got := tt.kind.String(); got != tt.want {
			t.Errorf("OffsetKind(%d).String() = %q, want %q", int(tt.kind), got, tt.want)
		}
	}
}

func TestOffsetConversion(t *testing.T) {
	tests := []struct {
		name string
		kind hex.OffsetKind
		hex  hex.Hex
		off  hex.Offset
	}{
		// Red Blob Games test_offset_from_cube and test_offset_to_cube.
		{"rbg even-q (1,2)", hex.EvenQ, hex.Hex{Q: 1, R: 2}, hex.Offset{Col: 1, Row: 3}},
		{"rbg odd-q (1,2)", hex.OddQ, hex.Hex{Q: 1, R: 2}, hex.Offset{Col: 1, Row: 2}},
		// The hex and the offset of Red Blob Games test_offset_roundtrip,
		// converted by hand.
		{"rbg hex odd-q", hex.OddQ, hex.Hex{Q: 3, R: 4}, hex.Offset{Col: 3, Row: 5}},
		{"rbg hex even-q", hex.EvenQ, hex.Hex{Q: 3, R: 4}, hex.Offset{Col: 3, Row: 6}},
		{"rbg hex odd-r", hex.OddR, hex.Hex{Q: 3, R: 4}, hex.Offset{Col: 5, Row: 4}},
		{"rbg hex even-r", hex.EvenR, hex.Hex{Q: 3, R: 4}, hex.Offset{Col: 5, Row: 4}},
		{"rbg offset odd-q", hex.OddQ, hex.Hex{Q: 1, R: -3}, hex.Offset{Col: 1, Row: -3}},
		{"rbg offset even-q", hex.EvenQ, hex.Hex{Q: 1, R: -4}, hex.Offset{Col: 1, Row: -3}},
		{"rbg offset odd-r", hex.OddR, hex.Hex{Q: 3, R: -3}, hex.Offset{Col: 1, Row: -3}},
		{"rbg offset even-r", hex.EvenR, hex.Hex{Q: 2, R: -3}, hex.Offset{Col: 1, Row: -3}},
		// The origin is the origin in every layout.
		{"origin odd-q", hex.OddQ, hex.Hex{}, hex.Offset{}},
		{"origin even-q", hex.EvenQ, hex.Hex{}, hex.Offset{}},
		{"origin odd-r", hex.OddR, hex.Hex{}, hex.Offset{}},
		{"origin even-r", hex.EvenR, hex.Hex{}, hex.Offset{}},
		// Negative odd coordinates: x%2 is -1 there and x/2 truncates
		// towards zero, the classic bug.
		{"odd-q col -1", hex.OddQ, hex.Hex{Q: -1, R: 0}, hex.Offset{Col: -1, Row: -1}},
		{"odd-q col -3", hex.OddQ, hex.Hex{Q: -3, R: 1}, hex.Offset{Col: -3, Row: -1}},
		{"even-q col -1", hex.EvenQ, hex.Hex{Q: -1, R: 0}, hex.Offset{Col: -1, Row: 0}},
		{"even-q col -3", hex.EvenQ, hex.Hex{Q: -3, R: 1}, hex.Offset{Col: -3, Row: 0}},
		{"odd-r row -1", hex.OddR, hex.Hex{Q: 0, R: -1}, hex.Offset{Col: -1, Row: -1}},
		{"odd-r row -3", hex.OddR, hex.Hex{Q: 2, R: -3}, hex.Offset{Col: 0, Row: -3}},
		{"even-r row -1", hex.EvenR, hex.Hex{Q: 0, R: -1}, hex.Offset{Col: 0, Row: -1}},
		{"even-r row -3", hex.EvenR, hex.Hex{Q: 2, R: -3}, hex.Offset{Col: 1, Row: -3}},
		// An invalid kind behaves as the zero kind, OddQ.
		{"invalid kind", hex.OffsetKind(9), hex.Hex{Q: -3, R: 1}, hex.Offset{Col: -3, Row: -1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.kind.FromHex(tt.hex); got != tt.off {
				t.Errorf("%v.FromHex(%v) = %+v, want %+v", tt.kind, tt.hex, got, tt.off)
			}
			if got := tt.kind.ToHex(tt.off); got != tt.hex {
				t.Errorf("%v.ToHex(%+v) = %v, want %v", tt.kind, tt.off, got, tt.hex)
			}
		})
	}
}

func TestOffsetKindValid(t *testing.T) {
	for _, k := range offsetKinds {
		if !k.Valid() {
			t.Errorf("%v.Valid() = false", k)
		}
	}
	for _, k := range []hex.OffsetKind{-1, 4, 100} {
		if k.Valid() {
			t.Errorf("%v.Valid() = true", k)
		}
	}
	for k, want := range map[hex.OffsetKind]bool{hex.OddQ: true, hex.EvenQ: true, hex.OddR: false, hex.EvenR: false} {
		if got := k.Columns(); got != want {
			t.Errorf("%v.Columns() = %v, want %v", k, got, want)
		}
	}
}

// offsetSteps is the offset step to each neighbour, in Direction order, for
// hexes whose staggered coordinate is even ([0]) or odd ([1]): the neighbour
// tables of the Red Blob Games guide, an oracle independent of the formulas.
var offsetSteps = map[hex.OffsetKind][2][6]hex.Offset{
	hex.OddQ: {
		{{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {0, 1}},
		{{1, 1}, {1, 0}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}},
	},
	hex.EvenQ: {
		{{1, 1}, {1, 0}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}},
		{{1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {0, 1}},
	},
	hex.OddR: {
		{{1, 0}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}},
		{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {0, 1}, {1, 1}},
	},
	hex.EvenR: {
		{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {0, 1}, {1, 1}},
		{{1, 0}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}},
	},
}

// Properties of every OffsetKind k, each checked below:
//
//  1. k.ToHex(k.FromHex(h)) == h for every hex h.
//  2. k.FromHex(k.ToHex(o)) == o for every offset o.
//  3. The offset step to each neighbour matches the guide's neighbour table
//     for the parity of the staggered coordinate.
func TestOffsetProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := hextest.Hex(1000).Draw(t, "h")
		o := hex.Offset{
			Col: rapid.IntRange(-1000, 1000).Draw(t, "col"),
			Row: rapid.IntRange(-1000, 1000).Draw(t, "row"),
		}
		d := hextest.Direction().Draw(t, "d")
		for _, k := range offsetKinds {
			if got := k.ToHex(k.FromHex(h)); got != h {
				t.Fatalf("%v: ToHex(FromHex(%v)) = %v", k, h, got)
			}
			if got := k.FromHex(k.ToHex(o)); got != o {
				t.Fatalf("%v: FromHex(ToHex(%+v)) = %+v", k, o, got)
			}
			a, b := k.FromHex(h), k.FromHex(h.Neighbor(d))
			parity := a.Row & 1
			if k.Columns() {
				parity = a.Col & 1
			}
			want := offsetSteps[k][parity][d]
			if got := (hex.Offset{Col: b.Col - a.Col, Row: b.Row - a.Row}); got != want {
				t.Fatalf("%v: step from %+v (hex %v) in direction %d = %+v, want %+v", k, a, h, d, got, want)
			}
		}
	})
}

var offsetSink hex.Offset
var offsetHexSink hex.Hex

func BenchmarkOffsetFromHex(b *testing.B) {
	b.ReportAllocs()
	h := hex.Hex{Q: -7, R: 3}
	for b.Loop() {
		for _, k := range offsetKinds {
			o := k.FromHex(h)
			h.Q, h.R = o.Row&15-7, o.Col&15-7 // chain the results
			offsetSink = o
		}
	}
}

func BenchmarkOffsetToHex(b *testing.B) {
	b.ReportAllocs()
	o := hex.Offset{Col: -7, Row: 3}
	for b.Loop() {
		for _, k := range offsetKinds {
			h := k.ToHex(o)
			o.Col, o.Row = h.R&15-7, h.Q&15-7 // chain the results
			offsetHexSink = h
		}
	}
}
