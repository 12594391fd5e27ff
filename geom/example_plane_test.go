package geom_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

func ExampleOrient2D() {
	a, b := orb.Point{0, 0}, orb.Point{10, 0}
	fmt.Println(geom.Orient2D(a, b, orb.Point{5, 1}))  // left of a->b
	fmt.Println(geom.Orient2D(a, b, orb.Point{5, -1})) // right
	fmt.Println(geom.Orient2D(a, b, orb.Point{20, 0})) // on the line
	// Exact even where float arithmetic rounds: in float64, 0.1+0.2 is
	// 0.30000000000000004, just right of the diagonal.
	x, y := 0.1, 0.2
	fmt.Println(geom.Orient2D(orb.Point{0, 0}, orb.Point{1, 1}, orb.Point{x + y, 0.3}))
	// Output:
	// 1
	// -1
	// 0
	// -1
}

func ExampleSegment_Intersect() {
	//   (0,4)   (4,4)
	//      \     /
	//       \   /
	//         X  (2,2)
	//       /   \
	//   (0,0)   (4,0)─────(8,0)
	s := geom.Segment{A: orb.Point{0, 0}, B: orb.Point{4, 4}}
	in := s.Intersect(geom.Segment{A: orb.Point{0, 4}, B: orb.Point{4, 0}})
	fmt.Println(in.Kind == geom.Crossing, in.P, in.TP)

	floor := geom.Segment{A: orb.Point{0, 0}, B: orb.Point{8, 0}}
	in = floor.Intersect(geom.Segment{A: orb.Point{4, 0}, B: orb.Point{12, 0}})
	fmt.Println(in.Kind == geom.Overlapping, in.P, in.Q)
	// Output:
	// true [2 2] 0.5
	// true [4 0] [8 0]
}

func ExamplePolygon_Locate() {
	// A 10x10 field with a 4x4 pond in the middle (a hole).
	field := geom.Polygon{
		{{0, 0}, {10, 0}, {10, 10}, {0, 10}, {0, 0}},
		{{3, 3}, {3, 7}, {7, 7}, {7, 3}, {3, 3}},
	}
	for _, pt := range []orb.Point{{1, 1}, {5, 5}, {10, 5}, {3, 4}, {12, 1}} {
		fmt.Println(pt, field.Locate(pt))
	}
	// Output:
	// [1 1] Inside
	// [5 5] Outside
	// [10 5] OnBoundary
	// [3 4] OnBoundary
	// [12 1] Outside
}

func ExampleIntersectionLength() {
	// A sight line across a wood with a clearing:
	//
	//   10 ┌───────────┐
	//      │   wood    │
	//    7 │  ┌─────┐  │
	//  5 ●─┼──┼─────┼──┼──● 15,5
	//      │  └─────┘  │
	//    3 │  clearing │
	//    0 └───────────┘
	//      0  3     7  10
	wood := geom.Polygon{
		{{0, 0}, {10, 0}, {10, 10}, {0, 10}, {0, 0}},
		{{3, 3}, {3, 7}, {7, 7}, {7, 3}, {3, 3}},
	}
	sight := geom.Segment{A: orb.Point{-5, 5}, B: orb.Point{15, 5}}
	fmt.Printf("%.6g\n", geom.IntersectionLength(sight, wood))
	for _, iv := range wood.AppendIntervals(nil, sight) {
		fmt.Println(iv, sight.At(iv.T0), sight.At(iv.T1))
	}
	// Output:
	// 6
	// {0.25 0.4} [0 5] [3 5]
	// {0.6 0.75} [7 5] [10 5]
}

func ExampleAppendPolylineCrossings() {
	// A hedge that zigzags across a sight line, touching it once:
	//
	//        /\    /
	//   ●───/──\──/───●
	//      /    \/
	hedge := orb.LineString{{1, -1}, {2, 1}, {3, 0}, {4, 1}}
	sight := geom.Segment{A: orb.Point{0, 0}, B: orb.Point{6, 0}}
	for _, c := range geom.AppendPolylineCrossings(nil, sight, hedge) {
		fmt.Println(c.Kind, c.P, "edge", c.Edge)
	}
	// Output:
	// Cross [1.5 0] edge 0
	// Touch [3 0] edge 1
}
