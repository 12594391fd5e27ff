package hex_test

import (
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
	"pgregory.net/rapid"
)

const layoutSqrt3 = 1.7320508075688772

var (
	unitPointy = hex.Layout{Orientation: hex.Pointy, Size: orb.Point{1, 1}}
	unitFlat   = hex.Layout{Orientation: hex.Flat, Size: orb.Point{1, 1}}
)

// layoutLerp is Red Blob Games' hex_lerp on fractional cube coordinates,
// used to build their hex_round test points.
func layoutLerp(a, b [3]float64, t float64) hex.Fractional {
	return hex.Fractional{Q: a[0]*(1-t) + b[0]*t, R: a[1]*(1-t) + b[1]*t}
}

func layoutMix(a, b, c [3]float64, wa, wb, wc float64) hex.Fractional {
	return hex.Fractional{
		Q: a[0]*wa + b[0]*wb + c[0]*wc,
		R: a[1]*wa + b[1]*wb + c[1]*wc,
	}
}

func TestFractionalHexRoundRedBlob(t *testing.T) {
	a := [3]float64{0, 0, 0}
	b := [3]float64{1, -1, 0}
	c := [3]float64{0, -1, 1}
	tests := []struct {
		name string
		f    hex.Fractional
		want hex.Hex
	}{
		{"hex_round 1", layoutLerp(a, [3]float64{10, -20, 10}, 0.5), hex.Hex{Q: 5, R: -10}},
		{"hex_round 2", layoutLerp(a, b, 0.499), hex.Hex{Q: 0, R: 0}},
		{"hex_round 3", layoutLerp(a, b, 0.501), hex.Hex{Q: 1, R: -1}},
		{"hex_round 4", layoutMix(a, b, c, 0.4, 0.3, 0.3), hex.Hex{Q: 0, R: 0}},
		{"hex_round 5", layoutMix(a, b, c, 0.3, 0.3, 0.4), hex.Hex{Q: 0, R: -1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.f.Round(); got != tt.want {
				t.Errorf("%+v.Round() = %v, want %v", tt.f, got, tt.want)
			}
		})
	}
}

func TestFractionalHexRoundTies(t *testing.T) {
	tests := []struct {
		name string
		q, r float64
		want hex.Hex
	}{
		{"lattice point", 3, -2, hex.Hex{Q: 3, R: -2}},
		{"negative zero", math.Copysign(0, -1), math.Copysign(0, -1), hex.Hex{}},
		// Midpoints of the six sides of the origin: greater Q wins, then
		// greater R, so the origin keeps the sides towards 2, 3 and 4.
		{"side 0 midpoint goes to (1,0)", 0.5, 0, hex.Hex{Q: 1, R: 0}},
		{"side 1 midpoint goes to (1,-1)", 0.5, -0.5, hex.Hex{Q: 1, R: -1}},
		{"side 2 midpoint stays", 0, -0.5, hex.Hex{}},
		{"side 3 midpoint stays", -0.5, 0, hex.Hex{}},
		{"side 4 midpoint stays", -0.5, 0.5, hex.Hex{}},
		{"side 5 midpoint goes to (0,1)", 0, 0.5, hex.Hex{Q: 0, R: 1}},
		// Off-centre points of the side between (0,0) and (1,0), on 2a+b = 1.
		{"side 0 upper point", 0.625, -0.25, hex.Hex{Q: 1, R: 0}},
		{"side 0 lower point", 0.375, 0.25, hex.Hex{Q: 1, R: 0}},
		// The rule is the same after a translation, negative ones included.
		{"translated side 0", 100.5, -37, hex.Hex{Q: 101, R: -37}},
		{"translated side 3", -1000.5, 3, hex.Hex{Q: -1000, R: 3}},
		{"translated side 5", -7, -4.5, hex.Hex{Q: -7, R: -4}},
		// One ulp either side of a boundary decides strictly.
		{"just below side 0", math.Nextafter(0.5, 0), 0, hex.Hex{}},
		{"just above side 0", math.Nextafter(0.5, 1), 0, hex.Hex{Q: 1}},
		// 2a+b = 1 - 2^-55 exactly, which a float sum rounds to 1: only an
		// exact comparison sees that the origin is strictly nearer.
		{"inexact sum just inside", 0.375, 0.25 - 0x1p-55, hex.Hex{}},
		{"inexact sum just inside, translated", -99.625, 40.25 - 0x1p-47, hex.Hex{Q: -100, R: 40}},
		{"limit", hex.MaxCoord, -hex.MaxCoord, hex.Hex{Q: hex.MaxCoord, R: -hex.MaxCoord}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := hex.Fractional{Q: tt.q, R: tt.r}
			got, ok := f.RoundOK()
			if got != tt.want || !ok {
				t.Errorf("%+v.RoundOK() = %v, %v, want %v, true", f, got, ok, tt.want)
			}
			if oracle := layoutNearestExact(f); oracle != tt.want {
				t.Errorf("test case disagrees with the exact oracle: %v", oracle)
			}
		})
	}
}

func TestFractionalHexRoundInvalid(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	for _, f := range []hex.Fractional{
		{Q: nan, R: 0}, {Q: 0, R: nan}, {Q: inf, R: 0}, {Q: 0, R: -inf},
		{Q: 1 << 51, R: 0}, {Q: 0, R: -(1 << 51)}, {Q: math.MaxFloat64, R: 1},
	} {
		if h, ok := f.RoundOK(); ok || h != (hex.Hex{}) {
			t.Errorf("%+v.RoundOK() = %v, %v, want zero Hex, false", f, h, ok)
		}
		if h := f.Round(); h != (hex.Hex{}) {
			t.Errorf("%+v.Round() = %v, want zero Hex", f, h)
		}
	}
}

func TestLayoutRedBlobRoundTrip(t *testing.T) {
	h := hex.Hex{Q: 3, R: 4} // Hex(3, 4, -7)
	for _, o := range []hex.Orientation{hex.Flat, hex.Pointy} {
		t.Run(o.String(), func(t *testing.T) {
			l := hex.Layout{Orientation: o, Size: orb.Point{10, 15}, Origin: orb.Point{35, 71}}
			if err := l.Validate(); err != nil {
				t.Fatal(err)
			}
			if got := l.PointToHex(l.HexToPoint(h)); got != h {
				t.Errorf("PointToHex(HexToPoint(%v)) = %v", h, got)
			}
		})
	}
}

func TestLayoutHexToPoint(t *testing.T) {
	tests := []struct {
		name string
		l    hex.Layout
		h    hex.Hex
		want orb.Point
	}{
		{"pointy origin", unitPointy, hex.Hex{}, orb.Point{0, 0}},
		{"pointy east", unitPointy, hex.Hex{Q: 1}, orb.Point{layoutSqrt3, 0}},
		{"pointy north-east is up (y down)", unitPointy, hex.Hex{Q: 1, R: -1}, orb.Point{layoutSqrt3 / 2, -1.5}},
		{"flat south-east", unitFlat, hex.Hex{Q: 1}, orb.Point{1.5, layoutSqrt3 / 2}},
		{"flat north is up", unitFlat, hex.Hex{R: -1}, orb.Point{0, -layoutSqrt3}},
		{"stretched with origin", hex.Layout{Orientation: hex.Pointy, Size: orb.Point{2, 3}, Origin: orb.Point{10, -5}},
			hex.Hex{Q: 1, R: 1}, orb.Point{10 + 2*1.5*layoutSqrt3, -5 + 3*1.5}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.l.HexToPoint(tt.h)
			if !layoutNear(got, tt.want, 1e-12) {
				t.Errorf("HexToPoint(%v) = %v, want %v", tt.h, got, tt.want)
			}
		})
	}
}

func TestLayoutPointToHexInvalid(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	tests := []struct {
		name string
		l    hex.Layout
		p    orb.Point
	}{
		{"NaN x", unitPointy, orb.Point{nan, 0}},
		{"NaN y", unitFlat, orb.Point{0, nan}},
		{"+Inf", unitPointy, orb.Point{inf, 0}},
		{"-Inf", unitFlat, orb.Point{0, -inf}},
		{"too far", unitPointy, orb.Point{1e300, 0}},
		{"zero layout", hex.Layout{}, orb.Point{1, 1}},
		{"zero layout at its origin", hex.Layout{}, orb.Point{0, 0}},
		{"NaN origin", hex.Layout{Size: orb.Point{1, 1}, Origin: orb.Point{nan, 0}}, orb.Point{0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if h, ok := tt.l.PointToHexOK(tt.p); ok || h != (hex.Hex{}) {
				t.Errorf("PointToHexOK(%v) = %v, %v, want zero Hex, false", tt.p, h, ok)
			}
			if h := tt.l.PointToHex(tt.p); h != (hex.Hex{}) {
				t.Errorf("PointToHex(%v) = %v, want zero Hex", tt.p, h)
			}
			if h, ok := tt.l.XYToHexOK(tt.p[0], tt.p[1]); ok || h != (hex.Hex{}) {
				t.Errorf("XYToHexOK(%v) = %v, %v, want zero Hex, false", tt.p, h, ok)
			}
			if h := tt.l.XYToHex(tt.p[0], tt.p[1]); h != (hex.Hex{}) {
				t.Errorf("XYToHex(%v) = %v, want zero Hex", tt.p, h)
			}
		})
	}
}

func TestLayoutValidate(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	tests := []struct {
		name    string
		l       hex.Layout
		wantErr string // "" for valid
	}{
		{"pointy", unitPointy, ""},
		{"flat stretched", hex.Layout{Orientation: hex.Flat, Size: orb.Point{0.5, 20}, Origin: orb.Point{-3, 1e9}}, ""},
		{"zero value", hex.Layout{}, "size"},
		{"negative size", hex.Layout{Size: orb.Point{-1, 1}}, "size"},
		{"zero height", hex.Layout{Size: orb.Point{1, 0}}, "size"},
		{"NaN size", hex.Layout{Size: orb.Point{nan, 1}}, "size"},
		{"Inf size", hex.Layout{Size: orb.Point{1, inf}}, "size"},
		{"unknown orientation", hex.Layout{Orientation: 2, Size: orb.Point{1, 1}}, "orientation"},
		{"negative orientation", hex.Layout{Orientation: -1, Size: orb.Point{1, 1}}, "orientation"},
		{"NaN origin", hex.Layout{Size: orb.Point{1, 1}, Origin: orb.Point{nan, 0}}, "origin"},
		{"Inf origin", hex.Layout{Size: orb.Point{1, 1}, Origin: orb.Point{0, -inf}}, "origin"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.l.Validate()
			switch {
			case tt.wantErr == "" && err != nil:
				t.Errorf("Validate() = %v, want nil", err)
			case tt.wantErr != "" && err == nil:
				t.Errorf("Validate() = nil, want an error about %s", tt.wantErr)
			case err != nil && (!strings.HasPrefix(err.Error(), "hex: ") || !strings.Contains(err.Error(), tt.wantErr)):
				t.Errorf("Validate() = %q, want a \"hex: \" error naming the %s", err, tt.wantErr)
			}
		})
	}
}

func TestOrientationString(t *testing.T) {
	for o, want := range map[hex.Orientation]string{hex.Pointy: "pointy", hex.Flat: "flat", 7: "Orientation(7)"} {
		if got := o.String(); got != want {
			t.Errorf("String() = %q, want %q", got, want)
		}
		if got, want := o.Valid(), o == hex.Pointy || o == hex.Flat; got != want {
			t.Errorf("%v.Valid() = %v, want %v", o, got, want)
		}
	}
}

func TestLayoutCorners(t *testing.T) {
	s2 := layoutSqrt3 / 2
	tests := []struct {
		name string
		l    hex.Layout
		h    hex.Hex
		want []orb.Point // the six corners in ring order: 0, 5, 4, 3, 2, 1
	}{
		// Pointy, y down: corner 0 is the top end of the east side.
		{"pointy unit", unitPointy, hex.Hex{}, []orb.Point{{s2, -0.5}, {s2, 0.5}, {0, 1}, {-s2, 0.5}, {-s2, -0.5}, {0, -1}}},
		// Flat, y down: corner 0 is the east corner.
		{"flat unit", unitFlat, hex.Hex{}, []orb.Point{{1, 0}, {0.5, s2}, {-0.5, s2}, {-1, 0}, {-0.5, -s2}, {0.5, -s2}}},
		{"flat stretched and moved", hex.Layout{Orientation: hex.Flat, Size: orb.Point{2, 10}, Origin: orb.Point{100, 200}},
			hex.Hex{Q: 1}, []orb.Point{{105, 200 + 10*s2}, {104, 200 + 20*s2}, {102, 200 + 20*s2}, {101, 200 + 10*s2}, {102, 200}, {104, 200}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ring := tt.l.Corners(tt.h)
			if len(ring) != 7 || ring[0] != ring[6] {
				t.Fatalf("Corners = %v, want 7 points, closed", ring)
			}
			for i, want := range tt.want {
				if !layoutNear(ring[i], want, 1e-12) {
					t.Errorf("Corners[%d] = %v, want %v", i, ring[i], want)
				}
			}
			if o := ring.Orientation(); o != orb.CCW {
				t.Errorf("Corners orientation = %v, want CCW (positive area in a y-up frame)", o)
			}
			area := 1.5 * layoutSqrt3 * tt.l.Size[0] * tt.l.Size[1]
			if got := layoutSignedArea(ring); math.Abs(got-area) > 1e-9*area {
				t.Errorf("signed area = %v, want %v", got, area)
			}
			buf := make(orb.Ring, 0, 7)
			if n := testing.AllocsPerRun(10, func() { buf = tt.l.AppendCorners(buf[:0], tt.h) }); n != 0 {
				t.Errorf("AppendCorners with room allocates %v times", n)
			}
		})
	}
}

func TestLayoutSideSegment(t *testing.T) {
	for _, l := range []hex.Layout{unitPointy, unitFlat, {Orientation: hex.Flat, Size: orb.Point{3, 0.7}, Origin: orb.Point{-5, 8}}} {
		h := hex.Hex{Q: -2, R: 5}
		ring := l.Corners(h)
		for _, d := range hex.Directions {
			a, b := l.SideSegment(h, d)
			n := h.Neighbor(d)
			na, nb := l.SideSegment(n, d.Opposite())
			if a != nb || b != na {
				t.Errorf("%v: side %d of %v is (%v, %v) but seen from %v it is (%v, %v), want bitwise reversed", l.Orientation, d, h, a, b, n, na, nb)
			}
			// The side's midpoint is the midpoint of the two centres.
			mid := orb.Point{(a[0] + b[0]) / 2, (a[1] + b[1]) / 2}
			hc, nc := l.HexToPoint(h), l.HexToPoint(n)
			if want := (orb.Point{(hc[0] + nc[0]) / 2, (hc[1] + nc[1]) / 2}); !layoutNear(mid, want, 1e-12) {
				t.Errorf("%v: side %d midpoint %v, want %v", l.Orientation, d, mid, want)
			}
			// a then b are consecutive in Corners order.
			found := false
			for i := range 6 {
				found = found || (ring[i] == a && ring[i+1] == b)
			}
			if !found {
				t.Errorf("%v: side %d (%v, %v) is not a consecutive pair of Corners %v", l.Orientation, d, a, b, ring)
			}
		}
	}
}

// Property: the three hexes at a vertex compute bitwise the same corner, and
// the corner numbering matches VertexOf's.
func TestLayoutCornerSharedBitwise(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		l := hextest.Layout().Draw(t, "layout")
		h := hextest.Hex(1000).Draw(t, "h")
		c := hextest.Direction().Draw(t, "c")
		p := l.Corner(h, c)
		if q := l.Corner(h.Neighbor(c), c+2); q != p {
			t.Fatalf("corner %d of %v is %v, corner %d of its neighbour %d is %v", c, h, p, c+2, c, q)
		}
		if q := l.Corner(h.Neighbor(c+1), c+4); q != p {
			t.Fatalf("corner %d of %v is %v, corner %d of its neighbour %d is %v", c, h, p, c+4, c+1, q)
		}
		v := hex.VertexOf(h, c)
		if q := l.Corner(v.Hex(), v.Corner()); q != p {
			t.Fatalf("corner %d of %v is %v, but its canonical Vertex %v is drawn at %v", c, h, p, v, q)
		}
	})
}

// Property: HexToPoint then PointToHex is the identity, for any valid
// layout (both orientations, stretched sizes, any origin).
func TestLayoutRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		l := hextest.Layout().Draw(t, "layout")
		h := hextest.Hex(5000).Draw(t, "h")
		if err := l.Validate(); err != nil {
			t.Fatalf("hextest.Layout generated an invalid layout: %v", err)
		}
		if got, ok := l.PointToHexOK(l.HexToPoint(h)); got != h || !ok {
			t.Fatalf("PointToHexOK(HexToPoint(%v)) = %v, %v", h, got, ok)
		}
		f := l.PointToFractional(l.HexToPoint(h))
		if math.Abs(f.Q-float64(h.Q)) > 1e-6 || math.Abs(f.R-float64(h.R)) > 1e-6 {
			t.Fatalf("PointToFractional(HexToPoint(%v)) = %+v", h, f)
		}
	})
}

// Property: a point maps to a hex whose outline contains it, and whose
// centre maps back to the same hex.
func TestLayoutPointInsideItsHex(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		l := hextest.Layout().Draw(t, "layout")
		u := rapid.Float64Range(-60, 60).Draw(t, "u")
		v := rapid.Float64Range(-60, 60).Draw(t, "v")
		p := orb.Point{l.Origin[0] + u*l.Size[0], l.Origin[1] + v*l.Size[1]}
		h := l.PointToHex(p)
		if back := l.PointToHex(l.HexToPoint(h)); back != h {
			t.Fatalf("centre of %v maps to %v", h, back)
		}
		// Work relative to the centre, in units of Size, to keep the
		// tolerance meaningful whatever the layout's scale.
		c := l.HexToPoint(h)
		local := func(q orb.Point) orb.Point {
			return orb.Point{(q[0] - c[0]) / l.Size[0], (q[1] - c[1]) / l.Size[1]}
		}
		lp := local(p)
		ring := l.Corners(h)
		for i := range 6 {
			a, b := local(ring[i]), local(ring[i+1])
			cross := (b[0]-a[0])*(lp[1]-a[1]) - (b[1]-a[1])*(lp[0]-a[0])
			if cross < -1e-6 {
				t.Fatalf("%v maps to %v, but lies outside its side %v-%v (cross %g)", p, h, ring[i], ring[i+1], cross)
			}
		}
	})
}

// Property: points well inside a hex (within 0.8 of its inscribed ellipse)
// map to it.
func TestLayoutNearCentre(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		l := hextest.Layout().Draw(t, "layout")
		h := hextest.Hex(2000).Draw(t, "h")
		angle := rapid.Float64Range(0, 2*math.Pi).Draw(t, "angle")
		rad := rapid.Float64Range(0, 0.8*layoutSqrt3/2).Draw(t, "radius")
		c := l.HexToPoint(h)
		p := orb.Point{c[0] + rad*math.Cos(angle)*l.Size[0], c[1] + rad*math.Sin(angle)*l.Size[1]}
		if got := l.PointToHex(p); got != h {
			t.Fatalf("%v, near the centre %v of %v, maps to %v", p, c, h, got)
		}
	})
}

// Property: Round agrees with an exact rational oracle, on random points and
// on points built exactly on a side (where the tie rule decides).
func TestFractionalHexRoundExact(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var f hex.Fractional
		if rapid.Bool().Draw(t, "onSide") {
			// A dyadic point on the side between h and h+v(d): the midpoint
			// of the centres plus u times the side's direction, |u| < 1/6.
			h := hextest.Hex(1000).Draw(t, "h")
			d := hextest.Direction().Draw(t, "d")
			j := rapid.IntRange(-21, 21).Draw(t, "j")
			along := d.Rotate(1).Vector().Sub(d.Rotate(-1).Vector())
			u := float64(j) / 128
			f = hex.Fractional{
				Q: float64(h.Q) + float64(d.Vector().Q)/2 + u*float64(along.Q),
				R: float64(h.R) + float64(d.Vector().R)/2 + u*float64(along.R),
			}
			n := h.Neighbor(d)
			want := h
			if n.Q > h.Q || (n.Q == h.Q && n.R > h.R) {
				want = n
			}
			if got := f.Round(); got != want {
				t.Fatalf("%+v on the side between %v and %v rounds to %v, want %v", f, h, n, got, want)
			}
		} else {
			f = hex.Fractional{
				Q: rapid.Float64Range(-1e4, 1e4).Draw(t, "q"),
				R: rapid.Float64Range(-1e4, 1e4).Draw(t, "r"),
			}
		}
		if got, want := f.Round(), layoutNearestExact(f); got != want {
			t.Fatalf("%+v.Round() = %v, exact oracle says %v", f, got, want)
		}
	})
}

// layoutNearestExact is the oracle for Round: it compares the hex-metric
// distances q²+qr+r² to nearby centres in exact rational arithmetic and
// breaks ties by greater Q, then greater R.
func layoutNearestExact(f hex.Fractional) hex.Hex {
	fq, fr := new(big.Rat).SetFloat64(f.Q), new(big.Rat).SetFloat64(f.R)
	q0, r0 := int(math.Floor(f.Q)), int(math.Floor(f.R))
	var best hex.Hex
	var bestD *big.Rat
	for q := q0 - 1; q <= q0+2; q++ {
		for r := r0 - 1; r <= r0+2; r++ {
			dq := new(big.Rat).Sub(fq, new(big.Rat).SetInt64(int64(q)))
			dr := new(big.Rat).Sub(fr, new(big.Rat).SetInt64(int64(r)))
			d := new(big.Rat).Mul(dq, dq)
			d.Add(d, new(big.Rat).Mul(dq, dr))
			d.Add(d, new(big.Rat).Mul(dr, dr))
			h := hex.Hex{Q: q, R: r}
			if bestD == nil || d.Cmp(bestD) < 0 ||
				(d.Cmp(bestD) == 0 && (q > best.Q || (q == best.Q && r > best.R))) {
				best, bestD = h, d
			}
		}
	}
	return best
}

func layoutNear(a, b orb.Point, tol float64) bool {
	return math.Abs(a[0]-b[0]) <= tol*(1+math.Abs(b[0])) && math.Abs(a[1]-b[1]) <= tol*(1+math.Abs(b[1]))
}

func layoutSignedArea(r orb.Ring) float64 {
	var s float64
	for i := 0; i+1 < len(r); i++ {
		s += r[i][0]*r[i+1][1] - r[i+1][0]*r[i][1]
	}
	return s / 2
}

var (
	layoutSinkHex   hex.Hex
	layoutSinkPoint orb.Point
)

func BenchmarkLayoutHexToPoint(b *testing.B) {
	b.ReportAllocs()
	l := hex.Layout{Orientation: hex.Pointy, Size: orb.Point{10, 12}, Origin: orb.Point{35, 71}}
	h := hex.Hex{Q: 31, R: -17}
	var acc orb.Point
	for b.Loop() {
		p := l.HexToPoint(h)
		acc[0] += p[0]
		h.Q ^= 1
	}
	layoutSinkPoint = acc
}

func BenchmarkLayoutPointToHex(b *testing.B) {
	l := hex.Layout{Orientation: hex.Flat, Size: orb.Point{10, 12}, Origin: orb.Point{35, 71}}
	b.Run("ordinary", func(b *testing.B) {
		b.ReportAllocs()
		p := orb.Point{1234.5, -678.9}
		var h hex.Hex
		for b.Loop() {
			h = l.PointToHex(p)
			p[0] += 0.37
		}
		layoutSinkHex = h
	})
	b.Run("on-side", func(b *testing.B) {
		// A side midpoint: every comparison reaches the exact fallback.
		b.ReportAllocs()
		f := hex.Fractional{Q: 10.5, R: -4}
		var h hex.Hex
		for b.Loop() {
			h = f.Round()
			f.Q += 1
		}
		layoutSinkHex = h
	})
}

func BenchmarkLayoutAppendCorners(b *testing.B) {
	b.ReportAllocs()
	l := hex.Layout{Orientation: hex.Pointy, Size: orb.Point{10, 12}, Origin: orb.Point{35, 71}}
	buf := make(orb.Ring, 0, 7)
	h := hex.Hex{Q: 31, R: -17}
	for b.Loop() {
		buf = l.AppendCorners(buf[:0], h)
		h.R ^= 1
	}
	layoutSinkPoint = buf[3]
}

// benchPoints60x40 is one point in every hex of a 60 × 40 map of layout
// l, off centre by a deterministic jitter within the hex: the points a
// pixel -> hex conversion of a whole map reads.
func benchPoints60x40(l hex.Layout) []orb.Point {
	x := uint32(2024)
	rnd := func() float64 { x ^= x << 13; x ^= x >> 17; x ^= x << 5; return float64(x%2000)/2000 - 0.5 }
	pts := make([]orb.Point, 0, 60*40)
	for row := range 40 {
		for col := range 60 {
			c := l.HexToPoint(hex.OddQ.ToHex(hex.Offset{Col: col, Row: row}))
			pts = append(pts, orb.Point{c[0] + rnd()*l.Size[0], c[1] + rnd()*l.Size[1]})
		}
	}
	return pts
}

// BenchmarkLayoutPointToHex60x40 converts a point in every hex of a 60 × 40
// map back to its hex (one op is the whole map).
func BenchmarkLayoutPointToHex60x40(b *testing.B) {
	l := hex.Layout{Orientation: hex.Flat, Size: orb.Point{10, 10}, Origin: orb.Point{10, 9}}
	pts := benchPoints60x40(l)
	b.ReportAllocs()
	var acc int
	for b.Loop() {
		for _, p := range pts {
			acc += l.PointToHex(p).Q
		}
	}
	layoutSinkHex.Q = acc
}

// Property: the scalar forms give the answers of the orb.Point forms,
// bit for bit: HexToXY is HexToPoint, and XYToHexOK is PointToHexOK and
// PointToFractional(p).RoundOK(), on points anywhere (some far outside
// the valid range, some on the sides and corners of the hexes, where the
// tie rule decides), for any layout, valid or not.
func TestLayoutScalarFormsAgree(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		l := hextest.Layout().Draw(t, "layout")
		if rapid.IntRange(0, 9).Draw(t, "odd") == 0 {
			// An invalid orientation (treated as Pointy) or size.
			l.Orientation = hex.Orientation(rapid.IntRange(-3, 5).Draw(t, "orientation"))
			l.Size[1] = rapid.Float64().Draw(t, "sizeY")
		}
		h := hextest.Hex(1<<20).Draw(t, "h")
		x, y := l.HexToXY(h)
		same := func(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) || a != a && b != b }
		// FractionalToPoint multiplies by the whole matrix, zero terms
		// included, where HexToXY leaves them out.
		for _, c := range []orb.Point{l.HexToPoint(h), l.FractionalToPoint(hex.Fractional{Q: float64(h.Q), R: float64(h.R)})} {
			if !same(c[0], x) || !same(c[1], y) {
				t.Fatalf("HexToXY(%v) = (%v, %v), HexToPoint and FractionalToPoint %v", h, x, y, c)
			}
		}
		var p orb.Point
		switch rapid.IntRange(0, 2).Draw(t, "where") {
		case 0: // on a side or corner, or a few ulps off it
			p = l.FractionalToPoint(hex.Fractional{
				Q: float64(h.Q) + float64(rapid.IntRange(-6, 6).Draw(t, "sixthsQ"))/6,
				R: float64(h.R) + float64(rapid.IntRange(-6, 6).Draw(t, "sixthsR"))/6,
			})
			p[0] = math.Nextafter(p[0], p[0]+float64(rapid.IntRange(-1, 1).Draw(t, "nudge")))
		case 1: // anywhere near the hex
			p = orb.Point{x + rapid.Float64Range(-2, 2).Draw(t, "dx")*l.Size[0], y + rapid.Float64Range(-2, 2).Draw(t, "dy")*l.Size[1]}
		default: // any point, NaN and infinities included
			p = orb.Point{rapid.Float64().Draw(t, "px"), rapid.Float64().Draw(t, "py")}
		}
		got, ok := l.XYToHexOK(p[0], p[1])
		want, wantOK := l.PointToHexOK(p)
		frac, fracOK := l.PointToFractional(p).RoundOK()
		if got != want || ok != wantOK || got != frac || ok != fracOK || l.XYToHex(p[0], p[1]) != want || l.PointToHex(p) != want {
			t.Fatalf("%+v at %v: XYToHexOK %v %v, PointToHexOK %v %v, PointToFractional.RoundOK %v %v",
				l, p, got, ok, want, wantOK, frac, fracOK)
		}
	})
}

// A nil *Layout is the zero Layout for the scalar forms: no panic.
func TestLayoutScalarFormsNil(t *testing.T) {
	var l *hex.Layout
	if x, y := l.HexToXY(hex.Hex{Q: 3, R: -1}); x != 0 || y != 0 {
		t.Errorf("nil HexToXY = (%v, %v), want (0, 0)", x, y)
	}
	if h, ok := l.XYToHexOK(1, 2); ok || h != (hex.Hex{}) {
		t.Errorf("nil XYToHexOK = %v, %v, want the zero Hex, false", h, ok)
	}
	if h := l.XYToHex(1, 2); h != (hex.Hex{}) {
		t.Errorf("nil XYToHex = %v, want the zero Hex", h)
	}
	zero := hex.Layout{}
	if h, ok := zero.XYToHexOK(1, 2); ok || h != (hex.Hex{}) {
		t.Errorf("zero Layout XYToHexOK = %v, %v", h, ok)
	}
	if x, y := zero.HexToXY(hex.Hex{Q: 3, R: -1}); x != 0 || y != 0 {
		t.Errorf("zero Layout HexToXY = (%v, %v), want (0, 0)", x, y)
	}
}
