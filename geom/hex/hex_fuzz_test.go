package hex_test

import (
	"math"
	"testing"

	"github.com/warkit/warkit/geom/hex"
)

// fuzzWalkLimit bounds the distances the fuzz targets walk in full: a
// valid but far line is legal input whose cost is its length.
const fuzzWalkLimit = 1 << 10

func fuzzHexSeeds(f *testing.F) {
	f.Add(int64(0), int64(0), int64(5), int64(1))
	f.Add(int64(0), int64(0), int64(2), int64(-1))
	f.Add(int64(0), int64(0), int64(math.MinInt64), int64(0))
	f.Add(int64(math.MaxInt64), int64(0), int64(math.MinInt64+1), int64(0))
	f.Add(int64(hex.MaxCoord), int64(-hex.MaxCoord), int64(-hex.MaxCoord), int64(0))
	f.Add(int64(3), int64(-7), int64(-9), int64(4))
}

// hexOf builds a hex from fuzz input; on 32-bit platforms the int64 is
// truncated, which is still a hex to test.
func hexOf(q, r int64) hex.Hex { return hex.Hex{Q: int(q), R: int(r)} }

// cubeDistance is the distance by the max of the cube differences, in
// int64 from coordinates below 2^30 in magnitude.
func cubeDistance(a, b hex.Hex) int {
	dq, dr := int64(a.Q)-int64(b.Q), int64(a.R)-int64(b.R)
	ds := -dq - dr
	return int(max(dq, -dq, dr, -dr, ds, -ds))
}

func FuzzHexDistance(f *testing.F) {
	fuzzHexSeeds(f)
	f.Fuzz(func(t *testing.T, q1, r1, q2, r2 int64) {
		a, b := hexOf(q1, r1), hexOf(q2, r2)
		d := a.Distance(b)
		if d != b.Distance(a) {
			t.Fatalf("Distance not symmetric: %d", d)
		}
		if !a.Valid() || !b.Valid() {
			if d != math.MaxInt {
				t.Fatalf("Distance(%v, %v) = %d, want MaxInt outside the range", a, b, d)
			}
			return
		}
		if want := cubeDistance(a, b); d != want {
			t.Fatalf("Distance(%v, %v) = %d, want %d", a, b, d, want)
		}
	})
}

// FuzzHexLine checks every form of the line family on any ends: the one
// answer to ends it cannot walk, and the forms' agreement on the others.
func FuzzHexLine(f *testing.F) {
	fuzzHexSeeds(f)
	f.Fuzz(func(t *testing.T, q1, r1, q2, r2 int64) {
		a, b := hexOf(q1, r1), hexOf(q2, r2)
		line, errL := hex.AppendLine(nil, a, b)
		centre, errC := hex.AppendLineSteps(nil, a, b, hex.CentreLine)
		cover, errS := hex.AppendLineSteps(nil, a, b, hex.Supercover)
		if !a.Valid() || !b.Valid() || a.Distance(b) > hex.MaxLineDistance {
			if hex.CheckLine(a, b) == nil || errL == nil || errC == nil || errS == nil || len(line)+len(centre)+len(cover) != 0 {
				t.Fatalf("line %v->%v outside the limits: %d, %d, %d steps, errors %v, %v, %v", a, b, len(line), len(centre), len(cover), errL, errC, errS)
			}
			for range hex.Line(a, b) {
				t.Fatal("Line yielded a hex outside the limits")
			}
			for _, form := range []hex.LineForm{hex.CentreLine, hex.Supercover} {
				for range hex.LineSteps(a, b, form) {
					t.Fatalf("LineSteps(%v) yielded a step outside the limits", form)
				}
			}
			return
		}
		n := a.Distance(b)
		if n > fuzzWalkLimit {
			return
		}
		if errL != nil || errC != nil || errS != nil {
			t.Fatalf("line %v->%v: errors %v, %v, %v", a, b, errL, errC, errS)
		}
		if len(line) != n+1 || len(centre) != n+1 || line[0] != a || line[n] != b {
			t.Fatalf("line %v->%v: %d hexes, centre steps %d, want %d", a, b, len(line), len(centre), n+1)
		}
		for i := range line {
			if i > 0 && !line[i-1].IsNeighbor(line[i]) {
				t.Fatalf("line %v->%v: step %d not adjacent", a, b, i)
			}
			if centre[i].Hex != line[i] {
				t.Fatalf("centre steps differ from Line at %d", i)
			}
		}
		if cover[0].Hex != a || cover[len(cover)-1].Hex != b {
			t.Fatalf("supercover %v->%v ends at %v, %v", a, b, cover[0].Hex, cover[len(cover)-1].Hex)
		}
		for _, c := range []struct {
			form  hex.LineForm
			steps []hex.LineStep
		}{{hex.CentreLine, centre}, {hex.Supercover, cover}} {
			checkStepMoves(t, c.steps)
			i := 0
			for s := range hex.LineSteps(a, b, c.form) {
				if i >= len(c.steps) || s != c.steps[i] {
					t.Fatalf("%v step %d: LineSteps and AppendLineSteps differ", c.form, i)
				}
				i++
			}
			if i != len(c.steps) {
				t.Fatalf("%v: LineSteps yielded %d steps, AppendLineSteps %d", c.form, i, len(c.steps))
			}
		}
		r, _ := hex.AppendLineSteps(nil, b, a, hex.Supercover)
		if len(r) != len(cover) {
			t.Fatalf("reverse supercover has %d steps, forward %d", len(r), len(cover))
		}
		for k := range cover {
			if cover[k].Hex != r[len(r)-1-k].Hex {
				t.Fatalf("reverse supercover differs at %d", k)
			}
		}
	})
}

func FuzzHexShapes(f *testing.F) {
	f.Add(int64(0), int64(0), int64(3))
	f.Add(int64(0), int64(0), int64(1e9))
	f.Add(int64(hex.MaxCoord), int64(0), int64(1))
	f.Add(int64(math.MinInt64), int64(0), int64(0))
	f.Add(int64(0), int64(0), int64(math.MaxInt64))
	f.Fuzz(func(t *testing.T, q, r, radius int64) {
		c, k := hexOf(q, r), int(radius)
		ok := hex.ValidateRadius(c, k) == nil
		ring, rng := hex.AppendRing(nil, c, min(k, 64)), hex.AppendRange(nil, c, min(k, 64))
		wedge := hex.AppendWedge(nil, c, 1, min(k, 64), hex.WedgeClosed)
		if !ok && k <= 64 && (len(ring)+len(rng)+len(wedge) != 0) {
			t.Fatalf("shape around %v radius %d outside the range yielded hexes", c, k)
		}
		if ok && k <= 64 && (len(ring) != hex.RingLen(k) || len(rng) != hex.RangeLen(k) || len(wedge) != hex.WedgeLen(k, hex.WedgeClosed)) {
			t.Fatalf("shape around %v radius %d: %d, %d, %d hexes", c, k, len(ring), len(rng), len(wedge))
		}
		if !ok {
			// A huge radius: the iterators stop at once.
			if countSeq(hex.Spiral(c, k))+countSeq(hex.Range(c, k))+countSeq(hex.Ring(c, k)) != 0 {
				t.Fatalf("iterators around %v radius %d yielded hexes", c, k)
			}
		}
		if n := hex.RangeLen(k); n < 0 || hex.RingLen(k) < 0 || hex.WedgeLen(k, hex.WedgeHalfOpen) < 0 {
			t.Fatalf("negative count for radius %d: %d", k, n)
		}
	})
}

func FuzzOffsets(f *testing.F) {
	f.Add(int64(0), int64(0), uint8(0))
	f.Add(int64(math.MinInt64), int64(math.MaxInt64), uint8(3))
	f.Add(int64(-7), int64(12), uint8(2))
	f.Fuzz(func(t *testing.T, q, r int64, kind uint8) {
		h := hexOf(q, r)
		k := hex.OffsetKind(kind % 4)
		if !h.Valid() {
			_ = k.ToHex(k.FromHex(h)) // no panic outside the range
			return
		}
		if got := k.ToHex(k.FromHex(h)); got != h {
			t.Fatalf("%v: offset round trip %v -> %v", k, h, got)
		}
		dk := hex.DoubledKind(kind % 2)
		if got, err := dk.ToHex(dk.FromHex(h)); err != nil || got != h {
			t.Fatalf("%v: doubled round trip %v -> %v, %v", dk, h, got, err)
		}
	})
}
