package hex_test

import (
	"fmt"
	"math"
	"runtime"
	"strings"
	"testing"

	"github.com/warkit/warkit/geom/hex"
)

// hostileCase is one hostile input to the hex API: run returns what the
// call gave, want is the documented value, and maxAllocs bounds what one
// call may allocate.
type hostileCase struct {
	name      string
	run       func() any
	want      any
	maxAllocs float64
}

func countSeq[T any](seq func(func(T) bool)) int {
	n := 0
	for range seq {
		n++
	}
	return n
}

// Hostile input to geom's hex functions: huge, MinInt/MaxInt, overflowing,
// empty and degenerate arguments give the documented value, never a
// panic, a hang or a large allocation.
func TestHexHostile(t *testing.T) {
	const L = hex.MaxCoord
	minH, maxH := hex.Hex{Q: math.MinInt}, hex.Hex{Q: math.MaxInt}
	edge := hex.Hex{Q: L, R: -L}
	unitLayout := &hex.Layout{Orientation: hex.Flat, Size: [2]float64{1, 1}}
	cases := []hostileCase{
		{"distance to MinInt is MaxInt, not 0", func() any { return hex.Hex{}.Distance(minH) }, math.MaxInt, 0},
		{"distance wrapping round is MaxInt", func() any { return maxH.Distance(hex.Hex{Q: math.MinInt + 1}) }, math.MaxInt, 0},
		{"len of MinInt", func() any { return minH.Len() }, math.MaxInt, 0},
		{"len of MaxInt R", func() any { return hex.Hex{R: math.MaxInt}.Len() }, math.MaxInt, 0},
		{"len at the edge of the range", func() any { return edge.Len() }, L, 0},
		{"len just past the edge", func() any { return hex.Hex{Q: L + 1}.Len() }, math.MaxInt, 0},
		{"S past the edge is invalid", func() any { return hex.Hex{Q: L, R: 1}.Valid() }, false, 0},
		{"distance across the whole range", func() any { return hex.Hex{Q: -L}.Distance(hex.Hex{Q: L}) }, 2 * L, 0},
		{"distance of the same invalid hex", func() any { return minH.Distance(minH) }, math.MaxInt, 0},
		{"MinInt is no neighbour of MaxInt", func() any { _, ok := maxH.DirectionTo(minH); return ok }, false, 0},
		{"IsNeighbor across the wrap", func() any { return maxH.IsNeighbor(minH) }, false, 0},
		{"RangeLen(MaxInt32) saturates, not negative", func() any { return hex.RangeLen(math.MaxInt32) > 0 }, true, 0},
		{"RangeLen(MaxInt)", func() any { return hex.RangeLen(math.MaxInt) }, math.MaxInt, 0},
		{"RangeLen(MinInt)", func() any { return hex.RangeLen(math.MinInt) }, 0, 0},
		{"RingLen(MaxInt)", func() any { return hex.RingLen(math.MaxInt) }, math.MaxInt, 0},
		{"WedgeLen(MaxInt)", func() any { return hex.WedgeLen(math.MaxInt, hex.WedgeClosed) }, math.MaxInt, 0},
		{"WedgeLen(MaxInt-1)", func() any { return hex.WedgeLen(math.MaxInt-1, hex.WedgeHalfOpen) }, math.MaxInt, 0},
		{"AppendRing radius 1e9 appends nothing", func() any { return len(hex.AppendRing(nil, hex.Hex{}, 1e9)) }, 0, 0},
		{"AppendRange radius MaxInt32 appends nothing", func() any { return len(hex.AppendRange(nil, hex.Hex{}, math.MaxInt32)) }, 0, 0},
		{"AppendRange radius MaxInt", func() any { return len(hex.AppendRange(nil, hex.Hex{}, math.MaxInt)) }, 0, 0},
		{"AppendSpiral radius MaxInt", func() any { return len(hex.AppendSpiral(nil, hex.Hex{}, math.MaxInt)) }, 0, 0},
		{"AppendSpiral radius -1 appends nothing", func() any { return len(hex.AppendSpiral(nil, hex.Hex{}, -1)) }, 0, 0},
		{"AppendRing radius MinInt appends nothing", func() any { return len(hex.AppendRing(nil, hex.Hex{}, math.MinInt)) }, 0, 0},
		{"AppendRing radius 1 at the edge appends nothing", func() any { return len(hex.AppendRing(nil, edge, 1)) }, 0, 0},
		{"Ring around MinInt", func() any { return countSeq(hex.Ring(minH, 1)) }, 0, 0},
		{"Range radius 1 at the edge", func() any { return countSeq(hex.Range(edge, 1)) }, 0, 0},
		{"Range radius 0 at the edge", func() any { return countSeq(hex.Range(edge, 0)) }, 1, 0},
		{"Spiral radius MinInt", func() any { return countSeq(hex.Spiral(hex.Hex{}, math.MinInt)) }, 0, 0},
		{"RangeIntersection with a MaxInt radius", func() any { return countSeq(hex.RangeIntersection(hex.Hex{}, math.MaxInt, hex.Hex{}, 1)) }, 0, 0},
		{"Wedge radius MaxInt", func() any { return countSeq(hex.Wedge(hex.Hex{}, 0, math.MaxInt, hex.WedgeClosed)) }, 0, 0},
		{"AppendWedge radius MaxInt", func() any { return len(hex.AppendWedge(nil, hex.Hex{}, 0, math.MaxInt, hex.WedgeClosed)) }, 0, 0},
		{"Arcs.Hexes radius MaxInt", func() any { return countSeq(hex.DefaultArcs().Hexes(hex.Hex{}, 0, hex.Front, math.MaxInt)) }, 0, 0},
		{"AppendHexes radius MaxInt", func() any { return len(hex.DefaultArcs().AppendHexes(nil, hex.Hex{}, 0, hex.Front, math.MaxInt)) }, 0, 0},
		{"arc of an invalid target", func() any { return hex.ArcOf(hex.Hex{}, 0, minH) }, hex.NoArc, 0},
		{"InWedge of an invalid hex", func() any { return hex.InWedge(hex.Hex{}, 0, hex.WedgeClosed, maxH) }, false, 0},
		{"WedgeOf an invalid hex", func() any { _, ok := hex.WedgeOf(hex.Hex{}, minH); return ok }, false, 0},
		{"SpineOf an invalid hex", func() any { _, ok := hex.SpineOf(hex.Hex{}, hex.Hex{Q: math.MinInt, R: math.MinInt}); return ok }, false, 0},
		{"Line to MinInt yields nothing", func() any { return countSeq(hex.Line(hex.Hex{}, minH)) }, 0, 0},
		{"AppendLine to MinInt is an error", func() any { _, err := hex.AppendLine(nil, hex.Hex{}, minH); return err != nil }, true, 8},
		{"AppendLineSteps from MaxInt is an error", func() any {
			_, err := hex.AppendLineSteps(nil, maxH, hex.Hex{}, hex.CentreLine)
			return err != nil
		}, true, 8},
		{"line of one hex", func() any { l, _ := hex.AppendLine(nil, edge, edge); return len(l) }, 1, 1},
		{"supercover to (MinInt, 0) is an error", func() any {
			_, err := hex.AppendLineSteps(nil, hex.Hex{}, minH, hex.Supercover)
			return err != nil
		}, true, 8},
		{"line beyond its limit is an error", func() any {
			_, err := hex.AppendLineSteps(nil, hex.Hex{}, hex.Hex{Q: hex.MaxLineDistance + 1}, hex.Supercover)
			return err != nil
		}, true, 8},
		{"LineSteps to MinInt yields nothing", func() any { return countSeq(hex.LineSteps(hex.Hex{}, minH, hex.Supercover)) }, 0, 0},
		{"supercover of one hex", func() any { p, _ := hex.AppendLineSteps(nil, edge, edge, hex.Supercover); return len(p) }, 1, 1},
		{"ValidateRadius MaxInt", func() any { return hex.ValidateRadius(hex.Hex{}, math.MaxInt) != nil }, true, 4},
		{"ValidateRadius of the whole range", func() any { return hex.ValidateRadius(hex.Hex{}, L) }, nil, 0},
		{"Validate MinInt", func() any { return minH.Validate() != nil }, true, 4},
		{"ColumnFootprint(MaxInt) is capped", func() any { return hex.ColumnFootprint(math.MaxInt).Len() }, hex.MaxFootprintLen, 1},
		{"LineFootprint(MaxInt) is capped", func() any { return hex.LineFootprint(math.MaxInt, hex.ExtendCentered).Len() }, hex.MaxFootprintLen, 1},
		{"LineFootprint(MinInt) is one hex", func() any { return hex.LineFootprint(math.MinInt, hex.ExtendLeft).Len() }, 1, 1},
		{"NewFootprint with an invalid offset", func() any { _, err := hex.NewFootprint(0, minH); return err != nil }, true, 6},
		{"Facing(MinInt).Rotate(1)", func() any { return hex.Facing(math.MinInt).Rotate(1) }, hex.Facing(math.MinInt).Norm().Rotate(1), 0},
		{"Facing(MaxInt).Turn(MaxInt)", func() any { return hex.Facing(math.MaxInt).Turn(math.MaxInt) }, (hex.Facing(math.MaxInt).Norm() + hex.Facing(math.MaxInt%12)).Norm(), 0},
		{"Facing(MinInt).Bearing", func() any { return hex.Facing(math.MinInt).Bearing(3) }, hex.Facing(math.MinInt).Norm().Bearing(3), 0},
		{"Direction(MaxInt).Rotate(MaxInt)", func() any { return hex.Direction(math.MaxInt).Rotate(math.MaxInt) }, (hex.Direction(math.MaxInt).Norm() + hex.Direction(math.MaxInt%6)).Norm(), 0},
		{"footprint fits a MinInt facing", func() any { return hex.ColumnFootprint(2).Fits(hex.Facing(math.MinInt)) }, hex.Facing(math.MinInt).Norm()%2 == 0, 0},
		{"label of MinInt is an error", func() any { _, err := hex.StandardLabels.Format(minH); return err != nil }, true, 8},
		{"doubled odd coordinate is an error", func() any {
			_, err := hex.DoubledWidth.ToHex(hex.Doubled{Col: math.MaxInt, Row: 0})
			return err != nil
		}, true, 8},
		{"offset of MinInt does not panic", func() any { return hex.EvenR.ToHex(hex.EvenR.FromHex(minH)) == minH }, true, 0},
		{"distance past the fast test, valid", func() any { return hex.Hex{Q: 1 << 27}.Distance(hex.Hex{R: -(1 << 27)}) }, 1 << 28, 0},
		{"distance past the fast test, S invalid", func() any { return hex.Hex{}.Distance(hex.Hex{Q: L, R: L}) }, math.MaxInt, 0},
		{"XYToHexOK on a nil layout", func() any { _, ok := (*hex.Layout)(nil).XYToHexOK(1, 1); return ok }, false, 0},
		{"XYToHex on a nil layout", func() any { return (*hex.Layout)(nil).XYToHex(1, 1) }, hex.Hex{}, 0},
		{"HexToXY on a nil layout", func() any { x, y := (*hex.Layout)(nil).HexToXY(maxH); return x == 0 && y == 0 }, true, 0},
		{"XYToHexOK of NaN", func() any { _, ok := unitLayout.XYToHexOK(math.NaN(), 0); return ok }, false, 0},
		{"XYToHexOK of -Inf", func() any { _, ok := unitLayout.XYToHexOK(0, math.Inf(-1)); return ok }, false, 0},
		{"XYToHexOK past the valid range", func() any { _, ok := unitLayout.XYToHexOK(2*L, 0); return ok }, false, 0},
		{"XYToHex past the valid range is the zero Hex", func() any { return unitLayout.XYToHex(-2*L, 0) }, hex.Hex{}, 0},
		{"XYToHexOK at the edge of the range", func() any { h, _ := unitLayout.XYToHexOK(1.5*L, -0.5*L*1.7320508075688772); return h.Valid() }, true, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := c.run(); got != c.want {
				t.Fatalf("got %v, want %v", got, c.want)
			}
			// One more allocation is the boxing of the result into any.
			if n := testing.AllocsPerRun(3, func() { c.run() }); n > c.maxAllocs+1 && !raceEnabled {
				t.Errorf("%v allocations per call, want at most %v", n, c.maxAllocs)
			}
		})
	}
}

// The biased unsigned range test of Valid, Len and Distance agrees with
// the plain |x| <= MaxCoord on every coordinate near the edges of the
// range and near the points where x+MaxCoord wraps round.
func TestHexValidBoundaries(t *testing.T) {
	const L = hex.MaxCoord
	coords := []int{0, 1, -1, L, -L, L + 1, -L - 1, L - 1, -L + 1, 1 << 29, -1 << 29, 1<<30 - 1, -1 << 30,
		math.MaxInt, math.MinInt, math.MaxInt - L, math.MaxInt - L + 1, math.MinInt + L, math.MinInt + L - 1,
		math.MaxInt32, math.MinInt32, math.MaxInt32 - L, math.MaxInt32 - L + 1}
	inRange := func(x int) bool { return x >= -L && x <= L }
	for _, q := range coords {
		for _, r := range coords {
			h := hex.Hex{Q: q, R: r}
			// q+r only counts once q and r are in range, where it is exact.
			want := inRange(q) && inRange(r) && inRange(q+r)
			if got := h.Valid(); got != want {
				t.Errorf("%v.Valid() = %v, want %v", h, got, want)
			}
			if got := h.Len() == math.MaxInt; got == want {
				t.Errorf("%v.Len() = %d with Valid %v", h, h.Len(), want)
			}
			for _, o := range []hex.Hex{{}, {Q: L}, {R: -L}, {Q: -L, R: L}} {
				d := h.Distance(o)
				if !want {
					if d != math.MaxInt {
						t.Errorf("%v.Distance(%v) = %d, want MaxInt", h, o, d)
					}
					continue
				}
				if e := cubeDistance(h, o); d != e || o.Distance(h) != e {
					t.Errorf("%v.Distance(%v) = %d, want %d", h, o, d, e)
				}
			}
		}
	}
}

// Distance has two tiers: a fast test that passes |Q|, |R| <= 2^27 for
// both hexes, and the exact test for the rest. Every pair of hexes built
// from coordinates at and around both thresholds (the fast one at 2^27,
// the exact one at MaxCoord) and the wrap points gets the exact distance
// when both are valid and MaxInt otherwise, from either end.
func TestHexDistanceTiers(t *testing.T) {
	const L, F = hex.MaxCoord, 1 << 27
	coords := []int{0, 3, -5, F - 1, F, F + 1, -F + 1, -F, -F - 1, 2 * F, -2 * F, 2*F + 1, -2*F - 1,
		L, -L, L + 1, -L - 1, 1<<30 - 1, math.MaxInt, math.MinInt, math.MaxInt - F, math.MinInt + F}
	inRange := func(x int) bool { return x >= -L && x <= L }
	var hexes []hex.Hex
	for _, q := range coords {
		for _, r := range coords {
			hexes = append(hexes, hex.Hex{Q: q, R: r})
		}
	}
	for _, h := range hexes {
		hv := inRange(h.Q) && inRange(h.R) && inRange(h.Q+h.R)
		for _, o := range hexes {
			ov := inRange(o.Q) && inRange(o.R) && inRange(o.Q+o.R)
			want := math.MaxInt
			if hv && ov {
				want = cubeDistance(h, o)
			}
			if d := h.Distance(o); d != want {
				t.Fatalf("%v.Distance(%v) = %d, want %d", h, o, d, want)
			}
		}
	}
}

// Every AppendX form appends at most MaxAppendLen values in one call:
// the largest shape or line under the cap is appended whole, with one
// allocation of its exact size, and the smallest over it appends nothing
// (the line forms say why with an error naming the cap), where a radius
// of 1e5 or a line of 2^20 used to ask for gigabytes or hang.
func TestAppendFormsCapped(t *testing.T) {
	const M = hex.MaxAppendLen
	o := hex.Hex{}
	far := hex.Hex{Q: 1 << 18, R: 1 << 18} // 2^19 from o, 2^20 from its opposite
	arcs := hex.DefaultArcs()
	line := func(b hex.Hex) func() []hex.Hex {
		return func() []hex.Hex { h, _ := hex.AppendLine(nil, o, b); return h }
	}
	cases := []struct {
		name      string
		under     func() []hex.Hex
		wantUnder int
		over      func() []hex.Hex
	}{
		{"ring", func() []hex.Hex { return hex.AppendRing(nil, o, M/6) }, hex.RingLen(M / 6),
			func() []hex.Hex { return hex.AppendRing(nil, o, M/6+1) }},
		{"spiral", func() []hex.Hex { return hex.AppendSpiral(nil, o, 590) }, hex.RangeLen(590),
			func() []hex.Hex { return hex.AppendSpiral(nil, o, 591) }},
		{"range", func() []hex.Hex { return hex.AppendRange(nil, o, 590) }, hex.RangeLen(590),
			func() []hex.Hex { return hex.AppendRange(nil, o, 1e5) }},
		{"wedge", func() []hex.Hex { return hex.AppendWedge(nil, o, 2, 1447, hex.WedgeClosed) }, hex.WedgeLen(1447, hex.WedgeClosed),
			func() []hex.Hex { return hex.AppendWedge(nil, o, 2, 1448, hex.WedgeHalfOpen) }},
		{"arc", func() []hex.Hex { return arcs.AppendHexes(nil, o, 0, hex.Rear, 1448) }, arcs.HexesLen(0, hex.Rear, 1448),
			func() []hex.Hex { return arcs.AppendHexes(nil, o, 0, hex.Front, 1e5) }},
		{"range intersection", func() []hex.Hex { return hex.AppendRangeIntersection(nil, o, 1e5, hex.Hex{Q: 1e5 - 590}, 590) }, hex.RangeLen(590),
			func() []hex.Hex { return hex.AppendRangeIntersection(nil, o, 1e5, hex.Hex{Q: 1}, 1e5) }},
		{"range intersection of two huge ranges touching", func() []hex.Hex { return hex.AppendRangeIntersection(nil, o, 1e8, hex.Hex{Q: 2e8}, 1e8) }, 1,
			func() []hex.Hex { return hex.AppendRangeIntersection(nil, o, 1e8, hex.Hex{Q: 2e8 - 2e3}, 1e8) }},
		{"line", line(hex.Hex{Q: M - 1}), M, line(hex.Hex{Q: M})},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []hex.Hex
			bytes := allocBytes(func() { got = c.under() })
			if len(got) != c.wantUnder {
				t.Fatalf("under the cap: %d hexes, want %d", len(got), c.wantUnder)
			}
			// (Under -race, slices.Grow's temporary slice is allocated too.)
			if size := uint64(len(got)) * 16; bytes > size+size/64+8192 && !raceEnabled {
				t.Errorf("under the cap: %d bytes allocated for %d hexes, want one allocation of their size", bytes, len(got))
			}
			if bytes := allocBytes(func() { got = c.over() }); got != nil || bytes > 4096 {
				t.Fatalf("over the cap: %d hexes, %d bytes allocated; want nil and none", len(got), bytes)
			}
		})
	}
	_, err := hex.AppendLine(nil, o, hex.Hex{Q: M})
	if err == nil || !strings.Contains(err.Error(), "MaxAppendLen (1048576)") || !strings.Contains(err.Error(), "Line and LineSteps stream") {
		t.Errorf("AppendLine over the cap: %v", err)
	}
	steps, err := hex.AppendLineSteps(nil, o, far.Scale(2), hex.Supercover)
	if err == nil || steps != nil {
		t.Errorf("AppendLineSteps of distance 2^21: %d steps, error %v", len(steps), err)
	}
	if err := hex.CheckAppendLen(M); err != nil {
		t.Errorf("CheckAppendLen(MaxAppendLen) = %v", err)
	}
	if err := hex.CheckAppendLen(hex.RangeLen(1e5)); err == nil || !strings.HasPrefix(err.Error(), fmt.Sprintf("hex: %d values to append, above MaxAppendLen", hex.RangeLen(1e5))) {
		t.Errorf("CheckAppendLen(RangeLen(1e5)) = %v", err)
	}
	// The iterators stream what the AppendX forms refuse.
	n := 0
	for range hex.Line(o, hex.Hex{Q: hex.MaxLineDistance}) {
		if n++; n == M+1 {
			break
		}
	}
	if n != M+1 {
		t.Errorf("Line of MaxLineDistance yielded only %d hexes", n)
	}
}

// allocBytes returns the bytes f allocates.
func allocBytes(f func()) uint64 {
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	f()
	runtime.ReadMemStats(&m1)
	return m1.TotalAlloc - m0.TotalAlloc
}
