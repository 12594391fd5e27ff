package geomtest_test

import (
	"fmt"

	"github.com/warkit/warkit/geom/geomtest"
)

// The generators keep their promises: star polygons pass Validate. In a
// test, draw from them inside rapid.Check; here Example draws a few values
// with fixed seeds.
func Example() {
	valid := true
	for seed := range 50 {
		p := geomtest.StarPolygon(100, 12, true).Example(seed)
		valid = valid && p.Validate() == nil
	}
	fmt.Println("star polygons valid:", valid)
	// Output:
	// star polygons valid: true
}
