package move

import "github.com/warkit/warkit/geom/hex"

// The steps of a search that the kernels share, each small enough to
// inline into their loops: whether a step is worth pricing, a tie
// between equal arrivals, and the end of a search at a bad step cost.

// worthPricing reports whether a step into index v of states hs may
// lower v's cost: v is on the region (not -1), and a search whose marks
// are seen (reached) and done (settled) has neither settled it nor
// reached it at a cost below bar, the least the step can bring it to.
func worthPricing(hs []hexState, v int32, seen, done uint32, bar float64) bool {
	if v < 0 {
		return false
	}
	h := &hs[v]
	return h.mark != done && !(h.mark == seen && h.used < bar)
}

// tie makes the step from index u in direction d, of cost c, the last
// step of index v, whose state is h and whose cost it equals, if d is
// smaller than the direction of h's last step: among equal arrivals the
// smallest direction wins.
func (h *hexState) tie(step []float64, dir []int8, v, u int32, d int8, c float64) {
	if d < dir[v] {
		step[v], h.parent, dir[v] = c, u, d
	}
}

// fail ends a search at a step of negative or NaN cost c from from to
// to (to to from, backwards): its tree so far becomes stale, and the
// error names the step.
func (w *Workspace) fail(from, to hex.Hex, c float64, backwards bool) error {
	w.gen++
	return badStepFound(from, to, c, backwards)
}
