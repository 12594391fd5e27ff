package cem

import (
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// Scene is the seed's picture of line of sight, as a board: the British
// on the left hill, Germans in the left house behind a wall, on the
// bridge, and in the right house behind a hill whose crest has the same
// height as the left hill's.
//
//	y 120                       river
//	   |  +--crest 3--+          |~|
//	 90|  |           |   wall |house|       +-crest 3-+
//	   |  |  British  |        | G   |       |         |  +-----+
//	   |  |   b b     |         .....  G G = bridge     |  |house|
//	 30|  +-----------+                |~|   |  right  |  |  G  |
//	   0                               |~|   +---hill--+  +-----+
//	   0            60     87.5      120  130 140    175 185  200
//
// Every number is illustrative: the seed's picture has no scale.
type Scene struct {
	Board                                  terrain.BoardData
	British, LeftHouse, Bridge, RightHouse Unit
}

// SeedScene returns the seed's scene. The Germans in both houses declare
// that they stand at the edge of them (CEM-L5): that is why neither the
// left house nor the wall in front of it counts, and why the right house
// is hidden by the crest lines alone (CEM-C2).
func SeedScene() Scene {
	sq := func(x0, y0, x1, y1 float64) geom.Polygon {
		return geom.Polygon{orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
	}
	ring := func(x0, y0, x1, y1 float64) orb.LineString {
		return orb.LineString{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}
	}
	d := terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{210, 120}}, Unit: "m", Types: Types(),
		Features: []terrain.Feature{
			terrain.NewLine("left-hill", "crest", ring(10, 30, 60, 90)).WithHeight(3),
			terrain.NewLine("left-wall", "wall", orb.LineString{{87.5, 73}, {87.5, 92}}),
			terrain.NewArea("left-house", "house", sq(88, 75, 103, 90)),
			terrain.NewArea("river-north", "river", sq(120, 58, 130, 120)),
			terrain.NewArea("river-south", "river", sq(120, 0, 130, 50)),
			terrain.NewArea("bridge", "bridge", sq(120, 50, 130, 58)),
			terrain.NewLine("right-hill", "crest", ring(140, 10, 175, 60)).WithHeight(3),
			terrain.NewArea("right-house", "house", sq(185, 25, 200, 40)),
		},
	}
	fig := func(id string, x, y float64) Figure { return Figure{ID: id, At: orb.Point{x, y}, Fire: 3} }
	return Scene{
		Board:      d,
		British:    Unit{Name: "British", Kind: Squad, Figures: []Figure{fig("b1", 40, 60), fig("b2", 40, 64), fig("b3", 37, 62)}},
		LeftHouse:  Unit{Name: "Germans in the left house", Kind: HalfSquad, Edge: true, Figures: []Figure{fig("h1", 88.5, 80), fig("h2", 88.5, 85)}},
		Bridge:     Unit{Name: "Germans on the bridge", Kind: HalfSquad, Figures: []Figure{fig("g1", 125, 52), fig("g2", 125, 56)}},
		RightHouse: Unit{Name: "Germans in the right house", Kind: HalfSquad, Edge: true, Figures: []Figure{fig("r1", 190, 30), fig("r2", 190, 35)}},
	}
}
