package move

import (
	"slices"
	"testing"

	"github.com/warkit/warkit/geom/hex"
)

// TestRectIndexAgrees holds the workspace's pointer form of Rect.Index to
// the exported one, over every layout (an invalid kind counts as OddQ),
// shifted and unshifted origins, and empty and negative sizes.
func TestRectIndexAgrees(t *testing.T) {
	kinds := []hex.OffsetKind{hex.OddQ, hex.EvenQ, hex.OddR, hex.EvenR, -1, 4, 9}
	origins := []hex.Offset{{}, {Col: 3, Row: -2}, {Col: -5, Row: 7}}
	sizes := [][2]int{{7, 5}, {1, 1}, {0, 4}, {-3, 2}, {6, 0}}
	checked := 0
	for _, k := range kinds {
		for _, o := range origins {
			for _, sz := range sizes {
				r := Rect{Offset: k, Cols: sz[0], Rows: sz[1], Origin: o}
				for q := -12; q <= 12; q++ {
					for rr := -12; rr <= 12; rr++ {
						h := hex.Hex{Q: q, R: rr}
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

// plainRegion hides a Rect's type, so that NewWorkspace numbers it through
// the Region interface with the general checks.
type plainRegion struct{ r Rect }

func (p plainRegion) Len() int                    { return p.r.Len() }
func (p plainRegion) Index(h hex.Hex) (int, bool) { return p.r.Index(h) }
func (p plainRegion) Hex(i int) hex.Hex           { return p.r.Hex(i) }

// TestNumberRectAgrees holds numberRect's neighbour table (offsets inside
// the rect, index computations on its border) to the general numbering's,
// over every layout, origins of both parities and signs, and sizes from a
// single hex to ones with inner hexes. (An invalid kind is refused by
// NewWorkspace: TestIssue33NewWorkspaceUnknownOffset.)
func TestNumberRectAgrees(t *testing.T) {
	kinds := []hex.OffsetKind{hex.OddQ, hex.EvenQ, hex.OddR, hex.EvenR}
	origins := []hex.Offset{{}, {Col: 3, Row: -2}, {Col: -5, Row: 7}, {Col: -4, Row: -3}}
	sizes := [][2]int{{1, 1}, {3, 3}, {4, 4}, {5, 4}, {4, 7}, {9, 6}, {1, 8}, {8, 1}}
	inner := 0
	for _, k := range kinds {
		for _, o := range origins {
			for _, sz := range sizes {
				r := Rect{Offset: k, Cols: sz[0], Rows: sz[1], Origin: o}
				w1, err1 := NewWorkspace(r)
				w2, err2 := NewWorkspace(plainRegion{r})
				if err1 != nil || err2 != nil {
					t.Fatalf("%v: %v, %v", r, err1, err2)
				}
				if !slices.Equal(w1.hexes, w2.hexes) || !slices.Equal(w1.nbr, w2.nbr) {
					t.Fatalf("%+v: numberRect differs from the general numbering:\n%v\n%v", r, w1.nbr, w2.nbr)
				}
				if _, _, ok := w1.rectDeltas(&r); ok {
					inner++
				}
			}
		}
	}
	if inner == 0 {
		t.Fatal("no rect had inner hexes: the offsets were never used")
	}
}
