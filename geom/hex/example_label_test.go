package hex_test

import (
	"fmt"
	"strings"

	"github.com/warkit/warkit/geom/hex"
)

// A counter stands in hex 0204 of a standard map: column 2, row 4.
func ExampleLabelFormat_Parse() {
	h, err := hex.StandardLabels.Parse("0204")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(h)

	// Its neighbours, by their printed labels, in direction order. Column
	// 02 sits half a hex lower than 01 and 03, so its neighbours in those
	// columns are in rows 04 and 05.
	var around []string
	for _, d := range hex.Directions {
		s, _ := hex.StandardLabels.Format(h.Neighbor(d))
		around = append(around, s)
	}
	fmt.Println(strings.Join(around, " "))

	// A typo is an error that names the label and what is wrong.
	_, err = hex.StandardLabels.Parse("0x04")
	fmt.Println(err)
	// Output:
	// (1,3)
	// 0305 0304 0203 0104 0105 0205
	// hex: label "0x04": column "0x" is not a number
}

func ExampleLabelFormat_Format() {
	fmt.Println(hex.StandardLabels.Format(hex.Hex{Q: 1, R: 3}))

	// A hex left of column 00 has no four-digit label.
	_, err := hex.StandardLabels.Format(hex.Hex{Q: -2, R: 1})
	fmt.Println(err)
	// Output:
	// 0204 <nil>
	// hex: hex (-2,1) has no label: column number -1 is below 0
}

// A map of pointy-topped hexes with lettered rows, read "C-5": row C,
// column 5, rows numbered from A at the top.
func ExampleLabelFormat() {
	f := hex.LabelFormat{
		Offset:    hex.OddR,
		RowFirst:  true,
		Separator: "-",
		Col:       hex.LabelAxis{Style: hex.LabelDigits, First: 1},
		Row:       hex.LabelAxis{Style: hex.LabelLetters, First: 1},
	}
	h, _ := f.Parse("C-5")
	fmt.Println(h)
	var labels []string
	for _, q := range []int{0, 25, 26, 27} {
		s, _ := f.Format(hex.Hex{Q: q, R: q})
		labels = append(labels, s)
	}
	fmt.Println(strings.Join(labels, " "))
	// Output:
	// (3,2)
	// A-1 Z-38 AA-40 BB-41
}

// The hex two columns right of the origin, in the four offset layouts.
func ExampleOffsetKind_FromHex() {
	h := hex.Hex{Q: 2, R: -1}
	for _, k := range []hex.OffsetKind{hex.OddQ, hex.EvenQ, hex.OddR, hex.EvenR} {
		o := k.FromHex(h)
		fmt.Printf("%-6v col %d row %d -> %v\n", k, o.Col, o.Row, k.ToHex(o))
	}
	// Output:
	// odd-q  col 2 row 0 -> (2,-1)
	// even-q col 2 row 0 -> (2,-1)
	// odd-r  col 1 row -1 -> (2,-1)
	// even-r col 2 row -1 -> (2,-1)
}

func ExampleDoubledKind_ToHex() {
	h, err := hex.DoubledHeight.ToHex(hex.Doubled{Col: 1, Row: 5})
	fmt.Println(h, err)
	_, err = hex.DoubledHeight.ToHex(hex.Doubled{Col: 1, Row: 4})
	fmt.Println(err)
	// Output:
	// (1,2) <nil>
	// hex: doubled coordinate (1,4): column+row is odd, so it names no hex
}
