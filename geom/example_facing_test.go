package geom_test

import (
	"fmt"

	"github.com/warkit/warkit/geom"
)

// A hedge along a hexside is stored once, under the Side key, and found from
// either bank.
func ExampleSideOf() {
	a := geom.Hex{Q: 2, R: 1}
	b := a.Neighbor(4) // the hex across a's hexside in direction 4

	hedges := map[geom.Side]string{geom.SideOf(a, 4): "hedge"}

	fromB, _ := geom.SideBetween(b, a)
	fmt.Println(geom.SideOf(a, 4) == geom.SideOf(b, 1))
	fmt.Println(hedges[fromB])
	fmt.Println(fromB)
	fmt.Println(fromB.Hexes())
	// Output:
	// true
	// hedge
	// side(1,2)/1
	// (1,2) (2,1)
}

// A unit facing a hexside has three front hexsides, two flank and one rear;
// a unit facing a vertex has two of each. At range, a hex takes the arc of
// the wedge it lies in, and a hex exactly on a spine between two arcs takes
// the more forward one.
//
// Pointy layout, unit U facing side 0 (east), directions numbered as in
// Direction's doc:
//
//	   flank   front
//	rear    U ->    front
//	   flank   front
func ExampleFacing() {
	u := geom.Hex{}
	east := geom.SideFacing(0)
	north := geom.VertexFacing(1) // between directions 1 and 2
	arcs := geom.DefaultArcs()

	for _, f := range []geom.Facing{east, north} {
		fmt.Printf("facing %v: front %v flank %v rear %v\n", f,
			arcs.Directions(f, geom.Front), arcs.Directions(f, geom.Flank), arcs.Directions(f, geom.Rear))
	}

	far := geom.Hex{Q: -4, R: 1}   // well behind
	abeam := geom.Hex{Q: 2, R: -4} // exactly abeam, on spine 1
	fmt.Println(geom.ArcOf(u, east, far), geom.ArcOf(u, east, abeam))

	rearward := arcs
	rearward.Boundary = geom.BoundaryRearward
	fmt.Println(rearward.Of(u, east, abeam))
	// Output:
	// facing side 0: front {0 1 5} flank {2 4} rear {3}
	// facing vertex 1-2: front {1 2} flank {0 3} rear {4 5}
	// rear front
	// flank
}

// A three-hex column trails straight behind its head; turning its facing
// turns the whole column about the head, and a 90° wheel makes it a line.
//
// Pointy layout, facing side 0 (east), then side 1 (north-east):
//
//	                                          (0,0) ↗
//	[(-2,0)][(-1,0)][(0,0)]->            (-1,1)
//	                                (-2,2)
func ExampleColumnFootprint() {
	column := geom.ColumnFootprint(3)
	head := geom.Hex{}

	for _, f := range []geom.Facing{geom.SideFacing(0), geom.SideFacing(1)} {
		fmt.Print(f, ":")
		for h := range column.Place(head, f) {
			fmt.Print(" ", h)
		}
		fmt.Println()
	}

	wheeled := geom.SideFacing(0).Turn(3) // 90° to the left: north
	line := geom.LineFootprint(3, geom.ExtendCentered)
	fmt.Println(column.Fits(wheeled), line.Fits(wheeled))
	fmt.Println(wheeled, line.AppendPlaced(nil, head, wheeled))
	// Output:
	// side 0: (0,0) (-1,0) (-2,0)
	// side 1: (0,0) (-1,1) (-2,2)
	// false true
	// vertex 1-2 [(0,0) (-1,0) (1,0)]
}
