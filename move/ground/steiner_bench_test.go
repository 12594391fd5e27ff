package ground

import (
	"fmt"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// wallTable is a 72 × 48 in table with twelve woods (double cost) on its
// left half and, on its right, either a courtyard (an impassable area
// with a hole, walled all round, or with a 1 in gap on its west side)
// or a wall (impassable line) from the table's south edge to 8 in short
// of its north edge, for a mover of clearance r.
func wallTable(b testing.TB, r float64, right string) *Ground {
	mp := terrain.Number("mp")
	var fs []terrain.Feature
	for i := range 12 {
		x, y := 3+float64(i%4)*9, 5+float64(i/4)*14
		fs = append(fs, terrain.NewArea(fmt.Sprintf("w%d", i), "wood", rect(x, y, x+5, y+6)))
	}
	switch right {
	case "courtyard":
		fs = append(fs, terrain.NewArea("moat", "moat", geom.Polygon{rect(40, 10, 70, 40)[0], {{45, 15}, {45, 35}, {65, 35}, {65, 15}, {45, 15}}}))
	case "gap":
		fs = append(fs, terrain.NewArea("moat", "moat", geom.Polygon{{{40, 10}, {70, 10}, {70, 40}, {40, 40}, {40, 26}, {45, 26}, {45, 35}, {65, 35}, {65, 15}, {45, 15}, {45, 25}, {40, 25}, {40, 10}}}))
	case "wall":
		fs = append(fs, terrain.NewLine("wall", "wall", orb.LineString{{36, 0}, {36, 40}}))
	}
	board, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{72, 48}}, Unit: "in",
		Types:    []terrain.Type{terrain.NewType("wood", mp.Is(2)), terrain.NewType("moat"), terrain.NewType("wall")},
		Features: fs,
	})
	if err != nil {
		b.Fatal(err)
	}
	rate := func(_ Mode, bd *terrain.Board, i int) (Rate, error) {
		if bd.Feature(i).Type == "wood" {
			return Rate{PerUnit: 2}, nil
		}
		return Rate{Impassable: true}, nil
	}
	g, err := New(board, rate, Options{Open: 1, Clearance: r})
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// CheapestPath by its lazy search and by the eager one it replaced (the
// oracle): on the 6 × 4 ft table with 40 pieces at a 1 in spacing (the
// everyday case) and near MaxSteinerPoints; on the 48 × 48 in table of
// Reach's figure, for a 25 mm base, at the spacing of 1527 graph points
// and near the cap; and three worst cases near the cap, where the
// search must cover the whole table: a detour round a long wall, a
// courtyard no point mover reaches (walled all round), and one whose
// gap is too narrow for a base.
func BenchmarkCheapestPath(b *testing.B) {
	for _, c := range []struct {
		name     string
		g        *Ground
		from, to orb.Point
		spacing  float64
	}{
		{"table40/spacing=1", table40(b), orb.Point{1, 1}, orb.Point{70, 46}, 1},
		{"table40/spacing=0.17", table40(b), orb.Point{1, 1}, orb.Point{70, 46}, 0.17},
		{"table48-base/spacing=0.2", table48(b, 0.5), orb.Point{1, 1}, orb.Point{46, 46}, 0.2},
		{"table48-base/spacing=0.087", table48(b, 0.5), orb.Point{1, 1}, orb.Point{46, 46}, 0.087},
		{"detour/spacing=0.067", wallTable(b, 0, "wall"), orb.Point{2, 2}, orb.Point{70, 2}, 0.067},
		{"courtyard/spacing=0.115", wallTable(b, 0, "courtyard"), orb.Point{2, 2}, orb.Point{55, 25}, 0.115},
		{"courtyard-base/spacing=0.12", wallTable(b, 0.5, "gap"), orb.Point{2, 2}, orb.Point{55, 25}, 0.12},
	} {
		pts, err := c.g.appendGraphPoints([]orb.Point{c.from, c.to}, c.spacing, nil, MaxSteinerPoints)
		if err != nil {
			b.Fatal(err)
		}
		for _, search := range []string{"lazy", "eager"} {
			b.Run(c.name+"/"+search, func(b *testing.B) {
				cheapest := c.g.CheapestPath
				if search == "eager" {
					cheapest = c.g.oracleCheapestPath
				}
				b.ReportAllocs()
				for b.Loop() {
					_, pc, err := cheapest(c.from, c.to, c.spacing)
					if err != nil {
						b.Fatal(err)
					}
					sinkCost += pc.Total
				}
				b.ReportMetric(float64(len(pts)), "graph-points")
			})
		}
	}
}
