package main

import (
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/warkit/warkit/advise"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// smallGame draws a 5 x 4 map of the game's terrain, with river hexsides,
// one Blue unit (index 0) and one to three Red units, infantry or
// artillery, in distinct hexes.
func smallGame(t *rapid.T, types []terrain.Type) *Game {
	const cols, rows = 5, 4
	region := move.Rect{Offset: hex.StandardLabels.Offset, Cols: cols, Rows: rows}
	d := terrain.HexMapData{Cols: cols, Rows: rows, Labels: hex.StandardLabels, Types: types, Fill: "clear"}
	kinds := rapid.IntRange(0, 2)
	for i := range region.Len() {
		if k := kinds.Draw(t, "terrain"); k > 0 {
			d.Hexes = append(d.Hexes, terrain.HexData{Hex: region.Hex(i), Type: []string{"", "forest", "city"}[k]})
		}
		h := region.Hex(i)
		if n := h.Neighbor(0); has(region, n) && rapid.IntRange(0, 5).Draw(t, "river") == 0 {
			s, _ := hex.SideBetween(h, n)
			d.Sides = append(d.Sides, terrain.SideData{Side: s, SideFeature: terrain.SideFeature{Type: "river"}})
		}
	}
	m, err := terrain.NewHexMap(d)
	if err != nil {
		t.Fatal(err)
	}
	cells := rapid.Permutation(slices.Collect(m.Hexes())).Draw(t, "places")
	units := []Unit{{ID: "B", Side: "Blue", Attack: rapid.IntRange(1, 8).Draw(t, "a"), Defence: rapid.IntRange(1, 6).Draw(t, "d"),
		Move: rapid.IntRange(0, 5).Draw(t, "mp"), Steps: 2, Hex: cells[0]}}
	for k := range rapid.IntRange(1, 3).Draw(t, "reds") {
		u := Unit{ID: fmt.Sprint("R", k), Side: "Red", Attack: rapid.IntRange(0, 8).Draw(t, "a"), Defence: rapid.IntRange(1, 6).Draw(t, "d"),
			Move: 3, Steps: rapid.IntRange(1, 3).Draw(t, "steps"), Hex: cells[k+1]}
		if rapid.Bool().Draw(t, "artillery") {
			u.Range = rapid.IntRange(2, 4).Draw(t, "range")
		}
		units = append(units, u)
	}
	g, err := NewGame(m, units)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// bruteThreat is what threatens unit u at h, from first principles: every
// enemy whose line of sight reaches h and whose fire is possible, their
// damage combined by enumerating every joint outcome.
func bruteThreat(t *rapid.T, g *Game, u int, h hex.Hex, enemies []advise.Piece[hex.Hex, int]) (seen []int, dist map[int]*big.Rat) {
	var tr hexsight.Tracer
	dist = map[int]*big.Rat{0: big.NewRat(1, 1)}
	for k, e := range enemies {
		v, err := g.Sight.LoS(&tr, e.At, h)
		if err != nil {
			t.Fatal(err)
		}
		if !v.Seen {
			continue
		}
		seen = append(seen, k)
		d, ok, err := g.Fire(e.Unit, e.At, u, h)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			continue
		}
		next := map[int]*big.Rat{}
		for a, pa := range dist {
			for b, w := range d.All() {
				p := new(big.Rat).Mul(pa, big.NewRat(w, d.Total()))
				if next[a+b] == nil {
					next[a+b] = new(big.Rat)
				}
				next[a+b].Add(next[a+b], p)
			}
		}
		dist = next
	}
	return seen, dist
}

func mean(d map[int]*big.Rat) *big.Rat {
	m := new(big.Rat)
	for v, p := range d {
		m.Add(m, new(big.Rat).Mul(big.NewRat(int64(v), 1), p))
	}
	return m
}

// checkThreats compares the threat map with bruteThreat at every place
// and returns how many places are threatened.
func checkThreats(t *rapid.T, g *Game, w *advise.World[hex.Hex, int], cells []advise.Cell[hex.Hex], enemies []advise.Piece[hex.Hex, int]) int {
	threatened := 0
	for i, h := range w.Places {
		c := cells[i]
		seen, dist := bruteThreat(t, g, 0, h, enemies)
		if c.At != h || !slices.Equal(c.Seen, seen) {
			t.Fatalf("%v: seen %v, brute force %v", h, c.Seen, seen)
		}
		for v, p := range dist {
			if c.Damage.P(v).Rat().Cmp(p) != 0 {
				t.Fatalf("%v: P(%d) = %v, brute force %v", h, v, c.Damage.P(v), p)
			}
		}
		if c.Expected.Rat().Cmp(mean(dist)) != 0 {
			t.Fatalf("%v: expected %v, brute force %v", h, c.Expected, mean(dist))
		}
		if c.Expected.Sign() > 0 {
			threatened++
		}
	}
	return threatened
}

type scored struct {
	to    hex.Hex
	score *big.Rat
}

// bruteRanking scores every move of unit 0 by the game's objective from
// first principles, best first, ties in move order.
func bruteRanking(t *rapid.T, g *Game, enemies []advise.Piece[hex.Hex, int]) []scored {
	moves, err := g.Moves(0, g.Units[0].Hex)
	if err != nil {
		t.Fatal(err)
	}
	var want []scored
	var tr hexsight.Tracer
	for _, m := range moves {
		best := new(big.Rat)
		for _, e := range enemies {
			if v, _ := g.Sight.LoS(&tr, m.To, e.At); !v.Seen {
				continue
			}
			d, ok, err := g.Fire(0, m.To, e.Unit, e.At)
			if err != nil {
				t.Fatal(err)
			}
			dm := map[int]*big.Rat{}
			for v, w := range d.All() {
				dm[v] = big.NewRat(w, d.Total())
			}
			if x := mean(dm); ok && x.Cmp(best) > 0 {
				best = x
			}
		}
		_, risk := bruteThreat(t, g, 0, m.To, enemies)
		want = append(want, scored{m.To, best.Sub(best, new(big.Rat).Mul(mean(risk), big.NewRat(1, 2)))})
	}
	slices.SortStableFunc(want, func(a, b scored) int { return b.score.Cmp(a.score) })
	return want
}

// The threat map and the ranking agree with a brute-force evaluation of
// the game's own sight, fire and reach.
func TestAdviseAgainstBruteForce(t *testing.T) {
	g0 := scenario(t)
	threatened, shots := 0, 0
	defer func() {
		if threatened == 0 || shots == 0 {
			t.Errorf("vacuous: %d threatened places, %d positions with a shot", threatened, shots)
		}
	}()
	rapid.Check(t, func(t *rapid.T) {
		g := smallGame(t, g0.Map.Types())
		enemies := g.Pieces(0)
		w := g.World()
		cells, err := w.ThreatMap(0, enemies, advise.Options{Workers: rapid.IntRange(1, 3).Draw(t, "workers")})
		if err != nil {
			t.Fatal(err)
		}
		threatened += checkThreats(t, g, w, cells, enemies)
		ranked, err := w.BestPositions(advise.Piece[hex.Hex, int]{Unit: 0, At: g.Units[0].Hex}, enemies, Aggressive, advise.Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		want := bruteRanking(t, g, enemies)
		if len(ranked) != len(want) {
			t.Fatalf("%d positions, brute force %d", len(ranked), len(want))
		}
		for i := range want {
			if ranked[i].Best >= 0 {
				shots++
			}
			if ranked[i].To != want[i].to || ranked[i].Score.Rat().Cmp(want[i].score) != 0 {
				t.Fatalf("rank %d: %v scores %v, brute force %v scores %v", i, ranked[i].To, ranked[i].Score, want[i].to, want[i].score)
			}
		}
	})
}

func has(r move.Rect, h hex.Hex) bool { _, ok := r.Index(h); return ok }

// The threat map of the scenario (80 hexes, 4 enemies) and the ranking of
// the panzers' 31 moves, on one core.
func BenchmarkThreatMap(b *testing.B) {
	g, err := Scenario()
	if err != nil {
		b.Fatal(err)
	}
	pz, _ := g.unit("B4")
	w, enemies := g.World(), g.Pieces(pz)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := w.ThreatMap(pz, enemies, advise.Options{Workers: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBestPositions(b *testing.B) {
	g, err := Scenario()
	if err != nil {
		b.Fatal(err)
	}
	pz, _ := g.unit("B4")
	w, enemies := g.World(), g.Pieces(pz)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := w.BestPositions(advise.Piece[hex.Hex, int]{Unit: pz, At: g.Units[pz].Hex}, enemies, Aggressive, advise.Options{Workers: 1}); err != nil {
			b.Fatal(err)
		}
	}
}
