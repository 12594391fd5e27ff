//go:build linux || darwin || freebsd

package advise_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/warkit/warkit/advise"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
)

// These benchmarks drive advise with the real parts a game would use: a
// terrain.HexMap, sight by hexsight.Shared (woods block, brush hinders),
// fire by a 2D6 fire table of package combat (exact outcome
// distributions, with a cover and a long-range DRM), and movement by
// move.Reach over the map's entry costs. Besides ns/op they report
// cpu-ns/op, the process's user+system CPU time per operation: on a
// shared machine wall time alone says little, and with several workers
// the CPU time shows what the parallel form costs in all.

var (
	realBlocks = terrain.Flag("blocks")
	realHind   = terrain.Number("hindrance")
	realMP     = terrain.Number("mp")
)

// realLabels numbers columns with three digits, so that maps up to 999
// columns wide have labels.
var realLabels = hex.LabelFormat{
	Offset: hex.OddQ,
	Col:    hex.LabelAxis{Style: hex.LabelDigits, Width: 3, First: 1},
	Row:    hex.LabelAxis{Style: hex.LabelDigits, Width: 3, First: 1},
}

// realFireCells is the illustrative fire table: hits by column (fire
// factors 1 to 6) and 2D6 roll (2 to 12), fewer hits on higher rolls.
const realFireCells = `
  1 1 2 2 3 3  # 2
  1 1 1 2 2 3  # 3
  0 1 1 1 2 2  # 4
  0 1 1 1 1 2  # 5
  0 0 1 1 1 2  # 6
  0 0 0 1 1 1  # 7
  0 0 0 1 1 1  # 8
  0 0 0 0 1 1  # 9
  0 0 0 0 0 1  # 10
  0 0 0 0 0 1  # 11
  0 0 0 0 0 0  # 12
`

// realUnit is a unit of the benchmark game.
type realUnit struct {
	Factors int // fire factors, 1 to 6
	Range   int // hexes
	MP      float64
}

// realGame is a cols x rows map, a tenth woods and a twentieth brush,
// hex by hex from a fixed seed, with its sight, fire table and step cost.
type realGame struct {
	m     *terrain.HexMap
	sight *hexsight.Shared
	table *combat.Table[int]
	cost  move.StepCost
	cover []bool // by hex index: the target is in woods or brush
	mods  [4]combat.Mods
}

func newRealGame(tb testing.TB, cols, rows int) *realGame {
	rng := rand.New(rand.NewPCG(3, 4))
	var hexes []terrain.HexData
	for col := range cols {
		for row := range rows {
			h := realLabels.Offset.ToHex(hex.Offset{Col: col, Row: row})
			switch rng.IntN(20) {
			case 0, 1:
				hexes = append(hexes, terrain.HexData{Hex: h, Type: "wood"})
			case 2:
				hexes = append(hexes, terrain.HexData{Hex: h, Type: "brush"})
			}
		}
	}
	m, err := terrain.NewHexMap(terrain.HexMapData{
		Cols: cols, Rows: rows, Labels: realLabels, Fill: "clear",
		Types: []terrain.Type{
			terrain.NewType("clear", realMP.Is(1)),
			terrain.NewType("wood", realMP.Is(2), realBlocks.Is(true)),
			terrain.NewType("brush", realMP.Is(2), realHind.Is(1)),
		},
		Hexes: hexes,
	})
	if err != nil {
		tb.Fatal(err)
	}
	hs, err := hexsight.New(m, hexsight.Rules{Blocking: realBlocks, Hindrance: realHind, Threshold: hexsight.Threshold{Limit: 2}})
	if err != nil {
		tb.Fatal(err)
	}
	shared, err := hexsight.NewShared(hs)
	if err != nil {
		tb.Fatal(err)
	}
	cells, err := combat.ParseCells(realFireCells, combat.ParseInt)
	if err != nil {
		tb.Fatal(err)
	}
	table, err := combat.NewTable(combat.TableSpec[int]{
		Name: "fire", Dice: combat.TwoD6, Rows: combat.Spans(2, 12),
		Columns: combat.FactorColumns(combat.At(1), combat.At(2), combat.At(3), combat.At(4), combat.At(5), combat.At(6)),
		Cells:   cells,
	})
	if err != nil {
		tb.Fatal(err)
	}
	model, err := move.NewHexModel(m, move.HexTraits{Entry: realMP})
	if err != nil {
		tb.Fatal(err)
	}
	cost, err := model.StepCost()
	if err != nil {
		tb.Fatal(err)
	}
	g := &realGame{m: m, sight: shared, table: table, cost: cost}
	rect := move.RectOf(m)
	g.cover = make([]bool, rect.Len())
	for i := range rect.Len() {
		k, ok := m.HexType(rect.Hex(i))
		if !ok {
			tb.Fatalf("hex %v of the map has no type", rect.Hex(i))
		}
		g.cover[i] = m.Type(k).Name != "clear"
	}
	cover, long := combat.Mod("cover", 1), combat.Mod("long range", 1)
	g.mods = [4]combat.Mods{{}, combat.NewMods(cover), combat.NewMods(long), combat.NewMods(cover, long)}
	return g
}

// fire is the exact distribution of the hits of s's fire from one hex at
// a target in another: cover +1, beyond half range +1.
func (g *realGame) fire(s realUnit, from hex.Hex, _ realUnit, at hex.Hex) (combat.Dist, bool, error) {
	d := from.Distance(at)
	if d == 0 || d > s.Range {
		return combat.Dist{}, false, nil
	}
	k := 0
	if i, ok := move.RectOf(g.m).Index(at); ok && g.cover[i] {
		k++
	}
	if 2*d > s.Range {
		k += 2
	}
	o, err := g.table.Outcomes(combat.Factors(combat.Int(int64(s.Factors))), g.mods[k])
	if err != nil {
		return combat.Dist{}, false, err
	}
	var w [4]int64
	for i := range o.Len() {
		x := o.At(i)
		w[min(max(x.Result, 0), 3)] += x.Weight
	}
	dist, err := combat.NewDist(0, w[:]...)
	return dist, err == nil, err
}

// reach lists every hex u can end its move in with its MP, by move.Reach.
func (g *realGame) reach(u realUnit, from hex.Hex) ([]advise.Move[hex.Hex], error) {
	t, err := move.Reach(move.RectOf(g.m), from, g.cost, move.ReachOptions{Allowance: u.MP})
	if err != nil {
		return nil, err
	}
	out := make([]advise.Move[hex.Hex], 0, t.Len())
	for h, a := range t.All() {
		out = append(out, advise.Move[hex.Hex]{To: h, Left: a.MPLeft, Path: t.AppendPath(nil, h)})
	}
	return out, nil
}

func (g *realGame) world() *advise.World[hex.Hex, realUnit] {
	return &advise.World[hex.Hex, realUnit]{
		Places: slices.Collect(g.m.Hexes()),
		Sight:  g.sight.Sees,
		Fire:   g.fire,
		Reach:  g.reach,
	}
}

// enemies returns n units with 2 to 6 fire factors and ranges of 4 to 10
// hexes, on hexes drawn from a fixed seed.
func (g *realGame) enemies(n int) []advise.Piece[hex.Hex, realUnit] {
	rng := rand.New(rand.NewPCG(5, 6))
	var ps []advise.Piece[hex.Hex, realUnit]
	for range n {
		at := realLabels.Offset.ToHex(hex.Offset{Col: rng.IntN(g.m.Cols()), Row: rng.IntN(g.m.Rows())})
		ps = append(ps, advise.Piece[hex.Hex, realUnit]{Unit: realUnit{Factors: 2 + rng.IntN(5), Range: 4 + rng.IntN(7)}, At: at})
	}
	return ps
}

// cpuTime returns the process's user plus system CPU time.
func cpuTime(tb testing.TB) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loop runs f for the benchmark and reports cpu-ns/op beside ns/op.
func loop(b *testing.B, f func() error) {
	b.ReportAllocs()
	start, n := cpuTime(b), 0
	for b.Loop() {
		if err := f(); err != nil {
			b.Fatal(err)
		}
		n++
	}
	b.ReportMetric(float64(cpuTime(b)-start)/float64(max(n, 1)), "cpu-ns/op")
}

// Threat map of 10 enemies over a 60x40 map, on one core and on all.
func BenchmarkRealThreatMap(b *testing.B) {
	g := newRealGame(b, 60, 40)
	w, enemies := g.world(), g.enemies(10)
	for _, workers := range []int{1, 0} {
		b.Run(fmt.Sprintf("60x40/10units/workers=%d", workers), func(b *testing.B) {
			loop(b, func() error {
				_, err := w.ThreatMap(realUnit{}, enemies, advise.Options{Workers: workers})
				return err
			})
		})
	}
}

// How the threat map grows with the units and with the map, on one core.
func BenchmarkRealThreatMapScaling(b *testing.B) {
	for _, c := range []struct{ cols, rows, n int }{{60, 40, 5}, {60, 40, 20}, {60, 40, 40}, {30, 20, 10}, {120, 80, 10}} {
		g := newRealGame(b, c.cols, c.rows)
		w, enemies := g.world(), g.enemies(c.n)
		b.Run(fmt.Sprintf("%dx%d/%dunits", c.cols, c.rows, c.n), func(b *testing.B) {
			loop(b, func() error {
				_, err := w.ThreatMap(realUnit{}, enemies, advise.Options{Workers: 1})
				return err
			})
		})
	}
}

// Best positions for one unit with 12 MP among 10 enemies on 60x40.
func BenchmarkRealBestPositions(b *testing.B) {
	g := newRealGame(b, 60, 40)
	w, enemies := g.world(), g.enemies(10)
	me := advise.Piece[hex.Hex, realUnit]{Unit: realUnit{Factors: 4, Range: 6, MP: 12}, At: realLabels.Offset.ToHex(hex.Offset{Col: 30, Row: 20})}
	for _, workers := range []int{1, 0} {
		b.Run(fmt.Sprintf("60x40/12MP/workers=%d", workers), func(b *testing.B) {
			loop(b, func() error {
				_, err := w.BestPositions(me, enemies, advise.DamageMinusRisk[hex.Hex], advise.Options{Workers: workers})
				return err
			})
		})
	}
}

// The benchmark game is sane: the threat map has seen and unseen hexes,
// threats with odds, and the ranking has moves with shots, so the figures
// measure real work.
func TestRealGameSane(t *testing.T) {
	g := newRealGame(t, 60, 40)
	w, enemies := g.world(), g.enemies(10)
	cells, err := w.ThreatMap(realUnit{}, enemies, advise.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	seen, threatened := 0, 0
	for _, c := range cells {
		if len(c.Seen) > 0 {
			seen++
		}
		if len(c.Threats) > 0 {
			threatened++
		}
	}
	if seen == 0 || seen == len(cells) || threatened == 0 {
		t.Errorf("%d of %d hexes seen, %d threatened: want a mix", seen, len(cells), threatened)
	}
	me := advise.Piece[hex.Hex, realUnit]{Unit: realUnit{Factors: 4, Range: 6, MP: 12}, At: realLabels.Offset.ToHex(hex.Offset{Col: 30, Row: 20})}
	ranked, err := w.BestPositions(me, enemies, advise.DamageMinusRisk[hex.Hex], advise.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(ranked) < 100 || ranked[0].Best < 0 {
		t.Errorf("%d moves, best with shot %d: want a wide reach and a shot", len(ranked), ranked[0].Best)
	}
	par, err := w.ThreatMap(realUnit{}, enemies, advise.Options{Workers: 4})
	if err != nil {
		t.Fatal(err)
	}
	for i := range cells {
		if !cells[i].Damage.Equal(par[i].Damage) || len(cells[i].Seen) != len(par[i].Seen) {
			t.Fatalf("hex %v: parallel threat differs", cells[i].At)
		}
	}
}
