package napoleonic

import (
	"container/heap"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/move"
)

// ReachOptions are the limits of a reach search.
type ReachOptions struct {
	// Allowance is the unit's MP: a finite, whole, non-negative number.
	Allowance float64
	// ZOC is the zone-of-control rule applied to the counter's steps; nil
	// ignores zones. A [move.ZOCWholeMove] step is allowed only as the
	// first step and ends the move.
	ZOC move.ZOCRule
}

// Reached is one position a unit can reach: its counter's hex, its facing
// there, the MP spent and the counter's path (start excluded).
type Reached struct {
	Head   hex.Hex
	Facing hex.Facing
	MP     float64
	Path   []hex.Hex
}

// Reach returns every hex the counter of u can reach on m within the
// allowance, priced exactly as [Map.Move] prices a move, each with the
// cheapest path; one entry per hex, in the order of the map's hexes (row by
// row), the start included at 0 MP.
//
// A line or a column keeps its shape and facing, so its step cost depends
// on the step alone and the search is move's [move.Workspace.Reach] over a
// step cost that prices every portion (NAP-L6) and adds the surcharge. A
// surcharge of +1 per two hexes (NAP-L4) depends on how many hexes came
// before: the search charges +0.5 a hex on an allowance raised by 0.5 and
// rounds the result down, which is exact when terrain costs are whole
// numbers (an error otherwise). A column of companies moving like a snake
// prices a step by where its body is, so it is searched over positions of
// the whole body (at most 8 hexes, 32 increments) rather than hexes; its
// head never enters a hex of its own body.
func (m *Map) Reach(u Unit, opt ReachOptions) ([]Reached, error) {
	if m == nil {
		return nil, errors.New("napoleonic: nil map")
	}
	a := opt.Allowance
	if math.IsNaN(a) || math.IsInf(a, 0) || a < 0 || a != math.Trunc(a) {
		return nil, u.errorf("allowance %v: want a whole number of MP", a)
	}
	hexes, err := u.AppendHexes(nil)
	if err != nil {
		return nil, err
	}
	if err := m.CanStand(u); err != nil {
		return nil, err
	}
	region := move.RectOf(m.HexMap())
	var out []Reached
	if u.Formation.Rules().Motion == Snake && len(hexes) > 1 {
		out, err = snakeReach(m, u, hexes, opt)
	} else {
		out, err = m.rigidReach(u, hexes, region, opt)
	}
	if err != nil {
		return nil, err
	}
	slices.SortFunc(out, func(x, y Reached) int {
		i, _ := region.Index(x.Head)
		j, _ := region.Index(y.Head)
		return i - j
	})
	return out, nil
}

func (m *Map) rigidReach(u Unit, hexes []hex.Hex, region move.Rect, opt ReachOptions) ([]Reached, error) {
	s, err := m.Surcharge(u)
	if err != nil {
		return nil, err
	}
	offsets := make([]hex.Hex, len(hexes))
	for i, h := range hexes {
		offsets[i] = h.Sub(u.Head)
	}
	base := m.FormationStepCost(u.Formation)
	extra, allowance, relaxed := 0.0, opt.Allowance, false
	switch {
	case s.Every == 1:
		extra = s.MP
	case s.Every == 2 && s.MP == 1:
		extra, allowance, relaxed = 0.5, allowance+0.5, true
	case s.Every > 0:
		return nil, fmt.Errorf("napoleonic: surcharge %+v: no exact reach", s)
	}
	fractional := false
	cost := func(from, to hex.Hex, _ hex.Side) (float64, bool) {
		d, ok := from.DirectionTo(to)
		if !ok {
			return 0, false
		}
		worst := 0.0
		for _, o := range offsets {
			a := from.Add(o)
			b := a.Neighbor(d)
			side, _ := hex.SideBetween(a, b)
			c, ok := base(a, b, side)
			if !ok || math.IsInf(c, 1) {
				return 0, false
			}
			if c != math.Trunc(c) {
				fractional = true
			}
			worst = max(worst, c)
		}
		return worst + extra, true
	}
	tree, err := move.Reach(region, u.Head, cost, move.ReachOptions{Allowance: allowance, ZOC: opt.ZOC})
	if err != nil {
		return nil, fmt.Errorf("napoleonic: %w", err)
	}
	if relaxed && fractional {
		return nil, u.errorf("cavalry-style line reach needs whole-MP terrain costs")
	}
	var out []Reached
	for h, arr := range tree.All() {
		mp := arr.Cost
		if relaxed {
			mp = math.Floor(mp)
		}
		path := tree.AppendPath(nil, h)
		if len(path) > 0 && path[0] == u.Head {
			path = path[1:]
		}
		out = append(out, Reached{Head: h, Facing: u.Facing, MP: mp, Path: path})
	}
	return out, nil
}

// maxSnake is the longest column of companies snakeReach searches.
const maxSnake = 8

type snakeState struct {
	body  [maxSnake]hex.Hex
	mp    float64
	seq   int // insertion order, for deterministic ties
	prev  int // index of the state it came from in the arena, -1 at start
	ended bool
}

type snakeQueue struct {
	arena []snakeState
	idx   []int
}

func (q *snakeQueue) Len() int { return len(q.idx) }
func (q *snakeQueue) Less(i, j int) bool {
	a, b := &q.arena[q.idx[i]], &q.arena[q.idx[j]]
	if a.mp != b.mp {
		return a.mp < b.mp
	}
	return a.seq < b.seq
}
func (q *snakeQueue) Swap(i, j int) { q.idx[i], q.idx[j] = q.idx[j], q.idx[i] }
func (q *snakeQueue) Push(x any)    { q.idx = append(q.idx, x.(int)) }
func (q *snakeQueue) Pop() any {
	n := len(q.idx) - 1
	x := q.idx[n]
	q.idx = q.idx[:n]
	return x
}

// snakeReach is a Dijkstra search over positions of the column's body,
// each step priced by move.Snake.
func snakeReach(m *Map, u Unit, hexes []hex.Hex, opt ReachOptions) ([]Reached, error) {
	n := len(hexes)
	if n > maxSnake {
		return nil, u.errorf("column of companies of %d hexes: reach searches at most %d", n, maxSnake)
	}
	cost := m.FormationStepCost(u.Formation)
	q := &snakeQueue{}
	var start snakeState
	copy(start.body[:], hexes)
	start.prev = -1
	q.arena = append(q.arena, start)
	heap.Push(q, 0)
	settled := map[[maxSnake]hex.Hex]bool{}
	best := map[hex.Hex]int{} // head -> arena index of its first settled state
	var order []hex.Hex
	var mps [1]float64
	body := make([]hex.Hex, n)
	for q.Len() > 0 {
		i := heap.Pop(q).(int)
		st := q.arena[i]
		if settled[st.body] {
			continue
		}
		settled[st.body] = true
		head := st.body[0]
		if _, ok := best[head]; !ok {
			best[head] = i
			order = append(order, head)
		}
		if st.ended {
			continue
		}
		for d := range hex.Direction(6) {
			next := head.Neighbor(d)
			if slices.Contains(st.body[:n], next) {
				continue
			}
			ended, whole := false, false
			if opt.ZOC != nil {
				switch opt.ZOC.Step(head, next) {
				case move.ZOCForbid:
					continue
				case move.ZOCStop:
					ended = true
				case move.ZOCWholeMove:
					if st.prev != -1 {
						continue
					}
					ended, whole = true, true
				}
			}
			copy(body, st.body[:n])
			c, err := move.Snake(mps[:0], body, []hex.Hex{next}, cost)
			var blocked *move.BlockedError
			if errors.As(err, &blocked) {
				continue
			}
			if err != nil {
				return nil, fmt.Errorf("napoleonic: %w", err)
			}
			mp := st.mp + c[0]
			if whole { // the whole move: all the MP
				mp = max(mp, opt.Allowance)
			}
			if mp > opt.Allowance {
				continue
			}
			var ns snakeState
			copy(ns.body[:], body)
			if settled[ns.body] {
				continue
			}
			ns.mp, ns.seq, ns.prev, ns.ended = mp, len(q.arena), i, ended
			q.arena = append(q.arena, ns)
			heap.Push(q, len(q.arena)-1)
		}
	}
	out := make([]Reached, 0, len(order))
	for _, h := range order {
		i := best[h]
		st := q.arena[i]
		r := Reached{Head: h, Facing: u.Facing, MP: st.mp}
		for j := i; q.arena[j].prev != -1; j = q.arena[j].prev {
			r.Path = append(r.Path, q.arena[j].body[0])
		}
		slices.Reverse(r.Path)
		if len(r.Path) > 0 {
			from := u.Head
			if len(r.Path) > 1 {
				from = r.Path[len(r.Path)-2]
			}
			d, _ := from.DirectionTo(r.Path[len(r.Path)-1])
			r.Facing = hex.SideFacing(d)
		}
		out = append(out, r)
	}
	return out, nil
}
