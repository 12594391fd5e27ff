// Command firstlook is the sample program of the README, kept here so that
// CI compiles and runs it.
package main

import (
	"fmt"

	"github.com/warkit/warkit/geom/hex"
)

func main() {
	// Hexes by their printed labels: "0204" is column 2, row 4.
	a, _ := hex.StandardLabels.Parse("0204")
	b, _ := hex.StandardLabels.Parse("0605")

	// The line between them, with both flanking hexes wherever the sight
	// line runs exactly along a hexside.
	steps, err := hex.AppendLineSteps(nil, a, b, hex.CentreLine)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range steps {
		l, _ := hex.StandardLabels.Format(s.Hex)
		if s.Via() == hex.ViaChoice {
			alt, _ := hex.StandardLabels.Format(s.Alt())
			l += " or " + alt
		}
		fmt.Println(l)
	}
}
