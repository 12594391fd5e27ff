package geom_test

import (
	"math"
	"testing"

	"github.com/warkit/warkit/geom"
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
	const L = geom.MaxHexCoord
	minH, maxH := geom.Hex{Q: math.MinInt}, geom.Hex{Q: math.MaxInt}
	edge := geom.Hex{Q: L, R: -L}
	cases := []hostileCase{
		{"distance to MinInt is MaxInt, not 0", func() any { return geom.Hex{}.Distance(minH) }, math.MaxInt, 0},
		{"distance wrapping round is MaxInt", func() any { return maxH.Distance(geom.Hex{Q: math.MinInt + 1}) }, math.MaxInt, 0},
		{"len of MinInt", func() any { return minH.Len() }, math.MaxInt, 0},
		{"len of MaxInt R", func() any { return geom.Hex{R: math.MaxInt}.Len() }, math.MaxInt, 0},
		{"len at the edge of the range", func() any { return edge.Len() }, L, 0},
		{"len just past the edge", func() any { return geom.Hex{Q: L + 1}.Len() }, math.MaxInt, 0},
		{"S past the edge is invalid", func() any { return geom.Hex{Q: L, R: 1}.Valid() }, false, 0},
		{"distance across the whole range", func() any { return geom.Hex{Q: -L}.Distance(geom.Hex{Q: L}) }, 2 * L, 0},
		{"distance of the same invalid hex", func() any { return minH.Distance(minH) }, math.MaxInt, 0},
		{"MinInt is no neighbour of MaxInt", func() any { _, ok := maxH.DirectionTo(minH); return ok }, false, 0},
		{"IsNeighbor across the wrap", func() any { return maxH.IsNeighbor(minH) }, false, 0},
		{"RangeLen(MaxInt32) saturates, not negative", func() any { return geom.RangeLen(math.MaxInt32) > 0 }, true, 0},
		{"RangeLen(MaxInt)", func() any { return geom.RangeLen(math.MaxInt) }, math.MaxInt, 0},
		{"RangeLen(MinInt)", func() any { return geom.RangeLen(math.MinInt) }, 0, 0},
		{"RingLen(MaxInt)", func() any { return geom.RingLen(math.MaxInt) }, math.MaxInt, 0},
		{"WedgeLen(MaxInt)", func() any { return geom.WedgeLen(math.MaxInt, geom.WedgeClosed) }, math.MaxInt, 0},
		{"WedgeLen(MaxInt-1)", func() any { return geom.WedgeLen(math.MaxInt-1, geom.WedgeHalfOpen) }, math.MaxInt, 0},
		{"AppendRing radius 1e9 appends nothing", func() any { return len(geom.AppendRing(nil, geom.Hex{}, 1e9)) }, 0, 0},
		{"AppendRange radius MaxInt32 appends nothing", func() any { return len(geom.AppendRange(nil, geom.Hex{}, math.MaxInt32)) }, 0, 0},
		{"AppendRange radius MaxInt", func() any { return len(geom.AppendRange(nil, geom.Hex{}, math.MaxInt)) }, 0, 0},
		{"AppendSpiral radius MaxInt", func() any { return len(geom.AppendSpiral(nil, geom.Hex{}, math.MaxInt)) }, 0, 0},
		{"Ring around MinInt", func() any { return countSeq(geom.Ring(minH, 1)) }, 0, 0},
		{"Range radius 1 at the edge", func() any { return countSeq(geom.Range(edge, 1)) }, 0, 0},
		{"Range radius 0 at the edge", func() any { return countSeq(geom.Range(edge, 0)) }, 1, 0},
		{"Spiral radius MinInt", func() any { return countSeq(geom.Spiral(geom.Hex{}, math.MinInt)) }, 0, 0},
		{"RangeIntersection with a MaxInt radius", func() any { return countSeq(geom.RangeIntersection(geom.Hex{}, math.MaxInt, geom.Hex{}, 1)) }, 0, 0},
		{"Wedge radius MaxInt", func() any { return countSeq(geom.Wedge(geom.Hex{}, 0, math.MaxInt, geom.WedgeClosed)) }, 0, 0},
		{"AppendWedge radius MaxInt", func() any { return len(geom.AppendWedge(nil, geom.Hex{}, 0, math.MaxInt, geom.WedgeClosed)) }, 0, 0},
		{"Arcs.Hexes radius MaxInt", func() any { return countSeq(geom.DefaultArcs().Hexes(geom.Hex{}, 0, geom.Front, math.MaxInt)) }, 0, 0},
		{"AppendHexes radius MaxInt", func() any { return len(geom.DefaultArcs().AppendHexes(nil, geom.Hex{}, 0, geom.Front, math.MaxInt)) }, 0, 0},
		{"arc of an invalid target", func() any { return geom.ArcOf(geom.Hex{}, 0, minH) }, geom.Front, 0},
		{"InWedge of an invalid hex", func() any { return geom.InWedge(geom.Hex{}, 0, geom.WedgeClosed, maxH) }, false, 0},
		{"WedgeOf an invalid hex", func() any { _, ok := geom.WedgeOf(geom.Hex{}, minH); return ok }, false, 0},
		{"SpineOf an invalid hex", func() any { _, ok := geom.SpineOf(geom.Hex{}, geom.Hex{Q: math.MinInt, R: math.MinInt}); return ok }, false, 0},
		{"Line to MinInt yields nothing", func() any { return countSeq(geom.Line(geom.Hex{}, minH)) }, 0, 0},
		{"AppendLine to MinInt", func() any { return len(geom.AppendLine(nil, geom.Hex{}, minH)) }, 0, 0},
		{"AppendSpineLine from MaxInt", func() any { return len(geom.AppendSpineLine(nil, maxH, geom.Hex{})) }, 0, 0},
		{"line of one hex", func() any { return len(geom.AppendLine(nil, edge, edge)) }, 1, 1},
		{"AppendHexPath to (MinInt, 0) is an error", func() any { _, err := geom.AppendHexPath(nil, geom.Hex{}, minH); return err != nil }, true, 8},
		{"AppendHexPath beyond its limit", func() any {
			_, err := geom.AppendHexPath(nil, geom.Hex{}, geom.Hex{Q: geom.MaxHexPathDistance + 1})
			return err != nil
		}, true, 8},
		{"HexPath to MinInt yields nothing", func() any { return countSeq(geom.HexPath(geom.Hex{}, minH)) }, 0, 0},
		{"hex path of one hex", func() any { p, _ := geom.AppendHexPath(nil, edge, edge); return len(p) }, 1, 1},
		{"ValidateRadius MaxInt", func() any { return geom.ValidateRadius(geom.Hex{}, math.MaxInt) != nil }, true, 4},
		{"ValidateRadius of the whole range", func() any { return geom.ValidateRadius(geom.Hex{}, L) }, nil, 0},
		{"Validate MinInt", func() any { return minH.Validate() != nil }, true, 4},
		{"ColumnFootprint(MaxInt) is capped", func() any { return geom.ColumnFootprint(math.MaxInt).Len() }, geom.MaxFootprintLen, 1},
		{"LineFootprint(MaxInt) is capped", func() any { return geom.LineFootprint(math.MaxInt, geom.ExtendCentered).Len() }, geom.MaxFootprintLen, 1},
		{"LineFootprint(MinInt) is one hex", func() any { return geom.LineFootprint(math.MinInt, geom.ExtendLeft).Len() }, 1, 1},
		{"NewFootprint with an invalid offset", func() any { _, err := geom.NewFootprint(0, minH); return err != nil }, true, 6},
		{"Facing(MinInt).Rotate(1)", func() any { return geom.Facing(math.MinInt).Rotate(1) }, geom.Facing(math.MinInt).Norm().Rotate(1), 0},
		{"Facing(MaxInt).Turn(MaxInt)", func() any { return geom.Facing(math.MaxInt).Turn(math.MaxInt) }, (geom.Facing(math.MaxInt).Norm() + geom.Facing(math.MaxInt%12)).Norm(), 0},
		{"Facing(MinInt).Bearing", func() any { return geom.Facing(math.MinInt).Bearing(3) }, geom.Facing(math.MinInt).Norm().Bearing(3), 0},
		{"Direction(MaxInt).Rotate(MaxInt)", func() any { return geom.Direction(math.MaxInt).Rotate(math.MaxInt) }, (geom.Direction(math.MaxInt).Norm() + geom.Direction(math.MaxInt%6)).Norm(), 0},
		{"footprint fits a MinInt facing", func() any { return geom.ColumnFootprint(2).Fits(geom.Facing(math.MinInt)) }, geom.Facing(math.MinInt).Norm()%2 == 0, 0},
		{"label of MinInt is an error", func() any { _, err := geom.StandardLabels.Format(minH); return err != nil }, true, 8},
		{"doubled odd coordinate is an error", func() any {
			_, err := geom.DoubledWidth.ToHex(geom.Doubled{Col: math.MaxInt, Row: 0})
			return err != nil
		}, true, 8},
		{"offset of MinInt does not panic", func() any { return geom.EvenR.ToHex(geom.EvenR.FromHex(minH)) == minH }, true, 0},
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
// the plain |x| <= MaxHexCoord on every coordinate near the edges of the
// range and near the points where x+MaxHexCoord wraps round.
func TestHexValidBoundaries(t *testing.T) {
	const L = geom.MaxHexCoord
	coords := []int{0, 1, -1, L, -L, L + 1, -L - 1, L - 1, -L + 1, 1 << 29, -1 << 29, 1<<30 - 1, -1 << 30,
		math.MaxInt, math.MinInt, math.MaxInt - L, math.MaxInt - L + 1, math.MinInt + L, math.MinInt + L - 1,
		math.MaxInt32, math.MinInt32, math.MaxInt32 - L, math.MaxInt32 - L + 1}
	inRange := func(x int) bool { return x >= -L && x <= L }
	for _, q := range coords {
		for _, r := range coords {
			h := geom.Hex{Q: q, R: r}
			// q+r only counts once q and r are in range, where it is exact.
			want := inRange(q) && inRange(r) && inRange(q+r)
			if got := h.Valid(); got != want {
				t.Errorf("%v.Valid() = %v, want %v", h, got, want)
			}
			if got := h.Len() == math.MaxInt; got == want {
				t.Errorf("%v.Len() = %d with Valid %v", h, h.Len(), want)
			}
			for _, o := range []geom.Hex{{}, {Q: L}, {R: -L}, {Q: -L, R: L}} {
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
