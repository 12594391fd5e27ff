package los_test

import (
	"math"
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

// The slow kinds of search, one query each: a search that proves there is
// no line. Wall: 12,000 discs of radius 0.3 in a column across the line
// between two bases 10 apart (about 8,700 of them near the bases), shown
// a wall at once. Crowd: 400 small discs scattered across the hull, no
// line between them and no wall, the whole search. Tower: a round tower of
// 400 vertices between the bases, with a base on either side.
func BenchmarkBaseLoSWall(b *testing.B) {
	var bs []los.Blocker
	for k := range 12000 {
		bs = append(bs, los.Blocker{Disc: geom.Disc{Center: orb.Point{5, float64(k)*0.0003 - 1.5}, R: 0.3}})
	}
	benchSlow(b, bs)
}

func BenchmarkBaseLoSCrowd(b *testing.B) { benchSlow(b, crowd(400)) }

func BenchmarkBaseLoSTower(b *testing.B) { benchSlow(b, tower(400)) }

func benchSlow(b *testing.B, bs []los.Blocker) {
	q := los.BaseQuery{From: geom.Disc{R: 1}, To: geom.Disc{Center: orb.Point{10, 0}, R: 1}, Blockers: bs}
	var w los.BaseSolver
	b.ReportAllocs()
	for b.Loop() {
		if r, err := w.LoS(&q); err != nil || r.Seen {
			b.Fatal(r.Seen, err)
		}
	}
}

// crowd returns n small discs scattered across the hull of two bases 10
// apart (radius 1): so many that no line passes, none overlapping enough
// to make a wall.
func crowd(n int) []los.Blocker {
	rng := rand.New(rand.NewPCG(3, 4))
	var bs []los.Blocker
	for range n {
		bs = append(bs, los.Blocker{Disc: geom.Disc{Center: orb.Point{1 + rng.Float64()*8, rng.Float64()*2.6 - 1.3}, R: 0.01 + rng.Float64()*0.05}})
	}
	return bs
}

// tower returns a round tower of n vertices between the bases, with a
// base beside it on either side.
func tower(n int) []los.Blocker {
	var ring orb.Ring
	for k := range n {
		a := 2 * math.Pi * float64(k) / float64(n)
		ring = append(ring, orb.Point{5 + 0.6*math.Cos(a), 0.6 * math.Sin(a)})
	}
	ring = append(ring, ring[0])
	return []los.Blocker{{Poly: geom.Polygon{ring}},
		{Disc: geom.Disc{Center: orb.Point{5, 0.9}, R: 0.31}}, {Disc: geom.Disc{Center: orb.Point{5, -0.9}, R: 0.31}}}
}
