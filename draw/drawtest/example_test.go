package drawtest_test

import (
	"fmt"

	"github.com/warkit/warkit/draw/drawtest"
)

// Two labels written on top of each other are reported, with the picture's
// size.
func ExampleCheck() {
	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">` +
		`<text x="50" y="50" font-size="12">first</text>` +
		`<text x="52" y="52" font-size="12">second</text></svg>`)
	r, err := drawtest.Check(svg)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Width, r.Height, r.Err() != nil)
	// Output:
	// 200 100 true
}
