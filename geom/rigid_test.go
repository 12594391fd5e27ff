package geom_test

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"pgregory.net/rapid"
)

func TestRigidTable(t *testing.T) {
	tests := []struct {
		name string
		r    geom.Rigid
		in   orb.Point
		want orb.Point
	}{
		{"zero value is the identity", geom.Rigid{}, pt(3, -4), pt(3, -4)},
		{"translation", geom.Translation(pt(1, 2)), pt(3, -4), pt(4, -2)},
		{"quarter turn, counter-clockwise", geom.Rotation(pt(0, 0), math.Pi/2), pt(1, 0), pt(0, 1)},
		{"quarter turn, clockwise", geom.Rotation(pt(0, 0), -math.Pi/2), pt(1, 0), pt(0, -1)},
		{"half turn about a point", geom.Rotation(pt(1, 1), math.Pi), pt(2, 1), pt(0, 1)},
		{"three quarter turns", geom.Rotation(pt(0, 0), 3*math.Pi/2), pt(2, 3), pt(3, -2)},
		{"full turn", geom.Rotation(pt(5, 5), 2*math.Pi), pt(2, 3), pt(2, 3)},
		{"rotation fixes its centre", geom.Rotation(pt(7, -2), 0.3), pt(7, -2), pt(7, -2)},
		{"placement", geom.Placement(pt(1, 0), math.Pi/2, pt(10, 10)), pt(2, 0), pt(10, 11)},
		{"placement keeps the anchor's image", geom.Placement(pt(1, 2), 0.7, pt(10, 10)), pt(1, 2), pt(10, 10)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.r.ApplyPoint(tt.in); !near(got, tt.want) {
				t.Errorf("ApplyPoint(%v) = %v, want %v", tt.in, got, tt.want)
			}
		})
	}
	// Quarter turns are exact on integers.
	r := geom.Rotation(pt(1, 1), math.Pi/2)
	if got := r.ApplyPoint(pt(3, 2)); got != pt(0, 3) {
		t.Errorf("quarter turn about (1 1) of (3 2) = %v, want exactly (0 3)", got)
	}
	if got := r.Compose(r).ApplyPoint(pt(3, 2)); got != pt(-1, 0) {
		t.Errorf("two quarter turns = %v, want exactly (-1 0)", got)
	}
}

func TestRigidMatrix(t *testing.T) {
	m := geom.Rigid{Angle: math.Pi / 2, Shift: pt(5, 6)}.Matrix()
	if want := [6]float64{0, -1, 5, 1, 0, 6}; m != want {
		t.Errorf("Matrix() = %v, want %v", m, want)
	}
	r := geom.Rigid{Angle: 0.4, Shift: pt(-1, 2)}
	m = r.Matrix()
	p := pt(3, 7)
	got := pt(m[0]*p[0]+m[1]*p[1]+m[2], m[3]*p[0]+m[4]*p[1]+m[5])
	if !near(got, r.ApplyPoint(p)) {
		t.Errorf("matrix gives %v, ApplyPoint %v", got, r.ApplyPoint(p))
	}
}

func TestRigidValidate(t *testing.T) {
	for _, tt := range []struct {
		name string
		r    geom.Rigid
		ok   bool
	}{
		{"identity", geom.Rigid{}, true},
		{"ordinary", geom.Rigid{Angle: 1, Shift: pt(2, 3)}, true},
		{"NaN angle", geom.Rigid{Angle: nan}, false},
		{"infinite angle", geom.Rigid{Angle: inf}, false},
		{"NaN shift", geom.Rigid{Shift: pt(0, nan)}, false},
	} {
		if err := tt.r.Validate(); (err == nil) != tt.ok {
			t.Errorf("%s: Validate() = %v", tt.name, err)
		}
	}
}

func TestRigidApplyShapes(t *testing.T) {
	r := geom.Placement(pt(0, 0), math.Pi/2, pt(10, 0))
	ring := square(0, 0, 2, 1)
	orig := append(orb.Ring(nil), ring...)
	got := r.ApplyRing(ring)
	want := orb.Ring{{10, 0}, {10, 2}, {9, 2}, {9, 0}, {10, 0}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ApplyRing (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(orig, ring); diff != "" {
		t.Errorf("ApplyRing changed its input:\n%s", diff)
	}
	poly := geom.Polygon{square(0, 0, 4, 4), square(1, 1, 2, 2)}
	pg := r.ApplyPolygon(poly)
	if len(pg) != 2 || &pg[0][0] == &poly[0][0] || pg[1][0] != pt(9, 1) {
		t.Errorf("ApplyPolygon = %v", pg)
	}
	if err := pg.Validate(); err != nil {
		t.Errorf("moved polygon invalid: %v", err)
	}
	ls := r.ApplyLineString(orb.LineString{{1, 0}, {1, 1}})
	if diff := cmp.Diff(orb.LineString{{10, 1}, {9, 1}}, ls); diff != "" {
		t.Errorf("ApplyLineString (-want +got):\n%s", diff)
	}
	if s := r.ApplySegment(seg(1, 0, 2, 0)); s != seg(10, 1, 10, 2) {
		t.Errorf("ApplySegment = %v", s)
	}
	if d := r.ApplyDisc(disc(1, 0, 3)); d != disc(10, 1, 3) {
		t.Errorf("ApplyDisc = %v", d)
	}
	if r.ApplyRing(nil) != nil || r.ApplyPolygon(nil) != nil || r.ApplyLineString(nil) != nil {
		t.Error("nil input should give nil")
	}
	buf := make([]orb.Point, 0, 8)
	out := r.AppendPoints(buf, []orb.Point{{1, 0}})
	if len(out) != 1 || &out[0] != &buf[:1][0] || out[0] != pt(10, 1) {
		t.Errorf("AppendPoints = %v, not appended in place", out)
	}
}

func TestRigidProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := geomtest.Rigid(100).Draw(t, "a")
		b := geomtest.Rigid(100).Draw(t, "b")
		p := geomtest.Point(100).Draw(t, "p")
		q := geomtest.Point(100).Draw(t, "q")
		const tol = 1e-9 * 400
		// 1. Distances are kept.
		if d, e := geom.PointDistance(p, q), geom.PointDistance(a.ApplyPoint(p), a.ApplyPoint(q)); math.Abs(d-e) > tol {
			t.Fatalf("distance %v became %v", d, e)
		}
		// 2. Compose applies the right-hand motion first.
		if got, want := a.Compose(b).ApplyPoint(p), a.ApplyPoint(b.ApplyPoint(p)); !closeTo(got, want, tol) {
			t.Fatalf("Compose: %v, want %v", got, want)
		}
		// 3. Inverse undoes it, both ways round.
		if got := a.Inverse().ApplyPoint(a.ApplyPoint(p)); !closeTo(got, p, tol) {
			t.Fatalf("Inverse after: %v, want %v", got, p)
		}
		if got := a.Compose(a.Inverse()).ApplyPoint(p); !closeTo(got, p, tol) {
			t.Fatalf("r∘r⁻¹: %v, want %v", got, p)
		}
		// 4. Orientation is kept (away from near-collinear triples).
		c := geomtest.Point(100).Draw(t, "c")
		area := (q[0]-p[0])*(c[1]-p[1]) - (q[1]-p[1])*(c[0]-p[0])
		if math.Abs(area) > 1e-3 {
			if geom.Orient2D(p, q, c) != geom.Orient2D(a.ApplyPoint(p), a.ApplyPoint(q), a.ApplyPoint(c)) {
				t.Fatalf("orientation of %v %v %v changed", p, q, c)
			}
		}
		// 5. A rotation's angle is the one given, counter-clockwise: the
		// image of centre+(1,0) is at that angle.
		about := geomtest.Point(100).Draw(t, "about")
		img := geom.Rotation(about, a.Angle).ApplyPoint(pt(about[0]+1, about[1]))
		if got := math.Atan2(img[1]-about[1], img[0]-about[0]); math.Abs(math.Remainder(got-a.Angle, 2*math.Pi)) > 1e-9*100 {
			t.Fatalf("rotation by %v points at %v", a.Angle, got)
		}
	})
}

func closeTo(p, q orb.Point, tol float64) bool {
	return math.Abs(p[0]-q[0]) <= tol && math.Abs(p[1]-q[1]) <= tol
}

func BenchmarkRigidApplyPolygon64(b *testing.B) {
	b.ReportAllocs()
	p := geom.Polygon{regular(pt(0, 0), 10, 64, 0)}
	r := geom.Placement(pt(0, 0), 0.3, pt(20, 30))
	for b.Loop() {
		sink += r.ApplyPolygon(p)[0][1][0]
	}
}

func BenchmarkRigidAppendPoints64(b *testing.B) {
	b.ReportAllocs()
	ring := regular(pt(0, 0), 10, 64, 0)
	r := geom.Placement(pt(0, 0), 0.3, pt(20, 30))
	buf := make([]orb.Point, 0, len(ring))
	for b.Loop() {
		buf = r.AppendPoints(buf[:0], ring)
		sink += buf[1][0]
	}
}

// The degree forms place a model in the unit its facing is given in:
// quarter turns exact, other angles as Rotation of the same angle in
// radians, bad angles invalid.
func TestRigidDegrees(t *testing.T) {
	about := orb.Point{2, 3}
	for _, deg := range []float64{0, 90, 180, 270, -90, 360, 450, -720, 1e300 - math.Mod(1e300, 360)} {
		r := geom.RotationDegrees(about, deg)
		q := r.ApplyPoint(orb.Point{5, 3})
		want := geom.FacingDegrees(deg)
		if q != (orb.Point{2 + 3*want.X, 3 + 3*want.Y}) {
			t.Errorf("RotationDegrees(%v) moves (5, 3) to %v, want %v", deg, q, orb.Point{2 + 3*want.X, 3 + 3*want.Y})
		}
		p := geom.PlacementDegrees(orb.Point{}, deg, orb.Point{10, 10}).ApplyPoint(orb.Point{1, 0})
		if p != (orb.Point{10 + want.X, 10 + want.Y}) {
			t.Errorf("PlacementDegrees(%v) places +x at %v", deg, p)
		}
	}
	for _, deg := range []float64{30, -45, 123.25} {
		got, want := geom.RotationDegrees(about, deg), geom.Rotation(about, deg*math.Pi/180)
		if math.Abs(got.Angle-want.Angle) > 1e-15 {
			t.Errorf("RotationDegrees(%v).Angle = %v, want %v", deg, got.Angle, want.Angle)
		}
	}
	for _, deg := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		if err := geom.RotationDegrees(about, deg).Validate(); err == nil {
			t.Errorf("RotationDegrees(%v) is valid", deg)
		}
		if err := geom.PlacementDegrees(about, deg, about).Validate(); err == nil {
			t.Errorf("PlacementDegrees(%v) is valid", deg)
		}
	}
}
