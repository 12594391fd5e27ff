// Command benchreport serves run.sh: it prints the inputs of the node
// benchmarks, and turns the output of the Go and node benchmarks into
// BENCHMARKS.md, with the machine, the ratios, and the cross-checks of the
// answers (run live, on the same inputs).
//
//	benchreport inputs
//	benchreport report -go go.txt [-node node.txt] -cmd "..." -load "..." -out BENCHMARKS.md
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/warkit/warkit/geom/hex"

	"github.com/warkit/warkit/bench"
)

func main() {
	if len(os.Args) < 2 {
		fatal(errors.New("usage: benchreport inputs | report [flags]"))
	}
	switch os.Args[1] {
	case "inputs":
		if err := json.NewEncoder(os.Stdout).Encode(bench.BenchInputs()); err != nil {
			fatal(err)
		}
	case "report":
		fs := flag.NewFlagSet("report", flag.ExitOnError)
		goOut := fs.String("go", "", "output of go test -bench")
		nodeOut := fs.String("node", "", "output of node/bench.mjs bench (optional)")
		nodeNote := fs.String("node-note", "", "why the node part was skipped, if it was")
		cmd := fs.String("cmd", "", "the exact commands that produced the outputs")
		load := fs.String("load", "", "load averages seen during the run")
		out := fs.String("out", "BENCHMARKS.md", "the report to write")
		fs.Parse(os.Args[2:])
		if err := report(*goOut, *nodeOut, *nodeNote, *cmd, *load, *out); err != nil {
			fatal(err)
		}
	default:
		fatal(fmt.Errorf("unknown command %q", os.Args[1]))
	}
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "benchreport:", err)
	os.Exit(1)
}

// --- parsing -----------------------------------------------------------------

// sample is one line of benchmark output.
type sample struct {
	pass          int     // the pass of run.sh it came from, from 1
	ns, cpu       float64 // wall and CPU time per op (cpu 0 if not reported)
	perHex        float64 // CPU time per hex settled (DijkstraScaling only)
	bytes, allocs float64
	mem           bool
}

// results holds the samples by workload and implementation, in order of
// first appearance.
type results struct {
	workloads []string
	impls     map[string][]string
	samples   map[string][]sample // by "workload/impl"
	passes    int
}

var (
	benchLine = regexp.MustCompile(`^Benchmark([^/\s]+)/(\S+?)(?:-\d+)?\s+\d+\s+(.*)$`)
	metric    = regexp.MustCompile(`([\d.e+]+) (\S+)`)
	passLine  = regexp.MustCompile(`^# pass (\d+)`)
)

func (r *results) read(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	pass := 1
	for sc.Scan() {
		if m := passLine.FindStringSubmatch(sc.Text()); m != nil {
			pass, _ = strconv.Atoi(m[1])
			continue
		}
		m := benchLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		w, impl := m[1], m[2]
		s := sample{pass: pass}
		for _, mm := range metric.FindAllStringSubmatch(m[3], -1) {
			v, _ := strconv.ParseFloat(mm[1], 64)
			switch mm[2] {
			case "ns/op":
				s.ns = v
			case "cpu-ns/op":
				s.cpu = v
			case "cpu-ns/hex":
				s.perHex = v
			case "B/op":
				s.bytes, s.mem = v, true
			case "allocs/op":
				s.allocs = v
			}
		}
		r.passes = max(r.passes, pass)
		if _, ok := r.impls[w]; !ok {
			r.workloads = append(r.workloads, w)
		}
		key := w + "/" + impl
		if _, ok := r.samples[key]; !ok {
			r.impls[w] = append(r.impls[w], impl)
		}
		r.samples[key] = append(r.samples[key], s)
	}
	return sc.Err()
}

// band is the median and range of some figures.
type band struct{ median, min, max float64 }

func bandOf(xs []float64) band {
	if len(xs) == 0 {
		return band{}
	}
	xs = slices.Clone(xs)
	slices.Sort(xs)
	med := xs[len(xs)/2]
	if len(xs)%2 == 0 {
		med = (xs[len(xs)/2-1] + xs[len(xs)/2]) / 2
	}
	return band{med, xs[0], xs[len(xs)-1]}
}

// stat is the wall and CPU times of one implementation's samples.
type stat struct {
	n             int
	wall, cpu     band
	bytes, allocs float64
	mem, hasCPU   bool
}

func (r *results) stat(w, impl string) (stat, bool) {
	ss := r.samples[w+"/"+impl]
	if len(ss) == 0 {
		return stat{}, false
	}
	var ns, cpu []float64
	for _, s := range ss {
		ns = append(ns, s.ns)
		if s.cpu > 0 {
			cpu = append(cpu, s.cpu)
		}
	}
	st := stat{n: len(ns), wall: bandOf(ns), cpu: bandOf(cpu), mem: ss[0].mem, hasCPU: len(cpu) > 0}
	// Allocation counts do not vary between runs; report the largest seen.
	for _, s := range ss {
		st.bytes, st.allocs = max(st.bytes, s.bytes), max(st.allocs, s.allocs)
	}
	return st, true
}

// verdict is a peer's ratio band against a warkit row.
type verdict struct {
	w, impl, ref string
	r            band
}

// refRows are the warkit rows a peer is held against: the reused-buffer
// or scalar form, the allocating form, and the orb.Point form of the
// pixel workloads. (warkit-table and warkit-prepared are other
// algorithms, compared with warkit in the tables only.)
var refRows = []string{"warkit", "warkit-fresh", "warkit-point"}

// verdicts returns where a peer wins (below 0.9× in every pass) and where
// it ties (the band reaches into 0.9×–1.1×, or the median is at most
// 1.1×), against each of refRows, by CPU time where there is one.
func (r *results) verdicts() (wins, ties []verdict) {
	for _, w := range r.workloads {
		for _, impl := range r.impls[w] {
			if strings.HasPrefix(impl, "warkit") {
				continue
			}
			for _, ref := range refRows {
				if _, ok := r.stat(w, ref); !ok {
					continue
				}
				rb := r.ratios(w, impl, ref, true)
				if rb == (band{}) {
					rb = r.ratios(w, impl, ref, false)
				}
				switch {
				case rb.max < 0.9:
					wins = append(wins, verdict{w, impl, ref, rb})
				case rb.min <= 1.1 && rb.max >= 0.9 || rb.median <= 1.1:
					ties = append(ties, verdict{w, impl, ref, rb})
				}
			}
		}
	}
	return wins, ties
}

// ratios returns the band of impl's time over ref's, pass by pass (each
// ratio from two runs of the same pass, minutes apart at most), by CPU
// time if cpu is set and both have it, else by wall time.
func (r *results) ratios(w, impl, ref string, cpu bool) band {
	byPass := func(name string) map[int]float64 {
		m := map[int]float64{}
		for _, s := range r.samples[w+"/"+name] {
			v := s.ns
			if cpu {
				v = s.cpu
			}
			if v > 0 {
				m[s.pass] = v
			}
		}
		return m
	}
	a, b := byPass(impl), byPass(ref)
	var xs []float64
	for p, v := range a {
		if u, ok := b[p]; ok {
			xs = append(xs, v/u)
		}
	}
	return bandOf(xs)
}

// --- the report --------------------------------------------------------------

// workloadInfo describes a workload for the reader.
var workloadInfo = map[string]string{
	"IntersectionLength64": "length of a segment inside a 64-vertex star polygon (it enters and leaves several times); simplefeatures: `Intersection(line, polygon).Length()`",
	"PolygonDistance64x64": "distance between two disjoint 64-vertex star polygons; simplefeatures: `Distance`",
	"PointSegmentDistance": "distance from a point to a segment; simplefeatures: `Distance(point, 2-point line string)`",
	"HexDistance1024":      "one pass of hex distance over 1024 pseudo-random pairs (coordinates in -50..50)",
	"HexLine100":           "a hex line of distance 100 (101 hexes) in a general direction, no ties",
	"HexRange20":           "all hexes within radius 20 (1261 hexes); hexg has no range, its `Spiral` yields the same set",
	"HexRing20":            "the ring of radius 20 (120 hexes); hexgrid has no ring",
	"Reach60x40":           "movement allowance 12 on a 60 × 40 map (entry costs 1–3, rivers +1 and walls on ~10 % of hexsides each); gonum has no bounded search, so it runs `DijkstraFrom` over the whole map",
	"Dijkstra100x100":      "cheapest cost to every hex of a 100 × 100 map, entry costs 1–3, from a corner",
	"AStar100x100":         "cheapest path corner to corner on the 100 × 100 map; heuristic = hex distance × 1 MP on both sides",
	"GraphBuild60x40":      "built once per map, timed apart from the searches: warkit's `move.Workspace`; gonum's graphs with every step priced as an edge weight",
	"GraphBuild100x100":    "as GraphBuild60x40, on the 100 × 100 map",
	"PointInPolygon64":     "locate 64 pseudo-random points of the bounding box in the 64-vertex star polygon; one op is the 64; simplefeatures: `Intersects(point, polygon)`",
	"PointOnPolygon64":     "as PointInPolygon64, for 16 boundary points: 8 vertices and 8 edge midpoints (on the edge up to rounding); one op is the 16",
	"Prepare64":            "the one-off cost of `geom.Prepare` on the 64-vertex star polygon, which `warkit-prepared` above pays once",
	"OffsetOddQ1024":       "1024 hexes to odd-q offset coordinates and back; one op is the pass",
	"PixelToHex60x40":      "a point in every hex of a 60 × 40 flat map (its centre moved by up to 0.4 hex size) read back as a hex; one op is the 2400 points",
	"PixelRoundTrip60x40":  "every hex of a 60 × 40 flat map to its centre, moved as in PixelToHex60x40, and back to a hex; one op is the 2400 hexes",
}

var implInfo = map[string]string{
	"warkit":          "warkit, appending into a reused buffer (its `AppendX(dst, ...)` idiom) or a reused `Workspace`; for the pixel workloads, its scalar forms on a `*Layout` (`HexToXY`, `XYToHex`)",
	"warkit-point":    "warkit's `orb.Point` forms of the pixel workloads (`HexToPoint`, `PointToHex`, on a `Layout` value): the same answers as `warkit`'s scalar forms",
	"warkit-fresh":    "warkit in its allocating form: `AppendX(nil, ...)`, a new slice per call, as the peers return; for the searches a new `Workspace` per call (`move.Reach`, `NewWorkspace` then the search)",
	"warkit-table":    "warkit's searches on a `move.StepTable`: every step priced once per map into a dense table (built in GraphBuild's `warkit-table` row, as gonum's graphs price their edges when built; 8 bytes per hex, a byte per step naming its cost in a palette of at most 255 and a byte naming the hex's pattern of neighbour offsets), so the search reads one word per hex instead of calling the cost per step; the same trees as `warkit`",
	"warkit-prepared": "warkit's `geom.Prepare(p).Locate`: the polygon's edges sorted into horizontal bands once (timed apart in Prepare64), the same answers as `Polygon.Locate`",
	"simplefeatures":  "github.com/peterstace/simplefeatures v0.50.0",
	"hexgrid":         "github.com/pmcxs/hexgrid v0.0.0-20190126214921-42796ac894ab",
	"hexg":            "github.com/maloquacious/hexg v1.0.1 (`LineDrawNudged` for lines)",
	"gonum":           "gonum.org/v1/gonum/graph/path v0.17.0 on a `simple.WeightedDirectedGraph`",
	"gonum-dense":     "gonum's path algorithms on a graph type of this module that keeps edges in slices (no maps), to separate the algorithm from simple's storage",
	"honeycomb-node":  "honeycomb-grid 4.1.5 under node (timed by node/bench.mjs; includes creating its Hex objects)",
}

// why explains the results, by workload, for the reader; where a peer wins
// it says why. They were written from the results of this machine and are
// checked against each run by the "peer wins" list, which is computed.
var why = map[string]string{
	"IntersectionLength64": "simplefeatures computes a general overlay (a DCEL of both geometries, with re-noding) and then measures the result; warkit walks the polygon's edges once against the segment with exact orientation tests and sums parameter intervals, without building any geometry.",
	"PolygonDistance64x64": "simplefeatures first runs a full `Intersects`, then builds an R-tree of one geometry per call; warkit prunes edge pairs by bounding-box distance over stack-allocated edge chunks.",
	"PointSegmentDistance": "simplefeatures dispatches on geometry types, runs `Intersects` and extracts points and lines into fresh slices for every call; warkit is a few flops plus an exact on-segment test when the distance could be 0.",
	"HexDistance1024":      "every side's pass is a function of its own that reads the pairs in place and sums into a register, the same code for each (`benchPass` in bench_test.go; before, a range variable copied every pair through the stack and the sum lived in memory, which doubled every side's time). Both hexes must lie in the valid range (`hex.MaxCoord`), so that a hostile or wrapped coordinate gives `math.MaxInt` rather than a wrong small distance. warkit's `Hex.Distance` tests that in two tiers: inline, one OR of the four coordinates biased by 2²⁷ and one comparison pass every pair with |Q|, |R| < 2²⁷ (9 instructions; any other pair takes a call to the exact test), then the sum of the three cube differences' positive parts (12 instructions). hexg stores S and halves the sum of three absolute differences; hexgrid goes through float64, in a call. Neither tests the range: both return a wrapped answer near the ends of the int range. A pair costs warkit 33 instructions (cachegrind), hexg 34, and warkit's formula without the range test 20 (1.3 µs a pass, where hexg takes 2.0): the test is what keeps warkit from leading here, and it is at its floor (see “Near the floor”).",
	"HexLine100":           "warkit walks the line in integers (a Bresenham-style step, no floating point) into the caller's buffer; the peers interpolate and round three float64 coordinates per hex and grow a fresh slice. With a fresh slice per call (`warkit-fresh`), the one allocation (`AppendLine` pre-sizes its result with `slices.Grow`) takes most of the time and the gap shrinks.",
	"HexRange20":           "warkit's range is two integer loops into the caller's buffer; hexgrid grows a slice from empty and does its loop bounds in float64; hexg builds the spiral ring by ring and appends each ring's slice. A fresh 1261-hex slice per call costs most of `warkit-fresh`'s time (the allocation and the garbage collector it feeds).",
	"HexRing20":            "warkit stores the ring into the caller's buffer a side at a time, a loop of 9 instructions a hex with one bounds check a side and no call per hex; hexg allocates the result and steps with a modulo per hex, and honeycomb-grid creates an object per hex. With a fresh slice per call (`warkit-fresh`), warkit and hexg each pay one allocation, which takes most of the time: 2 KB for warkit's 120 hexes of 16 bytes, 3 KB for hexg's 24-byte hexes, which store S. The runtime does not charge it by the byte: allocating alone, with the collector it feeds, costs 1922 instructions an op in the 2048-byte size class (4 objects a span) and 2184 in the 3072-byte one (8 a span), 1.14× not 1.5× (cachegrind, GOMAXPROCS=1); a whole op is 3288 instructions for warkit-fresh and 4788 for hexg. It is also the workload the machine's load moves most.",
	"Reach60x40":           "warkit's search stops at the allowance (155 hexes settled) on dense, generation-stamped arrays with no allocation; gonum has no bounded search, so it settles all 2400 hexes, with a map from node ID to result index and `container/heap`, whose items are boxed in interfaces (an allocation per push).",
	"Dijkstra100x100":      "both settle all 10,000 hexes. warkit: dense arrays indexed by region index with 16 bytes of hot state per hex, a bucket queue while keys are small integers (a radix heap otherwise), step costs priced on the fly (`warkit`) or read from a table priced once per map (`warkit-table`, with its own search loop: one 8-byte word per hex settled gives the six step costs and neighbours, and the bucket queue's push and pop inline), nothing allocated; gonum: `graph.Node` interfaces, map-based index of nodes, `container/heap`. The `gonum-dense` row shows how much of gonum's time is simple's map-based graph storage.",
	"AStar100x100":         "the heuristic (hex distance × 1 MP) is weak on a map whose steps cost 1–3, so both expand most of the map; warkit's A* runs on the same dense arrays and queue as its Dijkstra and stops at the goal, while gonum's A* adds a visited set and a keyed heap (maps) on top of its Dijkstra's costs.",
	"GraphBuild60x40":      "warkit builds dense arrays and a neighbour index (steps are priced during the search); `warkit-table` also prices every step into a `move.StepTable`, as gonum's graph does, which stores every priced edge in maps of maps. Not on any search's clock above.",
	"GraphBuild100x100":    "as GraphBuild60x40.",
	"PointInPolygon64":     "`Polygon.Locate` tests every edge; the prepared form reads only the edges of the query point's horizontal band (a few of the 64) and needs the exact orientation test only for an edge whose x-range holds the point (one wholly to the right is crossed, one wholly to the left is not); simplefeatures' `Intersects` dispatches on geometry types and walks the polygon's rings per call.",
	"PointOnPolygon64":     "on or within rounding of an edge the orientation tests' float filter cannot decide, and every implementation takes its careful path (warkit: exact expansion arithmetic); that cost, paid on the edges of the band, is most of warkit-prepared's time here.",
	"Prepare64":            "three passes over the edges (count the band entries, size, fill) and four allocations; it pays for itself after a few dozen queries.",
	"OffsetOddQ1024":       "both are a shift and an add per coordinate; warkit's `OffsetKind.FromHex`/`ToHex` inline and, with the kind a constant such as `OddQ`, fold to exactly that, while hexg's conversion goes through a call.",
	"PixelToHex60x40":      "both divide by the size and multiply by the inverse matrix; hexg then rounds three cube coordinates (`math.Round`, in software on amd64) and fixes the one with the largest error; warkit floors two coordinates and picks among the four corners of the lattice rhombus with five float comparisons and no data-dependent branch, each exact because rounding is monotone and the bounds are whole numbers, with TwoSum deciding only a sum that lands exactly on its bound: 108 instructions in two calls. warkit's answer is exact and its tie rule fixed (every point has exactly one hex); hexg's depends on float rounding at sides and corners. `warkit` is the scalar form, `XYToHex` on a `*Layout`; `warkit-point` is `PointToHex(orb.Point)`, the same answers, which also copies the 40-byte Layout on every call (a value receiver whose address is taken).",
	"PixelRoundTrip60x40":  "as PixelToHex60x40, plus hex to centre on both sides (a 2 × 2 matrix product). `warkit` uses the scalar forms: `HexToXY` inlines with no call and leaves the centre in registers, as hexg's `*Layout` and two-field `Point` do. `warkit-point`, the `orb.Point` forms, is slower than hexg: an `orb.Point` is a `[2]float64` array, which Go keeps in memory, so the caller's literal `orb.Point{c[0]+dx, c[1]+dy}` is stored as two 8-byte halves and then copied whole into `PointToHex`'s parameter, a 16-byte load that store forwarding cannot serve, on every hex; hexg's two-field struct stays in registers. That copy is in the caller's code, where the library cannot remove it; the scalar forms are there for such loops. (`HexToPoint` passed its Layout by value to its out-of-line half, a second copy of the first with the same stall, 19 ns a hex; it passes the address now, about 1 ns.)",
}

func report(goOut, nodeOut, nodeNote, cmd, load, out string) error {
	r := &results{impls: map[string][]string{}, samples: map[string][]sample{}}
	if err := r.read(goOut); err != nil {
		return err
	}
	if nodeOut != "" {
		if err := r.read(nodeOut); err != nil {
			return err
		}
	}
	if len(r.workloads) == 0 {
		return fmt.Errorf("no benchmark results in %s", goOut)
	}
	var b bytes.Buffer
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }

	p("# warkit side by side with its peers\n\n")
	p("Written by `bench/run.sh` (do not edit by hand; run it again). The Go benchmarks are one test binary run in %d passes; each pass runs every workload once, warkit and its peers one after the other on the same inputs, so the two sides of a pair are timed minutes apart at most. Each benchmark reports wall time (ns/op) and the CPU time the process spent per op (cpu-ns/op, from getrusage): on this shared machine wall time includes waiting for a core, CPU time does not, so the ratios are taken on CPU time. A ratio is the peer's time over warkit's **in the same pass**; the table gives the median over the passes and, in brackets, the smallest and largest. Above 1× warkit is faster, below 1× the peer is.\n\n", r.passes)

	// Where a peer wins or ties, first.
	wins, ties := r.verdicts()
	p("## Where a peer wins or ties\n\n")
	p("A peer wins where its time is below 0.9× warkit's in every pass, and ties where the band of ratios reaches into 0.9×–1.1× or its median is at most 1.1×. Held against each warkit row a user meets: `warkit` (its reused-buffer or scalar form), `warkit-fresh` (warkit made to allocate its result per call, as the peers do) and `warkit-point` (the `orb.Point` forms of the pixel workloads).\n\n")
	if len(wins)+len(ties) == 0 {
		p("Nowhere in this run.\n\n")
	}
	for _, v := range append(wins, ties...) {
		kind := "wins"
		if v.r.max >= 0.9 {
			kind = "ties"
		}
		p("- **%s / %s** %s against `%s`: %s\n", v.w, v.impl, kind, v.ref, fmtBand(v.r))
	}
	p("\n")
	p("The closest peer of each workload, against each warkit row (the peer's CPU time over warkit's, median [min–max] over the passes; above 1× warkit is faster):\n\n")
	p("| workload | `warkit` | `warkit-fresh` | `warkit-point` |\n|---|---|---|---|\n")
	for _, w := range r.workloads {
		cells, any := []string{}, false
		for _, ref := range refRows {
			c := "–"
			if peer, b, ok := r.closestPeer(w, ref); ok {
				c, any = fmt.Sprintf("%s %s", peer, fmtBand(b)), true
			}
			cells = append(cells, c)
		}
		if any {
			p("| %s | %s |\n", w, strings.Join(cells, " | "))
		}
	}
	p("\n")

	p("## Machine and run\n\n")
	p("| | |\n|---|---|\n")
	p("| date | %s |\n", time.Now().UTC().Format("2006-01-02 15:04 MST"))
	p("| Go | `%s` |\n", strings.TrimSpace(run("go", "version")))
	p("| CPU | %s (`/proc/cpuinfo`); Go reports `%s` |\n", cpuModel(), goCPU(goOut))
	p("| cores | %d |\n", runtime.NumCPU())
	if v := strings.TrimSpace(run("node", "--version")); v != "" {
		p("| node | %s |\n", v)
	}
	p("| load average (1, 5, 15 min) | %s |\n", load)
	p("| command | `%s` |\n\n", strings.ReplaceAll(cmd, "|", "\\|"))
	p("The machine is shared with other engineers who build and test while this runs: the load average above is what the run saw, on %d cores. A load well above the core count stretches wall times by several times and unevenly (see the wall min–max); CPU times move far less, but still by tens of per cent, since the other processes share the caches. Read a ratio whose band straddles 1× as a tie.\n\n", runtime.NumCPU())

	p("## Results\n\n")
	for _, w := range r.workloads {
		if w == scalingWorkload {
			continue
		}
		p("### %s\n\n%s.\n\n", w, workloadInfo[w])
		p("| implementation | CPU ns/op (median, min–max) | wall ns/op (median, min–max) | B/op | allocs/op | ratio to warkit, CPU | ratio to warkit, wall |\n|---|---:|---:|---:|---:|---:|---:|\n")
		_, hasRef := r.stat(w, "warkit")
		for _, impl := range r.impls[w] {
			st, _ := r.stat(w, impl)
			mem, allocs := "–", "–"
			if st.mem {
				mem, allocs = fmtNum(st.bytes), fmtNum(st.allocs)
			}
			cpu := "–"
			if st.hasCPU {
				cpu = fmt.Sprintf("%s (%s–%s)", fmtNs(st.cpu.median), fmtNs(st.cpu.min), fmtNs(st.cpu.max))
			}
			rc, rw := "–", "–"
			if hasRef && impl != "warkit" {
				if b := r.ratios(w, impl, "warkit", true); b != (band{}) {
					rc = fmtBand(b)
				}
				rw = fmtBand(r.ratios(w, impl, "warkit", false))
			}
			p("| %s | %s | %s (%s–%s) | %s | %s | %s | %s |\n", impl, cpu, fmtNs(st.wall.median), fmtNs(st.wall.min), fmtNs(st.wall.max), mem, allocs, rc, rw)
		}
		p("\n")
		if s := why[w]; s != "" {
			p("Why: %s\n\n", s)
		}
	}
	if nodeOut == "" && nodeNote != "" {
		p("The node part (honeycomb-grid) was skipped: %s\n\n", nodeNote)
	}
	p("Node rows (honeycomb-node) are timed by node itself, in wall time only, in their own runs after the Go passes; their ratios are to warkit's wall time in the Go passes, and weaker evidence than the Go pairs.\n\n")

	p("The peers do win on things these figures do not time: simplefeatures' `Intersection` returns the clipped geometry itself and handles every geometry type (warkit returns lengths and parameter intervals along one segment); gonum's `Shortest` answers paths to every node without a region numbering, on any graph (warkit's searches need a hex `Region`); honeycomb-grid gives pixel layouts and grid traversal composition in the browser.\n\n")

	r.scaling(p)

	p("## Near the floor: what the inner loops compile to\n\n")
	p("%s\n\n", floorNote)
	p("## Cross-checks: do the answers agree?\n\n")
	p("Run live by this report on the same inputs as the tests of `bench/` (`go test ./...` there asserts them).\n\n")
	crossChecks(p)

	p("## Implementations\n\n")
	seen := map[string]bool{}
	for _, w := range r.workloads {
		for _, impl := range r.impls[w] {
			if !seen[impl] {
				seen[impl] = true
				p("- `%s`: %s\n", impl, implInfo[impl])
			}
		}
	}
	p("\nLeft out: hexgrid has no ring, hexg no range (its spiral stands in); hexgrid's pixel layout type is unexported and has no constructor, so hexgrid has no pixel rows; honeycomb-grid's range (`spiral`) is not timed, only line, ring and distance; A* is compared with gonum only: the other Go A* packages (github.com/beefsack/go-astar, github.com/fzipp/astar) are not served by the Go module proxy this module builds from.\n")
	return os.WriteFile(out, b.Bytes(), 0o644)
}

// closestPeer returns the peer of workload w whose CPU ratio to ref has
// the smallest median (by wall time where there is no CPU time).
func (r *results) closestPeer(w, ref string) (string, band, bool) {
	if _, ok := r.stat(w, ref); !ok {
		return "", band{}, false
	}
	best, bb, found := "", band{}, false
	for _, impl := range r.impls[w] {
		if strings.HasPrefix(impl, "warkit") {
			continue
		}
		b := r.ratios(w, impl, ref, true)
		if b == (band{}) {
			b = r.ratios(w, impl, ref, false)
		}
		if b != (band{}) && (!found || b.median < bb.median) {
			best, bb, found = impl, b, true
		}
	}
	return best, bb, found
}

// scalingWorkload is BenchmarkDijkstraScaling, reported in a section of
// its own: its rows are warkit's two search forms on two maps, timed per
// hex settled.
const scalingWorkload = "DijkstraScaling"

// scaling writes the per-hex cost of the whole-map search at 100² (cold
// and warm) and 1000² (cold), and the ratios pass by pass.
func (r *results) scaling(p func(string, ...any)) {
	impls := r.impls[scalingWorkload]
	if len(impls) == 0 {
		return
	}
	perHex := func(impl string) map[int]float64 {
		m := map[int]float64{}
		for _, s := range r.samples[scalingWorkload+"/"+impl] {
			if s.perHex > 0 {
				m[s.pass] = s.perHex
			}
		}
		return m
	}
	ratio := func(num, den string) band {
		a, b := perHex(num), perHex(den)
		var xs []float64
		for pass, v := range a {
			if u, ok := b[pass]; ok {
				xs = append(xs, v/u)
			}
		}
		return bandOf(xs)
	}
	cell := func(impl string) string {
		var xs []float64
		for _, v := range perHex(impl) {
			xs = append(xs, v)
		}
		if len(xs) == 0 {
			return "–"
		}
		b := bandOf(xs)
		return fmt.Sprintf("%.1f ns (%.1f–%.1f)", b.median, b.min, b.max)
	}
	p("## Scaling: the whole-map search per hex, 1000² against 100²\n\n")
	p("%s, from a corner, on a 100 × 100 map (10,000 hexes) and a 1000 × 1000 one (1,000,000 hexes, 100 times as many), entry costs 1–3. Each timed search starts with a cold cache: before it, a read of 64 MB of other memory (twice the largest last-level cache of current EPYC parts) pushes the search's state out of every cache level, as when a program searches a map for the first time in a while; the eviction is not timed, and one untimed search first faults in the workspace's pages. The 100² search is also timed warm, its state (about 250 KB) left in the 1 MB L2 by the search before, the way a benchmark loop runs it. CPU time per hex settled, median (min–max) over the passes; the ratios are taken pass by pass.\n\n", "`Workspace.Dijkstra` (`warkit`, the step cost called per step) and `Workspace.DijkstraTable` (`warkit-table`, a `move.StepTable` read per hex)")
	p("| search | 100² warm | 100² cold | 1000² cold | per hex, 1000² cold ÷ 100² cold | per hex, 1000² cold ÷ 100² warm |\n|---|---:|---:|---:|---:|---:|\n")
	for _, form := range []string{"warkit", "warkit-table"} {
		p("| `%s` | %s | %s | %s | %s | %s |\n", form, cell(form+"/100x100-warm"), cell(form+"/100x100-cold"), cell(form+"/1000x1000-cold"),
			fmtBand(ratio(form+"/1000x1000-cold", form+"/100x100-cold")), fmtBand(ratio(form+"/1000x1000-cold", form+"/100x100-warm")))
	}
	p("\nA search whose cost grows as n log n would cost log(10⁶)/log(10⁴) = 1.5 times as much per hex at 1000² as at 100². Against a cold 100² search the ratio measures the algorithm and its data layout, each search bringing its state in from memory; against a warm one it also charges the 1000² search for what no cache holds (its state is tens of MB), which the 100² search never pays. Times 100 hexes, the last column is the old figure, the 1000² time over the warm 100² time (about 245× in an earlier run).\n\n")
}

func crossChecks(p func(string, ...any)) {
	// Hex distance.
	pairs := bench.HexPairs(20000, 3)
	bad := [2]int{}
	for _, q := range pairs {
		d := q[0].Distance(q[1])
		if bench.HexgridDistance(q[0], q[1]) != d {
			bad[0]++
		}
		if bench.HexgDistance(q[0], q[1]) != d {
			bad[1]++
		}
	}
	p("**Hex distance**, %d pseudo-random pairs: hexgrid differs on %d, hexg on %d.", len(pairs), bad[0], bad[1])
	ans, nodeErr := bench.Honeycomb(".")
	if nodeErr == nil {
		p(" honeycomb-grid differs on %d of %d.", len(ans.DistanceMismatches()), bench.DistancePairs)
	} else {
		p(" (honeycomb-grid not checked: %v.)", nodeErr)
	}
	p("\n\n")

	// Pixels.
	px := bench.ComparePixels()
	p("**Pixel to hex**, the %d points of PixelToHex60x40: `PointToHex` differs from `XYToHex` on %d, hexg on %d", px.Points, px.PointForm, px.Hexg)
	if len(px.Examples) > 0 {
		p(" (%s)", strings.Join(px.Examples, "; "))
	}
	p(". None of the points lies on a side, where the tie rules (warkit's fixed, hexg's float rounding) could differ.\n\n")

	// Lines.
	lines := bench.CheckLines()
	p("**Lines**: %d lines, every line from (0,0) to a hex within %d, the spine lines (0,0)->(2,-1) and its rotations and multiples, (0,0)->(-19,-1) and (0,0)->(19,1), and the benchmark line; each drawn both ways.\n\n", len(lines), bench.CheckLineRadius)
	p("| peer | same as warkit | differ only at ties | wrong hexes | differ by direction (line(b,a) ≠ reversed line(a,b)) |\n|---|---:|---:|---:|---:|\n")
	type named struct {
		name string
		rep  bench.LineReport
	}
	var reps []named
	own := bench.CompareLines("warkit", lines, bench.WarkitLine)
	reps = append(reps, named{"warkit `Line`", own})
	for _, pe := range bench.LinePeers {
		reps = append(reps, named{pe.Name, bench.CompareLines(pe.Name, lines, pe.Line)})
	}
	if nodeErr == nil {
		reps = append(reps, named{"honeycomb-grid `line`", bench.CompareLines("honeycomb", lines, ans.Line)})
	}
	for _, n := range reps {
		p("| %s | %d | %d | %d | %d |\n", n.name, n.rep.Count[bench.LineAgree], n.rep.Count[bench.LineOtherTie], n.rep.Count[bench.LineWrong], n.rep.Asymmetric)
	}
	p("\nExamples:\n\n")
	for _, n := range reps[1:] {
		for _, e := range append(n.rep.Examples[:min(2, len(n.rep.Examples))], n.rep.AsymExamples[:min(2, len(n.rep.AsymExamples))]...) {
			p("- %s: %s\n", n.name, e)
		}
	}
	p("\n**Who is right.** Where the segment between the two centres passes through one hex's interior, every implementation gives that hex, and all agree (no peer ever yields a hex the segment does not reach). They differ only at *ties*: a sample point exactly on a hexside, or a segment running along hexsides (a spine) — e.g. (0,0)->(2,-1), whose middle point lies on the side between (1,0) and (1,-1), and (0,0)->(-19,-1), whose 10th sample point lies on the side between (-10,0) and (-9,-1). There both hexes are geometrically equally right, and the honest answer is both: warkit's centre-line steps (`AppendLineSteps` with `CentreLine`) report the pair as a choice, so a ruleset applies its own spine rule. A single-hex line has to choose by a stated policy. warkit decides ties exactly, in integers, by the nudge (+1,+2,−3), which is parallel to no hexside, so every tie is decided and `Line(b,a)` is always `Line(a,b)` reversed (a law of line of sight: if A sees B, B sees A). The peers add a float nudge of (+1e-6, +1e-6, −2e-6) (hexg's `LineDraw` none): that vector runs *along* the hexsides between hexes that differ by (+1,−1,0), so ties across those sides are left to floating-point rounding of the interpolation, and the answer depends on which end the line is drawn from. So at ties the peers' choice is valid but unstable; warkit's is valid and direction-independent. \"Differ only at ties\" counts lines where the peer took the other hex of a tie — a different policy, not an error.\n\n")

	// Ranges and rings.
	rangeBad, ringBad := 0, 0
	for _, c := range []hex.Hex{{}, bench.RangeCentre} {
		for n := 0; n <= 20; n++ {
			if !bench.SameSet(hex.AppendRange(nil, c, n), bench.HexgridRange(c, n)) || !bench.SameSet(hex.AppendRange(nil, c, n), bench.HexgSpiral(c, n)) {
				rangeBad++
			}
			if !bench.SameSet(hex.AppendRing(nil, c, n), bench.HexgRing(c, n)) {
				ringBad++
			}
		}
	}
	p("**Ranges and rings** (as sets, radii 0–20 about two centres): hexgrid's range and hexg's spiral differ from warkit's range in %d cases, hexg's ring in %d.", rangeBad, ringBad)
	if nodeErr == nil {
		m := ans.RingMismatches()
		p(" honeycomb-grid's ring differs in %d: %s. honeycomb-grid's ring of radius 0 is empty; warkit's (and hexg's) is the centre, as documented by `hex.RingLen(0) == 1`, which keeps a spiral the union of its rings. A definition, not an error on either side.", len(m), strings.Join(m, ", "))
	}
	p(" Orders differ by design (warkit's range is sorted by (Q, R); rings start in different directions).\n\n")

	// Plane.
	p("**Plane geometry** against simplefeatures, on generic pseudo-random inputs (64-vertex star polygons, random segments and points):\n\n")
	p("| check | cases | errors | largest relative difference |\n|---|---:|---:|---:|\n")
	for _, rep := range []bench.PlaneReport{bench.CompareIntersectionLength(300), bench.ComparePolygonDistance(300), bench.ComparePointSegmentDistance(3000)} {
		p("| %s | %d | %d | %.2g |\n", rep.What, rep.Cases, rep.Errors, rep.MaxDiff)
	}
	p("\nThe differences are a few units in the last place: both round, neither is more right on generic input (warkit's contract is the exact answer rounded, with exact decisions of contact; simplefeatures computes the overlay in float64).\n\n")
	p("Where they differ by design: a segment that runs along a polygon's edge. On the square [0,2]²:\n\n| segment | warkit | simplefeatures |\n|---|---:|---:|\n")
	for _, c := range bench.BoundaryCases() {
		p("| %s | %v | %v |\n", c.Name, c.Warkit, c.Peer)
	}
	p("\nsimplefeatures measures the intersection of two closed sets, which holds the whole edge. warkit counts a run along an edge only where the polygon's interior lies above it (west of a vertical one), so that when polygons tile a region (woods against fields along a hedge line) the lengths inside the tiles add up to the length inside the region, each shared edge counted once (`TestBoundaryRuns` checks it). For a lone polygon simplefeatures' figure is the set-theoretic one; for terrain that tiles, warkit's is the one that does not double-count. Both follow their documented models.\n\n")

	// Graphs.
	p("**Graphs** against gonum on the same maps (costs are integers, so they must be equal exactly):\n\n| check | hexes | reached by warkit | mismatches |\n|---|---:|---:|---:|\n")
	for _, rep := range bench.GraphChecks() {
		p("| %s | %d | %d | %d |\n", rep.What, rep.Hexes, rep.Reached, rep.Mismatches)
	}
	p("\nThe A* check also sums each side's path step by step and finds it equal to the cost reported. The paths themselves may differ where several are equally cheap: warkit's tie rule (smallest last direction) is its own.\n\n")
}

func fmtNs(ns float64) string {
	switch {
	case ns >= 1e6:
		return fmt.Sprintf("%.2f ms", ns/1e6)
	case ns >= 1e4:
		return fmt.Sprintf("%.1f µs", ns/1e3)
	case ns >= 1e3:
		return fmt.Sprintf("%.2f µs", ns/1e3)
	}
	return fmt.Sprintf("%.1f ns", ns)
}

// floorNote is read from the assembly of hex.Hex.Distance, the layout's
// conversions and hex.OffsetKind's (go tool objdump on a test binary, and
// cachegrind's per-function counts), on amd64 with go1.26; count again
// after a change to any of them. The same account is in
// geom/hex/offset.go, "What the hot hex paths compile to".
const floorNote = "**Hex distance** inlines (inliner cost 78 of 80) into 21 instructions on its fast path: 9 for the range test of both hexes (4 LEAs biasing Q and R of each by 2²⁷, 3 ORs, a CMP and a branch not taken) and 12 for the distance (two subtractions, an LEA for dq+dr, and the sum of the three cube differences' positive parts: three TEST/CMOV pairs against a zero and two additions). Hexes with a coordinate beyond 2²⁷ take a call to the exact test of the valid range, out of line. In HexDistance1024's loop a pair costs 33 instructions (cachegrind): those 21, four loads, a jump back from the fast path and the loop's own; hexg's costs 34, with no test, and warkit's formula without the test 20, which runs in two thirds of hexg's time. So the test is the whole of the difference, and it is at its floor: four independent coordinates need four values tested, each biased (the range is signed, and no mask tests a signed range) and combined (three ORs), then one compare and branch. A test that reads fewer values passes wrapped input (the sum and the difference of two MinInt coordinates are both 0), and the exact test cannot be as cheap: the valid range [-MaxCoord, MaxCoord] holds an odd number of values, so no power-of-two bound tests it, S must be formed, and an unsigned max costs two instructions a value where an OR costs one (20 in all, 41 a pair before the two tiers). The time follows the instruction count here: the 9 instructions of the test are what warkit pays for never returning a wrapped distance, against what hexg's formula costs over warkit's (S loaded and subtracted, a negation for each absolute value, a signed halving), and the two tie.\n\n" +
	"**Pixel to hex** is 108 instructions for a point off the sides (`XYToHex`; hexg's `PixelToHexRounded` is about 140, with three software `math.Round`s), in two calls: the divisions by the size and the inverse matrix without its zero term (23), then the rounding (85), a range test on the bit patterns, two floors (ROUNDSD behind `math.Floor`'s SSE4.1 test), five equality tests that send a point on a side to the exact slow path, and five comparisons combined in bytes. `PointToHex` is the same call after a copy of the 40-byte Layout. **Hex to pixel**, `HexToXY`, inlines (cost 78) into about 20 instructions and no call; `HexToPoint` inlines (cost 73) into a copy of the Layout and a call of the same arithmetic out of line (26 instructions), given the copy's address.\n\n" +
	"**Odd-q conversion** is at the floor: `hex.OffsetKind.FromHex` and `ToHex` inline (cost 61) and, with the kind a constant such as `OddQ`, fold to a shift and an add (or a subtraction): r + q>>1 and r - q>>1."

func fmtBand(b band) string {
	return fmt.Sprintf("%.2f× [%.2f–%.2f]", b.median, b.min, b.max)
}

func fmtNum(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

func run(name string, args ...string) string {
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		return ""
	}
	return string(out)
}

func cpuModel() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return "unknown"
	}
	for line := range strings.SplitSeq(string(data), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}

func goCPU(goOut string) string {
	data, _ := os.ReadFile(goOut)
	for line := range strings.SplitSeq(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, "cpu: "); ok {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}
