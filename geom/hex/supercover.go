package hex

import "slices"

// This file walks the Supercover form of a hex line (see line.go): every
// hex whose interior the segment between two hex centres enters, with how
// it enters each. It is the geometry of hex line of sight; a sight rule
// reads it (see package los/hexsight), but it decides nothing about sight
// itself.
//
// The geometry is exact, in integers: the parameter at which the segment
// leaves a hex through each of the three families of hexsides is a
// fraction with a small integer denominator, and the fractions are
// compared exactly.

// appendSupercover is AppendLineSteps for a Supercover; a and b pass its
// checks, and the walk between them stays in range (within one hex of the
// segment), so its steps need no checks. It grows dst once, by the most
// steps the line can hold.
func appendSupercover(dst []LineStep, a, b Hex) []LineStep {
	dst = slices.Grow(dst, 2*validDistance(a, b)+1)
	dst = append(dst, LineStep{Hex: a})
	it := newMoveIter(a, b)
	for {
		st, ok := it.step()
		if !ok {
			return dst
		}
		dst = append(dst, st)
	}
}

// move is one step of a supercover as a move on the grid, without the
// hexes: the direction of the step (the first of a spine's diagonal) and,
// through a vertex, the direction of the hex touched there.
type move struct {
	via        Via
	dir, graze Direction
}

// moveIter produces the steps of the supercover from a to a+d, one per
// call of step: a plain loop in the caller, with no callback per step.
type moveIter struct {
	a, d  Hex       // the line's start, and its end less the start
	rel   Hex       // the current hex less the start
	spine bool      // the path runs along hexsides: k diagonals d0, d0+1
	k     int       // spine diagonals left
	d0    Direction // the first direction of the spine's diagonal
	w     coverWalker
}

func newMoveIter(a, b Hex) moveIter {
	d := b.Sub(a)
	it := moveIter{a: a, d: d}
	if d == (Hex{}) {
		return it
	}
	if d0, k, ok := spineDiagonal(d); ok {
		it.spine, it.k, it.d0 = true, k, d0
		return it
	}
	it.w = newCoverWalker(d)
	return it
}

// step returns the next step of the supercover, and false after the
// last. It is one call per step of every form and user of the
// supercover: the move is decided here, the rarer vertex in slowMove.
func (it *moveIter) step() (LineStep, bool) {
	if it.spine {
		if it.k == 0 {
			return LineStep{}, false
		}
		it.k--
		it.rel = it.rel.Add(directionVectors[it.d0]).Add(directionVectors[it.d0.Rotate(1)])
		return LineStep{it.a.Add(it.rel), moveBits(ViaSpine, it.d0)}, true
	}
	if it.rel == it.d {
		return LineStep{}, false
	}
	w := &it.w
	fam, ok := w.plainFamily()
	m := move{via: ViaSide, dir: w.famDir[fam]}
	if !ok {
		m, fam = it.slowMove()
	}
	it.rel = it.rel.Add(directionVectors[m.dir])
	w.advance(fam)
	st := LineStep{it.a.Add(it.rel), moveBits(m.via, m.dir)}
	if m.via == ViaVertex {
		// The hex touched is a neighbour of both the hex before and this.
		d, _ := Hex{}.DirectionTo(m.graze.Vector().Sub(m.dir.Vector()))
		st.m |= altBits(d)
	}
	return st, true
}

// slowMove is step's move where one of the walker's comparisons is zero:
// a vertex, or a side decided by the other two comparisons. It returns
// the move and the family whose hexside it crosses.
func (it *moveIter) slowMove() (move, int) {
	w := &it.w
	fam, other, tie := w.family()
	if !tie {
		return move{via: ViaSide, dir: w.famDir[fam]}, fam
	}
	// Through a vertex: straight on, or through the hex touched there,
	// whichever keeps to the side of the third family's hexsides that the
	// segment goes towards.
	fam, other = w.throughVertex(it.rel, fam, other)
	return move{via: ViaVertex, dir: w.famDir[fam], graze: w.famDir[other]}, fam
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

// coverWalker holds the incremental comparisons of the walk off a spine.
// Every hexside lies on one of the lines q-r = k, r-s = k or s-q = k (the
// families u, v, w); along the segment each difference is linear in the
// parameter, so the family whose hexside the segment leaves a hex by first
// is decided by comparing three fractions exactly, kept as cross products
// (c: uv, uw, vw) updated per step by dc[family]. They are products of two
// differences, so they are int64 on every platform.
type coverWalker struct {
	signs  [3]int       // the signs of the family differences of d
	famDir [3]Direction // the step across the next hexside of each family
	c      [3]int64
	dc     [3][3]int64 // dc[family] is the change of c over its step
}

func newCoverWalker(d Hex) coverWalker {
	ds := d.S()
	du, dv, dw := d.Q-d.R, d.R-ds, ds-d.Q
	absU, absV, absW := int64(abs(du)), int64(abs(dv)), int64(abs(dw))
	w := coverWalker{signs: [3]int{sign(du), sign(dv), sign(dw)}}
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
func (w *coverWalker) plainFamily() (int, bool) {
	cuv, cuw, cvw := w.c[0], w.c[1], w.c[2]
	if cuv == 0 || cuw == 0 || cvw == 0 {
		return 0, false
	}
	return int(famBySigns[negBit(cuv)|negBit(cuw)<<1|negBit(cvw)<<2]), true
}

// family returns the family whose hexside the segment leaves the current
// hex by, and at a vertex (two families at once, tie) the other one.
func (w *coverWalker) family() (fam, other int, tie bool) {
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
func (w *coverWalker) throughVertex(rel Hex, fam, other int) (int, int) {
	third := 3 - fam - other
	nf := rel.Add(w.famDir[fam].Vector())
	if sign(familyValue(nf, third)-familyValue(rel, third)) != w.signs[third] {
		return other, fam
	}
	return fam, other
}

func (w *coverWalker) advance(fam int) {
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
