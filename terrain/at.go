package terrain

import (
	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// AppendAt appends to dst, in increasing order, the index of every feature
// whose geometry holds the point p, and returns the extended slice: an
// Area that holds p in its interior or on its boundary (the closed set,
// see [geom.Polygon.Locate]), a Line that p lies on, a Point equal to p.
// Every decision is exact. The candidates come from the board's spatial
// index, so it costs about the features near p, not all of them; it
// allocates nothing when dst has room. A NaN or infinite p holds nothing.
func (b *Board) AppendAt(dst []int, p orb.Point) []int {
	b = b.orEmpty()
	n := len(dst)
	dst = b.AppendCandidatesInBound(dst, orb.Bound{Min: p, Max: p})
	out := dst[:n]
	for _, i := range dst[n:] {
		if b.features[i].holds(p) {
			out = append(out, i)
		}
	}
	return out
}

// ElevationAt returns the ground elevation at p: the greatest Elevation of
// the Area features holding p that have one (see [Feature.Elevation]), and
// the index of that feature (the first such, by index, on a tie); 0 and
// -1 where none does. Obstacle heights play no part: a wood is no hill.
// It is the ground height move's default reads, for a figure standing at
// p. It allocates nothing unless more than 16 features' boxes hold p.
func (b *Board) ElevationAt(p orb.Point) (elevation float64, feature int) {
	b = b.orEmpty()
	var buf [16]int
	feature = -1
	for _, i := range b.AppendAt(buf[:0], p) {
		f := &b.features[i]
		if f.Shape == Area && f.HasElevation && (feature < 0 || f.Elevation > elevation) {
			feature, elevation = i, f.Elevation
		}
	}
	return elevation, feature
}

// holds reports whether f's geometry holds p, exactly.
func (f *Feature) holds(p orb.Point) bool {
	switch f.Shape {
	case Area:
		return f.Polygon.Locate(p) != geom.Outside
	case Line:
		for k := 0; k+1 < len(f.LineString); k++ {
			if onSegment(f.LineString[k], f.LineString[k+1], p) {
				return true
			}
		}
	case Point:
		return f.Point == p
	}
	return false
}

// onSegment reports whether p lies on the closed segment ab, exactly.
func onSegment(a, b, p orb.Point) bool {
	return geom.Orient2D(a, b, p) == 0 &&
		min(a[0], b[0]) <= p[0] && p[0] <= max(a[0], b[0]) &&
		min(a[1], b[1]) <= p[1] && p[1] <= max(a[1], b[1])
}
