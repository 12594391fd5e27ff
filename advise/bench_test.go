package advise_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/warkit/warkit/advise"
	"github.com/warkit/warkit/geom/hex"
)

// benchGame is a cols x rows map with a tenth of it woods and n enemies
// with ranges of 4 to 10 hexes, drawn from a fixed seed.
func benchGame(cols, rows, n int) (*testGame, []advise.Piece[hex.Hex, unit]) {
	rng := rand.New(rand.NewPCG(1, 2))
	g := &testGame{cols: cols, rows: rows, woods: map[hex.Hex]bool{}}
	for range cols * rows / 10 {
		g.woods[hex.Hex{Q: rng.IntN(cols), R: rng.IntN(rows)}] = true
	}
	var enemies []advise.Piece[hex.Hex, unit]
	for range n {
		enemies = append(enemies, advise.Piece[hex.Hex, unit]{
			Unit: unit{Strength: 4 + rng.IntN(4), Range: 4 + rng.IntN(7)},
			At:   hex.Hex{Q: rng.IntN(cols), R: rng.IntN(rows)},
		})
	}
	return g, enemies
}

// A threat map of 10 enemies over a 60x40 map, exact distributions, on one
// core and on all of them.
func BenchmarkThreatMap(b *testing.B) {
	g, enemies := benchGame(60, 40, 10)
	w := g.world()
	for _, workers := range []int{1, 0} {
		b.Run(fmt.Sprintf("60x40/10enemies/workers=%d", workers), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := w.ThreatMap(unit{}, enemies, advise.Options{Workers: workers}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// How the threat map grows with enemies and map size.
func BenchmarkThreatMapScaling(b *testing.B) {
	for _, c := range []struct{ cols, rows, n int }{{30, 20, 10}, {60, 40, 5}, {60, 40, 20}, {120, 80, 10}} {
		g, enemies := benchGame(c.cols, c.rows, c.n)
		w := g.world()
		b.Run(fmt.Sprintf("%dx%d/%denemies", c.cols, c.rows, c.n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := w.ThreatMap(unit{}, enemies, advise.Options{Workers: 1}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// Best positions for one unit with 12 MP among 10 enemies on 60x40.
func BenchmarkBestPositions(b *testing.B) {
	g, enemies := benchGame(60, 40, 10)
	w := g.world()
	me := advise.Piece[hex.Hex, unit]{Unit: unit{Strength: 6, Range: 6, MP: 12}, At: hex.Hex{Q: 30, R: 20}}
	delete(g.woods, me.At)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := w.BestPositions(me, enemies, advise.DamageMinusRisk[hex.Hex], advise.Options{Workers: 1}); err != nil {
			b.Fatal(err)
		}
	}
}
