package move

import (
	"errors"
	"fmt"
	"math"

	"github.com/warkit/warkit/geom/hex"
)

// MaxLandmarks is the largest number of landmarks [NewLandmarks] takes.
const MaxLandmarks = 16

// Landmarks is a precomputed A* heuristic for one [StepCost] on one
// [Region] (the ALT method: A*, landmarks, triangle inequality). For each
// of a few landmark hexes L it holds the exact cost of the cheapest path
// from every hex to L and from L to every hex, found by Dijkstra; the
// estimate of the cost from u to a goal t is then the largest of
//
//	cost(u, L) - cost(t, L)   and   cost(L, t) - cost(L, u)
//
// over the landmarks, and of the smallest step cost × the hex distance
// from u to t. Each term is a lower bound by the triangle inequality, and
// changes along a step by no more than the step costs, so the estimate is
// admissible and consistent: [Workspace.CheapestWith] finds paths exactly
// as cheap as Dijkstra's (exactly when costs add without rounding, as
// integers and dyadic fractions do). Hexes from which the goal cannot be
// reached are never expanded.
//
// The bounds are far tighter than minimum step × distance when step costs
// vary: on a 100 × 100 map of entry costs 1–3, an A* guided by four
// landmarks settles a few hundred hexes instead of most of the map. The
// precomputation costs two Dijkstra searches per landmark and 2 × k
// float64 per hex; it pays for itself after a few queries on the same map
// and cost. It also keeps the costs in a [StepTable]'s compact form when
// they fit one (8 bytes per hex), and its searches then read them there
// instead of calling the cost: a quarter less time per query on a 100 ×
// 100 map.
//
// A Landmarks is immutable and safe for concurrent use. It is bound to
// the StepCost it was built with and to what that cost read then, which
// its bounds (and its table) hold: if what the cost reads changes, build
// it again.
type Landmarks struct {
	region  Region
	n       int
	cost    StepCost
	at      []hex.Hex
	idx     []int32
	minStep float64
	// tab is the cost's compact step table, which the searches read
	// instead of calling the cost; nil if the costs do not fit one.
	tab *compact
	// dist holds 2k costs per hex i at dist[2k·i:]: the k costs from i to
	// each landmark, then the k costs from each landmark to i (+Inf where
	// there is no path).
	dist []float64
}

// NewLandmarks precomputes the landmark heuristic of cost on r with k
// landmarks (1 <= k <= [MaxLandmarks]; four suit a rectangular map),
// chosen far apart: the first is the hex reached last from r.Hex(0),
// each next one the hex farthest from those chosen so far. On a
// rectangle that picks the corners and then points along the edges, the
// classic choice.
//
// Errors: a nil region or cost, k out of range, or a step cost that is
// negative or NaN.
func NewLandmarks(r Region, cost StepCost, k int) (*Landmarks, error) {
	if k < 1 || k > MaxLandmarks {
		return nil, fmt.Errorf("move: %d landmarks: want 1..%d", k, MaxLandmarks)
	}
	return newLandmarks(r, cost, k, nil)
}

// LandmarksAt is [NewLandmarks] with the landmarks given: 1 to
// [MaxLandmarks] hexes of r, such as the corners of a map or the places
// where its roads meet.
//
// Errors: those of NewLandmarks, and a hex off the region.
func LandmarksAt(r Region, cost StepCost, at ...hex.Hex) (*Landmarks, error) {
	if len(at) < 1 || len(at) > MaxLandmarks {
		return nil, fmt.Errorf("move: %d landmarks: want 1..%d", len(at), MaxLandmarks)
	}
	return newLandmarks(r, cost, len(at), at)
}

// newLandmarks builds the tables of k landmarks over r: the landmarks at,
// or, if at is nil, k chosen by farthest-point selection.
func newLandmarks(r Region, cost StepCost, k int, at []hex.Hex) (*Landmarks, error) {
	if cost == nil {
		return nil, errors.New("move: nil step cost")
	}
	w, err := NewWorkspace(r)
	if err != nil {
		return nil, err
	}
	n := len(w.hexes)
	l := &Landmarks{region: r, n: n, cost: cost, dist: make([]float64, 2*k*n)}
	tab, err := w.stepTable(cost)
	if err != nil {
		return nil, err
	}
	l.minStep = tab.minStep
	var into *compact // the table of the steps into each hex
	if tab.c == nil {
		l.tab, into = &tab.compact, tab.compact.transposed()
	}
	// far is the cost from the nearest chosen landmark, while choosing.
	var far []float64
	if at == nil {
		far, err = l.seedFarthest(w)
	} else {
		err = l.placeAt(w, at)
	}
	if err != nil {
		return nil, err
	}
	for j := 0; j < k; j++ {
		if err := l.fillTables(w, j, k, into, far); err != nil {
			return nil, err
		}
		if far != nil && j+1 < k {
			l.idx = append(l.idx, farthest(Tree{}, far))
		}
	}
	for _, i := range l.idx {
		l.at = append(l.at, w.hexes[i])
	}
	return l, nil
}

// seedFarthest chooses the first landmark, the hex reached last (at the
// greatest cost) from hex 0, and returns the all-+Inf far table that the
// choice of the others fills.
func (l *Landmarks) seedFarthest(w *Workspace) ([]float64, error) {
	far := make([]float64, l.n)
	for i := range far {
		far[i] = math.Inf(1)
	}
	t, err := l.dijkstra(w, 0, false, nil)
	if err != nil {
		return nil, err
	}
	l.idx = append(l.idx, farthest(t, far))
	return far, nil
}

// placeAt sets the landmarks to the hexes at, which must be on the region.
func (l *Landmarks) placeAt(w *Workspace, at []hex.Hex) error {
	for _, h := range at {
		i, err := w.index("landmark", h)
		if err != nil {
			return err
		}
		l.idx = append(l.idx, i)
	}
	return nil
}

// fillTables searches to and from landmark j of k and stores the costs in
// its columns of l.dist (j: from each hex to the landmark; k+j: from the
// landmark to each hex), lowering far, when choosing, by the costs from
// the landmark. into is l.tab transposed, if l keeps a table.
func (l *Landmarks) fillTables(w *Workspace, j, k int, into *compact, far []float64) error {
	li := l.idx[j]
	for pass, off := range [2]int{j, k + j} {
		toLandmark := pass == 0
		t, err := l.dijkstra(w, li, toLandmark, into)
		if err != nil {
			return err
		}
		done := 2*t.gen + 1
		for i := range l.n {
			c := math.Inf(1)
			if w.state[i].mark == done {
				c = w.state[i].used
			}
			l.dist[2*k*i+off] = c
			if !toLandmark && far != nil {
				far[i] = min(far[i], c)
			}
		}
	}
	return nil
}

// dijkstra runs Dijkstra's search of l's cost on w from index s, over the
// whole region: forward, or with reverse backward, settling each hex by
// the cost of its cheapest path to s. It reads l's compact table (for
// reverse, that table transposed, into) when l keeps one: the same
// search as DijkstraTable's, and the same tree as calling the cost.
func (l *Landmarks) dijkstra(w *Workspace, s int32, reverse bool, into *compact) (Tree, error) {
	switch {
	case l.tab == nil:
		return w.dijkstraCost(s, l.cost, reverse)
	case reverse:
		return w.dijkstraCompact(s, into), nil
	}
	return w.dijkstraCompact(s, l.tab), nil
}

// farthest returns the index of the largest finite value of far (the
// first among equals), or of the hex settled at the greatest cost in t if
// t is valid; 0 if there is none.
func farthest(t Tree, far []float64) int32 {
	best, bi := -1.0, int32(0)
	if t.valid() {
		w := t.w
		for i := range w.state {
			if t.has(i) && w.state[i].used > best {
				best, bi = w.state[i].used, int32(i)
			}
		}
		return bi
	}
	for i, c := range far {
		if c <= math.MaxFloat64 && c > best {
			best, bi = c, int32(i)
		}
	}
	return bi
}

// Hexes returns the landmarks (none for a nil or zero Landmarks).
func (l *Landmarks) Hexes() []hex.Hex {
	if l == nil {
		return nil
	}
	return append([]hex.Hex(nil), l.at...)
}

// Cost returns the step cost l was built for (nil for a nil or zero
// Landmarks).
func (l *Landmarks) Cost() StepCost {
	if l == nil {
		return nil
	}
	return l.cost
}

// MinStep returns the smallest cost of a passable step of the region
// (0 if no step is passable, and for a nil or zero Landmarks).
func (l *Landmarks) MinStep() float64 {
	if l == nil {
		return 0
	}
	return l.minStep
}

// Bound returns l's lower bound on the cost of the cheapest path from
// from to to: +Inf if there is none, and 0 (no bound) for a hex off the
// region or a nil or zero Landmarks.
func (l *Landmarks) Bound(from, to hex.Hex) float64 {
	if l == nil || l.region == nil {
		return 0
	}
	i, ok1 := l.region.Index(from)
	j, ok2 := l.region.Index(to)
	if !ok1 || !ok2 || i < 0 || j < 0 || i >= l.n || j >= l.n {
		return 0
	}
	return l.bound(l.minStep*float64(from.Distance(to)), int32(i), l.costs(int32(j)))
}

// costs returns the 2k landmark costs of index i.
func (l *Landmarks) costs(i int32) []float64 {
	k2 := 2 * len(l.idx)
	o := k2 * int(i)
	return l.dist[o : o+k2 : o+k2]
}

// bound returns the largest of h and the landmark bounds from index u to
// the hex whose costs are dt: cost(u, L) - cost(t, L) and cost(L, t) -
// cost(L, u) for each landmark L. A term with +Inf on both sides is NaN
// and one with +Inf only subtracted is -Inf: both say nothing, and the
// comparison x > h drops them. A term +Inf - finite means u cannot reach t
// (it could through L otherwise), and is kept.
func (l *Landmarks) bound(h float64, u int32, dt []float64) float64 {
	du := l.costs(u)
	k := len(du) / 2
	if len(dt) != 2*k {
		return h
	}
	for j := range k {
		if x := du[j] - dt[j]; x > h {
			h = x
		}
		if x := dt[k+j] - du[k+j]; x > h {
			h = x
		}
	}
	return h
}
