package move

import (
	"testing"

	"github.com/warkit/warkit/geom"
)

// TestRectIndexAgrees holds the workspace's pointer form of Rect.Index to
// the exported one, over every layout (an invalid kind counts as OddQ),
// shifted and unshifted origins, and empty and negative sizes.
func TestRectIndexAgrees(t *testing.T) {
	kinds := []geom.OffsetKind{geom.OddQ, geom.EvenQ, geom.OddR, geom.EvenR, -1, 4, 9}
	origins := []geom.Offset{{}, {Col: 3, Row: -2}, {Col: -5, Row: 7}}
	sizes := [][2]int{{7, 5}, {1, 1}, {0, 4}, {-3, 2}, {6, 0}}
	checked := 0
	for _, k := range kinds {
		for _, o := range origins {
			for _, sz := range sizes {
				r := Rect{Offset: k, Cols: sz[0], Rows: sz[1], Origin: o}
				for q := -12; q <= 12; q++ {
					for rr := -12; rr <= 12; rr++ {
						h := geom.Hex{Q: q, R: rr}
						i, ok := r.Index(h)
						j, ok2 := r.index(h)
						if i != j || ok != ok2 {
							t.Fatalf("%+v %v: Index = %d, %v; index = %d, %v", r, h, i, ok, j, ok2)
						}
						if ok {
							checked++
						}
					}
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no hex fell inside any rect: the test checked nothing")
	}
}
