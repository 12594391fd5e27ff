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
//
// Errors: a nil or zero Map, an invalid unit or one that cannot stand
// where it is, an allowance that is not a whole number of MP, a column of
// companies whose search would queue more than [MaxSnakeStates] positions.
// Cost: a rigid unit's search is move's, linear-logarithmic in the map's
// hexes; a column of companies' at most MaxSnakeStates positions.
func (m *Map) Reach(u Unit, opt ReachOptions) ([]Reached, error) {
	if err := m.ready(); err != nil {
		return nil, err
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
	extra, allowance, relaxed := 0.0, opt.Allowance, false
	switch {
	case s.Every == 1:
		extra = s.MP
	case s.Every == 2 && s.MP == 1:
		extra, allowance, relaxed = 0.5, allowance+0.5, true
	case s.Every > 0:
		return nil, fmt.Errorf("napoleonic: surcharge %+v: no exact reach", s)
	}
	rc := rigidCost{base: m.FormationStepCost(u.Formation), extra: extra}
	for _, h := range hexes {
		rc.offsets = append(rc.offsets, h.Sub(u.Head))
	}
	tree, err := move.Reach(region, u.Head, move.StepCost(rc.step), move.ReachOptions{Allowance: allowance, ZOC: opt.ZOC})
	if err != nil {
		return nil, fmt.Errorf("napoleonic: %w", err)
	}
	if relaxed && rc.fractional {
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

// rigidCost prices a step of a unit that keeps its shape: every portion
// (at offsets from the counter) steps as the counter does, and the step
// costs the dearest entry (NAP-L6) plus extra. It notes whether a
// terrain cost was fractional.
type rigidCost struct {
	base       move.StepCost
	offsets    []hex.Hex
	extra      float64
	fractional bool
}

// step is rc as a move.StepCost of the counter.
func (rc *rigidCost) step(from, to hex.Hex, _ hex.Side) (float64, bool) {
	d, ok := from.DirectionTo(to)
	if !ok {
		return 0, false
	}
	worst := 0.0
	for _, o := range rc.offsets {
		a := from.Add(o)
		b := a.Neighbor(d)
		side, _ := hex.SideBetween(a, b)
		c, ok := rc.base(a, b, side)
		if !ok || math.IsInf(c, 1) {
			return 0, false
		}
		if c != math.Trunc(c) {
			rc.fractional = true
		}
		worst = max(worst, c)
	}
	return worst + rc.extra, true
}

// maxSnake is the longest column of companies snakeReach searches.
const maxSnake = 8

// MaxSnakeStates bounds the positions of a column of companies' body
// that [Map.Reach] may queue: the search of a long column across a large
// allowance grows with the shapes its body can take (about 5^(n−1) per
// head hex for n hexes), and past this many it stops with an error rather
// than take gigabytes. A 5-hex column with 12 MP on a 30 × 30 map of open
// ground queues about 107,000; the cap keeps the search's memory under
// 64 MB.
const MaxSnakeStates = 1 << 17

// A snakeKey is one position of a snake's body: its head, and the
// direction from each portion to the one behind it, 3 bits each.
type snakeKey struct {
	head  hex.Hex
	trail uint32
}

// body appends the n hexes of k to dst, head first.
func (k snakeKey) body(dst []hex.Hex, n int) []hex.Hex {
	h := k.head
	dst = append(dst, h)
	for i := range n - 1 {
		h = h.Neighbor(hex.Direction(k.trail >> (3 * i) & 7))
		dst = append(dst, h)
	}
	return dst
}

// keyOf encodes body, whose hexes are each adjacent to the next.
func keyOf(body []hex.Hex) snakeKey {
	k := snakeKey{head: body[0]}
	for i := 0; i+1 < len(body); i++ {
		d, _ := body[i].DirectionTo(body[i+1])
		k.trail |= uint32(d) << (3 * i)
	}
	return k
}

type snakeState struct {
	key     snakeKey
	mp      float64
	prev    int32 // arena index of the state it came from, -1 at start
	ended   bool
	settled bool
}

// snakeQueue is the search's priority queue of arena indexes, cheapest
// first, then first queued (the index), for deterministic ties.
type snakeQueue struct {
	arena []snakeState
	idx   []int32
}

func (q *snakeQueue) Len() int { return len(q.idx) }
func (q *snakeQueue) Less(i, j int) bool {
	a, b := &q.arena[q.idx[i]], &q.arena[q.idx[j]]
	if a.mp != b.mp {
		return a.mp < b.mp
	}
	return q.idx[i] < q.idx[j]
}
func (q *snakeQueue) Swap(i, j int) { q.idx[i], q.idx[j] = q.idx[j], q.idx[i] }
func (q *snakeQueue) Push(x any)    { q.idx = append(q.idx, x.(int32)) }
func (q *snakeQueue) Pop() any {
	n := len(q.idx) - 1
	x := q.idx[n]
	q.idx = q.idx[:n]
	return x
}

// snakeSearch is a Dijkstra search over positions of a column's body,
// each step priced by move.Snake; it queues at most MaxSnakeStates.
type snakeSearch struct {
	u     Unit
	n     int // hexes of the body
	opt   ReachOptions
	cost  move.StepCost
	mask  uint32 // the trail bits of n-1 directions
	q     snakeQueue
	best  map[snakeKey]int32 // body -> arena index of its cheapest queued state
	first map[hex.Hex]int32  // head -> arena index of its first settled state
	order []hex.Hex          // heads in the order first settled

	// Scratch space of step, kept here so that a step allocates nothing.
	body    []hex.Hex
	next    [1]hex.Hex
	mps     [1]float64
	blocked *move.BlockedError
}

// snakeReach searches the reach of u, whose body is hexes (head first).
func snakeReach(m *Map, u Unit, hexes []hex.Hex, opt ReachOptions) ([]Reached, error) {
	n := len(hexes)
	if n > maxSnake {
		return nil, u.errorf("column of companies of %d hexes: reach searches at most %d", n, maxSnake)
	}
	s := &snakeSearch{u: u, n: n, opt: opt, cost: m.FormationStepCost(u.Formation),
		mask: uint32(1)<<(3*(n-1)) - 1, first: map[hex.Hex]int32{}, body: make([]hex.Hex, 0, n)}
	start := keyOf(hexes)
	s.q.arena = append(s.q.arena, snakeState{key: start, prev: -1})
	s.best = map[snakeKey]int32{start: 0}
	heap.Push(&s.q, int32(0))
	for s.q.Len() > 0 {
		i := heap.Pop(&s.q).(int32)
		st := &s.q.arena[i]
		if s.best[st.key] != i {
			continue // a cheaper state of the same body was queued after it
		}
		st.settled = true
		if _, ok := s.first[st.key.head]; !ok {
			s.first[st.key.head] = i
			s.order = append(s.order, st.key.head)
		}
		if st.ended {
			continue
		}
		from := *st
		for d := range hex.Direction(6) {
			if err := s.step(i, from, d); err != nil {
				return nil, err
			}
		}
	}
	return s.reached(), nil
}

// step queues the position after the head of state i (from) steps in
// direction d, if the body, the zones of control and the allowance let it
// and no cheaper way to that position is queued.
func (s *snakeSearch) step(i int32, from snakeState, d hex.Direction) error {
	head := from.key.head
	next := head.Neighbor(d)
	s.body = from.key.body(s.body[:0], s.n)
	if slices.Contains(s.body, next) {
		return nil
	}
	ended, whole, ok := s.zoc(from, next)
	if !ok {
		return nil
	}
	s.next[0] = next
	c, err := move.Snake(s.mps[:0], s.body, s.next[:], s.cost)
	if errors.As(err, &s.blocked) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("napoleonic: %w", err)
	}
	mp := from.mp + c[0]
	if whole { // the whole move: all the MP
		mp = max(mp, s.opt.Allowance)
	}
	if mp > s.opt.Allowance {
		return nil
	}
	back, _ := next.DirectionTo(head)
	key := snakeKey{head: next, trail: (from.key.trail<<3 | uint32(back)) & s.mask}
	if j, ok := s.best[key]; ok && (s.q.arena[j].settled || s.q.arena[j].mp <= mp) {
		return nil
	}
	if len(s.q.arena) >= MaxSnakeStates {
		return s.u.errorf("reach of a column of companies of %d hexes with %v MP: more than %d positions of its body (MaxSnakeStates)", s.n, s.opt.Allowance, MaxSnakeStates)
	}
	j := int32(len(s.q.arena))
	if len(s.q.arena) == cap(s.q.arena) { // double: append grows large slices by 1.25, allocating 5 times the final size in all
		s.q.arena = slices.Grow(s.q.arena, len(s.q.arena))
	}
	s.q.arena = append(s.q.arena, snakeState{key: key, mp: mp, prev: i, ended: ended})
	s.best[key] = j
	heap.Push(&s.q, j)
	return nil
}

// zoc applies the zones of control to the head's step to next: whether
// the move ends there, whether it takes the whole move, and false if the
// step is forbidden (a whole-move step is allowed only as the first).
func (s *snakeSearch) zoc(from snakeState, next hex.Hex) (ended, whole, ok bool) {
	if s.opt.ZOC == nil {
		return false, false, true
	}
	switch s.opt.ZOC.Step(from.key.head, next) {
	case move.ZOCForbid:
		return false, false, false
	case move.ZOCStop:
		return true, false, true
	case move.ZOCWholeMove:
		return true, true, from.prev == -1
	}
	return false, false, true
}

// reached lists every head settled, in the order settled, with the MP
// and path of its first settled state and the facing its last step gave.
func (s *snakeSearch) reached() []Reached {
	arena := s.q.arena
	out := make([]Reached, 0, len(s.order))
	for _, h := range s.order {
		i := s.first[h]
		r := Reached{Head: h, Facing: s.u.Facing, MP: arena[i].mp}
		for j := i; arena[j].prev != -1; j = arena[j].prev {
			r.Path = append(r.Path, arena[j].key.head)
		}
		slices.Reverse(r.Path)
		if len(r.Path) > 0 {
			from := s.u.Head
			if len(r.Path) > 1 {
				from = r.Path[len(r.Path)-2]
			}
			d, _ := from.DirectionTo(r.Path[len(r.Path)-1])
			r.Facing = hex.SideFacing(d)
		}
		out = append(out, r)
	}
	return out
}
