package advise

import (
	"errors"
	"fmt"
	"runtime"

	"github.com/warkit/warkit/combat"
)

// SightFunc reports whether a unit at from sees the place to. advise does
// not assume symmetry: it asks in the direction the question needs (the
// shooter's place first).
type SightFunc[P comparable] func(from, to P) (bool, error)

// FireFunc returns the exact distribution of the damage a shooter at from
// inflicts on a target at at, in whatever integer the game counts (hits,
// steps lost, figures removed). ok is false when the shooter cannot fire on
// that target there (out of range, no arc, no ammunition); the damage is
// then ignored. advise asks Fire only where Sight said yes.
type FireFunc[P comparable, U any] func(shooter U, from P, target U, at P) (damage combat.Dist, ok bool, err error)

// ReachFunc lists the moves open to unit u standing at from this turn, in a
// deterministic order. Include the move of staying put when the game
// allows it: advise ranks only what Reach returns.
type ReachFunc[P comparable, U any] func(u U, from P) ([]Move[P], error)

// CombineFunc combines the damage of several fires at one target into the
// distribution of the damage suffered. It receives at least one
// distribution, in the order of the enemies.
type CombineFunc func(damage []combat.Dist) (combat.Dist, error)

// Move is one way a unit can end its move.
type Move[P comparable] struct {
	To   P
	Left float64 // movement points left on arrival
	Path []P     // from the start to To, both included
}

// Piece is a unit on the map.
type Piece[P comparable, U any] struct {
	Unit U
	At   P
}

// World is what advise needs to know of a game. Sight and Fire are needed
// by every call; Reach only by [World.BestPositions] and
// [World.Unreachable]; Places only by the calls that sweep the map. A World
// is read, never changed, by advise, and may be shared between goroutines.
type World[P comparable, U any] struct {
	Places  []P // every place a map-wide call evaluates, in result order
	Sight   SightFunc[P]
	Fire    FireFunc[P, U]
	Reach   ReachFunc[P, U]
	Combine CombineFunc // nil means Independent
}

// Options tune batch calls. The zero value runs on every core with no
// progress reports, within [DefaultMaxPairs].
type Options struct {
	// Workers is the number of goroutines; 0 means runtime.GOMAXPROCS(0),
	// 1 runs on the calling goroutine. Results do not depend on it.
	Workers int
	// Progress, if not nil, is called from the calling goroutine with the
	// number of places done and the total, at most about 100 times a call.
	Progress func(done, total int)
	// MaxPairs bounds the pairs of a place and a piece a call may consider
	// (len(Places) × len(enemies) for ThreatMap, len(Places) ×
	// len(observers) for Unseen, len(posts) × len(Places) for KillZones,
	// the moves × len(enemies) for BestPositions), and so its calls of the
	// game's functions and the size of its result: a map of a million
	// places against a thousand enemies is an error naming it, before any
	// Sight or Fire call, rather than hours of calls and gigabytes of
	// cells. 0 (or less) means [DefaultMaxPairs].
	MaxPairs int
}

// DefaultMaxPairs is the bound on place-piece pairs of [Options] left at
// 0, and of the calls without Options ([World.Exposure], [EveryFacing]):
// 4,194,304, a 2,048 × 2,048 map against one enemy or a 200 × 200 map
// against a hundred.
const DefaultMaxPairs = 1 << 22

// checkPairs reports a call of a × b pairs beyond max, the call's
// Options.MaxPairs (0 or less: DefaultMaxPairs), naming what they are.
func checkPairs(a, b, max int, what string) error {
	if max <= 0 {
		max = DefaultMaxPairs
	}
	if a > 0 && b > max/a {
		return fmt.Errorf("advise: %s: %d × %d pairs, more than %d (Options.MaxPairs, default DefaultMaxPairs)", what, a, b, max)
	}
	return nil
}

// checkDefaultPairs is checkPairs for a call that takes no Options: its
// bound is DefaultMaxPairs, and its error names that alone.
func checkDefaultPairs(a, b int, what string) error {
	if a > 0 && b > DefaultMaxPairs/a {
		return fmt.Errorf("advise: %s: %d × %d pairs, more than %d (DefaultMaxPairs)", what, a, b, DefaultMaxPairs)
	}
	return nil
}

func (o Options) workers(n int) int {
	w := o.Workers
	if w <= 0 {
		w = runtime.GOMAXPROCS(0)
	}
	return max(1, min(w, n))
}

var (
	errNoSight = errors.New("advise: World.Sight is nil")
	errNoFire  = errors.New("advise: World.Fire is nil")
	errNoReach = errors.New("advise: World.Reach is nil")
)

// check reports a missing function a call needs.
func (w *World[P, U]) check(reach bool) error {
	switch {
	case w == nil:
		return errors.New("advise: nil World")
	case w.Sight == nil:
		return errNoSight
	case w.Fire == nil:
		return errNoFire
	case reach && w.Reach == nil:
		return errNoReach
	}
	return nil
}

func (w *World[P, U]) combine(d []combat.Dist) (combat.Dist, error) {
	if w.Combine != nil {
		return w.Combine(d)
	}
	return Independent(d)
}
