package ground

import (
	"fmt"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// table48 is a 48 × 48 in skirmish table with 20 features: 8 woods
// (double cost), 6 buildings (impassable), 3 walls (impassable) and 3
// hedges (+1 to cross), placed by a fixed pseudo-random sequence, for a
// base of radius r.
func table48(b testing.TB, r float64) *Ground { return table48With(b, Options{Clearance: r}) }

// table48With is table48 with options opt (Open 1).
func table48With(b testing.TB, opt Options) *Ground {
	x := uint32(2024)
	rnd := func(n float64) float64 { x ^= x << 13; x ^= x >> 17; x ^= x << 5; return float64(x%10000) / 10000 * n }
	mp := terrain.Number("mp")
	var fs []terrain.Feature
	for i := range 14 {
		cx, cy := 4+rnd(40), 4+rnd(40)
		w, h := 1.5+rnd(3), 1.5+rnd(2.5)
		typ := "wood"
		ring := orb.Ring{{cx - w, cy}, {cx - w/2, cy - h}, {cx + w/2, cy - h}, {cx + w, cy}, {cx + w/2, cy + h}, {cx - w/2, cy + h}, {cx - w, cy}}
		if i%7 >= 4 || i == 13 {
			typ = "building"
			ring = orb.Ring{{cx - w, cy - h}, {cx + w, cy - h}, {cx + w, cy + h}, {cx - w, cy + h}, {cx - w, cy - h}}
		}
		fs = append(fs, terrain.NewArea(fmt.Sprintf("a%d", i), typ, geom.Polygon{ring}))
	}
	for i := range 6 {
		x0, y0 := 3+rnd(40), 3+rnd(40)
		fs = append(fs, terrain.NewLine(fmt.Sprintf("l%d", i), []string{"hedge", "wall"}[i%2],
			orb.LineString{{x0, y0}, {x0 + 1 + rnd(4), y0 + rnd(3)}, {x0 + 2 + rnd(4), y0 - 1 + rnd(3)}}))
	}
	board, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{48, 48}}, Unit: "in",
		Types: []terrain.Type{
			terrain.NewType("wood", mp.Is(2)), terrain.NewType("building", mp.Is(0)),
			terrain.NewType("hedge", mp.Is(1)), terrain.NewType("wall", mp.Is(0)),
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
	opt.Open = 1
	g, err := New(board, rate, opt)
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// The figure: reach of a 6-inch move on a 48 × 48 in table with
// 20 features at a quarter-inch lattice, for a 25 mm base (radius 0.5 in).
func BenchmarkReach6in48Table(b *testing.B) {
	for _, steiner := range []float64{0.25, 0.5, 1} {
		b.Run(fmt.Sprintf("steiner=%v", steiner), func(b *testing.B) {
			g := table48(b, 0.5)
			var tape Tape
			from := orb.Point{24, 24}
			opt := ReachOptions{Lattice: Lattice{Spacing: 0.25}, Steiner: steiner}
			r, err := g.Reach(&tape, from, 6, opt)
			if err != nil || len(r.Places) == 0 {
				b.Fatal(err, len(r.Places))
			}
			places, points := len(r.Places), len(r.pts)
			b.ReportAllocs()
			for b.Loop() {
				r, err := g.Reach(&tape, from, 6, opt)
				if err != nil {
					b.Fatal(err)
				}
				sinkCost += float64(len(r.Places))
			}
			// After the loop: b.Loop's first call drops the metrics
			// reported before it.
			b.ReportMetric(float64(places), "places")
			b.ReportMetric(float64(points), "graph-points")
		})
	}
}

// The lower bounds do their work: on an open table each lattice point
// within reach costs one leg, and the figure's table about four.
func TestReachLegsMeasured(t *testing.T) {
	b, err := terrain.NewBoard(terrain.BoardData{Extent: orb.Bound{Max: orb.Point{48, 48}}, Unit: "in"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(b, func(Mode, *terrain.Board, int) (Rate, error) { return Rate{}, nil }, Options{Open: 1, Clearance: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	var tape Tape
	r, _ := g.Reach(&tape, orb.Point{24, 24}, 6, ReachOptions{Lattice: Lattice{Spacing: 0.25}})
	if tape.reach.legs != len(r.Places) {
		t.Errorf("open table: %d legs for %d places", tape.reach.legs, len(r.Places))
	}
	g = table48(t, 0.5)
	r, _ = g.Reach(&tape, orb.Point{24, 24}, 6, ReachOptions{Lattice: Lattice{Spacing: 0.25}})
	if n := tape.reach.legs; n > 6*len(r.Places) {
		t.Errorf("the figure's table: %d legs for %d places", n, len(r.Places))
	}
}

// The same move, paying for any part of the base in a wood.
func BenchmarkReach6in48TableAnyPart(b *testing.B) {
	g := table48With(b, Options{Clearance: 0.5, Straddle: StraddleAnyPart})
	var tape Tape
	opt := ReachOptions{Lattice: Lattice{Spacing: 0.25}}
	b.ReportAllocs()
	for b.Loop() {
		r, err := g.Reach(&tape, orb.Point{24, 24}, 6, opt)
		if err != nil {
			b.Fatal(err)
		}
		sinkCost += float64(len(r.Places))
	}
}

// The figure as regions: the same 6-inch move, then its regions
// in three bands of allowance left (the Reach itself is outside the
// loop: BenchmarkReach6in48Table times it).
func BenchmarkReachRegions6in48Table(b *testing.B) {
	g := table48(b, 0.5)
	var tape Tape
	r, err := g.Reach(&tape, orb.Point{24, 24}, 6, ReachOptions{Lattice: Lattice{Spacing: 0.25}})
	if err != nil {
		b.Fatal(err)
	}
	within := []float64{2, 4, 6}
	rr, err := g.ReachRegions(r, within)
	if err != nil {
		b.Fatal(err)
	}
	corners := 0
	for _, p := range rr.Areas[2] {
		for _, ring := range p {
			corners += len(ring)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		rr, err := g.ReachRegions(r, within)
		if err != nil {
			b.Fatal(err)
		}
		sinkCost += float64(len(rr.Areas))
	}
	b.ReportMetric(float64(len(rr.Areas[2])), "polygons")
	b.ReportMetric(float64(corners), "corners")
}
