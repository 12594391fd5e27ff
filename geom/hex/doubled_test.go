package hex_test

import (
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
	"pgregory.net/rapid"
)

var doubledKinds = []hex.DoubledKind{hex.DoubledWidth, hex.DoubledHeight}

func TestDoubledConversion(t *testing.T) {
	tests := []struct {
		name string
		kind hex.DoubledKind
		hex  hex.Hex
		dbl  hex.Doubled
	}{
		// Red Blob Games test_doubled_from_cube and test_doubled_to_cube.
		{"rbg doubled-q", hex.DoubledHeight, hex.Hex{Q: 1, R: 2}, hex.Doubled{Col: 1, Row: 5}},
		{"rbg doubled-r", hex.DoubledWidth, hex.Hex{Q: 1, R: 2}, hex.Doubled{Col: 4, Row: 2}},
		// The hex and the coordinate of test_doubled_roundtrip, by hand.
		{"rbg hex height", hex.DoubledHeight, hex.Hex{Q: 3, R: 4}, hex.Doubled{Col: 3, Row: 11}},
		{"rbg hex width", hex.DoubledWidth, hex.Hex{Q: 3, R: 4}, hex.Doubled{Col: 10, Row: 4}},
		{"rbg doubled height", hex.DoubledHeight, hex.Hex{Q: 1, R: -2}, hex.Doubled{Col: 1, Row: -3}},
		{"rbg doubled width", hex.DoubledWidth, hex.Hex{Q: 2, R: -3}, hex.Doubled{Col: 1, Row: -3}},
		{"origin width", hex.DoubledWidth, hex.Hex{}, hex.Doubled{}},
		{"origin height", hex.DoubledHeight, hex.Hex{}, hex.Doubled{}},
		{"negative odd width", hex.DoubledWidth, hex.Hex{Q: 0, R: -1}, hex.Doubled{Col: -1, Row: -1}},
		{"negative odd height", hex.DoubledHeight, hex.Hex{Q: -1, R: 0}, hex.Doubled{Col: -1, Row: -1}},
		{"west neighbour width", hex.DoubledWidth, hex.Hex{Q: -1, R: 0}, hex.Doubled{Col: -2, Row: 0}},
		{"north neighbour height", hex.DoubledHeight, hex.Hex{Q: 0, R: -1}, hex.Doubled{Col: 0, Row: -2}},
		{"invalid kind", hex.DoubledKind(7), hex.Hex{Q: 1, R: 2}, hex.Doubled{Col: 4, Row: 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.kind.FromHex(tt.hex); got != tt.dbl {
				t.Errorf("%v.FromHex(%v) = %+v, want %+v", tt.kind, tt.hex, got, tt.dbl)
			}
			got, err := tt.kind.ToHex(tt.dbl)
			if err != nil || got != tt.hex {
				t.Errorf("%v.ToHex(%+v) = %v, %v, want %v", tt.kind, tt.dbl, got, err, tt.hex)
			}
		})
	}
}

func TestDoubledInvalid(t *testing.T) {
	tests := []struct {
		name string
		dbl  hex.Doubled
	}{
		{"odd col", hex.Doubled{Col: 1, Row: 0}},
		{"odd row", hex.Doubled{Col: 0, Row: 1}},
		{"negative odd", hex.Doubled{Col: -1, Row: 0}},
		{"both negative", hex.Doubled{Col: -2, Row: -3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.dbl.Validate()
			if err == nil {
				t.Fatalf("Validate(%+v) = nil, want an error", tt.dbl)
			}
			if msg := err.Error(); !strings.HasPrefix(msg, "hex: doubled coordinate (") || !strings.Contains(msg, "odd") {
				t.Errorf("Validate(%+v) = %q, want a hex: error naming the coordinate", tt.dbl, msg)
			}
			for _, k := range doubledKinds {
				if h, err := k.ToHex(tt.dbl); err == nil {
					t.Errorf("%v.ToHex(%+v) = %v, nil, want an error", k, tt.dbl, h)
				}
			}
		})
	}
}

func TestDoubledKindString(t *testing.T) {
	for k, want := range map[hex.DoubledKind]string{
		hex.DoubledWidth:   "doubled-width",
		hex.DoubledHeight:  "doubled-height",
		hex.DoubledKind(2): "DoubledKind(2)",
	} {
		if got := k.String(); got != want {
			t.Errorf("String() = %q, want %q", got, want)
		}
		if got, want := k.Valid(), !strings.HasPrefix(want, "DoubledKind("); got != want {
			t.Errorf("%v.Valid() = %v, want %v", k, got, want)
		}
	}
}

// Properties of every DoubledKind k, each checked below:
//
//  1. k.ToHex(k.FromHex(h)) == h, and k.FromHex(h) is valid.
//  2. For a valid d, k.FromHex(k.ToHex(d)) == d; for an odd d, ToHex fails.
//  3. FromHex is linear: FromHex(h+v) == FromHex(h) + FromHex(v), so each
//     neighbour is the same doubled step away from every hex.
func TestDoubledProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := hextest.Hex(1000).Draw(t, "h")
		v := hextest.Hex(3).Draw(t, "v")
		d := hex.Doubled{
			Col: rapid.IntRange(-2000, 2000).Draw(t, "col"),
			Row: rapid.IntRange(-2000, 2000).Draw(t, "row"),
		}
		for _, k := range doubledKinds {
			dh := k.FromHex(h)
			if err := dh.Validate(); err != nil {
				t.Fatalf("%v: FromHex(%v) = %+v is invalid: %v", k, h, dh, err)
			}
			if got, err := k.ToHex(dh); err != nil || got != h {
				t.Fatalf("%v: ToHex(FromHex(%v)) = %v, %v", k, h, got, err)
			}
			got, err := k.ToHex(d)
			if (d.Col+d.Row)%2 != 0 {
				if err == nil {
					t.Fatalf("%v: ToHex(%+v) = %v, nil, want an error", k, d, got)
				}
			} else if err != nil || k.FromHex(got) != d {
				t.Fatalf("%v: FromHex(ToHex(%+v)) = FromHex(%v, %v)", k, d, got, err)
			}
			dv, dhv := k.FromHex(v), k.FromHex(h.Add(v))
			if dhv.Col != dh.Col+dv.Col || dhv.Row != dh.Row+dv.Row {
				t.Fatalf("%v: FromHex(%v+%v) = %+v, want %+v + %+v", k, h, v, dhv, dh, dv)
			}
		}
	})
}

var doubledSink hex.Doubled

func BenchmarkDoubledRoundTrip(b *testing.B) {
	b.ReportAllocs()
	h := hex.Hex{Q: -7, R: 3}
	for b.Loop() {
		for _, k := range doubledKinds {
			d := k.FromHex(h)
			doubledSink = d
			h, _ = k.ToHex(d)
		}
	}
}
