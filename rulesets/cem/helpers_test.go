package cem

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// rect is an axis-aligned area.
func rect(x0, y0, x1, y1 float64) geom.Polygon {
	return geom.Polygon{orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
}

// newBoard builds a 200 x 100 m board (y from -50) of the sample types.
func newBoard(t testing.TB, r Rules, fs ...terrain.Feature) *Board {
	t.Helper()
	tb, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Min: orb.Point{0, -50}, Max: orb.Point{200, 50}}, Unit: "m",
		Types: Types(), Features: fs,
	})
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewBoard(tb, r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// sceneBoard builds the seed's scene.
func sceneBoard(t testing.TB) (*Board, Scene) {
	t.Helper()
	sc := SeedScene()
	tb, err := terrain.NewBoard(sc.Board)
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewBoard(tb, Rules{})
	if err != nil {
		t.Fatal(err)
	}
	return b, sc
}

// seedLine is the seed's example line: 20 m open, 15 m field, a hedge,
// 5 m of wood, from (0 0) to (40 0) along y = 0.
func seedLine() []terrain.Feature {
	return []terrain.Feature{
		terrain.NewArea("field-1", "field", rect(20, -10, 35, 10)),
		terrain.NewLine("hedge-1", "hedge", orb.LineString{{35, -10}, {35, 10}}),
		terrain.NewArea("wood-1", "wood", rect(35, -10, 40, 10)),
	}
}

func sight(t testing.TB, b *Board, from, to End) Sight {
	t.Helper()
	s, err := b.LoS(from, to)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func at(x, y float64) End { return End{At: orb.Point{x, y}} }
