package bench

import (
	"github.com/warkit/warkit/geom/hex"
	"gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/iterator"
	"gonum.org/v1/gonum/graph/simple"

	"github.com/warkit/warkit/move"
)

// HexMap is a deterministic pseudo-random hex map: an entry cost of 1, 2
// or 3 MP per hex, and optionally a river (+1 MP) or a wall (impassable) on
// about one hexside in ten each. Every implementation reads it through the
// same StepCost, so they price the same steps.
type HexMap struct {
	Rect  move.Rect
	Entry []float64 // by region index
	Side  []float64 // 3 per hex, by region index and direction 0..2; -1 is a wall
	sides bool
}

// NewHexMap returns a cols × rows odd-q map; sides adds rivers and walls.
func NewHexMap(cols, rows int, sides bool, seed uint32) *HexMap {
	m := &HexMap{Rect: move.Rect{Offset: hex.OddQ, Cols: cols, Rows: rows}, sides: sides}
	n := m.Rect.Len()
	m.Entry = make([]float64, n)
	m.Side = make([]float64, 3*n)
	g := rng(seed)
	for i := range m.Entry {
		m.Entry[i] = float64(g.intn(1, 3))
	}
	if sides {
		for i := range m.Side {
			switch g.next() % 10 {
			case 0:
				m.Side[i] = 1
			case 1:
				m.Side[i] = -1
			}
		}
	}
	return m
}

// StepCost is the map's step cost, built from warkit's StepModel as a
// ruleset would build it.
func (m *HexMap) StepCost() move.StepCost {
	model := move.StepModel{
		Entry: func(h hex.Hex) (float64, bool) {
			i, ok := m.Rect.Index(h)
			if !ok {
				return 0, false
			}
			return m.Entry[i], true
		},
	}
	if m.sides {
		model.Side = func(s hex.Side) (float64, bool) {
			i, ok := m.Rect.Index(s.Hex())
			if !ok {
				return 0, true // the map's edge: the entry cost decides
			}
			c := m.Side[3*i+int(s.Dir())]
			return c, c >= 0
		}
	}
	cost, _ := model.StepCost() // an Entry and no effects: no error
	return cost
}

// Graph workloads.
const (
	ReachCols, ReachRows = 60, 40
	ReachAllowance       = 12
	WholeCols, WholeRows = 100, 100
)

// ReachMap, WholeMap and their starts and goal.
var (
	ReachMap   = NewHexMap(ReachCols, ReachRows, true, 12345)
	ReachStart = ReachMap.Rect.Hex(20*ReachCols + 30)

	WholeMap   = NewHexMap(WholeCols, WholeRows, false, 54321)
	WholeStart = WholeMap.Rect.Hex(0)
	WholeGoal  = WholeMap.Rect.Hex(WholeCols*WholeRows - 1)
)

// forEachStep calls f for every step the map allows, from region index i
// to index j at cost c, in region order and direction order.
func (m *HexMap) forEachStep(f func(i, j int, c float64)) {
	cost := m.StepCost()
	for i := range m.Rect.Len() {
		h := m.Rect.Hex(i)
		for d := range hex.Direction(6) {
			to := h.Neighbor(d)
			j, ok := m.Rect.Index(to)
			if !ok {
				continue
			}
			if c, ok := cost(h, to, hex.SideOf(h, d)); ok {
				f(i, j, c)
			}
		}
	}
}

// GonumGraph builds the map as a gonum simple.WeightedDirectedGraph: node
// IDs are region indexes, and an edge from i to j weighs what the step
// costs. Impassable steps have no edge.
func (m *HexMap) GonumGraph() *simple.WeightedDirectedGraph {
	g := simple.NewWeightedDirectedGraph(0, 0)
	for i := range m.Rect.Len() {
		g.AddNode(simple.Node(i))
	}
	m.forEachStep(func(i, j int, c float64) {
		g.SetWeightedEdge(simple.WeightedEdge{F: simple.Node(i), T: simple.Node(j), W: c})
	})
	return g
}

// DenseGraph is the map as a graph of our own that implements gonum's
// traverse.Graph and path.Weighted over slices instead of maps, so that
// gonum's algorithms can be timed apart from simple's map-based storage.
type DenseGraph struct {
	to []graph.Node // 6 slots per node; nil past the node's last edge
	w  []float64    // the weight of each slot
}

// DenseGraph builds the map as a DenseGraph.
func (m *HexMap) DenseGraph() *DenseGraph {
	n := m.Rect.Len()
	g := &DenseGraph{to: make([]graph.Node, 6*n), w: make([]float64, 6*n)}
	fill := make([]int, n)
	m.forEachStep(func(i, j int, c float64) {
		k := 6*i + fill[i]
		g.to[k], g.w[k] = simple.Node(j), c
		fill[i]++
	})
	return g
}

func (g *DenseGraph) slots(id int64) []graph.Node {
	s := g.to[6*id : 6*id+6]
	for k, v := range s {
		if v == nil {
			return s[:k]
		}
	}
	return s
}

// From returns the nodes reachable in one step from id.
func (g *DenseGraph) From(id int64) graph.Nodes {
	s := g.slots(id)
	if len(s) == 0 {
		return graph.Empty
	}
	return iterator.NewOrderedNodes(s)
}

// Edge returns the edge from uid to vid, or nil.
func (g *DenseGraph) Edge(uid, vid int64) graph.Edge {
	w, ok := g.Weight(uid, vid)
	if !ok || uid == vid {
		return nil
	}
	return simple.WeightedEdge{F: simple.Node(uid), T: simple.Node(vid), W: w}
}

// Weight returns the weight of the edge from xid to yid.
func (g *DenseGraph) Weight(xid, yid int64) (float64, bool) {
	if xid == yid {
		return 0, true
	}
	for k, v := range g.slots(xid) {
		if v.ID() == yid {
			return g.w[6*xid+int64(k)], true
		}
	}
	return 0, false
}

// HexHeuristic is the A* heuristic that warkit's Cheapest uses with a
// minimum step cost of 1: the hex distance, for gonum's AStar.
func (m *HexMap) HexHeuristic() func(x, y graph.Node) float64 {
	return func(x, y graph.Node) float64 {
		return float64(m.Rect.Hex(int(x.ID())).Distance(m.Rect.Hex(int(y.ID()))))
	}
}

func sideBetween(a, b hex.Hex) hex.Side {
	s, _ := hex.SideBetween(a, b)
	return s
}
