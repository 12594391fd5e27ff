package bench

import (
	"github.com/warkit/warkit/geom/hex"
)

// rng is a small deterministic xorshift generator, so that every run, the
// benchmarks, the tests and the node script all see the same inputs.
type rng uint32

func (r *rng) next() uint32 {
	x := uint32(*r)
	x ^= x << 13
	x ^= x >> 17
	x ^= x << 5
	*r = rng(x)
	return x
}

// intn returns a number in [lo, hi].
func (r *rng) intn(lo, hi int) int { return lo + int(r.next()%uint32(hi-lo+1)) }

// float returns a number in [lo, hi).
func (r *rng) float(lo, hi float64) float64 {
	return lo + (hi-lo)*float64(r.next()%(1<<24))/(1<<24)
}

// Hex workloads. The node script (node/bench.mjs) repeats these constants;
// TestNodeInputsMatch checks that it does.
const (
	DistancePairs = 1024 // pairs per Distance op
	LineLen       = 100  // the distance of the benchmarked line
	RangeRadius   = 20
	RingRadius    = 20
)

// LineFrom and LineTo are the ends of the benchmarked line: a general
// direction in which no sample point is a tie (TestBenchmarkLineAgrees
// checks), so that every implementation must give the same 101 hexes.
var (
	LineFrom = hex.Hex{Q: 3, R: -7}
	LineTo   = hex.Hex{Q: 3 + 64, R: -7 + 36}
)

// RangeCentre is the centre of the benchmarked ranges and rings.
var RangeCentre = hex.Hex{Q: 5, R: -2}

// HexPairs returns n pseudo-random pairs of hexes with coordinates in
// [-50, 50], the same for a given seed.
func HexPairs(n int, seed uint32) [][2]hex.Hex {
	r := rng(seed)
	out := make([][2]hex.Hex, n)
	for i := range out {
		out[i] = [2]hex.Hex{
			{Q: r.intn(-50, 50), R: r.intn(-50, 50)},
			{Q: r.intn(-50, 50), R: r.intn(-50, 50)},
		}
	}
	return out
}

// SpineLines are lines whose segment between the centres runs along
// hexsides or through hex vertices, where the hexes a line passes through
// are a matter of policy: (0,0)->(2,-1) and its multiples and rotations, and
// (0,0)->(-19,-1), which is nearly a spine but not one.
func SpineLines() [][2]hex.Hex {
	o := hex.Hex{}
	ends := []hex.Hex{
		{Q: 2, R: -1}, {Q: 1, R: 1}, {Q: -1, R: 2}, {Q: -2, R: 1}, {Q: -1, R: -1}, {Q: 1, R: -2},
		{Q: 4, R: -2}, {Q: 10, R: -5}, {Q: -6, R: 3}, {Q: 3, R: 3},
		{Q: -19, R: -1}, {Q: 19, R: 1},
	}
	var out [][2]hex.Hex
	for _, e := range ends {
		out = append(out, [2]hex.Hex{o, e})
	}
	// Shifted, and in reverse.
	out = append(out, [2]hex.Hex{{Q: 7, R: -3}, {Q: 9, R: -4}}, [2]hex.Hex{{Q: 2, R: -1}, {Q: 0, R: 0}})
	return out
}

// AllLines returns every line of a radius around the origin to every hex
// within that radius: all the directions, ties included.
func AllLines(radius int) [][2]hex.Hex {
	var out [][2]hex.Hex
	for h := range hex.Range(hex.Hex{}, radius) {
		out = append(out, [2]hex.Hex{{}, h})
	}
	return out
}

// PixelLayout is the layout of the pixel workloads: flat hexes of size 10,
// the hex (0,0) centred at (10, 9), as a 60 × 40 odd-q map is drawn.
var PixelLayout = hex.Layout{Orientation: hex.Flat, Size: [2]float64{10, 10}, Origin: [2]float64{10, 9}}

// PixelHexes returns the hexes of a 60 × 40 odd-q map, row by row.
func PixelHexes() []hex.Hex {
	out := make([]hex.Hex, 0, 60*40)
	for row := range 40 {
		for col := range 60 {
			out = append(out, hex.OddQ.ToHex(hex.Offset{Col: col, Row: row}))
		}
	}
	return out
}

// PixelOffsets returns one offset from the centre per hex of PixelHexes,
// pseudo-random within ±0.4 hex size on each axis (so most points are
// well inside their hex and some lie in a neighbour's).
func PixelOffsets() [][2]float64 {
	r := rng(99)
	out := make([][2]float64, 60*40)
	for i := range out {
		out[i] = [2]float64{r.float(-4, 4), r.float(-4, 4)}
	}
	return out
}

// PixelPoints returns the centre of each hex of PixelHexes moved by its
// PixelOffsets entry: the points the pixel -> hex workload reads.
func PixelPoints() [][2]float64 {
	hs, offs := PixelHexes(), PixelOffsets()
	out := make([][2]float64, len(hs))
	for i, h := range hs {
		c := PixelLayout.HexToPoint(h)
		out[i] = [2]float64{c[0] + offs[i][0], c[1] + offs[i][1]}
	}
	return out
}
