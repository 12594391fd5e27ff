package terrain

import (
	"fmt"
	"iter"
	"math"

	"github.com/warkit/warkit/geom/hex"
)

// Ceilings on the size of a hex map, so that a malformed file cannot ask
// for gigabytes; [Limits.MaxHexes] sets the bound in force, by default
// [DefaultMaxHexes].
const (
	// MaxHexMapSide is the largest number of columns or rows.
	MaxHexMapSide = 10_000
	// MaxHexMapHexes is the largest value of Limits.MaxHexes (columns ×
	// rows); a map of that many hexes takes about 150 MB.
	MaxHexMapHexes = 1 << 22
	// MaxTypes is the largest number of terrain types of a hex map or a
	// board; a loader refuses more before it reads one.
	MaxTypes = math.MaxUint16
	// MaxHexMapCoord bounds the offset coordinates of a hex map: every
	// column and row of the map lies within ±MaxHexMapCoord (2^27). Every
	// hex of such a map then has |q|, |r|, |s| < 2^29, where differences
	// and distances of hexes fit in an int with room to spare on 32-bit
	// platforms too, and a label can still reach it (label numbers run to
	// ±hex.MaxLabelNumber from any First).
	MaxHexMapCoord = 1 << 27
)

// HexData gives one hex of a [HexMapData] its terrain, ground elevation
// and obstacle height.
type HexData struct {
	Hex hex.Hex
	// Type is the hex's terrain type; "" means the map's Fill type.
	Type string
	// Elevation is the hex's ground elevation, in whatever levels or unit
	// the ruleset uses; 0 if not given. Movement climbs it; sight stands
	// on it.
	Elevation float64
	// Height is the height of what stands on the hex (a wood, a town)
	// above its ground, in the same levels; 0 if not given. Sight reads
	// it; movement does not climb it.
	Height float64
}

// SideFeature is one feature along a hexside: a river, hedge, wall, road
// crossing or crest line, with an optional obstacle height above the
// higher of the two hexes' ground.
type SideFeature struct {
	Type      string
	Height    float64
	HasHeight bool
}

// SideData places one [SideFeature] on a hexside of a [HexMapData]. A
// hexside may carry several features, each in its own SideData.
type SideData struct {
	Side hex.Side
	SideFeature
}

// HexMapData is the plain description of a hex map: what [NewHexMap]
// checks, what [HexMap.Data] returns, and what the hex-map JSON format
// holds.
//
// The map is the rectangle of offset coordinates
// Origin.Col <= Col < Origin.Col+Cols, Origin.Row <= Row < Origin.Row+Rows
// in the offset layout Labels.Offset; Labels also says how hexes are
// printed ("0204"), and every hex of the map must have a label. The zero
// Origin puts the map's top-left hex at offset (0, 0); another origin
// describes a window of a bigger map, or a map whose coordinates are
// negative, without changing which hex is which: a hex keeps its axial
// coordinates, its label and its offset parity. Every column and row of the
// map must lie within ±[MaxHexMapCoord].
type HexMapData struct {
	// Origin is the offset coordinates of the map's top-left hex (its
	// least column and row).
	Origin     hex.Offset
	Cols, Rows int
	Labels     hex.LabelFormat
	Types      []Type
	// Fill is the type of every hex that Hexes does not list (or lists with
	// no type); "" means every hex must be listed with a type.
	Fill string
	// Hexes sets the type, elevation and height of single hexes, each at
	// most once.
	Hexes []HexData
	// Sides places features on hexsides; both hexes of each side must be
	// on the map.
	Sides []SideData
}

// Validate reports the problems of d within the default [Limits], joined
// with errors.Join, or nil: the first Limits.MaxErrors in data order, then
// a count of the rest. Each is an [*Error] whose Path is "cols", "origin",
// "labels", "types[i]", "fill", "hexes[i]" or "hexsides[i]" and whose
// Subject names the hex or hexside by its label, such as
//
//	terrain: hexside "0204/0205" (hexsides[3]): unknown type "rivr"
//
// The size and origin are checked first (at most Limits.MaxHexes hexes,
// every column and row within ±MaxHexMapCoord); it costs
// O(len(Hexes) + len(Sides)) beyond that, plus O(Cols × Rows) only when
// there is no Fill type.
func (d HexMapData) Validate() error {
	p := newProblems(Limits{}.resolved())
	d.validate(p, nil, nil)
	return p.err()
}

// hexCheck holds what the checks of one HexMapData share.
type hexCheck struct {
	d              HexMapData
	p              *problems
	hexAt, sideAt  func(i int) string
	sizeOK, labels bool
	byName         map[string]int
}

// validate appends d's problems. hexAt and sideAt, when not nil, replace
// the paths of hexes and sides (the JSON loader keeps its own numbering).
func (d HexMapData) validate(p *problems, hexAt, sideAt func(i int) string) {
	c := hexCheck{d: d, p: p, hexAt: hexAt, sideAt: sideAt}
	if c.hexAt == nil {
		c.hexAt = func(i int) string { return fmt.Sprintf("hexes[%d]", i) }
	}
	if c.sideAt == nil {
		c.sideAt = func(i int) string { return fmt.Sprintf("hexsides[%d]", i) }
	}
	c.sizeOK = checkHexMapSize(p, int64(d.Cols), int64(d.Rows)) &&
		checkHexMapOrigin(p, int64(d.Origin.Col), int64(d.Origin.Row), int64(d.Cols), int64(d.Rows))
	c.labels = c.checkLabels()
	if len(d.Types) > MaxTypes {
		p.add("hex map", "types", "%d types, at most %d", len(d.Types), MaxTypes)
	}
	c.byName = validateTypes(p, d.Types, func(i int) string { return fmt.Sprintf("types[%d]", i) })
	if _, ok := c.byName[d.Fill]; d.Fill != "" && !ok {
		p.add("hex map", "fill", "unknown type %s", shortQuote(d.Fill))
	}
	seen, typed := c.checkHexes()
	if d.Fill == "" && c.sizeOK && typed < d.Cols*d.Rows {
		c.reportUntyped(seen, typed)
	}
	c.checkSides()
}

// checkLabels reports whether every hex of the map has a label.
func (c *hexCheck) checkLabels() bool {
	d := c.d
	if err := d.Labels.Validate(); err != nil {
		c.p.wrap("hex map", "labels", err)
		return false
	}
	if !checkText(c.p, "hex map", "labels", "label separator", d.Labels.Separator) {
		return false
	}
	if !c.sizeOK {
		return true
	}
	// Label numbers are monotonic along each axis: the corners decide.
	ok := true
	c0, r0 := d.Origin.Col, d.Origin.Row
	c1, r1 := c0+d.Cols-1, r0+d.Rows-1
	for _, o := range []hex.Offset{{Col: c0, Row: r0}, {Col: c1, Row: r0}, {Col: c0, Row: r1}, {Col: c1, Row: r1}} {
		if _, err := d.Labels.Format(d.Labels.Offset.ToHex(o)); err != nil {
			c.p.add("hex map", "labels", "corner (col %d, row %d) has no label: %s", o.Col, o.Row, trimGeom(err))
			ok = false
		}
	}
	return ok
}

// label names h in messages: its label, or its coordinates.
func (c *hexCheck) label(h hex.Hex) string {
	if c.labels {
		if s, err := c.d.Labels.Format(h); err == nil {
			return s
		}
	}
	return h.String()
}

func (c *hexCheck) on(h hex.Hex) bool {
	return c.sizeOK && inRect(c.d.Labels.Offset, c.d.Origin, c.d.Cols, c.d.Rows, h)
}

// inRect reports whether h lies in the rectangle of cols x rows offset
// coordinates of layout k starting at origin. The differences are taken
// in int64 so that a hex far off the map cannot wrap into it.
func inRect(k hex.OffsetKind, origin hex.Offset, cols, rows int, h hex.Hex) bool {
	o := k.FromHex(h)
	dc, dr := int64(o.Col)-int64(origin.Col), int64(o.Row)-int64(origin.Row)
	return dc >= 0 && dc < int64(cols) && dr >= 0 && dr < int64(rows)
}

// sizeText names the map's size, and its origin when it has one, in
// messages: "5 x 4" or "5 x 4 from (col -3, row 10)".
func sizeText(origin hex.Offset, cols, rows int) string {
	if origin == (hex.Offset{}) {
		return fmt.Sprintf("%d x %d", cols, rows)
	}
	return fmt.Sprintf("%d x %d from (col %d, row %d)", cols, rows, origin.Col, origin.Row)
}

// checkHexes checks the Hexes entries and returns where each listed hex
// is first given and how many are listed with a type.
func (c *hexCheck) checkHexes() (map[hex.Hex]int, int) {
	var seen map[hex.Hex]int
	if c.sizeOK {
		seen = make(map[hex.Hex]int, len(c.d.Hexes))
	}
	typed := 0
	for i, hd := range c.d.Hexes {
		if c.sizeOK && c.placeHex(i, hd, seen) && hd.Type != "" {
			typed++
		}
		switch _, ok := c.byName[hd.Type]; {
		case hd.Type == "" && c.d.Fill == "":
			c.hexProblem(i, "no type, and the map has no fill type")
		case hd.Type != "" && !ok:
			c.hexProblem(i, "unknown type %s", shortQuote(hd.Type))
		}
		if why := c.valueProblem("elevation", hd.Elevation); why != "" {
			c.hexProblem(i, "%s", why)
		}
		if why := c.valueProblem("height", hd.Height); why != "" {
			c.hexProblem(i, "%s", why)
		}
	}
	return seen, typed
}

// hexProblem reports a problem of entry i of Hexes, naming the hex by its
// label; the message is formatted only if it is reported.
func (c *hexCheck) hexProblem(i int, format string, args ...any) {
	if c.p.full() {
		c.p.more++
		return
	}
	c.p.add("hex "+shortQuote(c.label(c.d.Hexes[i].Hex)), c.hexAt(i), format, args...)
}

// sideProblem reports a problem of entry i of Sides, as hexProblem does.
func (c *hexCheck) sideProblem(i int, format string, args ...any) {
	if c.p.full() {
		c.p.more++
		return
	}
	a, b := sideHexes(c.d.Labels.Offset, c.d.Sides[i].Side)
	c.p.add("hexside "+shortQuote(c.label(a)+"/"+c.label(b)), c.sideAt(i), format, args...)
}

// placeHex reports whether entry i is on the map and its hex's first.
func (c *hexCheck) placeHex(i int, hd HexData, seen map[hex.Hex]int) bool {
	if !c.on(hd.Hex) {
		if !c.p.full() {
			c.hexProblem(i, "outside the map (%s)", sizeText(c.d.Origin, c.d.Cols, c.d.Rows))
		} else {
			c.p.more++
		}
		return false
	}
	if j, dup := seen[hd.Hex]; dup {
		if !c.p.full() {
			c.hexProblem(i, "hex given twice (first at %s)", c.hexAt(j))
		} else {
			c.p.more++
		}
		return false
	}
	seen[hd.Hex] = i
	return true
}

// valueProblem says what is wrong with an elevation or a height, or "":
// it must be finite and within ±Limits.MaxCoordinate.
func (c *hexCheck) valueProblem(what string, v float64) string {
	if !finite(v) {
		return fmt.Sprintf("%s %v is not finite", what, v)
	} else if !c.p.lim.inRange(v) {
		return fmt.Sprintf("%s %g exceeds ±%g (Limits.MaxCoordinate)", what, v, c.p.lim.MaxCoordinate)
	}
	return ""
}

// reportUntyped names the first hex without a type, in offset order.
func (c *hexCheck) reportUntyped(seen map[hex.Hex]int, typed int) {
	d := c.d
	for r := range d.Rows {
		for col := range d.Cols {
			h := d.Labels.Offset.ToHex(hex.Offset{Col: d.Origin.Col + col, Row: d.Origin.Row + r})
			if j, ok := seen[h]; !ok || d.Hexes[j].Type == "" {
				c.p.add("hex "+shortQuote(c.label(h)), "fill", "%d hexes have no type (this is the first) and the map has no fill type",
					d.Cols*d.Rows-typed)
				return
			}
		}
	}
}

// checkSides checks the Sides entries.
func (c *hexCheck) checkSides() {
	type sideType struct {
		s hex.Side
		t string
	}
	sides := make(map[sideType]int, len(c.d.Sides))
	for i, sd := range c.d.Sides {
		if c.sizeOK {
			if a, b := sideHexes(c.d.Labels.Offset, sd.Side); !c.on(a) || !c.on(b) {
				c.sideProblem(i, "outside the map (both hexes must be on it)")
			}
		}
		if _, ok := c.byName[sd.Type]; !ok {
			if sd.Type == "" {
				c.sideProblem(i, "no type")
			} else {
				c.sideProblem(i, "unknown type %s", shortQuote(sd.Type))
			}
		}
		if j, dup := sides[sideType{sd.Side, sd.Type}]; dup {
			if !c.p.full() {
				c.sideProblem(i, "type %s given twice on this hexside (first at %s)", shortQuote(sd.Type), c.sideAt(j))
			} else {
				c.p.more++
			}
		} else {
			sides[sideType{sd.Side, sd.Type}] = i
		}
		if why := levelProblem(c.p.lim, "height", sd.Height, sd.HasHeight); why != "" {
			c.sideProblem(i, "%s", why)
		}
	}
}

// sideHexes returns the two hexes of s in offset order (by column, then
// row), the order in which files and messages name them.
func sideHexes(k hex.OffsetKind, s hex.Side) (hex.Hex, hex.Hex) {
	a, b := s.Hexes()
	oa, ob := k.FromHex(a), k.FromHex(b)
	if ob.Col < oa.Col || (ob.Col == oa.Col && ob.Row < oa.Row) {
		return b, a
	}
	return a, b
}

// trimGeom is err's message without the "geom: " or "hex: " prefix of the
// geometry packages, which terrain's own prefix replaces.
func trimGeom(err error) string {
	s := err.Error()
	for _, p := range [...]string{"geom: ", "hex: "} {
		if len(s) > len(p) && s[:len(p)] == p {
			return s[len(p):]
		}
	}
	return s
}

// HexMap is a rectangular hex map: a terrain type and an elevation per
// hex, and features per hexside. Build one with [NewHexMap] or
// [LoadHexMap]. It is immutable and safe for concurrent readers.
//
// Hex data lives in dense slices indexed by offset coordinates, and
// hexside features in a compressed array indexed by each side's base hex
// and direction, so the lookups cost a few nanoseconds and allocate
// nothing. Every lookup of a hex or side off the map returns ok == false.
// The dense index of a hex (see [HexMap.Index]) counts from the map's
// origin, so a map of any origin costs the same as one at (0, 0).
//
// The zero HexMap, and a nil *HexMap, is the empty map: no hexes, no
// types. Every lookup returns ok == false, Label and Parse an error;
// [SaveHexMap] refuses it, since no file describes it.
type HexMap struct {
	origin     hex.Offset
	cols, rows int
	labels     hex.LabelFormat
	types      []Type
	typeIdx    map[string]int
	fill       string
	hexType    []uint16
	elev       []float64
	height     []float64 // nil when every hex's height is 0
	sideStart  []int32   // len cols*rows*3+1; slot = hexIndex*3 + dir
	sideOn     []bool    // whether the far hex of slot is on the map too
	sideFeat   []SideFeature
	sideType   []uint16
}

// NewHexMap validates d (see [HexMapData.Validate]) within the default
// [Limits] and builds the map.
func NewHexMap(d HexMapData) (*HexMap, error) { return Limits{}.NewHexMap(d) }

// buildHexMap builds a hex map from valid data; own says d's types are
// the map's to keep (a loader built them), so they need no copy.
func buildHexMap(d HexMapData, own bool) *HexMap {
	n := d.Cols * d.Rows
	m := &HexMap{
		origin: d.Origin, cols: d.Cols, rows: d.Rows, labels: d.Labels, fill: d.Fill,
		typeIdx: make(map[string]int, len(d.Types)),
		hexType: make([]uint16, n),
		elev:    make([]float64, n),
	}
	m.types = keepTypes(d.Types, own)
	for i, t := range m.types {
		m.typeIdx[t.Name] = i
	}
	if d.Fill != "" {
		f := uint16(m.typeIdx[d.Fill])
		for i := range m.hexType {
			m.hexType[i] = f
		}
	}
	for _, hd := range d.Hexes {
		i, _ := m.index(hd.Hex)
		if hd.Type != "" {
			m.hexType[i] = uint16(m.typeIdx[hd.Type])
		}
		m.elev[i] = hd.Elevation
		if hd.Height != 0 && m.height == nil {
			m.height = make([]float64, n)
		}
		if m.height != nil {
			m.height[i] = hd.Height
		}
	}
	m.sideOn = make([]bool, 3*n)
	for i := range n {
		h := m.hexAt(i)
		for dir := range 3 {
			_, m.sideOn[3*i+dir] = m.index(h.Neighbor(hex.Direction(dir)))
		}
	}
	// Counting sort of the sides by slot, stable within a slot.
	m.sideStart = make([]int32, 3*n+1)
	slot := make([]int, len(d.Sides))
	for k, sd := range d.Sides {
		i, _ := m.index(sd.Side.Hex())
		slot[k] = 3*i + int(sd.Side.Dir())
		m.sideStart[slot[k]+1]++
	}
	for i := 1; i < len(m.sideStart); i++ {
		m.sideStart[i] += m.sideStart[i-1]
	}
	m.sideFeat = make([]SideFeature, len(d.Sides))
	m.sideType = make([]uint16, len(d.Sides))
	next := make([]int32, 3*n)
	copy(next, m.sideStart)
	for k, sd := range d.Sides {
		j := next[slot[k]]
		next[slot[k]]++
		m.sideFeat[j] = sd.SideFeature
		m.sideType[j] = uint16(m.typeIdx[sd.Type])
	}
	return m
}

// emptyHexMap is what every method reads a nil *HexMap as.
var emptyHexMap HexMap

// orEmpty returns m, or the empty map if m is nil.
func (m *HexMap) orEmpty() *HexMap {
	if m == nil {
		return &emptyHexMap
	}
	return m
}

// index returns the dense index of h, and false if h is off the map.
// Subtracting the origin (within ±MaxHexMapCoord) from a hex far off the
// map wraps, if at all, to a difference far outside 0..cols, never into
// it, so plain int arithmetic is exact here.
func (m *HexMap) index(h hex.Hex) (int, bool) {
	if m == nil {
		return 0, false
	}
	o := m.labels.Offset.FromHex(h)
	c, r := o.Col-m.origin.Col, o.Row-m.origin.Row
	if uint(c) >= uint(m.cols) || uint(r) >= uint(m.rows) {
		return 0, false
	}
	return r*m.cols + c, true
}

// hexAt returns the hex of dense index i, 0 <= i < Len().
func (m *HexMap) hexAt(i int) hex.Hex {
	return m.labels.Offset.ToHex(hex.Offset{Col: m.origin.Col + i%m.cols, Row: m.origin.Row + i/m.cols})
}

// Index returns the dense index of h, row by row from the map's origin:
// (row-Origin().Row)*Cols() + (col-Origin().Col) for h at offset (col,
// row); false if h is off the map. It is the index move.RectOf numbers
// hexes by, and allocates nothing.
func (m *HexMap) Index(h hex.Hex) (int, bool) { return m.index(h) }

// Origin returns the offset coordinates of the map's top-left hex: the
// map covers columns Origin().Col to Origin().Col+Cols()-1 and rows
// Origin().Row to Origin().Row+Rows()-1.
func (m *HexMap) Origin() hex.Offset { return m.orEmpty().origin }

// Cols returns the number of columns.
func (m *HexMap) Cols() int { return m.orEmpty().cols }

// Rows returns the number of rows.
func (m *HexMap) Rows() int { return m.orEmpty().rows }

// Len returns the number of hexes, Cols() × Rows().
func (m *HexMap) Len() int { return len(m.orEmpty().hexType) }

// Labels returns the map's label format; its Offset is the map's offset
// layout.
func (m *HexMap) Labels() hex.LabelFormat { return m.orEmpty().labels }

// Contains reports whether h is on the map.
func (m *HexMap) Contains(h hex.Hex) bool {
	_, ok := m.index(h)
	return ok
}

// Hexes yields every hex of the map in offset order: row by row, each row
// by increasing column.
func (m *HexMap) Hexes() iter.Seq[hex.Hex] {
	m = m.orEmpty()
	return func(yield func(hex.Hex) bool) {
		for r := range m.rows {
			for c := range m.cols {
				if !yield(m.labels.Offset.ToHex(hex.Offset{Col: m.origin.Col + c, Row: m.origin.Row + r})) {
					return
				}
			}
		}
	}
}

// Label returns the printed label of h, or an error if h is off the map.
func (m *HexMap) Label(h hex.Hex) (string, error) {
	m = m.orEmpty()
	if !m.Contains(h) {
		return "", fmt.Errorf("terrain: hex %v is off the %s map", h, sizeText(m.origin, m.cols, m.rows))
	}
	return m.labels.Format(h)
}

// Parse returns the hex labelled s, or an error if s is not a label of the
// map's format or names a hex off the map.
func (m *HexMap) Parse(s string) (hex.Hex, error) {
	m = m.orEmpty()
	h, err := m.labels.Parse(s)
	if err != nil {
		return h, &Error{Subject: "hex " + shortQuote(s), Err: err}
	}
	if !m.Contains(h) {
		return h, &Error{Subject: "hex " + shortQuote(s), Err: fmt.Errorf("off the %s map", sizeText(m.origin, m.cols, m.rows))}
	}
	return h, nil
}

// HexType returns the type index of h's terrain (see [HexMap.Type] and
// [TypeColumn]), and false if h is off the map. It allocates nothing.
func (m *HexMap) HexType(h hex.Hex) (int, bool) {
	i, ok := m.index(h)
	if !ok {
		return 0, false
	}
	return int(m.hexType[i]), true
}

// Terrain returns h's terrain type, and false if h is off the map. The
// Type is the map's own and must not be modified.
func (m *HexMap) Terrain(h hex.Hex) (Type, bool) {
	i, ok := m.index(h)
	if !ok {
		return Type{}, false
	}
	return m.types[m.hexType[i]], true
}

// Elevation returns h's elevation, and false if h is off the map.
func (m *HexMap) Elevation(h hex.Hex) (float64, bool) {
	i, ok := m.index(h)
	if !ok {
		return 0, false
	}
	return m.elev[i], true
}

// Height returns the height of what stands on h above its ground (0 if
// nothing was given), and false if h is off the map. Elevation and Height
// are independent: the top of a wood on a hill is their sum.
func (m *HexMap) Height(h hex.Hex) (float64, bool) {
	i, ok := m.index(h)
	if !ok {
		return 0, false
	}
	if m.height == nil {
		return 0, true
	}
	return m.height[i], true
}

// sideRange returns the range of s's features, and false if either hex of
// s is off the map.
func (m *HexMap) sideRange(s hex.Side) (int32, int32, bool) {
	i, ok := m.index(s.Hex())
	if !ok {
		return 0, 0, false
	}
	k := 3*i + int(s.Dir())
	if !m.sideOn[k] {
		return 0, 0, false
	}
	return m.sideStart[k], m.sideStart[k+1], true
}

// SideFeatures returns the features on hexside s, in the order they were
// given (empty if none), and false if either hex of s is off the map. The
// slice is the map's own and must not be modified; it allocates nothing.
func (m *HexMap) SideFeatures(s hex.Side) ([]SideFeature, bool) {
	lo, hi, ok := m.sideRange(s)
	if !ok {
		return nil, false
	}
	return m.sideFeat[lo:hi:hi], true
}

// SideTypes returns the type indexes of the features on hexside s, in the
// order of [HexMap.SideFeatures], for reading precompiled [Column]s; false
// if either hex of s is off the map. The slice must not be modified.
func (m *HexMap) SideTypes(s hex.Side) ([]uint16, bool) {
	lo, hi, ok := m.sideRange(s)
	if !ok {
		return nil, false
	}
	return m.sideType[lo:hi:hi], true
}

// NumTypes returns the number of terrain types.
func (m *HexMap) NumTypes() int { return len(m.orEmpty().types) }

// Type returns type i, 0 <= i < NumTypes(), and the zero Type (no name, no
// traits) for any other i. It must not be modified.
func (m *HexMap) Type(i int) Type {
	m = m.orEmpty()
	if uint(i) >= uint(len(m.types)) {
		return Type{}
	}
	return m.types[i]
}

// TypeByName returns the index of the type called name, and false if there
// is none.
func (m *HexMap) TypeByName(name string) (int, bool) {
	i, ok := m.orEmpty().typeIdx[name]
	return i, ok
}

// Types returns a copy of the type list (traits shared, not to be
// modified); pass it to [TypeColumn].
func (m *HexMap) Types() []Type { return append([]Type(nil), m.orEmpty().types...) }

// Fill returns the map's fill type name, "" if it has none.
func (m *HexMap) Fill() string { return m.orEmpty().fill }

// Data returns the map's description in canonical form: Hexes lists, in
// offset order, every hex whose type differs from Fill or whose elevation
// or height is not 0 (every hex if there is no Fill), each with its type named;
// Sides lists the hexside features ordered by hexside (base hex in offset
// order, then direction), in their given order within a hexside.
// NewHexMap(m.Data()) builds an equal map.
func (m *HexMap) Data() HexMapData {
	m = m.orEmpty()
	d := HexMapData{
		Origin: m.origin, Cols: m.cols, Rows: m.rows, Labels: m.labels, Fill: m.fill,
		Types: make([]Type, len(m.types)),
	}
	for i, t := range m.types {
		d.Types[i] = NewType(t.Name, t.Traits...)
	}
	fill, hasFill := m.typeIdx[m.fill]
	for r := range m.rows {
		for c := range m.cols {
			i := r*m.cols + c
			ht := 0.0
			if m.height != nil {
				ht = m.height[i]
			}
			if hasFill && int(m.hexType[i]) == fill && m.elev[i] == 0 && ht == 0 {
				continue
			}
			h := m.hexAt(i)
			d.Hexes = append(d.Hexes, HexData{Hex: h, Type: m.types[m.hexType[i]].Name, Elevation: m.elev[i], Height: ht})
		}
	}
	for k := 0; k+1 < len(m.sideStart); k++ {
		lo, hi := m.sideStart[k], m.sideStart[k+1]
		if lo == hi {
			continue
		}
		s := hex.SideOf(m.hexAt(k/3), hex.Direction(k%3))
		for _, f := range m.sideFeat[lo:hi] {
			d.Sides = append(d.Sides, SideData{Side: s, SideFeature: f})
		}
	}
	return d
}
