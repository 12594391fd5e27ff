package hexsight_test

import (
	"math/rand/v2"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/terrain"
)

// hexMap60x40 is a 60 x 40 map with woods, brush, hills and walls.
func hexMap60x40(tb testing.TB) *hexsight.Sight {
	blocks := terrain.Flag("blocks")
	hind := terrain.Number("hindrance")
	rng := rand.New(rand.NewPCG(3, 4))
	d := terrain.HexMapData{Cols: 60, Rows: 40, Labels: hex.StandardLabels, Fill: "clear",
		Types: []terrain.Type{terrain.NewType("clear"), terrain.NewType("wood", blocks.Is(true)), terrain.NewType("brush", hind.Is(1)), terrain.NewType("wall", blocks.Is(true))}}
	for r := range 40 {
		for c := range 60 {
			h := hex.OddQ.ToHex(hex.Offset{Col: c, Row: r})
			switch rng.IntN(20) {
			case 0:
				d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Type: "wood"})
			case 1, 2:
				d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Type: "brush", Elevation: float64(rng.IntN(2))})
			case 3:
				d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Elevation: float64(1 + rng.IntN(2))})
			case 4:
				if c+1 < 60 {
					s, _ := hex.SideBetween(h, h.Neighbor(0))
					if n := hex.OddQ.FromHex(h.Neighbor(0)); n.Row >= 0 && n.Row < 40 {
						d.Sides = append(d.Sides, terrain.SideData{Side: s, SideFeature: terrain.SideFeature{Type: "wall"}})
					}
				}
			}
		}
	}
	m, err := terrain.NewHexMap(d)
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

func BenchmarkHexLoSRange20(b *testing.B) {
	hs := hexMap60x40(b)
	var tr hexsight.Tracer
	from := hex.OddQ.ToHex(hex.Offset{Col: 30, Row: 20})
	targets := hex.AppendRing(nil, from, 20)
	hs.LoS(&tr, from, targets[0]) // builds the shared step programs once per process
	b.ReportAllocs()
	i, n := 0, 0
	for b.Loop() {
		v, _ := hs.LoS(&tr, from, targets[i%len(targets)])
		if v.Seen {
			n++
		}
		i++
	}
}

func BenchmarkHexFOVRadius20(b *testing.B) {
	hs := hexMap60x40(b)
	var tr hexsight.Tracer
	from := hex.OddQ.ToHex(hex.Offset{Col: 30, Row: 20})
	// The first call builds the shared shadow table of the radius (once
	// per process) and grows the buffers.
	buf, _ := hs.AppendFOV(nil, &tr, from, 20)
	b.ReportAllocs()
	for b.Loop() {
		buf, _ = hs.AppendFOV(buf[:0], &tr, from, 20)
	}
	b.ReportMetric(float64(len(buf)), "hexes-seen")
}
