package geom_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"pgregory.net/rapid"
)

func TestFacingTable(t *testing.T) {
	tests := []struct {
		name     string
		f        geom.Facing
		norm     geom.Facing
		vertex   bool
		dir      geom.Direction
		str      string
		rotate1  geom.Facing
		turn1    geom.Facing
		opposite geom.Facing
	}{
		{"zero faces side 0", 0, 0, false, 0, "side 0", 2, 1, 6},
		{"side 2", geom.SideFacing(2), 4, false, 2, "side 2", 6, 5, 10},
		{"side 8 wraps to side 2", geom.SideFacing(8), 4, false, 2, "side 2", 6, 5, 10},
		{"vertex 0", geom.VertexFacing(0), 1, true, 0, "vertex 0-1", 3, 2, 7},
		{"vertex 5 wraps its name", geom.VertexFacing(5), 11, true, 5, "vertex 5-0", 1, 0, 5},
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
		f    geom.Facing
		d    geom.Direction
		want int
	}{
		{"side ahead", geom.SideFacing(1), 1, 0},
		{"side left", geom.SideFacing(1), 2, 2},
		{"side behind", geom.SideFacing(1), 4, 6},
		{"side right", geom.SideFacing(1), 0, 10},
		{"vertex, left of the two ahead", geom.VertexFacing(1), 2, 1},
		{"vertex, right of the two ahead", geom.VertexFacing(1), 1, 11},
		{"vertex, abeam left", geom.VertexFacing(1), 3, 3},
		{"vertex, behind right", geom.VertexFacing(1), 5, 7},
		{"direction taken modulo 6", geom.SideFacing(0), -1, 10},
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
		{geom.Front.String(), "front"},
		{geom.Flank.String(), "flank"},
		{geom.Rear.String(), "rear"},
		{geom.Arc(7).String(), "Arc(7)"},
		{geom.BoundaryForward.String(), "forward"},
		{geom.BoundaryRearward.String(), "rearward"},
		{geom.ArcBoundary(-1).String(), "ArcBoundary(-1)"},
		{geom.DirectionSet(0).String(), "{}"},
		{geom.DirectionSet(0b100011).String(), "{0 1 5}"},
		{geom.WedgeClosed.String(), "closed"},
		{geom.WedgeHalfOpen.String(), "half-open"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

func arcSet(ds ...geom.Direction) geom.DirectionSet {
	var s geom.DirectionSet
	for _, d := range ds {
		s = s.With(d)
	}
	return s
}

func TestDefaultArcDirections(t *testing.T) {
	a := geom.DefaultArcs()
	tests := []struct {
		name               string
		f                  geom.Facing
		front, flank, rear geom.DirectionSet
	}{
		{"side 0", geom.SideFacing(0), arcSet(5, 0, 1), arcSet(2, 4), arcSet(3)},
		{"side 3", geom.SideFacing(3), arcSet(2, 3, 4), arcSet(1, 5), arcSet(0)},
		{"vertex 0-1", geom.VertexFacing(0), arcSet(0, 1), arcSet(2, 5), arcSet(3, 4)},
		{"vertex 5-0", geom.VertexFacing(5), arcSet(5, 0), arcSet(1, 4), arcSet(2, 3)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, c := range []struct {
				arc  geom.Arc
				want geom.DirectionSet
			}{{geom.Front, tc.front}, {geom.Flank, tc.flank}, {geom.Rear, tc.rear}} {
				if got := a.Directions(tc.f, c.arc); got != c.want {
					t.Errorf("Directions(%v, %v) = %v, want %v", tc.f, c.arc, got, c.want)
				}
			}
		})
	}
}

func TestArcOfTable(t *testing.T) {
	h := func(q, r int) geom.Hex { return geom.Hex{Q: q, R: r} }
	rear := geom.DefaultArcs()
	rear.Boundary = geom.BoundaryRearward
	tests := []struct {
		name     string
		f        geom.Facing
		target   geom.Hex
		forward  geom.Arc
		rearward geom.Arc
	}{
		{"own hex", geom.SideFacing(0), h(0, 0), geom.Front, geom.Front},
		{"side: ahead", geom.SideFacing(0), h(5, 0), geom.Front, geom.Front},
		{"side: ahead, off-axis", geom.SideFacing(0), h(3, -1), geom.Front, geom.Front},
		{"side: on spine 0, front both sides", geom.SideFacing(0), h(4, -2), geom.Front, geom.Front},
		{"side: abeam on spine 1, front or flank", geom.SideFacing(0), h(2, -4), geom.Front, geom.Flank},
		{"side: abeam on spine 4, front or flank", geom.SideFacing(0), h(-1, 2), geom.Front, geom.Flank},
		{"side: on spine 2, flank or rear", geom.SideFacing(0), h(-3, -3), geom.Flank, geom.Rear},
		{"side: behind", geom.SideFacing(0), h(-3, 1), geom.Rear, geom.Rear},
		{"side: flank", geom.SideFacing(0), h(-1, -3), geom.Flank, geom.Flank},
		{"vertex: on the spine ahead", geom.VertexFacing(0), h(2, -1), geom.Front, geom.Front},
		{"vertex: abeam on spine 1, front or flank", geom.VertexFacing(0), h(1, -2), geom.Front, geom.Flank},
		{"vertex: behind left", geom.VertexFacing(0), h(-2, 0), geom.Rear, geom.Rear},
		{"vertex: on spine 2, flank or rear", geom.VertexFacing(0), h(-1, -1), geom.Flank, geom.Rear},
		{"vertex: on the spine behind", geom.VertexFacing(0), h(-4, 2), geom.Rear, geom.Rear},
		{"vertex: flank", geom.VertexFacing(0), h(0, -3), geom.Flank, geom.Flank},
	}
	from := h(4, -9)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			target := from.Add(tc.target)
			if got := geom.ArcOf(from, tc.f, target); got != tc.forward {
				t.Errorf("ArcOf = %v, want %v", got, tc.forward)
			}
			if got := rear.Of(from, tc.f, target); got != tc.rearward {
				t.Errorf("rearward Of = %v, want %v", got, tc.rearward)
			}
		})
	}
}

func TestArcsValidate(t *testing.T) {
	bad := geom.DefaultArcs()
	bad.Bearing[4] = geom.Arc(3)
	neg := geom.Arcs{}
	neg.Bearing[11] = geom.Arc(-1)
	tests := []struct {
		name string
		a    geom.Arcs
		err  string
	}{
		{"default", geom.DefaultArcs(), ""},
		{"zero value: all front", geom.Arcs{}, ""},
		{"arc past Rear", bad, "geom: arcs: bearing 4: invalid arc Arc(3)"},
		{"negative arc", neg, "geom: arcs: bearing 11: invalid arc Arc(-1)"},
		{"unknown boundary", geom.Arcs{Boundary: 2}, "geom: arcs: invalid boundary ArcBoundary(2)"},
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
	var a geom.Arcs
	for f := range geom.Facing(12) {
		if got := a.Directions(f, geom.Front); got.Len() != 6 {
			t.Fatalf("zero Arcs, facing %v: front %v", f, got)
		}
		if got := a.Of(geom.Hex{}, f, geom.Hex{Q: -5, R: 2}); got != geom.Front {
			t.Fatalf("zero Arcs, facing %v: distant hex in %v", f, got)
		}
	}
}

func TestArcsHexesTable(t *testing.T) {
	h := func(q, r int) geom.Hex { return geom.Hex{Q: q, R: r} }
	tests := []struct {
		name     string
		boundary geom.ArcBoundary
		f        geom.Facing
		arc      geom.Arc
		radius   int
		want     []geom.Hex
	}{
		{"radius 0", geom.BoundaryForward, geom.SideFacing(0), geom.Front, 0, nil},
		{"negative radius", geom.BoundaryForward, geom.SideFacing(0), geom.Front, -2, nil},
		// The spine hexes (-1,-1) and (-2,1) lie between the rear and a flank.
		{"side 0, rear, forward boundary", geom.BoundaryForward, geom.SideFacing(0), geom.Rear, 2,
			[]geom.Hex{h(-1, 0), h(-2, 0)}},
		{"side 0, rear, rearward boundary", geom.BoundaryRearward, geom.SideFacing(0), geom.Rear, 2,
			[]geom.Hex{h(-1, 0), h(-1, -1), h(-2, 0), h(-2, 1)}},
		{"vertex 0-1, front, radius 1", geom.BoundaryForward, geom.VertexFacing(0), geom.Front, 1,
			[]geom.Hex{h(1, 0), h(1, -1)}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			arcs := geom.DefaultArcs()
			arcs.Boundary = tc.boundary
			got := arcs.AppendHexes(nil, geom.Hex{}, tc.f, tc.arc, tc.radius)
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Fatalf("AppendHexes mismatch (-want +got):\n%s", diff)
			}
			seq := slices.Collect(arcs.Hexes(geom.Hex{}, tc.f, tc.arc, tc.radius))
			if diff := cmp.Diff(tc.want, seq); diff != "" {
				t.Fatalf("Hexes mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// arcsGen draws an arbitrary, valid Arcs.
func arcsGen() *rapid.Generator[geom.Arcs] {
	return rapid.Custom(func(t *rapid.T) geom.Arcs {
		var a geom.Arcs
		for k := range a.Bearing {
			a.Bearing[k] = geom.Arc(rapid.IntRange(0, 2).Draw(t, "arc"))
		}
		a.Boundary = geom.ArcBoundary(rapid.IntRange(0, 1).Draw(t, "boundary"))
		return a
	})
}

// facingGen draws one of the twelve facings.
func facingGen() *rapid.Generator[geom.Facing] {
	return rapid.Custom(func(t *rapid.T) geom.Facing {
		return geom.Facing(rapid.IntRange(0, 11).Draw(t, "facing"))
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
		from := geomtest.Hex(30).Draw(t, "from")

		front, flank, rear := a.Directions(f, geom.Front), a.Directions(f, geom.Flank), a.Directions(f, geom.Rear)
		if front&flank != 0 || front&rear != 0 || flank&rear != 0 || (front|flank|rear) != 0b111111 {
			t.Fatalf("arcs %v facing %v: front %v flank %v rear %v do not partition", a, f, front, flank, rear)
		}
		for d := range geom.Direction(6) {
			arc := a.Adjacent(f, d)
			if !a.Directions(f, arc).Has(d) {
				t.Fatalf("direction %d: Adjacent says %v, Directions disagree", d, arc)
			}
			if got := a.Of(from, f, from.Neighbor(d)); got != arc {
				t.Fatalf("Of(adjacent %d) = %v, Adjacent = %v", d, got, arc)
			}
		}

		x := geomtest.Hex(15).Draw(t, "x")
		target := from.Add(x)
		got := a.Of(from, f, target)
		if x != (geom.Hex{}) {
			w, _ := geom.WedgeOf(from, target)
			want := a.Adjacent(f, w)
			if s, on := geom.SpineOf(from, target); on {
				l, r := a.Adjacent(f, s), a.Adjacent(f, s+1)
				if a.Boundary == geom.BoundaryRearward {
					want = max(l, r)
				} else {
					want = min(l, r)
				}
			}
			if got != want {
				t.Fatalf("Of(%v, %v, %v) = %v, want %v", from, f, target, got, want)
			}
		}
		if got2 := a.Of(geom.Hex{}, f, x); got2 != got {
			t.Fatalf("Of not translation invariant: %v vs %v", got, got2)
		}
		k := rapid.IntRange(-6, 6).Draw(t, "k")
		if got2 := a.Of(from, f.Rotate(k), from.Add(x.Rotate(k))); got2 != got {
			t.Fatalf("Of not rotation invariant: %v vs %v", got, got2)
		}

		def := geom.ArcOf(from, f, target)
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
		if (def == geom.Front) != wantFront {
			t.Fatalf("ArcOf(%v, %v, %v) = %v, half-plane/cone oracle says front=%v", from, f, target, def, wantFront)
		}

		radius := rapid.IntRange(0, 5).Draw(t, "radius")
		arc := geom.Arc(rapid.IntRange(0, 2).Draw(t, "arc"))
		hexes := a.AppendHexes(nil, from, f, arc, radius)
		var want []geom.Hex
		for q := -radius; q <= radius; q++ {
			for r := -radius; r <= radius; r++ {
				y := geom.Hex{Q: q, R: r}
				if y != (geom.Hex{}) && y.Len() <= radius && a.Of(from, f, from.Add(y)) == arc {
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
	s := geom.DirectionSet(0).With(4).With(-1).With(10)
	if got := slices.Collect(s.All()); !slices.Equal(got, []geom.Direction{4, 5}) {
		t.Fatalf("All() = %v, want [4 5]", got)
	}
	if s.Len() != 2 || !s.Has(10) || s.Has(0) {
		t.Fatalf("set %v: Len %d Has(10) %v Has(0) %v", s, s.Len(), s.Has(10), s.Has(0))
	}
	for d := range geom.DirectionSet(0b111111).All() {
		if d == 2 {
			break
		}
	}
}

func TestArcAllocs(t *testing.T) {
	a := geom.DefaultArcs()
	buf := make([]geom.Hex, 0, 64)
	allocs := testing.AllocsPerRun(100, func() {
		_ = geom.ArcOf(geom.Hex{}, geom.VertexFacing(2), geom.Hex{Q: -3, R: 7})
		_ = a.Directions(geom.SideFacing(4), geom.Flank)
		buf = a.AppendHexes(buf[:0], geom.Hex{}, geom.SideFacing(1), geom.Front, 4)
	})
	if allocs != 0 {
		t.Fatalf("arcs allocate %v times per run", allocs)
	}
}

var arcSink geom.Arc

func BenchmarkArcOfAdjacent(b *testing.B) {
	b.ReportAllocs()
	from := geom.Hex{Q: 2, R: -5}
	f := geom.VertexFacing(1)
	var d geom.Direction
	for b.Loop() {
		arc := geom.ArcOf(from, f, from.Neighbor(d))
		d = (d + 1 + geom.Direction(arc)) % 6
		arcSink = arc
	}
}

func BenchmarkArcOfDistant(b *testing.B) {
	b.ReportAllocs()
	from := geom.Hex{Q: 2, R: -5}
	target := geom.Hex{Q: -9, R: 4}
	f := geom.SideFacing(2)
	for b.Loop() {
		arc := geom.ArcOf(from, f, target)
		f = f.Turn(1 + int(arc))
		arcSink = arc
	}
}

func BenchmarkArcOfSpine(b *testing.B) {
	b.ReportAllocs()
	from := geom.Hex{}
	target := geom.Hex{Q: -6, R: -6} // on spine 2
	f := geom.SideFacing(0)
	for b.Loop() {
		arc := geom.ArcOf(from, f, target)
		f = f.Rotate(int(arc) - 2 + 6)
		arcSink = arc
	}
}

func BenchmarkArcsDirections(b *testing.B) {
	b.ReportAllocs()
	a := geom.DefaultArcs()
	f := geom.Facing(0)
	var s geom.DirectionSet
	for b.Loop() {
		s = a.Directions(f, geom.Flank)
		f = f.Turn(s.Len())
	}
	arcSink = geom.Arc(s)
}

func BenchmarkArcsAppendHexes8(b *testing.B) {
	b.ReportAllocs()
	a := geom.DefaultArcs()
	buf := make([]geom.Hex, 0, 256)
	f := geom.VertexFacing(3)
	for b.Loop() {
		buf = a.AppendHexes(buf[:0], geom.Hex{}, f, geom.Front, 8)
		f = f.Turn(len(buf) % 3)
	}
}
