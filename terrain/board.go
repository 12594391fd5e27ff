package terrain

import (
	"fmt"
	"hash/maphash"
	"iter"
	"math/bits"
	"strings"

	"github.com/paulmach/orb"
	"github.com/warkit/warkit/geom"
)

// BoardData is the plain description of a continuous board: what
// [NewBoard] checks and indexes, what [Board.Data] returns, and what the
// GeoJSON format holds.
type BoardData struct {
	// Extent is the table, a rectangle with Min < Max on both axes. Every
	// feature lies inside it (its boundary included).
	Extent orb.Bound
	// Unit is the unit of every coordinate and height, such as "m", "in" or
	// "mm". The library never converts units; rulesets state theirs.
	Unit string
	// Types are the terrain types the features name, each name once.
	Types []Type
	// Features are the board's features, in the order the board keeps them
	// (their index is their number in candidate lists).
	Features []Feature
}

// Validate reports the problems of d within the default [Limits], joined
// with errors.Join, or nil: the first Limits.MaxErrors in data order, then
// a count of the rest. Each is an [*Error] whose Path is "types[i]" or
// "features[i]" (indices into d), such as
//
//	terrain: feature "wood-3" (features[3]): ring 0 point 4: not closed (last point differs from point 0)
//
// It checks the extent (finite, within ±Limits.MaxCoordinate, Min < Max)
// and unit (not empty); the types (at most [MaxTypes], named, names
// unique, trait names unique, numbers finite, enum members not empty);
// and the features: an
// ID, unique; a known type; a valid Shape with only its own geometry; at
// most Limits.MaxRingPoints points per ring or line and Limits.MaxPoints
// in all; a polygon that passes [geom.Polygon.Validate]; a line of at
// least two distinct finite points; a finite point; every vertex inside
// the extent; a finite height and elevation within ±Limits.MaxCoordinate
// (and none unless HasHeight or HasElevation); overrides that name traits
// of the type with the same kind. It costs O(n log n) for n points.
func (d BoardData) Validate() error {
	p := newProblems(Limits{}.resolved())
	d.validate(p, "", nil)
	return p.err()
}

// validate appends d's problems; typePrefix is prepended to "types[i]"
// paths (the GeoJSON loader passes "warkit."), and featAt, when not nil,
// gives the path of feature i and means the loader has checked the IDs
// (it keeps its own numbering, and has dropped the features it could not
// read).
func (d BoardData) validate(p *problems, typePrefix string, featAt func(i int) string) {
	var ids map[string]int
	if featAt == nil {
		featAt = func(i int) string { return fmt.Sprintf("features[%d]", i) }
		ids = make(map[string]int, len(d.Features))
	}
	checkExtent(p, d.Extent)
	if d.Unit == "" {
		p.add("board", "unit", "no unit")
	} else {
		checkText(p, "board", "unit", "unit", d.Unit)
	}
	if len(d.Features) > p.lim.MaxFeatures {
		p.add("board", "features", "%d features, at most %d (Limits.MaxFeatures)", len(d.Features), p.lim.MaxFeatures)
		return
	}
	if len(d.Types) > MaxTypes {
		p.add("board", typePrefix+"types", "%d types, at most %d (MaxTypes)", len(d.Types), MaxTypes)
		return
	}
	byName := validateTypes(p, d.Types, func(i int) string { return fmt.Sprintf("%stypes[%d]", typePrefix, i) })
	points := 0
	traitIndex := traitIndexes(d.Types)
	for i := range d.Features {
		f := &d.Features[i]
		if points += f.numPoints(); points > p.lim.MaxPoints {
			p.add("board", featAt(i), "more than %d points in all (Limits.MaxPoints)", p.lim.MaxPoints)
			return
		}
		validateFeature(p, f, i, d, byName, ids, featAt, traitIndex)
	}
}

// checkExtent checks the board's extent: finite, within the coordinate
// bound, not empty.
func checkExtent(p *problems, ext orb.Bound) {
	lim := p.lim
	switch {
	case !finitePt(ext.Min) || !finitePt(ext.Max):
		p.add("board", "extent", "extent %v is not finite", ext)
	case !lim.inRange(ext.Min[0]) || !lim.inRange(ext.Min[1]) || !lim.inRange(ext.Max[0]) || !lim.inRange(ext.Max[1]):
		p.add("board", "extent", "extent %v exceeds ±%g (Limits.MaxCoordinate)", ext, lim.MaxCoordinate)
	case !(ext.Min[0] < ext.Max[0] && ext.Min[1] < ext.Max[1]):
		p.add("board", "extent", "extent %v is empty (want Min < Max on both axes)", ext)
	}
}

// traitIndexes returns a function giving the index of the traits of
// type ti, built once, the first time a feature of the type overrides
// one, so that overrides are checked in linear time.
func traitIndexes(types []Type) func(ti int) *traitIndex {
	indexes := make(map[int]*traitIndex)
	return func(ti int) *traitIndex {
		if x, ok := indexes[ti]; ok {
			return x
		}
		x := newTraitIndex(types[ti].Traits)
		indexes[ti] = x
		return x
	}
}

// traitIndex finds a trait of a long list by name in constant time,
// holding only the traits' numbers by the hash of their names (8 to 16
// bytes a trait); a nil traitIndex, that of a short list, scans it.
type traitIndex struct {
	slots []uint32 // 1 + the number of a trait; 0 is free
}

// newTraitIndex returns the index of ts: nil for at most eight traits.
func newTraitIndex(ts []Trait) *traitIndex {
	if len(ts) <= 8 {
		return nil
	}
	x := &traitIndex{slots: make([]uint32, 2<<bits.Len(uint(len(ts))))}
	mask := uint64(len(x.slots) - 1)
	for k := range ts {
		i := maphash.String(foldSeed, ts[k].Name) & mask
		for ; x.slots[i] != 0; i = (i + 1) & mask {
			if ts[x.slots[i]-1].Name == ts[k].Name {
				break // the first of two equal names wins
			}
		}
		if x.slots[i] == 0 {
			x.slots[i] = uint32(k) + 1
		}
	}
	return x
}

// lookup returns the value of the trait of ts named name (ts being the
// list x indexes).
func (x *traitIndex) lookup(ts []Trait, name string) (Value, bool) {
	if x == nil {
		return lookupTrait(ts, name)
	}
	mask := uint64(len(x.slots) - 1)
	for i := maphash.String(foldSeed, name) & mask; x.slots[i] != 0; i = (i + 1) & mask {
		if t := &ts[x.slots[i]-1]; t.Name == name {
			return t.Value, true
		}
	}
	return Value{}, false
}

func validateFeature(p *problems, f *Feature, i int, d BoardData, byName, ids map[string]int, featAt func(int) string,
	traitIndex func(int) *traitIndex) {
	path := featAt(i)
	subj := ""
	if f.ID == "" {
		p.add("", path, "feature has no ID")
	} else {
		subj = "feature " + shortQuote(f.ID)
		checkText(p, subj, path, "ID", f.ID)
		if j, dup := ids[f.ID]; dup {
			p.add(subj, path, "duplicate ID (first at %s)", featAt(j))
		} else if ids != nil {
			ids[f.ID] = i
		}
	}
	ti, known := byName[f.Type]
	if f.Type == "" {
		p.add(subj, path, "no type")
	} else if !known {
		p.add(subj, path, "unknown type %s", shortQuote(f.Type))
	}
	checkLevel(p, subj, path, "height", f.Height, f.HasHeight)
	checkLevel(p, subj, path, "elevation", f.Elevation, f.HasElevation)
	validateTraits(p, subj, path, f.Traits)
	checkReserved(p, subj, path, f.Traits)
	if known && len(f.Traits) > 0 {
		validateOverrides(p, subj, path, f.Traits, d.Types[ti], traitIndex(ti))
	}
	checkShapeFields(p, subj, path, f)
	if validateGeometry(p, subj, path, f) {
		checkInExtent(p, subj, path, f, d.Extent)
	}
}

// checkLevel checks a height or an elevation: finite, within the
// coordinate bound, and 0 unless given.
func checkLevel(p *problems, subj, path, what string, v float64, has bool) {
	if why := levelProblem(p.lim, what, v, has); why != "" {
		p.add(subj, path, "%s", why)
	}
}

// levelProblem says what is wrong with a height or an elevation, or "".
func levelProblem(lim Limits, what string, v float64, has bool) string {
	switch {
	case !has && v != 0:
		return fmt.Sprintf("%s %v given without Has%s", what, v, strings.ToUpper(what[:1])+what[1:])
	case has && !finite(v):
		return fmt.Sprintf("%s %v is not finite", what, v)
	case has && !lim.inRange(v):
		return fmt.Sprintf("%s %g exceeds ±%g (Limits.MaxCoordinate)", what, v, lim.MaxCoordinate)
	}
	return ""
}

// checkShapeFields reports geometry that f's Shape does not use.
func checkShapeFields(p *problems, subj, path string, f *Feature) {
	if f.Shape != Area && f.Polygon != nil {
		p.add(subj, path, "a %v feature has a polygon", f.Shape)
	}
	if f.Shape != Line && f.LineString != nil {
		p.add(subj, path, "a %v feature has a line string", f.Shape)
	}
	if f.Shape != Point && f.Point != (orb.Point{}) {
		p.add(subj, path, "a %v feature has a point", f.Shape)
	}
}

// validateGeometry checks f's own geometry and reports whether its
// vertices are finite, to be checked against the extent.
func validateGeometry(p *problems, subj, path string, f *Feature) bool {
	switch f.Shape {
	case Area:
		return validateArea(p, subj, path, f.Polygon)
	case Line:
		return validateLine(p, subj, path, f.LineString)
	case Point:
		if !finitePt(f.Point) {
			p.add(subj, path, "point (%v %v) is not finite", f.Point[0], f.Point[1])
			return false
		}
		return true
	}
	p.add(subj, path, "invalid shape %v", f.Shape)
	return false
}

func validateArea(p *problems, subj, path string, poly geom.Polygon) bool {
	for ri, r := range poly {
		if len(r) > p.lim.MaxRingPoints {
			p.add(subj, path, "ring %d has %d points, at most %d (Limits.MaxRingPoints)", ri, len(r), p.lim.MaxRingPoints)
			return false
		}
	}
	if err := poly.Validate(); err != nil {
		p.wrapJoined(subj, path, err)
		return false
	}
	return true
}

func validateLine(p *problems, subj, path string, l orb.LineString) bool {
	if len(l) > p.lim.MaxRingPoints {
		p.add(subj, path, "line has %d points, at most %d (Limits.MaxRingPoints)", len(l), p.lim.MaxRingPoints)
		return false
	}
	if len(l) < 2 {
		p.add(subj, path, "line has %d points, want at least 2", len(l))
		return false
	}
	distinct, bad := false, 0
	for k, q := range l {
		if !finitePt(q) {
			if bad == 0 {
				p.add(subj, path, "point %d: non-finite coordinate (%v %v)", k, q[0], q[1])
			}
			bad++
		}
		distinct = distinct || q != l[0]
	}
	if !distinct {
		p.add(subj, path, "line has fewer than 2 distinct points")
	}
	return bad == 0
}

// checkInExtent reports the first vertex of f outside ext.
func checkInExtent(p *problems, subj, path string, f *Feature, ext orb.Bound) {
	if !finitePt(ext.Min) || !finitePt(ext.Max) {
		return
	}
	check := func(pts []orb.Point) bool {
		for _, q := range pts {
			if finitePt(q) && !ext.Contains(q) {
				p.add(subj, path, "point (%g %g) lies outside the extent [%g %g, %g %g]",
					q[0], q[1], ext.Min[0], ext.Min[1], ext.Max[0], ext.Max[1])
				return false
			}
		}
		return true
	}
	switch f.Shape {
	case Area:
		for _, r := range f.Polygon {
			if !check(r) {
				return
			}
		}
	case Line:
		check(f.LineString)
	case Point:
		check([]orb.Point{f.Point})
	}
}

// Board is a continuous board: a rectangular table in some unit, terrain
// types, and the features that place them, with a spatial index for
// "which features can this segment touch". Build one with [NewBoard] or
// [LoadBoard]. A Board is immutable, and safe for concurrent readers.
//
// Features are numbered by their index in the [BoardData] it was built
// from, 0 to Len()-1; types likewise. Candidate lists and [Column]s use
// these numbers.
//
// The zero Board, and a nil *Board, is the empty board: no extent, no
// unit, no types and no features. Its lookups find nothing and its index
// methods give their documented value out of range; [SaveBoard] refuses
// it, since no file describes it.
type Board struct {
	extent   orb.Bound
	unit     string
	types    []Type
	typeIdx  map[string]int
	features []Feature
	featType []int32
	ids      map[string]int
	index    grid
}

// NewBoard validates d (see [BoardData.Validate]), copies it, and indexes
// its features. The board keeps traits sorted by name.
func NewBoard(d BoardData) (*Board, error) { return Limits{}.NewBoard(d) }

// buildBoard builds a board from valid data. ids, when not nil, is the
// index of the features by ID a loader built, and says that d's types and
// features are the board's to keep (the loader built them too), so they
// need no copy.
func buildBoard(d BoardData, ids map[string]int) *Board {
	own := ids != nil
	b := &Board{
		extent:   d.Extent,
		unit:     d.Unit,
		typeIdx:  make(map[string]int, len(d.Types)),
		features: d.Features,
		featType: make([]int32, len(d.Features)),
		ids:      ids,
	}
	if !own {
		b.features = make([]Feature, len(d.Features))
		b.ids = make(map[string]int, len(d.Features))
	}
	b.types = keepTypes(d.Types, own)
	for i, t := range b.types {
		b.typeIdx[t.Name] = i
	}
	for i, f := range d.Features {
		g := f
		if !own {
			g = f.clone()
			b.ids[f.ID] = i
		}
		sortTraits(g.Traits)
		b.features[i] = g
		b.featType[i] = int32(b.typeIdx[f.Type])
	}
	b.index = newGrid(b.extent, b.features)
	return b
}

func sortTraits(ts []Trait) { (&Type{Traits: ts}).sortTraits() }

// emptyBoard is what every method reads a nil *Board as.
var emptyBoard Board

// orEmpty returns b, or the empty board if b is nil.
func (b *Board) orEmpty() *Board {
	if b == nil {
		return &emptyBoard
	}
	return b
}

// built reports whether b was built by NewBoard or LoadBoard: the zero
// Board has no unit, which they never give.
func (b *Board) built() bool { return b != nil && b.unit != "" }

// Extent returns the table's rectangle.
func (b *Board) Extent() orb.Bound { return b.orEmpty().extent }

// Unit returns the unit of the board's coordinates and heights.
func (b *Board) Unit() string { return b.orEmpty().unit }

// Len returns the number of features.
func (b *Board) Len() int { return len(b.orEmpty().features) }

// Feature returns feature i, 0 <= i < Len(), and nil for any other i. The
// Feature is the board's own and must not be modified.
func (b *Board) Feature(i int) *Feature {
	b = b.orEmpty()
	if uint(i) >= uint(len(b.features)) {
		return nil
	}
	return &b.features[i]
}

// All yields the features in index order.
func (b *Board) All() iter.Seq2[int, *Feature] {
	b = b.orEmpty()
	return func(yield func(int, *Feature) bool) {
		for i := range b.features {
			if !yield(i, &b.features[i]) {
				return
			}
		}
	}
}

// FeatureByID returns the index of the feature called id, and false if
// there is none.
func (b *Board) FeatureByID(id string) (int, bool) {
	i, ok := b.orEmpty().ids[id]
	return i, ok
}

// FeatureType returns the type index of feature i, 0 <= i < Len(), and -1
// for any other i.
func (b *Board) FeatureType(i int) int {
	b = b.orEmpty()
	if uint(i) >= uint(len(b.featType)) {
		return -1
	}
	return int(b.featType[i])
}

// NumTypes returns the number of terrain types.
func (b *Board) NumTypes() int { return len(b.orEmpty().types) }

// Type returns type i, 0 <= i < NumTypes(), and the zero Type (no name, no
// traits) for any other i. It must not be modified.
func (b *Board) Type(i int) Type {
	b = b.orEmpty()
	if uint(i) >= uint(len(b.types)) {
		return Type{}
	}
	return b.types[i]
}

// TypeByName returns the index of the type called name, and false if there
// is none.
func (b *Board) TypeByName(name string) (int, bool) {
	i, ok := b.orEmpty().typeIdx[name]
	return i, ok
}

// Types returns a copy of the type list (the traits are shared and must
// not be modified); pass it to [TypeColumn].
func (b *Board) Types() []Type { return append([]Type(nil), b.orEmpty().types...) }

// Traits returns the traits in force for feature i (its overrides, then
// its type's), as a [Source] for [Get]. For i outside 0 <= i < Len() it
// returns the zero FeatureTraits, which carries no trait.
func (b *Board) Traits(i int) FeatureTraits {
	b = b.orEmpty()
	if uint(i) >= uint(len(b.features)) {
		return FeatureTraits{}
	}
	return FeatureTraits{f: &b.features[i], t: &b.types[b.featType[i]]}
}

// Data returns a deep copy of the board's description; NewBoard(b.Data())
// builds an equal board.
func (b *Board) Data() BoardData {
	b = b.orEmpty()
	d := BoardData{
		Extent:   b.extent,
		Unit:     b.unit,
		Types:    make([]Type, len(b.types)),
		Features: make([]Feature, len(b.features)),
	}
	for i, t := range b.types {
		d.Types[i] = NewType(t.Name, t.Traits...)
	}
	for i, f := range b.features {
		d.Features[i] = f.clone()
	}
	return d
}

// AppendCandidates appends to dst, in increasing order, the index of every
// feature that the closed segment s may touch, and returns the extended
// slice. The list is a superset of the features whose geometry s touches
// (it holds every feature whose bounding box s meets, decided exactly),
// so callers run exact tests only on these. It allocates nothing when dst
// has room. A segment with a NaN or infinite coordinate gets no candidates.
func (b *Board) AppendCandidates(dst []int, s geom.Segment) []int {
	return b.orEmpty().index.appendSegment(dst, s)
}

// AppendCandidatesInBound appends to dst, in increasing order, the index of
// every feature whose bounding box meets the closed rectangle r, and
// returns the extended slice. It allocates nothing when dst has room.
func (b *Board) AppendCandidatesInBound(dst []int, r orb.Bound) []int {
	return b.orEmpty().index.appendBound(dst, r)
}
