package skirmish

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/terrain"
)

// Terrain types of the tests.
var (
	building = terrain.NewType("building", Opaque.Is(true), HeavyCover.Is(true))
	wall     = terrain.NewType("wall", Opaque.Is(true), HeavyCover.Is(true))
	hedge    = terrain.NewType("hedge", LightCover.Is(true))
	wood     = terrain.NewType("wood", Dense.Is(true), LightCover.Is(true), terrain.Flag("difficult").Is(true))
	rubble   = terrain.NewType("rubble", terrain.Number("mp").Is(2))
)

func rect(x0, y0, x1, y1 float64) geom.Polygon {
	return geom.Polygon{orb.Ring{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}, {x0, y0}}}
}

func piece(id string, t terrain.Type, ht float64, fp geom.Polygon) Piece {
	return Piece{ID: id, Footprint: fp, Ht: ht, Type: t}
}

// disc is a model with a base of radius r (inches).
func disc(id string, x, y, r, ht float64) Model {
	return Model{ID: id, Base: geom.Disc{Center: orb.Point{x, y}, R: r}, Ht: ht}
}

func mustTable(t testing.TB, ms []Model, ps []Piece, r Rules) *Table {
	t.Helper()
	tb, err := NewTable(ms, ps, r)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func mustLoS(t testing.TB, tb *Table, a, b string) Sight {
	t.Helper()
	s, err := tb.LoS(a, b)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func ids(os []Obstacle) []string {
	var out []string
	for _, o := range os {
		out = append(out, o.ID)
	}
	return out
}

// checkWitness checks that a witness runs from the actor's base to the
// target's base, up to rounding.
func checkWitness(t testing.TB, tb *Table, a, b string, s Sight) {
	t.Helper()
	ma, _ := tb.Model(a)
	mb, _ := tb.Model(b)
	if d := ma.Base.DistanceToPoint(s.Witness.A); d > 1e-9 {
		t.Errorf("witness %v starts %g off %s's base", s.Witness, d, a)
	}
	if d := mb.Base.DistanceToPoint(s.Witness.B); d > 1e-9 {
		t.Errorf("witness %v ends %g off %s's base", s.Witness, d, b)
	}
}

func segOf(ls []orb.Point) geom.Segment { return geom.Segment{A: ls[0], B: ls[1]} }
