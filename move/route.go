package move

import (
	"github.com/warkit/warkit/geom/hex"
)

// Route finds the best way from start to goal under steps (a [StepCost],
// or a [StepModel] with its effects) and the rules of opt (zones of
// control, occupancy, turns), the way [Workspace.Reach] ranks arrivals, and appends it to dst, start and goal included. It
// reports false, with dst unchanged, when goal cannot be reached or the
// mover may not end its move there ([Arrival].PassOnly): a route never
// ends where the stacking limit forbids. For a route over several turns
// set opt.Turns (up to [MaxReachTurns]).
//
// Route settles the hexes Reach would; for plain step costs with no rules
// beyond them, [Workspace.Cheapest] is faster. Errors are Reach's, and a
// goal off the region.
func (w *Workspace) Route(dst []hex.Hex, start, goal hex.Hex, steps Steps, opt ReachOptions) ([]hex.Hex, Arrival, bool, error) {
	if _, err := w.index("goal", goal); err != nil {
		return dst, Arrival{}, false, err
	}
	t, err := w.Reach(start, steps, opt)
	if err != nil {
		return dst, Arrival{}, false, err
	}
	a, ok := t.At(goal)
	if !ok || a.PassOnly {
		return dst, Arrival{}, false, nil
	}
	return t.AppendPath(dst, goal), a, true, nil
}
