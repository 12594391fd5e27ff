package hex_test

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
)

// The Red Blob Games line from (0,0,0) to (1,-5,4), and the same hexes
// walked from the other end with the iterator form.
func ExampleLine() {
	a, b := hex.Hex{Q: 0, R: 0}, hex.Hex{Q: 1, R: -5}
	fmt.Println(hex.AppendLine(nil, a, b))
	for h := range hex.Line(b, a) {
		fmt.Print(h, ";")
	}
	fmt.Println()
	// Output:
	// [(0,0) (0,-1) (0,-2) (1,-3) (1,-4) (1,-5)]
	// (1,-5);(1,-4);(1,-3);(0,-2);(0,-1);(0,0);
}

// A sight line from (0,0) to (2,-1) runs exactly along the hexside between
// (1,0) and (1,-1):
//
//	     ___
//	 ___/1,-1\___
//	/0,0\___/2,-1\
//	\___/1,0\___/
//	    \___/
//
// Line picks (1,0) by its pinned tie-break; the spine-aware form names both,
// so that a ruleset can apply its own spine policy.
func ExampleAppendSpineLine() {
	for i, s := range hex.AppendSpineLine(nil, hex.Hex{}, hex.Hex{Q: 2, R: -1}) {
		if s.Ambiguous {
			fmt.Printf("step %d: %v or %v\n", i, s.Hex, s.Alt)
		} else {
			fmt.Printf("step %d: %v\n", i, s.Hex)
		}
	}
	// Output:
	// step 0: (0,0)
	// step 1: (1,0) or (1,-1)
	// step 2: (2,-1)
}

// The Red Blob line (0,0)->(1,-5) passes exactly through two hex corners:
// the hexes it touches only there are reported as the alternatives.
func ExampleAppendSpineLine_vertices() {
	for i, s := range hex.AppendSpineLine(nil, hex.Hex{}, hex.Hex{Q: 1, R: -5}) {
		if s.Ambiguous {
			fmt.Printf("step %d: %v or %v\n", i, s.Hex, s.Alt)
		}
	}
	// Output:
	// step 2: (0,-2) or (1,-2)
	// step 3: (1,-3) or (0,-3)
}
