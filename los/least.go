package los

import (
	"errors"

	"github.com/warkit/warkit/geom"
)

// LeastResult is the answer of [BaseSolver.Least].
type LeastResult struct {
	// Seen reports that some line between the bases is clear of the
	// query's blockers; Level means nothing otherwise.
	Seen bool
	// Level is the least level L such that some clear line meets the
	// interior of no levelled obstacle above L: 0 when a clear line
	// passes every one of them.
	Level int
	// Witness is such a line, from a point of From to a point of To.
	Witness geom.Segment
	// Candidates is the number of sight lines examined, over every
	// search.
	Candidates int
}

// leastSpace is the part of a BaseSolver that Least uses.
type leastSpace struct {
	q        BaseQuery
	user     *BaseQuery
	n        int // the user's blockers, first in q.Blockers
	blockers []Blocker
	levels   []int
	filter   BlockFilter
}

// Least answers the level form of scored base-to-base sight exactly: the
// best line for the observer when a line scores the highest level among
// the obstacles it passes through (cover: light 1, heavy 2), such as a
// rule "the target has cover when every clear line crosses cover near
// it". It returns the least level L such that some segment from q.From
// to q.To is clear of q's blockers (as [BaseSolver.LoS] decides it) and
// meets the interior of no obstacle of levelled whose level(i) is above
// L, with such a segment; an obstacle of level 0 or below is ignored.
//
// It runs LoS once with q as it is and then, from the top level down,
// with the obstacles above each level added as blockers (they all count,
// whatever q.Blocks says), stopping at the first level whose obstacles
// hide the target: so the answer is exact top-down, symmetric, and
// monotone (adding a blocker or an obstacle never lowers the level), and
// it costs at most one LoS per distinct level, plus one.
//
// Errors: those of LoS, a nil level, an invalid obstacle.
func (w *BaseSolver) Least(q *BaseQuery, levelled []Blocker, level func(i int) int) (LeastResult, error) {
	if w == nil || q == nil {
		return LeastResult{}, errors.New("los: BaseSolver.Least needs a solver and a query (nil given)")
	}
	if level == nil && len(levelled) > 0 {
		return LeastResult{}, errors.New("los: Least without a level")
	}
	if err := q.validate(); err != nil {
		return LeastResult{}, err
	}
	ls := &w.least
	ls.user, ls.n = q, len(q.Blockers)
	defer func() { ls.q, ls.user = BaseQuery{}, nil; clear(ls.blockers) }()
	if errs := appendBlockerErrs(nil, "levelled obstacle", levelled); len(errs) > 0 {
		return LeastResult{}, errors.Join(errs...)
	}
	ls.levels = ls.levels[:0]
	for i := range levelled {
		if l := level(i); l > 0 && !contains(ls.levels, l) {
			ls.levels = append(ls.levels, l)
		}
	}
	sortInts(ls.levels)
	var out LeastResult
	res := w.leastSolve(levelled, level, -1)
	out.Candidates += res.Candidates
	if !res.Seen {
		return out, nil
	}
	out.Seen, out.Witness = true, res.Witness
	if len(ls.levels) > 0 {
		out.Level = ls.levels[len(ls.levels)-1]
	}
	// From the top down: with the obstacles above the next level down
	// added, is the target still seen?
	for k := len(ls.levels) - 1; k >= 0; k-- {
		below := 0
		if k > 0 {
			below = ls.levels[k-1]
		}
		res := w.leastSolve(levelled, level, below)
		out.Candidates += res.Candidates
		if !res.Seen {
			break
		}
		out.Level, out.Witness = below, res.Witness
	}
	return out, nil
}

// leastSolve runs the search with the obstacles of levelled above level
// above added (none if above is negative), in the canonical direction,
// and returns the witness from q.From.
func (w *BaseSolver) leastSolve(levelled []Blocker, level func(i int) int, above int) BaseResult {
	ls := &w.least
	u := ls.user
	ls.blockers = append(ls.blockers[:0], u.Blockers...)
	if above >= 0 {
		for i := range levelled {
			if level(i) > above {
				ls.blockers = append(ls.blockers, levelled[i])
			}
		}
	}
	ls.q = *u
	ls.q.Blockers = ls.blockers
	if u.Blocks != nil {
		if ls.filter == nil {
			ls.filter = ls.blocks
		}
		ls.q.Blocks = ls.filter
	}
	swapped := discBefore(u.To, u.From)
	if swapped {
		ls.q.From, ls.q.To = u.To, u.From
		ls.q.FromHeight, ls.q.ToHeight = u.ToHeight, u.FromHeight
	}
	res := w.solve(&ls.q)
	if swapped {
		res.Witness.A, res.Witness.B = res.Witness.B, res.Witness.A
	}
	return res
}

// blocks is Least's filter: the caller's blockers as its filter says, the
// levelled obstacles always.
func (ls *leastSpace) blocks(i int, b *Blocker) bool {
	if i >= ls.n {
		return true
	}
	return ls.user.Blocks(i, b)
}

// sortInts sorts a short list in place (insertion sort: no allocation).
func sortInts(xs []int) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}
