package los_test

import (
	"math"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// beyondBoard is a 20 x 10 in board of woods (weight 1) from the given
// rings, for the line from (0 5) to (20 5).
func beyondBoard(t testing.TB, rings ...orb.Ring) *terrain.Board {
	t.Helper()
	d := terrain.BoardData{Extent: orb.Bound{Max: orb.Point{20, 10}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("woods", woodsInches.Is(1))}}
	for i, r := range rings {
		d.Features = append(d.Features, terrain.NewArea("w"+string(rune('a'+i)), "woods", geom.Polygon{r}))
	}
	b, err := terrain.NewBoard(d)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func strip(x0, x1 float64) orb.Ring {
	return orb.Ring{{x0, 0}, {x1, 0}, {x1, 10}, {x0, 10}, {x0, 0}}
}

// u is one wood shaped like a U, crossed by y = 5 along [2, 4] and [6, x1].
func u(x1 float64) orb.Ring {
	return orb.Ring{{2, 0}, {4, 0}, {4, 8}, {6, 8}, {6, 0}, {x1, 0}, {x1, 10}, {2, 10}, {2, 0}}
}

// Beyond blocks a line whose counted length is strictly longer, decided
// exactly: 4 in of woods are seen, 4 in and an ulp are not, per stretch,
// per feature and pooled by kind, whichever end observes.
func TestChunkSumBeyond(t *testing.T) {
	over := math.Nextafter(8, 9) // a stretch to over is an ulp longer
	type mode int
	const (
		perStretch mode = iota
		perFeature
		poolBy
	)
	tests := []struct {
		name    string
		rings   []orb.Ring
		mode    mode
		full    bool
		blocked bool
		at      float64 // BlockedAt from (0 5)
		back    float64 // and from (20 5), rounded
		score   float64 // in chunks of 2
	}{
		{name: "per stretch: 4 in exactly is seen", rings: []orb.Ring{strip(4, 8)}, score: 2},
		{name: "per stretch: 4 in and an ulp is blocked where it passes 4", rings: []orb.Ring{strip(4, over)}, blocked: true, at: 8, back: 16, score: 3},
		{name: "per stretch: two stretches of 2 in of one wood are seen", rings: []orb.Ring{u(8)}, score: 2},
		{name: "per feature: a wood crossed twice for 2 in is 4 in, seen", rings: []orb.Ring{u(8)}, mode: perFeature, score: 2},
		{name: "per feature: for 2 in and 2 in and an ulp, blocked in its second stretch", rings: []orb.Ring{u(over)}, mode: perFeature, blocked: true, at: 8, back: 18, score: 3},
		{name: "per feature: two woods of 2 in each are seen", rings: []orb.Ring{strip(2, 4), strip(6, 8)}, mode: perFeature, score: 2},
		{name: "pooled by kind: two woods of 2 in are 4 in, seen", rings: []orb.Ring{strip(2, 4), strip(6, 8)}, mode: poolBy, score: 2},
		{name: "pooled by kind: and an ulp, blocked in the second wood", rings: []orb.Ring{strip(2, 4), strip(6, over)}, mode: poolBy, blocked: true, at: 8, back: 18, score: 3},
		{name: "whole chunks pooled: 4 in score 2 and are seen", rings: []orb.Ring{strip(2, 4), strip(6, 8)}, mode: poolBy, full: true, score: 2},
		{name: "whole chunks pooled: 4.5 in score 2 too, but are blocked", rings: []orb.Ring{strip(2, 4), strip(6, 8.5)}, mode: poolBy, full: true, blocked: true, at: 8, back: 17.5, score: 2},
	}
	line := geom.Segment{A: orb.Point{0, 5}, B: orb.Point{20, 5}}
	for _, c := range tests {
		t.Run(c.name, func(t *testing.T) {
			b := beyondBoard(t, c.rings...)
			col, _ := terrain.FeatureColumn(b, woodsInches)
			r := &los.ChunkSum{Weight: col.Lookup, Chunk: 2, Full: c.full, Beyond: 4, PerFeature: c.mode == perFeature}
			if c.mode == poolBy {
				r.PoolBy = los.PoolBy(b.FeatureType)
			}
			tr := los.NewTracer(b)
			for k, s := range []geom.Segment{line, {A: line.B, B: line.A}} {
				v, err := los.Judge(tr, s, 0, 0, r)
				if err != nil {
					t.Fatal(err)
				}
				if v.Blocked != c.blocked || v.Seen == c.blocked || v.Score != c.score {
					t.Fatalf("from %v: seen %v blocked %v score %v, want blocked %v score %v", s.A, v.Seen, v.Blocked, v.Score, c.blocked, c.score)
				}
				marked := 0
				for _, x := range v.Contributions {
					if x.Blocks {
						marked++
					}
				}
				if c.blocked != (marked == 1) || marked > 1 {
					t.Fatalf("from %v: %d contributions block: %+v", s.A, marked, v.Contributions)
				}
				if c.blocked && k == 0 && v.BlockedAt != c.at {
					t.Fatalf("blocked at %v, want %v", v.BlockedAt, c.at)
				}
				if c.blocked && k == 1 && math.Abs(v.BlockedAt-c.back) > 1e-12 {
					t.Fatalf("from %v: blocked at %v, want %v", s.A, v.BlockedAt, c.back)
				}
			}
		})
	}
}

// On a 3-4-5 diagonal, where the rounded lengths are not the exact ones,
// stretches of exactly 2.5 pool to exactly 7.5: Beyond 2.5 and 7.5 see
// the line, the floats just below them block it, both ways.
func TestChunkSumBeyondDiagonalExact(t *testing.T) {
	b := diagonalWoods(t)
	col, _ := terrain.FeatureColumn(b, woodsInches)
	tr := los.NewTracer(b)
	for _, c := range []struct {
		name    string
		beyond  float64
		pool    bool
		blocked bool
	}{
		{"per stretch: 2.5 exactly", 2.5, false, false},
		{"per stretch: below 2.5", math.Nextafter(2.5, 0), false, true},
		{"pooled: 7.5 exactly", 7.5, true, false},
		{"pooled: below 7.5", math.Nextafter(7.5, 0), true, true},
	} {
		r := &los.ChunkSum{Weight: col.Lookup, Chunk: 1, Beyond: c.beyond}
		if c.pool {
			r.PoolBy = func(int) int { return 0 }
		}
		for _, s := range []geom.Segment{{A: orb.Point{0, 0}, B: orb.Point{12, 16}}, {A: orb.Point{12, 16}, B: orb.Point{0, 0}}} {
			v, err := los.Judge(tr, s, 0, 0, r)
			if err != nil {
				t.Fatal(err)
			}
			if v.Blocked != c.blocked || v.Seen == c.blocked {
				t.Errorf("%s, from %v: seen %v blocked %v, want blocked %v", c.name, s.A, v.Seen, v.Blocked, c.blocked)
			}
		}
	}
	// A line with nothing longer than Beyond allocates nothing once the
	// rule has grown, nor one that is blocked.
	r := &los.ChunkSum{Weight: col.Lookup, Chunk: 1, Beyond: 7, PoolBy: func(int) int { return 0 }}
	s := geom.Segment{A: orb.Point{0, 0}, B: orb.Point{12, 16}}
	if n := testing.AllocsPerRun(50, func() { los.Judge(tr, s, 0, 0, r) }); n != 0 {
		t.Errorf("a pooled judgement with Beyond allocates %v times", n)
	}
}

// Beyond against an oracle away from ties: the line is blocked exactly
// when some counted length (a stretch, a feature's total or a type's) is
// above 3, the same both ways, and the score is that of the rule without
// Beyond.
func TestChunkSumBeyondOracle(t *testing.T) {
	blocks := 0
	rapid.Check(t, func(t *rapid.T) {
		b, vis, s := boardAndLine(t)
		mode := rapid.IntRange(0, 2).Draw(t, "mode")
		r := los.ChunkSum{Weight: vis.Lookup, Chunk: 2, Beyond: 3, PerFeature: mode == 1}
		if mode == 2 {
			r.PoolBy = los.PoolBy(b.FeatureType)
		}
		tr := los.NewTracer(b)
		sg, _ := tr.Trace(s, 0, 0)
		total := map[[2]int]float64{}
		for k, c := range sg.Crossings {
			if _, ok := vis.Lookup(c.Feature); !ok || c.Shape != terrain.Area {
				continue
			}
			key := [2]int{0, k}
			switch mode {
			case 1:
				key = [2]int{1, c.Feature}
			case 2:
				key = [2]int{2, b.FeatureType(c.Feature)}
			}
			total[key] += c.Length
		}
		want := false
		for _, l := range total {
			if math.Abs(l-3) < 1e-9 {
				return // a tie: the exact test is geom's
			}
			want = want || l > 3
		}
		if want {
			blocks++
		}
		v := los.Feed(sg, &r)
		plain := r
		plain.Beyond = 0
		pv := los.Feed(sg, &plain)
		if v.Blocked != want || v.Seen != (!want && pv.Seen) || v.Score != pv.Score {
			t.Fatalf("mode %d: blocked %v seen %v score %v, want blocked %v (lengths %v), score %v", mode, v.Blocked, v.Seen, v.Score, want, total, pv.Score)
		}
		back, _ := los.Judge(tr, geom.Segment{A: s.B, B: s.A}, 0, 0, &r)
		if back.Blocked != v.Blocked || back.Seen != v.Seen {
			t.Fatalf("blocked %v one way, %v the other", v.Blocked, back.Blocked)
		}
	})
	if blocks == 0 {
		t.Fatal("no generated line was blocked: the law tested nothing")
	}
}

// Beyond reads a kind's length with all its weights together: light
// woods (weight 1) for 3 in and dense woods (weight 2) for 3 in, one kind,
// make 6 in, beyond 4, and block, whichever end observes; the chunks are
// still counted per weight (3 + 2·3 = 9 started inches). Before, the
// pools of each weight were measured apart (3 in each) and the line was
// seen.
func TestChunkSumBeyondPoolsWeightsOfAKind(t *testing.T) {
	d := terrain.BoardData{Extent: orb.Bound{Max: orb.Point{20, 10}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("light", woodsInches.Is(1)), terrain.NewType("dense", woodsInches.Is(2))},
		Features: []terrain.Feature{
			terrain.NewArea("l", "light", geom.Polygon{strip(2, 5)}),
			terrain.NewArea("d", "dense", geom.Polygon{strip(8, 11)}),
		}}
	b, err := terrain.NewBoard(d)
	if err != nil {
		t.Fatal(err)
	}
	col, _ := terrain.FeatureColumn(b, woodsInches)
	tr := los.NewTracer(b)
	for _, beyond := range []float64{4, 6} {
		r := los.ChunkSum{Weight: col.Lookup, Chunk: 1, PoolBy: func(int) int { return 0 }, Beyond: beyond}
		for _, s := range []geom.Segment{{A: orb.Point{0, 5}, B: orb.Point{20, 5}}, {A: orb.Point{20, 5}, B: orb.Point{0, 5}}} {
			v, err := los.Judge(tr, s, 0, 0, &r)
			if err != nil {
				t.Fatal(err)
			}
			if blocked := beyond < 6; v.Seen == blocked || v.Blocked != blocked || v.Score != 9 {
				t.Errorf("beyond %v from %v: seen %v blocked %v score %v; want blocked %v, score 9", beyond, s.A, v.Seen, v.Blocked, v.Score, blocked)
			}
		}
	}
}
