package hex_test

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
	"pgregory.net/rapid"
)

func TestSupercoverExamples(t *testing.T) {
	cases := []struct {
		name string
		a, b hex.Hex
		want int // hexes entered
		vias []hex.Via
	}{
		{"same hex", hex.Hex{}, hex.Hex{}, 1, []hex.Via{hex.ViaStart}},
		{"neighbour", hex.Hex{}, hex.Hex{Q: 1}, 2, []hex.Via{hex.ViaStart, hex.ViaSide}},
		{"straight", hex.Hex{}, hex.Hex{Q: 3}, 4, nil},
		{"(0,0)->(5,1) enters 8", hex.Hex{}, hex.Hex{Q: 5, R: 1}, 8, nil},
		{"spine (0,0)->(2,-1)", hex.Hex{}, hex.Hex{Q: 2, R: -1}, 2, []hex.Via{hex.ViaStart, hex.ViaSpine}},
		{"double spine", hex.Hex{}, hex.Hex{Q: -2, R: 4}, 3, []hex.Via{hex.ViaStart, hex.ViaSpine, hex.ViaSpine}},
		{"vertex (0,0)->(1,1)... ", hex.Hex{}, hex.Hex{Q: 4, R: -1}, 0, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := hex.AppendLineSteps(nil, c.a, c.b, hex.Supercover)
			if err != nil {
				t.Fatal(err)
			}
			if c.want > 0 && len(p) != c.want {
				t.Errorf("got %d hexes %v, want %d", len(p), p, c.want)
			}
			for i, v := range c.vias {
				if p[i].Via() != v {
					t.Errorf("step %d via %v, want %v", i, p[i].Via(), v)
				}
			}
			if p[0].Hex != c.a || p[len(p)-1].Hex != c.b {
				t.Errorf("ends %v..%v", p[0].Hex, p[len(p)-1].Hex)
			}
			checkPathOracle(t, c.a, c.b, p)
		})
	}
}

// checkPathOracle compares a path with a brute-force oracle: every hex near
// the line is classified by exact rational geometry on a unit pointy layout
// in "thirds" coordinates (3q, 3r), an affine image of the plane in which
// centres and corners are integers.
func checkPathOracle(t pathTB, a, b hex.Hex, p []hex.LineStep) {
	t.Helper()
	A := orb.Point{0, 0}
	d := b.Sub(a)
	B := orb.Point{float64(3 * d.Q), float64(3 * d.R)}
	thirds := [6][2]int{{2, -1}, {1, -2}, {-1, -1}, {-2, 1}, {-1, 2}, {1, 1}}
	entered := map[hex.Hex]bool{}
	grazed := map[hex.Hex]bool{}
	n := a.Distance(b)
	for h := range hex.Range(hex.Hex{}, n+1) {
		var pos, neg, zero int
		var cs [6]orb.Point
		for i, th := range thirds {
			cs[i] = orb.Point{float64(3*h.Q + th[0]), float64(3*h.R + th[1])}
			switch geom.Orient2D(A, B, cs[i]) {
			case 1:
				pos++
			case -1:
				neg++
			default:
				zero++
			}
		}
		if pos > 0 && neg > 0 || a == b && h == (hex.Hex{}) {
			// The line meets the interior; does the segment? Check the chord
			// by clipping the hexagon.
			poly := geom.Polygon{orb.Ring{cs[0], cs[1], cs[2], cs[3], cs[4], cs[5], cs[0]}}
			if a == b {
				entered[h] = true
				continue
			}
			for _, pc := range poly.AppendStretches(nil, geom.Segment{A: A, B: B}) {
				if pc.Loc == geom.Inside && pc.T1 > pc.T0 {
					entered[h] = true
				}
			}
			continue
		}
		if zero > 0 && a != b {
			poly := geom.Polygon{orb.Ring{cs[0], cs[1], cs[2], cs[3], cs[4], cs[5], cs[0]}}
			for _, pc := range poly.AppendStretches(nil, geom.Segment{A: A, B: B}) {
				if pc.Loc == geom.OnBoundary {
					grazed[h] = true
				}
			}
		}
	}
	gotE := map[hex.Hex]bool{}
	gotG := map[hex.Hex]bool{}
	for i := range p {
		s := &p[i]
		gotE[s.Hex.Sub(a)] = true
		for _, g := range s.AppendAlts(nil) {
			gotG[g.Sub(a)] = true
		}
		if i > 0 {
			dist := p[i-1].Hex.Distance(s.Hex)
			if (s.Via() == hex.ViaSpine) != (dist == 2) || dist < 1 || dist > 2 {
				t.Errorf("step %d: %v then %v via %v", i, p[i-1].Hex, s.Hex, s.Via())
			}
		}
	}
	for h := range entered {
		if !gotE[h] {
			t.Errorf("%v->%v: hex %v entered but missing", a, b, h.Add(a))
		}
	}
	for h := range gotE {
		if !entered[h] {
			t.Errorf("%v->%v: hex %v reported but not entered", a, b, h.Add(a))
		}
	}
	for h := range grazed {
		if !gotG[h] {
			t.Errorf("%v->%v: hex %v grazed but not reported", a, b, h.Add(a))
		}
	}
	for h := range gotG {
		if !grazed[h] {
			t.Errorf("%v->%v: hex %v reported grazed but is not", a, b, h.Add(a))
		}
	}
}

// pathTB is the part of testing.TB that *rapid.T also has.
type pathTB interface {
	Helper()
	Errorf(format string, args ...any)
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

func TestSupercoverOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := hextest.Hex(30).Draw(t, "a")
		b := hextest.Hex(30).Draw(t, "b")
		p, err := hex.AppendLineSteps(nil, a, b, hex.Supercover)
		if err != nil {
			t.Fatal(err)
		}
		checkPathOracle(t, a, b, p)
		r, _ := hex.AppendLineSteps(nil, b, a, hex.Supercover)
		if len(r) != len(p) {
			t.Fatalf("reverse has %d steps, forward %d", len(r), len(p))
		}
		for i := range p {
			if p[i].Hex != r[len(r)-1-i].Hex {
				t.Fatalf("reverse differs at %d", i)
			}
		}
	})
}

func TestSupercoverExhaustive(t *testing.T) {
	for b := range hex.Range(hex.Hex{}, 9) {
		p, _ := hex.AppendLineSteps(nil, hex.Hex{}, b, hex.Supercover)
		checkPathOracle(t, hex.Hex{}, b, p)
	}
}

// AppendLineSteps and LineSteps allocate nothing, in either form, when
// dst has room.
func TestLineStepsAllocateNothing(t *testing.T) {
	dst := make([]hex.LineStep, 0, 256)
	a, b := hex.Hex{}, hex.Hex{Q: 60, R: -17}
	for _, form := range []hex.LineForm{hex.CentreLine, hex.Supercover} {
		if n := testing.AllocsPerRun(100, func() { dst, _ = hex.AppendLineSteps(dst[:0], a, b, form) }); n != 0 {
			t.Errorf("AppendLineSteps(%v) allocated %v times per call", form, n)
		}
		k := 0
		if n := testing.AllocsPerRun(100, func() {
			for range hex.LineSteps(a, b, form) {
				k++
			}
		}); n != 0 {
			t.Errorf("LineSteps(%v) allocated %v times per call", form, n)
		}
	}
}

func BenchmarkLineStepsSupercover60(b *testing.B) {
	b.ReportAllocs()
	dst := make([]hex.LineStep, 0, 256)
	for b.Loop() {
		dst, _ = hex.AppendLineSteps(dst[:0], hex.Hex{}, hex.Hex{Q: 60, R: -17}, hex.Supercover)
	}
}
