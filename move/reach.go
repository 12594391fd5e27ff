package move

import (
	"errors"
	"fmt"
	"math"

	"github.com/warkit/warkit/geom/hex"
)

// The allowance question: where a mover can go within its movement
// allowance, under rules beyond the step cost (turns, short MP, zones of
// control, step effects, occupancy). Reach asks it, and Route asks it for
// one goal; both run reachSearch (reach_search.go), which settles hexes
// in the order of their best arrival (label, in reach_rules.go, with the
// rules that extend an arrival by a step) from a labelHeap.

// MaxReachTurns is the largest [ReachOptions].Turns: the turns one
// multi-turn search ([Workspace.Reach], [Workspace.Route]) may count.
const MaxReachTurns = 1 << 20

// ReachOptions are the rules of a reachability search beyond the step
// cost. The zero value is a single turn with no MP, [ShortForbidden], and
// no zones of control.
type ReachOptions struct {
	// Allowance is the mover's MP per turn: non-negative, or +Inf for no
	// limit. MP do not carry over from one turn to the next.
	Allowance float64
	// Turns is the number of turns the move may take, 0 to
	// [MaxReachTurns]; 0 means 1. With Turns > 1 a mover that cannot
	// afford a step ends its turn and takes the step in the next one, and
	// each hex reports the turn it is reached in.
	Turns int
	// Short is the policy for a step that costs more than the MP left.
	Short ShortPolicy
	// ZOC is the zone-of-control rule; nil ignores zones of control. The
	// search applies it beside the effects of a [StepModel] it searches
	// (see [Steps]): each step gets the more restrictive. A rule made by
	// [ZOCAnyOf] or [ZOCAllOf] with a nil part is an error naming it.
	ZOC ZOCRule
	// Occupancy is where units stand: enemies block their hexes, friends
	// may be passed through, and the mover ends a move or a turn only
	// where the stacking limit allows. Nil: hexes are empty.
	Occupancy *Occupancy
}

// rules checks o and returns the search rules it states.
func (o ReachOptions) rules() (rules, error) {
	if math.IsNaN(o.Allowance) || o.Allowance < 0 {
		return rules{}, fmt.Errorf("move: allowance %v: want a non-negative number", o.Allowance)
	}
	if o.Turns < 0 || o.Turns > MaxReachTurns {
		return rules{}, fmt.Errorf("move: turns %d: want 0..%d (MaxReachTurns)", o.Turns, MaxReachTurns)
	}
	if o.Turns > 1 && o.Occupancy != nil && o.Occupancy.full {
		return rules{}, errors.New("move: occupancy with a full hex over several turns: search one turn at a time")
	}
	if !o.Short.valid() {
		return rules{}, fmt.Errorf("move: unknown short-MP policy %v", o.Short)
	}
	if err := checkZOC(o.ZOC); err != nil {
		return rules{}, err
	}
	return rules{allow: o.Allowance, turns: int32(max(o.Turns, 1)), short: o.Short, zoc: o.ZOC, judged: o.ZOC != nil, occ: o.Occupancy}, nil
}

// Reach returns every hex a mover at start can reach under steps (a
// [StepCost], or a [StepModel] with its effects) and opt, with the MP
// left in each and the path to each (see [Tree]).
//
// The search is exact: it settles hexes in the order of their best arrival
// (fewest turns, then a turn whose movement has not ended, then fewest MP
// used in the turn), and every way of extending an arrival keeps that
// order, so each hex's arrival is the best over all paths. For one turn
// with [ShortForbidden] and no ZOC, a hex is in the tree exactly when some
// path to it costs at most the allowance, and its Cost is the least such.
//
// Ties. Among equal best arrivals a hex keeps the one whose last step has
// the smallest direction (hex.Direction order), as long as step costs
// are positive; zero-cost steps break ties by the order hexes are settled,
// which is deterministic but not otherwise specified.
//
// It runs reachSearch, which calls the step cost for each step it
// prices; a [StepModel]'s effects are read with it.
//
// Errors: nil steps (a nil StepCost or *StepModel), a StepModel without
// Entry, invalid options, a start off the region, or a step cost that is
// negative or NaN.
func (w *Workspace) Reach(start hex.Hex, steps Steps, opt ReachOptions) (Tree, error) {
	r, err := opt.rules()
	if err != nil {
		return Tree{}, err
	}
	cost, _ := steps.(StepCost)
	var m *StepModel
	switch st := steps.(type) {
	case StepModel:
		m = &st
	case *StepModel:
		m = st
	}
	if cost == nil && m == nil {
		return Tree{}, errors.New("move: nil step cost")
	}
	if m != nil {
		if err := m.check(); err != nil {
			return Tree{}, err
		}
		r.applyEffects(m)
	}
	s, err := w.index("start", start)
	if err != nil {
		return Tree{}, err
	}
	if m != nil {
		// m's step function, inlined here, stays on the stack: the
		// search does not keep it.
		return w.reachSearch(s, m.cost(), &r)
	}
	return w.reachSearch(s, cost, &r)
}

// Reach is [Workspace.Reach] on a fresh workspace for region r.
func Reach(r Region, start hex.Hex, steps Steps, opt ReachOptions) (Tree, error) {
	w, err := NewWorkspace(r)
	if err != nil {
		return Tree{}, err
	}
	return w.Reach(start, steps, opt)
}
