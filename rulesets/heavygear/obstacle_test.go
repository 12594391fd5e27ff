package heavygear

import (
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
	"github.com/warkit/warkit/terrain"
)

// HG-M2: +1 MP per inch of rise; a rise of 2 in or more is impassable, and
// the result says a Defence roll vs 4 settles a model that cannot stop.
func TestHG_M2_Elevation(t *testing.T) {
	b := board(t, 20, 10,
		terrain.NewArea("hill", Clear, rect(5, 0, 10, 10)).WithElevation(1.5),
		terrain.NewArea("cliff", Clear, rect(14, 0, 16, 10)).WithElevation(2),
	)
	climber := gear
	climber.Perks = ClimbingPerk
	cases := []struct {
		name     string
		m        Model
		path     orb.LineString
		want     float64
		obstacle bool
	}{
		{"up 1.5 in: +1.5", gear, orb.LineString{{0, 5}, {7, 5}}, 7 + 1.5, false},
		{"up and down: down is free", gear, orb.LineString{{0, 5}, {12, 5}}, 12 + 1.5, false},
		{"a rise of exactly 2 in is impassable", gear, orb.LineString{{12, 5}, {15, 5}}, 0, true},
		{"the climbing perk lifts the limit", climber, orb.LineString{{12, 5}, {15, 5}}, 3 + 2, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			mv, err := NewMover(b, c.m, Rules{})
			if err != nil {
				t.Fatal(err)
			}
			got, err := mv.Cost(nil, c.path)
			if err != nil {
				t.Fatal(err)
			}
			if got.Obstacle != c.obstacle || !c.obstacle && got.Cost.Total != c.want {
				t.Errorf("total %v obstacle %v, want %v %v\n%s", got.Cost.Total, got.Obstacle, c.want, c.obstacle, got.Explanation)
			}
			if c.obstacle && !strings.Contains(got.Explanation, "Defence vs 4") {
				t.Errorf("explanation lacks the Defence roll:\n%s", got.Explanation)
			}
		})
	}
}

// HG-M2: the Defence roll vs 4, as data, with exact odds and a forced roll.
func TestHG_M2_DefenceRoll(t *testing.T) {
	cases := []struct {
		name    string
		rules   Rules
		defence int
		want    string
	}{
		{"level 1: 4, 5 or 6", Rules{}, 1, "1/2"},
		{"level 2: best of 2d6 >= 4", Rules{}, 2, "3/4"},
		{"level 2, strictly beats 4", Rules{Success: StrictlyBeat}, 2, "5/9"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := gear
			m.Defence = c.defence
			p, err := c.rules.ObstacleChance(m)
			if err != nil || p.String() != c.want {
				t.Errorf("got %v %v, want %s", p, err, c.want)
			}
		})
	}
	out, res, err := Rules{}.RollObstacle(combat.NewRoller(combat.NewForced(2, 3)), gear)
	if err != nil || out != Impact || res.Final != 3 {
		t.Errorf("faces 2, 3: got %v %v %v, want an unintentional impact", out, res, err)
	}
	out, _, _ = Rules{}.RollObstacle(combat.NewRoller(combat.NewForced(4, 1)), gear)
	if out != Stops {
		t.Errorf("faces 4, 1: got %v, want stops", out)
	}
	if _, err := (Rules{}).ObstacleChance(Model{Defence: 0}); err == nil {
		t.Error("skill level 0 accepted")
	}
}
