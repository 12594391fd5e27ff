package ground_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/move/ground/groundtest"
	"github.com/warkit/warkit/terrain"
)

// randomBoard is a board of axis-parallel rectangles and triangles with
// corners on a 5-unit grid, so that many share or overlap edges, of every
// area type (rivers impassable, some hills with elevation), and a hedge.
func randomBoard(t testing.TB, r *rand.Rand) *terrain.Board {
	grid := func(n int) float64 { return float64(5 * r.IntN(n+1)) }
	types := []string{"field", "wood", "road", "river", "hill"}
	var fs []terrain.Feature
	for i := range 3 + r.IntN(6) {
		x0, y0 := grid(18), grid(10)
		x1, y1 := min(x0+5+grid(4), 100), min(y0+5+grid(4), 60)
		typ := types[r.IntN(len(types))]
		poly := rect(x0, y0, x1, y1)
		if r.IntN(3) == 0 {
			poly = geom.Polygon{{{x0, y0}, {x1, y0}, {x0, y1}, {x0, y0}}}
		}
		f := terrain.NewArea(fmt.Sprintf("a%d", i), typ, poly)
		if typ == "hill" && r.IntN(2) == 0 {
			f = f.WithElevation(float64(1 + r.IntN(2)))
		}
		fs = append(fs, f)
	}
	fs = append(fs, terrain.NewLine("hedge", "hedge", orb.LineString{{grid(20), grid(12)}, {grid(20), grid(12)}, {100, 59}}))
	return newBoard(t, fs...)
}

// gridPaths draws paths whose points lie mostly on the 5-unit grid (so
// that legs run along edges), else on the 1/8 grid.
func gridPaths(r *rand.Rand) orb.LineString {
	n := 2 + r.IntN(4)
	p := make(orb.LineString, n)
	for i := range p {
		if r.IntN(4) > 0 {
			p[i] = orb.Point{float64(5 * r.IntN(21)), float64(5 * r.IntN(13))}
		} else {
			p[i] = orb.Point{float64(r.IntN(801)) / 8, float64(r.IntN(481)) / 8}
		}
	}
	return p
}

// Law 8: rotating, mirroring or translating the board never changes a
// path's cost, under every policy, on the lone wood, the law
// board, and random boards with shared edges.
func TestGroundMotions(t *testing.T) {
	opts := []ground.Options{
		{Open: 1},
		{Open: 1, Edge: ground.EdgeDearer, Climb: terrain.Climb{PerRise: 1, PerDrop: 0.5}},
		{Open: 1, Overlap: ground.OverlapMin, Rounding: ground.PerUnitOrFraction},
		{Open: 1, Overlap: ground.OverlapTop, Rounding: ground.PerStartedUnit, Edge: ground.EdgeDearer},
	}
	check := func(t *testing.T, b *terrain.Board, cfg groundtest.Config) {
		t.Helper()
		for _, opt := range opts {
			build := func(b *terrain.Board) (*ground.Ground, error) { return ground.New(b, readRate, opt) }
			g, err := build(b)
			if err != nil {
				t.Fatal(err)
			}
			if err := groundtest.CheckMotions(g, build, cfg); err != nil {
				t.Fatalf("%+v: %v", opt, err)
			}
		}
	}
	t.Run("lone wood", func(t *testing.T) {
		check(t, loneWood(t), groundtest.Config{Paths: gridPaths, Cases: 200})
	})
	t.Run("law board", func(t *testing.T) {
		check(t, lawBoard(t), groundtest.Config{Cases: 100})
	})
	t.Run("random boards", func(t *testing.T) {
		for seed := range uint64(20) {
			b := randomBoard(t, rand.New(rand.NewPCG(seed, 7)))
			check(t, b, groundtest.Config{Paths: gridPaths, Cases: 50, Seed: 1 + 50*seed})
		}
	})
}

// The law catches a cost that depends on the board's orientation: the
// "interior above" rule of geom, which a ruleset might apply itself.
func TestCheckMotionsCatchesOrientation(t *testing.T) {
	b := loneWood(t)
	g := newGround(t, b, ground.Options{})
	// A Ground built on a differently laid out board: the moved boards
	// get a wood on the other side of the edge the path runs along.
	build := func(mb *terrain.Board) (*ground.Ground, error) {
		d := mb.Data()
		ext := d.Extent
		d.Features = []terrain.Feature{terrain.NewArea("wood-1", "field", rect(ext.Min[0], ext.Min[1], ext.Max[0], ext.Max[1]))}
		nb, err := terrain.NewBoard(d)
		if err != nil {
			return nil, err
		}
		return ground.New(nb, readRate, ground.Options{Open: 1})
	}
	err := groundtest.CheckMotions(g, build, groundtest.Config{Paths: gridPaths, Cases: 20})
	if err == nil {
		t.Fatal("a board that changes under motion passed")
	}
	// Moving the board and back gives the board itself.
	m := groundtest.Motion{Reflect: true, Quarter: 3, Shift: orb.Point{8, -4}}
	mb, err := groundtest.MoveBoard(b, m)
	if err != nil {
		t.Fatal(err)
	}
	if got := mb.Feature(0).Polygon[0][1]; got != m.Apply(orb.Point{50, 20}) {
		t.Errorf("moved corner %v", got)
	}
	if _, err := groundtest.MoveBoard(nil, m); err == nil {
		t.Error("nil board moved")
	}
}
