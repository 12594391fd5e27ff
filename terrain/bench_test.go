package terrain_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
	"github.com/warkit/warkit/geom/hex"
	"github.com/warkit/warkit/terrain"
)

// benchBoard returns a w × h board of n star-shaped area pieces of 8 to 16
// vertices with radii in [rmin, rmax], from a fixed seed.
func benchBoard(n int, w, h, rmin, rmax float64, seed uint64) *terrain.Board {
	rng := rand.New(rand.NewPCG(seed, 1))
	d := terrain.BoardData{
		Extent: orb.Bound{Max: orb.Point{w, h}},
		Unit:   "in",
		Types:  []terrain.Type{terrain.NewType("wood", Visibility.Is(2)), terrain.NewType("rough", Visibility.Is(1))},
	}
	for i := range n {
		c := orb.Point{rmax + rng.Float64()*(w-2*rmax), rmax + rng.Float64()*(h-2*rmax)}
		k := 8 + rng.IntN(9)
		ring := make(orb.Ring, 0, k+1)
		for j := range k {
			a := 2 * math.Pi * (float64(j) + 0.5*rng.Float64()) / float64(k)
			r := rmin + rng.Float64()*(rmax-rmin)
			ring = append(ring, orb.Point{c[0] + r*math.Cos(a), c[1] + r*math.Sin(a)})
		}
		ring = append(ring, ring[0])
		d.Features = append(d.Features, terrain.NewArea(fmt.Sprintf("piece-%d", i), d.Types[i%2].Name, geom.Polygon{ring}))
	}
	b, err := terrain.NewBoard(d)
	if err != nil {
		panic(err)
	}
	return b
}

// benchSegments returns sight lines of length up to maxLen in random
// directions over the board.
func benchSegments(b *terrain.Board, n int, maxLen float64) []geom.Segment {
	rng := rand.New(rand.NewPCG(7, 7))
	e := b.Extent()
	segs := make([]geom.Segment, n)
	for i := range segs {
		a := orb.Point{e.Min[0] + rng.Float64()*(e.Max[0]-e.Min[0]), e.Min[1] + rng.Float64()*(e.Max[1]-e.Min[1])}
		th, l := rng.Float64()*2*math.Pi, rng.Float64()*maxLen
		segs[i] = geom.Segment{A: a, B: orb.Point{a[0] + l*math.Cos(th), a[1] + l*math.Sin(th)}}
	}
	return segs
}

var sink int

func benchmarkCandidates(b *testing.B, board *terrain.Board, maxLen float64) {
	segs := benchSegments(board, 1024, maxLen)
	buf := make([]int, 0, board.Len())
	total := 0
	i := 0
	b.ReportAllocs()
	for b.Loop() {
		buf = board.AppendCandidates(buf[:0], segs[i&1023])
		total += len(buf)
		i++
	}
	sink += total
	b.ReportMetric(float64(total)/float64(i), "cands/op")
}

// The 6 × 4 ft table (72 × 48 in) with 40 pieces of 8–16 vertices, radii
// 2–5 in; sight lines up to 36 in.
func BenchmarkCandidates40(b *testing.B) {
	benchmarkCandidates(b, benchBoard(40, 72, 48, 2, 5, 1), 36)
}

// The same table with 2,000 small pieces (radii 0.3–0.8 in).
func BenchmarkCandidates2000(b *testing.B) {
	benchmarkCandidates(b, benchBoard(2000, 72, 48, 0.3, 0.8, 2), 36)
}

// Full-length diagonals across the 2,000-piece table: the worst case.
func BenchmarkCandidates2000Long(b *testing.B) {
	benchmarkCandidates(b, benchBoard(2000, 72, 48, 0.3, 0.8, 2), 90)
}

// Reading a precompiled trait per candidate, as a sight-line accumulator
// does.
func BenchmarkFeatureColumn(b *testing.B) {
	board := benchBoard(40, 72, 48, 2, 5, 1)
	vis, err := terrain.FeatureColumn(board, Visibility)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	sum, i := 0.0, 0
	for b.Loop() {
		sum += vis.At(i % 40)
		i++
	}
	sink += int(sum)
}

func benchHexMap(b testing.TB) (*terrain.HexMap, []hex.Hex) {
	d := terrain.HexMapData{
		Cols: 60, Rows: 40, Labels: hex.StandardLabels,
		Types: []terrain.Type{terrain.NewType("clear", MP.Is(1)), terrain.NewType("wood", MP.Is(2)), terrain.NewType("river", MP.Is(3))},
		Fill:  "clear",
	}
	rng := rand.New(rand.NewPCG(3, 3))
	var hexes []hex.Hex
	for r := range 40 {
		for c := range 60 {
			h := hex.OddQ.ToHex(hex.Offset{Col: c, Row: r})
			hexes = append(hexes, h)
			if rng.IntN(3) == 0 {
				d.Hexes = append(d.Hexes, terrain.HexData{Hex: h, Type: "wood", Elevation: float64(rng.IntN(4))})
			}
			if c+1 < 60 && r+1 < 40 && rng.IntN(4) == 0 {
				d.Sides = append(d.Sides, terrain.SideData{Side: hex.SideOf(h, 5), SideFeature: terrain.SideFeature{Type: "river"}})
			}
		}
	}
	m, err := terrain.NewHexMap(d)
	if err != nil {
		b.Fatal(err)
	}
	rng.Shuffle(len(hexes), func(i, j int) { hexes[i], hexes[j] = hexes[j], hexes[i] })
	return m, hexes
}

func BenchmarkHexType(b *testing.B) {
	m, hexes := benchHexMap(b)
	b.ReportAllocs()
	sum, i := 0, 0
	for b.Loop() {
		t, _ := m.HexType(hexes[i%len(hexes)])
		sum += t
		i++
	}
	sink += sum
}

func BenchmarkElevation(b *testing.B) {
	m, hexes := benchHexMap(b)
	b.ReportAllocs()
	sum, i := 0.0, 0
	for b.Loop() {
		e, _ := m.Elevation(hexes[i%len(hexes)])
		sum += e
		i++
	}
	sink += int(sum)
}

// benchSides returns 4096 sides of random hexes of the map (some off its
// edge), so that the benchmarks time the lookup, not hex.SideOf.
func benchSides(hexes []hex.Hex) []hex.Side {
	sides := make([]hex.Side, 4096)
	for i := range sides {
		sides[i] = hex.SideOf(hexes[i%len(hexes)], hex.Direction(i%6))
	}
	return sides
}

func BenchmarkSideFeatures(b *testing.B) {
	m, hexes := benchHexMap(b)
	sides := benchSides(hexes)
	b.ReportAllocs()
	sum, i := 0, 0
	for b.Loop() {
		fs, _ := m.SideFeatures(sides[i&4095])
		sum += len(fs)
		i++
	}
	sink += sum
}

// A hexside step cost as move would price it: the types on the side,
// read through a precompiled column.
func BenchmarkSideCost(b *testing.B) {
	m, hexes := benchHexMap(b)
	sides := benchSides(hexes)
	mp, err := terrain.TypeColumn(m.Types(), MP)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	sum, i := 0.0, 0
	for b.Loop() {
		ts, _ := m.SideTypes(sides[i&4095])
		for _, t := range ts {
			sum += mp.At(int(t))
		}
		i++
	}
	sink += int(sum)
}

// triangleBoard returns the GeoJSON of a board of n three-vertex
// (triangle) features.
func triangleBoard(n int) []byte {
	var b strings.Builder
	side := int(math.Sqrt(float64(n))) + 1
	fmt.Fprintf(&b, `{"type":"FeatureCollection","warkit":{"unit":"in","extent":[0,0,%d,%d],"types":[{"name":"wood","traits":{"visibility":2}}]},"features":[`, side, side)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		x, y := float64(i%side), float64(i/side)
		fmt.Fprintf(&b, "\n"+`{"type":"Feature","id":"t%d","properties":{"id":"t%d","type":"wood"},"geometry":{"type":"Polygon","coordinates":[[[%g,%g],[%g,%g],[%g,%g],[%g,%g]]]}}`,
			i, i, x, y, x+0.5, y, x, y+0.5, x, y)
	}
	b.WriteString("]}\n")
	return []byte(b.String())
}

// BenchmarkLoadBoard100kTriangles loads a GeoJSON board of 100,000
// three-vertex features.
func BenchmarkLoadBoard100kTriangles(b *testing.B) {
	data := triangleBoard(100_000)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := terrain.LoadBoard(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoadBoardCrossingStar loads a board whose one feature is the
// self-crossing 2,001-vertex star; the load fails with one capped error.
func BenchmarkLoadBoardCrossingStar(b *testing.B) {
	data := []byte(boardWith(crossingStarFeature()))
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := terrain.LoadBoard(data); err == nil {
			b.Fatal("no error")
		}
	}
}
