package move

import "math"

// dijkstraCompact is dijkstraCost specialised to a compact step table: a
// hex's costs and neighbours are one word and two small tables in the
// first-level cache, not a call, so nothing in the loop needs the hexes,
// and the relaxation is a handful of loads, one add and one compare. It
// settles the same hexes at the same costs with the same parents as
// dijkstraCost on the table's costs (the tests compare the two), so it
// is an optimisation, not a second semantics:
//
//   - a neighbour already settled is skipped;
//   - a cheaper arrival replaces the hex's state and is pushed;
//   - an equal arrival to a hex reached but not settled keeps the
//     smaller direction, without a push.
//
// An off-region or impassable step is +Inf in the palette, which skips it
// before its neighbour offset (0 off the region) is used. On a transposed
// table (compact.transposed) it is the backward search of Landmarks.
func (w *Workspace) dijkstraCompact(s int32, tab *compact) Tree {
	w.begin(s, math.Inf(1), true)
	seen, done := 2*w.gen, 2*w.gen+1
	w.compactSteps = tab
	hs, dir := w.state, w.dir
	words, palette, offsets := tab.words, tab.palette, tab.offsets
	hs[s] = hexState{used: 0, mark: seen, parent: -1}
	dir[s] = 0
	q := &w.keys
	q.reset()
	q.push(0, s)
	count := 0
	for q.len() > 0 {
		ui, ok := q.popBucket()
		if !ok {
			ui = q.pop()
		}
		hu := &hs[ui]
		if hu.mark == done {
			continue
		}
		hu.mark = done
		count++
		ug := hu.used
		e := words[ui]
		off := &offsets[uint8(e>>48)]
		for d := range int8(6) {
			c := palette[uint8(e)]
			e >>= 8
			if c > math.MaxFloat64 {
				continue
			}
			v := ui + off[d]
			hv := &hs[v]
			ng := ug + c
			// The cost to beat, as bits: costs are never negative (nor
			// -0, once added to a sum that starts at +0), and the bits
			// of non-negative floats order as the floats do, so integer
			// selects (CMOVs, where Go has none for floats) fold the
			// neighbour's state in: a fresh hex is beaten by anything, a
			// settled one by nothing. One unpredictable branch is left
			// per neighbour, not two. A tie (an equal arrival to a hex
			// reached but not settled keeps the smaller direction) is
			// tested inside it, where it is rare: as a branch of its own
			// beside it, it cost 9 % more CPU time.
			m, ngBits, toBeat := hv.mark, math.Float64bits(ng), math.Float64bits(hv.used)
			if m != seen {
				toBeat = math.MaxUint64
			}
			if m == done {
				toBeat = 0
			}
			if ngBits <= toBeat {
				if ngBits < toBeat {
					*hv = hexState{used: ng, mark: seen, parent: ui}
					dir[v] = d
					if !q.pushBucket(ng, v) {
						q.pushSlow(ng, v)
					}
				} else if m == seen && d < dir[v] {
					hv.parent, dir[v] = ui, d
				}
			}
		}
	}
	w.count = count
	return Tree{w: w, gen: w.gen}
}
