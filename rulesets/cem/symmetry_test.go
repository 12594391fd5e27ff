package cem

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/los"
	"github.com/warkit/warkit/los/lostest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

// lostestTypes gives the type names of lostest's generated boards the
// four CEM traits ("crest" becomes a crest line).
func lostestTypes() []terrain.Type {
	t := func(name string, d, v, c, r float64) terrain.Type {
		return terrain.NewType(name, Difficulty.Is(d), Visibility.Is(v), Cover.Is(c), Resistance.Is(r))
	}
	return []terrain.Type{
		t("field", 1, 1, 0, 0), t("wood", 2, 2, 5, 1), t("building", 2, 10, 10, 3),
		t("hedge", 1, 1, 5, 0), terrain.NewType("crest", Crest.Is(true)), t("wall", 1, 2, 10, 2),
	}
}

// CEM-L1: the golden rule. On random boards with areas, hedges, walls and
// crest lines (some of equal height), and with random edge declarations
// by either side, a sight line gets the same verdict and visibility from
// either end, checked with los/lostest.
func TestCEM_L1_GoldenRule(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := lostest.BoardOf(40, 8).Draw(t, "board")
		d.Types = lostestTypes()
		tb, err := terrain.NewBoard(d)
		if err != nil {
			t.Skip(err)
		}
		r := Rules{
			WholeChunks:   rapid.Bool().Draw(t, "whole"),
			PoolStretches: rapid.Bool().Draw(t, "pool"),
			EdgeReach:     rapid.SampledFrom([]Setting[float64]{{}, Set(0.0), Set(2.0)}).Draw(t, "reach"),
		}
		b, err := NewBoard(tb, r)
		if err != nil {
			t.Fatal(err)
		}
		pt := func(name string) orb.Point {
			return orb.Point{float64(rapid.IntRange(0, 80).Draw(t, name+"x")) / 2, float64(rapid.IntRange(0, 80).Draw(t, name+"y")) / 2}
		}
		a := End{At: pt("a"), Edge: rapid.Bool().Draw(t, "edgeA")}
		z := End{At: pt("b"), Edge: rapid.Bool().Draw(t, "edgeB")}
		rf := func(*terrain.Board, lostest.Line) (los.Rule, error) { return b.LoSRule(a, z), nil }
		back := func(*terrain.Board, lostest.Line) (los.Rule, error) { return b.LoSRule(z, a), nil }
		if err := lostest.CheckSymmetry(tb, rf, back, lostest.Line{Seg: geom.Segment{A: a.At, B: z.At}}); err != nil {
			t.Fatal(err)
		}
		s1, err := b.LoS(a, z)
		if err != nil {
			t.Fatal(err)
		}
		s2, _ := b.LoS(z, a)
		if s1.Seen != s2.Seen || s1.Score != s2.Score || s1.Blocked != s2.Blocked {
			t.Fatalf("Sight differs by direction:\n%s%s", s1, s2)
		}
	})
}

// CEM-L2: a sight line joins any figure of one unit to any figure of the
// other; one line that sees is enough for the units to see each other.
func TestCEM_L2_AnyFigureToAnyFigure(t *testing.T) {
	b := newBoard(t, Rules{}, terrain.NewArea("wood-1", "wood", rect(40, -50, 60, 10)))
	a := Unit{Name: "A", Figures: []Figure{{ID: "a1", At: orb.Point{10, -20}}, {ID: "a2", At: orb.Point{10, 20}}}}
	z := Unit{Name: "Z", Figures: []Figure{{ID: "z1", At: orb.Point{90, -20}}, {ID: "z2", At: orb.Point{90, -30}}}}
	cases := []struct {
		name string
		z    Unit
		seen bool
	}{
		{"every line crosses the wood", z, false},
		{"one figure in the open past the wood's end", Unit{Name: "Z", Figures: append(z.Figures[:2:2], Figure{ID: "z3", At: orb.Point{90, 25}})}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			seen, s, err := b.UnitSees(a, c.z)
			if err != nil {
				t.Fatal(err)
			}
			back, _, _ := b.UnitSees(c.z, a)
			if seen != c.seen || back != c.seen {
				t.Fatalf("seen %v / %v, want %v\n%s", seen, back, c.seen, s)
			}
		})
	}
}
