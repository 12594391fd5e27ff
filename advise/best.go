package advise

import (
	"errors"
	"fmt"
	"slices"

	"github.com/warkit/warkit/combat"
)

// Shot is a unit's fire at one enemy from the place it moved to.
type Shot struct {
	Target   int         // index of the enemy in the pieces given
	Damage   combat.Dist // the damage of that fire
	Expected combat.Frac // its exact mean
}

// Position is one move of a unit, evaluated: what it can fire at from
// there, what can fire at it there, and the objective's score. It explains
// itself: the path and MP left, who sees whom, and the odds of each fire.
type Position[P comparable] struct {
	Move[P]
	Shots []Shot      // enemies the unit sees and can fire on, in order
	Best  int         // index in Shots of the highest expected damage, first on ties; -1 without shots
	Risk  Cell[P]     // what threatens the unit at Move.To
	Score combat.Frac // the objective's value; higher is better
}

// Objective scores a position; [World.BestPositions] ranks by it, highest
// first. It must be a pure function of the position.
type Objective[P comparable] func(p *Position[P]) (combat.Frac, error)

// The objectives below read a Position as [World.BestPositions] fills it;
// each refuses a nil Position with an error, and a Position with no shots
// (the zero Position included, whatever its Best) has a best shot of 0.

var errNoPosition = errors.New("advise: objective of a nil Position")

// MostDamage scores a position by the expected damage of its best shot (0
// without one): the unit fires once, at the target where it does most. A
// Best that is not an index of Shots is an error.
func MostDamage[P comparable](p *Position[P]) (combat.Frac, error) {
	switch {
	case p == nil:
		return combat.Frac{}, errNoPosition
	case p.Best < 0 || len(p.Shots) == 0:
		return combat.Frac{}, nil
	case p.Best >= len(p.Shots):
		return combat.Frac{}, fmt.Errorf("advise: Position.Best %d is not one of its %d shots", p.Best, len(p.Shots))
	}
	return p.Shots[p.Best].Expected, nil
}

// LeastRisk scores a position by minus the expected damage suffered there.
func LeastRisk[P comparable](p *Position[P]) (combat.Frac, error) {
	if p == nil {
		return combat.Frac{}, errNoPosition
	}
	return combat.Int(0).Sub(p.Risk.Expected)
}

// DamageMinusRisk scores a position by the expected damage of its best shot
// minus the expected damage suffered there.
func DamageMinusRisk[P comparable](p *Position[P]) (combat.Frac, error) {
	d, err := MostDamage(p)
	if err != nil {
		return combat.Frac{}, err
	}
	return d.Sub(p.Risk.Expected)
}

// ChanceOfAtLeast returns the objective "the highest probability, over the
// shots, of inflicting at least k damage".
func ChanceOfAtLeast[P comparable](k int) Objective[P] {
	return func(p *Position[P]) (combat.Frac, error) {
		if p == nil {
			return combat.Frac{}, errNoPosition
		}
		var best combat.Frac
		for _, s := range p.Shots {
			if c := s.Damage.AtLeast(k); c.Cmp(best) > 0 {
				best = c
			}
		}
		return best, nil
	}
}

// BestPositions evaluates every move the unit u can make (by [World.Reach])
// against the enemies, scores each with obj, and returns them ranked by
// score, highest first; ties keep Reach's order. More than
// Options.MaxPairs moves times enemies is an error.
func (w *World[P, U]) BestPositions(u Piece[P, U], enemies []Piece[P, U], obj Objective[P], opt Options) ([]Position[P], error) {
	if err := w.check(true); err != nil {
		return nil, err
	}
	if obj == nil {
		return nil, errors.New("advise: nil Objective")
	}
	moves, err := w.Reach(u.Unit, u.At)
	if err != nil {
		return nil, fmt.Errorf("advise: reach from %v: %w", u.At, err)
	}
	if err := checkPairs(len(moves), len(enemies), opt.MaxPairs, "best positions of moves by enemies"); err != nil {
		return nil, err
	}
	out := make([]Position[P], len(moves))
	err = batch(len(out), opt, func(i int) error {
		return w.evaluate(&out[i], moves[i], u.Unit, enemies, obj)
	})
	if err != nil {
		return nil, err
	}
	slices.SortStableFunc(out, func(a, b Position[P]) int { return b.Score.Cmp(a.Score) })
	return out, nil
}

// evaluate fills p for the move m of unit u.
func (w *World[P, U]) evaluate(p *Position[P], m Move[P], u U, enemies []Piece[P, U], obj Objective[P]) error {
	p.Move, p.Best = m, -1
	for i, e := range enemies {
		seen, err := w.Sight(m.To, e.At)
		if err != nil {
			return fmt.Errorf("advise: sight from %v to enemy %d: %w", m.To, i, err)
		}
		if !seen {
			continue
		}
		d, ok, err := w.Fire(u, m.To, e.Unit, e.At)
		if err != nil {
			return fmt.Errorf("advise: fire from %v at enemy %d: %w", m.To, i, err)
		}
		if !ok {
			continue
		}
		x, err := Expected(d)
		if err != nil {
			return fmt.Errorf("advise: fire from %v at enemy %d: %w", m.To, i, err)
		}
		p.Shots = append(p.Shots, Shot{Target: i, Damage: d, Expected: x})
		if p.Best < 0 || x.Cmp(p.Shots[p.Best].Expected) > 0 {
			p.Best = len(p.Shots) - 1
		}
	}
	var err error
	if p.Risk, err = w.threats(u, m.To, enemies); err != nil {
		return err
	}
	if p.Score, err = obj(p); err != nil {
		return fmt.Errorf("advise: objective at %v: %w", m.To, err)
	}
	return nil
}
