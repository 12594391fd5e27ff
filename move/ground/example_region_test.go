package ground_test

import (
	"fmt"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
)

// The reach of ExampleGround_Reach as regions, on a half-inch lattice:
// where the base gets with 4 MP and with all 8, as polygons to fill or
// to test a point against. Each region is certified: every point of it
// has a path (Witness) that costs at most its bound, so the outline
// stays a cell and its cost inside the lattice reach. Below, 4 and 8
// mark a quarter-inch sample inside each region, ~ the lake.
func ExampleGround_ReachRegions() {
	g, _ := ground.New(table(), rates.Rate, ground.Options{Open: 1, Clearance: 0.5})
	from := orb.Point{10, 3}
	r, _ := g.Reach(nil, from, 8, ground.ReachOptions{Lattice: ground.Lattice{Spacing: 0.5}})
	rr, err := g.ReachRegions(r, []float64{4, 8})
	if err != nil {
		fmt.Println(err)
		return
	}
	for k, area := range rr.Areas {
		fmt.Printf("within %v MP: %d polygon, %d corners\n", rr.Within[k], len(area), len(area[0][0])-1)
	}
	lake := table().Feature(1).Polygon
	in := func(area []geom.Polygon, q orb.Point) bool {
		return len(area) > 0 && area[0].Locate(q) == geom.Inside
	}
	for y := 11.75; y > 0; y -= 1 {
		var row strings.Builder
		for x := 0.25; x < 24; x += 0.5 {
			q := orb.Point{x, y}
			switch {
			case lake.Locate(q) == geom.Inside:
				row.WriteByte('~')
			case in(rr.Areas[0], q):
				row.WriteByte('4')
			case in(rr.Areas[1], q):
				row.WriteByte('8')
			default:
				row.WriteByte('.')
			}
		}
		fmt.Println(row.String())
	}
	if path, k := rr.Witness(nil, orb.Point{8.2, 8.6}); k >= 0 {
		pc, _ := g.Cost(nil, path)
		fmt.Printf("(8.2 8.6): within %v MP, by a path of %.2f MP\n", rr.Within[k], pc.Total)
	}
	// Output:
	// within 4 MP: 1 polygon, 14 corners
	// within 8 MP: 1 polygon, 42 corners
	// ................................................
	// ................................................
	// .............8888888888888......................
	// ..........88888888888888888.....................
	// .........88888888888888.~~~~~~~~................
	// ........888888888888888.~~~~~~~~................
	// ..........8888888444444.~~~~~~~~................
	// ...........888844444444.~~~~~~~~................
	// ...........888844444444..........88.............
	// ......8..88888844444444444488888888.............
	// .....888888888844444444444488888888.............
	// ......88888888444444444444888888888.............
	// (8.2 8.6): within 8 MP, by a path of 6.02 MP
}
