package move

import (
	"errors"
	"fmt"
	"math"

	"github.com/warkit/warkit/geom/hex"
)

// StepTable is a [StepCost] evaluated once for every step of a [Region]:
// the cost of each of the six steps out of each hex, in a dense table that
// the searches read instead of calling the cost. An AI that runs many
// searches per turn for one mover on one map builds it once and saves a
// call (and the cost's own work) per step priced.
//
// Memory: 8 bytes per hex in the compact form, which a table takes when
// its passable steps have at most 255 distinct costs (a map's terrain and
// hexside types, whatever their values) and the region's numbering gives
// its hexes at most 256 patterns of offsets to their neighbours' indexes
// (a Rect's have at most 18):
// 80 KB for a 100 × 100 map and 8 MB for 1000 × 1000. Any other table
// takes 48 bytes per hex (six float64), and [Workspace.DijkstraTable] then
// runs the general search on it, at the speed of a cost call per step.
// Both forms hold the costs exactly and give the same trees. Building
// either calls the cost once per step between two hexes of the region (at
// most 6 per hex) and holds about 125 bytes per hex while it does (a
// workspace's arrays and the costs as float64; see [MaxRegionLen]).
//
// A search with a table gives exactly the tree the same search gives with
// the cost the table was built from: the same costs, read in the same
// order, with the same ties. One difference: a negative or NaN cost is
// refused when the table is built, whether or not a search would have
// priced that step.
//
// A StepTable is immutable and safe for concurrent use. It is a snapshot:
// it does not see later changes to what the cost reads.
type StepTable struct {
	region      Region
	n           int
	first, last hex.Hex // the region's first and last hexes, to match a workspace
	minStep     float64
	// c holds the cost of the step from hex i in direction d at c[6i+d]:
	// +Inf if it is impassable or leaves the region. It is nil when the
	// compact form below holds the costs.
	c []float64
	compact
}

// NewStepTable prices every step of r with cost.
//
// Errors: a nil region or cost, a region NewWorkspace refuses, or a step
// cost that is negative or NaN.
func NewStepTable(r Region, cost StepCost) (*StepTable, error) {
	if cost == nil {
		return nil, errors.New("move: nil step cost")
	}
	w, err := NewWorkspace(r)
	if err != nil {
		return nil, err
	}
	return w.stepTable(cost)
}

// stepTable prices every step of w's region with cost into a StepTable.
func (w *Workspace) stepTable(cost StepCost) (*StepTable, error) {
	n := len(w.hexes)
	t := &StepTable{region: w.region, n: n, first: w.hexes[0], last: w.hexes[n-1], c: make([]float64, 6*n)}
	for i := range t.c {
		t.c[i] = math.Inf(1)
	}
	var err error
	if t.minStep, err = w.priceSteps(cost, func(i, d int, c float64) { t.c[6*i+d] = c }); err != nil {
		return nil, err
	}
	if t.compact.build(t.c, w.nbr) {
		t.c = nil
	}
	return t, nil
}

// Region returns the region t prices: nil for a nil or zero StepTable.
func (t *StepTable) Region() Region {
	if t == nil {
		return nil
	}
	return t.region
}

// MinStep returns the smallest cost of a passable step (0 if none is,
// and for a nil or zero StepTable).
func (t *StepTable) MinStep() float64 {
	if t == nil {
		return 0
	}
	return t.minStep
}

// Cost returns the cost of the step from hex from in direction d, and
// false if it is impassable or leaves the region (or from is off it, or
// t is nil or zero). A direction outside 0..5 is taken modulo 6
// ([hex.Direction.Norm]).
func (t *StepTable) Cost(from hex.Hex, d hex.Direction) (float64, bool) {
	if t == nil || t.region == nil {
		return 0, false
	}
	i, ok := t.region.Index(from)
	if !ok || i < 0 || i >= t.n {
		return 0, false
	}
	c := t.cost(int32(i), int(d.Norm()))
	return c, c <= math.MaxFloat64
}

// StepCost returns a StepCost that reads t, for the searches that take
// one (Reach, Cheapest, NewLandmarks): the steps of the region at the
// table's costs, and no step that leaves it or is not a step at all.
func (t *StepTable) StepCost() StepCost {
	return func(from, to hex.Hex, side hex.Side) (float64, bool) {
		d, ok := from.DirectionTo(to)
		if !ok {
			return 0, false
		}
		return t.Cost(from, d)
	}
}

// cost is the cost of the step from index i in direction d, +Inf if it is
// impassable or leaves the region, read from whichever form t holds.
func (t *StepTable) cost(i int32, d int) float64 {
	if t.c == nil {
		return t.compact.step(i, d)
	}
	return t.c[6*int(i)+d]
}

// at is the cost of the step from index u to its neighbour v in direction
// d, or, with reverse, of the step back from v to u.
func (t *StepTable) at(u, v int32, d int, reverse bool) float64 {
	if reverse {
		return t.cost(v, (d+3)%6)
	}
	return t.cost(u, d)
}

// table checks that t prices w's region.
func (w *Workspace) table(t *StepTable) error {
	if err := w.ready(); err != nil {
		return err
	}
	if t == nil || t.region == nil {
		return errors.New("move: nil step table, or a zero one (build it with NewStepTable)")
	}
	n := len(w.hexes)
	if t.n != n || t.first != w.hexes[0] || t.last != w.hexes[n-1] {
		return fmt.Errorf("move: step table of region %v does not price workspace region %v", t.region, w.region)
	}
	return nil
}
