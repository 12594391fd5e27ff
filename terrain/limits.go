package terrain

import "math"

// Limits bounds what validation and the loaders accept, so that a hostile
// file or value gets an error in time and memory bounded by its size. The
// zero Limits is the documented default; a field left 0 (or negative)
// takes its default. [LoadBoard], [LoadHexMap], [LoadPieces], [NewBoard],
// [NewHexMap] and [NewPieces] use the defaults; the methods of Limits with
// the same names take other bounds:
//
//	m, err := terrain.Limits{MaxErrors: 100, MaxHexes: 1 << 22}.LoadHexMap(data)
type Limits struct {
	// MaxErrors is how many problems are reported, the first ones in
	// document (or data) order; the rest are counted in one last error,
	// "terrain: and 1234 more problems". Default 20.
	MaxErrors int
	// MaxFileBytes is the largest file a loader reads. Default 32 MiB; at
	// most 2 GiB - 1.
	MaxFileBytes int
	// MaxFeatures is the largest number of features of a board.
	// Default 1,048,576 (1<<20).
	MaxFeatures int
	// MaxRingPoints is the largest number of points of one polygon ring or
	// line. Default 1,048,576 (1<<20).
	MaxRingPoints int
	// MaxPoints is the largest number of points of all the features of a
	// board together. Default 4,194,304 (1<<22).
	MaxPoints int
	// MaxHexes is the largest number of hexes (Cols × Rows) a hex map may
	// declare; it is checked before anything is allocated for them.
	// Default 1,048,576 (1<<20); at most [MaxHexMapHexes].
	MaxHexes int
	// MaxCoordinate bounds the magnitude of every coordinate, extent,
	// height and elevation, so that lengths, areas and sums computed from
	// them later stay finite and exact tests stay in range. Default 1e9
	// (a thousand kilometres in metres); at most [MaxCoordinateBound].
	MaxCoordinate float64
	// MaxPieces is the largest number of pieces of a pieces file or set.
	// Default 65,536 (1<<16).
	MaxPieces int
	// MaxPieceTraits is the largest number of traits of one piece.
	// Default 64.
	MaxPieceTraits int
	// MaxPieceText is the longest string of a piece, in bytes: its ID,
	// side, name, hex label, trait names and enumeration members.
	// Default 256.
	MaxPieceText int
}

// Defaults and ceilings of [Limits].
const (
	DefaultMaxErrors      = 20
	DefaultMaxFileBytes   = 32 << 20
	DefaultMaxFeatures    = 1 << 20
	DefaultMaxRingPoints  = 1 << 20
	DefaultMaxPoints      = 1 << 22
	DefaultMaxHexes       = 1 << 20
	DefaultMaxCoordinate  = 1e9
	DefaultMaxPieces      = 1 << 16
	DefaultMaxPieceTraits = 64
	DefaultMaxPieceText   = 256
	// MaxCoordinateBound (2^50, about 1.1e15) is the largest
	// MaxCoordinate may be: lengths, squares and sums of such coordinates
	// stay far from float64 overflow.
	MaxCoordinateBound = 1 << 50
	// maxDepth is the deepest nesting of JSON arrays and objects a loader
	// reads (GeoJSON polygons need 5).
	maxDepth = 64
)

// orDefault returns v if positive, else def, and never more than ceiling
// (if ceiling > 0).
func orDefault(v, def, ceiling int) int {
	if v <= 0 {
		v = def
	}
	if ceiling > 0 && v > ceiling {
		v = ceiling
	}
	return v
}

// resolved returns l with every default filled in and every ceiling
// applied.
func (l Limits) resolved() Limits {
	r := Limits{
		MaxErrors:     orDefault(l.MaxErrors, DefaultMaxErrors, 0),
		MaxFileBytes:  orDefault(l.MaxFileBytes, DefaultMaxFileBytes, math.MaxInt32),
		MaxFeatures:   orDefault(l.MaxFeatures, DefaultMaxFeatures, 0),
		MaxRingPoints: orDefault(l.MaxRingPoints, DefaultMaxRingPoints, 0),
		MaxPoints:     orDefault(l.MaxPoints, DefaultMaxPoints, 0),
		MaxHexes:      orDefault(l.MaxHexes, DefaultMaxHexes, MaxHexMapHexes),
		MaxCoordinate: l.MaxCoordinate,

		MaxPieces:      orDefault(l.MaxPieces, DefaultMaxPieces, 0),
		MaxPieceTraits: orDefault(l.MaxPieceTraits, DefaultMaxPieceTraits, 0),
		MaxPieceText:   orDefault(l.MaxPieceText, DefaultMaxPieceText, 0),
	}
	if !(r.MaxCoordinate > 0) { // also NaN
		r.MaxCoordinate = DefaultMaxCoordinate
	}
	r.MaxCoordinate = min(r.MaxCoordinate, MaxCoordinateBound)
	return r
}

// inRange reports whether x is finite and within ±MaxCoordinate.
func (l Limits) inRange(x float64) bool {
	return !math.IsNaN(x) && math.Abs(x) <= l.MaxCoordinate
}

// LoadBoard is [LoadBoard] with the limits l.
func (l Limits) LoadBoard(data []byte) (*Board, error) {
	d, ids, err := decodeBoard(data, l.resolved())
	if err != nil {
		return nil, err
	}
	return buildBoard(d, ids), nil
}

// LoadHexMap is [LoadHexMap] with the limits l.
func (l Limits) LoadHexMap(data []byte) (*HexMap, error) {
	d, err := decodeHexMap(data, l.resolved())
	if err != nil {
		return nil, err
	}
	return buildHexMap(d, true), nil
}

// NewBoard is [NewBoard] with the limits l.
func (l Limits) NewBoard(d BoardData) (*Board, error) {
	p := newProblems(l.resolved())
	d.validate(p, "", nil)
	if !p.ok() {
		return nil, p.err()
	}
	return buildBoard(d, nil), nil
}

// NewHexMap is [NewHexMap] with the limits l.
func (l Limits) NewHexMap(d HexMapData) (*HexMap, error) {
	p := newProblems(l.resolved())
	d.validate(p, nil, nil)
	if !p.ok() {
		return nil, p.err()
	}
	return buildHexMap(d, false), nil
}
