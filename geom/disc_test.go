package geom_test

import (
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/geomtest"
	"pgregory.net/rapid"
)

func disc(x, y, r float64) geom.Disc { return geom.Disc{Center: pt(x, y), R: r} }

// ratSign returns the sign of |p-q|² - (t1+t2+t3)² in exact rational
// arithmetic: the oracle of the disc predicates.
func ratSign(p, q orb.Point, t ...float64) int {
	var d2, s, u, v big.Rat
	for i := range 2 {
		u.SetFloat64(p[i])
		u.Sub(&u, v.SetFloat64(q[i]))
		d2.Add(&d2, u.Mul(&u, &u))
	}
	for _, x := range t {
		s.Add(&s, u.SetFloat64(x))
	}
	s.Mul(&s, &s)
	return d2.Cmp(&s)
}

func TestDiscValidate(t *testing.T) {
	tests := []struct {
		name string
		d    geom.Disc
		want string // substring of the error, "" for valid
	}{
		{"ordinary", disc(1, 2, 3), ""},
		{"zero radius", disc(1, 2, 0), ""},
		{"zero value", geom.Disc{}, ""},
		{"negative radius", disc(0, 0, -1), "negative"},
		{"NaN radius", disc(0, 0, nan), "NaN"},
		{"infinite radius", disc(0, 0, inf), "infinite"},
		{"NaN centre", disc(nan, 0, 1), "centre"},
		{"infinite centre", disc(0, -inf, 1), "centre"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.d.Validate()
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("Validate() = %v, want nil", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "geom: ")):
				t.Errorf("Validate() = %v, want an error about %q", err, tt.want)
			}
		})
	}
}

func TestDiscContains(t *testing.T) {
	d := disc(0, 0, 5)
	tests := []struct {
		name string
		p    orb.Point
		want bool
	}{
		{"centre", pt(0, 0), true},
		{"on the rim", pt(3, 4), true},
		{"on the rim, axis", pt(-5, 0), true},
		{"just outside the rim", pt(3, math.Nextafter(4, 5)), false},
		{"just inside the rim", pt(3, math.Nextafter(4, 0)), true},
		{"far", pt(30, 40), false},
		{"NaN", pt(nan, 0), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := d.Contains(tt.p); got != tt.want {
				t.Errorf("Contains(%v) = %v, want %v", tt.p, got, tt.want)
			}
		})
	}
	if disc(0, 0, -1).Contains(pt(0, 0)) {
		t.Error("an invalid disc contains its centre")
	}
	if !disc(2, 2, 0).Contains(pt(2, 2)) || disc(2, 2, 0).Contains(pt(2, 2.5)) {
		t.Error("a zero-radius disc is its centre")
	}
}

func TestDiscDistance(t *testing.T) {
	tests := []struct {
		name string
		a, b geom.Disc
		want float64
	}{
		{"apart", disc(0, 0, 1), disc(10, 0, 2), 7},
		{"apart diagonally", disc(0, 0, 2), disc(6, 8, 3), 5},
		{"touching", disc(0, 0, 2), disc(6, 8, 8), 0},
		{"overlapping", disc(0, 0, 5), disc(6, 0, 5), 0},
		{"coincident", disc(1, 1, 3), disc(1, 1, 3), 0},
		{"concentric", disc(1, 1, 3), disc(1, 1, 1), 0},
		{"one inside the other", disc(0, 0, 10), disc(2, 0, 1), 0},
		{"two points", disc(0, 0, 0), disc(3, 4, 0), 5},
		{"same point", disc(7, 7, 0), disc(7, 7, 0), 0},
		{"invalid", disc(0, 0, -1), disc(3, 4, 0), nan},
		{"NaN centre", disc(0, nan, 1), disc(3, 4, 0), nan},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, back := tt.a.Distance(tt.b), tt.b.Distance(tt.a)
			if !sameFloat(got, tt.want, 1e-15) || !sameFloat(back, got, 0) {
				t.Errorf("Distance = %v, reversed %v, want %v", got, back, tt.want)
			}
		})
	}
}

func TestDiscWithin(t *testing.T) {
	tests := []struct {
		name string
		a, b geom.Disc
		x    float64
		want bool
	}{
		{"apart, in range", disc(0, 0, 1), disc(10, 0, 2), 7.5, true},
		{"apart, exactly at range", disc(0, 0, 1), disc(10, 0, 2), 7, true},
		{"apart, just short", disc(0, 0, 1), disc(10, 0, 2), math.Nextafter(7, 0), false},
		{"touching, range 0", disc(0, 0, 2), disc(6, 8, 8), 0, true},
		{"overlapping, range 0", disc(0, 0, 5), disc(6, 0, 5), 0, true},
		{"concentric", disc(0, 0, 5), disc(0, 0, 1), 0, true},
		{"negative range", disc(0, 0, 5), disc(0, 0, 1), -1, false},
		{"NaN range", disc(0, 0, 5), disc(0, 0, 1), nan, false},
		{"infinite range", disc(0, 0, 5), disc(1e300, 0, 1), inf, true},
		{"invalid disc", disc(0, 0, nan), disc(0, 0, 1), 10, false},
		// The float64 values 0.1+0.1+0.2 add up to slightly more than the
		// float64 0.4, so these bases are within range, which computing
		// 0.4 - 0.1 - 0.1 <= 0.2 in floating point gets wrong.
		{"exact where subtraction rounds up", disc(0, 0, 0.1), disc(0.4, 0, 0.1), 0.2, true},
		// ...and 0.1+0.1+0.9 adds up to less than the float64 1.1.
		{"exact where subtraction rounds down", disc(0, 0, 0.1), disc(1.1, 0, 0.1), 0.9, false},
		// Squares overflow: the exact path decides.
		{"huge coordinates", disc(0x1p660, 0, 0x1p658), disc(-0x1p660, 0, 0x1p658), 3 * 0x1p659, true},
		{"huge coordinates, short", disc(0x1p660, 0, 0x1p658), disc(-0x1p660, 0, 0x1p658), math.Nextafter(3*0x1p659, 0), false},
		{"tiny coordinates", disc(0, 0, 1e-300), disc(3e-300, 4e-300, 1e-300), 3e-300, true},
		{"tiny coordinates, short", disc(0, 0, 1e-300), disc(3e-300, 4e-300, 1e-300), 2.9e-300, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, back := tt.a.Within(tt.b, tt.x), tt.b.Within(tt.a, tt.x)
			if got != tt.want || back != got {
				t.Errorf("Within(%v) = %v, reversed %v, want %v", tt.x, got, back, tt.want)
			}
		})
	}
}

func TestDiscToSegmentAndPolygon(t *testing.T) {
	holed := geom.Polygon{square(0, 0, 10, 10), square(3, 3, 7, 7)}
	segTests := []struct {
		name string
		d    geom.Disc
		s    geom.Segment
		want float64
	}{
		{"apart", disc(0, 5, 1), seg(-10, 0, 10, 0), 4},
		{"touching", disc(0, 5, 5), seg(-10, 0, 10, 0), 0},
		{"touching an endpoint", disc(0, 0, 5), seg(3, 4, 10, 10), 0},
		{"crossing", disc(0, 0, 5), seg(-10, 0, 10, 0), 0},
		{"segment inside", disc(0, 0, 5), seg(-1, 0, 1, 0), 0},
		{"beyond an end", disc(13, 4, 0), seg(0, 0, 10, 0), 5},
		{"zero-length segment", disc(0, 0, 1), seg(3, 4, 3, 4), 4},
	}
	for _, tt := range segTests {
		t.Run("segment/"+tt.name, func(t *testing.T) {
			if got := tt.d.DistanceToSegment(tt.s); !sameFloat(got, tt.want, 1e-14) {
				t.Errorf("DistanceToSegment = %v, want %v", got, tt.want)
			}
			if !tt.d.WithinSegment(tt.s, tt.want) {
				t.Errorf("WithinSegment(%v) = false", tt.want)
			}
			if tt.want > 0 && tt.d.WithinSegment(tt.s, tt.want*0.999) {
				t.Errorf("WithinSegment(%v) = true", tt.want*0.999)
			}
		})
	}
	polyTests := []struct {
		name string
		d    geom.Disc
		p    geom.Polygon
		want float64
	}{
		{"centre inside", disc(1, 1, 0.5), holed, 0},
		{"in the hole, apart", disc(5, 5, 1), holed, 1},
		{"in the hole, touching", disc(5, 5, 2), holed, 0},
		{"covering the hole", disc(5, 5, 3), holed, 0},
		{"outside, touching a corner", disc(13, 14, 5), holed, 0},
		{"outside, apart", disc(13, 14, 4), holed, 1},
		{"polygon inside the disc", disc(5, 5, 100), holed, 0},
		{"empty polygon", disc(0, 0, 1), nil, inf},
		{"invalid disc", disc(0, 0, -1), holed, nan},
		{"NaN polygon", disc(0, 0, 1), geom.Polygon{square(0, 0, nan, 1)}, nan},
	}
	for _, tt := range polyTests {
		t.Run("polygon/"+tt.name, func(t *testing.T) {
			got := tt.d.DistanceToPolygon(tt.p)
			if !sameFloat(got, tt.want, 1e-14) {
				t.Errorf("DistanceToPolygon = %v, want %v", got, tt.want)
			}
			if math.IsNaN(tt.want) || math.IsInf(tt.want, 0) {
				if tt.d.WithinPolygon(tt.p, 1e9) {
					t.Errorf("WithinPolygon is true for bad input")
				}
				return
			}
			if !tt.d.WithinPolygon(tt.p, tt.want) {
				t.Errorf("WithinPolygon(%v) = false", tt.want)
			}
			if tt.want > 0 && tt.d.WithinPolygon(tt.p, tt.want*0.999) {
				t.Errorf("WithinPolygon(%v) = true", tt.want*0.999)
			}
		})
	}
}

func TestDiscProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := geomtest.Disc(30, 0, 8).Draw(t, "a")
		b := geomtest.Disc(30, 0, 8).Draw(t, "b")
		d := a.Distance(b)
		// 1. Symmetric, non-negative.
		if back := b.Distance(a); back != d || !(d >= 0) {
			t.Fatalf("Distance %v, reversed %v", d, back)
		}
		// 2. Centre distance minus radii, clamped at 0.
		cd := math.Hypot(b.Center[0]-a.Center[0], b.Center[1]-a.Center[1])
		if want := max(0, cd-a.R-b.R); math.Abs(d-want) > 1e-13 {
			t.Fatalf("Distance %v, want %v", d, want)
		}
		// 3. Zero exactly when they share a point, decided exactly.
		touch := ratSign(a.Center, b.Center, a.R, b.R) <= 0
		if touch != (d == 0) || touch != a.Within(b, 0) {
			t.Fatalf("Distance %v, Within(0) %v, exact %v", d, a.Within(b, 0), touch)
		}
		// 4. Within agrees with the exact oracle and is monotone in x.
		x := rapid.Float64Range(0, 20).Draw(t, "x")
		if rapid.Bool().Draw(t, "near") {
			// Near the tie: the distance itself, give or take an ulp.
			x = max(0, d)
			for range rapid.IntRange(0, 2).Draw(t, "up") {
				x = math.Nextafter(x, inf)
			}
		}
		w := a.Within(b, x)
		if want := ratSign(a.Center, b.Center, a.R, b.R, x) <= 0; w != want {
			t.Fatalf("Within(%v) = %v, exact %v", x, w, want)
		}
		if w && !a.Within(b, x+rapid.Float64Range(0, 5).Draw(t, "more")) {
			t.Fatalf("Within(%v) but not for a larger x", x)
		}
		if !w && a.Within(b, x-rapid.Float64Range(0, 5).Draw(t, "less")) {
			t.Fatalf("not Within(%v) but Within a smaller x", x)
		}
		// 5. Rigid motions keep distances.
		r := geomtest.Rigid(50).Draw(t, "rigid")
		if dr := r.ApplyDisc(a).Distance(r.ApplyDisc(b)); math.Abs(dr-d) > 1e-12*100 {
			t.Fatalf("moved: %v, was %v", dr, d)
		}
		// 6. Contains agrees with the exact oracle.
		p := geomtest.Point(30).Draw(t, "p")
		if got, want := a.Contains(p), ratSign(p, a.Center, a.R) <= 0; got != want {
			t.Fatalf("Contains(%v) = %v, exact %v", p, got, want)
		}
	})
}

func TestTouchingDiscs(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ab := geomtest.TouchingDiscs(100, 40).Draw(t, "pair")
		a, b := ab[0], ab[1]
		if a.Distance(b) != 0 || !a.Within(b, 0) || !b.Within(a, 0) {
			t.Fatalf("touching discs: Distance %v, Within(0) %v", a.Distance(b), a.Within(b, 0))
		}
		if _, _, ok := a.InnerTangents(b); ok {
			t.Fatalf("touching discs have inner tangents")
		}
		// Shrinking one by an ulp separates them.
		c := geom.Disc{Center: b.Center, R: math.Nextafter(b.R, 0)}
		if b.R > 0 && (c.Distance(a) == 0 || a.Within(c, 0)) {
			t.Fatalf("shrunk disc still touches")
		}
	})
}

// checkTangent checks a common tangent segment s of discs a and b: each
// end is on its disc's rim, the segment is perpendicular to both radii,
// and the centres lie on the same side (outer) or opposite sides (inner)
// of it, at distance R from its line.
func checkTangent(t *rapid.T, name string, a, b geom.Disc, s geom.Segment, inner bool) {
	scale := max(1, math.Abs(a.Center[0]), math.Abs(a.Center[1]), math.Abs(b.Center[0]), math.Abs(b.Center[1]), a.R, b.R)
	tol := 1e-9 * scale
	if e := math.Abs(geom.PointDistance(s.A, a.Center) - a.R); e > tol {
		t.Fatalf("%s: A %v is %v off a's rim", name, s.A, e)
	}
	if e := math.Abs(geom.PointDistance(s.B, b.Center) - b.R); e > tol {
		t.Fatalf("%s: B %v is %v off b's rim", name, s.B, e)
	}
	dx, dy := s.B[0]-s.A[0], s.B[1]-s.A[1]
	l := math.Hypot(dx, dy)
	if l < 1e-6*scale {
		return // too short to have a direction worth checking
	}
	ux, uy := dx/l, dy/l
	// Signed distances of the centres from the tangent line.
	sa := ux*(a.Center[1]-s.A[1]) - uy*(a.Center[0]-s.A[0])
	sb := ux*(b.Center[1]-s.A[1]) - uy*(b.Center[0]-s.A[0])
	if math.Abs(math.Abs(sa)-a.R) > tol || math.Abs(math.Abs(sb)-b.R) > tol {
		t.Fatalf("%s: centres at %v and %v from the line, radii %v and %v", name, sa, sb, a.R, b.R)
	}
	if a.R > tol && b.R > tol {
		if same := (sa > 0) == (sb > 0); same == inner {
			t.Fatalf("%s: centres at %v and %v: wrong sides for inner=%v", name, sa, sb, inner)
		}
	}
	// The segment never enters either disc.
	for _, d := range []geom.Disc{a, b} {
		if e := d.R - geom.PointSegmentDistance(d.Center, s); e > tol {
			t.Fatalf("%s: segment enters disc %v by %v", name, d, e)
		}
	}
}

func TestDiscTangentsTable(t *testing.T) {
	a, b := disc(0, 0, 1), disc(10, 0, 1)
	l, r, ok := a.OuterTangents(b)
	if !ok || l != seg(0, 1, 10, 1) || r != seg(0, -1, 10, -1) {
		t.Errorf("OuterTangents = %v, %v, %v; want (0 1)-(10 1), (0 -1)-(10 -1)", l, r, ok)
	}
	l, r, ok = a.InnerTangents(b)
	// cos = 0.2, sin = sqrt(0.96): left touches a above and b below.
	h := math.Sqrt(0.96)
	if !ok || !near(l.A, pt(0.2, h)) || !near(l.B, pt(9.8, -h)) || !near(r.A, pt(0.2, -h)) || !near(r.B, pt(9.8, h)) {
		t.Errorf("InnerTangents = %v, %v, %v", l, r, ok)
	}
	// From (2, 0) the tangents touch the unit disc at (0.5, ±√3/2); looking
	// from (2, 0) towards the centre (west), left is south.
	tl, tr, ok := a.TangentPoints(pt(2, 0))
	if !ok || !near(tl, pt(0.5, -math.Sqrt(3)/2)) || !near(tr, pt(0.5, math.Sqrt(3)/2)) {
		t.Errorf("TangentPoints = %v, %v, %v", tl, tr, ok)
	}
	none := []struct {
		name  string
		a, b  geom.Disc
		outer bool
		inner bool
	}{
		{"coincident", disc(1, 1, 2), disc(1, 1, 2), false, false},
		{"concentric", disc(1, 1, 2), disc(1, 1, 1), false, false},
		{"inside", disc(0, 0, 5), disc(1, 0, 1), false, false},
		{"internally touching", disc(0, 0, 5), disc(4, 0, 1), false, false},
		{"overlapping", disc(0, 0, 5), disc(6, 0, 5), true, false},
		{"externally touching", disc(0, 0, 2), disc(6, 8, 8), true, false},
		{"apart", disc(0, 0, 2), disc(6, 8, 7), true, true},
		{"two points", disc(0, 0, 0), disc(6, 8, 0), true, true},
		{"same point", disc(0, 0, 0), disc(0, 0, 0), false, false},
		{"invalid", disc(0, 0, -2), disc(6, 8, 7), false, false},
	}
	for _, tt := range none {
		_, _, outer := tt.a.OuterTangents(tt.b)
		_, _, inner := tt.a.InnerTangents(tt.b)
		if outer != tt.outer || inner != tt.inner {
			t.Errorf("%s: outer %v inner %v, want %v %v", tt.name, outer, inner, tt.outer, tt.inner)
		}
	}
	for _, p := range []orb.Point{pt(0, 0), pt(1, 0), pt(0, -1), pt(0.5, 0.5), pt(nan, 3)} {
		if _, _, ok := a.TangentPoints(p); ok {
			t.Errorf("TangentPoints(%v) exists for a point not outside", p)
		}
	}
}

func near(p, q orb.Point) bool {
	return math.Abs(p[0]-q[0]) <= 1e-12 && math.Abs(p[1]-q[1]) <= 1e-12
}

func TestDiscTangentsProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := geomtest.Disc(30, 0, 8).Draw(t, "a")
		b := geomtest.Disc(30, 0, 8).Draw(t, "b")
		ol, or, ok := a.OuterTangents(b)
		wantOuter := ratSign(a.Center, b.Center, max(a.R, b.R), -min(a.R, b.R)) > 0
		if ok != wantOuter {
			t.Fatalf("OuterTangents ok = %v, exact %v", ok, wantOuter)
		}
		if ok {
			checkTangent(t, "outer left", a, b, ol, false)
			checkTangent(t, "outer right", a, b, or, false)
			// Directions: left touches on the left of a->b.
			if side(a.Center, b.Center, ol.A) < 0 || side(a.Center, b.Center, ol.B) < 0 {
				t.Fatalf("outer left %v not left of %v->%v", ol, a.Center, b.Center)
			}
			if side(a.Center, b.Center, or.A) > 0 || side(a.Center, b.Center, or.B) > 0 {
				t.Fatalf("outer right %v not right of %v->%v", or, a.Center, b.Center)
			}
			// Swapping the discs swaps and reverses the tangents.
			bl, br, _ := b.OuterTangents(a)
			if !near2(bl.A, or.B) || !near2(bl.B, or.A) || !near2(br.A, ol.B) || !near2(br.B, ol.A) {
				t.Fatalf("swapped outer tangents %v %v vs %v %v", bl, br, ol, or)
			}
		}
		il, ir, ok := a.InnerTangents(b)
		wantInner := ratSign(a.Center, b.Center, a.R, b.R) > 0
		if ok != wantInner {
			t.Fatalf("InnerTangents ok = %v, exact %v", ok, wantInner)
		}
		if ok {
			checkTangent(t, "inner left", a, b, il, true)
			checkTangent(t, "inner right", a, b, ir, true)
			if side(a.Center, b.Center, il.A) < 0 || side(a.Center, b.Center, il.B) > 0 {
				t.Fatalf("inner left %v: not from the left of a to the right of b (%v->%v)", il, a.Center, b.Center)
			}
			if side(a.Center, b.Center, ir.A) > 0 || side(a.Center, b.Center, ir.B) < 0 {
				t.Fatalf("inner right %v: not from the right of a to the left of b (%v->%v)", ir, a.Center, b.Center)
			}
		}
		p := geomtest.Point(30).Draw(t, "p")
		tl, tr, ok := a.TangentPoints(p)
		if want := ratSign(p, a.Center, a.R) > 0; ok != want {
			t.Fatalf("TangentPoints ok = %v, exact %v", ok, want)
		}
		if ok {
			pd := geom.Disc{Center: p}
			checkTangent(t, "from point, left", pd, a, geom.Segment{A: p, B: tl}, false)
			checkTangent(t, "from point, right", pd, a, geom.Segment{A: p, B: tr}, false)
			if side(p, a.Center, tl) < 0 || side(p, a.Center, tr) > 0 {
				t.Fatalf("tangent points %v %v on the wrong sides of %v->%v", tl, tr, p, a.Center)
			}
		}
	})
}

// side returns +1 if p is clearly left of the line a->b, -1 if clearly
// right, and 0 if it is within rounding distance of the line.
func side(a, b, p orb.Point) int {
	scale := max(1, math.Abs(a[0]), math.Abs(a[1]), math.Abs(b[0]), math.Abs(b[1]), math.Abs(p[0]), math.Abs(p[1]))
	l := math.Hypot(b[0]-a[0], b[1]-a[1])
	if l == 0 {
		return 0
	}
	d := ((b[0]-a[0])*(p[1]-a[1]) - (b[1]-a[1])*(p[0]-a[0])) / l
	switch {
	case d > 1e-9*scale:
		return 1
	case d < -1e-9*scale:
		return -1
	}
	return 0
}

func near2(p, q orb.Point) bool {
	s := max(1, math.Abs(p[0]), math.Abs(p[1]))
	return math.Abs(p[0]-q[0]) <= 1e-9*s && math.Abs(p[1]-q[1]) <= 1e-9*s
}

func TestDiscPolygonProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := geomtest.Disc(30, 0, 6).Draw(t, "d")
		p := geomtest.StarPolygon(30, 16, true).Draw(t, "p")
		got := d.DistanceToPolygon(p)
		want := max(0, geom.PointPolygonDistance(d.Center, p)-d.R)
		if math.Abs(got-want) > 1e-12*60 {
			t.Fatalf("DistanceToPolygon %v, want %v", got, want)
		}
		// Zero exactly when the disc holds a boundary point or its centre
		// is in the region.
		touch := p.Locate(d.Center) != geom.Outside
		for _, e := range edges(p) {
			touch = touch || d.WithinSegment(e, 0)
		}
		if touch != (got == 0) || touch != d.WithinPolygon(p, 0) {
			t.Fatalf("DistanceToPolygon %v, WithinPolygon(0) %v, oracle %v", got, d.WithinPolygon(p, 0), touch)
		}
		x := rapid.Float64Range(0, 10).Draw(t, "x")
		if w := d.WithinPolygon(p, x); w != (got <= x) && math.Abs(got-x) > 1e-12*60 {
			t.Fatalf("WithinPolygon(%v) = %v, distance %v", x, w, got)
		}
	})
}

func TestDiscSegmentExact(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// Integer inputs make exact ties (touching segments) common.
		d := geom.Disc{
			Center: pt(float64(rapid.IntRange(-10, 10).Draw(t, "cx")), float64(rapid.IntRange(-10, 10).Draw(t, "cy"))),
			R:      float64(rapid.IntRange(0, 10).Draw(t, "r")),
		}
		s := geom.Segment{
			A: pt(float64(rapid.IntRange(-10, 10).Draw(t, "ax")), float64(rapid.IntRange(-10, 10).Draw(t, "ay"))),
			B: pt(float64(rapid.IntRange(-10, 10).Draw(t, "bx")), float64(rapid.IntRange(-10, 10).Draw(t, "by"))),
		}
		x := float64(rapid.IntRange(0, 5).Draw(t, "x"))
		// Oracle: the squared distance from the centre to the segment is a
		// rational number; compare it with (R+x)² exactly.
		want := ratSegSign(d.Center, s, d.R, x) <= 0
		if got := d.WithinSegment(s, x); got != want {
			t.Fatalf("WithinSegment(%v) = %v, exact %v", x, got, want)
		}
		if (d.DistanceToSegment(s) == 0) != (ratSegSign(d.Center, s, d.R) <= 0) {
			t.Fatalf("DistanceToSegment %v disagrees with the exact test", d.DistanceToSegment(s))
		}
	})
}

func TestDiscSegmentNearTie(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// Arbitrary floats, with x at the rounded distance give or take a
		// few ulps: the filter cannot decide and rounding occurs, so the
		// rational path runs.
		d := geomtest.Disc(20, 0, 5).Draw(t, "d")
		s := geomtest.Segment(20).Draw(t, "s")
		x := math.Max(0, math.Sqrt(sqDist(d.Center, s))-d.R)
		for range rapid.IntRange(0, 3).Draw(t, "up") {
			x = math.Nextafter(x, inf)
		}
		for range rapid.IntRange(0, 3).Draw(t, "down") {
			x = math.Nextafter(x, 0)
		}
		want := ratSegSign(d.Center, s, d.R, x) <= 0
		if got := d.WithinSegment(s, x); got != want {
			t.Fatalf("WithinSegment(%v) = %v, exact %v", x, got, want)
		}
		p := geom.Polygon{{s.A, s.B, s.A}}
		if got := d.WithinPolygon(p, x); got != want && p.Locate(d.Center) == geom.Outside {
			t.Fatalf("WithinPolygon(%v) = %v, exact %v", x, got, want)
		}
	})
}

// sqDist is the squared distance from p to s by projection, rounded.
func sqDist(p orb.Point, s geom.Segment) float64 {
	d := geom.PointSegmentDistance(p, s)
	return d * d
}

func TestDiscDistanceToPointAndBound(t *testing.T) {
	d := disc(1, 2, 3)
	for _, tt := range []struct {
		p    orb.Point
		want float64
	}{{pt(1, 2), 0}, {pt(4, 2), 0}, {pt(1, 10), 5}, {pt(nan, 0), nan}} {
		if got := d.DistanceToPoint(tt.p); !sameFloat(got, tt.want, 1e-15) {
			t.Errorf("DistanceToPoint(%v) = %v, want %v", tt.p, got, tt.want)
		}
	}
	if b := d.Bound(); b != (orb.Bound{Min: pt(-2, -1), Max: pt(4, 5)}) {
		t.Errorf("Bound() = %v", b)
	}
}

// ratSegSign returns the sign of dist(p, s)² - (t1+t2+...)², exactly, by
// minimising the squared distance over the segment's parameter in
// rationals.
func ratSegSign(p orb.Point, s geom.Segment, t ...float64) int {
	rat := func(v float64) *big.Rat { return new(big.Rat).SetFloat64(v) }
	dx := new(big.Rat).Sub(rat(s.B[0]), rat(s.A[0]))
	dy := new(big.Rat).Sub(rat(s.B[1]), rat(s.A[1]))
	wx := new(big.Rat).Sub(rat(p[0]), rat(s.A[0]))
	wy := new(big.Rat).Sub(rat(p[1]), rat(s.A[1]))
	l2 := new(big.Rat).Add(new(big.Rat).Mul(dx, dx), new(big.Rat).Mul(dy, dy))
	tt := new(big.Rat)
	if l2.Sign() > 0 {
		tt.Quo(new(big.Rat).Add(new(big.Rat).Mul(wx, dx), new(big.Rat).Mul(wy, dy)), l2)
		if tt.Sign() < 0 {
			tt.SetInt64(0)
		}
		if tt.Cmp(big.NewRat(1, 1)) > 0 {
			tt.SetInt64(1)
		}
	}
	ex := new(big.Rat).Sub(wx, new(big.Rat).Mul(tt, dx))
	ey := new(big.Rat).Sub(wy, new(big.Rat).Mul(tt, dy))
	d2 := new(big.Rat).Add(new(big.Rat).Mul(ex, ex), new(big.Rat).Mul(ey, ey))
	r := new(big.Rat)
	for _, v := range t {
		r.Add(r, rat(v))
	}
	return d2.Cmp(new(big.Rat).Mul(r, r))
}

func BenchmarkDiscDistance(b *testing.B) {
	b.ReportAllocs()
	d, o := disc(0, 0, 0.5), disc(10, 3, 0.75)
	for b.Loop() {
		sink += d.Distance(o)
		o.Center[0] += 1e-9
	}
}

func BenchmarkDiscWithin(b *testing.B) {
	b.ReportAllocs()
	d, o := disc(0, 0, 0.5), disc(10, 3, 0.75)
	n := 0
	for b.Loop() {
		if d.Within(o, 9) {
			n++
		}
		o.Center[0] += 1e-9
	}
	sink += float64(n)
}

// Bases exactly 2 apart edge to edge: the filter cannot decide and the
// exact path runs.
func BenchmarkDiscWithinTie(b *testing.B) {
	b.ReportAllocs()
	d, o := disc(0, 0, 0.1), disc(0.4, 0, 0.1)
	n := 0
	for b.Loop() {
		if d.Within(o, 0.2) {
			n++
		}
	}
	sink += float64(n)
}

func BenchmarkDiscOuterTangents(b *testing.B) {
	b.ReportAllocs()
	d, o := disc(0, 0, 0.5), disc(10, 3, 0.75)
	for b.Loop() {
		l, _, _ := d.OuterTangents(o)
		sink += l.A[0]
	}
}

func BenchmarkDiscDistanceToPolygon64(b *testing.B) {
	b.ReportAllocs()
	p := geom.Polygon{regular(pt(0, 0), 10, 64, 0)}
	d := disc(14, 3, 1)
	for b.Loop() {
		sink += d.DistanceToPolygon(p)
	}
}

func BenchmarkDiscWithinPolygon64(b *testing.B) {
	b.ReportAllocs()
	p := geom.Polygon{regular(pt(0, 0), 10, 64, 0)}
	d := disc(14, 3, 1)
	n := 0
	for b.Loop() {
		if d.WithinPolygon(p, 2) {
			n++
		}
	}
	sink += float64(n)
}

// The hot paths allocate nothing, ties included.
func TestHotPathsAllocateNothing(t *testing.T) {
	a, b := disc(0, 0, 0.5), disc(3, 0, 0.5)
	tie := disc(0.4, 0, 0.1) // 0.1+0.1+0.2 vs 0.4: the expansion path
	p := geom.Polygon{regular(pt(0, 0), 10, 64, 0)}
	q := geom.Polygon{regular(pt(25, 3), 10, 64, 0.05)}
	s := seg(0, 0, 10, 3)
	for _, c := range []struct {
		name string
		f    func()
	}{
		{"Disc.Distance", func() { sink += a.Distance(b) }},
		{"Disc.Within", func() { _ = a.Within(b, 2) }},
		{"Disc.Within tie", func() { _ = disc(0, 0, 0.1).Within(tie, 0.2) }},
		{"Disc.OuterTangents", func() { _, _, _ = a.OuterTangents(b) }},
		{"Disc.DistanceToPolygon", func() { sink += a.DistanceToPolygon(p) }},
		{"Disc.WithinSegment", func() { _ = a.WithinSegment(s, 1) }},
		{"PointSegmentDistance", func() { sink += geom.PointSegmentDistance(pt(1, 1), s) }},
		{"SegmentDistance", func() { sink += geom.SegmentDistance(s, seg(0, 5, 5, 5)) }},
		{"PolygonDistance", func() { sink += geom.PolygonDistance(p, q) }},
		{"PolygonCentroid", func() { c, _ := geom.PolygonCentroid(p); sink += c[0] }},
	} {
		if n := testing.AllocsPerRun(20, c.f); n != 0 {
			t.Errorf("%s: %v allocations per run", c.name, n)
		}
	}
}
