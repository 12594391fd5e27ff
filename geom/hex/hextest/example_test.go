package hextest_test

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/geom/hex/hextest"
)

// The generators keep their promises: hexes within the radius asked for.
// In a test, draw from them inside rapid.Check; here Example draws a few
// values with fixed seeds.
func Example() {
	inRange := true
	for seed := range 50 {
		h := hextest.Hex(3).Example(seed)
		inRange = inRange && h.Distance(hex.Hex{}) <= 3
	}
	fmt.Println("hexes within radius 3:", inRange)
	// Output:
	// hexes within radius 3: true
}

// A user's own zone of control around a unit (its hex and the six
// around it) moves with the unit and looks the same whichever way the map
// is turned.
func ExampleCheckShape() {
	zone := func(dst []hex.Hex, c hex.Hex) []hex.Hex { return hex.AppendRange(dst, c, 1) }
	fmt.Println(hextest.CheckShape(zone, true, hextest.Config{}))
	// Output:
	// <nil>
}
