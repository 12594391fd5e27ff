package move_test

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// A line of 3 hexes facing north advances 2 hexes through open ground
// (1 MP) with the slow line's surcharge of +1 MP per hex entered: every
// step costs the dearest portion's step plus 1.
func ExampleFormation_Move() {
	line := move.Formation{Shape: hex.LineFootprint(3, hex.ExtendCentered), Head: hex.Hex{}, Facing: hex.VertexFacing(1)}
	fmt.Println("before:", line.AppendHexes(nil))
	// The head takes the two hexes ahead of it in turn (directions 1 and
	// 2), so the line ends two rows further north, still abreast.
	forward := []hex.Hex{hex.Hex{}.Neighbor(1), hex.Hex{}.Neighbor(1).Neighbor(2)}
	costs, after, err := line.Move(nil, forward, move.Uniform(1), move.Surcharge{MP: 1, Every: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("costs:", costs)
	fmt.Println("after:", after.AppendHexes(nil))
	// Output:
	// before: [(0,0) (-1,0) (1,0)]
	// costs: [2 2]
	// after: [(1,-2) (0,-2) (2,-2)]
}

// A line wheels about its end hex: the outer end walks the arc, 2 hexes
// per 60° for a line of 3, and pays for each hex it enters.
func ExampleFormation_Wheel() {
	line := move.Formation{Shape: hex.LineFootprint(3, hex.ExtendRight), Head: hex.Hex{}, Facing: hex.VertexFacing(1)}
	hexes := line.AppendHexes(nil)
	fmt.Println("line:", hexes)
	wheeled, mp, err := line.Wheel(hexes[0], 1, move.Uniform(1))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("wheeled 60°:", wheeled.AppendHexes(nil), "for", mp, "MP")
	// Output:
	// line: [(0,0) (1,0) (2,0)]
	// wheeled 60°: [(0,0) (1,-1) (2,-2)] for 2 MP
}

// Allows checks a formation against the terrain: a line may not stand in
// a wood.
func ExampleFormation_Allows() {
	wood := hex.Hex{Q: 1, R: 0}
	line := move.Formation{Shape: hex.LineFootprint(3, hex.ExtendCentered), Facing: hex.VertexFacing(1)}
	bad, ok := line.Allows(func(h hex.Hex) bool { return h != wood })
	fmt.Println("allowed:", ok, "first hex that forbids it:", bad)
	// Output:
	// allowed: false first hex that forbids it: (1,0)
}

// Surcharge.At gives the extra MP for the n-th hex entered: +1 every
// second hex.
func ExampleSurcharge() {
	s := move.Surcharge{MP: 1, Every: 2}
	for n := 1; n <= 4; n++ {
		fmt.Print(s.At(n), " ")
	}
	fmt.Println()
	// Output:
	// 0 1 0 1
}
