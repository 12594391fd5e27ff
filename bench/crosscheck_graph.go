package bench

import (
	"fmt"
	"math"

	"gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/path"
	"gonum.org/v1/gonum/graph/simple"

	"github.com/warkit/warkit/move"
)

// GraphReport sums up a comparison of warkit's search with gonum's on the
// same map.
type GraphReport struct {
	What       string
	Hexes      int // hexes compared
	Reached    int // hexes warkit reached
	Mismatches int
	First      string // the first mismatch, explained
}

func (r *GraphReport) mismatch(format string, args ...any) {
	r.Mismatches++
	if r.First == "" {
		r.First = fmt.Sprintf(format, args...)
	}
}

// gonumGraph is what the comparisons accept: simple's graph or ours.
type gonumGraph interface {
	From(id int64) graph.Nodes
	Edge(uid, vid int64) graph.Edge
	Weight(xid, yid int64) (float64, bool)
}

// CompareDijkstra compares the cost of every hex of the map from start:
// warkit's Dijkstra against gonum's DijkstraFrom on g.
func CompareDijkstra(name string, m *HexMap, g gonumGraph, startIndex int) (GraphReport, error) {
	rep := GraphReport{What: "Dijkstra costs vs " + name}
	w, err := move.NewWorkspace(m.Rect)
	if err != nil {
		return rep, err
	}
	t, err := w.Dijkstra(m.Rect.Hex(startIndex), m.StepCost())
	if err != nil {
		return rep, err
	}
	sp := path.DijkstraFrom(simple.Node(startIndex), g)
	for i := range m.Rect.Len() {
		h := m.Rect.Hex(i)
		rep.Hexes++
		a, ok := t.At(h)
		peer := sp.WeightTo(int64(i))
		if ok {
			rep.Reached++
		}
		switch {
		case !ok && !math.IsInf(peer, 1):
			rep.mismatch("%v: warkit cannot reach it, gonum at %v", h, peer)
		case ok && a.Cost != peer:
			rep.mismatch("%v: warkit %v, gonum %v", h, a.Cost, peer)
		}
	}
	return rep, nil
}

// CompareReach compares warkit's Reach within allowance with the hexes
// that gonum's whole-map Dijkstra finds at a cost of at most allowance.
func CompareReach(name string, m *HexMap, g gonumGraph, startIndex int, allowance float64) (GraphReport, error) {
	rep := GraphReport{What: fmt.Sprintf("Reach (allowance %v) vs %s Dijkstra cut at %v", allowance, name, allowance)}
	w, err := move.NewWorkspace(m.Rect)
	if err != nil {
		return rep, err
	}
	t, err := w.Reach(m.Rect.Hex(startIndex), m.StepCost(), move.ReachOptions{Allowance: allowance})
	if err != nil {
		return rep, err
	}
	sp := path.DijkstraFrom(simple.Node(startIndex), g)
	for i := range m.Rect.Len() {
		h := m.Rect.Hex(i)
		rep.Hexes++
		a, ok := t.At(h)
		peer := sp.WeightTo(int64(i))
		in := peer <= allowance
		if ok {
			rep.Reached++
		}
		switch {
		case ok != in:
			rep.mismatch("%v: in warkit's reach %v, gonum cost %v", h, ok, peer)
		case ok && a.Cost != peer:
			rep.mismatch("%v: warkit %v, gonum %v", h, a.Cost, peer)
		case ok && a.MPLeft != allowance-peer:
			rep.mismatch("%v: warkit MP left %v, want %v", h, a.MPLeft, allowance-peer)
		}
	}
	return rep, nil
}

// CompareAStar compares the cost of warkit's Cheapest path from start to
// goal with gonum's AStar (same heuristic: hex distance × 1 MP), and checks
// that each path is a chain of steps of the map whose costs add up.
func CompareAStar(name string, m *HexMap, g gonumGraph, startIndex, goalIndex int) (GraphReport, error) {
	rep := GraphReport{What: "A* cost vs " + name + " AStar"}
	w, err := move.NewWorkspace(m.Rect)
	if err != nil {
		return rep, err
	}
	start, goal := m.Rect.Hex(startIndex), m.Rect.Hex(goalIndex)
	cost := m.StepCost()
	t, err := w.Cheapest(start, goal, cost, 1)
	if err != nil {
		return rep, err
	}
	sp, _ := path.AStar(simple.Node(startIndex), simple.Node(goalIndex), g, m.HexHeuristic())
	nodes, peer := sp.To(int64(goalIndex))
	a, ok := t.At(goal)
	rep.Hexes = 1
	if ok {
		rep.Reached = 1
	}
	if !ok || a.Cost != peer {
		rep.mismatch("goal %v: warkit %v (reached %v), gonum %v", goal, a.Cost, ok, peer)
	}
	// Both paths must cost what they claim, step by step.
	own := t.AppendPath(nil, goal)
	sum := 0.0
	for i := 1; i < len(own); i++ {
		c, _ := cost(own[i-1], own[i], sideBetween(own[i-1], own[i]))
		sum += c
	}
	if sum != a.Cost {
		rep.mismatch("warkit's path costs %v step by step, not %v", sum, a.Cost)
	}
	sum = 0
	for i := 1; i < len(nodes); i++ {
		c, ok := g.Weight(nodes[i-1].ID(), nodes[i].ID())
		if !ok {
			rep.mismatch("gonum's path has no edge %d->%d", nodes[i-1].ID(), nodes[i].ID())
		}
		sum += c
	}
	if sum != peer {
		rep.mismatch("gonum's path costs %v step by step, not %v", sum, peer)
	}
	return rep, nil
}

// GraphChecks runs every graph comparison of the benchmarks' maps: Reach
// and Dijkstra on the 60 × 40 map, Dijkstra and A* on the 100 × 100 map,
// each against gonum on simple's graph and on DenseGraph.
func GraphChecks() []GraphReport {
	rs, _ := ReachMap.Rect.Index(ReachStart)
	ws, _ := WholeMap.Rect.Index(WholeStart)
	wg, _ := WholeMap.Rect.Index(WholeGoal)
	var reps []GraphReport
	add := func(r GraphReport, err error) {
		if err != nil {
			r.mismatch("error: %v", err)
		}
		reps = append(reps, r)
	}
	for _, g := range graphsOf(ReachMap) {
		add(CompareReach(g.name, ReachMap, g.g, rs, ReachAllowance))
		add(CompareDijkstra(g.name, ReachMap, g.g, rs))
	}
	for _, g := range graphsOf(WholeMap) {
		add(CompareDijkstra(g.name, WholeMap, g.g, ws))
		add(CompareAStar(g.name, WholeMap, g.g, ws, wg))
	}
	return reps
}

type namedGraph struct {
	name string
	g    gonumGraph
}

func graphsOf(m *HexMap) []namedGraph {
	return []namedGraph{{"gonum simple", m.GonumGraph()}, {"gonum dense", m.DenseGraph()}}
}
