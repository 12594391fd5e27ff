package los_test

import (
	"math"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

// stripBoard is a 60 m strip with a wood (visibility 1) from 10 to 20, a
// wall (opaque line) at 25 and a field from 30 to 40.
func stripBoard(t testing.TB) *terrain.Board {
	vis := terrain.Number("visibility")
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Min: orb.Point{0, -10}, Max: orb.Point{60, 10}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("wood", vis.Is(1)), terrain.NewType("wall")},
		Features: []terrain.Feature{
			terrain.NewArea("wood-1", "wood", geom.Polygon{orb.Ring{{10, -5}, {20, -5}, {20, 5}, {10, 5}, {10, -5}}}),
			terrain.NewLine("wall-1", "wall", orb.LineString{{25, -5}, {25, 5}}),
			terrain.NewArea("wood-2", "wood", geom.Polygon{orb.Ring{{30, -5}, {40, -5}, {40, 5}, {30, 5}, {30, -5}}}),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var stripSeg = geom.Segment{A: orb.Point{0, 0}, B: orb.Point{50, 0}}

// Misconfigured and nil rules are errors from Judge, never panics; Feed
// gives the zero verdict (unseen) instead.
func TestJudgeRejectsMisuse(t *testing.T) {
	b := stripBoard(t)
	tr := los.NewTracer(b)
	var nilSum *los.ChunkSum
	cases := []struct {
		name string
		acc  los.Rule
		want string
	}{
		{"nil accumulator", nil, "nil accumulator"},
		{"BlockWhere of nil", los.BlockWhere(nil), "nil accumulator"},
		{"BlockWhere of a zero HeightBlock", los.BlockWhere(&los.HeightBlock{}), "without Blocks"},
		{"zero ChunkSum", &los.ChunkSum{}, "without Weight"},
		{"ChunkSum without chunk", &los.ChunkSum{Weight: func(int) (float64, bool) { return 1, true }}, "Chunk must be positive"},
		{"ChunkSum infinite chunk", &los.ChunkSum{Weight: func(int) (float64, bool) { return 1, true }, Chunk: math.Inf(1)}, "Chunk must be positive"},
		{"ChunkSum NaN limit", &los.ChunkSum{Weight: func(int) (float64, bool) { return 1, true }, Chunk: 1, Limit: math.NaN()}, "NaN Limit"},
		{"ChunkSum NaN Beyond", &los.ChunkSum{Weight: func(int) (float64, bool) { return 1, true }, Chunk: 1, Beyond: math.NaN()}, "Beyond"},
		{"ChunkSum negative Beyond", &los.ChunkSum{Weight: func(int) (float64, bool) { return 1, true }, Chunk: 1, Beyond: -4}, "Beyond"},
		{"ChunkSum infinite Beyond", &los.ChunkSum{Weight: func(int) (float64, bool) { return 1, true }, Chunk: 1, Beyond: math.Inf(1)}, "Beyond"},
		{"typed nil ChunkSum", nilSum, "nil ChunkSum"},
		{"zero HeightBlock", &los.HeightBlock{}, "without Blocks"},
		{"All with a nil rule", &los.All{Rules: []los.Rule{nil}}, "nil accumulator"},
		{"All with a zero rule", &los.All{Rules: []los.Rule{&los.HeightBlock{}}}, "without Blocks"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := los.Judge(tr, stripSeg, 0, 0, c.acc)
			if err == nil || !strings.HasPrefix(err.Error(), "los: ") || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Judge: error %v, want one with %q", err, c.want)
			}
		})
	}
	if _, err := los.Judge(nil, stripSeg, 0, 0, &los.HeightBlock{Blocks: func(int) bool { return true }}); err == nil {
		t.Fatal("Judge with a nil tracer: no error")
	}
	sg, err := tr.Trace(stripSeg, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	// Feed gives the zero verdict (unseen) for a rule that fails its
	// validation, typed nil pointers included, rather than panicking or
	// seeing through a rule that reads nothing.
	var nilBlock *los.HeightBlock
	var nilAll *los.All
	for _, a := range []los.Rule{&los.ChunkSum{}, &los.HeightBlock{}, &los.All{Rules: []los.Rule{nil, &los.ChunkSum{}}},
		nilSum, nilBlock, nilAll, los.BlockWhere(los.AccumulatorFunc(nil))} {
		if v := los.Feed(sg, a); v.Seen || v.Score != 0 {
			t.Errorf("Feed(%T invalid) = %+v, want the zero verdict", a, v)
		}
	}
	if v := los.Feed(nil, &los.ChunkSum{}); v.Seen {
		t.Errorf("Feed(nil sight) = %+v, want the zero verdict", v)
	}
	if v := los.Feed(sg, nil); v.Seen {
		t.Errorf("Feed(nil accumulator) = %+v, want the zero verdict", v)
	}
}

// BlockWhere of an AccumulatorFunc blocks where it stops; Judge stops
// reading there. The rule is reused: each line starts seen.
func TestBlockWhereBlocksWhereItStops(t *testing.T) {
	b := stripBoard(t)
	wall, _ := b.TypeByName("wall")
	reads := 0
	f := los.BlockWhere(los.AccumulatorFunc(func(c los.Crossing) bool {
		reads++
		return b.FeatureType(c.Feature) == wall && c.Through
	}))
	v, err := los.Judge(los.NewTracer(b), stripSeg, 0, 0, f)
	if err != nil {
		t.Fatal(err)
	}
	if v.Seen || !v.Blocked || v.BlockedAt != 25 || reads != 2 {
		t.Fatalf("verdict %+v after %d reads: want blocked at 25 after 2", v, reads)
	}
	reads = 0
	v, err = los.Judge(los.NewTracer(b), geom.Segment{A: orb.Point{0, 0}, B: orb.Point{22, 0}}, 0, 0, f)
	if err != nil {
		t.Fatal(err)
	}
	if !v.Seen || v.Blocked || reads != 1 {
		t.Fatalf("verdict %+v after %d reads: want seen after 1", v, reads)
	}
}

// wallScore is a user's rule on los.Tally: 1 point per wood crossed, the
// wall blocks, and 2 points or more hide the target.
type wallScore struct {
	board      *terrain.Board
	wood, wall int
	los.Tally
}

func (r *wallScore) Add(c los.Crossing) bool {
	switch r.board.FeatureType(c.Feature) {
	case r.wood:
		r.Record(&c, 1, false, 0)
	case r.wall:
		r.Record(&c, 0, true, c.Enter)
		return true
	default:
		r.Record(&c, 0, false, 0)
	}
	return false
}

func (r *wallScore) Verdict() los.Verdict {
	v := r.Tally.Verdict()
	v.Seen = v.Seen && v.Score < 2
	return v
}

// The bookkeeping a user's rule embeds fills the contributions, the
// score, and the block; the rule stops at the block.
func TestTallyIsTheBookkeeping(t *testing.T) {
	b := stripBoard(t)
	wood, _ := b.TypeByName("wood")
	wall, _ := b.TypeByName("wall")
	r := &wallScore{board: b, wood: wood, wall: wall}
	tr := los.NewTracer(b)
	v, err := los.Judge(tr, stripSeg, 0, 0, r)
	if err != nil {
		t.Fatal(err)
	}
	if v.Seen || !v.Blocked || v.BlockedAt != 25 || v.Score != 1 || len(v.Contributions) != 2 || !v.Contributions[1].Blocks || v.Contributions[1].Crossing != 1 {
		t.Fatalf("verdict %+v: want blocked at 25, score 1, two contributions", v)
	}
	if r.Score() != 1 || !r.Blocked() || r.Sight() == nil || r.Len() != 2 {
		t.Fatalf("tally: score %v blocked %v", r.Score(), r.Blocked())
	}
	// Reused: Begin resets everything.
	v, err = los.Judge(tr, geom.Segment{A: orb.Point{0, 0}, B: orb.Point{22, 0}}, 0, 0, r)
	if err != nil || !v.Seen || v.Blocked || v.Score != 1 || len(v.Contributions) != 1 {
		t.Fatalf("reused: %+v, %v", v, err)
	}
	// All reads a stopped rule no further, and stops when all have.
	all := &los.All{Rules: []los.Rule{&wallScore{board: b, wood: wood, wall: wall}, &wallScore{board: b, wood: wood, wall: wall}}}
	v, err = los.Judge(tr, stripSeg, 0, 0, all)
	if err != nil || v.Seen || v.BlockedAt != 25 || len(v.Contributions) != 4 || v.Score != 2 {
		t.Fatalf("All: %+v, %v", v, err)
	}
	if got := los.Feed(mustTrace(t, tr, stripSeg), all); len(got.Contributions) != 4 {
		t.Fatalf("All read past the stop: %+v", got)
	}
	if got := los.Feed(mustTrace(t, tr, stripSeg), &los.All{}); !got.Seen {
		t.Fatalf("empty All: %+v", got)
	}
}

func mustTrace(t *testing.T, tr *los.Tracer, s geom.Segment) *los.Sight {
	t.Helper()
	sg, err := tr.Trace(s, 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	return sg
}

// Judging with a rule that stops at the first block allocates nothing.
func TestStopAllocatesNothing(t *testing.T) {
	b := stripBoard(t)
	wood, _ := b.TypeByName("wood")
	wall, _ := b.TypeByName("wall")
	r := &wallScore{board: b, wood: wood, wall: wall}
	tr := los.NewTracer(b)
	_, _ = los.Judge(tr, stripSeg, 0, 0, r)
	if n := testing.AllocsPerRun(100, func() { _, _ = los.Judge(tr, stripSeg, 0, 0, r) }); n != 0 {
		t.Fatalf("%v allocations per Judge", n)
	}
}

// BenchmarkFeedStop shows what honouring stop saves: one sight line
// across a 72 x 48 in table through many pieces, read by a rule that
// blocks at the first wood, once stopping there and once reading on.
// The trace itself computes every crossing (they are sorted along the
// line), so the saving is the reading: see "judge" for the whole cost.
func BenchmarkFeedStop(b *testing.B) {
	board := tableBoard(b)
	wood, _ := board.TypeByName("wood")
	tr := los.NewTracer(board)
	seg := geom.Segment{A: orb.Point{1, 24}, B: orb.Point{71, 25}}
	sg, err := tr.Trace(seg, 0, 0)
	if err != nil || len(sg.Crossings) < 10 {
		b.Fatalf("%d crossings, %v", len(sg.Crossings), err)
	}
	for _, stop := range []bool{true, false} {
		r := &firstWood{board: board, wood: wood, stop: stop}
		name := map[bool]string{true: "stop", false: "read-all"}[stop]
		b.Run("feed/"+name, func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				n += len(los.Feed(sg, r).Contributions)
			}
			_ = n
		})
		b.Run("judge/"+name, func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				v, _ := los.Judge(tr, seg, 0, 0, r)
				n += len(v.Contributions)
			}
			_ = n
		})
	}
}

// firstWood blocks at the first wood; with stop false it reads every
// crossing anyway (as every rule did before stop was honoured).
type firstWood struct {
	board *terrain.Board
	wood  int
	stop  bool
	los.Tally
}

func (r *firstWood) Add(c los.Crossing) bool {
	blocks := r.board.FeatureType(c.Feature) == r.wood && c.Length > 0
	r.Record(&c, float64(c.Chunks(1, false)), blocks, c.Enter)
	return blocks && r.stop
}

// A ChunkSum weight must be finite and not negative: a negative one (a
// wood that helps sight) makes the score NaN and the line unseen, so
// -1e308 times a saturated chunk count no longer reads as a score of
// -Inf, seen under any limit; a positive sum saturates at +Inf, which
// reaches the limit. The reviewer's inputs, through Judge and base to
// base.
func TestChunkSumRefusesNegativeWeights(t *testing.T) {
	tr := los.NewTracer(stripBoard(t))
	for _, c := range []struct {
		name   string
		weight float64
		chunk  float64
		limit  float64
		seen   bool
		nan    bool
	}{
		{"negative", -1, 1, 3, false, true},
		{"-1e308 on a saturated count", -1e308, 1e-300, 1, false, true},
		{"1e308 on a saturated count, a limit", 1e308, 1e-300, 1, false, false},
		{"1e308 on a saturated count, no limit", 1e308, 1e-300, 0, true, false},
		{"minus zero", math.Copysign(0, -1), 1, 1, true, false},
	} {
		r := &los.ChunkSum{Weight: func(int) (float64, bool) { return c.weight, true }, Chunk: c.chunk, Limit: c.limit}
		v, err := los.Judge(tr, stripSeg, 0, 0, r)
		if err != nil {
			t.Fatal(err)
		}
		if v.Seen != c.seen || math.IsNaN(v.Score) != c.nan || v.Score < 0 {
			t.Errorf("%s: seen %v score %v, want seen %v (NaN %v)", c.name, v.Seen, v.Score, c.seen, c.nan)
		}
	}
	b := stripBoard(t)
	var w los.BaseSolver
	v, err := w.Judge(&los.BaseSight{From: geom.Disc{Center: orb.Point{2, 0}, R: 0.5}, To: geom.Disc{Center: orb.Point{48, 0}, R: 0.5}, Board: b,
		Rule: &los.ChunkSum{Weight: func(int) (float64, bool) { return -1e308, true }, Chunk: 1e-300, Limit: 1}})
	if err != nil || v.Seen {
		t.Errorf("base to base, weight -1e308: seen %v score %v (%v), want unseen", v.Seen, v.Score, err)
	}
}
