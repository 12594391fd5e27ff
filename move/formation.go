package move

import (
	"fmt"
	"math"

	"github.com/warkit/warkit/geom/hex"
)

// Formation is a multi-hex unit on the map: the shape it occupies, the hex
// of its head (its counter) and its facing. The shapes are geom's
// footprints: [hex.ColumnFootprint] for a column, [hex.LineFootprint]
// for a line.
type Formation struct {
	Shape  hex.Footprint // the hexes it occupies, relative to its head
	Head   hex.Hex       // the hex of its counter
	Facing hex.Facing    // where its front points
}

// AppendHexes appends the hexes f occupies to dst, head first (see
// [hex.Footprint.AppendPlaced]); nothing if the shape does not fit the
// facing.
func (f Formation) AppendHexes(dst []hex.Hex) []hex.Hex {
	return f.Shape.AppendPlaced(dst, f.Head, f.Facing)
}

// Allows reports whether every hex of f satisfies ok: a formation may
// exist only where each hex it occupies allows it (a line only in hexes
// that allow a line). It returns the first hex, head first, that does
// not, and false; a shape that does not fit the facing is not allowed
// anywhere (it returns the head), and neither is one judged by a nil ok.
func (f Formation) Allows(ok func(h hex.Hex) bool) (hex.Hex, bool) {
	if ok == nil || !f.Shape.Fits(f.Facing) {
		return f.Head, false
	}
	for h := range f.Shape.Place(f.Head, f.Facing) {
		if !ok(h) {
			return h, false
		}
	}
	return hex.Hex{}, true
}

// Surcharge is an extra charge per hex a moving multi-hex formation
// enters, as data: MP are charged on entering the Every-th, 2·Every-th,
// 3·Every-th ... hex of a move. The zero Surcharge charges nothing, as
// does Every <= 0.
//
//	+1 MP per hex entered (a slow line):          Surcharge{MP: 1, Every: 1}
//	+1 MP per two hexes entered (a faster line):   Surcharge{MP: 1, Every: 2}
//
// A rule that exempts one-hex units ("in one hex it pays the terrain
// cost") simply passes the zero Surcharge for them.
type Surcharge struct {
	MP    float64 // charged on each Every-th hex entered
	Every int     // 1: every hex; 2: every second hex; <= 0: never
}

// At returns the surcharge for entering the n-th hex of a move (n >= 1).
func (s Surcharge) At(n int) float64 {
	if s.Every <= 0 || n <= 0 || n%s.Every != 0 {
		return 0
	}
	return s.MP
}

// BlockedError reports a formation move that cannot go on: at step Step
// (0-based), the portion at From cannot enter To.
type BlockedError struct {
	Step     int     // the step that cannot be taken, from 0
	From, To hex.Hex // the portion's hex and the hex it cannot enter
}

// Error names the step and the portion that is blocked ("move: blocked"
// for a nil *BlockedError).
func (e *BlockedError) Error() string {
	if e == nil {
		return "move: blocked"
	}
	return fmt.Sprintf("move: step %d: the portion at %v cannot enter %v", e.Step, e.From, e.To)
}

// portionStep prices one portion's step, turning a bad cost into an error.
func portionStep(cost StepCost, step int, from, to hex.Hex) (float64, error) {
	s, ok := hex.SideBetween(from, to)
	if !ok {
		return 0, fmt.Errorf("move: step %d: %v and %v are not adjacent", step, from, to)
	}
	c, ok := cost(from, to, s)
	pass, bad := checkStep(c, ok)
	if bad {
		return 0, badStep(from, to, c)
	}
	if !pass {
		return 0, &BlockedError{Step: step, From: from, To: to}
	}
	return c, nil
}

// Move moves f along path, the successive hexes of its head, keeping its
// shape and facing: at each step every portion steps in the same
// direction as the head (a line advancing, a column sidestepping). It
// appends the cost of each step to dst: the most expensive step any
// portion takes, plus s.At(n) for the n-th hex entered. It
// returns the costs and the formation at the end.
//
// For example, a line of 3 hexes moving 3 hexes in open ground
// (1 MP) with Surcharge{1, 1} pays 2+2+2 = 6 MP.
//
// If a portion cannot take a step, Move returns the costs of the steps
// before it, the formation where it stopped, and a [*BlockedError]. Other
// errors: a shape that does not fit the facing, a path whose hexes are not
// adjacent, a negative or NaN step cost, a surcharge MP that is negative
// or not finite.
func (f Formation) Move(dst []float64, path []hex.Hex, cost StepCost, s Surcharge) ([]float64, Formation, error) {
	if cost == nil {
		return dst, f, fmt.Errorf("move: nil step cost")
	}
	if !(s.MP >= 0) || math.IsInf(s.MP, 1) {
		return dst, f, fmt.Errorf("move: surcharge of %v MP: want a finite non-negative number", s.MP)
	}
	if !f.Shape.Fits(f.Facing) {
		return dst, f, fmt.Errorf("move: formation shape does not fit facing %v", f.Facing)
	}
	var buf [16]hex.Hex
	for i, next := range path {
		d, ok := f.Head.DirectionTo(next)
		if !ok {
			return dst, f, fmt.Errorf("move: step %d: %v and %v are not adjacent", i, f.Head, next)
		}
		worst := 0.0
		for _, h := range f.AppendHexes(buf[:0]) {
			c, err := portionStep(cost, i, h, h.Neighbor(d))
			if err != nil {
				return dst, f, err
			}
			worst = max(worst, c)
		}
		dst = append(dst, worst+s.At(i+1))
		f.Head = next
	}
	return dst, f, nil
}

// Snake moves a column like a snake: the head enters each hex of
// path in turn, and every other portion enters the hex the portion ahead
// of it has just left. body lists the hexes the column occupies, head
// first, and is updated in place to its final position. Snake appends the
// cost of each step to dst: the most expensive step any portion takes.
//
// For example, a 3-hex column whose head enters a cultivated hex (2 MP) and
// then open ground (1 MP) pays 2, 2, 2, 1: 2, 4, 6, 7 MP cumulative.
//
// If a portion cannot take a step, Snake returns the costs of the steps
// before it, with body where the column stopped, and a [*BlockedError].
// Other errors: an empty body, a path whose hexes are not adjacent, a
// negative or NaN step cost.
func Snake(dst []float64, body []hex.Hex, path []hex.Hex, cost StepCost) ([]float64, error) {
	if cost == nil {
		return dst, fmt.Errorf("move: nil step cost")
	}
	if len(body) == 0 {
		return dst, fmt.Errorf("move: snake with an empty body")
	}
	for i, next := range path {
		worst := 0.0
		to := next
		for _, h := range body {
			c, err := portionStep(cost, i, h, to)
			if err != nil {
				return dst, err
			}
			worst = max(worst, c)
			to = h
		}
		copy(body[1:], body[:len(body)-1])
		body[0] = next
		dst = append(dst, worst)
	}
	return dst, nil
}

// Wheel turns a straight line formation about pivot, one of its end hexes,
// by k steps of 60° (positive k in the direction order, negative the other
// way): every hex turns about the pivot, and so does the facing. The cost
// is that of the outer end's walk along its arc round the pivot (the ring
// at its distance, r hexes per 60°), priced step by step with cost: the
// outer end goes furthest, and this is the usual reading of "a wheel pays
// the MP of its outer end". It returns the wheeled formation and its cost.
//
// Errors: k outside -6..6 (more than a whole turn), pivot not an end of
// f, f not a straight line, a step of the arc that cannot be taken
// ([*BlockedError], with the formation unchanged), a negative or NaN step
// cost.
func (f Formation) Wheel(pivot hex.Hex, k int, cost StepCost) (Formation, float64, error) {
	if cost == nil {
		return f, 0, fmt.Errorf("move: nil step cost")
	}
	if k < -6 || k > 6 {
		return f, 0, fmt.Errorf("move: wheel of %d steps of 60°: want -6..6", k)
	}
	var buf [16]hex.Hex
	hexes := f.AppendHexes(buf[:0])
	outer, dir, err := lineFrom(pivot, hexes)
	if err != nil {
		return f, 0, err
	}
	total := 0.0
	if n := len(hexes); n > 1 {
		if total, err = arcCost(cost, outer, dir, n-1, k); err != nil {
			return f, 0, err
		}
	}
	g := f
	g.Head = f.Head.RotateAround(pivot, k)
	g.Facing = f.Facing.Rotate(k)
	return g, total, nil
}

// lineFrom checks that hexes run straight from pivot, one of them: every
// other hex at pivot + r·dir for one direction dir, at distances 1..n-1.
// It returns the outer end and dir.
func lineFrom(pivot hex.Hex, hexes []hex.Hex) (outer hex.Hex, dir hex.Direction, err error) {
	outerR := 0
	var seen uint64 // bit r: a hex at distance r
	found := false
	for _, h := range hexes {
		if h == pivot {
			found = true
			continue
		}
		v := h.Sub(pivot)
		r := v.Len()
		dh, ok := hex.Hex{}.DirectionTo(hex.Hex{Q: v.Q / max(r, 1), R: v.R / max(r, 1)})
		if !ok || v != dh.Vector().Scale(r) || (seen != 0 && dh != dir) || r >= 64 || seen&(1<<r) != 0 {
			return outer, dir, fmt.Errorf("move: wheel: the formation is not a straight line from %v", pivot)
		}
		dir = dh
		seen |= 1 << r
		if r > outerR {
			outer, outerR = h, r
		}
	}
	if !found {
		return outer, dir, fmt.Errorf("move: wheel: pivot %v is not a hex of the formation", pivot)
	}
	if seen != (uint64(1)<<len(hexes))-2 {
		return outer, dir, fmt.Errorf("move: wheel: pivot %v is not an end of the line", pivot)
	}
	return outer, dir, nil
}

// arcCost prices the walk of the outer end at, r hexes from the pivot in
// direction side, along the ring round the pivot by k steps of 60°.
func arcCost(cost StepCost, at hex.Hex, side hex.Direction, r, k int) (float64, error) {
	total := 0.0
	step := 1
	if k < 0 {
		step = -1
	}
	for i := 0; i != k; i += step {
		// Along the ring from corner side to corner side+step.
		walk := side.Rotate(2 * step)
		for range r {
			c, err := portionStep(cost, 0, at, at.Neighbor(walk))
			if err != nil {
				return 0, err
			}
			total += c
			at = at.Neighbor(walk)
		}
		side = side.Rotate(step)
	}
	return total, nil
}
