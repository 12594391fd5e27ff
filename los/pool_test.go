package los_test

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/lostest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

var woodsInches = terrain.Number("woods")

// woodsBoard is a strip of three woods and a copse of dense woods (weight
// 2) along y = 5, crossed by the line from (0 5) to (20 5) for 1.25, 0.5,
// 1.25 and 1 in.
func woodsBoard(t testing.TB) *terrain.Board {
	t.Helper()
	rect := func(x0, x1 float64) geom.Polygon {
		return geom.Polygon{orb.Ring{{x0, 0}, {x1, 0}, {x1, 10}, {x0, 10}, {x0, 0}}}
	}
	d := terrain.BoardData{Extent: orb.Bound{Max: orb.Point{20, 10}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("woods", woodsInches.Is(1)), terrain.NewType("dense", woodsInches.Is(2))},
		Features: []terrain.Feature{
			terrain.NewArea("w1", "woods", rect(2, 3.25)),
			terrain.NewArea("w2", "woods", rect(5, 5.5)),
			terrain.NewArea("w3", "woods", rect(8, 9.25)),
			terrain.NewArea("d1", "dense", rect(12, 13)),
		}}
	b, err := terrain.NewBoard(d)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestChunkSumPoolBy(t *testing.T) {
	b := woodsBoard(t)
	col, _ := terrain.FeatureColumn(b, woodsInches)
	line := geom.Segment{A: orb.Point{0, 5}, B: orb.Point{20, 5}}
	sameKind := func(int) int { return 0 }
	tests := []struct {
		name  string
		rule  los.ChunkSum
		score float64
		seen  bool
	}{
		// 2 + 1 + 2 started inches of woods, 1 of dense at 2.
		{"per stretch", los.ChunkSum{Chunk: 1}, 7, true},
		// 1.25 + 0.5 + 1.25 = 3 inches of woods: 3; dense 1 x 2.
		{"pooled by type", los.ChunkSum{Chunk: 1, PoolBy: los.PoolBy(b.FeatureType)}, 5, true},
		// One kind, but two weights: pooled per weight, as by type.
		{"one kind, two weights", los.ChunkSum{Chunk: 1, PoolBy: sameKind}, 5, true},
		// Only whole inches: 3 of woods, 1 of dense.
		{"pooled, whole chunks", los.ChunkSum{Chunk: 1, Full: true, PoolBy: los.PoolBy(b.FeatureType)}, 5, true},
		// The woods rule: blocking after 3 inches in total (a score of 4).
		{"pooled, limit 4", los.ChunkSum{Chunk: 1, PoolBy: los.PoolBy(b.FeatureType), Limit: 6}, 5, true},
		{"pooled, limit 5", los.ChunkSum{Chunk: 1, PoolBy: los.PoolBy(b.FeatureType), Limit: 5}, 5, false},
		// Exempting the observer's own woods changes nothing here: the
		// observer stands in the open.
		{"pooled, exempt", los.ChunkSum{Chunk: 1, PoolBy: los.PoolBy(b.FeatureType), Exempt: los.ExemptObserver}, 5, true},
	}
	tr := los.NewTracer(b)
	for _, c := range tests {
		r := c.rule
		r.Weight = col.Lookup
		for _, s := range []geom.Segment{line, {A: line.B, B: line.A}} {
			v, err := los.Judge(tr, s, 0, 0, &r)
			if err != nil {
				t.Fatal(err)
			}
			if v.Score != c.score || v.Seen != c.seen {
				t.Errorf("%s from %v: score %v seen %v, want %v %v", c.name, s.A, v.Score, v.Seen, c.score, c.seen)
			}
			sum := 0.0
			for _, x := range v.Contributions {
				sum += x.Amount
			}
			if sum != v.Score || len(v.Contributions) != 4 {
				t.Errorf("%s: contributions %v do not add up to %v", c.name, v.Contributions, v.Score)
			}
		}
	}
	// The pooled amount is credited to the first stretch of the pool,
	// from the observer.
	r := los.ChunkSum{Weight: col.Lookup, Chunk: 1, PoolBy: los.PoolBy(b.FeatureType)}
	v, _ := los.Judge(tr, line, 0, 0, &r)
	if got := []float64{v.Contributions[0].Amount, v.Contributions[1].Amount, v.Contributions[2].Amount, v.Contributions[3].Amount}; got[0] != 3 || got[1] != 0 || got[2] != 0 || got[3] != 2 {
		t.Errorf("amounts %v, want [3 0 0 2]", got)
	}
	if err := (&los.ChunkSum{Weight: col.Lookup, Chunk: 1, PerFeature: true, PoolBy: sameKind}).Validate(); err == nil {
		t.Error("PerFeature and PoolBy both set: no error")
	}
	if n := testing.AllocsPerRun(50, func() { los.Judge(tr, line, 0, 0, &r) }); n != 0 {
		t.Errorf("a pooled judgement allocates %v times", n)
	}
}

// Stretches of a 3-4-5 diagonal of exactly 2.5 each pool to exactly 5:
// one chunk of 5, exactly, in both directions.
func TestPooledChunksExact(t *testing.T) {
	b := diagonalWoods(t)
	col, _ := terrain.FeatureColumn(b, woodsInches)
	tr := los.NewTracer(b)
	// (0 0) -> (12 16): 20 long, x = 1.5..3 and 6..7.5 are 2.5 each, and
	// y >= 14 (x >= 10.5) another 2.5: 7.5 in all.
	for _, s := range []geom.Segment{{A: orb.Point{0, 0}, B: orb.Point{12, 16}}, {A: orb.Point{12, 16}, B: orb.Point{0, 0}}} {
		sg, err := tr.Trace(s, 0, 0)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(sg.Crossings); n != 3 {
			t.Fatalf("%d crossings", n)
		}
		for _, c := range []struct {
			cs   []los.Crossing
			size float64
			full bool
			want int
		}{
			{sg.Crossings[:2], 5, false, 1}, {sg.Crossings[:2], 5, true, 1},
			{sg.Crossings, 2.5, false, 3}, {sg.Crossings, 2.5, true, 3},
			{sg.Crossings, 7.5, false, 1}, {sg.Crossings, 7.5, true, 1},
			{sg.Crossings[1:], 5, true, 1}, {nil, 5, true, 0}, {sg.Crossings, 0, false, 0},
		} {
			if got := los.PooledChunks(c.cs, c.size, c.full); got != c.want {
				t.Errorf("from %v: %d crossings in chunks of %v (full %v): %d, want %d", s.A, len(c.cs), c.size, c.full, got, c.want)
			}
		}
		r := los.ChunkSum{Weight: col.Lookup, Chunk: 2.5, PoolBy: func(int) int { return 0 }}
		if v := los.Feed(sg, &r); v.Score != 3 {
			t.Errorf("from %v: pooled score %v, want 3", s.A, v.Score)
		}
	}
	// Crossings of different lines, or made by hand, count their rounded
	// total.
	hand := []los.Crossing{{Length: 2.5}, {Length: 2.5}}
	if got := los.PooledChunks(hand, 5, false); got != 1 {
		t.Errorf("crossings made by hand: %d, want 1", got)
	}
}

// The pooled score is, kind by kind, the chunks of the total length: an
// oracle away from ties (lengths of generated boards, in chunks of 1.7),
// and the same both ways.
func TestChunkSumPoolByOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b, vis, s := boardAndLine(t)
		full := rapid.Bool().Draw(t, "full")
		r := los.ChunkSum{Weight: vis.Lookup, Chunk: 1.7, Full: full, NoLines: true, PoolBy: los.PoolBy(b.FeatureType)}
		tr := los.NewTracer(b)
		v, err := los.Judge(tr, s, 0, 0, &r)
		if err != nil {
			t.Fatal(err)
		}
		total := map[int]float64{}
		weight := map[int]float64{}
		sg, _ := tr.Trace(s, 0, 0)
		for _, c := range sg.Crossings {
			if c.Shape == terrain.Area {
				k := b.FeatureType(c.Feature)
				total[k] += c.Length
				weight[k] = vis.At(c.Feature)
			}
		}
		want := 0.0
		for k, l := range total {
			q := l / 1.7
			if math.Abs(q-math.Round(q)) < 1e-6 {
				return // a tie: the exact test is geom's
			}
			n := math.Ceil(q)
			if full {
				n = math.Floor(q)
			}
			want += n * weight[k]
		}
		if v.Score != want {
			t.Fatalf("pooled score %v, want %v (totals %v)", v.Score, want, total)
		}
		back, _ := los.Judge(tr, geom.Segment{A: s.B, B: s.A}, 0, 0, &r)
		if back.Score != v.Score {
			t.Fatalf("score %v one way, %v the other", v.Score, back.Score)
		}
	})
}

// diagonalWoods is a board whose woods the 3-4-5 diagonal (0 0) -> (12
// 16) crosses for exactly 2.5 three times (x = 1.5..3, x = 6..7.5, and
// y >= 14), where the rounded stretch lengths are not the exact ones.
func diagonalWoods(t *testing.T) *terrain.Board {
	t.Helper()
	d := terrain.BoardData{Extent: orb.Bound{Min: orb.Point{-1, -1}, Max: orb.Point{13, 17}}, Unit: "m",
		Types: []terrain.Type{terrain.NewType("woods", woodsInches.Is(1))},
		Features: []terrain.Feature{
			terrain.NewArea("a", "woods", geom.Polygon{orb.Ring{{1.5, -1}, {3, -1}, {3, 17}, {1.5, 17}, {1.5, -1}}}),
			terrain.NewArea("b", "woods", geom.Polygon{orb.Ring{{6, -1}, {7.5, -1}, {7.5, 17}, {6, 17}, {6, -1}}}),
			terrain.NewArea("c", "woods", geom.Polygon{orb.Ring{{-1, 14}, {13, 14}, {13, 17}, {-1, 17}, {-1, 14}}}),
		}}
	b, err := terrain.NewBoard(d)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// boardAndLine draws a generated 30 × 30 board with its visibility
// column, and a sight line between two whole-numbered points of it.
func boardAndLine(t *rapid.T) (*terrain.Board, terrain.Column[float64], geom.Segment) {
	d := lostest.BoardOf(30, 8).Draw(t, "board")
	b, err := terrain.NewBoard(d)
	if err != nil {
		t.Fatal(err)
	}
	vis, _ := terrain.FeatureColumn(b, lostest.Visibility)
	pt := func(name string) orb.Point {
		return orb.Point{float64(rapid.IntRange(0, 30).Draw(t, name+"x")), float64(rapid.IntRange(0, 30).Draw(t, name+"y"))}
	}
	return b, vis, geom.Segment{A: pt("a"), B: pt("b")}
}
