package move

import (
	"github.com/warkit/warkit/geom/hex"
	"pgregory.net/rapid"
)

// ShuffledRegion is a Rect numbered in a random order: a region whose
// hexes' neighbours sit at irregular index offsets. It is exported for
// this package's external tests too (a test-only identifier: it is
// compiled into test binaries only).
type ShuffledRegion struct {
	r         Rect
	perm, inv []int
}

func (s ShuffledRegion) Len() int { return s.r.Len() }

func (s ShuffledRegion) Index(h hex.Hex) (int, bool) {
	i, ok := s.r.Index(h)
	if !ok {
		return 0, false
	}
	return s.inv[i], true
}

func (s ShuffledRegion) Hex(i int) hex.Hex { return s.r.Hex(s.perm[i]) }

// DrawShuffled draws a random numbering of r.
func DrawShuffled(rt *rapid.T, r Rect) ShuffledRegion {
	ids := make([]int, r.Len())
	for i := range ids {
		ids[i] = i
	}
	perm := rapid.Permutation(ids).Draw(rt, "perm")
	inv := make([]int, len(perm))
	for j, i := range perm {
		inv[i] = j
	}
	return ShuffledRegion{r, perm, inv}
}

// DrawRect draws a Rect of any offset layout, 1 to side hexes a side,
// with its origin within ±orig of (0, 0) in each coordinate.
func DrawRect(rt *rapid.T, side, orig int) Rect {
	return Rect{
		Offset: hex.OffsetKind(rapid.IntRange(0, 3).Draw(rt, "offset")),
		Cols:   rapid.IntRange(1, side).Draw(rt, "cols"), Rows: rapid.IntRange(1, side).Draw(rt, "rows"),
		Origin: hex.Offset{Col: rapid.IntRange(-orig, orig).Draw(rt, "col0"), Row: rapid.IntRange(-orig, orig).Draw(rt, "row0")},
	}
}
