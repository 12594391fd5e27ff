package los

import (
	"fmt"

	"github.com/warkit/warkit/geom"
)

// Via says how the centre-to-centre segment of a hex sight line reaches a
// hex of the line (see [AppendHexPath]).
type Via uint8

const (
	// ViaStart: the first hex, the observer's.
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
	return fmt.Sprintf("Via(%d)", int(v))
}

// HexStep is one hex whose interior the centre-to-centre segment enters,
// with the way it got there from the previous step.
type HexStep struct {
	// Hex is a hex whose interior the segment enters.
	Hex geom.Hex
	// Via says how the segment came from the previous step's hex.
	Via Via
	// Side is the hexside crossed, for ViaSide.
	Side geom.Side
	// Alt holds the grazed hexes: Alt[0] for ViaVertex; for ViaSpine the
	// two flanking hexes, Alt[0] the neighbour of the previous hex in
	// direction d and Alt[1] in direction d+1, where the step is the
	// diagonal d then d+1 (reversing the line swaps them).
	Alt [2]geom.Hex
}

// Grazes returns the hexes the segment only touches on its way into this
// step: none, one (a vertex) or two (a spine).
func (s HexStep) Grazes() []geom.Hex {
	switch s.Via {
	case ViaVertex:
		return s.Alt[:1]
	case ViaSpine:
		return s.Alt[:2]
	}
	return nil
}

// maxHexPathDistance bounds the distance of a hex path so that the integer
// arithmetic below cannot overflow.
const maxHexPathDistance = 1 << 24

// AppendHexPath appends to dst the hexes that the segment between the
// centres of a and b passes through, in order from a to b, and returns the
// extended slice. It allocates nothing when dst has room.
//
// The geometry is exact, in integers (the walk of the hex sight kernel, see
// walkSteps): the parameter at which the segment leaves a hex through each
// of the three families of hexsides is a fraction with a small integer
// denominator, and the fractions are compared exactly. Hence:
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
// It returns an error for a distance above 2^24.
func AppendHexPath(dst []HexStep, a, b geom.Hex) ([]HexStep, error) {
	n := a.Distance(b)
	if n > maxHexPathDistance || n < 0 {
		return dst, fmt.Errorf("los: hex path %v->%v: distance %d above the limit %d", a, b, n, maxHexPathDistance)
	}
	dst = append(dst, HexStep{Hex: a, Via: ViaStart})
	cur := a
	walkSteps(b.Sub(a), func(code uint8) {
		dn := int(code & 7)
		switch code & codeKind {
		case codeSide:
			next := cur.Add(directionVec[dn])
			side, _ := geom.SideBetween(cur, next)
			dst = append(dst, HexStep{Hex: next, Via: ViaSide, Side: side})
			cur = next
		case codeVertex:
			next := cur.Add(directionVec[dn])
			dst = append(dst, HexStep{Hex: next, Via: ViaVertex, Alt: [2]geom.Hex{cur.Add(directionVec[code>>3&7])}})
			cur = next
		default: // codeSpine: the diagonal dn then dn+1
			f0, f1 := cur.Add(directionVec[dn]), cur.Add(directionVec[(dn+1)%6])
			next := f0.Add(directionVec[(dn+1)%6])
			dst = append(dst, HexStep{Hex: next, Via: ViaSpine, Alt: [2]geom.Hex{f0, f1}})
			cur = next
		}
	})
	return dst, nil
}

// familyStep returns the neighbour offset across the hexside on which the
// family's difference (0: q-r, 1: r-s, 2: s-q) grows (sign > 0) or shrinks.
func familyStep(fam, sign int) geom.Hex {
	var h geom.Hex
	switch fam {
	case 0:
		h = geom.Hex{Q: 1, R: -1}
	case 1:
		h = geom.Hex{Q: 0, R: 1}
	default:
		h = geom.Hex{Q: -1, R: 0}
	}
	if sign < 0 {
		h = geom.Hex{Q: -h.Q, R: -h.R}
	}
	return h
}

func familyValue(h geom.Hex, fam int) int {
	s := -h.Q - h.R
	switch fam {
	case 0:
		return h.Q - h.R
	case 1:
		return h.R - s
	}
	return s - h.Q
}

func iabs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func isign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
