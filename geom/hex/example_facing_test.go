package hex_test

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
)

// A hedge along a hexside is stored once, under the Side key, and found from
// either bank.
func ExampleSideOf() {
	a := hex.Hex{Q: 2, R: 1}
	b := a.Neighbor(4) // the hex across a's hexside in direction 4

	hedges := map[hex.Side]string{hex.SideOf(a, 4): "hedge"}

	fromB, _ := hex.SideBetween(b, a)
	fmt.Println(hex.SideOf(a, 4) == hex.SideOf(b, 1))
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
	u := hex.Hex{}
	east := hex.SideFacing(0)
	north := hex.VertexFacing(1) // between directions 1 and 2
	arcs := hex.DefaultArcs()

	for _, f := range []hex.Facing{east, north} {
		fmt.Printf("facing %v: front %v flank %v rear %v\n", f,
			arcs.Directions(f, hex.Front), arcs.Directions(f, hex.Flank), arcs.Directions(f, hex.Rear))
	}

	far := hex.Hex{Q: -4, R: 1}   // well behind
	abeam := hex.Hex{Q: 2, R: -4} // exactly abeam, on spine 1
	fmt.Println(hex.ArcOf(u, east, far), hex.ArcOf(u, east, abeam))

	rearward := arcs
	rearward.Boundary = hex.BoundaryRearward
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
	column := hex.ColumnFootprint(3)
	head := hex.Hex{}

	for _, f := range []hex.Facing{hex.SideFacing(0), hex.SideFacing(1)} {
		fmt.Print(f, ":")
		for h := range column.Place(head, f) {
			fmt.Print(" ", h)
		}
		fmt.Println()
	}

	wheeled := hex.SideFacing(0).Turn(3) // 90° to the left: north
	line := hex.LineFootprint(3, hex.ExtendCentered)
	fmt.Println(column.Fits(wheeled), line.Fits(wheeled))
	fmt.Println(wheeled, line.AppendPlaced(nil, head, wheeled))
	// Output:
	// side 0: (0,0) (-1,0) (-2,0)
	// side 1: (0,0) (-1,1) (-2,2)
	// false true
	// vertex 1-2 [(0,0) (-1,0) (1,0)]
}
