package advise

import (
	"fmt"

	"github.com/warkit/warkit/combat"
)

// Threat is one enemy's fire at a place.
type Threat struct {
	Enemy  int         // index of the enemy in the pieces given
	Damage combat.Dist // the damage of that fire alone
}

// Cell is what threatens one place: who sees it, who can fire at it, and
// the damage a unit there would suffer from all of them together.
type Cell[P comparable] struct {
	At       P
	Seen     []int       // enemies that see the place, in order
	Threats  []Threat    // enemies that see the place and can fire at it
	Damage   combat.Dist // combined damage; the constant 0 without threats
	Expected combat.Frac // exact mean of Damage
}

// Threats returns what threatens target if it stands at at: every enemy
// that sees the place and, of those, every one that can fire on it, with
// the combined damage (see [World.Combine]).
func (w *World[P, U]) Threats(target U, at P, enemies []Piece[P, U]) (Cell[P], error) {
	if err := w.check(false); err != nil {
		return Cell[P]{}, err
	}
	return w.threats(target, at, enemies)
}

func (w *World[P, U]) threats(target U, at P, enemies []Piece[P, U]) (Cell[P], error) {
	c := Cell[P]{At: at, Damage: combat.Const(0)}
	var dmg []combat.Dist
	for i, e := range enemies {
		seen, err := w.Sight(e.At, at)
		if err != nil {
			return c, fmt.Errorf("advise: sight of enemy %d to %v: %w", i, at, err)
		}
		if !seen {
			continue
		}
		c.Seen = append(c.Seen, i)
		d, ok, err := w.Fire(e.Unit, e.At, target, at)
		if err != nil {
			return c, fmt.Errorf("advise: fire of enemy %d at %v: %w", i, at, err)
		}
		if ok {
			c.Threats = append(c.Threats, Threat{Enemy: i, Damage: d})
			dmg = append(dmg, d)
		}
	}
	if len(dmg) == 0 {
		return c, nil
	}
	var err error
	if c.Damage, err = w.combine(dmg); err != nil {
		return c, fmt.Errorf("advise: damage at %v: %w", at, err)
	}
	if c.Expected, err = Expected(c.Damage); err != nil {
		return c, fmt.Errorf("advise: damage at %v: %w", at, err)
	}
	return c, nil
}

// ThreatMap returns [World.Threats] for target at every place of
// [World.Places], in that order. More than Options.MaxPairs places times
// enemies is an error.
func (w *World[P, U]) ThreatMap(target U, enemies []Piece[P, U], opt Options) ([]Cell[P], error) {
	if err := w.check(false); err != nil {
		return nil, err
	}
	if err := checkPairs(len(w.Places), len(enemies), opt.MaxPairs, "threat map of places by enemies"); err != nil {
		return nil, err
	}
	out := make([]Cell[P], len(w.Places))
	err := batch(len(out), opt, func(i int) error {
		var err error
		out[i], err = w.threats(target, w.Places[i], enemies)
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Exposure returns [World.Threats] at every place of a path, in order: the
// places where a unit moving along it can be seen and fired on, with the
// odds at each. A rule such as "a unit seen anywhere on its path may be
// fired on" reads the first cell with Seen or Threats. More than
// [DefaultMaxPairs] places of the path times enemies is an error.
func (w *World[P, U]) Exposure(u U, path []P, enemies []Piece[P, U]) ([]Cell[P], error) {
	if err := w.check(false); err != nil {
		return nil, err
	}
	if err := checkDefaultPairs(len(path), len(enemies), "exposure of a path by enemies"); err != nil {
		return nil, err
	}
	out := make([]Cell[P], len(path))
	for i, at := range path {
		var err error
		if out[i], err = w.threats(u, at, enemies); err != nil {
			return nil, err
		}
	}
	return out, nil
}
