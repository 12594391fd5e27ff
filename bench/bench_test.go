package bench

import (
	"testing"

	"github.com/maloquacious/hexg"
	"github.com/pmcxs/hexgrid"
	"gonum.org/v1/gonum/graph/path"
	"gonum.org/v1/gonum/graph/simple"

	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/move"
)

// Benchmarks are named Benchmark<Workload>/<implementation>; the first
// implementation, "warkit", is the reference of every ratio in
// BENCHMARKS.md. Results go to package-level sinks so that the compiler
// cannot drop the work.

var (
	sinkF    float64
	sinkI    int
	sinkHex  []geom.Hex
	sinkAny  any
	sinkTree move.Tree
)

// --- plane -------------------------------------------------------------------

func BenchmarkIntersectionLength64(b *testing.B) {
	b.Run("warkit", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkF += geom.IntersectionLength(ClipSegment, ClipPolygon)
		}
	})
	b.Run("simplefeatures", func(b *testing.B) {
		s, p := SFSegment(ClipSegment).AsGeometry(), SFPolygon(ClipPolygon).AsGeometry()
		b.ReportAllocs()
		for b.Loop() {
			l, err := SFIntersectionLength(s, p)
			if err != nil {
				b.Fatal(err)
			}
			sinkF += l
		}
	})
}

func BenchmarkPolygonDistance64x64(b *testing.B) {
	b.Run("warkit", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkF += geom.PolygonDistance(DistPolygonA, DistPolygonB)
		}
	})
	b.Run("simplefeatures", func(b *testing.B) {
		p, q := SFPolygon(DistPolygonA).AsGeometry(), SFPolygon(DistPolygonB).AsGeometry()
		b.ReportAllocs()
		for b.Loop() {
			sinkF += SFDistance(p, q)
		}
	})
}

func BenchmarkPointSegmentDistance(b *testing.B) {
	b.Run("warkit", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkF += geom.PointSegmentDistance(DistPoint, DistSegment)
		}
	})
	b.Run("simplefeatures", func(b *testing.B) {
		p, s := SFPoint(DistPoint).AsGeometry(), SFSegment(DistSegment).AsGeometry()
		b.ReportAllocs()
		for b.Loop() {
			sinkF += SFDistance(p, s)
		}
	})
}

// --- hexes -------------------------------------------------------------------

// pairsOf converts HexPairs to a peer's hex type through its constructor.
func pairsOf[T any](newHex func(q, r int) T, ps [][2]geom.Hex) [][2]T {
	out := make([][2]T, len(ps))
	for i, p := range ps {
		out[i] = [2]T{newHex(p[0].Q, p[0].R), newHex(p[1].Q, p[1].R)}
	}
	return out
}

// BenchmarkHexDistance1024 times one pass over DistancePairs pairs: a
// single distance is too quick to time apart from the loop.
func BenchmarkHexDistance1024(b *testing.B) {
	ps := HexPairs(DistancePairs, 1)
	b.Run("warkit", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range ps {
				sinkI += p[0].Distance(p[1])
			}
		}
	})
	b.Run("hexgrid", func(b *testing.B) {
		ps := pairsOf(hexgrid.NewHex, ps)
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range ps {
				sinkI += hexgrid.HexDistance(p[0], p[1])
			}
		}
	})
	b.Run("hexg", func(b *testing.B) {
		ps := pairsOf(hexg.NewHex, ps)
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range ps {
				sinkI += p[0].Distance(p[1])
			}
		}
	})
}

func BenchmarkHexLine100(b *testing.B) {
	b.Run("warkit", func(b *testing.B) {
		buf := make([]geom.Hex, 0, LineLen+1)
		b.ReportAllocs()
		for b.Loop() {
			buf = geom.AppendLine(buf[:0], LineFrom, LineTo)
		}
		sinkHex = buf
	})
	b.Run("warkit-fresh", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkHex = geom.AppendLine(nil, LineFrom, LineTo)
		}
	})
	b.Run("hexgrid", func(b *testing.B) {
		x, y := hexgrid.NewHex(LineFrom.Q, LineFrom.R), hexgrid.NewHex(LineTo.Q, LineTo.R)
		b.ReportAllocs()
		for b.Loop() {
			sinkAny = hexgrid.HexLineDraw(x, y)
		}
	})
	b.Run("hexg", func(b *testing.B) {
		x, y := hexg.NewHex(LineFrom.Q, LineFrom.R), hexg.NewHex(LineTo.Q, LineTo.R)
		b.ReportAllocs()
		for b.Loop() {
			sinkAny = x.LineDrawNudged(y)
		}
	})
}

func BenchmarkHexRange20(b *testing.B) {
	c := RangeCentre
	b.Run("warkit", func(b *testing.B) {
		buf := make([]geom.Hex, 0, geom.RangeLen(RangeRadius))
		b.ReportAllocs()
		for b.Loop() {
			buf = geom.AppendRange(buf[:0], c, RangeRadius)
		}
		sinkHex = buf
	})
	b.Run("warkit-fresh", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkHex = geom.AppendRange(nil, c, RangeRadius)
		}
	})
	b.Run("hexgrid", func(b *testing.B) {
		x := hexgrid.NewHex(c.Q, c.R)
		b.ReportAllocs()
		for b.Loop() {
			sinkAny = hexgrid.HexRange(x, RangeRadius)
		}
	})
	b.Run("hexg", func(b *testing.B) {
		x := hexg.NewHex(c.Q, c.R)
		b.ReportAllocs()
		for b.Loop() {
			sinkAny = x.Spiral(RangeRadius)
		}
	})
}

func BenchmarkHexRing20(b *testing.B) {
	c := RangeCentre
	b.Run("warkit", func(b *testing.B) {
		buf := make([]geom.Hex, 0, geom.RingLen(RingRadius))
		b.ReportAllocs()
		for b.Loop() {
			buf = geom.AppendRing(buf[:0], c, RingRadius)
		}
		sinkHex = buf
	})
	b.Run("warkit-fresh", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkHex = geom.AppendRing(nil, c, RingRadius)
		}
	})
	b.Run("hexg", func(b *testing.B) {
		x := hexg.NewHex(c.Q, c.R)
		b.ReportAllocs()
		for b.Loop() {
			sinkAny = x.Ring(RingRadius)
		}
	})
}

// --- graphs ------------------------------------------------------------------

func newWorkspace(b *testing.B, m *HexMap) *move.Workspace {
	w, err := move.NewWorkspace(m.Rect)
	if err != nil {
		b.Fatal(err)
	}
	return w
}

// BenchmarkReach60x40: warkit stops at the allowance; gonum has no bounded
// search, so it runs Dijkstra over the whole map (the filter to cost <= 12
// afterwards is not timed).
func BenchmarkReach60x40(b *testing.B) {
	m := ReachMap
	start, _ := m.Rect.Index(ReachStart)
	b.Run("warkit", func(b *testing.B) {
		w, cost := newWorkspace(b, m), m.StepCost()
		opt := move.ReachOptions{Allowance: ReachAllowance}
		b.ReportAllocs()
		for b.Loop() {
			t, err := w.Reach(ReachStart, cost, opt)
			if err != nil {
				b.Fatal(err)
			}
			sinkTree = t
		}
	})
	b.Run("gonum", func(b *testing.B) {
		g := m.GonumGraph()
		b.ReportAllocs()
		for b.Loop() {
			sinkAny = path.DijkstraFrom(simple.Node(start), g)
		}
	})
	b.Run("gonum-dense", func(b *testing.B) {
		g := m.DenseGraph()
		b.ReportAllocs()
		for b.Loop() {
			sinkAny = path.DijkstraFrom(simple.Node(start), g)
		}
	})
}

func BenchmarkDijkstra100x100(b *testing.B) {
	m := WholeMap
	start, _ := m.Rect.Index(WholeStart)
	b.Run("warkit", func(b *testing.B) {
		w, cost := newWorkspace(b, m), m.StepCost()
		b.ReportAllocs()
		for b.Loop() {
			t, err := w.Dijkstra(WholeStart, cost)
			if err != nil {
				b.Fatal(err)
			}
			sinkTree = t
		}
	})
	b.Run("gonum", func(b *testing.B) {
		g := m.GonumGraph()
		b.ReportAllocs()
		for b.Loop() {
			sinkAny = path.DijkstraFrom(simple.Node(start), g)
		}
	})
	b.Run("gonum-dense", func(b *testing.B) {
		g := m.DenseGraph()
		b.ReportAllocs()
		for b.Loop() {
			sinkAny = path.DijkstraFrom(simple.Node(start), g)
		}
	})
}

func BenchmarkAStar100x100(b *testing.B) {
	m := WholeMap
	start, _ := m.Rect.Index(WholeStart)
	goal, _ := m.Rect.Index(WholeGoal)
	b.Run("warkit", func(b *testing.B) {
		w, cost := newWorkspace(b, m), m.StepCost()
		b.ReportAllocs()
		for b.Loop() {
			t, err := w.Cheapest(WholeStart, WholeGoal, cost, 1)
			if err != nil {
				b.Fatal(err)
			}
			sinkTree = t
		}
	})
	b.Run("gonum", func(b *testing.B) {
		g, h := m.GonumGraph(), m.HexHeuristic()
		b.ReportAllocs()
		for b.Loop() {
			p, _ := path.AStar(simple.Node(start), simple.Node(goal), g, h)
			sinkAny = p
		}
	})
	b.Run("gonum-dense", func(b *testing.B) {
		g, h := m.DenseGraph(), m.HexHeuristic()
		b.ReportAllocs()
		for b.Loop() {
			p, _ := path.AStar(simple.Node(start), simple.Node(goal), g, h)
			sinkAny = p
		}
	})
}

// BenchmarkGraphBuild* time what each side builds once per map, apart from
// the searches: warkit's Workspace (dense arrays and neighbour indexes) and
// the gonum graphs (which also price every step, since their edges carry
// weights; warkit prices steps during the search).
func BenchmarkGraphBuild60x40(b *testing.B)   { benchBuild(b, ReachMap) }
func BenchmarkGraphBuild100x100(b *testing.B) { benchBuild(b, WholeMap) }

func benchBuild(b *testing.B, m *HexMap) {
	b.Run("warkit", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkAny = newWorkspace(b, m)
		}
	})
	b.Run("gonum", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkAny = m.GonumGraph()
		}
	})
	b.Run("gonum-dense", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkAny = m.DenseGraph()
		}
	})
}
