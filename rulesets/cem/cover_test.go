package cem

import (
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/terrain"
)

// CEM-L6: only the cover of the terrain the target stands in modifies
// the attack; an edge declaration does not remove it.
func TestCEM_L6_CoverOfTargetTerrain(t *testing.T) {
	b := newBoard(t, Rules{},
		terrain.NewArea("wood-1", "wood", rect(50, -10, 60, 10)),
		terrain.NewLine("hedge-1", "hedge", orb.LineString{{30, -10}, {30, 10}}),
		terrain.NewLine("wall-1", "wall", orb.LineString{{80, -10}, {80, 10}}),
		terrain.NewArea("house-1", "house", rect(90, -10, 100, 10)),
	)
	cases := []struct {
		name string
		at   orb.Point
		want int
		ok   bool
	}{
		{"open ground", orb.Point{10, 0}, 0, false},
		{"behind the hedge the line crossed: no cover from it", orb.Point{40, 0}, 0, false},
		{"in the wood", orb.Point{55, 0}, -5, true},
		{"on the wood's edge", orb.Point{50, 0}, -5, true},
		{"behind the wall, within the edge reach", orb.Point{80.8, 0}, -10, true},
		{"in the house", orb.Point{95, 0}, -10, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, ok := b.AttackModifier(c.at)
			if ok != c.ok || m.Value != c.want {
				t.Fatalf("modifier %v %v, want %d %v", m, ok, c.want, c.ok)
			}
		})
	}
	// The edge declaration exempts the wood's visibility, not its cover.
	s := sight(t, b, at(5, 0), End{At: orb.Point{52, 0}, Edge: true})
	if !s.Seen {
		t.Fatalf("edge declared in the wood, not seen:\n%s", s)
	}
	if m, _ := b.AttackModifier(orb.Point{52, 0}); m.Value != -5 {
		t.Fatalf("cover lost with the edge declaration: %v", m)
	}
}

// CEM-T3: damage after terrain = max(0, damage − resistance).
func TestCEM_T3_Resistance(t *testing.T) {
	b := newBoard(t, Rules{}, terrain.NewArea("house-1", "house", rect(90, -10, 100, 10)))
	cases := []struct {
		name         string
		at           orb.Point
		damage, want int
	}{
		{"open ground keeps it all", orb.Point{10, 0}, 5, 5},
		{"a house takes 3", orb.Point{95, 0}, 5, 2},
		{"never below 0", orb.Point{95, 0}, 2, 0},
		{"exactly the resistance", orb.Point{95, 0}, 3, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := b.Damage(c.at, c.damage); got != c.want {
				t.Fatalf("damage %d, want %d", got, c.want)
			}
		})
	}
}
