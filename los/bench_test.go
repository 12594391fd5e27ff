package los_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/terrain"
)

var benchVis = terrain.Number("visibility")

// star returns a star-shaped ring of n vertices about c (counter-clockwise).
func star(rng *rand.Rand, c orb.Point, n int, rmin, rmax float64) orb.Ring {
	r := make(orb.Ring, 0, n+1)
	for k := range n {
		a := 2 * math.Pi * float64(k) / float64(n)
		d := rmin + rng.Float64()*(rmax-rmin)
		r = append(r, orb.Point{c[0] + d*math.Cos(a), c[1] + d*math.Sin(a)})
	}
	return append(r, r[0])
}

// tableBoard is a 72 x 48 in table with 40 pieces of 8-16 vertices and 10
// crest lines.
func tableBoard(tb testing.TB) *terrain.Board {
	rng := rand.New(rand.NewPCG(1, 2))
	d := terrain.BoardData{Extent: orb.Bound{Max: orb.Point{72, 48}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("wood", benchVis.Is(2)), terrain.NewType("field", benchVis.Is(1)), terrain.NewType("crest")}}
	for i := range 40 {
		c := orb.Point{5 + rng.Float64()*62, 5 + rng.Float64()*38}
		typ := []string{"wood", "field"}[i%2]
		d.Features = append(d.Features, terrain.NewArea(fmt.Sprint("p", i), typ, geom.Polygon{star(rng, c, 8+rng.IntN(9), 1.5, 4)}))
	}
	for i := range 10 {
		x := 3 + rng.Float64()*60
		y := 3 + rng.Float64()*40
		ls := orb.LineString{{x, y}, {x + 3, y + 2}, {x + 6, y + 1}, {x + 8, y + 3}}
		d.Features = append(d.Features, terrain.NewLine(fmt.Sprint("c", i), "crest", ls).WithHeight(float64(1+i%3)))
	}
	b, err := terrain.NewBoard(d)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

func BenchmarkTraceChunkSum24in(b *testing.B) {
	board := tableBoard(b)
	vis, _ := terrain.FeatureColumn(board, benchVis)
	crest, _ := board.TypeByName("crest")
	var rule los.Rule = &los.All{Rules: []los.Rule{
		&los.ChunkSum{Weight: vis.Lookup, Chunk: 1, Limit: 6},
		&crestRule{crest: func(i int) bool { return board.FeatureType(i) == crest }},
	}}
	tr := los.NewTracer(board)
	rng := rand.New(rand.NewPCG(5, 6))
	var segs []geom.Segment
	for range 64 {
		a := orb.Point{10 + rng.Float64()*52, 10 + rng.Float64()*28}
		t := rng.Float64() * 2 * math.Pi
		segs = append(segs, geom.Segment{A: a, B: orb.Point{a[0] + 24*math.Cos(t), a[1] + 24*math.Sin(t)*0.4}})
	}
	b.ReportAllocs()
	i, sum := 0, 0.0
	for b.Loop() {
		v, _ := los.Judge(tr, segs[i%len(segs)], 0, 0, rule)
		sum += v.Score
		i++
	}
	_ = sum
}

// baseScenes builds base-to-base queries between two 1 in bases about 24
// in apart, with 20 other bases (radius 0.5-1) and 10 opaque pieces
// (radius 0.5-1.5, 8-16 vertices) scattered within spread inches of the
// line: spread 4 packs them so tightly that no pair sees (every query is
// the exhaustive search: the worst case); spread 12 is a realistic mix
// where some pairs see and some do not.
func baseScenes(n int, spread float64) []los.BaseQuery {
	rng := rand.New(rand.NewPCG(7, 8))
	var qs []los.BaseQuery
	for range n {
		q := los.BaseQuery{From: geom.Disc{Center: orb.Point{10, 24}, R: 0.5}, To: geom.Disc{Center: orb.Point{34, 24 + rng.Float64()*6 - 3}, R: 0.5}}
		for range 20 {
			q.Blockers = append(q.Blockers, los.Blocker{Disc: geom.Disc{Center: orb.Point{12 + rng.Float64()*20, 24 + (rng.Float64()*2-1)*spread}, R: 0.5 + rng.Float64()*0.5}})
		}
		for range 10 {
			c := orb.Point{12 + rng.Float64()*20, 24 + (rng.Float64()*2-1)*spread*1.5}
			q.Blockers = append(q.Blockers, los.Blocker{Poly: geom.Polygon{star(rng, c, 8+rng.IntN(9), 0.5, 1.5)}})
		}
		qs = append(qs, q)
	}
	return qs
}

// benchBases runs the queries in a loop, and reports the median and worst
// time of one query (each timed as the fastest of 5 runs, to keep a shared
// machine's noise out) and the fraction of pairs that see.
func benchBases(b *testing.B, qs []los.BaseQuery) {
	var w los.BaseSolver
	durs := make([]time.Duration, len(qs))
	seen := 0
	for k := range qs {
		for rep := range 5 {
			t0 := time.Now()
			r, _ := w.LoS(&qs[k])
			if d := time.Since(t0); rep == 0 || d < durs[k] {
				durs[k] = d
			}
			if rep == 0 && r.Seen {
				seen++
			}
		}
	}
	slices.Sort(durs)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		w.LoS(&qs[i%len(qs)])
		i++
	}
	b.ReportMetric(float64(durs[len(durs)/2].Nanoseconds())/1e3, "median-µs")
	b.ReportMetric(float64(durs[len(durs)-1].Nanoseconds())/1e3, "worst-µs")
	b.ReportMetric(float64(seen)/float64(len(qs)), "seen-fraction")
}

// BenchmarkBaseToBase: the realistic mix.
func BenchmarkBaseToBase(b *testing.B) { benchBases(b, baseScenes(64, 12)) }

// BenchmarkBaseToBaseWorst: no pair sees, so every query searches every
// candidate.
func BenchmarkBaseToBaseWorst(b *testing.B) { benchBases(b, baseScenes(64, 4)) }
