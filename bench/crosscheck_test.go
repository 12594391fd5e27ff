package bench

import (
	"errors"
	"slices"
	"testing"

	"github.com/warkit/warkit/geom/hex"

	"github.com/paulmach/orb"
	sf "github.com/peterstace/simplefeatures/geom"
	"github.com/warkit/warkit/geom"
)

// --- hexes -------------------------------------------------------------------

func TestHexDistanceAgrees(t *testing.T) {
	for _, p := range HexPairs(20000, 3) {
		a, b := p[0], p[1]
		d := a.Distance(b)
		if g := HexgridDistance(a, b); g != d {
			t.Errorf("%v-%v: warkit %d, hexgrid %d", a, b, d, g)
		}
		if g := HexgDistance(a, b); g != d {
			t.Errorf("%v-%v: warkit %d, hexg %d", a, b, d, g)
		}
	}
}

// TestBenchmarkLineAgrees: the benchmarked line has no tie, so every peer
// must give exactly warkit's hexes; otherwise the timings compare
// different work.
func TestBenchmarkLineAgrees(t *testing.T) {
	own := WarkitLine(LineFrom, LineTo)
	if len(own) != LineLen+1 {
		t.Fatalf("the benchmark line has %d hexes, want %d", len(own), LineLen+1)
	}
	for st := range hex.LineSteps(LineFrom, LineTo, hex.CentreLine) {
		if st.Via() == hex.ViaChoice {
			t.Fatalf("the benchmark line has a tie at %v", st.Hex)
		}
	}
	for _, p := range LinePeers {
		if got := p.Line(LineFrom, LineTo); !slices.Equal(got, own) {
			t.Errorf("%s: %v, want %v", p.Name, got, own)
		}
	}
}

// TestWarkitLineSymmetric is the law the peers break below.
func TestWarkitLineSymmetric(t *testing.T) {
	rep := CompareLines("warkit", CheckLines(), WarkitLine)
	if rep.Asymmetric != 0 || rep.Count[LineAgree] != rep.Lines {
		t.Fatalf("%+v", rep)
	}
}

// TestPeerLines: every peer line is a valid line (each hex is one the
// segment passes through, or one of the two hexes of a tie); the peers
// differ from warkit only at ties. Some peer lines depend on the direction
// they are drawn in: the nudge (+1e-6, +1e-6, -2e-6) runs parallel to the
// hexsides between hexes that differ by (+1, -1, 0), so a tie across such a
// side is left to floating-point rounding.
func TestPeerLines(t *testing.T) {
	for _, p := range LinePeers {
		rep := CompareLines(p.Name, CheckLines(), p.Line)
		t.Logf("%s: %d lines, %d agree, %d differ at ties only, %d wrong, %d asymmetric",
			p.Name, rep.Lines, rep.Count[LineAgree], rep.Count[LineOtherTie], rep.Count[LineWrong], rep.Asymmetric)
		if rep.Count[LineWrong] != 0 {
			t.Errorf("%s: %v", p.Name, rep.Examples)
		}
		if rep.Count[LineOtherTie] == 0 || rep.Asymmetric == 0 {
			t.Errorf("%s: expected different ties and some asymmetric lines; the peer changed? %+v", p.Name, rep)
		}
	}
}

// TestSpineLines pins the cases named in issue 13.
func TestSpineLines(t *testing.T) {
	o := hex.Hex{}
	// (0,0)->(2,-1) runs along the hexside between (1,0) and (1,-1).
	steps, _ := hex.AppendLineSteps(nil, o, hex.Hex{Q: 2, R: -1}, hex.CentreLine)
	if st := steps[1]; st.Via() != hex.ViaChoice || st.Hex != (hex.Hex{Q: 1, R: 0}) || st.Alt() != (hex.Hex{Q: 1, R: -1}) {
		t.Errorf("warkit (0,0)->(2,-1) middle step %+v", st)
	}
	for _, p := range LinePeers {
		got := p.Line(o, hex.Hex{Q: 2, R: -1})
		if v, why := ClassifyLine(o, hex.Hex{Q: 2, R: -1}, got); v == LineWrong {
			t.Errorf("%s (0,0)->(2,-1): %s", p.Name, why)
		}
	}
	// (0,0)->(-19,-1) crosses the side between (-10,0) and (-9,-1) exactly
	// at its 10th sample point; warkit's tie-break takes (-10,0) both ways.
	b := hex.Hex{Q: -19, R: -1}
	steps, _ = hex.AppendLineSteps(nil, o, b, hex.CentreLine)
	if st := steps[10]; st.Via() != hex.ViaChoice || st.Hex != (hex.Hex{Q: -10, R: 0}) || st.Alt() != (hex.Hex{Q: -9, R: -1}) {
		t.Errorf("warkit (0,0)->(-19,-1) step 10: %+v", st)
	}
	back := WarkitLine(b, o)
	if back[10] != (hex.Hex{Q: -10, R: 0}) {
		t.Errorf("warkit (-19,-1)->(0,0) step 10: %v", back[10])
	}
	// hexg's nudged line takes (-10,0) one way and (-9,-1) the other.
	fwd, rev := HexgLine(o, b, true), HexgLine(b, o, true)
	if fwd[10] == rev[10] {
		t.Logf("hexg LineDrawNudged is now symmetric on (0,0)<->(-19,-1): %v", fwd[10])
	}
}

func TestRangesAgree(t *testing.T) {
	for _, c := range []hex.Hex{{}, RangeCentre, {Q: -7, R: 11}} {
		for n := 0; n <= 20; n++ {
			own := hex.AppendRange(nil, c, n)
			if g := HexgridRange(c, n); !SameSet(own, g) {
				t.Errorf("hexgrid range %v %d differs", c, n)
			}
			if g := HexgSpiral(c, n); !SameSet(own, g) {
				t.Errorf("hexg spiral %v %d differs", c, n)
			}
			if g := HexgRing(c, n); !SameSet(hex.AppendRing(nil, c, n), g) {
				t.Errorf("hexg ring %v %d differs", c, n)
			}
		}
	}
}

// TestHoneycomb runs honeycomb-grid through node, without a network: it
// skips when node or node/node_modules is absent.
func TestHoneycomb(t *testing.T) {
	ans, err := Honeycomb(".")
	if errors.Is(err, ErrNoNode) {
		t.Skip("honeycomb-grid: ", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	if ans.Version != "4.1.5" {
		t.Errorf("honeycomb-grid %s, want 4.1.5", ans.Version)
	}
	if m := ans.DistanceMismatches(); len(m) != 0 {
		t.Errorf("distances: %v", m)
	}
	// Rings agree as sets, except radius 0: honeycomb's ring of radius 0
	// is empty, warkit's (and hexg's) is the centre.
	m := ans.RingMismatches()
	if len(m) != 2 || m[0] != "ring (0,0) radius 0" {
		t.Errorf("rings: %v", m)
	}
	rep := CompareLines("honeycomb", CheckLines(), ans.Line)
	t.Logf("honeycomb line: %d lines, %d agree, %d differ at ties only, %d wrong, %d asymmetric",
		rep.Lines, rep.Count[LineAgree], rep.Count[LineOtherTie], rep.Count[LineWrong], rep.Asymmetric)
	if rep.Count[LineWrong] != 0 {
		t.Errorf("honeycomb: %v", rep.Examples)
	}
	if own := WarkitLine(LineFrom, LineTo); !slices.Equal(ans.Line(LineFrom, LineTo), own) {
		t.Errorf("honeycomb's benchmark line differs")
	}
}

// --- plane -------------------------------------------------------------------

func TestPlaneInputsValid(t *testing.T) {
	for _, p := range []geom.Polygon{ClipPolygon, DistPolygonA, DistPolygonB} {
		if err := p.Validate(); err != nil {
			t.Error(err)
		}
		if err := sfValid(p); err != nil {
			t.Error(err)
		}
	}
	if d := geom.PolygonDistance(DistPolygonA, DistPolygonB); !(d > 0) {
		t.Errorf("the benchmarked polygons touch: %v", d)
	}
	if l := geom.IntersectionLength(ClipSegment, ClipPolygon); !(l > 0 && l < ClipSegment.Length()) {
		t.Errorf("the benchmarked segment is not partly inside: %v", l)
	}
}

// The answers agree to rounding (a relative 1e-12; the differences seen are
// a few ulps).
const planeTolerance = 1e-12

func TestPlaneAgrees(t *testing.T) {
	for _, rep := range []PlaneReport{CompareIntersectionLength(300), ComparePolygonDistance(300), ComparePointSegmentDistance(3000)} {
		t.Logf("%s: %d cases, max relative difference %.3g (%s)", rep.What, rep.Cases, rep.MaxDiff, rep.Worst)
		if rep.Errors != 0 || !(rep.MaxDiff <= planeTolerance) {
			t.Errorf("%+v", rep)
		}
	}
}

func TestPlaneBenchmarkInputsAgree(t *testing.T) {
	own := geom.IntersectionLength(ClipSegment, ClipPolygon)
	peer, err := SFIntersectionLength(SFSegment(ClipSegment).AsGeometry(), SFPolygon(ClipPolygon).AsGeometry())
	if err != nil || !near(own, peer) {
		t.Errorf("IntersectionLength: warkit %v, simplefeatures %v %v", own, peer, err)
	}
	if own, peer := geom.PolygonDistance(DistPolygonA, DistPolygonB), SFDistance(SFPolygon(DistPolygonA).AsGeometry(), SFPolygon(DistPolygonB).AsGeometry()); !near(own, peer) {
		t.Errorf("PolygonDistance: warkit %v, simplefeatures %v", own, peer)
	}
	if own, peer := geom.PointSegmentDistance(DistPoint, DistSegment), SFDistance(SFPoint(DistPoint).AsGeometry(), SFSegment(DistSegment).AsGeometry()); !near(own, peer) {
		t.Errorf("PointSegmentDistance: warkit %v, simplefeatures %v", own, peer)
	}
}

func near(a, b float64) bool {
	return a == b || (a-b)/max(1, a) <= planeTolerance && (b-a)/max(1, a) <= planeTolerance
}

// TestBoundaryRuns: a segment along an edge is where the two libraries
// measure different things by design. simplefeatures returns the length of
// the intersection of the closed sets (the whole edge); warkit counts a run
// along an edge only where the interior lies above it (or west of a
// vertical one), so that the lengths inside polygons that tile a region
// add up with each shared edge counted once.
func TestBoundaryRuns(t *testing.T) {
	want := map[string][2]float64{
		"along the bottom edge (interior above)": {2, 2},
		"along the top edge (interior below)":    {0, 2},
		"along the left edge (interior east)":    {0, 2},
	}
	for _, c := range BoundaryCases() {
		if c.PeerErr != nil {
			t.Fatal(c.PeerErr)
		}
		if w := want[c.Name]; c.Warkit != w[0] || c.Peer != w[1] {
			t.Errorf("%s: warkit %v, simplefeatures %v, want %v", c.Name, c.Warkit, c.Peer, w)
		}
	}
	// The tiling property: two squares sharing the edge x = 2 count a
	// segment along it once.
	left := geom.Polygon{orb.Ring{{0, 0}, {2, 0}, {2, 2}, {0, 2}, {0, 0}}}
	right := geom.Polygon{orb.Ring{{2, 0}, {4, 0}, {4, 2}, {2, 2}, {2, 0}}}
	s := geom.Segment{A: orb.Point{2, 0.5}, B: orb.Point{2, 1.5}}
	if sum := geom.IntersectionLength(s, left) + geom.IntersectionLength(s, right); sum != 1 {
		t.Errorf("shared edge counted %v times", sum)
	}
}

// --- graphs ------------------------------------------------------------------

func TestGraphsAgree(t *testing.T) {
	for _, r := range GraphChecks() {
		t.Logf("%s: %d hexes, %d reached, %d mismatches", r.What, r.Hexes, r.Reached, r.Mismatches)
		if r.Mismatches != 0 || r.Reached == 0 {
			t.Errorf("%+v", r)
		}
	}
}

// TestLocateAgrees checks warkit's Locate, prepared and not, against
// simplefeatures' Intersects on the point-in-polygon workload: the same
// closed membership, except where a midpoint rounds off the edge, which
// both must then see the same way unless it is within rounding of it.
func TestLocateAgrees(t *testing.T) {
	p := SFPolygon(ClipPolygon).AsGeometry()
	pp := geom.Prepare(ClipPolygon)
	for _, q := range append(LocatePoints(), BoundaryPoints()...) {
		own := ClipPolygon.Locate(q)
		if pp.Locate(q) != own {
			t.Errorf("%v: prepared %v, Locate %v", q, pp.Locate(q), own)
		}
		if own != geom.OnBoundary && (own != geom.Outside) != sf.Intersects(SFPoint(q).AsGeometry(), p) {
			t.Errorf("%v: warkit %v, simplefeatures Intersects %v", q, own, !(own != geom.Outside))
		}
	}
}

// Both of warkit's pixel forms and hexg read every point of the pixel
// workloads as the same hex (none lies on a side, where the two tie rules
// could differ).
func TestPixelsAgree(t *testing.T) {
	rep := ComparePixels()
	if rep.Points != 2400 || rep.PointForm != 0 || rep.Hexg != 0 {
		t.Errorf("%d points: PointToHex differs on %d, hexg on %d: %v", rep.Points, rep.PointForm, rep.Hexg, rep.Examples)
	}
}
