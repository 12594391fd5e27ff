package bench

import (
	"testing"

	"github.com/warkit/warkit/geom/hex"

	"github.com/paulmach/orb"
	sf "github.com/peterstace/simplefeatures/geom"

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
// cannot drop the work, and both sides of a workload pay the same for it:
// a number added to sinkF or sinkI (the length of a returned slice, the
// sum of returned coordinates), or a store of a concrete type; never an
// interface, whose boxing would allocate on one side only. Both sides
// read the same inputs, cycled the same way.

var (
	sinkF        float64
	sinkI        int
	sinkTree     move.Tree
	sinkShortest path.Shortest
	sinkWS       *move.Workspace
	sinkGonum    *simple.WeightedDirectedGraph
	sinkDense    *DenseGraph
)

// --- plane -------------------------------------------------------------------

func BenchmarkIntersectionLength64(b *testing.B) {
	b.Run("warkit", func(b *testing.B) {
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkF += geom.IntersectionLength(ClipSegment, ClipPolygon)
		}
	})
	b.Run("simplefeatures", func(b *testing.B) {
		s, p := SFSegment(ClipSegment).AsGeometry(), SFPolygon(ClipPolygon).AsGeometry()
		b.ReportAllocs()
		defer cpuPerOp(b)()
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
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkF += geom.PolygonDistance(DistPolygonA, DistPolygonB)
		}
	})
	b.Run("simplefeatures", func(b *testing.B) {
		p, q := SFPolygon(DistPolygonA).AsGeometry(), SFPolygon(DistPolygonB).AsGeometry()
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkF += SFDistance(p, q)
		}
	})
}

func BenchmarkPointSegmentDistance(b *testing.B) {
	b.Run("warkit", func(b *testing.B) {
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkF += geom.PointSegmentDistance(DistPoint, DistSegment)
		}
	})
	b.Run("simplefeatures", func(b *testing.B) {
		p, s := SFPoint(DistPoint).AsGeometry(), SFSegment(DistSegment).AsGeometry()
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkF += SFDistance(p, s)
		}
	})
}

// BenchmarkPointInPolygon64 locates 64 pseudo-random points of the
// bounding box in the 64-vertex star polygon (one op is the 64), and
// BenchmarkPointOnPolygon64 its 16 boundary points (vertices and edge
// midpoints). simplefeatures: Intersects(point, polygon), its
// point-in-polygon test (closed, like warkit's Locate != Outside).
func BenchmarkPointInPolygon64(b *testing.B) { benchLocate(b, LocatePoints()) }
func BenchmarkPointOnPolygon64(b *testing.B) { benchLocate(b, BoundaryPoints()) }

func benchLocate(b *testing.B, qs []orb.Point) {
	poly := ClipPolygon
	b.Run("warkit", func(b *testing.B) {
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			for _, q := range qs {
				sinkI += int(poly.Locate(q))
			}
		}
	})
	b.Run("warkit-prepared", func(b *testing.B) {
		pp := geom.Prepare(poly)
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			for _, q := range qs {
				sinkI += int(pp.Locate(q))
			}
		}
	})
	b.Run("simplefeatures", func(b *testing.B) {
		p := SFPolygon(poly).AsGeometry()
		sq := make([]sf.Geometry, len(qs))
		for i, q := range qs {
			sq[i] = SFPoint(q).AsGeometry()
		}
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			for _, q := range sq {
				if sf.Intersects(q, p) {
					sinkI++
				}
			}
		}
	})
}

// BenchmarkPrepare64 is the one-off cost of warkit-prepared above.
func BenchmarkPrepare64(b *testing.B) {
	b.Run("warkit", func(b *testing.B) {
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkI += int(geom.Prepare(ClipPolygon).Locate(orb.Point{}))
		}
	})
}

// --- hexes -------------------------------------------------------------------

// pairsOf converts HexPairs to a peer's hex type through its constructor.
func pairsOf[T any](newHex func(q, r int) T, ps [][2]hex.Hex) [][2]T {
	out := make([][2]T, len(ps))
	for i, p := range ps {
		out[i] = [2]T{newHex(p[0].Q, p[0].R), newHex(p[1].Q, p[1].R)}
	}
	return out
}

// BenchmarkHexDistance1024 times one pass over DistancePairs pairs: a
// single distance is too quick to time apart from the loop.
//
// Every side's pass is a function of its own (a closure given to
// benchPass, compiled apart from the benchmark's loop), which reads the
// pairs in place (p := &ps[i]) and sums into a local. Both are the
// harness's, and every side is spared them alike: a range variable copies
// each pair through the stack (a store of the pair, then a load per
// coordinate), and a sum kept in b.Loop's body, which calls out to
// testing, lives in memory, a load and a store per pair; together they
// doubled the time of a pass (warkit 4.0 -> 2.0 us, hexg 3.8 -> 1.9).
func BenchmarkHexDistance1024(b *testing.B) {
	ps := HexPairs(DistancePairs, 1)
	b.Run("warkit", func(b *testing.B) {
		benchPass(b, func() int {
			s := 0
			for i := range ps {
				p := &ps[i]
				s += p[0].Distance(p[1])
			}
			return s
		})
	})
	b.Run("hexgrid", func(b *testing.B) {
		ps := pairsOf(hexgrid.NewHex, ps)
		benchPass(b, func() int {
			s := 0
			for i := range ps {
				p := &ps[i]
				s += hexgrid.HexDistance(p[0], p[1])
			}
			return s
		})
	})
	b.Run("hexg", func(b *testing.B) {
		ps := pairsOf(hexg.NewHex, ps)
		benchPass(b, func() int {
			s := 0
			for i := range ps {
				p := &ps[i]
				s += p[0].Distance(p[1])
			}
			return s
		})
	})
}

// benchPass times pass, one call an op, and adds what it returns to
// sinkI. pass is called through a func value, so each side's loop is
// compiled as a function of its own, with its sum in a register.
func benchPass(b *testing.B, pass func() int) {
	b.ReportAllocs()
	defer cpuPerOp(b)()
	for b.Loop() {
		sinkI += pass()
	}
}

// BenchmarkOffsetOddQ1024 converts 1024 hexes to odd-q offset
// coordinates and back (one op is the pass).
func BenchmarkOffsetOddQ1024(b *testing.B) {
	ps := HexPairs(DistancePairs, 1)
	b.Run("warkit", func(b *testing.B) {
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			for _, p := range ps {
				o := hex.OddQ.FromHex(p[0])
				h := hex.OddQ.ToHex(o)
				sinkI += o.Row + h.R
			}
		}
	})
	b.Run("hexg", func(b *testing.B) {
		ps := pairsOf(hexg.NewHex, ps)
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			for _, p := range ps {
				o := p[0].CubeToQOffset(false)
				h := o.QOffsetToCube(false)
				sinkI += o.Row + h.R()
			}
		}
	})
}

// BenchmarkPixelToHex60x40 reads a point in every hex of a 60 × 40 flat map
// back as a hex (one op is the 2400 points): warkit with its scalar form
// (XYToHex on a *Layout), and with its orb.Point form (PointToHex).
func BenchmarkPixelToHex60x40(b *testing.B) {
	l, pts := PixelLayout, PixelPoints()
	b.Run("warkit", func(b *testing.B) {
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			for _, p := range pts {
				h := l.XYToHex(p[0], p[1])
				sinkI += h.Q + h.R
			}
		}
	})
	b.Run("warkit-point", func(b *testing.B) {
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			for _, p := range pts {
				h := l.PointToHex(p)
				sinkI += h.Q + h.R
			}
		}
	})
	b.Run("hexg", func(b *testing.B) {
		hl := hexg.NewLayout(hexg.OddQ, hexg.Point{X: l.Size[0], Y: l.Size[1]}, hexg.Point{X: l.Origin[0], Y: l.Origin[1]})
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			for _, p := range pts {
				h := hl.PixelToHexRounded(hexg.Point{X: p[0], Y: p[1]})
				sinkI += h.Q() + h.R()
			}
		}
	})
}

// BenchmarkPixelRoundTrip60x40 turns every hex of a 60 × 40 map into its
// centre, moves it by a fixed offset within the hex, and reads it back:
// warkit with its scalar forms (HexToXY, XYToHex), and with its orb.Point
// forms (HexToPoint, PointToHex).
func BenchmarkPixelRoundTrip60x40(b *testing.B) {
	l, hexes, offs := PixelLayout, PixelHexes(), PixelOffsets()
	b.Run("warkit", func(b *testing.B) {
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			for i, h := range hexes {
				x, y := l.HexToXY(h)
				g := l.XYToHex(x+offs[i][0], y+offs[i][1])
				sinkI += g.Q + g.R
			}
		}
	})
	b.Run("warkit-point", func(b *testing.B) {
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			for i, h := range hexes {
				c := l.HexToPoint(h)
				g := l.PointToHex(orb.Point{c[0] + offs[i][0], c[1] + offs[i][1]})
				sinkI += g.Q + g.R
			}
		}
	})
	b.Run("hexg", func(b *testing.B) {
		hl := hexg.NewLayout(hexg.OddQ, hexg.Point{X: l.Size[0], Y: l.Size[1]}, hexg.Point{X: l.Origin[0], Y: l.Origin[1]})
		hs := make([]hexg.Hex, len(hexes))
		for i, h := range hexes {
			hs[i] = hexg.NewHex(h.Q, h.R)
		}
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			for i, h := range hs {
				c := hl.HexToPixel(h)
				g := hl.PixelToHexRounded(hexg.Point{X: c.X + offs[i][0], Y: c.Y + offs[i][1]})
				sinkI += g.Q() + g.R()
			}
		}
	})
}

func BenchmarkHexLine100(b *testing.B) {
	b.Run("warkit", func(b *testing.B) {
		buf := make([]hex.Hex, 0, LineLen+1)
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			buf, _ = hex.AppendLine(buf[:0], LineFrom, LineTo)
			sinkI += len(buf)
		}
	})
	b.Run("warkit-fresh", func(b *testing.B) {
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			line, _ := hex.AppendLine(nil, LineFrom, LineTo)
			sinkI += len(line)
		}
	})
	b.Run("hexgrid", func(b *testing.B) {
		x, y := hexgrid.NewHex(LineFrom.Q, LineFrom.R), hexgrid.NewHex(LineTo.Q, LineTo.R)
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkI += len(hexgrid.HexLineDraw(x, y))
		}
	})
	b.Run("hexg", func(b *testing.B) {
		x, y := hexg.NewHex(LineFrom.Q, LineFrom.R), hexg.NewHex(LineTo.Q, LineTo.R)
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkI += len(x.LineDrawNudged(y))
		}
	})
}

func BenchmarkHexRange20(b *testing.B) {
	c := RangeCentre
	b.Run("warkit", func(b *testing.B) {
		buf := make([]hex.Hex, 0, hex.RangeLen(RangeRadius))
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			buf = hex.AppendRange(buf[:0], c, RangeRadius)
			sinkI += len(buf)
		}
	})
	b.Run("warkit-fresh", func(b *testing.B) {
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkI += len(hex.AppendRange(nil, c, RangeRadius))
		}
	})
	b.Run("hexgrid", func(b *testing.B) {
		x := hexgrid.NewHex(c.Q, c.R)
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkI += len(hexgrid.HexRange(x, RangeRadius))
		}
	})
	b.Run("hexg", func(b *testing.B) {
		x := hexg.NewHex(c.Q, c.R)
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkI += len(x.Spiral(RangeRadius))
		}
	})
}

func BenchmarkHexRing20(b *testing.B) {
	c := RangeCentre
	b.Run("warkit", func(b *testing.B) {
		buf := make([]hex.Hex, 0, hex.RingLen(RingRadius))
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			buf = hex.AppendRing(buf[:0], c, RingRadius)
			sinkI += len(buf)
		}
	})
	b.Run("warkit-fresh", func(b *testing.B) {
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkI += len(hex.AppendRing(nil, c, RingRadius))
		}
	})
	b.Run("hexg", func(b *testing.B) {
		x := hexg.NewHex(c.Q, c.R)
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkI += len(x.Ring(RingRadius))
		}
	})
}

// --- graphs ------------------------------------------------------------------

var sinkTab *move.StepTable

// newStepTable prices every step of m once, as gonum's graphs do when
// they are built: the searches of the warkit-table rows read it.
func newStepTable(b *testing.B, m *HexMap) *move.StepTable {
	t, err := move.NewStepTable(m.Rect, m.StepCost())
	if err != nil {
		b.Fatal(err)
	}
	return t
}

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
		defer cpuPerOp(b)()
		for b.Loop() {
			t, err := w.Reach(ReachStart, cost, opt)
			if err != nil {
				b.Fatal(err)
			}
			sinkTree = t
		}
	})
	b.Run("warkit-fresh", func(b *testing.B) {
		cost := m.StepCost()
		opt := move.ReachOptions{Allowance: ReachAllowance}
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			t, err := move.Reach(m.Rect, ReachStart, cost, opt)
			if err != nil {
				b.Fatal(err)
			}
			sinkTree = t
		}
	})
	b.Run("gonum", func(b *testing.B) {
		g := m.GonumGraph()
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkShortest = path.DijkstraFrom(simple.Node(start), g)
		}
	})
	b.Run("gonum-dense", func(b *testing.B) {
		g := m.DenseGraph()
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkShortest = path.DijkstraFrom(simple.Node(start), g)
		}
	})
}

func BenchmarkDijkstra100x100(b *testing.B) {
	m := WholeMap
	start, _ := m.Rect.Index(WholeStart)
	b.Run("warkit", func(b *testing.B) {
		w, cost := newWorkspace(b, m), m.StepCost()
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			t, err := w.Dijkstra(WholeStart, cost)
			if err != nil {
				b.Fatal(err)
			}
			sinkTree = t
		}
	})
	b.Run("warkit-fresh", func(b *testing.B) {
		cost := m.StepCost()
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			t, err := newWorkspace(b, m).Dijkstra(WholeStart, cost)
			if err != nil {
				b.Fatal(err)
			}
			sinkTree = t
		}
	})
	b.Run("warkit-table", func(b *testing.B) {
		w, tab := newWorkspace(b, m), newStepTable(b, m)
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			t, err := w.DijkstraTable(WholeStart, tab)
			if err != nil {
				b.Fatal(err)
			}
			sinkTree = t
		}
	})
	b.Run("gonum", func(b *testing.B) {
		g := m.GonumGraph()
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkShortest = path.DijkstraFrom(simple.Node(start), g)
		}
	})
	b.Run("gonum-dense", func(b *testing.B) {
		g := m.DenseGraph()
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkShortest = path.DijkstraFrom(simple.Node(start), g)
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
		defer cpuPerOp(b)()
		for b.Loop() {
			t, err := w.Cheapest(WholeStart, WholeGoal, cost, 1)
			if err != nil {
				b.Fatal(err)
			}
			sinkTree = t
		}
	})
	b.Run("warkit-fresh", func(b *testing.B) {
		cost := m.StepCost()
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			t, err := newWorkspace(b, m).Cheapest(WholeStart, WholeGoal, cost, 1)
			if err != nil {
				b.Fatal(err)
			}
			sinkTree = t
		}
	})
	b.Run("warkit-table", func(b *testing.B) {
		w, tab := newWorkspace(b, m), newStepTable(b, m)
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			t, err := w.CheapestTable(WholeStart, WholeGoal, tab)
			if err != nil {
				b.Fatal(err)
			}
			sinkTree = t
		}
	})
	b.Run("gonum", func(b *testing.B) {
		g, h := m.GonumGraph(), m.HexHeuristic()
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkShortest, _ = path.AStar(simple.Node(start), simple.Node(goal), g, h)
		}
	})
	b.Run("gonum-dense", func(b *testing.B) {
		g, h := m.DenseGraph(), m.HexHeuristic()
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkShortest, _ = path.AStar(simple.Node(start), simple.Node(goal), g, h)
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
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkWS = newWorkspace(b, m)
		}
	})
	b.Run("warkit-table", func(b *testing.B) {
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkWS = newWorkspace(b, m)
			sinkTab = newStepTable(b, m)
		}
	})
	b.Run("gonum", func(b *testing.B) {
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkGonum = m.GonumGraph()
		}
	})
	b.Run("gonum-dense", func(b *testing.B) {
		b.ReportAllocs()
		defer cpuPerOp(b)()
		for b.Loop() {
			sinkDense = m.DenseGraph()
		}
	})
}

// BenchmarkDijkstraScaling is the whole-map search's cost per hex settled
// on a 100 × 100 map and on a 1000 × 1000 one (1,000,000 hexes), each
// search run with a cold cache: before every run, a read of evictBytes of
// other memory pushes the search's state (about 250 KB at 100², tens of
// MB at 1000²) out of every cache level, so that both searches bring
// their state in from memory as the first search on a map does. The
// 100 × 100 search is also timed warm (its state left in the caches by the
// run before, as in BenchmarkDijkstra100x100), the figure the old
// 1000²/100² ratio was taken against. Only the search is timed, by CPU
// time (cpu-ns/hex); the eviction is not. warkit is the search calling
// the step cost, warkit-table the one reading a move.StepTable.
func BenchmarkDijkstraScaling(b *testing.B) {
	big := NewHexMap(1000, 1000, false, 54321)
	evict := evictBuffer()
	for _, c := range []struct {
		name string
		m    *HexMap
		cold bool
	}{
		{"100x100-cold", WholeMap, true},
		{"100x100-warm", WholeMap, false},
		{"1000x1000-cold", big, true},
	} {
		for _, form := range []string{"warkit", "warkit-table"} {
			b.Run(form+"/"+c.name, func(b *testing.B) {
				w, cost := newWorkspace(b, c.m), c.m.StepCost()
				var tab *move.StepTable
				if form == "warkit-table" {
					tab = newStepTable(b, c.m)
				}
				start := c.m.Rect.Hex(0)
				search := func() (move.Tree, error) {
					if tab != nil {
						return w.DijkstraTable(start, tab)
					}
					return w.Dijkstra(start, cost)
				}
				// One search untimed, which faults in the workspace's
				// pages: a cold cache, not a cold page table, is timed.
				if _, err := search(); err != nil {
					b.Fatal(err)
				}
				var cpu int64
				b.ReportAllocs()
				for b.Loop() {
					if c.cold {
						sinkI += readAll(evict)
					}
					t0 := cpuNow()
					t, err := search()
					cpu += cpuNow() - t0
					if err != nil {
						b.Fatal(err)
					}
					sinkTree = t
				}
				if cpu > 0 {
					b.ReportMetric(float64(cpu)/float64(b.N)/float64(c.m.Rect.Len()), "cpu-ns/hex")
				}
			})
		}
	}
}

// evictBytes is twice the largest last-level cache of the machines this
// runs on (32 MB of L3 per core complex on current EPYC parts).
const evictBytes = 64 << 20

// evictBuffer returns evictBytes of memory, written once so that every page
// is backed by a page of its own (an untouched one reads as the kernel's
// one shared zero page, which would evict nothing).
func evictBuffer() []byte {
	buf := make([]byte, evictBytes)
	for i := 0; i < len(buf); i += 64 {
		buf[i] = byte(i >> 6)
	}
	return buf
}

// readAll reads one byte of every 64 (a cache line) of buf.
func readAll(buf []byte) int {
	s := 0
	for i := 0; i < len(buf); i += 64 {
		s += int(buf[i])
	}
	return s
}
