package ground

import (
	"slices"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"pgregory.net/rapid"
)

// The box scan of small boards finds exactly the candidates of the board's
// spatial index (both test boxes against segments exactly).
func TestScanMatchesIndex(t *testing.T) {
	g := table40(t)
	if g.boxes == nil {
		t.Fatal("table40 is not scanned")
	}
	coord := func(hi float64) *rapid.Generator[float64] {
		return rapid.Custom(func(t *rapid.T) float64 {
			if rapid.Bool().Draw(t, "grid") {
				return float64(rapid.IntRange(0, int(hi)).Draw(t, "k"))
			}
			return rapid.Float64Range(0, hi).Draw(t, "x")
		})
	}
	rapid.Check(t, func(rt *rapid.T) {
		s := geom.Segment{
			A: orb.Point{coord(72).Draw(rt, "ax"), coord(48).Draw(rt, "ay")},
			B: orb.Point{coord(72).Draw(rt, "bx"), coord(48).Draw(rt, "by")},
		}
		if rapid.Bool().Draw(rt, "corner") {
			// Aim at a feature's box corner.
			f := rapid.IntRange(0, len(g.boxes)-1).Draw(rt, "f")
			s.B = g.boxes[f].Min
		}
		got := g.appendCandidates(nil, s)
		want := g.board.AppendCandidates(nil, s)
		if !slices.Equal(got, want) {
			rt.Fatalf("segment %v: scan %v, index %v", s, got, want)
		}
	})
}
