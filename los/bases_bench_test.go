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

// base25 is the radius of a 25 mm base, in inches.
const base25 = 25 / 25.4 / 2

var (
	benchWoods = terrain.Number("woods")
	benchWall  = terrain.Flag("opaque")
)

// sightTable is a 48 x 48 in table with 20 features, woods (area terrain
// that accumulates) and buildings (opaque), of 4 to 10 vertices and 3 to
// 8 in across, and 12 bases of 25 mm placed clear of the buildings and of
// each other.
func sightTable(tb testing.TB) (*terrain.Board, []geom.Disc) {
	rng := rand.New(rand.NewPCG(21, 22))
	d := terrain.BoardData{Extent: orb.Bound{Max: orb.Point{48, 48}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("woods", benchWoods.Is(1)), terrain.NewType("building", benchWall.Is(true))}}
	for i := range 20 {
		c := orb.Point{5 + rng.Float64()*38, 5 + rng.Float64()*38}
		typ := []string{"woods", "building"}[i%2]
		n := 4 + rng.IntN(7)
		if typ == "building" {
			n = 4
		}
		d.Features = append(d.Features, terrain.NewArea(fmt.Sprint(typ, i), typ, geom.Polygon{star(rng, c, n, 1.5, 4)}))
	}
	b, err := terrain.NewBoard(d)
	if err != nil {
		tb.Fatal(err)
	}
	var bases []geom.Disc
	for len(bases) < 12 {
		c := geom.Disc{Center: orb.Point{2 + rng.Float64()*44, 2 + rng.Float64()*44}, R: base25}
		ok := true
		for _, o := range bases {
			ok = ok && !c.Within(o, 0.5)
		}
		for i, f := range b.All() {
			ok = ok && (i%2 == 0 || !c.WithinPolygon(f.Polygon, 0))
		}
		if ok {
			bases = append(bases, c)
		}
	}
	return b, bases
}

// sightQueries are the queries between every pair of the 12 bases, each
// among the 10 others, with the woods rule: 1 per started inch of woods
// along the line in total, blocking after 3 inches; buildings opaque.
func sightQueries(tb testing.TB) []los.BaseSight {
	b, bases := sightTable(tb)
	woods, err := terrain.FeatureColumn(b, benchWoods)
	if err != nil {
		tb.Fatal(err)
	}
	wall, err := terrain.FeatureColumn(b, benchWall)
	if err != nil {
		tb.Fatal(err)
	}
	var qs []los.BaseSight
	for i := range bases {
		for j := i + 1; j < len(bases); j++ {
			q := los.BaseSight{From: bases[i], To: bases[j], FromHeight: 1, ToHeight: 1, Board: b, Opaque: wall.At,
				Rule: &los.ChunkSum{Weight: woods.Lookup, Chunk: 1, Limit: 4, PoolBy: los.PoolBy(b.FeatureType)}}
			for k, o := range bases {
				if k != i && k != j {
					q.Blockers = append(q.Blockers, los.Blocker{Disc: o, Height: 1})
				}
			}
			qs = append(qs, q)
		}
	}
	return qs
}

// BenchmarkBaseJudge: scored base-to-base sight between two 25 mm bases
// across a table with 20 features (woods and buildings) and 10 other
// bases, every pair of 12 bases; the mean, median and worst of one query
// (each timed as the fastest of 5 runs, to keep a shared machine's noise
// out: ns/op, the loop's mean, includes it) and the fraction seen.
func BenchmarkBaseJudge(b *testing.B) {
	qs := sightQueries(b)
	var w los.BaseSolver
	durs := make([]time.Duration, len(qs))
	seen, judged := 0, 0
	for k := range qs {
		for rep := range 5 {
			t0 := time.Now()
			v, err := w.Judge(&qs[k])
			if d := time.Since(t0); rep == 0 || d < durs[k] {
				durs[k] = d
			}
			if err != nil {
				b.Fatal(err)
			}
			if rep == 0 {
				judged += v.Judged
				if v.Seen {
					seen++
				}
			}
		}
	}
	slices.Sort(durs)
	b.ReportAllocs()
	i, sum := 0, 0.0
	for b.Loop() {
		v, _ := w.Judge(&qs[i%len(qs)])
		sum += v.Score
		i++
	}
	_ = math.Abs(sum)
	var total time.Duration
	for _, d := range durs {
		total += d
	}
	b.ReportMetric(float64(total.Nanoseconds())/float64(len(durs))/1e3, "mean-µs")
	b.ReportMetric(float64(durs[len(durs)/2].Nanoseconds())/1e3, "median-µs")
	b.ReportMetric(float64(durs[len(durs)-1].Nanoseconds())/1e3, "worst-µs")
	b.ReportMetric(float64(seen)/float64(len(qs)), "seen-fraction")
	b.ReportMetric(float64(judged)/float64(len(qs)), "judged/query")
}
