package main

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/combat/combattest"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/los/hexsight/hexsighttest"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/move/movetest"
	"github.com/warkit/warkit/terrain"
	"pgregory.net/rapid"
)

func scenario(t *testing.T) *Game {
	t.Helper()
	g, err := Scenario()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func labelled(t *testing.T, g *Game, label string) hex.Hex {
	t.Helper()
	h, err := g.Map.Parse(label)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// randomMap is a size x size map of the game's terrain types, with random
// forests and cities and river hexsides; More has one more forest.
func randomMap(types []terrain.Type, size int) hexsighttest.Maps {
	return func(r *rand.Rand) (hexsighttest.Case, error) {
		d := terrain.HexMapData{Cols: size, Rows: size, Labels: hex.StandardLabels, Types: types, Fill: "clear"}
		region := move.Rect{Offset: hex.StandardLabels.Offset, Cols: size, Rows: size}
		for i := range region.Len() {
			switch k := r.IntN(10); {
			case k < 2:
				d.Hexes = append(d.Hexes, terrain.HexData{Hex: region.Hex(i), Type: "forest"})
			case k < 3:
				d.Hexes = append(d.Hexes, terrain.HexData{Hex: region.Hex(i), Type: "city"})
			}
		}
		m, err := terrain.NewHexMap(d)
		if err != nil {
			return hexsighttest.Case{}, err
		}
		h := region.Hex(r.IntN(region.Len()))
		d.Hexes = append(slices.DeleteFunc(d.Hexes, func(x terrain.HexData) bool { return x.Hex == h }), terrain.HexData{Hex: h, Type: "forest"})
		more, err := terrain.NewHexMap(d)
		return hexsighttest.Case{Map: m, More: more}, err
	}
}

func TestSightLaws(t *testing.T) {
	g := scenario(t)
	sight := func(m *terrain.HexMap) (hexsighttest.Judge, error) {
		hs, err := NewSight(m)
		return hexsighttest.SightJudge(hs), err
	}
	if err := hexsighttest.CheckLaws(hexsighttest.Laws{Sight: sight, Maps: randomMap(g.Map.Types(), 8)}); err != nil {
		t.Fatal(err)
	}
}

// Movement laws on movetest's maps: hex code 1 is forest, 3 a hex holding
// an enemy unit; hexside code 1 is a river. movetest's searches know no
// occupancy, so the enemy's hex is restated as a forbidden entry, which
// is what the game's occupancy makes of it.
func TestMovementLaws(t *testing.T) {
	model := func(m *movetest.Map) move.StepModel {
		return move.StepModel{
			Entry: func(to hex.Hex) (float64, bool) {
				c, ok := m.HexCode(to)
				return float64(1 + c%2), ok
			},
			SideEffect: func(s hex.Side) move.ZOCEffect {
				if m.SideCode(s) == 1 {
					return move.ZOCWholeMove
				}
				return move.ZOCNone
			},
		}
	}
	rule := func(m *movetest.Map) move.Steps { return model(m) }
	zoc := func(m *movetest.Map) move.ZOCRule {
		var enemies []hex.Hex
		for i := range m.Region.Len() {
			if c, _ := m.HexCode(m.Region.Hex(i)); c == 3 {
				enemies = append(enemies, m.Region.Hex(i))
			}
		}
		opt, err := Options(nil, enemies, 0)
		if err != nil {
			panic(err) // cannot happen: hexes of a small map, radius 1
		}
		blocked := move.ZOCFunc(func(_, to hex.Hex) move.ZOCEffect {
			if opt.Occupancy.Blocked(to) {
				return move.ZOCForbid
			}
			return move.ZOCNone
		})
		return move.ZOCAnyOf(opt.ZOC, blocked)
	}
	if err := movetest.CheckRule(rule, movetest.Config{HexCodes: 4, MinStep: 1, ZOC: zoc}); err != nil {
		t.Fatal(err)
	}
}

func TestCRTLaws(t *testing.T) {
	g := scenario(t)
	if err := combattest.CheckTable(g.CRT, combat.Mods{}, Better); err != nil {
		t.Fatal(err)
	}
	city, clear := labelled(t, g, "0402"), labelled(t, g, "0101")
	rapid.Check(t, func(t *rapid.T) {
		a, d := rapid.IntRange(1, 100).Draw(t, "attack"), rapid.IntRange(1, 100).Draw(t, "defence")
		at := rapid.SampledFrom([]hex.Hex{city, clear}).Draw(t, "at")
		sel, err := g.Odds(a, d, at)
		if err != nil {
			t.Fatal(err)
		}
		o, err := g.CRT.Outcomes(sel, combat.Mods{})
		if err != nil {
			t.Fatal(err)
		}
		if err := combattest.CheckSumsToOne(o); err != nil {
			t.Fatal(err)
		}
		// Below 1:2 is always AE; more attack never hurts the attacker.
		if 2*a < d && o.P(AE).Cmp(combat.Int(1)) != 0 {
			t.Fatalf("%d:%d gave %v", a, d, o)
		}
		more, _ := g.Odds(a+1, d, at)
		o2, _ := g.CRT.Outcomes(more, combat.Mods{})
		if o2.P(AE).Cmp(o.P(AE)) > 0 {
			t.Fatalf("%d:%d is worse than %d:%d", a+1, d, a, d)
		}
	})
}

// Named cases of the movement rules on the scenario map.
func TestMovementRules(t *testing.T) {
	g := scenario(t)
	unit := func(id string) int {
		i, err := g.unit(id)
		if err != nil {
			t.Fatal(err)
		}
		return i
	}
	tests := []struct {
		name       string
		unit, from string
		to         string
		reached    bool
		ended      bool
		passOnly   bool
		left, cost float64
	}{
		{name: "river costs all MP from next to it", unit: "R31", from: "0605", to: "0505", reached: true, ended: true, left: 0, cost: 3},
		{name: "river cannot be crossed after moving", unit: "R31", from: "0705", to: "0505", reached: false},
		{name: "river crossing towards the east too", unit: "B4", from: "0504", to: "0604", reached: true, ended: true, left: 0, cost: 6},
		{name: "entering an enemy zone stops", unit: "B4", from: "0105", to: "0503", reached: true, ended: true, left: 0, cost: 6},
		{name: "a hex beyond the zone is reached around it", unit: "B4", from: "0105", to: "0504", reached: true, ended: false, left: 1, cost: 5},
		{name: "no step into an enemy hex", unit: "B1", from: "0302", to: "0402", reached: false},
		{name: "forest costs 2", unit: "B4", from: "0105", to: "0204", reached: true, ended: false, left: 4, cost: 2},
		{name: "zone to zone of the same enemy stops again", unit: "B1", from: "0302", to: "0303", reached: true, ended: true, left: 0, cost: 1},
		{name: "a friend's hex is passed through", unit: "B4", from: "0105", to: "0404", reached: true, passOnly: true, left: 2, cost: 4},
		{name: "beyond a friend's hex", unit: "BH", from: "0304", to: "0504", reached: true, left: 0, cost: 2},
		{name: "a stop on a friend is no move", unit: "B4", from: "0301", to: "0302", reached: false},
		// The reach picture: from its start the Panzer passes through the
		// friends in 0202 and 0404, and never enters 0302 (B1, in R7's
		// zone), whichever way it comes.
		{name: "a friend's hex is passed through on the way north", unit: "B4", from: "0105", to: "0202", reached: true, passOnly: true, left: 3, cost: 3},
		{name: "a friend's hex in a zone is never entered", unit: "B4", from: "0105", to: "0302", reached: false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			i := unit(tc.unit)
			tree, err := g.Moved(i, labelled(t, g, tc.from)).Reach(i)
			if err != nil {
				t.Fatal(err)
			}
			a, ok := tree.At(labelled(t, g, tc.to))
			if ok != tc.reached {
				t.Fatalf("reached %v, want %v", ok, tc.reached)
			}
			if ok && (a.Ended != tc.ended || a.PassOnly != tc.passOnly || a.MPLeft != tc.left || a.Cost != tc.cost) {
				t.Fatalf("arrival %+v, want ended %v, pass only %v, %g left, cost %g", a, tc.ended, tc.passOnly, tc.left, tc.cost)
			}
		})
	}
	// In a zone, the mover goes no farther than the hex it entered.
	i := unit("B1")
	tree, err := g.Reach(i)
	if err != nil {
		t.Fatal(err)
	}
	if a, ok := tree.At(labelled(t, g, "0303")); !ok || !a.Ended {
		t.Fatalf("0303 next to 7th Rifle: %+v", a)
	}
}

// Named cases of the odds: the city shift and both ends of the table.
func TestOddsRules(t *testing.T) {
	g := scenario(t)
	city, clear := labelled(t, g, "0402"), labelled(t, g, "0101")
	tests := []struct {
		name   string
		a, d   int
		at     hex.Hex
		column string // "" for the AE of the left end
		why    string
	}{
		{"1:1 in the open", 3, 3, clear, "1:1", ""},
		{"city shifts one column left", 6, 3, city, "1:1", "shifted -1 defender in a city"},
		{"odds round in the defender's favour", 11, 4, clear, "2:1", ""},
		{"below 1:2 is AE", 2, 5, clear, "", ""},
		{"1:2 shifted off the left end is AE", 3, 6, city, "", "city"},
		{"above 6:1 reads as 6:1", 50, 3, clear, "6:1", "clamped to the nearest column"},
		{"above 6:1 in a city is 5:1", 50, 3, city, "5:1", "city"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sel, err := g.Odds(tc.a, tc.d, tc.at)
			if err != nil {
				t.Fatal(err)
			}
			p, err := g.CRT.Column(sel)
			if err != nil {
				t.Fatal(err)
			}
			o, err := g.CRT.Outcomes(sel, combat.Mods{})
			if err != nil {
				t.Fatal(err)
			}
			if tc.column == "" {
				if p.Index != -1 || o.P(AE).Cmp(combat.Int(1)) != 0 {
					t.Fatalf("column %v, outcomes %v: want AE", p, o)
				}
			} else if p.Label != tc.column {
				t.Fatalf("column %v, want %s", p, tc.column)
			}
			if !strings.Contains(p.String(), tc.why) {
				t.Fatalf("why %q lacks %q", p, tc.why)
			}
		})
	}
	if _, err := g.Odds(0, 3, clear); err == nil {
		t.Fatal("attack 0: no error")
	}
}
