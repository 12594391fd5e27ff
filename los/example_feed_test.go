package los_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// Trace once, judge many times: Feed reads the same traced line with each
// rule, and a rule that stops is read no further (Contributions end where
// it stopped). The hindrance scores 2 for the wood's 10 m, 1 for the
// hedge and 1 for the house's 5 m.
func ExampleFeed() {
	b := sampleBoard()
	wood, _ := b.TypeByName("wood")
	sg, err := los.NewTracer(b).Trace(geom.Segment{A: orb.Point{0, 0}, B: orb.Point{50, 0}}, 1.8, 1.8)
	if err != nil {
		fmt.Println(err)
		return
	}
	rules := map[string]los.Rule{
		"woods block": &los.HeightBlock{Blocks: func(f int) bool { return b.FeatureType(f) == wood }},
		"hindrance":   &los.ChunkSum{Weight: func(int) (float64, bool) { return 1, true }, Chunk: 5, Limit: 5},
	}
	for _, name := range []string{"woods block", "hindrance"} { // a stable order
		v := los.Feed(sg, rules[name])
		fmt.Printf("%s: seen %v, score %v, read %d of %d crossings\n", name, v.Seen, v.Score, len(v.Contributions), len(sg.Crossings))
	}
	// Output:
	// woods block: seen false, score 0, read 1 of 3 crossings
	// hindrance: seen true, score 4, read 3 of 3 crossings
}

// ChunkSum counts each stretch on its own by default: a line that leaves
// and re-enters the same wood pays a started chunk twice (2 m + 2 m score
// 2); PerFeature pools the wood's stretches first (4 m, one started
// chunk), and Full counts only whole chunks (none).
func ExampleChunkSum() {
	// A U-shaped wood: the sight line along y = 5 runs 2 m in each arm.
	b, _ := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{30, 20}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("wood")},
		Features: []terrain.Feature{terrain.NewArea("wood-u", "wood", geom.Polygon{orb.Ring{
			{10, 0}, {20, 0}, {20, 10}, {18, 10}, {18, 3}, {12, 3}, {12, 10}, {10, 10}, {10, 0}}})},
	})
	tr := los.NewTracer(b)
	seg := geom.Segment{A: orb.Point{0, 5}, B: orb.Point{30, 5}}
	one := func(int) (float64, bool) { return 1, true }
	for _, r := range []struct {
		name string
		rule *los.ChunkSum
	}{
		{"per stretch", &los.ChunkSum{Weight: one, Chunk: 5}},
		{"per feature", &los.ChunkSum{Weight: one, Chunk: 5, PerFeature: true}},
		{"whole chunks per feature", &los.ChunkSum{Weight: one, Chunk: 5, PerFeature: true, Full: true}},
	} {
		v, _ := los.Judge(tr, seg, 0, 0, r.rule)
		fmt.Printf("%s: %v\n", r.name, v.Score)
	}
	// Output:
	// per stretch: 2
	// per feature: 1
	// whole chunks per feature: 0
}
