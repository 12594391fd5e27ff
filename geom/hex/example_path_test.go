package hex_test

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
)

// The hex path (supercover) of a short sight line: it enters more hexes
// than Line yields, and names how it gets into each.
func ExampleAppendPath() {
	a, b := hex.Hex{}, hex.Hex{Q: 4, R: -1}
	fmt.Println("line:", hex.AppendLine(nil, a, b))
	path, err := hex.AppendPath(nil, a, b)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range path {
		fmt.Println(s.Hex, s.Via, s.Grazes())
	}
	spine, _ := hex.AppendPath(nil, a, hex.Hex{Q: 2, R: -1})
	fmt.Println(spine[1].Hex, spine[1].Via, spine[1].Grazes())
	_, err = hex.AppendPath(nil, a, hex.Hex{Q: hex.MaxCoord + 1})
	fmt.Println(err)
	// Output:
	// line: [(0,0) (1,0) (2,0) (3,-1) (4,-1)]
	// (0,0) start []
	// (1,0) side []
	// (2,-1) side []
	// (2,0) side []
	// (3,-1) side []
	// (4,-1) side []
	// (2,-1) spine [(1,0) (1,-1)]
	// hex: hex path (0,0)->(536870912,0): an end is outside the valid range |q|, |r|, |s| <= 536870911
}
