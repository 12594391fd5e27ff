package advise_test

import (
	"errors"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/warkit/warkit/advise"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
	"pgregory.net/rapid"
)

// genGame draws a small map with woods, enemies and one friendly unit.
func genGame(t *rapid.T) (*testGame, []advise.Piece[hex.Hex, unit], advise.Piece[hex.Hex, unit]) {
	g := &testGame{
		cols:  rapid.IntRange(1, 6).Draw(t, "cols"),
		rows:  rapid.IntRange(1, 6).Draw(t, "rows"),
		woods: map[hex.Hex]bool{},
	}
	places := g.places()
	hx := func(label string) hex.Hex {
		return places[rapid.IntRange(0, len(places)-1).Draw(t, label)]
	}
	for range rapid.IntRange(0, len(places)/2).Draw(t, "nwoods") {
		g.woods[hx("wood")] = true
	}
	var enemies []advise.Piece[hex.Hex, unit]
	for range rapid.IntRange(0, 5).Draw(t, "nenemies") {
		enemies = append(enemies, advise.Piece[hex.Hex, unit]{
			Unit: unit{Strength: rapid.IntRange(1, 8).Draw(t, "str"), Range: rapid.IntRange(1, 5).Draw(t, "range")},
			At:   hx("enemy"),
		})
	}
	me := advise.Piece[hex.Hex, unit]{
		Unit: unit{Strength: rapid.IntRange(1, 8).Draw(t, "mystr"), Range: rapid.IntRange(1, 5).Draw(t, "myrange"), MP: rapid.IntRange(0, 4).Draw(t, "mp")},
		At:   hx("me"),
	}
	delete(g.woods, me.At)
	return g, enemies, me
}

// bruteThreat enumerates every joint outcome of the fires at one place: the
// oracle for Independent's convolution, in math/big.
func bruteThreat(g *testGame, target unit, at hex.Hex, enemies []advise.Piece[hex.Hex, unit]) (seen []int, fires []combat.Dist, dist map[int]*big.Rat) {
	for i, e := range enemies {
		if s, _ := g.sight(e.At, at); !s {
			continue
		}
		seen = append(seen, i)
		if d, ok, _ := g.fire(e.Unit, e.At, target, at); ok {
			fires = append(fires, d)
		}
	}
	dist = map[int]*big.Rat{}
	var walk func(i, sum int, p *big.Rat)
	walk = func(i, sum int, p *big.Rat) {
		if i == len(fires) {
			if dist[sum] == nil {
				dist[sum] = new(big.Rat)
			}
			dist[sum].Add(dist[sum], p)
			return
		}
		for v := fires[i].Min(); v <= fires[i].Max(); v++ {
			q := new(big.Rat).Mul(p, fires[i].P(v).Rat())
			walk(i+1, sum+v, q)
		}
	}
	walk(0, 0, big.NewRat(1, 1))
	return seen, fires, dist
}

func checkCell(t *rapid.T, g *testGame, target unit, c advise.Cell[hex.Hex], enemies []advise.Piece[hex.Hex, unit]) {
	seen, fires, dist := bruteThreat(g, target, c.At, enemies)
	if !slices.Equal(c.Seen, seen) {
		t.Fatalf("%v: seen by %v, brute force %v", c.At, c.Seen, seen)
	}
	if len(c.Threats) != len(fires) {
		t.Fatalf("%v: %d threats, brute force %d", c.At, len(c.Threats), len(fires))
	}
	mean := new(big.Rat)
	for v, p := range dist {
		if got := c.Damage.P(v).Rat(); got.Cmp(p) != 0 {
			t.Fatalf("%v: P(damage=%d) = %v, brute force %v", c.At, v, got, p)
		}
		mean.Add(mean, new(big.Rat).Mul(p, big.NewRat(int64(v), 1)))
	}
	for v := c.Damage.Min(); v <= c.Damage.Max(); v++ {
		if dist[v] == nil && c.Damage.Weight(v) != 0 {
			t.Fatalf("%v: damage %d has weight, brute force none", c.At, v)
		}
	}
	if c.Expected.Rat().Cmp(mean) != 0 {
		t.Fatalf("%v: expected %v, brute force %v", c.At, c.Expected, mean)
	}
}

// The threat map agrees with a brute-force enumeration of joint outcomes at
// every place, and does not depend on the number of workers.
func TestThreatMapMatchesBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, enemies, me := genGame(t)
		w := g.world()
		seq, err := w.ThreatMap(me.Unit, enemies, advise.Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		par, err := w.ThreatMap(me.Unit, enemies, advise.Options{Workers: 3})
		if err != nil {
			t.Fatal(err)
		}
		if len(seq) != len(w.Places) || len(par) != len(seq) {
			t.Fatalf("%d and %d cells for %d places", len(seq), len(par), len(w.Places))
		}
		for i, c := range seq {
			if c.At != w.Places[i] {
				t.Fatalf("cell %d at %v, place %v", i, c.At, w.Places[i])
			}
			checkCell(t, g, me.Unit, c, enemies)
			p := par[i]
			if !slices.Equal(p.Seen, c.Seen) || !p.Damage.Equal(c.Damage) || p.Expected != c.Expected {
				t.Fatalf("%v: parallel cell differs", c.At)
			}
		}
	})
}

// Best positions: every move of Reach once, each scored as a brute-force
// evaluation scores it, ranked highest first with Reach's order on ties.
func TestBestPositionsMatchesBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, enemies, me := genGame(t)
		w := g.world()
		got, err := w.BestPositions(me, enemies, advise.DamageMinusRisk[hex.Hex], advise.Options{Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		moves, _ := g.reach(me.Unit, me.At)
		if len(got) != len(moves) {
			t.Fatalf("%d positions for %d moves", len(got), len(moves))
		}
		order := map[hex.Hex]int{}
		for i, m := range moves {
			order[m.To] = i
		}
		for i, p := range got {
			// Brute force: best expected damage over shots minus risk.
			best := new(big.Rat)
			for _, e := range enemies {
				if s, _ := g.sight(p.To, e.At); !s {
					continue
				}
				if d, ok, _ := g.fire(me.Unit, p.To, e.Unit, e.At); ok {
					if x := d.P(1).Rat(); x.Cmp(best) > 0 {
						best = x
					}
				}
			}
			_, _, dist := bruteThreat(g, me.Unit, p.To, enemies)
			for v, pr := range dist {
				best.Sub(best, new(big.Rat).Mul(pr, big.NewRat(int64(v), 1)))
			}
			if p.Score.Rat().Cmp(best) != 0 {
				t.Fatalf("%v: score %v, brute force %v", p.To, p.Score, best)
			}
			if i > 0 {
				prev := got[i-1]
				c := prev.Score.Cmp(p.Score)
				if c < 0 || c == 0 && order[prev.To] > order[p.To] {
					t.Fatalf("ranking: %v (%v) before %v (%v)", prev.To, prev.Score, p.To, p.Score)
				}
			}
		}
	})
}

// Unreachable agrees with a breadth-first search to turns x MP steps, and
// Unseen with a direct scan.
func TestChecksMatchBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, enemies, me := genGame(t)
		w := g.world()
		turns := rapid.IntRange(0, 3).Draw(t, "turns")
		got, err := w.Unreachable(me.Unit, me.At, w.Places, turns)
		if err != nil {
			t.Fatal(err)
		}
		far := g.bfs(me.At, turns*me.Unit.MP)
		var want []hex.Hex
		for _, h := range w.Places {
			if _, ok := far[h]; !ok {
				want = append(want, h)
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("unreachable %v, brute force %v", got, want)
		}
		var posts []hex.Hex
		for _, e := range enemies {
			posts = append(posts, e.At)
		}
		unseen, err := w.Unseen(posts, advise.Options{})
		if err != nil {
			t.Fatal(err)
		}
		want = want[:0]
		for _, h := range w.Places {
			seen := false
			for _, p := range posts {
				s, _ := g.sight(p, h)
				seen = seen || s
			}
			if !seen {
				want = append(want, h)
			}
		}
		if !slices.Equal(unseen, want) {
			t.Fatalf("unseen %v, brute force %v", unseen, want)
		}
	})
}

// bfs returns the clear hexes within n steps of from.
func (g *testGame) bfs(from hex.Hex, n int) map[hex.Hex]int {
	d := map[hex.Hex]int{from: 0}
	q := []hex.Hex{from}
	for len(q) > 0 {
		h := q[0]
		q = q[1:]
		if d[h] == n {
			continue
		}
		for dir := range hex.Direction(6) {
			m := h.Neighbor(dir)
			if _, seen := d[m]; seen || !g.on(m) || g.woods[m] {
				continue
			}
			d[m] = d[h] + 1
			q = append(q, m)
		}
	}
	return d
}

func TestKillZones(t *testing.T) {
	g := &testGame{cols: 8, rows: 1, woods: map[hex.Hex]bool{{Q: 5, R: 0}: true}}
	w := g.world()
	dist := func(a, b hex.Hex) float64 { return float64(a.Distance(b)) }
	lanes, err := w.KillZones([]hex.Hex{{Q: 0, R: 0}}, 3, dist, advise.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// From 0: 3, 4 and 5 are seen (5 is the wood itself), 6 and 7 are behind it.
	var got []int
	for _, l := range lanes {
		got = append(got, l.To.Q)
	}
	if want := []int{5, 4, 3}; !slices.Equal(got, want) {
		t.Fatalf("lanes to %v, want %v", got, want)
	}
}

func TestMisuse(t *testing.T) {
	var nilWorld *advise.World[hex.Hex, unit]
	if _, err := nilWorld.ThreatMap(unit{}, nil, advise.Options{}); err == nil {
		t.Error("nil World: no error")
	}
	w := &advise.World[hex.Hex, unit]{Places: []hex.Hex{{}}}
	if _, err := w.ThreatMap(unit{}, nil, advise.Options{}); err == nil {
		t.Error("World without Sight: no error")
	}
	g := &testGame{cols: 3, rows: 3, woods: map[hex.Hex]bool{}}
	w = g.world()
	if _, err := w.BestPositions(advise.Piece[hex.Hex, unit]{}, nil, nil, advise.Options{}); err == nil {
		t.Error("nil objective: no error")
	}
	if _, err := w.Unreachable(unit{}, hex.Hex{}, nil, -1); err == nil {
		t.Error("negative turns: no error")
	}
	if _, err := w.KillZones(nil, -1, func(a, b hex.Hex) float64 { return 0 }, advise.Options{}); err == nil {
		t.Error("negative length: no error")
	}
	boom := errors.New("boom")
	w.Sight = func(from, to hex.Hex) (bool, error) {
		if to.Q == 2 {
			return false, boom
		}
		return true, nil
	}
	enemies := []advise.Piece[hex.Hex, unit]{{Unit: unit{Strength: 3, Range: 9}}}
	for _, workers := range []int{1, 4} {
		_, err := w.ThreatMap(unit{}, enemies, advise.Options{Workers: workers})
		if !errors.Is(err, boom) {
			t.Errorf("workers %d: error %v, want the game's error wrapped", workers, err)
		}
	}
}

// Independent stays exact past where unreduced weights would overflow.
func TestIndependentReduces(t *testing.T) {
	// P(hit) = 12/36 = 1/3, written over 36: twenty fires are 36^20 unreduced.
	d, err := combat.NewDist(0, 24, 12)
	if err != nil {
		t.Fatal(err)
	}
	fires := make([]combat.Dist, 20)
	for i := range fires {
		fires[i] = d
	}
	sum, err := advise.Independent(fires)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Total() != 3486784401 { // 3^20
		t.Fatalf("total %d, want 3^20", sum.Total())
	}
	x, err := advise.Expected(sum)
	if err != nil || x != combat.Frac(mustFrac(20, 3)) {
		t.Fatalf("expected %v (%v), want 20/3", x, err)
	}
}

func mustFrac(n, d int64) combat.Frac {
	f, err := combat.NewFrac(n, d)
	if err != nil {
		panic(err)
	}
	return f
}

func TestProgress(t *testing.T) {
	g := &testGame{cols: 30, rows: 20, woods: map[hex.Hex]bool{}}
	w := g.world()
	var calls, last int
	_, err := w.ThreatMap(unit{}, nil, advise.Options{Workers: 2, Progress: func(done, total int) {
		if total != 600 || done < last || done > total {
			t.Errorf("progress %d/%d after %d", done, total, last)
		}
		calls++
		last = done
	}})
	if err != nil {
		t.Fatal(err)
	}
	if calls == 0 || last != 600 || calls > 101 {
		t.Fatalf("%d progress calls, last %d", calls, last)
	}
}

// TestIndependentBound: Independent combines exactly as many fires as
// MaxCombinedTotal allows, the product of their totals in lowest terms,
// and one more is an error naming it (main's doc promised dozens of 2D6
// fires; the thirteenth overflowed with a bare overflow error).
func TestIndependentBound(t *testing.T) {
	twoD6, _ := combat.TwoD6.Dist()
	d6, _ := combat.D6.Dist()
	coin, _ := combat.NewDist(0, 2, 2) // 2/4 each: 1/2 in lowest terms
	for _, c := range []struct {
		name string
		d    combat.Dist
		fit  int // fires that combine
	}{
		{"2D6", twoD6, 12}, {"1D6", d6, 24}, {"an even chance", coin, 62},
	} {
		fires := slices.Repeat([]combat.Dist{c.d}, c.fit+1)
		sum, err := advise.Independent(fires[:c.fit])
		if err != nil {
			t.Fatalf("%d fires of %s: %v", c.fit, c.name, err)
		}
		if p := sum.P(sum.Min()); p.Num() != 1 || p.Den() != sum.Total() {
			t.Errorf("%d fires of %s: P(least) = %v, want 1/%d", c.fit, c.name, p, sum.Total())
		}
		if _, err := advise.Independent(fires); err == nil || !strings.Contains(err.Error(), "MaxCombinedTotal") {
			t.Errorf("%d fires of %s: %v, want an error naming MaxCombinedTotal", c.fit+1, c.name, err)
		}
	}
}

// TestUnreachableTurnsBoundIsNamed: the bound on Unreachable's turns has
// a name of its own, which its error gives (main's advise.MaxTurns read
// like move's, a bound of another thing 1,000 times larger).
func TestUnreachableTurnsBoundIsNamed(t *testing.T) {
	w := &advise.World[int, int]{Reach: func(u, from int) ([]advise.Move[int], error) { return nil, nil }}
	_, err := w.Unreachable(0, 0, nil, advise.MaxUnreachableTurns+1)
	if err == nil || !strings.Contains(err.Error(), "MaxUnreachableTurns") {
		t.Errorf("%d turns: %v, want an error naming MaxUnreachableTurns", advise.MaxUnreachableTurns+1, err)
	}
	if _, err := w.Unreachable(0, 0, nil, advise.MaxUnreachableTurns); err != nil {
		t.Errorf("MaxUnreachableTurns turns: %v", err)
	}
}
