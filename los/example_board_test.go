package los_test

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// sampleBoard is a 60 × 20 m board along the x axis: a wood from 10 to 20
// (4 m high), a hedge at x = 30 (1.5 m high) and a house from 40 to 45
// (6 m high).
func sampleBoard() *terrain.Board {
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Min: orb.Point{0, -10}, Max: orb.Point{60, 10}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("wood"), terrain.NewType("hedge"), terrain.NewType("house")},
		Features: []terrain.Feature{
			{ID: "wood-1", Type: "wood", Shape: terrain.Area, Polygon: rect(10, -5, 20, 5), Height: 4, HasHeight: true},
			{ID: "hedge-1", Type: "hedge", Shape: terrain.Line, LineString: orb.LineString{{30, -5}, {30, 5}}, Height: 1.5, HasHeight: true},
			{ID: "house-1", Type: "house", Shape: terrain.Area, Polygon: rect(40, -2, 45, 2), Height: 6, HasHeight: true},
		},
	})
	if err != nil {
		panic(err)
	}
	return b
}

// Tracing a sight line lists what it meets, in order from the observer,
// with the distances a ruleset reads.
func ExampleTracer_Trace() {
	b := sampleBoard()
	tr := los.NewTracer(b) // reusable: keep one per goroutine
	sg, err := tr.Trace(geom.Segment{A: orb.Point{0, 0}, B: orb.Point{50, 0}}, 1.8, 1.8)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("length", sg.Length)
	for _, c := range sg.Crossings {
		fmt.Printf("%s: enter %.4g, leave %.4g, length %.4g\n", b.Feature(c.Feature).ID, c.Enter, c.Leave, c.Length)
	}
	// Output:
	// length 50
	// wood-1: enter 10, leave 20, length 10
	// hedge-1: enter 30, leave 30, length 0
	// house-1: enter 40, leave 45, length 5
}

// Crossing.Chunks counts exact chunks: 10 m straight across the wood is
// two chunks of 5 whether fractions count or not; a slanted line of
// √109 ≈ 10.44 m is three started chunks but two whole ones.
func ExampleCrossing_Chunks() {
	tr := los.NewTracer(sampleBoard())
	for _, y := range []float64{0, 3} {
		// A slanted line through the wood is longer than 10 m.
		sg, _ := tr.Trace(geom.Segment{A: orb.Point{10, y}, B: orb.Point{20, 0}}, 0, 0)
		c := sg.Crossings[0]
		fmt.Printf("%.2f m: %d started, %d whole chunks of 5 m\n", c.Length, c.Chunks(5, false), c.Chunks(5, true))
	}
	// Output:
	// 10.00 m: 2 started, 2 whole chunks of 5 m
	// 10.44 m: 3 started, 2 whole chunks of 5 m
}

// The smallest rule is one function that says where sight ends: an
// AccumulatorFunc that stops at the first house, which BlockWhere reads
// as a rule blocked there. Feed reads a traced line, so one trace can be
// judged by several rules.
func ExampleBlockWhere() {
	b := sampleBoard()
	house, _ := b.TypeByName("house")
	stopAtHouse := los.BlockWhere(los.AccumulatorFunc(func(c los.Crossing) bool {
		return b.FeatureType(c.Feature) == house
	}))
	tr := los.NewTracer(b)
	for _, x := range []float64{35, 55} {
		sg, _ := tr.Trace(geom.Segment{A: orb.Point{0, 0}, B: orb.Point{x, 0}}, 0, 0)
		v := los.Feed(sg, stopAtHouse)
		fmt.Printf("to x=%v: seen %v, blocked %v at %v m\n", x, v.Seen, v.Blocked, v.BlockedAt)
	}
	// Output:
	// to x=35: seen true, blocked false at 0 m
	// to x=55: seen false, blocked true at 40 m
}

// HeightBlock reads heights in 3D: from 10 m up (a church tower) the line
// to a man 1.8 m tall at x = 35 is 5.3 m up over the wood's far edge and
// 3.0 m over the hedge, so it clears both; the 6 m house still hides a man
// at x = 50, and the line is lowest, so blocked, at the house's far wall.
func ExampleHeightBlock() {
	b := sampleBoard()
	r := &los.HeightBlock{Blocks: func(int) bool { return true }}
	tr := los.NewTracer(b)
	for _, tc := range []struct {
		name   string
		from   float64
		target float64
	}{{"from the ground to x=35", 1.8, 35}, {"from the tower to x=35", 10, 35}, {"from the tower to x=50", 10, 50}} {
		v, err := los.Judge(tr, geom.Segment{A: orb.Point{0, 0}, B: orb.Point{tc.target, 0}}, tc.from, 1.8, r)
		if err != nil {
			fmt.Println(err)
			return
		}
		if v.Seen {
			fmt.Printf("%s: seen\n", tc.name)
			continue
		}
		blocker := v.Contributions[len(v.Contributions)-1].Feature
		fmt.Printf("%s: blocked by %s\n", tc.name, b.Feature(blocker).ID)
	}
	// Output:
	// from the ground to x=35: blocked by wood-1
	// from the tower to x=35: seen
	// from the tower to x=50: blocked by house-1
}

// All joins rules: the line is seen when every rule sees it, and the
// scores add. Here the wood costs 1 per started 5 m (10 m scores 2, under
// the limit of 3) and the hedge and the house block where they are taller
// than the line: the hedge (1.5 m) is not, the house (6 m) is.
func ExampleAll() {
	b := sampleBoard()
	wood, _ := b.TypeByName("wood")
	hindrance := &los.ChunkSum{
		Weight: func(f int) (float64, bool) { return 1, b.FeatureType(f) == wood },
		Chunk:  5, Limit: 3,
	}
	height := &los.HeightBlock{Blocks: func(f int) bool { return b.FeatureType(f) != wood }}
	all := &los.All{Rules: []los.Rule{hindrance, height}}
	tr := los.NewTracer(b)
	for _, x := range []float64{25, 35, 50} {
		v, _ := los.Judge(tr, geom.Segment{A: orb.Point{0, 0}, B: orb.Point{x, 0}}, 1.8, 1.8, all)
		fmt.Printf("to x=%v: seen %v, score %v, blocked %v\n", x, v.Seen, v.Score, v.Blocked)
	}
	// Output:
	// to x=25: seen true, score 2, blocked false
	// to x=35: seen true, score 2, blocked false
	// to x=50: seen false, score 2, blocked true
}

// An observer standing inside the wood at its edge sees out: ExemptObserver
// ignores the feature the observer stands in. Swapped gives the same
// verdict when the two units change roles.
func ExampleExempt() {
	b := sampleBoard()
	wood, _ := b.TypeByName("wood")
	tr := los.NewTracer(b)
	seg := geom.Segment{A: orb.Point{18, 0}, B: orb.Point{28, 0}}
	for i, e := range []los.Exempt{0, los.ExemptObserver} {
		r := &los.ChunkSum{Weight: func(f int) (float64, bool) { return 1, b.FeatureType(f) == wood }, Chunk: 5, Limit: 1, Exempt: e}
		v, _ := los.Judge(tr, seg, 0, 0, r)
		back, _ := los.Judge(tr, geom.Segment{A: seg.B, B: seg.A}, 0, 0, &los.ChunkSum{Weight: r.Weight, Chunk: 5, Limit: 1, Exempt: e.Swapped()})
		fmt.Printf("%s: seen %v, the other way %v\n", []string{"no exemption", "ExemptObserver"}[i], v.Seen, back.Seen)
	}
	// Output:
	// no exemption: seen false, the other way false
	// ExemptObserver: seen true, the other way true
}

// AppendVisible answers "which of these targets does the observer see"
// in one call, consistent with pairwise Judge. From (0, 8), north of the
// wood (which reaches y = 5), the lines to (25, 0) and (50, 0) cut
// through it.
func ExampleAppendVisible() {
	b := sampleBoard()
	r := &los.HeightBlock{Blocks: func(int) bool { return true }}
	targets := []orb.Point{{5, 0}, {25, 0}, {25, 8}, {50, 0}, {50, 8}}
	seen, err := los.AppendVisible(nil, los.NewTracer(b), r, orb.Point{0, 8}, 1.8, targets, 1.8)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, i := range seen {
		fmt.Println("sees", targets[i])
	}
	// Output:
	// sees [5 0]
	// sees [25 8]
	// sees [50 8]
}
