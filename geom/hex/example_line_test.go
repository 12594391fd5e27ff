package hex_test

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
)

// The Red Blob Games line from (0,0,0) to (1,-5,4), and the same hexes
// walked from the other end with the iterator form.
func ExampleLine() {
	a, b := hex.Hex{Q: 0, R: 0}, hex.Hex{Q: 1, R: -5}
	line, _ := hex.AppendLine(nil, a, b) // both ends valid: no error
	fmt.Println(line)
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
// The centre line picks (1,0) by its pinned tie-break and names (1,-1) as
// the other hex of a choice, so that a ruleset can apply its own spine
// policy.
func ExampleAppendLineSteps() {
	steps, _ := hex.AppendLineSteps(nil, hex.Hex{}, hex.Hex{Q: 2, R: -1}, hex.CentreLine)
	for i, s := range steps {
		if s.Via() == hex.ViaChoice {
			fmt.Printf("step %d: %v or %v\n", i, s.Hex, s.Alt())
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
// the hexes it touches only there are the other hexes of two choices.
func ExampleAppendLineSteps_vertices() {
	i := 0
	for s := range hex.LineSteps(hex.Hex{}, hex.Hex{Q: 1, R: -5}, hex.CentreLine) {
		if s.Via() == hex.ViaChoice {
			fmt.Printf("step %d: %v or %v\n", i, s.Hex, s.Alt())
		}
		i++
	}
	// Output:
	// step 2: (0,-2) or (1,-2)
	// step 3: (1,-3) or (0,-3)
}

// The supercover of a short sight line: it enters more hexes than the
// centre line has steps, and names how it gets into each. Ends the family
// cannot walk are an error.
func ExampleAppendLineSteps_supercover() {
	a, b := hex.Hex{}, hex.Hex{Q: 4, R: -1}
	line, _ := hex.AppendLine(nil, a, b)
	fmt.Println("line:", line)
	cover, err := hex.AppendLineSteps(nil, a, b, hex.Supercover)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range cover {
		fmt.Println(s.Hex, s.Via(), s.Dir(), s.AppendAlts(nil))
	}
	spine, _ := hex.AppendLineSteps(nil, a, hex.Hex{Q: 2, R: -1}, hex.Supercover)
	fmt.Println(spine[1].Hex, spine[1].Via(), spine[1].AppendAlts(nil))
	_, err = hex.AppendLineSteps(nil, a, hex.Hex{Q: hex.MaxCoord + 1}, hex.Supercover)
	fmt.Println(err)
	// Output:
	// line: [(0,0) (1,0) (2,0) (3,-1) (4,-1)]
	// (0,0) start 0 []
	// (1,0) side 0 []
	// (2,-1) side 1 []
	// (2,0) side 5 []
	// (3,-1) side 1 []
	// (4,-1) side 0 []
	// (2,-1) spine [(1,0) (1,-1)]
	// hex: line (0,0)->(536870912,0): an end is outside the valid range |q|, |r|, |s| <= 536870911
}
