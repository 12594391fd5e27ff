package hex_test

import (
	"math"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
	"pgregory.net/rapid"
)

func TestFacingTable(t *testing.T) {
	tests := []struct {
		name     string
		f        hex.Facing
		norm     hex.Facing
		vertex   bool
		dir      hex.Direction
		str      string
		rotate1  hex.Facing
		turn1    hex.Facing
		opposite hex.Facing
	}{
		{"zero faces side 0", 0, 0, false, 0, "side 0", 2, 1, 6},
		{"side 2", hex.SideFacing(2), 4, false, 2, "side 2", 6, 5, 10},
		{"side 8 wraps to side 2", hex.SideFacing(8), 4, false, 2, "side 2", 6, 5, 10},
		{"vertex 0", hex.VertexFacing(0), 1, true, 0, "vertex 0-1", 3, 2, 7},
		{"vertex 5 wraps its name", hex.VertexFacing(5), 11, true, 5, "vertex 5-0", 1, 0, 5},
		{"negative facing", -1, 11, true, 5, "vertex 5-0", 1, 0, 5},
		{"facing 25", 25, 1, true, 0, "vertex 0-1", 3, 2, 7},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := tc.f
			if f.Norm() != tc.norm {
				t.Errorf("Norm() = %d, want %d", f.Norm(), tc.norm)
			}
			if f.IsVertex() != tc.vertex {
				t.Errorf("IsVertex() = %v", f.IsVertex())
			}
			d, sideOK := f.Dir()
			c, vertexOK := f.Corner()
			if sideOK == tc.vertex || vertexOK != tc.vertex {
				t.Errorf("Dir() ok %v, Corner() ok %v, vertex %v", sideOK, vertexOK, tc.vertex)
			}
			if (tc.vertex && c != tc.dir) || (!tc.vertex && d != tc.dir) {
				t.Errorf("Dir() = %d, Corner() = %d, want %d", d, c, tc.dir)
			}
			if got := f.String(); got != tc.str {
				t.Errorf("String() = %q, want %q", got, tc.str)
			}
			if got := f.Rotate(1); got != tc.rotate1 {
				t.Errorf("Rotate(1) = %d, want %d", got, tc.rotate1)
			}
			if got := f.Rotate(-5); got != tc.rotate1 {
				t.Errorf("Rotate(-5) = %d, want %d", got, tc.rotate1)
			}
			if got := f.Turn(1); got != tc.turn1 {
				t.Errorf("Turn(1) = %d, want %d", got, tc.turn1)
			}
			if got := f.Opposite(); got != tc.opposite {
				t.Errorf("Opposite() = %d, want %d", got, tc.opposite)
			}
		})
	}
}

func TestFacingBearing(t *testing.T) {
	tests := []struct {
		name string
		f    hex.Facing
		d    hex.Direction
		want int
	}{
		{"side ahead", hex.SideFacing(1), 1, 0},
		{"side left", hex.SideFacing(1), 2, 2},
		{"side behind", hex.SideFacing(1), 4, 6},
		{"side right", hex.SideFacing(1), 0, 10},
		{"vertex, left of the two ahead", hex.VertexFacing(1), 2, 1},
		{"vertex, right of the two ahead", hex.VertexFacing(1), 1, 11},
		{"vertex, abeam left", hex.VertexFacing(1), 3, 3},
		{"vertex, behind right", hex.VertexFacing(1), 5, 7},
		{"direction taken modulo 6", hex.SideFacing(0), -1, 10},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.f.Bearing(tc.d); got != tc.want {
				t.Fatalf("%v.Bearing(%d) = %d, want %d", tc.f, tc.d, got, tc.want)
			}
		})
	}
}

func TestArcStrings(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{hex.Front.String(), "front"},
		{hex.Flank.String(), "flank"},
		{hex.Rear.String(), "rear"},
		{hex.Arc(7).String(), "Arc(7)"},
		{hex.BoundaryForward.String(), "forward"},
		{hex.BoundaryRearward.String(), "rearward"},
		{hex.ArcBoundary(-1).String(), "ArcBoundary(-1)"},
		{hex.DirectionSet(0).String(), "{}"},
		{hex.DirectionSet(0b100011).String(), "{0 1 5}"},
		{hex.WedgeClosed.String(), "closed"},
		{hex.WedgeHalfOpen.String(), "half-open"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

func arcSet(ds ...hex.Direction) hex.DirectionSet {
	var s hex.DirectionSet
	for _, d := range ds {
		s = s.With(d)
	}
	return s
}

func TestDefaultArcDirections(t *testing.T) {
	a := hex.DefaultArcs()
	tests := []struct {
		name               string
		f                  hex.Facing
		front, flank, rear hex.DirectionSet
	}{
		{"side 0", hex.SideFacing(0), arcSet(5, 0, 1), arcSet(2, 4), arcSet(3)},
		{"side 3", hex.SideFacing(3), arcSet(2, 3, 4), arcSet(1, 5), arcSet(0)},
		{"vertex 0-1", hex.VertexFacing(0), arcSet(0, 1), arcSet(2, 5), arcSet(3, 4)},
		{"vertex 5-0", hex.VertexFacing(5), arcSet(5, 0), arcSet(1, 4), arcSet(2, 3)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, c := range []struct {
				arc  hex.Arc
				want hex.DirectionSet
			}{{hex.Front, tc.front}, {hex.Flank, tc.flank}, {hex.Rear, tc.rear}} {
				if got := a.Directions(tc.f, c.arc); got != c.want {
					t.Errorf("Directions(%v, %v) = %v, want %v", tc.f, c.arc, got, c.want)
				}
			}
		})
	}
}

func TestArcOfTable(t *testing.T) {
	h := func(q, r int) hex.Hex { return hex.Hex{Q: q, R: r} }
	rear := hex.DefaultArcs()
	rear.Boundary = hex.BoundaryRearward
	tests := []struct {
		name     string
		f        hex.Facing
		target   hex.Hex
		forward  hex.Arc
		rearward hex.Arc
	}{
		{"own hex", hex.SideFacing(0), h(0, 0), hex.Front, hex.Front},
		{"side: ahead", hex.SideFacing(0), h(5, 0), hex.Front, hex.Front},
		{"side: ahead, off-axis", hex.SideFacing(0), h(3, -1), hex.Front, hex.Front},
		{"side: on spine 0, front both sides", hex.SideFacing(0), h(4, -2), hex.Front, hex.Front},
		{"side: abeam on spine 1, front or flank", hex.SideFacing(0), h(2, -4), hex.Front, hex.Flank},
		{"side: abeam on spine 4, front or flank", hex.SideFacing(0), h(-1, 2), hex.Front, hex.Flank},
		{"side: on spine 2, flank or rear", hex.SideFacing(0), h(-3, -3), hex.Flank, hex.Rear},
		{"side: behind", hex.SideFacing(0), h(-3, 1), hex.Rear, hex.Rear},
		{"side: flank", hex.SideFacing(0), h(-1, -3), hex.Flank, hex.Flank},
		{"vertex: on the spine ahead", hex.VertexFacing(0), h(2, -1), hex.Front, hex.Front},
		{"vertex: abeam on spine 1, front or flank", hex.VertexFacing(0), h(1, -2), hex.Front, hex.Flank},
		{"vertex: behind left", hex.VertexFacing(0), h(-2, 0), hex.Rear, hex.Rear},
		{"vertex: on spine 2, flank or rear", hex.VertexFacing(0), h(-1, -1), hex.Flank, hex.Rear},
		{"vertex: on the spine behind", hex.VertexFacing(0), h(-4, 2), hex.Rear, hex.Rear},
		{"vertex: flank", hex.VertexFacing(0), h(0, -3), hex.Flank, hex.Flank},
	}
	from := h(4, -9)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			target := from.Add(tc.target)
			if got := hex.ArcOf(from, tc.f, target); got != tc.forward {
				t.Errorf("ArcOf = %v, want %v", got, tc.forward)
			}
			if got := rear.Of(from, tc.f, target); got != tc.rearward {
				t.Errorf("rearward Of = %v, want %v", got, tc.rearward)
			}
		})
	}
}

func TestArcsValidate(t *testing.T) {
	bad := hex.DefaultArcs()
	bad.Bearing[4] = hex.Arc(3)
	neg := hex.Arcs{}
	neg.Bearing[11] = hex.Arc(-1)
	tests := []struct {
		name string
		a    hex.Arcs
		err  string
	}{
		{"default", hex.DefaultArcs(), ""},
		{"zero value: all front", hex.Arcs{}, ""},
		{"arc past Rear", bad, "hex: arcs: bearing 4: invalid arc Arc(3)"},
		{"negative arc", neg, "hex: arcs: bearing 11: invalid arc Arc(-1)"},
		{"unknown boundary", hex.Arcs{Boundary: 2}, "hex: arcs: invalid boundary ArcBoundary(2)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.a.Validate()
			if tc.err == "" {
				if err != nil {
					t.Fatalf("Validate() = %v, want nil", err)
				}
				return
			}
			if err == nil || err.Error() != tc.err {
				t.Fatalf("Validate() = %v, want %q", err, tc.err)
			}
		})
	}
}

func TestArcsZeroValueIsAllFront(t *testing.T) {
	var a hex.Arcs
	for f := range hex.Facing(12) {
		if got := a.Directions(f, hex.Front); got.Len() != 6 {
			t.Fatalf("zero Arcs, facing %v: front %v", f, got)
		}
		if got := a.Of(hex.Hex{}, f, hex.Hex{Q: -5, R: 2}); got != hex.Front {
			t.Fatalf("zero Arcs, facing %v: distant hex in %v", f, got)
		}
	}
}

func TestArcsHexesTable(t *testing.T) {
	h := func(q, r int) hex.Hex { return hex.Hex{Q: q, R: r} }
	tests := []struct {
		name     string
		boundary hex.ArcBoundary
		f        hex.Facing
		arc      hex.Arc
		radius   int
		want     []hex.Hex
	}{
		{"radius 0", hex.BoundaryForward, hex.SideFacing(0), hex.Front, 0, nil},
		{"negative radius", hex.BoundaryForward, hex.SideFacing(0), hex.Front, -2, nil},
		// The spine hexes (-1,-1) and (-2,1) lie between the rear and a flank.
		{"side 0, rear, forward boundary", hex.BoundaryForward, hex.SideFacing(0), hex.Rear, 2,
			[]hex.Hex{h(-1, 0), h(-2, 0)}},
		{"side 0, rear, rearward boundary", hex.BoundaryRearward, hex.SideFacing(0), hex.Rear, 2,
			[]hex.Hex{h(-1, 0), h(-1, -1), h(-2, 0), h(-2, 1)}},
		{"vertex 0-1, front, radius 1", hex.BoundaryForward, hex.VertexFacing(0), hex.Front, 1,
			[]hex.Hex{h(1, 0), h(1, -1)}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			arcs := hex.DefaultArcs()
			arcs.Boundary = tc.boundary
			got := arcs.AppendHexes(nil, hex.Hex{}, tc.f, tc.arc, tc.radius)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Fatalf("AppendHexes mismatch (-want +got):\n%s", diff)
			}
			seq := slices.Collect(arcs.Hexes(hex.Hex{}, tc.f, tc.arc, tc.radius))
			if diff := cmp.Diff(tc.want, seq); diff != "" {
				t.Fatalf("Hexes mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// arcsGen draws an arbitrary, valid Arcs.
func arcsGen() *rapid.Generator[hex.Arcs] {
	return rapid.Custom(func(t *rapid.T) hex.Arcs {
		var a hex.Arcs
		for k := range a.Bearing {
			a.Bearing[k] = hex.Arc(rapid.IntRange(0, 2).Draw(t, "arc"))
		}
		a.Boundary = hex.ArcBoundary(rapid.IntRange(0, 1).Draw(t, "boundary"))
		return a
	})
}

// facingGen draws one of the twelve facings.
func facingGen() *rapid.Generator[hex.Facing] {
	return rapid.Custom(func(t *rapid.T) hex.Facing {
		return hex.Facing(rapid.IntRange(0, 11).Draw(t, "facing"))
	})
}

func TestArcProperties(t *testing.T) {
	// 1. For any Arcs and facing, the direction sets of Front, Flank and Rear
	//    partition the six directions, and agree with Adjacent.
	// 2. Of for an adjacent hex agrees with the direction sets.
	// 3. Of for a hex inside a wedge (not on a spine) is the arc of the
	//    wedge's direction; on a spine it is the Boundary's pick of the two.
	// 4. Of is invariant under translation and under rotating facing and
	//    target together about the unit.
	// 5. Under DefaultArcs, the front of a hexside facing is the closed
	//    half-plane ahead and the front of a vertex facing the closed 120°
	//    cone ahead (exact cross-product oracles).
	rapid.Check(t, func(t *rapid.T) {
		a := arcsGen().Draw(t, "arcs")
		if err := a.Validate(); err != nil {
			t.Fatalf("generated arcs invalid: %v", err)
		}
		f := facingGen().Draw(t, "f")
		from := hextest.Hex(30).Draw(t, "from")

		front, flank, rear := a.Directions(f, hex.Front), a.Directions(f, hex.Flank), a.Directions(f, hex.Rear)
		if front&flank != 0 || front&rear != 0 || flank&rear != 0 || (front|flank|rear) != 0b111111 {
			t.Fatalf("arcs %v facing %v: front %v flank %v rear %v do not partition", a, f, front, flank, rear)
		}
		for d := range hex.Direction(6) {
			arc := a.Adjacent(f, d)
			if !a.Directions(f, arc).Has(d) {
				t.Fatalf("direction %d: Adjacent says %v, Directions disagree", d, arc)
			}
			if got := a.Of(from, f, from.Neighbor(d)); got != arc {
				t.Fatalf("Of(adjacent %d) = %v, Adjacent = %v", d, got, arc)
			}
		}

		x := hextest.Hex(15).Draw(t, "x")
		target := from.Add(x)
		got := a.Of(from, f, target)
		if x != (hex.Hex{}) {
			w, _ := hex.WedgeOf(from, target)
			want := a.Adjacent(f, w)
			if s, on := hex.SpineOf(from, target); on {
				l, r := a.Adjacent(f, s), a.Adjacent(f, s+1)
				if a.Boundary == hex.BoundaryRearward {
					want = max(l, r)
				} else {
					want = min(l, r)
				}
			}
			if got != want {
				t.Fatalf("Of(%v, %v, %v) = %v, want %v", from, f, target, got, want)
			}
		}
		if got2 := a.Of(hex.Hex{}, f, x); got2 != got {
			t.Fatalf("Of not translation invariant: %v vs %v", got, got2)
		}
		k := rapid.IntRange(-6, 6).Draw(t, "k")
		if got2 := a.Of(from, f.Rotate(k), from.Add(x.Rotate(k))); got2 != got {
			t.Fatalf("Of not rotation invariant: %v vs %v", got, got2)
		}

		def := hex.ArcOf(from, f, target)
		wantFront := false
		if c, ok := f.Corner(); ok {
			// closed cone between spines c-1 and c+1
			lo := c.Rotate(-1).Vector().Add(c.Vector())
			hi := c.Rotate(1).Vector().Add(c.Rotate(2).Vector())
			wantFront = wedgeCross(lo, x)*wedgeCross(lo, c.Vector()) >= 0 &&
				wedgeCross(hi, x)*wedgeCross(hi, c.Rotate(1).Vector()) >= 0
		} else {
			d, _ := f.Dir()
			abeam := d.Rotate(1).Vector().Add(d.Rotate(2).Vector())
			wantFront = wedgeCross(abeam, x)*wedgeCross(abeam, d.Vector()) >= 0
		}
		if (def == hex.Front) != wantFront {
			t.Fatalf("ArcOf(%v, %v, %v) = %v, half-plane/cone oracle says front=%v", from, f, target, def, wantFront)
		}

		radius := rapid.IntRange(0, 5).Draw(t, "radius")
		arc := hex.Arc(rapid.IntRange(0, 2).Draw(t, "arc"))
		hexes := a.AppendHexes(nil, from, f, arc, radius)
		var want []hex.Hex
		for q := -radius; q <= radius; q++ {
			for r := -radius; r <= radius; r++ {
				y := hex.Hex{Q: q, R: r}
				if y != (hex.Hex{}) && y.Len() <= radius && a.Of(from, f, from.Add(y)) == arc {
					want = append(want, from.Add(y))
				}
			}
		}
		if !sameHexSet(hexes, want) {
			t.Fatalf("AppendHexes(%v, %v, %v, %d) = %v, want %v", from, f, arc, radius, hexes, want)
		}
	})
}

func TestDirectionSet(t *testing.T) {
	s := hex.DirectionSet(0).With(4).With(-1).With(10)
	if got := slices.Collect(s.All()); !slices.Equal(got, []hex.Direction{4, 5}) {
		t.Fatalf("All() = %v, want [4 5]", got)
	}
	if s.Len() != 2 || !s.Has(10) || s.Has(0) {
		t.Fatalf("set %v: Len %d Has(10) %v Has(0) %v", s, s.Len(), s.Has(10), s.Has(0))
	}
	for d := range hex.DirectionSet(0b111111).All() {
		if d == 2 {
			break
		}
	}
}

func TestArcAllocs(t *testing.T) {
	a := hex.DefaultArcs()
	buf := make([]hex.Hex, 0, 64)
	allocs := testing.AllocsPerRun(100, func() {
		_ = hex.ArcOf(hex.Hex{}, hex.VertexFacing(2), hex.Hex{Q: -3, R: 7})
		_ = a.Directions(hex.SideFacing(4), hex.Flank)
		buf = a.AppendHexes(buf[:0], hex.Hex{}, hex.SideFacing(1), hex.Front, 4)
	})
	if allocs != 0 {
		t.Fatalf("arcs allocate %v times per run", allocs)
	}
}

var arcSink hex.Arc

func BenchmarkArcOfAdjacent(b *testing.B) {
	b.ReportAllocs()
	from := hex.Hex{Q: 2, R: -5}
	f := hex.VertexFacing(1)
	var d hex.Direction
	for b.Loop() {
		arc := hex.ArcOf(from, f, from.Neighbor(d))
		d = (d + 1 + hex.Direction(arc)) % 6
		arcSink = arc
	}
}

func BenchmarkArcOfDistant(b *testing.B) {
	b.ReportAllocs()
	from := hex.Hex{Q: 2, R: -5}
	target := hex.Hex{Q: -9, R: 4}
	f := hex.SideFacing(2)
	for b.Loop() {
		arc := hex.ArcOf(from, f, target)
		f = f.Turn(1 + int(arc))
		arcSink = arc
	}
}

func BenchmarkArcOfSpine(b *testing.B) {
	b.ReportAllocs()
	from := hex.Hex{}
	target := hex.Hex{Q: -6, R: -6} // on spine 2
	f := hex.SideFacing(0)
	for b.Loop() {
		arc := hex.ArcOf(from, f, target)
		f = f.Rotate(int(arc) - 2 + 6)
		arcSink = arc
	}
}

func BenchmarkArcsDirections(b *testing.B) {
	b.ReportAllocs()
	a := hex.DefaultArcs()
	f := hex.Facing(0)
	var s hex.DirectionSet
	for b.Loop() {
		s = a.Directions(f, hex.Flank)
		f = f.Turn(s.Len())
	}
	arcSink = hex.Arc(s)
}

func BenchmarkArcsAppendHexes8(b *testing.B) {
	b.ReportAllocs()
	a := hex.DefaultArcs()
	buf := make([]hex.Hex, 0, 256)
	f := hex.VertexFacing(3)
	for b.Loop() {
		buf = a.AppendHexes(buf[:0], hex.Hex{}, f, hex.Front, 8)
		f = f.Turn(len(buf) % 3)
	}
}

// Arcs.Hexes walks only the wedges and spines in the arc, yet yields
// exactly what filtering every hex by Of would, in the same order: ring
// by ring, each ring wedge by wedge (the half-open wedges from direction
// 0). HexesLen counts them, and AppendHexes appends them. The arcs may
// hold values outside Front..Rear, and arc may be one, as Of reads them.
func TestArcsHexesAreOfFiltered(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var a hex.Arcs
		for k := range a.Bearing {
			a.Bearing[k] = hex.Arc(rapid.IntRange(-1, 3).Draw(t, "bearing"))
		}
		a.Boundary = hex.ArcBoundary(rapid.IntRange(-1, 2).Draw(t, "boundary"))
		f := hex.Facing(rapid.IntRange(-13, 13).Draw(t, "f"))
		arc := hex.Arc(rapid.IntRange(-1, 3).Draw(t, "arc"))
		from := hextest.Hex(30).Draw(t, "from")
		radius := rapid.IntRange(-1, 9).Draw(t, "radius")
		var want []hex.Hex
		for k := 1; k <= radius; k++ {
			for d := range hex.Direction(6) {
				for h := range hex.Wedge(from, d, k, hex.WedgeHalfOpen) {
					if h.Distance(from) == k && a.Of(from, f, h) == arc {
						want = append(want, h)
					}
				}
			}
		}
		got := slices.Collect(a.Hexes(from, f, arc, radius))
		if !slices.Equal(got, want) {
			t.Fatalf("Hexes(%v, %v, %v, %d) = %v, want %v", from, f, arc, radius, got, want)
		}
		if app := a.AppendHexes(nil, from, f, arc, radius); !slices.Equal(app, want) {
			t.Fatalf("AppendHexes = %v, want %v", app, want)
		}
		if n := a.HexesLen(f, arc, radius); n != len(want) {
			t.Fatalf("HexesLen = %d, want %d", n, len(want))
		}
	})
}

// An arc's hexes cost what they yield: an arc with no hex at any range
// yields nothing at once, whatever the radius (it walked every hex of the
// range before), and HexesLen counts whole wedges and spines without
// walking them.
func TestArcsHexesBoundedByOutput(t *testing.T) {
	big := hex.MaxCoord / 2
	if n := countSeq(hex.Arcs{}.Hexes(hex.Hex{}, 0, hex.Rear, big)); n != 0 {
		t.Fatalf("rear of an all-front unit: %d hexes", n)
	}
	if got := hex.DefaultArcs().AppendHexes(nil, hex.Hex{}, 0, hex.Rear, 1e5); got != nil {
		t.Fatalf("AppendHexes of radius 1e5: %d hexes, want none (above MaxAppendLen)", len(got))
	}
	// Facing side 0, default arcs: the rear is the wedge around
	// direction 3 and, under BoundaryForward, none of its spines.
	r := 1 << 15
	if n, want := hex.DefaultArcs().HexesLen(0, hex.Rear, r), hex.WedgeLen(r, hex.WedgeHalfOpen)-r/2; n != want {
		t.Fatalf("HexesLen(rear, %d) = %d, want %d", r, n, want)
	}
	if n := hex.DefaultArcs().HexesLen(0, hex.Front, math.MaxInt-1); n != math.MaxInt {
		t.Fatalf("HexesLen of a huge radius = %d, want MaxInt", n)
	}
}
