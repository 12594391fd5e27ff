package move_test

import (
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/move"
	"github.com/warkit/warkit/terrain"
)

// A wood's obstacle height is no ground: crossing a wood 3 units tall
// charges no climb, while a hill's elevation still does. Before, the
// default read Feature.Height and charged "climb 3 ... climb -3".
func TestClimbReadsElevationOnly(t *testing.T) {
	b := newBoard(t,
		terrain.NewArea("wood-1", "wood", rect(10, 0, 20, 60)).WithHeight(3),
		terrain.NewArea("hill-1", "hill", rect(40, 0, 50, 60)).WithHeight(3).WithElevation(1))
	g := newGround(t, b, move.GroundOptions{Climb: move.Climb{PerRise: 1, PerDrop: 1}})
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
			`move: terrain: key "dificulty" (number): no terrain type has this trait; did you mean "difficulty"?`},
		{"issue's typo", []terrain.TraitKey{terrain.Flag("blocksLoS")}, `key "blocksLoS" (flag): no terrain type has this trait`},
		{"optional", []terrain.TraitKey{terrain.Optional(terrain.Flag("blocksLoS"))}, ""},
		{"wrong kind", []terrain.TraitKey{terrain.Flag("difficulty")}, `type "field" has it as a number`},
		{"nil key", []terrain.TraitKey{nil}, "nil key"},
	} {
		_, err := move.NewGround(b, readRate, move.GroundOptions{Open: 1, Keys: tc.keys})
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	// The ground keeps its own copy of the keys.
	keys := []terrain.TraitKey{difficulty}
	g, err := move.NewGround(b, readRate, move.GroundOptions{Open: 1, Keys: keys})
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
	_, err = move.NewGround(b, move.RateTable{"forest": {"": {PerUnit: 2}}}.Rate,
		move.GroundOptions{Keys: []terrain.TraitKey{terrain.Flag("blocksLoS"), terrain.Number("mp")}})
	if err == nil || !strings.Contains(err.Error(), `did you mean "blocksLos"?`) {
		t.Errorf("typo: %v", err)
	}
}
