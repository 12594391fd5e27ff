package hex

import (
	"fmt"
	"iter"
	"slices"
	"strconv"
)

// This file is the hex line family: which hexes lie on the straight line
// between the centres of two hexes, in one of two forms (LineForm), as
// steps of one type (LineStep), with one answer to ends it cannot walk
// (CheckLine). The package doc, "The hex line", says which form answers
// which question. The forms' walks are in centreline.go and
// supercover.go.

// LineForm selects the question a hex line answers.
type LineForm uint8

const (
	// CentreLine: one step per hex at distance 0, 1, ..., n = a.Distance(b)
	// from a, each adjacent to the one before: the hex whose cell holds
	// each of n+1 evenly spaced points of the segment between the centres,
	// a tie broken by [LineTieBreak] the same way from either end. Where
	// the segment does not decide a step, the step is a [ViaChoice] and
	// names the other hex a player may claim. Use it when a rule needs one
	// hex per step: counting range, a straight move, drawing, a spine
	// policy stated over those steps.
	CentreLine LineForm = iota
	// Supercover: every hex whose interior the segment between the
	// centres enters, in order, with how the segment gets into each:
	// across a hexside ([ViaSide]), through a vertex ([ViaVertex]) or
	// along a hexside ([ViaSpine]). It may hold more than n+1 hexes
	// ((0,0)->(5,1) enters 8). Use it for line of sight and anything that
	// must account for every hex and hexside the segment crosses.
	Supercover
)

// String returns "centre line" or "supercover".
func (f LineForm) String() string {
	switch f {
	case CentreLine:
		return "centre line"
	case Supercover:
		return "supercover"
	}
	return "LineForm(" + strconv.Itoa(int(f)) + ")"
}

// Via says how a hex line gets from the hex of the step before to the hex
// of this step (see [LineStep]).
type Via uint8

const (
	// ViaStart: the first step, the hex a itself.
	ViaStart Via = iota
	// ViaSide: Hex is the neighbour of the hex before in direction Dir.
	// In a Supercover the segment crosses the interior of the hexside
	// between them; in a CentreLine the line steps across it and the
	// segment decides the step.
	ViaSide
	// ViaVertex (Supercover): the segment passes exactly through a hex
	// vertex from the hex before into its neighbour Hex in direction Dir;
	// the third hex at that vertex, Alt, is only touched there (a vertex
	// graze).
	ViaVertex
	// ViaSpine (Supercover): the segment runs along a hexside (a "spine")
	// from the hex before to its diagonal Hex (Dir then Dir+1); the two
	// hexes that share that hexside, the step's [LineStep.Flanks], are
	// grazed along it and neither is entered.
	ViaSpine
	// ViaChoice (CentreLine): the line steps to the neighbour Hex in
	// direction Dir, but the segment does not decide between Hex and Alt:
	// it runs along the hexside between them, passes through a vertex of
	// Alt without entering it, or crosses their common hexside exactly at
	// the step's sample point. Hex is the hex [LineTieBreak] or the
	// segment picks; a ruleset's spine policy may claim Alt instead.
	ViaChoice
)

// String returns "start", "side", "vertex", "spine" or "choice".
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
	case ViaChoice:
		return "choice"
	}
	return "Via(" + strconv.Itoa(int(v)) + ")"
}

// LineStep is one step of a hex line, in either [LineForm]: the hex it
// reaches, and the move that reaches it from the step before (its Via,
// its Dir and its other hex, Alt). The move is packed beside the hex, as
// a Side keeps its canonical form, so that a step is 24 bytes: small
// enough for the compiler to keep in registers through an iterator and
// its loop body, where a larger step went through memory at every
// copy. Compare steps with ==.
type LineStep struct {
	// Hex is the hex of this step.
	Hex Hex
	m   stepBits
}

// Via says how the line gets to Hex from the hex before.
func (s LineStep) Via() Via { return s.m.via() }

// Dir is the direction of the step from the hex before: Hex is its
// neighbour in Dir, or along a spine its diagonal Dir then Dir+1
// (hex before.Diagonal(Dir)). It is 0 at the start.
func (s LineStep) Dir() Direction { return s.m.dir() }

// Alt returns the step's other hex, next to Hex: the hex touched at a
// vertex (ViaVertex) or on offer (ViaChoice); the zero Hex for any other
// step (the two hexes a spine grazes are its Flanks).
func (s LineStep) Alt() Hex {
	if v := s.Via(); v == ViaVertex || v == ViaChoice {
		return s.Hex.Add(directionVectors[s.m.alt()])
	}
	return Hex{}
}

// AltDir returns the direction of Alt from Hex (Alt is Hex.Neighbor of
// it), for a step that has an Alt; 0 for any other.
func (s LineStep) AltDir() Direction { return s.m.alt() }

// Flanks returns, for a step along a spine (ViaSpine), the two hexes
// that share the hexside it runs along: the neighbours of the hex before
// in directions Dir and Dir+1 (walking the line from the other end swaps
// them). For any other step it returns two zero Hexes.
func (s LineStep) Flanks() (Hex, Hex) {
	if s.Via() != ViaSpine {
		return Hex{}, Hex{}
	}
	d := s.Dir()
	return s.Hex.Sub(d.Rotate(1).Vector()), s.Hex.Sub(d.Vector())
}

// AppendAlts appends to dst the hexes of the step other than Hex that the
// segment touches without deciding for them, and returns the extended
// slice: Alt for ViaVertex and ViaChoice, the two Flanks for ViaSpine,
// none otherwise.
func (s LineStep) AppendAlts(dst []Hex) []Hex {
	switch s.Via() {
	case ViaVertex, ViaChoice:
		return append(dst, s.Alt())
	case ViaSpine:
		f0, f1 := s.Flanks()
		return append(dst, f0, f1)
	}
	return dst
}

// Side returns the hexside between Hex and the hex before it, for a step
// to a neighbour (ViaSide, ViaChoice, and ViaVertex, where the segment
// passes through an end of that hexside), and the zero Side at the start
// and along a spine, where there is none.
func (s LineStep) Side() Side {
	if v := s.Via(); v == ViaStart || v == ViaSpine {
		return Side{}
	}
	return SideOf(s.Hex, s.Dir().Opposite())
}

// String formats s as its hex, its Via and its Dir, and its other hexes
// if any: "(2,-1) spine 1 [(1,0) (1,-1)]".
func (s LineStep) String() string {
	str := s.Hex.String() + " " + s.Via().String() + " " + strconv.Itoa(int(s.Dir()))
	if alts := s.AppendAlts(make([]Hex, 0, 2)); len(alts) > 0 {
		str += " " + fmt.Sprint(alts)
	}
	return str
}

// stepBits packs the move of a LineStep: bits 0-2 its Via, bits 3-5 its
// Dir, bits 6-8 the direction of Alt from Hex (0 when there is none).
type stepBits uint32

// moveBits packs a move without an Alt.
func moveBits(via Via, dir Direction) stepBits { return stepBits(via) | stepBits(dir)<<3 }

// altBits packs the direction of an Alt from its step's Hex.
func altBits(d Direction) stepBits { return stepBits(d) << 6 }

func (b stepBits) via() Via       { return Via(b & 7) }
func (b stepBits) dir() Direction { return Direction(b >> 3 & 7) }
func (b stepBits) alt() Direction { return Direction(b >> 6 & 7) }

// LineTieBreak names the tie-break rule of [CentreLine]: among hexes whose
// cells hold a sample point equally, the one with the greatest
// Q + 2R - 3S wins, as if every sample point were moved by an
// infinitesimal amount along the cube vector (+1, +2, -3), the nudge Red
// Blob Games recommends. The nudge is the same for both ends, so the line
// from b to a is the line from a to b reversed.
const LineTieBreak = "nudge(+1,+2,-3)"

// MaxLineDistance is the largest distance between the ends of a hex line,
// in either form: the Supercover's walk compares products of two
// coordinate differences in int64, and the bound keeps them far from
// overflow on every platform.
const MaxLineDistance = 1 << 24

// CheckLine returns nil if the hex line from a to b can be walked: both
// ends are [Hex.Valid] and at most [MaxLineDistance] apart. Otherwise it
// returns the error that every AppendX form of the family returns for
// these ends, and for which every iterator form yields nothing.
func CheckLine(a, b Hex) error {
	if !bothValid(a, b) {
		return fmt.Errorf("hex: line %v->%v: an end is outside the valid range |q|, |r|, |s| <= %d", a, b, MaxCoord)
	}
	if n := validDistance(a, b); n > MaxLineDistance {
		return fmt.Errorf("hex: line %v->%v: distance %d above the limit %d", a, b, n, MaxLineDistance)
	}
	return nil
}

// appendLineError is the error of the AppendX forms of the family for
// valid ends n apart with n+1 > MaxAppendLen: CheckLine's beyond
// MaxLineDistance, else the AppendX cap's (a line of Distance n is n+1
// steps; a Supercover may hold up to 2n+1). The forms test n+1 >
// MaxAppendLen themselves, with the distance they compute anyway.
func appendLineError(a, b Hex, n int) error {
	if n > MaxLineDistance {
		return CheckLine(a, b)
	}
	return fmt.Errorf("hex: line %v->%v: distance %d, %d steps above MaxAppendLen (%d) for one AppendX call: Line and LineSteps stream lines up to MaxLineDistance", a, b, n, n+1, MaxAppendLen)
}

// lineOK reports CheckLine(a, b) == nil.
func lineOK(a, b Hex) bool { return bothValid(a, b) && validDistance(a, b) <= MaxLineDistance }

// Line yields the hexes of the CentreLine from a to b: a first, b last,
// a.Distance(b)+1 hexes, each adjacent to the one before, and the same
// hexes in reverse order from b to a. It is the short form for counting
// and drawing: the Hex of each step of LineSteps(a, b, CentreLine). It
// allocates nothing, and yields nothing where [CheckLine] fails.
func Line(a, b Hex) iter.Seq[Hex] {
	return func(yield func(Hex) bool) {
		if !bothValid(a, b) {
			return
		}
		w := newLineWalker(a, b)
		if w.n > MaxLineDistance { // lineOK, with the walker's distance
			return
		}
		for i := 0; i <= w.n; i++ {
			if i > 0 {
				w.advance()
			}
			h, _, _ := w.hex()
			if !yield(h) {
				return
			}
		}
	}
}

// AppendLine appends the hexes of Line(a, b) to dst and returns the
// result, or dst unchanged and an error: that of [CheckLine], or, for a
// line of more than [MaxAppendLen] hexes (ends more than MaxAppendLen-1
// apart), one that names the cap (Line streams such a line).
func AppendLine(dst []Hex, a, b Hex) ([]Hex, error) {
	if !bothValid(a, b) {
		return dst, CheckLine(a, b)
	}
	w := newLineWalker(a, b)
	if w.n >= MaxAppendLen { // n+1 > MaxAppendLen, without overflow
		return dst, appendLineError(a, b, w.n)
	}
	dst = slices.Grow(dst, w.n+1)
	for i := 0; i <= w.n; i++ {
		if i > 0 {
			w.advance()
		}
		h, _, _ := w.hex()
		dst = append(dst, h)
	}
	return dst, nil
}

// LineSteps yields the steps of the hex line from a to b in the given
// form, the start (ViaStart) first, exactly as [AppendLineSteps] appends
// them. It allocates nothing, and yields nothing where [CheckLine] fails
// or the form is unknown. A CentreLine step depends on the steps around
// it, so that form reads a few dozen steps ahead of the one it yields.
func LineSteps(a, b Hex, form LineForm) iter.Seq[LineStep] {
	return func(yield func(LineStep) bool) {
		if !lineOK(a, b) {
			return
		}
		// Each form's loop is written here, one call a step and no yield
		// passed on, so that the compiler inlines it, and the loop body,
		// into a range over it.
		switch form {
		case CentreLine:
			var cs centreSteps
			cs.start(a, b)
			for {
				st, ok := cs.next()
				if !ok || !yield(st) {
					return
				}
			}
		case Supercover:
			if !yield(LineStep{Hex: a}) {
				return
			}
			it := newMoveIter(a, b)
			for {
				st, ok := it.step()
				if !ok || !yield(st) {
					return
				}
			}
		}
	}
}

// AppendLineSteps appends to dst the steps of the hex line from a to b in
// the given form, in order from a to b, and returns the extended slice;
// or dst unchanged and an error: that of [CheckLine], one naming an
// unknown form, or, for ends more than [MaxAppendLen]-1 apart, one that
// names the cap (LineSteps streams such a line). It allocates nothing
// when dst has room, and its cost is linear in the steps it appends
// (a.Distance(b)+1 for a CentreLine, at most 2·a.Distance(b)+1 for a
// Supercover).
//
// Every decision is exact, in integers, and the same from either end:
//
//  1. The first step is a (ViaStart), the last b.
//  2. CentreLine: a.Distance(b)+1 steps, step i at distance i from a,
//     each adjacent to the one before, its Hex the [Line] hex. A
//     ViaChoice's Alt is adjacent to Hex, at the same distance from a,
//     and adjacent to a hex of the step before and of the step after;
//     rotating or reflecting both ends rotates or reflects every step's
//     pair of hexes.
//  3. Supercover: every hex whose interior the segment enters appears
//     once; consecutive steps are adjacent (ViaSide, ViaVertex) or, along
//     a spine, at distance 2 with both flanks named (ViaSpine); a hex the
//     segment only touches at a vertex is the Alt of the next step, never
//     a step of its own.
//  4. Reversed, a line is the same hexes in reverse order, with the same
//     choices and grazes (a spine's flanks swap).
func AppendLineSteps(dst []LineStep, a, b Hex, form LineForm) ([]LineStep, error) {
	if !bothValid(a, b) {
		return dst, CheckLine(a, b)
	}
	if n := validDistance(a, b); n >= MaxAppendLen {
		return dst, appendLineError(a, b, n)
	}
	switch form {
	case CentreLine:
		return appendCentreSteps(dst, a, b), nil
	case Supercover:
		return appendSupercover(dst, a, b), nil
	}
	return dst, fmt.Errorf("hex: line %v->%v: unknown form %v", a, b, form)
}
