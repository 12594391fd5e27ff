package los

import (
	"errors"
	"math"
	"slices"

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
	lv       []int // the level of each levelled obstacle
	levels   []int // the distinct levels above 0, increasing
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
// It runs LoS with q as it is, then again with the obstacles above a
// level added as blockers (they all count, whatever q.Blocks says),
// descending from the level of each witness: a line seen with the
// obstacles above c added, whose own highest obstacle is at level l <= c,
// is seen at l too, so the next search is with the obstacles above the
// level just below l, and the first that hides the target ends the
// descent. So the answer is exact top-down, symmetric, and monotone
// (adding a blocker or an obstacle never lowers the level), and it costs
// at most one LoS that hides the target (the most expensive kind, a
// search that proves there is no line), plus one for each level a
// witness descends to: at most one per distinct level, and on the lines
// of a real table (a few levels, lines through a few obstacles each) two
// or three. Reading the levels costs O(n log n) for n levelled
// obstacles, and each LoS O(n) more to find its witness's level. The
// searches share one budget of work, that of one LoS (see
// [BaseSolver.MaxNear]).
//
// Errors: those of LoS (a search beyond MaxNear among them), a nil level,
// an invalid obstacle.
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
	w.startWork() // one budget for every search
	ls.lv, ls.levels = ls.lv[:0], ls.levels[:0]
	for i := range levelled {
		l := level(i)
		ls.lv = append(ls.lv, l)
		if l > 0 {
			ls.levels = append(ls.levels, l)
		}
	}
	slices.Sort(ls.levels)
	ls.levels = slices.Compact(ls.levels)
	var out LeastResult
	res, at, err := w.leastSolve(levelled, math.MaxInt)
	if err != nil {
		return LeastResult{}, err
	}
	out.Candidates += res.Candidates
	if !res.Seen {
		return out, nil
	}
	out.Seen, out.Level, out.Witness = true, at, res.Witness
	// Down from the witness's level: is the target seen with the
	// obstacles above the next level down added?
	for out.Level > 0 {
		k, _ := slices.BinarySearch(ls.levels, out.Level)
		below := 0
		if k > 0 {
			below = ls.levels[k-1]
		}
		res, at, err := w.leastSolve(levelled, below)
		if err != nil {
			return LeastResult{}, err
		}
		out.Candidates += res.Candidates
		if !res.Seen {
			break
		}
		out.Level, out.Witness = at, res.Witness
	}
	return out, nil
}

// leastSolve runs the search with the obstacles of levelled above level
// above added, in the canonical direction, and returns the witness from
// q.From, with the highest level of the obstacles it meets (0 if none).
func (w *BaseSolver) leastSolve(levelled []Blocker, above int) (BaseResult, int, error) {
	ls := &w.least
	u := ls.user
	ls.blockers = append(ls.blockers[:0], u.Blockers...)
	for i, l := range ls.lv {
		if l > above {
			ls.blockers = append(ls.blockers, levelled[i])
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
	res, err := w.solve(&ls.q)
	if err != nil {
		return res, 0, err
	}
	at := 0
	if res.Seen {
		// The witness is clear of the obstacles above above; those at or
		// below it, by the same exact test as the search's.
		oq := ls.q
		oq.Blockers = levelled
		for i, l := range ls.lv {
			if l > at && l <= above && w.blocks(&oq, i, res.Witness) {
				at = l
			}
		}
	}
	if swapped {
		res.Witness.A, res.Witness.B = res.Witness.B, res.Witness.A
	}
	return res, at, nil
}

// blocks is Least's filter: the caller's blockers as its filter says, the
// levelled obstacles always.
func (ls *leastSpace) blocks(i int, b *Blocker) bool {
	if i >= ls.n {
		return true
	}
	return ls.user.Blocks(i, b)
}
