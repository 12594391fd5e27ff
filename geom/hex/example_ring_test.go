package hex_test

import (
	"fmt"
	"math"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom/hex"
)

// exampleDrawPointy prints a value for each hex within radius n of the
// origin, as a pointy-topped map seen on screen (y down), one line per R
// (labelled) with Q growing to the right: each row is shifted half a hex
// from the last, so neighbours touch as they do on the board.
func exampleDrawPointy(n int, cell func(h hex.Hex) string) {
	for r := -n; r <= n; r++ {
		var b strings.Builder
		b.WriteString(strings.Repeat("  ", max(r, -r)))
		for q := max(-n, -r-n); q <= min(n, -r+n); q++ {
			fmt.Fprintf(&b, "%4s", cell(hex.Hex{Q: q, R: r}))
		}
		fmt.Printf("r=%+d %s\n", r, strings.TrimRight(b.String(), " "))
	}
}

// A ring starts at centre + radius·Direction(0) and goes round in the
// direction order, counter-clockwise on screen. Element i·radius is the
// corner hex centre + radius·Direction(i).
func ExampleRing() {
	fmt.Println(hex.AppendRing(nil, hex.Hex{}, 2))
	fmt.Println(hex.RingLen(2), hex.AppendRing(nil, hex.Hex{Q: 4, R: 4}, 0), hex.AppendRing(nil, hex.Hex{}, -1))
	// Output:
	// [(2,0) (2,-1) (2,-2) (1,-2) (0,-2) (-1,-1) (-2,0) (-2,1) (-2,2) (-1,2) (0,2) (1,1)]
	// 12 [(4,4)] []
}

// A spiral visits the centre, then ring 1, then ring 2, each ring in ring
// order. Here each hex shows its place in the spiral on a pointy map.
func ExampleSpiral() {
	order := map[hex.Hex]int{}
	for h := range hex.Spiral(hex.Hex{}, 2) {
		order[h] = len(order)
	}
	exampleDrawPointy(2, func(h hex.Hex) string { return fmt.Sprint(order[h]) })
	// Output:
	// r=-2       11  10   9
	// r=-1     12   3   2   8
	// r=+0   13   4   0   1   7
	// r=+1     14   5   6  18
	// r=+2       15  16  17
}

// A range is every hex within n, 1+3n(n+1) of them, sorted by Q then R.
// RangeIntersection walks only where two ranges overlap: here the hexes
// within 2 of both A and B.
func ExampleRangeIntersection() {
	a, b := hex.Hex{Q: -1, R: 0}, hex.Hex{Q: 1, R: 0}
	fmt.Println(len(hex.AppendRange(nil, a, 2)), hex.RangeLen(2))
	both := map[hex.Hex]bool{}
	for h := range hex.RangeIntersection(a, 2, b, 2) {
		both[h] = true
	}
	exampleDrawPointy(2, func(h hex.Hex) string {
		switch {
		case h == a:
			return "A"
		case h == b:
			return "B"
		case both[h]:
			return "#"
		}
		return "."
	})
	// Output:
	// 19 19
	// r=-2        .   #   .
	// r=-1      .   #   #   .
	// r=+0    .   A   #   B   .
	// r=+1      .   #   #   .
	// r=+2        .   #   .
}

// Range yields its hexes by Q then R, whatever the centre.
func ExampleRange() {
	var in []hex.Hex
	for h := range hex.Range(hex.Hex{Q: 10, R: -3}, 1) {
		in = append(in, h)
	}
	fmt.Println(in)
	// Output:
	// [(9,-3) (9,-2) (10,-4) (10,-3) (10,-2) (11,-4) (11,-3)]
}

// Turning a template: a three-hex arc in front of a unit at (1,1) facing
// direction 0, turned to face each of the six directions. Rotating by k
// steps maps Direction(d)'s neighbour to Direction(d+k)'s.
func ExampleHex_RotateAround() {
	unit := hex.Hex{Q: 1, R: 1}
	arc := []hex.Hex{unit.Neighbor(0), unit.Neighbor(1), unit.Neighbor(5)}
	for k := range 6 {
		fmt.Printf("facing %d:", hex.Direction(0).Rotate(k))
		for _, h := range arc {
			fmt.Print(" ", h.RotateAround(unit, k))
		}
		fmt.Println()
	}
	// Output:
	// facing 0: (2,1) (2,0) (1,2)
	// facing 1: (2,0) (1,0) (2,1)
	// facing 2: (1,0) (0,1) (2,0)
	// facing 3: (0,1) (0,2) (1,0)
	// facing 4: (0,2) (1,2) (0,1)
	// facing 5: (1,2) (2,1) (0,2)
}

// Reflecting across an axis keeps one cube coordinate and swaps the other
// two; directions reflect the same way.
func ExampleHex_Reflect() {
	h := hex.Hex{Q: 1, R: -3} // s = 2
	for _, a := range []hex.Axis{hex.AxisQ, hex.AxisR, hex.AxisS} {
		m := h.Reflect(a)
		fmt.Printf("across %v: %v (q,r,s = %d,%d,%d); direction 0 -> %d\n", a, m, m.Q, m.R, m.S(), hex.Direction(0).Reflect(a))
	}
	// Output:
	// across Q: (1,2) (q,r,s = 1,2,-3); direction 0 -> 1
	// across R: (2,-3) (q,r,s = 2,-3,1); direction 0 -> 3
	// across S: (-3,1) (q,r,s = -3,1,2); direction 0 -> 5
}

// A layout turns hexes into points and back: a pointy grid with hexes 10
// units from centre to corner, drawn on a y-down screen with Hex{0, 0}
// centred at (100, 100).
func ExampleLayout() {
	l := hex.Layout{Orientation: hex.Pointy, Size: orb.Point{10, 10}, Origin: orb.Point{100, 100}}
	if err := l.Validate(); err != nil {
		fmt.Println(err)
		return
	}
	ne := hex.Hex{}.Neighbor(1) // north-east: up and to the right on screen
	fmt.Printf("centre of %v: %.2f\n", ne, l.HexToPoint(ne))
	fmt.Println("a click at (112, 90) is in", l.PointToHex(orb.Point{112, 90}))

	ring := l.Corners(hex.Hex{})
	fmt.Printf("%d points, closed: %v, counter-clockwise (y up): %v\n", len(ring), ring[0] == ring[6], ring.Orientation() == orb.CCW)
	a, b := l.SideSegment(hex.Hex{}, 0)
	fmt.Printf("east side: %.2f to %.2f\n", a, b)

	_, ok := l.PointToHexOK(orb.Point{math.NaN(), 0})
	fmt.Println("NaN has a hex:", ok)
	fmt.Println(hex.Layout{}.Validate())
	// Output:
	// centre of (1,-1): [108.66 85.00]
	// a click at (112, 90) is in (1,-1)
	// 7 points, closed: true, counter-clockwise (y up): true
	// east side: [108.66 95.00] to [108.66 105.00]
	// NaN has a hex: false
	// hex: layout size (0, 0): both components must be finite and positive
}
