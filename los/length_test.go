package los_test

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// TestChunkSumDiagonalExactLength: lengths are counted exactly. A
// sight line from (0,0) to (30,40) (a 3-4-5 triangle scaled by 10) runs
// through a field x in [3, x1]: the stretch inside is (x1-3)/0.6 long.
// With x1 = 6 it is exactly 5, one chunk of 5, though the parameters 0.1
// and 0.2 are not representable and the float length can miss 5; with x1 = 6.0000006 it is
// 5.000001, two chunks; with x1 = 9 exactly 10, two chunks.
func TestChunkSumDiagonalExactLength(t *testing.T) {
	vis := terrain.Number("visibility")
	cases := []struct {
		name       string
		x1         float64
		chunks     float64 // a fraction counts
		fullChunks float64 // whole chunks only
	}{
		{"exactly 5", 6, 1, 1},
		{"5.000001", 6.0000006, 2, 1},
		{"4.999999", 5.9999994, 1, 0},
		{"exactly 10", 9, 2, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, err := terrain.NewBoard(terrain.BoardData{
				Extent: orb.Bound{Min: orb.Point{-10, -10}, Max: orb.Point{50, 50}}, Unit: "m",
				Types: []terrain.Type{terrain.NewType("field", vis.Is(1))},
				Features: []terrain.Feature{terrain.NewArea("field-1", "field",
					geom.Polygon{orb.Ring{{3, -10}, {c.x1, -10}, {c.x1, 50}, {3, 50}, {3, -10}}})},
			})
			if err != nil {
				t.Fatal(err)
			}
			col, _ := terrain.FeatureColumn(b, vis)
			tr := los.NewTracer(b)
			for _, s := range []geom.Segment{{A: orb.Point{0, 0}, B: orb.Point{30, 40}}, {A: orb.Point{30, 40}, B: orb.Point{0, 0}}} {
				for _, full := range []bool{false, true} {
					want := c.chunks
					if full {
						want = c.fullChunks
					}
					v, err := los.Judge(tr, s, 0, 0, &los.ChunkSum{Weight: col.Lookup, Chunk: 5, Full: full})
					if err != nil {
						t.Fatal(err)
					}
					if v.Score != want {
						t.Errorf("%v full=%v: score %v, want %v", s, full, v.Score, want)
					}
				}
			}
		})
	}
}
