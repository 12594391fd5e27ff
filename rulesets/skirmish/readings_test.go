package skirmish

import (
	"fmt"
	"testing"
)

// The two readings of "Ht" (SKR-H1, SKR-V1..V3), each shown by a scene in
// which it changes the verdict. Every verdict is checked both ways.
func TestSKR_Ht_Readings(t *testing.T) {
	// A model of Ht 1 on a low roof (Ht 1, not a vantage point), a wall of
	// Ht 1.5 between it and a model of Ht 1 on the table: its own Ht (1)
	// is not above the wall, its top (2) is (SKR-H1).
	roof := func(r Rules) *Table {
		ms := []Model{disc("a", 0, 0, 0.5, 1).Standing("roof"), disc("t", 6, 0, 0.5, 1)}
		ps := []Piece{piece("roof", building, 1, rect(-1, -1, 1, 1)), piece("wall", wall, 1.5, rect(3, -5, 3.3, 5))}
		return mustTable(t, ms, ps, r)
	}
	// Two models of Ht 1 on hills of Ht 2 (equal vantage points: drawn
	// top-down, SKR-V3), a model of Ht 2 between them on the table, wide
	// enough to cross every sight line (SKR-H1).
	hills := func(r Rules) *Table {
		ms := []Model{disc("a", 0, 0, 0.5, 1).Standing("h1"), disc("t", 10, 0, 0.5, 1).Standing("h2"), disc("c", 5, 0, 2, 2)}
		ps := []Piece{piece("h1", building, 2, rect(-1, -1, 1, 1)), piece("h2", building, 2, rect(9, -1, 11, 1))}
		return mustTable(t, ms, ps, r)
	}
	// A model of Ht 1 on a tower of Ht 3 near its edge, a wall of Ht 2.7
	// close to the tower, a model of Ht 1 on the table 10 in away: the
	// diagonal line from top (4) to top (1) passes over the wall, the line
	// from the tower's roof (3) to the ground (0) does not (SKR-V1, V2).
	tower := func(r Rules) *Table {
		ms := []Model{disc("a", 0, 0, 0.5, 1).Standing("tower"), disc("t", 10, 0, 0.5, 1)}
		ps := []Piece{piece("tower", building, 3, rect(-1, -1, 1, 1)), piece("wall", wall, 2.7, rect(2, -5, 2.3, 5))}
		return mustTable(t, ms, ps, r)
	}
	cases := []struct {
		name     string
		scene    func(Rules) *Table
		rules    Rules
		seen     bool
		diagonal bool
		note     string // the obstacle that decides, as it is explained
	}{
		{"roof behind a low wall, own Ht (default)", roof, Rules{}, false, false, "piece wall (Ht 1.5)"},
		{"roof behind a low wall, top", roof, Rules{Compare: CompareTop}, true, false, "piece wall (Ht 1.5): lower than an end (SKR-H1 lower objects)"},
		{"hills with a model of Ht 2 between, own Ht (default)", hills, Rules{}, false, false, "model c (Ht 2)"},
		{"hills with a model of Ht 2 between, top", hills, Rules{Compare: CompareTop}, true, false, "model c (Ht 2): lower than an end (SKR-H1 lower objects)"},
		{"tower over a wall, line from the tops (default)", tower, Rules{}, true, true, ""},
		{"tower over a wall, line from the surfaces", tower, Rules{Ends: EndsAtSurface}, false, true, "piece wall (Ht 2.7)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := c.scene(c.rules)
			for _, ab := range [][2]string{{"a", "t"}, {"t", "a"}} {
				s := mustLoS(t, tb, ab[0], ab[1])
				if s.Seen != c.seen || s.Diagonal != c.diagonal {
					t.Fatalf("%s sees %s: %+v, want seen %v diagonal %v", ab[0], ab[1], s, c.seen, c.diagonal)
				}
				if c.note == "" {
					continue
				}
				found := false
				for _, o := range append(s.BlockedBy, s.Ignored...) {
					found = found || fmt.Sprint(o) == c.note
				}
				if !found {
					t.Errorf("%s sees %s: %q not in blocked %v / ignored %v", ab[0], ab[1], c.note, s.BlockedBy, s.Ignored)
				}
			}
		})
	}
}

func TestRulesValidate(t *testing.T) {
	for _, r := range []Rules{{Compare: 2}, {Ends: 9}} {
		if _, err := NewTable(nil, nil, r); err == nil {
			t.Errorf("%+v accepted", r)
		}
	}
}
