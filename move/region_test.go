package move_test

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

func TestRectMatchesGeom(t *testing.T) {
	for _, k := range []hex.OffsetKind{hex.OddQ, hex.EvenQ, hex.OddR, hex.EvenR, hex.OffsetKind(9)} {
		r := move.Rect{Offset: k, Cols: 7, Rows: 5}
		for q := -10; q <= 10; q++ {
			for rr := -10; rr <= 10; rr++ {
				h := hex.Hex{Q: q, R: rr}
				o := k.FromHex(h)
				i, ok := r.Index(h)
				in := o.Col >= 0 && o.Col < 7 && o.Row >= 0 && o.Row < 5
				if ok != in || ok && (i != o.Row*7+o.Col || r.Hex(i) != h) {
					t.Fatalf("%v %v: Index = %d, %v; offset %v", k, h, i, ok, o)
				}
			}
		}
	}
	if (move.Rect{}).Len() != 0 || (move.Rect{Cols: -1, Rows: 3}).Len() != 0 {
		t.Error("empty rects not empty")
	}
	if _, ok := (move.Rect{}).Index(hex.Hex{}); ok {
		t.Error("the zero Rect contains a hex")
	}
}
