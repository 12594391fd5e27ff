package geom_test

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

func mustArcs(t testing.TB, front, rear float64, b geom.ArcBoundary) geom.Arcs {
	t.Helper()
	a, err := geom.NewArcs(front, rear, b)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// The arcs of a model at the origin facing +x, point by point, edges
// included: the edges at ±45° are front under BoundaryForward (so (10,10)
// is in a 90° front arc), flank under BoundaryRearward.
func TestArcsOfPoints(t *testing.T) {
	east := geom.Facing{X: 1}
	fwd := geom.DefaultArcs()
	rwd := mustArcs(t, 90, 90, geom.BoundaryRearward)
	half := mustArcs(t, 180, 0, geom.BoundaryForward)
	for _, c := range []struct {
		name   string
		a      geom.Arcs
		p      orb.Point
		want   geom.Arc
		facing geom.Facing
	}{
		{"ahead", fwd, orb.Point{10, 0}, geom.Front, east},
		{"front edge left, forward", fwd, orb.Point{10, 10}, geom.Front, east},
		{"front edge right, forward", fwd, orb.Point{10, -10}, geom.Front, east},
		{"just outside the front", fwd, orb.Point{10, 10.000001}, geom.Flank, east},
		{"abeam", fwd, orb.Point{0, 10}, geom.Flank, east},
		{"rear edge, forward", fwd, orb.Point{-10, 10}, geom.Flank, east},
		{"behind", fwd, orb.Point{-10, 0}, geom.Rear, east},
		{"front edge, rearward", rwd, orb.Point{10, 10}, geom.Flank, east},
		{"rear edge, rearward", rwd, orb.Point{-10, -10}, geom.Rear, east},
		{"own position", fwd, orb.Point{0, 0}, geom.Front, east},
		{"half-plane front, abeam", half, orb.Point{0, -3}, geom.Front, east},
		{"half-plane front, behind is flank", half, orb.Point{-1, 0}, geom.Flank, east},
		{"zero Arcs is all front", geom.Arcs{}, orb.Point{-1, 0}, geom.Front, east},
		{"facing north", fwd, orb.Point{0, 10}, geom.Front, geom.Facing{Y: 2}},
		{"facing by degrees 90", fwd, orb.Point{-10, 10}, geom.Front, geom.FacingDegrees(90)},
		{"facing 45: first quadrant is front", fwd, orb.Point{0, 7}, geom.Front, geom.FacingDegrees(45)},
		{"facing 45: negative x is flank", fwd, orb.Point{-0.001, 7}, geom.Flank, geom.FacingDegrees(45)},
	} {
		if got := c.a.Of(orb.Point{}, c.facing, c.p); got != c.want {
			t.Errorf("%s: Of(%v) = %v, want %v", c.name, c.p, got, c.want)
		}
	}
}

// Bases against exact tangencies: facing 45° makes the 90° front arc the
// closed first quadrant, so a base of radius 5 at (5, 5) touches both
// edges from inside.
func TestArcsOfBases(t *testing.T) {
	ne := geom.FacingDegrees(45)
	a := geom.DefaultArcs()
	half := mustArcs(t, 180, 0, geom.BoundaryForward)
	east := geom.Facing{X: 1}
	for _, c := range []struct {
		name string
		a    geom.Arcs
		f    geom.Facing
		d    geom.Disc
		arc  geom.Arc
		want geom.InArc
	}{
		{"tangent inside both edges", a, ne, geom.Disc{Center: orb.Point{5, 5}, R: 5}, geom.Front, geom.WhollyInArc},
		{"tangent: not in the flank", a, ne, geom.Disc{Center: orb.Point{5, 5}, R: 5}, geom.Flank, geom.NotInArc},
		{"a hair larger: partly front", a, ne, geom.Disc{Center: orb.Point{5, 5}, R: 5.000001}, geom.Front, geom.PartlyInArc},
		{"a hair larger: partly flank", a, ne, geom.Disc{Center: orb.Point{5, 5}, R: 5.000001}, geom.Flank, geom.PartlyInArc},
		{"a hair larger: not rear", a, ne, geom.Disc{Center: orb.Point{5, 5}, R: 5.000001}, geom.Rear, geom.NotInArc},
		{"on the apex: partly everywhere", a, ne, geom.Disc{Center: orb.Point{0, 0}, R: 1}, geom.Rear, geom.PartlyInArc},
		{"point on an edge: wholly front", a, ne, geom.Disc{Center: orb.Point{0, 3}}, geom.Front, geom.WhollyInArc},
		{"point on an edge: wholly flank", a, ne, geom.Disc{Center: orb.Point{0, 3}}, geom.Flank, geom.WhollyInArc},
		{"outside, touching the edge", a, ne, geom.Disc{Center: orb.Point{-2, 5}, R: 2}, geom.Front, geom.NotInArc},
		{"outside, over the edge", a, ne, geom.Disc{Center: orb.Point{-2, 5}, R: 2.5}, geom.Front, geom.PartlyInArc},
		{"behind the apex, near it", a, ne, geom.Disc{Center: orb.Point{-3, -4}, R: 5}, geom.Front, geom.NotInArc},
		{"behind the apex, over it", a, ne, geom.Disc{Center: orb.Point{-3, -4}, R: 5.5}, geom.Front, geom.PartlyInArc},
		{"half-plane tangent", half, east, geom.Disc{Center: orb.Point{5, 0}, R: 5}, geom.Front, geom.WhollyInArc},
		{"half-plane tangent, flank", half, east, geom.Disc{Center: orb.Point{5, 0}, R: 5}, geom.Flank, geom.NotInArc},
		{"flanks behind, wholly", half, east, geom.Disc{Center: orb.Point{-5, 0}, R: 5}, geom.Flank, geom.WhollyInArc},
		{"no rear arc", half, east, geom.Disc{Center: orb.Point{-5, 0}, R: 5}, geom.Rear, geom.NotInArc},
		{"zero Arcs: wholly front", geom.Arcs{}, east, geom.Disc{Center: orb.Point{-5, 0}, R: 5}, geom.Front, geom.WhollyInArc},
		{"invalid disc", a, east, geom.Disc{Center: orb.Point{1, 0}, R: -1}, geom.Front, geom.NotInArc},
		{"invalid arc", a, east, geom.Disc{Center: orb.Point{1, 0}, R: 1}, geom.Arc(7), geom.NotInArc},
	} {
		if got := c.a.Disc(orb.Point{}, c.f, c.arc, c.d); got != c.want {
			t.Errorf("%s: Disc(%v, %v) = %v, want %v", c.name, c.arc, c.d, got, c.want)
		}
	}
}

// Garbage gets no arc: a fire-arc test never passes on a NaN point or
// an invalid facing (Of says NoArc, Disc NotInArc, Holds false), where
// they used to read as the front or as facing +x.
func TestArcsGarbageIsNoArc(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	east := geom.Facing{X: 1}
	fwd := geom.DefaultArcs()
	front := fwd.Front()
	for _, c := range []struct {
		name   string
		a      geom.Arcs
		at, p  orb.Point
		facing geom.Facing
		want   geom.Arc
	}{
		{"NaN target", fwd, orb.Point{}, orb.Point{nan, 0}, east, geom.NoArc},
		{"infinite target", fwd, orb.Point{}, orb.Point{inf, 0}, east, geom.NoArc},
		{"NaN apex", fwd, orb.Point{0, nan}, orb.Point{1, 0}, east, geom.NoArc},
		{"zero facing", fwd, orb.Point{}, orb.Point{5, 0}, geom.Facing{}, geom.NoArc},
		{"zero facing, own position", fwd, orb.Point{}, orb.Point{}, geom.Facing{}, geom.NoArc},
		{"NaN facing", fwd, orb.Point{}, orb.Point{-5, 0}, geom.Facing{X: nan, Y: 1}, geom.NoArc},
		{"infinite facing", fwd, orb.Point{}, orb.Point{5, 0}, geom.Facing{X: inf}, geom.NoArc},
		{"zero Arcs, NaN target", geom.Arcs{}, orb.Point{}, orb.Point{nan, 0}, east, geom.NoArc},
		{"zero Arcs read no facing", geom.Arcs{}, orb.Point{}, orb.Point{-5, 0}, geom.Facing{}, geom.Front},
	} {
		if got := c.a.Of(c.at, c.facing, c.p); got != c.want {
			t.Errorf("%s: Of = %v, want %v", c.name, got, c.want)
		}
		if c.want != geom.NoArc {
			continue
		}
		for arc := geom.Front; arc <= geom.Rear; arc++ {
			if got := c.a.Disc(c.at, c.facing, arc, geom.Disc{Center: c.p, R: 1}); got != geom.NotInArc && c.a != (geom.Arcs{}) {
				t.Errorf("%s: Disc(%v) = %v, want not in arc", c.name, arc, got)
			}
		}
		if front.Holds(c.at, c.facing, c.p) {
			t.Errorf("%s: the front sector holds it", c.name)
		}
		if got := front.Disc(c.at, c.facing, geom.Disc{Center: c.p, R: 1}); got != geom.NotInArc {
			t.Errorf("%s: the front sector's Disc = %v", c.name, got)
		}
	}
	if got := fwd.Disc(orb.Point{}, east, geom.NoArc, geom.Disc{Center: orb.Point{5, 0}, R: 1}); got != geom.NotInArc {
		t.Errorf("Disc of NoArc = %v, want not in arc", got)
	}
	if s := geom.NoArc.String(); s != "no arc" {
		t.Errorf("NoArc.String() = %q", s)
	}
	if !(geom.NoArc > geom.Rear) {
		t.Error("NoArc does not sort after Rear: an ordered fire-arc test (arc <= Flank) would pass it")
	}
}

func TestNewArcsErrors(t *testing.T) {
	for _, c := range []struct {
		front, rear float64
		b           geom.ArcBoundary
	}{
		{-1, 90, 0}, {90, 361, 0}, {200, 200, 0}, {math.NaN(), 0, 0}, {math.Inf(1), 0, 0}, {90, 90, 2},
	} {
		if _, err := geom.NewArcs(c.front, c.rear, c.b); err == nil {
			t.Errorf("NewArcs(%v, %v, %v): no error", c.front, c.rear, c.b)
		}
	}
	for _, c := range [][2]float64{{math.NaN(), 1}, {0, -1}, {0, 400}, {math.Inf(-1), 10}} {
		if _, err := geom.NewSector(c[0], c[1]); err == nil {
			t.Errorf("NewSector(%v, %v): no error", c[0], c[1])
		}
	}
}

func TestFacing(t *testing.T) {
	for _, c := range []struct {
		deg  float64
		want geom.Facing
	}{
		{0, geom.Facing{X: 1}}, {45, geom.Facing{X: 1, Y: 1}}, {90, geom.Facing{Y: 1}}, {-90, geom.Facing{Y: -1}},
		{180, geom.Facing{X: -1}}, {405, geom.Facing{X: 1, Y: 1}}, {-135, geom.Facing{X: -1, Y: -1}},
	} {
		if got := geom.FacingDegrees(c.deg); got != c.want {
			t.Errorf("FacingDegrees(%v) = %v, want %v", c.deg, got, c.want)
		}
	}
	if f := geom.FacingDegrees(30); math.Abs(f.Degrees()-30) > 1e-12 {
		t.Errorf("FacingDegrees(30).Degrees() = %v", f.Degrees())
	}
	if geom.FacingDegrees(math.NaN()).Valid() || (geom.Facing{}).Validate() == nil || (geom.Facing{X: math.Inf(1)}).Validate() == nil {
		t.Error("invalid facings pass")
	}
	f := geom.Facing{X: 3, Y: -2}
	if f.Turn(90) != f.Left() || f.Turn(-90) != f.Right() || f.Turn(180) != f.Opposite() || f.Turn(360) != f {
		t.Error("quarter turns are not exact")
	}
	if got := geom.FacingTo(orb.Point{1, 1}, orb.Point{4, -1}); got != f {
		t.Errorf("FacingTo = %v", got)
	}
}

// arcsGen draws arcs with widths on a 15° grid, both boundaries.
func arcsGen() *rapid.Generator[geom.Arcs] {
	return rapid.Custom(func(t *rapid.T) geom.Arcs {
		front := 15 * float64(rapid.IntRange(0, 24).Draw(t, "front"))
		rear := 15 * float64(rapid.IntRange(0, 24-int(front/15)).Draw(t, "rear"))
		a, err := geom.NewArcs(front, rear, geom.ArcBoundary(rapid.IntRange(0, 1).Draw(t, "boundary")))
		if err != nil {
			t.Fatal(err)
		}
		return a
	})
}

func gridPoint(t *rapid.T, name string) orb.Point {
	return orb.Point{float64(rapid.IntRange(-40, 40).Draw(t, name+"x")) / 4, float64(rapid.IntRange(-40, 40).Draw(t, name+"y")) / 4}
}

func quarter(p orb.Point) orb.Point { return orb.Point{-p[1], p[0]} }

// Laws: a quarter turn of the whole scene and a reflection (which swaps
// left and right flanks, both Flank) change no arc, on points and bases;
// a base grows from wholly through partly to not (never back); a point's
// arc has it wholly, and the others' interiors miss it.
func TestArcsLaws(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := arcsGen().Draw(t, "arcs")
		at, p := gridPoint(t, "at"), gridPoint(t, "p")
		f := geom.Facing{X: float64(rapid.IntRange(-3, 3).Draw(t, "fx")), Y: float64(rapid.IntRange(-3, 3).Draw(t, "fy"))}
		if !f.Valid() {
			f = geom.Facing{X: 1}
		}
		arc := a.Of(at, f, p)
		if got := a.Of(quarter(at), f.Left(), quarter(p)); got != arc {
			t.Fatalf("a quarter turn moved %v from %v to %v", p, arc, got)
		}
		refl := func(q orb.Point) orb.Point { return orb.Point{q[0], -q[1]} }
		if got := a.Of(refl(at), geom.Facing{X: f.X, Y: -f.Y}, refl(p)); got != arc {
			t.Fatalf("a reflection moved %v from %v to %v", p, arc, got)
		}
		if p != at {
			if got := a.Disc(at, f, arc, geom.Disc{Center: p}); got != geom.WhollyInArc {
				t.Fatalf("point %v in %v: Disc says %v", p, arc, got)
			}
		}
		r := float64(rapid.IntRange(1, 24).Draw(t, "r")) / 4
		d := geom.Disc{Center: p, R: r}
		wholly := 0
		for x := geom.Front; x <= geom.Rear; x++ {
			c := a.Disc(at, f, x, d)
			if c == geom.WhollyInArc {
				wholly++
			}
			if got := a.Disc(quarter(at), f.Left(), x, geom.Disc{Center: quarter(p), R: r}); got != c {
				t.Fatalf("a quarter turn changed %v of %v from %v to %v", x, d, c, got)
			}
			smaller := a.Disc(at, f, x, geom.Disc{Center: p, R: r / 2})
			if c == geom.WhollyInArc && smaller != geom.WhollyInArc || c == geom.NotInArc && smaller != geom.NotInArc {
				t.Fatalf("%v of %v is %v but half its radius is %v", x, d, c, smaller)
			}
		}
		if wholly > 1 {
			t.Fatalf("%v is wholly in %d arcs", d, wholly)
		}
	})
}

// The sector tests against a sampling oracle: a base wholly in holds
// every rim point, a base not in holds no point strictly inside, and a
// partly one has rim points on both sides (where the samples are clear of
// the edges by a margin the rounding of the samples cannot cross).
func TestSectorDiscSampled(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, _ := geom.NewSector(rapid.Float64Range(-360, 360).Draw(t, "start"), rapid.Float64Range(0, 360).Draw(t, "width"))
		at := orb.Point{rapid.Float64Range(-10, 10).Draw(t, "ax"), rapid.Float64Range(-10, 10).Draw(t, "ay")}
		f := geom.FacingDegrees(rapid.Float64Range(0, 360).Draw(t, "facing"))
		d := geom.Disc{Center: orb.Point{rapid.Float64Range(-10, 10).Draw(t, "cx"), rapid.Float64Range(-10, 10).Draw(t, "cy")}, R: rapid.Float64Range(0.01, 5).Draw(t, "r")}
		got := s.Disc(at, f, d)
		in, out := 0, 0
		for k := range 720 {
			for _, scale := range []float64{1, 0.5, 0.1} {
				a := float64(k) * math.Pi / 360
				p := orb.Point{d.Center[0] + scale*d.R*math.Cos(a), d.Center[1] + scale*d.R*math.Sin(a)}
				if margin(s, at, f, p) < 1e-6 {
					continue
				}
				if s.Holds(at, f, p) {
					in++
				} else {
					out++
				}
			}
		}
		// Points of the sector's bisector inside the base count too: they
		// find a thin sector through the base that the rim samples miss.
		mid := math.Atan2(f.Y, f.X) + (s.Start()+s.Width()/2)*math.Pi/180
		gap := mid + math.Pi // the bisector of what the sector leaves out
		for k := 1; k <= 400 && s.Width() < 360; k++ {
			dist := math.Hypot(d.Center[0]-at[0], d.Center[1]-at[1])
			for _, t := range []float64{math.Pow(10, -5+float64(k)/60), dist + d.R*float64(k-200)/200} {
				p := orb.Point{at[0] + t*math.Cos(gap), at[1] + t*math.Sin(gap)}
				if t > 0 && math.Hypot(p[0]-d.Center[0], p[1]-d.Center[1]) < d.R*0.999 {
					out++
				}
			}
		}
		for k := 1; k <= 400 && s.Width() > 0; k++ {
			t := math.Pow(10, -5+float64(k)/60)
			p := orb.Point{at[0] + t*math.Cos(mid), at[1] + t*math.Sin(mid)}
			if math.Hypot(p[0]-d.Center[0], p[1]-d.Center[1]) < d.R*0.999 {
				in++
			}
			dist := math.Hypot(d.Center[0]-at[0], d.Center[1]-at[1])
			t = dist + d.R*float64(k-200)/200
			p = orb.Point{at[0] + t*math.Cos(mid), at[1] + t*math.Sin(mid)}
			if t > 0 && math.Hypot(p[0]-d.Center[0], p[1]-d.Center[1]) < d.R*0.999 {
				in++
			}
		}
		switch got {
		case geom.WhollyInArc:
			if out > 0 {
				t.Fatalf("wholly in, yet %d samples outside", out)
			}
		case geom.NotInArc:
			if in > 0 {
				t.Fatalf("not in, yet %d samples inside", in)
			}
		case geom.PartlyInArc:
			if (in == 0 || out == 0) && !nearTangent(s, at, f, d) {
				t.Fatalf("partly in, yet samples in %d, out %d", in, out)
			}
		}
	})
}

// margin is the angle, in radians, from p to the nearer edge of s.
func margin(s geom.Sector, at orb.Point, f geom.Facing, p orb.Point) float64 {
	th := math.Atan2(p[1]-at[1], p[0]-at[0]) - math.Atan2(f.Y, f.X)
	m := math.Inf(1)
	for _, e := range []float64{s.Start(), s.Start() + s.Width()} {
		d := math.Mod(th-e*math.Pi/180, 2*math.Pi)
		d = math.Min(math.Abs(d), 2*math.Pi-math.Abs(d))
		m = math.Min(m, d)
	}
	if math.Hypot(p[0]-at[0], p[1]-at[1]) < 1e-6 {
		return 0
	}
	return m
}

// nearTangent reports whether the disc's rim passes within 0.2% of its
// radius of an edge ray or of the apex: there the samples cannot tell.
func nearTangent(s geom.Sector, at orb.Point, f geom.Facing, d geom.Disc) bool {
	v := orb.Point{d.Center[0] - at[0], d.Center[1] - at[1]}
	if math.Abs(math.Hypot(v[0], v[1])-d.R) < 2e-3*d.R {
		return true
	}
	for _, e := range []float64{s.Start(), s.Start() + s.Width()} {
		a := math.Atan2(f.Y, f.X) + e*math.Pi/180
		u := orb.Point{math.Cos(a), math.Sin(a)}
		if along := u[0]*v[0] + u[1]*v[1]; along > 0 && math.Abs(math.Abs(u[0]*v[1]-u[1]*v[0])-d.R) < 2e-3*d.R {
			return true
		}
	}
	return false
}

func BenchmarkArcsDisc(b *testing.B) {
	a := geom.DefaultArcs()
	f := geom.FacingDegrees(30)
	ds := make([]geom.Disc, 64)
	for i := range ds {
		ds[i] = geom.Disc{Center: orb.Point{float64(i%8)*3 - 12, float64(i/8)*3 - 12}, R: 0.5}
	}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for _, d := range ds {
			n += int(a.Disc(orb.Point{1, 1}, f, geom.Front, d))
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ds)), "ns/base")
	_ = n
}

// BenchmarkArcsDiscIndexed is BenchmarkArcsDisc with the bases passed as
// ds[i] rather than as a range variable. "for _, d := range ds" copies
// each 24-byte Disc twice (into d, then into the inlined Disc's
// parameter), both with overlapping 16-byte moves, and on some CPUs (AMD
// EPYC here) the second copy cannot forward from the first's two stores:
// about 10 ns a base of the caller's own, which this form leaves out.
func BenchmarkArcsDiscIndexed(b *testing.B) {
	a := geom.DefaultArcs()
	f := geom.FacingDegrees(30)
	ds := make([]geom.Disc, 64)
	for i := range ds {
		ds[i] = geom.Disc{Center: orb.Point{float64(i%8)*3 - 12, float64(i/8)*3 - 12}, R: 0.5}
	}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for i := range ds {
			n += int(a.Disc(orb.Point{1, 1}, f, geom.Front, ds[i]))
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ds)), "ns/base")
	_ = n
}

func BenchmarkArcsOf(b *testing.B) {
	a := geom.DefaultArcs()
	f := geom.FacingDegrees(30)
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for i := range 64 {
			n += int(a.Of(orb.Point{1, 1}, f, orb.Point{float64(i%8)*3 - 12, float64(i/8)*3 - 12}))
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*64), "ns/point")
	_ = n
}

// A turn by a multiple of 45° is exact (issue 30's trap): a model facing
// +x turned 45° twice faces (0, 1) exactly, not (2.2e-16, 1), so the
// default arcs put (-1, 1) in its front and (-1, -1) in its flank.
func TestFacingTurnByEighthsIsExact(t *testing.T) {
	fwd := geom.DefaultArcs()
	turned := geom.FacingDegrees(0).Turn(45).Turn(45)
	if turned != geom.FacingDegrees(90) {
		t.Fatalf("FacingDegrees(0).Turn(45).Turn(45) = %v, want FacingDegrees(90) = %v", turned, geom.FacingDegrees(90))
	}
	for p, want := range map[orb.Point]geom.Arc{{-1, 1}: geom.Front, {1, 1}: geom.Front, {-1, -1}: geom.Flank, {1, -1}: geom.Flank, {0, -1}: geom.Rear} {
		if got := fwd.Of(orb.Point{}, turned, p); got != want {
			t.Errorf("facing %v: %v is in %v, want %v", turned, p, got, want)
		}
	}
	for k := -16; k <= 16; k++ {
		deg := float64(45 * k)
		if got, want := geom.FacingDegrees(deg).Turn(45), geom.FacingDegrees(deg+45); got != want {
			t.Errorf("FacingDegrees(%v).Turn(45) = %v, want %v", deg, got, want)
		}
		if got, want := geom.FacingDegrees(0).Turn(deg), geom.FacingDegrees(deg); got != want {
			t.Errorf("FacingDegrees(0).Turn(%v) = %v, want %v", deg, got, want)
		}
	}
	// Integer components: (x - y, x + y), scaled by a power of two.
	for _, c := range []struct{ f, want geom.Facing }{
		{geom.Facing{X: 3, Y: 1}, geom.Facing{X: 0.5, Y: 1}},
		{geom.Facing{X: -5, Y: 2}, geom.Facing{X: -1.75, Y: -0.75}},
		{geom.Facing{X: 1 << 51, Y: 1}, geom.Facing{X: 1 - 0x1p-51, Y: 1 + 0x1p-51}},
	} {
		if got := c.f.Turn(45); got != c.want {
			t.Errorf("%v.Turn(45) = %v, want %v", c.f, got, c.want)
		}
	}
	// A thousand turns stay finite and exact; huge facings cannot
	// overflow; invalid ones stay invalid.
	f := geom.Facing{X: 3, Y: 1}
	for range 1000 {
		f = f.Turn(45)
	}
	if f != (geom.Facing{X: 1.5, Y: 0.5}) {
		t.Errorf("(3, 1) turned 45° a thousand times = %v, want (1.5, 0.5)", f)
	}
	if g := (geom.Facing{X: math.MaxFloat64, Y: math.MaxFloat64}).Turn(45); !g.Valid() || g.X != 0 {
		t.Errorf("a huge facing turned 45° = %v", g)
	}
	for _, bad := range []geom.Facing{{}, {X: math.NaN()}, {X: math.Inf(1)}} {
		if g := bad.Turn(45); g.Valid() {
			t.Errorf("%v.Turn(45) = %v, valid", bad, g)
		}
	}
}
