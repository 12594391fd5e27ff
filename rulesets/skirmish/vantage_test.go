package skirmish

import (
	"slices"
	"testing"
)

// SKR-V1: terrain of Ht 2 or more, and models on it, are vantage points;
// sight lines to or from a model on one are drawn diagonally; a model
// within its own Ht of the edge ignores that edge.
func TestSKR_V1_VantagePoints(t *testing.T) {
	for _, c := range []struct {
		name string
		ht   float64
		want bool
	}{{"Ht 2", 2, true}, {"Ht 5", 5, true}, {"Ht 1.99", 1.99, false}, {"Ht 0", 0, false}} {
		t.Run(c.name, func(t *testing.T) {
			if got := piece("p", building, c.ht, rect(0, 0, 1, 1)).Vantage(); got != c.want {
				t.Errorf("Vantage = %v, want %v", got, c.want)
			}
		})
	}
	// A house of Ht 3 from x=0 to 10; the target stands at its foot.
	house := piece("house", building, 3, rect(0, 0, 10, 10))
	crate := piece("crate", building, 1.5, rect(-4, 4, -2, 6))
	for _, c := range []struct {
		name     string
		roofX    float64 // where the roof model stands (radius 0.5, Ht 1)
		targetOn string
		diagonal bool
		want     bool
		reason   Reason // what became of the house
	}{
		{"far from the edge: the roof edge blocks", 5, "", true, false, Counts},
		{"within its Ht of the edge: the edge is ignored", 9.2, "", true, true, NearEdge},
		{"exactly its Ht from the edge", 8.5, "", true, true, NearEdge},
		{"a little more than its Ht from the edge", 8.25, "", true, false, Counts},
		{"target on a crate (not a vantage point), a shallow line over the roof's far edge", 5, "crate", true, true, Counts},
	} {
		t.Run(c.name, func(t *testing.T) {
			target := disc("g", 11, 5, 0.5, 1)
			if c.targetOn != "" {
				target = disc("g", -3, 5, 0.5, 1).Standing(c.targetOn)
			}
			ms := []Model{disc("r", c.roofX, 5, 0.5, 1).Standing("house"), target}
			tb := mustTable(t, ms, []Piece{house, crate}, Rules{})
			for _, ab := range [][2]string{{"r", "g"}, {"g", "r"}} { // actor on it, or targeting a model on it
				s := mustLoS(t, tb, ab[0], ab[1])
				if s.Diagonal != c.diagonal || s.Seen != c.want {
					t.Fatalf("%s sees %s: %+v; want diagonal %v, seen %v", ab[0], ab[1], s, c.diagonal, c.want)
				}
				got := Counts
				for _, o := range s.Ignored {
					if o.ID == "house" {
						got = o.Reason
					}
				}
				if !s.Seen && (len(s.BlockedBy) != 1 || s.BlockedBy[0].ID != "house") {
					t.Errorf("blocked by %v, want the house", s.BlockedBy)
				}
				if got != c.reason {
					t.Errorf("house: %v, want %v", got, c.reason)
				}
				if s.Seen {
					checkWitness(t, tb, ab[0], ab[1], s)
				}
				wantFrom, wantTo := 4.0, 1.0+tbStand(tb, "g")
				if ab[0] == "g" {
					wantFrom, wantTo = wantTo, wantFrom
				}
				if s.FromHeight != wantFrom || s.ToHeight != wantTo {
					t.Errorf("heights %g -> %g, want %g -> %g", s.FromHeight, s.ToHeight, wantFrom, wantTo)
				}
			}
		})
	}
	tb := mustTable(t, []Model{disc("a", 0, 0, 0.5, 1), disc("b", 10, 0, 0.5, 1).Standing("hill")}, []Piece{piece("hill", hedge, 2, rect(9, -1, 11, 1))}, Rules{})
	if !tb.Diagonal("a", "b") || !tb.Diagonal("b", "a") || tb.Diagonal("a", "a") || tb.Diagonal("a", "zz") {
		t.Error("Diagonal: want true for a model on a hill of Ht 2 either way, false for itself or an unknown model")
	}
}

func tbStand(tb *Table, id string) float64 {
	m, _ := tb.Model(id)
	if p, ok := tb.Piece(m.On); ok {
		return p.Ht
	}
	return 0
}

// tower is the scene of the diagonal tests: the actor on a tower of Ht 3
// near its edge (top 4), the target 10 in away on the ground (Ht 1). The
// rules compare tops (CompareTop), the reading these cases were written
// for; TestSKR_Ht_Readings shows the default reading on the same ideas.
func tower(extra []Model, ps []Piece) (*Table, error) {
	ms := append([]Model{
		NewModel("a", [2]float64{0, 0}, Base30, 1).Standing("tower"),
		NewModel("t", [2]float64{10, 0}, Base30, 1),
	}, extra...)
	return NewTable(ms, append([]Piece{piece("tower", building, 3, rect(-1, -1, 1, 1))}, ps...), Rules{Compare: CompareTop})
}

// SKR-V2: on diagonal lines, models between lower than the model on the
// vantage point are ignored; terrain no higher than the lowest model is
// ignored; a line that passes over opaque terrain at a point no higher
// than its Ht is blocked.
func TestSKR_V2_DiagonalLines(t *testing.T) {
	for _, c := range []struct {
		name    string
		models  []Model
		pieces  []Piece
		want    bool
		blocked []string
		ignored []Reason
	}{
		{"two lower models between are ignored", []Model{NewModel("m1", [2]float64{8, 0.55}, Base40, 1), NewModel("m2", [2]float64{8, -0.55}, Base40, 1)}, nil,
			true, nil, []Reason{BelowVantage, BelowVantage, NearEdge}},
		{"a model just lower than the vantage model is ignored", []Model{NewModel("big", [2]float64{5, 0}, Base50, 3.9)}, nil,
			true, nil, []Reason{BelowVantage, NearEdge}},
		{"a model as tall as the vantage model blocks", []Model{NewModel("big", [2]float64{5, 0}, Base50, 4)}, nil,
			false, []string{"big"}, []Reason{NearEdge}},
		{"terrain as high as the lowest model is ignored", nil, []Piece{piece("wall", wall, 1, rect(9, -2, 9.3, 2))},
			true, nil, []Reason{NearEdge, LowTerrain}},
		{"higher terrain by the target blocks: the line passes over it below its Ht", nil, []Piece{piece("wall", wall, 1.5, rect(9, -2, 9.3, 2))},
			false, []string{"wall"}, []Reason{NearEdge}},
		{"higher terrain near the actor: the line passes above it", nil, []Piece{piece("wall", wall, 1.5, rect(2, -2, 2.3, 2))},
			true, nil, []Reason{NearEdge}},
		{"non-opaque terrain never blocks", nil, []Piece{piece("wood", wood, 5, rect(5, -2, 6, 2))},
			true, nil, []Reason{NearEdge}},
	} {
		t.Run(c.name, func(t *testing.T) {
			tb, err := tower(c.models, c.pieces)
			if err != nil {
				t.Fatal(err)
			}
			s := mustLoS(t, tb, "a", "t")
			if !s.Diagonal || s.Seen != c.want {
				t.Fatalf("LoS = %+v, want diagonal, seen %v", s, c.want)
			}
			if got := ids(s.BlockedBy); !slices.Equal(got, c.blocked) {
				t.Errorf("blocked by %v, want %v", got, c.blocked)
			}
			var reasons []Reason
			for _, o := range s.Ignored {
				reasons = append(reasons, o.Reason)
			}
			if !slices.Equal(reasons, c.ignored) {
				t.Errorf("ignored %v, want reasons %v", s.Ignored, c.ignored)
			}
			if back := mustLoS(t, tb, "t", "a"); back.Seen != s.Seen {
				t.Errorf("reverse: seen %v", back.Seen)
			}
		})
	}
	// The same wall of Ht 1 blocks when the actor is on the ground: it is
	// the diagonal line that ignores it.
	ms := []Model{NewModel("a", [2]float64{0, 0}, Base30, 1), NewModel("t", [2]float64{10, 0}, Base30, 1)}
	tb := mustTable(t, ms, []Piece{piece("wall", wall, 1, rect(9, -2, 9.3, 2))}, Rules{})
	if s := mustLoS(t, tb, "a", "t"); s.Seen || s.Diagonal {
		t.Errorf("from the ground: %+v, want blocked, top-down", s)
	}
}

// SKR-V2 at the boundary: point bases leave a single sight line, from
// height 4 at x=0 down to height 1 at x=8; it leaves a wall over x in
// [3, 4] at exactly height 2.5. A wall of Ht 2.5 blocks it ("no higher
// than its Ht"); a lower one does not.
func TestSKR_V2_NoHigherThanItsHtBlocks(t *testing.T) {
	for _, c := range []struct {
		name string
		ht   float64
		want bool
	}{{"line exactly at the wall's Ht", 2.5, false}, {"wall a little lower", 2.4375, true}, {"line below the wall's Ht", 3, false}} {
		t.Run(c.name, func(t *testing.T) {
			ms := []Model{disc("a", 0, 0, 0, 1).Standing("tower"), disc("t", 8, 0, 0, 1)}
			ps := []Piece{piece("tower", building, 3, rect(-1, -1, 1, 1)), piece("wall", wall, c.ht, rect(3, -2, 4, 2))}
			tb := mustTable(t, ms, ps, Rules{})
			for _, ab := range [][2]string{{"a", "t"}, {"t", "a"}} {
				if s := mustLoS(t, tb, ab[0], ab[1]); s.Seen != c.want || !s.Diagonal {
					t.Errorf("%s sees %s: %+v, want seen %v", ab[0], ab[1], s, c.want)
				}
			}
		})
	}
}

// SKR-V3: actor and target both on vantage points of the same height:
// LoS is drawn normally, top-down. Two models in the middle of two roofs
// of Ht 3, 0.5 in apart, see each other; lower the second roof to Ht 2
// and the lines become diagonal, and the first roof's edge (more than the
// model's Ht away) blocks the line going down.
func TestSKR_V3_SameHeightVantage(t *testing.T) {
	for _, c := range []struct {
		name      string
		secondHt  float64
		between   []Model
		diagonal  bool
		want      bool
		obstacles []string
	}{
		{"same height: top-down, the roofs are underfoot", 3, nil, false, true, []string{"h1", "h2"}},
		{"same height: a model in the street lower than both tops is ignored", 3, []Model{disc("s", 10.25, 5, 0.2, 2)}, false, true, []string{"s", "h1", "h2"}},
		{"same height: a taller model in the street blocks", 3, []Model{disc("s", 10.25, 5, 1.5, 3.5)}, false, false, []string{"s", "h1", "h2"}},
		{"different heights: diagonal, the roof edge blocks", 2, nil, true, false, []string{"h1", "h2"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			ps := []Piece{piece("h1", building, 3, rect(0, 0, 10, 10)), piece("h2", building, c.secondHt, rect(10.5, 0, 20.5, 10))}
			ms := append([]Model{disc("a", 5, 5, 0.5, 0.5).Standing("h1"), disc("b", 15.5, 5, 0.5, 3.5-c.secondHt).Standing("h2")}, c.between...)
			if c.secondHt == 2 {
				ms[1].Ht = 0
			}
			// Tops are compared: a street model lower than both tops.
			tb := mustTable(t, ms, ps, Rules{Compare: CompareTop})
			s := mustLoS(t, tb, "a", "b")
			if s.Diagonal != c.diagonal || s.Seen != c.want {
				t.Fatalf("LoS = %+v, want diagonal %v, seen %v", s, c.diagonal, c.want)
			}
			got := ids(append(slices.Clone(s.BlockedBy), s.Ignored...))
			if s.Seen {
				got = ids(s.Ignored)
			}
			if !slices.Equal(got, c.obstacles) {
				t.Errorf("obstacles %v (blocked %v, ignored %v), want %v", got, s.BlockedBy, s.Ignored, c.obstacles)
			}
		})
	}
}
