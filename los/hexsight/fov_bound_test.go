package hexsight_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/terrain"
)

// bigHexSight is a cols x rows map with one hex in every woodsEvery a
// blocking wood (0: an open map), for the cost bounds of a field of view.
func bigHexSight(tb testing.TB, cols, rows, woodsEvery int) *hexsight.Sight {
	blocks := terrain.Flag("blocks")
	labels := hex.LabelFormat{Offset: hex.OddQ, Separator: ".",
		Col: hex.LabelAxis{First: 1}, Row: hex.LabelAxis{First: 1}}
	d := terrain.HexMapData{Cols: cols, Rows: rows, Labels: labels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("wood", blocks.Is(true))}}
	if woodsEvery > 0 {
		rng := rand.New(rand.NewPCG(5, 6))
		for c := range cols {
			for r := range rows {
				if rng.IntN(woodsEvery) == 0 {
					h := hex.OddQ.ToHex(hex.Offset{Col: c, Row: r})
					d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Type: "wood"})
				}
			}
		}
	}
	m, err := terrain.Limits{MaxHexes: 1 << 22}.NewHexMap(d)
	if err != nil {
		tb.Fatal(err)
	}
	hs, err := hexsight.New(m, hexsight.Rules{Blocking: blocks})
	if err != nil {
		tb.Fatal(err)
	}
	return hs
}

func BenchmarkHexFOVHugeRadius(b *testing.B) {
	for _, c := range []struct {
		name       string
		size, wood int
	}{{"512sq/woods5pc", 512, 20}, {"256sq/open", 256, 0}} {
		b.Run(c.name, func(b *testing.B) {
			hs := bigHexSight(b, c.size, c.size, c.wood)
			var tr hexsight.Tracer
			from := hex.OddQ.ToHex(hex.Offset{Col: c.size / 3, Row: c.size / 3})
			buf, _ := hs.AppendFOV(nil, &tr, from, 1e9)
			b.ReportAllocs()
			for b.Loop() {
				buf, _ = hs.AppendFOV(buf[:0], &tr, from, 1e9)
			}
			b.ReportMetric(float64(len(buf)), "hexes-seen")
		})
	}
}

// A field of view of a radius far beyond the map is the field of view of
// the whole map: pairwise LoS for every hex, in spiral order, through the
// clipped rings and the step-by-step walk of long lines.
func TestHexFOVHugeRadiusMatchesPairwise(t *testing.T) {
	for _, woods := range []int{12, 150} {
		testHexFOVHugeRadius(t, bigHexSight(t, 100, 100, woods))
	}
}

func testHexFOVHugeRadius(t *testing.T, hs *hexsight.Sight) {
	var tr hexsight.Tracer
	from := hex.OddQ.ToHex(hex.Offset{Col: 30, Row: 61})
	got, err := hs.AppendFOV(nil, &tr, from, 1e9)
	if err != nil {
		t.Fatal(err)
	}
	var want []hex.Hex
	for h := range hex.Spiral(from, 200) {
		if v, err := hs.LoS(&tr, from, h); err == nil && v.Seen {
			want = append(want, h)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("FOV has %d hexes, pairwise LoS %d", len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("FOV[%d] = %v, pairwise %v", i, got[i], want[i])
		}
	}
	if len(got) < 100 || len(got) > 100*100 {
		t.Fatalf("implausible field of view of %d hexes", len(got))
	}
	allocs := testing.AllocsPerRun(2, func() {
		got, _ = hs.AppendFOV(got[:0], &tr, from, math.MaxInt)
	})
	if allocs != 0 {
		t.Errorf("AppendFOV with a huge radius allocated %v times", allocs)
	}
}

// bigMixedSight is a cols x rows map with the terrain of hexMap60x40 (one
// hex in 20 a blocking wood, one in 10 brush of hindrance 1, one in 20 a
// hill, one in 20 with a wall on a side) under a hindrance threshold of
// 4 and an elevation model with blind hexes.
func bigMixedSight(tb testing.TB, cols, rows int) *hexsight.Sight {
	blocks := terrain.Flag("blocks")
	hind := terrain.Number("hindrance")
	rng := rand.New(rand.NewPCG(7, 8))
	labels := hex.LabelFormat{Offset: hex.OddQ, Separator: ".",
		Col: hex.LabelAxis{First: 1}, Row: hex.LabelAxis{First: 1}}
	d := terrain.HexMapData{Cols: cols, Rows: rows, Labels: labels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("wood", blocks.Is(true)), terrain.NewType("brush", hind.Is(1)), terrain.NewType("wall", blocks.Is(true))}}
	for c := range cols {
		for r := range rows {
			h := hex.OddQ.ToHex(hex.Offset{Col: c, Row: r})
			switch rng.IntN(20) {
			case 0:
				d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Type: "wood"})
			case 1, 2:
				d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Type: "brush", Elevation: float64(rng.IntN(2))})
			case 3:
				d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Elevation: float64(1 + rng.IntN(2))})
			case 4:
				if n := hex.OddQ.FromHex(h.Neighbor(0)); n.Col < cols && n.Row >= 0 && n.Row < rows {
					s, _ := hex.SideBetween(h, h.Neighbor(0))
					d.Sides = append(d.Sides, terrain.SideData{Side: s, SideFeature: terrain.SideFeature{Type: "wall"}})
				}
			}
		}
	}
	m, err := terrain.Limits{MaxHexes: 1 << 22}.NewHexMap(d)
	if err != nil {
		tb.Fatal(err)
	}
	hs, err := hexsight.New(m, hexsight.Rules{Blocking: blocks, Hindrance: hind, SideBlocking: blocks,
		Threshold: hexsight.Threshold{Limit: 4}, Elevation: &hexsight.Elevation{Eye: 0.5, Target: 0.5, Blind: 1}})
	if err != nil {
		tb.Fatal(err)
	}
	return hs
}

// BenchmarkHexFOVLargeMap is the field of view of radius 1000 on a 2048 x
// 2048 map (issue 33): open, with one blocking wood in 20, and with the
// mixed terrain of bigMixedSight.
func BenchmarkHexFOVLargeMap(b *testing.B) {
	for _, c := range []struct {
		name string
		make func(testing.TB) *hexsight.Sight
	}{
		{"open", func(tb testing.TB) *hexsight.Sight { return bigHexSight(tb, 2048, 2048, 0) }},
		{"woods5pc", func(tb testing.TB) *hexsight.Sight { return bigHexSight(tb, 2048, 2048, 20) }},
		{"mixed", func(tb testing.TB) *hexsight.Sight { return bigMixedSight(tb, 2048, 2048) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			hs := c.make(b)
			var tr hexsight.Tracer
			from := hex.OddQ.ToHex(hex.Offset{Col: 1024, Row: 1024})
			var buf []hex.Hex
			b.ReportAllocs()
			for b.Loop() {
				buf, _ = hs.AppendFOV(buf[:0], &tr, from, 1000)
			}
			b.ReportMetric(float64(len(buf)), "hexes-seen")
		})
	}
}
