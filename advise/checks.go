package advise

import (
	"errors"
	"fmt"
	"slices"
)

// Unseen returns the places of [World.Places] that none of the observers
// sees, in that order: ground a side cannot watch from where it stands.
// More than Options.MaxPairs places times observers is an error.
func (w *World[P, U]) Unseen(observers []P, opt Options) ([]P, error) {
	if w == nil || w.Sight == nil {
		return nil, errNoSight
	}
	if err := checkPairs(len(w.Places), len(observers), opt.MaxPairs, "unseen places by observers"); err != nil {
		return nil, err
	}
	seen := make([]bool, len(w.Places))
	err := batch(len(w.Places), opt, func(i int) error {
		for _, o := range observers {
			s, err := w.Sight(o, w.Places[i])
			if err != nil {
				return fmt.Errorf("advise: sight from %v to %v: %w", o, w.Places[i], err)
			}
			if s {
				seen[i] = true
				return nil
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	var out []P
	for i, s := range seen {
		if !s {
			out = append(out, w.Places[i])
		}
	}
	return out, nil
}

// MaxUnreachableTurns is the most turns [World.Unreachable] explores: each
// turn is a World.Reach from every place reached so far (a count of game
// turns, not the turns of one move.ReachOptions, whose bound is
// move.MaxReachTurns).
const MaxUnreachableTurns = 1000

// MaxReached bounds the distinct places [World.Unreachable] keeps track
// of, 1,048,576 (the hexes of the largest hex map terrain loads by
// default): a Reach that keeps finding new places (a graph that doubles
// each turn) is an error naming it, not a map that outgrows memory.
const MaxReached = 1 << 20

// Unreachable returns the objectives that unit u, starting at from, cannot
// reach within the given number of turns, each turn a [World.Reach] from
// every place reached so far, in the order given. Each place is expanded at
// most once, so the cost is at most one Reach call per distinct place
// reached, and at most [MaxReached] places are reached (more is an
// error: lower turns).
func (w *World[P, U]) Unreachable(u U, from P, objectives []P, turns int) ([]P, error) {
	if w == nil || w.Reach == nil {
		return nil, errNoReach
	}
	if turns < 0 || turns > MaxUnreachableTurns {
		return nil, fmt.Errorf("advise: %d turns: want 0..%d (MaxUnreachableTurns)", turns, MaxUnreachableTurns)
	}
	reached := map[P]bool{from: true}
	frontier := []P{from}
	for t := 0; t < turns && len(frontier) > 0; t++ {
		var next []P
		for _, at := range frontier {
			moves, err := w.Reach(u, at)
			if err != nil {
				return nil, fmt.Errorf("advise: reach from %v: %w", at, err)
			}
			for _, m := range moves {
				if !reached[m.To] {
					if len(reached) >= MaxReached {
						return nil, fmt.Errorf("advise: more than %d places reached (MaxReached) within %d turns", MaxReached, turns)
					}
					reached[m.To] = true
					next = append(next, m.To)
				}
			}
		}
		frontier = next
	}
	var out []P
	for _, o := range objectives {
		if !reached[o] {
			out = append(out, o)
		}
	}
	return out, nil
}

// Lane is an open line of sight from a post to a place.
type Lane[P comparable] struct {
	From, To P
	Length   float64
}

// KillZones returns every open line of sight at least minLength long from
// one of the posts to a place of [World.Places], measured by dist: the long
// fields of fire a designer looks for. Lanes come longest first; ties keep
// the order of posts, then of places. A NaN length is no lane. More than
// Options.MaxPairs posts times places is an error.
func (w *World[P, U]) KillZones(posts []P, minLength float64, dist func(a, b P) float64, opt Options) ([]Lane[P], error) {
	if w == nil || w.Sight == nil {
		return nil, errNoSight
	}
	if err := checkPairs(len(posts), len(w.Places), opt.MaxPairs, "kill zones of posts by places"); err != nil {
		return nil, err
	}
	if dist == nil {
		return nil, errors.New("advise: nil distance function")
	}
	if !(minLength >= 0) {
		return nil, fmt.Errorf("advise: minimum length %v: want a number >= 0", minLength)
	}
	found := make([][]Lane[P], len(posts))
	err := batch(len(posts), opt, func(i int) error {
		for _, to := range w.Places {
			l := dist(posts[i], to)
			if !(l >= minLength) {
				continue
			}
			s, err := w.Sight(posts[i], to)
			if err != nil {
				return fmt.Errorf("advise: sight from %v to %v: %w", posts[i], to, err)
			}
			if s {
				found[i] = append(found[i], Lane[P]{From: posts[i], To: to, Length: l})
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	out := slices.Concat(found...)
	slices.SortStableFunc(out, func(a, b Lane[P]) int {
		switch {
		case a.Length > b.Length:
			return -1
		case a.Length < b.Length:
			return 1
		}
		return 0
	})
	return out, nil
}
