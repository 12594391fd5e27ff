package hex

import "slices"

// LineStep is one step of a spine-aware line (see [AppendSpineLine]).
type LineStep struct {
	// Hex is the hex Line yields at this step.
	Hex Hex
	// Alt is the other hex a player may claim at this step; it is set only
	// when Ambiguous is true.
	Alt Hex
	// Ambiguous reports that the segment between the centres does not decide
	// between Hex and Alt: it runs along the hexside between them, passes
	// through a vertex of Alt without entering it, or crosses their common
	// hexside exactly at this step's sample point.
	Ambiguous bool
}

// AppendSpineLine appends the spine-aware form of Line(a, b) to dst: one
// LineStep per hex of the line, in order from a to b. Where the segment between
// the centres runs exactly along hexsides (a "hexside spine"), passes exactly
// through a hex vertex, or crosses a hexside exactly at a sample point, the
// step names both flanking hexes, so that a ruleset can apply its own spine
// policy (blocked if either blocks, if both block, attacker's or defender's
// choice).
//
// The flanking hex Alt is reported only where it connects: it is adjacent
// to a candidate (Hex or Alt) of the step before and of the step after. A hex
// the segment only touches at a corner, but which no line of adjacent hexes
// through the neighbouring candidates can pass through, is not a choice and
// is left out. This depends only on the geometry, not on [LineTieBreak], so
// rotating or reflecting both ends rotates or reflects every step's pair.
// Every case is detected exactly in integers:
//
//   - a tie at a sample point is found by the exact test of [Line];
//   - the segment passes through vertices only when its primitive direction
//     (dq, dr, ds) has all three components congruent and non-zero modulo 3,
//     and then exactly at the parameters k/(3g), k not a multiple of 3, where
//     g is the gcd of the components of b-a.
//
// For (0,0)->(2,-1) the middle step is (1,0) with Alt (1,-1). The result is
// the same set of hexes, step for step reversed, whichever end is first.
// If a or b is not [Hex.Valid] it returns dst unchanged.
func AppendSpineLine(dst []LineStep, a, b Hex) []LineStep {
	if !bothValid(a, b) {
		return dst
	}
	w := newLineWalker(a, b)
	start := len(dst)
	// Grow once and write fields in place: appending whole LineStep values
	// copied them through memory and cost more than the walk itself.
	dst = slices.Grow(dst, w.n+1)[:start+w.n+1]
	steps := dst[start:]
	for i := range steps {
		if i > 0 {
			w.advance()
		}
		st := &steps[i]
		st.Hex, st.Alt, st.Ambiguous = w.hex()
	}
	addVertexGrazes(steps, a, b)
	// An alternative is a real choice only if it connects to the steps
	// around it. Judge every step against the unfiltered candidates of its
	// neighbours, so that the answer depends only on the geometry (and not
	// on Line's tie-break): rotating or reflecting both ends rotates or
	// reflects the result.
	var prevHex, prevAlt Hex // step i-1 as it was before filtering
	prevAmb := false
	for i := range steps {
		st := &steps[i]
		hx, alt, amb := st.Hex, st.Alt, st.Ambiguous
		if amb && !connects(steps, i, alt, prevHex, prevAlt, prevAmb) {
			st.Alt, st.Ambiguous = Hex{}, false
		}
		prevHex, prevAlt, prevAmb = hx, alt, amb
	}
	return dst
}

// connects reports whether h, a candidate for step i, is adjacent to a
// candidate of step i-1 (prevHex, or prevAlt if prevAmb; unfiltered) and to
// one of step i+1. Every candidate is valid (see addVertexGrazes), so the
// distances skip the range test.
func connects(steps []LineStep, i int, h, prevHex, prevAlt Hex, prevAmb bool) bool {
	if i > 0 && validDistance(prevHex, h) != 1 && !(prevAmb && validDistance(prevAlt, h) == 1) {
		return false
	}
	if i+1 < len(steps) {
		next := &steps[i+1]
		if validDistance(next.Hex, h) != 1 && !(next.Ambiguous && validDistance(next.Alt, h) == 1) {
			return false
		}
	}
	return true
}

// addVertexGrazes marks the hexes the segment a->b touches only at a vertex.
//
// a and b are valid, and so is every hex it forms: the valid range is
// convex, so a vertex v on the segment has each cube coordinate within
// ±MaxCoord, and, being a vertex, a third off an integer, so within
// MaxCoord-1/3; the hexes around v are v plus a permutation of
// (2/3, -1/3, -1/3) or its negation, integers within ±MaxCoord. Their
// distances therefore skip the range test (validDistance). Line's samples
// round points of the segment likewise, so its candidates are valid too.
func addVertexGrazes(steps []LineStep, a, b Hex) {
	n := len(steps) - 1
	d := b.Sub(a)
	dc := [3]int{d.Q, d.R, d.S()}
	g := gcd(gcd(abs(dc[0]), abs(dc[1])), abs(dc[2]))
	if g == 0 {
		return
	}
	for j := range dc {
		dc[j] /= g
	}
	res := mod3(dc[0])
	if res == 0 || mod3(dc[1]) != res || mod3(dc[2]) != res {
		return
	}
	// Vertex points v = a + (k/3)·dc for k = 1..3g-1, k not divisible by 3.
	// 3v is congruent to (k·res)(1,1,1) mod 3; the three hexes around v are
	// (3v ± (2,-1,-1))/3 and its permutations, with the sign that makes them
	// integral.
	ac := [3]int{a.Q, a.R, a.S()}
	offsets := [3][3]int{{2, -1, -1}, {-1, 2, -1}, {-1, -1, 2}}
	for k := 1; k < 3*g; k++ {
		if k%3 == 0 {
			continue
		}
		var v3 [3]int
		for j := range 3 {
			v3[j] = 3*ac[j] + k*dc[j]
		}
		sign := 1
		if mod3(v3[0]) == 2 {
			sign = -1
		}
		for _, off := range offsets {
			h := Hex{(v3[0] + sign*off[0]) / 3, (v3[1] + sign*off[1]) / 3}
			i := validDistance(a, h)
			// A step that already has a tie at its sample keeps it: a tie and
			// a different graze at one step would be a third candidate, which
			// an exhaustive search of every line within radius 60 never meets.
			if i > n || validDistance(h, b) != n-i || steps[i].Hex == h || steps[i].Ambiguous {
				continue
			}
			steps[i].Alt, steps[i].Ambiguous = h, true
		}
	}
}

func mod3(x int) int {
	m := x % 3
	if m < 0 {
		m += 3
	}
	return m
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
