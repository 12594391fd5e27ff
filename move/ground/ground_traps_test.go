package ground_test

import (
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move/ground"
	"github.com/warkit/warkit/terrain"
)

// A wood's obstacle height is no ground: crossing a wood 3 units tall
// charges no climb, while a hill's elevation still does. Before, the
// default read Feature.Height and charged "climb 3 ... climb -3".
func TestClimbReadsElevationOnly(t *testing.T) {
	b := newBoard(t,
		terrain.NewArea("wood-1", "wood", rect(10, 0, 20, 60)).WithHeight(3),
		terrain.NewArea("hill-1", "hill", rect(40, 0, 50, 60)).WithHeight(3).WithElevation(1))
	g := newGround(t, b, ground.Options{Climb: terrain.Climb{PerRise: 1, PerDrop: 1}})
	pc, err := g.Cost(nil, orb.LineString{{0, 5}, {30, 5}})
	if err != nil {
		t.Fatal(err)
	}
	if ex := g.Explain(pc); pc.Total != 20+30 || strings.Contains(ex, "climb") {
		t.Errorf("through a 3 tall wood: %v, want 50 and no climb\n%s", pc.Total, ex)
	}
	pc, _ = g.Cost(nil, orb.LineString{{30, 5}, {60, 5}})
	if ex := g.Explain(pc); pc.Total != 20+10+1+1 || !strings.Contains(ex, "climb 1 at (40 5)") || !strings.Contains(ex, "climb -1 at (50 5)") {
		t.Errorf("over a hill of elevation 1: %v, want 32\n%s", pc.Total, ex)
	}
}

// The keys a rate function reads are checked against the board's types:
// a typo is an error naming the nearest spelling, unless optional.
func TestNewGroundChecksKeys(t *testing.T) {
	b := newBoard(t, terrain.NewArea("wood-1", "wood", rect(10, 0, 20, 60)))
	for _, tc := range []struct {
		name string
		keys []terrain.TraitKey
		want string // "" for no error
	}{
		{"read keys", []terrain.TraitKey{difficulty, crossing}, ""},
		{"typo", []terrain.TraitKey{terrain.Number("dificulty")},
			`ground: terrain: key "dificulty" (number): no terrain type has this trait; did you mean "difficulty"?`},
		{"issue's typo", []terrain.TraitKey{terrain.Flag("blocksLoS")}, `key "blocksLoS" (flag): no terrain type has this trait`},
		{"optional", []terrain.TraitKey{terrain.Optional(terrain.Flag("blocksLoS"))}, ""},
		{"wrong kind", []terrain.TraitKey{terrain.Flag("difficulty")}, `type "field" has it as a number`},
		{"nil key", []terrain.TraitKey{nil}, "nil key"},
	} {
		_, err := ground.New(b, readRate, ground.Options{Open: 1, Keys: tc.keys})
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	// The ground keeps its own copy of the keys.
	keys := []terrain.TraitKey{difficulty}
	g, err := ground.New(b, readRate, ground.Options{Open: 1, Keys: keys})
	if err != nil {
		t.Fatal(err)
	}
	keys[0] = nil
	if k := g.Options().Keys; len(k) != 1 || k[0] == nil || k[0].Name() != "difficulty" {
		t.Errorf("keys %v", k)
	}
}

// The typo against a type that spells it "blocksLos".
func TestNewGroundTypoBlocksLos(t *testing.T) {
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{10, 10}}, Unit: "in",
		Types:    []terrain.Type{terrain.NewType("forest", terrain.Flag("blocksLos").Is(true), terrain.Number("mp").Is(2))},
		Features: []terrain.Feature{terrain.NewArea("f", "forest", rect(1, 1, 3, 3))},
	})
	if err != nil {
		t.Fatal(err)
	}
	_, err = ground.New(b, ground.RateTable{"forest": {"": {PerUnit: 2}}}.Rate,
		ground.Options{Open: 1, Keys: []terrain.TraitKey{terrain.Flag("blocksLoS"), terrain.Number("mp")}})
	if err == nil || !strings.Contains(err.Error(), `did you mean "blocksLos"?`) {
		t.Errorf("typo: %v", err)
	}
}

// loneWood is the scene: a lone 10 x 10 wood at 2 MP per unit in
// open ground at 1.
func loneWood(t testing.TB) *terrain.Board {
	return newBoard(t, terrain.NewArea("wood-1", "field", rect(40, 20, 50, 30)))
}

// Along a lone wood's edge every side costs the same, in both
// directions: the outside by default, the inside under EdgeDearer.
// Before, the south and east edges cost 20 and the north and west 10.
func TestLoneWoodEdges(t *testing.T) {
	b := loneWood(t)
	edges := map[string]orb.LineString{
		"south": {{40, 20}, {50, 20}}, "east": {{50, 20}, {50, 30}},
		"north": {{50, 30}, {40, 30}}, "west": {{40, 30}, {40, 20}},
	}
	for _, tc := range []struct {
		edge ground.Edge
		want float64
	}{{ground.EdgeCheaper, 10}, {ground.EdgeDearer, 20}} {
		g := newGround(t, b, ground.Options{Edge: tc.edge})
		for _, name := range []string{"south", "east", "north", "west"} {
			for _, p := range []orb.LineString{edges[name], {edges[name][1], edges[name][0]}} {
				pc, err := g.Cost(nil, p)
				if err != nil {
					t.Fatal(err)
				}
				if pc.Total != tc.want {
					t.Errorf("%v, %s edge %v: %v, want %v\n%s", tc.edge, name, p, pc.Total, tc.want, g.Explain(pc))
				}
			}
		}
		// Round the wood from corner to corner: both ways cost the same.
		for _, p := range []orb.LineString{{{40, 20}, {50, 20}, {50, 30}}, {{40, 20}, {40, 30}, {50, 30}}} {
			if pc, _ := g.Cost(nil, p); pc.Total != 2*tc.want {
				t.Errorf("%v, %v: %v, want %v", tc.edge, p, pc.Total, 2*tc.want)
			}
		}
	}
	// The planner has no cheap side to hug: from the middle of the west
	// edge to the middle of the east edge, north and south cost the same.
	g := newGround(t, b, ground.Options{})
	_, pc, err := g.CheapestPath(orb.Point{40, 25}, orb.Point{50, 25}, 5)
	if err != nil {
		t.Fatal(err)
	}
	if pc.Total != 20 {
		t.Errorf("across the wood's width: %v, want 20 (round the edges at 1, or straight through at 2)\n%s", pc.Total, g.Explain(pc))
	}
}

// Between two areas the stretch pays the cheaper side by default, the
// dearer under EdgeDearer; on the board's edge, the side on the board.
func TestSharedEdges(t *testing.T) {
	b := newBoard(t,
		terrain.NewArea("wood-1", "wood", rect(40, 20, 50, 30)),
		terrain.NewArea("field-1", "field", rect(50, 20, 60, 30)),
		terrain.NewArea("hill-1", "hill", rect(0, 0, 10, 10)).WithElevation(1),
		terrain.NewArea("road-1", "road", rect(70, 20, 80, 30)))
	for _, tc := range []struct {
		name          string
		path          orb.LineString
		cheap, dearer float64
	}{
		{"wood | field", orb.LineString{{50, 20}, {50, 30}}, 20, 30},
		{"field | wood", orb.LineString{{50, 30}, {50, 20}}, 20, 30},
		{"the hill on the board's edge", orb.LineString{{0, 0}, {10, 0}}, 10, 10},
		{"onto the hill's inner edge, open outside", orb.LineString{{20, 0}, {10, 0}, {10, 10}}, 20, 20 + 1},
		{"a lone road's edge pays the outside", orb.LineString{{70, 20}, {80, 20}}, 10, 5},
	} {
		for _, e := range []ground.Edge{ground.EdgeCheaper, ground.EdgeDearer} {
			g := newGround(t, b, ground.Options{Edge: e, Climb: terrain.Climb{PerRise: 1}})
			pc, err := g.Cost(nil, tc.path)
			if err != nil {
				t.Fatal(err)
			}
			want := tc.cheap
			if e == ground.EdgeDearer {
				want = tc.dearer
			}
			if pc.Total != want {
				t.Errorf("%s, %v: %v, want %v\n%s", tc.name, e, pc.Total, want, g.Explain(pc))
			}
		}
	}
	if _, err := ground.New(b, readRate, ground.Options{Open: 1, Edge: 7}); err == nil || !strings.Contains(err.Error(), "ground: unknown edge policy Edge(7)") {
		t.Errorf("bad policy: %v", err)
	}
}

// A zero Options (Open forgotten) made all movement free, and a rate
// function returning the zero Rate made an area free to cross, both
// without an error.
func TestForgottenRatesAreErrors(t *testing.T) {
	b, err := terrain.NewBoard(terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{24, 24}}, Unit: "in",
		Types: []terrain.Type{terrain.NewType("wood")},
		Features: []terrain.Feature{{ID: "wood-1", Type: "wood", Shape: terrain.Area,
			Polygon: geom.Polygon{{{4, 4}, {8, 4}, {8, 8}, {4, 8}, {4, 4}}}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	wood := ground.RateTable{"wood": {"": {PerUnit: 2}}}.Rate
	if _, err := ground.New(b, wood, ground.Options{}); err == nil || !strings.Contains(err.Error(), "Options.Open") {
		t.Errorf("zero Options: %v, want an error naming Open", err)
	}
	free := ground.RateTable{"wood": {"": {}}}.Rate
	if _, err := ground.New(b, free, ground.Options{Open: 1}); err == nil || !strings.Contains(err.Error(), `"wood-1"`) {
		t.Errorf("zero Rate for an area: %v, want an error naming the feature", err)
	}
	if _, err := ground.New(b, ground.RateTable{"wood": {"": {Ignore: true}}}.Rate, ground.Options{Open: 1}); err != nil {
		t.Errorf("an ignored area: %v", err)
	}
}
