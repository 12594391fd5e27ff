package hex

import (
	"fmt"
	"iter"
	"strconv"
)

// This file holds the hex supercover: every hex whose interior the segment
// between two hex centres enters, with how it enters each. It is the
// geometry of hex line of sight; a sight rule reads it (see the los
// package), but it decides nothing about sight itself.

// Via says how the centre-to-centre segment of a hex path reaches a step's
// hex from the step before (see [AppendPath]).
type Via uint8

const (
	// ViaStart: the first hex, where the path starts.
	ViaStart Via = iota
	// ViaSide: the segment crosses the interior of the hexside Side between
	// the previous hex and this one.
	ViaSide
	// ViaVertex: the segment passes exactly through a hex vertex from the
	// previous hex into this one; the third hex at that vertex, Alt[0], is
	// only touched at that point (a vertex graze).
	ViaVertex
	// ViaSpine: the segment runs along a hexside (a "spine") from the
	// previous hex to this one; the two hexes that share that hexside,
	// Alt[0] and Alt[1], are grazed along it and neither is entered.
	ViaSpine
)

// String returns "start", "side", "vertex" or "spine".
func (v Via) String() string {
	switch v {
	case ViaStart:
		return "start"
	case ViaSide:
		return "side"
	case ViaVertex:
		return "vertex"
	case ViaSpine:
		return "spine"
	}
	return "Via(" + strconv.Itoa(int(v)) + ")"
}

// PathStep is one hex whose interior the centre-to-centre segment enters,
// with the way it got there from the previous step.
type PathStep struct {
	// Hex is a hex whose interior the segment enters.
	Hex Hex
	// Via says how the segment came from the previous step's hex.
	Via Via
	// Side is the hexside crossed, for ViaSide.
	Side Side
	// Alt holds the grazed hexes: Alt[0] for ViaVertex; for ViaSpine the
	// two flanking hexes, Alt[0] the neighbour of the previous hex in
	// direction d and Alt[1] in direction d+1, where the step is the
	// diagonal d then d+1 (reversing the path swaps them).
	Alt [2]Hex
}

// Grazes returns the hexes the segment only touches on its way into this
// step: none, one (a vertex) or two (a spine). It shares s's memory.
func (s *PathStep) Grazes() []Hex {
	switch s.Via {
	case ViaVertex:
		return s.Alt[:1]
	case ViaSpine:
		return s.Alt[:2]
	}
	return nil
}

// MaxPathDistance is the largest distance between the ends of a hex
// path. The walk compares products of two coordinate differences in
// int64; the bound keeps them far from overflow on every platform.
const MaxPathDistance = 1 << 24

// hexPathOK reports whether the path from a to b can be walked.
func hexPathOK(a, b Hex) bool {
	return a.Valid() && b.Valid() && a.Distance(b) <= MaxPathDistance
}

// checkHexPath returns an error if the path from a to b cannot be walked.
func checkHexPath(a, b Hex) error {
	if !a.Valid() || !b.Valid() {
		return fmt.Errorf("hex: hex path %v->%v: an end is outside the valid range |q|, |r|, |s| <= %d", a, b, MaxCoord)
	}
	if n := a.Distance(b); n > MaxPathDistance {
		return fmt.Errorf("hex: hex path %v->%v: distance %d above the limit %d", a, b, n, MaxPathDistance)
	}
	return nil
}

// AppendPath appends to dst the hexes that the segment between the
// centres of a and b passes through (its supercover), in order from a to
// b, and returns the extended slice. It allocates nothing when dst has
// room, and its cost is linear in the steps it appends (at most
// 2·a.Distance(b)+1).
//
// The geometry is exact, in integers: the parameter at which the segment
// leaves a hex through each of the three families of hexsides is a
// fraction with a small integer denominator, and the fractions are
// compared exactly. Hence:
//
//  1. Every hex whose interior the segment enters appears once, in order;
//     a and b are the first and last.
//  2. Consecutive steps are adjacent hexes (ViaSide, ViaVertex) or, along a
//     spine, hexes at distance 2 with both flanking hexes reported.
//  3. A hex the segment only touches at a vertex is reported as the Alt of
//     the following step (ViaVertex), never as a step of its own.
//  4. Reversed, the path is the same hexes in reverse order, with the same
//     vertex and spine grazes (the spine flanks swap left and right).
//
// The path may hold more hexes than a.Distance(b)+1: (0,0)->(5,1) enters 8.
// It returns dst unchanged and an error if an end is not [Hex.Valid] or
// the distance is above [MaxPathDistance].
func AppendPath(dst []PathStep, a, b Hex) ([]PathStep, error) {
	// The ends are checked once; the walk between them stays in range
	// (within one hex of the segment), so its steps need no checks.
	if err := checkHexPath(a, b); err != nil {
		return dst, err
	}
	dst = append(dst, PathStep{Hex: a, Via: ViaStart})
	it := newMoveIter(b.Sub(a))
	for cur := a; ; {
		m, ok := it.next()
		if !ok {
			return dst, nil
		}
		if m.Via != ViaSide {
			st := stepFrom(cur, m)
			dst = append(dst, st)
			cur = st.Hex
			continue
		}
		// The common step, written in place: across the side in m.Dir
		// (SideOf without its normalisation, m.Dir being in 0..5).
		next := cur.Add(directionVectors[m.Dir])
		side := Side{cur, m.Dir}
		if m.Dir >= 3 {
			side = Side{next, m.Dir - 3}
		}
		dst = append(dst, PathStep{Hex: next, Via: ViaSide, Side: side})
		cur = next
	}
}

// Path yields the steps of [AppendPath](a, b) after the first (the
// start a itself is not yielded), in the same order; it yields nothing
// where AppendPath returns an error. It allocates nothing.
func Path(a, b Hex) iter.Seq[PathStep] {
	return func(yield func(PathStep) bool) {
		if !hexPathOK(a, b) {
			return
		}
		it := newMoveIter(b.Sub(a))
		for cur := a; ; {
			m, ok := it.next()
			if !ok {
				return
			}
			st := stepFrom(cur, m)
			if !yield(st) {
				return
			}
			cur = st.Hex
		}
	}
}

// PathMove is one step of a hex path as moves on the grid, without the
// hexes: the compact form of a [PathStep] for code that keeps paths as
// direction codes. From the hex h before it:
//
//   - ViaSide: the next hex is h.Neighbor(Dir), across SideOf(h, Dir);
//   - ViaVertex: the next hex is h.Neighbor(Dir), and h.Neighbor(Graze) is
//     touched at the vertex between them;
//   - ViaSpine: the next hex is h.Diagonal(Dir), and h.Neighbor(Dir) and
//     h.Neighbor(Dir+1) flank the spine.
type PathMove struct {
	Via   Via
	Dir   Direction
	Graze Direction
}

// Offset returns the offset from the hex before the move to the hex after.
func (m PathMove) Offset() Hex {
	if m.Via == ViaSpine {
		return m.Dir.Vector().Add(m.Dir.Rotate(1).Vector())
	}
	return m.Dir.Vector()
}

// PathMoves yields the moves of the hex path from a to b, one per step
// of [Path], in the same order; it yields nothing where
// [AppendPath] returns an error. It allocates nothing.
func PathMoves(a, b Hex) iter.Seq[PathMove] {
	return func(yield func(PathMove) bool) {
		if !hexPathOK(a, b) {
			return
		}
		it := newMoveIter(b.Sub(a))
		for {
			m, ok := it.next()
			if !ok || !yield(m) {
				return
			}
		}
	}
}

// stepFrom returns the step that move m makes from the hex cur.
func stepFrom(cur Hex, m PathMove) PathStep {
	switch m.Via {
	case ViaSide:
		return PathStep{Hex: cur.Add(m.Dir.Vector()), Via: ViaSide, Side: SideOf(cur, m.Dir)}
	case ViaVertex:
		return PathStep{Hex: cur.Add(m.Dir.Vector()), Via: ViaVertex, Alt: [2]Hex{cur.Neighbor(m.Graze)}}
	}
	f0, f1 := cur.Neighbor(m.Dir), cur.Neighbor(m.Dir+1)
	return PathStep{Hex: f0.Add(m.Dir.Rotate(1).Vector()), Via: ViaSpine, Alt: [2]Hex{f0, f1}}
}

// moveIter produces the moves of the path from the origin by d, one per
// call of next: a plain loop in the caller, with no callback per step.
type moveIter struct {
	d, rel Hex
	spine  bool      // the path runs along hexsides: k diagonals d0, d0+1
	k      int       // spine diagonals left
	d0     Direction // the first direction of the spine's diagonal
	w      pathWalker
}

func newMoveIter(d Hex) moveIter {
	it := moveIter{d: d}
	if d == (Hex{}) {
		return it
	}
	if d0, k, ok := spineDiagonal(d); ok {
		it.spine, it.k, it.d0 = true, k, d0
		return it
	}
	it.w = newPathWalker(d)
	return it
}

// next returns the next move, and false after the last.
func (it *moveIter) next() (PathMove, bool) {
	if it.spine {
		if it.k == 0 {
			return PathMove{}, false
		}
		it.k--
		return PathMove{Via: ViaSpine, Dir: it.d0}, true
	}
	if it.rel == it.d {
		return PathMove{}, false
	}
	w := &it.w
	fam, ok := w.plainFamily()
	m := PathMove{Via: ViaSide, Dir: w.famDir[fam]}
	if !ok {
		m, fam = it.slowMove()
	}
	it.rel = it.rel.Add(directionVectors[m.Dir])
	w.advance(fam)
	return m, true
}

// slowMove is next's move where one of the walker's comparisons is zero:
// a vertex, or a side decided by the other two comparisons. It returns
// the move and the family whose hexside it crosses.
func (it *moveIter) slowMove() (PathMove, int) {
	w := &it.w
	fam, other, tie := w.family()
	if !tie {
		return PathMove{Via: ViaSide, Dir: w.famDir[fam]}, fam
	}
	// Through a vertex: straight on, or through the hex touched there,
	// whichever keeps to the side of the third family's hexsides that the
	// segment goes towards.
	fam, other = w.throughVertex(it.rel, fam, other)
	return PathMove{Via: ViaVertex, Dir: w.famDir[fam], Graze: w.famDir[other]}, fam
}

// spineDiagonal reports whether d runs along hexsides (one of the three
// family differences q-r, r-s, s-q is zero); if so it returns the first
// direction d0 of the diagonal d0 then d0+1 that the path repeats k times.
func spineDiagonal(d Hex) (d0 Direction, k int, ok bool) {
	ds := d.S()
	if d.Q != d.R && d.R != ds && ds != d.Q {
		return 0, 0, false
	}
	k = d.Len() / 2
	diag := Hex{d.Q / k, d.R / k}
	for dir := range Direction(6) {
		if dir.Vector().Add(dir.Rotate(1).Vector()) == diag {
			return dir, k, true
		}
	}
	return 0, 0, false
}

// pathWalker holds the incremental comparisons of the walk off a spine.
// Every hexside lies on one of the lines q-r = k, r-s = k or s-q = k (the
// families u, v, w); along the segment each difference is linear in the
// parameter, so the family whose hexside the segment leaves a hex by first
// is decided by comparing three fractions exactly, kept as cross products
// (c: uv, uw, vw) updated per step by dc[family]. They are products of two
// differences, so they are int64 on every platform.
type pathWalker struct {
	signs  [3]int       // the signs of the family differences of d
	famDir [3]Direction // the step across the next hexside of each family
	c      [3]int64
	dc     [3][3]int64 // dc[family] is the change of c over its step
}

func newPathWalker(d Hex) pathWalker {
	ds := d.S()
	du, dv, dw := d.Q-d.R, d.R-ds, ds-d.Q
	absU, absV, absW := int64(abs(du)), int64(abs(dv)), int64(abs(dw))
	w := pathWalker{signs: [3]int{sign(du), sign(dv), sign(dw)}}
	for f := range 3 {
		v := familyStep(f, w.signs[f])
		w.famDir[f], _ = Hex{}.DirectionTo(v)
		// The change of the three exit numerators su·U+1, sv·V+1, sw·W+1
		// over this step, and so of their cross comparisons.
		vs := v.S()
		nu := int64(w.signs[0] * (v.Q - v.R))
		nv := int64(w.signs[1] * (v.R - vs))
		nw := int64(w.signs[2] * (vs - v.Q))
		w.dc[f] = [3]int64{nu*absV - nv*absU, nu*absW - nw*absU, nv*absW - nw*absV}
	}
	w.c = [3]int64{absV - absU, absW - absU, absW - absV}
	return w
}

// famBySigns maps the signs of (cuv, cuw, cvw), none zero, as bits
// (cuv<0) | (cuw<0)<<1 | (cvw<0)<<2, to the family that exits first: 0
// when u does (cuv<0 and cuw<0), 1 when v does (cvw<0, cuv>0), 2 when w
// does (cuw>0, cvw>0); the two impossible patterns give 0.
var famBySigns = [8]uint8{2, 2, 0, 0, 1, 0, 1, 0}

// negBit is 1 if x < 0, else 0, on every platform.
func negBit(x int64) int { return int(uint64(x) >> 63) }

// plainFamily is family where none of the comparisons is zero (the hot
// case, small enough to inline): the family, and false if one is zero.
func (w *pathWalker) plainFamily() (int, bool) {
	cuv, cuw, cvw := w.c[0], w.c[1], w.c[2]
	if cuv == 0 || cuw == 0 || cvw == 0 {
		return 0, false
	}
	return int(famBySigns[negBit(cuv)|negBit(cuw)<<1|negBit(cvw)<<2]), true
}

// family returns the family whose hexside the segment leaves the current
// hex by, and at a vertex (two families at once, tie) the other one.
func (w *pathWalker) family() (fam, other int, tie bool) {
	cuv, cuw, cvw := w.c[0], w.c[1], w.c[2]
	if cuv != 0 && cuw != 0 && cvw != 0 {
		return int(famBySigns[negBit(cuv)|negBit(cuw)<<1|negBit(cvw)<<2]), 0, false
	}
	switch {
	case cuv == 0 && cuw < 0:
		return 0, 1, true
	case cuw == 0 && cuv < 0:
		return 0, 2, true
	case cvw == 0 && cuv > 0:
		return 1, 2, true
	case cvw < 0 && cuv > 0:
		return 1, 0, false
	case cuw > 0 && cvw > 0:
		return 2, 0, false
	}
	return 0, 0, false
}

// throughVertex orders the two families of a vertex step from rel: the
// first is the hex entered, the second the hex touched. Straight on is the
// family whose step moves the third family's difference the way the
// segment goes.
func (w *pathWalker) throughVertex(rel Hex, fam, other int) (int, int) {
	third := 3 - fam - other
	nf := rel.Add(w.famDir[fam].Vector())
	if sign(familyValue(nf, third)-familyValue(rel, third)) != w.signs[third] {
		return other, fam
	}
	return fam, other
}

func (w *pathWalker) advance(fam int) {
	for j := range w.c {
		w.c[j] += w.dc[fam][j]
	}
}

// familyStep returns the neighbour offset across the hexside on which the
// family's difference (0: q-r, 1: r-s, 2: s-q) grows (sign > 0) or shrinks.
func familyStep(fam, sgn int) Hex {
	var h Hex
	switch fam {
	case 0:
		h = Hex{1, -1}
	case 1:
		h = Hex{0, 1}
	default:
		h = Hex{-1, 0}
	}
	if sgn < 0 {
		h = Hex{-h.Q, -h.R}
	}
	return h
}

func familyValue(h Hex, fam int) int {
	s := h.S()
	switch fam {
	case 0:
		return h.Q - h.R
	case 1:
		return h.R - s
	}
	return s - h.Q
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
