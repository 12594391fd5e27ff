package move

import (
	"slices"
	"testing"

	"github.com/warkit/warkit/geom/hex"
	"pgregory.net/rapid"
)

// TestAroundComputedMatchesTable checks the computed neighbours of a large
// Rect (aroundRect) against the loaded table, and Rect.hexAt
// against Rect.Hex, on small maps of every offset layout and origin with
// the computed path forced on; then that Dijkstra gives the same tree
// both ways.
func TestAroundComputedMatchesTable(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		r := DrawRect(rt, 9, 5)
		loaded, err := NewWorkspace(r)
		if err != nil {
			rt.Fatal(err)
		}
		computed, _ := NewWorkspace(r)
		computed.rect, computed.isRect = r, true
		var b2 [6]int32
		for i := range int32(r.Len()) {
			h1, n1 := loaded.hexes[i], loaded.nbr[6*i:6*i+6]
			h2, n2 := computed.aroundRect(i, &b2), b2[:]
			if h1 != h2 || !slices.Equal(n1, n2) || r.hexAt(int(i)) != r.Hex(int(i)) {
				rt.Fatalf("index %d: loaded %v %v, computed %v %v, Hex %v", i, h1, n1, h2, n2, r.Hex(int(i)))
			}
		}
		entry := make([]float64, r.Len())
		for i := range entry {
			entry[i] = float64(rapid.IntRange(0, 3).Draw(rt, "entry"))
		}
		cost := func(from, to hex.Hex, s hex.Side) (float64, bool) {
			i, ok := r.Index(to)
			return entry[i], ok && entry[i] > 0
		}
		start := r.Hex(rapid.IntRange(0, r.Len()-1).Draw(rt, "start"))
		t1, err1 := loaded.Dijkstra(start, cost)
		t2, err2 := computed.Dijkstra(start, cost)
		if err1 != nil || err2 != nil {
			rt.Fatal(err1, err2)
		}
		for h, a := range t1.All() {
			if b, ok := t2.At(h); !ok || a != b {
				rt.Fatalf("%v: loaded %+v, computed %+v %v", h, a, b, ok)
			}
		}
		if t1.Len() != t2.Len() {
			rt.Fatalf("loaded %d hexes, computed %d", t1.Len(), t2.Len())
		}
	})
}
