package hex_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
	"pgregory.net/rapid"
)

func TestFootprintPlaceTable(t *testing.T) {
	h := func(q, r int) hex.Hex { return hex.Hex{Q: q, R: r} }
	head := h(3, -2)
	at := func(offsets ...hex.Hex) []hex.Hex {
		out := make([]hex.Hex, len(offsets))
		for i, o := range offsets {
			out[i] = head.Add(o)
		}
		return out
	}
	tests := []struct {
		name string
		fp   hex.Footprint
		f    hex.Facing
		want []hex.Hex
	}{
		{"zero footprint is the head", hex.Footprint{}, hex.SideFacing(4), at(h(0, 0))},
		{"zero footprint does not fit a vertex", hex.Footprint{}, hex.VertexFacing(4), nil},
		{"column 1", hex.ColumnFootprint(1), hex.SideFacing(0), at(h(0, 0))},
		{"column 0 is taken as 1", hex.ColumnFootprint(0), hex.SideFacing(0), at(h(0, 0))},
		{"column -4 is taken as 1", hex.ColumnFootprint(-4), hex.SideFacing(0), at(h(0, 0))},
		{"column 3 facing east trails west", hex.ColumnFootprint(3), hex.SideFacing(0), at(h(0, 0), h(-1, 0), h(-2, 0))},
		{"column 3 facing side 1", hex.ColumnFootprint(3), hex.SideFacing(1), at(h(0, 0), h(-1, 1), h(-2, 2))},
		{"column 3 facing side 7 is side 1", hex.ColumnFootprint(3), hex.SideFacing(7), at(h(0, 0), h(-1, 1), h(-2, 2))},
		{"column does not fit a vertex facing", hex.ColumnFootprint(3), hex.VertexFacing(0), nil},
		{"line 3 centred facing vertex 0-1", hex.LineFootprint(3, hex.ExtendCentered), hex.VertexFacing(0), at(h(0, 0), h(0, -1), h(0, 1))},
		{"line 3 centred facing north (vertex 1-2)", hex.LineFootprint(3, hex.ExtendCentered), hex.VertexFacing(1), at(h(0, 0), h(-1, 0), h(1, 0))},
		{"line 2 centred has its extra hex left", hex.LineFootprint(2, hex.ExtendCentered), hex.VertexFacing(0), at(h(0, 0), h(0, -1))},
		{"line 4 extending right", hex.LineFootprint(4, hex.ExtendRight), hex.VertexFacing(0), at(h(0, 0), h(0, 1), h(0, 2), h(0, 3))},
		{"line 3 extending left", hex.LineFootprint(3, hex.ExtendLeft), hex.VertexFacing(0), at(h(0, 0), h(0, -1), h(0, -2))},
		{"line 1", hex.LineFootprint(1, hex.ExtendLeft), hex.VertexFacing(3), at(h(0, 0))},
		{"line 0 is taken as 1", hex.LineFootprint(0, hex.ExtendRight), hex.VertexFacing(3), at(h(0, 0))},
		{"unknown extent is centred", hex.LineFootprint(3, hex.LineExtent(42)), hex.VertexFacing(0), at(h(0, 0), h(0, -1), h(0, 1))},
		{"line does not fit a hexside facing", hex.LineFootprint(3, hex.ExtendCentered), hex.SideFacing(0), nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.fp.AppendPlaced(nil, head, tc.f)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Fatalf("AppendPlaced mismatch (-want +got):\n%s", diff)
			}
			seq := slices.Collect(tc.fp.Place(head, tc.f))
			if diff := cmp.Diff(tc.want, seq); diff != "" {
				t.Fatalf("Place mismatch (-want +got):\n%s", diff)
			}
			if fits := tc.fp.Fits(tc.f); fits != (len(tc.want) > 0) {
				t.Fatalf("Fits(%v) = %v", tc.f, fits)
			}
			if len(tc.want) > 0 && tc.fp.Len() != len(tc.want) {
				t.Fatalf("Len() = %d, want %d", tc.fp.Len(), len(tc.want))
			}
		})
	}
}

func TestNewFootprint(t *testing.T) {
	h := func(q, r int) hex.Hex { return hex.Hex{Q: q, R: r} }
	tests := []struct {
		name    string
		ref     hex.Facing
		offsets []hex.Hex
		place   hex.Facing
		want    []hex.Hex
		err     string
	}{
		{"no offsets: the head alone", hex.SideFacing(0), nil, hex.SideFacing(2), []hex.Hex{h(0, 0)}, ""},
		{"head listed last is placed first", hex.SideFacing(0), []hex.Hex{h(-1, 0), h(0, 0)}, hex.SideFacing(0), []hex.Hex{h(0, 0), h(-1, 0)}, ""},
		{"disconnected gun and limber", hex.SideFacing(0), []hex.Hex{h(-2, 0)}, hex.SideFacing(3), []hex.Hex{h(0, 0), h(2, 0)}, ""},
		{"vertex reference, normalised", hex.Facing(13), []hex.Hex{h(1, 0)}, hex.VertexFacing(1), []hex.Hex{h(0, 0), h(1, -1)}, ""},
		{"duplicate offset", hex.SideFacing(0), []hex.Hex{h(1, 0), h(1, 0)}, 0, nil, "hex: footprint: duplicate offset (1,0)"},
		{"head listed twice", hex.SideFacing(0), []hex.Hex{h(0, 0), h(0, 0)}, 0, nil, "hex: footprint: duplicate offset (0,0)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fp, err := hex.NewFootprint(tc.ref, tc.offsets...)
			if tc.err != "" {
				if err == nil || err.Error() != tc.err {
					t.Fatalf("NewFootprint error = %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("NewFootprint: %v", err)
			}
			if fp.Reference() != tc.ref.Norm() {
				t.Fatalf("Reference() = %v, want %v", fp.Reference(), tc.ref.Norm())
			}
			got := fp.AppendPlaced(nil, hex.Hex{}, tc.place)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Fatalf("AppendPlaced mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestFootprintPlaceStopsEarly(t *testing.T) {
	n := 0
	for range hex.ColumnFootprint(5).Place(hex.Hex{}, 0) {
		n++
		if n == 2 {
			break
		}
	}
	for range (hex.Footprint{}).Place(hex.Hex{}, 0) {
		break
	}
	if n != 2 {
		t.Fatalf("iterated %d hexes, want 2", n)
	}
}

// footprintConnected reports whether hexes form one connected group.
func footprintConnected(hexes []hex.Hex) bool {
	if len(hexes) == 0 {
		return true
	}
	in := map[hex.Hex]bool{}
	for _, h := range hexes {
		in[h] = true
	}
	seen := map[hex.Hex]bool{hexes[0]: true}
	stack := []hex.Hex{hexes[0]}
	for len(stack) > 0 {
		h := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for d := range hex.Direction(6) {
			n := h.Neighbor(d)
			if in[n] && !seen[n] {
				seen[n] = true
				stack = append(stack, n)
			}
		}
	}
	return len(seen) == len(in)
}

func TestFootprintProperties(t *testing.T) {
	// 1. A placed column or line has n distinct, connected hexes, head first.
	// 2. Placing is invariant under turning the facing by a full circle
	//    (Rotate(6), Turn(12)), commutes with translation, and turning the
	//    facing by k steps rotates the shape about the head by k steps.
	// 3. A column trails behind its head (its other hexes are in the head's
	//    rear arc); a line stands abreast (its hexes next to the head are
	//    in the head's flank arc), under DefaultArcs.
	// 4. Place and AppendPlaced agree, and place nothing exactly when the
	//    footprint does not fit the facing.
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 12).Draw(t, "n")
		column := rapid.Bool().Draw(t, "column")
		var fp hex.Footprint
		var f hex.Facing
		if column {
			fp = hex.ColumnFootprint(n)
			f = hex.SideFacing(hextest.Direction().Draw(t, "d"))
		} else {
			fp = hex.LineFootprint(n, hex.LineExtent(rapid.IntRange(0, 2).Draw(t, "extent")))
			f = hex.VertexFacing(hextest.Direction().Draw(t, "c"))
		}
		head := hextest.Hex(40).Draw(t, "head")
		placed := fp.AppendPlaced(nil, head, f)
		if len(placed) != n || fp.Len() != n {
			t.Fatalf("placed %d hexes (Len %d), want %d", len(placed), fp.Len(), n)
		}
		if placed[0] != head {
			t.Fatalf("first placed hex %v, want the head %v", placed[0], head)
		}
		distinct := map[hex.Hex]bool{}
		for _, h := range placed {
			distinct[h] = true
		}
		if len(distinct) != n {
			t.Fatalf("placed hexes not distinct: %v", placed)
		}
		if !footprintConnected(placed) {
			t.Fatalf("placed hexes not connected: %v", placed)
		}
		if got := slices.Collect(fp.Place(head, f)); !slices.Equal(got, placed) {
			t.Fatalf("Place = %v, AppendPlaced = %v", got, placed)
		}
		for _, g := range []hex.Facing{f.Rotate(6), f.Rotate(-6), f.Turn(12), f + 12} {
			if got := fp.AppendPlaced(nil, head, g); !slices.Equal(got, placed) {
				t.Fatalf("facing %d placed %v, facing %d placed %v", f, placed, g, got)
			}
		}
		shift := hextest.Hex(10).Draw(t, "shift")
		moved := fp.AppendPlaced(nil, head.Add(shift), f)
		k := rapid.IntRange(-6, 6).Draw(t, "k")
		turned := fp.AppendPlaced(nil, head, f.Rotate(k))
		for i, h := range placed {
			if moved[i] != h.Add(shift) {
				t.Fatalf("translation: hex %d is %v, want %v", i, moved[i], h.Add(shift))
			}
			if want := h.Sub(head).Rotate(k).Add(head); turned[i] != want {
				t.Fatalf("rotation by %d: hex %d is %v, want %v", k, i, turned[i], want)
			}
		}
		for i, h := range placed[1:] {
			arc := hex.ArcOf(head, f, h)
			switch {
			case column && arc != hex.Rear:
				t.Fatalf("column hex %d %v is in the head's %v arc", i+1, h, arc)
			case !column && head.IsNeighbor(h) && arc != hex.Flank:
				t.Fatalf("line hex %d %v is in the head's %v arc", i+1, h, arc)
			}
		}
		if wrong := f.Turn(1); fp.Fits(wrong) || len(fp.AppendPlaced(nil, head, wrong)) != 0 ||
			len(slices.Collect(fp.Place(head, wrong))) != 0 {
			t.Fatalf("footprint placed at a facing of the other kind %v", wrong)
		}
	})
}

func TestFootprintAllocs(t *testing.T) {
	col := hex.ColumnFootprint(4)
	line := hex.LineFootprint(6, hex.ExtendCentered)
	buf := make([]hex.Hex, 0, 16)
	allocs := testing.AllocsPerRun(100, func() {
		buf = col.AppendPlaced(buf[:0], hex.Hex{Q: 2}, hex.SideFacing(3))
		buf = line.AppendPlaced(buf, hex.Hex{Q: 2}, hex.VertexFacing(3))
	})
	if allocs != 0 {
		t.Fatalf("AppendPlaced into a reused buffer allocates %v times per run", allocs)
	}
}

var footprintSink hex.Hex

func BenchmarkFootprintColumn4(b *testing.B) {
	b.ReportAllocs()
	fp := hex.ColumnFootprint(4)
	buf := make([]hex.Hex, 0, 4)
	head := hex.Hex{Q: 10, R: -3}
	f := hex.SideFacing(0)
	for b.Loop() {
		buf = fp.AppendPlaced(buf[:0], head, f)
		f = f.Rotate(1)
		head = buf[1].Sub(buf[3])
	}
	footprintSink = head
}

func BenchmarkFootprintLine8(b *testing.B) {
	b.ReportAllocs()
	fp := hex.LineFootprint(8, hex.ExtendCentered)
	buf := make([]hex.Hex, 0, 8)
	head := hex.Hex{Q: 10, R: -3}
	f := hex.VertexFacing(0)
	for b.Loop() {
		buf = fp.AppendPlaced(buf[:0], head, f)
		f = f.Rotate(1)
		head = buf[7].Sub(buf[1])
	}
	footprintSink = head
}

func BenchmarkFootprintPlaceIter(b *testing.B) {
	b.ReportAllocs()
	fp := hex.ColumnFootprint(4)
	head := hex.Hex{Q: 10, R: -3}
	f := hex.SideFacing(0)
	for b.Loop() {
		var last hex.Hex
		for h := range fp.Place(head, f) {
			last = h
		}
		f = f.Rotate(1)
		head = last.Sub(head)
	}
	footprintSink = head
}
