package ground

import (
	"fmt"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// table40 is a 72 × 48 in table with 40 pieces: 30 areas (woods, fields,
// hills with heights, buildings) and 10 linear features (hedges, walls).
func table40(b testing.TB) *Ground {
	x := uint32(777)
	rnd := func(n float64) float64 { x ^= x << 13; x ^= x >> 17; x ^= x << 5; return float64(x%10000) / 10000 * n }
	mp := terrain.Number("mp")
	var fs []terrain.Feature
	for i := range 30 {
		cx, cy := 4+rnd(64), 4+rnd(40)
		w, h := 1.5+rnd(4), 1.5+rnd(3)
		// A hexagon-ish piece, counter-clockwise.
		ring := orb.Ring{{cx - w, cy}, {cx - w/2, cy - h}, {cx + w/2, cy - h}, {cx + w, cy}, {cx + w/2, cy + h}, {cx - w/2, cy + h}, {cx - w, cy}}
		typ := []string{"wood", "field", "hill", "building"}[i%4]
		f := terrain.NewArea(fmt.Sprintf("a%d", i), typ, geom.Polygon{ring})
		if typ == "hill" {
			f = f.WithElevation(0.5 + rnd(1))
		}
		fs = append(fs, f)
	}
	for i := range 10 {
		x0, y0 := 2+rnd(60), 2+rnd(42)
		fs = append(fs, terrain.NewLine(fmt.Sprintf("l%d", i), []string{"hedge", "wall"}[i%2],
			orb.LineString{{x0, y0}, {x0 + 1 + rnd(4), y0 + rnd(3)}, {x0 + 2 + rnd(4), y0 - 1 + rnd(3)}}))
	}
	board, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{72, 48}}, Unit: "in",
		Types: []terrain.Type{
			terrain.NewType("wood", mp.Is(3)), terrain.NewType("field", mp.Is(2)), terrain.NewType("hill", mp.Is(1)),
			terrain.NewType("building", mp.Is(4)), terrain.NewType("hedge", mp.Is(1)), terrain.NewType("wall", mp.Is(2)),
		},
		Features: fs,
	})
	if err != nil {
		b.Fatal(err)
	}
	rate := func(mode Mode, bd *terrain.Board, i int) (Rate, error) {
		v, err := terrain.Get(bd.Traits(i), mp)
		if bd.Feature(i).Shape == terrain.Line {
			return Rate{Crossing: v, Impassable: v == 0}, err
		}
		return Rate{PerUnit: v, Impassable: v == 0}, err
	}
	g, err := New(board, rate, Options{Mode: "walker", Open: 1, Climb: terrain.Climb{PerRise: 1, MaxRise: 2}})
	if err != nil {
		b.Fatal(err)
	}
	return g
}

func BenchmarkCost5Legs40Pieces(b *testing.B) {
	g := table40(b)
	path := orb.LineString{{2, 3}, {20, 14}, {35, 30}, {50, 22}, {61, 40}, {70, 45}}
	var tape Tape
	b.ReportAllocs()
	for b.Loop() {
		pc, err := g.Cost(&tape, path)
		if err != nil || pc.Blocked {
			b.Fatal(err, pc.Blocked)
		}
		sinkCost += pc.Total
	}
}

var sinkCost float64
