package los_test

import (
	"math/rand/v2"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
)

// allPairsScene is a 72 x 48 in table with 20 opaque pieces (8-16
// vertices, radius 1.5-4 in) and 40 bases (radius 0.5-1 in) placed clear
// of each other and of the pieces. Blockers holds the pieces, then the
// bases: every other base blocks a pair's sight too.
func allPairsScene() (bases []geom.Disc, blockers []los.Blocker) {
	rng := rand.New(rand.NewPCG(11, 12))
	for range 20 {
		c := orb.Point{6 + rng.Float64()*60, 6 + rng.Float64()*36}
		blockers = append(blockers, los.Blocker{Poly: geom.Polygon{star(rng, c, 8+rng.IntN(9), 1.5, 4)}, Height: 3})
	}
	for len(bases) < 40 {
		d := geom.Disc{Center: orb.Point{2 + rng.Float64()*68, 2 + rng.Float64()*44}, R: 0.5 + rng.Float64()*0.5}
		ok := true
		for _, o := range bases {
			ok = ok && !d.Within(o, 0.5)
		}
		for _, b := range blockers[:20] {
			ok = ok && !d.WithinPolygon(b.Poly, 0.5)
		}
		if ok {
			bases = append(bases, d)
		}
	}
	for _, d := range bases {
		blockers = append(blockers, los.Blocker{Disc: d, Height: 1})
	}
	return bases, blockers
}

// BenchmarkBaseToBaseAllPairs: every pair of the 40 bases, 780 queries
// per iteration, each among the 20 pieces and the 38 other bases.
func BenchmarkBaseToBaseAllPairs(b *testing.B) {
	bases, blockers := allPairsScene()
	var w los.BaseSolver
	var pa, pb int
	q := los.BaseQuery{Blockers: blockers, Blocks: func(i int, _ *los.Blocker) bool {
		return i != 20+pa && i != 20+pb
	}}
	b.ReportAllocs()
	seen := 0
	for b.Loop() {
		seen = 0
		for pa = range bases {
			for pb = pa + 1; pb < len(bases); pb++ {
				q.From, q.To = bases[pa], bases[pb]
				r, err := w.LoS(&q)
				if err != nil {
					b.Fatal(err)
				}
				if r.Seen {
					seen++
				}
			}
		}
	}
	b.ReportMetric(float64(seen)/780, "seen-fraction")
}
