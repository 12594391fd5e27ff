package draw_test

import (
	"fmt"
	"io"
	"testing"

	"github.com/warkit/warkit/draw"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// BenchmarkHexMapReach draws a whole map with its hex numbers, a reach of
// 12 MP with its numbers, and a stack of counters, then writes it: label
// placement included.
func BenchmarkHexMapReach(b *testing.B) {
	for _, size := range []struct{ cols, rows int }{{60, 40}, {99, 99}} {
		b.Run(fmt.Sprintf("%dx%d", size.cols, size.rows), func(b *testing.B) {
			m := plainMap(b, size.cols, size.rows)
			start, _ := m.Parse("1010")
			cost := move.StepCost(func(from, to hex.Hex, s hex.Side) (float64, bool) { return 1, m.Contains(to) })
			tree, err := move.Reach(move.RectOf(m), start, cost, move.ReachOptions{Allowance: 12})
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				c := draw.NewHexMap(m, 20)
				must(b, c.HexMap(m))
				must(b, c.Reach(tree))
				must(b, c.Counters(start, []draw.Counter{{Name: "1/95", Symbol: draw.Infantry, Values: "4-3-4"}}))
				if _, err := c.WriteTo(io.Discard); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
