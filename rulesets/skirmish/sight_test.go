package skirmish

import (
	"slices"
	"testing"

	"github.com/warkit/warkit/geom"
)

// SKR-L1: a model always has LoS to itself, wherever it stands.
func TestSKR_L1_SeesItself(t *testing.T) {
	ring := []Model{disc("a", 0, 0, 0.5, 1), disc("n", 0, 1.2, 0.7, 3), disc("s", 0, -1.2, 0.7, 3), disc("e", 1.2, 0, 0.7, 3), disc("w", -1.2, 0, 0.7, 3)}
	for _, c := range []struct {
		name   string
		models []Model
		pieces []Piece
	}{
		{"alone", ring[:1], nil},
		{"hemmed in by tall bases", ring, nil},
		{"on a roof far from its edge", []Model{disc("a", 0, 0, 0.5, 1).Standing("house")}, []Piece{piece("house", building, 3, rect(-5, -5, 5, 5))}},
		{"inside an opaque piece", ring[:1], []Piece{piece("rock", building, 5, rect(-1, -1, 1, 1))}},
		{"point base", []Model{disc("a", 0, 0, 0, 1)}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := mustTable(t, c.models, c.pieces, Rules{})
			s := mustLoS(t, tb, "a", "a")
			if !s.Seen || !s.Self || s.Witness.Length() != 0 {
				t.Errorf("LoS(a, a) = %+v, want seen, self, a witness of length 0", s)
			}
		})
	}
}

// SKR-L2: sight lines run from any point of the actor's base to any point
// of the target's base, top-down: a target whose centre is hidden is seen
// past its rim, and an actor sees from its rim.
func TestSKR_L2_AnyPointToAnyPoint(t *testing.T) {
	for _, c := range []struct {
		name   string
		models []Model
		pieces []Piece
		want   bool
	}{
		{"centre line clear", []Model{disc("a", 0, 0, 0.5, 1), disc("b", 10, 0, 0.5, 1)}, nil, true},
		{"target's centre behind a wall, its rim visible", []Model{disc("a", 0, 0, 0.5, 1), disc("b", 10, 0, 0.5, 1)},
			[]Piece{piece("wall", wall, 5, rect(8, -3, 8.5, 0.3))}, true},
		{"actor's centre behind a wall, its rim clear", []Model{disc("a", 0, 0, 0.5, 1), disc("b", 10, 0, 0.5, 1)},
			[]Piece{piece("wall", wall, 5, rect(0.8, -0.3, 1.2, 3))}, true},
		{"both rims needed: a slanted line past two walls", []Model{disc("a", 0, 0, 0.5, 1), disc("b", 10, 0, 0.5, 1)},
			[]Piece{piece("w1", wall, 5, rect(2, -3, 2.5, 0.2)), piece("w2", wall, 5, rect(7.5, -0.2, 8, 3))}, true},
		{"wall wider than both bases", []Model{disc("a", 0, 0, 0.5, 1), disc("b", 10, 0, 0.5, 1)},
			[]Piece{piece("wall", wall, 5, rect(5, -0.6, 5.5, 0.6))}, false},
		{"top-down: heights alone do not lift a line over a taller wall", []Model{disc("a", 0, 0, 0.5, 6), disc("b", 10, 0, 0.5, 6)},
			[]Piece{piece("wall", wall, 7, rect(5, -0.6, 5.5, 0.6))}, false},
		{"bases touching", []Model{disc("a", 0, 0, 1, 1), disc("b", 2, 0, 1, 1), disc("m", 1, 1.5, 1, 5)}, nil, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := mustTable(t, c.models, c.pieces, Rules{})
			s := mustLoS(t, tb, "a", "b")
			if s.Seen != c.want || s.Diagonal {
				t.Fatalf("LoS = %+v, want seen %v, top-down", s, c.want)
			}
			if s.Seen {
				checkWitness(t, tb, "a", "b", s)
				for _, p := range c.pieces {
					if l := geom.IntersectionLength(s.Witness, p.Footprint); l > 1e-9 {
						t.Errorf("witness %v runs %g inside %s", s.Witness, l, p.ID)
					}
				}
			} else if len(s.BlockedBy) == 0 {
				t.Error("not seen, but nothing reported as blocking")
			}
		})
	}
}

// SKR-L3: LoS exists if one sight line crosses no intervening opaque
// terrain and no base of another model, friend or enemy.
func TestSKR_L3_BlockedByOpaqueAndBases(t *testing.T) {
	a, b := disc("a", 0, 0, 0.5, 1), disc("b", 10, 0, 0.5, 1)
	for _, c := range []struct {
		name    string
		models  []Model
		pieces  []Piece
		want    bool
		blocked []string
	}{
		{"open ground", nil, nil, true, nil},
		{"opaque building across the line", nil, []Piece{piece("house", building, 3, rect(4, -2, 6, 2))}, false, []string{"house"}},
		{"a hedge gives cover but does not block", nil, []Piece{piece("hedge", hedge, 1, rect(4, -2, 4.5, 2))}, true, nil},
		{"a dense wood does not block by itself", nil, []Piece{piece("wood", wood, 3, rect(4, -2, 6, 2))}, true, nil},
		{"one base between: lines pass beside it", []Model{disc("m", 5, 0, 0.5, 1)}, nil, true, nil},
		{"a big base between", []Model{disc("m", 5, 0, 1, 1)}, nil, false, []string{"m"}},
		{"two bases side by side", []Model{disc("m1", 8, 0.55, 0.8, 1), disc("m2", 8, -0.55, 0.8, 1)}, nil, false, []string{"m1", "m2"}},
		{"two bases in a row, the second in the first's shadow", []Model{disc("m1", 3, 0, 1, 1), disc("m2", 7, 0, 1, 1)}, nil, false, []string{"m1", "m2"}},
		{"a base and a wall each leave one side open", []Model{disc("m", 5, 0.3, 0.6, 1)}, []Piece{piece("wall", wall, 2, rect(4, -2, 6, -0.4))}, true, nil},
		{"a base and a wall close the corridor", []Model{disc("m", 5, 0.3, 0.7, 1)}, []Piece{piece("wall", wall, 2, rect(4, -2, 6, -0.3))}, false, []string{"m"}},
		{"grazing two bases along a common tangent is clear", []Model{disc("m1", 5, 1.5, 1, 1), disc("m2", 5, -1, 1.5, 1)}, nil, true, nil},
		{"a line along a wall's edge is clear", nil, []Piece{piece("w1", wall, 2, rect(4, 0.5, 6, 3)), piece("w2", wall, 2, rect(4, -3, 6, -0.5))}, true, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb := mustTable(t, append([]Model{a, b}, c.models...), c.pieces, Rules{})
			s := mustLoS(t, tb, "a", "b")
			if s.Seen != c.want {
				t.Fatalf("seen %v, want %v (%+v)", s.Seen, c.want, s)
			}
			if got := ids(s.BlockedBy); !slices.Equal(got, c.blocked) {
				t.Errorf("blocked by %v, want %v", got, c.blocked)
			}
			if s.Seen {
				checkWitness(t, tb, "a", "b", s)
			}
			back := mustLoS(t, tb, "b", "a")
			if back.Seen != s.Seen {
				t.Errorf("b sees a: %v, a sees b: %v", back.Seen, s.Seen)
			}
			if got := ids(back.BlockedBy); !slices.Equal(got, reversed(c.blocked)) {
				t.Errorf("reverse blocked by %v, want %v", got, reversed(c.blocked))
			}
		})
	}
}

func reversed(s []string) []string {
	out := slices.Clone(s)
	slices.Reverse(out)
	return out
}

// SKR-L4: for LoS the relevant traits are light cover, heavy cover, dense
// and opaque; every other trait affects movement only.
func TestSKR_L4_Traits(t *testing.T) {
	for _, c := range []struct {
		name string
		want bool
	}{{"light-cover", true}, {"heavy-cover", true}, {"dense", true}, {"opaque", true}, {"difficult", false}, {"mp", false}, {"", false}} {
		t.Run(c.name, func(t *testing.T) {
			if got := AffectsLoS(c.name); got != c.want {
				t.Errorf("AffectsLoS(%q) = %v, want %v", c.name, got, c.want)
			}
		})
	}
	if got := LoSTraits(); !slices.Equal(got, []string{"light-cover", "heavy-cover", "dense", "opaque"}) {
		t.Errorf("LoSTraits = %v", got)
	}
	// A movement trait never changes LoS; the traits are read, not lost.
	a, b := disc("a", 0, 0, 0.5, 1), disc("b", 10, 0, 0.5, 1)
	for _, p := range []Piece{piece("rubble", rubble, 5, rect(4, -2, 6, 2)), piece("wood", wood, 5, rect(4, -2, 6, 2))} {
		tb := mustTable(t, []Model{a, b}, []Piece{p}, Rules{})
		if s := mustLoS(t, tb, "a", "b"); !s.Seen {
			t.Errorf("%s (traits %v) blocks LoS", p.ID, p.Type.Traits)
		}
		got, _ := tb.Piece(p.ID)
		if len(got.Type.Traits) != len(p.Type.Traits) {
			t.Errorf("%s: traits %v not kept", p.ID, got.Type.Traits)
		}
	}
}
