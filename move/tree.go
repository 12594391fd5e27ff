package move

import (
	"iter"
	"math"
	"slices"

	"github.com/warkit/warkit/geom/hex"
)

// Arrival is how a search reaches one hex: the best arrival, by the order
// [Workspace.Reach] documents.
type Arrival struct {
	// Cost is the MP charged from the start along the path: the sum of the
	// Step of every hex on it. Without a turn limit, short-MP policy or
	// ZOC it is the sum of the step costs.
	Cost float64
	// Step is the MP charged for the last step; a policy that takes all
	// remaining MP charges those, and 0 at the start.
	Step float64
	// MPLeft is the MP left in the turn of arrival: 0 if the mover's
	// movement ended here, +Inf without an allowance.
	MPLeft float64
	// Turns is the turn of arrival, 1 for the first turn, 0 at the start.
	Turns int
	// Ended reports that the mover must stop here for the turn (a ZOC, or
	// a step paid with all remaining MP).
	Ended bool
	// PassOnly reports that the mover may pass through this hex but not
	// end its move here: the stacking limit of the search's [Occupancy]
	// is reached. A PassOnly hex is never Ended.
	PassOnly bool
	// From is the hex before this one on the path, and Dir the direction
	// of the last step (From.Neighbor(Dir) is this hex). At the start,
	// From is the start and Dir is 0.
	From hex.Hex
	Dir  hex.Direction
}

// Tree is the result of a search: the hexes it reached, each with its
// [Arrival], and the parent pointers that give the path to each. It reads
// the arrays of the [Workspace] that made it, allocates nothing, and is
// valid until that workspace's next search; after that, and for the zero
// Tree, it is empty.
//
// Hexes are listed in the order of the workspace's [Region] indexes
// (row by row for a [Rect]), never in search order.
type Tree struct {
	w   *Workspace
	gen uint32
	occ *Occupancy // the search's, for PassOnly
}

func (t Tree) valid() bool { return t.w != nil && t.w.gen == t.gen }

func (t Tree) has(i int) bool { return t.w.state[i].mark == 2*t.gen+1 }

// Start returns the hex the search started from; the zero Hex for an empty
// tree.
func (t Tree) Start() hex.Hex {
	if !t.valid() {
		return hex.Hex{}
	}
	return t.w.hexes[t.w.start]
}

// Len returns the number of hexes in the tree, the start included.
func (t Tree) Len() int {
	if !t.valid() {
		return 0
	}
	return t.w.count
}

// Contains reports whether h was reached.
func (t Tree) Contains(h hex.Hex) bool {
	_, ok := t.index(h)
	return ok
}

func (t Tree) index(h hex.Hex) (int, bool) {
	if !t.valid() {
		return 0, false
	}
	i, ok := t.w.region.Index(h)
	if !ok || i < 0 || i >= len(t.w.hexes) || !t.has(i) {
		return 0, false
	}
	return i, true
}

// At returns the arrival at h, and false if h was not reached.
func (t Tree) At(h hex.Hex) (Arrival, bool) {
	i, ok := t.index(h)
	if !ok {
		return Arrival{}, false
	}
	return t.arrival(i), true
}

func (t Tree) arrival(i int) Arrival {
	w := t.w
	k := label{phase: 2, used: w.state[i].used}
	a := Arrival{Cost: k.used, Step: w.stepOf(i)}
	if !w.costOnly {
		k.phase = w.phase[i]
		a.Cost = w.cost[i]
	}
	a.Turns, a.Ended = int(k.turn()), k.ended()
	switch {
	case a.Ended:
	case math.IsInf(w.allowance, 1):
		a.MPLeft = w.allowance
	default:
		a.MPLeft = w.allowance - k.used
	}
	p := w.state[i].parent
	a.PassOnly = p >= 0 && !t.occ.CanEnd(w.hexes[i])
	if p < 0 {
		a.Turns, a.From = 0, w.hexes[i]
		return a
	}
	a.From, a.Dir = w.hexes[p], hex.Direction(w.dir[i])
	return a
}

// All yields every hex of the tree with its arrival, in region order.
func (t Tree) All() iter.Seq2[hex.Hex, Arrival] {
	return func(yield func(hex.Hex, Arrival) bool) {
		if !t.valid() {
			return
		}
		for i := range t.w.state {
			if t.has(i) && !yield(t.w.hexes[i], t.arrival(i)) {
				return
			}
		}
	}
}

// AppendHexes appends the hexes of the tree to dst, in region order.
func (t Tree) AppendHexes(dst []hex.Hex) []hex.Hex {
	if !t.valid() {
		return dst
	}
	for i := range t.w.state {
		if t.has(i) {
			dst = append(dst, t.w.hexes[i])
		}
	}
	return dst
}

// AppendPath appends the path from the start to h to dst, both included,
// and returns the extended slice; dst is unchanged if h was not reached.
func (t Tree) AppendPath(dst []hex.Hex, h hex.Hex) []hex.Hex {
	i, ok := t.index(h)
	if !ok {
		return dst
	}
	start := len(dst)
	for j := int32(i); j >= 0; j = t.w.state[j].parent {
		dst = append(dst, t.w.hexes[j])
	}
	slices.Reverse(dst[start:])
	return dst
}
