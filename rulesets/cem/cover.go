package cem

import (
	"fmt"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/combat"
)

// Shelter is the terrain a target figure stands in, for cover and
// resistance (CEM-L6, T3): of the features the figure occupies (see
// [Board.AppendOwn]), the one with the greatest cover (then the greatest
// resistance, then the first on the board). Feature is -1, and every
// number 0, in open ground.
type Shelter struct {
	Feature    int
	ID, Type   string
	Cover      int
	Resistance int
}

// Shelter returns the terrain of a target figure at p. Only the terrain
// the target stands in counts (CEM-L6): what the line crosses on the way
// adds visibility, never cover. An edge declaration does not remove it.
// A point that is not finite, and any point on a nil or zero Board, is
// in open ground.
func (b *Board) Shelter(p orb.Point) Shelter {
	s := Shelter{Feature: -1}
	for _, i := range b.AppendOwn(nil, p) {
		c, r := int(b.cover.At(i)), int(b.resist.At(i))
		if s.Feature < 0 || c > s.Cover || c == s.Cover && r > s.Resistance {
			f := b.tb.Feature(i)
			s = Shelter{Feature: i, ID: f.ID, Type: f.Type, Cover: c, Resistance: r}
		}
	}
	return s
}

// AttackModifier returns the modifier to an enemy's attack roll against a
// figure at p (CEM-L6): minus the cover of its terrain, named after the
// feature, and false in open ground or terrain without cover. The roll is
// read as "higher is better for the attacker", so cover lowers it.
func (b *Board) AttackModifier(p orb.Point) (combat.Modifier, bool) {
	s := b.Shelter(p)
	if s.Cover == 0 {
		return combat.Modifier{}, false
	}
	return combat.Mod(fmt.Sprintf("cover of %s %q", s.Type, s.ID), -s.Cover), true
}

// Damage returns the damage that reaches a figure at p after its terrain's
// resistance (CEM-T3): max(0, damage − resistance), so 0 for a negative
// damage; computed without overflow for any int.
func (b *Board) Damage(p orb.Point, damage int) int {
	r := b.Shelter(p).Resistance
	if damage <= r {
		return 0
	}
	return damage - r
}
